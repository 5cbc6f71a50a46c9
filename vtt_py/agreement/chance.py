"""Chance-corrected agreement over a corpus: Cohen's kappa over tokens and alpha_U.

Kappa items are every i2b2 token of the text; alpha_U's continuum is the
documents' texts concatenated in the order they are given (the caller sorts
them by file name, as DKPro does with one continuum).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence

from vtt_py.agreement.bootstrap_alpha import DocumentAlpha, LabelSummary
from vtt_py.agreement.spans import Span, count_tokens, token_labels
from vtt_py.agreement.unitizing import (
    CategoryAlpha,
    Interval,
    UnitizingAlpha,
    category_alpha,
    combine,
    non_overlapping,
)

#: The label of a token no span covers.
OUTSIDE = "O"


def token_pairs(
    text: str, ref: Sequence[Span], cand: Sequence[Span]
) -> Counter[tuple[str, str]]:
    """The kappa contingency table of one document: ``{(label A, label B): tokens}``.

    Tokens neither annotator touched are counted as ``(O, O)`` without
    being visited, so the cost follows the spans, not the text length.
    """
    left = token_labels(text, ref)
    right = token_labels(text, cand)
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

    Call :meth:`add` for each document in continuum order, then
    :meth:`corpus`. Each document's units are shifted by the length of the
    texts before it, so gaps can run across document boundaries exactly as
    in one long virtual document.
    """

    def __init__(self) -> None:
        self.length = 0
        self.units: dict[str, tuple[list[Interval], list[Interval]]] = {}
        #: One summary per document added, for bootstrap resamples.
        self.documents: list[DocumentAlpha] = []

    def add(
        self, text_length: int, ref: Sequence[Span], cand: Sequence[Span]
    ) -> UnitizingAlpha:
        """Add one document; return its own alpha_U (continuum = its text)."""
        left, right = _by_label(ref), _by_label(cand)
        per_label: dict[Hashable, CategoryAlpha] = {}
        summaries: dict[str, LabelSummary] = {}
        base = self.length
        for label in sorted(left.keys() | right.keys()):
            a, b = left.get(label, []), right.get(label, [])
            if not a and not b:
                continue  # only zero-length units: nothing to compare
            summaries[label] = LabelSummary.of(a, b, text_length)
            if text_length:
                per_label[label] = category_alpha([a, b], begin=0, length=text_length)
            store = self.units.setdefault(label, ([], []))
            store[0].extend((s + base, e + base) for s, e in a)
            store[1].extend((s + base, e + base) for s, e in b)
        self.length += text_length
        self.documents.append(DocumentAlpha(text_length, summaries))
        return combine(per_label)

    def corpus(self) -> UnitizingAlpha:
        """alpha_U of the whole continuum, overall and per label."""
        if self.length == 0:
            return combine({})
        per_label: dict[Hashable, CategoryAlpha] = {
            label: category_alpha([a, b], begin=0, length=self.length)
            for label, (a, b) in sorted(self.units.items())
        }
        return combine(per_label)
