"""The counts of one document pair besides the span levels, and the HIPAA subset's tallies.

Two shortcuts keep a corpus fast without changing a figure: a pair whose
two sides have the same spans (a self-comparison, or a note both
annotators agree on) needs no matching at all; and the HIPAA subset reuses
the per-label rows of the full comparison whenever every span of a label
is in or out of it, so only the label-blind levels are counted again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence, Set
from itertools import compress
from operator import itemgetter
from typing import NamedTuple

from vtt_py.agreement.chance import OUTSIDE, kappa_table
from vtt_py.agreement.disagreements import confusion
from vtt_py.agreement.levels import (
    OverlapCounts,
    Overlaps,
    SpanSide,
    overlap_counts,
    side_tallies,
)
from vtt_py.agreement.matching import LabelledOffsets, Matched, Tally, tally_exact
from vtt_py.agreement.scorers import merge_spans, merged_counts, runstat_counts
from vtt_py.agreement.spans import TokenFinder
from vtt_py.agreement.unmatched import PairSets
from vtt_py.agreement.unmatched import confusion as unmatched_confusion
from vtt_py.agreement.unmatched import overlap_counts as unmatched_overlap_counts
from vtt_py.agreement.unmatched import runstat_counts as unmatched_runstat_counts

LabelPair = tuple[str, str]
#: The (tag, category) pairs behind each ``(start, end, label)`` span.
SpanPairs = dict[LabelledOffsets, tuple[LabelPair, ...]]
#: A span's or a token's label, taken in C.
_LABEL = itemgetter(2)
#: Levels that match labels: their rows are per label.
LABELLED = ("entity_strict", "entity_relaxed", "token")


class PairCounts(NamedTuple):
    """One pair's overlap, runStat and merged counts, kappa table and confusion cells."""

    overlap: OverlapCounts
    runstat: OverlapCounts
    merged: tuple[int, int, int]
    kappa: Mapping[tuple[str, str], int]
    confusion: Mapping[tuple[str, str], int]


def pair_counts(
    text: str,
    sides: tuple[SpanSide, SpanSide],
    lines: tuple[Sequence[tuple[int, int, str]], Sequence[tuple[int, int]]],
    *,
    repeated: bool = False,
    matched: Matched | None = None,
    finder: TokenFinder | None = None,
    pair: PairSets | None = None,
) -> tuple[PairCounts, Overlaps]:
    """The counts of a pair whose sides differ, and which of their spans overlap.

    Args:
        text: the document text.
        sides: the reference's and the candidate's spans.
        lines: runStat's lines of each side (one per markup, and repeats).
        repeated: whether ``lines`` hold repeats a document cannot (offsets
            the spans may lack).
        matched: ``Matched.of(*sides)``, when already made.
        finder: the text's TokenFinder, when already made.
        pair: ``PairSets.of(*sides)``, when already made (then ``matched``
            is its own).
    """
    ref, cand = sides
    finder = finder or TokenFinder(text)
    if pair is not None:
        matched = pair.matched
    shared = None if matched is None else matched.offsets
    overlaps = Overlaps.of(ref, cand, shared) if pair is None else pair.overlaps
    unmatched = None if pair is None else pair.unmatched
    merged = merged_counts(
        text,
        ref.offsets,
        cand.offsets,
        (ref.ordered, cand.ordered),
        shared,
        finder.ascii_flat,
        # (No empty span when the unmatched spans are counted.)
        unmatched is not None
        and overlaps.reach[0].disjoint()
        and overlaps.reach[1].disjoint(),
    )
    kappa = kappa_table(text, ref.token_labels, cand.token_labels, finder.count())
    if unmatched is None:
        return PairCounts(
            overlap_counts(ref, cand, overlaps),
            runstat_counts(*lines, None if repeated else overlaps.reach),
            merged,
            kappa,
            confusion(ref, cand, matched),
        ), overlaps
    # One line per span (no markup repeats a span, no file repeats a line):
    # runStat's counts come from the unmatched spans as the others' do.
    # (Lines are the markups' spans and the repeats: as many as spans, they
    # are the spans.)
    one_each = (
        not repeated
        and len(lines[0]) == len(ref.spans)
        and len(lines[1]) == len(cand.spans)
    )
    return PairCounts(
        unmatched_overlap_counts(ref, overlaps, unmatched[0]),
        unmatched_runstat_counts(ref, unmatched, len(lines[1]))
        if one_each
        else runstat_counts(*lines, None if repeated else overlaps.reach),
        merged,
        kappa,
        unmatched_confusion(ref, unmatched),
    ), overlaps


def same_counts(
    text: str,
    side: SpanSide,
    lines: tuple[Sequence[tuple[int, int, str]], Sequence[tuple[int, int]]],
    finder: TokenFinder | None = None,
) -> PairCounts:
    """The counts of a pair whose two sides have the same spans: everything found.

    ``finder``: the text's TokenFinder, when already made.
    """
    finder = finder or TokenFinder(text)
    per_label = Counter(label for _, _, label in side.spans)
    found = len(side.offsets)
    ref_lines, cand_lines = lines
    line_labels = Counter(label for _, _, label in ref_lines)
    labels = side.token_labels
    flat = finder.ascii_flat
    kappa = {(label, label): n for label, n in Counter(labels.values()).items()}
    outside = finder.count() - len(labels)
    if outside:
        kappa[OUTSIDE, OUTSIDE] = kappa.get((OUTSIDE, OUTSIDE), 0) + outside
    return PairCounts(
        OverlapCounts(found, 0, 0, found, {k: [n, 0] for k, n in per_label.items()}),
        OverlapCounts(
            len(ref_lines),
            0,
            0,
            len(cand_lines),
            {k: [n, 0] for k, n in line_labels.items()},
        ),
        (
            len(
                side.offsets | merge_spans(text, side.ordered, ordered=True, flat=flat)
            ),
            0,
            0,
        ),
        kappa,
        Counter({(label, label): n for label, n in per_label.items()}),
    )


def _kept(
    sides: tuple[SpanSide, SpanSide],
    pairs: tuple[SpanPairs, SpanPairs],
    accepted: set[LabelPair],
) -> tuple[list[list[LabelledOffsets]], dict[str, bool | None]]:
    """Each side's spans in the subset, and per label: all in, all out, or mixed (None)."""
    kept: list[list[LabelledOffsets]] = [[], []]
    state: dict[str, bool | None] = {}
    # Few distinct (tag, category) tuples stand behind a document's spans.
    verdicts: dict[tuple[LabelPair, ...], bool] = {}
    for side, spans, side_pairs in zip((0, 1), sides, pairs, strict=True):
        for span in spans.spans:
            behind = side_pairs[span]
            inside = verdicts.get(behind)
            if inside is None:
                inside = verdicts[behind] = any(p in accepted for p in behind)
            if inside:
                kept[side].append(span)
            label = span[2]
            before = state.setdefault(label, inside)
            if before is not None and before != inside:
                state[label] = None
    return kept, state


def labels_inside(
    used: Iterable[LabelPair],
    accepted: Set[LabelPair],
    label_of: Mapping[LabelPair, str],
) -> set[str] | None:
    """The labels whose every (tag, category) in ``used`` is accepted.

    None when some label stands for accepted and refused pairs alike: only
    then must each span's own pairs decide (:func:`hipaa_tallies` without
    ``inside``). Depends on the pairs alone, so callers keep it per set.
    """
    verdicts: dict[str, bool] = {}
    for pair in used:
        inside = pair in accepted
        if verdicts.setdefault(label_of[pair], inside) != inside:
            return None
    return {label for label, inside in verdicts.items() if inside}


def hipaa_tallies(
    text: str,
    tallies: dict[str, Tally],
    sides: tuple[SpanSide, SpanSide],
    pairs: tuple[SpanPairs, SpanPairs],
    accepted: set[LabelPair],
    inside: set[str] | None = None,
) -> dict[str, Tally]:
    """The five levels over the spans whose (tag, category) is in ``accepted``.

    Args:
        text: the document text.
        tallies: the levels over all spans.
        sides: both sides' span sets.
        pairs: the (tag, category) pairs behind each span of each side.
        accepted: the pairs in the subset.
        inside: the labels wholly in the subset, when
            :func:`labels_inside` found that every label is wholly in or
            out (then no span is looked at one by one).
    """
    if not accepted:
        return {}
    ref, cand = sides
    if inside is None:
        kept, state = _kept(sides, pairs, accepted)
        if None in state.values():  # a label with spans both in and out: count afresh
            return side_tallies(SpanSide.of(text, kept[0]), SpanSide.of(text, kept[1]))
        inside = {label for label, keep in state.items() if keep}
    result = {
        level: {k: row for k, row in tallies[level].items() if k in inside}
        for level in LABELLED
    }
    return result | subset_binary(sides, inside)


def subset_binary(
    sides: tuple[SpanSide, SpanSide], inside: Set[str]
) -> dict[str, Tally]:
    """binary_strict and binary_token over the spans whose label is in ``inside``."""
    ref, cand = sides
    result: dict[str, Tally] = {}
    # The offsets of the spans and tokens in the subset, taken in C.
    subset = inside.__contains__
    result["binary_strict"] = tally_exact(
        set(compress(ref.ordered, map(subset, map(_LABEL, ref.spans)))),
        set(compress(cand.ordered, map(subset, map(_LABEL, cand.spans)))),
        None,
    )
    (ref_tokens, ref_offsets), (cand_tokens, cand_offsets) = (
        ref.found_tokens,
        cand.found_tokens,
    )
    result["binary_token"] = tally_exact(
        set(compress(ref_offsets, map(subset, map(_LABEL, ref_tokens)))),
        set(compress(cand_offsets, map(subset, map(_LABEL, cand_tokens)))),
        None,
    )
    return result
