"""The tag set editor and Tags menu: rename with warning, delete, reorder, files, filters."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from vtt_py.formats.tags_file import read_tags_file
from vtt_py.gui.views.dialogs import DisplayFilterDialog, QuickKeysDialog, ReportDialog
from vtt_py.gui.views.tagset_editor import TagSetEditorDialog

pytestmark = pytest.mark.gui


def editor(window, qtbot) -> TagSetEditorDialog:
    doc = window.session.document
    dialog = TagSetEditorDialog(doc.tagset, doc.label_counts())
    qtbot.addWidget(dialog)
    return dialog


def select(dialog: TagSetEditorDialog, label: str) -> None:
    dialog.select_row(dialog.model.row_of(label))


def test_tagset_editor_rename_renames_markups_after_warning(
    make_main_window, prompts, note, qtbot
):
    window = make_main_window(note)
    doc = window.session.document
    n = doc.label_counts()["Name|Patient"]
    dialog = editor(window, qtbot)
    select(dialog, "Name|Patient")
    dialog.name.setText("Person")
    dialog.name.textEdited.emit("Person")
    prompts.answers["confirm"] = False
    assert not window.tagsets.apply_editor(dialog)  # warned, user said no
    assert doc.label_counts()["Name|Patient"] == n
    prompts.answers["confirm"] = True
    assert window.tagsets.apply_editor(dialog)
    assert (
        doc.label_counts()["Person|Patient"] == n and "Name|Patient" not in doc.tagset
    )
    assert "Person|Patient" in [t.label for t in window.tag_model.tagset.user_tags]
    assert window.session.stack.count() == 1
    window.session.stack.undo()
    assert doc.label_counts()["Name|Patient"] == n


def test_tagset_editor_refuses_existing_label(make_main_window, note, qtbot):
    window = make_main_window(note)
    dialog = editor(window, qtbot)
    select(dialog, "Name|Patient")
    dialog.category.setText("")
    dialog.category.textEdited.emit("")
    assert "already exists" in dialog.problem.text()
    assert "Name|Patient" in dialog.working


def test_tagset_editor_style_preview_add_delete_move_sort(
    make_main_window, prompts, note, qtbot
):
    window = make_main_window(note)
    dialog = editor(window, qtbot)
    select(dialog, "City")
    dialog.italic.setChecked(True)
    dialog.background.set_colour((10, 20, 30))
    dialog.size_box.setCurrentText("+4")
    assert (
        "italic" in dialog.preview.text() and "rgb(10, 20, 30)" in dialog.preview.text()
    )
    city = dialog.working.get("City")
    assert city.italic and city.background == (10, 20, 30) and city.font_size == "+4"
    dialog.add_tag()
    dialog.name.setText("Pager")
    dialog.name.textEdited.emit("Pager")
    assert "Pager" in dialog.working
    row = dialog.row
    dialog.move_tag(-1)
    assert dialog.model.row_of("Pager") == row - 1
    select(dialog, "State")
    dialog.delete_tag()
    dialog.sort_tags()
    labels = [t.label for t in dialog.working.user_tags]
    assert labels == sorted(labels, key=lambda lb: lb.replace("|", "|"))
    tagset, renames, deleted = dialog.result_change()
    assert renames == {} and deleted == {"State"}
    assert window.tagsets.apply_tagset(tagset, renames, deleted, "edit")
    assert "State" not in window.session.document.label_counts()
    assert window.session.document.tagset.get("City").italic


def test_tagset_editor_reserved_tag_sets_base_style(make_main_window, note, qtbot):
    window = make_main_window(note)
    dialog = editor(window, qtbot)
    dialog.select_row(-1)
    assert not dialog.name.isEnabled()
    dialog.bold.setChecked(True)
    assert dialog.working.reserved.bold
    window.tagsets.apply_tagset(*dialog.result_change(), "base")
    assert window.view.font().bold()


def test_tagset_switch_shipped_keeps_used_tags(make_main_window, note):
    window = make_main_window(note)
    doc = window.session.document
    used = set(doc.label_counts())
    tags_before = list(doc.tagset.tags)
    assert window.tagsets.switch_shipped("i2b2-2014")
    assert doc.tagset.name == "i2b2-2014"
    assert used <= set(doc.tagset.labels())
    window.session.stack.undo()
    assert doc.tagset.tags == tags_before


def test_tagset_export_import_round_trip(make_main_window, prompts, note, tmp_path):
    window = make_main_window(note)
    target = tmp_path / "mine.tags"
    prompts.answers["tags_file"] = target
    window.tagsets.export_file()
    assert read_tags_file(target).tags == window.session.document.tagset.tags
    window.tagsets.import_file()  # identical: nothing to do
    assert window.session.stack.count() == 0


def test_tagset_display_filter_hides_markups(
    make_main_window, note, qtbot, monkeypatch
):
    window = make_main_window(note)
    doc = window.session.document
    dialog = DisplayFilterDialog(doc.tagset, window.display_filter)
    qtbot.addWidget(dialog)
    for i in range(dialog.categories.count()):
        item = dialog.categories.item(i)
        if item.text() == "Patient":
            item.setCheckState(item.checkState().Unchecked)
    result = dialog.result_filter()
    assert result.hidden_categories == {"Patient"}

    def accept(d):
        d._set_all(True)
        return QDialog.DialogCode.Accepted

    window.display_filter = result
    window.restyle()
    assert not window.view.book.shows("Name|Patient") and window.view.book.shows("City")
    monkeypatch.setattr(window, "run_dialog", accept)
    window.tagsets.display_filter()
    assert window.view.book.shows("Name|Patient")


def test_tagset_quick_keys_dialog_and_report(make_main_window, note, qtbot):
    window = make_main_window(note)
    doc = window.session.document
    dialog = QuickKeysDialog(doc.tagset, [None] * 9)
    qtbot.addWidget(dialog)
    dialog.map_to_tag_order()
    assert dialog.keys() == [t.label for t in doc.tagset.user_tags[:9]]
    report = ReportDialog(doc.label_counts(), doc.tagset)
    qtbot.addWidget(report)
    assert report.text.endswith(f"Total Markup Number: {len(doc)}\n")
    assert "Name|Patient: 3" in report.text


def test_help_keys_lists_vtt_keys_and_shortcuts(qtbot):
    from vtt_py.gui.views.dialogs import KeysDialog

    dialog = KeysDialog()
    qtbot.addWidget(dialog)
    table = dialog.findChild(type(dialog.findChild(object, "KeysTable")), "KeysTable")
    cells = {table.item(r, c).text() for r in range(table.rowCount()) for c in range(3)}
    assert {".", ",", "[", "]", "<", ">", "{", "}", "0", "j", "m"} <= cells
    assert "Alt+Right" in cells and "Ctrl+Z" in cells


def test_tag_palette_filters_and_picks_with_keyboard(make_main_window, note, qtbot):
    from PySide6.QtCore import Qt

    from vtt_py.gui.views.tag_palette import TagPaletteDialog

    window = make_main_window(note)
    dialog = TagPaletteDialog(window.tag_model)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "age-p")
    assert dialog.proxy.rowCount() == 1
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.chosen == "Age-PII|Patient"


def test_tags_import_reads_a_mae_dtd(make_main_window, prompts, note, tmp_path):
    dtd = tmp_path / "task.dtd"
    dtd.write_text(
        '<!ENTITY name "PHI_v1">\n'
        "<!ELEMENT NAME ( #PCDATA ) >\n"
        "<!ATTLIST NAME TYPE ( PATIENT | DOCTOR ) #REQUIRED >\n"
        "<!ELEMENT SAME_AS EMPTY >\n",
        encoding="utf-8",
    )
    window = make_main_window(note)
    doc = window.session.document
    used = set(doc.label_counts())
    prompts.answers["tags_file"] = dtd
    window.tagsets.import_file()
    labels = doc.tagset.labels()
    assert {"NAME|PATIENT", "NAME|DOCTOR"} <= set(labels)
    assert used <= set(labels)  # tags the markups use are kept
    assert "MAE link tags" in window.statusBar().currentMessage()
    window.session.stack.undo()
    assert "NAME|PATIENT" not in doc.tagset.labels()


def test_tagset_editor_import_button_reads_a_mae_dtd(
    make_main_window, note, qtbot, tmp_path
):
    dtd = tmp_path / "task.dtd"
    dtd.write_text("<!ELEMENT AGE ( #PCDATA ) >\n", encoding="utf-8")
    window = make_main_window(note)
    doc = window.session.document
    dialog = TagSetEditorDialog(doc.tagset, doc.label_counts(), lambda save: dtd)
    qtbot.addWidget(dialog)
    dialog.import_file()
    assert "AGE" in dialog.working.labels()
    assert not dialog.problem.text()
