"""The text's vertical scroll bar, showing where the note's markups and review items are."""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from collections.abc import Iterable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QScrollBar, QStyle, QStyleOptionSlider, QWidget

_NEWLINE = re.compile("\n")
#: A mark: character offset, colour, lane (0: markups, left; 1: items to review, right).
Mark = tuple[int, QColor, int]


#: Opacity of a pixel row holding one mark when rows are crowded (the fullest is opaque).
FAINTEST = 70


def pixel_rows(
    marks: Iterable[tuple[float, QColor, int]], height: int
) -> list[tuple[int, int, QColor]]:
    """(y, lane, colour) to draw: the marks gathered per pixel row and lane.

    Each row takes its most frequent colour. When the marks outnumber the
    rows (15,000 markups in a 600-pixel bar), a row's opacity follows how
    many marks it holds, so the bar reads as a density map, not as noise.
    """
    last = max(0, height - 2)
    buckets: dict[tuple[int, int], Counter[int]] = {}
    colours: dict[int, QColor] = {}
    count = 0
    for fraction, colour, lane in marks:
        key = (min(last, int(fraction * height)), lane)
        rgb = colour.rgba()
        colours.setdefault(rgb, colour)
        buckets.setdefault(key, Counter())[rgb] += 1
        count += 1
    crowded = count > height // 2
    fullest = max((sum(c.values()) for c in buckets.values()), default=1)
    rows = []
    for (y, lane), counter in buckets.items():
        colour = QColor(colours[counter.most_common(1)[0][0]])
        if crowded:
            share = math.sqrt(sum(counter.values()) / fullest)
            colour.setAlpha(round(FAINTEST + (255 - FAINTEST) * share))
        rows.append((y, lane, colour))
    return rows


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
        painter = QPainter(pixmap)
        half = max(1, size.width() // 2 - 1)
        for y, lane, colour in pixel_rows(self._marks, size.height()):
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
