"""Suggestion marks: tell machine suggestions from human work, strip on accept."""

from __future__ import annotations

from vtt_py.core import Markup
from vtt_py.core.suggestions import (
    accept,
    is_suggestion,
    mark_suggestion,
    suggestion_source,
)


def test_suggestions_mark_and_accept_round_trip_keeps_the_comment() -> None:
    human = Markup(0, 4, "Name", annotation="check spelling")
    suggested = mark_suggestion(human, "crf", 0.834)
    assert suggested.annotation == "suggested by crf 0.83; check spelling"
    assert is_suggestion(suggested)
    assert suggestion_source(suggested) == ("crf", 0.83)
    assert accept(suggested) == human
    assert not is_suggestion(human)


def test_suggestions_rules_have_no_score() -> None:
    marked = mark_suggestion(Markup(0, 4, "Date"), "rules")
    assert marked.annotation == "suggested by rules"
    assert suggestion_source(marked) == ("rules", None)
    assert accept(marked).annotation == ""
