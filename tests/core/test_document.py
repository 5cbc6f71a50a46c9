"""Document: markups kept in VTT order, stacked labels allowed, bad markups refused."""

from __future__ import annotations

import pytest

from vtt_py.core import Document, Markup, Tag, TagSet


@pytest.fixture
def doc() -> Document:
    tagset = TagSet()
    for name, cat in [("Name", ""), ("Name", "Patient"), ("Date", "Patient")]:
        tagset.add(Tag(name, cat))
    return Document("John Smith seen 01/01/2012.\n", tagset)


def test_document_keeps_vtt_order_offset_then_longest_first(doc: Document) -> None:
    doc.add(Markup(5, 10, "Name"))
    doc.add(Markup(0, 4, "Name"))
    doc.add(Markup(0, 10, "Name", "Patient"))
    doc.add(Markup(0, 0, "Name"))
    assert [m.span for m in doc.markups] == [(0, 0), (0, 10), (0, 4), (5, 10)]


def test_document_allows_two_labels_on_one_span(doc: Document) -> None:
    doc.add(Markup(0, 10, "Name"))
    doc.add(Markup(0, 10, "Name", "Patient"))
    assert len(doc.with_span(0, 10)) == 2


def test_document_refuses_exact_duplicate_unknown_tag_and_outside_text(
    doc: Document,
) -> None:
    doc.add(Markup(0, 4, "Name"))
    with pytest.raises(ValueError, match="duplicate"):
        doc.add(Markup(0, 4, "Name", annotation="again"))
    with pytest.raises(ValueError, match="not in the tag set"):
        doc.add(Markup(0, 4, "Phone"))
    with pytest.raises(ValueError, match="outside"):
        doc.add(Markup(0, 400, "Name"))


def test_document_overlapping_and_at_find_only_touching_markups(doc: Document) -> None:
    a, b, c = (
        Markup(0, 4, "Name"),
        Markup(5, 10, "Name"),
        Markup(16, 26, "Date", "Patient"),
    )
    for m in (a, b, c):
        doc.add(m)
    assert doc.overlapping(3, 6) == [a, b]
    assert doc.overlapping(4, 5) == []
    assert doc.at(16) == [c]
    assert doc.at(26) == []


def test_document_remove_and_replace_keep_order_and_roll_back(doc: Document) -> None:
    a, b = Markup(0, 4, "Name"), Markup(5, 10, "Name")
    doc.add(a)
    doc.add(b)
    assert doc.replace(a, a.with_(category="Patient")) == 0
    with pytest.raises(ValueError):
        doc.replace(b, b.with_(tag="Unknown"))
    assert b in doc
    assert doc.remove(b) == 1
    assert [m.label for m in doc.markups] == ["Name|Patient"]


def test_markup_refuses_negative_or_reversed_span() -> None:
    with pytest.raises(ValueError):
        Markup(-1, 2, "Name")
    with pytest.raises(ValueError):
        Markup(5, 2, "Name")
    assert Markup(2, 5, "Name", "Patient").label == "Name|Patient"
    assert Markup(2, 5, "Name").length == 3
