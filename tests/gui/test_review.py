"""Reviewing suggestions: accept or reject one, all of a tag, or all; each one undo step."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import note_document
from tests.gui.test_tagging import ready
from vtt_py.core.suggestions import is_suggestion, mark_suggestion
from vtt_py.formats.vtt import write_vtt
from vtt_py.gui.actions import ActionId
from vtt_py.gui.views.text_styles import PALE_ALPHA

pytestmark = pytest.mark.gui
#: Indexes of note_document()'s markups turned into suggestions: 3 Names, 2 Dates.
SUGGESTED = (2, 3, 4, 5, 9)


@pytest.fixture
def suggested(tmp_path: Path) -> Path:
    doc = note_document()
    marked = [
        mark_suggestion(m, "crf", 0.83) if i in SUGGESTED else m
        for i, m in enumerate(doc.markups)
    ]
    doc.set_markups(marked)
    path = tmp_path / "suggested.vtt"
    write_vtt(doc, path)
    return path


def _suggestions(window) -> list:
    return [m for m in window.session.document.markups if is_suggestion(m)]


def _open(make_main_window, path, qtbot):
    window = make_main_window(path)
    view = ready(window, qtbot)
    return window, view


def test_review_accept_one_strips_the_mark_in_one_undo_step(
    make_main_window, suggested, qtbot
) -> None:
    window, view = _open(make_main_window, suggested, qtbot)
    before = list(window.session.document.markups)
    qtbot.keyClicks(view, "g")  # the first suggestion
    first = window.tagging.selected
    assert first == _suggestions(window)[0]
    qtbot.keyClicks(view, "y")
    doc = window.session.document
    assert first not in doc and first.with_(annotation="") in doc
    assert window.tagging.selected == _suggestions(window)[0]  # moved on to the next
    assert window.session.stack.count() == 1
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert list(doc.markups) == before


@pytest.mark.parametrize(
    ("keys", "action", "left"),
    [
        ("Y", None, 3),  # the 2 Dates (first suggestion is a Date) accepted
        ("D", None, 3),  # ... or rejected
        ("d", None, 4),
        ("", ActionId.ACCEPT_ALL_SUGGESTIONS, 0),
        ("", ActionId.REJECT_ALL_SUGGESTIONS, 0),
    ],
)
def test_review_bulk_actions_are_one_undo_step(
    make_main_window, suggested, qtbot, keys, action, left
) -> None:
    window, view = _open(make_main_window, suggested, qtbot)
    doc = window.session.document
    before, count = list(doc.markups), len(doc)
    qtbot.keyClicks(view, "g")
    if keys:
        qtbot.keyClicks(view, keys)
    else:
        window.qactions[action].trigger()
    assert len(_suggestions(window)) == left
    accepted = (
        keys.isupper() and keys == "Y" or action == ActionId.ACCEPT_ALL_SUGGESTIONS
    )
    assert len(doc) == (count if accepted else count - (5 - left))
    assert window.session.stack.count() == 1
    window.undo_group.undo()
    assert list(doc.markups) == before


def test_review_navigation_wraps_and_actions_follow_state(
    make_main_window, suggested, qtbot
) -> None:
    window, view = _open(make_main_window, suggested, qtbot)
    found = _suggestions(window)
    qtbot.keyClicks(view, "G")  # previous from the top wraps to the last
    assert window.tagging.selected == found[-1]
    qtbot.keyClicks(view, "g")
    assert window.tagging.selected == found[0]
    assert window.qactions[ActionId.ACCEPT_SUGGESTION].isEnabled()
    window.qactions[ActionId.ACCEPT_ALL_SUGGESTIONS].trigger()
    assert not window.qactions[ActionId.ACCEPT_SUGGESTION].isEnabled()
    qtbot.keyClicks(view, "y")  # nothing left: a message, no change
    assert window.session.stack.count() == 1


def test_review_suggestions_drawn_pale(make_main_window, suggested) -> None:
    window = make_main_window(suggested)
    book = window.view.book
    suggestion = _suggestions(window)[0]
    pale = book.markup_format(suggestion)
    solid = book.markup_format(suggestion.with_(annotation=""))
    assert pale.background().color().alpha() == PALE_ALPHA
    assert solid.background().color().alpha() == 255
    assert not pale.hasProperty(pale.Property.ForegroundBrush)
