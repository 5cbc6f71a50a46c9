"""The status bar's progress of background work: what runs, how far, and Cancel."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QWidget

from vtt_py.gui.views.common import named


class TaskProgressWidget(QWidget):
    """Hidden while idle; a total of 0 shows a busy bar."""

    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TaskProgress")
        self.title = named(QLabel(), "TaskTitle")
        self.bar = named(QProgressBar(), "TaskBar")
        self.bar.setFixedWidth(180)
        self.bar.setTextVisible(True)
        self.cancel = named(QToolButton(), "TaskCancel")
        self.cancel.setText(self.tr("Cancel"))
        self.cancel.clicked.connect(self.cancelRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel)
        self.hide()

    def begin(self, title: str) -> None:
        """A job started."""
        self.title.setText(title)
        self.bar.setRange(0, 0)
        self.cancel.setEnabled(True)
        self.show()

    def progress(self, done: int, total: int, what: str) -> None:
        """How far the job got (``what``: the item at hand, shown as a tip)."""
        self.bar.setRange(0, max(0, total))
        if total:
            self.bar.setValue(min(done, total))
            self.bar.setFormat(f"{done} / {total}")
        self.bar.setToolTip(what)

    def cancelling(self) -> None:
        """Cancel was asked: wait for the job to stop at its next step."""
        self.cancel.setEnabled(False)
        self.title.setText(self.tr("Cancelling…"))

    def end(self) -> None:
        """The job finished (or stopped)."""
        self.hide()
