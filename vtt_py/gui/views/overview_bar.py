"""The text's vertical scroll bar, showing where the note's markups and review items are."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QScrollBar, QStyle, QStyleOptionSlider, QWidget

_NEWLINE = re.compile("\n")
#: A mark: character offset, colour, lane (0: markups, left; 1: items to review, right).
Mark = tuple[int, QColor, int]


class OverviewScrollBar(QScrollBar):
    """A scroll bar that draws a thin line for each mark at its place in the text.

    Marks are placed by line (QPlainTextEdit scrolls by lines), drawn once
    into a pixmap when they change, and the pixmap is laid over the groove on
    each paint, so a note with 20,000 markups scrolls as fast as without.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setObjectName("OverviewScrollBar")
        self._newlines: list[int] = []
        self._marks: list[tuple[float, QColor, int]] = []
        self._pixmap: QPixmap | None = None

    def set_text(self, text: str) -> None:
        """The text the marks' offsets refer to."""
        self._newlines = [m.start() for m in _NEWLINE.finditer(text)]
        self.set_marks(())

    def set_marks(self, marks: Iterable[Mark]) -> None:
        """Replace the marks (offsets into the text given to :meth:`set_text`)."""
        lines = len(self._newlines) + 1
        self._marks = [
            (bisect.bisect_left(self._newlines, offset) / lines, colour, lane)
            for offset, colour, lane in marks
        ]
        self._pixmap = None
        self.update()

    def mark_count(self) -> int:
        """How many marks are drawn."""
        return len(self._marks)

    def groove(self) -> QRect:
        """Where the slider moves: the area the marks are drawn in."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        return self.style().subControlRect(
            QStyle.ComplexControl.CC_ScrollBar,
            option,
            QStyle.SubControl.SC_ScrollBarGroove,
            self,
        )

    def _draw_marks(self, size) -> QPixmap:
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        height, last = size.height(), max(0, size.height() - 2)
        # Many marks share a pixel row: draw each row and lane once (the last wins).
        rows = {
            (min(last, int(fraction * height)), lane): colour
            for fraction, colour, lane in self._marks
        }
        painter = QPainter(pixmap)
        half = max(1, size.width() // 2 - 1)
        for (y, lane), colour in rows.items():
            painter.fillRect(1 + lane * (half + 1), y, half, 2, colour)
        painter.end()
        return pixmap

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._marks:
            return
        groove = self.groove()
        if self._pixmap is None or self._pixmap.size() != groove.size():
            self._pixmap = self._draw_marks(groove.size())
        painter = QPainter(self)
        painter.drawPixmap(groove.topLeft(), self._pixmap)
        painter.end()
