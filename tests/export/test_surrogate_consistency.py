"""Surrogates keep the temporal facts (issue 15): dates in parts, ages, institution names."""

from __future__ import annotations

import datetime as dt
import random
import re
from pathlib import Path

import pytest

from vtt_py.core import Document, Markup
from vtt_py.export.phi import PhiRule
from vtt_py.export.surrogate import (
    MappingEntry,
    SurrogateOptions,
    surrogate_corpus,
    surrogate_document,
)
from vtt_py.export.surrogate_ages import derived_age
from vtt_py.export.surrogate_date_groups import date_groups
from vtt_py.export.surrogate_dates import full_date, shift_parts, years_between
from vtt_py.export.surrogate_kinds import Kind
from vtt_py.export.surrogate_lexicon import INSTITUTION_STEMS, SAINTS
from vtt_py.export.surrogate_names import NameScope
from vtt_py.export.surrogate_places import PlaceMaker
from vtt_py.formats.registry import FormatContext
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt_read import read_vtt

NOTE = Path(__file__).parents[2] / "sample_corpus" / "gold" / "01_discharge_summary.vtt"
_MONTHS = "january february march april may june july august september october \
november december".split()


def _run(seed: int) -> tuple[dict[tuple[int, str], MappingEntry], int]:
    doc = read_vtt(NOTE)
    rule = PhiRule(load_tagset(), "phi")
    _, mapping, shifts = surrogate_corpus(
        [("01", doc)], rule.is_phi, SurrogateOptions(seed=seed), FormatContext()
    )
    by_start = {(e.start, e.label): e for e in mapping}
    return by_start, shifts["01"]


def _entry(
    found: dict[tuple[int, str], MappingEntry], text: str, label: str
) -> MappingEntry:
    return next(e for e in found.values() if e.original == text and e.label == label)


@pytest.mark.parametrize("seed", [3, 11, 27])
def test_issue15_month_and_day_markups_shift_as_one_date(seed: int) -> None:
    found, days = _run(seed)
    month = _entry(found, "June", "Month|Patient")
    day = found[(month.end + 1, "Day|Patient")]
    assert day.original == "3rd"
    expected = dt.date(2001, 6, 3) + dt.timedelta(days=days)
    assert month.surrogate == _MONTHS[expected.month - 1].capitalize()
    assert re.fullmatch(rf"{expected.day}(st|nd|rd|th)", day.surrogate)


@pytest.mark.parametrize("seed", [3, 11, 27])
def test_issue15_month_and_year_markups_shift_as_one_date(seed: int) -> None:
    found, days = _run(seed)
    month = _entry(found, "April", "Month|Patient")
    year = found[(month.end + 1, "Year|Patient")]
    expected = dt.date(2021, 4, 15) + dt.timedelta(days=days)
    assert (month.surrogate, year.surrogate) == (
        _MONTHS[expected.month - 1].capitalize(),
        str(expected.year),
    )


@pytest.mark.parametrize("seed", [3, 11, 27])
def test_issue15_age_agrees_with_shifted_birth_and_admission(seed: int) -> None:
    found, _ = _run(seed)
    birth = full_date(_entry(found, "03/23/1927", "Date|Patient").surrogate)
    admitted = full_date(_entry(found, "06/08/2021", "Date|Patient").surrogate)
    assert birth is not None and admitted is not None
    age = int(_entry(found, "94", "Age-PII|Patient").surrogate)
    assert age == years_between(birth, admitted) >= 90
    # The son's age is no function of the patient's dates: it still moves.
    assert _entry(found, "65", "Age-NPII|Patient").surrogate != "65"


@pytest.mark.parametrize("seed", [3, 11, 27])
def test_issue15_institutions_take_institution_like_names(seed: int) -> None:
    found, _ = _run(seed)
    day_hospital = _entry(found, "Day Hospital", "Location").surrogate
    stem, _, generic = day_hospital.rpartition(" ")
    assert generic == "Hospital" and stem in INSTITUTION_STEMS
    employer = _entry(found, "Quarry Hill School District", "Employer").surrogate
    assert employer.endswith(" School District")
    for entry in found.values():
        if entry.label in ("Organization", "Employer"):
            assert any(
                s.casefold() in entry.surrogate.casefold() for s in INSTITUTION_STEMS
            )


def test_age_over_89_without_dates_stays_over_89() -> None:
    tagset = load_tagset()
    doc = Document("Aged 93 at visit.", tagset.copy())
    doc.add(Markup(5, 7, "Age-PII", "Patient"))
    for seed in range(20):
        new = surrogate_document(doc, seed=seed)
        age = new.text_of(new.markups[0])
        assert int(age) >= 90 and age != "93"


@pytest.mark.parametrize(
    ("parts", "days", "expected"),
    [
        ([("month", "June"), ("day", "3rd")], 599, ["January", "23rd"]),
        ([("month", "April"), ("year", "2021")], 599, ["December", "2022"]),
        ([("day", "3"), ("month", "JUN."), ("year", "'21")], 30, ["3", "JUL.", "'21"]),
        ([("month", "07"), ("year", "2021")], 62, ["09", "2021"]),
        ([("day", "3rd"), ("year", "2021")], 30, None),  # no month: no date
        ([("month", "June"), ("month", "July")], 30, None),
    ],
)
def test_shift_parts(
    parts: list[tuple[str, str]], days: int, expected: list[str] | None
) -> None:
    assert shift_parts(days, parts) == expected


def test_date_groups_join_adjacent_parts_only() -> None:
    text = "On June 3rd of 2021 and July, then 5 Aug; May and 4th"
    spans = [
        ("June", "Month"), ("3rd", "Day"), ("2021", "Year"), ("July", "Month"),
        ("5", "Day"), ("Aug", "Month"), ("May", "Month"), ("4th", "Day"),
    ]  # fmt: skip
    markups = []
    pos = 0
    for part, tag in spans:
        start = text.index(part, pos)
        markups.append(Markup(start, start + len(part), tag, "Patient"))
        pos = start + len(part)
    groups = [[text[m.start : m.end] for m in g] for g in date_groups(text, markups)]
    assert groups == [["June", "3rd", "2021"], ["5", "Aug"]]


def test_derived_age_needs_a_birth_date_and_a_matching_date() -> None:
    birth, visit = dt.date(1927, 3, 23), dt.date(2021, 6, 8)
    assert derived_age("94", birth, [visit], 599) == "94"
    assert derived_age("65", birth, [visit], 599) is None
    assert derived_age("94", None, [visit], 599) is None
    assert derived_age("ninety", birth, [visit], 599) is None


def test_institution_runs_and_saints() -> None:
    maker = PlaceMaker(random.Random(4), set())
    scope = NameScope()
    new = maker.surrogate(
        "ST. MARY'S MEDICAL CENTER", Kind.ORGANIZATION, scope, keep_generic=True
    )
    saint = new.removeprefix("ST. ").removesuffix(" MEDICAL CENTER")
    assert saint in {s.upper() for s in SAINTS} and saint != "MARY'S"
    again = maker.surrogate("Day Hospital", Kind.LOCATION, scope, keep_generic=True)
    assert (
        maker.surrogate("Day Hospital", Kind.LOCATION, scope, keep_generic=True)
        == again
    )
    assert again.removesuffix(" Hospital") in INSTITUTION_STEMS
