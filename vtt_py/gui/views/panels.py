"""Side panels: the corpus document list, the markup table and the tag list."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from vtt_py.gui.corpus_state import STATE_NAMES, STATES
from vtt_py.gui.models.document_list import ENTRY_ROLE, DocumentListModel
from vtt_py.gui.models.document_model import MARKUP_ROLE
from vtt_py.gui.models.markup_filter import VTT_ORDER, MarkupFilterModel
from vtt_py.gui.models.tagset_model import LABEL_ROLE, TagSetModel


def search_field(name: str, placeholder: str) -> QLineEdit:
    """A filter box with a clear button."""
    edit = QLineEdit()
    edit.setObjectName(name)
    edit.setPlaceholderText(placeholder)
    edit.setClearButtonEnabled(True)
    edit.setProperty("role", "search")
    return edit


def compact_table(name: str) -> QTableView:
    """A table view with the app's look: row selection, no grid, slim rows."""
    view = QTableView()
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setShowGrid(False)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
    view.horizontalHeader().setHighlightSections(False)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


class CorpusPanel(QWidget):
    """The corpus documents with state and counts, a filter box and a state filter.

    The model filters and sorts itself (see DocumentListModel); rows are all
    one height, so a list of 20,000 notes lays out as fast as a short one.
    """

    documentActivated = Signal(object)  # CorpusEntry

    def __init__(self, model: DocumentListModel, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("CorpusPanel")
        self.model = model
        self.filter = search_field("CorpusFilter", "Filter documents")
        self.state = QComboBox()
        self.state.setObjectName("CorpusStateFilter")
        self.state.addItem("All states", "")
        for state in STATES:
            self.state.addItem(STATE_NAMES[state], state)
        self.view = compact_table("CorpusList")
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.setModel(model)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        header = self.view.horizontalHeader()
        header.setStretchLastSection(True)
        self.setMinimumWidth(260)
        top = QHBoxLayout()
        top.addWidget(self.filter, 1)
        top.addWidget(self.state)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.view)
        self.filter.textChanged.connect(lambda text: model.set_filter(text=text))
        self.state.currentIndexChanged.connect(self._state_changed)
        self.view.activated.connect(self._activated)
        self.view.doubleClicked.connect(self._activated)
        model.corpusChanged.connect(self._size_columns)
        self._size_columns()

    def _size_columns(self) -> None:
        """Widths from the longest names, not from every row (no per-row sizing)."""
        header, metrics = self.view.horizontalHeader(), self.view.fontMetrics()
        for column in range(self.model.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        corpus = self.model.corpus
        entries = corpus.entries if corpus is not None else []
        longest = sorted(entries, key=lambda e: len(e.stem), reverse=True)[:100]
        name = max((metrics.horizontalAdvance(e.stem) for e in longest), default=0)
        header.resizeSection(0, max(140, name + 24))
        header.resizeSection(1, metrics.horizontalAdvance("In progress") + 20)
        header.resizeSection(2, metrics.horizontalAdvance("00000") + 16)
        folders = {e.folder for e in entries}
        widest = max((metrics.horizontalAdvance(f) for f in folders), default=0)
        header.resizeSection(3, max(60, widest + 20))
        if self.model.columnCount() > 4:
            header.resizeSection(4, metrics.horizontalAdvance("Left") + 24)
        # The Folder column only says something when the corpus has sub-folders.
        self.view.setColumnHidden(3, not any(e.folder for e in entries))

    def wanted_width(self) -> int:
        """A panel width that shows every column whole."""
        header = self.view.horizontalHeader()
        shown = sum(
            header.sectionSize(c)
            for c in range(self.model.columnCount())
            if not self.view.isColumnHidden(c)
        )
        return shown + self.view.verticalScrollBar().sizeHint().width() + 16

    def _state_changed(self) -> None:
        self.model.set_filter(state=self.state.currentData())

    def _activated(self, index: QModelIndex) -> None:
        self.documentActivated.emit(self.model.data(index, ENTRY_ROLE))

    def ordered_entries(self) -> list:
        """The entries in the order shown (filter and sort applied)."""
        return self.model.entries()

    def show_current(self, row: int) -> None:
        """Select the row of the open document."""
        if row < 0:
            self.view.clearSelection()
            return
        index = self.model.index(row, 0)
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)


class MarkupTablePanel(QWidget):
    """The markups of the open document: sortable, filterable; activating one jumps to it."""

    markupActivated = Signal(object)  # Markup

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("MarkupTablePanel")
        self.rows = MarkupFilterModel(self)
        self.filter = search_field(
            "MarkupFilter", "Filter markups (tag, text, comment)"
        )
        self.view = compact_table("MarkupTable")
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.setModel(self.rows)
        self.setMinimumWidth(300)
        header = self.view.horizontalHeader()
        header.setSortIndicator(VTT_ORDER, Qt.SortOrder.AscendingOrder)
        self.view.setSortingEnabled(True)  # VTT order until a header is clicked
        header.setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)
        self.filter.textChanged.connect(self.rows.set_filter)
        self.view.activated.connect(self._activated)
        self.view.clicked.connect(self._activated)

    def set_model(self, model) -> None:
        """Show another document's markups."""
        self.rows.set_source(model)
        if model is not None:
            digits = self.view.fontMetrics().horizontalAdvance("0000000") + 16
            for column, width in enumerate((digits, digits, 96, 70, 160)):
                self.view.setColumnWidth(column, width)

    def _activated(self, index: QModelIndex) -> None:
        self.markupActivated.emit(self.rows.data(index, MARKUP_ROLE))

    def show_markup(self, row: int) -> None:
        """Select the row of a markup (document model row), without emitting activation."""
        shown = self.rows.from_source(row) if row >= 0 else -1
        if self.rows.source is None or shown < 0:
            self.view.clearSelection()
            return
        index = self.rows.index(shown, 0)
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)


class TagPanel(QWidget):
    """The tag set as a list with colours and quick keys; activating a tag applies it."""

    tagActivated = Signal(str)  # label

    def __init__(self, model: TagSetModel, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("TagPanel")
        self.model = model
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter = search_field("TagFilter", "Filter tags")
        self.view = QListView()
        self.view.setObjectName("TagList")
        self.view.setModel(self.proxy)
        self.view.setUniformItemSizes(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.view.activated.connect(
            lambda index: self.tagActivated.emit(self.proxy.data(index, LABEL_ROLE))
        )
