"""The agreement window's Privacy risk tab: A's PHI that B leaves uncovered, highest risk first."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vtt_py.agreement.risk_report import hipaa_source, item_cells
from vtt_py.gui.views.agreement_tables import table_widget
from vtt_py.gui.views.common import named

#: Level colours (Okabe-Ito: vermillion, orange, sky blue), text colour on each.
LEVEL_COLOURS = {
    "high": ("#D55E00", "#ffffff"),
    "moderate": ("#E69F00", "#000000"),
    "low": ("#56B4E9", "#000000"),
}
HEADER = ("#", "Risk", "Document", "Characters", "Label", "Kind", "Estimate", "Basis")


class RiskPanel(QWidget):
    """The risk items as a table; double-clicking one asks to open the note at it."""

    itemActivated = Signal(
        object
    )  # a disagreement-like dict: doc, start, end, label, side

    def __init__(self, risk: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RiskPanel")
        self.items: list[dict[str, Any]] = risk["items"]
        self.summary = named(QLabel(self._summary(risk)), "RiskSummary")
        self.summary.setWordWrap(True)
        self.level = named(QComboBox(), "RiskLevel")
        self.level.addItem(self.tr("All levels"), "")
        for level, n in risk["summary"]["by_level"].items():
            self.level.addItem(f"{level} ({n})", level)
        self.show_text = named(QCheckBox(self.tr("Show revealed text")), "RiskShowText")
        self.show_text.setToolTip(
            self.tr("The revealed text is PHI: it is hidden unless you ask for it.")
        )
        self.table = table_widget("RiskTable")
        self.table.cellDoubleClicked.connect(self._activated)
        self.level.currentIndexChanged.connect(self._fill)
        self.show_text.toggled.connect(self._fill)
        top = QHBoxLayout()
        top.addWidget(self.level)
        top.addWidget(self.show_text)
        top.addStretch()
        note = QLabel(self._basis(risk))
        note.setWordWrap(True)
        note.setStyleSheet("color: gray")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        self._fill()

    def _summary(self, risk: dict[str, Any]) -> str:
        s = risk["summary"]
        fewest = s["fewest_people"]
        return self.tr(
            "<b>%d</b> of %d PHI tokens of A are left uncovered by B: %d items, "
            "<b>%d high</b>, %d moderate, %d low risk. Fewest people bearing a revealed "
            "name (of a HIPAA label): %s. HIPAA labels from: %s."
        ) % (
            s["revealed_tokens"],
            s["gold_tokens"],
            s["items"],
            s["by_level"]["high"],
            s["by_level"]["moderate"],
            s["by_level"]["low"],
            f"{fewest:,}" if fewest is not None else self.tr("none revealed"),
            hipaa_source(risk["basis"]),
        )

    def _basis(self, risk: dict[str, Any]) -> str:
        levels = "; ".join(f"{k}: {v}" for k, v in risk["basis"]["levels"].items())
        return self.tr(
            "Names: %s; misspelt names: %s. Risk levels: %s. Double-click an item to open "
            "the note at it."
        ) % (risk["basis"]["names"], risk["basis"]["misspelt_names"], levels)

    def shown_items(self) -> list[dict[str, Any]]:
        """The items of the chosen level, in risk order."""
        level = self.level.currentData()
        return [item for item in self.items if not level or item["level"] == level]

    def _header(self, with_text: bool) -> list[str]:
        """The columns: the report's, a HIPAA column, the text (if shown) before the basis."""
        header = list(HEADER)
        header.insert(HEADER.index("Kind"), self.tr("HIPAA"))
        if with_text:
            header.insert(len(header) - 1, self.tr("Revealed text"))
        return header

    def _cells(self, row: int, item: dict[str, Any], with_text: bool) -> list[str]:
        cells = item_cells(row + 1, item, with_text)
        text = [cells.pop()] if with_text else []
        basis = cells.pop()
        cells.insert(
            HEADER.index("Kind"), self.tr("yes") if item["hipaa"] else self.tr("no")
        )
        return [*cells, *text, basis]

    def _fill(self) -> None:
        shown = self.shown_items()
        with_text = self.show_text.isChecked()
        header = self._header(with_text)
        self.table.clear()
        self.table.setColumnCount(len(header))
        self.table.setHorizontalHeaderLabels(header)
        self.table.setRowCount(len(shown))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        numbers = (0, header.index("Estimate"))
        for row, item in enumerate(shown):
            for column, text in enumerate(self._cells(row, item, with_text)):
                cell = QTableWidgetItem(text)
                cell.setToolTip(text)
                if column in numbers:
                    cell.setTextAlignment(right)
                self.table.setItem(row, column, cell)
            background, foreground = LEVEL_COLOURS[item["level"]]
            level_cell = self.table.item(row, 1)
            if level_cell is not None:
                level_cell.setBackground(QColor(background))
                level_cell.setForeground(QColor(foreground))
        self.table.resizeColumnsToContents()
        if with_text:  # a long address must not push the basis out of sight
            column = len(header) - 2
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), 220))
        self.table.horizontalHeader().setSectionResizeMode(
            len(header) - 1, QHeaderView.ResizeMode.Stretch
        )

    def _activated(self, row: int, _column: int) -> None:
        shown = self.shown_items()
        if 0 <= row < len(shown):
            item = shown[row]
            self.itemActivated.emit({**item, "side": "reference"})


def add_risk_tab(tabs: Any, report: dict[str, Any], activated: Any) -> RiskPanel | None:
    """Add the Privacy risk tab when the report has a risk analysis.

    Args:
        tabs: the window's QTabWidget.
        report: the agreement report.
        activated: the signal (or slot) that opens a note at a span.
    """
    risk = report.get("risk")
    if not risk:
        return None
    panel = RiskPanel(risk)
    panel.itemActivated.connect(activated)
    high = risk["summary"]["by_level"]["high"]
    tabs.addTab(panel, tabs.tr("Privacy risk (%d high)") % high)
    return panel
