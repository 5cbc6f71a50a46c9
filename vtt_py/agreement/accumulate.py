"""Running totals over a corpus: one ``add`` per document pair, every measure at once."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from vtt_py.agreement.bootstrap import DocumentStats
from vtt_py.agreement.chance import AlphaAccumulator, token_pairs
from vtt_py.agreement.disagreements import classify, confusion
from vtt_py.agreement.levels import (
    SPAN_LEVELS,
    OverlapCounts,
    Tally,
    overlap_counts,
    span_level_tallies,
)
from vtt_py.agreement.spans import Span, document_spans
from vtt_py.agreement.summaries import alpha_dict, kappa_dict, level_scores
from vtt_py.agreement.unitizing import UnitizingAlpha
from vtt_py.core.document import Document

#: The figures each per-document entry repeats from its level scores.
_DOC_FIELDS = ("tp", "fp", "fn", "precision", "recall", "f1")


def merge_tally(into: Tally, tally: Tally) -> None:
    """Add one tally's ``[tp, fp, fn]`` rows into another, label by label."""
    for label, (tp, fp, fn) in tally.items():
        row = into.setdefault(label, [0, 0, 0])
        row[0] += tp
        row[1] += fp
        row[2] += fn


class CorpusTotals:
    """Sums over the documents added so far, plus everything traced per document.

    Documents must be added in continuum order (ascending name) because
    alpha_U concatenates their texts.
    """

    def __init__(self, *, label_mode: str, hipaa: Callable[[str, str], bool]) -> None:
        self.label_mode = label_mode
        self.hipaa = hipaa
        self.levels: dict[str, Tally] = {name: {} for name in SPAN_LEVELS}
        self.hipaa_levels: dict[str, Tally] = {name: {} for name in SPAN_LEVELS}
        self.overlap = OverlapCounts()
        self.kappa: Counter[tuple[str, str]] = Counter()
        self.confusion: Counter[tuple[str, str]] = Counter()
        self.alpha = AlphaAccumulator()
        self.disagreements: list[dict[str, object]] = []
        self.per_document: list[dict[str, object]] = []
        self.stats: list[DocumentStats] = []

    def add(self, name: str, reference: Document, candidate: Document) -> None:
        """Compare one pair (same text) and add its figures to the totals."""
        text = reference.text
        ref = document_spans(reference, label_mode=self.label_mode)
        cand = document_spans(candidate, label_mode=self.label_mode)
        tallies = span_level_tallies(text, ref, cand)
        for level, tally in tallies.items():
            merge_tally(self.levels[level], tally)
        ref_h = document_spans(reference, label_mode=self.label_mode, keep=self.hipaa)
        cand_h = document_spans(candidate, label_mode=self.label_mode, keep=self.hipaa)
        for level, tally in span_level_tallies(text, ref_h, cand_h).items():
            merge_tally(self.hipaa_levels[level], tally)
        overlap = overlap_counts(ref, cand)
        self.overlap.add(overlap)
        kappa = token_pairs(text, ref, cand)
        self.kappa.update(kappa)
        self.confusion.update(confusion(ref, cand))
        doc_alpha = self.alpha.add(len(text), ref, cand)
        found = classify(name, text, ref, cand)
        self.disagreements.extend(found)
        self.per_document.append(
            _document_entry(
                name, text, (ref, cand), tallies, kappa, doc_alpha, len(found)
            )
        )
        self.stats.append(DocumentStats.of(tallies, overlap, kappa))


def _document_entry(
    name: str,
    text: str,
    sides: tuple[Sequence[Span], Sequence[Span]],
    tallies: dict[str, Tally],
    kappa: Counter[tuple[str, str]],
    alpha: UnitizingAlpha,
    disagreements: int,
) -> dict[str, object]:
    entry: dict[str, object] = {
        "doc": name,
        "characters": len(text),
        "reference_spans": len(sides[0]),
        "candidate_spans": len(sides[1]),
        "disagreements": disagreements,
    }
    for level in ("entity_strict", "token"):
        scores = level_scores(tallies[level], per_label=False)
        entry[level] = {k: scores[k] for k in _DOC_FIELDS}
    entry["kappa_token"] = kappa_dict(kappa)
    entry["alpha_u"] = alpha_dict(alpha, per_label=False)
    return entry
