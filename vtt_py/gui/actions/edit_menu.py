"""The Edit menu: undo, find and the tagging modes."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu, Std

SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(A.UNDO, "&Undo", "undo_group.undo", (Std.Undo,), pane_keys=("u",)),
    ActionSpec(
        A.REDO, "&Redo", "undo_group.redo", ("Ctrl+Shift+Z", "Ctrl+Y"), pane_keys=("r",)
    ),
    ActionSpec(
        A.UNDO_LOG,
        "Undo &History…",
        "undo_log.show_log",
        tip="Every edit of this document (VTT's Undo Manager Log); click one to go back",
    ),
    ActionSpec(
        A.FIND, "&Find and Tag…", "finder.show_bar", (Std.Find,), pane_keys=("f",)
    ),
    ActionSpec(A.FIND_NEXT, "Find &Next", "finder.next_hit", ("F3",)),
    ActionSpec(A.FIND_PREVIOUS, "Find &Previous", "finder.previous_hit", ("Shift+F3",)),
    ActionSpec(
        A.SNAP_TO_WORDS,
        "&Snap Selection to Words",
        "tagging.set_snap",
        tip="Extend a selection to whole words before tagging",
        checkable=True,
    ),
    ActionSpec(
        A.OVERLAP_MODE,
        "&Overlap Mode",
        "tagging.set_overlap",
        ("Ctrl+Shift+L",),
        "Off: a new markup replaces those it overlaps. On: they coexist.",
        checkable=True,
    ),
)
MENU: Menu = (
    "&Edit",
    (
        A.UNDO,
        A.REDO,
        A.UNDO_LOG,
        SEP,
        A.FIND,
        A.FIND_NEXT,
        A.FIND_PREVIOUS,
        SEP,
        A.SNAP_TO_WORDS,
        A.OVERLAP_MODE,
        SEP,
        A.PREFERENCES,
    ),
)
