"""Starting an adjudication from the app, and the adjudicator's name."""

from __future__ import annotations

import getpass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from vtt_py.core.adjudication import groups
from vtt_py.formats.adjudication_log import StartReport, start_adjudication
from vtt_py.formats.vtt import read_vtt
from vtt_py.gui import settings
from vtt_py.gui.views.adjudication_dialogs import (
    AdjudicatorNameDialog,
    StartAdjudicationDialog,
)
from vtt_py.gui.views.common import plural
from vtt_py.gui.views.folder_field import document_folders

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


def login_name() -> str:
    """The OS user name (``unknown`` where the platform cannot tell)."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry or login name
        return "unknown"


def count_pending(paths: list[Path]) -> dict[Path, int]:
    """Disagreements left per document (unreadable files are left out)."""
    counts: dict[Path, int] = {}
    for path in paths:
        try:
            counts[path] = len(groups(read_vtt(path)))
        except Exception:  # a damaged file shows no count; opening it says why
            continue
    return counts


class AdjudicationSetup(QObject):
    """Corpus › Start Adjudication and Adjudicate › Adjudicator Name."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def start_dialog(self) -> None:
        """Corpus › Start Adjudication: choose A, B and the output folder."""
        corpus = self.window.corpus.corpus
        root = corpus.root if corpus else None
        suggestions = document_folders(root) if root else []
        dialog = StartAdjudicationDialog(suggestions, root, self.window)
        if self.window.run_dialog(dialog) != QDialog.DialogCode.Accepted:
            return
        a, b, output = dialog.folders()
        if output is None:
            return
        if dialog.resumes:
            self.window.corpus.open_folder(output)
            return
        if a is None or b is None or dialog.problem_text():
            return
        self.start(a, b, output)

    def start(self, a: Path, b: Path, output: Path) -> None:
        """Merge A and B into ``output`` in the background, then open it."""
        self.window.show_message(self.tr("Merging the annotators' notes…"))
        self.window.tasks.submit(
            lambda: start_adjudication(a, b, output),
            on_result=partial(self._started, output),
            on_error=lambda exc: self.window.prompts.error(
                self.tr("Cannot start the adjudication"), str(exc)
            ),
        )

    def _started(self, output: Path, report: StartReport) -> None:
        if report.skipped:
            self.window.prompts.info(
                self.tr("Some notes were skipped"), "\n".join(report.skipped)
            )
        self.window.corpus.open_folder(output)
        self.window.show_message(
            self.tr("%s to adjudicate, %s in all")
            % (
                plural(len(report.written), self.tr("note"), self.tr("notes")),
                plural(report.total, self.tr("disagreement"), self.tr("disagreements")),
            )
        )

    def ask_user_name(self) -> None:
        """Adjudicate › Adjudicator Name."""
        dialog = AdjudicatorNameDialog(
            settings.ADJUDICATOR.get(), login_name(), self.window
        )
        if self.window.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            settings.ADJUDICATOR.set(dialog.value())
            self.window.adjudication.refresh()
