"""Words and names in ASCII letters, as English text writes them (``José`` -> ``Jose``)."""

from __future__ import annotations

import unicodedata

#: Letters that no Unicode decomposition strips to ASCII, and the marks a
#: name's ASCII spelling drops (the Hawaiian okina: ``Kapa‘a`` is written
#: ``Kapaa``) or keeps as an apostrophe (``Xi’an``).
_ASCII_LETTERS = str.maketrans(
    dict(zip("łŁøØđĐðÐı", "lLoOdDdDi", strict=True))
    | {"ß": "ss", "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe", "þ": "th", "Þ": "Th"}
    | {"\u2018": "", "\u02bb": "", "\u2019": "'", "\u02bc": "'"}
)


def folded(text: str) -> str:
    """``text`` without its accents: ``José`` -> ``Jose``, ``Łukasz`` -> ``Lukasz``."""
    if text.isascii():
        return text  # no ASCII character decomposes or combines: most words
    decomposed = unicodedata.normalize("NFKD", text.translate(_ASCII_LETTERS))
    return "".join(c for c in decomposed if not unicodedata.combining(c))
