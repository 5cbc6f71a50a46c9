"""Strict span agreement: exact start, end and label, micro-averaged over a corpus."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from vtt_py.core.markup import Markup


@dataclass(frozen=True)
class Score:
    """Matches between a reference and a candidate annotation set."""

    tp: int
    fp: int
    fn: int

    @property
    def precision(self) -> float:
        """Share of candidate spans found in the reference."""
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        """Share of reference spans found by the candidate."""
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall."""
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def strict_score(
    reference: Sequence[Sequence[Markup]], candidate: Sequence[Sequence[Markup]]
) -> Score:
    """Entity-strict matching (measures.md): same start, same end, same label.

    Matching is set-based per document; counts are summed over documents.
    """
    tp = fp = fn = 0
    for ref_doc, cand_doc in zip(reference, candidate, strict=True):
        ref = {(m.start, m.end, m.label) for m in ref_doc}
        cand = {(m.start, m.end, m.label) for m in cand_doc}
        hits = len(ref & cand)
        tp += hits
        fp += len(cand) - hits
        fn += len(ref) - hits
    return Score(tp, fp, fn)


@dataclass(frozen=True)
class Figures:
    """What the generator reports: size, density, coverage and agreement."""

    notes: int
    phi_spans: int
    npii_spans: int
    labels: Counter[str]
    a_b: Score
    a_gold: Score
    b_gold: Score

    @property
    def phi_per_note(self) -> float:
        """Average PHI spans (npii excluded) per gold note."""
        return self.phi_spans / self.notes
