"""Conversion between Python character offsets and UTF-16 code units (Java string indices)."""

from __future__ import annotations

import bisect
import re

_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


class Utf16Index:
    """Maps offsets between Python ``str`` characters and UTF-16 code units.

    Java (and so VTT) counts a character outside the Basic Multilingual Plane,
    such as an emoji, as two units. For BMP-only text both offsets are equal
    and no table is built.
    """

    def __init__(self, text: str) -> None:
        # ASCII text (most notes) is told in C without a regex scan.
        self._astral = (
            [] if text.isascii() else [m.start() for m in _ASTRAL.finditer(text)]
        )
        # UTF-16 index at which each astral character starts.
        self._astral_u16 = [c + i for i, c in enumerate(self._astral)]
        self.char_length = len(text)
        self.unit_length = len(text) + len(self._astral)

    @property
    def identity(self) -> bool:
        """True when the text is BMP-only and offsets need no conversion."""
        return not self._astral

    def to_units(self, char_offset: int) -> int:
        """UTF-16 offset of a character offset."""
        if not self._astral:
            return char_offset
        return char_offset + bisect.bisect_left(self._astral, char_offset)

    def to_chars(self, unit_offset: int) -> int:
        """Character offset of a UTF-16 offset.

        Raises:
            ValueError: if the offset falls between the two halves of a
                surrogate pair, which no character offset can express.
        """
        if not self._astral:
            return unit_offset
        k = bisect.bisect_left(self._astral_u16, unit_offset)
        if k and self._astral_u16[k - 1] + 1 == unit_offset:
            raise ValueError(f"UTF-16 offset {unit_offset} splits a surrogate pair")
        return unit_offset - k
