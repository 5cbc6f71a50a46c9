"""Span-level matching per document: strict, relaxed, binary, token, and PhysioNet overlap.

Each function returns a tally ``{label: [tp, fp, fn]}`` (binary levels use
the label ``""``): tp counts candidate spans that match some reference
span, fp the other candidate spans, fn the reference spans nothing
matched (i2b2 2014 set semantics, measures.md §1).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import NamedTuple

from vtt_py.agreement.spans import TOKEN_CHARS, Reach, Span, TokenFinder

Tally = dict[str, list[int]]
#: A span as ``(start, end, label)``: a Span or a plain tuple.
LabelledOffsets = tuple[int, int, str]
#: A span's start, and its (start, end), taken in C.
_START, _OFFSETS = itemgetter(0), itemgetter(0, 1)

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
    ref: set[LabelledOffsets], cand: set[LabelledOffsets], strict: Tally
) -> Tally:
    """entity_relaxed: same start and label, ends at most 2 characters apart.

    Args:
        ref: the reference's distinct spans.
        cand: the candidate's.
        strict: their entity_strict tally: an exact match is a relaxed one,
            so only the spans it leaves unmatched are looked at again.
    """
    tally = {label: [tp, fp, fn] for label, (tp, fp, fn) in strict.items()}
    for spans, other, found in ((cand, ref, True), (ref, cand, False)):
        for start, end, label in spans - other:
            for (
                d
            ) in _SLACKS:  # a loop, not any(generator): this runs per unmatched span
                if (start, end + d, label) in other:
                    row = tally[label]
                    if found:  # a false positive found after all
                        row[0] += 1
                        row[1] -= 1
                    else:
                        row[2] -= 1
                    break
    return tally


def _longest_first(span: Span) -> tuple[int, int]:
    return span[0], span[0] - span[1]


class SpanSide(NamedTuple):
    """One side's spans with the sets every level matches on, built once."""

    spans: Sequence[Span]
    #: The spans as a set (plain tuples or Spans: they are equal).
    keys: set[LabelledOffsets]
    offsets: set[tuple[int, int]]
    tokens: set[tuple[int, int, str]]
    #: The tokens' offsets, labels aside (binary_token).
    token_offsets: set[tuple[int, int]]
    #: The label each token takes for kappa, ``{token start: label}``
    #: (:func:`~vtt_py.agreement.spans.token_labels`).
    token_labels: dict[int, str]
    #: The spans' offsets in span order: sorted, repeated where labels share
    #: them (what Reach and the MEDDOCAN merge take without sorting again).
    ordered: list[tuple[int, int]]
    #: The tokens, and their offsets, as found: two lists in step (what the
    #: HIPAA subset filters by label without building offsets again).
    found_tokens: tuple[list[tuple[int, int, str]], list[tuple[int, int]]]

    @classmethod
    def of(
        cls,
        text: str,
        spans: Sequence[Span],
        finder: TokenFinder | None = None,
        distinct: set[LabelledOffsets] | None = None,
    ) -> SpanSide:
        """The sets of a document's distinct spans, sorted by (start, end, label), in one pass.

        ``distinct``: the spans as a set, when the caller has it.
        """
        ordered = list(map(_OFFSETS, spans))
        finder = finder or TokenFinder(text)
        under, known = finder.tokens, finder.known
        tokens: list[tuple[int, int, str]] = []
        token_offsets: list[tuple[int, int]] = []
        labels: dict[int, str] = {}
        first = labels.setdefault
        # By start, longest first: token_labels's order, in which the first
        # span to cover a token labels it. The sets do not mind the order.
        # Spans sorted by (start, end) with no start twice are in it already.
        if len(set(map(_START, spans))) == len(spans):
            by_start, at = spans, ordered
        else:
            by_start = sorted(spans, key=_longest_first)
            at = list(map(_OFFSETS, by_start))
        for span, offsets in zip(by_start, at, strict=True):
            start, end, label = span
            if end <= start:
                continue  # covers no character, so no token
            piece = text[start:end]
            if (
                piece.isalnum()
                and piece.isascii()
                and not (start and text[start - 1] in TOKEN_CHARS)
            ):
                # One whole token, none running on from before (a name, an
                # age, an ID): the token is the span, keyed by its start.
                first(start, label)
                token_offsets.append(offsets)
                tokens.append(span)
                continue
            # The cache is read here: the other side mostly has these offsets.
            clipped, starts = known.get(offsets) or under(start, end)
            for key in starts:
                first(key, label)
            if len(clipped) == 1:
                token = clipped[0]
                token_offsets.append(token)
                tokens.append((token[0], token[1], label))
            else:
                token_offsets += clipped
                tokens += [(s, e, label) for s, e in clipped]
        return cls(
            spans,
            set(spans) if distinct is None else distinct,
            set(ordered),
            set(tokens),
            set(token_offsets),
            labels,
            ordered,
            (tokens, token_offsets),
        )


def span_level_tallies(
    text: str, ref: Sequence[Span], cand: Sequence[Span]
) -> dict[str, Tally]:
    """The five span levels of measures.md §1 for one document (spans in any order)."""
    # SpanSide.of needs distinct spans sorted by offsets, as the engine gives them.
    return side_tallies(
        SpanSide.of(text, sorted(set(ref))), SpanSide.of(text, sorted(set(cand)))
    )


def side_tallies(ref: SpanSide, cand: SpanSide) -> dict[str, Tally]:
    """The five span levels of measures.md §1 from both sides' sets."""
    if ref.keys == cand.keys:
        return _identical(ref)
    strict = tally_exact(ref.keys, cand.keys, 2)  # type: ignore[arg-type]
    return {
        "entity_strict": strict,
        "entity_relaxed": tally_relaxed(ref.keys, cand.keys, strict),
        "binary_strict": tally_exact(ref.offsets, cand.offsets, None),  # type: ignore[arg-type]
        "token": tally_exact(ref.tokens, cand.tokens, 2),  # type: ignore[arg-type]
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
    def of(cls, ref: SpanSide, cand: SpanSide) -> Overlaps:
        """Both sides' reach and overlaps."""
        ref_reach = Reach(ref.ordered, ordered=True)
        cand_reach = Reach(cand.ordered, ordered=True)
        common = ref.offsets & cand.offsets
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

    Offsets the other side has too overlap it unless they are empty: most
    of a pair's spans, answered without a bisection.
    """
    starts, reach = other.starts, other.reach
    found: dict[Offsets, bool] = {}
    for key in offsets:
        start, end = key
        if end > start and key in common:
            found[key] = True
        else:
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


def merge_tally(into: Tally, tally: Tally) -> None:
    """Add one tally's ``[tp, fp, fn]`` rows into another, label by label."""
    # get, not setdefault: setdefault would build a default row every time.
    get = into.get
    for label, (tp, fp, fn) in tally.items():
        row = get(label)
        if row is None:
            into[label] = [tp, fp, fn]
        else:
            row[0] += tp
            row[1] += fp
            row[2] += fn
