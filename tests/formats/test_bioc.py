"""BioC XML: passages, offsets in characters or bytes, round trips, bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.formats.interop_samples import DATE, FAIRVIEW, JOHN, LEE, TEXT, TEXT2
from vtt_py.core import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ParseError
from vtt_py.formats.registry import (
    FormatContext,
    NamedDocument,
    detect_format,
    get_format,
)
from vtt_py.formats.tagsets import load_tagset

# Written from the BioC DTD's element descriptions: a collection whose first
# document has two passages (title at 0, text after a gap), an annotation with
# two locations and a relation; offsets in characters.
BIOC = """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE collection SYSTEM "BioC.dtd">
<collection><source>hand</source><date>20250101</date><key>phi.key</key>
<document><id>note1</id>
<passage><infon key="type">title</infon><offset>0</offset><text>Clinic note</text></passage>
<passage><infon key="type">paragraph</infon><offset>12</offset>
<text>Mr John Smith 😊 seen on 2020-01-01 at Fairview.
</text>
<annotation id="A1"><infon key="type">NAME|PATIENT</infon><infon key="note">checked</infon>
<location offset="15" length="10"/><text>John Smith</text></annotation>
<annotation id="A2"><infon key="type">DATE</infon><infon key="identifier">D1</infon>
<location offset="36" length="4"/><location offset="41" length="2"/>
<text>2020 01</text></annotation>
<relation id="R1"><infon key="type">same</infon><node refid="A1" role="x"/></relation>
</passage></document>
<document><id>note2</id><passage><offset>0</offset><text>Seen by Dr Lee.
</text><annotation id="B1"><infon key="type">NAME|DOCTOR</infon>
<location offset="11" length="3"/><text>Lee</text></annotation></passage></document>
</collection>
"""


def _read(path: Path) -> tuple[list[NamedDocument], FormatContext]:
    ctx = FormatContext()
    return list(get_format("bioc").read(path, ctx)), ctx


def test_collection_with_passages_and_counted_losses(tmp_path: Path) -> None:
    path = tmp_path / "c.xml"
    path.write_text(BIOC, encoding="utf-8")
    assert detect_format(path).name == "bioc"
    docs, ctx = _read(path)
    assert [n for n, _ in docs] == ["note1", "note2"]
    doc = docs[0][1]
    assert doc.text == "Clinic note " + TEXT
    assert [(m.start - 12, m.end - 12, m.label, m.annotation) for m in doc.markups] == [
        (*JOHN[:2], "NAME|PATIENT", "checked"),
        (24, 28, "DATE", ""),
        (29, 31, "DATE", ""),
    ]
    assert [(m.start, m.end, m.label) for m in docs[1][1].markups] == [
        (*LEE[:2], "NAME|DOCTOR")
    ]
    assert ctx.warnings["text between BioC passages filled with spaces"] == 1
    assert ctx.warnings["BioC relations not kept (VTT has no relations)"] == 1
    assert (
        ctx.warnings["BioC annotation infons other than type and comment not kept"] == 1
    )
    assert (
        ctx.warnings[
            "BioC annotations with several locations imported as one markup per location"
        ]
        == 2
    )


def test_byte_offsets_are_recognised(tmp_path: Path) -> None:
    # After the emoji (4 UTF-8 bytes, 1 character) byte offsets run 3 ahead.
    path = tmp_path / "bytes.xml"
    path.write_text(
        BIOC.replace(
            'offset="36" length="4"/><location offset="41" length="2"',
            'offset="39" length="10"',
        ).replace("<text>2020 01</text>", "<text>2020-01-01</text>"),
        encoding="utf-8",
    )
    docs, ctx = _read(path)
    assert [(m.start - 12, m.end - 12) for m in docs[0][1].markups] == [
        JOHN[:2],
        DATE[:2],
    ]
    assert any("counted in UTF-8 bytes" in w for w in ctx.warnings)


def test_mismatched_text_and_bad_xml_are_errors(tmp_path: Path) -> None:
    path = tmp_path / "bad.xml"
    path.write_text(BIOC.replace("<text>John Smith</text>", "<text>Jane Smith</text>"))
    with pytest.raises(
        ParseError, match=r"bad.xml: document 1: annotation at 15-25 does not fit"
    ):
        _read(path)
    path.write_text(BIOC.replace("</collection>", ""))
    with pytest.raises(ParseError, match=r"bad.xml:\d+: not well-formed XML"):
        _read(path)


def test_vtt_to_bioc_and_back(tmp_path: Path) -> None:
    tags = load_tagset()
    one = Document(TEXT.replace("\n", "\r\n"), tags.copy())
    one.add(Markup(*JOHN[:2], "Name", "Patient", "a note"))
    one.add(Markup(*FAIRVIEW[:2], "Address"))
    two = Document(TEXT2, tags.copy())
    out = tmp_path / "out.xml"
    assert (
        get_format("bioc").write([("a", one), ("b/c", two)], out, FormatContext()) == 2
    )
    assert "<date></date>" in out.read_text(encoding="utf-8")
    back, _ = _read(out)
    assert [n for n, _ in back] == ["a", "b/c"]
    assert back[0][1].text == one.text
    assert list(back[0][1].markups) == list(one.markups)
    assert back[1][1].text == TEXT2 and not back[1][1].markups
