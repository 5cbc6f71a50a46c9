"""Guards for first names that mean what they say: fluids' colours, getting up, old marks."""

from __future__ import annotations

import pytest

from vtt_py.deid.guards import apply_guards
from vtt_py.deid.merge import Suggestion


def _kept(text: str, word: str) -> bool:
    """Whether the guards keep a CRF name of middling score on the first ``word``."""
    start = text.index(word)
    suggestion = Suggestion(start, start + len(word), "PTName", "crf", 0.4, "NAME")
    return apply_guards(text, [suggestion]) == [suggestion]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Amber drainage from JP site.", "Amber"),
        ("Foley draining Amber urine, 40 cc/hr.", "Amber"),
        ("Amber-colored urine in foley bag.", "Amber"),
        ("Urine: Amber, clear.", "Amber"),
        ("Ruby red drainage from chest tube.", "Ruby"),
        ("Rose tinged sputum this am.", "Rose"),
    ],
)
def test_a_colour_before_or_after_a_fluid_is_no_name(text: str, word: str) -> None:
    assert not _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Amber called re: visit tomorrow.", "Amber"),
        ("Daughter Amber at bedside.", "Amber"),
        ("Ruby, pt's niece, brought clothes.", "Ruby"),
        ("Visited by Rose and Amber this evening.", "Amber"),
        ("Amber Brown called, will visit.", "Amber"),  # a surname, not a colour
    ],
)
def test_a_colour_name_of_a_person_stays(text: str, word: str) -> None:
    assert _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Rose from chair with assist x1.", "Rose"),
        ("Rose from the commode without difficulty.", "Rose"),
        ("Mark from prior CT noted on abdomen.", "Mark"),
        ("Mark from old IV site healing.", "Mark"),
    ],
)
def test_getting_up_and_old_marks_are_no_names(text: str, word: str) -> None:
    assert not _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Mark from PT in to see pt.", "Mark"),
        ("Rose from the VNA called.", "Rose"),
        ("Mark from prior shift reports pt slept well.", "Mark"),
        ("Report from Mark, RN.", "Mark"),
    ],
)
def test_a_person_from_a_service_or_a_shift_stays(text: str, word: str) -> None:
    assert _kept(text, word)


def test_rules_names_are_never_dropped_by_these_guards() -> None:
    text = "Amber urine. Rose from chair."
    ruled = Suggestion(0, 5, "PTName", "rules", None, "NAME")
    assert apply_guards(text, [ruled]) == [ruled]
