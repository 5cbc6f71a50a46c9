"""PhysioNet deid corpora: ``id.text`` records with ``id-phi.phrase`` or ``.phi``/``.deid`` offsets.

A corpus file holds many notes::

    START_OF_RECORD=2||||1||||
    <note text>||||END_OF_RECORD

Offsets in the companion files count characters from the start of the note
text, end exclusive. ``id-phi.phrase`` lines are ``PID NOTE START END TYPE
TEXT``; ``.phi`` and ``.deid`` files list ``Patient P<TAB>Note N`` headers
followed by ``START<TAB>START<TAB>END`` lines (``.deid`` uses two spaces).
Documents are named ``<patient>-<note>``. A TYPE written by vtt_py may be
``Tag|Category``; PhysioNet's own types have no ``|``. Patient and note
numbers and offsets are ASCII digits (at most 18). The writer is
:mod:`vtt_py.formats.physionet_write`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from vtt_py.core.markup import Markup, split_label
from vtt_py.errors import ParseError, Problem, ProblemLog, UsageError
from vtt_py.formats.brat_labels import CorpusTags
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.numbers import parse_count
from vtt_py.formats.physionet_write import END, write_physionet
from vtt_py.formats.registry import CorpusFormat, FormatContext, NamedDocument, register
from vtt_py.formats.textio import decode_utf8

UNTYPED_TAG = "PHI"
_RECORD = re.compile(r"START_OF_RECORD=([^|\n]*)\|\|\|\|([^|\n]*)\|\|\|\|\n")
_NOTE_HEADER = re.compile(r"Patient\s+([0-9]+)\s+Note\s+([0-9]+)\s*", re.ASCII)
_RECORD_MESSAGE = (
    "expected START_OF_RECORD=<patient>||||<note>|||| (numbers in ASCII digits)"
)

NoteKey = tuple[int, int]


@dataclass
class _Span:
    start: int
    end: int
    tag: str
    line: int


def _read(path: Path) -> tuple[str, ProblemLog]:
    log = ProblemLog(str(path))
    return decode_utf8(read_input_bytes(path), log, bom_is_error=False), log


def _numbers(fields: list[str]) -> list[int] | None:
    """The fields as whole numbers, or None if any is not ASCII digits (at most 18)."""
    numbers = []
    for field in fields:
        number = parse_count(field)
        if number is None:
            return None
        numbers.append(number)
    return numbers


def read_records(path: Path) -> dict[NoteKey, str]:
    """The notes of an ``id.text`` file by (patient, note), in file order.

    Raises:
        ParseError: a record header or end marker is missing or malformed.
    """
    text, log = _read(path)
    notes: dict[NoteKey, str] = {}
    lines: dict[NoteKey, int] = {}
    pos = 0
    line, counted = 1, 0  # counted as the file is walked, not from its start
    while pos < len(text):
        line, counted = line + text.count("\n", counted, pos), pos
        match = _RECORD.match(text, pos)
        numbers = _numbers(list(match.groups())) if match else None
        if match is None or numbers is None:
            log.error(line, _RECORD_MESSAGE)
            break
        end = text.find(END, match.end())
        if end < 0:
            log.error(line, "record has no ||||END_OF_RECORD marker (truncated file?)")
            break
        key = (numbers[0], numbers[1])
        if key in notes:
            log.error(
                line,
                f"record {key[0]}-{key[1]} appears twice (first at line {lines[key]})",
            )
        notes[key], lines[key] = text[match.end() : end], line
        pos = end + len(END)
        if text.startswith("\n", pos):
            pos += 1
    return notes


def read_phrase_file(path: Path) -> dict[NoteKey, list[_Span]]:
    """Typed gold spans from an ``id-phi.phrase`` file."""
    text, log = _read(path)
    spans: dict[NoteKey, list[_Span]] = {}
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        fields = line.split(" ", 5)
        numbers = _numbers(fields[:4]) if len(fields) >= 5 else None
        if numbers is None:
            log.error(
                lineno, "expected PATIENT NOTE START END TYPE TEXT (ASCII digits)"
            )
            continue
        p, n, s, e = numbers
        spans.setdefault((p, n), []).append(_Span(s, e, fields[4], lineno))
    return spans


def read_offsets_file(path: Path) -> dict[NoteKey, list[_Span]]:
    """Untyped spans from a ``.phi`` or ``.deid`` file."""
    text, log = _read(path)
    spans: dict[NoteKey, list[_Span]] = {}
    current: NoteKey | None = None
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        header = _NOTE_HEADER.fullmatch(line)
        key = _numbers(list(header.groups())) if header else None
        if key is not None:
            current = (key[0], key[1])
            spans.setdefault(current, [])
            continue
        fields = line.split()
        numbers = _numbers(fields) if len(fields) == 3 else None
        if current is None or header is not None or numbers is None:
            log.error(
                lineno, "expected 'Patient P Note N' or three offsets START START END"
            )
            continue
        spans[current].append(_Span(numbers[1], numbers[2], UNTYPED_TAG, lineno))
    return spans


def _markups(
    key: NoteKey, text: str, spans: list[_Span], tags: CorpusTags, path: Path
) -> list[Markup]:
    markups = []
    for span in spans:
        if span.start == span.end:
            raise ParseError(
                Problem(
                    str(path),
                    span.line,
                    f"empty span {span.start}-{span.end} in note {key[0]}-{key[1]} "
                    "(a PhysioNet span covers at least one character)",
                )
            )
        if not 0 <= span.start < span.end <= len(text):
            raise ParseError(
                Problem(
                    str(path),
                    span.line,
                    f"span {span.start}-{span.end} is outside note {key[0]}-{key[1]} "
                    f"({len(text)} characters)",
                )
            )
        tag, category = split_label(span.tag)
        tag, category = tags.resolve(tag, category if "|" in span.tag else None)
        markups.append(Markup(span.start, span.end, tag, category))
    return markups


def _sources(path: Path) -> tuple[Path, Path | None]:
    """(text file, spans file or None) for a path naming either, or their folder."""
    if path.is_dir():
        texts = sorted(p for p in path.glob("*.text") if not p.name.startswith("."))
        if not texts:
            raise UsageError(f"{path}: no .text file in this folder")
        if len(texts) > 1:
            raise UsageError(
                f"{path}: {len(texts)} .text files in this folder; give one of them"
            )
        path = texts[0]
    if path.suffix in (".phi", ".deid"):
        text_file = path.with_suffix(".text")
        if not text_file.is_file():
            raise UsageError(
                f"{path}: the notes file {text_file.name} is not beside it"
            )
        return text_file, path
    phrase = path.with_name(f"{path.stem}-phi.phrase")
    return path, phrase if phrase.is_file() else None


def read_physionet(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(patient-note, document)`` for every record, in file order.

    The tag set is ``ctx.tagset`` or the shipped ``physionet`` set; untyped
    spans (from ``.phi``/``.deid``) get the tag ``PHI``. Duplicate spans
    (same span and type) are merged with a counted warning, as brat's are.

    Raises:
        ParseError: a malformed line, an empty span or one outside its note.
    """
    text_file, spans_file = _sources(path)
    notes = read_records(text_file)
    spans: dict[NoteKey, list[_Span]] = {}
    if spans_file is not None:
        if spans_file.name.endswith(".phrase"):
            spans = read_phrase_file(spans_file)
        else:
            spans = read_offsets_file(spans_file)
    unknown = set(spans) - set(notes)
    if unknown:
        p, n = min(unknown)
        raise ParseError(
            Problem(str(spans_file), None, f"spans for note {p}-{n}, not in the text")
        )
    tags = CorpusTags(ctx, default="physionet")
    for key, text in notes.items():
        source = spans_file or text_file
        markups = _markups(key, text, spans.get(key, []), tags, source)
        yield f"{key[0]}-{key[1]}", tags.document(text, markups, ctx)


PHYSIONET = register(
    CorpusFormat(
        "physionet",
        (".text", ".phi", ".deid"),
        read_physionet,
        write_physionet,
        per_document=False,
        description="PhysioNet deid corpus (id.text with id-phi.phrase or .phi offsets)",
    )
)


def is_record_file(path: Path) -> bool:
    """Whether ``path`` starts like a PhysioNet corpus (``START_OF_RECORD=...``), not one note."""
    try:
        with path.open("rb") as handle:
            head = handle.read(64)
    except OSError:
        return False  # the reader that opens it says why
    return _RECORD.match(head.decode("utf-8", "replace")) is not None


def spans_file(path: Path) -> Path | None:
    """The file a PhysioNet path's spans are read from (None: the notes alone).

    For scorers that count its lines as PhysioNet's ``runStat.pl`` does
    (a repeated line counts twice; the reader keeps one markup).
    """
    return _sources(path)[1]
