"""Edit › Undo History (VTT's Undo Manager Log): every edit; click one to go back to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QDialog, QLabel, QUndoView, QVBoxLayout, QWidget

from vtt_py.gui.views.common import named

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


class UndoLogDialog(QDialog):
    """A tool window listing the open document's undo stack.

    The list follows whichever document is open (the window's undo group).
    The first row is the document as opened; selecting a row undoes or redoes
    every edit up to it.
    """

    def __init__(self, group: QUndoGroup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("UndoLogDialog")
        self.setWindowTitle(self.tr("Undo history"))
        self.setWindowFlag(Qt.WindowType.Tool)
        self.view = named(QUndoView(group), "UndoLogView")
        self.view.setEmptyLabel(self.tr("As opened (or last reloaded)"))
        self.view.setAlternatingRowColors(True)
        self.view.setSpacing(2)
        hint = QLabel(
            self.tr(
                "Click an edit to go back to the document as it was just after it; "
                "the edits below stay available to redo until you make a new one."
            )
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: gray")
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(hint)
        self.resize(360, 460)

    def select_row(self, row: int) -> None:
        """Select a row as a click would (row 0: the document as opened)."""
        index = self.view.model().index(row, 0)
        self.view.setCurrentIndex(index)

    def labels(self) -> list[str]:
        """The rows' texts, first (as opened) to last edit."""
        model = self.view.model()
        return [str(model.index(r, 0).data()) for r in range(model.rowCount())]


class UndoLogController(QObject):
    """Shows the one undo history window of the main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: UndoLogDialog | None = None

    def show_log(self) -> UndoLogDialog:
        """Open (or bring forward) the undo history."""
        if self.dialog is None:
            self.dialog = UndoLogDialog(self.window.undo_group, self.window)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog
