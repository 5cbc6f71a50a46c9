"""alpha_U of a corpus streamed note by note: exact integer sums and length histograms.

The corpus continuum is every document's text laid end to end. For one
label, D_o sums distances between units of the two raters, and units of
different documents never meet, so it adds up document by document. D_e
needs the multiset of unit lengths and of gap lengths: gaps inside a
document add up too; only the gaps that start in one document and end in a
later one depend on the order of the documents, and they follow from each
document's gap before its first unit and after its last. So a label keeps a
few integers, two histograms and four numbers per document that has its
units, never the units themselves, and the result equals alpha_U of the
rebuilt continuum exactly.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Hashable, Sequence

import numpy as np
from numpy.typing import NDArray

from vtt_py.agreement.bootstrap_alpha import edge_gaps
from vtt_py.agreement.unitizing import (
    CategoryAlpha,
    Interval,
    UnitizingAlpha,
    alpha_from_sums,
    combine,
    disagreements_of_sums,
    document_sums,
    expected_numerator_counts,
    observed_sum,
)

#: Marks a rater with no unit of the label in a document.
NONE = -1


#: Numbers kept per document with units of a label (see ``_LabelSums.edges``).
_EDGE_FIELDS = 5


def _column(edges: array[int], field: int) -> NDArray[np.int64]:
    """One field of every document's row of ``edges``."""
    rows = np.frombuffer(edges, dtype=np.int32).reshape(-1, _EDGE_FIELDS)
    return rows[:, field].astype(np.int64)


#: Unit and gap lengths buffered before they are counted (in C, by Counter).
_BUFFERED = 1 << 16


class _LabelSums:
    """One label's sums over the documents added so far."""

    __slots__ = (
        "_gaps",
        "_units",
        "edges",
        "gap_counts",
        "observed",
        "unit_counts",
    )

    def __init__(self) -> None:
        self.observed = 0
        self.unit_counts: Counter[int] = Counter()
        self.gap_counts: Counter[int] = Counter()
        # Lengths not yet in the histograms: counting a few per document in
        # Python cost more than the rest of the label's sums.
        self._units: list[int] = []
        self._gaps: list[int] = []
        # Per document with units, one row: its index, then lead and trail
        # gap of rater A and of rater B (NONE when that rater has no unit
        # there). One array, extended once a document: five appends cost more.
        self.edges = array("i")  # 32 bits: offsets in a note

    @property
    def units(self) -> Counter[int]:
        """How many units of each length."""
        self._count()
        return self.unit_counts

    @property
    def squared(self) -> int:
        """The sum of ``l (l - 1)`` over the units, from their histogram.

        Exact (integers), and not summed note by note: that cost a fifteenth
        of alpha_U's share of a corpus comparison.
        """
        return sum(n * (length * length - length) for length, n in self.units.items())

    @property
    def gaps(self) -> Counter[int]:
        """How many gaps inside documents of each length."""
        self._count()
        return self.gap_counts

    def _count(self) -> None:
        self.unit_counts.update(self._units)
        self.gap_counts.update(self._gaps)
        self._units.clear()
        self._gaps.clear()

    def add_units(
        self,
        doc: int,
        a: Sequence[Interval],
        b: Sequence[Interval],
        length: int,
        alone: bool = True,
    ) -> tuple[float, float] | None:
        """Add one document's units of the label (disjoint and sorted, per rater).

        Returns:
            The label's D_o and D_e with the document alone as continuum;
            None for an empty document, or when ``alone`` is False (the
            corpus needs only the sums, and a document's own D_e costs a
            sort and a bisection per unit).
        """
        observed = observed_sum(a, b)
        self.observed += observed
        lengths: list[int] = []
        gaps: list[int] = []  # inside the document, then the edge gaps
        row = [doc]
        for units in (a, b):
            if not units:
                row += (NONE, NONE)
                continue
            lead = previous = units[0][0]
            for start, end in units:
                if start > previous:
                    gaps.append(start - previous)
                lengths.append(end - start)
                previous = end
            row += (lead, length - previous)
        self.edges.extend(row)
        self._units += lengths
        self._gaps += gaps
        if len(self._units) + len(self._gaps) > _BUFFERED:
            self._count()
        if not alone:
            return None
        for units in (a, b):
            if not units:
                if length:
                    gaps.append(length)
                continue
            if units[0][0] > 0:
                gaps.append(units[0][0])
            if length > units[-1][1]:
                gaps.append(length - units[-1][1])
        numerator, squared = document_sums(lengths, gaps)
        if not length:
            return None
        return disagreements_of_sums(observed, numerator, squared, length)

    def alpha(self, rank: np.ndarray, lengths: np.ndarray) -> CategoryAlpha:
        """The label's alpha_U on the continuum whose document order is ``rank``."""
        n = len(lengths)
        docs = _column(self.edges, 0)
        where = rank[docs]  # each listed document's place in the continuum
        every = Counter(self.gaps)
        for r in (0, 1):
            lead = np.full(n, NONE, dtype=np.int64)
            trail = np.zeros(n, dtype=np.int64)
            lead[where] = _column(self.edges, 1 + 2 * r)
            trail[where] = _column(self.edges, 2 + 2 * r)
            has = lead != NONE
            found, counts = np.unique(
                edge_gaps(has, lead, trail, lengths), return_counts=True
            )
            every.update(dict(zip(found.tolist(), counts.tolist(), strict=True)))
        numerator = expected_numerator_counts(self.units, every)
        return alpha_from_sums(
            self.observed, numerator, self.squared, int(lengths.sum())
        )


class ContinuumSums:
    """Every label's sums, and the documents' lengths in the order they were added."""

    def __init__(self) -> None:
        self.lengths = array("q")
        self.labels: dict[str, _LabelSums] = {}

    @property
    def length(self) -> int:
        """The continuum's length so far."""
        return sum(self.lengths)

    def add_document(self, length: int) -> int:
        """Register the next document; returns its index."""
        self.lengths.append(length)
        return len(self.lengths) - 1

    def add_units(
        self,
        doc: int,
        label: str,
        a: Sequence[Interval],
        b: Sequence[Interval],
        length: int,
        alone: bool = True,
    ) -> tuple[float, float] | None:
        """Add a document's disjoint, sorted units of one label (at least one side has some).

        Returns:
            The label's D_o and D_e with the document alone as continuum
            (None for an empty document, or when ``alone`` is False).
        """
        sums = self.labels.get(label)
        if sums is None:
            sums = self.labels[label] = _LabelSums()
        return sums.add_units(doc, a, b, length, alone)

    def alpha(self, order: Sequence[int] | None = None) -> UnitizingAlpha:
        """alpha_U of the continuum, overall and per label (labels in sorted order).

        Args:
            order: document indices in continuum order (default: as added).
        """
        n = len(self.lengths)
        lengths = np.frombuffer(self.lengths, dtype=np.int64)
        if n == 0 or int(lengths.sum()) == 0:
            return combine({})
        placed = np.arange(n) if order is None else np.asarray(order, dtype=np.int64)
        rank = np.empty(n, dtype=np.int64)
        rank[placed] = np.arange(n)
        ordered = lengths[placed]
        per_label: dict[Hashable, CategoryAlpha] = {
            label: sums.alpha(rank, ordered)
            for label, sums in sorted(self.labels.items())
        }
        return combine(per_label)
