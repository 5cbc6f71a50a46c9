"""The shared token analysis and the CRF features built on it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.core.tokens import word_tokens
from vtt_py.deid.analysis import analyse, glued_name, is_caps_line
from vtt_py.deid.features import (
    _COLLAPSE,
    FEATURE_VERSION,
    _collapsed,
    sequence_features,
    token_features,
)
from vtt_py.deid.kinds import DATE, Finding


@given(st.text(alphabet=st.sampled_from("aZ9 .,'-/\n\tÉß_"), max_size=60))
@settings(deadline=None)  # the first call loads the word lists
def test_analysis_tokens_are_core_word_tokens(text: str) -> None:
    a = analyse(text)
    expected = [(t.start, t.end, t.text) for t in word_tokens(text)]
    assert list(zip(a.starts, a.ends, a.words, strict=True)) == expected
    assert len(a.classes) == len(a.words) == len(a.line_of)


def test_analysis_lines_and_classes() -> None:
    a = analyse("SOCIAL: WIFE CAROL HERE\nDr. Smith aware")
    assert a.line_of == [0, 0, 0, 0, 0, 1, 1, 1, 1]
    assert a.line_start == [True, False, False, False, False, True, False, False, False]
    assert a.caps_lines == [True, False]
    assert a.classes[5] == "p" and a.classes[7] == "n"  # Dr . Smith


def test_a_first_name_glued_to_an_everyday_word_reads_as_a_name() -> None:
    # A missing space: the glued verb's "-ed" made the word read as no name.
    assert analyse("Wife Marjoriecalled at 10pm").classes[1] == "u"
    assert glued_name("gwendolyncalled") and glued_name("desmondwill")
    # Typos and words whose split is a name and a scrap: no name.
    for word in ("ambered", "weanted", "vantillate", "hemodynamicaly", "procedurewell"):
        assert not glued_name(word), word


def test_a_relatives_first_name_glued_to_what_she_did_is_found_in_small_letters() -> (
    None
):
    from vtt_py.deid.pipeline import rule_findings

    for text, name in (
        ("wife theresacalled, updated.", "theresacalled"),
        ("PT'S WIFE GWENDOLYNCALLED FOR UPDATE.", "GWENDOLYNCALLED"),
    ):
        found = rule_findings(analyse(text))
        assert [text[f.start : f.end] for f in found if f.strong] == [name]


def test_analysis_caps_line() -> None:
    assert is_caps_line("PT TRANSFERRED TO BXH")
    assert not is_caps_line("Pt transferred to BXH")


def test_features_token_and_context() -> None:
    a = analyse("Wife Carol called 9/7.")
    findings = [Finding(18, 21, DATE, "month-day")]
    feats = sequence_features(a, findings)
    carol = feats[1]
    assert "w=carol" in carol and "sh=Aa" in carol and "fn=5" in carol
    assert "-1w=wife" in carol and "+1w=called" in carol
    assert "r=DATE" in feats[3] and "r=DATE" in feats[5]  # the rule output as a feature
    assert "r=DATE" not in carol
    assert len(feats) == len(a.words)


def test_features_are_cached_per_token_and_versioned() -> None:
    assert token_features("Smith") is token_features("Smith")
    assert isinstance(FEATURE_VERSION, int)


def test_features_of_a_token_range_match_their_context() -> None:
    a = analyse("one two three four five six")
    part = sequence_features(a, [], 2, 4)
    assert [f[0] for f in part] == ["w=three", "w=four"]
    assert "-1w=two" in part[0] and "+1w=five" in part[1]


@given(
    st.text(
        alphabet=st.sampled_from("aZ9 .\t\r\x0b\x0c\x85\xa0\u2028\u3000²é_-\n"),
        max_size=80,
    )
)
@settings(deadline=None)
def test_analysis_offsets_hold_across_every_kind_of_whitespace(text: str) -> None:
    # Offsets come from summed piece lengths: any whitespace between tokens counts.
    a = analyse(text)
    assert [text[s:e] for s, e in zip(a.starts, a.ends, strict=True)] == a.words
    expected = [(t.start, t.end, t.text) for t in word_tokens(text)]
    assert list(zip(a.starts, a.ends, a.words, strict=True)) == expected


@given(st.text(alphabet=st.sampled_from("aA0.-\n é"), max_size=40))
def test_features_shape_runs_collapse_as_the_pattern_says(shape: str) -> None:
    assert _collapsed(shape) == _COLLAPSE.sub(r"\1", shape)
