"""Guards asked again of a line typed in capitals, re-cased: ``PT WITH CORRIGAN PULSE``."""

from __future__ import annotations

import pytest

from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.guards import apply_guards
from vtt_py.deid.guards_recased import in_one_case, recased_lines
from vtt_py.deid.merge import CANDIDATE_SOURCE, Suggestion
from vtt_py.deid.pipeline import Deidentifier


def _crf(text: str, word: str, family: str = "NAME", source: str = "crf") -> Suggestion:
    start = text.index(word)
    label = "Location" if family == "PLACE" else "PTName"
    return Suggestion(start, start + len(word), label, source, 0.3, family)


@pytest.mark.parametrize(
    ("text", "word", "family"),
    [
        ("PT WITH CORRIGAN PULSE.", "CORRIGAN", "PLACE"),
        ("PT WITH KIRSCHNER WIRES IN PLACE.", "KIRSCHNER", "PLACE"),
        ("HAZEL EYES, PERRLA.", "HAZEL", "NAME"),
        ("CRYSTAL METH USE PER PT.", "CRYSTAL", "NAME"),
        ("DAWN LABS SENT.", "DAWN", "NAME"),
        ("FRANK DISCUSSION WITH FAMILY RE: GOALS OF CARE.", "FRANK", "NAME"),
        ("PT SUMMERS ON THE CAPE.", "SUMMERS", "PLACE"),
    ],
)
def test_a_guard_of_mixed_case_drops_it_in_one_case_too(
    text: str, word: str, family: str
) -> None:
    assert apply_guards(text, [_crf(text, word, family)]) == []


def test_a_weighed_rule_finding_is_asked_again_too() -> None:
    text = "PT WITH CORRIGAN PULSE."
    assert apply_guards(text, [_crf(text, "CORRIGAN", "PLACE", CANDIDATE_SOURCE)]) == []


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("WIFE HAZEL IN TO VISIT.", "HAZEL"),
        ("SON FRANK CALLED.", "FRANK"),
        ("DAWN CALLED FROM WORK, WILL VISIT AFTER 5PM.", "DAWN"),
        ("SPOKE WITH DAUGHTER ROSE.", "ROSE"),
    ],
)
def test_a_person_in_one_case_is_kept(text: str, word: str) -> None:
    s = _crf(text, word)
    assert apply_guards(text, [s]) == [s]


def test_sure_rule_findings_are_not_asked_again() -> None:
    text = "PT WITH CORRIGAN PULSE."
    s = Suggestion(8, 16, "Location", "rules", None, "PLACE")
    assert recased_lines(text, s) is None


def test_the_line_is_re_cased_in_place() -> None:
    text = "Pt note.\nPT WITH CORRIGAN PULSE FROM TULSA OKLAHOMA.\nMore."
    named, small, s = recased_lines(text, _crf(text, "CORRIGAN", "PLACE")) or (
        "",
        "",
        None,
    )
    # English words in small letters, listed names that are no word capitalised
    assert named == "pt with Corrigan pulse from Tulsa Oklahoma."
    assert small == "pt with corrigan pulse from Tulsa Oklahoma."
    assert s is not None and named[s.start : s.end] == "Corrigan"


def test_only_lines_in_one_case_are_re_cased() -> None:
    assert in_one_case("PT WITH CORRIGAN PULSE.")
    assert in_one_case("pt with corrigan pulse.")
    assert in_one_case("Pt with corrigan pulse, no murmur.")  # a sentence's capital
    assert not in_one_case("Pt with Corrigan pulse.")
    assert not in_one_case("CV: OK")  # too short to say
    text = "Pt with CORRIGAN pulse."
    assert recased_lines(text, _crf(text, "CORRIGAN", "PLACE")) is None


def test_one_long_line_in_one_case_is_read_near_each_suggestion() -> None:
    line = "PT WITH CORRIGAN PULSE AND HAZEL EYES. " * 2000
    text = line + "WIFE HAZEL IN TO VISIT."
    s = _crf(text, "WIFE HAZEL")._replace(start=len(line) + 5)
    recased = recased_lines(text, s)
    assert recased is not None and len(recased[0]) <= 2 * 200 + 10


def test_the_shipped_model_in_one_case_drops_the_eponym() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    assert deid.suggest("PT WITH CORRIGAN PULSE.") == []
    assert [
        "PT LIVES IN MALDEN WITH WIFE JOY."[s.start : s.end]
        for s in deid.suggest("PT LIVES IN MALDEN WITH WIFE JOY.")
    ] == ["MALDEN", "JOY"]


@pytest.mark.parametrize(
    ("text", "word", "family"),
    [
        ("pt with corrigan pulse.", "corrigan", "PLACE"),
        ("hazel eyes, perrla.", "hazel", "NAME"),
        ("frank discussion with family re: goals of care.", "frank", "NAME"),
    ],
)
def test_a_line_in_small_letters_is_asked_again_too(
    text: str, word: str, family: str
) -> None:
    assert apply_guards(text, [_crf(text, word, family)]) == []


def test_a_person_in_small_letters_is_kept() -> None:
    text = "son frank called, will visit."
    s = _crf(text, "frank")
    assert apply_guards(text, [s]) == [s]
