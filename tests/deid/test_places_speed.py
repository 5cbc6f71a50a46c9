"""The place recognisers' shortcuts (landmarks, prechecks, a faster tokenizer) change no finding."""

from __future__ import annotations

import re
from collections.abc import Iterable

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_place_cues, rules_places

#: Characters the address and institution patterns care about, and a few they do not.
ALPHABET = "aeiorsvtnlAEIOSVRTNL' -,./\n\t0123456789\u017f\x1cé"
#: Pieces of addresses and joiners, so that random texts hold some.
PIECES = [
    "Elm Street",
    "ELM ST",
    " St ",
    "Route 9",
    "5th Avenue",
    "on Oak Rd.",
    "12 Oak Lane",
    "14-2B Main Ave",
    "Boston, MA",
    "Ann Lee, PA",
    "O'D, MA",
    "Jean-P, RI ",
    "Wilkes-Barre-Wilkes-Barre-Wilkes-Barre-Wilkes-Barre-Wilkes-Barre, PA",
    " or ",
    " vs. ",
    " VERSUS ",
    "/ ",
    " or \n",
    "Lahey Clinic",
    "Hebrew Rehab",
]
TEXT = st.lists(
    st.one_of(st.text(alphabet=ALPHABET, max_size=6), st.sampled_from(PIECES)),
    max_size=14,
).map("".join)


def _spans(
    matches: Iterable[re.Match[str] | regex.Match[str]],
) -> list[tuple[int, int]]:
    return [m.span() for m in matches]


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_house_numbers_are_tried_where_a_full_scan_finds_them(text: str) -> None:
    assert _spans(rules_places._street_matches(text)) == _spans(
        rules_places._STREET.finditer(text)
    )


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_street_names_are_tried_where_a_full_scan_finds_them(text: str) -> None:
    assert _spans(rules_places._street_name_matches(text)) == _spans(
        rules_places._STREET_NAME.finditer(text)
    )


_ANY_CAPITAL = regex.compile(r"(?<![A-Za-z])[A-Z]")


def _city_states_at_every_capital(text: str) -> list[tuple[int, tuple[int, int]]]:
    """:func:`rules_places._city_states` trying every capital of the text.

    Not only those near its own comma landmarks: a city missed by them
    (``O'D, MA`` once was, but near another comma) is found here.
    """
    starts = [m.start() for m in _ANY_CAPITAL.finditer(text)]
    found, last_end = [], 0
    for pos in starts:
        m = rules_places._CITY_STATE.match(text, pos) if pos >= last_end else None
        if m is None:
            continue
        city = rules_places._city_start(m)
        if rules_places._is_city_state(m, text[city : m.end("city")]):
            last_end = m.end()
            found.append((city, m.span()))
        else:
            last_end = m.end("city")
    return found


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_cities_are_tried_at_the_capitals_that_may_start_one(text: str) -> None:
    fast = [(city, m.span()) for city, m in rules_places._city_states(text)]
    assert fast == _city_states_at_every_capital(text)


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_the_joiner_precheck_passes_every_joined_name(text: str) -> None:
    for end in range(len(text) + 1):
        if rules_places._JOINED_BEFORE.search(text, max(0, end - 40), end):
            assert rules_places._joiner_before(text, end)


def test_the_joiner_precheck_skips_a_name_after_a_plain_word() -> None:
    text = "From Harborview Medical Associates"
    assert not rules_places._joiner_before(text, text.index("Harborview"))
    for joined in ("Spaulding vs Hebrew", "Spaulding/Hebrew", "Spaulding or Hebrew"):
        assert rules_places._joiner_before(joined, joined.index("Hebrew"))


#: The institution's words as the ``regex`` module read them before.
_REGEX_LINE_WORDS = regex.compile(r"[A-Za-z][A-Za-z'-]{0,40}+|[^\sA-Za-z]")


def test_the_line_words_are_those_the_regex_module_read() -> None:
    every = "".join(map(chr, range(0x3000))) + "x" * 45 + " ab'-cd --e"
    assert _spans(rules_places._LINE_WORDS.finditer(every)) == _spans(
        _REGEX_LINE_WORDS.finditer(every)
    )


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="dDcC/'x \t\n_", max_size=14))
def test_the_dc_precheck_passes_every_dc(text: str) -> None:
    for start in range(len(text) + 1):
        full = rules_place_cues._DC_BEFORE.search(text, max(0, start - 8), start)
        assert rules_place_cues._dc_before(text, start) == bool(full)
