"""US Census 1990 name shares, read from the ``names`` package's data files.

The ``names`` package ships ``dist.male.first``, ``dist.female.first`` and
``dist.all.last`` (``NAME PERCENT CUMULATIVE RANK``). They load on first use and
are cached for the process; nothing is downloaded.
"""

from __future__ import annotations

import functools
import importlib.resources

#: Census percentages are rounded to 0.001 %; rarer listed names get this share.
LISTED_MIN = 0.0005 / 100

_FILES = (("dist.male.first", 0), ("dist.female.first", 1), ("dist.all.last", 2))


@functools.cache
def census() -> dict[str, tuple[float, float, float]]:
    """Census name shares: ``NAME -> (male first, female first, last)`` (fractions).

    Returns:
        Upper-case names mapped to the share of the population bearing them.
    """
    table: dict[str, list[float]] = {}
    root = importlib.resources.files("names")
    for filename, column in _FILES:
        text = (root / filename).read_bytes().decode("ascii", errors="replace")
        for line in text.splitlines():
            parts = line.split()
            if len(parts) < 2:
                continue
            share = max(float(parts[1]) / 100.0, LISTED_MIN)
            table.setdefault(parts[0], [0.0, 0.0, 0.0])[column] = share
    return {name: (v[0], v[1], v[2]) for name, v in table.items()}
