"""One side's spans of a document pair, with every set the measures match on, made in one pass."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from operator import itemgetter
from typing import NamedTuple

from vtt_py.agreement.matching import LabelledOffsets
from vtt_py.agreement.spans import TOKEN_CHARS, TokenFinder

#: A span's start, its label, and its (start, end), taken in C.
_START, _LABEL, _OFFSETS = itemgetter(0), itemgetter(2), itemgetter(0, 1)


def _longest_first(span: LabelledOffsets) -> tuple[int, int]:
    return span[0], span[0] - span[1]


class SpanSide(NamedTuple):
    """One side's spans with the sets every level matches on, built once."""

    spans: Sequence[LabelledOffsets]
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
    #: How many spans each label has (first seen first).
    label_counts: dict[str, int]
    #: The spans' starts.
    starts: set[int]
    #: Whether some span covers no character (end <= start).
    has_empty: bool = False

    @classmethod
    def of(
        cls,
        text: str,
        spans: Sequence[LabelledOffsets],
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
        has_empty = False
        split = False  # whether some span is not one whole token
        # An ASCII text (nearly every note) needs no check of each piece.
        ascii_text = text.isascii()
        # By start, longest first: token_labels's order, in which the first
        # span to cover a token labels it. The sets do not mind the order.
        # Spans sorted by (start, end) with no start twice are in it already.
        starts = set(map(_START, spans))
        if len(starts) == len(spans):
            by_start, at = spans, ordered
        else:
            by_start = sorted(spans, key=_longest_first)
            at = list(map(_OFFSETS, by_start))
        for span, offsets in zip(by_start, at, strict=True):
            start, end, label = span
            if end <= start:
                has_empty = True
                continue  # covers no character, so no token
            piece = text[start:end]
            if (
                piece.isalnum()
                and (ascii_text or piece.isascii())
                and not (start and text[start - 1] in TOKEN_CHARS)
            ):
                # One whole token, none running on from before (a name, an
                # age, an ID): the token is the span, keyed by its start.
                first(start, label)
                token_offsets.append(offsets)
                tokens.append(span)
                continue
            split = True
            # The cache is read here: the other side mostly has these offsets.
            clipped, token_starts = known.get(offsets) or under(start, end)
            for key in token_starts:
                first(key, label)
            if len(clipped) == 1:
                token = clipped[0]
                token_offsets.append(token)
                tokens.append((token[0], token[1], label))
            else:
                token_offsets += clipped
                tokens += [(s, e, label) for s, e in clipped]
        keys = set(spans) if distinct is None else distinct
        offsets = set(ordered)
        whole = not (split or has_empty)  # every span one whole token
        # tuple.__new__: a NamedTuple's own __new__ is a Python call, twice a pair.
        return tuple.__new__(
            cls,
            (
                spans,
                keys,
                offsets,
                # The tokens are the spans when each span is one whole token
                # (names, ages, IDs): the sets are made once, not twice.
                keys if whole else set(tokens),
                offsets if whole else set(token_offsets),
                labels,
                ordered,
                (tokens, token_offsets),
                # Counted in C; the pair measures subtract what a side does not share.
                Counter(map(_LABEL, spans)),
                starts,
                has_empty,
            ),
        )
