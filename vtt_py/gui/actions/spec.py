"""What an action is: its identifier, how it is built, and a menu's entries."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtGui import QKeySequence


class ActionId(StrEnum):
    """Identifiers of the app's actions (also their objectName)."""

    OPEN = "open"
    OPEN_FOLDER = "open_folder"
    OPEN_NEW_WINDOW = "open_new_window"
    SAVE = "save"
    SAVE_AS = "save_as"
    RELOAD = "reload"
    COMPARE = "compare"
    DOCUMENT_INFO = "document_info"
    PRINT = "print"
    EXPORT_PDF = "export_pdf"
    PREFERENCES = "preferences"
    CLOSE_DOCUMENT = "close_document"
    QUIT = "quit"
    UNDO = "undo"
    REDO = "redo"
    UNDO_LOG = "undo_log"
    FIND = "find"
    FIND_NEXT = "find_next"
    FIND_PREVIOUS = "find_previous"
    SNAP_TO_WORDS = "snap_to_words"
    OVERLAP_MODE = "overlap_mode"
    TAG_PALETTE = "tag_palette"
    DELETE_MARKUP = "delete_markup"
    JOIN_MARKUP = "join_markup"
    EDIT_MARKUP = "edit_markup"
    NEXT_MARKUP = "next_markup"
    PREVIOUS_MARKUP = "previous_markup"
    FIRST_MARKUP = "first_markup"
    LAST_MARKUP = "last_markup"
    NEXT_SHOWN = "next_shown"
    PREVIOUS_SHOWN = "previous_shown"
    FIRST_SHOWN = "first_shown"
    LAST_SHOWN = "last_shown"
    DELETE_ALL_OF_TAG = "delete_all_of_tag"
    DELETE_ALL_MARKUPS = "delete_all_markups"
    REPORT = "report"
    EDIT_TAGSET = "edit_tagset"
    DISPLAY_FILTER = "display_filter"
    QUICK_KEYS = "quick_keys"
    IMPORT_TAGS = "import_tags"
    EXPORT_TAGS = "export_tags"
    QUICK_LOAD_TAGS = "quick_load_tags"
    ZOOM_IN = "zoom_in"
    ZOOM_OUT = "zoom_out"
    ZOOM_RESET = "zoom_reset"
    LINE_WRAP = "line_wrap"
    STATUS_BAR = "status_bar"
    THEME_SYSTEM = "theme_system"
    THEME_LIGHT = "theme_light"
    THEME_DARK = "theme_dark"
    NEXT_DOCUMENT = "next_document"
    PREVIOUS_DOCUMENT = "previous_document"
    MARK_NEW = "mark_new"
    MARK_IN_PROGRESS = "mark_in_progress"
    MARK_DONE = "mark_done"
    AGREEMENT = "agreement"
    START_ADJUDICATION = "start_adjudication"
    TAKE_A = "take_a"
    TAKE_B = "take_b"
    TAKE_BOTH = "take_both"
    TAKE_NEITHER = "take_neither"
    EDIT_DECISION = "edit_decision"
    NEXT_DISAGREEMENT = "next_disagreement"
    PREVIOUS_DISAGREEMENT = "previous_disagreement"
    NEXT_NOTE_TO_ADJUDICATE = "next_note_to_adjudicate"
    PREVIOUS_NOTE_TO_ADJUDICATE = "previous_note_to_adjudicate"
    ADJUDICATOR_NAME = "adjudicator_name"
    PRE_ANNOTATE_NOTE = "pre_annotate_note"
    PRE_ANNOTATE_CORPUS = "pre_annotate_corpus"
    FIND_MORE_PHI = "find_more_phi"
    SITE_LISTS = "site_lists"
    CANCEL_TASK = "cancel_task"
    ACCEPT_SUGGESTION = "accept_suggestion"
    ACCEPT_TAG_SUGGESTIONS = "accept_tag_suggestions"
    ACCEPT_ALL_SUGGESTIONS = "accept_all_suggestions"
    REJECT_SUGGESTION = "reject_suggestion"
    REJECT_TAG_SUGGESTIONS = "reject_tag_suggestions"
    REJECT_ALL_SUGGESTIONS = "reject_all_suggestions"
    NEXT_SUGGESTION = "next_suggestion"
    PREVIOUS_SUGGESTION = "previous_suggestion"
    TRAIN_MODEL = "train_model"
    HELP_KEYS = "help_keys"
    ABOUT = "about"


@dataclass(frozen=True)
class ActionSpec:
    """How to build one action. ``handler`` is a dotted path on the main window."""

    id: ActionId
    text: str
    handler: str
    shortcuts: tuple[str | QKeySequence.StandardKey, ...] = ()
    tip: str = ""
    checkable: bool = False
    #: Single keys typed in the text pane (VTT's keys) that also trigger it.
    pane_keys: tuple[str, ...] = field(default=())
    #: A mode (``"adjudication"``) that owns this action's pane keys while it is on.
    mode: str = ""


#: A menu separator.
SEP = None
#: A menu: (title, entries). An entry is an ActionId, SEP, or a "@name" submenu
#: filled by the window (recent files, shipped tag sets, themes, panels).
Menu = tuple[str, tuple[ActionId | str | None, ...]]

#: The short names the menu modules write their specs with.
A = ActionId
Std = QKeySequence.StandardKey
