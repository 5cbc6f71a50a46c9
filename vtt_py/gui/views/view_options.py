"""View options of the main window: zoom, line wrap, theme, and the Help dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
)

import vtt_py
from vtt_py.gui import settings, theme
from vtt_py.gui.views.dialogs import KeysDialog
from vtt_py.gui.views.text_view import DocumentTextView

MIN_ZOOM, MAX_ZOOM = -8, 40


class ViewOptionsWindow(QMainWindow):
    """The base of :class:`MainWindow`: zoom, wrap, theme and Help (split out to keep it small).

    The main window sets ``zoom`` and ``view`` and implements ``restyle`` and
    ``run_dialog``.
    """

    zoom: int
    view: DocumentTextView

    def restyle(self) -> None:
        """Redraw the text with the current styles."""
        raise NotImplementedError

    def run_dialog(self, dialog: QDialog) -> int:
        """Run a modal dialog."""
        raise NotImplementedError

    def zoom_by(self, step: int) -> None:
        """Change the zoom (points added to every font size, as VTT's zoom factor)."""
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom + step))
        settings.ZOOM.set(self.zoom)
        self.restyle()

    def zoom_by_one(self) -> None:
        """View > Zoom In."""
        self.zoom_by(1)

    def zoom_out_by_one(self) -> None:
        """View > Zoom Out."""
        self.zoom_by(-1)

    def zoom_reset(self) -> None:
        """View > Reset Zoom."""
        self.zoom_by(-self.zoom)

    def set_line_wrap(self, on: bool) -> None:
        """View > Line Wrap."""
        settings.LINE_WRAP.set(bool(on))
        self.view.setLineWrapMode(
            QPlainTextEdit.LineWrapMode.WidgetWidth
            if on
            else QPlainTextEdit.LineWrapMode.NoWrap
        )

    def _theme(self, name: str, on: bool) -> None:
        if on:
            settings.THEME.set(name)
            app = QApplication.instance()
            if isinstance(app, QApplication):
                theme.apply_theme(app, name)

    def theme_system(self, on: bool) -> None:
        """View > Theme > System."""
        self._theme(theme.SYSTEM, on)

    def theme_light(self, on: bool) -> None:
        """View > Theme > Light."""
        self._theme(theme.LIGHT, on)

    def theme_dark(self, on: bool) -> None:
        """View > Theme > Dark."""
        self._theme(theme.DARK, on)

    def show_keys(self) -> None:
        """Help > Keys."""
        self.run_dialog(KeysDialog(self))

    def show_about(self) -> None:
        """Help > About."""
        QMessageBox.about(
            self,
            self.tr("About vtt-py"),
            self.tr(
                "<b>vtt-py %s</b><br/>A VTT-compatible annotation tool for PHI gold standards."
            )
            % vtt_py.__version__,
        )
