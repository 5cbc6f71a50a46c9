"""Span sets for comparison: labels, duplicates, i2b2 tokens and fast overlap queries."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from vtt_py.core.document import Document

#: i2b2 scoring tokens (the same rule as ``core.tokens.i2b2_tokens``).
I2B2_TOKEN = re.compile(r"[A-Za-z0-9]+")
_TOKEN_CHARS = frozenset(
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


def span_tokens(text: str, spans: Iterable[Span]) -> set[tuple[int, int, str]]:
    """i2b2 token keys ``(start, end, label)`` of the spans' tokens.

    A token is a maximal ``[A-Za-z0-9]`` run inside a span (clipped to it),
    so punctuation and white space never count.
    """
    finditer = I2B2_TOKEN.finditer
    return {
        (m.start(), m.end(), span.label)
        for span in spans
        for m in finditer(text, span.start, span.end)
    }


def token_labels(text: str, spans: Sequence[Span]) -> dict[int, str]:
    """The label each document token gets from an annotator: ``{token start: label}``.

    A token takes the label of the first span (by start, then longest)
    that covers any of its characters; tokens no span touches are absent
    (the caller counts them as ``O``). Zero-length spans cover nothing.
    """
    labels: dict[int, str] = {}
    search = I2B2_TOKEN.search
    for span in sorted(spans, key=lambda s: (s.start, s.start - s.end)):
        if span.end <= span.start:
            continue
        pos = span.start
        # Step back to the start of a token the span begins inside.
        while pos > 0 and text[pos - 1] in _TOKEN_CHARS:
            pos -= 1
        while True:
            m = search(text, pos)
            if m is None or m.start() >= span.end:
                break
            labels.setdefault(m.start(), span.label)
            pos = m.end()
    return labels


#: UTF-8 bytes mapped to 'a' (a token character) or ' ' (anything else): the
#: bytes of non-ASCII characters are all >= 0x80, never token characters.
_TOKEN_BYTES = bytes(0x61 if chr(i) in _TOKEN_CHARS else 0x20 for i in range(256))


def count_tokens(text: str) -> int:
    """Number of i2b2 tokens in a whole text (runs of token characters, counted in C)."""
    flat = text.encode("utf-8", "surrogatepass").translate(_TOKEN_BYTES)
    return flat.count(b" a") + flat.startswith(b"a")


class SpanIndex:
    """Spans sorted by start, answering "which spans overlap [s, e)?" quickly."""

    def __init__(self, spans: Sequence[Span]) -> None:
        self.spans = sorted(spans)
        self.starts = [s.start for s in self.spans]
        self.max_len = max((s.end - s.start for s in self.spans), default=0)
        ends = [s.end for s in self.spans]
        running = -1
        self.prefix_max_end = []
        for end in ends:
            running = max(running, end)
            self.prefix_max_end.append(running)

    def any_overlap(self, start: int, end: int) -> bool:
        """Whether some span shares at least one character with ``[start, end)``.

        A zero-length span sits between two characters: it overlaps only
        spans that strictly surround its position.
        """
        i = bisect.bisect_left(self.starts, end)
        return i > 0 and self.prefix_max_end[i - 1] > start

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
