"""Every score as a function of summed counts, for many resamples at once (numpy).

A document (or a patient: the documents of one group summed) is a row of
additive counts: tp, fp, fn of each span level, the two overlap counts,
MEDDOCAN's merged counts, and the kappa table reduced to agreements, items
and each label's two marginals. Any score of a set of rows is a function
of their column sums, so a bootstrap resample is a weighted sum and a
jackknife a subtraction. The arithmetic is the report's (same divisions, 0
for 0/0), so the rows of the whole corpus give the report's figures.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from vtt_py.agreement.levels import SPAN_LEVELS, OverlapCounts, Tally

Floats = NDArray[np.float64]
#: Levels scored from (tp, fp, fn) as precision, recall and F1.
PRF_LEVELS = (*SPAN_LEVELS, "binary_merged")
#: Levels scored as runStat does: PPV = (candidates - fp) / candidates.
OVERLAP_LEVELS = ("binary_overlap", "binary_overlap_runstat")
#: (report key, figure) of every resampled score, in column order.
FIGURES: tuple[tuple[str, str], ...] = (
    *((level, name) for level in PRF_LEVELS for name in ("precision", "recall", "f1")),
    *(
        (level, name)
        for level in OVERLAP_LEVELS
        for name in ("precision", "recall", "f1")
    ),
    ("kappa_token", "kappa"),
)
#: Columns before the kappa marginals: 3 per PRF level, 4 per overlap level, then
#: kappa's agreements and items.
_FIXED = 3 * len(PRF_LEVELS) + 4 * len(OVERLAP_LEVELS) + 2


def _div(num: Floats, den: Floats) -> Floats:
    return np.divide(num, den, out=np.zeros_like(num), where=den != 0)


def _prf(precision: Floats, recall: Floats) -> Floats:
    return _div(2 * precision * recall, precision + recall)


def scores(sums: Floats, labels: int) -> Floats:
    """The :data:`FIGURES` of each row of column sums.

    Args:
        sums: ``(rows, columns)`` summed counts (see :class:`StatsTable`).
        labels: how many kappa labels the marginal columns cover.

    Returns:
        ``(rows, len(FIGURES))``.
    """
    out = []
    col = 0
    for _ in PRF_LEVELS:
        tp, fp, fn = sums[:, col], sums[:, col + 1], sums[:, col + 2]
        precision, recall = _div(tp, tp + fp), _div(tp, tp + fn)
        out += [precision, recall, _prf(precision, recall)]
        col += 3
    for _ in OVERLAP_LEVELS:
        tp, fp, fn, candidates = (sums[:, col + i] for i in range(4))
        precision, recall = _div(candidates - fp, candidates), _div(tp, tp + fn)
        out += [precision, recall, _prf(precision, recall)]
        col += 4
    agree, items = sums[:, col], sums[:, col + 1]
    left = sums[:, _FIXED : _FIXED + labels]
    right = sums[:, _FIXED + labels : _FIXED + 2 * labels]
    p_o = _div(agree, items)
    p_e = _div((left * right).sum(axis=1), items * items)
    out.append(_div(p_o - p_e, 1.0 - p_e))
    return np.stack(out, axis=1)


def defined(sums: Floats, labels: int) -> NDArray[np.bool_]:
    """Which :data:`FIGURES` of each row are not 0/0 (the report flags those as undefined)."""
    out = []
    col = 0
    for _ in PRF_LEVELS:
        tp, fp, fn = sums[:, col], sums[:, col + 1], sums[:, col + 2]
        precision, recall = tp + fp > 0, tp + fn > 0
        out += [precision, recall, precision | recall]
        col += 3
    for _ in OVERLAP_LEVELS:
        tp, _fp, fn, candidates = (sums[:, col + i] for i in range(4))
        precision, recall = candidates > 0, tp + fn > 0
        out += [precision, recall, precision | recall]
        col += 4
    items = sums[:, col + 1]
    left = sums[:, _FIXED : _FIXED + labels]
    right = sums[:, _FIXED + labels : _FIXED + 2 * labels]
    p_e = _div((left * right).sum(axis=1), items * items)
    out.append((items > 0) & (p_e != 1.0))
    return np.stack(out, axis=1)


class StatsTable:
    """Each document's additive counts, compactly (flat integer arrays)."""

    def __init__(self) -> None:
        self.counts = array("q")
        self.labels: dict[str, int] = {}
        # Kappa marginals: (document, label index, left, right) per entry.
        self.margins = tuple(array("q") for _ in range(4))

    def __len__(self) -> int:
        return len(self.counts) // _FIXED

    def add(
        self,
        tallies: Mapping[str, Tally],
        overlaps: tuple[OverlapCounts, OverlapCounts],
        merged: Sequence[int],
        kappa: Mapping[tuple[str, str], int],
    ) -> None:
        """Add one document's tallies, overlap counts, merged counts and kappa table."""
        doc = len(self)
        row: list[int] = []
        for level in SPAN_LEVELS:
            rows = tallies[level].values()
            row += (
                sum(r[0] for r in rows),
                sum(r[1] for r in rows),
                sum(r[2] for r in rows),
            )
        row += merged
        for o in overlaps:
            row += (o.tp, o.fp, o.fn, o.candidates)
        left: dict[str, int] = {}
        right: dict[str, int] = {}
        agree = 0
        for (a, b), n in kappa.items():
            left[a] = left.get(a, 0) + n
            right[b] = right.get(b, 0) + n
            agree += n if a == b else 0
        row += (agree, sum(left.values()))
        self.counts.extend(row)
        for label in left.keys() | right.keys():
            index = self.labels.setdefault(label, len(self.labels))
            for column, value in zip(
                self.margins,
                (doc, index, left.get(label, 0), right.get(label, 0)),
                strict=True,
            ):
                column.append(value)

    def matrix(self, order: Sequence[int] | None = None) -> Floats:
        """``(documents, columns)`` counts, rows in ``order`` (default: as added)."""
        n, k = len(self), len(self.labels)
        fixed = np.frombuffer(self.counts, dtype=np.int64).reshape(n, _FIXED)
        out = np.zeros((n, _FIXED + 2 * k))
        out[:, :_FIXED] = fixed
        docs, index, left, right = (
            np.frombuffer(c, dtype=np.int64) for c in self.margins
        )
        out[docs, _FIXED + index] = left
        out[docs, _FIXED + k + index] = right
        return out if order is None else out[np.asarray(order, dtype=np.int64)]
