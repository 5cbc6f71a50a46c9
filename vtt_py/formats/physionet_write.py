"""Writing PhysioNet deid corpora (``id.text``, ``id-phi.phrase``, ``id.phi``), every loss counted.

A PhysioNet TYPE is one space-free word: a category goes with its tag as
``Tag|Category`` (the reader splits it again), spaces become ``_``, and
annotations and zero-length markups, which the files cannot hold, are
dropped; each is a counted warning. A note whose text holds the record end
marker would read back as two notes, so it is refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from vtt_py.core.document import Document
from vtt_py.errors import WriteError
from vtt_py.formats.atomic import atomic_open
from vtt_py.formats.brat_labels import (
    implied_categories,
    refuse_nul,
    spaceless,
    styles_not_written,
)
from vtt_py.formats.registry import FormatContext, NamedDocument

END = "||||END_OF_RECORD"
_NAME = re.compile(r"([0-9]{1,18})-([0-9]{1,18})")
_LINE_BREAK = re.compile(r"\r\n?|\n")

NoteKey = tuple[int, int]
Keyed = list[tuple[NoteKey, Document]]


def _named_key(name: str, ctx: FormatContext) -> NoteKey | None:
    base = PurePosixPath(name).name
    match = _NAME.fullmatch(base)
    if match is None:
        return None
    if base != name:
        ctx.warn(
            "document names written without their folders (PhysioNet names notes P-N)"
        )
    return int(match.group(1)), int(match.group(2))


def note_keys(docs: Iterable[NamedDocument], ctx: FormatContext) -> Keyed:
    """Documents keyed by (patient, note), sorted; other names get new patient numbers.

    Raises:
        WriteError: two documents would be the same note (``a/3-1`` and
            ``b/3-1``), or a note's text holds the record end marker.
    """
    named: dict[NoteKey, str] = {}
    keyed: list[tuple[NoteKey, Document]] = []
    unnamed: list[tuple[str, Document]] = []
    for name, doc in docs:
        refuse_nul(name, doc)
        if END in doc.text:
            raise WriteError(
                f"document {name!r}: its text holds {END!r}, which would end the "
                "PhysioNet record early (the note would read back as two)"
            )
        key = _named_key(name, ctx)
        if key is None:
            unnamed.append((name, doc))
            continue
        if key in named:
            raise WriteError(
                f"documents {named[key]!r} and {name!r} would both be PhysioNet note "
                f"{key[0]}-{key[1]}; rename one"
            )
        named[key] = name
        keyed.append((key, doc))
    if unnamed:
        ctx.warn(
            "document names that are not <patient>-<note> numbered as new patients, "
            "note 1",
            len(unnamed),
        )
        first = max((p for p, _ in named), default=0) + 1
        keyed += [((first + i, 1), doc) for i, (_, doc) in enumerate(unnamed)]
    return sorted(keyed, key=lambda item: item[0])


def _phrase_lines(keyed: Keyed, ctx: FormatContext) -> list[str]:
    lines = []
    for (p, n), doc in keyed:
        # "Tag|" says "no category" where a reader would otherwise imply one.
        implied = implied_categories(doc, ctx, default="physionet")
        for i, m in enumerate(doc.markups):
            if m.annotation:
                ctx.warn("annotations dropped (PhysioNet files hold none)")
            if m.start == m.end:
                ctx.warn("zero-length markups dropped (a PhysioNet span covers text)")
                continue
            label = spaceless(m.label, "labels", ctx) + ("|" if i in implied else "")
            phrase = _LINE_BREAK.sub(" ", doc.text_of(m))
            lines.append(f"{p} {n} {m.start} {m.end} {label} {phrase}\n")
    return lines


def write_physionet(
    docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext
) -> int:
    """Write ``id.text``, ``id-phi.phrase`` and ``id.phi`` (to a folder, or beside ``X.text``).

    Notes are written in patient and note order. A ``.phi``/``.deid``
    destination gets only the offsets file (a counted warning says so).

    Raises:
        WriteError: see :func:`note_keys`.
    """
    keyed = note_keys(docs, ctx)
    styles_not_written(ctx, "PhysioNet", len(keyed))
    if dst.suffix in (".phi", ".deid"):
        ctx.warn(
            f"only offsets written: a {dst.suffix} file holds no note text, types or "
            "categories",
            len(keyed),
        )
        _write_offsets(keyed, dst)
        return len(keyed)
    if dst.suffix != ".text":
        dst.mkdir(parents=True, exist_ok=True)
        dst = dst / "id.text"
    phrases = _phrase_lines(keyed, ctx)
    with atomic_open(dst) as out:
        for (p, n), doc in keyed:
            out.write(f"START_OF_RECORD={p}||||{n}||||\n{doc.text}{END}\n")
    with atomic_open(dst.with_name(f"{dst.stem}-phi.phrase")) as out:
        out.writelines(phrases)
    _write_offsets(keyed, dst.with_suffix(".phi"))
    return len(keyed)


def _write_offsets(keyed: Keyed, path: Path) -> None:
    sep = "  " if path.suffix == ".deid" else "\t"
    with atomic_open(path) as out:
        for (p, n), doc in keyed:
            out.write(f"Patient {p}{sep}Note {n}\n")
            spans = {(m.start, m.end) for m in doc.markups if m.start < m.end}
            for start, end in sorted(spans):
                out.write(f"{start}{sep}{start}{sep}{end}\n")
