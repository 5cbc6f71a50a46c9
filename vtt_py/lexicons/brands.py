"""US shop, restaurant, hotel, bank and health-operator names from shipped public data.

``data/brands.txt.gz`` (built by ``python -m tools.lexicons --nsi``, see
``data/SOURCES.md``; from the OpenStreetMap name-suggestion-index) has one
``kind name`` line per name: ``b home depot``, ``h davita dialysis``. The
kind is ``h`` for health care (hospital systems, clinics, dialysis), ``b``
for any other business; the name is lower case, ``&`` written ``and``,
apostrophes dropped (``friendlys``), words separated by one space.
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources
from typing import NamedTuple

from vtt_py.lexicons.hospitals import lengths_by_first


class BrandTable(NamedTuple):
    """Each listed name's kind, the first two words of the longer ones, and word counts.

    ``lengths`` gives for each first word the word counts of its names,
    longest first; ``pairs`` lets a matcher pass over most words that start
    some name (``american``, ``city``) by the word after them.
    """

    kinds: dict[tuple[str, ...], str]
    pairs: frozenset[tuple[str, str]]
    lengths: dict[str, tuple[int, ...]]


def _table(lines: list[str]) -> BrandTable:
    kinds = {tuple(words): kind for kind, *words in map(str.split, filter(None, lines))}
    pairs = frozenset((n[0], n[1]) for n in kinds if len(n) > 1)
    return BrandTable(kinds, pairs, lengths_by_first(kinds))


@functools.cache
def brand_table() -> BrandTable:
    """The shipped brand names (loaded once)."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "brands.txt.gz"
    return _table(gzip.decompress(path.read_bytes()).decode("ascii").split("\n"))
