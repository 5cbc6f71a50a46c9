"""Scans done somewhere, signers' initials, employers' letters in capitals, compound words."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Initial CT at CCH showed SAH.", ["CCH"]),
        ("scan at Winchester showed no bleed", ["Winchester"]),
        ("Pt followed by ENT at MEEI.", ["MEEI"]),
        ("sees GI at NEBH yearly", ["NEBH"]),
    ],
)
def test_a_scan_or_a_specialty_at_letters_names_where(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "CT at bedside was neg.",
        "ct at 10am",
        "ct at -20 sxn",
        "neuro at BL",
        "Psych at NOC",
        "meds given at noc",
        "CT at PCP's request",
        "seen at PCP's office",
    ],
)
def test_a_scan_at_a_time_a_place_of_care_or_a_persons_office_is_no_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_place_named_in_capitals_ends_where_small_letters_begin(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "head CT at Lowell General neg") == ["Lowell General"]


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt goes to Hope House for detox f/u.", ["Hope House"]),
        ("lives at Harbor House shelter", ["Harbor House"]),
    ],
)
def test_a_homes_name_takes_its_capitalised_house(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize("text", ["went to his House", "went to The House"])
def test_a_house_after_no_name_is_none(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("co-signed MTW RN.", ["MTW"]),
        ("cosigned by JT RN", ["JT"]),
        ("report from A.B., night RN.", ["A.B."]),
        ("K.L. charge RN aware", ["K.L."]),
    ],
)
def test_a_signers_initials_before_a_credential(
    shipped: Deidentifier, text: str, initials: list[str]
) -> None:
    assert marked(shipped, text) == initials


@pytest.mark.parametrize(
    "text", ["signed ICU RN", "signed OR RN", "P.M. charge RN aware", "A.M. day RN"]
)
def test_a_unit_or_a_time_before_a_credential_is_no_signer(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "employers"),
    [
        ("PT IS A RETIRED MBTA BUS DRIVER.", ["MBTA"]),
        ("HE IS A DPW WORKER", ["DPW"]),
    ],
)
def test_an_employers_letters_before_a_job_in_capitals(
    shipped: Deidentifier, text: str, employers: list[str]
) -> None:
    assert marked(shipped, text) == employers


@pytest.mark.parametrize(
    "text",
    [
        "PT IS A RETIRED SCHOOL BUS DRIVER.",
        "PT IS AN ICU NURSE.",
        "PT IS A RETIRED HS TEACHER.",
        "PT IS A RETIRED US ARMY OFFICER",
    ],
)
def test_words_and_units_before_a_job_in_capitals_name_no_employer(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "pt lives in a triple-decker w/ family.",
        "lives on 2nd floor of triple-decker",
        "Dialysis on Tuesdays, Thursdays, Saturdays.",
        "pulses 2/4 bilat DP.",
        "DP pulses 1/4 bilat",
    ],
)
def test_compound_words_schedules_and_pulse_grades_are_no_phi(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("message left for kenji watanabe re: family meeting.", ["kenji watanabe"]),
        ("spoke w/ oksana petrenko", ["oksana petrenko"]),
    ],
)
def test_a_rarer_first_name_and_a_surname_in_small_letters_are_a_person(
    shipped: Deidentifier, text: str, names: list[str]
) -> None:
    assert marked(shipped, text) == names


@pytest.mark.parametrize("text", ["swan ganz placed", "pt on tamiflu and ceftriaxone"])
def test_an_eponyms_device_or_drugs_in_small_letters_are_no_pair(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("Page resident at 77410 if SBP < 90.", ["77410"]),
        ("call HO at 44120", ["44120"]),
    ],
)
def test_five_digits_after_at_after_paging_someone_are_a_pager(
    shipped: Deidentifier, text: str, numbers: list[str]
) -> None:
    assert marked(shipped, text) == numbers


@pytest.mark.parametrize(
    "text", ["call md at 10000 units", "pt called at 1400", "page HO at 1400 for K"]
)
def test_a_dose_or_a_clock_time_after_paging_is_no_pager(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("f/u appt @ Lahey Burlington next wk.", ["Lahey Burlington"]),
        ("f/u @ Lahey in 2 wks", ["Lahey"]),
    ],
)
def test_an_at_sign_leads_to_a_place_as_at_does(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text", ["IVF @ 100cc/hr", "NS @ KVO", "TF @ goal", "pt seen @ OSH"]
)
def test_an_at_sign_before_a_rate_or_a_setting_leads_to_none(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        (
            "Records requested from Anna Jaques and Holy Family.",
            ["Anna Jaques", "Holy Family"],
        ),
        ("PT FROM MGH, HOLY FAMILY", ["MGH", "HOLY FAMILY"]),
    ],
)
def test_a_listed_hospital_named_with_a_sure_one_is_sure(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Pt volunteers at the food pantry in Malden.", ["Malden"]),
        ("PT LIVES IN DORCHESTER, TAKES BUS TO APPTS.", ["DORCHESTER"]),
        ("Pt commutes to Cambridge daily for work.", ["Cambridge"]),
        ("Cultures from LabCorp neg x2.", ["LabCorp"]),
    ],
)
def test_a_kind_of_place_or_a_ride_to_appointments_is_no_place(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    # The towns and the business stay; the food pantry and the appointments
    # are kinds of places, and "neg" is LabCorp's result, no eponym's sign.
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    ("text", "companies"),
    [
        ("O2 supplied by Lincare.", ["Lincare"]),
        ("wheelchair provided by Numotion", ["Numotion"]),
    ],
)
def test_a_company_after_a_verb_of_supplying_and_by(
    shipped: Deidentifier, text: str, companies: list[str]
) -> None:
    assert marked(shipped, text) == companies


@pytest.mark.parametrize(
    "text",
    [
        "provided by Pharmacy",
        "supplied by Hospice",
        "O2 SUPPLIED BY HOME",
        "info provided by Pt",
    ],
)
def test_a_service_or_a_word_after_supplied_by_is_no_company(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Pt gets insulin from Walgreens on Broadway.", ["Walgreens", "Broadway"]),
        ("at Walgreens on Coumadin", ["Walgreens"]),
        ("pt works at Target on Sundays", ["Target"]),
    ],
)
def test_a_capitalised_word_after_a_chain_and_on_is_its_street(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    # A weekday or a drug after "on" is when or what, not where.
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt had cabg at nebh in 2001.", ["nebh", "2001"]),
        ("pt seen at ccmh for f/u", ["ccmh"]),
    ],
)
def test_a_hospitals_letters_in_small_letters_after_care_at(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    # Letters with a vowel are sure only after care or an operation and "at".
    assert marked(shipped, text) == places


def test_a_findings_letters_after_progressed_to_are_no_hospital(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "progressed to rvh") == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt had echo at ssh last month, ef 45%.", ["ssh"]),
        ("pt is followed by mgh cardiology.", ["mgh"]),
        ("bwh onc following", ["bwh"]),
        ("PT FOLLOWED BY MGH CARDIOLOGY", ["MGH"]),
    ],
)
def test_a_hospitals_letters_before_its_department_or_after_care_at(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "seen at osh",
        "tsh endocrine f/u",
        "each cardiology visit",
        "SEEN BY CHF CARDIOLOGY",
    ],
)
def test_an_abbreviation_or_a_word_before_a_department_is_no_hospital(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("WIFE WORKS AT TARGET.", ["TARGET"]),
        ("pt works at target", ["target"]),
        ("HE WORKS FOR AMAZON AT A WAREHOUSE.", ["AMAZON"]),
    ],
)
def test_an_everyday_words_chain_after_work_and_its_preposition(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text", ["AIMING AT TARGET", "wound closed by staples", "PT WORKS WITH TARGET"]
)
def test_the_same_words_without_work_before_them_are_no_chain(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
