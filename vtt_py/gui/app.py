"""QApplication set-up and the ``vtt-py gui`` entry point."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

import vtt_py
from vtt_py.gui import settings, theme
from vtt_py.gui.views.main_window import MainWindow
from vtt_py.gui.workspace import start_path

ORGANIZATION = "vtt_py"
APPLICATION = "vtt-py"


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once): names for QSettings, high-DPI, theme."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication(argv if argv is not None else sys.argv[:1])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(vtt_py.__version__)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    theme.apply_theme(app, settings.THEME.get())
    return app


def create_window(path: Path | None = None, **options) -> MainWindow:
    """A main window, showing ``path`` (a file or a corpus folder) if given."""
    window = MainWindow(**options)
    if path is not None:
        window.files.open_path(path)
    return window


def main(path: Path | None = None) -> int:
    """Open the app on a file or corpus folder (None: the sample corpus) and run it."""
    app = create_application()
    target, note = start_path(path)
    if note:
        print(f"vtt-py: {note}", file=sys.stderr)
    window = create_window()
    window.show()
    window.files.open_path(target)
    if note:
        window.show_message(note, seconds=30)
    # After the window is up: offer work a crash left behind.
    QTimer.singleShot(0, window.files.offer_recovery)
    return int(app.exec())
