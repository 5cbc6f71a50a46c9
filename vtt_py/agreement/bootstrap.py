"""Bootstrap confidence intervals: resample documents with replacement, recompute micro scores.

Documents, not spans, are the resampled unit because spans of one note are
not independent (one annotator's habits repeat within a note). Each
document is reduced to a vector of additive counts once, so a resample
costs one weighted sum per count, whatever the corpus size. alpha_U,
whose continuum is the drawn documents in draw order, comes from
:mod:`vtt_py.agreement.bootstrap_alpha`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import mul

from vtt_py.agreement.bootstrap_alpha import AlphaResampler, DocumentAlpha
from vtt_py.agreement.levels import SPAN_LEVELS, OverlapCounts, Tally
from vtt_py.agreement.ratios import safe_div

#: Two-sided confidence level of the intervals.
CONFIDENCE = 0.95
#: The figures of the coefficients (span levels have precision, recall, F1).
_NAMES = {"kappa_token": ("kappa",), "alpha_u": ("alpha",)}


@dataclass(frozen=True, slots=True)
class DocumentStats:
    """The additive counts of one document that the micro scores are made of."""

    counts: tuple[int, ...]
    kappa: Mapping[tuple[str, str], int]

    @classmethod
    def of(
        cls,
        tallies: Mapping[str, Tally],
        overlaps: tuple[OverlapCounts, OverlapCounts],
        merged: Sequence[int],
        kappa: Mapping[tuple[str, str], int],
    ) -> DocumentStats:
        """Reduce one document's tallies, overlap counts (binary_overlap and
        runStat's), MEDDOCAN merged counts and kappa table."""
        counts: list[int] = []
        for level in SPAN_LEVELS:
            rows = tallies[level].values()
            counts.extend(sum(row[i] for row in rows) for i in range(3))
        for o in overlaps:
            counts.extend((o.tp, o.fp, o.fn, o.candidates))
        counts.extend(merged)
        return cls(tuple(counts), dict(kappa))


def _prf(tp: float, fp: float, fn: float) -> tuple[float, float, float]:
    precision = safe_div(tp, tp + fp)[0]
    recall = safe_div(tp, tp + fn)[0]
    return precision, recall, safe_div(2 * precision * recall, precision + recall)[0]


def _columns(stats: Sequence[DocumentStats]) -> tuple[list[list[int]], list[str]]:
    labels = sorted({label for s in stats for pair in s.kappa for label in pair})
    rows = []
    for s in stats:
        left: Counter[str] = Counter()
        right: Counter[str] = Counter()
        agree = 0
        for (a, b), n in s.kappa.items():
            left[a] += n
            right[b] += n
            agree += n if a == b else 0
        rows.append(
            [
                *s.counts,
                agree,
                sum(left.values()),
                *(left[x] for x in labels),
                *(right[x] for x in labels),
            ]
        )
    return [list(col) for col in zip(*rows, strict=True)], labels


def _resample_scores(
    sums: Sequence[float], n_labels: int
) -> dict[str, tuple[float, ...]]:
    scores: dict[str, tuple[float, ...]] = {}
    for i, level in enumerate(SPAN_LEVELS):
        scores[level] = _prf(*sums[3 * i : 3 * i + 3])
    base = 3 * len(SPAN_LEVELS)
    tp, fp, fn, candidates = sums[base : base + 4]
    precision = safe_div(candidates - fp, candidates)[0]
    recall = safe_div(tp, tp + fn)[0]
    scores["binary_overlap"] = (
        precision,
        recall,
        safe_div(2 * precision * recall, precision + recall)[0],
    )
    agree, items = sums[base + 11 : base + 13]
    left = sums[base + 13 : base + 13 + n_labels]
    right = sums[base + 13 + n_labels :]
    p_o = safe_div(agree, items)[0]
    p_e = safe_div(sum(map(mul, left, right)), items * items)[0]
    scores["kappa_token"] = (safe_div(p_o - p_e, 1 - p_e)[0],)
    return scores


def _percentile(values: list[float], q: float) -> float:
    """Linear-interpolated percentile of sorted values."""
    pos = q * (len(values) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (pos - lo)


def bootstrap_intervals(
    stats: Sequence[DocumentStats],
    resamples: int,
    seed: int = 0,
    alpha_documents: Sequence[DocumentAlpha] = (),
) -> dict[str, object]:
    """Percentile bootstrap intervals of precision, recall, F1, token kappa and alpha_U.

    Args:
        stats: one entry per compared document.
        resamples: how many resamples to draw.
        seed: seed of the random generator (same seed, same intervals).
        alpha_documents: the documents' alpha_U summaries, in the same
            order as ``stats`` (none: no alpha_U interval).

    Returns:
        ``{"resamples", "seed", "confidence", "unit", "intervals": {level:
        {"precision": [lo, hi], "recall": [lo, hi], "f1": [lo, hi]},
        "kappa_token": {"kappa": [lo, hi]}, "alpha_u": {"alpha": [lo, hi]}}}``.
    """
    result: dict[str, object] = {
        "resamples": resamples,
        "seed": seed,
        "confidence": CONFIDENCE,
        "unit": "document",
        "intervals": {},
    }
    if not stats or resamples <= 0:
        return result
    columns, labels = _columns(stats)
    rng = random.Random(seed)
    n = len(stats)
    alpha = AlphaResampler(alpha_documents) if alpha_documents else None
    draws: dict[str, list[list[float]]] = {}
    for _ in range(resamples):
        weights = [0] * n
        drawn = rng.choices(range(n), k=n)
        for i in drawn:
            weights[i] += 1
        sums = [sum(map(mul, weights, col)) for col in columns]
        scores = _resample_scores(sums, len(labels))
        if alpha is not None:
            scores["alpha_u"] = (alpha.alpha(drawn),)
        for key, figures in scores.items():
            slots = draws.setdefault(key, [[] for _ in figures])
            for slot, value in zip(slots, figures, strict=True):
                slot.append(value)
    tail = (1 - CONFIDENCE) / 2
    intervals: dict[str, dict[str, list[float]]] = {}
    for key, slots in draws.items():
        names = _NAMES.get(key, ("precision", "recall", "f1"))
        intervals[key] = {}
        for name, values in zip(names, slots, strict=True):
            values.sort()
            intervals[key][name] = [
                _percentile(values, tail),
                _percentile(values, 1 - tail),
            ]
    result["intervals"] = intervals
    return result
