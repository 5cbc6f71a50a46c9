"""The desktop as a new user meets it (issue 16): palette keys, quick keys, wording, navigation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from tests.gui.test_tagging import ready
from vtt_py.core.markup import Markup
from vtt_py.gui.models.tagset_model import LABEL_ROLE

pytestmark = pytest.mark.gui


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
    assert [m.label for m in window.session.document.with_span(0, 9)] == [seen["label"]]


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


def _suggested_note(tmp_path):
    from tests.gui.conftest import note_document
    from vtt_py.core.suggestions import mark_suggestion
    from vtt_py.formats.vtt import write_vtt

    doc = note_document()
    doc.add(Markup(0, 9, "Name"))  # a suggestion starting at offset 0
    doc.set_markups(
        [mark_suggestion(m, "crf", 0.9) if m.tag == "Name" else m for m in doc.markups]
    )
    path = tmp_path / "suggested.vtt"
    write_vtt(doc, path)
    return path


def test_g_at_offset_0_selects_the_suggestion_there_and_Y_moves_on(
    make_main_window, tmp_path, qtbot
):
    window = make_main_window(_suggested_note(tmp_path))
    view = ready(window, qtbot)
    window.view.set_caret(0)
    qtbot.keyClicks(view, "g")
    assert window.tagging.selected.span == (0, 9)
    qtbot.keyClicks(view, "g")
    assert window.tagging.selected.start > 0
    window.tagging.set_selected(None)
    window.view.set_caret(0)
    qtbot.keyClicks(view, "g")
    qtbot.keyClicks(view, "Y")  # every Name suggestion accepted
    doc = window.session.document
    left = [m for m in doc.markups if m.annotation.startswith("suggested")]
    assert left and all(m.label != "Name" for m in left)
    assert window.tagging.selected == left[0]  # moved on, as y does


def test_escape_in_the_text_closes_the_find_bar(make_main_window, note, qtbot):
    window = make_main_window(note)
    view = ready(window, qtbot)
    window.finder.show_bar()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert window.find_bar.isHidden()


def test_small_wording_and_widths(make_main_window, note, qtbot):
    """ "1 hit", Name › Patient in the undo menu, whole offsets, titles and headers."""
    from PySide6.QtWidgets import QHeaderView, QTableWidget

    from vtt_py.gui.views.dialogs import KeysDialog
    from vtt_py.gui.views.markup_dialog import MarkupDialog

    window = make_main_window(note)
    ready(window, qtbot)
    window.finder.show_bar()
    window.find_bar.text.setText("MRN")
    assert window.find_bar.count.text() == "1 hit"
    doc = window.session.document
    window.tagging.set_selected(doc.markups[0])
    window.tagging.delete_selected()
    assert window.qactions["undo"].text() == "&Undo Delete Name › Patient"
    table = window.markup_panel.view
    wide = table.fontMetrics().horizontalAdvance("1048576")
    assert table.columnWidth(0) > wide and table.columnWidth(1) > wide
    dialog = MarkupDialog(doc, doc.markups[0], window)
    qtbot.addWidget(dialog)
    dialog.setWindowTitle("Gold markup for this disagreement")
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    assert dialog.minimumWidth() > title + 100
    keys = KeysDialog(window)
    qtbot.addWidget(keys)
    keys.show()
    grid = keys.findChild(QTableWidget, "KeysTable")
    header = grid.horizontalHeader()
    for column in (1, 2):
        assert (
            header.sectionResizeMode(column) == QHeaderView.ResizeMode.ResizeToContents
        )
        text = grid.horizontalHeaderItem(column).text()
        assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(
            text
        )


def test_dark_theme_reaches_every_open_widget_at_once(make_main_window, note, qtbot):
    """Issue 16: docks, menus, the find bar and the status bar stayed light."""
    from PySide6.QtGui import QPalette

    from vtt_py.gui import theme

    window = make_main_window(note)
    ready(window, qtbot)
    window.finder.show_bar()
    window.qactions["theme_light"].trigger()
    window.qactions["theme_dark"].trigger()
    qtbot.wait(20)  # Qt delivers the application's palette change as events
    try:
        dark = theme.palette_for(theme.DARK)
        base = dark.color(QPalette.ColorRole.Base)
        back = dark.color(QPalette.ColorRole.Window)
        menu = window.menuBar().actions()[0].menu()
        for widget, role, colour in (
            (window.view, QPalette.ColorRole.Base, base),
            (window.corpus_panel.view, QPalette.ColorRole.Base, base),
            (window.markup_panel.view, QPalette.ColorRole.Base, base),
            (window.tag_panel.view, QPalette.ColorRole.Base, base),
            (window.find_bar.text, QPalette.ColorRole.Base, base),
            (window.find_bar, QPalette.ColorRole.Window, back),
            (window.statusBar(), QPalette.ColorRole.Window, back),
            (window.corpus_dock, QPalette.ColorRole.Window, back),
            (menu, QPalette.ColorRole.Window, back),
        ):
            assert widget.palette().color(role) == colour, widget.objectName()
    finally:
        window.qactions["theme_light"].trigger()


def test_colour_dialog_is_not_painted_in_the_colour_being_edited(qtbot):
    from PySide6.QtGui import QColor

    from vtt_py.formats.tagsets import load_tagset
    from vtt_py.gui.views.tagset_editor import TagSetEditorDialog

    editor = TagSetEditorDialog(load_tagset(), {})
    qtbot.addWidget(editor)
    editor.background.set_colour((10, 20, 200))
    dialog = editor.background.colour_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    corner = dialog.grab().toImage().pixelColor(3, 3)
    assert corner != QColor(10, 20, 200)
    assert dialog.parent() is editor  # the window, not the button


def test_corpus_names_show_whole_at_the_default_width(make_main_window, tmp_path):
    """Issue 16: note names were elided in the middle at the default width."""
    import shutil

    from vtt_py.resources import sample_corpus_dir

    shutil.copytree(sample_corpus_dir() / "gold", tmp_path / "gold")
    window = make_main_window(tmp_path / "gold")
    panel = window.corpus_panel
    assert panel.view.textElideMode() == Qt.TextElideMode.ElideRight
    longest = max((e.stem for e in window.corpus.corpus.entries), key=len)
    width = panel.view.fontMetrics().horizontalAdvance(longest)
    assert panel.view.horizontalHeader().sectionSize(0) > width
