"""Starting the app (issue 16): the sample corpus is copied to a per-user folder and never
edited in place; a restart reopens the note the user was on."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vtt_py.core.markup import Markup
from vtt_py.gui import workspace
from vtt_py.gui.commands import AddMarkupCommand
from vtt_py.resources import sample_corpus_dir

pytestmark = pytest.mark.gui


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_mtime_ns, p.stat().st_size)
        for p in folder.rglob("*")
    }


@pytest.fixture
def sample_dir(tmp_path, monkeypatch) -> Path:
    target = tmp_path / "data" / "sample_corpus"
    monkeypatch.setenv(workspace.SAMPLE_DIR_ENV, str(target))
    return target


def test_plain_start_copies_the_sample_corpus_and_says_where(sample_dir):
    path, note = workspace.start_path(None)
    assert path == sample_dir and str(sample_dir) in note and "copied" in note
    shipped = sample_corpus_dir()
    for name in ("gold", "annotator_a", "annotator_b"):
        ours = sorted(p.name for p in (sample_dir / name).glob("*.vtt"))
        assert ours == sorted(p.name for p in (shipped / name).glob("*.vtt"))
    gold = sorted((shipped / "gold").glob("*.vtt"))[0]
    assert (sample_dir / "gold" / gold.name).read_bytes() == gold.read_bytes()
    assert not list(sample_dir.rglob(".*"))  # no sidecar or lock carried over
    again, note = workspace.start_path(None)
    assert again == sample_dir and "copied" not in note  # once only
    assert not [p for p in sample_dir.parent.iterdir() if p.name.startswith(".")]


def test_a_path_inside_the_shipped_corpus_opens_the_working_copy(sample_dir, tmp_path):
    gold = sample_corpus_dir() / "gold"
    path, _ = workspace.start_path(gold)
    assert path == sample_dir / "gold"
    elsewhere = tmp_path / "mine"
    elsewhere.mkdir()
    assert workspace.start_path(elsewhere) == (elsewhere, "")


def test_editing_the_sample_never_writes_into_the_package(make_main_window, sample_dir):
    shipped = sample_corpus_dir()
    before = snapshot(shipped)
    path, _ = workspace.start_path(None)
    window = make_main_window(path)
    session = window.session
    assert session.source.is_relative_to(sample_dir)
    session.push(AddMarkupCommand(session.model, Markup(0, 5, "npii")))
    assert window.files.save()
    window.corpus.mark_done()
    assert snapshot(shipped) == before


def test_restart_reopens_the_note_the_user_was_on(make_main_window, corpus_copy):
    window = make_main_window(corpus_copy)
    window.corpus.previous_document()  # from gold/note_01 back to annotator_b
    where = window.session.source
    assert where == corpus_copy / "annotator_b" / "note_02.vtt"
    window.close()
    again = make_main_window(corpus_copy)
    assert again.session.source == where
    os.remove(where)  # the note is gone: the first one opens
    third = make_main_window(corpus_copy)
    assert third.session.source != where
