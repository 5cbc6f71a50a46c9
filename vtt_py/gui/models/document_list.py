"""DocumentListModel: the corpus documents with their state and markup counts.

The model filters and sorts itself (plain Python over a list of rows) rather
than behind a QSortFilterProxyModel: at NLM's scale (20,000 notes) a proxy
calls back into Python for every row on each change, and the window froze.
Changes touch only the rows they concern, and markup counts are read only
for rows the view shows, in the background.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont

from vtt_py.gui.corpus_state import DONE, IN_PROGRESS, STATE_NAMES, Corpus, CorpusEntry

ENTRY_ROLE = Qt.ItemDataRole.UserRole
STATE_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
ModelIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invisible root of flat models
_STATE_COLOURS = {IN_PROGRESS: QColor(230, 150, 20), DONE: QColor(40, 150, 70)}
COUNT_COLUMN = 2
#: Counts asked for at once (the rows a view shows, and a little more).
COUNT_BATCH = 200
#: Counts are read once the list has been still this long (not while typing
#: or scrolling: reading notes in the background competes with the window).
COUNT_DELAY_MS = 150
#: Counts markups of documents in the background: (paths, on_result).
Counter = Callable[[list[Path], Callable[[dict[Path, int]], None]], None]


class DocumentListModel(QAbstractTableModel):
    """Rows are the corpus entries the filter keeps, in the chosen order.

    The open document is shown in bold. In an adjudication folder a fifth
    column, ``Left``, shows each note's disagreements still to decide (✓ when
    none).
    """

    COLUMNS = ("Document", "State", "#", "Folder")
    PENDING_COLUMN = "Left"
    #: Another corpus (or the Left column came or went): columns need sizing.
    corpusChanged = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.corpus: Corpus | None = None
        self.current: Path | None = None
        self.pending: dict[Path, int] | None = None
        self.counter: Counter | None = None
        self.text = ""
        self.state = ""
        self._sort: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder)
        self._rows: list[CorpusEntry] = []
        self._row_of: dict[int, int] | None = None  # id(entry) -> row
        self._wanted: dict[Path, None] = {}
        self._asked: set[Path] = set()
        self._count_timer = QTimer(self)
        self._count_timer.setSingleShot(True)
        self._count_timer.setInterval(COUNT_DELAY_MS)
        self._count_timer.timeout.connect(self._ask_counts)

    # ------------------------------------------------------------ Qt interface

    def rowCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = ROOT) -> int:
        if parent.isValid():
            return 0
        return len(self.COLUMNS) + (self.pending is not None)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
        ):
            names = (*self.COLUMNS, self.PENDING_COLUMN)
            return self.tr(names[section])
        return None

    def entry(self, row: int) -> CorpusEntry:
        """The entry shown in a row."""
        return self._rows[row]

    def entries(self) -> list[CorpusEntry]:
        """The entries shown, in order (filter and sort applied)."""
        return list(self._rows)

    def data(self, index: ModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        entry = self._rows[index.row()]
        column = index.column()
        if column == len(self.COLUMNS):
            return self._pending_data(entry, role)
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            return self._display(entry, column, role)
        if role == Qt.ItemDataRole.ForegroundRole and column == 1:
            return _STATE_COLOURS.get(entry.state)
        if role == Qt.ItemDataRole.FontRole and entry.path == self.current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return str(entry.path)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COUNT_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == ENTRY_ROLE:
            return entry
        if role == STATE_ROLE:
            return entry.state
        return None

    def _display(self, entry: CorpusEntry, column: int, role) -> object:
        if column == 0:
            return entry.key if role == SORT_ROLE else entry.stem
        if column == 3:
            return entry.folder
        if column == 1:
            return STATE_NAMES.get(entry.state, entry.state)
        if entry.markups is None:
            self._want_count(entry.path)
            return "…" if role == Qt.ItemDataRole.DisplayRole else -1
        return entry.markups

    def _pending_data(self, entry: CorpusEntry, role):
        left = (self.pending or {}).get(entry.path)
        if role == Qt.ItemDataRole.DisplayRole:
            return "…" if left is None else "✓" if left == 0 else str(left)
        if role == SORT_ROLE:
            return -1 if left is None else left
        if role == Qt.ItemDataRole.ForegroundRole and left == 0:
            return _STATE_COLOURS[DONE]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return "disagreements left to decide"
        if role == ENTRY_ROLE:
            return entry
        return None

    # ------------------------------------------------------------ rows

    def row_of(self, path: Path) -> int:
        """The row showing a document path, or -1 (not in the corpus, or filtered out)."""
        entry = self.corpus.find(path) if self.corpus is not None else None
        return -1 if entry is None else self.row_of_entry(entry)

    def row_of_entry(self, entry: CorpusEntry) -> int:
        """The row showing an entry, or -1."""
        if self._row_of is None:
            self._row_of = {id(e): row for row, e in enumerate(self._rows)}
        return self._row_of.get(id(entry), -1)

    def _keeps(self, entry: CorpusEntry) -> bool:
        return bool(self._passing([entry]))

    def _passing(self, entries: list[CorpusEntry]) -> list[CorpusEntry]:
        """The entries the filter keeps (one comprehension: 20,000 in a few ms)."""
        text, state = self.text, self.state
        if state:
            entries = [e for e in entries if e.state == state]
        if not text:
            return list(entries)
        names = {s: name.lower() for s, name in STATE_NAMES.items()}
        return [
            e
            for e in entries
            if text in e.key.lower() or text in names.get(e.state, e.state)
        ]

    def _sort_key(self, column: int) -> Callable[[CorpusEntry], Any]:
        if column == 0:
            return lambda e: e.key
        if column == 1:
            return lambda e: (STATE_NAMES.get(e.state, e.state), e.key)
        if column == COUNT_COLUMN:
            return lambda e: (-1 if e.markups is None else e.markups, e.key)
        if column == 3:
            return lambda e: (e.folder, e.key)
        pending = self.pending or {}
        return lambda e: (pending.get(e.path, -1), e.key)

    def _relist(self, within: list[CorpusEntry] | None = None) -> None:
        """Filter and sort the corpus entries into rows (callers reset the model).

        ``within``: the only entries that can pass (the filter text grew).
        """
        entries = self.corpus.entries if self.corpus is not None else []
        rows = self._passing(within if within is not None else entries)
        column, order = self._sort
        if column != 0 or order != Qt.SortOrder.AscendingOrder:  # else: as listed
            rows.sort(
                key=self._sort_key(column),
                reverse=order == Qt.SortOrder.DescendingOrder,
            )
        self._rows, self._row_of = rows, None

    def _reset(self) -> None:
        self.beginResetModel()
        self._relist()
        self.endResetModel()

    def set_filter(self, text: str | None = None, state: str | None = None) -> None:
        """Show only entries whose path or state holds ``text``, in ``state`` ('' all)."""
        old = self.text
        if text is not None:
            self.text = text.strip().lower()
        narrower = (
            bool(old) and self.text.startswith(old) and state in (None, self.state)
        )
        if state is not None:
            self.state = state
        before = self._rows
        self._relist(before if narrower else None)
        if self._rows == before:  # the same rows ("n", "no", "not" in note_*)
            return
        rows, self._rows = self._rows, before
        self.beginResetModel()
        self._rows, self._row_of = rows, None
        self.endResetModel()

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        if column == COUNT_COLUMN and self.corpus is not None:
            self._want_all_counts()
        self.layoutAboutToBeChanged.emit()
        old_rows = self._rows
        before = self.persistentIndexList()
        self._relist()
        after = [
            self.index(self.row_of_entry(old_rows[i.row()]), i.column()) for i in before
        ]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    # ------------------------------------------------------------ changes

    def set_pending(self, pending: dict[Path, int] | None) -> None:
        """Disagreements left per note (None: no Left column)."""
        if (pending is None) != (self.pending is None):
            self.beginResetModel()
            self.pending = pending
            self._relist()
            self.endResetModel()
            self.corpusChanged.emit()
            return
        old, self.pending = self.pending or {}, pending
        if pending is None:
            return
        column = len(self.COLUMNS)
        for path in {*old, *pending}:  # only rows that changed
            if old.get(path) != pending.get(path):
                row = self.row_of(path)
                if row >= 0:
                    index = self.index(row, column)
                    self.dataChanged.emit(index, index)

    def set_corpus(self, corpus: Corpus | None) -> None:
        """Show another corpus (or none)."""
        self._wanted.clear()
        self._asked.clear()
        self.corpus = corpus
        self._reset()
        self.corpusChanged.emit()

    def rescan(self) -> None:
        """The folder's files changed (a .txt saved as .vtt, ...)."""
        if self.corpus is not None:
            self.corpus.rescan()
        self._reset()
        self.corpusChanged.emit()

    def set_current(self, path: Path | None) -> None:
        """Mark the open document (two rows change: the old one and the new one)."""
        old, self.current = self.current, path
        if old != path:
            for changed in (old, path):
                if changed is not None:
                    self._row_changed(self.row_of(changed))

    def set_counts(self, counts: dict[Path, int]) -> None:
        """Markup counts, computed in the background or after a write."""
        if self.corpus is None:
            return
        for path, count in counts.items():
            entry = self.corpus.find(path)
            if entry is not None and entry.markups != count:
                entry.markups = count
                row = self.row_of_entry(entry)
                if row >= 0:
                    index = self.index(row, COUNT_COLUMN)
                    self.dataChanged.emit(index, index)

    def entry_changed(self, entry: CorpusEntry) -> None:
        """One entry's state or count changed (it may now pass or fail the filter)."""
        if self._keeps(entry) != (self.row_of_entry(entry) >= 0):
            self._reset()
            return
        self._row_changed(self.row_of_entry(entry))

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.dataChanged.emit(
                self.index(row, 0), self.index(row, self.columnCount() - 1)
            )

    # ------------------------------------------------------------ counts

    def _want_count(self, path: Path) -> None:
        if self.counter is not None and path not in self._asked:
            self._wanted[path] = None
            if not self._count_timer.isActive():
                self._count_timer.start()

    def _want_all_counts(self) -> None:
        assert self.corpus is not None
        for entry in self.corpus.entries:
            if entry.markups is None:
                self._want_count(entry.path)

    def _ask_counts(self) -> None:
        """Count the documents the view asked about, in batches, in the background."""
        if self.counter is None or not self._wanted:
            return
        paths = list(self._wanted)[:COUNT_BATCH]
        for path in paths:
            del self._wanted[path]
        self._asked.update(paths)
        corpus = self.corpus

        def done(counts: dict[Path, int]) -> None:
            if self.corpus is corpus:
                self.set_counts(counts)
            if self._wanted:
                self._count_timer.start()

        self.counter(paths, done)
