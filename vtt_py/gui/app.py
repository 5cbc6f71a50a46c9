"""QApplication set-up and the ``vtt-py gui`` entry point."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QApplication, QMainWindow, QPlainTextEdit

from vtt_py.core.document import Document
from vtt_py.formats.vtt_format import open_document


def first_document(path: Path) -> Path | None:
    """The file to show for a path: itself, or the first ``.vtt`` in a corpus folder."""
    if path.is_file():
        return path
    found = sorted(path.rglob("*.vtt"))
    return found[0] if found else None


class MainWindow(QMainWindow):
    """A minimal viewer: the document text drawn with each tag's style."""

    def __init__(self, doc: Document | None = None, title: str = "vtt-py") -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setWindowTitle(title)
        self.view = QPlainTextEdit(self)
        self.view.setObjectName("TextView")
        self.view.setReadOnly(True)
        self.setCentralWidget(self.view)
        self.resize(1000, 700)
        if doc is not None:
            self.show_document(doc)

    def show_document(self, doc: Document) -> None:
        """Show the text with every displayable markup styled."""
        self.view.setPlainText(doc.text)
        cursor = QTextCursor(self.view.document())
        for markup in doc.markups:
            tag = doc.tagset.get(markup.label)
            if tag is None or not tag.display:
                continue
            fmt = QTextCharFormat()
            fmt.setForeground(QColor(*tag.foreground))
            fmt.setBackground(QColor(*tag.background))
            fmt.setFontWeight(QFont.Weight.Bold if tag.bold else QFont.Weight.Normal)
            fmt.setFontItalic(tag.italic)
            fmt.setFontUnderline(tag.underline)
            cursor.setPosition(markup.start)
            cursor.setPosition(markup.end, QTextCursor.MoveMode.KeepAnchor)
            cursor.mergeCharFormat(fmt)


def main(path: Path) -> int:
    """Open the app on a file or corpus folder and run the event loop."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    target = first_document(path)
    doc = open_document(target) if target else None
    window = MainWindow(doc, f"vtt-py — {target.name if target else path}")
    window.show()
    return int(app.exec())
