"""Surrogate parts: date formats, name patterns and genders, shapes, places, pieces."""

from __future__ import annotations

import random
import re

import pytest

from vtt_py.core import Document, Markup
from vtt_py.export import surrogate_shapes as shapes
from vtt_py.export.surrogate import SurrogateOptions, surrogate_corpus
from vtt_py.export.surrogate_dates import DateShifter, good_shift
from vtt_py.export.surrogate_kinds import Kind, contact_kind, label_kind
from vtt_py.export.surrogate_lexicon import census_names
from vtt_py.export.surrogate_names import NameMaker, NameScope
from vtt_py.export.surrogate_places import PlaceMaker
from vtt_py.formats.registry import FormatContext
from vtt_py.formats.tagsets import load_tagset


@pytest.mark.parametrize(
    ("original", "shifted"),
    [
        ("3/14/2023", "5/24/2024"),
        ("03-14-23", "05-24-24"),
        ("2023-03-14", "2024-05-24"),
        ("3/14", "5/25"),
        ("12/03", "02/13"),
        ("March 14, 2023", "May 24, 2024"),
        ("14 Mar 2023", "24 May 2024"),
        ("14-MAR-2023", "24-MAY-2024"),
        ("14 de marzo de 2023", "24 de mayo de 2024"),
        ("March 2023", "May 2024"),
        ("march", "may"),
        ("the 14th", "the 3rd"),
        ("Monday, January 10", "Thursday, March 23"),
        ("2023", "2024"),
        ("'98", "'99"),
        ("Christmas", "New Year's Day"),
        ("St. Patrick's Day", "Memorial Day"),
        ("Sept 3", "Nov 14"),
        ("25/12/2019", "6/3/2021"),
    ],
)
def test_dates_shift_keeping_format(original: str, shifted: str) -> None:
    assert good_shift(437)
    assert DateShifter(437).shift(original) == shifted


def test_dates_year_hint_and_unknown_text() -> None:
    shifter = DateShifter(437)
    assert shifter.shift("62", year_hint=True) == "63"
    assert shifter.shift("08", year_hint=True) == "09"
    assert shifter.shift("sometime") is None


@pytest.mark.parametrize(
    ("original", "shifted"),
    [
        # A range's ends move together; one written as its day alone stays so,
        # or gains its month when the shift carries it into the next.
        ("6/30-7/2", "9/10-9/12"),
        ("6/28-30", "9/8-10"),
        ("3/14-23", "5/25-6/3"),
        ("06/28-30", "09/08-10"),
        ("6/30-7/2/2019", "9/9-9/11/2020"),  # both ends in 2019: a leap day between
        # A day its month lacks (a slip, or an earlier surrogate) is read as
        # the month's last, so that the surrogate is a real date.
        ("2/31/14", "5/11/15"),
        ("4/31", "7/11"),
    ],
)
def test_date_ranges_and_impossible_days_give_real_dates(
    original: str, shifted: str
) -> None:
    assert DateShifter(437).shift(original) == shifted


@pytest.mark.parametrize("days", [7, 28, 365, 100, -30])
def test_bad_shifts_are_refused(days: int) -> None:
    assert not good_shift(days)


def test_names_keep_pattern_gender_and_mapping() -> None:
    census = census_names()
    maker = NameMaker(random.Random(5), {"hansen", "mary", "smith", "brian", "k"})
    scope = NameScope()
    full = maker.surrogate("Mary Hansen", scope)
    first, last = full.split(" ")
    assert first in census.female and last in census.last
    assert maker.surrogate("Mary", scope) == first
    assert maker.surrogate("HANSEN", scope) == last.upper()
    inverted = maker.surrogate("Smith, Brian K.", scope)
    assert re.fullmatch(r"[A-Z][a-z]+, [A-Z][a-z]+ [A-Z]\.", inverted)
    assert inverted.split(", ")[1].split(" ")[0] in census.male
    assert maker.surrogate("Dr. KLEIN", scope).startswith("Dr. ")


def test_unknown_names_are_altered_out_of_every_list() -> None:
    maker = NameMaker(random.Random(1), set())
    census = census_names()
    for word in ("Xqzwyk", "Brelvonik", "Quartermainz"):
        new = maker.surrogate(word, NameScope())
        assert new not in census.everything and new != word


def test_shapes_keep_digits_letters_and_leading_zeros() -> None:
    rng = random.Random(3)
    for original in ("214337", "06-16769063", "AB-1234x"):
        new = shapes.identifier(rng, original)
        assert re.sub(
            r"\d", "9", re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", new))
        ) == re.sub(r"\d", "9", re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", original)))
        assert (new[0] == "0") == (original[0] == "0")
    phone = shapes.phone(rng, "513-659-8995 x45")
    assert re.fullmatch(r"[2-9]\d\d-[2-9]\d\d-[2-9]\d{3} x[1-9]\d", phone)
    mail = shapes.email(rng, "john.smith@cchmc.org")
    assert re.fullmatch(r"[a-z]{4}\.[a-z]{5}@[a-z]{5}\.org", mail)
    assert shapes.url(rng, "www.ioogk.nl").startswith("www.")
    assert 0 <= int(shapes.age(rng, "74 YO").split()[0]) - 71 <= 6
    assert int(shapes.age(rng, "93")) >= 90


@pytest.mark.parametrize("seed", range(20))
def test_an_age_with_a_fraction_keeps_it(seed: int) -> None:
    rng = random.Random(seed)
    whole, half, unit = shapes.age(rng, "2 1/2 months").split()
    assert (half, unit) == ("1/2", "months") and whole != "2"
    fraction, unit = shapes.age(rng, "1/2 year").split()
    assert fraction in ("1/4", "1/3", "2/3", "3/4") and unit == "year"


def test_places_keep_generic_words_and_state_forms() -> None:
    maker = PlaceMaker(random.Random(2), {"ashgrove"})
    scope = NameScope()
    hospital = maker.surrogate(
        "ASHGROVE MEMORIAL", Kind.ORGANIZATION, scope, keep_generic=True
    )
    assert hospital.endswith(" MEMORIAL") and hospital.isupper()
    assert "ASHGROVE" not in hospital
    assert re.fullmatch(
        r"[A-Z]{2}", maker.surrogate("MD", Kind.STATE, scope, keep_generic=True)
    )
    assert (
        maker.surrogate("Maryland", Kind.LOCATION, scope, keep_generic=True)
        != "Maryland"
    )
    assert re.fullmatch(
        r"[A-Z]{4}", maker.surrogate("VAMC", Kind.LOCATION, scope, keep_generic=True)
    )


def test_hospital_capitals_never_read_as_a_word_an_abbreviation_or_a_state() -> None:
    # "transferred to OR", "BP attorneys", "at ME": such a surrogate changes the note.
    from wordfreq import zipf_frequency

    from vtt_py.lexicons.clinical import clinical_abbreviations

    maker = PlaceMaker(random.Random(7), set())
    drawn = set()
    for seed in range(300):
        scope = NameScope()
        maker.rng = random.Random(seed)
        drawn.add(maker.surrogate("XQ", Kind.LOCATION, scope, keep_generic=True))
    assert all(re.fullmatch(r"[A-Z]{2}", d) for d in drawn)
    assert len(drawn) > 50  # still varied
    states = {"ME", "OR", "IN", "MD", "PA", "MA"}
    assert not drawn & states
    assert not drawn & clinical_abbreviations()
    assert all(zipf_frequency(d.lower(), "en") < 3.0 for d in drawn)


def test_kinds_across_tag_sets() -> None:
    assert label_kind("Name", "Patient") is Kind.NAME
    assert label_kind("Date", "Patient") is Kind.DATE
    assert label_kind("LOCATION", "CITY") is Kind.CITY
    assert label_kind("NAME", "USERNAME") is Kind.ID
    assert label_kind("PTNameInitial") is Kind.INITIALS
    assert contact_kind("a.b@c.org") is Kind.EMAIL
    assert contact_kind("10.1.2.3") is Kind.IP
    assert contact_kind("www.x.org") is Kind.URL
    assert contact_kind("555-1234") is Kind.PHONE


def test_nested_markups_stay_aligned_and_text_outside_is_kept() -> None:
    text = (
        "Lives at 12 Oak Street, Boston MA 02115; Mary Hansen (MRN 214337) seen 3/4.\n"
    )

    def span(part: str, tag: str, category: str = "") -> Markup:
        start = text.index(part)
        return Markup(start, start + len(part), tag, category)

    doc = Document(
        text,
        load_tagset(),
        [
            span("12 Oak Street, Boston MA 02115", "Address"),
            span("12 Oak Street", "Street"),
            span("Boston", "City"),
            span("MA", "State"),
            span("02115", "ZIP"),
            span("Mary Hansen", "Name", "Patient"),
            span("214337", "Alphanum", "Patient"),
            span("3/4", "Date", "Patient"),
            span("Lives", "npii"),
        ],
    )
    rule_all = lambda tag, cat: tag != "npii"  # noqa: E731
    [(_, out)], mapping, _ = surrogate_corpus(
        [("n", doc)], rule_all, SurrogateOptions(seed=4), FormatContext()
    )
    assert [m.label for m in out.markups] == [m.label for m in doc.markups]
    assert (
        out.text.startswith("Lives at ")
        and "(MRN " in out.text
        and " seen " in out.text
    )
    for entry in mapping:
        assert out.text[entry.new_start : entry.new_end] == entry.surrogate
        assert not re.search(
            rf"(?<!\w){re.escape(entry.original)}(?!\w)", out.text, re.I
        )
    address = next(m for m in out.markups if m.tag == "Address")
    parts = [m for m in out.markups if m.tag in ("Street", "City", "State", "ZIP")]
    assert all(address.start <= m.start and m.end <= address.end for m in parts)


@pytest.mark.parametrize("odd", ["²", "⁴⁵⁶", "❶"])
def test_a_month_of_digits_int_cannot_read_is_no_month(odd: str) -> None:
    from vtt_py.export.surrogate_dates import DAY, MONTH, shift_parts

    assert shift_parts(40, [(MONTH, odd), (DAY, "5th")]) is None
    assert shift_parts(40, [(MONTH, "3"), (DAY, "5th")]) is not None
