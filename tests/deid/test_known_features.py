"""Tagging features restricted to a model's attributes equal the full features minus the unknown."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.crf import CrfModel
from vtt_py.deid.features import sequence_features
from vtt_py.deid.known_features import KnownFeatures
from vtt_py.deid.pipeline import rule_findings

TEXT = (
    "SOCIAL: Wife Carol Buckley called 617-555-0142 on 9/7, lives in Dorchester.\n"
    "Dr. Adams aware; BP 120/80 HR 88.\n"
    "NEURO: alert, MAE.\n"
)


def _as_sets(rows: list[list[bytes]] | list[list[str]]) -> list[set[str]]:
    return [{f.decode() if isinstance(f, bytes) else f for f in row} for row in rows]


@pytest.mark.parametrize(
    ("lo", "hi"), [(0, None), (0, 1), (1, 2), (3, 9), (5, 30), (40, None)]
)
def test_known_features_are_the_full_features_the_model_knows(
    lo: int, hi: int | None
) -> None:
    analysis = analyse(TEXT)
    findings = rule_findings(analysis)
    full = sequence_features(analysis, findings, lo, hi)
    every = sorted({f for row in full for f in row})
    # Any subset of attributes: here every other one, plus some never produced.
    known = KnownFeatures([*every[::2], "w=zzz", "-1w=zzz|w=carol"])
    expected = [row & known.known for row in _as_sets(full)]
    assert _as_sets(known.sequence(analysis, findings, lo, hi)) == expected
    everything = KnownFeatures(every)
    assert _as_sets(everything.sequence(analysis, findings, lo, hi)) == _as_sets(full)


def test_marks_made_once_serve_every_range() -> None:
    # The pipeline makes the rule marks once and reads a long text range by range.
    analysis = analyse(TEXT * 3)
    findings = rule_findings(analysis)
    every = sorted({f for row in sequence_features(analysis, findings) for f in row})
    known = KnownFeatures(every)
    marks = known.marks(analysis, findings)
    assert any(b"r=" in f for row in marks for f in row)
    n = len(analysis.words)
    for lo, hi in [(0, 7), (7, n // 2), (n // 2, n)]:
        assert known.sequence(analysis, findings, lo, hi, marks) == known.sequence(
            analysis, findings, lo, hi
        )


def test_known_features_tag_like_the_full_features(tiny_model: CrfModel) -> None:
    analysis = analyse(TEXT)
    findings = rule_findings(analysis)
    full = tiny_model.tag(sequence_features(analysis, findings), 0.95)
    known = tiny_model.tag(
        tiny_model.known_features().sequence(analysis, findings), 0.95
    )
    assert known[0] == full[0]
    assert known[1] == pytest.approx(full[1])


def test_known_features_find_overlapping_class_windows() -> None:
    # A run of one class: every position's window is the same, so they overlap.
    analysis = analyse("a b c d e f g h\nx")
    full = sequence_features(analysis, [])
    windows = sorted({f for row in full for f in row if f.startswith("c=")})
    known = KnownFeatures([*windows, "c=bogus"])
    assert _as_sets(known.sequence(analysis, [])) == [
        {f for f in row if f.startswith("c=")} for row in full
    ]
    assert KnownFeatures(["w=a"]).sequence(analysis, [])[0] == (b"w=a",)
