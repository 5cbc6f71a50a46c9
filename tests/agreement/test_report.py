"""The report: measures.md §5 shape, disagreements, confusion, bootstrap and rendering."""

from __future__ import annotations

import json
import re

import pytest

from tests.agreement.helpers import compare, make_doc
from vtt_py.agreement import DocumentPair, compare_documents, render_html, render_text

#: measures.md §5: the top-level keys scripts rely on, and the extras we add.
SPEC_KEYS = {
    "reference",
    "candidate",
    "documents",
    "label_mode",
    "scores",
    "kappa_token",
    "alpha_u",
    "disagreements",
}
EXTRA_KEYS = {
    "confusion",
    "per_document",
    "unmatched",
    "text_differs",
    "hipaa_tagset",
    "bootstrap",
    "disagreement_counts",
}
SCORE_KEYS = {"tp", "fp", "fn", "precision", "recall", "f1", "per_label"}
LEVELS = {"entity_strict", "entity_relaxed", "binary_strict", "token", "binary_token"}
DISAGREEMENT_KEYS = {"doc", "kind", "start", "end", "label", "text"}

TEXT = "Seen 03/04 by Dr Lee at Mercy, Boston. Call 555-1234 re: Mary."
REF = [
    (5, 10, "Date"),
    (17, 20, "Name", "Provider"),
    (24, 29, "Hospital"),
    (31, 37, "City"),
    (44, 52, "Phone"),
]
CAND = [
    (5, 10, "Date"),
    (17, 20, "Name", "Patient"),  # type error
    (24, 38, "Hospital"),  # boundary
    (57, 61, "Name", "Patient"),  # spurious
]  # Phone 44-52 missing


def test_report_has_measures_md_shape() -> None:
    report = compare(TEXT, REF, CAND)
    assert set(report) == SPEC_KEYS | EXTRA_KEYS
    assert isinstance(report["documents"], int)
    scores = report["scores"]
    assert set(scores) == LEVELS | {
        "binary_overlap",
        "binary_overlap_runstat",
        "binary_merged",
        "hipaa",
    }  # type: ignore[arg-type]
    for level in LEVELS | {"binary_overlap"}:
        assert set(scores[level]) >= SCORE_KEYS  # type: ignore[index]
    for score in scores["entity_strict"]["per_label"].values():  # type: ignore[index]
        assert {"tp", "fp", "fn", "precision", "recall", "f1"} <= set(score)
    assert {"entity_strict", "token"} <= set(scores["hipaa"])  # type: ignore[index]
    assert {"kappa", "p_o", "p_e", "items"} <= set(report["kappa_token"])  # type: ignore[arg-type]
    assert {"alpha", "d_o", "d_e", "per_label"} <= set(report["alpha_u"])  # type: ignore[arg-type]
    for entry in report["disagreements"]:  # type: ignore[attr-defined]
        assert set(entry) >= DISAGREEMENT_KEYS
    json.dumps(report, allow_nan=False)  # plain JSON numbers, never NaN


def _kinds(report: dict[str, object]) -> list[tuple[str, str, int, int, str]]:
    return [
        (d["kind"], d["side"], d["start"], d["end"], d["label"])
        for d in report["disagreements"]  # type: ignore[attr-defined]
    ]


def test_report_disagreements_are_classified() -> None:
    report = compare(TEXT, REF, CAND)
    assert _kinds(report) == [
        ("type", "reference", 17, 20, "Name|Provider"),
        ("type", "candidate", 17, 20, "Name|Patient"),
        ("boundary", "reference", 24, 29, "Hospital"),
        ("boundary", "candidate", 24, 38, "Hospital"),
        ("boundary", "reference", 31, 37, "City"),
        ("missing", "reference", 44, 52, "Phone"),
        ("spurious", "candidate", 57, 61, "Name|Patient"),
    ]
    entries = report["disagreements"]
    assert entries[0]["text"] == "Lee"  # type: ignore[index]
    assert entries[0]["other"] == [{"start": 17, "end": 20, "label": "Name|Patient"}]  # type: ignore[index]
    # The hospital span running over the city is one case with both references.
    assert [e["case"] for e in entries] == [0, 0, 1, 1, 1, 2, 3]  # type: ignore[attr-defined]


def test_report_every_strict_error_is_in_the_disagreement_list() -> None:
    report = compare(TEXT, REF, CAND)
    strict = report["scores"]["entity_strict"]  # type: ignore[index]
    sides = [d["side"] for d in report["disagreements"]]  # type: ignore[attr-defined]
    assert sides.count("candidate") == strict["fp"]
    assert sides.count("reference") == strict["fn"]


def test_report_confusion_over_identical_offsets() -> None:
    confusion = compare(TEXT, REF, CAND)["confusion"]
    assert confusion["matrix"] == {  # type: ignore[index]
        "Date": {"Date": 1},
        "Name|Provider": {"Name|Patient": 1},
    }
    assert confusion["missing"] == {"City": 1, "Hospital": 1, "Phone": 1}  # type: ignore[index]
    assert confusion["spurious"] == {"Hospital": 1, "Name|Patient": 1}  # type: ignore[index]


def test_report_texts_that_differ_are_listed_not_compared() -> None:
    same = DocumentPair(
        "same", make_doc("abc", [(0, 3, "A")]), make_doc("abc", [(0, 3, "A")])
    )
    other = DocumentPair("other", make_doc("abc", [(0, 3, "A")]), make_doc("abd", []))
    report = compare_documents([other, same])
    assert report["documents"] == 1
    assert report["text_differs"] == ["other"]
    assert report["scores"]["entity_strict"]["fn"] == 0  # type: ignore[index]


def test_report_trailing_white_space_does_not_stop_a_comparison() -> None:
    # A VTT file always ends with a line break; a brat .txt may not.
    pair = DocumentPair(
        "n", make_doc("Mary\n", [(0, 4, "Name")]), make_doc("Mary", [(0, 4, "Name")])
    )
    report = compare_documents([pair])
    assert report["documents"] == 1 and report["text_differs"] == []
    assert report["scores"]["entity_strict"]["f1"] == 1.0  # type: ignore[index]


def test_report_bootstrap_is_reproducible_with_a_seed() -> None:
    pairs = [
        DocumentPair(
            f"d{i}", make_doc(TEXT, REF[: i + 1]), make_doc(TEXT, CAND[: (i % 4) + 1])
        )
        for i in range(5)
    ]
    first = compare_documents(pairs, bootstrap=200, seed=7)["bootstrap"]
    again = compare_documents(pairs, bootstrap=200, seed=7)["bootstrap"]
    assert first == again
    assert first["resamples"] == 200 and first["seed"] == 7  # type: ignore[index]
    low, high = first["intervals"]["entity_strict"]["f1"]  # type: ignore[index]
    point = compare_documents(pairs)["scores"]["entity_strict"]["f1"]  # type: ignore[index]
    assert 0.0 <= low <= point <= high <= 1.0
    assert "kappa" in first["intervals"]["kappa_token"]  # type: ignore[index]
    assert compare_documents(pairs)["bootstrap"] is None


def test_render_text_shows_tables_without_document_text() -> None:
    report = compare(TEXT, REF, CAND, bootstrap=20)
    text = render_text(report)
    for needle in ("entity_strict", "entity_relaxed", "binary_overlap", "HIPAA token",
                   "Per label: entity_strict", "Cohen's kappa over tokens", "P_o", "P_e",
                   "alpha_U", "D_o", "D_e", "Disagreements: 7 spans", "Bootstrap 95%"):  # fmt: skip
        assert needle in text
    assert "Mercy" not in text and "555-1234" not in text  # no PHI on a terminal


def test_render_html_is_self_contained_and_escaped() -> None:
    text = "<b>Evil</b> & Mary Smith went home."
    pair = DocumentPair(
        "note<1>",
        make_doc(text, [(14, 24, "Name")]),
        make_doc(text, [(14, 18, "Name")]),
    )
    report = compare_documents([pair])
    page = render_html(report, [pair])
    assert page.startswith("<!DOCTYPE html>")
    for section in ("Scores by level", "F1 per label", "Scores per label",
                    "Chance-corrected agreement", "Label confusion", "Documents",
                    "Disagreements in context"):  # fmt: skip
        assert section in page
    assert "<svg" in page and "<table" in page
    assert "&lt;b&gt;Evil&lt;/b&gt; &amp; " in page  # the note text, escaped
    assert "note&lt;1&gt;" in page
    assert "<b>Evil</b>" not in page
    assert "<script" not in page.lower()
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page)  # nothing external


@pytest.mark.parametrize("kind", ["type", "boundary", "missing", "spurious"])
def test_render_html_explains_every_disagreement_kind(kind: str) -> None:
    page = render_html(compare(TEXT, REF, CAND), [])
    assert f"<b>{kind}</b>" in page
