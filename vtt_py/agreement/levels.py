"""Span-level matching per document: strict, relaxed, binary, token, and PhysioNet overlap.

Each function returns a tally ``{label: [tp, fp, fn]}`` (binary levels use
the label ``""``): tp counts candidate spans that match some reference
span, fp the other candidate spans, fn the reference spans nothing
matched (i2b2 2014 set semantics, measures.md §1).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable, Sequence, Set
from dataclasses import dataclass, field
from typing import NamedTuple

from vtt_py.agreement.matching import (
    Matched,
    Tally,
    tally_exact,
    tally_matched,
    tally_relaxed,
)
from vtt_py.agreement.sides import SpanSide
from vtt_py.agreement.spans import Reach, Span

#: The span levels of measures.md §1, in report order.
SPAN_LEVELS = (
    "entity_strict",
    "entity_relaxed",
    "binary_strict",
    "token",
    "binary_token",
)


def span_level_tallies(
    text: str, ref: Sequence[Span], cand: Sequence[Span]
) -> dict[str, Tally]:
    """The five span levels of measures.md §1 for one document (spans in any order)."""
    # SpanSide.of needs distinct spans sorted by offsets, as the engine gives them.
    return side_tallies(
        SpanSide.of(text, sorted(set(ref))), SpanSide.of(text, sorted(set(cand)))
    )


def side_tallies(
    ref: SpanSide,
    cand: SpanSide,
    matched: Matched | None = None,
    strict: Tally | None = None,
) -> dict[str, Tally]:
    """The five span levels of measures.md §1 from both sides' sets.

    ``matched``: ``Matched.of(ref, cand)``, when already made; ``strict``:
    entity_strict's tally, when already counted.
    """
    if ref.keys == cand.keys:
        return _identical(ref)
    if matched is None:
        matched = Matched.of(ref, cand)
    if strict is None:
        strict = tally_matched(matched)
    unmatched = matched.ref_only, matched.cand_only
    found = len(matched.offsets)  # tally_exact's count, the intersection at hand
    if ref.tokens is ref.keys and cand.tokens is cand.keys:
        # Each span one whole token on both sides: the token level is the
        # strict one (the sets are the same sets).
        token = {label: list(row) for label, row in strict.items()}
    else:
        token = tally_exact(ref.tokens, cand.tokens, 2)  # type: ignore[arg-type]
    return {
        "entity_strict": strict,
        "entity_relaxed": tally_relaxed(
            ref.keys, cand.keys, strict, unmatched, (ref.starts, cand.starts)
        ),
        "binary_strict": {
            "": [found, len(cand.offsets) - found, len(ref.offsets) - found]
        },
        "token": token,
        "binary_token": tally_exact(ref.token_offsets, cand.token_offsets, None),  # type: ignore[arg-type]
    }


def _found(labels: Iterable[str]) -> Tally:
    return {label: [n, 0, 0] for label, n in Counter(labels).items()}


def _identical(side: SpanSide) -> dict[str, Tally]:
    """The tallies of a side compared with itself: everything found, nothing else."""
    strict = _found(label for _, _, label in side.spans)
    binary_tokens = side.token_offsets
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


Offsets = tuple[int, int]


class Overlaps(NamedTuple):
    """Which offsets of each side share a character with the other side, asked once a pair.

    PhysioNet's overlap counts and the kinds of disagreement both need it.
    """

    reach: tuple[Reach, Reach]
    #: Reference offsets -> overlaps some candidate span; candidate offsets -> the reverse.
    hits: tuple[dict[Offsets, bool], dict[Offsets, bool]]

    @classmethod
    def of(
        cls, ref: SpanSide, cand: SpanSide, shared: set[Offsets] | None = None
    ) -> Overlaps:
        """Both sides' reach and overlaps (``shared``: the offsets both have, if known)."""
        ref_reach = Reach(ref.ordered, ordered=True)
        cand_reach = Reach(cand.ordered, ordered=True)
        # Offsets both sides have overlap each other unless they are empty:
        # most of a pair's spans, answered at once, without a bisection.
        if ref.has_empty or cand.has_empty:
            common: set[Offsets] = set()
        else:
            common = ref.offsets & cand.offsets if shared is None else shared
        return cls(
            (ref_reach, cand_reach),
            (
                _hits(ref.offsets, common, cand_reach),
                _hits(cand.offsets, common, ref_reach),
            ),
        )


def _hits(
    offsets: set[Offsets], common: set[Offsets], other: Reach
) -> dict[Offsets, bool]:
    """Which offsets share a character with the other side (:meth:`Reach.any_overlap`).

    ``common``: offsets the other side has too, none of them empty: they
    overlap it. The rest are bisected.
    """
    starts, reach = other.starts, other.reach
    found = dict.fromkeys(common, True)
    for key in offsets - common:
        start, end = key
        i = bisect_left(starts, end)
        found[key] = i > 0 and reach[i - 1] > start
    return found


def overlap_counts(
    ref: SpanSide, cand: SpanSide, overlaps: Overlaps | None = None
) -> OverlapCounts:
    """PhysioNet overlap counts (binary, overlap-based, not one-to-one).

    tp = reference spans overlapping at least one candidate span; fn = the
    other reference spans; fp = candidate spans overlapping no reference
    span. Spans are counted by distinct offsets (labels are ignored).

    Args:
        ref: the reference's spans.
        cand: the candidate's.
        overlaps: which spans overlap, when already found.

    Returns:
        The counts; ``by_label`` splits the reference spans by label.
    """
    ref_hits, cand_hits = (overlaps or Overlaps.of(ref, cand)).hits
    tp = sum(ref_hits.values())
    fp = len(cand_hits) - sum(cand_hits.values())
    by_label: dict[str, list[int]] = {}
    get = by_label.get
    for (_, _, label), offsets in zip(ref.spans, ref.ordered, strict=True):
        row = get(label)
        if row is None:
            row = by_label[label] = [0, 0]
        row[0 if ref_hits[offsets] else 1] += 1
    return OverlapCounts(tp, fp, len(ref_hits) - tp, len(cand_hits), by_label)


def merge_tally(into: Tally, tally: Tally, keep: Set[str] | None = None) -> None:
    """Add one tally's ``[tp, fp, fn]`` rows into another, label by label
    (only the labels in ``keep``, when given)."""
    # get, not setdefault: setdefault would build a default row every time.
    get = into.get
    for label, (tp, fp, fn) in tally.items():
        if keep is not None and label not in keep:
            continue
        row = get(label)
        if row is None:
            into[label] = [tp, fp, fn]
        else:
            row[0] += tp
            row[1] += fp
            row[2] += fn
