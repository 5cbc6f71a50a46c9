"""Providers after their service, beds by name, offices' employers, states at home, ages, dates."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    ("text", "providers"),
    [
        (
            "Pt previously had services through Ethos and Hebrew SeniorLife.",
            ["Ethos", "Hebrew SeniorLife"],
        ),
        ("Pt gets home oxygen via Lincare.", ["Lincare"]),
        ("O2 delivered via Apria this afternoon.", ["Apria"]),
        ("Pt receives SSDI, has a rep payee through Bay Cove.", ["Bay Cove"]),
        ("VNA-Nashoba to resume services at d/c", ["Nashoba"]),
        ("Referral faxed to Springwell for homemaker services.", ["Springwell"]),
        ("Pt has aides from Ethos 3x/wk.", ["Ethos"]),
        ("pt to go home w/ vna from neponset valley on fri", ["neponset valley"]),
    ],
)
def test_a_provider_named_after_its_service_is_found(
    shipped: Deidentifier, text: str, providers: list[str]
) -> None:
    assert marked(shipped, text) == providers


@pytest.mark.parametrize(
    "text",
    [
        "VNA services through MassHealth.",
        "Services through Medicaid and Medicare.",
        "Care through Friday.",
        "O2 via NRB, weaned to 4L NC.",
        "Meds delivered via PEG, flushed with 30 cc water.",
        "PT THROUGH THE NIGHT.",
        "Referral sent to Physical Therapy for eval.",
        "Referral to Palliative Care placed.",
        "Pt referred to Wound Care for stage 3 ulcer.",
        "Referral faxed to PCP office.",
        "VNA-Referral sent.",
        "Hospice-Eligible per MD.",
        "VNA-Pt refused.",
        "O2 from wall at 2L.",
        "vna from home.",
        "supplies from cvs.",
        "Pt receives meals from Meals on Wheels at home.",
    ],
)
def test_a_payer_a_service_or_a_common_word_is_no_provider(
    shipped: Deidentifier, rules: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
    assert marked(rules, text) == []


def test_a_service_of_its_kind_is_no_provider(shipped: Deidentifier) -> None:
    # (the rules alone read "Elder" as a listed name, as before)
    assert marked(shipped, "Has services through Elder Services.") == []


@pytest.mark.parametrize(
    ("text", "facility"),
    [
        ("d/c planned pending bed @ Sea View", "Sea View"),
        ("Bed offered at Hathaway Manor for Monday.", "Hathaway Manor"),
        ("bed at northgate available tomorrow", "northgate"),
    ],
)
def test_where_a_bed_is_offered_is_the_facility(
    shipped: Deidentifier, text: str, facility: str
) -> None:
    assert marked(shipped, text) == [facility]


@pytest.mark.parametrize(
    "text",
    [
        "Pt in bed at Station.",
        "Out of bed at Noon.",
        "Bed available at Rehab once insurance approves.",
        "Bed at Lowest Position, call light in reach.",
    ],
)
def test_a_bed_where_a_patient_lies_or_a_kind_of_care_names_no_facility(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("Dtr is an attorney at Ropes & Gray.", "Ropes & Gray"),
        ("Son is an analyst at Fidelity.", "Fidelity"),
        ("Wife is a pilot for JetBlue.", "JetBlue"),
        ("pt is a scientist at novartis.", "novartis"),
    ],
)
def test_an_office_workers_employer_is_found(
    shipped: Deidentifier, text: str, employer: str
) -> None:
    assert marked(shipped, text) == [employer]


def test_a_pilot_at_heart_has_no_employer(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt is a pilot at heart, loves planes.") == []


@pytest.mark.parametrize(
    ("text", "office"),
    [
        (
            "Pt is on the waitlist for housing with the Cambridge Housing Authority.",
            "Cambridge Housing Authority",
        ),
        ("Pt gets rides from the Quincy Council on Aging.", "Quincy Council"),
    ],
)
def test_a_towns_own_office_is_found(
    shipped: Deidentifier, text: str, office: str
) -> None:
    assert marked(shipped, text) == [office]


@pytest.mark.parametrize(
    "text",
    [
        "Daughter will pick pt up and drive to New Hampshire home.",
        "DAUGHTER WILL DRIVE PT TO NEW HAMPSHIRE HOME.",
        "daughter will drive pt to new hampshire home.",
    ],
)
def test_a_state_before_home_is_where_someone_lives(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_an_agencys_own_word_starts_no_provider(rules: Deidentifier) -> None:
    assert marked(rules, "vna from vna of cape cod to follow.") == ["cape cod"]


@pytest.mark.parametrize(
    "text",
    [
        "Pt admitted to New Hampshire Hospital in the past.",
        "PT WAS AT NEW HAMPSHIRE HOSPITAL.",
        "pt was at new hampshire hospital for 2 wks.",
    ],
)
def test_a_hospital_named_for_its_state_is_still_found(
    shipped: Deidentifier, text: str
) -> None:
    assert [w.lower() for w in marked(shipped, text)] == ["new hampshire hospital"]


def test_a_hospitals_small_initials_after_an_at_sign(shipped: Deidentifier) -> None:
    assert marked(shipped, "pt @ mgh for 2 wks") == ["mgh"]


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Pt will be 90 next month.", "90"),
        ("She will be 95 this year.", "95"),
        ("PT LIVES WITH HUSBAND FRANCIS, WHO IS 93. SON CALLED.", "93"),
        ("mother, who is 96, lives with pt.", "96"),
    ],
)
def test_an_age_over_89_in_a_future_or_a_relative_clause(
    shipped: Deidentifier, text: str, age: str
) -> None:
    assert age in marked(shipped, text)


@pytest.mark.parametrize(
    "text",
    [
        "Dose will be 100 on Monday.",
        "Goal will be 90 in am.",
        "Pt will be 2 days post op.",
    ],
)
def test_a_dose_or_a_goal_that_will_be_is_no_age(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "day"),
    [("Allergies updated 1/5.", "1/5"), ("HCP form signed 3/4.", "3/4")],
)
def test_a_records_update_dates_even_a_common_fraction(
    shipped: Deidentifier, text: str, day: str
) -> None:
    assert marked(shipped, text) == [day]


def test_a_clinical_abbreviation_in_mixed_case_is_no_town(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "Pt scored 24/30 on MoCA.") == []
    assert marked(shipped, "Pt lives in McAllen, TX.") == ["McAllen"]


def test_a_surgical_service_is_no_place(shipped: Deidentifier) -> None:
    text = "The patient was admitted to the Neurosurgery service."
    assert marked(shipped, text) == []
