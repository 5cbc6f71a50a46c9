"""Shapes found by fresh probes (session 50): names, dates and identifiers nobody probed."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import NAME_PATIENT
from vtt_py.deid.rules_introduced import find_introduced_patients


def introduced(text: str) -> list[str]:
    found = find_introduced_patients(text)
    assert all(f.kind == NAME_PATIENT and f.strong for f in found)
    return [text[f.start : f.end] for f in found]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ABDULLAH AL-QAHTANI 81 YO M WITH CHF.", ["ABDULLAH AL-QAHTANI"]),
        ("chukwuma obi 58 yo m esrd on hd mwf.", ["chukwuma obi"]),
        ("lakshmi narayanan 45f s/p lap chole", ["lakshmi narayanan"]),
        (
            "Jose Luis Ramirez Garcia, 33, presents with SOB.",
            ["Jose Luis Ramirez Garcia"],
        ),
        ("przemyslaw wozniak is a 66 year old with copd.", ["przemyslaw wozniak"]),
        ("HPI:\nTemitope Adebayo, 72M, admitted with CAP.", ["Temitope Adebayo"]),
        ("  Ngozi Okonkwo is a 49 y/o F", ["Ngozi Okonkwo"]),
    ],
)
def test_a_name_opening_a_line_before_the_age_is_the_patient(
    text: str, expected: list[str]
) -> None:
    assert introduced(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "White male 72 yo with CP.",
        "WHITE MALE 72 YO",
        "Elderly female, 85 yo",
        "Young Hispanic male 25 yo",
        "Black female 45F",
        "Pleasant woman 80F",
        "Morbidly obese 45 yo",
        "Caucasian male, 45, with",
        "Hospital Day 3, 45,",
        "Lisinopril Metoprolol 5 mg",
        "Mary Ann 45 mg of iron",  # a dose, not an age
        "Pt seen by Dr Ruiz. Kwame Mensah 45 yo",  # not at a line's start
    ],
)
def test_a_description_or_a_dose_before_a_number_is_no_name(text: str) -> None:
    assert introduced(text) == []
