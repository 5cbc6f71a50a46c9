"""Towns inside the names of newspapers and events are no places: ``Boston Globe``."""

from __future__ import annotations

import pytest

from vtt_py.deid.guards import apply_guards
from vtt_py.deid.merge import Suggestion


def _place(text: str, words: str, source: str = "crf") -> Suggestion:
    start = text.index(words)
    score = 0.5 if source == "crf" else None
    return Suggestion(start, start + len(words), "Location", source, score, "PLACE")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Pt reading the Boston Globe this morning.", "Boston Globe"),
        ("Son ran the Boston Marathon last year.", "Boston Marathon"),
        ("Pt loves the Boston Pops.", "Boston Pops"),
    ],
)
def test_a_newspaper_or_an_event_named_after_its_city_is_no_place(
    text: str, words: str
) -> None:
    assert apply_guards(text, [_place(text, words)]) == []


def test_places_and_rules_findings_stay() -> None:
    text = "Pt transferred from Boston Medical Center; worked at the Globe."
    kept = [_place(text, "Boston Medical Center"), _place(text, "Globe")]
    assert apply_guards(text, kept) == kept
    ruled = _place("Pt reading the Boston Globe.", "Boston Globe", "rules")
    assert apply_guards("Pt reading the Boston Globe.", [ruled]) == [ruled]
