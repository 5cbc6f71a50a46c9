"""Session 51's shortcuts for text dense with PHI give what the plain loops gave."""

from __future__ import annotations

import bisect
import random

import pytest

from vtt_py.deid import kinds
from vtt_py.deid.analysis import Analysis, analyse
from vtt_py.deid.crf import _likeliest
from vtt_py.deid.features import sequence_features
from vtt_py.deid.kinds import Finding
from vtt_py.deid.known_features import KnownFeatures
from vtt_py.deid.pipeline import rule_findings

TEXT = (
    "Seen by Dr. Marta Quill on 2/9; husband Oren Vasquez-Reid at bedside.\n"
    "Phone (508) 555-0187, lives at 22 Birch Lane, Fall River MA 02720.\n"
    "Transferred from Lakeside Rehab to Newton Wellesley Hospital 3/14.\n"
)


def _plain_marks(
    known: KnownFeatures, analysis: Analysis, findings: list[Finding]
) -> list[tuple[bytes, ...]]:
    """Token by token, each finding's mark feature once, as the marks were made before."""
    starts, ends = analysis.starts, analysis.ends
    marks: list[tuple[bytes, ...]] = [()] * len(starts)
    for f in findings:
        name = ("r=" if f.strong else "rw=") + f.kind
        if name not in known.known:
            continue
        i = bisect.bisect_left(starts, f.start)
        if i and ends[i - 1] > f.start:
            i -= 1
        while i < len(starts) and starts[i] < f.end:
            if name.encode() not in marks[i]:
                marks[i] += (name.encode(),)
            i += 1
    return marks


def _every_feature(analysis: Analysis, findings: list[Finding]) -> list[str]:
    return sorted({f for row in sequence_features(analysis, findings) for f in row})


def test_marks_are_those_of_the_plain_loop() -> None:
    analysis = analyse(TEXT * 4)
    findings = rule_findings(analysis)
    rng = random.Random(51)
    # Findings inside tokens, across them and over whitespace too.
    for _ in range(200):
        start = rng.randrange(len(analysis.text))
        end = start + rng.randrange(0, 30)
        kind = rng.choice([kinds.NAME, kinds.CITY, kinds.DATE, "UNKNOWN_KIND"])
        findings.append(Finding(start, end, kind, "test", rng.random() < 0.5))
    every = _every_feature(analysis, findings)
    known = KnownFeatures([*every[::2], "rw=CITY", "r=DATE"])
    assert known.marks(analysis, findings) == _plain_marks(known, analysis, findings)


def test_rule_marks_end_each_row() -> None:
    # crfsuite sums weights in the order given: the order decides the bits.
    analysis = analyse(TEXT * 2)
    findings = rule_findings(analysis)
    known = KnownFeatures(_every_feature(analysis, findings))
    marks = known.marks(analysis, findings)
    assert any(marks)
    unmarked = known.sequence(analysis, findings, marks=[()] * len(marks))
    rows = known.sequence(analysis, findings)
    assert rows == [row + mark for row, mark in zip(unmarked, marks, strict=True)]


@pytest.mark.parametrize("seed", range(40))
def test_likeliest_in_any_order_is_the_label_max_picks(seed: int) -> None:
    rng = random.Random(seed)
    labels = [f"I-{c}" for c in "ABCDEFG"]
    # Ties are common: shares from a few values.
    shares = {y: rng.choice([0.0, 0.05, 0.1, 0.1, 0.3]) for y in labels}
    expected = max(labels, key=shares.__getitem__)
    order = labels[:]
    rng.shuffle(order)
    rank = {y: k for k, y in enumerate(labels)}
    found = _likeliest(lambda y, i: shares[y], order, 0, sum(shares.values()), rank)
    assert found == expected


def test_lifted_label_asked_first_is_the_only_one_asked() -> None:
    shares = {"I-A": 0.05, "I-B": 0.8, "I-C": 0.05}
    asked: list[str] = []

    def marginal(y: str, i: int) -> float:
        asked.append(y)
        return shares[y]

    rank = {"I-A": 0, "I-B": 1, "I-C": 2}
    assert _likeliest(marginal, ["I-B", "I-A", "I-C"], 0, 0.9, rank) == "I-B"
    assert asked == ["I-B"]
