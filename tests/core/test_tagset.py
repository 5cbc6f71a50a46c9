"""Tag sets: reserved first tag, unique labels, VTT sort, font sizes, HIPAA labels."""

from __future__ import annotations

import pytest

from vtt_py.core import Tag, TagSet
from vtt_py.core.tagset import resolve_font_size


def test_tagset_reserved_tag_stays_first_and_labels_are_unique() -> None:
    tagset = TagSet()
    tagset.add(Tag("Name"))
    tagset.add(Tag("Date", "Patient"))
    tagset.add(Tag("Age"))
    with pytest.raises(ValueError):
        tagset.add(Tag("Name"))
    with pytest.raises(ValueError):
        tagset.remove("Text/Clear")
    tagset.sort()
    assert tagset.labels() == ["Text/Clear", "Age", "Date|Patient", "Name"]
    tagset.move("Name", 1)
    assert tagset.labels()[1] == "Name"


def test_tagset_ensure_adds_a_styled_tag_once() -> None:
    tagset = TagSet()
    first = tagset.ensure("PATIENT", "NAME")
    assert tagset.ensure("PATIENT", "NAME") is first
    assert first.background != (255, 255, 255)


def test_tagset_hipaa_bare_name_covers_its_categories() -> None:
    tagset = TagSet(properties={"hipaa": "Name|Patient, ID"})
    assert tagset.is_hipaa("Name", "Patient")
    assert not tagset.is_hipaa("Name")
    assert tagset.is_hipaa("ID", "SSN")


@pytest.mark.parametrize(
    ("size", "expected"), [("+0", 12), ("+4", 16), ("-2", 10), ("14", 14), ("big", 12)]
)
def test_tagset_font_sizes_resolve_like_vtt(size: str, expected: int) -> None:
    assert resolve_font_size(size, 12) == expected


def test_tag_refuses_colours_out_of_range() -> None:
    with pytest.raises(ValueError):
        Tag("Name", background=(256, 0, 0))


def test_tagset_copy_is_independent_and_finds_the_same_tags() -> None:
    original = TagSet()
    original.ensure("Name", "Patient")
    original.properties["hipaa"] = "Name"
    clone = original.copy()
    assert clone == original and "Name|Patient" in clone
    clone.ensure("Date", "")
    clone.properties["hipaa"] = "Date"
    assert "Date" in clone and "Date" not in original
    assert original.properties["hipaa"] == "Name"
    assert clone.index_of("Date") == len(clone) - 1
    assert original.index_of("Name|Patient") == clone.index_of("Name|Patient")
