"""File › Print and Export PDF: the styled text on pages, VTT's 10 pt offer."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog

from vtt_py.gui.actions import ActionId
from vtt_py.gui.printing import PRINT_SIZE, largest_size, printable_document
from vtt_py.gui.views.text_styles import DisplayFilter, StyleBook

pytestmark = pytest.mark.gui


def _pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


def test_print_export_pdf_writes_a_pdf_with_pages(
    make_main_window, note, prompts, tmp_path
):
    window = make_main_window(note)
    target = tmp_path / "out" / "note"
    prompts.answers["pdf_file"] = target
    window.qactions[ActionId.EXPORT_PDF].trigger()
    pdf = (tmp_path / "out" / "note.pdf").read_bytes()  # .pdf added
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert _pages(pdf) >= 1
    suggested = next(args for name, args in prompts.asked if name == "pdf_file")
    assert suggested[0] == note.with_suffix(".pdf")
    assert not list((tmp_path / "out").glob(".*.tmp"))  # atomic: no leftovers


def test_print_long_note_spans_several_pages(
    make_main_window, sample_corpus, prompts, tmp_path
):
    window = make_main_window(sample_corpus / "gold" / "01_discharge_summary.vtt")
    assert window.printing.export_to(tmp_path / "long.pdf")
    assert _pages((tmp_path / "long.pdf").read_bytes()) >= 2


def test_print_dialog_prints_to_the_chosen_printer(make_main_window, note, tmp_path):
    window = make_main_window(note)
    target = tmp_path / "printed.pdf"

    def accept(dialog):
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        return QDialog.DialogCode.Accepted

    window.run_dialog = accept
    window.view.key_bindings["p"]()  # VTT's key
    assert target.read_bytes().startswith(b"%PDF-")
    assert window.printing.printer is not None
    assert window.printing.printer.docName() == "note.vtt"


def test_print_dialog_cancelled_prints_nothing(make_main_window, note, prompts):
    window = make_main_window(note)
    window.run_dialog = lambda dialog: QDialog.DialogCode.Rejected
    window.qactions[ActionId.PRINT].trigger()
    assert "confirm" not in prompts.names()


def test_print_offers_to_shift_sizes_to_10_pt(
    make_main_window, note, prompts, tmp_path
):
    window = make_main_window(note)
    window.zoom_by(4)
    book = window.make_book()
    largest = largest_size(window.session.document, book)
    assert largest == 12 + 4  # nlm-scrubber: 12 pt text, tags at +0
    prompts.answers["confirm"] = True
    shifted = window.printing.print_book()
    assert shifted is not None and shifted.text_size == PRINT_SIZE
    assert largest_size(window.session.document, shifted) == PRINT_SIZE
    name, (title, text) = prompts.asked[-1]
    assert name == "confirm" and "16 pt" in text and "-6" in text
    prompts.answers["confirm"] = False
    kept = window.printing.print_book()
    assert kept is not None and kept.text_size == 16
    assert window.zoom == 4  # the screen is not changed


def test_print_no_question_when_already_10_pt(make_main_window, note, prompts):
    window = make_main_window(note)
    window.zoom_by(PRINT_SIZE - 12)
    assert window.printing.print_book() is not None
    assert "confirm" not in prompts.names()


def test_print_styled_text_carries_each_tags_style(make_main_window, note):
    window = make_main_window(note)
    doc = window.session.document
    book = window.make_book()
    printable = printable_document(doc, book)
    assert printable.toPlainText() == doc.text
    markup = doc.markups[0]  # Name|Patient: bold, underlined, white on red
    tag = doc.tagset.get(markup.label)
    cursor = QTextCursor(printable)
    cursor.setPosition(markup.start + 1)
    fmt = cursor.charFormat()
    assert fmt.background().color() == QColor(*tag.background)
    assert fmt.foreground().color() == QColor(*tag.foreground)
    assert fmt.fontUnderline() == tag.underline
    cursor.setPosition(markup.start - 1)  # plain text before it: black, no background
    plain = cursor.charFormat()
    assert plain.foreground().color() == QColor(0, 0, 0)
    assert plain.background().style().name == "NoBrush"


def test_print_hidden_tags_print_plain(make_main_window, note):
    window = make_main_window(note)
    doc = window.session.document
    book = StyleBook(
        doc.tagset, base_size=12, display=DisplayFilter(hidden_names={"Name"})
    )
    printable = printable_document(doc, book)
    cursor = QTextCursor(printable)
    cursor.setPosition(doc.markups[0].start + 1)
    assert cursor.charFormat().background().style().name == "NoBrush"


def test_print_actions_need_a_document(make_main_window):
    window = make_main_window()
    assert not window.qactions[ActionId.PRINT].isEnabled()
    assert not window.qactions[ActionId.EXPORT_PDF].isEnabled()


def test_print_export_error_is_reported(make_main_window, note, prompts, tmp_path):
    window = make_main_window(note)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not window.printing.export_to(blocker / "out.pdf")  # parent is a file
    assert prompts.errors and prompts.errors[0][0] == "Cannot export"
