"""Tokenisers that keep character offsets: i2b2 scoring tokens and word tokens."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

#: i2b2 scoring tokens: maximal runs of ASCII letters and digits.
_I2B2_TOKEN = re.compile(r"[A-Za-z0-9]+")
#: Word tokens for tagging (BIO, CRF): letter runs, digit runs, or one symbol.
_WORD_TOKEN = re.compile(r"[^\W\d_]+|\d+|[^\w\s]|_", re.UNICODE)


@dataclass(frozen=True, slots=True)
class Token:
    """A token with its half-open character span."""

    start: int
    end: int
    text: str


def i2b2_tokens(text: str, start: int = 0, end: int | None = None) -> Iterator[Token]:
    """i2b2 scoring tokens (``[A-Za-z0-9]+``) inside ``text[start:end]``."""
    for m in _I2B2_TOKEN.finditer(text, start, len(text) if end is None else end):
        yield Token(m.start(), m.end(), m.group())


def word_tokens(text: str, start: int = 0, end: int | None = None) -> Iterator[Token]:
    """Word tokens: runs of letters, runs of digits, and single symbols.

    Splitting letters from digits ("22at" -> "22", "at") lets a span boundary
    fall between them, which clinical text needs.
    """
    for m in _WORD_TOKEN.finditer(text, start, len(text) if end is None else end):
        yield Token(m.start(), m.end(), m.group())
