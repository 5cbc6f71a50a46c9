"""The adjudication decision log: one JSON object per line, beside the adjudicated files.

Each record says who decided which disagreement of which document and how
(offsets and labels only: the log never holds document text).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from vtt_py.formats.atomic import atomic_write_text

LOG_NAME = ".vtt_py-adjudication.jsonl"
HEADER_NAME = ".vtt_py-adjudication.json"


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
