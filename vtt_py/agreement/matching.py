"""Exact and relaxed matching of two sides' span sets: the tallies of measures.md §1.

A tally is ``{label: [tp, fp, fn]}`` (binary levels use the label ``""``):
tp counts candidate spans that match some reference span, fp the other
candidate spans, fn the reference spans nothing matched (i2b2 2014 set
semantics).
"""

from __future__ import annotations

from collections.abc import Hashable
from operator import itemgetter
from typing import NamedTuple, Protocol

Tally = dict[str, list[int]]
#: A span as ``(start, end, label)``: a Span or a plain tuple.
LabelledOffsets = tuple[int, int, str]
#: A span's start, taken in C.
_START = itemgetter(0)


class KeyedSide(Protocol):
    """One side's distinct spans and their offsets (what a ``SpanSide`` holds)."""

    @property
    def keys(self) -> set[LabelledOffsets]:
        """The distinct ``(start, end, label)`` spans."""

    @property
    def offsets(self) -> set[tuple[int, int]]:
        """Their distinct ``(start, end)``."""


#: entity_relaxed: a candidate end may differ from the reference end by this much.
RELAXED_END_SLACK = 2


class Matched(NamedTuple):
    """The labelled spans both sides have, each side's others, and the offsets both have.

    entity_strict and entity_relaxed, binary_strict, the confusion cells,
    the kinds of disagreement, the overlaps and the merged spans all start
    from these sets: made once a pair, where each measure took its own
    differences (a tenth of a pair's scoring).
    """

    same: set[LabelledOffsets]
    ref_only: set[LabelledOffsets]
    cand_only: set[LabelledOffsets]
    offsets: set[tuple[int, int]]

    @classmethod
    def of(cls, ref: KeyedSide, cand: KeyedSide) -> Matched:
        """The match of two sides' distinct spans."""
        same = ref.keys & cand.keys
        fields = same, ref.keys - same, cand.keys - same, ref.offsets & cand.offsets
        # tuple.__new__: a NamedTuple's own __new__ is a Python call, once a pair.
        return tuple.__new__(cls, fields)


def tally_matched(matched: Matched) -> Tally:
    """entity_strict's tally (:func:`tally_exact` by label) from a :class:`Matched`."""
    tally: Tally = {}
    get = tally.get
    for keys, column in (
        (matched.same, 0),
        (matched.cand_only, 1),
        (matched.ref_only, 2),
    ):
        for _, _, label in keys:
            row = get(label)
            if row is None:
                row = tally[label] = [0, 0, 0]
            row[column] += 1
    return tally


def tally_exact(ref: set[Hashable], cand: set[Hashable], label_at: int | None) -> Tally:
    """Exact set matching of keys; ``label_at`` is the key's label position, if any."""
    if label_at is None:
        if not ref and not cand:
            return {}
        tp = len(ref & cand)
        return {"": [tp, len(cand) - tp, len(ref) - tp]}
    tally: Tally = {}
    get = tally.get
    for key in cand:
        label = key[label_at]  # type: ignore[index]
        row = get(label)
        if row is None:
            row = tally[label] = [0, 0, 0]
        row[0 if key in ref else 1] += 1
    for key in ref - cand:
        label = key[label_at]  # type: ignore[index]
        row = get(label)
        if row is None:
            row = tally[label] = [0, 0, 0]
        row[2] += 1
    return tally


#: How far an end may move for entity_relaxed (0, the exact match, aside).
_SLACKS = tuple(d for d in range(-RELAXED_END_SLACK, RELAXED_END_SLACK + 1) if d)


def tally_relaxed(
    ref: set[LabelledOffsets],
    cand: set[LabelledOffsets],
    strict: Tally,
    unmatched: tuple[set[LabelledOffsets], set[LabelledOffsets]] | None = None,
    starts: tuple[set[int], set[int]] | None = None,
) -> Tally:
    """entity_relaxed: same start and label, ends at most 2 characters apart.

    Args:
        ref: the reference's distinct spans.
        cand: the candidate's.
        strict: their entity_strict tally: an exact match is a relaxed one,
            so only the spans it leaves unmatched are looked at again.
        unmatched: ``ref - cand`` and ``cand - ref``, when already made.
        starts: each side's span starts, when already made.
    """
    ref_only, cand_only = unmatched or (ref - cand, cand - ref)
    ref_starts, cand_starts = starts or (None, None)
    tally = {label: [tp, fp, fn] for label, (tp, fp, fn) in strict.items()}
    for spans, other, found, other_starts in (
        (cand_only, ref, True, ref_starts),
        (ref_only, cand, False, cand_starts),
    ):
        if not spans:
            continue
        # Only a span starting where one of the other side starts can match:
        # one lookup of an int rules out most, where four ends were tried.
        begins = set(map(_START, other)) if other_starts is None else other_starts
        for start, end, label in spans:
            if start not in begins:
                continue
            for d in _SLACKS:  # a loop, not any(generator): this runs per span
                if (start, end + d, label) in other:
                    row = tally[label]
                    if found:  # a false positive found after all
                        row[0] += 1
                        row[1] -= 1
                    else:
                        row[2] -= 1
                    break
    return tally
