"""The tag palette: type part of a tag's name, pick it with the arrow keys and Enter."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QDialog, QFrame, QLabel, QLineEdit, QListView, QVBoxLayout

from vtt_py.gui.models.tagset_model import LABEL_ROLE, TagSetModel
from vtt_py.gui.views.common import named


class TagPaletteDialog(QDialog):
    """A small searchable list of tags; ``chosen`` is the picked label."""

    def __init__(self, model: TagSetModel, parent=None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("TagPalette")
        self.chosen: str | None = None
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.search = named(QLineEdit(), "TagPaletteSearch")
        self.search.setPlaceholderText(self.tr("Type to find a tag, Enter to apply"))
        self.search.setProperty("role", "search")
        self.list = named(QListView(), "TagPaletteList")
        self.list.setModel(self.proxy)
        self.list.setUniformItemSizes(True)
        self.list.setFrameShape(QFrame.Shape.NoFrame)
        hint = named(
            QLabel(self.tr("↑ ↓ choose · Enter tags · Esc closes")), "TagPaletteHint"
        )
        hint.setStyleSheet("color: palette(placeholder-text)")
        # A popup has no window frame: draw one, so it stands off the text.
        self.setStyleSheet(
            "QDialog#TagPalette { border: 1px solid palette(mid);"
            " background: palette(base); }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 6)
        layout.setSpacing(4)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        layout.addWidget(hint)
        self.resize(340, 380)
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        # Typing goes to the search field the moment the palette opens.
        self.setFocusProxy(self.search)
        self.list.activated.connect(lambda _: self.accept_current())
        self._filter("")

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.activateWindow()
        self.search.setFocus(Qt.FocusReason.PopupFocusReason)

    def keyPressEvent(self, event) -> None:
        # Keys reaching the palette itself (the list had focus, or the window
        # system kept it on the popup) still drive the search and the list.
        if self.eventFilter(self.search, event):
            return
        if event.text() and event.text().isprintable():
            self.search.setFocus()
            self.search.keyPressEvent(event)
            return
        super().keyPressEvent(event)

    def _filter(self, text: str) -> None:
        self.proxy.setFilterFixedString(text)
        if self.proxy.rowCount():
            self.list.setCurrentIndex(self.proxy.index(0, 0))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            if key in (
                Qt.Key.Key_Down,
                Qt.Key.Key_Up,
                Qt.Key.Key_PageDown,
                Qt.Key.Key_PageUp,
            ):
                self.list.keyPressEvent(event)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.accept_current()
                return True
        return super().eventFilter(watched, event)

    def accept_current(self) -> None:
        """Pick the highlighted tag."""
        index = self.list.currentIndex()
        if index.isValid():
            self.chosen = self.proxy.data(index, LABEL_ROLE)
            self.accept()
