"""Precision guards: weak CRF places and compound heads that are everyday words."""

from __future__ import annotations

import pytest

from vtt_py.deid.guards import apply_guards
from vtt_py.deid.merge import Suggestion


def _crf_place(
    text: str, word: str, score: float | None, source: str = "crf"
) -> Suggestion:
    start = text.index(word)
    return Suggestion(start, start + len(word), "Location", source, score, "PLACE")


def test_a_weak_crf_place_made_of_common_words_is_dropped() -> None:
    text = "He walks with walker at home. Thick golden tan secretions.\n"
    walker = _crf_place(text, "walker", 0.15)
    golden = _crf_place(text, "golden", 0.08)
    assert apply_guards(text, [walker, golden]) == []


def test_confident_rare_ward_and_rule_places_are_kept() -> None:
    text = (
        "Walks with walker. Sent to Quillmoor today. Plan: to Brown 2 when bed avail.\n"
    )
    confident = _crf_place(text, "walker", 0.6)
    rare = _crf_place(text, "Quillmoor", 0.06)
    ward = _crf_place(text, "Brown", 0.1)
    kept = [confident, rare, ward]
    assert apply_guards(text, kept) == kept
    from_rules = _crf_place(text, "walker", None, source="rules")
    assert apply_guards(text, [from_rules]) == [from_rules]


def test_initials_and_names_of_several_words_are_kept() -> None:
    text = "Transfered to EM for cath. Admitted to Valley View Memorial 12/9.\n"
    initials = _crf_place(text, "EM", 0.11)
    several = _crf_place(text, "Valley View Memorial", 0.15)
    assert apply_guards(text, [initials, several]) == [initials, several]


def test_weak_names_are_not_places() -> None:
    text = "Son Walker called.\n"
    name = Suggestion(4, 10, "RelativeProxyName", "crf", 0.1, "NAME")
    assert apply_guards(text, [name]) == [name]


def test_a_weak_crf_word_starting_a_hyphenated_word_is_dropped() -> None:
    text = "SOCIAL HISTORY: Long-term resident of a nursing home.\n"
    long = Suggestion(16, 20, "Name", "crf", 0.09, "NAME")
    assert apply_guards(text, [long]) == []


def test_names_before_a_hyphen_from_rules_or_sure_or_rare_are_kept() -> None:
    text = "Phone call from son Mark-who states he is Quillmoor-like.\n"
    ruled = Suggestion(20, 24, "Name", "rules", None, "NAME")
    sure = Suggestion(20, 24, "Name", "crf", 0.7, "NAME")
    rare = Suggestion(42, 51, "Name", "crf", 0.1, "NAME")
    kept = [ruled, sure, rare]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "person", "score"),
    [
        ("Negative sonographic Murphy sign.\n", "Murphy", 0.3),
        ('diagnosed with "vasculitis" Wegners syndrome and', "Wegners", 0.3),
        ("Wegener's syndrome, on cytoxan\n", "Wegener", 0.3),
        ("assessed by the Greulich and Pyle method\n", "Greulich", 0.3),
        ("assessed by the Greulich and Pyle method\n", "Pyle", 0.3),
        ("port placed by open Hasson technique\n", "Hasson", 0.3),
        ("Hodgkin lymphoma in remission\n", "Hodgkin", 0.3),
        ("Reed-Sternberg cells on path\n", "Reed-Sternberg", 0.3),
        ("Sacubitril-valsartan was held\n", "Sacubitril", 0.1),  # a drug, glued
    ],
)
def test_weak_crf_names_of_eponyms_and_compounds_are_dropped(
    text: str, person: str, score: float
) -> None:
    start = text.index(person)
    name = Suggestion(start, start + len(person), "Name", "crf", score, "NAME")
    assert apply_guards(text, [name]) == []


def test_a_weak_name_before_cell_is_kept() -> None:
    text = "Daughter Quillmoor cell 617-555-0100\n"  # a phone, not "Hurthle cells"
    name = Suggestion(9, 18, "Name", "crf", 0.3, "NAME")
    assert apply_guards(text, [name]) == [name]


def test_eponym_contexts_keep_rule_and_sure_names() -> None:
    text = "Dr. Quillmoor sign off today. Son Quillmoor test results reviewed.\n"
    ruled = Suggestion(4, 13, "Name", "rules", None, "NAME")
    sure = Suggestion(34, 43, "Name", "crf", 0.8, "NAME")
    assert apply_guards(text, [ruled, sure]) == [ruled, sure]
