"""Whole-word occurrences found by str.find are those a walk over every word finds, in order."""

from __future__ import annotations

import re
from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid.merge import _occurrences

_RUN = re.compile(r"[^\W_]+")


def _walked(folded: str, keys: list[str]) -> list[tuple[str, int, int]]:
    """The reference: visit every word of the text, try the keys starting with it."""
    by_first: dict[str, list[str]] = defaultdict(list)
    for key in keys:
        first = _RUN.match(key)
        if first is not None:
            by_first[first.group()].append(key)
    found = []
    for m in _RUN.finditer(folded):
        for key in by_first.get(m.group(), ()):
            end = m.start() + len(key)
            if folded.startswith(key, m.start()) and (
                end == len(folded) or not _RUN.match(folded, end)
            ):
                found.append((key, m.start(), end))
    return found


_WORDS = st.sampled_from(["ann", "anna", "ann lee", "lee", "éva", "x", "ann-lee", "_a"])


@given(
    st.lists(
        st.one_of(_WORDS, st.sampled_from([" ", "  ", "-", "_", "\n", "9", ".", "é"])),
        max_size=30,
    ),
    st.lists(_WORDS, max_size=5),
)
@settings(max_examples=400)
def test_occurrences_are_the_walked_ones(pieces: list[str], keys: list[str]) -> None:
    folded = "".join(pieces)
    assert _occurrences(folded, keys) == _walked(folded, keys)


def test_occurrences_of_no_key_are_none() -> None:
    assert _occurrences("ann lee saw anna", []) == []
    assert _occurrences("ann lee saw anna", ["ann", "ann lee"]) == [
        ("ann", 0, 3),
        ("ann lee", 0, 7),
    ]
