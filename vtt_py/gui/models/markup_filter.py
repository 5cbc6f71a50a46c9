"""MarkupFilterModel: the markup table's rows, filtered and sorted in Python.

A QSortFilterProxyModel asks Python for every cell of every row on each
keystroke of the filter: a second per keystroke at 15,000 markups. Here the
filter is one pass over a cached lowercase line per markup, and without a
filter or a sort the rows are the document model's own, passed through.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, QTimer

from vtt_py.core.markup import Markup
from vtt_py.gui.models.document_model import ROOT, DocumentModel, ModelIndex

#: Column -1: VTT's order (the document's own).
VTT_ORDER = -1
#: Characters of a markup's text the filter searches (the table shows as many).
PREVIEW = 80
#: Markups whose filter line is made per idle moment (a few milliseconds).
WARM_SLICE = 2000


class MarkupFilterModel(QAbstractTableModel):
    """A view of a DocumentModel: rows matching a text, in the order chosen."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.source: DocumentModel | None = None
        self.text = ""
        self._sort: tuple[int, Qt.SortOrder] = (VTT_ORDER, Qt.SortOrder.AscendingOrder)
        self._rows: list[int] | None = None  # source rows shown; None: all, in order
        self._lines: dict[Markup, str] = {}
        # The filter's lines are made ahead, a slice per idle moment, so the
        # first keystroke in a long note does not wait for 20,000 of them.
        self._warmed = 0
        self._warm = QTimer(self)
        self._warm.setInterval(0)
        self._warm.timeout.connect(self._warm_slice)

    # ------------------------------------------------------------ source

    def set_source(self, model: DocumentModel | None) -> None:
        """Show another document's markups (or none)."""
        self.beginResetModel()
        if self.source is not None:
            for signal, slot in self._wiring(self.source):
                signal.disconnect(slot)
        self.source, self._lines = model, {}
        if model is not None:
            for signal, slot in self._wiring(model):
                signal.connect(slot)
        self._relist()
        self.endResetModel()
        self._warmed = 0
        if model is not None and len(model.document) > WARM_SLICE:
            self._warm.start()
        else:
            self._warm.stop()

    def _warm_slice(self) -> None:
        source = self.source
        markups = source.document.markups if source is not None else []
        end = min(len(markups), self._warmed + WARM_SLICE)
        for markup in markups[self._warmed : end]:
            self._line(markup)
        self._warmed = end
        if end >= len(markups):
            self._warm.stop()

    def _wiring(self, model: DocumentModel) -> list[tuple]:
        return [
            (model.rowsAboutToBeInserted, self._before_insert),
            (model.rowsInserted, self._after_insert),
            (model.rowsAboutToBeRemoved, self._before_remove),
            (model.rowsRemoved, self._after_remove),
            (model.modelAboutToBeReset, self.beginResetModel),
            (model.modelReset, self._after_reset),
            (model.dataChanged, self._data_changed),
        ]

    @property
    def passing_through(self) -> bool:
        """Whether rows are the source's own (no filter, VTT order)."""
        return self._rows is None

    def _before_insert(self, parent: QModelIndex, first: int, last: int) -> None:
        if self.passing_through:
            self.beginInsertRows(ROOT, first, last)
        else:
            self.beginResetModel()

    def _before_remove(self, parent: QModelIndex, first: int, last: int) -> None:
        if self.passing_through:
            self.beginRemoveRows(ROOT, first, last)
        else:
            self.beginResetModel()

    def _after_insert(self, *_) -> None:
        if self.passing_through:
            self.endInsertRows()
        else:
            self._relist()
            self.endResetModel()

    def _after_remove(self, *_) -> None:
        if self.passing_through:
            self.endRemoveRows()
        else:
            self._relist()
            self.endResetModel()

    def _after_reset(self) -> None:
        self._lines = {}
        self._relist()
        self.endResetModel()

    def _data_changed(self, top: QModelIndex, bottom: QModelIndex, roles=()) -> None:
        if self.passing_through:
            self.dataChanged.emit(
                self.index(top.row(), top.column()),
                self.index(bottom.row(), bottom.column()),
            )
        else:
            self.layoutChanged.emit()

    # ------------------------------------------------------------ rows

    def _line(self, markup: Markup) -> str:
        """The markup's cells as one lowercase line (what the filter searches)."""
        try:
            return self._lines[markup]
        except KeyError:
            assert self.source is not None
            text = self.source.document.text
            covered = text[markup.start : min(markup.end, markup.start + PREVIEW)]
            line = (
                f"{markup.start}\t{markup.end}\t{markup.tag}\t{markup.category}"
                f"\t{covered}\t{markup.annotation}"
            ).lower()
            self._lines[markup] = line
            return line

    def _relist(self, within: list[int] | None = None) -> None:
        """Rows passing the filter, in order; ``within``: only these need checking
        (the filter grew by a keystroke: nothing outside them can pass)."""
        source = self.source
        column, order = self._sort
        if source is None or (not self.text and column == VTT_ORDER):
            self._rows = None
            return
        markups = source.document.markups
        rows = within if within is not None else list(range(len(markups)))
        if self.text:
            text, line = self.text, self._line
            rows = [i for i in rows if text in line(markups[i])]
        if column != VTT_ORDER:
            key = self._sort_key(column)
            rows.sort(
                key=lambda i: key(markups[i]),
                reverse=order == Qt.SortOrder.DescendingOrder,
            )
        self._rows = rows

    def _sort_key(self, column: int):
        assert self.source is not None
        display = self.source.display

        def key(markup: Markup):
            value = display(markup, column)
            return (
                (0, value, "") if isinstance(value, int) else (1, 0, str(value).lower())
            )

        return key

    def set_filter(self, text: str) -> None:
        """Show the markups whose tag, category, text, comment or offsets hold ``text``."""
        old, self.text = self.text, text.strip().lower()
        narrower = bool(old) and self.text.startswith(old) and self._rows is not None
        self.beginResetModel()
        self._relist(list(self._rows) if narrower and self._rows is not None else None)
        self.endResetModel()

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.beginResetModel()
        self._relist()
        self.endResetModel()

    def to_source(self, row: int) -> int:
        """The document model's row for a row shown here."""
        return row if self._rows is None else self._rows[row]

    def from_source(self, row: int) -> int:
        """The row showing a document model row, or -1 when filtered out."""
        if self._rows is None:
            return row
        try:
            return self._rows.index(row)
        except ValueError:
            return -1

    # ------------------------------------------------------------ Qt interface

    def rowCount(self, parent: ModelIndex = ROOT) -> int:
        if parent.isValid() or self.source is None:
            return 0
        return len(self.source.document) if self._rows is None else len(self._rows)

    def columnCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(DocumentModel.COLUMNS)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if self.source is None:
            return None
        return self.source.headerData(section, orientation, role)

    def data(self, index: ModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.source is None:
            return None
        row = self.to_source(index.row())
        return self.source.data(self.source.index(row, index.column()), role)
