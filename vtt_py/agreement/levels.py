"""Span-level matching per document: strict, relaxed, binary, token, and PhysioNet overlap.

Each function returns a tally ``{label: [tp, fp, fn]}`` (binary levels use
the label ``""``): tp counts candidate spans that match some reference
span, fp the other candidate spans, fn the reference spans nothing
matched (i2b2 2014 set semantics, measures.md §1).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

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


def _tally() -> Tally:
    return defaultdict(lambda: [0, 0, 0])


def tally_exact(ref: set[Hashable], cand: set[Hashable], label_at: int | None) -> Tally:
    """Exact set matching of keys; ``label_at`` is the key's label position, if any."""
    tally = _tally()
    for key in cand:
        label = key[label_at] if label_at is not None else ""  # type: ignore[index]
        tally[label][0 if key in ref else 1] += 1
    for key in ref:
        if key not in cand:
            label = key[label_at] if label_at is not None else ""  # type: ignore[index]
            tally[label][2] += 1
    return tally


def tally_relaxed(ref: Sequence[Span], cand: Sequence[Span]) -> Tally:
    """entity_relaxed: same start and label, ends at most 2 characters apart."""
    by_start: dict[tuple[int, str], list[int]] = defaultdict(list)
    for span in ref:
        by_start[span.start, span.label].append(span.end)
    cand_by_start: dict[tuple[int, str], list[int]] = defaultdict(list)
    for span in cand:
        cand_by_start[span.start, span.label].append(span.end)
    tally = _tally()
    for span in cand:
        ends = by_start.get((span.start, span.label), ())
        hit = any(abs(end - span.end) <= RELAXED_END_SLACK for end in ends)
        tally[span.label][0 if hit else 1] += 1
    for span in ref:
        ends = cand_by_start.get((span.start, span.label), ())
        if not any(abs(end - span.end) <= RELAXED_END_SLACK for end in ends):
            tally[span.label][2] += 1
    return tally


def span_level_tallies(
    text: str, ref: Sequence[Span], cand: Sequence[Span]
) -> dict[str, Tally]:
    """The five span levels of measures.md §1 for one document."""
    ref_set, cand_set = set(ref), set(cand)
    ref_tokens, cand_tokens = span_tokens(text, ref), span_tokens(text, cand)
    return {
        "entity_strict": tally_exact(ref_set, cand_set, 2),  # type: ignore[arg-type]
        "entity_relaxed": tally_relaxed(ref, cand),
        "binary_strict": tally_exact(_offsets(ref), _offsets(cand), None),
        "token": tally_exact(ref_tokens, cand_tokens, 2),  # type: ignore[arg-type]
        "binary_token": tally_exact(
            {k[:2] for k in ref_tokens}, {k[:2] for k in cand_tokens}, None
        ),
    }


def _offsets(spans: Iterable[Span]) -> set[Hashable]:
    return {(s.start, s.end) for s in spans}


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


def overlap_counts(ref: Sequence[Span], cand: Sequence[Span]) -> OverlapCounts:
    """PhysioNet ``runStat.pl`` counts (binary, overlap-based, not one-to-one).

    tp = reference spans overlapping at least one candidate span; fn = the
    other reference spans; fp = candidate spans overlapping no reference
    span. Spans are counted by distinct offsets (labels are ignored).

    Returns:
        The counts; ``by_label`` splits the reference spans by label.
    """
    ref_offsets = sorted({(s.start, s.end) for s in ref})
    cand_offsets = sorted({(s.start, s.end) for s in cand})
    cand_index = SpanIndex([Span(s, e, "") for s, e in cand_offsets])
    ref_index = SpanIndex([Span(s, e, "") for s, e in ref_offsets])
    tp = sum(1 for s, e in ref_offsets if cand_index.any_overlap(s, e))
    fp = sum(1 for s, e in cand_offsets if not ref_index.any_overlap(s, e))
    by_label: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for span in ref:
        by_label[span.label][
            0 if cand_index.any_overlap(span.start, span.end) else 1
        ] += 1
    return OverlapCounts(
        tp, fp, len(ref_offsets) - tp, len(cand_offsets), dict(by_label)
    )
