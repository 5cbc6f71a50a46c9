"""JSON Lines corpora: one object per line and document, as ../shared/spec/cli.md specifies.

Each line is ``{"id": NAME, "text": TEXT, "spans": [{"start", "end", "tag",
"category", "text"}]}`` with offsets in Python characters, end exclusive.
A span's comment, when it has one, goes in an extra ``"annotation"`` key
(readers that do not know it ignore it); ``category``, ``text`` and
``annotation`` are optional on reading, and ``text`` is checked when given.
Lines are split on ``\\n`` only, so texts may hold any other line separator.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ProblemLog, UsageError
from vtt_py.formats.brat_labels import (
    CorpusTags,
    safe_document_name,
    styles_not_written,
)
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.json_text import parse_json
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    register,
    write_corpus_file,
)
from vtt_py.formats.textio import decode_utf8

JSONL = ".jsonl"


def document_record(name: str, doc: Document) -> dict[str, Any]:
    """The JSON object for one document (the shape in cli.md)."""
    spans = []
    for m in doc.markups:
        span: dict[str, Any] = {
            "start": m.start,
            "end": m.end,
            "tag": m.tag,
            "category": m.category,
            "text": doc.text[m.start : m.end],
        }
        if m.annotation:
            span["annotation"] = m.annotation
        spans.append(span)
    return {"id": name, "text": doc.text, "spans": spans}


def _field(
    obj: dict[str, Any], key: str, kind: type, log: ProblemLog, line: int
) -> Any:
    value = obj.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        log.error(
            line, f"'{key}' must be {'a string' if kind is str else 'a whole number'}"
        )
    return value


def _span(obj: Any, text: str, tags: CorpusTags, log: ProblemLog, line: int) -> Markup:
    if not isinstance(obj, dict):
        log.error(line, "each span must be an object")
    start = _field(obj, "start", int, log, line)
    end = _field(obj, "end", int, log, line)
    tag = _field(obj, "tag", str, log, line)
    category = obj.get("category") or ""
    annotation = obj.get("annotation") or ""
    if not isinstance(category, str) or not isinstance(annotation, str) or not tag:
        log.error(
            line,
            "a span's tag, category and annotation must be strings (tag not empty)",
        )
    if not 0 <= start <= end <= len(text):
        log.error(
            line, f"span {start}-{end} is outside the text ({len(text)} characters)"
        )
    claimed = obj.get("text")
    if claimed is not None and claimed != text[start:end]:
        log.error(
            line, f"the span text does not match the document text at {start}-{end}"
        )
    tag, category = tags.resolve(tag, category)
    return Markup(start, end, tag, category, annotation)


def _record(
    obj: dict[str, Any],
    line: int,
    tags: CorpusTags,
    log: ProblemLog,
    ctx: FormatContext,
) -> NamedDocument:
    name = _field(obj, "id", str, log, line)
    problem = safe_document_name(name)
    if problem:
        log.error(line, problem)
    text = _field(obj, "text", str, log, line)
    spans = obj.get("spans", [])
    if not isinstance(spans, list):
        log.error(line, "'spans' must be a list")
    markups = [_span(s, text, tags, log, line) for s in spans]
    return name, tags.document(text, markups, ctx)


def json_lines(
    path: Path, kind: str
) -> Iterator[tuple[int, dict[str, Any], ProblemLog]]:
    """The objects of a JSON Lines file with their line numbers (blank lines skipped).

    Raises:
        UsageError: a folder was given (a JSON Lines corpus is one file).
        ParseError: unreadable file, bad UTF-8, or a line that is not a JSON
            object, at ``PATH:LINE``.
    """
    if path.is_dir():
        raise UsageError(f"{path}: a {kind} corpus is one file, not a folder")
    log = ProblemLog(str(path))
    content = decode_utf8(read_input_bytes(path), log, bom_is_error=False)
    for line, raw in enumerate(content.split("\n"), 1):
        if not raw.strip():
            continue
        obj = parse_json(raw, log, line)
        if not isinstance(obj, dict):
            log.error(line, "each line must be a JSON object")
        yield line, obj, log


def read_jsonl(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(id, document)`` for every line of a ``.jsonl`` file.

    Raises:
        UsageError: a folder was given (a JSONL corpus is one file).
        ParseError: bad JSON, a missing field, a duplicate id, bad offsets or
            span text that does not match, at ``PATH:LINE``.
    """
    tags = CorpusTags(ctx)
    seen: dict[str, int] = {}
    for line, obj, log in json_lines(path, "JSONL"):
        name, doc = _record(obj, line, tags, log, ctx)
        if name in seen:
            log.error(line, f"this document id is already the id of line {seen[name]}")
        seen[name] = line
        yield name, doc


def write_jsonl(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write every document as one line of ``dst`` (atomically).

    Raises:
        UsageError: ``dst`` is an existing folder.
    """

    def render(name: str, doc: Document) -> list[str]:
        return [json.dumps(document_record(name, doc), ensure_ascii=False), "\n"]

    count = write_corpus_file(docs, dst, "JSONL", render)
    styles_not_written(ctx, "JSONL", count)
    return count


JSONL_FORMAT = register(
    CorpusFormat(
        "jsonl",
        (JSONL,),
        read_jsonl,
        write_jsonl,
        per_document=False,
        description="JSON Lines, one document per line (id, text, spans)",
    )
)
