"""Span-level matching per document: strict, relaxed, binary, token, and PhysioNet overlap.

Each function returns a tally ``{label: [tp, fp, fn]}`` (binary levels use
the label ``""``): tp counts candidate spans that match some reference
span, fp the other candidate spans, fn the reference spans nothing
matched (i2b2 2014 set semantics, measures.md §1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from vtt_py.agreement.spans import Span, SpanIndex, span_tokens

Tally = dict[str, list[int]]

#: The span levels of measures.md §1, in report order.
SPAN_LEVELS = (
    "entity_strict",
    "entity_relaxed",
    "binary_strict",
    "token",
    "binary_token",
)
#: entity_relaxed: a candidate end may differ from the reference end by this much.
RELAXED_END_SLACK = 2


def tally_exact(ref: set[Hashable], cand: set[Hashable], label_at: int | None) -> Tally:
    """Exact set matching of keys; ``label_at`` is the key's label position, if any."""
    if label_at is None:
        if not ref and not cand:
            return {}
        tp = len(ref & cand)
        return {"": [tp, len(cand) - tp, len(ref) - tp]}
    tally: Tally = {}
    for key in cand:
        label = key[label_at]  # type: ignore[index]
        row = tally.get(label)
        if row is None:
            row = tally[label] = [0, 0, 0]
        row[0 if key in ref else 1] += 1
    for key in ref - cand:
        label = key[label_at]  # type: ignore[index]
        row = tally.get(label)
        if row is None:
            row = tally[label] = [0, 0, 0]
        row[2] += 1
    return tally


def _ends_by_start(spans: Sequence[Span]) -> dict[tuple[int, str], list[int]]:
    found: dict[tuple[int, str], list[int]] = {}
    for start, end, label in spans:
        found.setdefault((start, label), []).append(end)
    return found


def _near(ends: Sequence[int], end: int) -> bool:
    return any(-RELAXED_END_SLACK <= e - end <= RELAXED_END_SLACK for e in ends)


def tally_relaxed(ref: Sequence[Span], cand: Sequence[Span]) -> Tally:
    """entity_relaxed: same start and label, ends at most 2 characters apart."""
    ref_ends, cand_ends = _ends_by_start(ref), _ends_by_start(cand)
    tally: Tally = {}
    for start, end, label in cand:
        row = tally.get(label)
        if row is None:
            row = tally[label] = [0, 0, 0]
        row[0 if _near(ref_ends.get((start, label), ()), end) else 1] += 1
    for start, end, label in ref:
        if not _near(cand_ends.get((start, label), ()), end):
            row = tally.get(label)
            if row is None:
                row = tally[label] = [0, 0, 0]
            row[2] += 1
    return tally


class SpanSide(NamedTuple):
    """One side's spans with the sets every level matches on, built once."""

    spans: Sequence[Span]
    keys: set[Span]
    offsets: set[tuple[int, int]]
    tokens: set[tuple[int, int, str]]

    @classmethod
    def of(cls, text: str, spans: Sequence[Span]) -> SpanSide:
        """The sets of distinct, sorted spans of a document."""
        return cls(
            spans, set(spans), {(s, e) for s, e, _ in spans}, span_tokens(text, spans)
        )


def span_level_tallies(
    text: str, ref: Sequence[Span], cand: Sequence[Span]
) -> dict[str, Tally]:
    """The five span levels of measures.md §1 for one document."""
    return side_tallies(SpanSide.of(text, ref), SpanSide.of(text, cand))


def side_tallies(ref: SpanSide, cand: SpanSide) -> dict[str, Tally]:
    """The five span levels of measures.md §1 from both sides' sets."""
    if ref.keys == cand.keys:
        return _identical(ref)
    return {
        "entity_strict": tally_exact(ref.keys, cand.keys, 2),  # type: ignore[arg-type]
        "entity_relaxed": tally_relaxed(ref.spans, cand.spans),
        "binary_strict": tally_exact(ref.offsets, cand.offsets, None),  # type: ignore[arg-type]
        "token": tally_exact(ref.tokens, cand.tokens, 2),  # type: ignore[arg-type]
        "binary_token": tally_exact(
            {k[:2] for k in ref.tokens}, {k[:2] for k in cand.tokens}, None
        ),
    }


def _found(labels: Iterable[str]) -> Tally:
    return {label: [n, 0, 0] for label, n in Counter(labels).items()}


def _identical(side: SpanSide) -> dict[str, Tally]:
    """The tallies of a side compared with itself: everything found, nothing else."""
    strict = _found(label for _, _, label in side.spans)
    binary_tokens = {k[:2] for k in side.tokens}
    return {
        "entity_strict": strict,
        "entity_relaxed": {label: list(row) for label, row in strict.items()},
        "binary_strict": {"": [len(side.offsets), 0, 0]} if side.offsets else {},
        "token": _found(label for _, _, label in side.tokens),
        "binary_token": {"": [len(binary_tokens), 0, 0]} if binary_tokens else {},
    }


@dataclass
class OverlapCounts:
    """PhysioNet overlap counts; ``by_label`` is ``{reference label: [tp, fn]}``."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    candidates: int = 0
    by_label: dict[str, list[int]] = field(default_factory=dict)

    def add(self, other: OverlapCounts) -> None:
        """Add another document's counts to these."""
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn
        self.candidates += other.candidates
        for label, (hit, miss) in other.by_label.items():
            row = self.by_label.setdefault(label, [0, 0])
            row[0] += hit
            row[1] += miss


def overlap_counts(
    ref: Sequence[Span],
    cand: Sequence[Span],
    indexes: tuple[SpanIndex, SpanIndex] | None = None,
) -> OverlapCounts:
    """PhysioNet overlap counts (binary, overlap-based, not one-to-one).

    tp = reference spans overlapping at least one candidate span; fn = the
    other reference spans; fp = candidate spans overlapping no reference
    span. Spans are counted by distinct offsets (labels are ignored).

    Args:
        ref: the reference spans.
        cand: the candidate spans.
        indexes: both sides' span indexes, when already built.

    Returns:
        The counts; ``by_label`` splits the reference spans by label.
    """
    ref_index, cand_index = indexes or (SpanIndex(ref), SpanIndex(cand))
    ref_offsets = {(s, e) for s, e, _ in ref}
    cand_offsets = {(s, e) for s, e, _ in cand}
    hits = cand_index.any_overlap
    tp = sum(1 for s, e in ref_offsets if hits(s, e))
    fp = sum(1 for s, e in cand_offsets if not ref_index.any_overlap(s, e))
    by_label: dict[str, list[int]] = {}
    for start, end, label in ref:
        by_label.setdefault(label, [0, 0])[0 if hits(start, end) else 1] += 1
    return OverlapCounts(tp, fp, len(ref_offsets) - tp, len(cand_offsets), by_label)


def merge_tally(into: Tally, tally: Tally) -> None:
    """Add one tally's ``[tp, fp, fn]`` rows into another, label by label."""
    for label, (tp, fp, fn) in tally.items():
        row = into.setdefault(label, [0, 0, 0])
        row[0] += tp
        row[1] += fp
        row[2] += fn
