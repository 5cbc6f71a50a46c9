"""Whole numbers read from files: ASCII digits only, and never longer than a file could need.

``str.isdigit`` accepts "²" and "٣" and ``int`` reads "٣" as 3, so a reader
that trusts them mistakes other scripts' digits for offsets; ``int`` also
refuses strings of more than 4,300 digits with an error no reader expects.
Every reader goes through these functions instead.
"""

from __future__ import annotations

#: More digits than any offset, length or identifier needs (10^18 characters).
MAX_DIGITS = 18


def parse_count(text: str, max_digits: int = MAX_DIGITS) -> int | None:
    """A whole number >= 0 written in ASCII digits (leading zeros allowed), or None.

    Args:
        text: the field, already stripped of surrounding spaces.
        max_digits: the most significant digits accepted.
    """
    if not text or not text.isascii() or not text.isdigit():
        return None
    digits = text.lstrip("0")
    if len(digits) > max_digits:
        return None
    return int(digits) if digits else 0


def parse_signed(text: str, max_digits: int = MAX_DIGITS) -> int | None:
    """A whole number with an optional ``+`` or ``-`` sign (ASCII digits only), or None."""
    sign, body = (-1, text[1:]) if text[:1] == "-" else (1, text)
    if sign == 1 and body[:1] == "+":
        body = body[1:]
    number = parse_count(body, max_digits)
    return None if number is None else sign * number


def json_int(text: str) -> int:
    """``parse_int`` for :func:`json.loads`: refuses numbers longer than a file could need.

    Raises:
        NumberTooLong: more than :data:`MAX_DIGITS` digits.
    """
    number = parse_signed(text)
    if number is None:
        raise NumberTooLong(f"a number has more than {MAX_DIGITS} digits")
    return number


class NumberTooLong(ValueError):
    """A number in a file has more digits than any offset or identifier needs."""
