"""The invented probe lines of benchmarks/deid_probes.txt: read right, and what they hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.bench_deid_probes import PROBES, read_probes, recased
from vtt_py.deid.pipeline import Deidentifier


def test_probe_marks_become_spans_of_the_text_without_them(tmp_path: Path) -> None:
    path = tmp_path / "probes.txt"
    path.write_text(
        "# a comment\n## places: towns\nPt was in [[Falmouth]] with [[Ana]].\n"
        "## hard negatives\nPt in Miami J collar.\n",
        "utf-8",
    )
    first, second = read_probes(path)
    assert first.section == "places" and second.section == "hard negatives"
    assert first.text == "Pt was in Falmouth with Ana."
    assert [first.text[s:e] for s, e in first.phi] == ["Falmouth", "Ana"]
    assert second.phi == []


def test_the_shipped_probe_file_has_every_section_and_no_stray_brackets() -> None:
    probes = read_probes(PROBES)
    sections = {p.section for p in probes}
    assert {"places", "dates", "names and initials", "hard negatives"} <= sections
    assert sum(len(p.phi) for p in probes) > 300
    assert not any("[[" in p.text or "]]" in p.text for p in probes)


def test_an_unclosed_probe_mark_names_its_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "probes.txt"
    path.write_text("## dates\nSeen [[3/4]] and [[3/5]].\nPt in [[Quincy.\n", "utf-8")
    with pytest.raises(ValueError, match=r"probes\.txt:3: "):
        read_probes(path)


def test_recased_probes_count_what_small_letters_keep(
    tmp_path: Path, shipped: Deidentifier
) -> None:
    path = tmp_path / "probes.txt"
    path.write_text(
        "## places\nPt fell on [[Centre St]].\nPt was at [[Home Depot]].\n"
        "## hard negatives\nPt on Heparin gtt.\n",
        "utf-8",
    )
    lower = recased(read_probes(path), shipped, "lower")
    assert lower.notes == {"kept": 2, "of": 2, "false": 0}
    assert lower.value == 1.0
