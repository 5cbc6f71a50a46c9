"""Businesses and health operators found by their listed names (invented lines)."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import HOSPITAL, ORGANIZATION
from vtt_py.deid.pipeline import rule_findings
from vtt_py.deid.rules_brands import find_brands


def _found(text: str) -> list[tuple[str, str, bool]]:
    return [
        (text[f.start : f.end], f.kind, f.strong) for f in find_brands(analyse(text))
    ]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Pt was shopping at Market Basket when she became dizzy.", "Market Basket"),
        ("PT FELL AT HOME DEPOT AND HIT HEAD.", "HOME DEPOT"),
        ("WIFE STAYING AT THE HOLIDAY INN NEARBY.", "HOLIDAY INN"),
        ("Pt was at Walmart when she fell.", "Walmart"),
        ("pt works at walmart.", "walmart"),
        ("Slipped on wet floor at Stop & Shop this am.", "Stop & Shop"),
        ("Husband drives for Walmart.", "Walmart"),
        # a part of the place, then "of" (session 59)
        ("Found down in parking lot of Walmart by passerby.", "Walmart"),
        ("Pt fell in front of Walmart.", "Walmart"),
        # everyday words in small letters after a cue (session 64)
        ("went to market basket", "market basket"),
        ("pt fell at home depot and hit head.", "home depot"),
    ],
)
def test_a_listed_business_after_a_cue_is_sure(text: str, name: str) -> None:
    assert _found(text) == [(name, ORGANIZATION, True)]


def test_health_operators_are_a_hospitals_kind() -> None:
    assert _found("Dialysis at DaVita TTS.") == [("DaVita", HOSPITAL, True)]


def test_everyday_words_in_small_letters_with_no_cue_are_none() -> None:
    assert _found("daughter is a market basket employee.") == []


def test_capitalised_everyday_words_with_no_cue_are_weak() -> None:
    assert _found("Daughter is a Market Basket employee.") == [
        ("Market Basket", ORGANIZATION, False)
    ]


def test_a_word_of_the_brands_own_makes_a_capitalised_name_sure() -> None:
    assert _found("Walgreens Pharmacy called about refill.") == [
        ("Walgreens Pharmacy", ORGANIZATION, True)
    ]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("stop & shop pharmacy called re: refill.", "stop & shop"),
        ("cvs pharmacy called re refill", "cvs pharmacy"),
    ],
)
def test_a_chains_pharmacy_is_sure_in_small_letters_too(text: str, name: str) -> None:
    assert _found(text) == [(name, ORGANIZATION, True)]


@pytest.mark.parametrize(
    "text",
    [
        "Pt was at Target when she fell.",  # one word of English: a target
        "Titrate levophed to target MAP > 65.",
        "Foley to gravity, draining clear yellow urine.",  # a device, not a shop
        "CVS: HR 80s NSR, no ectopy.",  # the abbreviation
        "went to CVS for meds",
        "Pt at home with VNA services.",  # the brand "At Home"
        "PT TO HOME WITH SERVICES.",
        "Dialysis at DCI MWF.",  # three letters: any abbreviation
        "Moved here from Westfield last year.",  # a town first: the place rules'
        "Walmart",  # one word with no cue
        "PT WAS AT C&A.",  # letters alone
        "Pt uses a lot of Walgreens brand supplies.",  # "a lot of": no parking lot
    ],
)
def test_words_that_only_look_like_a_brand_are_left(text: str) -> None:
    assert _found(text) == []


def test_the_pipeline_runs_the_brands_rule() -> None:
    analysis = analyse("PT FELL AT HOME DEPOT AND HIT HEAD.")
    assert any(f.rule == "brand-listed" for f in rule_findings(analysis))
