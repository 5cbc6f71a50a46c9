"""Text helpers shared by the recognisers: offset-preserving lower-casing."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from itertools import compress, count

import regex


@functools.lru_cache(maxsize=4)
def lowered(text: str) -> str:
    """``text`` lower-cased with every offset kept (one character for one).

    Remembered for the last few texts: a dozen recognisers lower the same note.

    Case-sensitive patterns on lower-cased text are several times faster
    than case-insensitive ones in the ``regex`` module. The few characters
    whose lower case is longer (``İ``) are kept as they are.

    Args:
        text: any text.

    Returns:
        A string of the same length.
    """
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def starts_word(text: str, start: int, also: str = "") -> bool:
    """Whether ``start`` is not preceded by a letter, digit or one of ``also``.

    Left boundaries are checked in Python rather than with a leading
    lookbehind: the ``regex`` module scans much faster for patterns that
    begin with a plain character class or literal.
    """
    if start == 0:
        return True
    before = text[start - 1]
    return before not in _ALNUM and before not in also


@functools.lru_cache(maxsize=16)
def key_positions(text: str, keys: tuple[str, ...]) -> tuple[int, ...]:
    """Sorted start positions of every occurrence of any key (plain substring search).

    The last few answers are remembered: two recognisers of ages look for
    the same fifty number words in the same text.
    """
    positions: set[int] = set()
    for key in _shortest_prefixes(keys):
        i = text.find(key)
        while i != -1:
            positions.add(i)
            i = text.find(key, i + 1)
    return tuple(sorted(positions))


#: Keys grouped by where a probe string stands in them: ``(offset, keys)``.
ProbedKeys = tuple[tuple[int, tuple[str, ...]], ...]


def probed_keys(keys: Iterable[str], probe: str) -> ProbedKeys:
    """The keys holding ``probe``, grouped by its offset in them (see :func:`key_at_probe`)."""
    by_offset: dict[int, list[str]] = {}
    for key in keys:
        if probe in key:
            by_offset.setdefault(key.index(probe), []).append(key)
    return tuple((offset, tuple(group)) for offset, group in sorted(by_offset.items()))


def key_at_probe(text: str, probe: str, keys: ProbedKeys) -> bool:
    """Whether one of ``keys`` occurs in ``text``, each asked only where ``probe`` occurs.

    A key holding the probe at some offset occurs exactly where the probe
    occurs that many characters after the key's start. For a probe rarer in
    notes than the keys are many (``y``, ``j``, `` day``), one search for it
    costs less than a search of the text for each key.
    """
    at = text.find(probe)
    while at != -1:
        # (a negative start would count from the text's end: skipped)
        if any(
            at >= offset and text.startswith(group, at - offset)
            for offset, group in keys
        ):
            return True
        at = text.find(probe, at + 1)
    return False


_DIGITS = regex.compile(r"[0-9]+")


@functools.lru_cache(maxsize=4)
def digit_runs(text: str) -> tuple[tuple[int, int], ...]:
    """Every run of ASCII digits in ``text``, as spans (remembered for the last few texts).

    One scan shared by the number patterns of several recognisers: phones
    and long numbers start at a run of three digits or more, ZIP codes at
    one of five or more, dates at one of six or more, codes at any run; the
    matches of ``[0-9]{3,}`` (or ``{5,}``, ``{6,}``) are exactly the runs of
    ``[0-9]+`` that long. Lower-casing keeps every digit where it was, so
    the runs of a text are those of its :func:`lowered` form.
    """
    return tuple(m.span() for m in _DIGITS.finditer(text))


@functools.lru_cache(maxsize=64)
def _shortest_prefixes(keys: tuple[str, ...]) -> tuple[str, ...]:
    """The keys that start with no other key: they occur wherever all the keys start.

    ``seventeen`` starts wherever it occurs with ``seven``, which is searched
    for anyway: the fifty number words are thirty searches of the text.
    """
    if "" in keys:  # the empty key occurs everywhere
        return ("",)
    return tuple(
        key
        for key in dict.fromkeys(keys)
        if not any(other != key and key.startswith(other) for other in keys)
    )


def anchored_matches(
    pattern: regex.Pattern[str], text: str, keys: tuple[str, ...]
) -> Iterator[regex.Match[str]]:
    """Non-overlapping matches of ``pattern`` starting where a key starts a word.

    A pattern that must start with one of a few words (month names,
    weekdays) is much cheaper to try only where ``str.find`` located such a
    word than to scan for with ``finditer``.

    Args:
        pattern: a compiled pattern that starts with one of the keys.
        text: the (usually lower-cased) text.
        keys: literal prefixes, one of which every match starts with.

    Yields:
        Matches in text order.
    """
    last_end = 0
    for pos in key_positions(text, keys):
        if pos < last_end or (pos and text[pos - 1] in _ALNUM):
            continue  # inside a word ("mar" in "summary"): no match starts there
        m = pattern.match(text, pos)
        if m is not None:
            last_end = m.end()
            yield m


def confirmed_matches(
    coarse: regex.Pattern[str] | re.Pattern[str],
    precise: regex.Pattern[str],
    text: str,
) -> Iterator[regex.Match[str]]:
    """Matches of ``precise`` tried only where the cheap ``coarse`` pattern matched.

    The ``regex`` module scans quickly for a short pattern that starts with
    a character class, but slowly for one with many alternatives; so a
    coarse pattern finds candidates and the precise one confirms them.

    Args:
        coarse: a fast pattern matching at least wherever ``precise`` starts
            (the standard library's, where it scans faster).
        precise: the real pattern.
        text: the text to search.

    Yields:
        Non-overlapping matches of ``precise`` in text order.
    """
    last_end = 0
    for candidate in coarse.finditer(text):
        if candidate.start() < last_end:
            continue
        m = precise.match(text, candidate.start())
        if m is not None:
            last_end = m.end()
            yield m


def matches_at(
    pattern: regex.Pattern[str], text: str, starts: Iterable[int]
) -> Iterator[regex.Match[str]]:
    """What ``pattern.finditer(text)`` yields, trying only the given start positions.

    A pattern that is slow to scan for, but can only start near some cheap
    landmark (an apostrophe, a month name), is tried at the positions the
    landmarks allow; when ``starts`` holds every position a match can start
    at, the result is exactly that of ``finditer``.

    Args:
        pattern: a compiled pattern that cannot match the empty string.
        text: the text to search.
        starts: candidate start positions, in increasing order.

    Yields:
        Non-overlapping matches in text order.
    """
    last_end = 0
    for pos in starts:
        if pos < last_end:
            continue
        m = pattern.match(text, pos)
        if m is not None:
            last_end = m.end()
            yield m


def line_matches_at(
    pattern: regex.Pattern[str], text: str, starts: Iterable[int]
) -> Iterator[regex.Match[str]]:
    """:func:`matches_at` for a pattern that never crosses a line break.

    Each try ends at its line's end: the ``regex`` module may look ahead of
    a failing match for a literal the pattern needs (``of`` in ``Hospital
    of``), to the end of the text, which made the tries quadratic on a long
    text without it (a megabyte of roster lines: 15 s).
    """
    last_end, line_end = 0, -1
    for pos in starts:
        if pos < last_end:
            continue
        if pos > line_end:
            line_end = text.find("\n", pos)
            if line_end < 0:
                line_end = len(text)
        m = pattern.match(text, pos, line_end)
        if m is not None:
            last_end = m.end()
            yield m


#: A word (letters, hyphens inside) ending right before a position, blanks
#: and an opening bracket perhaps between: ``son (``, ``Lot ``, ``ex-wife ``.
_WORD_BEFORE = re.compile(r"(?<![A-Za-z-])([A-Za-z][A-Za-z-]*)[ \t]*\(?[ \t]*\Z")
#: Characters before a position looked at for the word.
_WORD_REACH = 24


def word_before(text: str, start: int) -> str:
    """The word right before ``start`` in small letters (``""`` if none near).

    Only the last few characters are read (a search bounded at ``start``:
    each call costs the same in a long text).
    """
    m = _WORD_BEFORE.search(text, max(0, start - _WORD_REACH), start)
    return m[1].lower() if m else ""


#: Characters after a position that :func:`match_in_line` reads at most.
AFTER_REACH = 256


def match_in_line(
    pattern: regex.Pattern[str], text: str, pos: int
) -> regex.Match[str] | None:
    """``pattern.match(text, pos)`` for a short pattern that never crosses a line break.

    Tried to the line's end only, and no further than :data:`AFTER_REACH`
    characters (the patterns asked here read spaces and a word or two
    after a suggestion): before a failing match the ``regex`` module looks
    for a literal the pattern needs (``by`` in ``[ \\t]+by\\b``) from ``pos``
    to the end of what it may read, the whole text's rest without an end,
    which made a guard asked once per suggestion quadratic in a long text
    (see :func:`line_matches_at`); a megabyte written as one line (``Fall
    River MA 02720`` repeated) was quadratic still with the line's end.
    """
    limit = min(len(text), pos + AFTER_REACH)
    end = text.find("\n", pos, limit)
    return pattern.match(text, pos, limit if end < 0 else end)


def true_positions(flags: Iterable[object]) -> list[int]:
    """The indices of the true ``flags``, in one C-level pass.

    ``true_positions(map(CUES.__contains__, words))`` finds the tokens of a
    set at about half the cost of a comprehension over ``enumerate``.
    """
    return list(compress(count(), flags))
