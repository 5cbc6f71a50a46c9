"""Small dialogs: per-tag report, quick keys, display filter, and the keys table."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from vtt_py.core.tagset import TagSet
from vtt_py.gui.actions import SPECS, shortcut_text, tr
from vtt_py.gui.views.common import ok_cancel_buttons
from vtt_py.gui.views.text_styles import DisplayFilter, tag_caption

NO_CATEGORY = "(no category)"


def report_lines(counts: Counter[str], tagset: TagSet) -> list[tuple[str, int]]:
    """VTT's Markups > Reports: (label, count) in tag-set order, then unknown labels."""
    order = [t.label for t in tagset.user_tags if counts.get(t.label)]
    order += sorted(label for label in counts if label not in order)
    return [(label, counts[label]) for label in order]


class ReportDialog(QDialog):
    """Number of markups per tag, and the total (copyable as text)."""

    def __init__(self, counts: Counter[str], tagset: TagSet, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("ReportDialog")
        self.setWindowTitle(self.tr("Markup report"))
        lines = report_lines(counts, tagset)
        self.table = QTableWidget(len(lines), 2)
        self.table.setObjectName("ReportTable")
        self.table.setHorizontalHeaderLabels([self.tr("Tag"), self.tr("Markups")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch
        )
        for row, (label, n) in enumerate(lines):
            self.table.setItem(row, 0, QTableWidgetItem(tag_caption(label)))
            item = QTableWidgetItem(str(n))
            item.setTextAlignment(
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
            self.table.setItem(row, 1, item)
        self.total = sum(counts.values())
        self.text = "\n".join(f"{label}: {n}" for label, n in lines)
        self.text += f"\nTotal Markup Number: {self.total}\n"
        copy = QPushButton(self.tr("&Copy"))
        copy.clicked.connect(lambda: QApplication.clipboard().setText(self.text))
        bottom = QHBoxLayout()
        bottom.addWidget(QLabel(self.tr("Total Markup Number: %d") % self.total))
        bottom.addStretch()
        bottom.addWidget(copy)
        bottom.addWidget(ok_cancel_buttons(self, cancel=False))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(bottom)
        self.resize(380, 420)


class QuickKeysDialog(QDialog):
    """Tags for keys 1-9 (VTT's Tags > Quick Key Mapping)."""

    def __init__(self, tagset: TagSet, keys: list[str | None], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("QuickKeysDialog")
        self.setWindowTitle(self.tr("Quick keys"))
        self.tagset = tagset
        form = QFormLayout()
        self.combos: list[QComboBox] = []
        for k, label in enumerate(keys, 1):
            combo = QComboBox()
            combo.setObjectName(f"QuickKey{k}")
            combo.addItem(self.tr("(none)"), None)
            for tag in tagset.user_tags:
                combo.addItem(tag_caption(tag.label), tag.label)
            combo.setCurrentIndex(max(0, combo.findData(label)))
            form.addRow(self.tr("Key &%d") % k, combo)
            self.combos.append(combo)
        default = QPushButton(self.tr("&Map to Tag Order"))
        default.setObjectName("QuickKeysDefault")
        default.clicked.connect(self.map_to_tag_order)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(default)
        layout.addWidget(ok_cancel_buttons(self))

    def map_to_tag_order(self) -> None:
        """VTT's default: key k = the k-th tag."""
        tags = self.tagset.user_tags
        for k, combo in enumerate(self.combos):
            combo.setCurrentIndex(combo.findData(tags[k].label) if k < len(tags) else 0)

    def keys(self) -> list[str | None]:
        """The chosen label of each key."""
        return [combo.currentData() for combo in self.combos]


class DisplayFilterDialog(QDialog):
    """Show or hide markups by tag name and by category (not saved in the file)."""

    def __init__(self, tagset: TagSet, current: DisplayFilter, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("DisplayFilterDialog")
        self.setWindowTitle(self.tr("Display filter"))
        categories = sorted({t.category for t in tagset.user_tags})
        self.names = self._checklist(
            "FilterNames", tagset.names(), current.hidden_names
        )
        self.categories = self._checklist(
            "FilterCategories", categories, current.hidden_categories
        )
        lists = QHBoxLayout()
        for title, widget in (
            (self.tr("Tags"), self.names),
            (self.tr("Categories"), self.categories),
        ):
            column = QVBoxLayout()
            column.addWidget(QLabel(f"<b>{title}</b>"))
            column.addWidget(widget)
            lists.addLayout(column)
        show_all = QPushButton(self.tr("Display &All"))
        show_none = QPushButton(self.tr("Display &None"))
        show_all.clicked.connect(lambda: self._set_all(True))
        show_none.clicked.connect(lambda: self._set_all(False))
        row = QHBoxLayout()
        row.addWidget(show_all)
        row.addWidget(show_none)
        row.addStretch()
        layout = QVBoxLayout(self)
        layout.addLayout(lists)
        layout.addLayout(row)
        layout.addWidget(ok_cancel_buttons(self))

    def _checklist(self, name: str, values: list[str], hidden: set[str]) -> QListWidget:
        widget = QListWidget()
        widget.setObjectName(name)
        for value in values:
            item = QListWidgetItem(value or NO_CATEGORY)
            item.setData(Qt.ItemDataRole.UserRole, value)
            item.setCheckState(
                Qt.CheckState.Unchecked if value in hidden else Qt.CheckState.Checked
            )
            widget.addItem(item)
        return widget

    def _set_all(self, on: bool) -> None:
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        for widget in (self.names, self.categories):
            for i in range(widget.count()):
                widget.item(i).setCheckState(state)

    @staticmethod
    def _hidden(widget: QListWidget) -> set[str]:
        return {
            widget.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(widget.count())
            if widget.item(i).checkState() != Qt.CheckState.Checked
        }

    def result_filter(self) -> DisplayFilter:
        """The filter chosen."""
        return DisplayFilter(self._hidden(self.names), self._hidden(self.categories))


PANE_KEY_NOTES = (
    ("1 … 9", "Tag the selection (or retag the selected markup) with quick key k"),
    ("Shift+arrows, Shift+Home/End", "Extend the selection by characters and lines"),
    ("Ctrl+Shift+Left/Right", "Extend the selection by words"),
    ("Click in a markup", "Select it (click again to cycle through stacked markups)"),
    ("Right-click", "Tag menu (categories as submenus) and markup commands"),
    ("Ctrl+wheel", "Zoom"),
    (
        "a  p  t",
        "Take A, Previous Disagreement, Take Both while adjudicating; "
        "otherwise VTT's Save As, Print, Compare",
    ),
)


class KeysDialog(QDialog):
    """Help > Keys: every action with its shortcuts and VTT's one-key equivalents."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("KeysDialog")
        self.setWindowTitle(self.tr("Keys"))
        rows = [
            (
                tr(s.text).replace("&", "").rstrip("…"),
                shortcut_text(s),
                " ".join(s.pane_keys),
            )
            for s in SPECS
            if s.shortcuts or s.pane_keys
        ]
        rows += [(what, keys, "") for keys, what in PANE_KEY_NOTES]
        table = QTableWidget(len(rows), 3)
        table.setObjectName("KeysTable")
        table.setHorizontalHeaderLabels(
            [self.tr("Command"), self.tr("Shortcut"), self.tr("VTT key (in the text)")]
        )
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):  # header titles included: nothing clipped
            table.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents
            )
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                table.setItem(row, column, QTableWidgetItem(value))
        note = QLabel(
            self.tr(
                "Selections are trimmed of surrounding white space before tagging; with "
                "Edit › Snap Selection to Words they are also extended to whole words. "
                "With Overlap Mode off (VTT's default) a new markup replaces those it overlaps."
            )
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(note)
        layout.addWidget(ok_cancel_buttons(self, cancel=False))
        self.resize(640, 640)
