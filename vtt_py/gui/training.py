"""Suggestions › Train Model: retrain the CRF on the notes marked Done, then suggest again.

The model is written to the per-user models folder (settings.models_dir) and
used by every later pre-annotation. Training runs in the de-identifier's
child process (deid_jobs), driven from the thread pool; the child reports
each note read and each L-BFGS iteration, and Cancel stops it at the next.
"""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId
from vtt_py.gui.background import Cancelled, Job
from vtt_py.gui.corpus_state import DONE, document_paths
from vtt_py.gui.deid_jobs import (
    DeidService,
    ProgressChannel,
    TrainingCancelled,
    TrainReport,
    idle,
    train_files,
)
from vtt_py.gui.pre_annotation import model_path

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

A = ActionId


#: What each training stage is called in the progress bar.
_STAGES = {
    "features": "reading notes and their surrogate copies:",
    "iterations": "training, iteration",
}


def train_model(
    paths: list[Path], target: Path, service: DeidService, job: Job
) -> TrainReport:
    """Train the CRF on gold notes and save it to ``target`` (work function).

    The child process reports each note read and each L-BFGS iteration;
    Cancel stops it at its next report.

    Raises:
        Cancelled: the user cancelled (nothing saved).
    """
    job.report(0, len(paths), f"reading {len(paths)} notes")
    with tempfile.TemporaryDirectory(prefix="vtt_py-train-") as folder:
        channel = ProgressChannel(Path(folder))

        def poll() -> None:
            state = channel.read()
            if state is not None:
                stage, done, total = state
                job.report(
                    done, total, f"{_STAGES.get(stage, stage)} {done} of {total}"
                )

        try:
            return service.call_watching(train_files, paths, target, channel, poll=poll)
        except Cancelled:
            channel.cancel()
            # The child stops at its next report; wait so no model is saved later.
            with contextlib.suppress(TrainingCancelled):
                service.call(idle)
            raise
        except TrainingCancelled:
            raise Cancelled from None


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
            lambda job: train_model(
                paths, target, self.window.pre_annotation.service, job
            ),
            self._trained,
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
