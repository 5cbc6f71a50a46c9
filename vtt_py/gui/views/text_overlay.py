"""What the text view paints over the text: stacked markups, the selected markup, find hits,
adjudication sides and machine suggestions."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTextBlock

from vtt_py.core.markup import Markup

#: Underline thickness and spacing (pixels) for markups that overlap others.
BAR_HEIGHT = 2.0
BAR_STEP = 3.0
MAX_LEVELS = 4
#: Adjudication sides, Okabe-Ito colours that colour-blind readers tell apart;
#: position tells them apart too: A's bar runs above the text, B's below.
PENDING_COLOURS = {"A": QColor(230, 159, 0), "B": QColor(0, 114, 178)}
PENDING_BAR = 4.0
#: The disagreement or suggestion being reviewed.
CURRENT_ITEM_COLOUR = QColor(170, 51, 119)


def span_rects(
    block: QTextBlock, origin: QPointF, start: int, end: int
) -> list[QRectF]:
    """Rectangles covering block-relative UTF-16 positions ``[start, end)``, one per line."""
    layout = block.layout()
    rects = []
    for i in range(layout.lineCount()):
        line = layout.lineAt(i)
        first = line.textStart()
        last = first + line.textLength()
        s, e = max(start, first), min(end, last)
        if s >= e:
            continue
        x1 = _x(line.cursorToX(s))
        x2 = _x(line.cursorToX(e))
        rects.append(
            QRectF(origin.x() + x1, origin.y() + line.y(), x2 - x1, line.height())
        )
    return rects


def _x(result: object) -> float:
    # PySide6 returns (x, position) for QTextLine.cursorToX; the stubs say float.
    return float(result[0] if isinstance(result, tuple) else result)  # type: ignore[arg-type]


def stack_levels(markups: Iterable[Markup]) -> dict[Markup, int]:
    """A level for each markup that overlaps another one (interval colouring).

    Markups come in VTT order (start ascending, longer first); a markup gets
    the lowest level free at its start. Markups overlapping nothing are left
    out: their background already shows them.
    """
    ordered = [m for m in markups if m.end > m.start]
    involved: set[Markup] = set()
    for i, m in enumerate(ordered):
        for other in ordered[i + 1 :]:
            if other.start >= m.end:
                break
            involved.update((m, other))
    levels: dict[Markup, int] = {}
    ends: list[int] = []
    for m in ordered:
        if m not in involved:
            continue
        for level, end in enumerate(ends):
            if end <= m.start:
                ends[level] = m.end
                break
        else:
            level = len(ends)
            ends.append(m.end)
        levels[m] = min(level, MAX_LEVELS - 1)
    return levels


def paint_bars(
    painter: QPainter, rects: list[QRectF], colour: QColor, level: int
) -> None:
    """Stacked underlines, level 0 lowest, so each of several markups shows."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    for rect in rects:
        y = rect.bottom() - BAR_HEIGHT - level * BAR_STEP
        painter.drawRect(QRectF(rect.left(), y, rect.width(), BAR_HEIGHT))


def paint_outline(
    painter: QPainter, rects: list[QRectF], colour: QColor, *, dashed: bool = False
) -> None:
    """A rounded outline around each rectangle (selected markup, find hits)."""
    pen = QPen(colour, 2.0 if not dashed else 1.5)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for rect in rects:
        painter.drawRoundedRect(rect.adjusted(-1, 0, 1, 0), 3, 3)


def bar_colour(background: tuple[int, int, int]) -> QColor:
    """A darker shade of a tag background, visible on white and on the tag."""
    return QColor(*background).darker(160)


def paint_pending(painter: QPainter, rects: list[QRectF], side: str) -> None:
    """A pending markup: a thick bar above the text for A, below it for B."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(PENDING_COLOURS.get(side, QColor(128, 128, 128)))
    for rect in rects:
        y = rect.top() + 0.5 if side == "A" else rect.bottom() - PENDING_BAR - 0.5
        painter.drawRect(QRectF(rect.left(), y, rect.width(), PENDING_BAR))


def paint_current_item(painter: QPainter, rects: list[QRectF]) -> None:
    """The disagreement or suggestion under review: a wide outline with room for bars."""
    pen = QPen(CURRENT_ITEM_COLOUR, 2.5)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for rect in rects:
        painter.drawRoundedRect(rect.adjusted(-3, -2, 3, 2), 4, 4)
