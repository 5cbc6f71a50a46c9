"""DocumentListModel: the corpus documents with their state and markup counts."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from vtt_py.gui.corpus_state import DONE, IN_PROGRESS, STATE_NAMES, Corpus, CorpusEntry

ENTRY_ROLE = Qt.ItemDataRole.UserRole
STATE_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
ModelIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invisible root of flat models
_STATE_COLOURS = {IN_PROGRESS: QColor(230, 150, 20), DONE: QColor(40, 150, 70)}


class DocumentListModel(QAbstractTableModel):
    """Rows are corpus entries; the open document is shown in bold.

    In an adjudication folder a fifth column, ``Left``, shows each note's
    disagreements still to decide (✓ when none).
    """

    COLUMNS = ("Document", "State", "#", "Folder")
    PENDING_COLUMN = "Left"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.corpus: Corpus | None = None
        self.current: Path | None = None
        self.pending: dict[Path, int] | None = None

    def rowCount(self, parent: ModelIndex = ROOT) -> int:
        if parent.isValid() or self.corpus is None:
            return 0
        return len(self.corpus.entries)

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
        """The entry in a row."""
        assert self.corpus is not None
        return self.corpus.entries[row]

    def data(self, index: ModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.corpus is None:
            return None
        entry = self.corpus.entries[index.row()]
        column = index.column()
        if column == len(self.COLUMNS):
            return self._pending_data(entry, role)
        if role == SORT_ROLE and column == 0:
            return entry.key
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            if column == 0:
                return entry.stem
            if column == 3:
                return entry.folder
            if column == 1:
                return STATE_NAMES.get(entry.state, entry.state)
            if entry.markups is None:
                return "…" if role == Qt.ItemDataRole.DisplayRole else -1
            return entry.markups
        if role == Qt.ItemDataRole.ForegroundRole and column == 1:
            return _STATE_COLOURS.get(entry.state)
        if role == Qt.ItemDataRole.FontRole and entry.path == self.current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return str(entry.path)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == ENTRY_ROLE:
            return entry
        if role == STATE_ROLE:
            return entry.state
        return None

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

    # ------------------------------------------------------------ changes

    def set_pending(self, pending: dict[Path, int] | None) -> None:
        """Disagreements left per note (None: no Left column)."""
        if (pending is None) != (self.pending is None):
            self.beginResetModel()
            self.pending = pending
            self.endResetModel()
            return
        old, self.pending = self.pending or {}, pending
        if self.corpus is None or pending is None:
            return
        column = len(self.COLUMNS)
        for row, entry in enumerate(self.corpus.entries):  # only rows that changed
            if old.get(entry.path) != pending.get(entry.path):
                index = self.index(row, column)
                self.dataChanged.emit(index, index)

    def set_corpus(self, corpus: Corpus | None) -> None:
        """Show another corpus (or none)."""
        self.beginResetModel()
        self.corpus = corpus
        self.endResetModel()

    def rescan(self) -> None:
        """The folder's files changed (a .txt saved as .vtt, ...)."""
        self.beginResetModel()
        if self.corpus is not None:
            self.corpus.rescan()
        self.endResetModel()

    def set_current(self, path: Path | None) -> None:
        """Mark the open document."""
        self.current = path
        self._all_changed()

    def set_counts(self, counts: dict[Path, int]) -> None:
        """Markup counts computed in the background."""
        if self.corpus is None:
            return
        for entry in self.corpus.entries:
            if entry.path in counts:
                entry.markups = counts[entry.path]
        self._all_changed()

    def entry_changed(self, entry: CorpusEntry) -> None:
        """One entry's state or count changed."""
        if self.corpus is None or entry not in self.corpus.entries:
            return
        row = self.corpus.entries.index(entry)
        self.dataChanged.emit(
            self.index(row, 0), self.index(row, self.columnCount() - 1)
        )

    def row_of(self, path: Path) -> int:
        """The row of a document path, or -1."""
        if self.corpus is None:
            return -1
        return next(
            (i for i, e in enumerate(self.corpus.entries) if e.path == path), -1
        )

    def _all_changed(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(self.rowCount() - 1, self.columnCount() - 1),
            )
