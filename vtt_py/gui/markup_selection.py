"""The selected markup (VTT's): clicks, the caret, and stepping from markup to markup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


class MarkupSelection(QObject):
    """The base of :class:`TaggingController` that selects markups and moves between them."""

    selectionChanged = Signal(object)  # Markup | None

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.selected: Markup | None = None

    @property
    def _doc(self) -> Document | None:
        session = self.window.session
        return session.document if session else None

    # ------------------------------------------------------------ selection

    def set_selected(self, markup: Markup | None, *, show: bool = False) -> None:
        """Select a markup (VTT's selected markup) and optionally bring it into view."""
        self.selected = markup
        view = self.window.view
        view.set_selected_markup(markup)
        if markup is not None and show:
            caret = view.caret()
            if (
                not markup.start <= caret <= markup.end
                or view.textCursor().hasSelection()
            ):
                view.set_caret(markup.start)
            view.ensureCursorVisible()
        self.selectionChanged.emit(markup)

    def _focus(self, markup: Markup | None) -> None:
        doc = self._doc
        self.set_selected(
            markup if doc is not None and markup in doc else None, show=True
        )

    def _caret_moved(self, caret: int) -> None:
        sel = self.selected
        if sel is not None and not sel.start <= caret <= sel.end:
            self.set_selected(None)

    def _text_selection_changed(self) -> None:
        if self.selected is not None and self.window.view.textCursor().hasSelection():
            self.set_selected(None)

    def click_at(self, offset: int) -> None:
        """A plain click: select the innermost markup there; clicking again cycles."""
        doc = self._doc
        if doc is None:
            return
        here = doc.at(offset)
        if not here:
            self.set_selected(None)
            return
        if self.selected in here:
            i = here.index(self.selected)
            self.set_selected(here[i - 1])  # cycle outwards, then back to innermost
        else:
            self.set_selected(here[-1])

    # ------------------------------------------------------------ navigation

    def _candidates(self, shown_only: bool) -> list[int]:
        doc, book = self._doc, self.window.view.book
        if doc is None:
            return []
        if not shown_only or book is None:
            return list(range(len(doc)))
        return [i for i, m in enumerate(doc.markups) if book.shows(m.label)]

    def _go(self, index: int | None) -> None:
        doc = self._doc
        if doc is None or index is None:
            self.window.show_message(self.tr("No markup to go to."))
            return
        self.set_selected(doc.markups[index], show=True)

    def _step(self, forward: bool, shown_only: bool) -> None:
        doc = self._doc
        rows = self._candidates(shown_only)
        if doc is None or not rows:
            self._go(None)
            return
        if self.selected is not None and self.selected in doc:
            here = doc.index_of(self.selected)
            after = [r for r in rows if (r > here if forward else r < here)]
        else:
            caret = self.window.view.caret()
            after = [
                r
                for r in rows
                if (
                    doc.markups[r].start >= caret
                    if forward
                    else doc.markups[r].start < caret
                )
            ]
        if forward:
            self._go(after[0] if after else rows[0])  # wraps around, as VTT does
        else:
            self._go(after[-1] if after else rows[-1])

    def next_markup(self) -> None:
        """`.`: the next markup."""
        self._step(True, False)

    def previous_markup(self) -> None:
        """`,`: the previous markup."""
        self._step(False, False)

    def next_shown(self) -> None:
        """`>`: the next displayed markup."""
        self._step(True, True)

    def previous_shown(self) -> None:
        """`<`: the previous displayed markup."""
        self._step(False, True)

    def first_markup(self) -> None:
        """`[`: the first markup."""
        rows = self._candidates(False)
        self._go(rows[0] if rows else None)

    def last_markup(self) -> None:
        """`]`: the last markup."""
        rows = self._candidates(False)
        self._go(rows[-1] if rows else None)

    def first_shown(self) -> None:
        """`{`: the first displayed markup."""
        rows = self._candidates(True)
        self._go(rows[0] if rows else None)

    def last_shown(self) -> None:
        """`}`: the last displayed markup."""
        rows = self._candidates(True)
        self._go(rows[-1] if rows else None)
