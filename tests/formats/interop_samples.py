"""Hand-written files in the documented forms of INCEpTION, Label Studio, doccano and others.

Each was written from the tool's documentation (not copied from its
examples) and checked by hand: the offsets below were counted on ``TEXT``.
``TEXT`` holds an emoji, which UTF-16 counts as two units and Python as one
character, so a reader that forgets a tool's unit fails these tests.
"""

# ruff: noqa: E501  (files in the tools' own layouts, kept as they would be written)

from __future__ import annotations

from pathlib import Path

TEXT = "Mr John Smith 😊 seen on 2020-01-01 at Fairview.\n"
# Character spans: (start, end, text)
JOHN = (3, 13, "John Smith")
DATE = (24, 34, "2020-01-01")
FAIRVIEW = (38, 46, "Fairview")
# The same in UTF-16 units: everything after the emoji moves by one.
JOHN16, DATE16, FAIRVIEW16 = (3, 13), (25, 35), (39, 47)

TEXT2 = "Seen by Dr Lee.\n"
LEE = (11, 14, "Lee")

NER = "de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity"
PHI = "webanno.custom.PHI"

TYPESYSTEM = f"""<?xml version="1.0" encoding="UTF-8"?>
<typeSystemDescription xmlns="http://uima.apache.org/resourceSpecifier">
  <types>
    <typeDescription>
      <name>de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData</name>
      <supertypeName>uima.tcas.DocumentAnnotation</supertypeName>
      <features>
        <featureDescription><name>documentTitle</name><rangeTypeName>uima.cas.String</rangeTypeName></featureDescription>
        <featureDescription><name>documentId</name><rangeTypeName>uima.cas.String</rangeTypeName></featureDescription>
      </features>
    </typeDescription>
    <typeDescription>
      <name>de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence</name>
      <supertypeName>uima.tcas.Annotation</supertypeName>
    </typeDescription>
    <typeDescription>
      <name>de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token</name>
      <supertypeName>uima.tcas.Annotation</supertypeName>
    </typeDescription>
    <typeDescription>
      <name>{NER}</name>
      <supertypeName>uima.tcas.Annotation</supertypeName>
      <features>
        <featureDescription><name>value</name><rangeTypeName>uima.cas.String</rangeTypeName></featureDescription>
        <featureDescription><name>identifier</name><rangeTypeName>uima.cas.String</rangeTypeName></featureDescription>
      </features>
    </typeDescription>
    <typeDescription>
      <name>{PHI}</name>
      <supertypeName>uima.tcas.Annotation</supertypeName>
      <features>
        <featureDescription><name>kind</name><rangeTypeName>uima.cas.String</rangeTypeName></featureDescription>
      </features>
    </typeDescription>
  </types>
</typeSystemDescription>
"""


def xmi(text_attr: str, annotations: str, members: str) -> str:
    """An XMI file as INCEpTION writes one (namespaces per package, a view listing members)."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<xmi:XMI xmlns:xmi="http://www.omg.org/XMI" xmlns:cas="http:///uima/cas.ecore" xmlns:tcas="http:///uima/tcas.ecore" xmlns:type2="http:///de/tudarmstadt/ukp/dkpro/core/api/metadata/type.ecore" xmlns:type3="http:///de/tudarmstadt/ukp/dkpro/core/api/segmentation/type.ecore" xmlns:type4="http:///de/tudarmstadt/ukp/dkpro/core/api/ner/type.ecore" xmlns:custom="http:///webanno/custom.ecore" xmi:version="2.0">
  <cas:NULL xmi:id="0"/>
  <type2:DocumentMetaData xmi:id="1" sofa="9" begin="0" end="5" documentTitle="note" documentId="note"/>
  <type3:Sentence xmi:id="2" sofa="9" begin="0" end="5"/>
  {annotations}
  <cas:Sofa xmi:id="9" sofaNum="1" sofaID="_InitialView" mimeType="text" sofaString="{text_attr}"/>
  <cas:View sofa="9" members="1 2 {members}"/>
</xmi:XMI>
"""


#: note1: one custom-layer PHI per span (UTF-16 offsets), and a NamedEntity too.
XMI_NOTE1 = xmi(
    "Mr John Smith 😊 seen on 2020-01-01 at Fairview.&#10;",
    f"""<custom:PHI xmi:id="20" sofa="9" begin="{JOHN16[0]}" end="{JOHN16[1]}" kind="NAME|PATIENT"/>
  <custom:PHI xmi:id="21" sofa="9" begin="{DATE16[0]}" end="{DATE16[1]}" kind="DATE|DATE"/>
  <custom:PHI xmi:id="22" sofa="9" begin="{FAIRVIEW16[0]}" end="{FAIRVIEW16[1]}" kind="LOCATION|HOSPITAL"/>
  <type4:NamedEntity xmi:id="23" sofa="9" begin="{JOHN16[0]}" end="{JOHN16[1]}" value="PER"/>""",
    "20 21 22 23",
)
XMI_NOTE2 = xmi(
    "Seen by Dr Lee.&#10;",
    '<custom:PHI xmi:id="20" sofa="9" begin="11" end="14" kind="NAME|DOCTOR"/>',
    "20",
)


def write_inception_export(folder: Path) -> Path:
    """An INCEpTION project's XMI export unzipped: one folder per document, TypeSystem.xml in each."""
    for name, content in (("note1", XMI_NOTE1), ("note2", XMI_NOTE2)):
        sub = folder / name
        sub.mkdir(parents=True)
        (sub / "annotator.xmi").write_text(content, encoding="utf-8")
        (sub / "TypeSystem.xml").write_text(TYPESYSTEM, encoding="utf-8")
    return folder


#: A CAS JSON file as INCEpTION exports one (UIMA JSON: %TYPES, %FEATURE_STRUCTURES, %VIEWS).
CAS_JSON = """{
  "%TYPES": {
    "webanno.custom.PHI": {
      "%NAME": "webanno.custom.PHI",
      "%SUPER_TYPE": "uima.tcas.Annotation",
      "kind": {"%NAME": "kind", "%RANGE": "uima.cas.String"}
    }
  },
  "%FEATURE_STRUCTURES": [
    {"%ID": 1, "%TYPE": "uima.cas.Sofa", "sofaNum": 1, "sofaID": "_InitialView",
     "mimeType": "text", "sofaString": "Mr John Smith \\ud83d\\ude0a seen on 2020-01-01 at Fairview.\\n"},
    {"%ID": 2, "%TYPE": "webanno.custom.PHI", "@sofa": 1, "begin": 3, "end": 13, "kind": "NAME|PATIENT"},
    {"%ID": 3, "%TYPE": "webanno.custom.PHI", "@sofa": 1, "begin": 25, "end": 35, "kind": "DATE|DATE"}
  ],
  "%VIEWS": {"_InitialView": {"%SOFA": 1, "%MEMBERS": [2, 3]}}
}
"""

#: A Label Studio JSON export: an annotation, a prediction, a choice, a second annotator.
LABEL_STUDIO = """[
  {
    "id": 41,
    "data": {"text": "Mr John Smith \\ud83d\\ude0a seen on 2020-01-01 at Fairview.\\n"},
    "annotations": [
      {
        "id": 7, "completed_by": 1, "was_cancelled": false,
        "result": [
          {"id": "a1", "from_name": "label", "to_name": "text", "type": "labels", "origin": "manual",
           "value": {"start": 3, "end": 13, "text": "John Smith", "labels": ["PERSON"]},
           "meta": {"text": ["checked twice"]}},
          {"id": "a2", "from_name": "label", "to_name": "text", "type": "labels",
           "value": {"start": 24, "end": 34, "text": "2020-01-01", "labels": ["DATE"]}},
          {"id": "c1", "from_name": "quality", "to_name": "text", "type": "choices",
           "value": {"choices": ["good"]}}
        ]
      },
      {
        "id": 8, "completed_by": 2, "was_cancelled": false,
        "result": [
          {"id": "b1", "from_name": "label", "to_name": "text", "type": "labels",
           "value": {"start": 38, "end": 46, "text": "Fairview", "labels": ["LOCATION"]}}
        ]
      }
    ],
    "predictions": [
      {
        "model_version": "deid v2", "score": 0.7,
        "result": [
          {"id": "p1", "from_name": "label", "to_name": "text", "type": "labels", "score": 0.64,
           "value": {"start": 38, "end": 46, "text": "Fairview", "labels": ["LOCATION"]}},
          {"id": "p2", "from_name": "label", "to_name": "text", "type": "labels", "score": 0.99,
           "value": {"start": 24, "end": 34, "text": "2020-01-01", "labels": ["DATE"]}}
        ]
      }
    ]
  },
  {
    "id": 42,
    "data": {"text": "Seen by Dr Lee.\\n"},
    "annotations": [
      {"id": 9, "was_cancelled": false, "result": [
        {"id": "d1", "from_name": "label", "to_name": "text", "type": "labels",
         "value": {"start": 11, "end": 14, "text": "Lee", "labels": ["PERSON"]}}
      ]}
    ]
  }
]
"""

#: A doccano sequence-labelling JSONL export (relations off), then one with relations on.
DOCCANO = (
    '{"id": 1, "text": "Mr John Smith \\ud83d\\ude0a seen on 2020-01-01 at Fairview.\\n", '
    '"label": [[3, 13, "PERSON"], [24, 34, "DATE"], [38, 46, "LOCATION"]], "Comments": ["ok"]}\n'
    '{"id": 2, "text": "Seen by Dr Lee.\\n", "label": [[11, 14, "PERSON"]], "Comments": []}\n'
)
DOCCANO_RELATIONS = (
    '{"id": 5, "text": "Seen by Dr Lee.\\n", "entities": [{"id": 17, "label": "PERSON", '
    '"start_offset": 11, "end_offset": 14}], "relations": [{"id": 1, "from_id": 17, '
    '"to_id": 17, "type": "self"}], "Comments": []}\n'
)
