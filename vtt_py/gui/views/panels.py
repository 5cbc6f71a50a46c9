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
from vtt_py.gui.models.document_list import ENTRY_ROLE, STATE_ROLE, DocumentListModel
from vtt_py.gui.models.document_list import SORT_ROLE as DOC_SORT_ROLE
from vtt_py.gui.models.document_model import MARKUP_ROLE, SORT_ROLE
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


class _DocumentFilter(QSortFilterProxyModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.state = ""

    def filterAcceptsRow(self, row: int, parent) -> bool:
        model = self.sourceModel()
        index = model.index(row, 0, parent)
        if self.state and model.data(index, STATE_ROLE) != self.state:
            return False
        return super().filterAcceptsRow(row, parent)


class CorpusPanel(QWidget):
    """The corpus documents with state and counts, a filter box and a state filter."""

    documentActivated = Signal(object)  # CorpusEntry

    def __init__(self, model: DocumentListModel, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("CorpusPanel")
        self.model = model
        self.proxy = _DocumentFilter(self)
        self.proxy.setSourceModel(model)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setSortRole(DOC_SORT_ROLE)
        self.filter = search_field("CorpusFilter", "Filter documents")
        self.state = QComboBox()
        self.state.setObjectName("CorpusStateFilter")
        self.state.addItem("All states", "")
        for state in STATES:
            self.state.addItem(STATE_NAMES[state], state)
        self.view = compact_table("CorpusList")
        self.view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(3, 72)
        self.setMinimumWidth(260)
        top = QHBoxLayout()
        top.addWidget(self.filter, 1)
        top.addWidget(self.state)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.view)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.state.currentIndexChanged.connect(self._state_changed)
        self.view.activated.connect(self._activated)
        self.view.doubleClicked.connect(self._activated)
        model.modelReset.connect(self._size_extra_columns)

    def _size_extra_columns(self) -> None:
        # The adjudication's "Left" column comes and goes with the corpus; the
        # Folder column only says something when the corpus has sub-folders.
        header = self.view.horizontalHeader()
        for column in range(4, self.model.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        corpus = self.model.corpus
        flat = corpus is not None and not any(e.folder for e in corpus.entries)
        self.view.setColumnHidden(3, flat)

    def _state_changed(self) -> None:
        self.proxy.state = self.state.currentData()
        self.proxy.invalidate()

    def _activated(self, index: QModelIndex) -> None:
        self.documentActivated.emit(self.proxy.data(index, ENTRY_ROLE))

    def ordered_entries(self) -> list:
        """The entries in the order shown (filter and sort applied)."""
        return [
            self.proxy.data(self.proxy.index(row, 0), ENTRY_ROLE)
            for row in range(self.proxy.rowCount())
        ]

    def show_current(self, row: int) -> None:
        """Select the source row of the open document."""
        if row < 0:
            self.view.clearSelection()
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)


class MarkupTablePanel(QWidget):
    """The markups of the open document: sortable, filterable; activating one jumps to it."""

    markupActivated = Signal(object)  # Markup

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("MarkupTablePanel")
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setSortRole(SORT_ROLE)
        self.filter = search_field(
            "MarkupFilter", "Filter markups (tag, text, comment)"
        )
        self.view = compact_table("MarkupTable")
        self.view.setModel(self.proxy)
        self.setMinimumWidth(300)
        header = self.view.horizontalHeader()
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSortingEnabled(True)  # VTT order until a header is clicked
        header.setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.view.activated.connect(self._activated)
        self.view.clicked.connect(self._activated)

    def set_model(self, model) -> None:
        """Show another document's markups."""
        self.proxy.setSourceModel(model)
        if model is not None:
            digits = self.view.fontMetrics().horizontalAdvance("0000000") + 16
            for column, width in enumerate((digits, digits, 96, 70, 160)):
                self.view.setColumnWidth(column, width)

    def _activated(self, index: QModelIndex) -> None:
        self.markupActivated.emit(self.proxy.data(index, MARKUP_ROLE))

    def show_markup(self, row: int) -> None:
        """Select the row of a markup (source row), without emitting activation."""
        source = self.proxy.sourceModel()
        if source is None or row < 0:
            self.view.clearSelection()
            return
        index = self.proxy.mapFromSource(source.index(row, 0))
        if index.isValid():
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
