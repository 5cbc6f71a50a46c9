"""Document Info (VTT's Options › Meta-Data): file facts, default tags file, save history."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vtt_py.core.document import Document
from vtt_py.core.meta import TagsFileRef, VttLayout
from vtt_py.gui.views.common import hint_label, named, ok_cancel_buttons

HISTORY_HEADER = ("#", "Version", "User", "Time stamp")


def layout_text(layout: VttLayout) -> str:
    """How a document's markup lines are laid out, in VTT's words."""
    if any(layout.widths):
        widths = "/".join(map(str, layout.widths))
        text = f"FIX_LENGTH (widths {widths})"
    else:
        text = "SIMPLE (no padding)"
    if not layout.has_meta:
        text += "; no Meta Data section (VTT before 2010), added on the next save"
    return text


def tags_path_problem(path: str) -> str | None:
    """Why a path cannot go in a TAGS_FILE line (VTT splits it on '|')."""
    if "|" in path:
        return "The path cannot contain '|'."
    if any(ord(c) < 32 for c in path):
        return "The path cannot contain a line break or control character."
    return None


class DocumentInfoDialog(QDialog):
    """Shows a document's meta data; edits its default tags file.

    ``result_tags_file()`` is the reference chosen (None: no default tags file);
    ``tags_file_changed()`` says whether it differs from the document's.
    """

    def __init__(
        self,
        document: Document,
        *,
        path: Path | None,
        resolve: Callable[[str], Path] | None = None,
        ask_tags_path: Callable[[], Path | None] | None = None,
        read_only: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("DocumentInfoDialog")
        self.setWindowTitle(self.tr("Document info"))
        self.document = document
        self._resolve = resolve or Path
        self._ask_tags_path = ask_tags_path
        layout = QVBoxLayout(self)
        layout.addWidget(self._file_box(document, path))
        layout.addWidget(self._tags_file_box(document.meta.tags_file, read_only))
        layout.addWidget(self._history_box(document), 1)
        buttons = ok_cancel_buttons(self)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self._validate()
        self.resize(620, 560)

    # ------------------------------------------------------------ sections

    def _file_box(self, doc: Document, path: Path | None) -> QGroupBox:
        box = QGroupBox(self.tr("File"))
        form = QFormLayout(box)
        where = named(
            QLabel(str(path) if path else self.tr("(not saved yet)")), "InfoPath"
        )
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        where.setWordWrap(True)
        lines = doc.text.count("\n") + (0 if doc.text.endswith("\n") else 1)
        form.addRow(self.tr("Path"), where)
        form.addRow(
            self.tr("Text"),
            QLabel(self.tr("%d characters, %d lines") % (len(doc.text), lines)),
        )
        form.addRow(
            self.tr("Markups"),
            named(
                QLabel(
                    self.tr("%d, of %d labels (the tag set has %d tags)")
                    % (len(doc), len(doc.label_counts()), len(doc.tagset.user_tags))
                ),
                "InfoMarkups",
            ),
        )
        form.addRow(
            self.tr("Markup lines"),
            named(QLabel(layout_text(doc.layout)), "InfoLayout"),
        )
        return box

    def _tags_file_box(self, ref: TagsFileRef | None, read_only: bool) -> QGroupBox:
        box = QGroupBox(self.tr("Default tags file"))
        self.tags_path = named(QLineEdit(ref.path if ref else ""), "InfoTagsFile")
        self.tags_path.setPlaceholderText(self.tr("none"))
        self.confirm = named(
            QCheckBox(self.tr("&Ask before loading it")), "InfoTagsFileConfirm"
        )
        self.confirm.setChecked(ref.confirm if ref else True)
        browse = named(QPushButton(self.tr("&Browse…")), "InfoBrowseTagsFile")
        browse.clicked.connect(self._browse)
        clear = named(QPushButton(self.tr("C&lear")), "InfoClearTagsFile")
        clear.clicked.connect(self.clear_tags_file)
        self.tags_problem = named(QLabel(), "InfoTagsFileProblem")
        self.tags_problem.setStyleSheet("color: #c0392b")
        row = QHBoxLayout()
        row.addWidget(self.tags_path, 1)
        row.addWidget(browse)
        row.addWidget(clear)
        column = QVBoxLayout(box)
        column.addLayout(row)
        column.addWidget(self.confirm)
        column.addWidget(self.tags_problem)
        column.addWidget(
            hint_label(
                self.tr(
                    "Tags › Quick Load Default Tags (key q) loads this file into the tag set; "
                    "tags the markups use are kept. Saved in the file's Meta Data."
                )
            )
        )
        for widget in (self.tags_path, self.confirm, browse, clear):
            widget.setEnabled(not read_only)
        browse.setEnabled(not read_only and self._ask_tags_path is not None)
        self.tags_path.textChanged.connect(self._validate)
        return box

    def _history_box(self, doc: Document) -> QGroupBox:
        saves = doc.meta.saves
        box = QGroupBox(self.tr("Save history (%d saves)") % len(saves))
        table = named(QTableWidget(len(saves), len(HISTORY_HEADER)), "InfoHistory")
        table.setHorizontalHeaderLabels([self.tr(h) for h in HISTORY_HEADER])
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        for row, save in enumerate(saves):
            for column, value in enumerate(
                (str(row + 1), save.version, save.user, save.stamp)
            ):
                table.setItem(row, column, QTableWidgetItem(value))
        self.history = table
        rows = QVBoxLayout(box)
        rows.addWidget(table)
        if not saves:
            rows.addWidget(hint_label(self.tr("Never saved by VTT or vtt-py.")))
        rows.addWidget(
            hint_label(
                self.tr("Each save adds a line with your user name (Preferences).")
            )
        )
        return box

    # ------------------------------------------------------------ behaviour

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.history.scrollToBottom()  # the latest saves (the list only grows)

    def _browse(self) -> None:
        if self._ask_tags_path is None:
            return
        path = self._ask_tags_path()
        if path is not None:
            self.tags_path.setText(str(path))

    def clear_tags_file(self) -> None:
        """Forget the default tags file."""
        self.tags_path.clear()

    def set_tags_file(self, path: str, *, confirm: bool) -> None:
        """Fill in a default tags file."""
        self.tags_path.setText(path)
        self.confirm.setChecked(confirm)

    def problem_text(self) -> str:
        """Why the fields cannot be accepted ('' when they can)."""
        problem = tags_path_problem(self.tags_path.text().strip())
        return self.tr(problem) if problem else ""

    def _validate(self) -> None:
        problem = self.problem_text()
        path = self.tags_path.text().strip()
        if not problem and path and not self._resolve(path).is_file():
            self.tags_problem.setStyleSheet("color: #b9770e")
            self.tags_problem.setText(self.tr("No such file (yet)."))
        else:
            self.tags_problem.setStyleSheet("color: #c0392b")
            self.tags_problem.setText(problem)
        self.tags_problem.setVisible(bool(self.tags_problem.text()))
        self.ok_button.setEnabled(not problem)

    def accept(self) -> None:
        if self.problem_text():
            return
        super().accept()

    def result_tags_file(self) -> TagsFileRef | None:
        """The default tags file chosen (None: none)."""
        path = self.tags_path.text().strip()
        return TagsFileRef(self.confirm.isChecked(), path) if path else None

    def tags_file_changed(self) -> bool:
        """Whether the choice differs from the document's meta data."""
        return (
            not self.problem_text()
            and self.result_tags_file() != self.document.meta.tags_file
        )
