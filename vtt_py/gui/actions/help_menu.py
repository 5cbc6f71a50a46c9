"""The Help menu: the keys and the About box."""

from __future__ import annotations

from vtt_py.gui.actions.spec import A, ActionSpec, Menu, Std

SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        A.HELP_KEYS, "&Keys…", "show_keys", (Std.HelpContents,), pane_keys=("h",)
    ),
    ActionSpec(A.ABOUT, "&About vtt-py", "show_about"),
)
MENU: Menu = ("&Help", (A.HELP_KEYS, A.ABOUT))
