"""runStat.pl's exact count and MEDDOCAN's merged spans, beside the strict measures."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.agreement.helpers import compare
from tests.agreement.test_corpora import NoteSpans, _parse_phi
from tests.conftest import shared_path
from vtt_py.agreement import compare_paths
from vtt_py.agreement.scorers import merge_spans, merged_counts, runstat_counts

TEXT = "Seen 03/04/2020 by Dr Lee, Mary Smith; tel 555-1234.\n"


def _figures(score: dict) -> tuple[int, int, int]:
    return score["tp"], score["fp"], score["fn"]


def test_a_touching_candidate_is_found_by_runstat_not_by_binary_overlap() -> None:
    # Gold 'Lee' [22, 25); the candidate marks ', ' [25, 27): it only touches.
    report = compare(TEXT, [(22, 25, "Name")], [(25, 27, "Name")])
    scores = report["scores"]
    assert _figures(scores["binary_overlap"]) == (0, 1, 1)  # shares no character
    assert _figures(scores["binary_overlap_runstat"]) == (1, 0, 0)  # ends meet: found
    assert scores["binary_overlap_runstat"]["precision"] == 1.0


def test_runstat_counts_every_line_and_binary_overlap_distinct_spans() -> None:
    # Two labels on the same offsets are two lines of a .phi file.
    report = compare(TEXT, [(27, 37, "Name"), (27, 37, "Person")], [(27, 31, "Name")])
    scores = report["scores"]
    assert _figures(scores["binary_overlap"]) == (1, 0, 0)
    assert _figures(scores["binary_overlap_runstat"]) == (2, 0, 0)


def test_runstat_counts_repeated_lines_twice_on_both_sides() -> None:
    gold = [(5, 15, "Date"), (5, 15, "Date"), (40, 48, "Phone")]
    test = [(5, 9), (5, 9), (100, 104)]
    counts = runstat_counts(gold, test)
    assert (counts.tp, counts.fp, counts.fn, counts.candidates) == (2, 1, 1, 3)
    assert counts.by_label == {"Date": [2, 0], "Phone": [0, 1]}


def test_merge_spans_joins_across_punctuation_and_space_only() -> None:
    text = "Mary Smith, 45, 3/4; Boston MA"
    # 'Mary' + 'Smith' (a space between), '45' (', ' between); 'Boston' is
    # not merged: digits stand between.
    assert merge_spans(text, [(0, 4), (5, 10), (12, 14), (21, 27)]) == {
        (0, 14),
        (21, 27),
    }
    # A span nested in the previous one cuts it back (the official scorer's quirk).
    assert merge_spans(text, [(0, 10), (5, 8)]) == {(0, 8)}


def test_merged_counts_hand_computed() -> None:
    text = "Mary Smith was seen on 3/4 in Boston."
    gold = [(0, 4), (5, 10), (29, 35)]
    # System: the whole name in one span, 'Boston' missed, a spurious 'seen'.
    system = [(0, 10), (15, 19)]
    # Merged: gold (0, 10) equals the system's, so tp = {(0, 10)}; both gold
    # name parts lie inside it (no fn); 'Boston' is a fn; 'seen' a fp.
    assert merged_counts(text, gold, system) == (1, 1, 1)
    # Strict and merged matches are counted together, as the official scorer does:
    # identical name parts give 2 strict matches plus the merged name.
    assert merged_counts(text, gold[:2], gold[:2]) == (3, 0, 0)


def test_merged_level_is_in_the_report() -> None:
    report = compare("Mary Smith was seen", [(0, 4, "N"), (5, 10, "N")], [(0, 10, "N")])
    merged = report["scores"]["binary_merged"]
    assert _figures(merged) == (1, 0, 0)
    assert _figures(report["scores"]["binary_strict"]) == (0, 1, 2)


def _runstat_pl(gold: NoteSpans, test: NoteSpans) -> tuple[int, int, int, int]:
    """stat.pm's count, written out independently: closed intervals, every line.

    A gold line is found when some test line [ts, te] meets [gs, ge] (an
    end equal to a start counts); a test line is false when it meets no
    gold line. Returns (tp, fp, fn, test lines).
    """
    tp = fp = fn = 0
    for key in gold.keys() | test.keys():
        g, t = gold.get(key, []), test.get(key, [])
        for gs, ge in g:
            if any(gs <= te and ts <= ge for ts, te in t):
                tp += 1
            else:
                fn += 1
        fp += sum(1 for ts, te in t if not any(gs <= te and ts <= ge for gs, ge in g))
    return tp, fp, fn, sum(len(t) for t in test.values())


def _write_phi(path: Path, spans: NoteSpans) -> None:
    lines = []
    for (p, n), found in sorted(spans.items()):
        lines.append(f"Patient {p}\tNote {n}")
        lines += [f"{s}\t{s}\t{e}" for s, e in found]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.shared
def test_runstat_count_equals_runstat_on_touching_and_repeated_physionet_lines(
    tmp_path: Path,
) -> None:
    folder = shared_path("corpora", "physionet-deid-train")
    gold = _parse_phi(folder / "id.deid")
    shutil.copy(folder / "id.text", tmp_path / "id.text")
    # Perturb deid.pl's gold-format file: every 4th span moved to just after
    # itself (it only touches the gold span), every 6th line repeated.
    test: NoteSpans = {}
    i = 0
    for key, found in sorted(gold.items()):
        moved = []
        for s, e in found:
            i += 1
            span = (e, e + 2) if i % 4 == 0 else (s, e)
            moved += [span, span] if i % 6 == 0 else [span]
        test[key] = moved
    _write_phi(tmp_path / "id.phi", test)
    shutil.copy(folder / "id.deid", tmp_path / "id.deid")
    report, _ = compare_paths(tmp_path / "id.deid", tmp_path / "id.phi")
    runstat = report["scores"]["binary_overlap_runstat"]  # type: ignore[index]
    tp, fp, fn, lines = _runstat_pl(gold, test)
    assert (runstat["tp"], runstat["fp"], runstat["fn"]) == (tp, fp, fn)
    assert runstat["candidates"] == lines
    assert runstat["precision"] == pytest.approx((lines - fp) / lines)
    overlap = report["scores"]["binary_overlap"]  # type: ignore[index]
    assert (
        overlap["tp"] < runstat["tp"]
    )  # touching spans are not found by the strict count
    assert (
        overlap["candidates"] < runstat["candidates"]
    )  # repeated lines count once there
