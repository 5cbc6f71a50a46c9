"""Places, second round: cities' short names, states' short names in hospitals, employers, malls.

All text invented.
"""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.rules_facilities import facility_findings
from vtt_py.deid.rules_hospitals import find_listed_hospitals
from vtt_py.deid.rules_place_cues import places_in
from vtt_py.deid.rules_regions import find_regions


def regions(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_regions(text) if f.strong]


def suggested(text: str) -> list[str]:
    return [
        text[s.start : s.end] for s in Deidentifier(None, "physionet").suggest(text)
    ]


def hospitals(text: str) -> list[str]:
    return [
        text[f.start : f.end] for f in find_listed_hospitals(analyse(text)) if f.strong
    ]


def employers(text: str) -> list[str]:
    return [
        text[f.start : f.end]
        for f in facility_findings(analyse(text))
        if f.strong and f.rule in ("employer", "job-employer")
    ]


@pytest.mark.parametrize(
    ("text", "city"),
    [
        ("Pt moved from nyc last spring to be near her son.", "nyc"),
        ("Pt's son in LA aware of admission.", "LA"),
        ("Daughter lives in philly, visits weekends.", "philly"),
        ("Wife flying in from SF tonight.", "SF"),
        ("Pt relocated from DC to live with niece.", "DC"),
        ("MOVED TO DC 2 YRS AGO.", "DC"),
        ("Husband is from NYC originally.", "NYC"),
        ("Grandson lives in L.A. and calls daily.", "L.A."),
        ("grew up in nola, came north in her 20s", "nola"),
        ("Sister who lives in Vegas updated by phone.", "Vegas"),
    ],
)
def test_a_city_short_name_after_a_cue_of_living_or_moving(
    text: str, city: str
) -> None:
    assert regions(text) == [city]


@pytest.mark.parametrize(
    "text",
    [
        "Thrombus seen in LA on TEE.",
        "Dilated LA noted on echo.",
        "Lead moved from LA to RA, tracing improved.",
        "MD in LA notified.",
        "d/c to dc when afebrile",
        "Sister in law at bedside.",
    ],
)
def test_a_short_name_without_a_cue_is_no_city(text: str) -> None:
    assert regions(text) == []


def test_a_state_short_name_opens_a_hospital_name() -> None:
    assert hospitals("Pt transferred to Mass General for w/u.") == ["Mass General"]
    assert hospitals("PT WAS SEEN AT MASS GENERAL ED 2 DAYS AGO.") == ["MASS GENERAL"]
    assert hospitals("transferred from mass general this am") == ["mass general"]
    assert hospitals("f/u at Mass Eye and Ear next week.") == ["Mass Eye and Ear"]
    assert hospitals("HAS APPT AT MASS EYE AND EAR MONDAY.") == ["MASS EYE AND EAR"]


def test_a_mass_is_no_hospital_without_a_cue() -> None:
    assert hospitals("Mass general appearance unchanged.") == []
    assert hospitals("Large abdominal mass noted on CT.") == []


def test_employers_in_capitals_of_common_words_after_a_work_cue() -> None:
    assert employers("PT WORKS AT MARKET BASKET AS A CASHIER.") == ["MARKET BASKET"]
    assert employers("RETIRED FROM DIGITAL EQUIPMENT 10 YRS AGO.") == [
        "DIGITAL EQUIPMENT"
    ]
    # the name ends before a time's word: not "POLAROID AFTER"
    assert suggested("PT RETIRED FROM POLAROID AFTER 25 YEARS.") == ["POLAROID"]


@pytest.mark.parametrize(
    "text",
    [
        "PT WORKS AT GROCERY STORE AS CASHIER.",
        "PT WORKS AT NIGHT SHIFT.",
        "PT WORKS FOR FAMILY BUSINESS.",
        "PT WORKS FOR LOCAL PAPER.",
        "PT RETIRED FROM PHYSICAL THERAPY.",
        "PT WORKS AT NURSING HOME.",
    ],
)
def test_a_kind_of_workplace_in_capitals_is_no_employer(text: str) -> None:
    assert employers(text) == []


def test_company_capitals_right_after_works_for_even_if_an_abbreviation() -> None:
    assert employers("Pt works for IBM as an engineer.") == ["IBM"]
    assert employers("Pt will work up for MI.") == []
    assert employers("Pt works at ICU as RN.") == []


def test_an_employer_of_two_parts_joined_by_and() -> None:
    assert employers("Wife works at Stop and Shop.") == ["Stop and Shop"]
    assert employers("Pt works at Barnes & Noble.") == ["Barnes & Noble"]
    assert "Cardiology and Neurology" not in employers(
        "Pt works at Cardiology and Neurology clinics."
    )


def test_an_insurance_program_is_no_employer_before_a_job() -> None:
    assert employers("Pt is a Medicare worker.") == []
    assert suggested("Pt is a Medicare worker.") == []


def test_a_relatives_home_is_no_place() -> None:
    analysis = analyse("Pt went to GRANDMAS HOUSE for holiday.")
    assert [f for f in places_in(analysis) if f.strong] == []


def test_a_shopping_place_by_its_whole_name() -> None:
    assert regions("Pt fell at Burlington Mall, brought in by EMS.") == [
        "Burlington Mall"
    ]
    assert regions("PT FELL AT NATICK MALL.") == ["NATICK MALL"]
    assert regions("Pt found down at Pine Ridge Plaza parking lot.") == [
        "Pine Ridge Plaza"
    ]
    assert regions("PT WALKS AT THE STRIP MALL.") == []
    assert regions("Pt walks at the mall daily.") == []


def _strong_places(text: str) -> list[str]:
    return [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]


def test_lands_of_two_words_after_lives_on_in_capitals() -> None:
    assert _strong_places("PT LIVES ON CAPE COD WITH WIFE.") == ["CAPE COD"]
    assert _strong_places("LIVES ON LONG ISLAND.") == ["LONG ISLAND"]
    assert _strong_places("PT LIVES ON SOCIAL SECURITY.") == []


def test_a_homes_is_in_places_it() -> None:
    assert _strong_places("PT'S APARTMENT IS IN BACK BAY.") == ["BACK BAY"]
    assert _strong_places("His house is in Quillmoor.") == ["Quillmoor"]
    assert _strong_places("HOUSE IS IN DISARRAY.") == []
    assert _strong_places("HOUSE WAS IN FORECLOSURE.") == []


def test_hyphened_initials_before_a_unit() -> None:
    from vtt_py.deid.rules_unit_owners import hospital_units

    def units(text: str) -> list[str]:
        return [text[f.start : f.end] for f in hospital_units(analyse(text))]

    assert units("Pt transferred from N-W ED.") == ["N-W"]
    assert units("PT WAS TAKEN TO S-M-H ER.") == ["S-M-H"]
    assert units("Pt 2-3 ED visits this year.") == []


def test_being_somewhere_is_from_never_to() -> None:
    assert regions("Plan is to dc foley in am.") == []
    assert regions("Pt is to DC home tomorrow with VNA.") == []
    assert regions("pt coming to dc from picc line") == []
    assert regions("Mother is from nyc, here to help.") == ["nyc"]


def test_more_kinds_of_workplace_and_roles_are_no_employers() -> None:
    assert employers("PT RETIRED FROM ACTIVE DUTY.") == []
    assert employers("PT RETIRED FROM PUBLIC SCHOOLS.") == []
    assert employers("Pt works for PCP office.") == []
    assert employers("PT WORKS AT HOME DEPOT PART TIME.") == ["HOME DEPOT"]
    assert regions("Pt found in the parking lot of Pheasant Lane Mall.") == [
        "Pheasant Lane Mall"
    ]


def test_a_brand_in_capitals_after_a_work_cue_is_an_employer() -> None:
    # Common on the web (Zipf 3.9) but in no dictionary as a common word.
    assert employers("PT WORKS AT WALMART.") == ["WALMART"]
    assert employers("PT WORKS FOR VERIZON AS A LINEMAN.") == ["VERIZON"]
    # A dictionary word, however rare a company's name it may be.
    assert employers("PT WORKS AT TARGET.") == []
    assert employers("PT WORKS AT NIGHT.") == []
    assert employers("PT WORKED BY RT FOR SECRETIONS.") == []  # rare, but a word


def test_a_goal_of_an_abbreviation_after_a_work_cue_is_no_employer() -> None:
    assert employers("WORKING FOR ABG IMPROVEMENT.") == []
