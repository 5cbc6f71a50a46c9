"""UTF-16 offsets: emoji count two units in VTT, one character in Python."""

from __future__ import annotations

import pytest

from vtt_py.core.utf16 import Utf16Index


def test_utf16_index_maps_astral_characters_both_ways() -> None:
    index = Utf16Index("a😀b😀c")
    assert [index.to_units(c) for c in range(6)] == [0, 1, 3, 4, 6, 7]
    assert [index.to_chars(u) for u in (0, 1, 3, 4, 6, 7)] == [0, 1, 2, 3, 4, 5]
    assert index.unit_length == 7


def test_utf16_index_refuses_an_offset_inside_a_surrogate_pair() -> None:
    with pytest.raises(ValueError, match="surrogate"):
        Utf16Index("a😀b").to_chars(2)


def test_utf16_index_is_identity_for_bmp_text() -> None:
    index = Utf16Index("plain é text")
    assert index.identity and index.to_chars(5) == 5
