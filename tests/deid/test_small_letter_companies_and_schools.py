"""Companies and schools in one case, a meeting's people, verbs named like towns, lots."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    ("text", "companies"),
    [
        ("pt was a machinist at general dynamics for years.", ["general dynamics"]),
        ("pt works at dynamics corp.", ["dynamics corp"]),
    ],
)
def test_a_company_in_small_letters_after_a_trade_is_found(
    shipped: Deidentifier, text: str, companies: list[str]
) -> None:
    assert marked(shipped, text) == companies


@pytest.mark.parametrize(
    "text",
    [
        "pt works at car wash.",
        "pt works at nail salon downtown.",
        "pt works at bus depot.",
        "pt works at daycare center.",
        "pt works at daycare.",
        "pt works for phone company.",
        "pt works at home part time.",
    ],
)
def test_an_everyday_workplace_in_small_letters_is_no_company(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "schools"),
    [
        ("pt's dtr is a para at the kennedy school.", ["kennedy school"]),
        ("PT'S SON ATTENDS THE LINCOLN SCHOOL.", ["LINCOLN SCHOOL"]),
        ("dtr at the quincy college.", ["quincy college"]),
    ],
)
def test_a_school_in_one_case_after_its_cue_is_found(
    shipped: Deidentifier, text: str, schools: list[str]
) -> None:
    assert marked(shipped, text) == schools


@pytest.mark.parametrize(
    "text",
    [
        "pt's son at the high school.",
        "back at school today.",
        "attends the same school.",
        "son goes to the new school.",
        "at the nursing school.",
    ],
)
def test_a_kind_of_school_in_one_case_is_none(
    shipped: Deidentifier, rules: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
    assert marked(rules, text) == []


def test_the_people_of_a_meeting_in_shorthand_are_named(shipped: Deidentifier) -> None:
    assert marked(shipped, "family mtg w/ joanne, steve and sw.") == ["joanne", "steve"]


@pytest.mark.parametrize(
    "text",
    [
        "Pt given clinic number to call.",
        "Pt was given clinic info.",
        "PT GIVEN CLINIC NUMBER.",
    ],
)
def test_a_verb_named_like_a_town_opens_no_clinic(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_town_before_clinic_after_a_subject_is_still_one(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "pt seen in haven clinic") == ["haven clinic"]
    assert marked(shipped, "pt goes to lahey clinic.") == ["lahey clinic"]


@pytest.mark.parametrize(
    "text", ["Lot # 34A7 of vaccine given.", "lot number 88213 recorded."]
)
def test_a_products_lot_number_is_nobodys(
    shipped: Deidentifier, rules: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
    assert marked(rules, text) == []


def test_an_account_number_is_still_an_identifier(shipped: Deidentifier) -> None:
    assert marked(shipped, "Acct # 88213307, billing aware.") == ["88213307"]


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt attends day program at bridgewell m-f.", ["bridgewell"]),
        ("Pt attends day program at Bridgewell.", ["Bridgewell"]),
    ],
)
def test_a_day_programs_place_is_found(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places
