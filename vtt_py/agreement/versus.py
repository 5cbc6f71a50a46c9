"""Two systems against one gold standard: each score, their difference and its significance.

Seed 003 compares de-identifiers pairwise: per patient, the same measure
for both systems; Wilcoxon's signed-rank test with Pratt's treatment of
zero differences (R ``coin``'s ``wilcoxsign_test``, asymptotic) says
whether one is better, and BCa intervals from resampled patients say by
how much. Both systems are scored on the documents both were compared on,
and each resample draws the same patients for both (a paired bootstrap),
so the interval of the difference accounts for their correlation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from vtt_py.agreement.bootstrap_alpha import AlphaResampler
from vtt_py.agreement.engine import CorpusScorer
from vtt_py.agreement.figures import FIGURES, Floats, defined, scores
from vtt_py.agreement.resample import (
    CONFIDENCE,
    Resampling,
    draws,
    group_index,
    group_sums,
    intervals,
    jackknife,
    weights,
)

#: Fewer non-zero differences than this and the normal approximation is rough.
SMALL_SAMPLE = 10


@dataclass
class _System:
    """One system's counts on the shared documents, summed per group."""

    rows: Floats
    alpha: AlphaResampler | None


def _system(
    scorer: CorpusScorer, names: Sequence[str], groups: NDArray[np.int64], n: int
) -> _System:
    position = {name: i for i, name in enumerate(scorer.rows.names)}
    picked = [position[name] for name in names]
    rows = group_sums(scorer.stats.matrix(picked), groups, n)
    documents = scorer.alpha.documents
    alpha = AlphaResampler([documents[i] for i in picked]) if documents else None
    return _System(rows, alpha)


def wilcoxon_pratt(a: Floats, b: Floats) -> dict[str, object]:
    """Wilcoxon signed-rank test of ``a - b`` with Pratt's zeros (scipy, asymptotic, no correction).

    Returns:
        ``{"n", "zeros", "statistic", "z", "p"}``: pairs, zero
        differences, W+ (the sum of the ranks of positive differences), its
        normal deviate (positive when A is higher) and the two-sided
        p-value; ``z`` and ``p`` are None (with a ``note``) when
        every difference is zero or there is no pair.
    """
    d = a - b
    result: dict[str, object] = {"n": len(d), "zeros": int(np.count_nonzero(d == 0))}
    if len(d) == 0 or not np.any(d):
        return result | {
            "statistic": None,
            "z": None,
            "p": None,
            "note": "no difference",
        }
    # scipy.stats takes half a second to import: only a comparison pays for it.
    from scipy import stats

    options = {"zero_method": "pratt", "correction": False, "method": "asymptotic"}
    both = stats.wilcoxon(a, b, **options)
    # One-sided, for the signed statistic: W+ and its deviate (positive when A is higher).
    higher = stats.wilcoxon(a, b, alternative="greater", **options)
    result |= {
        "statistic": float(higher.statistic),
        "z": float(higher.zstatistic),
        "p": float(both.pvalue),
    }
    if len(d) - int(result["zeros"]) < SMALL_SAMPLE:  # type: ignore[call-overload]
        result["note"] = (
            f"fewer than {SMALL_SAMPLE} non-zero differences: p is approximate"
        )
    return result


def _alpha_per_group(system: _System, members: list[NDArray[np.int64]]) -> Floats:
    assert system.alpha is not None
    return np.array([system.alpha.alpha(m) for m in members])


def compare_systems(
    first: CorpusScorer,
    second: CorpusScorer,
    resampling: Resampling,
    *,
    labels: tuple[str, str, str] = ("reference", "A", "B"),
) -> dict[str, object]:
    """Both scorers' figures on their shared documents, the differences and their tests.

    Args:
        first: the reference against system A.
        second: the same reference against system B.
        resampling: bootstrap resamples (0: no intervals), seed, method and grouping.
        labels: how to name the reference, A and B.

    Returns:
        ``{"reference", "a", "b", "documents", "unit", "groups", "group_pattern",
        "only_a", "only_b", "measures": [...], "bootstrap"}``; each measure is
        ``{"key", "figure", "a", "b", "difference", "wilcoxon", "interval_a",
        "interval_b", "interval_difference"}`` (intervals when resampled).
    """
    names_a, names_b = set(first.rows.names), set(second.rows.names)
    names = sorted(names_a & names_b)
    groups, group_names = group_index(names, resampling.group)
    n = len(group_names)
    a, b = _system(first, names, groups, n), _system(second, names, groups, n)
    labels_a, labels_b = len(first.stats.labels), len(second.stats.labels)
    per_a, per_b = scores(a.rows, labels_a), scores(b.rows, labels_b)
    ok = defined(a.rows, labels_a) & defined(b.rows, labels_b)
    total_a = scores(a.rows.sum(axis=0)[None, :], labels_a)[0]
    total_b = scores(b.rows.sum(axis=0)[None, :], labels_b)[0]
    measures = []
    for f, (key, figure) in enumerate(FIGURES):
        keep = ok[:, f]
        measures.append(
            {
                "key": key,
                "figure": figure,
                "a": float(total_a[f]),
                "b": float(total_b[f]),
                "difference": float(total_a[f] - total_b[f]),
                "wilcoxon": wilcoxon_pratt(per_a[keep, f], per_b[keep, f]),
            }
        )
    members = [np.flatnonzero(groups == g) for g in range(n)]
    if a.alpha is not None and b.alpha is not None and n:
        everything = np.arange(len(names))
        alpha_a, alpha_b = a.alpha.alpha(everything), b.alpha.alpha(everything)
        measures.append(
            {
                "key": "alpha_u",
                "figure": "alpha",
                "a": alpha_a,
                "b": alpha_b,
                "difference": alpha_a - alpha_b,
                "wilcoxon": wilcoxon_pratt(
                    _alpha_per_group(a, members), _alpha_per_group(b, members)
                ),
            }
        )
    report: dict[str, object] = {
        "reference": labels[0],
        "a": labels[1],
        "b": labels[2],
        "documents": len(names),
        "unit": "group" if resampling.group else "document",
        "groups": n,
        "group_pattern": resampling.group,
        "only_a": sorted(names_a - names_b),
        "only_b": sorted(names_b - names_a),
        "measures": measures,
        "bootstrap": None,
    }
    if resampling.resamples > 0 and n:
        report["bootstrap"] = _resampled(
            measures, (a, b), (labels_a, labels_b), members, resampling
        )
    return report


def _resampled(
    measures: list[dict[str, object]],
    systems: tuple[_System, _System],
    labels: tuple[int, int],
    members: list[NDArray[np.int64]],
    resampling: Resampling,
) -> dict[str, object]:
    """Paired bootstrap intervals of A, B and A - B, written into ``measures``."""
    a, b = systems
    n = len(members)

    def both(sums_a: Floats, sums_b: Floats) -> Floats:
        first, second = scores(sums_a, labels[0]), scores(sums_b, labels[1])
        return np.concatenate([first, second, first - second], axis=1)

    theta_b = []
    alpha_b: list[tuple[float, float]] = []
    for drawn in draws(n, resampling.resamples, resampling.seed):
        w = weights(drawn, n)
        theta_b.append(both(w @ a.rows, w @ b.rows))
        if a.alpha is not None and b.alpha is not None:
            for row in drawn:
                docs = np.concatenate([members[g] for g in row])
                alpha_b.append((a.alpha.alpha(docs), b.alpha.alpha(docs)))
    estimate = both(a.rows.sum(axis=0)[None, :], b.rows.sum(axis=0)[None, :])[0]
    jack = None
    if resampling.method == "bca":
        jack = np.concatenate(
            [
                jackknife(a.rows, lambda s: scores(s, labels[0])),
                jackknife(b.rows, lambda s: scores(s, labels[1])),
            ],
            axis=1,
        )
        jack = np.concatenate(
            [jack, jack[:, : len(FIGURES)] - jack[:, len(FIGURES) :]], axis=1
        )
    low, high, fell_back = intervals(
        estimate, np.concatenate(theta_b), jack, resampling.method
    )
    k = len(FIGURES)
    for f, measure in enumerate(measures[:k]):
        for part, offset in (
            ("interval_a", 0),
            ("interval_b", k),
            ("interval_difference", 2 * k),
        ):
            measure[part] = [float(low[offset + f]), float(high[offset + f])]
    if alpha_b:
        values = np.array(alpha_b)
        tail = (1 - CONFIDENCE) / 2
        for part, column in (("interval_a", values[:, 0]), ("interval_b", values[:, 1]),
                             ("interval_difference", values[:, 0] - values[:, 1])):  # fmt: skip
            measures[k][part] = [
                float(np.quantile(column, tail)),
                float(np.quantile(column, 1 - tail)),
            ]
    return {
        "resamples": resampling.resamples,
        "seed": resampling.seed,
        "confidence": CONFIDENCE,
        "method": resampling.method,
        "percentile_fallback": [
            f"{measures[f % k]['key']}.{measures[f % k]['figure']}"
            for f in np.flatnonzero(fell_back)
        ],
    }
