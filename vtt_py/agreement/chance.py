"""Chance-corrected agreement over a corpus: Cohen's kappa over tokens and alpha_U.

Kappa items are every i2b2 token of the text; alpha_U's continuum is the
documents' texts concatenated in the order they are given (the caller sorts
them by file name, as DKPro does with one continuum).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from vtt_py.agreement.alpha_stream import ContinuumSums
from vtt_py.agreement.bootstrap_alpha import DocumentAlpha, LabelSummary
from vtt_py.agreement.spans import count_tokens
from vtt_py.agreement.unitizing import (
    Interval,
    UnitizingAlpha,
    combine,
    overall,
)

#: A span as ``(start, end, label)``: a Span or a plain tuple.
LabelledOffsets = tuple[int, int, str]
#: The label of a token no span covers.
OUTSIDE = "O"


def kappa_table(
    text: str,
    left: Mapping[int, str],
    right: Mapping[int, str],
    tokens: int | None = None,
) -> dict[tuple[str, str], int]:
    """The kappa contingency table of one document, ``{(label A, label B): tokens}``,
    from each side's :func:`~vtt_py.agreement.spans.token_labels`.

    Tokens neither annotator touched are counted as ``(O, O)`` without
    being visited, so the cost follows the spans, not the text length.
    ``tokens``: the text's :func:`count_tokens`, when known.
    """
    pairs: dict[tuple[str, str], int] = {}
    get = pairs.get
    other = right.get
    for start, label in left.items():
        key = label, other(start, OUTSIDE)
        pairs[key] = get(key, 0) + 1
    touched = len(left)
    for start, label in right.items():
        if start not in left:
            key = OUTSIDE, label
            pairs[key] = get(key, 0) + 1
            touched += 1
    both_outside = (count_tokens(text) if tokens is None else tokens) - touched
    if both_outside:
        key = OUTSIDE, OUTSIDE
        pairs[key] = get(key, 0) + both_outside
    return pairs


def _by_label(spans: Sequence[LabelledOffsets]) -> dict[str, list[Interval]]:
    """Each label's units as :func:`non_overlapping` keeps them, in one pass.

    ``spans`` are distinct and sorted by (start, end, label), so a label's
    units come by start and, at one start, shortest first: a unit starting
    where the last kept one starts is longer and replaces it (the longest
    wins, as in non_overlapping), any other that overlaps is dropped.
    Labels with only zero-length units are left out.
    """
    grouped: dict[str, list[Interval]] = {}
    get = grouped.get
    for start, end, label in spans:
        if end <= start:
            continue
        units = get(label)
        if units is None:
            grouped[label] = [(start, end)]
            continue
        last_start, last_end = units[-1]
        if start >= last_end:
            units.append((start, end))
        elif start == last_start:
            units[-1] = (start, end)
    return grouped


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
        self,
        text_length: int,
        ref: Sequence[LabelledOffsets],
        cand: Sequence[LabelledOffsets],
    ) -> UnitizingAlpha:
        """Add one document; return its own alpha_U (continuum = its text).

        ``ref`` and ``cand`` are distinct spans sorted by (start, end,
        label), as :func:`~vtt_py.agreement.spans.document_spans` gives them.
        The result's ``per_category`` is left empty: a document's own
        per-label values are reported nowhere, and building them took an
        eighth of this method's time.
        """
        # combine()'s means, summed in the same (label) order: the same floats.
        d_o = d_e = 0.0
        labels = 0
        for alone in self._add_units(text_length, ref, cand, True):
            if alone is not None:
                d_o += alone[0]
                d_e += alone[1]
                labels += 1
        if not labels:
            return combine({})
        return overall(d_o / labels, d_e / labels, {})

    def add_to_corpus(
        self,
        text_length: int,
        ref: Sequence[LabelledOffsets],
        cand: Sequence[LabelledOffsets],
    ) -> None:
        """:meth:`add` without the document's own alpha_U, when no report shows it.

        The corpus figures are the same; a document's own D_e was most of
        the cost (a sort and a bisection per unit), for a number a text
        table never prints.
        """
        self._add_units(text_length, ref, cand, False)

    def _add_units(
        self,
        text_length: int,
        ref: Sequence[LabelledOffsets],
        cand: Sequence[LabelledOffsets],
        alone: bool,
    ) -> list[tuple[float, float] | None]:
        """Add each label's units, in label order; each label's own D_o and D_e if ``alone``."""
        left, right = _by_label(ref), _by_label(cand)
        summaries: dict[str, LabelSummary] = {}
        doc = self.sums.add_document(text_length)
        add_units = self.sums.add_units
        found = []
        for label in sorted(left.keys() | right.keys()):
            a, b = left.get(label, []), right.get(label, [])
            if not a and not b:
                continue  # only zero-length units: nothing to compare
            if self.keep_documents:  # what the bootstrap resamples
                summaries[label] = LabelSummary.of(a, b, text_length)
            found.append(add_units(doc, label, a, b, text_length, alone))
        if self.keep_documents:
            self.documents.append(DocumentAlpha(text_length, summaries))
        return found

    def corpus(self, order: Sequence[int] | None = None) -> UnitizingAlpha:
        """alpha_U of the whole continuum, overall and per label.

        Args:
            order: the documents (indices in the order added) in continuum
                order; default: the order they were added.
        """
        return self.sums.alpha(order)
