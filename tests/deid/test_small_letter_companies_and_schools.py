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


@pytest.mark.parametrize(
    ("text", "schools"),
    [
        ("PT WAS A REVERE HIGH SCHOOL TEACHER.", ["REVERE HIGH SCHOOL"]),
        ("pt was a revere high school teacher.", ["revere high school"]),
    ],
)
def test_a_towns_school_by_its_kind_needs_no_cue(
    shipped: Deidentifier, text: str, schools: list[str]
) -> None:
    assert marked(shipped, text) == schools


@pytest.mark.parametrize(
    "text", ["pt's son in high school.", "PT IS A HIGH SCHOOL TEACHER."]
)
def test_a_kind_of_school_alone_is_none(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "organisations"),
    [
        ("quincy housing authority contacted re: unit.", ["quincy housing authority"]),
        ("pt goes to the brockton senior center.", ["brockton senior center"]),
        ("referred by harbor health services for eval.", ["harbor health services"]),
    ],
)
def test_an_organisation_by_its_head_in_small_letters_is_found(
    shipped: Deidentifier, text: str, organisations: list[str]
) -> None:
    assert marked(shipped, text) == organisations


@pytest.mark.parametrize(
    "text",
    [
        "pt goes to the senior center.",
        "the blood bank called.",
        "social services center aware.",
        "pt's local church helps.",
        "wound care center appt.",
    ],
)
def test_a_kind_of_organisation_in_small_letters_is_none(
    shipped: Deidentifier, rules: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
    assert marked(rules, text) == []


@pytest.mark.parametrize(
    ("text", "towns"),
    [
        ("Pt is a Haverhill native, recently widowed.", ["Haverhill"]),
        ("PT IS A LOWELL NATIVE.", ["LOWELL"]),
        ("pt's worcester apartment was condemned.", ["worcester"]),
    ],
)
def test_a_town_before_native_or_someones_home_is_found(
    shipped: Deidentifier, text: str, towns: list[str]
) -> None:
    assert marked(shipped, text) == towns


@pytest.mark.parametrize(
    "text",
    [
        "pt is a native speaker.",
        "Pt is a Georgia native.",
        "pt's mobile home.",
        "Pt's Reading house.",
    ],
)
def test_a_word_or_a_state_before_native_or_home_is_no_town(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_chain_after_pharmacy_is_is_the_pharmacy(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt's pharmacy is Walgreens.") == ["Walgreens"]
    assert marked(shipped, "Pharmacy: Walgreens") == ["Walgreens"]
    assert marked(shipped, "Pt drives a Lexus.") == []


@pytest.mark.parametrize(
    "text",
    ["pt has dmh services, clinician to call.", "pt to f/u at the walk-in clinic."],
)
def test_an_agencys_letters_or_a_clinics_hours_name_no_one(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt gets methadone at habit opco in brockton.", ["habit opco", "brockton"]),
        ("pt was at marina bay in brockton.", ["marina bay", "brockton"]),
    ],
)
def test_a_place_between_at_and_a_town_is_found(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "pt was at osh in brockton.",
        "pt was at snf in brockton.",
        "pt was at a meeting in brockton.",
        "pt was at work in brockton.",
    ],
)
def test_a_setting_or_an_everyday_word_before_a_town_is_no_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == ["brockton"]


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("Pt's son (T.J.) will visit tomorrow.", ["T.J."]),
        ("SON T.J. CALLED.", ["T.J."]),
        ("wife a.b. at bedside.", ["a.b."]),
        ("R.B. from resp at bedside for tx.", ["R.B."]),
        ("r.b. from resp at bedside.", ["r.b."]),
    ],
)
def test_dotted_initials_after_a_relative_or_before_a_service_are_a_person(
    shipped: Deidentifier, text: str, initials: list[str]
) -> None:
    assert marked(shipped, text) == initials


@pytest.mark.parametrize(
    "text", ["son will visit in the a.m.", "son a.m. visit.", "P.M. from nursing."]
)
def test_a_times_latin_is_no_ones_initials(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("Call J (case mgr) with questions.", ["J"]),
        ("K. (charge RN) aware.", ["K"]),
    ],
)
def test_one_capital_before_a_role_in_brackets_is_a_colleague(
    shipped: Deidentifier, text: str, initials: list[str]
) -> None:
    assert marked(shipped, text) == initials


@pytest.mark.parametrize(
    "text",
    [
        "Vitamin K (per RN) given.",
        "hep B (per md) pending.",
        "Team A (attending) rounds.",
        "L (left) arm swollen.",
    ],
)
def test_a_letter_of_a_kind_or_a_source_in_brackets_is_no_one(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_history_item_before_a_clipped_year_is_no_date(shipped: Deidentifier) -> None:
    assert marked(shipped, "PMH: CEA '11, CABG '09.") == ["11", "09"]


@pytest.mark.parametrize(
    ("text", "streets"),
    [
        ("HOME: 44 OAK ST", ["44 OAK ST"]),
        ("home: 44 oak st, lynn", ["44 oak st", "lynn"]),
    ],
)
def test_a_street_after_a_forms_home_label_is_found(
    shipped: Deidentifier, text: str, streets: list[str]
) -> None:
    assert marked(shipped, text) == streets


@pytest.mark.parametrize("text", ["home: 2 days ago.", "HOME: 4 PM MEDS GIVEN."])
def test_a_number_after_home_is_no_street(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


def test_a_relatives_word_after_a_hyphen_still_names_the_initials(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "pt's ex-wife (L.M.) is not to be given info.") == ["L.M."]
    assert marked(shipped, "step-son T.J. called.") == ["T.J."]
    assert marked(shipped, "x-ray (A.P.) view.") == []


def test_a_building_trades_employer_is_found(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt was a pipefitter at Electric Boat.") == ["Electric Boat"]
