"""First and last names of the US population with how many people bear each (shipped data).

``data/names.bin.gz`` is built by ``python -m tools.lexicons`` from the US
Census (1990 first and last names, 2010 surnames, 2020 first names) and the
CC0 voter-file name dictionaries of Rosenman, Olivella and Imai (2023); see
``data/SOURCES.md``. A name listed only in the voter files has a count of
:data:`LISTED_ONLY`. The file holds the upper-case names, sorted and joined by
line breaks, a NUL byte, two little-endian unsigned 32-bit counts per name
(first name, last name), then where every 64th name starts in the names
(32-bit, little-endian): a sparse index, so loading is two array copies and
no string per name.
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


#: Names per block of the file's sparse index (:class:`NameTable`).
_BLOCK = 64


def _little_endian(numbers: array[int]) -> array[int]:
    """``numbers`` as the file stores them (little-endian), in place."""
    if numbers.itemsize != 4:
        raise RuntimeError("array('I') is not 32-bit here")
    if array("H", [1]).tobytes() == b"\x00\x01":
        numbers.byteswap()
    return numbers


def encode_names(table: dict[str, tuple[int, int]]) -> bytes:
    """The data file's bytes for ``NAME -> (first-name count, last-name count)``."""
    names = sorted(table)
    counts = array(_COUNT)
    for name in names:
        counts.extend(min(c, 2**32 - 1) for c in table[name])
    # Where every _BLOCK-th name starts in the joined names.
    starts = array(_COUNT, [0])
    for i in range(_BLOCK, len(names), _BLOCK):
        starts.append(starts[-1] + sum(map(len, names[i - _BLOCK : i])) + _BLOCK)
    return b"".join(
        [
            "\n".join(names).encode("ascii"),
            b"\0",
            _little_endian(counts).tobytes(),
            _little_endian(starts).tobytes(),
        ]
    )


class NameTable:
    """Look-ups in the shipped name lists (upper-case keys)."""

    def __init__(self, data: bytes) -> None:
        blob, _, raw = data.partition(b"\0")
        size = _names_in(len(raw)) if blob else 0
        counts, starts = array(_COUNT), array(_COUNT)
        counts.frombytes(raw[: 8 * size])
        starts.frombytes(raw[8 * size :])
        self._counts = _little_endian(counts)
        # The names stay one byte string, each between two line breaks, found
        # through a sparse index (the file's, read not built): split into
        # 470,000 strings, they cost a tenth of every start of ``vtt-py
        # annotate``, and as much again to free at its end; decoded into one
        # string, another 1 %.
        self._text = b"\n" + blob + b"\n"
        #: Each block's first name, and the line break before it in the text.
        self._starts = list(_little_endian(starts)) + [len(self._text) - 1]
        self._firsts = [
            self._text[s + 1 : self._text.index(b"\n", s + 1)] for s in starts
        ]

    def __len__(self) -> int:
        return len(self._counts) // 2

    def _find(self, name: str) -> int:
        key = name.upper()
        if not key.isascii() or "\n" in key:  # the names are ASCII, one a line
            return -1
        line = key.encode("ascii")
        block = bisect.bisect_right(self._firsts, line) - 1
        if block < 0:
            return -1
        start, end = self._starts[block], self._starts[block + 1] + 1
        at = self._text.find(b"\n" + line + b"\n", start, end)
        if at < 0:
            return -1
        return block * _BLOCK + self._text.count(b"\n", start, at)

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
        return self._text[1:-1].decode("ascii").split("\n") if len(self) else []


def _names_in(size: int) -> int:
    """How many names a file holds whose counts and index take ``size`` bytes.

    Each name has two 4-byte counts, each block of :data:`_BLOCK` names a
    4-byte start: ``size`` is ``8 n + 4 ceil(n / 64)``, whose ``n`` is
    ``size * 64 // 516`` (read from the size, not by counting the line
    breaks of 4 MB of names).
    """
    names = size * _BLOCK // (8 * _BLOCK + 4)
    if 8 * names + 4 * -(-names // _BLOCK) != size:
        raise ValueError("the name data's counts and index have a wrong size")
    return names


@functools.cache
def name_table() -> NameTable:
    """The shipped name table (loaded on first use, then cached for the process)."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "names.bin.gz"
    return NameTable(gzip.decompress(path.read_bytes()))
