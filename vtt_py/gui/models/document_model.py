"""DocumentModel: the table model over a Document, and the only way to change it."""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Iterable, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, sort_key
from vtt_py.core.meta import TagsFileRef
from vtt_py.core.tagset import TagSet

Span = tuple[int, int]
ModelIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invisible root of flat models

MARKUP_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: Above this many changed markups, one model reset is cheaper than row signals.
RESET_THRESHOLD = 300
_TEXT_PREVIEW = 80


class DocumentModel(QAbstractTableModel):
    """One row per markup, in VTT order; every edit brackets one core call.

    Signals tell the text view which character spans to restyle
    (``spansChanged``), when the tag set changed (``tagsetChanged``) and which
    markup an edit wants selected (``focusRequested``).
    """

    spansChanged = Signal(object)  # list[Span]
    tagsetChanged = Signal()
    focusRequested = Signal(object)  # Markup | None

    COLUMNS = ("Start", "End", "Tag", "Category", "Text", "Annotation")

    def __init__(self, document: Document, parent=None) -> None:
        super().__init__(parent)
        self._doc = document
        # Kept up to date edit by edit: recounting 20,000 markups per keystroke is too slow.
        self._counts: Counter[str] = document.label_counts()

    @property
    def document(self) -> Document:
        """The core document (read it freely; change it only through this model)."""
        return self._doc

    # ------------------------------------------------------------ Qt interface

    def rowCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._doc)

    def columnCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr(self.COLUMNS[section])
        return str(section + 1)

    def data(self, index: ModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._doc):
            return None
        markup = self._doc.markups[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(markup, column)
        if role == SORT_ROLE:
            value = self.display(markup, column)
            return value.lower() if isinstance(value, str) else value
        if role == MARKUP_ROLE:
            return markup
        if role == Qt.ItemDataRole.DecorationRole and column == 2:
            tag = self._doc.tagset.get(markup.label)
            return QColor(*tag.background) if tag else None
        if role == Qt.ItemDataRole.ToolTipRole and column in (4, 5):
            return self.display(markup, column)
        return None

    def display(self, markup: Markup, column: int) -> object:
        """What a column shows for a markup (offsets as numbers)."""
        if column == 0:
            return markup.start
        if column == 1:
            return markup.end
        if column == 2:
            return markup.tag
        if column == 3:
            return markup.category
        if column == 4:
            text = self._doc.text[markup.start : markup.start + _TEXT_PREVIEW + 1]
            text = text[: markup.length].replace("\n", " ")
            return text if len(text) <= _TEXT_PREVIEW else text[:_TEXT_PREVIEW] + "…"
        return markup.annotation

    def label_counts(self) -> Counter[str]:
        """Markups per label (a copy), maintained incrementally."""
        return +self._counts

    def row_of(self, markup: Markup) -> int:
        """The row showing a markup; raises ValueError when it is not there."""
        return self._doc.index_of(markup)

    # ------------------------------------------------------------ edits

    def _check_new(self, markup: Markup) -> None:
        self._doc.check_markup(markup)
        for other in self._doc.with_span(markup.start, markup.end):
            if other.label == markup.label:
                raise ValueError(f"duplicate markup {markup.label} at {markup.span}")

    def _insert(self, markup: Markup) -> None:
        self._check_new(markup)
        key = sort_key(markup)
        row = bisect.bisect_right(self._doc.markups, key, key=sort_key)
        self.beginInsertRows(QModelIndex(), row, row)
        self._doc.add(markup)
        self._counts[markup.label] += 1
        self.endInsertRows()

    def _remove(self, markup: Markup) -> None:
        row = self._doc.index_of(markup)
        self.beginRemoveRows(QModelIndex(), row, row)
        self._doc.remove(markup)
        self._counts[markup.label] -= 1
        self.endRemoveRows()

    def insert_markup(self, markup: Markup) -> None:
        """Add one markup. Raises ValueError (nothing changed) if it is refused."""
        self._insert(markup)
        self.spansChanged.emit([markup.span])

    def remove_markup(self, markup: Markup) -> None:
        """Remove one markup. Raises ValueError if it is not in the document."""
        self._remove(markup)
        self.spansChanged.emit([markup.span])

    def apply_changes(self, removed: Sequence[Markup], added: Sequence[Markup]) -> None:
        """Remove then add markups as one change (all or nothing).

        Raises:
            ValueError: a removed markup is absent or an added one is refused;
                the document is left as it was.
        """
        if len(removed) + len(added) > RESET_THRESHOLD:
            self._apply_by_reset(removed, added)
        else:
            self._apply_by_rows(removed, added)
        self.spansChanged.emit(_spans(removed, added))

    def _apply_by_rows(
        self, removed: Sequence[Markup], added: Sequence[Markup]
    ) -> None:
        done_removed: list[Markup] = []
        done_added: list[Markup] = []
        try:
            for markup in removed:
                self._remove(markup)
                done_removed.append(markup)
            for markup in added:
                self._insert(markup)
                done_added.append(markup)
        except ValueError:
            for markup in reversed(done_added):
                self._remove(markup)
            for markup in reversed(done_removed):
                self._insert(markup)
            raise

    def _apply_by_reset(
        self, removed: Sequence[Markup], added: Sequence[Markup]
    ) -> None:
        doc = self._doc
        gone = set(removed)
        kept = [m for m in doc.markups if m not in gone]
        if len(kept) != len(doc) - len(gone):
            raise ValueError("a markup to remove is not in the document")
        trial = Document(doc.text, doc.tagset)
        trial.extend_sorted(kept)
        for markup in added:
            trial.add(markup)  # validates: raises before anything changes
        self.beginResetModel()
        doc.set_markups(trial.markups)
        self._counts = doc.label_counts()
        self.endResetModel()

    def replace_content(self, tagset: TagSet, markups: Iterable[Markup]) -> None:
        """Swap the tag set and every markup at once (tag set edits, recovery)."""
        markups = list(markups)
        trial = Document(self._doc.text, tagset.copy())
        for markup in markups:
            trial.add(markup)
        self.beginResetModel()
        self._doc.tagset = trial.tagset
        self._doc.set_markups(trial.markups)
        self._counts = self._doc.label_counts()
        self.endResetModel()
        self.tagsetChanged.emit()

    def set_tags_file(self, ref: TagsFileRef | None) -> None:
        """Set or clear the default tags file (the Meta Data's ``TAGS_FILE`` line)."""
        self._doc.meta.tags_file = ref

    def request_focus(self, markup: Markup | None) -> None:
        """Ask the views to select and show a markup after an edit."""
        self.focusRequested.emit(markup)


def _spans(*groups: Iterable[Markup]) -> list[Span]:
    return [m.span for group in groups for m in group]
