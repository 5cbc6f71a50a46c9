"""The adjudication decision log: appended atomically, read back in order."""

from __future__ import annotations

from pathlib import Path

from vtt_py.formats.adjudication_log import append_decision, read_decisions


def test_adjudication_log_appends_and_reads_back(tmp_path: Path) -> None:
    assert read_decisions(tmp_path) == []
    append_decision(tmp_path, {"user": "ann", "document": "a.vtt", "choice": "A"})
    append_decision(tmp_path, {"user": "ann", "document": "a.vtt", "choice": "both"})
    records = read_decisions(tmp_path)
    assert [r["choice"] for r in records] == ["A", "both"]
    assert all("time" in r for r in records)
    assert [p.name for p in tmp_path.iterdir()] == [".vtt_py-adjudication.jsonl"]
