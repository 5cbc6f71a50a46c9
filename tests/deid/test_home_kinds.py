"""A kind of home before ``Home`` is no place's name; a home's own name stays one."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    "text",
    [
        "Pt went to the Rest Home.",
        "PT WENT TO THE REST HOME.",
        "Pt was transferred from the Convalescent Home this afternoon.",
        "Pt returned to the Boarding Home with VNA services.",
        "Pt returned to the Nursing Home.",
    ],
)
def test_a_kind_of_home_is_no_place(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Pt lives at the Hebrew Home in Roslindale.", ["Hebrew Home", "Roslindale"]),
        ("Pt came from the Group Home in Lynn.", ["Lynn"]),
        ("Pt lives at the Lutheran Home in Worcester.", ["Lutheran", "Worcester"]),
    ],
)
def test_a_homes_own_name_stays_a_place(
    shipped: Deidentifier, text: str, places: list[str]
) -> None:
    assert marked(shipped, text) == places
