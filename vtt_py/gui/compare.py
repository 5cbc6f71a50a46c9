"""File › Compare To (VTT's ``t``): this document against another version of it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from vtt_py.errors import VttError
from vtt_py.formats.compare import (
    MARKUPS,
    TAGS,
    TEXT,
    Comparison,
    DiffRow,
    SectionDiff,
    compare_markups,
    compare_with_file,
)
from vtt_py.formats.vtt_format import open_document
from vtt_py.gui import settings
from vtt_py.gui.views.compare_dialog import CompareDialog

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

IDENTICAL_TEXT = (
    "%s and this document have the same text, tags and markups.\n\n"
    "As in VTT, annotations and the save history are not compared."
)


def parse_markup_line(line: str) -> tuple[int, int, str, str] | None:
    """(start, end, tag, category) of a SIMPLEST markup line, or None."""
    fields = line.split("|", 4)
    if len(fields) < 4 or not fields[0].isdecimal() or not fields[1].isdecimal():
        return None
    start, length = int(fields[0]), int(fields[1])
    return start, start + length, fields[2], fields[3]


def _shown_name(path: Path) -> str:
    """``folder/name``: two annotators' copies of a note share the file name."""
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


class CompareController(QObject):
    """Runs a comparison and shows its differences beside the document."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: CompareDialog | None = None

    def compare_dialog(self) -> None:
        """Choose the other file, then compare."""
        session = self.window.session
        if session is None:
            return
        here = session.path or session.source
        folder = str(here.parent) if here else settings.LAST_FOLDER.get()
        path = self.window.prompts.compare_file(folder)
        if path is not None:
            self.compare_path(path)

    def compare_path(self, path: Path) -> Comparison | None:
        """Compare the open document (unsaved edits included) with a file."""
        session = self.window.session
        if session is None:
            return None
        doc = session.document
        try:
            comparison = compare_with_file(doc, path)
        except (VttError, OSError) as exc:
            self.window.prompts.error(self.tr("Cannot compare"), str(exc))
            return None
        if comparison.identical:
            self.window.prompts.info(
                self.tr("Compare"), self.tr(IDENTICAL_TEXT) % path.name
            )
            return comparison
        sections, notes = list(comparison.sections), {}
        first = comparison.first_difference
        if first is not None and first.section == TAGS:
            # VTT stops at the tags; the markups still matter to an annotator.
            sections.append(self._markups_anyway(doc, path))
            notes[MARKUPS] = self.tr("tag sets differ")
        self._show(sections, notes, path)
        return comparison

    def _markups_anyway(self, doc, path: Path) -> SectionDiff:
        other = open_document(path, doc.tagset)
        return compare_markups(doc, other)

    def _show(
        self, sections: list[SectionDiff], notes: dict[str, str], path: Path
    ) -> None:
        session = self.window.session
        assert session is not None
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        here = session.path or session.source
        this_name = _shown_name(here) if here else session.display_name
        if session.modified:
            this_name += self.tr(" (with unsaved edits)")
        dialog = CompareDialog(
            sections,
            this_name=this_name,
            other_name=_shown_name(path),
            notes=notes,
            parent=self.window,
        )
        dialog.rowActivated.connect(self.show_row)
        self.dialog = dialog
        dialog.show()
        first = next((s for s in sections if not s.identical), sections[-1])
        self.window.show_message(
            self.tr("Compared with %s: %s, %d lines differ")
            % (_shown_name(path), first.section, first.stats.total)
        )

    def show_row(self, section: str, row: DiffRow) -> None:
        """Show a compared line or markup in the text."""
        session = self.window.session
        if session is None:
            return
        view = self.window.view
        doc = session.document
        if section == TEXT and row.left is not None:
            lines = doc.text.split("\n")
            view.set_caret(sum(len(line) + 1 for line in lines[: row.left]))
            view.centerCursor()
            return
        if section != MARKUPS:
            return
        parsed = parse_markup_line(row.left_text or row.right_text)
        if parsed is None:
            return
        start, end, tag, category = parsed
        end = min(end, len(doc.text))
        marked = [
            m
            for m in doc.with_span(start, end)
            if (m.tag, m.category) == (tag, category)
        ]
        if marked and row.left is not None:
            view.set_caret(start)
            self.window.tagging.set_selected(marked[0], show=True)
        else:  # only in the other file: select its span
            view.set_caret(end, anchor=start)
        view.centerCursor()
