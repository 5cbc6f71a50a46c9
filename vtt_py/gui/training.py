"""Suggestions › Train Model: retrain the CRF on the notes marked Done, then suggest again.

The model is written to the per-user models folder (settings.models_dir) and
used by every later pre-annotation. Training runs on the thread pool; it can
be cancelled while the notes are read (crfsuite's own training cannot be
interrupted, but a cancelled run saves nothing).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from vtt_py.core.document import Document
from vtt_py.formats.vtt import read_vtt
from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId
from vtt_py.gui.background import Cancelled, Job
from vtt_py.gui.corpus_state import DONE, document_paths
from vtt_py.gui.pre_annotation import model_path, without_suggestions

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

A = ActionId


@dataclass
class TrainReport:
    """What a training run produced."""

    documents: int
    labels: list[str]
    path: Path


def train_model(paths: list[Path], target: Path, job: Job) -> TrainReport:
    """Read gold notes, train the CRF and save it to ``target`` (work function).

    Unreviewed suggestions in a note are not gold: they are left out.

    Raises:
        Cancelled: the user cancelled (nothing is saved).
        ValueError: no note could be used.
    """
    from vtt_py.deid.crf import save_model  # the de-identifier loads slowly
    from vtt_py.deid.tagmap import mapping_name
    from vtt_py.deid.training import train_documents

    docs: list[Document] = []
    for i, path in enumerate(paths):
        job.report(i, len(paths) + 1, path.name)
        docs.append(without_suggestions(read_vtt(path)))
    if not docs:
        raise ValueError("no notes to train on")
    job.report(len(paths), len(paths) + 1, "training")
    model = train_documents(docs, tagset=mapping_name(docs[0].tagset))
    if job.cancelled:
        raise Cancelled
    save_model(model, target)
    return TrainReport(len(docs), list(model.labels), target)


class TrainingController(QObject):
    """Collects the Done notes, trains in the background, then suggests again."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def done_notes(self) -> list[Path]:
        """The corpus's ``.vtt`` notes marked Done."""
        corpus = self.window.corpus.corpus
        if corpus is None:
            return []
        return [
            e.path
            for e in corpus.entries
            if e.state == DONE and e.path.suffix.lower() == ".vtt"
        ]

    def train(self) -> None:
        """Train on the Done notes (or, when there are none, on a folder you choose)."""
        paths = self.done_notes()
        if not paths:
            folder = self.window.prompts.open_folder(settings.LAST_FOLDER.get())
            if folder is None:
                self.window.show_message(
                    self.tr("Mark gold notes Done first (Corpus › Mark as Done).")
                )
                return
            paths = [p for p in document_paths(folder) if p.suffix.lower() == ".vtt"]
        if not paths:
            self.window.show_message(self.tr("No .vtt notes to train on."))
            return
        self.train_on(paths)

    def train_on(self, paths: list[Path]) -> None:
        """Train on these notes in the background."""
        target = model_path()
        self.window.background.start(
            self.tr("Training on %d notes") % len(paths),
            lambda job: train_model(paths, target, job),
            partial(self._trained),
        )

    def _trained(self, report: TrainReport) -> None:
        self.window.show_message(
            self.tr("Model trained on %d notes (%d labels), saved to %s")
            % (report.documents, len(report.labels), report.path)
        )
        session = self.window.session
        if session is not None and not session.read_only:
            self.window.pre_annotation.run_note(replace=True)

    def enabled_actions(self) -> dict[ActionId, bool]:
        """Train Model is available when nothing else runs."""
        return {A.TRAIN_MODEL: not self.window.background.busy}
