"""doccano JSONL: both export shapes, sniffing beside vtt_py JSONL, round trips, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.formats.interop_samples import (
    DATE,
    DOCCANO,
    DOCCANO_RELATIONS,
    FAIRVIEW,
    JOHN,
    LEE,
    TEXT,
)
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


def _read(path: Path) -> tuple[list[NamedDocument], FormatContext]:
    ctx = FormatContext()
    return list(get_format("doccano").read(path, ctx)), ctx


def test_export_reads_character_offsets_and_counts_comments(tmp_path: Path) -> None:
    path = tmp_path / "export.jsonl"
    path.write_text(DOCCANO, encoding="utf-8")
    assert detect_format(path).name == "doccano"
    docs, ctx = _read(path)
    assert [n for n, _ in docs] == ["1", "2"]
    assert docs[0][1].text == TEXT
    assert [
        (m.start, m.end, m.tag, docs[0][1].text_of(m)) for m in docs[0][1].markups
    ] == [
        (*JOHN[:2], "PERSON", JOHN[2]),
        (*DATE[:2], "DATE", DATE[2]),
        (*FAIRVIEW[:2], "LOCATION", FAIRVIEW[2]),
    ]
    assert ctx.warnings["doccano document comments not kept"] == 1


def test_relation_export_reads_entities_and_counts_relations(tmp_path: Path) -> None:
    path = tmp_path / "rel.jsonl"
    path.write_text(DOCCANO_RELATIONS, encoding="utf-8")
    docs, ctx = _read(path)
    assert [(m.start, m.end, m.tag) for m in docs[0][1].markups] == [
        (*LEE[:2], "PERSON")
    ]
    assert ctx.warnings["doccano relations not kept (VTT has no relations)"] == 1


def test_vtt_jsonl_is_not_taken_for_doccano(tmp_path: Path) -> None:
    path = tmp_path / "ours.jsonl"
    path.write_text(json.dumps({"id": "a", "text": "x", "spans": []}) + "\n")
    assert detect_format(path).name == "jsonl"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            '{"id": 1, "text": "abc", "label": [[0, 9, "X"]]}',
            "span 0-9 is outside the text",
        ),
        (
            '{"id": 1, "text": "abc", "label": ["POSITIVE"]}',
            "text classification export",
        ),
        ('{"id": 1, "label": []}', "'text' must be a string"),
        ("{not json", "not valid JSON"),
    ],
)
def test_bad_lines_give_path_and_line(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": 0, "text": "ok", "label": []}\n\n' + line + "\n")
    with pytest.raises(ParseError) as err:
        _read(path)
    assert str(err.value).startswith(f"{path}:3: ")
    assert message in str(err.value)


def test_vtt_to_doccano_and_back(tmp_path: Path) -> None:
    doc = Document(TEXT, load_tagset().copy())
    doc.add(Markup(*JOHN[:2], "Name", "Patient", "a comment"))
    doc.add(Markup(3, 7, "Name"))
    doc.add(Markup(*DATE[:2], "Date"))
    out = tmp_path / "out.jsonl"
    ctx = FormatContext()
    assert get_format("doccano").write([("sub/note1", doc)], out, ctx) == 1
    record = json.loads(out.read_text(encoding="utf-8"))
    assert record["label"] == [
        [3, 13, "Name|Patient"],
        [3, 7, "Name"],
        [24, 34, "Date"],
    ]
    assert ctx.warnings["markup comments not written (doccano spans have none)"] == 1
    assert any("Allow overlapping spans" in w for w in ctx.warnings)
    back, _ = _read(out)
    assert back[0][0] == "sub/note1"
    assert [(m.start, m.end, m.label) for m in back[0][1].markups] == [
        (m.start, m.end, m.label) for m in doc.markups
    ]
