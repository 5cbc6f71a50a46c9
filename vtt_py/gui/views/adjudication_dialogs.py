"""Dialogs of adjudication: start one from two annotators' folders, and the adjudicator's name."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from vtt_py.formats.adjudication_log import HEADER_NAME
from vtt_py.gui.views.common import named, ok_cancel_buttons
from vtt_py.gui.views.folder_field import FolderField

#: Sub-folder names taken for annotator A and B when a corpus has them.
DEFAULT_SIDES = ("annotator_a", "annotator_b")
DEFAULT_OUTPUT = "adjudication"


def default_folders(
    suggestions: list[Path], root: Path | None
) -> tuple[Path | None, Path | None, Path | None]:
    """(A, B, output) to offer: the corpus's annotator folders when it has them."""
    by_name = {p.name: p for p in suggestions}
    a, b = (by_name.get(name) for name in DEFAULT_SIDES)
    if (a is None or b is None) and len(suggestions) >= 2:
        subfolders = [p for p in suggestions if p != root]
        if len(subfolders) >= 2:
            a, b = subfolders[0], subfolders[1]
    output = root / DEFAULT_OUTPUT if root is not None else None
    return a, b, output


class StartAdjudicationDialog(QDialog):
    """Annotator A's folder, B's, and where the adjudication goes."""

    def __init__(
        self,
        suggestions: list[Path],
        root: Path | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StartAdjudicationDialog")
        self.setWindowTitle(self.tr("Start adjudication"))
        a, b, output = default_folders(suggestions, root)
        self.side_a = FolderField("AdjudicationA", suggestions, a)
        self.side_b = FolderField("AdjudicationB", suggestions, b)
        self.output = FolderField("AdjudicationOutput", [], output)
        intro = QLabel(
            self.tr(
                "Notes with the same name in A and B are merged: markups both made "
                "alike are accepted; every other one waits for your decision. "
                "The annotators' folders are never changed."
            )
        )
        intro.setWordWrap(True)
        self.problem = named(QLabel(), "AdjudicationProblem")
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Annotator &A"), self.side_a)
        form.addRow(self.tr("Annotator &B"), self.side_b)
        form.addRow(self.tr("&Output folder"), self.output)
        self.buttons = ok_cancel_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        for field in (self.side_a, self.side_b, self.output):
            field.changed.connect(self._validate)
        self._validate()

    def folders(self) -> tuple[Path | None, Path | None, Path | None]:
        """(A, B, output) as entered."""
        return self.side_a.path(), self.side_b.path(), self.output.path()

    @property
    def resumes(self) -> bool:
        """Whether the output already holds an adjudication (OK then opens it)."""
        output = self.output.path()
        return output is not None and (output / HEADER_NAME).is_file()

    def problem_text(self) -> str:
        """Why the folders cannot be used ('' when they can)."""
        a, b, output = self.folders()
        if output is None:
            return self.tr("Choose the output folder.")
        if self.resumes:
            return ""
        if a is None or b is None or not a.is_dir() or not b.is_dir():
            return self.tr("Choose two existing folders for A and B.")
        if a.resolve() == b.resolve():
            return self.tr("A and B are the same folder.")
        if output.resolve() in (a.resolve(), b.resolve()):
            return self.tr("The output must not be A's or B's folder.")
        return ""

    def _validate(self) -> None:
        problem = self.problem_text()
        note = (
            self.tr("This folder already holds an adjudication: OK opens it.")
            if self.resumes
            else problem
        )
        self.problem.setText(note)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)


class AdjudicatorNameDialog(QDialog):
    """The name written with each decision."""

    def __init__(self, current: str, login: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AdjudicatorNameDialog")
        self.setWindowTitle(self.tr("Adjudicator name"))
        self.name = named(QLineEdit(current), "AdjudicatorName")
        self.name.setPlaceholderText(login)
        buttons = ok_cancel_buttons(self)
        note = QLabel(
            self.tr(
                "Written with each decision in the log. Empty: your login name (%s)."
            )
            % login
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.name)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def value(self) -> str:
        """The name entered (stripped)."""
        return self.name.text().strip()
