"""VTT reader: the modal, line-based parser of NLM's VttDocument.readFromFile.

The file is cut into sections at the four mode-changing header lines
(:mod:`vtt_py.formats.vtt_sections`), and the markup section, which is
nearly all of a large file, is parsed column by column with C-level string
operations. Only when a line is not well formed does the reader fall back
to a per-line parse that names the line.
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from itertools import repeat
from operator import add, itemgetter
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, label_of
from vtt_py.core.meta import MetaData, SaveInfo, TagsFileRef, VttLayout
from vtt_py.core.tagset import TagSet
from vtt_py.core.utf16 import Utf16Index
from vtt_py.errors import ParseError, Problem, ProblemLog
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.textio import decode_utf8
from vtt_py.formats.vtt_columns import LENGTHS, fast_columns, stripped
from vtt_py.formats.vtt_sections import (
    Mode,
    normalise_newlines,
    split_sections,
    tag_section,
    without_headers,
)
from vtt_py.formats.vtt_syntax import JAVA_WHITESPACE, parse_java_int, utf16_len

DEFAULT_WIDTHS = (7, 2, 15, 15)
#: A line's first character ("" for an empty line), taken in C.
_FIRST = itemgetter(slice(0, 1))
#: The sections every file is asked for, as globals: naming a member on its
#: Enum class (``Mode.TEXT``) cost about a thousand instructions each time.
_META, _TEXT, _MARKUP = Mode.META, Mode.TEXT, Mode.MARKUP
#: First characters of the lines :func:`_parse_meta` skips.
_NOT_CONTENT = frozenset({"", "#"})


def _has_content(body: str) -> bool:
    """Whether a line of ``body`` (lines ending in LF) is neither empty nor a comment.

    Those are the lines :func:`_parse_meta` reads, or warns about. (A
    regex for them tried every character: a twentieth of reading a note.)
    """
    # Every line a comment, as in the Meta Data of a file VTT wrote: two counts.
    if body.count("\n") == body.startswith("#") + body.count("\n#"):
        return False
    return not _NOT_CONTENT.issuperset(map(_FIRST, body.split("\n")))


def _parse_meta(lines: list[tuple[int, str]], log: ProblemLog) -> MetaData:
    meta = MetaData()
    for lineno, line in lines:
        if not line or line.startswith("#"):
            continue
        # StringTokenizer("|") drops empty tokens.
        tokens = [t for t in line.split("|") if t] or [""]
        if tokens[0] == "TAGS_FILE":
            if len(tokens) < 3:
                log.error(lineno, "TAGS_FILE line needs a confirmation flag and a path")
                continue
            meta.tags_file = TagsFileRef(tokens[1].lower() == "true", tokens[2])
        elif tokens[0] == "FILE_SAVE":
            if len(tokens) < 4:
                log.error(
                    lineno,
                    "FILE_SAVE line needs a version, a user name and a time stamp",
                )
                continue
            meta.saves.append(SaveInfo(tokens[1], tokens[2], tokens[3]))
        else:
            log.warn(lineno, "unknown meta data line ignored (VTT drops it on save)")
    return meta


@dataclass
class _MarkupRows:
    """Markups read, with the raw fields of their lines (to infer the layout)."""

    markups: list[Markup] = field(default_factory=list)
    columns: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    #: Whether the markups' starts rise strictly (then they are in VTT order).
    in_order: bool = False


def _columns(
    rows: list[list[str]] | list[tuple[str, ...]], count: int
) -> list[list[str]]:
    return [list(map(itemgetter(i), rows)) for i in range(count)]


def _fast_markups(body: str, tagset: TagSet, text: str) -> _MarkupRows | None:
    """Column-wise parse for a markup section whose every line is well formed.

    Returns None when a line needs the per-line path (which then reports each
    problem, or warning, with its line number).
    """
    cols = fast_columns(body)
    if cols is None:
        return None
    numbers = "".join(cols[0]) + "".join(cols[1])
    if not (numbers.isascii() and numbers.replace(" ", "").isdigit()):
        return None
    # An ASCII text (nearly every note) needs no UTF-16 index: units are characters.
    index = None if text.isascii() else Utf16Index(text)
    units = len(text) if index is None else index.unit_length
    try:
        starts = list(map(int, cols[0]))
        ends = list(map(add, starts, map(LENGTHS.__getitem__, cols[1])))
    except ValueError:  # a field of spaces only
        return None
    # Starts are at most their ends: within a text shorter than 2**31 units
    # (any real one), every start fits Java's int once the ends are inside.
    if starts and (max(ends) > units or (units >= 2**31 and max(starts) >= 2**31)):
        return None
    tags, cats = stripped(cols[2]), stripped(cols[3])
    # label_of inlined and the tag set asked by map: a file has a few distinct
    # (tag, category) pairs, but two Python calls each cost a thirtieth of a read.
    labels = {f"{t}|{c}" if c else t for t, c in set(zip(tags, cats, strict=True))}
    if not tagset.defines_all(labels):
        return None
    if index is not None and not index.identity:
        try:
            starts = list(map(index.to_chars, starts))
            ends = list(map(index.to_chars, ends))
        except ValueError:
            return None
    distinct = len(set(starts)) == len(starts)
    if not distinct and len(set(zip(starts, ends, tags, cats, strict=True))) != len(
        starts
    ):
        return None  # duplicates: the per-line path warns about each
    if _any_stale(cols[5], starts, ends, text):
        return None
    # Annotations are nearly always empty: then there is nothing to strip.
    notes = stripped(cols[4]) if any(cols[4]) else cols[4]
    fields = zip(starts, ends, tags, cats, notes, strict=True)
    markups = list(map(tuple.__new__, repeat(Markup), fields))
    # Starts that rise strictly put the markups in VTT order: the document
    # need not look at them again.
    return _MarkupRows(markups, cols[:4], distinct and starts == sorted(starts))


def _any_stale(
    tagged: list[str], starts: list[int], ends: list[int], text: str
) -> bool:
    """Whether any TagText differs from the text it should repeat."""
    # LF -> space commutes with joining, so one replace. (A comprehension:
    # mapping slice() and then __getitem__ cost half as much again.)
    pieces = [text[start:end] for start, end in zip(starts, ends, strict=True)]
    if "".join(tagged) == "".join(pieces).replace("\n", " "):
        return False
    expected = [piece.replace("\n", " ") for piece in pieces]
    # Extra fields after TagText are allowed: compare prefixes one by one.
    return any(not t.startswith(x) for t, x in zip(tagged, expected, strict=True))


def _split_line(line: str) -> list[str] | None:
    parts = line.split("|", 5)
    return parts if len(parts) >= 5 else None


def _markup_from(
    fields: list[str], tagset: TagSet, index: Utf16Index
) -> tuple[str, Markup | None]:
    """Parse one markup line's fields; returns (error message, markup)."""
    ws = JAVA_WHITESPACE
    offset = parse_java_int(fields[0].strip(ws))
    length = parse_java_int(fields[1].strip(ws))
    if offset is None or length is None:
        return "markup offset or length is not a whole number", None
    tag = fields[2].strip(ws)
    category = fields[3].strip(ws)
    if label_of(tag, category) not in tagset:
        return "markup tag is not defined in the Tags Configuration above", None
    if length < 0:
        return "markup length is negative", None
    if offset < 0 or offset + length > index.unit_length or index.unit_length == 0:
        return "markup position is outside the text", None
    try:
        start = index.to_chars(offset)
        end = index.to_chars(offset + length)
    except ValueError:
        return "markup boundary splits a character (UTF-16 surrogate pair)", None
    return "", Markup.trusted(start, end, tag, category, fields[4].strip(ws))


def _slow_markups(
    lines: list[tuple[int, str]], tagset: TagSet, text: str, log: ProblemLog
) -> _MarkupRows:
    markups: list[Markup] = []
    raw: list[list[str]] = []
    index = Utf16Index(text)
    seen: set[tuple[int, int, str, str]] = set()
    stale: list[int] = []
    for lineno, line in lines:
        if not line or line.startswith("#"):
            continue
        fields = _split_line(line)
        if fields is None:
            log.error(lineno, "markup line has fewer than 5 fields")
            continue
        message, markup = _markup_from(fields, tagset, index)
        if markup is None:
            log.error(lineno, message)
            continue
        if markup[:4] in seen:
            log.warn(lineno, "duplicate markup (same span and tag); the first is kept")
            continue
        seen.add(markup[:4])
        expected = text[markup.start : markup.end].replace("\n", " ")
        if len(fields) == 6 and not fields[5].startswith(expected):
            stale.append(lineno)
        markups.append(markup)
        raw.append(fields)
    if stale:
        log.warn(
            stale[0],
            f"the TagText of {len(stale)} markup(s) differs from the text at their "
            "offsets (edited by hand?); check them: TagText is rewritten on save",
        )
    return _MarkupRows(markups, _columns(raw, 4))


def _measure(column: list[str]) -> Callable[[str], int]:
    """How to measure this column's fields in UTF-16 units: len when all are ASCII."""
    return len if "".join(column).isascii() else utf16_len


def _field_width(column: list[str], right: bool) -> int | None:
    """The FIX_LENGTH width of one field, or None if no line was padded."""
    # Widths are UTF-16 units, as the writer (and Java) pads: a tag named
    # with an emoji is one unit longer than its characters. An ASCII column
    # (nearly all) is measured by len, not a Python call per field.
    joined = "\0".join(column)  # fields hold no NUL: the reader refuses it
    if right:
        padded = joined.startswith(" ") or "\0 " in joined
    else:
        padded = joined.endswith(" ") or " \0" in joined
    if not padded:
        return None
    ascii_only = joined.isascii()
    if ascii_only and len(set(map(len, column))) == 1:
        return len(column[0])  # one width, as VTT writes: every padded field has it
    measure = len if ascii_only else utf16_len
    if right:
        sizes = [measure(r) for r in column if r[:1] == " "]
    else:
        sizes = [measure(r) for r in column if r[-1:] == " "]
    return Counter(sizes).most_common(1)[0][0]


def infer_layout(
    columns: list[list[str]], has_meta: bool, newline: str = "\n"
) -> VttLayout:
    """Guess the markup layout a file was saved with, so it is written back as it was.

    FIX_LENGTH pads each field to a minimum width, so a padded field reveals
    its width. With no padding anywhere the file is SIMPLE (widths 0). A field
    never padded gets the largest width that leaves every line unpadded.

    Args:
        columns: the raw offset, length, tag and category fields of every line.
        has_meta: whether the file had a Meta Data section.
        newline: the file's line end.
    """
    if not columns[0]:
        return VttLayout(has_meta=has_meta, newline=newline)
    # The majority width over a sample is robust to hand-edited lines.
    step = max(1, len(columns[0]) // 4000)
    widths = [_field_width(col[::step], right=i < 2) for i, col in enumerate(columns)]
    if all(w is None for w in widths):
        return VttLayout(has_meta=has_meta, widths=(0, 0, 0, 0), newline=newline)
    final = [
        w if w is not None else min(default, min(map(_measure(col), col)))
        for w, default, col in zip(widths, DEFAULT_WIDTHS, columns, strict=True)
    ]
    fixed = (final[0], final[1], final[2], final[3])
    return VttLayout(has_meta=has_meta, widths=fixed, newline=newline)


def _parse(
    data: bytes, path: str, collect_all: bool
) -> tuple[Document | None, ProblemLog]:
    # Reading builds hundreds of thousands of small objects that all live on;
    # the cyclic garbage collector would rescan them again and again. (A
    # try block, not a context manager: a corpus reads thousands of files.)
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _parse_unpaused(data, path, collect_all)
    finally:
        if enabled:
            gc.enable()


def _parse_unpaused(
    data: bytes, path: str, collect_all: bool
) -> tuple[Document | None, ProblemLog]:
    log = ProblemLog(path, collect_all=collect_all)
    full, ended, newline = normalise_newlines(
        decode_utf8(data, log, bom_is_error=True), log
    )
    sections = split_sections(full)
    # Header lines are whole lines of a segment: dropped after joining, the same.
    text = without_headers(sections.body(_TEXT))
    meta = (
        _parse_meta(sections.numbered(Mode.META), log)
        if _has_content(sections.body(_META))
        else MetaData()  # comment and header lines only: none to number and read
    )
    tagset = tag_section(sections, log)
    body = sections.body(_MARKUP)
    rows = _fast_markups(body, tagset, text) if not collect_all else None
    if rows is None:
        rows = _slow_markups(sections.numbered(Mode.MARKUP), tagset, text, log)
    if not ended and Mode.MARKUP in sections.seen:
        log.warn(
            full.count("\n"),
            "the last line has no line end (one is added on writing); is the file "
            "truncated?",
        )
    if log.errors:
        return None, log
    doc = Document(text, tagset, meta=meta)
    doc.defer_layout(
        partial(infer_layout, rows.columns, _META in sections.seen, newline)
    )
    doc.extend_sorted(rows.markups, in_order=rows.in_order)
    return doc, log


def parse_vtt(data: bytes, path: str = "<memory>") -> Document:
    """Parse the bytes of a VTT file (a file with no headers is plain text).

    Args:
        data: the file's bytes.
        path: the name used in error messages.

    Returns:
        The document, with the layout it was saved in.

    Raises:
        ParseError: ``PATH:LINE: message`` for the first problem found.
    """
    doc, _ = _parse(data, path, collect_all=False)
    assert doc is not None  # a non-collecting log raises at the first error
    return doc


def read_vtt(path: str | Path) -> Document:
    """Read a ``.vtt`` file (plain text files load as documents without markups).

    Raises:
        ParseError: the file cannot be read or is malformed.
    """
    path = Path(path)
    return parse_vtt(read_input_bytes(path), str(path))


def read_vtt_noting(path: str | Path) -> tuple[Document, list[Problem]]:
    """Read a ``.vtt`` file and return its warnings too (what writing it back changes).

    Raises:
        ParseError: the file cannot be read or is malformed.
    """
    doc, log = _parse(read_input_bytes(path), str(path), collect_all=False)
    assert doc is not None  # a non-collecting log raises at the first error
    return doc, log.warnings


def check_vtt(path: str | Path) -> list[Problem]:
    """Every problem (errors, then warnings) in a VTT file; empty when it is clean."""
    path = Path(path)
    try:
        data = read_input_bytes(path)
    except ParseError as exc:
        return exc.problems
    _, log = _parse(data, str(path), collect_all=True)
    return log.errors + log.warnings
