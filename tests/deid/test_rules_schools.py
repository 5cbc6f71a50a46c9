"""Schools, colleges and universities named by their own words before a head."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import ORGANIZATION
from vtt_py.deid.rules_schools import find_schools


def _found(text: str) -> list[tuple[str, str]]:
    return [(text[f.start : f.end], f.kind) for f in find_schools(analyse(text))]


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("He attended Madison Park High School and", "Madison Park High School"),
        ("a librarian at Pembrook College.", "Pembrook College"),
        ("Harvard Medical School graduate", "Harvard Medical School"),
        ("Daughter at Boston University.", "Boston University"),
        ("works at Marlowe School District as a", "Marlowe School District"),
        # A town's high school written without "School", after a cue.
        ("teaches at Brookline High.", "Brookline High"),
    ],
)
def test_a_schools_own_words_before_its_head_name_it(text: str, school: str) -> None:
    assert _found(text) == [(school, ORGANIZATION)]


@pytest.mark.parametrize(
    "text",
    [
        "attended High School",  # a kind of school alone
        "BP High this am",  # no cue before a bare "High"
        "per American College of Cardiology",  # a society
        "HIGH SCHOOL GRADUATE FROM DORCHESTER HIGH",  # capitals: no name tells
        "went to the University for tests",
    ],
)
def test_no_school_without_a_name_of_its_own(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "school"),
    [
        ("Attends Kennedy Middle School, has IEP.", "Kennedy Middle School"),
        ("Graduated Lincoln High School in 1990.", "Lincoln High School"),
    ],
)
def test_a_verb_opening_the_sentence_is_no_word_of_the_school(
    text: str, school: str
) -> None:
    assert _found(text) == [(school, ORGANIZATION)]


def test_a_towns_public_schools_are_an_employer() -> None:
    assert _found("Pt's employer: Boston Public Schools.") == [
        ("Boston Public Schools", ORGANIZATION)
    ]


def test_public_schools_alone_are_no_name() -> None:
    assert _found("Kids attend Public Schools nearby.") == []
