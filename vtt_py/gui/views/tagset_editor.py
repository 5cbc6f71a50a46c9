"""The tag set editor: add, edit (with a live preview), delete, reorder and sort tags."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
)

from vtt_py.core.tagset import RGB, Tag, TagSet
from vtt_py.errors import VttError
from vtt_py.formats.tags_file import tag_problems, write_tags_file
from vtt_py.formats.tagsets import available_tagsets, load_tagset, read_tagset_file
from vtt_py.gui.models.tagset_model import TagSetModel
from vtt_py.gui.views.common import named, ok_cancel_buttons
from vtt_py.gui.views.text_styles import JAVA_FONTS, tag_caption

SIZES = ("+0", "+2", "+4", "-2", "10", "12", "14", "16")
SAMPLE = "Pt John Smith seen 01/01/2012"


def merge_keeping_used(
    new: TagSet, old: TagSet, used: Counter[str] | set[str]
) -> TagSet:
    """``new`` plus the tags of ``old`` that markups still use (VTT's Import)."""
    merged = new.copy()
    for tag in old.user_tags:
        if tag.label in used and tag.label not in merged:
            merged.add(tag)
    return merged


def tag_html(tag: Tag, text: str) -> str:
    """Rich text showing a tag's style (for previews)."""
    style = [f"color: rgb{tag.foreground}", f"background: rgb{tag.background}"]
    if tag.bold:
        style.append("font-weight: bold")
    if tag.italic:
        style.append("font-style: italic")
    if tag.underline:
        style.append("text-decoration: underline")
    shown = "" if tag.display else " <small>(not displayed)</small>"
    return f"<span style='{'; '.join(style)}'>&nbsp;{text}&nbsp;</span>{shown}"


class ColourButton(QPushButton):
    """A button showing a colour; clicking picks another."""

    def __init__(self, name: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.colour: RGB = (0, 0, 0)
        self.on_change: Callable[[], None] = lambda: None
        self.clicked.connect(self._pick)

    def set_colour(self, rgb: RGB) -> None:
        """Show a colour (and tell the dialog)."""
        self.colour = rgb
        self.setText("#{:02x}{:02x}{:02x}".format(*rgb))
        text = "#000" if sum(rgb) > 380 else "#fff"
        # The selector keeps the colour on the button: a bare rule would also
        # paint every child, the colour dialog included.
        self.setStyleSheet(
            f"QPushButton#{self.objectName()} {{ background: rgb{rgb}; color: {text} }}"
        )
        self.on_change()

    def colour_dialog(self) -> QColorDialog:
        """The colour chooser, parented to the window (never styled by the button)."""
        dialog = QColorDialog(QColor(*self.colour), self.window())
        dialog.setObjectName("TagColourDialog")
        dialog.setWindowTitle(self.text())
        return dialog

    def _pick(self) -> None:
        dialog = self.colour_dialog()
        if dialog.exec() == QDialog.DialogCode.Accepted:
            colour = dialog.selectedColor()
            self.set_colour((colour.red(), colour.green(), colour.blue()))


class TagSetEditorDialog(QDialog):
    """Edits a copy of a tag set; ``result_change()`` says what to apply.

    ``origins`` keeps, for each row, the label the tag had when the dialog
    opened (None for new tags), so renames can be carried to the markups.
    """

    def __init__(
        self,
        tagset: TagSet,
        used: Counter[str],
        ask_path: Callable[[bool], Path | None] | None = None,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TagSetEditor")
        self.setWindowTitle(self.tr("Tag set"))
        self.original = tagset
        self.used = used
        self.ask_path = ask_path or (lambda save: None)
        self.working = tagset.copy()
        self.origins: list[str | None] = [t.label for t in self.working.user_tags]
        self.model = TagSetModel(self.working, self)
        self.row = 0  # -1 edits the reserved tag (base text style, selection colours)
        self._loading = False
        self._build()
        self.select_row(0 if self.model.rowCount() else -1)

    # ------------------------------------------------------------ layout

    def _build(self) -> None:
        self.list = named(QListView(), "TagSetList")
        self.list.setModel(self.model)
        self.list.selectionModel().currentRowChanged.connect(
            lambda current, _: (
                self.select_row(current.row()) if current.isValid() else None
            )
        )
        buttons = QHBoxLayout()
        for name, text, slot in (
            ("TagAdd", "&Add", self.add_tag),
            ("TagDelete", "&Delete", self.delete_tag),
            ("TagUp", "&Up", lambda: self.move_tag(-1)),
            ("TagDown", "Do&wn", lambda: self.move_tag(1)),
            ("TagSort", "S&ort", self.sort_tags),
        ):
            button = named(QPushButton(self.tr(text)), name)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        base = named(QPushButton(self.tr("Base Text && Selection…")), "TagReserved")
        base.clicked.connect(lambda: self.select_row(-1))
        left = QVBoxLayout()
        left.addWidget(self.list)
        left.addLayout(buttons)
        left.addWidget(base)
        right = QVBoxLayout()
        right.addLayout(self._build_form())
        right.addWidget(QLabel(self.tr("All tags")))
        self.all_preview = named(QTextBrowser(), "TagAllPreview")
        right.addWidget(self.all_preview)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addLayout(self._build_bottom())
        self.resize(760, 560)

    def _build_form(self) -> QFormLayout:
        self.name = named(QLineEdit(), "TagName")
        self.category = named(QLineEdit(), "TagCategory")
        self.bold = named(QCheckBox(self.tr("&Bold")), "TagBold")
        self.italic = named(QCheckBox(self.tr("&Italic")), "TagItalic")
        self.underline = named(QCheckBox(self.tr("U&nderline")), "TagUnderline")
        self.display = named(QCheckBox(self.tr("Dis&play")), "TagDisplay")
        self.foreground = ColourButton("TagForeground")
        self.background = ColourButton("TagBackground")
        self.font_box = named(QComboBox(), "TagFont")
        self.font_box.setEditable(True)
        self.font_box.addItems(list(JAVA_FONTS))
        self.size_box = named(QComboBox(), "TagSize")
        self.size_box.setEditable(True)
        self.size_box.addItems(SIZES)
        self.preview = named(QLabel(), "TagPreview")
        self.problem = named(QLabel(), "TagProblem")
        self.problem.setStyleSheet("color: #c0392b")
        flags = QHBoxLayout()
        for box in (self.bold, self.italic, self.underline, self.display):
            flags.addWidget(box)
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&Category"), self.category)
        form.addRow(flags)
        form.addRow(self.tr("&Text colour"), self.foreground)
        form.addRow(self.tr("Bac&kground"), self.background)
        form.addRow(self.tr("&Font"), self.font_box)
        form.addRow(self.tr("&Size"), self.size_box)
        form.addRow(self.tr("Preview"), self.preview)
        form.addRow(self.problem)
        for edit in (self.name, self.category):
            edit.textEdited.connect(self._fields_changed)
        for box in (self.bold, self.italic, self.underline, self.display):
            box.toggled.connect(self._fields_changed)
        for combo in (self.font_box, self.size_box):
            combo.currentTextChanged.connect(self._fields_changed)
        self.foreground.on_change = self.background.on_change = self._fields_changed
        return form

    def _build_bottom(self) -> QHBoxLayout:
        self.shipped = named(QComboBox(), "TagShipped")
        self.shipped.addItems(available_tagsets())
        self.shipped.setCurrentText(self.original.name or "nlm-scrubber")
        load = named(QPushButton(self.tr("&Load")), "TagLoadShipped")
        load.clicked.connect(self.load_shipped)
        import_ = named(QPushButton(self.tr("&Import…")), "TagImport")
        import_.clicked.connect(self.import_file)
        export = named(QPushButton(self.tr("E&xport…")), "TagExport")
        export.clicked.connect(self.export_file)
        box = ok_cancel_buttons(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Shipped tag set")))
        for widget in (self.shipped, load, import_, export):
            row.addWidget(widget)
        row.addStretch()
        row.addWidget(box)
        return row

    # ------------------------------------------------------------ fields

    def current_tag(self) -> Tag:
        """The tag being edited, as stored now."""
        return self.working.tags[self.row + 1]

    def select_row(self, row: int) -> None:
        """Edit the tag in a row (-1: the reserved tag)."""
        self.row = row
        if row >= 0:
            index = self.model.index(row)
            if self.list.currentIndex() != index:
                self.list.selectionModel().setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )
        self._load_fields(self.current_tag())

    def _load_fields(self, tag: Tag) -> None:
        self._loading = True
        reserved = self.row < 0
        self.name.setText(tag.name)
        self.category.setText(tag.category)
        for widget in (self.name, self.category, self.display):
            widget.setEnabled(not reserved)
        self.bold.setChecked(tag.bold)
        self.italic.setChecked(tag.italic)
        self.underline.setChecked(tag.underline)
        self.display.setChecked(tag.display)
        self.foreground.set_colour(tag.foreground)
        self.background.set_colour(tag.background)
        self.font_box.setCurrentText(tag.font_family)
        self.size_box.setCurrentText(tag.font_size)
        self._loading = False
        self._show_preview(tag)

    def tag_from_fields(self) -> Tag:
        """A Tag built from the form."""
        return Tag(
            self.name.text(),
            self.category.text(),
            bold=self.bold.isChecked(),
            italic=self.italic.isChecked(),
            underline=self.underline.isChecked(),
            display=self.display.isChecked(),
            foreground=self.foreground.colour,
            background=self.background.colour,
            font_family=self.font_box.currentText().strip(),
            font_size=self.size_box.currentText().strip(),
        )

    def _fields_changed(self, *_) -> None:
        if self._loading:
            return
        tag = self.tag_from_fields()
        problems = tag_problems(tag)
        other = self.working.get(tag.label)
        if other is not None and self.working.index_of(tag.label) != self.row + 1:
            problems.append(self.tr("tag %s already exists") % tag.label)
        self.problem.setText(problems[0] if problems else "")
        self._show_preview(tag)
        if not problems:
            self.working.replace(self.current_tag().label, tag)
            if self.row >= 0:
                self.model.dataChanged.emit(
                    self.model.index(self.row), self.model.index(self.row)
                )
            self._show_all()

    def _show_preview(self, tag: Tag) -> None:
        self.preview.setText(tag_html(tag, SAMPLE))
        self._show_all()

    def _show_all(self) -> None:
        lines = [tag_html(t, tag_caption(t.label)) for t in self.working.user_tags]
        self.all_preview.setHtml("<br/>".join(lines))

    # ------------------------------------------------------------ list edits

    def add_tag(self) -> None:
        """A new tag with a distinct colour, named so it cannot clash."""
        n = 1
        while f"NewTag{n}" in self.working:
            n += 1
        before = len(self.working)
        tag = self.working.ensure(f"NewTag{n}")  # auto-styled
        self.working.remove(tag.label)
        row = min(self.row + 1, before - 1) if self.row >= 0 else before - 1
        self.model.insert_tag(tag, row)
        self.origins.insert(row, None)
        self.select_row(row)
        self.name.setFocus()
        self.name.selectAll()

    def delete_tag(self) -> None:
        """Delete the selected tag (its markups go too, after the caller's warning)."""
        if self.row < 0 or not self.model.rowCount():
            return
        row = self.row
        self.model.remove_tag(row)
        del self.origins[row]
        self.select_row(min(row, self.model.rowCount() - 1))

    def move_tag(self, step: int) -> None:
        """Move the selected tag up (-1) or down (+1)."""
        row, new = self.row, self.row + step
        if row < 0 or not 0 <= new < self.model.rowCount():
            return
        self.model.move_tag(row, new)
        self.origins.insert(new, self.origins.pop(row))
        self.select_row(new)

    def sort_tags(self) -> None:
        """VTT's Sort: by name|category."""
        pairs = sorted(
            zip(self.working.user_tags, self.origins, strict=True),
            key=lambda p: f"{p[0].name}|{p[0].category}",
        )
        self.model.sort_tags()
        self.origins = [origin for _, origin in pairs]
        self.select_row(0 if self.model.rowCount() else -1)

    # ------------------------------------------------------------ whole sets

    def load_tagset(self, new: TagSet) -> None:
        """Replace the working set (tags the markups use are kept)."""
        merged = merge_keeping_used(new, self.original, self.used)
        self.working = merged
        self.model.reset_tagset(merged)
        originals = {t.label for t in self.original.user_tags}
        self.origins = [
            t.label if t.label in originals else None for t in merged.user_tags
        ]
        self.select_row(0 if self.model.rowCount() else -1)

    def load_shipped(self) -> None:
        """Switch to the shipped tag set chosen in the combo box."""
        self.load_tagset(load_tagset(self.shipped.currentText()))

    def import_file(self) -> None:
        """Import a tags file or a MAE task definition (.dtd)."""
        path = self.ask_path(False)
        if path is None:
            return
        try:
            self.load_tagset(read_tagset_file(path))
        except VttError as exc:
            self.problem.setText(str(exc).splitlines()[0])

    def export_file(self) -> None:
        """Export the working set as a tags file."""
        path = self.ask_path(True)
        if path is None:
            return
        try:
            write_tags_file(self.working, path)
        except (VttError, OSError) as exc:
            self.problem.setText(str(exc))

    def result_change(self) -> tuple[TagSet, dict[str, str], set[str]]:
        """(new tag set, renames old label -> new label, deleted old labels)."""
        current = [t.label for t in self.working.user_tags]
        renames = {
            o: n for o, n in zip(self.origins, current, strict=True) if o and o != n
        }
        kept = {o for o in self.origins if o}
        deleted = {t.label for t in self.original.user_tags} - kept
        return self.working.copy(), renames, deleted
