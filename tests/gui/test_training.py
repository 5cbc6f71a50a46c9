"""Training from the app: the CRF retrained on Done notes, saved per user, then used."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.gui.conftest import SAMPLE
from vtt_py.core.suggestions import suggestion_source
from vtt_py.gui import deid_jobs
from vtt_py.gui.corpus_state import DONE, Corpus
from vtt_py.gui.pre_annotation import model_path

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _models(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("VTT_PY_MODEL_DIR", str(tmp_path / "models"))


def test_training_on_done_notes_then_suggesting_again(
    make_main_window, tmp_path
) -> None:
    root = tmp_path / "corpus"
    root.mkdir()
    gold = sorted((SAMPLE / "gold").glob("*.vtt"))[:3]
    for path in gold:
        shutil.copy(path, root / path.name)
    corpus = Corpus(root)
    for entry in corpus.entries[1:]:
        corpus.set_state(entry, DONE)  # two gold notes to learn from
    window = make_main_window(root)
    assert window.training.done_notes() == [root / p.name for p in gold[1:]]
    messages: list[str] = []
    window.show_message = messages.append
    window.training.train()
    assert model_path().is_file()
    assert any("Model trained on 2 notes" in m for m in messages)
    sources = {
        suggestion_source(m)[0]
        for m in window.session.document.markups
        if suggestion_source(m)
    }
    assert "crf" in sources  # the new model suggested on the open note
    assert window.session.stack.count() == 1
    assert [key for key, _ in deid_jobs._CACHE] == [
        str(model_path())
    ]  # not the shipped


def test_training_without_done_notes_asks_for_a_folder(
    make_main_window, prompts, tmp_path
) -> None:
    window = make_main_window()
    messages: list[str] = []
    window.show_message = messages.append
    window.training.train()  # the folder chooser is cancelled
    assert "open_folder" in prompts.names()
    assert not model_path().exists()
    assert "Mark gold notes Done first" in messages[-1]
