"""Tagging from the keyboard and mouse: quick keys, overlap mode, retag, join, navigation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from vtt_py.core.markup import Markup
from vtt_py.formats.vtt import check_vtt, read_vtt
from vtt_py.gui.commands import EditMarkupCommand
from vtt_py.gui.tagging import TaggingController, default_quick_keys, trim_span

pytestmark = pytest.mark.gui
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def ready(window, qtbot):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    return window.view


def test_tagging_keyboard_only_from_open_to_save(
    make_main_window, prompts, note, qtbot
):
    """Open, select by word and line, tag with quick keys, navigate, retag, undo, save."""
    window = make_main_window()
    window.set_line_wrap(False)  # Home/End then work on whole lines at any width
    prompts.answers["open_file"] = note
    view = ready(window, qtbot)
    qtbot.keyClick(view, Qt.Key.Key_O, CTRL)  # File > Open (scripted file chooser)
    assert window.session is not None and window.session.source == note
    before = len(window.session.document)
    text = window.session.document.text
    qtbot.keyClick(view, Qt.Key.Key_Home, CTRL)
    qtbot.keyClick(view, Qt.Key.Key_Right, CTRL | SHIFT)  # "DISCHARGE "
    qtbot.keyClicks(view, "1")  # quick key 1: npii
    doc = window.session.document
    assert Markup(0, 9, "npii") in doc  # trailing space trimmed
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_End, SHIFT)  # the whole second line
    qtbot.keyClicks(view, "6")  # Address: replaces the markups it overlaps
    line = text.split("\n")[1]
    start = text.index(line)
    assert doc.overlapping(start, start + len(line)) == [
        Markup(start, start + len(line), "Address")
    ]
    assert "Replaced 2 markups" in window.statusBar().currentMessage()
    qtbot.keyClicks(view, "[")  # first markup, then retag it with key 2
    assert window.tagging.selected == Markup(0, 9, "npii")
    qtbot.keyClicks(view, "2")
    assert Markup(0, 9, "Name") in doc
    qtbot.keyClicks(view, ".")
    assert window.tagging.selected.start == start
    qtbot.keyClicks(view, "0")  # delete the selected markup
    assert not doc.overlapping(start, start + len(line))
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)  # undo the delete
    assert Markup(start, start + len(line), "Address") in doc
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL | SHIFT)  # redo it
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(view, Qt.Key.Key_S, CTRL)
    assert not window.session.modified
    saved = read_vtt(note)
    assert list(saved.markups) == list(doc.markups)
    assert len(saved) == before  # npii added; line 2's two markups became one
    assert saved.meta.saves[-1].version == "VTT.2010.0"
    assert check_vtt(note) == []


def test_tagging_overlap_mode_keeps_existing(make_main_window, note, qtbot):
    window = make_main_window(note)
    view = ready(window, qtbot)
    doc = window.session.document
    name = doc.markups[0]
    window.tagging.set_overlap(True)
    view.set_caret(name.end + 7, anchor=name.start)
    window.tagging.apply_label("Address")
    assert name in doc and Markup(name.start, name.end + 7, "Address") in doc
    assert "Overlap on" in window.status_labels["Overlap"].text()


def test_tagging_same_span_retag_keeps_comment(make_main_window, note, qtbot):
    window = make_main_window(note)
    view = ready(window, qtbot)
    doc = window.session.document
    name = doc.markups[0]
    window.session.push(
        EditMarkupCommand(window.session.model, name, name.with_(annotation="checked"))
    )
    view.set_caret(name.end, anchor=name.start)
    window.tagging.apply_label("Name")
    assert Markup(name.start, name.end, "Name", "", "checked") in doc


def test_tagging_click_selects_and_cycles_stacked(make_main_window, note, qtbot):
    window = make_main_window(note)
    ready(window, qtbot)
    doc = window.session.document
    name = doc.markups[0]
    window.tagging.set_overlap(True)
    window.view.set_caret(name.end + 7, anchor=name.start)
    window.tagging.apply_label("Address")
    outer = Markup(name.start, name.end + 7, "Address")
    window.view.set_caret(name.start + 1)
    window.tagging.click_at(name.start + 1)
    assert window.tagging.selected == name  # innermost first
    window.tagging.click_at(name.start + 1)
    assert window.tagging.selected == outer
    window.tagging.click_at(len(doc.text) - 1)
    assert window.tagging.selected is None


def test_tagging_join_and_edit_dialog(make_main_window, note, qtbot, monkeypatch):
    window = make_main_window(note)
    ready(window, qtbot)
    doc = window.session.document
    first, second = doc.markups[0], doc.markups[1]
    window.tagging.set_selected(first, show=True)
    window.tagging.join_selected()
    joined = Markup(first.start, second.end, first.tag, first.category)
    assert joined in doc and first not in doc and second not in doc

    def edit(dialog):
        dialog.end.setValue(joined.end - 1)
        dialog.annotation.setText("trimmed")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(window, "run_dialog", edit)
    window.tagging.edit_selected()
    assert joined.with_(end=joined.end - 1, annotation="trimmed") in doc
    assert window.session.stack.count() == 2


def test_tagging_markup_dialog_rejects_bad_annotation(make_main_window, note, qtbot):
    from vtt_py.gui.views.markup_dialog import MarkupDialog

    window = make_main_window(note)
    doc = window.session.document
    dialog = MarkupDialog(doc, doc.markups[0])
    qtbot.addWidget(dialog)
    dialog.annotation.setText("a|b")
    assert dialog.result_markup() is None and not dialog.ok_button.isEnabled()
    dialog.annotation.setText("ok")
    dialog.end.setValue(dialog.start.value())
    assert "end" in dialog.problem_text()


def test_tagging_navigation_wraps_and_skips_hidden(make_main_window, note, qtbot):
    window = make_main_window(note)
    view = ready(window, qtbot)
    doc = window.session.document
    qtbot.keyClicks(view, "]")
    assert window.tagging.selected == doc.markups[-1]
    qtbot.keyClicks(view, ".")  # wraps around
    assert window.tagging.selected == doc.markups[0]
    qtbot.keyClicks(view, ",")
    assert window.tagging.selected == doc.markups[-1]
    hidden = doc.markups[0].tag
    window.display_filter.hidden_names.add(hidden)
    window.restyle()
    qtbot.keyClicks(view, "{")
    assert window.tagging.selected.tag != hidden
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert (
        window.tagging.selected == doc.markups[1]
        or window.tagging.selected.tag != hidden
    )


def test_tagging_read_only_refuses_edits(make_main_window, note, qtbot):
    window = make_main_window(note)
    window.session.read_only = True
    window.view.set_caret(5, anchor=0)
    window.tagging.apply_label("Name")
    assert Markup(0, 5, "Name") not in window.session.document
    assert window.session.stack.count() == 0


def test_tagging_context_menu_has_category_submenus(make_main_window, note):
    window = make_main_window(note)
    menu = window.tagging.build_menu(window.session.document.tagset)
    titles = [a.text() for a in menu.actions()]
    assert "Name" in titles  # Name has categories: a submenu
    name_menu = next(a.menu() for a in menu.actions() if a.text() == "Name")
    assert any("Patient" in a.text() for a in name_menu.actions())
    assert any("npii" in t for t in titles)


@pytest.mark.parametrize(
    ("span", "snap", "expected"),
    [
        ((0, 6), False, (0, 5)),
        ((1, 3), True, (0, 5)),
        ((5, 6), False, None),
        ((7, 9), True, (6, 10)),
    ],
)
def test_tagging_trim_and_snap(span, snap, expected):
    assert trim_span("Smith John.", *span, snap=snap) == expected


def test_tagging_quick_keys_default_and_stored(make_main_window, note):
    window = make_main_window(note)
    tagset = window.session.document.tagset
    assert window.tagging.quick_keys == default_quick_keys(tagset)
    keys = ["Date|Patient"] + default_quick_keys(tagset)[1:]
    window.tagsets.set_quick_keys(tagset, keys)
    window.view.set_caret(
        window.session.document.markups[0].end,
        anchor=window.session.document.markups[0].start,
    )
    window.tagging.quick_key(1)
    assert window.session.document.markups[0].label == "Date|Patient"
    assert isinstance(window.tagging, TaggingController)


def test_vtt_keys_c_closes_the_document_and_x_quits(make_main_window, note, qtbot):
    window = make_main_window(note)
    view = ready(window, qtbot)
    qtbot.keyClicks(view, "c")  # VTT's Close: no unsaved edits, so no question
    assert window.session is None
    window.files.open_path(note)
    qtbot.keyClicks(view, "x")  # VTT's Exit
    assert not window.isVisible()
