"""i2b2 2014 / MAE XML: reading, MAE spans, safety against entities, control characters."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt_py.core import Document, Markup, TagSet
from vtt_py.errors import ParseError, WriteError
from vtt_py.formats.i2b2 import i2b2_bytes, read_i2b2, write_i2b2
from vtt_py.formats.registry import FormatContext

I2B2 = """<?xml version="1.0" encoding="UTF-8" ?>
<deIdi2b2>
<TEXT><![CDATA[Record date: 2067-05-03
Mr. Jones, 64, seen at Fairview.
]]></TEXT>
<TAGS>
<DATE id="P0" start="13" end="23" text="2067-05-03" TYPE="DATE" comment="" />
<NAME id="P1" start="28" end="33" text="Jones" TYPE="PATIENT" comment="checked" />
<AGE id="P2" spans="35~37" text="64" TYPE="AGE" />
<LINK id="L0" fromID="P1" toID="P2" />
</TAGS>
</deIdi2b2>
"""


def _file(tmp_path: Path, content: str, name: str = "doc.xml") -> Path:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return path


def test_i2b2_reads_element_type_comment_and_mae_spans(tmp_path: Path) -> None:
    ctx = FormatContext()
    [(name, doc)] = list(read_i2b2(_file(tmp_path, I2B2), ctx))
    assert name == "doc"
    assert doc.text.startswith("Record date")
    assert list(doc.markups) == [
        Markup(13, 23, "DATE", "DATE"),
        Markup(28, 33, "NAME", "PATIENT", "checked"),
        Markup(35, 37, "AGE", "AGE"),
    ]
    assert (
        "i2b2/MAE tags without a text span (links, non-consuming tags) skipped"
        in ctx.warnings
    )


def test_i2b2_several_mae_ranges_become_separate_markups(tmp_path: Path) -> None:
    content = I2B2.replace(
        'spans="35~37" text="64"', 'spans="28~33,35~37" text="Jones 64"'
    )
    ctx = FormatContext()
    [(_, doc)] = list(read_i2b2(_file(tmp_path, content), ctx))
    assert [m.span for m in doc.markups if m.tag == "AGE"] == [(28, 33), (35, 37)]
    assert (
        ctx.warnings["MAE tags with several spans imported as one markup per span"] == 2
    )


def test_i2b2_text_attribute_mismatch_names_the_line(tmp_path: Path) -> None:
    path = _file(tmp_path, I2B2.replace('text="Jones"', 'text="Smith"'))
    with pytest.raises(ParseError) as info:
        list(read_i2b2(path, FormatContext()))
    assert info.value.line == 8
    assert "Smith" not in str(info.value) and "Jones" not in str(info.value)


def test_i2b2_offsets_outside_text_are_an_error(tmp_path: Path) -> None:
    path = _file(tmp_path, I2B2.replace('start="28" end="33"', 'start="28" end="3300"'))
    with pytest.raises(ParseError, match=r"doc.xml:8: span outside the text"):
        list(read_i2b2(path, FormatContext()))


BOMB = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
]>
<deIdi2b2><TEXT>&lol2;</TEXT><TAGS/></deIdi2b2>
"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<deIdi2b2><TEXT>&xxe;</TEXT><TAGS/></deIdi2b2>
"""


@pytest.mark.parametrize(("content", "line"), [(BOMB, 3), (EXTERNAL, 2)])
def test_i2b2_entity_declarations_are_refused(
    tmp_path: Path, content: str, line: int
) -> None:
    path = _file(tmp_path, content)
    with pytest.raises(ParseError) as info:
        list(read_i2b2(path, FormatContext()))
    assert info.value.line == line
    assert "entities" in str(info.value)


def test_i2b2_utf16_encoded_entity_bomb_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "u16.xml"
    path.write_bytes(
        BOMB.replace('version="1.0"?', 'version="1.0" encoding="UTF-16"?').encode(
            "utf-16"
        )
    )
    with pytest.raises(ParseError, match="entities"):
        list(read_i2b2(path, FormatContext()))


def test_i2b2_undefined_entity_is_malformed_xml(tmp_path: Path) -> None:
    path = _file(tmp_path, "<r><TEXT>&foo;</TEXT></r>")
    with pytest.raises(ParseError, match="doc.xml:1: not well-formed XML"):
        list(read_i2b2(path, FormatContext()))


def _doc(text: str, *markups: Markup) -> Document:
    tags = TagSet()
    for m in markups:
        tags.ensure(m.tag, m.category)
    return Document(text, tags, markups)


def test_i2b2_write_read_keeps_cr_controls_and_cdata_end(tmp_path: Path) -> None:
    text = "page 1\x0cpage 2\r\nJohn ]]> <b>&amp;\n"
    doc = _doc(
        text,
        Markup(12, 20, "NAME", "", "a comment\nover lines"),
        Markup(14, 18, "NAME", "PATIENT"),
        Markup(4, 8, "Age-PII", "Patient"),
    )
    ctx = FormatContext()
    write_i2b2([("n", doc)], tmp_path / "n.xml", ctx)
    assert [count for w, count in ctx.warnings.items() if "control pictures" in w] == [
        1
    ]
    [(_, back)] = list(read_i2b2(tmp_path / "n.xml", FormatContext()))
    assert back.text == text
    assert list(back.markups) == list(doc.markups)


def test_i2b2_control_pictures_without_the_mark_stay_pictures(tmp_path: Path) -> None:
    path = _file(tmp_path, "<r><TEXT>a\u240cb</TEXT><TAGS/></r>")
    [(_, doc)] = list(read_i2b2(path, FormatContext()))
    assert doc.text == "a\u240cb"


def test_i2b2_text_with_controls_and_pictures_is_refused() -> None:
    doc = _doc("a\x0cb\u240c\n")
    with pytest.raises(WriteError, match="control"):
        i2b2_bytes(doc, "x.xml", FormatContext())


def test_i2b2_bad_element_names_are_fixed_with_a_warning(tmp_path: Path) -> None:
    doc = _doc("John\n", Markup(0, 4, "Patient name", ""))
    ctx = FormatContext()
    data = i2b2_bytes(doc, "x.xml", ctx)
    assert b"<Patient_name " in data
    assert len(ctx.warnings) == 1


def test_i2b2_java_utf16_offsets_are_converted(tmp_path: Path) -> None:
    content = "<r><TEXT>\U0001f600 John</TEXT>"
    content += '<TAGS><NAME start="3" end="7" text="John"/></TAGS></r>'
    ctx = FormatContext()
    [(_, doc)] = list(read_i2b2(_file(tmp_path, content), ctx))
    assert doc.text_of(doc.markups[0]) == "John"
    assert len(ctx.warnings) == 1
