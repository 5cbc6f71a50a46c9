"""VTT's Options: Preferences (Config Setup) and the status bar (Show Status)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from vtt_py.formats.vtt import default_user
from vtt_py.gui import settings
from vtt_py.gui.preferences import Preferences
from vtt_py.gui.views.preferences_dialog import PreferencesDialog

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


class PreferencesController(QObject):
    """Edit › Preferences and View › Status Bar."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def show_dialog(self) -> None:
        """Show the dialog and apply what was accepted."""
        prefs = dataclasses.replace(Preferences.load(), zoom=self.window.zoom)
        dialog = PreferencesDialog(
            prefs,
            login_name=default_user(),
            ask_tags_path=lambda: self.window.prompts.tags_file(
                settings.LAST_FOLDER.get(), save=False
            ),
            parent=self.window,
        )
        if self.window.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            result = dialog.result_preferences()
            if result is not None:
                self.apply(result)

    def apply(self, prefs: Preferences) -> None:
        """Store preferences and restyle the open document for the new fonts."""
        prefs.store()
        window = self.window
        restyle = prefs.base_font_size != window.base_size
        window.base_size = prefs.base_font_size
        if prefs.zoom != window.zoom:
            window.zoom_by(prefs.zoom - window.zoom)  # clamps, stores, restyles
        elif restyle:
            window.restyle()
        window.show_message(self.tr("Preferences saved"))

    def set_status_bar(self, on: bool) -> None:
        """View › Status Bar (VTT's Options › Show Status)."""
        settings.STATUS_BAR.set(bool(on))
        self.window.statusBar().setVisible(bool(on))
