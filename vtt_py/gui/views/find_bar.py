"""The find bar: text or regular expression, hit count, and the tag-all buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
)

from vtt_py.gui.views.common import named


def _button(name: str, text: str, tip: str) -> QToolButton:
    button = QToolButton()
    button.setObjectName(name)
    button.setText(text)
    button.setToolTip(tip)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return button


class FindBar(QFrame):
    """A bar under the text: search field, options, navigation and bulk tagging."""

    closed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("FindBar")
        self.text = named(QLineEdit(), "FindText")
        self.text.setPlaceholderText(self.tr("Find text or pattern"))
        self.text.setProperty("role", "search")
        self.text.setClearButtonEnabled(True)
        self.text.setMinimumWidth(160)
        self.case = named(QCheckBox(self.tr("&Case")), "FindCase")
        self.regex = named(QCheckBox(self.tr("Re&gex")), "FindRegex")
        self.words = named(QCheckBox(self.tr("&Words")), "FindWords")
        self.count = named(QLabel(), "FindCount")
        self.count.setMinimumWidth(90)
        # The field gives way before a message does ("pattern too slow").
        self.count.setSizePolicy(
            QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred
        )
        self.previous = _button("FindPrevious", "◀", self.tr("Previous hit (Shift+F3)"))
        self.next = _button("FindNext", "▶", self.tr("Next hit (F3)"))
        self.tag = named(QComboBox(), "FindTag")
        self.tag.setMinimumContentsLength(14)
        self.tag.setToolTip(self.tr("Tag for the hits"))
        self.tag_all = _button(
            "FindTagAll",
            self.tr("Tag &All"),
            self.tr("Tag every hit at once (one undo step)"),
        )
        self.tag_each = _button(
            "FindTagEach",
            self.tr("One by &One…"),
            self.tr("Confirm each hit, then tag them as one step"),
        )
        self.delete = _button(
            "FindDeleteTagged",
            self.tr("&Delete on Hits"),
            self.tr("Delete the markups that cover exactly a hit"),
        )
        self.close_button = _button("FindClose", "✕", self.tr("Close (Esc)"))
        top = QHBoxLayout()
        top.addWidget(self.text, 1)
        for widget in (
            self.case,
            self.regex,
            self.words,
            self.previous,
            self.next,
            self.count,
            self.close_button,
        ):
            top.addWidget(widget)
        bottom = QHBoxLayout()
        bottom.addWidget(QLabel(self.tr("Tag hits as")))
        for tool in (self.tag, self.tag_all, self.tag_each, self.delete):
            bottom.addWidget(tool)
        bottom.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(bottom)
        self.close_button.clicked.connect(self.close_bar)

    def close_bar(self) -> None:
        """Hide the bar (hits are cleared by the listener)."""
        self.hide()
        self.closed.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close_bar()
            return
        super().keyPressEvent(event)

    def set_labels(self, labels: list[str], keep: str | None = None) -> None:
        """The tags offered for tagging hits."""
        current = keep or self.tag.currentData()
        self.tag.blockSignals(True)
        self.tag.clear()
        for label in labels:
            self.tag.addItem(label.replace("|", " › "), label)
        index = self.tag.findData(current)
        self.tag.setCurrentIndex(max(0, index))
        self.tag.blockSignals(False)

    def set_count(self, text: str, error: bool = False) -> None:
        """The hit count or a pattern error."""
        self.count.setText(text)
        # A narrow bar clips a long error; the tooltip still holds all of it.
        self.count.setToolTip(text if error else "")
        self.count.setStyleSheet("color: #c0392b" if error else "")
