"""Light and dark palettes (Fusion style), and the app's few style-sheet touches."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

SYSTEM, LIGHT, DARK = "system", "light", "dark"
THEMES = (SYSTEM, LIGHT, DARK)

_DARK = {
    QPalette.ColorRole.Window: (45, 47, 52),
    QPalette.ColorRole.WindowText: (225, 227, 230),
    QPalette.ColorRole.Base: (32, 34, 38),
    QPalette.ColorRole.AlternateBase: (40, 42, 47),
    QPalette.ColorRole.Text: (225, 227, 230),
    QPalette.ColorRole.Button: (52, 55, 61),
    QPalette.ColorRole.ButtonText: (225, 227, 230),
    QPalette.ColorRole.ToolTipBase: (52, 55, 61),
    QPalette.ColorRole.ToolTipText: (235, 235, 235),
    QPalette.ColorRole.PlaceholderText: (140, 144, 150),
    QPalette.ColorRole.Highlight: (53, 132, 228),
    QPalette.ColorRole.HighlightedText: (255, 255, 255),
    QPalette.ColorRole.Link: (110, 170, 255),
    QPalette.ColorRole.Mid: (70, 73, 80),
    QPalette.ColorRole.Dark: (25, 26, 29),
}
_LIGHT = {
    QPalette.ColorRole.Window: (243, 244, 246),
    QPalette.ColorRole.WindowText: (30, 32, 36),
    QPalette.ColorRole.Base: (255, 255, 255),
    QPalette.ColorRole.AlternateBase: (247, 248, 250),
    QPalette.ColorRole.Text: (25, 27, 31),
    QPalette.ColorRole.Button: (236, 237, 240),
    QPalette.ColorRole.ButtonText: (30, 32, 36),
    QPalette.ColorRole.ToolTipBase: (255, 255, 240),
    QPalette.ColorRole.ToolTipText: (20, 20, 20),
    QPalette.ColorRole.PlaceholderText: (130, 134, 140),
    QPalette.ColorRole.Highlight: (38, 110, 200),
    QPalette.ColorRole.HighlightedText: (255, 255, 255),
    QPalette.ColorRole.Link: (20, 90, 200),
}

#: Style sheets go on the few widgets that need them, never on the application:
#: an application style sheet overrides the fonts the text view sets per tag set.
DOCK_STYLE = "QDockWidget::title { padding: 5px 8px; }"
FIND_BAR_STYLE = "QFrame#FindBar { border-top: 1px solid palette(mid); }"


_original: QPalette | None = None


def palette_for(theme: str) -> QPalette:
    """The palette of a theme (the platform's own for ``system``)."""
    if theme == SYSTEM and _original is not None:
        return QPalette(_original)
    style = QStyleFactory.create("Fusion")
    palette = style.standardPalette()
    colours = _DARK if theme == DARK else _LIGHT if theme == LIGHT else {}
    for role, rgb in colours.items():
        palette.setColor(role, QColor(*rgb))
        if theme == DARK and role in (
            QPalette.ColorRole.Text,
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.ButtonText,
        ):
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(120, 123, 130))
    return palette


def apply_theme(app: QApplication, theme: str) -> None:
    """Switch the whole application to a theme, open windows included."""
    global _original
    if _original is None:
        _original = QPalette(app.palette())
    app.setStyle("Fusion")
    app.setPalette(palette_for(theme if theme in THEMES else SYSTEM))
    # A widget under a style sheet (docks, the find bar) keeps the palette its
    # sheet was polished with until the sheet is applied again.
    for widget in app.allWidgets():
        if widget.styleSheet():
            widget.setStyleSheet(widget.styleSheet())
