"""The Preferences dialog (VTT's Config Setup): saving, new files, display."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from vtt_py.formats.tagsets import available_tagsets
from vtt_py.gui.preferences import (
    FIX_LENGTH,
    MAX_WIDTH,
    SIMPLE,
    Preferences,
    user_name_problem,
)
from vtt_py.gui.views.common import hint_label, named, ok_cancel_buttons

#: The main window clamps the zoom to the same range.
ZOOM_RANGE = (-8, 40)
FONT_RANGE = (6, 40)
WIDTH_NAMES = ("Offset", "Length", "Tag name", "Category")
_SAMPLE = ("1143", "5", "Month", "Patient", "", "April")


def markup_line_preview(widths: tuple[int, ...]) -> str:
    """A sample markup line in a layout, as the writer pads it."""
    offset, length, name, category, annotation, text = _SAMPLE
    return "|".join(
        (
            offset.rjust(widths[0]),
            length.rjust(widths[1]),
            name.ljust(widths[2]),
            category.ljust(widths[3]),
            annotation,
            text,
        )
    )


def _spin(name: str, low: int, high: int, value: int) -> QSpinBox:
    box = named(QSpinBox(), name)
    box.setRange(low, high)
    box.setValue(value)
    return box


class PreferencesDialog(QDialog):
    """Edit a :class:`Preferences`; ``result_preferences()`` is None when invalid."""

    def __init__(
        self,
        prefs: Preferences,
        *,
        login_name: str,
        ask_tags_path: Callable[[], Path | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self._ask_tags_path = ask_tags_path
        self.problem = named(QLabel(), "PreferencesProblem")
        self.problem.setStyleSheet("color: #c0392b")
        layout = QVBoxLayout(self)
        layout.addWidget(self._saving_box(prefs, login_name))
        layout.addWidget(self._layout_box(prefs))
        layout.addWidget(self._display_box(prefs))
        layout.addWidget(self.problem)
        buttons = ok_cancel_buttons(self)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self._layout_changed()
        self._validate()
        self.resize(520, self.sizeHint().height())

    # ------------------------------------------------------------ sections

    def _saving_box(self, prefs: Preferences, login_name: str) -> QGroupBox:
        box = QGroupBox(self.tr("Saving"))
        self.user_name = named(QLineEdit(prefs.user_name), "PrefsUserName")
        self.user_name.setPlaceholderText(self.tr("%s (your login name)") % login_name)
        self.user_name.textChanged.connect(self._validate)
        form = QFormLayout(box)
        form.addRow(self.tr("&User name"), self.user_name)
        form.addRow(
            "",
            hint_label(self.tr("Written in the save history of every file you save.")),
        )
        return box

    def _layout_box(self, prefs: Preferences) -> QGroupBox:
        box = QGroupBox(self.tr("Markup lines of new files"))
        self.fixed = named(
            QRadioButton(self.tr("&Fixed-width columns (VTT's FIX_LENGTH format)")),
            "PrefsFixLength",
        )
        self.simple = named(
            QRadioButton(self.tr("&Simple, no padding (VTT's SIMPLE format)")),
            "PrefsSimple",
        )
        group = QButtonGroup(box)
        group.addButton(self.fixed)
        group.addButton(self.simple)
        (self.simple if prefs.layout == SIMPLE else self.fixed).setChecked(True)
        self.widths = [
            _spin(f"PrefsWidth{i}", 0, MAX_WIDTH, w) for i, w in enumerate(prefs.widths)
        ]
        row = QHBoxLayout()
        row.setContentsMargins(24, 0, 0, 0)
        for name, spin in zip(WIDTH_NAMES, self.widths, strict=True):
            row.addWidget(QLabel(self.tr(name)))
            row.addWidget(spin)
        row.addStretch()
        self.preview = named(QLabel(), "PrefsLayoutPreview")
        self.preview.setStyleSheet(
            "font-family: monospace; background: palette(base);"
            " border: 1px solid palette(mid); padding: 3px 6px;"
        )
        column = QVBoxLayout(box)
        column.addWidget(self.fixed)
        column.addLayout(row)
        column.addWidget(self.simple)
        column.addWidget(self.preview)
        column.addWidget(
            hint_label(
                self.tr(
                    "Used when a text file is first saved as .vtt. Files you open "
                    "keep the layout they were written in."
                )
            )
        )
        self.fixed.toggled.connect(self._layout_changed)
        for spin in self.widths:
            spin.valueChanged.connect(self._layout_changed)
        return box

    def _display_box(self, prefs: Preferences) -> QGroupBox:
        box = QGroupBox(self.tr("Tag set and display"))
        self.tagset = named(QComboBox(), "PrefsDefaultTagset")
        self.tagset.setEditable(True)
        self.tagset.addItems(available_tagsets())
        self.tagset.setCurrentText(prefs.default_tagset)
        self.tagset.currentTextChanged.connect(self._validate)
        browse = named(QPushButton(self.tr("&Browse…")), "PrefsBrowseTagset")
        browse.clicked.connect(self._browse)
        browse.setEnabled(self._ask_tags_path is not None)
        tagset_row = QWidget()  # a widget, so the row's label can be its buddy
        row = QHBoxLayout(tagset_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.tagset, 1)
        row.addWidget(browse)
        self.base_size = _spin("PrefsBaseFontSize", *FONT_RANGE, prefs.base_font_size)
        self.base_size.setSuffix(" pt")
        self.zoom = _spin("PrefsZoom", *ZOOM_RANGE, prefs.zoom)
        self.zoom.setSuffix(" pt")
        for spin in (self.base_size, self.zoom):
            spin.setMaximumWidth(110)
        form = QFormLayout(box)
        form.addRow(self.tr("&Tag set of text files"), tagset_row)
        form.addRow(self.tr("Base &font size"), self.base_size)
        form.addRow(self.tr("&Zoom"), self.zoom)
        form.addRow(
            "",
            hint_label(
                self.tr(
                    "A tag's size +N or −N is counted from the base size; the zoom "
                    "is added to every size (Ctrl+wheel changes it too)."
                )
            ),
        )
        return box

    # ------------------------------------------------------------ behaviour

    def _browse(self) -> None:
        if self._ask_tags_path is None:
            return
        path = self._ask_tags_path()
        if path is not None:
            self.tagset.setCurrentText(str(path))

    def _layout_changed(self) -> None:
        fixed = self.fixed.isChecked()
        for spin in self.widths:
            spin.setEnabled(fixed)
        shown = self._widths() if fixed else (0, 0, 0, 0)
        self.preview.setText(markup_line_preview(shown).replace(" ", "\u00a0"))

    def _widths(self) -> tuple[int, int, int, int]:
        w = [spin.value() for spin in self.widths]
        return w[0], w[1], w[2], w[3]

    def problem_text(self) -> str:
        """Why the fields cannot be accepted ('' when they can)."""
        problem = user_name_problem(self.user_name.text())
        if problem:
            return self.tr(problem)
        tagset = self.tagset.currentText().strip()
        if not tagset:
            return self.tr("Choose a tag set.")
        if tagset not in available_tagsets() and not Path(tagset).is_file():
            return self.tr("No shipped tag set or tags file is called %s.") % tagset
        return ""

    def _validate(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)

    def accept(self) -> None:
        if self.problem_text():
            return
        super().accept()

    def result_preferences(self) -> Preferences | None:
        """The preferences chosen, or None when a field is invalid."""
        if self.problem_text():
            return None
        return Preferences(
            user_name=self.user_name.text().strip(),
            layout=FIX_LENGTH if self.fixed.isChecked() else SIMPLE,
            widths=self._widths(),
            default_tagset=self.tagset.currentText().strip(),
            base_font_size=self.base_size.value(),
            zoom=self.zoom.value(),
        )
