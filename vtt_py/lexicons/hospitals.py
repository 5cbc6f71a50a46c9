"""US hospital names (the words naming each, without ``Hospital``) from shipped CMS data.

``data/hospitals.txt.gz`` (built by ``python -m tools.lexicons``, see
``data/SOURCES.md``) has one name per line, lower case, words separated by
one space: ``cedars sinai``, ``geisinger wyoming valley``, ``wyoming valley``.
Every name has two words or more; periods, apostrophes and hyphens are
dropped (``St. Mary's`` is ``st marys``) and ``&`` is written ``and``.
A name holding ``st``, ``mt`` or ``ft`` is also listed with ``saint``,
``mount`` or ``fort`` and back: notes write ``Mt Auburn`` for CMS's ``Mount
Auburn``.
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources
import itertools
import operator
from collections.abc import Iterable, Iterator
from typing import NamedTuple

#: Words a name is written with either way.
_TWINS = {
    "st": "saint",
    "saint": "st",
    "mt": "mount",
    "mount": "mt",
    "ft": "fort",
    "fort": "ft",
}


class HospitalTable(NamedTuple):
    """The names, their first two words, and for each first word the word counts of its names."""

    names: frozenset[tuple[str, ...]]
    pairs: frozenset[tuple[str, ...]]
    lengths: dict[str, tuple[int, ...]]


def _spellings(name: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """A name as listed and with each abbreviable word written the other way."""
    return itertools.product(*[(w, _TWINS[w]) if w in _TWINS else (w,) for w in name])


def _table(lines: list[str]) -> HospitalTable:
    # The names split in C, and only the few holding a twin word (one in
    # seventeen) spelt again: this load is part of every start of annotate.
    listed = set(map(tuple, map(str.split, filter(None, lines))))
    twinned = itertools.filterfalse(_TWINS.keys().isdisjoint, listed)
    names = frozenset(listed.union(*map(_spellings, twinned)))
    pairs = frozenset(map(operator.itemgetter(slice(2)), names))
    return HospitalTable(names, pairs, lengths_by_first(names))


def lengths_by_first(phrases: Iterable[tuple[str, ...]]) -> dict[str, tuple[int, ...]]:
    """For each first word, the word counts of the phrases it starts, longest first.

    A matcher tries the longest first: the longest listed phrase at a word wins.
    """
    by_first: dict[str, set[int]] = {}
    for phrase in phrases:
        by_first.setdefault(phrase[0], set()).add(len(phrase))
    return {w: tuple(sorted(n, reverse=True)) for w, n in by_first.items()}


@functools.cache
def hospital_table() -> HospitalTable:
    """The shipped hospital names (loaded once)."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "hospitals.txt.gz"
    return _table(gzip.decompress(path.read_bytes()).decode("ascii").split("\n"))
