"""Edit › Undo History (VTT's Undo Manager Log): every edit listed; a click jumps to it."""

from __future__ import annotations

import pytest

from vtt_py.core.markup import Markup
from vtt_py.gui.actions import ActionId
from vtt_py.gui.commands import AddMarkupCommand, RemoveMarkupCommand

pytestmark = pytest.mark.gui


def _edit(window) -> list[Markup]:
    session = window.session
    first = session.document.markups[0]
    added = [Markup(0, 9, "Name", ""), Markup(18, 25, "Name", "")]
    for markup in added:
        session.push(AddMarkupCommand(session.model, markup))
    session.push(RemoveMarkupCommand(session.model, first))
    return [*added, first]


def test_undo_log_lists_every_edit(make_main_window, note):
    window = make_main_window(note)
    _edit(window)
    window.qactions[ActionId.UNDO_LOG].trigger()
    dialog = window.undo_log.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.labels() == [
        "As opened (or last reloaded)",
        "Tag Name",
        "Tag Name",
        "Delete Name › Patient",
    ]
    assert dialog.view.currentIndex().row() == 3  # the current state


def test_undo_log_click_jumps_to_a_state(make_main_window, note):
    window = make_main_window(note)
    session = window.session
    a, b, removed = _edit(window)
    dialog = window.undo_log.show_log()
    dialog.select_row(1)  # just after the first edit
    assert session.stack.index() == 1
    doc = session.document
    assert a in doc and b not in doc and removed in doc
    dialog.select_row(0)  # as opened
    assert len(doc) == 11 and a not in doc and not session.modified
    dialog.select_row(3)  # everything redone
    assert a in doc and b in doc and removed not in doc and len(doc) == 12
    window.undo_group.undo()  # Ctrl+Z moves the log's selection too
    assert dialog.view.currentIndex().row() == 2


def test_undo_log_follows_the_open_document(make_main_window, note, sample_corpus):
    window = make_main_window(note)
    _edit(window)
    dialog = window.undo_log.show_log()
    assert window.undo_log.show_log() is dialog  # one window, brought forward
    window.session.stack.setClean()  # let the next open drop this one quietly
    window.files.open_path(sample_corpus / "gold" / "01_discharge_summary.vtt")
    assert dialog.labels() == ["As opened (or last reloaded)"]
    window.files.close_document()
    assert dialog.view.model().rowCount() <= 1


def test_delete_all_markups_asks_and_is_one_logged_step(
    make_main_window, note, prompts
):
    window = make_main_window(note)
    session = window.session
    prompts.answers["confirm"] = False
    window.qactions[ActionId.DELETE_ALL_MARKUPS].trigger()
    assert len(session.document) == 11 and "11 markups" in prompts.asked[-1][1][1]
    prompts.answers["confirm"] = True
    window.qactions[ActionId.DELETE_ALL_MARKUPS].trigger()
    assert len(session.document) == 0
    dialog = window.undo_log.show_log()
    assert dialog.labels()[-1] == "Delete 11 markups of the document"
    dialog.select_row(0)
    assert len(session.document) == 11
