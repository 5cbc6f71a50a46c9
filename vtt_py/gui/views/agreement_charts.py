"""Charts of the agreement report, painted with QPainter: F1 per label and the confusion map."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from vtt_py.gui.views.common import plural
from vtt_py.gui.views.text_styles import tag_caption

#: Okabe-Ito blue (agreement) and vermillion (confusion): colour-blind safe.
AGREE_COLOUR = QColor(0, 114, 178)
CONFUSE_COLOUR = QColor(213, 94, 0)
ONLY_A = "only A marked it"
ONLY_B = "only B marked it"


def _mix(colour: QColor, t: float, base: QColor) -> QColor:
    """``colour`` at strength ``t`` (0..1) over ``base``."""
    t = max(0.0, min(1.0, t))
    return QColor(
        round(base.red() + (colour.red() - base.red()) * t),
        round(base.green() + (colour.green() - base.green()) * t),
        round(base.blue() + (colour.blue() - base.blue()) * t),
    )


class F1BarChart(QWidget):
    """One horizontal bar per label: its F1, with the count of spans beside it."""

    ROW = 22
    TOP = 26

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("F1BarChart")
        self.rows: list[tuple[str, float | None, int]] = []
        self.setMinimumWidth(360)

    def set_rows(self, rows: list[tuple[str, float | None, int]]) -> None:
        """(label, F1 or None when undefined, spans in either annotation), drawn in order."""
        self.rows = rows
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(480, self.TOP + self.ROW * max(1, len(self.rows)) + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(360, self.sizeHint().height())

    def _label_width(self, metrics: QFontMetrics) -> int:
        widths = [metrics.horizontalAdvance(tag_caption(r[0])) for r in self.rows]
        return min(max(widths, default=60) + 12, 220)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        metrics = painter.fontMetrics()
        left = self._label_width(metrics)
        right = self.width() - 64
        span = max(40, right - left)
        grid = QColor(text)
        grid.setAlpha(50)
        for k in range(5):
            x = left + span * k / 4
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, self.TOP - 4), QPointF(x, self.height() - 4))
            painter.setPen(text)
            caption = f"{k / 4:.2f}".rstrip("0").rstrip(".") if k else "0"
            painter.drawText(
                QRectF(x - 30, 2, 60, self.TOP - 8),
                Qt.AlignmentFlag.AlignCenter,
                caption,
            )
        for i, (label, f1, support) in enumerate(self.rows):
            top = self.TOP + i * self.ROW
            name = metrics.elidedText(
                tag_caption(label), Qt.TextElideMode.ElideMiddle, left - 10
            )
            painter.setPen(text)
            painter.drawText(
                QRectF(0, top, left - 8, self.ROW),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            bar = QRectF(left, top + 4, span * (f1 or 0.0), self.ROW - 8)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(AGREE_COLOUR if f1 is not None else grid)
            painter.drawRoundedRect(bar, 2, 2)
            painter.setPen(text)
            value = f"{f1:.2f}  ({support})" if f1 is not None else f"—  ({support})"
            painter.drawText(
                QRectF(bar.right() + 6, top, 100, self.ROW),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                value,
            )


class ConfusionHeatMap(QWidget):
    """Labels of A (rows) against labels of B (columns) for spans both marked.

    The last column counts spans only A marked, the last row spans only B
    marked. Agreement (the diagonal) is shaded blue, confusion vermillion,
    both on a log scale so that small counts still show.
    """

    CELL = 28

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ConfusionHeatMap")
        self.setMouseTracking(True)
        self.rows: list[str] = []
        self.columns: list[str] = []
        self.counts: dict[tuple[str, str], int] = {}
        self._peak = 1
        self._left = self._top = 0

    def set_confusion(self, confusion: dict) -> None:
        """Show the ``confusion`` part of an agreement report."""
        self.rows = [*confusion.get("reference_labels", []), ONLY_B]
        self.columns = [*confusion.get("candidate_labels", []), ONLY_A]
        counts: dict[tuple[str, str], int] = {}
        for ref, row in confusion.get("matrix", {}).items():
            for cand, n in row.items():
                counts[(ref, cand)] = n
        for ref, n in confusion.get("missing", {}).items():
            counts[(ref, ONLY_A)] = n
        for cand, n in confusion.get("spurious", {}).items():
            counts[(ONLY_B, cand)] = n
        self.counts = counts
        self._peak = max(counts.values(), default=1)
        metrics = QFontMetrics(self.font())
        width = max(
            (
                metrics.horizontalAdvance(tag_caption(x))
                for x in self.rows + self.columns
            ),
            default=40,
        )
        self._left = self._top = min(width, 200) + 16
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(
            self._left + self.CELL * len(self.columns) + 8,
            self._top + self.CELL * len(self.rows) + 8,
        )

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def cell_at(self, x: float, y: float) -> tuple[str, str] | None:
        """The (A label, B label) of the cell at a point."""
        column = math.floor((x - self._left) / self.CELL)
        row = math.floor((y - self._top) / self.CELL)
        if 0 <= row < len(self.rows) and 0 <= column < len(self.columns):
            return self.rows[row], self.columns[column]
        return None

    def strength(self, count: int) -> float:
        """0..1 on a log scale of the largest count."""
        return math.log1p(count) / math.log1p(max(1, self._peak))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        line = QColor(text)
        line.setAlpha(40)
        cell = self.CELL
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        for r, ref in enumerate(self.rows):
            for c, cand in enumerate(self.columns):
                rect = QRectF(self._left + c * cell, self._top + r * cell, cell, cell)
                n = self.counts.get((ref, cand), 0)
                hue = AGREE_COLOUR if ref == cand else CONFUSE_COLOUR
                fill = _mix(hue, self.strength(n), base) if n else base
                painter.fillRect(rect, fill)
                painter.setPen(QPen(line, 1))
                painter.drawRect(rect)
                if n:
                    dark = self.strength(n) > 0.55
                    painter.setPen(QColor(255, 255, 255) if dark else text)
                    painter.setFont(small)
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(n))
                    painter.setFont(self.font())
        self._paint_headers(painter, text)

    def _paint_headers(self, painter: QPainter, text: QColor) -> None:
        cell, metrics = self.CELL, painter.fontMetrics()
        painter.setPen(text)
        for r, ref in enumerate(self.rows):
            name = metrics.elidedText(
                tag_caption(ref), Qt.TextElideMode.ElideMiddle, self._left - 12
            )
            painter.drawText(
                QRectF(0, self._top + r * cell, self._left - 6, cell),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
        for c, cand in enumerate(self.columns):
            name = metrics.elidedText(
                tag_caption(cand), Qt.TextElideMode.ElideMiddle, self._top - 12
            )
            painter.save()
            painter.translate(self._left + c * cell + cell / 2 + 4, self._top - 6)
            painter.rotate(-90)
            painter.drawText(QPointF(0, 0), name)
            painter.restore()
        painter.drawText(
            QRectF(4, 4, self._left - 8, self._top - 8),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            "rows: A\ncolumns: B",
        )

    def mouseMoveEvent(self, event) -> None:
        pos = event.position()
        hit = self.cell_at(pos.x(), pos.y())
        if hit is None:
            QToolTip.hideText()
            return
        ref, cand = hit
        n = self.counts.get(hit, 0)
        QToolTip.showText(
            event.globalPosition().toPoint(),
            f"A: {tag_caption(ref)}\nB: {tag_caption(cand)}\n{plural(n, 'span', 'spans')}",
            self,
        )
