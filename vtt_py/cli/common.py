"""Helpers shared by command modules: input collection, warnings, JSON output."""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from collections.abc import Iterable
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
