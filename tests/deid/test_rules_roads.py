"""Roads named without an address: interstates, routes, crossings (invented lines)."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.guards import function_words
from vtt_py.deid.kinds import STREET
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import rule_findings
from vtt_py.deid.rules_roads import find_roads


def _found(text: str) -> list[str]:
    found = find_roads(text)
    assert all(f.kind == STREET and f.strong for f in found)
    return [text[f.start : f.end] for f in found]


@pytest.mark.parametrize(
    ("text", "road"),
    [
        ("MVC on I-93 southbound, restrained driver.", "I-93"),
        ("Rollover on I-95 near exit 12.", "I-95"),
        ("I-90 West closed after the crash.", "I-90"),
        ("Car left the road at I-495 exit 4.", "I-495"),
        ("PT WAS DRIVING ON RT 3 WHEN HE LOST CONTROL.", "RT 3"),
        ("Took Rt. 3A home.", "Rt. 3A"),
        ("Found on I93 by state police.", "I93"),
    ],
)
def test_a_road_beside_travel_words_is_found(text: str, road: str) -> None:
    assert _found(text) == [road]


@pytest.mark.parametrize(
    "text",
    [
        "Received I-131 therapy in 2010.",  # an isotope
        "Started on I-131 protocol.",
        "Pain in rt 2nd toe.",  # a side
        "Pressure ulcer on Rt 3rd finger.",
        "Mobitz I-2 block on tele.",  # no travel word
        "Stage I-3 lesion.",
        "Pt on rt 2L NC.",
    ],
)
def test_numbers_after_an_i_or_a_side_are_left(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "streets"),
    [
        ("Found down at the corner of Tremont and Boylston.", ["Tremont", "Boylston"]),
        ("Struck by a car at the corner of Main and Elm.", ["Main", "Elm"]),
        ("MVC AT INTERSECTION OF RT 9 AND HAMMOND ST.", ["RT 9", "HAMMOND ST"]),
        (
            "Hit at the intersection of Mass Ave and Beacon St. today.",
            ["Mass Ave", "Beacon St"],
        ),
    ],
)
def test_the_two_streets_of_a_crossing_are_found(text: str, streets: list[str]) -> None:
    assert _found(text) == streets


@pytest.mark.parametrize(
    "text",
    [
        "Skin tear at corner of mouth.",
        "Lesion at the corner of Eye and Mouth.",
        "LESION AT CORNER OF EYE AND MOUTH.",
        "PT FOUND AT CORNER OF BED AND WALL.",
    ],
)
def test_corners_of_the_body_or_a_room_are_no_streets(text: str) -> None:
    assert _found(text) == []


def test_the_pipeline_runs_the_roads_rule() -> None:
    findings = rule_findings(analyse("MVC on I-93 southbound."))
    assert any(f.rule == "road" for f in findings)


def test_the_function_words_guard_keeps_a_place_with_a_number() -> None:
    text = "MVC on I-93 southbound. Lives At Town."
    road = Suggestion(7, 11, "Location", "rules", None, "PLACE")
    word = Suggestion(30, 32, "Location", "crf", 0.1, "PLACE")
    assert not function_words(text, road)
    assert function_words(text, word)  # "At": a preposition alone
