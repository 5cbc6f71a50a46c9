"""Bootstrap confidence intervals of every score: documents or patients resampled, BCa by default.

Notes of one patient are not independent (the same names, dates and
habits recur), so with a grouping (``--group``) whole patients are drawn,
as seed 003 does; otherwise documents are. Every span-level score and
kappa comes from summed counts (:mod:`vtt_py.agreement.figures`), so a
resample is one matrix product. alpha_U, whose continuum is the drawn
documents in draw order, comes from :mod:`vtt_py.agreement.bootstrap_alpha`;
its interval is the percentile one (BCa would need alpha_U recomputed with
each patient left out).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from vtt_py.agreement.bootstrap_alpha import AlphaResampler, DocumentAlpha
from vtt_py.agreement.figures import FIGURES, Floats, StatsTable, scores
from vtt_py.agreement.resample import (
    CONFIDENCE,
    Ints,
    Resampling,
    draws,
    group_index,
    group_sums,
    intervals,
    jackknife,
    weights,
)


class Grouped:
    """A table's rows summed per group, with the statistic over them."""

    def __init__(
        self,
        table: StatsTable,
        names: Sequence[str],
        order: Sequence[int],
        pattern: str | None,
    ) -> None:
        self.groups, self.names = group_index(names, pattern)
        self.rows = group_sums(table.matrix(order), self.groups, len(self.names))
        labels = len(table.labels)
        self.statistic: Callable[[Floats], Floats] = lambda sums: scores(sums, labels)

    def estimate(self) -> Floats:
        """The figures of the whole corpus."""
        return self.statistic(self.rows.sum(axis=0)[None, :])[0]

    def documents_of(self) -> list[Ints]:
        """Each group's documents (positions in name order), in name order."""
        return [np.flatnonzero(self.groups == g) for g in range(len(self.names))]


def bootstrap_intervals(
    table: StatsTable,
    names: Sequence[str],
    order: Sequence[int],
    resampling: Resampling,
    alpha_documents: Sequence[DocumentAlpha] = (),
) -> dict[str, object]:
    """Confidence intervals of precision, recall and F1 of every level, kappa and alpha_U.

    Args:
        table: every compared document's counts.
        names: the documents' names, in ``order``.
        order: the table's rows in name order.
        resampling: resamples, seed, method and grouping.
        alpha_documents: the documents' alpha_U summaries in name order
            (none: no alpha_U interval).

    Returns:
        ``{"resamples", "seed", "confidence", "unit", "method", "groups",
        "group_pattern", "intervals": {key: {figure: [low, high]}},
        "percentile_fallback": [...]}``; ``unit`` is ``document`` or
        ``group``.
    """
    grouped = Grouped(table, names, order, resampling.group)
    n_groups = len(grouped.names)
    result: dict[str, object] = {
        "resamples": resampling.resamples,
        "seed": resampling.seed,
        "confidence": CONFIDENCE,
        "unit": "group" if resampling.group else "document",
        "method": resampling.method,
        "groups": n_groups,
        "group_pattern": resampling.group,
        "intervals": {},
        "percentile_fallback": [],
    }
    if n_groups == 0 or resampling.resamples <= 0:
        return result
    members = grouped.documents_of()
    alpha = AlphaResampler(alpha_documents) if alpha_documents else None
    theta_b: list[Floats] = []
    alpha_b: list[float] = []
    for drawn in draws(n_groups, resampling.resamples, resampling.seed):
        theta_b.append(grouped.statistic(weights(drawn, n_groups) @ grouped.rows))
        if alpha is not None:
            alpha_b += [
                alpha.alpha(np.concatenate([members[g] for g in row])) for row in drawn
            ]
    distribution = np.concatenate(theta_b)
    jack = (
        jackknife(grouped.rows, grouped.statistic)
        if resampling.method == "bca"
        else None
    )
    low, high, fell_back = intervals(
        grouped.estimate(), distribution, jack, resampling.method
    )
    found: dict[str, dict[str, list[float]]] = {}
    for (key, figure), lo, hi in zip(FIGURES, low, high, strict=True):
        found.setdefault(key, {})[figure] = [float(lo), float(hi)]
    if alpha is not None:
        values = np.array(alpha_b)
        tail = (1 - CONFIDENCE) / 2
        found["alpha_u"] = {
            "alpha": [
                float(np.quantile(values, tail)),
                float(np.quantile(values, 1 - tail)),
            ]
        }
    result["intervals"] = found
    result["percentile_fallback"] = [
        f"{key}.{figure}"
        for (key, figure), fell in zip(FIGURES, fell_back, strict=True)
        if fell
    ]
    return result
