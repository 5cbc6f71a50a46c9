"""An employer named before an office, lab or cockpit job, and the words that name none."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    ("text", "employers"),
    [
        ("Social: retired Polaroid chemist, lives with wife.", ["Polaroid"]),
        ("Works as a Fidelity analyst, very stressed.", ["Fidelity"]),
        ("Son is a Genzyme scientist and asks detailed questions.", ["Genzyme"]),
        ("Pt is a JetBlue pilot, has not flown since MI.", ["JetBlue"]),
        ("Daughter is a Biogen researcher.", ["Biogen"]),
        ("Pt is a former Stride Rite designer.", ["Stride Rite"]),
    ],
)
def test_an_employer_before_a_job_is_found(
    shipped: Deidentifier, text: str, employers: list[str]
) -> None:
    assert marked(shipped, text) == employers


@pytest.mark.parametrize(
    "text",
    [
        "Pt is a Haitian Creole interpreter by training.",
        "Pt is a Navy veteran, retired pilot.",
        "Pt is an Ortho surgeon's wife.",
        "Pt is a retired Catholic priest.",
        "Pt is a Harvard-trained lawyer.",
        "Pt is a Cape Verdean translator.",
        "Pt is a retired English professor.",
        "Pt is a Certified public accountant.",
        "Pt is a Junior architect.",
        "Pt is a Senior analyst at a bank.",
        "Pt is a former Marine pilot.",
    ],
)
def test_a_people_a_service_or_a_grade_before_a_job_is_no_employer(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
