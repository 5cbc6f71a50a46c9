"""The desktop as a new user meets it (issue 16): palette keys, quick keys, wording, navigation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from vtt_py.core.markup import Markup
from vtt_py.gui.models.tagset_model import LABEL_ROLE

pytestmark = pytest.mark.gui


def ready(window, qtbot):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    return window.view


def select(window, start: int, end: int) -> None:
    window.view.set_caret(end, anchor=start)


def test_palette_takes_typing_arrows_and_enter_at_once(make_main_window, note, qtbot):
    """Ctrl+T: typing filters at once (no click), arrows move, Enter applies."""
    window = make_main_window(note)
    view = ready(window, qtbot)
    seen = {}

    def run(dialog: QDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
        target = QApplication.focusWidget()
        seen["focus"] = target
        qtbot.keyClicks(target, "name")
        seen["rows"] = dialog.proxy.rowCount()
        qtbot.keyClick(target, Qt.Key.Key_Down)
        seen["label"] = dialog.proxy.data(dialog.proxy.index(1, 0), LABEL_ROLE)
        qtbot.keyClick(target, Qt.Key.Key_Return)
        return dialog.result()

    window.run_dialog = run
    select(window, 0, 9)  # "DISCHARGE"
    qtbot.keyClick(view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert seen["focus"].objectName() == "TagPaletteSearch"
    assert 1 < seen["rows"] < len(window.tag_model.tagset.user_tags)
    assert [m.label for m in window.session.document.with_span(0, 9)] == [
        seen["label"]
    ]


def test_adding_a_tag_keeps_every_quick_key(make_main_window, note, qtbot):
    """Issue 16: adding a tag renumbered the keys (Name moved from 2 to 3, City lost 9)."""
    from vtt_py.gui.views.tagset_editor import TagSetEditorDialog

    window = make_main_window(note)
    before = list(window.tagging.quick_keys)
    assert before[1] is not None and before[8] is not None
    dialog = TagSetEditorDialog(
        window.session.document.tagset, {}, lambda save: None, window
    )
    qtbot.addWidget(dialog)
    dialog.select_row(0)
    dialog.add_tag()  # right after the first tag: every later tag moves down
    dialog.name.setText("Pager")
    dialog.name.textEdited.emit("Pager")
    assert window.tagsets.apply_editor(dialog)
    assert window.tagging.quick_keys == before
    assert window.tag_model.quick_keys[before[1]] == 2
    # and so they stay after reopening the note
    window.files.close_session()
    window.files.open_file(note)
    assert window.tagging.quick_keys == before
    window.session.stack.undo()  # the tag set as it was: the keys still hold
    assert window.tagging.quick_keys == before
