"""Issue 13, class 7 and 6: hostile numbers, nesting and XML give ``PATH:LINE:`` (exit 1),
never an internal error, and never quote document text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import gold_document
from vtt_py.cli import main
from vtt_py.errors import ParseError
from vtt_py.formats.numbers import parse_count, parse_signed
from vtt_py.formats.physionet import read_physionet
from vtt_py.formats.registry import FormatContext
from vtt_py.formats.vtt import dumps_vtt
from vtt_py.formats.vtt_syntax import parse_java_int

HUGE = "9" * 5000
ARABIC_NINE = "\u0669"
RECORD = "START_OF_RECORD=1||||1||||\nJohn Smith\n||||END_OF_RECORD\n"


def _vtt(line: int, old: str, new: str) -> str:
    lines = dumps_vtt(gold_document()).split("\n")
    assert old in lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    return "\n".join(lines)


def _vtt_tag_field(line: int, field: int, new: str) -> str:
    """The gold note with one field of a tag line (a colour, whatever the palette) replaced."""
    lines = dumps_vtt(gold_document()).split("\n")
    fields = lines[line - 1].split("|")
    assert fields[field].isdigit()
    fields[field] = new
    lines[line - 1] = "|".join(fields)
    return "\n".join(lines)


# (files to write, the file to convert, the line (or FILE:LINE) the error names)
CASES: dict[str, tuple[dict[str, str], str, int | str]] = {
    "vtt offset": ({"a.vtt": _vtt(50, "      0|", HUGE + "|")}, "a.vtt", 50),
    "vtt length": ({"a.vtt": _vtt(50, "|11|", f"|{HUGE}|")}, "a.vtt", 50),
    # Field 9 of a tag line is its background's red.
    "vtt colour": ({"a.vtt": _vtt_tag_field(17, 9, HUGE)}, "a.vtt", 17),
    "vtt Arabic digit": (
        {"a.vtt": _vtt(50, "      0|", ARABIC_NINE + "|")},
        "a.vtt",
        50,
    ),
    "brat offset": (
        {"a.txt": "John\n", "a.ann": f"T1\tName 0 {HUGE}\tJohn\n"},
        "a.ann",
        1,
    ),
    "i2b2 start": (
        {
            "a.xml": f'<r>\n<TEXT>John</TEXT>\n<TAGS>\n<NAME start="{HUGE}" end="4"/>'
            "\n</TAGS></r>"
        },
        "a.xml",
        4,
    ),
    "i2b2 spans": (
        {
            "a.xml": f'<r>\n<TEXT>John</TEXT>\n<TAGS>\n<NAME spans="0~{HUGE}"/>\n</TAGS></r>'
        },
        "a.xml",
        4,
    ),
    "i2b2 Arabic start": (
        {
            "a.xml": f'<r>\n<TEXT>John</TEXT>\n<TAGS>\n<NAME start="{ARABIC_NINE}" end="4"/>'
            "\n</TAGS></r>"
        },
        "a.xml",
        4,
    ),
    "jsonl start": (
        {
            "a.jsonl": '\n{"id": "a", "text": "John", "spans": [{"start": '
            + HUGE
            + ', "end": 4, "tag": "Name"}]}\n'
        },
        "a.jsonl",
        2,
    ),
    "jsonl nesting": (
        {"a.jsonl": '{"id": "a", "text": "x", "spans": ' + "[" * 100_000 + "\n"},
        "a.jsonl",
        1,
    ),
    "physionet record": (
        {"id.text": f"START_OF_RECORD={HUGE}||||1||||\nJohn\n||||END_OF_RECORD\n"},
        "id.text",
        1,
    ),
    "physionet superscript": (
        {"id.text": RECORD.replace("=1|", "=\u00b2|")},
        "id.text",
        1,
    ),
    "physionet phrase": (
        {"id.text": RECORD, "id-phi.phrase": f"1 1 0 {HUGE} Name John\n"},
        "id.text",
        "id-phi.phrase:1",
    ),
    "physionet phrase superscript": (
        {"id.text": RECORD, "id-phi.phrase": "1 1 0 4\u00b2 Name John\n"},
        "id.text",
        "id-phi.phrase:1",
    ),
    "physionet phrase Arabic": (
        {"id.text": RECORD, "id-phi.phrase": f"1 1 0 {ARABIC_NINE} Name John Smith\n"},
        "id.text",
        "id-phi.phrase:1",
    ),
    "physionet offsets header": (
        {"id.text": RECORD, "id.phi": f"Patient {ARABIC_NINE}\tNote 1\n0\t0\t4\n"},
        "id.phi",
        1,
    ),
    "physionet offsets": (
        {"id.text": RECORD, "id.phi": f"Patient 1\tNote 1\n0\t0\t{HUGE}\n"},
        "id.phi",
        2,
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_convert_hostile_numbers_fail_with_path_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    files, source, where = CASES[case]
    for name, content in files.items():
        (tmp_path / name).write_text(content, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["convert", str(tmp_path / source), str(out)]) == 1
    err = capsys.readouterr().err
    if isinstance(where, int):
        where = f"{source}:{where}"
    assert err.startswith(f"{tmp_path / where}: "), err[:300]
    assert "internal error" not in err and not out.exists()


@pytest.mark.parametrize(
    ("content", "kind"),
    [
        ("<r><TEXT>&Brimblecombe;</TEXT></r>", "undeclared entity"),
        ("<r><TEXT><Brimblecombe></TEXT></r>", "tag name mismatch"),
        ("<r><TEXT Brimblecombe='1' Brimblecombe='2'/></r>", "attribute redefined"),
    ],
)
def test_convert_xml_errors_give_line_and_column_never_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, kind: str
) -> None:
    path = tmp_path / "a.xml"
    path.write_text(content)
    assert main(["convert", str(path), str(tmp_path / "out.vtt")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:1: not well-formed XML at line 1, column ")
    assert kind in err and "Brimblecombe" not in err


def test_i2b2_note_over_libxml2_text_limit_round_trips(tmp_path: Path) -> None:
    text = "Mary Hansen seen 3/4/2020 in Boston.\n" * 300_000  # 11 MB
    ctx = FormatContext()
    from vtt_py.formats.i2b2 import read_i2b2, write_i2b2

    assert write_i2b2([("big", gold_document(text))], tmp_path / "big.xml", ctx) == 1
    assert any("over 10 MB" in w for w in ctx.warning_lines())
    [(_, doc)] = list(read_i2b2(tmp_path / "big.xml", FormatContext()))
    assert doc.text == text and len(doc.markups) == 3


def test_physionet_arabic_digit_is_not_read_as_nine(tmp_path: Path) -> None:
    (tmp_path / "id.text").write_text(RECORD)
    (tmp_path / "id-phi.phrase").write_text(f"1 1 0 {ARABIC_NINE} Name John Smith\n")
    with pytest.raises(ParseError, match="ASCII digits"):
        list(read_physionet(tmp_path / "id.text", FormatContext()))


@pytest.mark.parametrize(
    ("text", "count", "signed", "java"),
    [
        ("0042", 42, 42, 42),
        ("00000000000000000000007", 7, 7, 7),
        ("+5", None, 5, 5),
        ("-5", None, -5, -5),
        ("2147483648", 2147483648, 2147483648, None),
        ("\u00b2", None, None, None),
        (ARABIC_NINE, None, None, None),
        ("1_000", None, None, None),
        (" 1", None, None, None),
        (HUGE, None, None, None),
        ("", None, None, None),
        ("-", None, None, None),
    ],
)
def test_numbers_ascii_digits_only_with_a_length_limit(
    text: str, count: int | None, signed: int | None, java: int | None
) -> None:
    assert parse_count(text) == count
    assert parse_signed(text) == signed
    assert parse_java_int(text) == java


def test_jsonl_numbers_of_sane_length_still_read(tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    record = {"id": "a", "text": "John", "spans": [{"start": 0, "end": 4, "tag": "X"}]}
    path.write_text(json.dumps(record) + "\n")
    assert main(["convert", str(path), str(tmp_path / "out.vtt")]) == 0
