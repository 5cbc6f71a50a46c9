"""A read-only table model over a list of rows with fixed, translated column titles."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

ModelIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


class RowTableModel(QAbstractTableModel):
    """Rows shown under ``COLUMNS``; subclasses implement ``data`` only."""

    COLUMNS: tuple[str, ...] = ()

    def __init__(self, rows: Sequence[Any], parent=None) -> None:
        super().__init__(parent)
        self.rows = rows

    def rowCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
        ):
            return self.tr(self.COLUMNS[section])
        return None
