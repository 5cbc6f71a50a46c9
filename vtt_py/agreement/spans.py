"""Span sets for comparison: labels, duplicates, i2b2 tokens and fast overlap queries."""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from operator import itemgetter, le
from typing import NamedTuple

from vtt_py.core.document import Document

#: i2b2 scoring tokens (the same rule as ``core.tokens.i2b2_tokens``).
I2B2_TOKEN = re.compile(r"[A-Za-z0-9]+")
#: The tokens in :func:`token_bytes`'s flattened text.
_RUN = re.compile(rb"a+")
#: The characters of i2b2 tokens.
TOKEN_CHARS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
)


class Span(NamedTuple):
    """A labelled span to compare: ``[start, end)`` and its label."""

    start: int
    end: int
    label: str


#: How spans are labelled for comparison: the full ``Name|Category`` label,
#: the tag only, or the finest type (the category when there is one, else the
#: tag), which lets corpora whose label hierarchies differ be compared, e.g.
#: brat ``FECHAS`` with i2b2 XML ``DATE|FECHAS``.
LABEL_MODES = ("tag|category", "tag", "type")


def span_label(tag: str, category: str, label_mode: str = "tag|category") -> str:
    """The label a markup is compared under in ``label_mode``."""
    if not category:
        return tag
    if label_mode == "tag":
        return tag
    if label_mode == "type":
        return category
    return f"{tag}|{category}"


def document_spans(
    doc: Document,
    *,
    ignore_category: bool = False,
    keep: Callable[[str, str], bool] | None = None,
    label_mode: str = "tag|category",
) -> list[Span]:
    """The distinct labelled spans of a document, sorted by start, end, label.

    Args:
        doc: the document.
        ignore_category: label spans by tag only (``Name``), not ``Name|Patient``
            (the same as ``label_mode="tag"``).
        keep: optional filter on ``(tag, category)`` (e.g. HIPAA labels only).
        label_mode: one of :data:`LABEL_MODES`.

    Returns:
        Sorted spans; identical spans (same offsets and label) count once.
    """
    mode = "tag" if ignore_category else label_mode
    found = set()
    for m in doc.markups:
        if keep is not None and not keep(m.tag, m.category):
            continue
        found.add(Span(m.start, m.end, span_label(m.tag, m.category, mode)))
    return sorted(found)


class TokenFinder:
    """The i2b2 tokens under spans of one text, found once per offsets.

    Both sides of a pair mostly share their spans' offsets, and the token
    levels, kappa and the HIPAA subset all ask for the tokens under them.
    """

    __slots__ = ("ascii", "flat", "known", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        #: What :meth:`tokens` found, by offsets.
        self.known: dict[tuple[int, int], tuple[list[tuple[int, int]], list[int]]] = {}
        #: The text's UTF-8 bytes as :func:`token_bytes` flattens them: made
        #: once a pair for the token count, and, when the text is ASCII (its
        #: bytes are its characters), for questions about its characters.
        self.flat = token_bytes(text)
        self.ascii = text.isascii()

    def count(self) -> int:
        """Number of i2b2 tokens in the whole text (:func:`count_tokens`)."""
        # Token ends, not starts: a space ends the needle, and spaces are
        # rarer than letters, so the search skips more (a fifth faster).
        flat = self.flat
        return flat.count(b"a ") + flat.endswith(b"a")

    @property
    def ascii_flat(self) -> bytes | None:
        """:attr:`flat` when the text is ASCII, so that its offsets are the text's."""
        return self.flat if self.ascii else None

    def under(self, start: int, end: int) -> tuple[list[tuple[int, int]], int]:
        """The tokens inside ``[start, end)``, clipped to it, and where the token
        ending at or running across ``start`` begins (-1 when none does).
        """
        clipped, keys = self.tokens(start, end)
        back = keys[0] if keys and keys[0] < start else -1
        return clipped, back

    def tokens(self, start: int, end: int) -> tuple[list[tuple[int, int]], list[int]]:
        """The tokens inside ``[start, end)``, clipped to it, and the starts of
        the tokens a span there labels for kappa (see :func:`token_labels`):
        the token it starts inside or just after, keyed by its own start,
        then each other token inside.
        """
        key = (start, end)
        found = self.known.get(key)
        if found is None:
            found = self.known[key] = (
                self._ascii_tokens(start, end)
                if self.ascii
                else self._tokens(start, end)
            )
        return found

    def _tokens(self, start: int, end: int) -> tuple[list[tuple[int, int]], list[int]]:
        text = self.text
        back = start
        # Step back over the token characters before the span (see token_labels).
        while back > 0 and text[back - 1] in TOKEN_CHARS:
            back -= 1
        clipped = [m.span() for m in I2B2_TOKEN.finditer(text, start, end)]
        if back < start:
            return clipped, [back] + [s for s, _ in clipped if s != start]
        return clipped, [s for s, _ in clipped]

    def _ascii_tokens(
        self, start: int, end: int
    ) -> tuple[list[tuple[int, int]], list[int]]:
        """:meth:`_tokens` for an ASCII text, where :attr:`flat`'s offsets are the text's."""
        flat = self.flat
        # The token running on from before the span starts after the last
        # space before it (its own start when none runs on): one search in C.
        back = flat.rfind(b" ", 0, start) + 1
        if end > start and flat.find(b" ", start, end) < 0:
            # Inside one token (a span cut out of a word): no token search.
            return [(start, end)], [back]
        clipped = [m.span() for m in _RUN.finditer(flat, start, end)]
        if back < start:
            return clipped, [back] + [s for s, _ in clipped if s != start]
        return clipped, [s for s, _ in clipped]


def token_labels(
    text: str, spans: Sequence[Span], finder: TokenFinder | None = None
) -> dict[int, str]:
    """The label each document token gets from an annotator: ``{token start: label}``.

    A token takes the label of the first span (by start, then longest)
    that covers any of its characters; tokens no span touches are absent
    (the caller counts them as ``O``). Zero-length spans cover nothing. A
    span that starts just after a token (at a space, say) also labels that
    token, as this measure always has (its figures are pinned).
    """
    labels: dict[int, str] = {}
    under = (finder or TokenFinder(text)).under
    for start, end, label in sorted(spans, key=lambda s: (s.start, s.start - s.end)):
        if end <= start:
            continue
        clipped, back = under(start, end)
        if back >= 0:
            labels.setdefault(back, label)
        for token_start, _ in clipped:
            # A token the span starts inside is keyed by its own start (back).
            if token_start != start or back < 0:
                labels.setdefault(token_start, label)
    return labels


#: UTF-8 bytes mapped to 'a' (a token character) or ' ' (anything else): the
#: bytes of non-ASCII characters are all >= 0x80, never token characters.
_TOKEN_BYTES = bytes(0x61 if chr(i) in TOKEN_CHARS else 0x20 for i in range(256))


def token_bytes(text: str) -> bytes:
    """The text's UTF-8 bytes with token characters as ``a`` and all else as a space."""
    return text.encode("utf-8", "surrogatepass").translate(_TOKEN_BYTES)


def count_tokens(text: str) -> int:
    """Number of i2b2 tokens in a whole text (runs of token characters, counted in C)."""
    flat = token_bytes(text)
    return flat.count(b"a ") + flat.endswith(b"a")


Offsets = tuple[int, int]
#: A span's start and end, taken in C.
_START, _END = itemgetter(0), itemgetter(1)


class Reach:
    """Intervals sorted by start with the furthest end reached so far: overlap in log time.

    Every overlap question of a pair (PhysioNet's, runStat's, MEDDOCAN's
    containment, the kind of a disagreement) is one bisection here.
    """

    __slots__ = ("reach", "starts")

    def __init__(self, spans: Iterable[Offsets], *, ordered: bool = False) -> None:
        """Index ``spans``; ``ordered``: they are a list sorted already (repeats allowed)."""
        in_order: Sequence[Offsets] = spans if ordered else sorted(spans)  # type: ignore[assignment]
        self.starts = list(map(_START, in_order))
        ends = list(map(_END, in_order))
        # The running maximum of the ends is the ends themselves when they
        # never fall (no interval inside an earlier one, nearly always): a
        # sort of a sorted list costs less than a max call per interval.
        rising = ends == sorted(ends)
        self.reach = ends if rising else list(itertools.accumulate(ends, max))

    def disjoint(self) -> bool:
        """Whether no interval overlaps the next (touching is allowed; repeats overlap)."""
        # Each start at or after the furthest end before it, compared in C.
        return all(map(le, self.reach, self.starts[1:]))

    def any_overlap(self, start: int, end: int) -> bool:
        """Whether some interval shares at least one character with ``[start, end)``.

        A zero-length span sits between two characters: it overlaps only
        spans that strictly surround its position.
        """
        i = bisect.bisect_left(self.starts, end)
        return i > 0 and self.reach[i - 1] > start

    def meets(self, start: int, end: int) -> bool:
        """Does some ``[s, e]`` meet ``[start, end]``, ends included (runStat's overlap)?"""
        i = bisect.bisect_right(self.starts, end)
        return i > 0 and self.reach[i - 1] >= start

    def contain(self, span: Offsets) -> bool:
        """Does some interval contain ``span``?"""
        i = bisect.bisect_right(self.starts, span[0])
        return i > 0 and self.reach[i - 1] >= span[1]


class SpanIndex:
    """Spans sorted by start, answering "which spans overlap [s, e)?" quickly."""

    def __init__(self, spans: Sequence[Span]) -> None:
        self.spans = sorted(spans)
        self.starts = [s.start for s in self.spans]
        self.max_len = max((s.end - s.start for s in self.spans), default=0)

    def overlapping(self, start: int, end: int) -> list[Span]:
        """The spans sharing at least one character with ``[start, end)``."""
        lo = bisect.bisect_left(self.starts, start - self.max_len)
        hi = bisect.bisect_left(self.starts, end)
        return [s for s in self.spans[lo:hi] if s.end > start]

    def spans_at(self, start: int, end: int) -> list[Span]:
        """The spans with exactly these offsets (any label)."""
        lo = bisect.bisect_left(self.starts, start)
        hi = bisect.bisect_right(self.starts, start)
        return [s for s in self.spans[lo:hi] if s.end == end]
