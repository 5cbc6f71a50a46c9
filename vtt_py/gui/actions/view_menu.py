"""The View menu: zoom, line wrap, theme and status bar."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu, Std

SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        A.ZOOM_IN, "Zoom &In", "zoom_by_one", (Std.ZoomIn, "Ctrl+="), pane_keys=("z",)
    ),
    ActionSpec(A.ZOOM_OUT, "Zoom &Out", "zoom_out_by_one", (Std.ZoomOut,)),
    ActionSpec(A.ZOOM_RESET, "&Reset Zoom", "zoom_reset", ("Ctrl+0",)),
    ActionSpec(A.LINE_WRAP, "Line &Wrap", "set_line_wrap", checkable=True),
    ActionSpec(A.STATUS_BAR, "&Status Bar", "options.set_status_bar", checkable=True),
    ActionSpec(A.THEME_SYSTEM, "&System Colours", "theme_system", checkable=True),
    ActionSpec(A.THEME_LIGHT, "&Light", "theme_light", checkable=True),
    ActionSpec(A.THEME_DARK, "&Dark", "theme_dark", checkable=True),
)
MENU: Menu = (
    "&View",
    (
        A.ZOOM_IN,
        A.ZOOM_OUT,
        A.ZOOM_RESET,
        A.LINE_WRAP,
        "@theme",
        SEP,
        "@panels",
        A.STATUS_BAR,
    ),
)
