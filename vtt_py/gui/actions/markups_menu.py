"""The Markups menu: tag, edit, join and delete markups, and go from one to the next."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu, Std

SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        A.TAG_PALETTE,
        "&Tag Selection…",
        "tagging.show_palette",
        ("Ctrl+T",),
        "Choose a tag by typing part of its name",
    ),
    ActionSpec(
        A.DELETE_MARKUP,
        "&Delete Markup",
        "tagging.delete_selected",
        (Std.Delete,),
        pane_keys=("0",),
    ),
    ActionSpec(
        A.JOIN_MARKUP,
        "&Join with Next",
        "tagging.join_selected",
        ("Ctrl+J",),
        pane_keys=("j",),
    ),
    ActionSpec(
        A.EDIT_MARKUP,
        "&Edit Markup…",
        "tagging.edit_selected",
        ("Ctrl+E", "F2"),
        pane_keys=("m",),
    ),
    ActionSpec(
        A.NEXT_MARKUP,
        "&Next Markup",
        "tagging.next_markup",
        ("Alt+Right",),
        pane_keys=(".",),
    ),
    ActionSpec(
        A.PREVIOUS_MARKUP,
        "&Previous Markup",
        "tagging.previous_markup",
        ("Alt+Left",),
        pane_keys=(",",),
    ),
    ActionSpec(
        A.FIRST_MARKUP,
        "&First Markup",
        "tagging.first_markup",
        ("Alt+Home",),
        pane_keys=("[",),
    ),
    ActionSpec(
        A.LAST_MARKUP,
        "&Last Markup",
        "tagging.last_markup",
        ("Alt+End",),
        pane_keys=("]",),
    ),
    ActionSpec(
        A.NEXT_SHOWN,
        "Next &Displayed Markup",
        "tagging.next_shown",
        ("F8",),
        pane_keys=(">",),
    ),
    ActionSpec(
        A.PREVIOUS_SHOWN,
        "Previous Displa&yed Markup",
        "tagging.previous_shown",
        ("Shift+F8",),
        pane_keys=("<",),
    ),
    ActionSpec(
        A.FIRST_SHOWN,
        "First Displayed Markup",
        "tagging.first_shown",
        ("Ctrl+F8",),
        pane_keys=("{",),
    ),
    ActionSpec(
        A.LAST_SHOWN,
        "Last Displayed Markup",
        "tagging.last_shown",
        ("Ctrl+Shift+F8",),
        pane_keys=("}",),
    ),
    ActionSpec(
        A.DELETE_ALL_OF_TAG, "Delete All of a &Tag…", "finder.delete_all_of_tag"
    ),
    ActionSpec(
        A.DELETE_ALL_MARKUPS,
        "Delete &All Markups…",
        "tagsets.delete_all_markups",
        tip="Delete every markup of this document (asks first; one undo step)",
    ),
    ActionSpec(A.REPORT, "&Report…", "tagsets.show_report", ("Ctrl+Shift+R",)),
)
MENU: Menu = (
    "&Markups",
    (
        A.TAG_PALETTE,
        A.EDIT_MARKUP,
        A.JOIN_MARKUP,
        A.DELETE_MARKUP,
        SEP,
        A.NEXT_MARKUP,
        A.PREVIOUS_MARKUP,
        A.FIRST_MARKUP,
        A.LAST_MARKUP,
        A.NEXT_SHOWN,
        A.PREVIOUS_SHOWN,
        A.FIRST_SHOWN,
        A.LAST_SHOWN,
        SEP,
        A.DELETE_ALL_OF_TAG,
        A.DELETE_ALL_MARKUPS,
        A.REPORT,
    ),
)
