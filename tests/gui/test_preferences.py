"""Edit › Preferences (VTT's Config Setup), View › Status Bar and VTT's keys in Help."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QTableWidget

from vtt_py.formats.vtt import read_vtt
from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId
from vtt_py.gui.preferences import (
    SIMPLE,
    Preferences,
    new_file_widths,
    user_name,
    user_name_problem,
)
from vtt_py.gui.views.dialogs import KeysDialog
from vtt_py.gui.views.preferences_dialog import PreferencesDialog, markup_line_preview

pytestmark = pytest.mark.gui


def _save_lines(path: Path) -> list[str]:
    return [
        line
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("FILE_SAVE|")
    ]


def _accept_with(window, fill):
    def run(dialog):
        fill(dialog)
        dialog.accept()
        return QDialog.DialogCode.Accepted

    window.run_dialog = run


def test_preferences_dialog_round_trips_every_field(qtbot):
    prefs = Preferences(
        user_name="lena",
        layout=SIMPLE,
        widths=(6, 3, 12, 12),
        default_tagset="i2b2-2014",
        base_font_size=10,
        zoom=2,
    )
    dialog = PreferencesDialog(prefs, login_name="someone")
    qtbot.addWidget(dialog)
    assert dialog.result_preferences() == prefs
    assert "someone" in dialog.user_name.placeholderText()
    assert not dialog.widths[0].isEnabled()  # widths only for FIX_LENGTH
    dialog.fixed.setChecked(True)
    assert dialog.widths[0].isEnabled()
    assert dialog.preview.text().replace("\u00a0", " ") == markup_line_preview(
        (6, 3, 12, 12)
    )


def test_preferences_refuse_a_user_name_with_a_bar(qtbot):
    dialog = PreferencesDialog(Preferences(), login_name="someone")
    qtbot.addWidget(dialog)
    dialog.user_name.setText("Lena|Okafor")
    assert not dialog.ok_button.isEnabled() and dialog.result_preferences() is None
    assert "'|'" in dialog.problem.text()
    dialog.user_name.setText("Lena Okafor")
    assert dialog.ok_button.isEnabled()
    dialog.tagset.setCurrentText("no-such-tagset")
    assert not dialog.ok_button.isEnabled()


def test_preferences_user_name_falls_back_to_the_login(monkeypatch):
    monkeypatch.setenv("USER", "tester")
    monkeypatch.setenv("LOGNAME", "tester")
    assert user_name() == "tester"
    settings.USER_NAME.set("  ")
    assert user_name() == "tester"  # never empty
    settings.USER_NAME.set("a|b")  # stored by hand: never written as is
    assert user_name() == "tester"
    settings.USER_NAME.set("Lena Okafor")
    assert user_name() == "Lena Okafor"
    assert user_name_problem("x\ny") and user_name_problem("ok") is None


def test_preferences_user_name_is_written_in_file_save(make_main_window, note):
    window = make_main_window(note)
    _accept_with(window, lambda d: d.user_name.setText("Lena Okafor"))
    window.qactions[ActionId.PREFERENCES].trigger()
    assert settings.USER_NAME.get() == "Lena Okafor"
    window.session.stack.resetClean()  # pretend an edit, so Save writes
    assert window.files.save()
    lines = _save_lines(note)
    assert lines[-1].startswith("FILE_SAVE|VTT.2010.0|Lena Okafor|")
    assert read_vtt(note).meta.saves[-1].user == "Lena Okafor"


def test_preferences_simple_layout_applies_to_new_files_only(
    make_main_window, note, tmp_path, prompts
):
    settings.MARKUP_LAYOUT.set(SIMPLE)
    assert new_file_widths() == (0, 0, 0, 0)
    # An existing FIX_LENGTH file keeps its layout.
    window = make_main_window(note)
    window.session.stack.resetClean()
    assert window.files.save()
    assert "     27|16|Name           |Patient        ||" in note.read_text()
    assert read_vtt(note).layout.widths == (7, 2, 15, 15)
    # A text file saved as .vtt for the first time gets the preferred layout.
    text = tmp_path / "new_note.txt"
    text.write_text("Seen by Dr. Lena Okafor on 03/14/2023.\n", encoding="utf-8")
    window.files.open_path(text)
    window.view.set_caret(23, anchor=12)
    window.tagging.apply_label("Name")
    prompts.answers["save_file"] = tmp_path / "new_note.vtt"
    assert window.files.save()
    saved = (tmp_path / "new_note.vtt").read_text(encoding="utf-8")
    assert "\n12|11|Name|||Lena Okafor\n" in saved
    assert read_vtt(tmp_path / "new_note.vtt").layout.widths == (0, 0, 0, 0)


def test_preferences_fix_length_widths_for_new_files(
    make_main_window, tmp_path, prompts
):
    settings.MARKUP_WIDTHS.set([5, 3, 8, 8])
    text = tmp_path / "t.txt"
    text.write_text("Seen by Dr. Lena Okafor.\n", encoding="utf-8")
    window = make_main_window(text)
    window.view.set_caret(23, anchor=12)
    window.tagging.apply_label("Name")
    prompts.answers["save_file"] = tmp_path / "t.vtt"
    assert window.files.save()
    assert (
        "\n   12| 11|Name    |        ||Lena Okafor\n"
        in (tmp_path / "t.vtt").read_text()
    )


def test_preferences_fonts_restyle_the_window(make_main_window, note):
    window = make_main_window(note)

    def fill(dialog):
        dialog.base_size.setValue(10)
        dialog.zoom.setValue(3)

    _accept_with(window, fill)
    window.options.show_dialog()
    assert (window.base_size, window.zoom) == (10, 3)
    assert settings.BASE_FONT_SIZE.get() == 10 and settings.ZOOM.get() == 3
    book = window.view.book
    assert book.text_size == 12 + 3  # nlm-scrubber's text is an absolute 12 pt
    assert book.format_for("Name").fontPointSize() == 10 + 3  # "+0": from the base


def test_preferences_cancel_stores_nothing(make_main_window, note):
    window = make_main_window(note)

    def cancel(dialog):
        dialog.user_name.setText("Somebody")
        return QDialog.DialogCode.Rejected

    window.run_dialog = cancel
    window.options.show_dialog()
    assert settings.USER_NAME.get() == ""


def test_status_bar_toggle_is_remembered(make_main_window):
    window = make_main_window()
    action = window.qactions[ActionId.STATUS_BAR]
    assert action.isChecked() and not window.statusBar().isHidden()
    action.setChecked(False)
    assert window.statusBar().isHidden() and not settings.STATUS_BAR.get()
    again = make_main_window()
    assert not again.qactions[ActionId.STATUS_BAR].isChecked()
    assert again.statusBar().isHidden()


def test_help_keys_lists_vtt_file_keys(qtbot):
    dialog = KeysDialog()
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget, "KeysTable")
    rows = {
        table.item(r, 0).text(): table.item(r, 2).text()
        for r in range(table.rowCount())
    }
    assert rows["Print"] == "p" and rows["Compare To"] == "t"
    assert rows["Quick Load Default Tags"] == "q" and rows["Save As"] == "a"
    assert (
        rows["Take Both"] == "t"
    )  # shared: adjudication's while a decision is pending
