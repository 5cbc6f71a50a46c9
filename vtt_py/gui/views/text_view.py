"""The document pane: the text with each tag's style, restyled lazily block by block.

Styling is applied to a block's QTextLayout (as QSyntaxHighlighter does) but
only when the block is about to be shown, and again only for the blocks an
edit touches: opening a long note costs about as much as plain text, and an
edit costs a few blocks, never a re-layout of the whole document.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QPointF, QTimer
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPalette,
    QTextBlock,
    QTextLayout,
)
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from vtt_py.core.adjudication import pending_side
from vtt_py.core.markup import Markup
from vtt_py.core.suggestions import is_suggestion
from vtt_py.core.utf16 import Utf16Index
from vtt_py.gui.models.document_model import DocumentModel, Span
from vtt_py.gui.views.overview_bar import Mark, OverviewScrollBar
from vtt_py.gui.views.text_overlay import (
    PENDING_COLOURS,
    bar_colour,
    paint_bars,
    paint_current_item,
    paint_outline,
    paint_pending,
    span_rects,
    stack_levels,
)
from vtt_py.gui.views.text_pane import TextPane
from vtt_py.gui.views.text_styles import StyleBook, tag_caption

#: Blocks styled beyond the bottom of the viewport, so scrolling finds them ready.
LOOKAHEAD_BLOCKS = 30
#: The scroll bar's overview is redrawn this long after the last edit, not
#: during a burst of edits (each redraw visits every markup).
OVERVIEW_DELAY_MS = 150
HIT_COLOUR = QColor(255, 140, 0)
#: The selected markup's outline: bright enough on light and dark backgrounds.
SELECTED_COLOUR = QColor(30, 144, 255)


class DocumentTextView(TextPane):
    """Read-only text with a keyboard caret; tags drawn from a StyleBook."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TextView")
        self._model: DocumentModel | None = None
        self._book: StyleBook | None = None
        self._generation = 0
        self._selected: Markup | None = None
        self._hits: list[Span] = []
        self._hit_starts: list[int] = []
        self._current_hit: Span | None = None
        self._current_item: Span | None = None
        self.overview = OverviewScrollBar(self)
        self.setVerticalScrollBar(self.overview)
        self._overview_timer = QTimer(self)
        self._overview_timer.setSingleShot(True)
        self._overview_timer.setInterval(OVERVIEW_DELAY_MS)
        self._overview_timer.timeout.connect(self.update_overview)

    # ------------------------------------------------------------ setup

    @property
    def model(self) -> DocumentModel | None:
        """The document shown."""
        return self._model

    @property
    def book(self) -> StyleBook | None:
        """The formats in use."""
        return self._book

    def set_document(self, model: DocumentModel | None, book: StyleBook | None) -> None:
        """Show a document (or nothing) with the given styles."""
        if self._model is not None:
            self._model.spansChanged.disconnect(self.restyle_spans)
        self._model, self._book = model, book
        self._selected, self._current_hit = None, None
        self._current_item = None
        self._hits, self._hit_starts = [], []
        text = model.document.text if model is not None else ""
        self._units = Utf16Index(text)
        if book is not None:
            self._apply_book_fonts(book)
        self.setPlainText(text)
        self.overview.set_text(text)
        self._generation += 1
        if model is not None:
            model.spansChanged.connect(self.restyle_spans)
        self.update_overview()

    def set_book(self, book: StyleBook) -> None:
        """New styles (tag set, zoom or display filter changed): restyle lazily."""
        self._book = book
        self._apply_book_fonts(book)
        self.restyle_all()

    def _apply_book_fonts(self, book: StyleBook) -> None:
        self.setFont(book.base_font())
        self._apply_selection_colours(book)

    def _apply_selection_colours(self, book: StyleBook) -> None:
        # On top of the application's palette as it is now: a theme switch
        # re-applies this (see changeEvent), so the text follows the theme.
        fg, bg = book.selection_colours()
        palette = QApplication.palette()  # not palette(self): a class palette
        # the platform registered for text edits would keep the old theme
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            palette.setColor(group, QPalette.ColorRole.Highlight, bg)
            palette.setColor(group, QPalette.ColorRole.HighlightedText, fg)
        self.setPalette(palette)

    def restyle_all(self) -> None:
        """Mark every block stale; visible ones are restyled before the next paint."""
        self._generation += 1
        self.viewport().update()
        self._overview_timer.start()

    def overview_marks(self) -> list[Mark]:
        """What the scroll bar shows: markups shown in their tag's colour (left),
        adjudication sides, suggestions and find hits (right)."""
        if self._model is None or self._book is None:
            return []
        book = self._book
        # One colour per label, worked out once: a long note has thousands of markups.
        colours: dict[str, QColor | None] = {}

        def colour_of(m: Markup) -> QColor | None:
            if m.label not in colours:
                tag = book.tag_of(m)
                shown = book.shows(m.label)
                background = tag.background if tag else (0, 0, 0)
                colours[m.label] = bar_colour(background) if shown else None
            return colours[m.label]

        marks: list[Mark] = []
        for m in self._model.document.markups:
            if (colour := colour_of(m)) is None:
                continue
            if m.annotation:
                if m.annotation.startswith("pending ") and (side := pending_side(m)):
                    marks.append((m.start, PENDING_COLOURS[side], 1))
                    continue
                if is_suggestion(m):
                    marks.append((m.start, colour, 1))
                    continue
            marks.append((m.start, colour, 0))
        marks += [(s, HIT_COLOUR, 1) for s, _ in self._hits]
        return marks

    def update_overview(self) -> None:
        """Redraw the scroll bar's overview now."""
        self._overview_timer.stop()
        self.overview.set_marks(self.overview_marks())

    # ------------------------------------------------------------ styling

    def restyle_spans(self, spans: Iterable[Span]) -> None:
        """Restyle only the blocks holding these character spans."""
        doc = self.document()
        for start, end in spans:
            first = doc.findBlock(self.to_qt(start))
            last = doc.findBlock(self.to_qt(max(start, end - 1)))
            block = first
            while block.isValid():
                self._style_block(block)
                if block == last:
                    break
                block = block.next()
            if first.isValid():
                end_pos = (
                    last.position() + last.length()
                    if last.isValid()
                    else doc.characterCount()
                )
                doc.markContentsDirty(first.position(), end_pos - first.position())
        self.viewport().update()
        self._overview_timer.start()

    def _style_block(self, block: QTextBlock) -> None:
        block.setUserState(self._generation)
        layout = block.layout()
        if self._model is None or self._book is None or block.length() <= 1:
            layout.clearFormats()
            return
        base = block.position()
        start = self.to_char(base)
        end = self.to_char(base + block.length() - 1)
        ranges = []
        book = self._book
        for markup in self._model.document.overlapping(start, end):
            fmt = book.markup_format(markup)
            if fmt is None:
                continue
            a, b = max(markup.start, start), min(markup.end, end)
            if b <= a:
                continue
            r = QTextLayout.FormatRange()
            r.start = self.to_qt(a) - base
            r.length = self.to_qt(b) - self.to_qt(a)
            r.format = fmt
            ranges.append(r)
        layout.setFormats(ranges)

    def style_visible(self) -> int:
        """Style the stale blocks in (and just below) the viewport; return how many."""
        block = self.firstVisibleBlock()
        offset = self.contentOffset()
        bottom = self.viewport().height()
        first_pos = last_end = -1
        styled = extra = 0
        while block.isValid() and extra < LOOKAHEAD_BLOCKS:
            if self.blockBoundingGeometry(block).translated(offset).top() > bottom:
                extra += 1
            if block.userState() != self._generation:
                self._style_block(block)
                styled += 1
                if first_pos < 0:
                    first_pos = block.position()
                last_end = block.position() + block.length()
            block = block.next()
        if styled:
            self.document().markContentsDirty(first_pos, last_end - first_pos)
        return styled

    # ------------------------------------------------------------ decorations

    def set_selected_markup(self, markup: Markup | None) -> None:
        """Outline a markup (VTT's selected markup) or none."""
        if markup != self._selected:
            self._selected = markup
            self.viewport().update()

    def set_hits(self, hits: list[Span], current: Span | None = None) -> None:
        """Find hits to outline (sorted character spans)."""
        self._hits = hits
        self._hit_starts = [s for s, _ in hits]
        self._current_hit = current
        self.viewport().update()
        self._overview_timer.start()

    def set_current_item(self, span: Span | None) -> None:
        """Outline the disagreement or suggestion under review (or nothing)."""
        if span != self._current_item:
            self._current_item = span
            self.viewport().update()

    @property
    def current_item(self) -> Span | None:
        """The span outlined as under review."""
        return self._current_item

    def paintEvent(self, event) -> None:
        self.style_visible()
        super().paintEvent(event)
        if self._model is None or self._book is None:
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        try:
            self._paint_overlay(painter)
        finally:
            painter.end()

    def _visible_blocks(self):
        block = self.firstVisibleBlock()
        offset = self.contentOffset()
        bottom = self.viewport().height()
        while block.isValid():
            geometry = self.blockBoundingGeometry(block).translated(offset)
            if geometry.top() > bottom:
                break
            yield block, geometry.topLeft()
            block = block.next()

    def _paint_overlay(self, painter: QPainter) -> None:
        assert self._model is not None and self._book is not None
        doc, book = self._model.document, self._book
        highlight = SELECTED_COLOUR
        for block, origin in self._visible_blocks():
            base = block.position()
            start = self.to_char(base)
            end = self.to_char(base + max(0, block.length() - 1))
            shown = [m for m in doc.overlapping(start, end) if book.shows(m.label)]
            plain = self._paint_review_marks(
                painter, block, origin, shown, (start, end)
            )
            for markup, level in stack_levels(plain).items():
                tag = book.tag_of(markup)
                rects = self._rects(block, origin, markup.start, markup.end, start, end)
                paint_bars(
                    painter,
                    rects,
                    bar_colour(tag.background if tag else (0, 0, 0)),
                    level,
                )
            for s, e in self._hits_between(start, end):
                current = (s, e) == self._current_hit
                rects = self._rects(block, origin, s, e, start, end)
                paint_outline(painter, rects, HIT_COLOUR, dashed=not current)
            sel = self._selected
            if sel is not None and sel.start < end + 1 and sel.end > start:
                rects = self._rects(block, origin, sel.start, sel.end, start, end)
                paint_outline(painter, rects, highlight)
            item = self._current_item
            if item is not None and item[0] < end + 1 and item[1] > start:
                rects = self._rects(block, origin, item[0], item[1], start, end)
                paint_current_item(painter, rects)

    def _paint_review_marks(
        self,
        painter: QPainter,
        block,
        origin: QPointF,
        shown: list[Markup],
        bounds: Span,
    ) -> list[Markup]:
        """Draw pending (adjudication) and suggested markups; return the other ones."""
        start, end = bounds
        plain = []
        for m in shown:
            if m.annotation.startswith("pending ") and (side := pending_side(m)):
                rects = self._rects(block, origin, m.start, m.end, start, end)
                paint_pending(painter, rects, side)
            elif is_suggestion(m):
                tag = self._book.tag_of(m) if self._book else None
                rects = self._rects(block, origin, m.start, m.end, start, end)
                colour = bar_colour(tag.background if tag else (0, 0, 0))
                paint_outline(painter, rects, colour, dashed=True)
            else:
                plain.append(m)
        return plain

    def _rects(self, block, origin: QPointF, s: int, e: int, start: int, end: int):
        base = block.position()
        a, b = max(s, start), min(e, end)
        if b <= a:
            return []
        return span_rects(block, origin, self.to_qt(a) - base, self.to_qt(b) - base)

    def _hits_between(self, start: int, end: int) -> list[Span]:
        i = bisect.bisect_left(self._hit_starts, start)
        j = bisect.bisect_left(self._hit_starts, end)
        found = self._hits[max(0, i - 1) : j]
        return [h for h in found if h[1] > start]

    # ------------------------------------------------------------ events

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ApplicationPaletteChange and self._book:
            self._apply_selection_colours(self._book)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self._model is not None:
            self._show_markup_tooltip(event)
            return True
        return super().viewportEvent(event)

    def _show_markup_tooltip(self, event) -> None:
        offset = self.char_at(event.pos())
        markups = self._model.document.at(offset) if self._model else []
        if not markups:
            QToolTip.hideText()
            return
        QToolTip.showText(
            event.globalPos(), self.markup_tooltip(markups), self.viewport()
        )

    def markup_tooltip(self, markups: list[Markup]) -> str:
        """HTML listing markups with their colour, label, span and comment."""
        rows = []
        for m in markups:
            tag = self._book.tag_of(m) if self._book else None
            bg = "#{:02x}{:02x}{:02x}".format(*tag.background) if tag else "#ffffff"
            note = f"<br/><i>{_html(m.annotation)}</i>" if m.annotation else ""
            hidden = "" if self._book and self._book.shows(m.label) else " (hidden)"
            rows.append(
                f"<tr><td style='background:{bg}'>&nbsp;&nbsp;&nbsp;</td>"
                f"<td><b>{_html(tag_caption(m.label))}</b>{hidden} "
                f"[{m.start}, {m.end}){note}</td></tr>"
            )
        return "<table cellspacing='3'>" + "".join(rows) + "</table>"


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
