"""How the list builder spells a place named in letters outside ASCII."""

from __future__ import annotations

from tools.lexicons.build import _spellings, ascii_name, common_words


def test_a_name_is_listed_as_written_and_in_ascii() -> None:
    assert ascii_name("são paulo") == "sao paulo"
    assert ascii_name("kraków") == "krakow"
    assert ascii_name("łódź") == "lodz"
    assert ascii_name("kapa\u2018a") == "kapaa"  # the Hawaiian okina is dropped
    assert ascii_name("xi\u2019an") == "xi'an"  # an apostrophe stays one
    assert _spellings("montréal", frozenset()) == {"montreal"}
    assert _spellings("boston", frozenset()) == {"boston"}


def test_an_ascii_spelling_that_is_a_word_or_a_common_name_is_left_out() -> None:
    words = common_words({"PEREZ": (1_237, 681_645), "KIHEI": (0, 1)}, ["god"], ["vac"])
    assert {"god", "vac", "perez"} <= words and "kihei" not in words
    assert _spellings("göd", words) == set()  # not the word "god"
    assert _spellings("pérez", words) == set()  # a surname in a note
    assert _spellings("tō", words) == set()  # too short: "to"
    assert _spellings("kīhei", words) == {"kihei"}
