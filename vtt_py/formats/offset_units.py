"""Offsets other tools count in UTF-16 units or UTF-8 bytes, turned into characters.

Formats whose spans repeat their text (Label Studio's ``value.text``,
BioC's ``<text>``) can tell which unit a file counts in: the reading in
which every span's text matches the document wins. Characters are tried
first; the others are what Java and JavaScript tools (UTF-16) or byte-minded
tools (UTF-8) write.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from vtt_py.core.utf16 import Utf16Index
from vtt_py.formats.brat_labels import flat_whitespace

CHARACTERS = "characters"
UTF16 = "UTF-16 units"
UTF8 = "UTF-8 bytes"

#: The most spaces a reader puts between two pieces of a text it assembles
#: (BioC passages, WebAnno sentences): more than any note holds, and the
#: bound on what a hostile offset can make a reader allocate.
MAX_GAP = 10_000_000

#: A span as a file gives it: start, end, and the text it claims (if any).
RawSpan = tuple[int, int, str | None]
Converter = Callable[[int], int]


class Utf8Index:
    """Maps UTF-8 byte offsets of a text to character offsets."""

    def __init__(self, text: str) -> None:
        self._ascii = text.isascii()
        self._starts: list[int] = []
        if not self._ascii:
            total = 0
            for char in text:
                self._starts.append(total)
                total += len(char.encode("utf-8", "surrogatepass"))
            self._starts.append(total)

    def to_chars(self, byte_offset: int) -> int:
        """Character offset of a byte offset.

        Raises:
            ValueError: the offset falls inside a character's bytes.
        """
        if self._ascii:
            return byte_offset
        i = bisect.bisect_left(self._starts, byte_offset)
        if i >= len(self._starts) or self._starts[i] != byte_offset:
            raise ValueError(f"byte offset {byte_offset} splits a character")
        return i


def converters(text: str, units: Sequence[str]) -> list[tuple[str, Converter]]:
    """The unit readings worth trying for a text (only characters for plain ASCII)."""
    found: list[tuple[str, Converter]] = []
    for unit in units:
        if unit == CHARACTERS:
            found.append((unit, int))
        elif text.isascii():
            continue
        elif unit == UTF16:
            index16 = Utf16Index(text)
            if not index16.identity:
                found.append((unit, index16.to_chars))
        elif unit == UTF8:
            found.append((unit, Utf8Index(text).to_chars))
    return found


def _matches(claimed: str | None, text: str, start: int, end: int) -> bool:
    if not 0 <= start <= end <= len(text):
        return False
    if claimed is None:
        return True
    found = text[start:end]
    return claimed == found or flat_whitespace(claimed) == flat_whitespace(found)


def to_characters(
    text: str, spans: Sequence[RawSpan], units: Sequence[str]
) -> tuple[str, list[tuple[int, int]]] | None:
    """The first unit in which every span lies in the text and matches its claimed text.

    Returns:
        The unit and the spans in characters, or None when no unit fits.
    """
    for unit, convert in converters(text, units):
        try:
            chars = [(convert(s), convert(e)) for s, e, _ in spans]
        except ValueError:
            continue
        if all(
            _matches(claimed, text, s, e)
            for (s, e), (_, _, claimed) in zip(chars, spans, strict=True)
        ):
            return unit, chars
    return None


def first_misfit(text: str, spans: Sequence[RawSpan]) -> int:
    """Index of the first span that does not fit the text in characters (for errors)."""
    for i, (s, e, claimed) in enumerate(spans):
        if not _matches(claimed, text, s, e):
            return i
    return 0
