"""Span helpers: overlap tests and newline normalisation that keeps markups aligned."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from vtt_py.core.markup import Markup

_CR = re.compile(r"\r\n?")


def overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two half-open spans share a character."""
    return a[0] < b[1] and b[0] < a[1]


def normalize_newlines(
    text: str, markups: Iterable[Markup]
) -> tuple[str, list[Markup]]:
    """Turn CRLF and lone CR into LF, moving markup offsets to match.

    VTT keeps no carriage returns (it reads lines), so text from other formats
    passes through here before it is written as VTT. Markup boundaries that
    fell between a CR and its LF move to the LF.
    """
    removed: list[int] = []  # positions (in the old text) of dropped CR characters
    for m in _CR.finditer(text):
        if m.group() == "\r\n":
            removed.append(m.start())
    new_text = _CR.sub("\n", text)

    def move(pos: int) -> int:
        return pos - bisect.bisect_left(removed, pos)

    moved = [m.with_(start=move(m.start), end=move(m.end)) for m in markups]
    return new_text, moved
