"""Care agencies named after their place: ``VNA of Cape Cod``."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import HOSPITAL, ORGANIZATION
from vtt_py.deid.rules_agencies import find_agencies


def _found(text: str) -> list[tuple[str, bool]]:
    found = find_agencies(text)
    assert all(f.kind == ORGANIZATION for f in found)
    return [(text[f.start : f.end], f.strong) for f in found]


@pytest.mark.parametrize(
    ("text", "agency"),
    [
        ("Pt followed by VNA of Cape Cod for wound care.", "VNA of Cape Cod"),
        ("Referred to Hospice of the North Shore.", "Hospice of the North Shore"),
        (
            "Has services from Visiting Nurse Association of Boston.",
            "Visiting Nurse Association of Boston",
        ),
        (
            "Elder Services of the Merrimack Valley involved.",
            "Elder Services of the Merrimack Valley",
        ),
        ("VNA of Greater New Bedford to see pt", "VNA of Greater New Bedford"),
        (
            "Home Health Care of Southern Maine, Inc. called",
            "Home Health Care of Southern Maine",
        ),
    ],
)
def test_an_agency_named_after_its_place_is_found_whole(text: str, agency: str) -> None:
    assert _found(text) == [(agency, True)]


def test_an_agency_in_a_line_of_capitals_is_only_weak() -> None:
    # Capitals say nothing of where the name ends: the CRF weighs it.
    assert _found("VNA OF CAPE COD FOR WOUND CARE") == [("VNA OF CAPE COD", False)]
    assert _found("VNA OF CHOICE") == [("VNA OF CHOICE", False)]


@pytest.mark.parametrize(
    ("text", "agency"),
    [
        ("VNA OF BOSTON TO FOLLOW AT HOME.", "VNA OF BOSTON"),
        ("HOSPICE OF THE NORTH SHORE INVOLVED.", "HOSPICE OF THE NORTH SHORE"),
    ],
)
def test_an_agency_of_a_listed_town_in_capitals_is_sure(text: str, agency: str) -> None:
    # The listed town ends the name: "INVOLVED" is the sentence's.
    assert _found(text) == [(agency, True)]


@pytest.mark.parametrize(
    "text",
    [
        "referred to hospice of her choice",  # a service, not a name
        "Hospice of Pt choice discussed",  # "Pt" is the patient
        "home care of wounds reviewed",
        "VNA of",  # no name after it
    ],
)
def test_a_service_of_someone_is_no_agency(text: str) -> None:
    assert _found(text) == []


def test_a_visitors_role_after_the_place_ends_the_agencys_name() -> None:
    assert _found("VNA of Cape Cod RN visit 2x/wk") == [("VNA of Cape Cod", True)]
    assert _found("VNA of MA to follow") == [("VNA of MA", True)]  # a state's code


def test_a_greater_towns_agency_in_capitals_is_sure() -> None:
    assert _found("DISPO: HOME WITH VNA OF GREATER LOWELL") == [
        ("VNA OF GREATER LOWELL", True)
    ]


def test_a_greater_word_before_no_town_stays_a_hint() -> None:
    assert _found("HOSPICE OF GREATER CHOICE") == [("HOSPICE OF GREATER CHOICE", False)]


@pytest.mark.parametrize(
    ("text", "hospital"),
    [
        (
            "Transferred from the Hospital of the University of Pennsylvania.",
            "Hospital of the University",
        ),
        (
            "Records from Medical Center of Central Georgia",
            "Medical Center of Central Georgia",
        ),
        # the hospital's own words before its head are its name too
        (
            "CHILDREN'S HOSPITAL OF LAKEVIEW\nDISCHARGE SUMMARY",
            "CHILDREN'S HOSPITAL OF LAKEVIEW",
        ),
    ],
)
def test_a_hospital_named_after_its_place_is_a_hospital(
    text: str, hospital: str
) -> None:
    (found,) = find_agencies(text)
    assert (text[found.start : found.end], found.kind, found.strong) == (
        hospital,
        HOSPITAL,
        True,
    )


@pytest.mark.parametrize(
    "text",
    [
        "HOSPITAL OF ORIGIN: OSH",
        "to the hospital of her choice",
        "Hospital of Pt choice",
    ],
)
def test_a_hospital_of_no_place_is_none(text: str) -> None:
    assert find_agencies(text) == []


def test_a_sentences_words_before_the_head_are_no_part_of_the_name() -> None:
    text = "PATIENT TRANSFERRED FROM HOSPITAL OF BOSTON"
    (found,) = find_agencies(text)
    assert text[found.start : found.end] == "HOSPITAL OF BOSTON"
    text = "Called Hospital of Saint Raphael"
    (found,) = find_agencies(text)
    assert text[found.start : found.end] == "Hospital of Saint Raphael"
