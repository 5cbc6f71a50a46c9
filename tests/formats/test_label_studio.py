"""Label Studio JSON: annotations, predictions as suggestions, offsets, round trips, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.formats.interop_samples import DATE, FAIRVIEW, JOHN, LABEL_STUDIO, LEE, TEXT
from vtt_py.core import Document
from vtt_py.core.markup import Markup
from vtt_py.core.suggestions import is_suggestion, mark_suggestion
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
    return list(get_format("label-studio").read(path, ctx)), ctx


def test_export_reads_annotations_and_predictions(tmp_path: Path) -> None:
    path = tmp_path / "export.json"
    path.write_text(LABEL_STUDIO, encoding="utf-8")
    assert detect_format(path).name == "label-studio"
    docs, ctx = _read(path)
    assert [n for n, _ in docs] == ["41", "42"]
    doc = docs[0][1]
    assert doc.text == TEXT
    assert (
        [(m.start, m.end, m.tag, m.annotation) for m in doc.markups]
        == [
            (*JOHN[:2], "PERSON", "checked twice"),
            (*DATE[:2], "DATE", ""),  # the prediction repeating it is dropped
            (*FAIRVIEW[:2], "LOCATION", "suggested by deid_v2 0.64"),
        ]
    )
    assert is_suggestion(doc.markups[2])
    assert [(m.start, m.end, m.tag) for m in docs[1][1].markups] == [
        (*LEE[:2], "PERSON")
    ]
    assert ctx.warnings["Label Studio choices results not kept"] == 1
    assert (
        ctx.warnings[
            "further annotators' Label Studio annotations not kept (each task's first "
            "annotation is read)"
        ]
        == 1
    )


def test_utf16_offsets_of_old_label_studio_are_converted(tmp_path: Path) -> None:
    old = json.loads(LABEL_STUDIO)[:1]
    region = old[0]["annotations"][0]["result"][1]["value"]
    region["start"], region["end"] = 25, 35  # counted in UTF-16 units
    old[0]["predictions"] = []
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    docs, ctx = _read(path)
    assert [(m.start, m.end) for m in docs[0][1].markups] == [JOHN[:2], DATE[:2]]
    assert any("counted in UTF-16 units" in w for w in ctx.warnings)


def test_json_min_export_is_read(tmp_path: Path) -> None:
    path = tmp_path / "min.json"
    path.write_text(
        json.dumps(
            [
                {
                    "id": 3,
                    "text": TEXT,
                    "annotator": "a@b",
                    "label": [
                        {
                            "start": 24,
                            "end": 34,
                            "text": "2020-01-01",
                            "labels": ["DATE"],
                        }
                    ],
                }
            ]
        ),
        encoding="utf-8",
    )
    docs, _ = _read(path)
    assert [(m.start, m.end, m.tag) for m in docs[0][1].markups] == [
        (*DATE[:2], "DATE")
    ]


def _broken_region(tasks: list) -> None:
    tasks[0]["annotations"][0]["result"][0]["value"]["end"] = 15


def _no_text(tasks: list) -> None:
    tasks[0]["data"] = {"body": TEXT, "title": "x"}


@pytest.mark.parametrize(
    ("breaker", "message"),
    [
        (_broken_region, "region 3-15 does not fit the text"),
        (_no_text, "no 'text' field in the task data"),
    ],
)
def test_bad_tasks_are_named(tmp_path: Path, breaker: object, message: str) -> None:
    tasks = json.loads(LABEL_STUDIO)
    breaker(tasks)  # type: ignore[operator]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(tasks), encoding="utf-8")
    with pytest.raises(ParseError) as err:
        _read(path)
    assert str(err.value).startswith(f"{path}: task 1: ")
    assert message in str(err.value)


def test_not_json_gives_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("[\n{\n", encoding="utf-8")
    with pytest.raises(ParseError, match=r"bad.json:3: not valid JSON"):
        _read(path)


def test_suggestions_become_predictions_and_come_back(tmp_path: Path) -> None:
    tags = load_tagset()
    doc = Document(TEXT, tags.copy())
    doc.add(Markup(*JOHN[:2], "Name", "Patient", "seen twice"))
    doc.add(mark_suggestion(Markup(*DATE[:2], "Date"), "crf", 0.83))
    doc.add(mark_suggestion(Markup(*FAIRVIEW[:2], "Address"), "rules"))
    out = tmp_path / "tasks.json"
    assert get_format("label-studio").write([("note1", doc)], out, FormatContext()) == 1
    task = json.loads(out.read_text(encoding="utf-8"))[0]
    assert task["data"] == {"text": TEXT, "vtt_py_name": "note1"}
    region = task["annotations"][0]["result"][0]
    assert region["value"] == {
        "start": 3,
        "end": 13,
        "text": "John Smith",
        "labels": ["Name|Patient"],
    }
    assert region["meta"] == {"text": ["seen twice"]}
    assert {p["model_version"] for p in task["predictions"]} == {"crf", "rules"}
    crf = next(p for p in task["predictions"] if p["model_version"] == "crf")
    assert crf["score"] == 0.83 and crf["result"][0]["value"]["start"] == 24
    back, _ = _read(out)
    assert back[0][0] == "note1"
    assert list(back[0][1].markups) == list(doc.markups)
