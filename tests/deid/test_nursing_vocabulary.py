"""Nursing words written like PHI: drugs and skin products by brand, insulin doses, getting up."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.rules_names import find_names


@pytest.mark.parametrize(
    "text",
    [
        "Pain controlled with MS Contin 30mg bid.",
        "Ms Contin held for sedation",
        "given ms contin 15 mg po",
        "MS CONTIN 30 MG PO BID",
    ],
)
def test_ms_contin_is_a_drug_not_a_woman(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []
    assert [f for f in find_names(text) if f.rule == "name-prefix"] == []


def test_a_surname_like_the_brand_after_ms_stays_a_name(shipped: Deidentifier) -> None:
    assert marked(shipped, "Spoke with Ms Contino re: plan") == ["Contino"]


@pytest.mark.parametrize(
    "text",
    [
        "Insulin 10/12/10 with meals per new regimen.",
        "Humalog 10/12/10",
        "lantus 10/12/10",
        "NPH 12/8/10 units",
        "on insulin 10/12/10 w/ meals",
    ],
)
def test_an_insulins_three_doses_are_no_date(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("Insulin started 10/12/10.", ["10/12/10"]),
        ("Insulin drip d/c 10/12/10.", ["10/12/10"]),
        ("Humalog 10/12/2010", ["10/12/2010"]),
        ("Seen 10/12/10 in clinic", ["10/12/10"]),
    ],
)
def test_a_date_after_an_insulin_and_a_word_stays(
    shipped: Deidentifier, text: str, dates: list[str]
) -> None:
    assert marked(shipped, text) == dates


@pytest.mark.parametrize(
    "text",
    [
        "Carrington gel to sacral wound.",
        "Aloe Vesta cream to buttocks.",
        "Sween cream to groin folds.",
        "Baza cream applied to perineum.",
    ],
)
def test_a_skin_products_brand_before_its_form_is_no_name(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Dr. Sween cream order written", ["Sween"]),
        ("Dr. Carrington at bedside, gel applied.", ["Carrington"]),
    ],
)
def test_a_titled_person_before_a_creams_noun_stays(
    shipped: Deidentifier, text: str, names: list[str]
) -> None:
    assert marked(shipped, text) == names


@pytest.mark.parametrize(
    "text",
    [
        "Rose to chair with assist x2.",
        "ROSE TO STANDING WITH WALKER",
        "Rose to the edge",
    ],
)
def test_rose_to_a_seat_is_getting_up(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


def test_rose_to_do_something_may_be_a_person(shipped: Deidentifier) -> None:
    assert marked(shipped, "Rose to visit tomorrow.") == ["Rose"]


@pytest.mark.parametrize(
    "text",
    [
        "OOB to Geri chair x 3 hrs.",
        "Up in Geri chair.",
        "oob to geri-chair",
        "Sara Stedy used to transfer to commode.",
        "Sara lift for transfers",
        "Puritan Bennett 840 in use.",
        "puritan bennett 840 in use.",
    ],
)
def test_a_device_named_with_a_first_name_is_no_person(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Daughter Geri called.", ["Geri"]),
        ("Geri called, will visit", ["Geri"]),
        ("Sara called re: stedy", ["Sara"]),
    ],
)
def test_the_same_first_name_elsewhere_stays(
    shipped: Deidentifier, text: str, names: list[str]
) -> None:
    assert marked(shipped, text) == names


@pytest.mark.parametrize(
    "text",
    [
        "Montgomery straps to abd dressing.",
        "Mayo stand set up for bedside procedure.",
        "Murphy drip at 20 gtt/min.",
        "Ace wrap and Kling to stump.",
        "Hartmann's pouch, stoma pink.",
    ],
)
def test_dressings_stands_and_stumps_are_no_people_or_places(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("Moved to Montgomery last year.", ["Montgomery"]),
        ("Son Murphy drips coffee", ["Murphy"]),
        ("Son John's brace is at home", ["John"]),
    ],
)
def test_the_same_names_as_a_town_or_a_relative_stay(
    shipped: Deidentifier, text: str, marks: list[str]
) -> None:
    assert marked(shipped, text) == marks


@pytest.mark.parametrize(
    ("text", "employers"),
    [
        ("Retired Verizon lineman, lives with wife.", ["Verizon"]),
        ("Retired MBTA bus driver.", ["MBTA"]),
        ("Pt is retired Raytheon engineer.", ["Raytheon"]),
        ("Social: retired MBTA bus driver", ["MBTA"]),
    ],
)
def test_an_employer_after_retired_without_an_article(
    shipped: Deidentifier, text: str, employers: list[str]
) -> None:
    assert marked(shipped, text) == employers


@pytest.mark.parametrize(
    "text",
    [
        "Retired Navy officer.",
        "Retired police officer",
        "Pt is retired, no job.",
        "Pt is a retired union carpenter, local 40.",
    ],
)
def test_a_service_a_trade_or_retirement_alone_is_no_employer(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    "text", ["Bence Jones protein in urine.", "Wright stain of smear reviewed."]
)
def test_a_protein_and_a_stain_named_after_people(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_relative_of_the_proteins_name_stays(shipped: Deidentifier) -> None:
    assert marked(shipped, "Son Bence Jones called.") == ["Bence Jones"]


@pytest.mark.parametrize(
    "text",
    [
        "Family brought in Dunkin coffee, pt drank half.",
        "Wife brought McDonald's for pt, ate well.",
        "Brought in Starbucks latte",
        "family brought in dunkin coffee, pt drank half.",
        "Pt reading the Herald.",
    ],
)
def test_food_from_a_chain_and_a_paper_read_are_no_places(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("Wife works at Dunkin coffee shop", ["Dunkin"]),
        ("Pt works at McDonald's", ["McDonald's"]),
        ("Dr. McDonald's lunch order", ["McDonald"]),
    ],
)
def test_a_chain_where_someone_works_or_a_titled_name_stays(
    shipped: Deidentifier, text: str, marks: list[str]
) -> None:
    assert marked(shipped, text) == marks


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Pt lives on the North Side of Chicago", ["Chicago"]),
        ("pt lives on the south side of chicago", ["chicago"]),
        ("North side of the room is cold per pt.", []),
        ("Pain on the west side of the abdomen", []),
    ],
)
def test_a_citys_side_names_the_city_a_rooms_side_nothing(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "St. Jude mechanical valve, INR goal 2.5-3.5.",
        "St Jude pacer interrogated, no events.",
        "Pt has a St Jude's MVR",
        "Boston Scientific ICD in place.",
        "Carpentier-Edwards bioprosthetic MVR.",
        "Starr-Edwards ball valve heard.",
        "ST JUDE MECHANICAL AVR",
    ],
)
def test_a_valves_or_pacemakers_maker_is_no_saint_town_or_person(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("Transferred from St. Jude for cath.", ["St. Jude"]),
        ("Dr. Edwards valve clinic f/u", ["Edwards"]),
        ("Pt's son Jude pacer check tomorrow", ["Jude"]),
    ],
)
def test_the_hospital_the_doctor_and_the_son_stay(
    shipped: Deidentifier, text: str, marks: list[str]
) -> None:
    assert marked(shipped, text) == marks


@pytest.mark.parametrize(
    "text",
    [
        "Christian Scientist, declines meds at times.",
        "Seventh Day Adventist, vegetarian diet.",
        "Pt is a Jehovah's Witness, refuses all blood products.",
    ],
)
def test_a_faith_and_its_members_are_no_person_or_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_first_name_like_the_faiths_stays(shipped: Deidentifier) -> None:
    assert marked(shipped, "Christian called for update") == ["Christian"]


@pytest.mark.parametrize(
    "text",
    [
        "Wong-Baker faces scale 4/10.",
        "Hendrich II fall risk 5.",
        "Johns Hopkins fall risk score high.",
        "Conley scale 3.",
    ],
)
def test_fall_and_pain_scales_are_no_people(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("Transferred from Johns Hopkins 2 days ago", ["Johns Hopkins"]),
        ("Mr. Conley 2 days ago", ["Conley"]),
    ],
)
def test_the_hospital_and_the_person_stay(
    shipped: Deidentifier, text: str, marks: list[str]
) -> None:
    assert marked(shipped, text) == marks


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("BLS ambulance requested for transfer.", []),
        ("bls ambulance at 2pm", []),
        ("Brewster ambulance called", ["Brewster ambulance"]),
    ],
)
def test_an_ambulances_level_is_no_company(
    shipped: Deidentifier, text: str, marks: list[str]
) -> None:
    assert marked(shipped, text) == marks


@pytest.mark.parametrize(
    "text",
    [
        "Bivona trach in place, cuff inflated with sterile water.",
        "Jackson trach tube, inner cannula cleaned.",
        "Welch Allyn thermometer used.",
        "Braun ear thermometer.",
        "Bard PICC, 42 cm.",
        "welch allyn thermometer used.",
    ],
)
def test_trachs_lines_and_thermometers_by_maker_are_no_people(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("Dr. Bard called back.", ["Bard"]),
        ("Son Jackson visited, trach care done.", ["Jackson"]),
        ("Moved from Jackson, MS", ["Jackson"]),
    ],
)
def test_the_makers_names_as_people_and_towns_stay(
    shipped: Deidentifier, text: str, marks: list[str]
) -> None:
    assert marked(shipped, text) == marks


@pytest.mark.parametrize(
    "text",
    [
        "Coxsackie titers sent.",
        "Rocky Mountain spotted fever on ddx, doxy started.",
        "Hong Kong flu as a child per pt.",
        "Hx RMSF as a child; Rocky Mountain spotted fever titers neg.",
    ],
)
def test_an_infection_named_after_a_place_is_no_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("Pt traveled to Hong Kong last month, flu like sx", ["Hong Kong"]),
        ("Pt from Lowell, fever since am", ["Lowell"]),
        ("Pt at Lowell General fever workup", ["Lowell General"]),
        ("Wife Flora flu shot given", ["Flora"]),
    ],
)
def test_a_place_travelled_to_and_a_relative_stay(
    shipped: Deidentifier, text: str, marks: list[str]
) -> None:
    assert marked(shipped, text) == marks


@pytest.mark.parametrize(
    "text",
    [
        "McKenzie exercises for low back pain.",
        "Williams flexion exercises taught.",
        "Buerger-Allen exercises for circulation.",
        "Brandt-Daroff exercises for vertigo.",
        "Cawthorne-Cooksey exercises at home.",
        "brandt-daroff exercises for vertigo.",
    ],
)
def test_exercises_named_after_people_are_no_people(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Mary exercises daily with PT", ["Mary"]),
        ("Mary-Ann exercises daily", ["Mary-Ann"]),
    ],
)
def test_a_person_who_exercises_stays(
    shipped: Deidentifier, text: str, names: list[str]
) -> None:
    assert marked(shipped, text) == names
