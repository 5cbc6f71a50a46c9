"""Corpus › Agreement: which two folders to compare, and how labels are compared."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from vtt_py.gui.views.adjudication_dialogs import default_folders
from vtt_py.gui.views.common import named, ok_cancel_buttons
from vtt_py.gui.views.folder_field import FolderField

LABEL_MODES = {
    "tag|category": "Tag and category (Name › Patient)",
    "tag": "Tag only (Name)",
    "type": "Finest type (the category if any, else the tag)",
}


class AgreementSetupDialog(QDialog):
    """Two folders (A is the reference) and the label mode."""

    def __init__(
        self,
        suggestions: list[Path],
        root: Path | None,
        remembered: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AgreementSetupDialog")
        self.setWindowTitle(self.tr("Agreement"))
        a, b, _ = default_folders(suggestions, root)
        if len(remembered) == 2 and all(Path(p).is_dir() for p in remembered):
            a, b = Path(remembered[0]), Path(remembered[1])
        self.side_a = FolderField("AgreementA", suggestions, a)
        self.side_b = FolderField("AgreementB", suggestions, b)
        self.mode = named(QComboBox(), "AgreementLabels")
        for mode, caption in LABEL_MODES.items():
            self.mode.addItem(self.tr(caption), mode)
        intro = QLabel(
            self.tr(
                "Notes are paired by file name. A is the reference: annotator A, or "
                "the gold standard when you evaluate B against it."
            )
        )
        intro.setWordWrap(True)
        self.problem = named(QLabel(), "AgreementProblem")
        form = QFormLayout()
        form.addRow(self.tr("&A (reference)"), self.side_a)
        form.addRow(self.tr("&B"), self.side_b)
        form.addRow(self.tr("&Labels"), self.mode)
        self.buttons = ok_cancel_buttons(self)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        for field in (self.side_a, self.side_b):
            field.changed.connect(self._validate)
        self._validate()

    def folders(self) -> tuple[Path | None, Path | None]:
        """(A, B) as entered."""
        return self.side_a.path(), self.side_b.path()

    def label_mode(self) -> str:
        """``tag|category``, ``tag`` or ``type``."""
        return str(self.mode.currentData())

    def problem_text(self) -> str:
        """Why the folders cannot be compared ('' when they can)."""
        a, b = self.folders()
        if a is None or b is None or not a.exists() or not b.exists():
            return self.tr("Choose two existing folders (or files).")
        return ""

    def _validate(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
