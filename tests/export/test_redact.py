"""Redaction: [Tag] replacements, [PHI] for mixed overlaps, PHI choices, limited data set."""

from __future__ import annotations

import pytest

from vtt_py.core import Document, Markup, TagSet
from vtt_py.export.phi import PhiRule, guess_tagset, limited_keeps, parse_which
from vtt_py.export.redact import redact_document
from vtt_py.formats.tagsets import load_tagset


def _doc(text: str, *markups: Markup) -> Document:
    tags = load_tagset()
    for m in markups:
        tags.ensure(m.tag, m.category)
    return Document(text, tags, markups)


def test_redact_replaces_phi_by_tag_label_and_moves_markups() -> None:
    doc = _doc(
        "John Smith seen 3/4/2020 for pain.\n",
        Markup(0, 10, "Name", "Patient", "spelling?"),
        Markup(16, 24, "Date", "Patient"),
        Markup(29, 33, "npii"),
    )
    rule = PhiRule(load_tagset(), "hipaa")
    out, stats = redact_document(doc, rule.is_phi)
    assert out.text == "[Name] seen [Date] for pain.\n"
    assert [(out.text_of(m), m.label, m.annotation) for m in out.markups] == [
        ("[Name]", "Name|Patient", ""),
        ("[Date]", "Date|Patient", ""),
        ("pain", "npii", ""),
    ]
    assert (stats.redactions, stats.mixed, stats.notes_dropped) == (2, 0, 1)


def test_redact_overlapping_different_tags_become_one_phi() -> None:
    doc = _doc(
        "at 12 Oak Street Boston\n",
        Markup(3, 23, "Address"),
        Markup(6, 16, "Street"),
        Markup(17, 23, "City"),
        Markup(3, 5, "Alphanum", "Patient"),
    )
    out, stats = redact_document(doc, PhiRule(load_tagset(), "phi").is_phi)
    assert out.text == "at [PHI]\n"
    assert stats.mixed == 1
    assert {m.label for m in out.markups} == {
        "Address",
        "Street",
        "City",
        "Alphanum|Patient",
    }
    assert all(out.text_of(m) == "[PHI]" for m in out.markups)


def test_redact_same_tag_stacked_categories_keep_the_tag() -> None:
    doc = _doc("Smith\n", Markup(0, 5, "Name", "Patient"), Markup(0, 5, "Name"))
    out, _ = redact_document(doc, lambda tag, cat: True)
    assert out.text == "[Name]\n"


def test_hipaa_default_keeps_provider_names_phi_option_removes_them() -> None:
    doc = _doc(
        "Dr Jones saw Smith\n", Markup(3, 8, "Name"), Markup(13, 18, "Name", "Patient")
    )
    hipaa, _ = redact_document(doc, PhiRule(load_tagset(), "hipaa").is_phi)
    everything, _ = redact_document(doc, PhiRule(load_tagset(), "phi").is_phi)
    listed, _ = redact_document(doc, PhiRule(load_tagset(), parse_which("Name")).is_phi)
    assert hipaa.text == "Dr Jones saw [Name]\n"
    assert everything.text == listed.text == "Dr [Name] saw [Name]\n"


def test_limited_data_set_keeps_dates_city_state_zip() -> None:
    doc = _doc(
        "Smith, Boston MA 02115, seen 3/4/2020, 12 Oak St\n",
        Markup(0, 5, "Name", "Patient"),
        Markup(7, 13, "City"),
        Markup(14, 16, "State"),
        Markup(17, 22, "ZIP"),
        Markup(29, 37, "Date", "Patient"),
        Markup(39, 48, "Street"),
    )
    out, _ = redact_document(doc, PhiRule(load_tagset(), "phi", limited=True).is_phi)
    assert out.text == "[Name], Boston MA 02115, seen 3/4/2020, [Street]\n"


@pytest.mark.parametrize(
    ("tag", "category", "kept"),
    [
        ("Date", "Patient", True),
        ("LOCATION", "CITY", True),
        ("LOCATION", "STREET", False),
        ("AGE", "AGE", True),
        ("Name", "Patient", False),
        ("Geographic", "", False),
    ],
)
def test_limited_keeps(tag: str, category: str, kept: bool) -> None:
    assert limited_keeps(tag, category) is kept


def test_unknown_labels_count_as_phi() -> None:
    rule = PhiRule(load_tagset(), "hipaa")
    assert rule.is_phi("NOMBRE", "") and rule.unknown == {"NOMBRE"}
    assert not rule.is_phi("npii", "")
    assert PhiRule(TagSet(), "hipaa").is_phi("anything", "")  # no lists: all PHI


def test_guess_tagset_from_labels() -> None:
    assert guess_tagset({"PTName", "HCPName", "Date"}).name == "physionet"
    assert guess_tagset({"NAME|PATIENT", "DATE|DATE"}).name == "i2b2-2014"
    assert guess_tagset({"Name|Patient", "Date|Patient"}).name == "nlm-scrubber"
