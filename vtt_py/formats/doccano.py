"""doccano sequence-labelling JSONL, both ways.

doccano exports one JSON object per line: ``{"id": 7, "text": "...",
"label": [[start, end, "TAG"], ...], "Comments": []}``, or with relations
switched on ``"entities": [{"start_offset", "end_offset", "label"}]`` and
``"relations"``; its importer takes the same ``text``/``label`` lines and
keeps every other key as the example's meta data. Offsets count characters
(doccano's back end is Python), end exclusive.

* the label is the VTT label (``Name|Patient``), split on ``|`` when read;
* documents are named by a ``vtt_py_name`` key (which doccano keeps as meta
  data and exports again), else by doccano's ``id``;
* not kept, with counts: relations, document comments, other meta data on
  reading; markup comments on writing (doccano spans have none). Overlapping
  markups are written, with a count, since doccano shows them only in a
  project with "Allow overlapping spans".
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ProblemLog
from vtt_py.formats.brat_labels import (
    CorpusTags,
    label_parts,
    label_writer,
    overlapping,
    safe_document_name,
    styles_not_written,
)
from vtt_py.formats.jsonl import JSONL, json_lines
from vtt_py.formats.numbers import json_int
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    register,
    write_corpus_file,
)

NAME_KEY = "vtt_py_name"
_SPAN_KEYS = ("label", "labels", "entities")
_KNOWN = {
    "id",
    "text",
    "data",
    "relations",
    "Comments",
    "comments",
    NAME_KEY,
    *_SPAN_KEYS,
}


def _raw_spans(obj: dict[str, Any], log: ProblemLog, line: int) -> list[Any]:
    for key in _SPAN_KEYS:
        if key in obj:
            spans = obj[key]
            if not isinstance(spans, list):
                log.error(line, f"'{key}' must be a list")
            return spans
    return []


def _span(item: Any, log: ProblemLog, line: int) -> tuple[Any, Any, Any]:
    if isinstance(item, dict):
        return item.get("start_offset"), item.get("end_offset"), item.get("label")
    if isinstance(item, list) and len(item) == 3:
        return item[0], item[1], item[2]
    if isinstance(item, str):
        log.error(
            line,
            "labels without offsets: this is a doccano text classification export, "
            "not sequence labelling",
        )
    log.error(line, "each span must be [start, end, label] or an object with offsets")
    raise AssertionError  # unreachable: log.error raises


def _markups(
    obj: dict[str, Any], text: str, tags: CorpusTags, log: ProblemLog, line: int
) -> list[Markup]:
    markups = []
    for item in _raw_spans(obj, log, line):
        start, end, label = _span(item, log, line)
        if not all(
            isinstance(v, int) and not isinstance(v, bool) for v in (start, end)
        ):
            log.error(line, "span offsets must be whole numbers")
        if not isinstance(label, str) or not label:
            log.error(line, "a span label must be a non-empty string")
        if not 0 <= start <= end <= len(text):
            log.error(
                line, f"span {start}-{end} is outside the text ({len(text)} characters)"
            )
        tag, category = tags.resolve(*label_parts(label))
        markups.append(Markup(start, end, tag, category))
    return markups


def _name(obj: dict[str, Any], line: int, log: ProblemLog) -> str:
    name = obj.get(NAME_KEY)
    if name is None:
        ident = obj.get("id")
        name = str(ident) if isinstance(ident, (int, str)) else str(line)
    if not isinstance(name, str):
        log.error(line, f"'{NAME_KEY}' must be a string")
    problem = safe_document_name(name)
    if problem:
        log.error(line, problem)
    return name


def _not_kept(obj: dict[str, Any], ctx: FormatContext) -> None:
    relations = obj.get("relations")
    if isinstance(relations, list) and relations:
        ctx.warn("doccano relations not kept (VTT has no relations)", len(relations))
    comments = obj.get("Comments", obj.get("comments"))
    if isinstance(comments, list) and comments:
        ctx.warn("doccano document comments not kept", len(comments))
    extra = [k for k in obj if k not in _KNOWN]
    if extra:
        ctx.warn("doccano meta data fields not kept", len(extra))


def read_doccano(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for every line of a doccano JSONL export.

    Raises:
        UsageError: a folder was given.
        ParseError: bad JSON, a missing text, bad offsets or a duplicate
            name, at ``PATH:LINE``.
    """
    tags = CorpusTags(ctx)
    seen: dict[str, int] = {}
    for line, obj, log in json_lines(path, "doccano"):
        text = obj.get("text", obj.get("data"))
        if not isinstance(text, str):
            log.error(line, "'text' must be a string")
            continue
        name = _name(obj, line, log)
        if name in seen:
            log.error(
                line, f"this document name is already the name of line {seen[name]}"
            )
        seen[name] = line
        markups = _markups(obj, text, tags, log, line)
        _not_kept(obj, ctx)
        yield name, tags.document(text, markups, ctx)


def doccano_record(name: str, doc: Document, ctx: FormatContext) -> dict[str, Any]:
    """The doccano import line for one document."""
    label = label_writer(ctx)
    notes = sum(1 for m in doc.markups if m.annotation)
    if notes:
        ctx.warn("markup comments not written (doccano spans have none)", notes)
    stacked = len(overlapping(doc.markups))
    if stacked:
        ctx.warn(
            "overlapping markups written (doccano shows them only with "
            "'Allow overlapping spans' on)",
            stacked,
        )
    return {
        "text": doc.text,
        "label": [[m.start, m.end, label(m)] for m in doc.markups],
        NAME_KEY: name,
    }


def write_doccano(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write every document as one doccano import line of ``dst`` (atomically)."""

    def render(name: str, doc: Document) -> list[str]:
        record = doccano_record(name, doc, ctx)
        return [json.dumps(record, ensure_ascii=False), "\n"]

    count = write_corpus_file(docs, dst, "doccano JSONL", render)
    styles_not_written(ctx, "doccano", count)
    return count


def sniff_doccano(head: bytes) -> bool:
    """Whether a ``.jsonl`` file's first line is a doccano record rather than vtt_py JSONL."""
    first = head.split(b"\n", 1)[0]
    try:
        obj = json.loads(first, parse_int=json_int)
    except (ValueError, RecursionError):  # bad JSON or UTF-8, long numbers, nesting
        return b'"spans"' not in first and any(
            f'"{key}"'.encode() in first for key in _SPAN_KEYS
        )
    return (
        isinstance(obj, dict)
        and "spans" not in obj
        and (any(key in obj for key in _SPAN_KEYS) or NAME_KEY in obj)
    )


DOCCANO_FORMAT = register(
    CorpusFormat(
        "doccano",
        (JSONL,),
        read_doccano,
        write_doccano,
        per_document=False,
        description="doccano sequence-labelling JSONL (text, label)",
        sniff=sniff_doccano,
    )
)
