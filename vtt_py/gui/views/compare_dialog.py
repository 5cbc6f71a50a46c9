"""The Compare window (VTT's diff dialog): one side-by-side table per section, with counts."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vtt_py.formats.compare import (
    ADDED,
    CHANGED,
    DELETED,
    MARKUPS,
    SAME,
    TAGS,
    TEXT,
    DiffRow,
    SectionDiff,
)
from vtt_py.gui.models.row_table import ModelIndex, RowTableModel
from vtt_py.gui.views.common import named
from vtt_py.gui.views.panels import compact_table
from vtt_py.gui.views.text_styles import fixed_family

ROW_ROLE = Qt.ItemDataRole.UserRole
KIND_ROLE = Qt.ItemDataRole.UserRole + 1
SECTION_TITLES = {TEXT: "Text", TAGS: "Tags", MARKUPS: "Markups"}
#: Translucent, so the tint reads on light and dark palettes alike.
KIND_COLOURS = {
    ADDED: QColor(46, 160, 67, 70),
    DELETED: QColor(218, 54, 51, 70),
    CHANGED: QColor(212, 160, 23, 80),
}
KIND_MARKS = {SAME: "", ADDED: "+", DELETED: "−", CHANGED: "~"}


def stats_text(section: SectionDiff) -> str:
    """``identical`` or the added / changed / deleted counts of a section."""
    if section.identical:
        return "identical"
    s = section.stats
    return f"{s.added} added · {s.changed} changed · {s.deleted} deleted"


class DiffTableModel(RowTableModel):
    """Rows of a section diff: line, this side, mark, line, other side."""

    COLUMNS = ("Line", "This document", "", "Line", "Other file")

    def __init__(self, section: SectionDiff, parent=None) -> None:
        super().__init__(section.rows, parent)
        self.section = section

    def data(self, index: ModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return _cell(row, column)
        if role == Qt.ItemDataRole.BackgroundRole:
            return _tint(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 3):
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.ToolTipRole and column in (1, 4):
            return _cell(row, column) or None
        if role == ROW_ROLE:
            return row
        if role == KIND_ROLE:
            return row.kind
        return None


def _cell(row: DiffRow, column: int) -> str:
    if column == 0:
        return "" if row.left is None else str(row.left + 1)
    if column == 1:
        return row.left_text
    if column == 2:
        return KIND_MARKS[row.kind]
    if column == 3:
        return "" if row.right is None else str(row.right + 1)
    return row.right_text


def _tint(row: DiffRow, column: int) -> QColor | None:
    if row.kind == SAME or column == 2:
        return None
    if row.kind == ADDED and column < 2:
        return None
    if row.kind == DELETED and column > 2:
        return None
    return KIND_COLOURS[row.kind]


class DifferencesOnly(QSortFilterProxyModel):
    """Hides equal lines unless asked to show everything."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.only_differences = True

    def set_only_differences(self, on: bool) -> None:
        """Show only the lines that differ (or every line)."""
        self.beginFilterChange()
        self.only_differences = on
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        if not self.only_differences:
            return True
        model = self.sourceModel()
        return model.index(source_row, 0, source_parent).data(KIND_ROLE) != SAME


def _summary_card(section: SectionDiff, note: str = "") -> QFrame:
    name = f"Compare{section.section.title()}Card"
    frame = named(QFrame(), name)
    frame.setStyleSheet(
        f"QFrame#{name} {{ background: palette(base); border: 1px solid palette(mid);"
        " border-radius: 6px; }"
    )
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 8, 12, 8)
    layout.setSpacing(2)
    caption = named(
        QLabel(SECTION_TITLES[section.section] + (f" ({note})" if note else "")),
        name + "Caption",
    )
    caption.setStyleSheet("color: gray")
    figure = named(QLabel(stats_text(section)), name + "Value")
    font = figure.font()
    font.setPointSizeF(font.pointSizeF() * 1.25)
    font.setBold(True)
    figure.setFont(font)
    if not section.identical:
        figure.setStyleSheet("color: #b9770e")
    lines = QLabel(
        f"{section.left_count:,} lines here · {section.right_count:,} in the other file"
    )
    lines.setStyleSheet("color: gray")
    for widget in (caption, figure, lines):
        layout.addWidget(widget)
    return frame


class CompareDialog(QDialog):
    """Side-by-side differences of this document and another version of it.

    ``rowActivated(section, row)`` is emitted on a double-click or Enter, so
    the main window can show that line or markup in the text.
    """

    rowActivated = Signal(str, object)  # section name, DiffRow

    def __init__(
        self,
        sections: Sequence[SectionDiff],
        *,
        this_name: str,
        other_name: str,
        notes: dict[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("CompareDialog")
        self.setWindowTitle(self.tr("Compare %s with %s") % (this_name, other_name))
        notes = notes or {}
        heading = named(
            QLabel(
                self.tr("<b>This document</b> = %s · <b>Other file</b> = %s")
                % (_html(this_name), _html(other_name))
            ),
            "CompareHeading",
        )
        cards = QHBoxLayout()
        for section in sections:
            cards.addWidget(_summary_card(section, notes.get(section.section, "")))
        self.tabs = named(QTabWidget(), "CompareTabs")
        self.tables: dict[str, QTableView] = {}
        self.filters: list[DifferencesOnly] = []
        for section in sections:
            self.tabs.addTab(self._table(section), self._tab_title(section))
        first = next((i for i, s in enumerate(sections) if not s.identical), 0)
        self.tabs.setCurrentIndex(first)
        self.only_differences = named(
            QCheckBox(self.tr("Only &differences")), "CompareOnlyDifferences"
        )
        self.only_differences.setChecked(True)
        self.only_differences.toggled.connect(self._set_only_differences)
        hint = QLabel(
            self.tr(
                "Double-click a row to show it in the note. As in VTT, markups are "
                "compared without their annotations; the save history is not compared."
            )
        )
        hint.setStyleSheet("color: gray")
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.only_differences)
        bottom.addWidget(hint, 1)
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(cards)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        self.resize(1100, 680)

    def _tab_title(self, section: SectionDiff) -> str:
        title = self.tr(SECTION_TITLES[section.section])
        return title if section.identical else f"{title} ({section.stats.total})"

    def _table(self, section: SectionDiff) -> QTableView:
        view = compact_table(f"Compare{section.section.title()}Table")
        model = DiffTableModel(section, view)
        proxy = DifferencesOnly(view)
        proxy.setSourceModel(model)
        view.setModel(proxy)
        view.setFont(QFont(fixed_family()))
        header = view.horizontalHeader()
        for column in (0, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        view.activated.connect(
            lambda index, s=section.section: self._activated(s, index)
        )
        self.tables[section.section] = view
        self.filters.append(proxy)
        return view

    def _set_only_differences(self, on: bool) -> None:
        for proxy in self.filters:
            proxy.set_only_differences(on)

    def _activated(self, section: str, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE)
        if row is not None:
            self.rowActivated.emit(section, row)

    def visible_rows(self, section: str) -> list[DiffRow]:
        """The rows a section's table shows now (tests, copy)."""
        view = self.tables[section]
        model = view.model()
        return [model.index(r, 0).data(ROW_ROLE) for r in range(model.rowCount())]


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
