"""The facility and hospital recognisers' fast paths find what the plain code they replace finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_facilities, rules_hospitals
from vtt_py.deid.analysis import analyse
from vtt_py.lexicons.hospitals import hospital_table

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
        plain = rules_hospitals.name_words(analysis, i, 2)
        assert rules_hospitals._pair_listed(
            analysis, i, pairs
        ) == rules_hospitals._listed(plain, 2, pairs)


def test_acronyms_skip_only_tokens_no_test_would_keep() -> None:
    # facility_acronyms skips a token with no word of _BEFORE before it, as
    # its primary care test's prepositions are among them.
    assert rules_facilities._AT <= rules_facilities._BEFORE
