"""Medical centers' letters, streets after ``lives on``, employers' letters, the MAR."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Pt had CABG at BMC.", ["BMC"]),
        ("PT HAD CABG AT BMC IN 2091.", ["BMC", "2091"]),
        ("Pt followed by cardiology at BMC.", ["BMC"]),
        ("pt came from BMC ED", ["BMC"]),
    ],
)
def test_a_medical_centers_letters_after_at_or_from_are_a_place(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    # BMC is bone mineral content too; no one is at or comes from that.
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "progressed to PMC despite flagyl",
        "PT AT BMC BASELINE",
        "low BMC on DEXA",
    ],
)
def test_the_same_letters_as_a_finding_or_a_measure_are_no_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "streets"),
    [
        ("Pt lives on Fellsway with her daughter.", ["Fellsway"]),
        ("She lives alone on Fellsway West and has VNA.", ["Fellsway West"]),
        ("Pt lives on Tremont.", ["Tremont"]),
    ],
)
def test_a_rare_word_after_lives_on_is_a_street(
    shipped: Deidentifier, text: str, streets: list[str]
) -> None:
    assert marked(shipped, text) == streets


@pytest.mark.parametrize(
    "text",
    [
        "Pt lives on SSDI.",
        "Pt lives on Medicaid and SSI.",
        "Pt lives on Coumadin",
        "Pt lives on Floor 3",
        "Pt lives on social security and has Medicaid.",
    ],
)
def test_an_income_a_drug_or_a_floor_after_lives_on_is_no_street(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "employers"),
    [
        ("Pt works part time at CVS as a cashier.", ["CVS"]),
        ("Pt works part-time at CVS.", ["CVS"]),
        ("works as a cashier at CVS", ["CVS"]),
        ("PT WORKS NIGHTS AT CVS.", ["CVS"]),
        ("works part time at cvs as a cashier.", ["cvs"]),
        ("pt works at cvs", ["cvs"]),
    ],
)
def test_a_companys_letters_after_works_at_are_its_name(
    shipped: Deidentifier, text: str, employers: list[str]
) -> None:
    # CVS is the cardiovascular system too: right after the work it is the shop.
    assert marked(shipped, text) == employers


@pytest.mark.parametrize(
    "text",
    [
        "WORKING FOR ABG IMPROVEMENT.",
        "pt works at osh",
        "WORKS AT OSH",
        "pt works at snf",
    ],
)
def test_a_goal_or_a_kind_of_workplace_after_work_is_no_employer(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_records_come_from_a_hospital_named_by_its_letters(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "records requested from nwh.") == ["nwh"]
    assert marked(shipped, "RECORDS FROM OSH REVIEWED") == []


@pytest.mark.parametrize(
    "text",
    [
        "meds given as documented in mar.",
        "insulin per sliding scale, charted in mar.",
        "flu shot given, documented on the mar.",
        "DOCUMENTED IN MAR.",
        "meds charted in mar, no prn given.",
    ],
)
def test_the_medication_record_after_charting_is_no_month(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("pt will return in mar.", ["mar."]),
        ("pt to return in Mar 2098", ["Mar 2098"]),
        ("Symptoms began in Mar.", ["Mar."]),
        ("documented in Mar 2097", ["Mar 2097"]),
    ],
)
def test_march_after_in_stays_a_date(
    shipped: Deidentifier, text: str, dates: list[str]
) -> None:
    assert marked(shipped, text) == dates


@pytest.mark.parametrize(
    "text",
    [
        "Seen in Botox clinic today.",
        "Goes to Suboxone clinic daily.",
        "Seen in Holter clinic",
        "Seen in Mohs clinic for BCC excision.",
        "Referred to Mohs surgery.",
    ],
)
def test_a_clinic_named_by_its_drug_device_or_operation_is_no_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_clinic_named_by_a_place_or_a_person_stays(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt seen at Lahey clinic") == ["Lahey clinic"]
    assert marked(shipped, "Dr. Foley clinic called") == ["Foley"]


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt's pharmacy rite aid danvers needs new rx.", ["rite aid danvers"]),
        ("pt's pharmacy is walgreens quincy", ["walgreens quincy"]),
        ("fell at walmart salem", ["walmart salem"]),
    ],
)
def test_a_chain_after_pharmacy_and_its_branchs_town_are_found(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text", ["pharmacy consult placed", "pharmacy aware of order", "CVS: RRR"]
)
def test_pharmacy_before_everyday_words_names_no_chain(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "agencies"),
    [
        ("Your VNA will be Care Dimensions.", ["Care Dimensions"]),
        ("VNA is Care Dimensions.", ["Care Dimensions"]),
        ("Hospice: Care Dimensions", ["Care Dimensions"]),
        ("VNA: Hallmark Health", ["Hallmark Health"]),
    ],
)
def test_an_agency_named_after_its_kind_is_found(
    shipped: Deidentifier, text: str, agencies: list[str]
) -> None:
    assert marked(shipped, text) == agencies


@pytest.mark.parametrize(
    "text",
    [
        "VNA: none",
        "VNA is aware",
        "VNA: Pt refused",
        "VNA: Home Health Aide",
        "VNA: Care Plan Reviewed",
        "VNA: Visiting Nurse Association",
        "VNA: Elder Services",
        "VNA will be notified",
    ],
)
def test_what_an_agency_does_or_is_called_in_general_is_no_name(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_teacher_at_a_level_is_no_employer(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt's wife is a teacher at Elementary level.") == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("attends church at st. anne's every sunday.", ["st. anne's"]),
        ("pt went to st anne's church", ["st anne's church"]),
        ("priest from st. brendan's visited", ["st. brendan's"]),
        ("pt went to saint mary's", ["saint mary's"]),
    ],
)
def test_a_saints_place_in_small_letters_is_found(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


def test_a_saints_herb_in_small_letters_is_no_place(shipped: Deidentifier) -> None:
    assert marked(shipped, "pt takes st. john's wort") == []


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("seen in the ed on the fourteenth", ["fourteenth"]),
        ("Seen on the Fourteenth.", ["Fourteenth"]),
        ("SEEN ON THE FOURTEENTH", ["FOURTEENTH"]),
        ("discharged on the twenty-first, readmitted", ["twenty-first"]),
    ],
)
def test_a_day_written_out_after_on_the_closing_its_clause_is_a_date(
    shipped: Deidentifier, text: str, days: list[str]
) -> None:
    assert marked(shipped, text) == days


@pytest.mark.parametrize(
    "text",
    [
        "lives on the fourteenth floor",
        "succeeded on the third.",
        "on the thirty-second.",
    ],
)
def test_a_floor_a_try_or_no_day_of_a_month_is_no_date(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_weekday_before_its_date_is_no_place_however_sure(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "NPO after MN for cath on Thurs 3/6.") == ["3/6"]
    assert marked(shipped, "HD Tues/Thurs/Sat") == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("RECORDS FROM WINCHESTER REVIEWED", ["WINCHESTER"]),
        ("records from Winchester reviewed", ["Winchester"]),
        ("records requested from Youville", ["Youville"]),
    ],
)
def test_records_come_from_a_place(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "records from pcp reviewed",
        "records from osh reviewed",
        "records from prior admission reviewed",
        "records from the nursing home",
    ],
)
def test_records_from_a_kind_of_place_name_none(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("bus from Lynn", ["Lynn"]),
        ("flight to Lisbon", ["Lisbon"]),
        (
            "pt was a passenger on the commuter rail to worcester when she felt dizzy.",
            ["worcester"],
        ),
    ],
)
def test_where_a_vehicle_goes_or_comes_from_is_a_place(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "took the bus to dialysis",
        "will train to use walker",
        "PT ON FLIGHT FROM FLORIDA",
        "pt will take the bus to the clinic",
    ],
)
def test_a_vehicle_to_care_a_state_or_a_verb_names_no_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt reports she used to work at dunkin in everett.", ["dunkin", "everett"]),
        ("Pt works at Dunkin in Everett.", ["Dunkin", "Everett"]),
        ("pt works at walmart in salem", ["walmart", "salem"]),
    ],
)
def test_a_companys_town_after_in_is_a_place(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


def test_a_clinician_is_a_providers_cue(shipped: Deidentifier) -> None:
    assert marked(shipped, "clinician is joan") == ["joan"]
    assert marked(shipped, "clinician is aware") == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("records requested from NWH and BIDMC.", ["NWH", "BIDMC"]),
        ("records requested from nwh and bidmc.", ["nwh", "bidmc"]),
        ("PT SEEN AT BWH AND MGH", ["BWH", "MGH"]),
        ("PT SEEN AT BWH, MGH", ["BWH", "MGH"]),
    ],
)
def test_a_second_hospitals_letters_after_a_sure_ones_are_found(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("seen at MGH and PCP aware", ["MGH"]),
        ("PT SEEN AT BWH AND ICU", ["BWH"]),
        ("transferred from MGH and LMWH started", ["MGH"]),
    ],
)
def test_a_role_a_unit_or_a_drug_after_a_hospital_is_no_second_one(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places
