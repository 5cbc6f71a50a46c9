"""A keyboard-only working session, as issue 16 tried it: tag, Tag All, palette, adjudicate,
agreement jump, save, restart; nothing is lost.

Every step is a key press sent where the keyboard focus is (the text pane,
the find bar, the palette, the agreement window); only the file and folder
choosers are scripted. CI also runs this module on a real X server.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from tests.gui.test_adjudication import _sample_corpus
from vtt_py.formats.adjudication_log import read_decisions
from vtt_py.formats.vtt import check_vtt, read_vtt

pytestmark = pytest.mark.gui
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
NOTES = 3


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    return _sample_corpus(tmp_path / "corpus", NOTES)


def focused():
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key where the focus is, as a user's keyboard sends it."""
    qtbot.keyClick(focused(), key, modifiers)


def type_text(qtbot, text: str) -> None:
    qtbot.keyClicks(focused(), text)


def dialogs_by_keyboard(qtbot, script):
    """Run each modal dialog non-blocking and drive it with the keys ``script`` gives."""

    def run(dialog: QDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        script(dialog)
        owner = dialog.parentWidget()
        if owner is not None:  # as a window manager does when a dialog closes
            owner.window().activateWindow()
            qtbot.waitUntil(owner.window().isActiveWindow)
        return dialog.result()

    return run


def untagged_lines(doc) -> list[int]:
    """Numbers of the note's non-empty lines that no markup touches."""
    found, start = [], 0
    for number, line in enumerate(doc.text.split("\n")):
        end = start + len(line)
        if line.strip() and not doc.overlapping(start, max(end, start + 1)):
            found.append(number)
        start = end + 1
    return found


def select_line(qtbot, number: int) -> None:
    """From the top of the note, select a whole line with the keyboard."""
    press(qtbot, Qt.Key.Key_Home, CTRL)
    for _ in range(number):
        press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_End, SHIFT)


def quick_key_on_free_line(window, qtbot, line: int) -> None:
    """Step 1: tag a line no markup touches with quick key 2."""
    select_line(qtbot, line)
    span = window.view.selection_span()
    qtbot.keyClicks(focused(), "2")
    name, _, category = window.tagging.quick_keys[1].partition("|")
    assert [(m.tag, m.category) for m in window.session.document.at(span[0])] == [
        (name, category)
    ]


def tag_all_surname(window, qtbot) -> None:
    """Step 2: find a surname and Tag All as Comm; no longer markup is cut."""
    doc = window.session.document
    full_names = [
        m for m in doc.markups if m.tag == "Name" and " " in doc.text_of(m).strip()
    ]
    assert full_names, "the sample note has a full name"
    surname = doc.text_of(full_names[0]).split()[-1].strip(",")
    press(qtbot, Qt.Key.Key_F, CTRL)
    assert focused() is window.find_bar.text
    type_text(qtbot, surname)
    window.find_bar.tag.setFocus()  # Tab order: the tag chooser, by keyboard
    type_text(qtbot, "Comm")  # a combo box jumps to the typed item
    assert window.find_bar.tag.currentData() == "Comm"
    before = set(doc.markups)
    press(qtbot, Qt.Key.Key_A, ALT)  # Tag &All
    hits = set(window.finder.hits)
    assert {m for m in before - set(doc.markups) if m.span not in hits} == set()
    assert all(m in doc for m in full_names)
    window.view.setFocus()
    press(qtbot, Qt.Key.Key_Escape)  # closes the find bar
    assert window.find_bar.isHidden()


def palette_on_free_line(window, qtbot, line: int) -> None:
    """Step 3: Ctrl+T, type, arrow down, Enter."""

    def palette(dialog):
        type_text(qtbot, "Date")
        press(qtbot, Qt.Key.Key_Down)
        press(qtbot, Qt.Key.Key_Return)

    window.run_dialog = dialogs_by_keyboard(qtbot, palette)
    select_line(qtbot, line)
    span = window.view.selection_span()
    press(qtbot, Qt.Key.Key_T, CTRL)
    assert [m.tag for m in window.session.document.at(span[0])] == ["Date"]


def adjudicate_two(window, qtbot) -> Path:
    """Step 5: Start Adjudication (Ctrl+Shift+D, Enter), decide two, save."""
    window.run_dialog = dialogs_by_keyboard(
        qtbot, lambda dialog: press(qtbot, Qt.Key.Key_Return)
    )
    press(qtbot, Qt.Key.Key_D, CTRL | SHIFT)
    assert window.adjudication.active
    window.view.setFocus()
    left = len(window.adjudication.groups())
    qtbot.keyClicks(focused(), "a")
    qtbot.keyClicks(focused(), "b")
    assert len(window.adjudication.groups()) == left - 2
    press(qtbot, Qt.Key.Key_S, CTRL)
    return window.session.source


def agreement_jump(window, qtbot, out: Path) -> None:
    """Step 6: Agreement (Ctrl+Shift+G, Enter), Enter on a disagreement: the note
    being adjudicated opens at its span, not annotator A's file."""
    press(qtbot, Qt.Key.Key_G, CTRL | SHIFT)
    report = window.agreement.report_window
    assert report is not None
    report.tabs.setCurrentIndex(3)  # Disagreements
    report.table.setFocus()
    report.table.setCurrentIndex(report.proxy.index(0, 0))
    d = report.proxy.index(0, 0).data(Qt.ItemDataRole.UserRole)
    qtbot.keyClick(report.table, Qt.Key.Key_Return)
    assert window.session.source.parent == out
    assert window.session.source.stem == Path(d["doc"]).name
    assert not window.session.read_only
    assert window.view.caret() == d["start"]
    report.close()


def test_keyboard_only_session_loses_nothing(make_main_window, prompts, corpus, qtbot):
    window = make_main_window()
    window.set_line_wrap(False)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    prompts.answers["open_folder"] = corpus
    press(qtbot, Qt.Key.Key_O, CTRL | SHIFT)  # the first gold note opens
    gold_note = window.session.source
    assert gold_note.parent == corpus / "gold"
    text = window.session.document.text
    free = untagged_lines(window.session.document)
    quick_key_on_free_line(window, qtbot, free[0])
    tag_all_surname(window, qtbot)
    palette_on_free_line(window, qtbot, free[1])
    press(qtbot, Qt.Key.Key_S, CTRL)  # step 4: save; the file holds every edit
    saved = read_vtt(gold_note)
    assert not window.session.modified and saved.text == text
    assert set(saved.markups) == set(window.session.document.markups)
    out = corpus / "adjudication"
    adjudicated = adjudicate_two(window, qtbot)
    decided = set(read_vtt(adjudicated).markups)
    agreement_jump(window, qtbot, out)
    where = window.session.source  # step 7: quit and start again
    window.view.setFocus()
    press(qtbot, Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()
    again = make_main_window(out)
    assert again.session.source == where
    assert set(read_vtt(gold_note).markups) == set(saved.markups)
    assert set(read_vtt(adjudicated).markups) == decided
    choices = [r["choice"] for r in read_decisions(out) if r.get("action") == "decide"]
    assert choices[:2] == ["A", "B"]
    for path in (gold_note, adjudicated):
        assert check_vtt(path) == []
