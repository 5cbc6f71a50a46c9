"""The text pane's base: character offsets over Qt's UTF-16 positions; keys, clicks, wheel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from vtt_py.core.utf16 import Utf16Index
from vtt_py.gui.models.document_model import Span

_NO_KEYS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class TextPane(QPlainTextEdit):
    """The base of :class:`DocumentTextView`: read-only text with a keyboard caret."""

    caretMoved = Signal(int)  # character offset
    clickedAt = Signal(int)  # character offset of a plain left click
    contextRequested = Signal(QPoint, int)  # global position, character offset
    zoomRequested = Signal(int)  # +1 / -1 (Ctrl+wheel)
    escapePressed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.setAcceptDrops(False)
        self.viewport().setAcceptDrops(False)
        self.setCursorWidth(2)
        self.setFrameShape(QPlainTextEdit.Shape.NoFrame)
        self.setViewportMargins(8, 6, 8, 6)
        #: Plain keys typed in the pane (VTT's 1-9 . , [ ] ...) -> handlers.
        self.key_bindings: dict[str, Callable[[], None]] = {}
        self._units = Utf16Index("")
        self.cursorPositionChanged.connect(lambda: self.caretMoved.emit(self.caret()))

    # ------------------------------------------------------------ offsets

    def to_qt(self, offset: int) -> int:
        """Qt position (UTF-16) of a character offset."""
        return self._units.to_units(offset)

    def to_char(self, position: int) -> int:
        """Character offset of a Qt position (rounded down inside a surrogate pair)."""
        try:
            return self._units.to_chars(position)
        except ValueError:
            return self._units.to_chars(position - 1)

    def caret(self) -> int:
        """The caret's character offset."""
        return self.to_char(self.textCursor().position())

    def selection_span(self) -> Span | None:
        """The selected text as a character span, or None."""
        cursor = self.textCursor()
        if not cursor.hasSelection():
            return None
        return self.to_char(cursor.selectionStart()), self.to_char(
            cursor.selectionEnd()
        )

    def set_caret(self, offset: int, anchor: int | None = None) -> None:
        """Move the caret (selecting from ``anchor`` when given) and show it."""
        cursor = self.textCursor()
        if anchor is not None:
            cursor.setPosition(self.to_qt(anchor))
            cursor.setPosition(self.to_qt(offset), QTextCursor.MoveMode.KeepAnchor)
        else:
            cursor.setPosition(self.to_qt(offset))
        self.setTextCursor(cursor)
        self.ensureCursorVisible()

    def char_at(self, point: QPoint) -> int:
        """The character under a viewport point (not the nearest gap)."""
        cursor = self.cursorForPosition(point)
        position = cursor.position()
        if (
            position > cursor.block().position()
            and point.x() < self.cursorRect(cursor).left()
        ):
            position -= 1
        return self.to_char(position)

    # ------------------------------------------------------------ events

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            self.escapePressed.emit()
            event.accept()
            return
        text = event.text()
        handler = self.key_bindings.get(text) if text else None
        if handler is not None and not event.modifiers() & _NO_KEYS:
            handler()
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if (
            event.button() == Qt.MouseButton.LeftButton
            and not self.textCursor().hasSelection()
        ):
            self.clickedAt.emit(self.char_at(event.position().toPoint()))

    def contextMenuEvent(self, event) -> None:
        self.contextRequested.emit(event.globalPos(), self.char_at(event.pos()))

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoomRequested.emit(1 if event.angleDelta().y() > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)
