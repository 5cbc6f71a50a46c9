"""Chunks of notes: the unit of work that runs anywhere and is written once, atomically.

The note stream is cut into chunks of a fixed number of notes; chunk ``i``
is always the same notes, so its output is the same bytes whether it ran
here, in a worker process or on a Dask worker. A chunk's output is one
folder of VTT files (``OUT/00042/``, at most one chunk's worth of files) or
one part file (``OUT/part-00042.jsonl``), renamed into place when complete;
a chunk whose output exists is done, which is how a killed run resumes.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path

from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.mimic_csv import SourceNote
from vtt_py.formats.registry import FormatContext, staged_folder
from vtt_py.synth import render
from vtt_py.synth.engine import SynthConfig, synthesize_note
from vtt_py.synth.stats import Stats

#: Where a run keeps its options and each finished chunk's counts.
STATE = ".synthesize"
_SUFFIX = {"jsonl": ".jsonl", "bio": ".bio"}


@dataclass
class Chunk:
    """Notes ``index * size`` to ``(index + 1) * size`` of the stream."""

    index: int
    notes: list[SourceNote]


@dataclass
class ChunkOutput:
    """A rendered chunk: one text (JSONL, BIO) or files by name (VTT), and its counts."""

    index: int
    stats: Stats
    text: str = ""
    files: list[tuple[str, str]] = field(default_factory=list)
    warnings: dict[str, int] = field(default_factory=dict)


def chunked(notes: Iterable[SourceNote], size: int) -> Iterator[Chunk]:
    """The note stream cut into chunks of ``size`` notes (the last may be shorter)."""
    stream = iter(notes)
    index = 0
    while batch := list(islice(stream, size)):
        yield Chunk(index, batch)
        index += 1


def _file_name(note_id: str) -> str:
    # An id becomes one file name: no folders, nothing hidden.
    name = note_id.replace("/", "_").replace("\\", "_").replace("\x00", "_").strip()
    return (name.lstrip(".") or "note") + ".vtt"


def process_chunk(chunk: Chunk, config: SynthConfig, to: str) -> ChunkOutput:
    """Synthesize and render one chunk (a pure function: runs in any process).

    Args:
        chunk: the notes.
        config: seed and tag set.
        to: ``vtt``, ``jsonl`` or ``bio``.

    Returns:
        The rendered output and the chunk's counts.
    """
    stats = Stats()
    ctx = FormatContext()
    notes = [synthesize_note(n, config) for n in chunk.notes]
    for note in notes:
        stats.merge(note.stats)
    out = ChunkOutput(chunk.index, stats)
    if to == "vtt":
        names: set[str] = set()  # casefolded: a.vtt and A.vtt are one file on macOS
        for note in notes:
            text = render.render_vtt(note, config.tagset, ctx)
            if text is None:
                continue
            name = _file_name(note.id)
            if name.casefold() in names:  # never write one note over another
                ctx.warn("notes whose id repeats in a chunk, written as ID~N.vtt")
                stem = name[: -len(".vtt")]
                name = next(
                    f"{stem}~{n}.vtt" for n in range(2, len(names) + 3)
                    if f"{stem}~{n}.vtt".casefold() not in names
                )  # fmt: skip
            names.add(name.casefold())
            out.files.append((name, text))
    elif to == "jsonl":
        out.text = render.render_jsonl(notes)
    else:
        out.text = render.render_bio(notes, config.tagset, ctx)
    out.warnings = dict(ctx.warnings)
    return out


def output_path(out: Path, to: str, index: int) -> Path:
    """Where chunk ``index`` is written."""
    if to == "vtt":
        return out / f"{index:05d}"
    return out / f"part-{index:05d}{_SUFFIX[to]}"


def _stats_path(out: Path, index: int) -> Path:
    return out / STATE / f"chunk-{index:05d}.json"


def done(out: Path, to: str, index: int) -> Stats | None:
    """The counts of a finished chunk, or None when it still has to run."""
    stats = _stats_path(out, index)
    if not output_path(out, to, index).exists() or not stats.exists():
        return None
    return Stats.from_dict(json.loads(stats.read_text(encoding="utf-8")))


def write_chunk(out: Path, to: str, chunk: ChunkOutput) -> int:
    """Write a rendered chunk (its counts first, then its output, renamed into place).

    Returns:
        The number of notes written.
    """
    data = {**chunk.stats.as_dict(), "warnings": chunk.warnings}
    atomic_write_text(_stats_path(out, chunk.index), json.dumps(data, sort_keys=True))
    target = output_path(out, to, chunk.index)
    if to != "vtt":
        atomic_write_text(target, chunk.text)
        return chunk.stats.notes
    if target.exists():  # a folder left by a chunk that was cut short
        shutil.rmtree(target)
    with staged_folder(target) as folder:
        # One folder rename makes the chunk appear whole; a file-by-file
        # fsync would cost more than the synthesis itself.
        for name, text in chunk.files:
            with open(folder / name, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
    return len(chunk.files)


def clean_stale(out: Path) -> int:
    """Remove staging folders and temporary files a killed run left; returns how many."""
    removed = 0
    for path in out.glob(".*"):
        if path.name == STATE:
            continue
        if path.is_dir() and path.name[1:6].isdigit():
            shutil.rmtree(path, ignore_errors=True)
            removed += 1
        elif path.is_file() and path.name.endswith(".tmp"):
            os.unlink(path)
            removed += 1
    return removed
