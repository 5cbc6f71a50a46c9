"""TagSetModel: a list model over a TagSet's user tags (palette, tag panel, editor)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from vtt_py.core.tagset import Tag, TagSet
from vtt_py.gui.views.text_styles import tag_caption

TAG_ROLE = Qt.ItemDataRole.UserRole
LABEL_ROLE = Qt.ItemDataRole.UserRole + 1
ModelIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invisible root of flat models


def swatch(tag: Tag, size: int = 14) -> QIcon:
    """A small square in the tag's colours."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(*tag.background))
    painter = QPainter(pixmap)
    painter.setPen(QColor(*tag.foreground))
    painter.drawRect(0, 0, size - 1, size - 1)
    painter.end()
    return QIcon(pixmap)


class TagSetModel(QAbstractListModel):
    """One row per user tag (the reserved tag is not listed).

    ``quick_keys`` maps a label to its quick key (shown beside it);
    ``counts`` maps a label to its number of markups in the open document.
    """

    def __init__(self, tagset: TagSet | None = None, parent=None) -> None:
        super().__init__(parent)
        self._tagset = tagset if tagset is not None else TagSet()
        self.quick_keys: dict[str, int] = {}
        self.counts: dict[str, int] = {}
        self._icons: dict[Tag, QIcon] = {}

    @property
    def tagset(self) -> TagSet:
        """The tag set shown."""
        return self._tagset

    def rowCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else max(0, len(self._tagset) - 1)

    def data(self, index: ModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        tag = self._tagset.tags[index.row() + 1]
        if role == Qt.ItemDataRole.DisplayRole:
            text = tag_caption(tag.label)
            key = self.quick_keys.get(tag.label)
            count = self.counts.get(tag.label)
            if count:
                text += f"  ({count})"
            return f"{key}  {text}" if key else f"    {text}"
        if role == Qt.ItemDataRole.DecorationRole:
            if tag not in self._icons:
                self._icons[tag] = swatch(tag)
            return self._icons[tag]
        if role == Qt.ItemDataRole.ToolTipRole:
            shown = "" if tag.display else " (Display off: drawn plain)"
            return f"{tag.label}{shown}"
        if role == TAG_ROLE:
            return tag
        if role == LABEL_ROLE:
            return tag.label
        return None

    def row_of(self, label: str) -> int:
        """The row of a label (KeyError when absent or reserved)."""
        i = self._tagset.index_of(label)
        if i == 0:
            raise KeyError(label)
        return i - 1

    # ------------------------------------------------------------ edits

    def reset_tagset(self, tagset: TagSet) -> None:
        """Show another tag set."""
        self.beginResetModel()
        self._tagset = tagset
        self._icons.clear()
        self.endResetModel()

    def refresh(self) -> None:
        """The decorations changed (quick keys, counts)."""
        if self.rowCount():
            self.dataChanged.emit(self.index(0), self.index(self.rowCount() - 1))

    def insert_tag(self, tag: Tag, row: int | None = None) -> int:
        """Add a tag (at the end by default); return its row."""
        row = self.rowCount() if row is None else row
        if tag.label in self._tagset:
            raise ValueError(f"tag {tag.label!r} already exists")
        self.beginInsertRows(QModelIndex(), row, row)
        self._tagset.add(tag, row + 1)
        self.endInsertRows()
        return row

    def remove_tag(self, row: int) -> Tag:
        """Remove the tag in a row."""
        label = self._tagset.tags[row + 1].label
        self.beginRemoveRows(QModelIndex(), row, row)
        tag = self._tagset.remove(label)
        self.endRemoveRows()
        return tag

    def replace_tag(self, row: int, tag: Tag) -> None:
        """Change the tag in a row (raises ValueError if its label is taken)."""
        self._tagset.replace(self._tagset.tags[row + 1].label, tag)
        index = self.index(row)
        self.dataChanged.emit(index, index)

    def move_tag(self, row: int, new_row: int) -> None:
        """Move a tag up or down."""
        if row == new_row or not 0 <= new_row < self.rowCount():
            return
        target = new_row + 1 if new_row > row else new_row
        self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), target)
        self._tagset.move(self._tagset.tags[row + 1].label, new_row + 1)
        self.endMoveRows()

    def sort_tags(self) -> None:
        """VTT's Sort (name|category, reserved tag stays first)."""
        self.beginResetModel()
        self._tagset.sort()
        self.endResetModel()
