"""UIMA CAS XMI and CAS JSON (INCEpTION): UTF-16 offsets, layer choice, round trips, bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.formats.interop_samples import (
    CAS_JSON,
    DATE,
    FAIRVIEW,
    JOHN,
    LEE,
    NER,
    PHI,
    TEXT,
    TEXT2,
    TYPESYSTEM,
    XMI_NOTE1,
    write_inception_export,
)
from vtt_py.core import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ParseError, UsageError, WriteError
from vtt_py.formats.registry import (
    FormatContext,
    NamedDocument,
    detect_format,
    get_format,
)
from vtt_py.formats.tagsets import load_tagset


def _read(
    fmt: str, path: Path, **options: str
) -> tuple[list[NamedDocument], FormatContext]:
    ctx = FormatContext(options=dict(options))
    return list(get_format(fmt).read(path, ctx)), ctx


def _spans(doc: Document) -> list[tuple[int, int, str, str]]:
    return [(m.start, m.end, m.label, doc.text_of(m)) for m in doc.markups]


def test_inception_export_reads_custom_layer_with_utf16_offsets(tmp_path: Path) -> None:
    src = write_inception_export(tmp_path / "export")
    assert detect_format(src).name == "xmi"
    docs, ctx = _read("xmi", src, uima_type=PHI)
    assert [name for name, _ in docs] == ["note1/annotator", "note2/annotator"]
    note1 = docs[0][1]
    assert note1.text == TEXT
    assert _spans(note1) == [
        (*JOHN[:2], "NAME|PATIENT", JOHN[2]),
        (*DATE[:2], "DATE|DATE", DATE[2]),
        (*FAIRVIEW[:2], "LOCATION|HOSPITAL", FAIRVIEW[2]),
    ]
    assert _spans(docs[1][1]) == [(*LEE[:2], "NAME|DOCTOR", LEE[2])]
    assert (
        ctx.warnings[
            f"annotations of type {NER} not converted (choose the layer with --uima-type)"
        ]
        == 1
    )


def test_several_layers_without_options_stop_and_list_them(tmp_path: Path) -> None:
    src = write_inception_export(tmp_path / "export")
    with pytest.raises(UsageError) as err:
        _read("xmi", src)
    message = str(err.value)
    assert f"{PHI} (3 annotations; features: kind)" in message
    assert f"{NER} (1 annotations; features: value, identifier)" in message
    assert "--uima-type" in message


def test_named_entity_layer_is_the_default(tmp_path: Path) -> None:
    src = write_inception_export(tmp_path / "export")
    docs, _ = _read("xmi", src, uima_type=NER)
    assert _spans(docs[0][1]) == [(*JOHN[:2], "PER", JOHN[2])]


def test_a_type_without_the_feature_is_refused(tmp_path: Path) -> None:
    src = write_inception_export(tmp_path / "export")
    with pytest.raises(UsageError, match="has no string feature 'value'"):
        _read("xmi", src, uima_type=PHI, uima_feature="value")


def test_xmi_without_typesystem_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "a.xmi").write_text(XMI_NOTE1, encoding="utf-8")
    with pytest.raises(ParseError) as err:
        _read("xmi", tmp_path / "a.xmi")
    assert str(err.value).startswith(f"{tmp_path / 'a.xmi'}: no TypeSystem.xml")


def test_xmi_entities_and_bad_xml_are_refused_with_a_line(tmp_path: Path) -> None:
    (tmp_path / "TypeSystem.xml").write_text(TYPESYSTEM, encoding="utf-8")
    bomb = tmp_path / "bomb.xmi"
    bomb.write_text('<?xml version="1.0"?>\n<!DOCTYPE x [\n<!ENTITY a "a">\n]><x/>\n')
    with pytest.raises(ParseError, match=r"bomb.xmi:3: the file declares XML entities"):
        _read("xmi", bomb)
    broken = tmp_path / "broken.xmi"
    broken.write_text(XMI_NOTE1.replace("</xmi:XMI>", ""), encoding="utf-8")
    with pytest.raises(ParseError, match=r"broken.xmi:\d+: not well-formed XML"):
        _read("xmi", broken)


def test_an_offset_inside_the_emoji_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "TypeSystem.xml").write_text(TYPESYSTEM, encoding="utf-8")
    bad = tmp_path / "bad.xmi"
    bad.write_text(XMI_NOTE1.replace('begin="3" end="13"', 'begin="3" end="15"', 1))
    with pytest.raises(ParseError, match="inside a character"):
        _read("xmi", bad, uima_type=PHI)


def test_cas_json_reads_utf16_offsets_and_is_sniffed(tmp_path: Path) -> None:
    path = tmp_path / "note.json"
    path.write_text(CAS_JSON, encoding="utf-8")
    assert detect_format(path).name == "uima-json"
    docs, ctx = _read("uima-json", path)
    assert docs[0][0] == "note"
    assert _spans(docs[0][1]) == [
        (*JOHN[:2], "NAME|PATIENT", JOHN[2]),
        (*DATE[:2], "DATE|DATE", DATE[2]),
    ]
    assert any("the only span layer" in w for w in ctx.warnings)


def _corpus() -> list[NamedDocument]:
    tags = load_tagset("i2b2-2014")
    one = Document(TEXT, tags.copy())
    one.add(Markup(*JOHN[:2], "NAME", "PATIENT", "seen twice"))
    one.add(Markup(*DATE[:2], "DATE", "DATE"))
    one.add(Markup(*FAIRVIEW[:2], "LOCATION", "HOSPITAL"))
    one.add(Markup(3, 7, "NAME", "DOCTOR"))  # overlapping: UIMA keeps it
    two = Document(TEXT2, tags.copy())
    two.add(Markup(*LEE[:2], "NAME", "DOCTOR"))
    return [("note1", one), ("sub/note2", two)]


@pytest.mark.parametrize(("fmt", "dst"), [("xmi", "out"), ("uima-json", "out")])
def test_vtt_to_uima_and_back_keeps_text_and_spans(
    tmp_path: Path, fmt: str, dst: str
) -> None:
    corpus = _corpus()
    ctx = FormatContext(options={"uima_type": PHI, "uima_feature": "kind"})
    assert get_format(fmt).write(corpus, tmp_path / dst, ctx) == 2
    assert (
        ctx.warnings[
            "markup comments not written (the UIMA label layer has no comment feature)"
        ]
        == 1
    )
    back, _ = _read(fmt, tmp_path / dst, uima_type=PHI)
    assert [n for n, _ in back] == ["note1", "sub/note2"]
    for (_, a), (_, b) in zip(corpus, back, strict=True):
        assert b.text == a.text
        assert [(m.start, m.end, m.label) for m in b.markups] == [
            (m.start, m.end, m.label) for m in a.markups
        ]


def test_xmi_output_has_one_typesystem_and_inception_style_offsets(
    tmp_path: Path,
) -> None:
    get_format("xmi").write(_corpus(), tmp_path / "out", FormatContext())
    assert sorted(p.name for p in (tmp_path / "out").rglob("*")) == [
        "TypeSystem.xml",
        "note1.xmi",
        "note2.xmi",
        "sub",
    ]
    xmi = (tmp_path / "out" / "note1.xmi").read_text(encoding="utf-8")
    # The default layer is DKPro's NamedEntity; offsets after the emoji are UTF-16.
    assert 'begin="25" end="35" value="DATE|DATE"' in xmi
    assert NER in (tmp_path / "out" / "TypeSystem.xml").read_text(encoding="utf-8")


def test_xmi_output_refuses_a_single_file_and_control_characters(
    tmp_path: Path,
) -> None:
    with pytest.raises(UsageError, match="XMI output is a folder"):
        get_format("xmi").write(_corpus(), tmp_path / "a.xmi", FormatContext())
    doc = Document("a\x0cb\n", load_tagset())
    with pytest.raises(WriteError, match="U\\+000C .* cannot be stored in XMI"):
        get_format("xmi").write([("a", doc)], tmp_path / "out", FormatContext())
    assert not (tmp_path / "out").exists()
