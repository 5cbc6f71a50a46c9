"""File › Print and Export PDF (VTT's ``p``): the text with each tag's style, as on screen."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QIODevice, QObject, Qt
from PySide6.QtGui import (
    QColor,
    QPagedPaintDevice,
    QPdfWriter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QDialog

from vtt_py.core.document import Document
from vtt_py.core.utf16 import Utf16Index
from vtt_py.formats.atomic import atomic_write_bytes
from vtt_py.gui import settings
from vtt_py.gui.views.text_styles import StyleBook

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

#: VTT offers to shift every size so that the largest prints at 10 pt.
PRINT_SIZE = 10
PDF_RESOLUTION = 300


def largest_size(doc: Document, book: StyleBook) -> int:
    """The largest font size in print: the text's, or a drawn markup's."""
    sizes = [book.text_size]
    for label in doc.label_counts():
        fmt = book.format_for(label)
        if fmt is not None and fmt.fontPointSize() > 0:
            sizes.append(round(fmt.fontPointSize()))
    return max(sizes)


def printable_document(doc: Document, book: StyleBook) -> QTextDocument:
    """The text as a QTextDocument with every drawn markup's format applied.

    Markups are applied in VTT order (outer before inner), so a nested markup
    shows its own style, as on screen. Plain text is black: a dark theme's text
    colour must not reach the paper.
    """
    printable = QTextDocument()
    printable.setDocumentMargin(0)
    printable.setDefaultFont(book.base_font())
    printable.setPlainText(doc.text)
    cursor = QTextCursor(printable)
    cursor.beginEditBlock()
    cursor.select(QTextCursor.SelectionType.Document)
    plain = QTextCharFormat()
    plain.setForeground(QColor(0, 0, 0))
    cursor.mergeCharFormat(plain)
    units = Utf16Index(doc.text)
    for markup in doc.markups:
        fmt = book.markup_format(markup)
        if fmt is None:
            continue
        cursor.setPosition(units.to_units(markup.start))
        cursor.setPosition(units.to_units(markup.end), QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(fmt)
    cursor.endEditBlock()
    return printable


def print_document(doc: Document, book: StyleBook, device: QPagedPaintDevice) -> None:
    """Lay the styled text out on the device's pages (numbered at the foot) and print."""
    printable_document(doc, book).print_(device)


def export_pdf(doc: Document, book: StyleBook, path: Path, *, title: str) -> None:
    """Write the styled text as a PDF file, atomically."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("vtt-py")
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(QPrinter().pageLayout())  # the locale's paper (A4, Letter)
    print_document(doc, book, writer)
    del writer  # finishes the PDF
    buffer.close()
    atomic_write_bytes(path, bytes(buffer.data().data()))


@contextmanager
def _busy() -> Iterator[None]:
    """A wait cursor while a long note is laid out (about 3 s for 1 MB)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


class PrintController(QObject):
    """Print or export the open document with its tag styles."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.printer: QPrinter | None = None

    def print_book(self) -> StyleBook | None:
        """The styles to print with; None when the user cancelled.

        As VTT does, offers to shift every size so that the largest is 10 pt
        (a zoomed screen would otherwise print in huge type).
        """
        window, session = self.window, self.window.session
        if session is None:
            return None
        book = window.make_book()
        largest = largest_size(session.document, book)
        if largest == PRINT_SIZE:
            return book
        if not window.prompts.confirm(
            self.tr("Print font size"),
            self.tr(
                "The largest font of this note is %d pt. Shift every size by %+d pt "
                "so that it prints at %d pt?"
            )
            % (largest, PRINT_SIZE - largest, PRINT_SIZE),
        ):
            return book
        return StyleBook(
            session.document.tagset,
            base_size=window.base_size,
            zoom=window.zoom + PRINT_SIZE - largest,
            display=window.display_filter,
        )

    def print_dialog(self) -> None:
        """File › Print."""
        session = self.window.session
        if session is None:
            return
        if self.printer is None:
            self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer = self.printer
        printer.setDocName(session.display_name)
        dialog = QPrintDialog(printer, self.window)
        dialog.setWindowTitle(self.tr("Print %s") % session.display_name)
        if self.window.run_dialog(dialog) != QDialog.DialogCode.Accepted:
            return
        book = self.print_book()
        if book is None:
            return
        with _busy():
            print_document(session.document, book, printer)
        self.window.show_message(
            self.tr("Sent %s to the printer") % session.display_name
        )

    def export_dialog(self) -> None:
        """File › Export PDF."""
        session = self.window.session
        if session is None:
            return
        base = (
            session.path
            or session.source
            or Path(settings.LAST_FOLDER.get(), "untitled")
        )
        target = self.window.prompts.pdf_file(base.with_suffix(".pdf"))
        if target is None:
            return
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        self.export_to(target)

    def export_to(self, target: Path) -> bool:
        """Export the open document to a PDF file (asks about the font size first)."""
        session = self.window.session
        book = self.print_book()
        if session is None or book is None:
            return False
        try:
            with _busy():
                export_pdf(session.document, book, target, title=session.display_name)
        except OSError as exc:
            self.window.prompts.error(self.tr("Cannot export"), str(exc))
            return False
        self.window.show_message(self.tr("Exported %s") % target.name)
        return True
