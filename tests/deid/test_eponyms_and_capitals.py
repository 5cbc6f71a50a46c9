"""Eponyms in small letters and clinical words in capitals that the CRF read as people or places."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.analysis import analyse
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.rules_lower_city_states import lower_city_states


@pytest.mark.parametrize(
    "text",
    [
        "hx of charcot marie tooth",
        "jackson pratt drain in place",
        "arnold chiari",
        "hx guillain barre",
        "pt has wolff parkinson white",
        "osgood schlatter dz",
        "HX GUILLAIN-BARRE",
    ],
)
def test_a_term_named_by_several_people_is_no_person_or_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("son jackson pratt called", ["jackson pratt"]),
        ("Dr. Jackson Pratt aware", ["Jackson Pratt"]),
    ],
)
def test_a_person_so_named_after_a_cue_or_a_title_stays(
    shipped: Deidentifier, text: str, names: list[str]
) -> None:
    assert marked(shipped, text) == names


@pytest.mark.parametrize(
    "text",
    [
        "PT WITH AUSTIN FLINT MURMUR.",
        "PT HAD IVOR LEWIS ESOPHAGECTOMY.",
        "MAYO SCISSORS AND ADSON FORCEPS ON THE DRESSING TRAY.",
        "CRYSTAL METH USE IN PAST PER PT, NONE X 10 YRS.",
        "PT SAT UP AT DAWN AND ASKED FOR BREAKFAST.",
        "BS 4/4 QUADRANTS, HYPOACTIVE.",
        "FAITH COMMUNITY NURSE TO VISIT WEEKLY AFTER DISCHARGE.",
        "PATIENT GREW UP IN THE COUNTRY AND MOVED TO THE CITY FOR WORK.",
        "PT IS A FITCHBURG NATIVE, RETIRED FROM THE POST OFFICE.",
    ],
)
def test_clinical_words_and_kinds_of_places_in_capitals_are_no_phi(
    shipped: Deidentifier, text: str
) -> None:
    assert [m for m in marked(shipped, text) if m != "FITCHBURG"] == []


def test_a_snowbirds_verb_after_pt_in_capitals_is_no_name(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "PT WINTERS IN ARIZONA, RETURNS IN MAY.") == ["MAY"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("DAUGHTER DAWN VISITED", ["DAWN"]),
        ("Crystal called", ["Crystal"]),
        ("pt from Salt Lake City", ["Salt Lake City"]),
        ("pt lives in Town of Dedham", ["Town of Dedham"]),
    ],
)
def test_people_and_towns_with_those_words_stay(
    shipped: Deidentifier, text: str, names: list[str]
) -> None:
    assert marked(shipped, text) == names


@pytest.mark.parametrize(
    "text",
    [
        "pt due for cxr in am per micu team.",
        "2/6 systolic murmur at lusb.",
        "plan: mohs surgery for the lesion on his nose next month.",
    ],
)
def test_a_unit_a_sternal_border_or_an_operation_in_small_letters_is_no_phi(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt is from cambridge, ma.", ["cambridge"]),
        (
            "address: 17 wren terrace, apt 4b, malden, ma 02148",
            ["17 wren terrace", "malden", "02148"],
        ),
        ("sister lives in nashua nh.", ["nashua nh"]),
        ("pt is from winston-salem, nc.", ["winston-salem"]),
    ],
)
def test_a_town_before_its_states_code_in_small_letters(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text",
    [
        "pt in pain, ma aware.",
        "seen in clinic, pa notified.",
        "pt lives in boston in 2019",
        "lives in north andover ma visits",
    ],
)
def test_a_mother_an_assistant_or_a_preposition_after_a_word_is_no_state(
    text: str,
) -> None:
    # "ma" (a mother) and "pa" (an assistant) only after a listed town and a
    # comma, before a pause; "in" never.
    assert lower_city_states(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("pt's daughter maria garcia lopez translating.", ["maria garcia lopez"]),
        ("PT'S DAUGHTER MARIA GARCIA LOPEZ TRANSLATING.", ["MARIA GARCIA LOPEZ"]),
        ("PT LIVES IN FLUSHING", ["FLUSHING"]),
    ],
)
def test_an_everyday_ing_word_in_one_case_is_no_place_but_a_town_so_named(
    shipped: Deidentifier, text: str, names: list[str]
) -> None:
    assert marked(shipped, text) == names


@pytest.mark.parametrize(
    "text", ["pt with kerley b lines on cxr.", "pt with weber c fracture."]
)
def test_an_eponym_and_its_type_in_small_letters_before_its_noun(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "BLAKE DRAIN TO BULB SUCTION, 40CC SEROUS.",
        "INFANT IN PAVLIK HARNESS, HIPS STABLE.",
        "pt with lenox hill brace.",
        "PT IS A RETIRED CARPENTER.",
        "PT'S NEPHEW IS A COOK.",
    ],
)
def test_a_device_or_a_trade_in_one_case_is_no_person_or_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_person_whose_surname_is_a_devices_noun_stays(shipped: Deidentifier) -> None:
    assert marked(shipped, "Eric Holder called") == ["Eric Holder"]


@pytest.mark.parametrize(
    "text",
    [
        "PLAN: OOB TO CHAIR, AMBULATE WITH WALKER.",
        "STRENGTH 5/5 UPPER, 4/5 LOWER EXTREMITIES.",
        "pain 8/10 at rest, 4/10 with meds",
    ],
)
def test_a_frame_walked_with_and_a_scores_second_value_are_no_phi(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_date_after_a_scores_value_and_a_verb_stays(shipped: Deidentifier) -> None:
    assert marked(shipped, "pain 8/10, seen 3/4 by pcp") == ["3/4"]


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("pt is from cambridge.", ["cambridge"]),
        ("pt is homeless, stays at shelter in cambridge most nights.", ["cambridge"]),
    ],
)
def test_a_large_city_in_small_letters_after_origin_or_a_shelter(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places


@pytest.mark.parametrize(
    "text", ["pt is from mobile", "pt is from the shelter in good spirits"]
)
def test_an_everyday_word_a_city_shares_is_no_place_there(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_device_named_after_a_city_after_pt_in_is_no_place(
    shipped: Deidentifier,
) -> None:
    # A large city in small letters is a place after an origin's "from" only.
    assert marked(shipped, "pt in miami j collar.") == []
