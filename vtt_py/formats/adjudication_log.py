"""The adjudication folder: its starting files, its header and its decision log.

The log has one JSON object per line. Each record says who decided which
disagreement of which document and how (offsets and labels only: the log
never holds document text). The app appends a ``decide`` record for every
decision, an ``undo`` record (same ``id``) when it is undone and a ``redo``
record when it is redone, and a ``save`` record when a document is saved:
the log is an append-only audit trail, and :func:`effective_decisions`
gives the decisions in force.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from vtt_py.core.adjudication import merge_for_adjudication, pending_count
from vtt_py.errors import UsageError
from vtt_py.formats.atomic import atomic_write_text, sync_file_system
from vtt_py.formats.registry import staged_folder
from vtt_py.formats.vtt import dumps_vtt, read_vtt, write_vtt

LOG_NAME = ".vtt_py-adjudication.jsonl"
HEADER_NAME = ".vtt_py-adjudication.json"
DECIDE, UNDO, REDO, SAVE = "decide", "undo", "redo", "save"
#: How far above a document the app looks for its adjudication header.
MAX_DEPTH = 8


def log_path(folder: Path) -> Path:
    """The decision log of an adjudication folder."""
    return folder / LOG_NAME


def read_decisions(folder: Path) -> list[dict[str, Any]]:
    """Every decision recorded in a folder, oldest first (empty if none)."""
    path = log_path(folder)
    if not path.is_file():
        return []
    return [
        json.loads(line)
        for line in path.read_text("utf-8").splitlines()
        if line.strip()
    ]


def append_decision(folder: Path, record: dict[str, Any]) -> dict[str, Any]:
    """Add one decision (stamped with the time) to the folder's log, atomically.

    Returns:
        The record as written.
    """
    stamped = {
        "time": datetime.now(UTC).isoformat(timespec="seconds"),
        **record,
    }
    path = log_path(folder)
    old = path.read_text("utf-8") if path.is_file() else ""
    atomic_write_text(path, old + json.dumps(stamped, ensure_ascii=False) + "\n")
    return stamped


def write_header(folder: Path, annotator_a: str, annotator_b: str) -> None:
    """Record which folders were A and B when the adjudication started."""
    header = {
        "annotator_a": annotator_a,
        "annotator_b": annotator_b,
        "schema_version": 1,
    }
    atomic_write_text(folder / HEADER_NAME, json.dumps(header, indent=2) + "\n")


def read_header(folder: Path) -> dict[str, Any]:
    """The folder's adjudication header ({} if none)."""
    path = folder / HEADER_NAME
    return json.loads(path.read_text("utf-8")) if path.is_file() else {}


def find_root(path: Path) -> Path | None:
    """The adjudication folder holding a document: the nearest parent with a header."""
    folder = path.parent
    for _ in range(MAX_DEPTH):
        if (folder / HEADER_NAME).is_file():
            return folder
        if folder.parent == folder:
            break
        folder = folder.parent
    return None


def effective_decisions(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The decision records in force: each ``decide`` not undone since (or redone).

    Records without an ``id`` (older logs) always count.
    """
    decided: dict[str, dict[str, Any]] = {}
    active: dict[str, bool] = {}
    plain: list[dict[str, Any]] = []
    for record in records:
        action, key = record.get("action", DECIDE), record.get("id")
        if key is None:
            if action == DECIDE:
                plain.append(record)
            continue
        if action == DECIDE:
            decided[key] = record
            active[key] = True
        elif action in (UNDO, REDO) and key in decided:
            active[key] = action == REDO
    return plain + [r for key, r in decided.items() if active[key]]


@dataclass
class StartReport:
    """What starting an adjudication wrote: disagreements per document, files skipped."""

    written: list[tuple[str, int]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Disagreements to decide in all."""
        return sum(count for _, count in self.written)


def pair_files(a: Path, b: Path) -> tuple[list[tuple[str, Path, Path]], list[str]]:
    """Matched (name, A file, B file) and the names found on one side only.

    Raises:
        UsageError: one of A and B is a file and the other a folder.
    """
    if a.is_file() and b.is_file():
        return [(a.name, a, b)], []
    if a.is_file() or b.is_file():
        raise UsageError("A and B must both be files or both be folders")
    files_a = {p.relative_to(a).as_posix(): p for p in sorted(a.rglob("*.vtt"))}
    files_b = {p.relative_to(b).as_posix(): p for p in sorted(b.rglob("*.vtt"))}
    names = sorted(files_a.keys() & files_b.keys())
    unmatched = sorted(files_a.keys() ^ files_b.keys())
    return [(n, files_a[n], files_b[n]) for n in names], unmatched


def start_adjudication(
    a: Path, b: Path, output: Path, *, staged: Path | None = None
) -> StartReport:
    """Write one adjudication file per document pair, and the folder's header.

    Args:
        a: annotator A's file or folder.
        b: annotator B's file or folder (matched to A by relative path).
        output: the adjudication file (when A and B are files) or folder.
        staged: where to write instead, when an output guard stages
            ``output`` (:mod:`vtt_py.formats.output`); checks look at ``output``.

    Returns:
        Disagreements per written document, and what was skipped and why.

    Raises:
        UsageError: no document pairs up, A and B are of different kinds, or
            ``output`` already holds an adjudication or notes of the same
            names (nothing is ever overwritten).
        ParseError: an input file is malformed.
    """
    pairs, unmatched = pair_files(a, b)
    if not pairs:
        raise UsageError("no document is in both A and B")
    single = len(pairs) == 1 and a.is_file()
    target = output.parent if single else output
    if not single and (target / HEADER_NAME).is_file():
        raise UsageError(
            f"{output}: already holds an adjudication; open it, or choose another place"
        )
    names = [output.name] if single else [name for name, _, _ in pairs]
    taken = [n for n in names if (target / n).exists()]
    if taken:  # never overwrite anyone's notes (a gold folder chosen by mistake)
        raise UsageError(
            f"{target / taken[0]}: already exists; choose a new or empty output folder"
        )
    report = StartReport(
        skipped=[f"{n}: only in one of A and B; skipped" for n in unmatched]
    )
    dest = staged or output
    folder_dest = dest.parent if single else dest
    # Nobody sees a new folder, or the output guard's staging, until it is
    # complete: its files need no rename and no flush of their own.
    hidden = staged is not None or not folder_dest.exists()
    with staged_folder(folder_dest) as folder:
        written: list[Path] = []
        for name, path_a, path_b in pairs:
            doc_a, doc_b = read_vtt(path_a), read_vtt(path_b)
            if doc_a.text != doc_b.text:
                report.skipped.append(f"{name}: the texts of A and B differ; skipped")
                continue
            merged = merge_for_adjudication(doc_a, doc_b)
            path = folder / (output.name if single else name)
            if hidden:
                _write_unseen(path, dumps_vtt(merged))
                written.append(path)
            else:
                write_vtt(merged, path)
            report.written.append((name, pending_count(merged)))
        if not (target / HEADER_NAME).is_file():  # a single file joins its folder's
            write_header(folder, str(a), str(b))
        _make_durable(written)
    return report


def _write_unseen(path: Path, text: str) -> None:
    """Write a new file into the staged folder, which nobody sees before it is complete.

    Each file of a folder that appears whole needs no rename and no flush
    of its own: one flush for them all (:func:`_make_durable`) before the
    folder is moved into place. 20,000 notes took 16 s of fsync alone.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "x", encoding="utf-8", newline="") as out:
        out.write(text)


def _make_durable(paths: list[Path]) -> None:
    """Flush files to disk before the folder holding them appears (one sync where possible).

    ``syncfs`` flushes the staged folder's file system only; ``os.sync``
    (macOS) flushes every one, and reports no error.
    """
    if not paths or sync_file_system(paths[0].parent):
        return
    if hasattr(os, "sync") and not sys.platform.startswith("linux"):
        os.sync()
        return
    # Windows, or a syncfs that failed: each file's own fsync raises its error.
    for path in paths:
        with open(path, "rb") as handle:
            os.fsync(handle.fileno())
