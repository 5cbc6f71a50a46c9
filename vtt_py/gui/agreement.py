"""Corpus › Agreement: compare two folders in the background and show the report natively."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from vtt_py.agreement import PairedCorpus, compare_paths
from vtt_py.formats.adjudication_log import read_header
from vtt_py.gui import settings
from vtt_py.gui.views.agreement_setup import AgreementSetupDialog
from vtt_py.gui.views.agreement_view import AgreementWindow
from vtt_py.gui.views.common import plural
from vtt_py.gui.views.folder_field import document_folders

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

Result = tuple[dict[str, Any], PairedCorpus]


def document_path(folder: Path, name: str) -> Path | None:
    """The file of a report's document name (its path in the folder, no suffix)."""
    if folder.is_file():
        return folder
    for candidate in (folder / f"{name}.vtt", folder / name):
        if candidate.is_file():
            return candidate
    found = sorted(folder.glob(f"{name}.*"))
    return found[0] if found else None


class AgreementController(QObject):
    """Runs comparisons and opens the notes the report points at."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.report_window: AgreementWindow | None = None
        self.folders: tuple[Path, Path] | None = None

    def setup_folders(self) -> tuple[list[Path], Path | None]:
        """Folders to offer for A and B, and the corpus root they were found from.

        The open corpus's sub-folders; beside a corpus without any (``gold/``
        opened alone), its sibling folders; in an adjudication folder, the
        two annotators' folders it was made from, first.
        """
        corpus = self.window.corpus.corpus
        root = corpus.root if corpus else None
        if root is None:
            return [], None
        found = document_folders(root)
        if found == [root] and root.parent != root:
            found += [f for f in document_folders(root.parent) if f != root.parent]
        adjudicating = self.adjudication_folder()
        if adjudicating is not None:
            header = read_header(adjudicating)
            sides = [
                Path(header[k]).absolute()
                for k in ("annotator_a", "annotator_b")
                if isinstance(header.get(k), str) and Path(header[k]).is_dir()
            ]
            found = sides + [f for f in found if f not in sides and f != adjudicating]
        unique = list(dict.fromkeys(found))
        return unique, root

    def show_setup(self) -> None:
        """Corpus › Agreement: choose the folders, then compare."""
        suggestions, root = self.setup_folders()
        remembered = settings.AGREEMENT_FOLDERS.get()
        if len(suggestions) >= 2:  # the open corpus's folders come first
            remembered = []
        dialog = AgreementSetupDialog(suggestions, root, remembered, self.window)
        if self.window.run_dialog(dialog) != QDialog.DialogCode.Accepted:
            return
        a, b = dialog.folders()
        if a is not None and b is not None and not dialog.problem_text():
            self.compare(a, b, label_mode=dialog.label_mode())

    def compare(self, a: Path, b: Path, *, label_mode: str = "tag|category") -> None:
        """Compare B with A on the thread pool; the report opens when done."""
        settings.AGREEMENT_FOLDERS.set([str(a), str(b)])
        self.window.show_message(self.tr("Comparing %s with %s…") % (b.name, a.name))
        self.window.tasks.submit(
            lambda: compare_paths(
                a, b, label_mode=label_mode, risk=True, show_text=True
            ),
            on_result=partial(self._show, a, b),
            on_error=lambda exc: self.window.prompts.error(
                self.tr("Cannot compare"), str(exc)
            ),
        )

    def _show(self, a: Path, b: Path, result: Result) -> None:
        report, paired = result
        if not paired.pairs:
            self.window.prompts.error(
                self.tr("Cannot compare"),
                self.tr("No note of %s has a note of the same name in %s.")
                % (a.name, b.name),
            )
            return
        if self.report_window is not None:
            self.report_window.close()
            self.report_window.deleteLater()
        self.folders = (a, b)
        view = AgreementWindow(report, names=(a.name, b.name), parent=self.window)
        view.disagreementActivated.connect(self.open_disagreement)
        view.documentActivated.connect(self.open_document)
        self.report_window = view
        view.show()
        self.window.show_message(
            self.tr("%s compared, %s")
            % (
                plural(report["documents"], self.tr("note"), self.tr("notes")),
                plural(
                    len(report["disagreements"]),
                    self.tr("disagreement"),
                    self.tr("disagreements"),
                ),
            )
        )

    def adjudication_folder(self) -> Path | None:
        """The adjudication folder open in this window (its note or its corpus)."""
        adjudication = self.window.adjudication
        if adjudication.root is not None:
            return adjudication.root
        corpus = self.window.corpus.corpus
        return corpus.root if corpus is not None and adjudication.in_corpus else None

    def open_document(self, name: str, side: str = "reference") -> bool:
        """Open one note of the compared folders (A's copy unless ``side`` is B's).

        While adjudicating, the note being adjudicated opens instead; when it
        has no such note, the annotator's copy opens read-only and says so,
        so nobody edits A's file believing it is the gold one.
        """
        if self.folders is None:
            return False
        adjudicating = self.adjudication_folder()
        if adjudicating is not None:
            gold = document_path(adjudicating, name)
            if gold is not None and self.window.files.open_file(gold):
                self.window.show_message(
                    self.tr("%s: the note being adjudicated") % gold.name, seconds=10
                )
                return True
        folder = self.folders[0 if side == "reference" else 1]
        path = document_path(folder, name)
        if path is None:
            self.window.show_message(self.tr("%s not found in %s") % (name, folder))
            return False
        read_only = adjudicating is not None
        if not self.window.files.open_file(path, read_only=read_only):
            return False
        if read_only:
            self.window.show_message(
                self.tr("%s's copy, read-only: it is not part of the adjudication")
                % folder.name,
                seconds=15,
            )
        return True

    def open_disagreement(self, d: dict[str, Any] | None) -> None:
        """Open the note of a disagreement at its span (see :meth:`open_document`)."""
        if d is None or not self.open_document(d["doc"], d.get("side", "reference")):
            return
        session = self.window.session
        if session is None:
            return
        start, end = d["start"], d["end"]
        marked = [
            m for m in session.document.with_span(start, end) if m.label == d["label"]
        ]
        view = self.window.view
        view.set_caret(start)
        if marked:
            self.window.tagging.set_selected(marked[0], show=True)
        else:
            view.set_caret(end, anchor=start)
        view.centerCursor()
        self.window.raise_()
        self.window.activateWindow()
