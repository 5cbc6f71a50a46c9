"""The spans one side of a pair does not share, visited once for every measure that asks about them.

Most spans of a pair are on both sides (same offsets, same label), and for
those every pair measure knows the answer: found, overlapping, the same
label. Each measure once visited every span; now one pass over the others
(a third of a pair's spans) counts what each measure needs: their labels,
their labels by offsets (the confusion cells), the kind of each
disagreement, those overlapping nothing on the other side (PhysioNet's
overlap) and those meeting nothing, ends included (runStat). A measure
starts from a side's label counts and takes these off.

This holds when neither side has an empty span: a shared non-empty span
overlaps itself. Otherwise the measures visit every span, as before.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from typing import NamedTuple

from vtt_py.agreement.disagreements import MISSING, SPURIOUS, add_unmatched_cells
from vtt_py.agreement.levels import OverlapCounts, Overlaps
from vtt_py.agreement.matching import LabelledOffsets, Matched, Tally
from vtt_py.agreement.sides import SpanSide

Offsets = tuple[int, int]


class Unmatched(NamedTuple):
    """What one side's spans without an exact match on the other side tell."""

    #: How many per label.
    labels: dict[str, int]
    #: Their labels, by offsets.
    at: dict[Offsets, list[str]]
    #: How many of each kind of disagreement (see :mod:`.disagreements`).
    kinds: dict[str, int]
    #: Per label, how many overlap no span of the other side.
    missed: dict[str, int]
    #: Per label, how many meet no span of the other side, ends included.
    unmet: dict[str, int]


def unmatched(
    spans: Iterable[LabelledOffsets],
    other: SpanSide,
    hits: dict[Offsets, bool],
    reach: tuple[list[int], list[int]],
    alone: str,
) -> Unmatched:
    """One pass over a side's unmatched spans.

    Args:
        spans: the side's spans the other side lacks.
        other: the other side.
        hits: which of the side's offsets overlap the other side (Overlaps).
        reach: the other side's starts and running end (its Reach).
        alone: the kind of a span overlapping nothing (missing, spurious).
    """
    labels: dict[str, int] = {}
    at: dict[Offsets, list[str]] = {}
    kinds: dict[str, int] = {}
    missed: dict[str, int] = {}
    unmet: dict[str, int] = {}
    offsets = other.offsets
    starts, ends = reach
    for start, end, label in spans:
        labels[label] = labels.get(label, 0) + 1
        key = start, end
        same = at.get(key)
        if same is None:
            at[key] = [label]
        else:
            same.append(label)
        if key in offsets:
            kind = "type"
        elif hits[key]:
            kind = "boundary"
        else:
            kind = alone
            missed[label] = missed.get(label, 0) + 1
            # runStat's closed intervals: touching the other side is meeting it.
            i = bisect_right(starts, end)
            if not (i > 0 and ends[i - 1] >= start):
                unmet[label] = unmet.get(label, 0) + 1
        kinds[kind] = kinds.get(kind, 0) + 1
    # tuple.__new__: a NamedTuple's own __new__ is a Python call, twice a pair.
    return tuple.__new__(Unmatched, (labels, at, kinds, missed, unmet))


class PairSets(NamedTuple):
    """A pair's matched spans, overlaps and, when they say all, both sides' unmatched spans."""

    matched: Matched
    overlaps: Overlaps
    #: None when a side has an empty span (see the module docstring).
    unmatched: tuple[Unmatched, Unmatched] | None

    @classmethod
    def of(cls, ref: SpanSide, cand: SpanSide) -> PairSets:
        """The sets of two sides that differ."""
        matched = Matched.of(ref, cand)
        overlaps = Overlaps.of(ref, cand, matched.offsets)
        if ref.has_empty or cand.has_empty:
            return cls(matched, overlaps, None)
        ref_reach, cand_reach = overlaps.reach
        ref_hits, cand_hits = overlaps.hits
        return cls(
            matched,
            overlaps,
            (
                unmatched(
                    matched.ref_only,
                    cand,
                    ref_hits,
                    (cand_reach.starts, cand_reach.reach),
                    MISSING,
                ),
                unmatched(
                    matched.cand_only,
                    ref,
                    cand_hits,
                    (ref_reach.starts, ref_reach.reach),
                    SPURIOUS,
                ),
            ),
        )


def strict_tally(
    counts: tuple[dict[str, int], dict[str, int]],
    unmatched: tuple[Unmatched, Unmatched],
) -> Tally:
    """entity_strict's tally: each side's label counts less its unmatched spans."""
    ref_only, cand_only = unmatched[0].labels, unmatched[1].labels
    tally: Tally = {}
    for label, n in counts[0].items():
        missed = ref_only.get(label, 0)
        tally[label] = [n - missed, cand_only.get(label, 0), missed]
    for label, n in counts[1].items():
        if label not in tally:
            tally[label] = [0, n, 0]  # a label only the candidate uses
    return tally


def overlap_counts(
    ref: SpanSide, overlaps: Overlaps, ref_only: Unmatched
) -> OverlapCounts:
    """:func:`~vtt_py.agreement.levels.overlap_counts` from the unmatched spans."""
    ref_hits, cand_hits = overlaps.hits
    tp = sum(ref_hits.values())
    missed = ref_only.missed
    by_label = {
        label: [n - missed.get(label, 0), missed.get(label, 0)]
        for label, n in ref.label_counts.items()
    }
    found = sum(cand_hits.values())
    return OverlapCounts(
        tp, len(cand_hits) - found, len(ref_hits) - tp, len(cand_hits), by_label
    )


def runstat_counts(
    ref: SpanSide, unmatched: tuple[Unmatched, Unmatched], candidates: int
) -> OverlapCounts:
    """:func:`~vtt_py.agreement.scorers.runstat_counts` when each line is a span.

    ``candidates``: the candidate's lines (one per span).
    """
    unmet = unmatched[0].unmet
    fn = sum(unmet.values())
    by_label = {
        label: [n - unmet.get(label, 0), unmet.get(label, 0)]
        for label, n in ref.label_counts.items()
    }
    fp = sum(unmatched[1].unmet.values())
    return OverlapCounts(len(ref.spans) - fn, fp, fn, candidates, by_label)


def confusion(
    ref: SpanSide, unmatched: tuple[Unmatched, Unmatched]
) -> dict[tuple[str, str], int]:
    """:func:`~vtt_py.agreement.disagreements.confusion` from the unmatched spans."""
    ref_only, cand_only = unmatched
    missed = ref_only.labels
    cells: dict[tuple[str, str], int] = {}
    for label, n in ref.label_counts.items():
        same = n - missed.get(label, 0)
        if same:
            cells[label, label] = same
    add_unmatched_cells(cells, ref_only.at, cand_only.at)
    return cells


def kinds(unmatched: tuple[Unmatched, Unmatched]) -> dict[str, int]:
    """How many disagreements of each kind (:func:`.disagreements.count_kinds`)."""
    found = dict(unmatched[0].kinds)
    for kind, n in unmatched[1].kinds.items():
        found[kind] = found.get(kind, 0) + n
    return found
