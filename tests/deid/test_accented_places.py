"""Cities abroad that GeoNames writes with accents, found as notes write them."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Pt's son is a Cancun resident, here for the week.", "Cancun"),
        ("Pt was in Zurich on business when CP started, flew home.", "Zurich"),
        ("Pt spent the winter in San José, Costa Rica.", "San José"),
        ("Pt's son is a Kraków resident.", "Kraków"),
    ],
)
def test_a_city_abroad_is_found_without_its_accents(
    shipped: Deidentifier, text: str, place: str
) -> None:
    assert marked(shipped, text) == [place]


@pytest.mark.parametrize(
    "text",
    [
        "Pecs and deltoids with good tone, ROM intact.",
        "Pt's bras and clothing sent home with daughter.",
        "Skin hue pale, diaphoretic.",
        "Wound vac changed, to be seen by god willing family.",
    ],
)
def test_words_spelled_like_a_city_without_its_accents_are_words(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_surname_spelled_like_a_town_without_its_accent_stays_a_name(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "Perez family at bedside, updated on plan.") == ["Perez"]
