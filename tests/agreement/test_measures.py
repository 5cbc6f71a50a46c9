"""Span-level measures on hand-built documents with values worked out by hand."""

from __future__ import annotations

from typing import Any

import pytest

from tests.agreement.helpers import compare
from vtt_py.formats.tagsets import load_tagset

# i2b2 2014 scorer oracle (research annotation_tools.md §6.6 O13): the
# official evaluate.py run on this note gave the values asserted below.
I2B2_TEXT = "Mr John Smith, 65, seen on 2067-05-03 at Fairview Hospital by Dr Lee."
I2B2_GOLD = [
    (3, 13, "NAME", "PATIENT"),
    (15, 17, "AGE", "AGE"),
    (27, 37, "DATE", "DATE"),
    (41, 58, "LOCATION", "HOSPITAL"),
    (65, 68, "NAME", "DOCTOR"),
]
I2B2_SYSTEM = [
    (3, 14, "NAME", "PATIENT"),
    (15, 17, "AGE", "AGE"),
    (27, 37, "DATE", "DATE"),
    (41, 49, "LOCATION", "HOSPITAL"),
    (65, 68, "NAME", "PATIENT"),
]


def _prf(score: dict[str, Any]) -> tuple[float, float, float]:
    return score["precision"], score["recall"], score["f1"]


@pytest.mark.parametrize(
    ("level", "expected"),
    [
        ("token", (0.875, 0.7778, 0.8235)),
        ("entity_strict", (0.4, 0.4, 0.4)),
        ("entity_relaxed", (0.6, 0.6, 0.6)),
        ("binary_token", (1.0, 0.8889, 0.9412)),
        ("binary_strict", (0.6, 0.6, 0.6)),
    ],
)
def test_measures_match_i2b2_scorer(level: str, expected: tuple[float, ...]) -> None:
    report = compare(I2B2_TEXT, I2B2_GOLD, I2B2_SYSTEM)
    assert _prf(report["scores"][level]) == pytest.approx(expected, abs=1e-4)  # type: ignore[index]


@pytest.mark.parametrize(
    ("level", "expected"),
    [
        ("entity_strict", (0.5, 0.6667, 0.5714)),
        ("entity_relaxed", (0.75, 1.0, 0.8571)),
        ("token", (0.8571, 1.0, 0.9231)),
    ],
)
def test_measures_hipaa_subset_matches_i2b2_scorer(
    level: str, expected: tuple[float, ...]
) -> None:
    # No tag set on the documents marks HIPAA labels: the shipped i2b2-2014
    # set fits these labels best and is used (it counts IDs, unlike the
    # scorer's "IDNUM " quirk, which this note does not exercise).
    report = compare(I2B2_TEXT, I2B2_GOLD, I2B2_SYSTEM)
    assert report["hipaa_tagset"] == "i2b2-2014"
    assert _prf(report["scores"]["hipaa"][level]) == pytest.approx(expected, abs=1e-4)  # type: ignore[index]


def test_measures_hipaa_uses_given_tagset() -> None:
    report = compare(I2B2_TEXT, I2B2_GOLD, I2B2_SYSTEM, tagset=load_tagset("cchmc"))
    # cchmc lists bare NAME, AGE, DATE, LOCATION: every span is HIPAA.
    assert report["hipaa_tagset"] == "cchmc"
    hipaa = report["scores"]["hipaa"]["entity_strict"]  # type: ignore[index]
    assert (hipaa["tp"], hipaa["fp"], hipaa["fn"]) == (2, 3, 3)


def test_measures_hipaa_empty_when_no_tagset_knows_the_labels() -> None:
    report = compare("alpha beta", [(0, 5, "Zork")], [(0, 5, "Zork")])
    assert report["hipaa_tagset"] is None
    hipaa = report["scores"]["hipaa"]["entity_strict"]  # type: ignore[index]
    assert (hipaa["tp"], hipaa["fp"], hipaa["fn"]) == (0, 0, 0)
    assert hipaa["undefined"] == ["precision", "recall", "f1"]


@pytest.mark.parametrize(
    ("cand_span", "relaxed_tp"),
    [
        ((0, 10), 1),  # exact
        ((0, 12), 1),  # end +2 forgiven
        ((0, 8), 1),  # end -2 forgiven
        ((0, 13), 0),  # end +3 is not
        ((1, 10), 0),  # a start shift is never forgiven
    ],
)
def test_measures_relaxed_forgives_only_the_end(
    cand_span: tuple[int, int], relaxed_tp: int
) -> None:
    text = "Smithfield Road 12"
    report = compare(text, [(0, 10, "Street")], [(*cand_span, "Street")])
    relaxed = report["scores"]["entity_relaxed"]  # type: ignore[index]
    assert relaxed["tp"] == relaxed_tp
    assert relaxed["fp"] == 1 - relaxed_tp
    assert relaxed["fn"] == 1 - relaxed_tp


def test_measures_relaxed_counts_candidates_and_references_separately() -> None:
    # Two candidates both within 2 of one reference end: both are tp, the
    # reference is matched once, so fn is 0 (i2b2 set semantics).
    report = compare("0123456789abc", [(0, 8, "X")], [(0, 7, "X"), (0, 9, "X")])
    relaxed = report["scores"]["entity_relaxed"]  # type: ignore[index]
    assert (relaxed["tp"], relaxed["fp"], relaxed["fn"]) == (2, 0, 0)


def test_measures_category_on_and_off() -> None:
    text = "Dr Jones saw Mary"
    ref = [(3, 8, "Name", "Provider"), (13, 17, "Name", "Patient")]
    cand = [(3, 8, "Name", "Patient"), (13, 17, "Name", "Patient")]
    with_category = compare(text, ref, cand)
    assert with_category["label_mode"] == "tag|category"
    strict = with_category["scores"]["entity_strict"]  # type: ignore[index]
    assert (strict["tp"], strict["fp"], strict["fn"]) == (1, 1, 1)
    assert set(strict["per_label"]) == {"Name|Patient", "Name|Provider"}
    without = compare(text, ref, cand, ignore_category=True)
    assert without["label_mode"] == "tag"
    strict = without["scores"]["entity_strict"]  # type: ignore[index]
    assert (strict["tp"], strict["fp"], strict["fn"]) == (2, 0, 0)
    assert list(strict["per_label"]) == ["Name"]


def test_measures_stacked_labels_collapse_once_without_category() -> None:
    # Same offsets, two categories: without categories they are one span.
    report = compare(
        "Mary",
        [(0, 4, "Name", "Patient"), (0, 4, "Name", "Relative")],
        [(0, 4, "Name", "")],
        ignore_category=True,
    )
    strict = report["scores"]["entity_strict"]  # type: ignore[index]
    assert (strict["tp"], strict["fp"], strict["fn"]) == (1, 0, 0)


def test_measures_binary_levels_ignore_labels_and_have_no_per_label() -> None:
    report = compare("John Smith", [(0, 10, "Name")], [(0, 10, "City")])
    scores = report["scores"]
    assert scores["binary_strict"]["tp"] == 1  # type: ignore[index]
    assert scores["binary_token"]["tp"] == 2  # type: ignore[index]
    assert scores["entity_strict"]["tp"] == 0  # type: ignore[index]
    for level in ("binary_strict", "binary_token", "binary_overlap"):
        assert scores[level]["per_label"] == {}  # type: ignore[index]


def test_measures_token_level_skips_punctuation_and_space() -> None:
    # "12/03/2020," has 3 tokens; the candidate's span without the comma too.
    text = "on 12/03/2020, at"
    report = compare(text, [(3, 14, "Date")], [(3, 13, "Date")])
    token = report["scores"]["token"]  # type: ignore[index]
    assert (token["tp"], token["fp"], token["fn"]) == (3, 0, 0)
    assert report["scores"]["entity_strict"]["tp"] == 0  # type: ignore[index]


def test_measures_overlap_is_not_one_to_one() -> None:
    text = "x" * 60
    # One reference span split in two by the candidate, one candidate span
    # covering two references, one candidate span overlapping nothing.
    ref = [(0, 20, "A"), (30, 34, "A"), (36, 40, "A"), (55, 58, "A")]
    cand = [(0, 5, "P"), (10, 15, "P"), (29, 41, "P"), (45, 50, "P")]
    overlap = compare(text, ref, cand)["scores"]["binary_overlap"]  # type: ignore[index]
    assert (overlap["tp"], overlap["fn"], overlap["fp"]) == (3, 1, 1)
    assert overlap["candidates"] == 4
    assert overlap["recall"] == pytest.approx(3 / 4)  # sensitivity
    assert overlap["precision"] == pytest.approx((4 - 1) / 4)  # PPV
    assert overlap["recall_by_reference_label"]["A"] == {
        "tp": 3,
        "fn": 1,
        "recall": 0.75,
    }


def test_measures_overlap_needs_a_shared_character() -> None:
    overlap = compare("abcdefgh", [(0, 4, "A")], [(4, 8, "A")])["scores"][
        "binary_overlap"
    ]  # type: ignore[index]
    assert (overlap["tp"], overlap["fp"], overlap["fn"]) == (0, 1, 1)


def test_measures_zero_over_zero_is_zero_and_flagged() -> None:
    report = compare("nothing to see", [], [])
    strict = report["scores"]["entity_strict"]  # type: ignore[index]
    assert (strict["precision"], strict["recall"], strict["f1"]) == (0.0, 0.0, 0.0)
    assert strict["undefined"] == ["precision", "recall", "f1"]
    assert report["kappa_token"]["kappa"] == 0.0  # type: ignore[index]
    assert report["kappa_token"]["undefined"] is True  # type: ignore[index]
    assert report["alpha_u"]["alpha"] == 0.0  # type: ignore[index]
    assert report["alpha_u"]["undefined"] is True  # type: ignore[index]


def test_measures_precision_undefined_but_f1_defined_when_candidate_is_empty() -> None:
    strict = compare("Mary", [(0, 4, "Name")], [])["scores"]["entity_strict"]  # type: ignore[index]
    assert strict["undefined"] == ["precision"]
    assert (strict["recall"], strict["f1"]) == (0.0, 0.0)
