"""Whole-word occurrences found by str.find are those a walk over every word finds, in order."""

from __future__ import annotations

import re
from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid.merge import _occurrences

_RUN = re.compile(r"[^\W_]+")


def _walked(folded: str, keys: list[str]) -> list[tuple[str, int, int]]:
    """The reference: at every word start, try the keys; a key ends before any non-letter.

    A digit may follow a key ("quillmoor3", the ward "quillmoor 3"); a letter
    may not, and neither a letter nor a digit may come before it.
    """
    by_first: dict[str, list[str]] = defaultdict(list)
    for key in keys:
        first = _RUN.match(key)
        if first is not None:
            by_first[first.group()].append(key)
    found = []
    for i in range(len(folded)):
        if i and _RUN.match(folded, i - 1):
            continue
        for group in by_first.values():
            for key in group:
                end = i + len(key)
                if folded.startswith(key, i) and (
                    end == len(folded) or not folded[end].isalpha()
                ):
                    found.append((key, i, end))
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


def test_occurrences_glued_to_a_number_are_found() -> None:
    # A ward written "Quillmoor 3" and, later, "Quillmoor3"; not "Quillmoors".
    assert _occurrences(
        "to quillmoor 3. quillmoor3 then quillmoors", ["quillmoor"]
    ) == [
        ("quillmoor", 3, 12),
        ("quillmoor", 16, 25),
    ]
