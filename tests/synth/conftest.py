"""Fixtures: MIMIC-shaped CSVs made from the sample corpus gold (once per session)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.mimic_corpus.from_gold import write_gold_csvs


@pytest.fixture(scope="session")
def gold_csvs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``mimic3``, ``mimic4`` and ``key`` paths."""
    return write_gold_csvs(tmp_path_factory.mktemp("mimic"))


def write_csv(path: Path, rows: list[tuple[str, str, str, str]]) -> Path:
    """A small MIMIC-III CSV of ``(row_id, subject, category, text)`` rows."""
    import csv

    from tools.mimic_corpus.from_gold import MIMIC3_HEADER

    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(MIMIC3_HEADER)
        for row_id, subject, category, text in rows:
            writer.writerow(
                [row_id, subject, "1", "", "", "", category, "", "", "", text]
            )
    return path
