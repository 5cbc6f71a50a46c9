"""Place names (US towns, counties, states, countries, cities abroad) from shipped GeoNames data.

``data/places.tsv.gz`` (built by ``python -m tools.lexicons``, see
``data/SOURCES.md``) has one line per lower-case name: the name, its kind
letters and the largest population of a place so named. Kinds: ``c`` a US
city, town or neighbourhood; ``k`` a US county; ``s`` a US state; ``n`` a
country; ``w`` a city abroad of 15,000 people or more.
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources
import operator
from collections.abc import Iterator
from typing import NamedTuple

US_PLACE = "c"
COUNTY = "k"
STATE = "s"
COUNTRY = "n"
WORLD_CITY = "w"


class Place(NamedTuple):
    """What a place name can be, and how many live in the largest place of that name."""

    kinds: str
    population: int


class PlaceTable:
    """Look-ups of one- to five-word place names (case-insensitive)."""

    def __init__(self, text: str) -> None:
        # Built with bulk string operations and a Place made only when asked
        # for: this load is part of every start of ``vtt-py annotate``. Each
        # row's list is dropped as soon as the dict has it (53,000 lists
        # alive at once cost the garbage collector more than the split).
        rows = map(operator.methodcaller("split", "\t", 1), text.splitlines())
        self._places: dict[str, str] = dict(rows)  # name -> "kinds\tpopulation"
        #: For each first word, the most words (tokens: a hyphen or an
        #: apostrophe is one, and splits its word) a place starting with it has.
        self.longest: dict[str, int] = dict.fromkeys(
            [n for n in self._places if " " not in n], 1
        )
        #: For each first word of a name of several words, the lengths in
        #: characters of the names starting with it (its own if it is one):
        #: a text that long is all that is worth looking up.
        self.lengths: dict[str, set[int]] = {}
        for name in [n for n in self._places if " " in n or "-" in n]:
            first = name.split(" ", 1)[0].split("-", 1)[0]
            # "port-au-prince" is five tokens: "Port", "-", "au", "-", "Prince".
            size = name.count(" ") + 1 + 2 * (name.count("-") + name.count("'"))
            self.longest[first] = max(self.longest.get(first, 0), size)
            self.lengths.setdefault(first, {len(first)}).add(len(name))

    def __len__(self) -> int:
        return len(self._places)

    def names(self) -> Iterator[str]:
        """Every name in the table (lower case, single spaces), in no set order."""
        return iter(self._places)

    def kinds(self, name: str) -> str | None:
        """The kind letters of the place called ``name`` (any case), or None.

        :meth:`get` without making a :class:`Place`.
        """
        row = self._places.get(name.lower())
        return None if row is None else row.partition("\t")[0]

    def get(self, name: str) -> Place | None:
        """The place called ``name`` (any case, single spaces), or None."""
        row = self._places.get(name.lower())
        if row is None:
            return None
        kinds, population = row.split("\t")
        return Place(kinds, int(population))


@functools.cache
def place_table() -> PlaceTable:
    """The shipped place table (loaded on first use, then cached)."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "places.tsv.gz"
    return PlaceTable(gzip.decompress(path.read_bytes()).decode("utf-8"))
