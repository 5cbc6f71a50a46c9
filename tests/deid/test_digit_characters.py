"""Characters that are digits to str.isdigit but have no value to int(): no crash anywhere."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid.analysis import analyse
from vtt_py.deid.features import token_features
from vtt_py.deid.pipeline import Deidentifier, rule_findings

#: Superscripts, circled and dingbat numbers, Ethiopic and Kharoshthi digits:
#: ``isdigit()`` but not ``isdecimal()``.
_VALUELESS = "²³⁴¹⁰①⑫❶❷➊፭፩"


@pytest.mark.parametrize("word", ["²", "❶", "፭Ґ"])
def test_a_digit_without_a_value_gets_no_value_features(word: str) -> None:
    feats = token_features(word)
    assert "nd=" + str(len(word)) in feats
    assert not any(f.startswith(("n<=", "n=")) for f in feats)


def test_a_numbers_value_is_its_leading_decimal_digits() -> None:
    assert {"nd=4", "n=year"} <= set(token_features("1999"))
    assert {"nd=4", "n=year", "n=time"} <= set(token_features("2015"))
    assert "n<=12" in token_features("07")
    assert "n<=12" in token_features("1²")  # one, squared
    assert "n<=12" in token_features("٣")  # an Arabic-Indic three is a decimal digit


@given(
    st.lists(
        st.sampled_from([*_VALUELESS, "Smith", "Reisman", " ", "\n", "/", "on", "age"]),
        max_size=20,
    )
)
@settings(deadline=None, max_examples=200)
def test_rules_take_any_digit_character(parts: list[str]) -> None:
    text = " ".join(parts)
    for f in rule_findings(analyse(text)):
        assert 0 <= f.start < f.end <= len(text)


@pytest.mark.parametrize(
    "text",
    ["Transfer to Reisman ❶ today.", "❷ Smith 4 on ⁴/₂", "age ⁸⁵, floor ⑫ Reisman"],
)
def test_suggest_takes_any_digit_character(text: str) -> None:
    from vtt_py.deid.batch import default_model_path
    from vtt_py.deid.crf import load_model

    deid = Deidentifier(load_model(default_model_path()), "physionet")
    for s in deid.suggest(text):
        assert 0 <= s.start < s.end <= len(text)
