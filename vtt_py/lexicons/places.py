"""Place names (US towns, counties, states, countries, cities abroad) from shipped GeoNames data.

``data/places.txt.gz`` (built by ``python -m tools.lexicons``, see
``data/SOURCES.md``) has one entry per lower-case name: its kind letters and
the largest population of a place so named. Kinds: ``c`` a US city, town or
neighbourhood; ``k`` a US county; ``s`` a US state; ``n`` a country; ``w`` a
city abroad of 15,000 people or more. The file is in four parts, each ended
by an empty line (:func:`encode_places`): the names of one word, then those
of several words, sorted, one a line; for each of these names in the same
order its ``kinds<TAB>population``; and the index of names of several tokens
(:func:`multiword_index`), one ``first<TAB>longest<TAB>lengths`` line per
first word. This load is part of every start of ``vtt-py annotate``: the
parts load by a few splits and dicts built in C, with no Python code per
name, and the index is read, not rebuilt from the names.
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources
import itertools
import operator
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from vtt_py.lexicons.folding import folded

US_PLACE = "c"
COUNTY = "k"
STATE = "s"
COUNTRY = "n"
WORLD_CITY = "w"

#: Ends each part of the data file (a name is never empty).
_PART_END = "\n\n"


def place_key(name: str) -> str:
    """A name as the table lists it: lower case, in ASCII (``São`` -> ``sao``).

    The table holds names in ASCII only (a note writes most so, and the
    data then loads as narrow strings); a name written with accents is
    looked up by its ASCII spelling.
    """
    return folded(name.lower())


class Place(NamedTuple):
    """What a place name can be, and how many live in the largest place of that name."""

    kinds: str
    population: int


#: For each first word of a name of several tokens: the most tokens such a
#: name has, and the lengths in characters of the names starting with it.
MultiwordIndex = dict[str, tuple[int, set[int]]]


def multiword_index(names: Iterable[str]) -> MultiwordIndex:
    """The first words of the names of several tokens, with their sizes and lengths.

    Tokens: a hyphen or an apostrophe is one, and splits its word
    (``port-au-prince`` is five: "Port", "-", "au", "-", "Prince"). A first
    word's own length is among its lengths, whether or not it names a place.
    """
    index: MultiwordIndex = {}
    for name in names:
        if " " not in name and "-" not in name and "'" not in name:
            continue
        # The first token is the first word's letters up to an apostrophe
        # too: ``o'fallon`` is reached from the token "O" of "O'Fallon".
        first = name.split(" ", 1)[0].split("-", 1)[0].split("'", 1)[0]
        size = name.count(" ") + 1 + 2 * (name.count("-") + name.count("'"))
        longest, lengths = index.setdefault(first, (0, {len(first)}))
        lengths.add(len(name))
        index[first] = (max(longest, size), lengths)
    return index


#: Places :meth:`PlaceTable.get` remembers before it starts again (bounds memory).
_MAX_MADE = 65536


class PlaceTable:
    """Look-ups of one- to five-word place names (case-insensitive)."""

    def __init__(self, text: str) -> None:
        """A table of ``name<TAB>kinds<TAB>population`` lines (the index is built)."""
        rows = map(operator.methodcaller("split", "\t", 1), text.splitlines())
        places = dict(rows)
        self._fill(places, multiword_index(places))

    @classmethod
    def from_data(cls, text: str) -> PlaceTable:
        """The table of a data file's text (:func:`encode_places`)."""
        one_word, several, rows, index, _ = map(_lines, text.split(_PART_END))
        table = cls.__new__(cls)
        table._places = dict(zip(one_word + several, rows, strict=True))
        table._made = {}
        # Split into fields at once and the columns taken by slicing: a
        # Python call per line would cost as much as the rest of the file.
        fields = "\t".join(index).split("\t") if index else []
        firsts, longest, lengths = fields[0::3], fields[1::3], fields[2::3]
        table.longest = dict.fromkeys(one_word, 1)
        # A name of several tokens has two at least: more than a one-word name's 1.
        table.longest.update(zip(firsts, map(int, longest), strict=True))
        table.lengths = dict(zip(firsts, _int_sets(lengths), strict=True))
        return table

    def _fill(self, places: dict[str, str], index: MultiwordIndex) -> None:
        self._places = places  # name -> "kinds\tpopulation", a Place made when asked
        #: The places made so far, by name (see :meth:`get`).
        self._made: dict[str, Place] = {}
        #: For each first word, the most words (tokens: a hyphen or an
        #: apostrophe is one, and splits its word) a place starting with it has.
        self.longest: dict[str, int] = dict.fromkeys(
            [n for n in places if " " not in n], 1
        )
        #: For each first word of a name of several words, the lengths in
        #: characters of the names starting with it (its own if it is one):
        #: a text that long is all that is worth looking up.
        self.lengths: dict[str, set[int]] = {}
        for first, (longest, lengths) in index.items():
            self.longest[first] = max(self.longest.get(first, 0), longest)
            self.lengths[first] = lengths

    def __len__(self) -> int:
        return len(self._places)

    def names(self) -> Iterator[str]:
        """Every name in the table (lower case, single spaces), in no set order."""
        return iter(self._places)

    def kinds(self, name: str) -> str | None:
        """The kind letters of the place called ``name`` (any case, accents or not), or None.

        :meth:`get` without making a :class:`Place`.
        """
        row = self._places.get(place_key(name))
        return None if row is None else row.partition("\t")[0]

    def get(self, name: str) -> Place | None:
        """The place called ``name`` (any case, accents or not, single spaces), or None."""
        low = place_key(name)
        row = self._places.get(low)
        if row is None:
            return None
        # Each place is made once (a roster asks for the same towns thousands
        # of times); the few thousand a process meets are remembered.
        made = self._made.get(low)
        if made is None:
            if len(self._made) >= _MAX_MADE:
                self._made.clear()
            kinds, population = row.split("\t")
            made = self._made[low] = Place(kinds, int(population))
        return made


def _lines(part: str) -> list[str]:
    return part.split("\n") if part else []


def _int_sets(rows: list[str]) -> Iterator[set[int]]:
    """``{4, 14}`` for each row ``"4 14"``, with no Python call per row."""
    return map(set, map(map, itertools.repeat(int), map(str.split, rows)))


def encode_places(table: dict[str, tuple[str, int]]) -> bytes:
    """The data file's bytes for ``name -> (kind letters, largest population)``."""
    one_word = sorted(name for name in table if " " not in name)
    several = sorted(name for name in table if " " in name)
    rows = [f"{table[name][0]}\t{table[name][1]}" for name in one_word + several]
    index = [
        f"{first}\t{longest}\t{' '.join(map(str, sorted(lengths)))}"
        for first, (longest, lengths) in sorted(multiword_index(table).items())
    ]
    parts = [one_word, several, rows, index, []]
    return _PART_END.join("\n".join(part) for part in parts).encode("utf-8")


@functools.cache
def place_table() -> PlaceTable:
    """The shipped place table (loaded on first use, then cached)."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "places.txt.gz"
    return PlaceTable.from_data(gzip.decompress(path.read_bytes()).decode("utf-8"))
