"""How the list builder spells a place named in letters outside ASCII."""

from __future__ import annotations

from tools.lexicons.build import _spellings, common_words
from vtt_py.lexicons.folding import folded


def test_a_name_is_listed_as_written_and_in_ascii() -> None:
    assert folded("são paulo") == "sao paulo"
    assert folded("kraków") == "krakow"
    assert folded("łódź") == "lodz"
    assert folded("kapa\u2018a") == "kapaa"  # the Hawaiian okina is dropped
    assert folded("xi\u2019an") == "xi'an"  # an apostrophe stays one
    assert folded("Łukasz José") == "Lukasz Jose"  # a person's name as well
    assert _spellings("montréal", frozenset()) == {"montreal"}
    assert _spellings("boston", frozenset()) == {"boston"}


def test_an_ascii_spelling_that_is_a_word_or_a_common_name_is_left_out() -> None:
    words = common_words({"PEREZ": (1_237, 681_645), "KIHEI": (0, 1)}, ["god"], ["vac"])
    assert {"god", "vac", "perez"} <= words and "kihei" not in words
    assert _spellings("göd", words) == set()  # not the word "god"
    assert _spellings("pérez", words) == set()  # a surname in a note
    assert _spellings("tō", words) == set()  # too short: "to"
    assert _spellings("kīhei", words) == {"kihei"}
