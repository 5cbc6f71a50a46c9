"""File › Document Info (VTT's Meta Data) and Tags › Quick Load Default Tags (VTT's q)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QLabel

from tests.conftest import shared_path
from vtt_py.core.meta import TagsFileRef
from vtt_py.formats.tags_file import write_tags_file
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import read_vtt
from vtt_py.gui.actions import ActionId
from vtt_py.gui.views.document_info_dialog import DocumentInfoDialog

pytestmark = pytest.mark.gui


@pytest.fixture
def tags_file(tmp_path: Path) -> Path:
    """A tags file with one tag the note lacks."""
    tagset = load_tagset("nlm-scrubber")
    tagset.ensure("Ward", "")
    path = tmp_path / "team.tags"
    write_tags_file(tagset, path)
    return path


def _accept_with(window, fill):
    def run(dialog):
        fill(dialog)
        dialog.accept()
        return QDialog.DialogCode.Accepted

    window.run_dialog = run


def test_document_info_lists_the_save_history(qtbot):
    path = shared_path("vtt-samples/java-nlp-framework/test.vtt")
    doc = read_vtt(path)
    dialog = DocumentInfoDialog(doc, path=path)
    qtbot.addWidget(dialog)
    table = dialog.history
    assert table.rowCount() == 12
    first = [table.item(0, c).text() for c in range(4)]
    assert first == ["1", "VTT.2010.0", "VTT_Guest", "2/2/10 4:44:39 PM"]
    assert table.item(1, 2).text() == "chlu"
    assert dialog.tags_path.text().endswith("/data/config/tags.data")
    assert dialog.confirm.isChecked()
    assert not dialog.tags_file_changed()
    layout = dialog.findChild(QLabel, "InfoLayout").text()
    assert layout == "FIX_LENGTH (widths 7/2/15/15)"


def test_document_info_sets_tags_file_as_an_undoable_edit(
    make_main_window, note, tags_file, tmp_path
):
    window = make_main_window(note)
    session = window.session
    _accept_with(window, lambda d: d.set_tags_file(str(tags_file), confirm=False))
    window.qactions[ActionId.DOCUMENT_INFO].trigger()
    assert session.document.meta.tags_file == TagsFileRef(False, str(tags_file))
    assert session.modified and "tags file" in window.undo_group.undoText().lower()
    assert window.files.save()
    saved = note.read_text(encoding="utf-8")
    assert f"TAGS_FILE|false|{tags_file}\n" in saved
    assert read_vtt(note).meta.tags_file == TagsFileRef(False, str(tags_file))
    session.stack.undo()
    assert session.document.meta.tags_file is None and session.modified


def test_document_info_clears_tags_file(make_main_window, note, tags_file):
    window = make_main_window(note)
    window.document_info.set_tags_file(TagsFileRef(True, str(tags_file)))
    _accept_with(window, DocumentInfoDialog.clear_tags_file)
    window.document_info.show_info()
    assert window.session.document.meta.tags_file is None
    assert window.undo_group.undoText() == "Clear default tags file"


def test_document_info_refuses_a_path_with_a_bar(qtbot, note):
    dialog = DocumentInfoDialog(read_vtt(note), path=note)
    qtbot.addWidget(dialog)
    dialog.set_tags_file("a|b.tags", confirm=True)
    assert "'|'" in dialog.problem_text() and not dialog.ok_button.isEnabled()
    assert not dialog.tags_file_changed()
    dialog.set_tags_file("missing.tags", confirm=True)
    assert dialog.ok_button.isEnabled()
    assert dialog.tags_problem.text() == "No such file (yet)."


def test_document_info_cancel_changes_nothing(make_main_window, note, tags_file):
    window = make_main_window(note)

    def cancel(dialog):
        dialog.set_tags_file(str(tags_file), confirm=True)
        return QDialog.DialogCode.Rejected

    window.run_dialog = cancel
    window.document_info.show_info()
    assert window.session.document.meta.tags_file is None
    assert not window.session.modified


def test_quick_load_asks_first_when_the_flag_is_true(
    make_main_window, note, tags_file, prompts
):
    window = make_main_window(note)
    session = window.session
    window.document_info.set_tags_file(TagsFileRef(True, str(tags_file)))
    before = session.document.tagset.copy()
    prompts.answers["confirm"] = False
    window.view.key_bindings["q"]()  # VTT's key
    assert prompts.names()[-1] == "confirm"
    assert "team.tags" in prompts.asked[-1][1][1]
    assert session.document.tagset.tags == before.tags  # declined: nothing loaded
    prompts.answers["confirm"] = True
    assert window.document_info.quick_load_tags()
    assert session.document.tagset.get("Ward") is not None
    assert window.undo_group.undoText() == "Quick load tags from team.tags"


def test_quick_load_without_confirmation_keeps_tags_in_use(
    make_main_window, note, tmp_path, prompts
):
    window = make_main_window(note)
    session = window.session
    small = load_tagset("nlm-scrubber")
    for label in ("City", "State"):  # a tags file without two tags the note uses
        small.remove(label)
    small.ensure("Ward", "")
    path = tmp_path / "small.tags"
    write_tags_file(small, path)
    # A relative path counts from the document's folder.
    window.document_info.set_tags_file(TagsFileRef(False, "small.tags"))
    asked = len(prompts.asked)
    window.qactions[ActionId.QUICK_LOAD_TAGS].trigger()
    assert len(prompts.asked) == asked  # no question
    tagset = session.document.tagset
    assert tagset.get("Ward") is not None
    assert tagset.get("City") is not None and tagset.get("State") is not None
    assert len(session.document) == 11  # every markup kept
    session.stack.undo()
    assert session.document.tagset.get("Ward") is None


def test_quick_load_without_default_tags_file_explains(make_main_window, note, prompts):
    window = make_main_window(note)
    assert not window.document_info.quick_load_tags()
    title, text = next(args for name, args in prompts.asked if name == "info")
    assert "Document Info" in text
    assert not window.session.modified


def test_quick_load_missing_file_is_an_error(make_main_window, note, prompts, tmp_path):
    window = make_main_window(note)
    window.document_info.set_tags_file(TagsFileRef(False, str(tmp_path / "gone.tags")))
    assert not window.document_info.quick_load_tags()
    assert prompts.errors and prompts.errors[0][0] == "Cannot load tags"
