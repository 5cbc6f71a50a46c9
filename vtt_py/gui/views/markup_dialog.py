"""The Markup dialog: edit one markup's start, end, tag, category and annotation."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.formats.vtt import annotation_problem
from vtt_py.gui.views.common import fit_title_width, named

_PREVIEW = 200


class MarkupDialog(QDialog):
    """Fields of one markup; ``result_markup()`` is the edited copy or None if invalid.

    ``deleted`` is set when the user pressed Delete (the caller removes it).
    """

    def __init__(self, document: Document, markup: Markup, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("MarkupDialog")
        self.setWindowTitle(self.tr("Edit markup"))
        self.document, self.markup = document, markup
        self.deleted = False
        limit = len(document.text)
        self.start = _spin_box("MarkupStart", limit, markup.start)
        self.end = _spin_box("MarkupEnd", limit, markup.end)
        self.tag = named(QComboBox(), "MarkupTag")
        self.tag.addItems(document.tagset.names())
        self.tag.setCurrentText(markup.tag)
        self.category = named(QComboBox(), "MarkupCategory")
        self.annotation = named(QLineEdit(markup.annotation), "MarkupAnnotation")
        self.annotation.setPlaceholderText(self.tr("Free-text comment (no '|')"))
        self.preview = named(QLabel(), "MarkupText")
        self.preview.setWordWrap(True)
        self.problem = named(QLabel(), "MarkupProblem")
        self.problem.setStyleSheet("color: #c0392b")
        form = QFormLayout()
        form.addRow(self.tr("&Start"), self.start)
        form.addRow(self.tr("&End"), self.end)
        form.addRow(self.tr("&Tag"), self.tag)
        form.addRow(self.tr("&Category"), self.category)
        form.addRow(self.tr("&Annotation"), self.annotation)
        form.addRow(self.tr("Tagged text"), self.preview)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.delete_button = buttons.addButton(
            self.tr("&Delete"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.delete_button.clicked.connect(self._delete)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.tag.currentTextChanged.connect(self._fill_categories)
        for signal in (
            self.start.valueChanged,
            self.end.valueChanged,
            self.annotation.textChanged,
            self.category.currentTextChanged,
        ):
            signal.connect(self._validate)
        self._fill_categories(markup.tag)
        self.category.setCurrentText(markup.category)
        self._validate()

    def setWindowTitle(self, title: str) -> None:
        """The title, with the dialog wide enough to show it whole."""
        super().setWindowTitle(title)
        self.setMinimumWidth(fit_title_width(self, title))

    def _fill_categories(self, name: str) -> None:
        self.category.clear()
        self.category.addItems(self.document.tagset.categories_of(name))

    def _delete(self) -> None:
        self.deleted = True
        self.accept()

    def problem_text(self) -> str:
        """Why the fields cannot be applied ('' when they can)."""
        start, end = self.start.value(), self.end.value()
        if end <= start:
            return self.tr("The end must be after the start.")
        if (
            self.document.tagset.find(
                self.tag.currentText(), self.category.currentText()
            )
            is None
        ):
            return self.tr("No such tag and category.")
        return annotation_problem(self.annotation.text()) or ""

    def _validate(self) -> None:
        start, end = self.start.value(), self.end.value()
        text = self.document.text[start : max(start, end)][:_PREVIEW].replace(
            "\n", " ⏎ "
        )
        self.preview.setText(text)
        problem = self.problem_text()
        self.problem.setText(problem)
        self.ok_button.setEnabled(not problem)

    def result_markup(self) -> Markup | None:
        """The edited markup, or None if the fields are not valid."""
        if self.problem_text():
            return None
        return Markup(
            self.start.value(),
            self.end.value(),
            self.tag.currentText(),
            self.category.currentText(),
            self.annotation.text(),
        )


def _spin_box(name: str, maximum: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName(name)
    box.setMaximum(maximum)
    box.setValue(value)
    return box
