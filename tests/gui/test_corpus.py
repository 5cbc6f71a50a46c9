"""Corpus folders: the document list, states in the sidecar, moving between documents."""

from __future__ import annotations

import json

import pytest

from vtt_py.core.markup import Markup
from vtt_py.formats.vtt import read_vtt
from vtt_py.gui.commands import AddMarkupCommand
from vtt_py.gui.corpus_state import (
    DONE,
    IN_PROGRESS,
    NEW,
    SIDECAR,
    Corpus,
    document_paths,
)
from vtt_py.resources import sample_corpus_dir

pytestmark = pytest.mark.gui


def test_corpus_opens_gold_first_and_lists_counts(make_main_window, corpus_copy, qtbot):
    window = make_main_window(corpus_copy)
    assert window.session.source == corpus_copy / "gold" / "note_01.vtt"
    model = window.corpus.model
    assert model.rowCount() == 6
    window.show()  # counts are read for the rows shown, behind the window
    qtbot.waitUntil(
        lambda: [e.markups for e in model.corpus.entries] == [11] * 6, timeout=3000
    )
    assert window.corpus_panel.view.model().rowCount() == 6
    assert not (corpus_copy / SIDECAR).exists()  # opening writes nothing


def test_corpus_bundled_sample_opens(make_main_window):
    window = make_main_window(sample_corpus_dir())
    assert window.corpus.corpus is not None
    if window.corpus.corpus.entries:
        assert window.session is not None
        assert "gold" in window.session.source.parts


def test_corpus_states_in_sidecar_not_documents(make_main_window, corpus_copy):
    window = make_main_window(corpus_copy)
    before = window.session.source.read_bytes()
    window.corpus.mark_done()
    data = json.loads((corpus_copy / SIDECAR).read_text())
    assert data["schema_version"] == 1
    assert data["documents"]["gold/note_01.vtt"]["state"] == DONE
    assert window.session.source.read_bytes() == before
    assert Corpus(corpus_copy).find(window.session.source).state == DONE


def test_corpus_save_moves_new_to_in_progress(make_main_window, corpus_copy):
    window = make_main_window(corpus_copy)
    entry = window.corpus.current_entry()
    assert entry.state == NEW
    window.session.push(AddMarkupCommand(window.session.model, Markup(0, 9, "npii")))
    window.files.save()
    assert entry.state == IN_PROGRESS and entry.markups == 12
    assert len(read_vtt(entry.path)) == 12


def test_corpus_next_previous_document_and_filter(
    make_main_window, prompts, corpus_copy
):
    window = make_main_window(corpus_copy)
    order = [e.path for e in window.corpus_panel.ordered_entries()]
    start = order.index(window.session.source)
    window.corpus.next_document()
    assert window.session.source == order[start + 1]
    window.corpus.previous_document()
    window.corpus.previous_document()
    assert window.session.source == order[start - 1]
    window.corpus_panel.filter.setText("annotator_b")
    assert [e.key for e in window.corpus_panel.ordered_entries()] == [
        "annotator_b/note_01.vtt",
        "annotator_b/note_02.vtt",
    ]
    state = window.corpus_panel.state
    window.corpus.mark_done()
    window.corpus_panel.filter.clear()
    state.setCurrentIndex(state.findData(DONE))
    assert len(window.corpus_panel.ordered_entries()) == 1


def test_corpus_switch_with_unsaved_edits_prompts(
    make_main_window, prompts, corpus_copy
):
    window = make_main_window(corpus_copy)
    first = window.session.source
    window.session.push(AddMarkupCommand(window.session.model, Markup(0, 9, "npii")))
    prompts.answers["save_changes"] = "cancel"
    window.corpus.next_document()
    assert window.session.source == first and prompts.names() == ["save_changes"]


def test_corpus_lists_text_files_without_vtt(tmp_path):
    (tmp_path / "a.txt").write_text("x")
    (tmp_path / "b.txt").write_text("y")
    (tmp_path / "b.vtt").write_text("")
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "c.vtt").write_text("")
    assert [p.name for p in document_paths(tmp_path)] == ["a.txt", "b.vtt"]


def test_corpus_damaged_sidecar_is_tolerated(corpus_copy):
    (corpus_copy / SIDECAR).write_text("{not json")
    corpus = Corpus(corpus_copy)
    assert {e.state for e in corpus.entries} == {NEW}
    corpus.set_state(corpus.entries[0], DONE)
    assert json.loads((corpus_copy / SIDECAR).read_text())["documents"]
