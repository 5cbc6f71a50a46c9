"""VTT reader and writer on hand-built files: layout, UTF-16 offsets, saving, bad input."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from vtt_py.core import Document, Markup, Tag, TagSet
from vtt_py.errors import ParseError, Severity, WriteError
from vtt_py.formats.vtt import (
    check_vtt,
    dumps_vtt,
    parse_vtt,
    read_vtt,
    save_vtt,
    write_vtt,
)
from vtt_py.formats.vtt_read import read_vtt_noting

# The quick-reference file of the format spec (vtt-format.md §1), built for it.
SPEC_EXAMPLE = """\
#<---------------------------------------------------------------------->
#<Meta Data>
#<Tags file|confirmation|path of default tags file>
#<File History|VTT file format version|User name|Time stamp>
#<---------------------------------------------------------------------->
FILE_SAVE|VTT.2010.0|VTT|2/4/10 11:57:43 AM
#<---------------------------------------------------------------------->
#<Text Content>
#<---------------------------------------------------------------------->
Pt John Smith seen 01/01/2012.
Call 555-1234 or
fax 555-9876.
#<---------------------------------------------------------------------->
#<Tags Configuration>
#<Name|Category|Bold|Italic|Underline|Display|FR|FG|FB|BR|BG|BB|FontFamily|FontSize>
#<---------------------------------------------------------------------->
Text/Clear||false|false|false|true|255|255|255|0|51|153|Monospaced|12
#<---------------------------------------------------------------------->
npii||true|false|false|true|0|0|0|231|226|228|Monospaced|+0
Name|Patient|false|false|false|true|0|0|0|255|200|0|Monospaced|+0
Date|Patient|false|false|true|true|0|0|0|255|255|102|Monospaced|+0
Phone||false|false|false|true|0|0|0|204|204|255|Monospaced|+0
#<---------------------------------------------------------------------->
#<MarkUps Information>
#<Offset|Length|TagName|TagCategory|Annotation|TagText>
#<---------------------------------------------------------------------->
      0| 2|npii           |               ||Pt
      3|10|Name           |Patient        ||John Smith
     19|10|Date           |Patient        ||01/01/2012
     36|24|Phone          |               |two numbers|555-1234 or fax 555-9876
"""


def test_vtt_spec_example_round_trips_and_reads_as_described() -> None:
    doc = parse_vtt(SPEC_EXAMPLE.encode())
    assert len(doc.text) == 62
    phone = doc.markups[-1]
    assert doc.text_of(phone) == "555-1234 or\nfax 555-9876"
    assert phone.annotation == "two numbers"
    assert dumps_vtt(doc) == SPEC_EXAMPLE


def test_vtt_crlf_and_lone_cr_files_read_as_lf() -> None:
    crlf = SPEC_EXAMPLE.replace("\n", "\r\n")
    doc = parse_vtt(crlf.encode())
    assert "\r" not in doc.text  # offsets count LF line ends, as VTT's readLine
    assert dumps_vtt(doc) == crlf  # issue 13: a CRLF file is written back as CRLF
    lone_cr = parse_vtt(SPEC_EXAMPLE.replace("\n", "\r").encode())
    assert lone_cr.text == doc.text
    assert dumps_vtt(lone_cr) == SPEC_EXAMPLE  # not all CRLF: LF (with a warning)


def test_vtt_simple_layout_is_kept() -> None:
    simple = SPEC_EXAMPLE.replace(
        "      0| 2|npii           |               |", "0|2|npii||"
    )
    for old, new in [
        ("      3|10|Name           |Patient        |", "3|10|Name|Patient|"),
        ("     19|10|Date           |Patient        |", "19|10|Date|Patient|"),
        ("     36|24|Phone          |               |", "36|24|Phone||"),
    ]:
        simple = simple.replace(old, new)
    doc = parse_vtt(simple.encode())
    assert doc.layout.widths == (0, 0, 0, 0)
    assert dumps_vtt(doc) == simple


def test_vtt_offsets_are_utf16_units_in_the_file_and_characters_in_memory() -> None:
    tagset = TagSet()
    tagset.add(Tag("Name"))
    doc = Document("😀 Zoë 😀 Ann\n", tagset)
    doc.add(Markup(2, 5, "Name"))
    doc.add(Markup(8, 11, "Name"))
    text = dumps_vtt(doc)
    assert "      3| 3|Name" in text and "     10| 3|Name" in text
    back = parse_vtt(text.encode())
    assert [back.text_of(m) for m in back.markups] == ["Zoë", "Ann"]


def test_vtt_save_appends_one_file_save_line_convert_does_not(tmp_path: Path) -> None:
    doc = parse_vtt(SPEC_EXAMPLE.encode())
    write_vtt(doc, tmp_path / "same.vtt")
    assert (tmp_path / "same.vtt").read_text() == SPEC_EXAMPLE
    save_vtt(
        doc,
        tmp_path / "saved.vtt",
        user="annotator1",
        when=datetime(2026, 1, 2, 15, 4, 5),
    )
    saved = read_vtt(tmp_path / "saved.vtt")
    assert [s.user for s in saved.meta.saves] == ["VTT", "annotator1"]
    assert saved.meta.saves[-1].stamp == "1/2/26 3:04:05 PM"
    assert len(doc.meta.saves) == 2


def test_vtt_old_file_without_meta_gains_it_only_when_saved(tmp_path: Path) -> None:
    no_meta = SPEC_EXAMPLE.split("#<Text Content>")[1]
    no_meta = "#<" + "-" * 70 + ">\n#<Text Content>" + no_meta
    doc = parse_vtt(no_meta.encode())
    assert not doc.layout.has_meta and dumps_vtt(doc) == no_meta
    save_vtt(doc, tmp_path / "x.vtt", user="me")
    assert (
        (tmp_path / "x.vtt").read_text().startswith("#<" + "-" * 70 + ">\n#<Meta Data>")
    )


def test_vtt_two_labels_on_one_span_are_written_as_two_lines() -> None:
    doc = parse_vtt(SPEC_EXAMPLE.encode())
    doc.tagset.add(Tag("Name"))
    doc.add(Markup(3, 13, "Name"))
    text = dumps_vtt(doc)
    assert text.count("|John Smith\n") == 2
    assert len(parse_vtt(text.encode()).with_span(3, 13)) == 2


@pytest.mark.parametrize(
    ("edit", "line", "words"),
    [
        (("|Phone          |", "|Fax            |"), 30, "not defined"),
        (("     36|24|", "     36|99|"), 30, "outside the text"),
        (("     19|10|", "     1x|10|"), 29, "whole number"),
        (("     19|10|", "     19|1x|"), 29, "whole number"),  # lengths are cached
        (
            (
                "     19|10|Date           |Patient        ||01/01/2012",
                "     19|10|Date",
            ),
            29,
            "fields",
        ),
        (("|255|200|0|Monospaced", "|255|300|0|Monospaced"), 20, "0-255"),
        (
            ("Date|Patient|false|false|true|true|0|0|0|", "Date|Patient|false|false|"),
            21,
            "fields",
        ),
        (("FILE_SAVE|VTT.2010.0|VTT|", "FILE_SAVE|VTT.2010.0||"), 6, "FILE_SAVE"),
    ],
)
def test_vtt_malformed_files_fail_with_line_and_no_output(
    tmp_path: Path, edit: tuple[str, str], line: int, words: str
) -> None:
    path = tmp_path / "bad.vtt"
    path.write_text(SPEC_EXAMPLE.replace(*edit))
    with pytest.raises(ParseError) as info:
        read_vtt(path)
    assert info.value.line == line and words in str(info.value)
    assert str(info.value).startswith(f"{path}:{line}: ")


@pytest.mark.parametrize(
    ("data", "line", "words"),
    [
        (b"\xef\xbb\xbf" + SPEC_EXAMPLE.encode(), 1, "byte-order mark"),
        (SPEC_EXAMPLE.encode().replace(b"John", b"J\xffhn"), 10, "invalid UTF-8"),
        (SPEC_EXAMPLE.encode().replace(b"Call", b"C\x00ll"), 11, "binary"),
    ],
)
def test_vtt_encoding_problems_fail_with_line(
    data: bytes, line: int, words: str
) -> None:
    with pytest.raises(ParseError) as info:
        parse_vtt(data, "x.vtt")
    assert info.value.line == line and words in str(info.value)


def test_vtt_truncated_file_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "cut.vtt"
    path.write_text(SPEC_EXAMPLE[: SPEC_EXAMPLE.index("|two numbers")])
    problems = check_vtt(path)
    assert [p.line for p in problems if p.severity is Severity.ERROR] == [30]
    assert any("truncated" in p.message for p in problems)


def test_vtt_check_reports_every_problem_not_only_the_first(tmp_path: Path) -> None:
    path = tmp_path / "many.vtt"
    bad = SPEC_EXAMPLE.replace("     19|10|", "     1x|10|").replace(
        "|Phone   ", "|Fax     "
    )
    path.write_text(bad)
    errors = [p for p in check_vtt(path) if p.severity is Severity.ERROR]
    assert [p.line for p in errors] == [29, 30]


def test_vtt_error_messages_never_quote_document_text(tmp_path: Path) -> None:
    path = tmp_path / "bad.vtt"
    path.write_text(
        SPEC_EXAMPLE.replace(
            "|Patient        ||John Smith", "|Nobody         ||John Smith"
        )
    )
    for problem in check_vtt(path):
        assert "John" not in str(problem) and "Smith" not in str(problem)


@pytest.mark.parametrize(
    ("text", "annotation", "words"),
    [
        ("a\r\nb\n", "", "carriage returns"),
        ("no final newline", "", "line break"),
        ("x\n#<Text Content>\n", "", "header"),
        ("ok\n", "a|b", "'|'"),
        ("ok\n", " padded", "white space"),
    ],
)
def test_vtt_writer_refuses_what_vtt_cannot_store(
    text: str, annotation: str, words: str
) -> None:
    tagset = TagSet()
    tagset.add(Tag("Name"))
    doc = Document(text, tagset)
    doc.add(Markup(0, 1, "Name", annotation=annotation))
    with pytest.raises(WriteError, match=words):
        dumps_vtt(doc)


def test_vtt_failed_write_leaves_the_existing_file_intact(tmp_path: Path) -> None:
    path = tmp_path / "keep.vtt"
    path.write_text(SPEC_EXAMPLE)
    doc = parse_vtt(SPEC_EXAMPLE.encode())
    doc.add(Markup(0, 2, "Name", "Patient", annotation="bad|annotation"))
    with pytest.raises(WriteError):
        write_vtt(doc, path)
    assert path.read_text() == SPEC_EXAMPLE
    assert [p.name for p in tmp_path.iterdir()] == ["keep.vtt"]


def test_files_sharing_a_tag_section_get_tag_sets_of_their_own() -> None:
    """A corpus repeats one Tags Configuration: each document may still change its own."""
    data = SPEC_EXAMPLE.encode()
    first, second = parse_vtt(data), parse_vtt(data)
    assert first.tagset == second.tagset
    first.tagset.ensure("Extra", "Only here")
    assert first.tagset.find("Extra", "Only here") is not None
    assert second.tagset.find("Extra", "Only here") is None
    assert parse_vtt(data).tagset == second.tagset


def test_a_repeated_tag_section_warns_in_every_file(tmp_path: Path) -> None:
    """Known sections skip parsing only when parsing them logged nothing."""
    tags = "#<Tags Configuration>\n"
    line = "Name|Patient|false|false|false|true|0|0|0|255|200|0|Monospaced|12\n"
    path = tmp_path / "twice.vtt"
    path.write_text(SPEC_EXAMPLE.replace(tags, tags + line + line))
    for _ in range(2):
        assert any("defined twice" in p.message for p in check_vtt(path))


def test_vtt_meta_section_of_comments_only_reads_as_empty_and_content_still_warns(
    tmp_path: Path,
) -> None:
    saved = "FILE_SAVE|VTT.2010.0|VTT|2/4/10 11:57:43 AM\n"
    comments_only = SPEC_EXAMPLE.replace(saved, "# a comment\n\n")
    assert parse_vtt(comments_only.encode()).meta.saves == []
    path = tmp_path / "unknown.vtt"
    path.write_text(SPEC_EXAMPLE.replace("FILE_SAVE|", "SOMETHING|"))
    _, warnings = read_vtt_noting(path)
    assert [w.line for w in warnings if "unknown meta data line" in w.message] == [6]
