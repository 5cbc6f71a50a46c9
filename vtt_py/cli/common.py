"""Helpers shared by command modules: input collection, warnings, JSON output."""

from __future__ import annotations

import argparse
import atexit
import contextlib
import functools
import gc
import json
import shutil
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from vtt_py.errors import UsageError
from vtt_py.formats.inputs import input_files


def existing_path(value: str) -> Path:
    """An argparse type: a path that must exist (bad usage, exit 2, otherwise)."""
    path = Path(value)
    if not path.exists():
        raise argparse.ArgumentTypeError(f"{value}: no such file or folder")
    return path


def add_force_option(parser: argparse.ArgumentParser) -> None:
    """``--force``: the one way to let a command replace files it did not write."""
    parser.add_argument(
        "--force",
        action="store_true",
        help="replace output files that already exist (inputs are never written over)",
    )


def collect_files(paths: Iterable[Path], suffixes: tuple[str, ...]) -> list[Path]:
    """Files given directly, plus files with the suffixes found in given folders (sorted).

    Hidden files and the running command's own outputs are skipped.

    Raises:
        UsageError: a path does not exist.
    """
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(input_files(path, suffixes))
        elif path.exists():
            found.append(path)
        else:
            raise UsageError(f"{path}: no such file or folder")
    return found


def print_warnings(lines: Iterable[str], prefix: str = "warning: ") -> None:
    """Warnings to stderr, one per line."""
    for line in lines:
        print(f"{prefix}{line}", file=sys.stderr)


def print_json(data: object) -> None:
    """Pretty JSON to stdout (floats as plain numbers, UTF-8 kept)."""
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def progress_bar(
    total: int | None, desc: str, unit: str, *, leave: bool = True
) -> Any | None:
    """A tqdm bar on stderr, or None when stderr is no terminal (logs stay clean).

    A terminal that reports no size (some consoles and containers) gets 80
    columns and 20 rows: tqdm would otherwise draw nothing.
    """
    if not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    width = shutil.get_terminal_size((0, 0)).columns
    return tqdm(
        total=total,
        desc=desc,
        unit=unit,
        file=sys.stderr,
        leave=leave,
        dynamic_ncols=width > 0,
        ncols=None if width > 0 else 80,
        nrows=None if width > 0 else 20,
    )


#: Container objects allocated between two collections of the youngest
#: generation while :func:`fewer_collections` holds (CPython's default is 700).
BATCH_GC_THRESHOLD = 100_000


@functools.cache
def _freeze_at_exit() -> None:
    """Leave every object out of the collection Python makes as the process ends.

    That collection walks the word lists, the model and whatever else is
    alive, to free cycles whose memory the system takes back anyway: 3 %
    of ``vtt-py annotate``'s instructions on one note. Objects are still
    freed as their modules are cleared; only garbage cycles are left (whose
    ``__del__`` Python does not promise to run at exit).
    """
    atexit.register(gc.freeze)


@contextlib.contextmanager
def fewer_collections() -> Iterator[Callable[[], None]]:
    """Collect garbage cycles less often within the block (batch commands).

    Annotating makes lists and tuples per token that die within the note;
    at CPython's default the collector ran every 700 of them, and its full
    passes walked the word lists and the model's attribute set again and
    again, about 1.5 % of ``vtt-py annotate``'s instructions on short notes.
    Rarer collections find those containers already freed; cycles are
    still collected, only later.

    At exit, Python's last collection is skipped too
    (:func:`_freeze_at_exit`).

    Yields:
        ``settle``: call it once the long-lived data is loaded (after the
        first document, say); what exists then is left out of later
        collections (``gc.freeze``) until the block ends.
    """
    _freeze_at_exit()
    before = gc.get_threshold()
    frozen = False

    def settle() -> None:
        nonlocal frozen
        if not frozen:
            frozen = True
            gc.freeze()

    gc.set_threshold(BATCH_GC_THRESHOLD, *before[1:])
    try:
        yield settle
    finally:
        gc.set_threshold(*before)
        if frozen:
            gc.unfreeze()
