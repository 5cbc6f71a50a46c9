"""Age recogniser: seed 003's expression classes and the 90-and-over rule (seed 001)."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import AGE_FRACT, AGE_NPII, AGE_PII
from vtt_py.deid.rules_ages import find_ages


def ages(text: str) -> list[tuple[str, str]]:
    return [(text[f.start : f.end], f.kind) for f in find_ages(text) if f.strong]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("he was 93 years-old", [("93", AGE_PII)]),  # succeeding marker
        ("at the age of 93, he", [("93", AGE_PII)]),  # preceding marker
        ("his father, 93yo, has", [("93", AGE_PII)]),  # appended unit
        ("he is 5-years, and 3-months old", [("5-years, and 3-months", AGE_FRACT)]),
        ("on his ninety-third birthday", [("ninety-third", AGE_PII)]),
        ("PT'S 100TH BDAY 4/20", [("100TH", AGE_PII)]),  # abbreviated
        ("her 95th b-day today", [("95th", AGE_PII)]),
        ("in his late 90ies", [("90ies", AGE_PII)]),  # decade, 90 and over
        ("(93 and 90 years old)", [("93", AGE_PII), ("90", AGE_PII)]),  # compound
        ("74 YO WOMAN", [("74", AGE_NPII)]),
        ("a 64 y.o. female", [("64", AGE_NPII)]),
        ("3-5 years old", [("3", AGE_NPII), ("5", AGE_NPII)]),  # only the numbers
        ("ninety-one year old man", [("ninety-one", AGE_PII)]),
        ("thirteen months old", [("thirteen months", AGE_FRACT)]),  # unit kept
        ("3 days old", [("3 days", AGE_FRACT)]),
        ("in the fifth week of life", [("fifth week of life", AGE_FRACT)]),
        ("Age: 90", [("90", AGE_PII)]),
        ("an 89 year old", [("89", AGE_NPII)]),  # 89 is not PII
        # After a verb of turning, before a pause or a time word: sure from 90 on.
        ("Pt turned 92 last month.", [("92", AGE_PII)]),
        ("birthday tomorrow, turning 90.", [("90", AGE_PII)]),
        ("turned 45 in May", []),  # under 90: weak, for the CRF
        ("turned 90 degrees q2h", []),
        # ... or after a life's end.
        ("Mother lived to 98.", [("98", AGE_PII)]),
        ("grandmother died at 102.", [("102", AGE_PII)]),
        ("Pt expired at 0345.", []),  # a time
        # A person "is" an age of 90 or more closing the clause.
        ("her brother is 101.", [("101", AGE_PII)]),
        ("Her mother is now 96, lives alone.", [("96", AGE_PII)]),
        ("Mother is 96 and lives in NH.", [("96", AGE_PII)]),  # a new clause
        ("His father was 98 but still drove.", [("98", AGE_PII)]),
        ("sat was 94 and improving", []),
        # Spelled out, 90 or more after "pt is" is no saturation: sure.
        ("Pt is ninety-two.", [("ninety-two", AGE_PII)]),
        ("he was 98.6 this am", []),  # a temperature
        ("O2 sat dropped, pt was 94.", []),  # not the patient: a value
        ("HR is 101.", []),
        ("Son is 95% sure", []),
        ("His apt is 101.", []),  # "pt" inside a word
        ("that person is 95.", []),
        # A noun for a person of 90 and over tells the age without a number.
        ("He is a nonagenarian with dementia.", [("nonagenarian", AGE_PII)]),
        ("Centenarians in the family.", [("Centenarians", AGE_PII)]),
        ("an octogenarian", []),  # the 80s: no HIPAA identifier
    ],
)
def test_rules_ages_expression_classes(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert ages(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "gestational age 34 weeks",  # not an age (seed 001)
        "bone age 12 years",
        "HR 93. BP 120/80",
        "in his 60's",  # decades under 90 are not identifying
        "on 2l np",
        "sats in the 90's",
    ],
)
def test_rules_ages_ignores_non_ages(text: str) -> None:
    assert ages(text) == []


def test_rules_ages_bare_number_after_verb_is_weak() -> None:
    found = find_ages("she was nearly 93.")
    assert [(f.kind, f.strong) for f in found] == [(AGE_PII, False)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt, 95F, found down.", [("95", AGE_PII)]),  # an age run into a sex
        ("95 M with SOB.", [("95", AGE_PII)]),  # a triage line's start
        ("CC: SOB. 92F with CHF exacerbation.", [("92", AGE_PII)]),
        ("Pt is a 78M who presents with CP.", [("78", AGE_NPII)]),
        ("Patient 91 F presents with fall.", [("91", AGE_PII)]),
        ("Tmax: 101F with chills.", []),  # a temperature in Fahrenheit
        ("101F with rigors overnight.", []),
        ("Temp 99F with no other sx.", []),
        ("walked 95 m with walker.", []),  # a distance
        # Under 90 at a sentence's start it may count people: for the CRF.
        ("Labs: 10 M with 5 F in unit today.", []),
        ("45M with chest pain x 2 days.", []),
    ],
)
def test_rules_ages_an_age_run_into_a_sex(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert ages(text) == expected


def test_zero_before_an_age_key_is_read_not_a_crash() -> None:
    # Found by fuzzing: "zero" is 0, which a chain of ``or`` look-ups passed
    # to the ordinals, where it is not.
    text = "pt forget zero yobm classes"
    found = find_ages(text)
    assert all(0 <= f.start < f.end <= len(text) for f in found)


def test_a_spelled_age_still_has_its_value() -> None:
    found = find_ages("a ninety-two year old woman")
    assert [("ninety-two", f.kind) for f in found] == [("ninety-two", "AGE_PII")]
