"""Tables of the agreement report: levels, per-label scores, documents and disagreements."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from vtt_py.agreement.text_report import LEVEL_NOTES
from vtt_py.gui.models.row_table import ModelIndex, RowTableModel
from vtt_py.gui.views.panels import compact_table
from vtt_py.gui.views.text_styles import tag_caption

DISAGREEMENT_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
LEVEL_NAMES = {
    "entity_strict": "Entity, strict",
    "entity_relaxed": "Entity, relaxed",
    "binary_strict": "Span only, strict",
    "token": "Token",
    "binary_token": "Token, label ignored",
    "binary_overlap": "Any overlap (PhysioNet)",
}
SCORE_HEADER = ("TP", "FP", "FN", "Precision", "Recall", "F1")
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def number(value: object, undefined: bool = False, digits: int = 4) -> str:
    """A score as shown: fixed decimals, ``—`` when undefined."""
    if undefined or value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return f"{value:,}" if isinstance(value, int) else str(value)


def score_cells(s: dict[str, Any]) -> list[str]:
    """TP, FP, FN, precision, recall and F1 of a score dict."""
    undefined = set(s.get("undefined", ()))
    return [
        number(s["tp"]),
        number(s["fp"]),
        number(s["fn"]),
        *(number(s[k], k in undefined) for k in ("precision", "recall", "f1")),
    ]


def _item(text: str, sort: object = None, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if sort is not None:
        item.setData(Qt.ItemDataRole.UserRole, sort)
    if right:
        item.setTextAlignment(_RIGHT)
    return item


def _numeric(text: str) -> bool:
    return bool(text) and all(c in "0123456789.,—-e" for c in text)


def fill_table(
    table: QTableWidget,
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    stretch: int = 0,
) -> None:
    """Put rows of text in a table (numbers right-aligned, one column stretched)."""
    table.clear()
    table.setRowCount(len(rows))
    table.setColumnCount(len(header))
    table.setHorizontalHeaderLabels(list(header))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, _item(text, right=c > 0 and _numeric(text)))
    table.resizeColumnsToContents()
    for column in range(1, len(header)):
        table.setColumnWidth(column, table.columnWidth(column) + 14)
    table.horizontalHeader().setSectionResizeMode(
        stretch, QHeaderView.ResizeMode.Stretch
    )


def table_widget(name: str) -> QTableWidget:
    """A read-only table with the app's look."""
    table = QTableWidget()
    table.setObjectName(name)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    return table


def level_rows(scores: dict[str, Any]) -> list[list[str]]:
    """One row per level (and per HIPAA level): scores and what the level means."""
    rows = [
        [LEVEL_NAMES[level], *score_cells(scores[level]), LEVEL_NOTES[level]]
        for level in LEVEL_NAMES
    ]
    for level, s in scores["hipaa"].items():
        name = f"HIPAA only: {LEVEL_NAMES.get(level, level).lower()}"
        rows.append([name, *score_cells(s), "the same, HIPAA identifiers only"])
    return rows


CHANCE_HEADER = ("Measure", "Value", "Observed", "Expected", "Units", "What it counts")


def chance_rows(report: dict[str, Any]) -> list[list[str]]:
    """Cohen's kappa and Krippendorff's alpha_U with the parts they are made of."""
    kappa, alpha = report["kappa_token"], report["alpha_u"]
    return [
        [
            "Cohen's κ over tokens",
            number(kappa["kappa"], kappa.get("undefined", False)),
            f"p_o {number(kappa['p_o'])}",
            f"p_e {number(kappa['p_e'])}",
            f"{number(kappa['items'])} tokens",
            "every i2b2 token's label (or none), A against B",
        ],
        [
            "Krippendorff's α_U",
            number(alpha["alpha"], alpha.get("undefined", False)),
            f"D_o {alpha['d_o']:.3g}",
            f"D_e {alpha['d_e']:.3g}",
            f"{number(alpha.get('continuum'))} characters",
            "labelled stretches of text, documents end to end",
        ],
    ]


def fit_height(table: QTableWidget) -> None:
    """Make a short table exactly as tall as its rows (no empty space below)."""
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    frame = 2 * table.frameWidth()
    header = table.horizontalHeader().sizeHint().height()
    table.setFixedHeight(rows + header + frame + 2)


def label_rows(report: dict[str, Any], level: str) -> list[list[str]]:
    """One row per label: scores at ``level`` and alpha_U."""
    per_label = report["scores"][level]["per_label"]
    alphas = report["alpha_u"].get("per_label", {})
    rows = []
    for label, s in per_label.items():
        alpha = alphas.get(label, {})
        rows.append(
            [
                tag_caption(label),
                *score_cells(s),
                number(alpha.get("alpha"), bool(alpha.get("undefined"))),
            ]
        )
    return rows


def document_rows(report: dict[str, Any]) -> list[list[str]]:
    """One row per document: size, spans, disagreements and its own scores."""
    rows = []
    for d in report.get("per_document", []):
        kappa, alpha = d.get("kappa_token", {}), d.get("alpha_u", {})
        rows.append(
            [
                d["doc"],
                number(d.get("characters")),
                number(d.get("reference_spans")),
                number(d.get("candidate_spans")),
                number(d.get("disagreements")),
                number(
                    d["entity_strict"]["f1"],
                    "f1" in d["entity_strict"].get("undefined", ()),
                ),
                number(d["token"]["f1"], "f1" in d["token"].get("undefined", ())),
                number(kappa.get("kappa"), bool(kappa.get("undefined"))),
                number(alpha.get("alpha"), bool(alpha.get("undefined"))),
            ]
        )
    return rows


DOCUMENT_HEADER = (
    "Document",
    "Characters",
    "Spans A",
    "Spans B",
    "Disagreements",
    "Strict F1",
    "Token F1",
    "κ",
    "α_U",
)


class DisagreementModel(RowTableModel):
    """The report's disagreements, one row each (the text shown only in the app)."""

    COLUMNS = (
        "Document",
        "Kind",
        "Marked by",
        "Start",
        "End",
        "Label",
        "Other side",
        "Text",
    )

    def __init__(self, disagreements: list[dict[str, Any]], parent=None) -> None:
        super().__init__(disagreements, parent)

    def data(self, index: ModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        d = self.rows[index.row()]
        column = index.column()
        if role == DISAGREEMENT_ROLE:
            return d
        if role == SORT_ROLE:
            return self._sort_value(d, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(d, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (3, 4):
            return int(_RIGHT)
        if role == Qt.ItemDataRole.ToolTipRole and column in (6, 7):
            return self._display(d, column)
        return None

    @staticmethod
    def _display(d: dict[str, Any], column: int) -> object:
        if column == 0:
            return d["doc"]
        if column == 1:
            return d["kind"]
        if column == 2:
            return "A" if d.get("side") == "reference" else "B"
        if column in (3, 4):
            return d["start"] if column == 3 else d["end"]
        if column == 5:
            return tag_caption(d["label"])
        if column == 6:
            return ", ".join(
                f"{tag_caption(o['label'])} [{o['start']}, {o['end']})"
                for o in d.get("other") or []
            )
        return str(d.get("text", "")).replace("\n", " ")

    def _sort_value(self, d: dict[str, Any], column: int) -> object:
        if column == 0:
            return (d["doc"], d["start"])
        value = self._display(d, column)
        return value.lower() if isinstance(value, str) else value


class DisagreementFilter(QSortFilterProxyModel):
    """Text filter over every column, plus a kind filter."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.kind = ""
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setSortRole(SORT_ROLE)

    def set_kind(self, kind: str) -> None:
        """Show only one kind ('' for all)."""
        self.kind = kind
        self.invalidate()

    def filterAcceptsRow(self, row: int, parent) -> bool:
        model = self.sourceModel()
        d = model.data(model.index(row, 0, parent), DISAGREEMENT_ROLE)
        if self.kind and d["kind"] != self.kind:
            return False
        return super().filterAcceptsRow(row, parent)


def disagreement_table() -> Any:
    """The disagreement list's view."""
    view = compact_table("DisagreementTable")
    view.setSortingEnabled(True)
    view.horizontalHeader().setStretchLastSection(True)
    return view
