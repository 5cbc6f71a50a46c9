"""Chance-corrected agreement over a corpus: Cohen's kappa over tokens and alpha_U.

Kappa items are every i2b2 token of the text; alpha_U's continuum is the
documents' texts concatenated in the order they are given (the caller sorts
them by file name, as DKPro does with one continuum).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence

from vtt_py.agreement.alpha_stream import ContinuumSums
from vtt_py.agreement.bootstrap_alpha import DocumentAlpha, LabelSummary
from vtt_py.agreement.spans import Span, TokenFinder, count_tokens, token_labels
from vtt_py.agreement.unitizing import (
    CategoryAlpha,
    Interval,
    UnitizingAlpha,
    combine,
    non_overlapping,
)

#: The label of a token no span covers.
OUTSIDE = "O"


def token_pairs(
    text: str,
    ref: Sequence[Span],
    cand: Sequence[Span],
    finder: TokenFinder | None = None,
) -> Counter[tuple[str, str]]:
    """The kappa contingency table of one document: ``{(label A, label B): tokens}``.

    Tokens neither annotator touched are counted as ``(O, O)`` without
    being visited, so the cost follows the spans, not the text length.
    """
    finder = finder or TokenFinder(text)
    left = token_labels(text, ref, finder)
    right = token_labels(text, cand, finder)
    pairs: Counter[tuple[str, str]] = Counter()
    for start in left.keys() | right.keys():
        pairs[left.get(start, OUTSIDE), right.get(start, OUTSIDE)] += 1
    both_outside = count_tokens(text) - len(left.keys() | right.keys())
    if both_outside:
        pairs[OUTSIDE, OUTSIDE] += both_outside
    return pairs


def _by_label(spans: Sequence[Span]) -> dict[str, list[Interval]]:
    grouped: dict[str, list[Interval]] = {}
    for span in spans:
        grouped.setdefault(span.label, []).append((span.start, span.end))
    return {label: non_overlapping(iv) for label, iv in grouped.items()}


class AlphaAccumulator:
    """Builds alpha_U per document and over the concatenated corpus continuum.

    Call :meth:`add` for each document, then :meth:`corpus`. Memory does not
    grow with the units: each label keeps exact integer sums and histograms
    of unit and gap lengths (see :mod:`vtt_py.agreement.alpha_stream`), so
    200,000 notes cost a few arrays, not millions of intervals. Only the
    gaps that run across a document boundary depend on the documents'
    order; they are found when :meth:`corpus` is given it.
    """

    def __init__(self, *, keep_documents: bool = True) -> None:
        self.sums = ContinuumSums()
        #: One summary per document added, for bootstrap resamples (when kept).
        self.documents: list[DocumentAlpha] = []
        self.keep_documents = keep_documents

    @property
    def length(self) -> int:
        """Characters of every document added so far."""
        return self.sums.length

    def add(
        self, text_length: int, ref: Sequence[Span], cand: Sequence[Span]
    ) -> UnitizingAlpha:
        """Add one document; return its own alpha_U (continuum = its text)."""
        left, right = _by_label(ref), _by_label(cand)
        per_label: dict[Hashable, CategoryAlpha] = {}
        summaries: dict[str, LabelSummary] = {}
        doc = self.sums.add_document(text_length)
        for label in sorted(left.keys() | right.keys()):
            a, b = left.get(label, []), right.get(label, [])
            if not a and not b:
                continue  # only zero-length units: nothing to compare
            summary = LabelSummary.of(a, b, text_length)
            if self.keep_documents:
                summaries[label] = summary
            alone = self.sums.add_summary(doc, label, summary, text_length)
            if alone is not None:
                per_label[label] = alone
        if self.keep_documents:
            self.documents.append(DocumentAlpha(text_length, summaries))
        return combine(per_label)

    def corpus(self, order: Sequence[int] | None = None) -> UnitizingAlpha:
        """alpha_U of the whole continuum, overall and per label.

        Args:
            order: the documents (indices in the order added) in continuum
                order; default: the order they were added.
        """
        return self.sums.alpha(order)
