"""The Help menu: the keys and the About box."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from vtt_py.gui.actions.spec import ActionId, ActionSpec, Menu

A = ActionId
Std = QKeySequence.StandardKey

SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        A.HELP_KEYS, "&Keys…", "show_keys", (Std.HelpContents,), pane_keys=("h",)
    ),
    ActionSpec(A.ABOUT, "&About vtt-py", "show_about"),
)
MENU: Menu = ("&Help", (A.HELP_KEYS, A.ABOUT))
