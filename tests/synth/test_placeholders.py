"""MIMIC placeholders: found where they are, typed by their category words."""

from __future__ import annotations

import pytest

from vtt_py.deid import kinds as k
from vtt_py.synth.placeholders import categorize, placeholders


@pytest.mark.parametrize(
    ("content", "kind", "detail"),
    [
        ("2151-7-16", k.DATE, "ymd"),
        ("7-16", k.DATE, "md"),
        ("7/2151", k.DATE, "my"),
        ("2151", k.YEAR, "y"),
        ("95", k.YEAR, "yy"),
        ("Known lastname 1234", k.NAME_PATIENT, "last"),
        ("Known firstname 1234", k.NAME_PATIENT, "first"),
        ("First Name (Titles) 123", k.NAME_PROVIDER, "first"),
        ("Name6 (MD) 12", k.NAME_PROVIDER, "full"),
        ("Doctor Last Name 15", k.NAME_PROVIDER, "last"),
        ("Last Name (NamePattern1) 321", k.NAME, "last"),
        ("Initials (NamePattern4) 20", k.INITIALS, ""),
        ("Hospital1 18", k.HOSPITAL, ""),
        ("Hospital Ward Name 45", k.WARD, ""),
        ("Hospital Unit Name 12", k.WARD, ""),
        ("Location (un) 456", k.CITY, ""),
        ("Location 123", k.LOCATION, ""),
        ("Street Address(1) 78", k.STREET, ""),
        ("Apartment Address(1) 80", k.STREET, "apartment"),
        ("PO BOX", k.STREET, "box"),
        ("State/Zipcode 13", k.ZIP, ""),
        ("Company 15", k.ORGANIZATION, ""),
        ("Telephone/Fax (3) 456", k.PHONE, ""),
        ("Pager number 12", k.PHONE, ""),
        ("E-mail address 34", k.EMAIL, ""),
        ("Medical Record Number 123", k.MRN, ""),
        ("Social Security Number 456", k.SSN, ""),
        ("Unit Number (1) 34", k.ID, ""),
        ("Clip Number (Radiology) 90", k.ID, ""),
        ("Age over 90 ", k.AGE_PII, ""),
        ("Month (only) 123", k.DATE, "month"),
        ("Month/Day/Year 89", k.DATE, "month/day/year"),
        ("Year (2 digits) 90", k.YEAR, "year2"),
        ("Holiday 12", k.HOLIDAY, ""),
        ("Date range (1) 34", k.DATE, "range"),
    ],
)
def test_categories_by_keywords(content: str, kind: str, detail: str) -> None:
    category = categorize(content)
    assert (category.kind, category.detail) == (kind, detail)


def test_gender_and_context_of_names() -> None:
    assert categorize("Female First Name (un) 16").gender == "female"
    assert categorize("Male First Name (un) 17").gender == "male"
    assert categorize("Known lastname 4").context is False
    assert categorize("First Name8 (NamePattern2) 789").context is True


def test_unknown_category_is_named_without_its_id() -> None:
    category = categorize("Frobnicate Code 3141")
    assert category.kind is None and category.name == "Frobnicate Code"


def test_placeholders_inside_words_and_after_punctuation() -> None:
    text = "Dr.[**Last Name (STitle) 12**] in '[**95**]; ___ and ______ form"
    found = [text[p.start : p.end] for p in placeholders(text, blanks=True)]
    assert found == ["[**Last Name (STitle) 12**]", "[**95**]", "___"]
    assert [p.content for p in placeholders(text, blanks=False)] == [
        "Last Name (STitle) 12",
        "95",
    ]
