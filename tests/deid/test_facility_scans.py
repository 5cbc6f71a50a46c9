"""The facility and hospital recognisers' fast paths find what the plain code they replace finds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_facilities, rules_hospitals
from vtt_py.deid.analysis import analyse
from vtt_py.lexicons.hospitals import hospital_table

TEXTS = [
    "transferred to bwh, then from nwh ed; cat to bwh; at to bmc",
    "PT S/P CABG AT BWH. FROM NWH VIA MED FLIGHT\nat XYH and VAMC, BIDMC's ICU",
    "tomc at\tlmwh into xyh inbwh from  abmc HÉH MCH H MC",
    "weird: BWHé, BWH2, _BWH, BWH_ and ÀBMC",
]

#: Letters, capitals, spaces and the characters the patterns turn on.
_ALPHABET = "abcdefhimnortHMCBWÉé _2.\t\n'"


def _plain_lower(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in rules_facilities._LOWER_HOSPITAL.finditer(text)]


def _plain_shaped(text: str) -> list[int]:
    words = analyse(text).words
    return [i for i, w in enumerate(words) if w.endswith(("H", "MC"))]


@pytest.mark.parametrize("text", TEXTS)
def test_lower_hospital_scan_finds_what_finditer_finds(text: str) -> None:
    fast = [m.span() for m in rules_facilities._lower_hospital_matches(text)]
    assert fast == _plain_lower(text)


@pytest.mark.parametrize("text", TEXTS)
def test_hospital_shaped_tokens_are_those_ending_in_h_or_mc(text: str) -> None:
    assert rules_facilities._hospital_shaped(analyse(text)) == _plain_shaped(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=60))
def test_fast_scans_on_random_text(text: str) -> None:
    fast = [m.span() for m in rules_facilities._lower_hospital_matches(text)]
    assert fast == _plain_lower(text)
    assert rules_facilities._hospital_shaped(analyse(text)) == _plain_shaped(text)


#: Words and symbols of listed pairs ("brigham and", "st marys") and others.
_NAME_TOKENS = (
    "Brigham & and Women ' s S St . Mary Marys Beth Israel - 1 for the \n".split(" ")
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_NAME_TOKENS), max_size=12))
def test_pair_listed_is_the_first_two_name_words_listed(tokens: list[str]) -> None:
    analysis = analyse(" ".join(tokens))
    pairs = hospital_table().pairs
    for i in range(len(analysis.words)):
        plain = rules_hospitals._name_words(analysis, i, 2)
        assert rules_hospitals._pair_listed(
            analysis, i, pairs
        ) == rules_hospitals._listed(plain, 2, pairs)


def test_acronyms_skip_only_tokens_no_test_would_keep() -> None:
    # facility_acronyms skips a token with no word of _BEFORE before it, as
    # its primary care test's prepositions are among them.
    assert rules_facilities._AT <= rules_facilities._BEFORE
