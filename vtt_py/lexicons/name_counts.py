"""How many people in the US bear a name, from the 1990 Census shares, and names within two edits.

Seed 003 rates each revealed name by the people who bear it ("revealing
the first name JOHN is not as significant as revealing BARACK"), and a
misspelt one by the people bearing any name within two edits of it. The
shares are the Census Bureau's 1990 lists (``vtt_py.lexicons.census``);
counts are shares times the 1990 census population, stated in every
estimate.

Edit distance (Levenshtein: insertions, deletions, substitutions) is
computed for all names of a length at once, one query letter at a time,
and names that can no longer come within the limit are dropped as soon as
they fall out, so a query costs a few milliseconds, not a scan of 92,000
names in Python.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from vtt_py.lexicons.census import census

#: The 1990 census population the shares were measured on (Census Bureau).
POPULATION_1990 = 248_709_873
MALES_1990 = 121_239_418
FEMALES_1990 = 127_470_455
#: Name roles: first names (either sex), last names.
ROLES = ("first", "last")


def people_bearing(name: str) -> dict[str, int]:
    """People estimated to bear ``name`` as a first and as a last name (0: not listed)."""
    shares = census().get(name.upper())
    if shares is None:
        return {"first": 0, "last": 0}
    male, female, last = shares
    return {
        "first": round(male * MALES_1990 + female * FEMALES_1990),
        "last": round(last * POPULATION_1990),
    }


@dataclass(frozen=True)
class NameMatches:
    """Census names of one role matching a query: how many, and the people bearing them."""

    names: int
    people: int


class _Bucket:
    """The names of one role and one length, as a letter matrix with their people counts."""

    def __init__(self, names: list[str], people: list[int]) -> None:
        self.letters = np.frombuffer(
            "".join(names).encode("ascii"), dtype=np.uint8
        ).reshape(len(names), len(names[0]))
        self.people = np.array(people, dtype=np.int64)
        # Letter counts per name: an edit changes them by 2 at most, so names
        # whose counts differ from the query's by more than 2 x edits are out.
        self.histogram = np.zeros((len(names), 26), dtype=np.int16)
        for position in range(self.letters.shape[1]):
            np.add.at(
                self.histogram,
                (np.arange(len(names)), self.letters[:, position] - ord("A")),
                1,
            )

    def within(self, query: NDArray[np.uint8], edits: int) -> NDArray[np.bool_]:
        """Which names are at most ``edits`` Levenshtein edits from ``query`` (letter codes)."""
        n, length = self.letters.shape
        steps = np.arange(length + 1)
        wanted = np.bincount(query - ord("A"), minlength=26).astype(np.int16)
        alive = np.flatnonzero(np.abs(self.histogram - wanted).sum(axis=1) <= 2 * edits)
        row = np.broadcast_to(steps, (len(alive), length + 1)).copy()
        for i, letter in enumerate(query, 1):
            cost = (self.letters[alive] != letter).astype(np.int64)
            best = np.empty_like(row)
            best[:, 0] = i
            best[:, 1:] = np.minimum(row[:, 1:] + 1, row[:, :-1] + cost)
            # Insertions chain along the row: new[j] = min over k <= j of best[k] + j - k.
            row = np.minimum.accumulate(best - steps, axis=1) + steps
            keep = row.min(axis=1) <= edits
            if not keep.all():
                alive, row = alive[keep], row[keep]
            if len(alive) == 0:
                break
        found = np.zeros(n, dtype=bool)
        found[alive[row[:, -1] <= edits]] = True
        return found

    def matching(self, pattern: list[int | None]) -> NDArray[np.bool_]:
        """Which names have these letters (codes) where the pattern gives one."""
        found = np.ones(len(self.people), dtype=bool)
        for position, letter in enumerate(pattern):
            if letter is not None:
                found &= self.letters[:, position] == letter
        return found


@functools.cache
def _buckets() -> dict[str, dict[int, _Bucket]]:
    """Every census name by role and length, with the people bearing it in that role."""
    grouped: dict[str, dict[int, tuple[list[str], list[int]]]] = {r: {} for r in ROLES}
    for name in census():
        if not name.isascii() or not name.isalpha():
            continue
        for role, people in people_bearing(name).items():
            if people:
                names, counts = grouped[role].setdefault(len(name), ([], []))
                names.append(name)
                counts.append(people)
    return {
        role: {length: _Bucket(*pair) for length, pair in by_length.items()}
        for role, by_length in grouped.items()
    }


def _code(token: str) -> NDArray[np.uint8] | None:
    upper = token.upper()
    if not upper.isascii() or not upper.isalpha():
        return None
    return np.frombuffer(upper.encode("ascii"), dtype=np.uint8)


@functools.lru_cache(maxsize=4096)
def names_within(token: str, edits: int = 2) -> dict[str, NameMatches]:
    """Census names at most ``edits`` edits from ``token`` (itself included), per role.

    Returns:
        ``{"first": NameMatches, "last": NameMatches}``; none for a token
        that is not made of ASCII letters.
    """
    query = _code(token)
    found: dict[str, NameMatches] = {}
    for role, by_length in _buckets().items():
        names = people = 0
        if query is not None:
            for length in range(max(1, len(query) - edits), len(query) + edits + 1):
                bucket = by_length.get(length)
                if bucket is not None:
                    hit = bucket.within(query, edits)
                    names += int(hit.sum())
                    people += int(bucket.people[hit].sum())
        found[role] = NameMatches(names, people)
    return found


@functools.cache
def people_with_initial(letter: str) -> dict[str, int]:
    """People whose first (or last) name starts with ``letter``, per role."""
    code = ord(letter.upper())
    return {
        role: sum(
            int(b.people[b.letters[:, 0] == code].sum()) for b in by_length.values()
        )
        for role, by_length in _buckets().items()
    }


@functools.cache
def initial_share(letter: str, role: str) -> float:
    """The share of the people bearing a listed ``role`` name that starts with ``letter``."""
    total = sum(int(b.people.sum()) for b in _buckets()[role].values())
    return people_with_initial(letter)[role] / total if total else 0.0


def names_like(pattern: str) -> dict[str, NameMatches]:
    """Census names of the pattern's length with its letters where it has one (``?`` elsewhere).

    Used for a partly covered name: the revealed letters are known, the
    covered ones could be any letter.
    """
    codes: list[int | None] = [None if ch == "?" else ord(ch) for ch in pattern.upper()]
    found: dict[str, NameMatches] = {}
    for role, by_length in _buckets().items():
        bucket = by_length.get(len(codes))
        if bucket is None:
            found[role] = NameMatches(0, 0)
            continue
        hit = bucket.matching(codes)
        found[role] = NameMatches(int(hit.sum()), int(bucket.people[hit].sum()))
    return found
