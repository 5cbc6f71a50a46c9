"""Organisations named by their own words before a head noun (invented lines)."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import LOCATION, ORGANIZATION
from vtt_py.deid.rules_org_heads import find_org_heads


def _found(text: str) -> list[tuple[str, bool]]:
    found = find_org_heads(analyse(text))
    assert all(f.kind in (ORGANIZATION, LOCATION) for f in found)
    return [(text[f.start : f.end], f.strong) for f in found]


@pytest.mark.parametrize(
    ("text", "name", "strong"),
    [
        (
            "Son attends Little Sprouts Learning Center in town.",
            "Little Sprouts Learning Center",
            True,
        ),
        (
            "Referred by Harbor Health Services for eval.",
            "Harbor Health Services",
            True,
        ),
        (
            "She volunteers at Greater Boston Food Bank weekly.",
            "Greater Boston Food Bank",
            True,  # common words, but after "at"
        ),
        ("Pt's church, Grace Chapel, bringing meals.", "Grace Chapel", False),
        ("Employer: Harbor Health Services", "Harbor Health Services", True),
        (
            "Followed at Quillmoor Children's Center.",
            "Quillmoor Children's Center",
            True,
        ),
    ],
)
def test_own_words_before_a_head_name_an_organisation(
    text: str, name: str, strong: bool
) -> None:
    assert _found(text) == [(name, strong)]


@pytest.mark.parametrize(
    "text",
    [
        "Pt seen by Social Services re: housing.",  # kind words alone
        "Called Poison Control Center, no antidote needed.",
        "Contacted Elder Services re: neglect.",  # the sentence's verb
        "Pt attends Catholic Church weekly.",
        "Blood Bank called, 2 units ready.",
        "Pt to Cancer Center for chemo.",
        "Interpreter Services called for Portuguese.",
        "REFERRED BY SOCIAL SERVICES",  # capitals: kind words alone
        "PT ATTENDS CATHOLIC CHURCH WEEKLY.",
        "PT TO CANCER CENTER FOR CHEMO.",
        "Referred to the Area Agency on Aging.",
    ],
)
def test_no_organisation_without_a_word_of_its_own(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "name", "strong"),
    [
        # capitals: a listed town's name beside a kind word, or a rare word
        ("REFERRED BY HARBOR HEALTH SERVICES", "HARBOR HEALTH SERVICES", True),
        ("PT ATTENDS BETHEL CHURCH", "BETHEL CHURCH", False),
    ],
)
def test_in_capitals_a_towns_or_a_rare_word_names_an_organisation(
    text: str, name: str, strong: bool
) -> None:
    assert _found(text) == [(name, strong)]


def test_a_landmark_after_a_preposition_of_place_is_a_sure_location() -> None:
    text = "Pt found down outside South Station by EMS."
    (found,) = find_org_heads(analyse(text))
    assert (text[found.start : found.end], found.kind, found.strong) == (
        "South Station",
        LOCATION,
        True,
    )
    assert _found("Pt walked to Nurses Station twice.") == []


def test_a_head_in_small_letters_is_no_part_of_the_name() -> None:
    text = "Pt slept at the Salvation Army shelter on Friday."
    assert _found(text) == [("Salvation Army", True)]
    assert _found("Pt's church, Grace Chapel, brings meals.") == [
        ("Grace Chapel", False)
    ]


def test_outdoor_landmarks_are_locations() -> None:
    text = "Pt was fishing off Nantasket Beach when he fell."
    found = find_org_heads(analyse(text))
    assert [(text[f.start : f.end], f.kind, f.strong) for f in found] == [
        ("Nantasket Beach", LOCATION, True)
    ]


def test_a_landmark_word_before_a_street_suffix_is_the_streets() -> None:
    assert _found("Brought from her home on 27 Mill Pond Ave today.") == []
