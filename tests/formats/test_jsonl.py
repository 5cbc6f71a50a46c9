"""JSONL: the cli.md shape, both ways, and errors with line numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vtt_py.core import Document, Markup, TagSet
from vtt_py.errors import ParseError
from vtt_py.formats.jsonl import read_jsonl, write_jsonl
from vtt_py.formats.registry import FormatContext


def _doc() -> Document:
    tags = TagSet()
    tags.ensure("Name", "Patient")
    tags.ensure("Date")
    doc = Document("John seen 3/4\u2028ok\n", tags)
    doc.add(Markup(0, 4, "Name", "Patient", "note"))
    doc.add(Markup(10, 13, "Date"))
    return doc


def test_jsonl_writes_exactly_the_cli_shape(tmp_path: Path) -> None:
    write_jsonl([("n1", _doc())], tmp_path / "c.jsonl", FormatContext())
    lines = (tmp_path / "c.jsonl").read_text(encoding="utf-8").split("\n")
    assert lines[1:] == [""]
    assert json.loads(lines[0]) == {
        "id": "n1",
        "text": "John seen 3/4\u2028ok\n",
        "spans": [
            {
                "start": 0,
                "end": 4,
                "tag": "Name",
                "category": "Patient",
                "text": "John",
                "annotation": "note",
            },
            {"start": 10, "end": 13, "tag": "Date", "category": "", "text": "3/4"},
        ],
    }


def test_jsonl_round_trip(tmp_path: Path) -> None:
    write_jsonl(
        [("a/n1", _doc()), ("n2", _doc())], tmp_path / "c.jsonl", FormatContext()
    )
    back = list(read_jsonl(tmp_path / "c.jsonl", FormatContext()))
    assert [name for name, _ in back] == ["a/n1", "n2"]
    assert list(back[0][1].markups) == list(_doc().markups)
    assert back[0][1].text == _doc().text


def test_jsonl_minimal_spans_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "m.jsonl"
    path.write_text(
        '{"id": "x", "text": "John", "spans": [{"start": 0, "end": 4, "tag": "Name"}]}'
    )
    [(_, doc)] = list(read_jsonl(path, FormatContext()))
    assert doc.markups[0].span == (0, 4)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "not valid JSON"),
        (
            '{"id": "x", "text": "John", "spans": [{"start": 0, "end": 9, "tag": "N"}]}',
            "outside",
        ),
        (
            '{"id": "x", "text": "John", "spans": [{"start": 0, "end": 4, "tag": "N", '
            '"text": "Mary"}]}',
            "does not match",
        ),
        ('{"id": "../x", "text": "John"}', "relative path"),
        ('{"id": 3, "text": "John"}', "'id' must be a string"),
        (
            '{"id": "x", "text": "a"}\n{"id": "x", "text": "b"}',
            "already the id of line 2",
        ),
    ],
)
def test_jsonl_errors_name_the_line(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text("\n" + line + "\n")
    with pytest.raises(ParseError, match=message) as info:
        list(read_jsonl(path, FormatContext()))
    assert info.value.line in (2, 3)
    assert "Mary" not in str(info.value)
