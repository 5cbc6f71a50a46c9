"""Label Studio JSON (NER ``labels`` results), both ways.

Label Studio exports a JSON list of tasks: ``{"id", "data": {"text": ...},
"annotations": [{"result": [...]}], "predictions": [{"model_version",
"result": [...]}]}``; a region is ``{"type": "labels", "from_name",
"to_name", "value": {"start", "end", "text", "labels": [...]}}`` with
character offsets (Label Studio versions before 1.4 counted UTF-16 units:
the region's ``text`` tells, and such offsets are converted with a warning).
Its JSON-MIN export (flat tasks) is read too.

* annotations are markups; predictions are markups marked as suggestions
  (``suggested by MODEL SCORE``), so they can be reviewed in the app, and
  suggestions are written back as ``predictions``: that is how vtt_py's
  pre-annotation is imported into a Label Studio project;
* a region's ``meta.text`` is the markup comment; a label is the VTT label
  (``Name|Patient``), split on ``|`` when read;
* documents are named by a ``vtt_py_name`` data field, else the task id;
* the first annotation of a task is read; further annotators' annotations,
  cancelled ones and results other than ``labels`` (choices, relations,
  text areas...) are counted, not kept. Written regions use ``from_name``
  ``label`` and ``to_name`` ``text``, the names of Label Studio's NER template.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NoReturn

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.suggestions import (
    is_suggestion,
    mark_suggestion,
    strip_mark,
    suggestion_source,
)
from vtt_py.errors import ParseError, Problem, ProblemLog, UsageError
from vtt_py.formats.brat_labels import (
    CorpusTags,
    label_parts,
    label_writer,
    safe_document_name,
    styles_not_written,
)
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.json_text import parse_json
from vtt_py.formats.offset_units import (
    CHARACTERS,
    UTF16,
    RawSpan,
    first_misfit,
    to_characters,
)
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    register,
    write_corpus_file,
)
from vtt_py.formats.textio import decode_utf8

JSON = ".json"
NAME_KEY = "vtt_py_name"
FROM_NAME = "label"
TO_NAME = "text"
DEFAULT_SOURCE = "label-studio"
_BAD_SOURCE = re.compile(r"[\s|;]+")


class _Task:
    """One task while it is read: where it is, for messages."""

    def __init__(self, path: Path, index: int, obj: Any) -> None:
        self.where = f"task {index + 1}"
        self.path = path
        if not isinstance(obj, dict):
            self.error("each task must be a JSON object")
        self.obj: dict[str, Any] = obj

    def error(self, message: str) -> NoReturn:
        raise ParseError(Problem(str(self.path), None, f"{self.where}: {message}"))


def _text_and_name(task: _Task, index: int) -> tuple[str, str]:
    data = task.obj.get("data", task.obj)
    if not isinstance(data, dict):
        task.error("'data' must be an object")
    text = data.get("text")
    if not isinstance(text, str):
        strings = [k for k, v in data.items() if isinstance(v, str) and k != NAME_KEY]
        if len(strings) != 1:
            task.error(
                "no 'text' field in the task data, and no single text field "
                f"to take instead (fields: {', '.join(sorted(data)) or 'none'})"
            )
        text = data[strings[0]]
    name = data.get(NAME_KEY)
    if name is None:
        ident = task.obj.get("id")
        name = str(ident) if isinstance(ident, (int, str)) else str(index + 1)
    if not isinstance(name, str) or safe_document_name(name):
        task.error(f"'{NAME_KEY}' must be a relative file name")
    return text, name


def _results(task: _Task, ctx: FormatContext) -> list[tuple[Any, str | None]]:
    """``(region, suggestion source)`` pairs: the first annotation's, then the predictions'."""
    obj = task.obj
    if "data" not in obj:  # JSON-MIN: regions sit in lists beside the text
        regions = [
            r
            for v in obj.values()
            if isinstance(v, list)
            for r in v
            if isinstance(r, dict) and "labels" in r
        ]
        return [({"type": "labels", "value": r}, None) for r in regions]
    annotations = obj.get("annotations", obj.get("completions", []))
    if not isinstance(annotations, list):
        task.error("'annotations' must be a list")
    kept = [
        a for a in annotations if isinstance(a, dict) and not a.get("was_cancelled")
    ]
    if len(annotations) > len(kept):
        ctx.warn(
            "cancelled Label Studio annotations skipped", len(annotations) - len(kept)
        )
    if len(kept) > 1:
        ctx.warn(
            "further annotators' Label Studio annotations not kept (each task's "
            "first annotation is read)",
            len(kept) - 1,
        )
    pairs: list[tuple[Any, str | None]] = []
    if kept:
        pairs.extend((r, None) for r in _result_list(task, kept[0]))
    for prediction in obj.get("predictions") or []:
        source = _source(prediction)
        pairs.extend((r, source) for r in _result_list(task, prediction))
    return pairs


def _result_list(task: _Task, holder: Any) -> list[Any]:
    result: Any = holder.get("result", []) if isinstance(holder, dict) else None
    if not isinstance(result, list):
        task.error("'result' must be a list")
    return result


def _source(prediction: Any) -> str:
    version = prediction.get("model_version") if isinstance(prediction, dict) else None
    text = _BAD_SOURCE.sub("_", str(version)).strip("_") if version else ""
    return text or DEFAULT_SOURCE


def _comment(region: dict[str, Any]) -> str:
    meta = region.get("meta")
    notes = meta.get("text") if isinstance(meta, dict) else None
    if isinstance(notes, str):
        return notes
    if isinstance(notes, list):
        return "; ".join(n for n in notes if isinstance(n, str) and n)
    return ""


def _span_regions(
    task: _Task, pairs: list[tuple[Any, str | None]], ctx: FormatContext
) -> list[tuple[dict[str, Any], str | None]]:
    regions = []
    for region, source in pairs:
        kind = region.get("type") if isinstance(region, dict) else None
        value = region.get("value") if isinstance(region, dict) else None
        if kind != "labels" or not isinstance(value, dict):
            ctx.warn(f"Label Studio {kind or 'untyped'} results not kept")
            continue
        start, end = value.get("start"), value.get("end")
        labels = value.get("labels")
        if not all(
            isinstance(v, int) and not isinstance(v, bool) for v in (start, end)
        ):
            task.error("a region's start and end must be whole numbers")
        if not isinstance(labels, list) or not all(
            isinstance(label, str) and label for label in labels
        ):
            task.error("a region's labels must be a list of non-empty strings")
        regions.append((region, source))
    return regions


def _task_markups(
    task: _Task, text: str, tags: CorpusTags, ctx: FormatContext
) -> list[Markup]:
    regions = _span_regions(task, _results(task, ctx), ctx)
    raw: list[RawSpan] = [
        (r["value"]["start"], r["value"]["end"], r["value"].get("text"))
        for r, _ in regions
    ]
    found = to_characters(text, raw, (CHARACTERS, UTF16))
    if found is None:
        s, e, _ = raw[first_misfit(text, raw)]
        task.error(
            f"region {s}-{e} does not fit the text ({len(text)} characters): "
            "it lies outside it or its 'text' differs"
        )
    unit, spans = found
    if unit != CHARACTERS and spans:
        ctx.warn(
            f"Label Studio offsets counted in {unit} (Label Studio before 1.4) "
            "converted to characters"
        )
    human: set[tuple[int, int, str, str]] = set()
    markups = []
    for (region, source), (start, end) in zip(regions, spans, strict=True):
        score = region.get("score", None)
        for label in region["value"]["labels"]:
            tag, category = tags.resolve(*label_parts(label))
            markup = Markup(start, end, tag, category, _comment(region))
            if source is None:
                human.add((start, end, tag, category))
            elif (start, end, tag, category) in human:
                continue  # a prediction the annotator accepted
            else:
                number = score if isinstance(score, (int, float)) else None
                markup = mark_suggestion(markup, source, number)
            markups.append(markup)
    return markups


def _load(path: Path) -> list[Any]:
    if path.is_dir():
        raise UsageError(
            f"{path}: a Label Studio export is one .json file, not a folder"
        )
    log = ProblemLog(str(path))
    data = read_input_bytes(path)
    content = decode_utf8(data, log, bom_is_error=False)
    tasks = parse_json(content, log)
    if isinstance(tasks, dict):
        tasks = [tasks]
    if not isinstance(tasks, list):
        log.error(1, "a Label Studio export is a JSON list of tasks")
    return tasks


def read_label_studio(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for every task of a Label Studio JSON export.

    Raises:
        UsageError: a folder was given.
        ParseError: bad JSON, a task without text, a region that does not fit
            the text, or a duplicate name, as ``PATH: task N: message``.
    """
    tags = CorpusTags(ctx)
    seen: dict[str, int] = {}
    for index, obj in enumerate(_load(path)):
        task = _Task(path, index, obj)
        text, name = _text_and_name(task, index)
        if name in seen:
            task.error(f"this document name is already the name of task {seen[name]}")
        seen[name] = index + 1
        yield name, tags.document(text, _task_markups(task, text, tags, ctx), ctx)


def _region(
    i: int, m: Markup, label: str, text: str, score: float | None
) -> dict[str, Any]:
    region: dict[str, Any] = {
        "id": f"vtt_py-{i}",
        "from_name": FROM_NAME,
        "to_name": TO_NAME,
        "type": "labels",
        "value": {
            "start": m.start,
            "end": m.end,
            "text": text[m.start : m.end],
            "labels": [label],
        },
    }
    note = strip_mark(m.annotation)
    if note:
        region["meta"] = {"text": [note]}
    if score is not None:
        region["score"] = score
    return region


def task_record(name: str, doc: Document, ctx: FormatContext) -> dict[str, Any]:
    """A Label Studio task for a document: markups as annotations, suggestions as predictions."""
    label = label_writer(ctx)
    human = [m for m in doc.markups if not is_suggestion(m)]
    by_source: dict[str, list[tuple[int, Markup, float | None]]] = defaultdict(list)
    for i, m in enumerate(doc.markups):
        found = suggestion_source(m)
        if found is not None:
            by_source[found[0]].append((i, m, found[1]))
    task: dict[str, Any] = {"data": {"text": doc.text, NAME_KEY: name}}
    if human:
        task["annotations"] = [
            {
                "result": [
                    _region(i, m, label(m), doc.text, None) for i, m in enumerate(human)
                ]
            }
        ]
    predictions = []
    for source, items in by_source.items():
        prediction: dict[str, Any] = {
            "model_version": source,
            "result": [
                _region(i, m, label(m), doc.text, score) for i, m, score in items
            ],
        }
        scores = [s for _, _, s in items if s is not None]
        if len(scores) == len(items):
            prediction["score"] = round(sum(scores) / len(scores), 4)
        predictions.append(prediction)
    if predictions:
        task["predictions"] = predictions
    return task


def write_label_studio(
    docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext
) -> int:
    """Write every document as a task of one Label Studio import file (atomically)."""
    first = True

    def render(name: str, doc: Document) -> list[str]:
        nonlocal first
        separator = "\n" if first else ",\n"
        first = False
        return [separator, json.dumps(task_record(name, doc, ctx), ensure_ascii=False)]

    count = write_corpus_file(docs, dst, "Label Studio JSON", render, ("[", "\n]\n"))
    styles_not_written(ctx, "Label Studio JSON", count)
    return count


def sniff_label_studio(head: bytes) -> bool:
    """Whether a ``.json`` file starts like a Label Studio export (a list of tasks)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return start.startswith(b"[") and b'"%TYPES"' not in head


LABEL_STUDIO_FORMAT = register(
    CorpusFormat(
        "label-studio",
        (JSON,),
        read_label_studio,
        write_label_studio,
        per_document=False,
        description="Label Studio JSON export/import (labels regions; "
        "suggestions as predictions)",
        sniff=sniff_label_studio,
    )
)
