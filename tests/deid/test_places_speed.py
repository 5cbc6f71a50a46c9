"""The place recognisers' shortcuts (landmarks, prechecks) change no finding."""

from __future__ import annotations

import re
from collections.abc import Iterable

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_places

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
    """:func:`rules_places._city_states` trying every capital within a comma's reach."""
    starts: set[int] = set()
    for comma in rules_places._comma_capitals(text):
        lo = max(0, comma + 1 - rules_places._CITY_REACH)
        starts.update(m.start() for m in _ANY_CAPITAL.finditer(text, lo, comma))
    found, last_end = [], 0
    for pos in sorted(starts):
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
