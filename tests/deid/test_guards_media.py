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


@pytest.mark.parametrize(
    ("text", "words", "source"),
    [
        ("Pt reads the New York Times daily.", "New York", "crf"),
        ("Wife reads the Wall Street Journal to pt.", "Wall Street", "rules"),
        ("Wife brought in the Boston Herald for pt.", "Boston Herald", "rules"),
        ("PT LISTENS TO THE BOSTON POPS.", "BOSTON", "crf"),
    ],
)
def test_a_place_the_rules_or_crf_find_in_such_a_name_is_none(
    text: str, words: str, source: str
) -> None:
    # The place alone may be marked, the newspaper's word right after it.
    assert apply_guards(text, [_place(text, words, source)]) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Pt transferred from Boston Medical Center.", "Boston Medical Center"),
        ("Pt worked at the Globe.", "Globe"),
        ("Pt lives in Boston, times of meds changed.", "Boston"),
        ("Pt from Boston times 2 weeks.", "Boston"),
        ("Pt moved to Denver. Journal kept by wife.", "Denver"),
    ],
)
def test_places_stay(text: str, words: str) -> None:
    kept = [_place(text, words), _place(text, words, "rules")]
    assert apply_guards(text, kept) == kept


def test_a_town_and_a_media_word_read_as_a_name_is_none() -> None:
    text = "Pt is a Boston Symphony subscriber, missed concert."
    start = text.index("Boston")
    name = Suggestion(start, start + 15, "HCPName", "rules", None, "NAME")
    assert apply_guards(text, [name]) == []
    text = "Spoke with Amy Gazette re: plan."
    start = text.index("Amy")
    name = Suggestion(start, start + 11, "HCPName", "rules", None, "NAME")
    assert apply_guards(text, [name]) == [name]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Wife works at the Boston Globe as an editor.", "Boston Globe"),
        ("Pt is a reporter for the New York Times, on leave.", "New York"),
        ("Son plays in the Boston Symphony.", "Boston Symphony"),
    ],
)
def test_a_newspaper_or_orchestra_someone_works_for_is_a_place(
    text: str, words: str
) -> None:
    kept = [_place(text, words)]
    assert apply_guards(text, kept) == kept
