"""First and last names of the US population with how many people bear each (shipped data).

``data/names.bin.gz`` is built by ``python -m tools.lexicons`` from the US
Census (1990 first and last names, 2010 surnames, 2020 first names) and the
CC0 voter-file name dictionaries of Rosenman, Olivella and Imai (2023); see
``data/SOURCES.md``. A name listed only in the voter files has a count of
:data:`LISTED_ONLY`. The file holds the upper-case names, sorted and joined by
line breaks, a NUL byte, then two little-endian unsigned 32-bit counts per name
(first name, last name), so loading is a split and an array copy.
"""

from __future__ import annotations

import bisect
import functools
import gzip
import importlib.resources
from array import array

#: People count of a name known only from the voter-file dictionaries.
LISTED_ONLY = 1
#: US resident population, 2020 census (for shares).
US_POPULATION = 331_449_281
_COUNT = "I"


def encode_names(table: dict[str, tuple[int, int]]) -> bytes:
    """The data file's bytes for ``NAME -> (first-name count, last-name count)``."""
    names = sorted(table)
    counts = array(_COUNT)
    for name in names:
        counts.extend(min(c, 2**32 - 1) for c in table[name])
    if counts.itemsize != 4:
        raise RuntimeError("array('I') is not 32-bit here")
    counts.byteswap() if array("H", [1]).tobytes() == b"\x00\x01" else None
    return "\n".join(names).encode("ascii") + b"\0" + counts.tobytes()


class NameTable:
    """Look-ups in the shipped name lists (upper-case keys)."""

    def __init__(self, data: bytes) -> None:
        blob, _, raw = data.partition(b"\0")
        names = blob.decode("ascii").split("\n")
        counts = array(_COUNT)
        counts.frombytes(raw)
        if array("H", [1]).tobytes() == b"\x00\x01":
            counts.byteswap()  # the file is little-endian
        # A sorted list searched by bisection: loads in a third of the time a
        # dict takes to build, and callers cache their look-ups per word. A
        # tuple of strings, which the garbage collector stops visiting (it
        # walked the whole list at every full collection).
        self._names = tuple(names)
        self._counts = counts

    def __len__(self) -> int:
        return len(self._names)

    def _find(self, name: str) -> int:
        key = name.upper()
        i = bisect.bisect_left(self._names, key)
        return i if i < len(self._names) and self._names[i] == key else -1

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._find(name) >= 0

    def people(self, name: str) -> tuple[int, int]:
        """``(people with this first name, people with this last name)``; 0 when unlisted."""
        i = self._find(name)
        if i < 0:
            return 0, 0
        return self._counts[2 * i], self._counts[2 * i + 1]

    def names(self) -> list[str]:
        """Every listed name (upper case), sorted."""
        return list(self._names)


@functools.cache
def name_table() -> NameTable:
    """The shipped name table (loaded on first use, then cached for the process)."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "names.bin.gz"
    return NameTable(gzip.decompress(path.read_bytes()))
