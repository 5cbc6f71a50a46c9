"""The agreement report as a native window: headline figures, tables, charts, disagreements."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from vtt_py.gui.views.agreement_charts import ConfusionHeatMap, F1BarChart
from vtt_py.gui.views.agreement_risk import add_risk_tab
from vtt_py.gui.views.agreement_tables import (
    CHANCE_HEADER,
    DISAGREEMENT_ROLE,
    DOCUMENT_HEADER,
    SCORE_HEADER,
    DisagreementFilter,
    DisagreementModel,
    chance_rows,
    disagreement_table,
    document_rows,
    fill_table,
    fit_height,
    label_rows,
    level_rows,
    number,
    table_widget,
)
from vtt_py.gui.views.common import named
from vtt_py.gui.views.panels import search_field

PER_LABEL_LEVELS = {
    "entity_strict": "Entity, strict",
    "entity_relaxed": "Entity, relaxed",
    "token": "Token",
}
KINDS = ("missing", "spurious", "type", "boundary")
KIND_NOTES = {
    "missing": "only A marked it",
    "spurious": "only B marked it",
    "type": "same span, other label",
    "boundary": "overlapping, other span",
}


def _card(name: str, title: str, value: str, detail: str) -> QFrame:
    frame = named(QFrame(), name)
    frame.setStyleSheet(
        f"QFrame#{name} {{ background: palette(base); border: 1px solid palette(mid);"
        " border-radius: 6px; }"
    )
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 8, 12, 8)
    layout.setSpacing(2)
    caption = QLabel(title)
    caption.setStyleSheet("color: gray")
    figure = named(QLabel(value), name + "Value")
    font = figure.font()
    font.setPointSizeF(font.pointSizeF() * 1.9)
    font.setBold(True)
    figure.setFont(font)
    note = QLabel(detail)
    note.setStyleSheet("color: gray")
    note.setWordWrap(True)
    for widget in (caption, figure, note):
        layout.addWidget(widget)
    return frame


class AgreementWindow(QDialog):
    """One report: activating a disagreement asks the app to open it."""

    disagreementActivated = Signal(object)  # the disagreement dict
    documentActivated = Signal(str)  # document name

    def __init__(
        self,
        report: dict[str, Any],
        *,
        names: tuple[str, str] = ("A", "B"),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AgreementWindow")
        self.setWindowFlag(Qt.WindowType.Window)
        self.report = report
        self.names = names
        self.setWindowTitle(self.tr("Agreement: %s and %s") % names)
        self.tabs = named(QTabWidget(), "AgreementTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self._levels_tab(), self.tr("Levels"))
        self.tabs.addTab(self._labels_tab(), self.tr("Per label"))
        self.tabs.addTab(self._confusion_tab(), self.tr("Confusion"))
        count = len(report["disagreements"])
        self.tabs.addTab(
            self._disagreements_tab(), self.tr("Disagreements (%d)") % count
        )
        self.tabs.addTab(self._documents_tab(), self.tr("Documents"))
        self.risk_panel = add_risk_tab(self.tabs, report, self.disagreementActivated)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self._header())
        layout.addLayout(self._cards())
        layout.addWidget(self.tabs, 1)
        layout.addWidget(close)
        self.resize(1100, 760)

    # ------------------------------------------------------------ top

    def _header(self) -> QLabel:
        r = self.report
        a, b = self.names
        text = self.tr(
            "<b>A</b> = %s (reference) &nbsp; <b>B</b> = %s &nbsp;·&nbsp; %d documents"
            " &nbsp;·&nbsp; labels compared as <tt>%s</tt>"
        ) % (a, b, r["documents"], r["label_mode"])
        if r.get("text_differs"):
            text += self.tr(" &nbsp;·&nbsp; %d not compared (texts differ)") % len(
                r["text_differs"]
            )
        label = named(QLabel(text), "AgreementHeader")
        label.setWordWrap(True)
        return label

    def _cards(self) -> QHBoxLayout:
        scores, kappa, alpha = (
            self.report["scores"],
            self.report["kappa_token"],
            self.report["alpha_u"],
        )
        strict, token = scores["entity_strict"], scores["token"]
        row = QHBoxLayout()
        row.addWidget(
            _card(
                "CardStrict",
                self.tr("Entity F1, strict"),
                number(strict["f1"], "f1" in strict.get("undefined", ())),
                self.tr("%s spans agree · %s only A · %s only B")
                % (number(strict["tp"]), number(strict["fn"]), number(strict["fp"])),
            )
        )
        row.addWidget(
            _card(
                "CardToken",
                self.tr("Token F1"),
                number(token["f1"], "f1" in token.get("undefined", ())),
                self.tr("P %s · R %s (B against A)")
                % (number(token["precision"]), number(token["recall"])),
            )
        )
        row.addWidget(
            _card(
                "CardKappa",
                self.tr("Cohen's κ over tokens"),
                number(kappa["kappa"], kappa.get("undefined", False)),
                self.tr("p_o %s · p_e %s · %s tokens")
                % (number(kappa["p_o"]), number(kappa["p_e"]), number(kappa["items"])),
            )
        )
        row.addWidget(
            _card(
                "CardAlpha",
                self.tr("Krippendorff's α_U"),
                number(alpha["alpha"], alpha.get("undefined", False)),
                self.tr("D_o %s · D_e %s · %s characters")
                % (
                    f"{alpha['d_o']:.3g}",
                    f"{alpha['d_e']:.3g}",
                    number(alpha.get("continuum")),
                ),
            )
        )
        return row

    # ------------------------------------------------------------ tabs

    def _levels_tab(self) -> QWidget:
        self.level_table = table_widget("LevelTable")
        fill_table(
            self.level_table,
            (self.tr("Level"), *SCORE_HEADER, self.tr("What must match")),
            level_rows(self.report["scores"]),
            stretch=7,
        )
        self.chance_table = table_widget("ChanceTable")
        fill_table(
            self.chance_table, CHANCE_HEADER, chance_rows(self.report), stretch=5
        )
        note = QLabel(
            self.tr(
                "A is the reference: precision is the share of B's spans that A also "
                "marked, recall the share of A's spans that B found. F1, κ and α_U do "
                "not depend on which side is A. Chance-corrected measures compare the "
                "observed agreement (or disagreement D) with what chance would give."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: gray")
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(QLabel(self.tr("<b>Span and token scores</b>")))
        layout.addWidget(self.level_table)
        layout.addWidget(QLabel(self.tr("<b>Chance-corrected agreement</b>")))
        layout.addWidget(self.chance_table)
        layout.addWidget(note)
        layout.addStretch()
        fit_height(self.level_table)
        fit_height(self.chance_table)
        return page

    def _labels_tab(self) -> QWidget:
        self.label_level = named(QComboBox(), "LabelLevel")
        for level, caption in PER_LABEL_LEVELS.items():
            self.label_level.addItem(self.tr(caption), level)
        self.label_table = table_widget("LabelTable")
        self.label_table.setSortingEnabled(False)
        self.chart = F1BarChart()
        scroll = QScrollArea()
        scroll.setWidget(self.chart)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        chart_page = QWidget()
        chart_layout = QVBoxLayout(chart_page)
        chart_layout.setContentsMargins(0, 0, 0, 0)
        chart_layout.addWidget(
            QLabel(
                self.tr("<b>F1 per label</b>, lowest first (spans counted in A or B)")
            )
        )
        chart_layout.addWidget(scroll, 1)
        split = QSplitter()
        split.addWidget(self.label_table)
        split.addWidget(chart_page)
        split.setSizes([560, 460])
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Level:")))
        top.addWidget(self.label_level)
        top.addStretch()
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.label_level.currentIndexChanged.connect(self._show_labels)
        self._show_labels()
        return page

    def _show_labels(self) -> None:
        level = self.label_level.currentData()
        fill_table(
            self.label_table,
            (self.tr("Label"), *SCORE_HEADER, "α_U"),
            label_rows(self.report, level),
        )
        per_label = self.report["scores"][level]["per_label"]
        rows = [
            (
                label,
                None if "f1" in s.get("undefined", ()) else s["f1"],
                s["tp"] + s["fp"] + s["fn"],
            )
            for label, s in per_label.items()
        ]
        rows.sort(key=lambda r: (r[1] is not None, r[1] or 0.0))
        self.chart.set_rows(rows)

    def _confusion_tab(self) -> QWidget:
        self.heat_map = ConfusionHeatMap()
        self.heat_map.set_confusion(self.report.get("confusion", {}))
        scroll = QScrollArea()
        scroll.setWidget(self.heat_map)
        scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        note = QLabel(
            self.tr(
                "Spans both annotators marked, by A's label (rows) and B's (columns); "
                "blue: same label, vermillion: different labels. The last column counts "
                "spans only A marked, the last row spans only B marked."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: gray")
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(scroll, 1)
        layout.addWidget(note)
        return page

    def _disagreements_tab(self) -> QWidget:
        self.disagreements = DisagreementModel(self.report["disagreements"], self)
        self.proxy = DisagreementFilter(self)
        self.proxy.setSourceModel(self.disagreements)
        self.kind = named(QComboBox(), "DisagreementKind")
        self.kind.addItem(self.tr("All kinds"), "")
        for kind in KINDS:
            n = sum(1 for d in self.report["disagreements"] if d["kind"] == kind)
            self.kind.addItem(f"{kind}: {KIND_NOTES[kind]} ({n})", kind)
        self.filter = search_field(
            "DisagreementFilter", "Filter (document, label, text)"
        )
        self.table = disagreement_table()
        self.table.setModel(self.proxy)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        for column, width in enumerate((190, 80, 80, 60, 60, 150, 200)):
            self.table.setColumnWidth(column, width)
        top = QHBoxLayout()
        top.addWidget(self.kind)
        top.addWidget(self.filter, 1)
        hint = QLabel(
            self.tr("Double-click or press Enter to open the note at the span.")
        )
        hint.setStyleSheet("color: gray")
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(hint)
        self.kind.currentIndexChanged.connect(
            lambda: self.proxy.set_kind(self.kind.currentData())
        )
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table.activated.connect(self._activated)
        self.table.doubleClicked.connect(self._activated)
        return page

    def _documents_tab(self) -> QWidget:
        self.document_table = table_widget("DocumentTable")
        fill_table(self.document_table, DOCUMENT_HEADER, document_rows(self.report))
        self.document_table.setSortingEnabled(True)
        self.document_table.cellDoubleClicked.connect(self._document_activated)
        return self.document_table

    def _document_activated(self, row: int, _column: int) -> None:
        item = self.document_table.item(row, 0)
        if item is not None:
            self.documentActivated.emit(item.text())

    def _activated(self, index: QModelIndex) -> None:
        self.disagreementActivated.emit(self.proxy.data(index, DISAGREEMENT_ROLE))

    def activate_row(self, row: int) -> None:
        """Open the disagreement shown in a row (as a double-click does)."""
        self._activated(self.proxy.index(row, 0))
