"""Regular expressions typed by users: compiled with ``regex`` and run with a time limit.

A pattern such as ``(a|aa)+$`` takes exponential time on some strings; the
standard ``re`` module cannot be stopped, so one bad ``--patient-pattern``
would hang a command for ever. ``regex`` (already a dependency of the
de-identifier) takes a timeout.
"""

from __future__ import annotations

import functools

import regex

from vtt_py.errors import UsageError

#: The longest a user pattern may take on one string, in seconds.
TIMEOUT_SECONDS = 1.0


class UserPattern:
    """A user's regular expression, refused with a clear message when bad or too slow.

    Args:
        text: the pattern as typed.
        what: how messages name it (``--patient-pattern``).

    Raises:
        UsageError: ``text`` is not a regular expression.
    """

    def __init__(self, text: str, what: str) -> None:
        self.text = text
        self.what = what
        try:
            self.compiled = regex.compile(text)
        except (regex.error, ValueError) as exc:
            raise UsageError(f"{what} is not a regular expression: {exc}") from None

    def fullmatch(self, value: str) -> regex.Match[str] | None:
        """The match of the whole of ``value``, or None.

        Raises:
            UsageError: the match took longer than :data:`TIMEOUT_SECONDS`.
        """
        try:
            return self.compiled.fullmatch(value, timeout=TIMEOUT_SECONDS)
        except TimeoutError:
            raise UsageError(
                f"{self.what} took more than {TIMEOUT_SECONDS:g} s on one string; "
                "simplify it (nested repeats such as (a+)+ take exponential time)"
            ) from None


@functools.lru_cache(maxsize=32)
def user_pattern(text: str, what: str) -> UserPattern:
    """A compiled :class:`UserPattern` (cached: a pattern is used once per document)."""
    return UserPattern(text, what)
