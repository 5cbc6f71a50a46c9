"""Training from the app: the CRF retrained on Done notes, saved per user, then used."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.gui.conftest import SAMPLE
from vtt_py.cli.train import DEFAULT_AUGMENT
from vtt_py.core.suggestions import suggestion_source
from vtt_py.deid.crf import load_model
from vtt_py.gui import deid_jobs
from vtt_py.gui.background import Cancelled, Job
from vtt_py.gui.corpus_state import DONE, Corpus
from vtt_py.gui.pre_annotation import model_path
from vtt_py.gui.training import train_model
from vtt_py.synth.augment import DEFAULT_COPIES

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
    assert [key[0] for key in deid_jobs._CACHE] == [
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


def _gold_notes(count: int) -> list[Path]:
    return sorted((SAMPLE / "gold").glob("*.vtt"))[:count]


def test_training_reports_progress_and_can_be_cancelled_before_saving(
    tmp_path: Path,
) -> None:
    channel = deid_jobs.ProgressChannel(tmp_path)
    target = tmp_path / "model.crfmodel"
    report = deid_jobs.train_files(_gold_notes(2), target, channel)
    assert report.documents == 2 and target.is_file()
    # As `vtt-py train` does: the notes and their surrogate copies.
    training = load_model(target).meta["training"]
    assert training["documents"] == 2 * (1 + DEFAULT_COPIES)
    stage, done, total = channel.read()  # type: ignore[misc]
    assert stage == "iterations" and 0 < done <= total
    target.unlink()
    channel.cancel()
    with pytest.raises(deid_jobs.TrainingCancelled):
        deid_jobs.train_files(_gold_notes(2), target, channel)
    assert not target.exists()


def test_the_app_trains_with_as_many_copies_as_the_command_line() -> None:
    assert DEFAULT_COPIES == DEFAULT_AUGMENT


class _CancelDuringIterations(Job):
    """A job whose user presses Cancel once the L-BFGS iterations show."""

    def __init__(self) -> None:
        super().__init__("training")
        self.seen: list[str] = []

    def report(self, done: int, total: int, what: str = "") -> None:
        self.seen.append(what)
        if "iteration" in what:
            raise Cancelled


@pytest.mark.slow
def test_training_in_the_child_process_shows_progress_and_cancel_stops_it(
    tmp_path: Path, qapp
) -> None:
    service = deid_jobs.DeidService()  # a real child process
    target = tmp_path / "model.crfmodel"
    job = _CancelDuringIterations()
    try:
        with pytest.raises(Cancelled):
            train_model(_gold_notes(20), target, service, job)
    finally:
        service.shutdown()
    assert any(
        w.startswith("reading notes and their surrogate copies: ") for w in job.seen
    )
    assert "iteration" in job.seen[-1]
    assert not target.exists()  # cancelled: no model written, even later
