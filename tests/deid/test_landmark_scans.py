"""Rules that try their slow patterns only near cheap landmarks find what a full scan finds."""

from __future__ import annotations

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_ids, rules_places
from vtt_py.deid.rules_dates import find_dates
from vtt_py.deid.rules_places import find_addresses, find_institutions
from vtt_py.deid.text import matches_at

TEXTS = [
    "Seen at Mercy Hospital in Boston, MA 02114 on 3rd of March 2039.",
    "PT TRANSFERRED FROM ST. ELSEWHERE MEDICAL CENTER.\nlower case hospital here",
    "Lives in Grand Rapids, Michigan; f/u at Lakeside Clinic, '12 aug, CA'88.",
    "Son in Winston-Salem, NC. Mid 2012 and late 1999 at Heart Center.",
    "nothing to see, Here. commas, Everywhere, no places",
]


def _plain(pattern: regex.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


@pytest.mark.parametrize("text", TEXTS)
def test_city_state_landmarks_find_what_a_full_scan_finds(text: str) -> None:
    fast = [m.span() for m in rules_places._city_states(text)]
    assert fast == _plain(rules_places._CITY_STATE, text)


@pytest.mark.parametrize("text", TEXTS)
def test_institution_landmarks_find_what_a_full_scan_finds(text: str) -> None:
    fast = [m.span() for m in rules_places._institution_phrases(text)]
    assert fast == _plain(rules_places._INSTITUTION_PHRASES, text)


def test_rules_find_places_and_dates_in_the_landmark_texts() -> None:
    text = TEXTS[0]
    assert ("Boston", "CITY") in [
        (text[f.start : f.end], f.kind) for f in find_addresses(text)
    ]
    assert any(
        text[f.start : f.end] == "Mercy Hospital" for f in find_institutions(text)
    )
    assert any("March 2039" in text[f.start : f.end] for f in find_dates(text))


def test_matches_at_skips_starts_inside_an_earlier_match() -> None:
    pattern = regex.compile(r"ab+")
    text = "abbb ab"
    assert [m.span() for m in matches_at(pattern, text, [0, 1, 2, 5])] == [
        (0, 4),
        (5, 7),
    ]


def test_capitals_are_judged_per_line() -> None:
    text = "NORTH SHORE HOSPITAL\nnorth shore hospital"
    found = [text[f.start : f.end] for f in find_institutions(text)]
    assert found[0] == "NORTH SHORE HOSPITAL"


IPV6_TEXTS = [
    "addr fe80:0:0:0:202:b3ff:fe1e:8329 ok",
    "x:ab:1:2:3:4:5:6:7:8",
    "1:2:3:4:5:6:7:8 and a:b:c:d:e:f:0:1:2",
    "::1 ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff:",
]


@pytest.mark.parametrize("text", IPV6_TEXTS)
def test_ipv6_landmarks_find_what_a_full_scan_finds(text: str) -> None:
    fast = [m.span() for m in rules_ids._ipv6(text)]
    assert fast == _plain(rules_ids._IPV6, text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0a:f. x", max_size=80))
def test_ipv6_landmarks_agree_on_any_hex_soup(text: str) -> None:
    assert [m.span() for m in rules_ids._ipv6(text)] == _plain(rules_ids._IPV6, text)
