"""Adjudication model: agreements accepted, disagreements grouped and decided."""

from __future__ import annotations

import pytest

from vtt_py.core import Document, Markup, Tag, TagSet
from vtt_py.core.adjudication import (
    Choice,
    apply,
    group_at,
    groups,
    merge_for_adjudication,
    pending_count,
    pending_side,
    resolve,
)

TEXT = "Dr. Ann Lee saw John Smith in Millbrook on 3/4/2020.\n"


def _doc(*spans: tuple[str, str, str]) -> Document:
    tagset = TagSet()
    for label in ["Name", "Name|Patient", "City", "Organization", "Date|Patient"]:
        name, _, cat = label.partition("|")
        tagset.add(Tag(name, cat))
    doc = Document(TEXT, tagset)
    for text, tag, cat in spans:
        start = TEXT.index(text)
        doc.add(Markup(start, start + len(text), tag, cat))
    return doc


@pytest.fixture
def merged() -> Document:
    a = _doc(
        ("Ann Lee", "Name", ""),
        ("John Smith", "Name", "Patient"),
        ("Millbrook", "City", ""),
        ("3/4/2020", "Date", "Patient"),
    )
    b = _doc(
        ("Dr. Ann Lee", "Name", ""),
        ("John Smith", "Name", "Patient"),
        ("Millbrook", "Organization", ""),
    )
    return merge_for_adjudication(a, b)


def test_adjudication_accepts_agreements_and_marks_the_rest(merged: Document) -> None:
    accepted = [m for m in merged.markups if pending_side(m) is None]
    assert [merged.text_of(m) for m in accepted] == ["John Smith"]
    assert pending_count(merged) == 3
    kinds = [g.kind for g in groups(merged)]
    assert kinds == ["boundary", "type", "only A"]


def test_adjudication_take_a_b_both_neither(merged: Document) -> None:
    first, second, third = groups(merged)
    apply(merged, *resolve(first, Choice.B))
    apply(merged, *resolve(second, Choice.BOTH))
    apply(merged, *resolve(third, Choice.NEITHER))
    assert pending_count(merged) == 0
    labels = [(merged.text_of(m), m.label, m.annotation) for m in merged.markups]
    assert labels == [
        ("Dr. Ann Lee", "Name", ""),
        ("John Smith", "Name|Patient", ""),
        ("Millbrook", "City", ""),
        ("Millbrook", "Organization", ""),
    ]


def test_adjudication_group_at_finds_the_group_under_the_caret(
    merged: Document,
) -> None:
    group = group_at(merged, TEXT.index("Lee"))
    assert group is not None and {pending_side(m) for m in group.markups} == {"A", "B"}
    assert group_at(merged, TEXT.index("saw")) is None


def test_adjudication_refuses_different_texts() -> None:
    other = Document("something else\n", TagSet())
    with pytest.raises(ValueError):
        merge_for_adjudication(_doc(), other)
