"""Several main windows, as VTT has: a file opens in a new window, and an open file gets focus."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from vtt_py.gui.prompts import Prompts

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

#: Windows opened from another window; Qt does not own top-level windows,
#: so without a reference Python would delete them.
_OPENED: list[MainWindow] = []


def main_windows() -> list[MainWindow]:
    """Every main window of the application, shown or not."""
    from vtt_py.gui.views.main_window import MainWindow

    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]


def window_showing(path: Path, besides: MainWindow) -> MainWindow | None:
    """Another visible window whose open document is ``path``."""
    path = path.absolute()
    for window in main_windows():
        session = window.session
        if window is besides or not window.isVisible() or session is None:
            continue
        if session.source == path:
            return window
    return None


def focus(window: MainWindow) -> None:
    """Bring a window to the front."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def open_in_new_window(parent: MainWindow, path: Path) -> MainWindow:
    """A new window beside ``parent``, sharing its recovery folder.

    It gets a thread pool of its own: closing it waits for its own
    background work only.
    """
    # Real prompts belong to their window (dialogs centre on it); a test's
    # scripted prompts are shared.
    shared = None if type(parent.prompts) is Prompts else parent.prompts
    window = type(parent)(
        tasks=parent.tasks.fresh(), prompts=shared, recovery=parent.files.store
    )
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _OPENED.append(window)
    window.destroyed.connect(lambda *_: _forget(window))
    window.resize(parent.size())
    window.move(parent.pos() + parent.rect().center() / 8)
    window.show()
    window.files.open_path(path)
    return window


def _forget(window: MainWindow) -> None:
    if window in _OPENED:
        _OPENED.remove(window)
