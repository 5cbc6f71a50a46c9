"""Precision guards: weak CRF places that are everyday words are not suggested."""

from __future__ import annotations

from vtt_py.deid.guards import drop_common_places
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
    assert drop_common_places(text, [walker, golden]) == []


def test_confident_rare_ward_and_rule_places_are_kept() -> None:
    text = (
        "Walks with walker. Sent to Quillmoor today. Plan: to Brown 2 when bed avail.\n"
    )
    confident = _crf_place(text, "walker", 0.6)
    rare = _crf_place(text, "Quillmoor", 0.06)
    ward = _crf_place(text, "Brown", 0.1)
    kept = [confident, rare, ward]
    assert drop_common_places(text, kept) == kept
    from_rules = _crf_place(text, "walker", None, source="rules")
    assert drop_common_places(text, [from_rules]) == [from_rules]


def test_initials_and_names_of_several_words_are_kept() -> None:
    text = "Transfered to EM for cath. Admitted to Valley View Memorial 12/9.\n"
    initials = _crf_place(text, "EM", 0.11)
    several = _crf_place(text, "Valley View Memorial", 0.15)
    assert drop_common_places(text, [initials, several]) == [initials, several]


def test_weak_names_are_not_places() -> None:
    text = "Son Walker called.\n"
    name = Suggestion(4, 10, "RelativeProxyName", "crf", 0.1, "NAME")
    assert drop_common_places(text, [name]) == [name]
