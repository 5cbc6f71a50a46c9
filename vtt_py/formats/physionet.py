"""PhysioNet deid corpora: ``id.text`` records with ``id-phi.phrase`` or ``.phi``/``.deid`` offsets.

A corpus file holds many notes::

    START_OF_RECORD=2||||1||||
    <note text>||||END_OF_RECORD

Offsets in the companion files count characters from the start of the note
text, end exclusive. ``id-phi.phrase`` lines are ``PID NOTE START END TYPE
TEXT``; ``.phi`` and ``.deid`` files list ``Patient P<TAB>Note N`` headers
followed by ``START<TAB>START<TAB>END`` lines (``.deid`` uses two spaces).
Documents are named ``<patient>-<note>``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.tagset import TagSet
from vtt_py.errors import ParseError, Problem, ProblemLog, UsageError
from vtt_py.formats.atomic import atomic_open
from vtt_py.formats.registry import CorpusFormat, FormatContext, NamedDocument, register
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.textio import decode_utf8

UNTYPED_TAG = "PHI"
_RECORD = re.compile(r"START_OF_RECORD=([^|\n]*)\|\|\|\|([^|\n]*)\|\|\|\|\n")
_END = "||||END_OF_RECORD"
_NOTE_HEADER = re.compile(r"Patient\s+(\d+)\s+Note\s+(\d+)\s*")
_NAME = re.compile(r"(\d+)-(\d+)")

NoteKey = tuple[int, int]


@dataclass
class _Span:
    start: int
    end: int
    tag: str
    line: int


def _read(path: Path) -> tuple[str, ProblemLog]:
    log = ProblemLog(str(path))
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ParseError(
            Problem(str(path), None, f"cannot read: {exc.strerror}")
        ) from exc
    return decode_utf8(data, log, bom_is_error=False), log


def read_records(path: Path) -> dict[NoteKey, str]:
    """The notes of an ``id.text`` file by (patient, note), in file order.

    Raises:
        ParseError: a record header or end marker is missing or malformed.
    """
    text, log = _read(path)
    notes: dict[NoteKey, str] = {}
    pos = 0
    line, counted = 1, 0  # counted as the file is walked, not from its start
    while pos < len(text):
        line, counted = line + text.count("\n", counted, pos), pos
        match = _RECORD.match(text, pos)
        if not match or not match.group(1).isdigit() or not match.group(2).isdigit():
            log.error(line, "expected START_OF_RECORD=<patient>||||<note>||||")
            break
        end = text.find(_END, match.end())
        if end < 0:
            log.error(line, "record has no ||||END_OF_RECORD marker (truncated file?)")
            break
        key = (int(match.group(1)), int(match.group(2)))
        if key in notes:
            log.error(line, f"record {key[0]}-{key[1]} appears twice")
        notes[key] = text[match.end() : end]
        pos = end + len(_END)
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
        if len(fields) < 5 or not all(f.isdigit() for f in fields[:4]):
            log.error(lineno, "expected PATIENT NOTE START END TYPE TEXT")
            continue
        p, n, s, e = map(int, fields[:4])
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
        if header:
            current = (int(header.group(1)), int(header.group(2)))
            spans.setdefault(current, [])
            continue
        fields = line.split()
        if current is None or len(fields) != 3 or not all(f.isdigit() for f in fields):
            log.error(
                lineno, "expected 'Patient P Note N' or three offsets START START END"
            )
            continue
        spans[current].append(
            _Span(int(fields[1]), int(fields[2]), UNTYPED_TAG, lineno)
        )
    return spans


def _document(
    key: NoteKey, text: str, spans: list[_Span], tagset: TagSet, path: Path
) -> Document:
    doc = Document(text, tagset.copy())
    seen: set[tuple[int, int, str]] = set()
    for span in spans:
        if not 0 <= span.start < span.end <= len(text):
            raise ParseError(
                Problem(str(path), span.line, f"span outside note {key[0]}-{key[1]}")
            )
        if (span.start, span.end, span.tag) in seen:
            continue
        seen.add((span.start, span.end, span.tag))
        doc.tagset.ensure(span.tag)
        doc.add(Markup(span.start, span.end, span.tag))
    return doc


def _sources(path: Path) -> tuple[Path, Path | None]:
    """(text file, spans file or None) for a path naming either, or their folder."""
    if path.is_dir():
        texts = sorted(path.glob("*.text"))
        if not texts:
            raise UsageError(f"{path}: no .text file in this folder")
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
    spans (from ``.phi``/``.deid``) get the tag ``PHI``.
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
    tagset = ctx.tagset.copy() if ctx.tagset is not None else load_tagset("physionet")
    for key, text in notes.items():
        doc = _document(key, text, spans.get(key, []), tagset, spans_file or text_file)
        yield f"{key[0]}-{key[1]}", doc


def _note_key(name: str, fallback: int, ctx: FormatContext) -> NoteKey:
    match = _NAME.fullmatch(Path(name).name)
    if match:
        return int(match.group(1)), int(match.group(2))
    ctx.warn("document name is not <patient>-<note>; numbered as patient N note 1")
    return fallback, 1


def write_physionet(
    docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext
) -> int:
    """Write ``id.text``, ``id-phi.phrase`` and ``id.phi`` (to a folder, or beside ``X.text``).

    Notes are written in patient and note order. A ``.phi``/``.deid``
    destination gets only the offsets file.
    """
    keyed = sorted(
        (_note_key(name, i, ctx), doc) for i, (name, doc) in enumerate(docs, 1)
    )
    if dst.suffix in (".phi", ".deid"):
        _write_offsets(keyed, dst)
        return len(keyed)
    if dst.suffix != ".text":
        dst.mkdir(parents=True, exist_ok=True)
        dst = dst / "id.text"
    with atomic_open(dst) as out:
        for (p, n), doc in keyed:
            out.write(f"START_OF_RECORD={p}||||{n}||||\n{doc.text}{_END}\n")
    with atomic_open(dst.with_name(f"{dst.stem}-phi.phrase")) as out:
        for (p, n), doc in keyed:
            for m in doc.markups:
                phrase = doc.text_of(m).replace("\n", " ")
                out.write(f"{p} {n} {m.start} {m.end} {m.tag} {phrase}\n")
    _write_offsets(keyed, dst.with_suffix(".phi"))
    return len(keyed)


def _write_offsets(keyed: list[tuple[NoteKey, Document]], path: Path) -> None:
    sep = "  " if path.suffix == ".deid" else "\t"
    with atomic_open(path) as out:
        for (p, n), doc in keyed:
            out.write(f"Patient {p}{sep}Note {n}\n")
            for start, end in sorted({(m.start, m.end) for m in doc.markups}):
                out.write(f"{start}{sep}{start}{sep}{end}\n")


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


def spans_file(path: Path) -> Path | None:
    """The file a PhysioNet path's spans are read from (None: the notes alone).

    For scorers that count its lines as PhysioNet's ``runStat.pl`` does
    (a repeated line counts twice; the reader keeps one markup).
    """
    return _sources(path)[1]
