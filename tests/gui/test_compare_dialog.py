"""File › Compare To (VTT's t): two annotators' versions of a note, side by side."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from vtt_py.core.markup import Markup
from vtt_py.formats.compare import ADDED, CHANGED, MARKUPS, SAME, TAGS, TEXT
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import read_vtt, write_vtt
from vtt_py.gui.actions import ActionId
from vtt_py.gui.commands import AddMarkupCommand

pytestmark = pytest.mark.gui

NAME = "01_discharge_summary.vtt"


def _label(dialog, name: str) -> str:
    return dialog.findChild(QLabel, name).text()


def _value(dialog, section: str) -> str:
    return _label(dialog, f"Compare{section.title()}CardValue")


def test_compare_two_annotators_shows_markup_differences(
    make_main_window, sample_corpus: Path, prompts
):
    window = make_main_window(sample_corpus / "annotator_a" / NAME)
    prompts.answers["compare_file"] = sample_corpus / "annotator_b" / NAME
    window.qactions[ActionId.COMPARE].trigger()
    asked = next(args for name, args in prompts.asked if name == "compare_file")
    assert asked[0] == str(sample_corpus / "annotator_a")  # starts beside the note
    dialog = window.comparing.dialog
    assert dialog is not None and dialog.isVisible()
    assert _value(dialog, TEXT) == "identical"
    assert _value(dialog, TAGS) == "identical"
    assert _value(dialog, MARKUPS) == "6 added · 12 changed · 0 deleted"
    assert dialog.tabs.currentIndex() == 2  # the markups, VTT's first difference
    assert dialog.tabs.tabText(2) == "Markups (18)"
    rows = dialog.visible_rows(MARKUPS)
    assert len(rows) == 18 and all(r.kind in (ADDED, CHANGED) for r in rows)
    assert (rows[0].left_text, rows[0].right_text) == (
        "298|6|Location||5-East",
        "298|6|Organization||5-East",
    )
    dialog.only_differences.setChecked(False)
    rows = dialog.visible_rows(MARKUPS)
    assert len(rows) == 51 and sum(r.kind == SAME for r in rows) == 33
    assert "18 lines" in window.statusBar().currentMessage()


def test_compare_row_shows_the_markup_in_the_text(
    make_main_window, sample_corpus: Path, qtbot
):
    window = make_main_window(sample_corpus / "annotator_a" / NAME)
    window.comparing.compare_path(sample_corpus / "annotator_b" / NAME)
    dialog = window.comparing.dialog
    table = dialog.tables[MARKUPS]
    table.selectRow(0)
    table.activated.emit(table.currentIndex())
    selected = window.tagging.selected
    assert selected is not None and (selected.start, selected.end) == (298, 304)
    assert selected.tag == "Location"  # this annotator's markup
    added = next(
        i for i, r in enumerate(dialog.visible_rows(MARKUPS)) if r.kind == ADDED
    )
    table.selectRow(added)
    table.activated.emit(table.currentIndex())
    assert window.view.selection_span() == (754, 757)  # only B marked "3rd"


def test_compare_identical_files_say_so(make_main_window, sample_corpus: Path, prompts):
    path = sample_corpus / "gold" / NAME
    window = make_main_window(path)
    prompts.answers["compare_file"] = path
    window.view.key_bindings["t"]()  # VTT's key (no adjudication running)
    assert window.comparing.dialog is None
    title, text = next(args for name, args in prompts.asked if name == "info")
    assert title == "Compare" and NAME in text and "same text, tags and markups" in text


def test_compare_includes_unsaved_edits(make_main_window, note, tmp_path, prompts):
    window = make_main_window(note)
    copy = tmp_path / "copy.vtt"
    copy.write_bytes(note.read_bytes())
    session = window.session
    session.push(AddMarkupCommand(session.model, Markup(0, 9, "Name", "")))
    result = window.comparing.compare_path(copy)
    assert result is not None and not result.identical
    markups = result.section(MARKUPS)
    assert markups is not None and markups.stats.deleted == 1


def test_compare_text_differences_and_line_jump(make_main_window, note, tmp_path):
    window = make_main_window(note)
    doc = read_vtt(note)
    doc.text = doc.text.replace("Millbrook", "Oakdale    ")  # same offsets
    other = tmp_path / "other.vtt"
    write_vtt(doc, other)
    result = window.comparing.compare_path(other)
    assert result is not None and [s.section for s in result.sections] == [TEXT]
    dialog = window.comparing.dialog
    assert dialog.tabs.count() == 1
    row = dialog.visible_rows(TEXT)[0]
    assert row.kind == CHANGED and row.left == 5
    table = dialog.tables[TEXT]
    table.selectRow(0)
    table.activated.emit(table.currentIndex())
    block = window.view.textCursor().block()
    assert block.blockNumber() == 5 and window.view.textCursor().positionInBlock() == 0


def test_compare_other_tag_set_still_shows_markups(make_main_window, note, tmp_path):
    window = make_main_window(note)
    doc = read_vtt(note)
    tagset = load_tagset("nlm-scrubber")
    tagset.ensure("Extra", "")
    doc.tagset = tagset
    doc.add(Markup(0, 9, "Extra", ""))
    other = tmp_path / "other.vtt"
    write_vtt(doc, other)
    window.comparing.compare_path(other)
    dialog = window.comparing.dialog
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [
        "Text",
        "Tags (1)",
        "Markups (1)",
    ]
    assert dialog.tabs.currentIndex() == 1  # VTT shows the tags first
    assert _label(dialog, "CompareMarkupsCardCaption") == "Markups (tag sets differ)"
    assert (
        _label(dialog, "CompareMarkupsCardValue") == "1 added · 0 changed · 0 deleted"
    )


def test_compare_bad_file_reports_error(make_main_window, note, tmp_path, prompts):
    window = make_main_window(note)
    bad = tmp_path / "bad.vtt"
    text = note.read_text(encoding="utf-8")
    bad.write_text(text.replace("|Name ", "|Nonexistent ", 1), encoding="utf-8")
    assert window.comparing.compare_path(bad) is None
    assert prompts.errors and prompts.errors[0][0] == "Cannot compare"


def test_compare_key_t_stays_take_both_while_adjudicating(make_main_window, note):
    window = make_main_window(note)
    calls = []
    window.comparing.compare_dialog = lambda: calls.append("compare")
    window.adjudication.take_both = lambda: calls.append("take_both")
    # Handlers were bound at start-up; rebind to the stubs.
    window.qactions[ActionId.COMPARE].triggered.disconnect()
    window.qactions[ActionId.COMPARE].triggered.connect(window.comparing.compare_dialog)
    window.qactions[ActionId.TAKE_BOTH].triggered.disconnect()
    window.qactions[ActionId.TAKE_BOTH].triggered.connect(window.adjudication.take_both)
    window.view.key_bindings["t"]()
    window.qactions[ActionId.TAKE_BOTH].setEnabled(True)  # a decision is pending
    window.view.key_bindings["t"]()
    assert calls == ["compare", "take_both"]


def test_a_markup_line_with_digits_int_cannot_read_is_no_markup() -> None:
    from vtt_py.gui.compare import parse_markup_line

    assert parse_markup_line("12|5|Name|Patient") == (12, 17, "Name", "Patient")
    assert parse_markup_line("²|5|Name|Patient") is None
    assert parse_markup_line("12|❶|Name|Patient") is None
