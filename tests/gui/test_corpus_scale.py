"""A corpus at NLM's scale (issue 16): no per-row change storms, no realpath per path,
counts read only for the rows shown, and a markup filter that answers at once."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.gui.conftest import note_document
from vtt_py.core.markup import Markup
from vtt_py.formats.vtt import write_vtt
from vtt_py.gui.commands import AddMarkupCommand
from vtt_py.gui.models.document_model import MARKUP_ROLE, DocumentModel
from vtt_py.gui.models.markup_filter import MarkupFilterModel

pytestmark = pytest.mark.gui
NOTES = 400


@pytest.fixture
def big_corpus(tmp_path: Path) -> Path:
    root = tmp_path / "big"
    (root / "notes").mkdir(parents=True)
    first = root / "notes" / "note_00000.vtt"
    write_vtt(note_document(), first)
    for i in range(1, NOTES):
        shutil.copyfile(first, root / "notes" / f"note_{i:05d}.vtt")
    return root


def test_switching_notes_changes_two_rows_and_resolves_no_path(
    make_main_window, big_corpus, monkeypatch
):
    window = make_main_window(big_corpus)
    model = window.corpus.model
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), b.row())))
    resolved = []
    real = Path.resolve
    monkeypatch.setattr(
        Path, "resolve", lambda self, *a: resolved.append(self) or real(self, *a)
    )
    window.corpus.next_document()
    window.corpus.next_document()
    window.corpus.previous_document()
    assert window.session.source.name == "note_00001.vtt"
    assert all(a == b for a, b in changed)  # row by row, never the whole list
    assert len(changed) <= 3 * 2
    # a few for the recovery key of the note opened; none per corpus entry
    assert len(resolved) < 20


def test_corpus_counts_only_rows_asked_for(make_main_window, big_corpus, qtbot):
    window = make_main_window(big_corpus)
    entries = window.corpus.corpus.entries
    assert all(e.markups is None for e in entries)  # nothing read up front
    window.show()
    qtbot.waitUntil(lambda: entries[0].markups == 11, timeout=3000)
    assert sum(e.markups is not None for e in entries) < NOTES  # not every note
    window.corpus_panel.view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    qtbot.waitUntil(lambda: all(e.markups == 11 for e in entries), timeout=5000)


def test_corpus_filter_and_state_keep_the_open_note_marked(
    make_main_window, big_corpus, qtbot
):
    window = make_main_window(big_corpus)
    panel = window.corpus_panel
    panel.filter.setText("note_0012")
    assert [e.stem for e in panel.ordered_entries()] == [
        f"note_{i:05d}" for i in range(120, 130)
    ]
    window.corpus.activate(panel.ordered_entries()[3])
    assert window.corpus.model.row_of(window.session.source) == 3
    panel.filter.clear()
    assert window.corpus.model.rowCount() == NOTES


def test_document_list_and_markup_filter_pass_qtmodeltester(
    make_main_window, big_corpus, qtmodeltester
):
    window = make_main_window(big_corpus)
    qtmodeltester.check(window.corpus.model)
    rows = MarkupFilterModel()
    rows.set_source(DocumentModel(note_document()))
    rows.set_filter("patient")
    qtmodeltester.check(rows)


def test_markup_filter_follows_edits_and_sorts():
    model = DocumentModel(note_document())
    rows = MarkupFilterModel()
    rows.set_source(model)
    assert rows.rowCount() == 11 and rows.passing_through
    model.insert_markup(Markup(0, 9, "Name"))  # passed through as a row insert
    assert rows.rowCount() == 12
    rows.set_filter("brandt")
    shown = [rows.data(rows.index(r, 0), MARKUP_ROLE) for r in range(rows.rowCount())]
    assert [model.document.text_of(m) for m in shown] == [
        "Walter H. Brandt",
        "Brandt",
        "Hope Brandt",
    ]
    model.insert_markup(Markup(37, 43, "Comm"))  # another "Brandt"
    assert rows.rowCount() == 4
    rows.sort(0, Qt.SortOrder.DescendingOrder)
    starts = [rows.data(rows.index(r, 0)) for r in range(rows.rowCount())]
    assert starts == sorted(starts, reverse=True)
    source_row = model.row_of(Markup(37, 43, "Comm"))
    assert rows.to_source(rows.from_source(source_row)) == source_row
    rows.set_filter("")
    rows.sort(-1)
    assert rows.passing_through and rows.rowCount() == 13


def test_markup_filter_after_an_undo_in_the_window(make_main_window, note, qtbot):
    window = make_main_window(note)
    panel = window.markup_panel
    panel.filter.setText("name")
    before = panel.rows.rowCount()
    session = window.session
    session.push(AddMarkupCommand(session.model, Markup(0, 9, "Name")))
    assert panel.rows.rowCount() == before + 1
    session.stack.undo()
    assert panel.rows.rowCount() == before


def test_markup_filter_lines_are_made_ahead_in_idle_slices(qtbot):
    from benchmarks.gen import big_document
    from vtt_py.gui.models.markup_filter import WARM_SLICE

    doc = big_document(60_000, 3 * WARM_SLICE)
    rows = MarkupFilterModel()
    rows.set_source(DocumentModel(doc))
    assert len(rows._lines) == 0  # nothing made while the note opens
    qtbot.waitUntil(lambda: len(rows._lines) == len(doc), timeout=5000)
    rows.set_filter("name")
    assert 0 < rows.rowCount() < len(doc)
