"""Every menu command: an ActionId, its text, shortcuts and handler, and the menus.

The main window builds all actions in one loop (``build_actions``) and keeps
them in a ``dict[ActionId, QAction]``; enabling happens in its one
``update_actions()``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial, reduce

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence


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


A = ActionId
Std = QKeySequence.StandardKey
SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        A.OPEN,
        "&Open…",
        "files.open_dialog",
        (Std.Open,),
        "Open a .vtt or text file",
        pane_keys=("o",),
    ),
    ActionSpec(
        A.OPEN_FOLDER,
        "Open &Folder…",
        "corpus.open_dialog",
        ("Ctrl+Shift+O",),
        "Open a corpus folder",
    ),
    ActionSpec(
        A.OPEN_NEW_WINDOW,
        "Open in New &Window…",
        "files.open_in_new_window",
        ("Ctrl+Shift+N",),
        "Open a file in a window of its own, beside this one",
    ),
    ActionSpec(A.SAVE, "&Save", "files.save", (Std.Save,), pane_keys=("s",)),
    ActionSpec(
        A.SAVE_AS, "Save &As…", "files.save_as", ("Ctrl+Shift+S",), pane_keys=("a",)
    ),
    ActionSpec(A.RELOAD, "&Reload from Disk", "files.reload"),
    ActionSpec(
        A.COMPARE,
        "Co&mpare To…",
        "comparing.compare_dialog",
        tip="Compare with another version of this note (another annotator's): "
        "text, tags, then markups",
        pane_keys=("t",),
    ),
    ActionSpec(
        A.DOCUMENT_INFO,
        "Document &Info…",
        "document_info.show_info",
        ("Ctrl+I",),
        "Save history and default tags file (VTT's Meta Data)",
    ),
    ActionSpec(
        A.PRINT,
        "&Print…",
        "printing.print_dialog",
        (Std.Print,),
        "Print the text with each tag's style",
        pane_keys=("p",),
    ),
    ActionSpec(
        A.EXPORT_PDF,
        "E&xport PDF…",
        "printing.export_dialog",
        tip="Save the text with each tag's style as a PDF file",
    ),
    ActionSpec(
        A.PREFERENCES,
        "Pr&eferences…",
        "options.show_dialog",
        (Std.Preferences,),
        "User name for the save history, markup layout of new files, fonts",
    ),
    ActionSpec(
        A.CLOSE_DOCUMENT,
        "&Close Document",
        "files.close_document",
        (Std.Close,),
        pane_keys=("c",),
    ),
    ActionSpec(A.QUIT, "&Quit", "close", ("Ctrl+Q",), pane_keys=("x",)),
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
    ActionSpec(A.EDIT_TAGSET, "&Edit Tag Set…", "tagsets.edit", ("Ctrl+Shift+T",)),
    ActionSpec(A.DISPLAY_FILTER, "&Display Filter…", "tagsets.display_filter"),
    ActionSpec(A.QUICK_KEYS, "&Quick Keys…", "tagsets.quick_keys"),
    ActionSpec(A.IMPORT_TAGS, "&Import Tags File…", "tagsets.import_file"),
    ActionSpec(A.EXPORT_TAGS, "E&xport Tags File…", "tagsets.export_file"),
    ActionSpec(
        A.QUICK_LOAD_TAGS,
        "Quick &Load Default Tags",
        "document_info.quick_load_tags",
        tip="Load the document's default tags file (File › Document Info)",
        pane_keys=("q",),
    ),
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
    ActionSpec(
        A.NEXT_DOCUMENT, "&Next Document", "corpus.next_document", ("Ctrl+PgDown",)
    ),
    ActionSpec(
        A.PREVIOUS_DOCUMENT,
        "&Previous Document",
        "corpus.previous_document",
        ("Ctrl+PgUp",),
    ),
    ActionSpec(A.MARK_NEW, "Mark as &New", "corpus.mark_new"),
    ActionSpec(A.MARK_IN_PROGRESS, "Mark as &In Progress", "corpus.mark_in_progress"),
    ActionSpec(A.MARK_DONE, "Mark as &Done", "corpus.mark_done", ("Ctrl+D",)),
    ActionSpec(
        A.AGREEMENT,
        "&Agreement…",
        "agreement.show_setup",
        ("Ctrl+Shift+G",),
        "Compare two annotators' folders: scores, charts and every disagreement",
    ),
    ActionSpec(
        A.START_ADJUDICATION,
        "Start A&djudication…",
        "adjudication_setup.start_dialog",
        ("Ctrl+Shift+D",),
        "Merge two annotators' folders into a folder to adjudicate",
    ),
    ActionSpec(
        A.TAKE_A,
        "Take &A",
        "adjudication.take_a",
        ("Alt+1",),
        "Keep annotator A's version of this disagreement",
        pane_keys=("a",),
        mode="adjudication",
    ),
    ActionSpec(
        A.TAKE_B,
        "Take &B",
        "adjudication.take_b",
        ("Alt+2",),
        "Keep annotator B's version of this disagreement",
        pane_keys=("b",),
        mode="adjudication",
    ),
    ActionSpec(
        A.TAKE_BOTH,
        "Take Bo&th",
        "adjudication.take_both",
        ("Alt+3",),
        "Keep both versions",
        pane_keys=("t",),
        mode="adjudication",
    ),
    ActionSpec(
        A.TAKE_NEITHER,
        "Take &Neither",
        "adjudication.take_neither",
        ("Alt+0",),
        "Keep neither version (no PHI here)",
        pane_keys=("x",),
        mode="adjudication",
    ),
    ActionSpec(
        A.EDIT_DECISION,
        "&Edit, then Decide…",
        "adjudication.edit_decision",
        tip="Write the gold markup yourself (span, tag, category) in place of both",
        pane_keys=("e",),
        mode="adjudication",
    ),
    ActionSpec(
        A.NEXT_DISAGREEMENT,
        "Next &Disagreement",
        "adjudication.next_disagreement",
        ("Alt+Down",),
        pane_keys=("n",),
        mode="adjudication",
    ),
    ActionSpec(
        A.PREVIOUS_DISAGREEMENT,
        "&Previous Disagreement",
        "adjudication.previous_disagreement",
        ("Alt+Up",),
        pane_keys=("p",),
        mode="adjudication",
    ),
    ActionSpec(
        A.NEXT_NOTE_TO_ADJUDICATE,
        "Ne&xt Note to Adjudicate",
        "adjudication.next_note",
        ("Alt+PgDown",),
        "Save this note and open the next one with disagreements left",
        pane_keys=("N",),
        mode="adjudication",
    ),
    ActionSpec(
        A.PREVIOUS_NOTE_TO_ADJUDICATE,
        "Previous N&ote to Adjudicate",
        "adjudication.previous_note",
        ("Alt+PgUp",),
        "Save this note and open the previous one with disagreements left",
        pane_keys=("P",),
        mode="adjudication",
    ),
    ActionSpec(
        A.ADJUDICATOR_NAME,
        "Adjudicator &Name…",
        "adjudication_setup.ask_user_name",
        tip="The name written with each decision (default: your login name)",
    ),
    ActionSpec(
        A.PRE_ANNOTATE_NOTE,
        "Pre-annotate &Note",
        "pre_annotation.run_note",
        ("Ctrl+Shift+P",),
        "Run the de-identifier on this note; its findings become suggestions",
    ),
    ActionSpec(
        A.PRE_ANNOTATE_CORPUS,
        "Pre-annotate &Corpus",
        "pre_annotation.run_corpus",
        tip="Add suggestions to every note of the corpus not marked Done",
    ),
    ActionSpec(
        A.CANCEL_TASK,
        "Ca&ncel Background Work",
        "background.cancel",
        tip="Stop pre-annotation or training (finished notes keep their suggestions)",
    ),
    ActionSpec(
        A.ACCEPT_SUGGESTION,
        "&Accept Suggestion",
        "review.accept_one",
        ("Ctrl+Alt+A",),
        pane_keys=("y",),
    ),
    ActionSpec(
        A.ACCEPT_TAG_SUGGESTIONS,
        "Accept All of This &Tag",
        "review.accept_tag",
        pane_keys=("Y",),
    ),
    ActionSpec(
        A.ACCEPT_ALL_SUGGESTIONS,
        "Accept A&ll Suggestions",
        "review.accept_all",
        ("Ctrl+Alt+Y",),
    ),
    ActionSpec(
        A.REJECT_SUGGESTION,
        "&Reject Suggestion",
        "review.reject_one",
        ("Ctrl+Alt+R",),
        pane_keys=("d",),
    ),
    ActionSpec(
        A.REJECT_TAG_SUGGESTIONS,
        "Reject All of This Ta&g",
        "review.reject_tag",
        pane_keys=("D",),
    ),
    ActionSpec(
        A.REJECT_ALL_SUGGESTIONS,
        "Reject All S&uggestions",
        "review.reject_all",
        ("Ctrl+Alt+D",),
    ),
    ActionSpec(
        A.NEXT_SUGGESTION,
        "N&ext Suggestion",
        "review.next_suggestion",
        ("Alt+Shift+Down",),
        pane_keys=("g",),
    ),
    ActionSpec(
        A.PREVIOUS_SUGGESTION,
        "Pre&vious Suggestion",
        "review.previous_suggestion",
        ("Alt+Shift+Up",),
        pane_keys=("G",),
    ),
    ActionSpec(
        A.TRAIN_MODEL,
        "&Train Model on Done Notes…",
        "training.train",
        tip="Retrain the CRF on the notes marked Done, then suggest again",
    ),
    ActionSpec(
        A.HELP_KEYS, "&Keys…", "show_keys", (Std.HelpContents,), pane_keys=("h",)
    ),
    ActionSpec(A.ABOUT, "&About vtt-py", "show_about"),
)
SPEC_BY_ID = {spec.id: spec for spec in SPECS}

SEP = None
#: Menu bar: (title, entries). An entry is an ActionId, SEP, or a "@name" submenu
#: filled by the window (recent files, shipped tag sets, themes, panels).
MENUS: tuple[tuple[str, tuple[ActionId | str | None, ...]], ...] = (
    (
        "&File",
        (
            A.OPEN,
            A.OPEN_FOLDER,
            A.OPEN_NEW_WINDOW,
            "@recent",
            SEP,
            A.SAVE,
            A.SAVE_AS,
            A.RELOAD,
            SEP,
            A.COMPARE,
            A.DOCUMENT_INFO,
            SEP,
            A.PRINT,
            A.EXPORT_PDF,
            SEP,
            A.CLOSE_DOCUMENT,
            A.QUIT,
        ),
    ),
    (
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
    ),
    (
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
    ),
    (
        "Ta&gs",
        (
            A.EDIT_TAGSET,
            "@tagsets",
            A.IMPORT_TAGS,
            A.EXPORT_TAGS,
            A.QUICK_LOAD_TAGS,
            SEP,
            A.DISPLAY_FILTER,
            A.QUICK_KEYS,
        ),
    ),
    (
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
    ),
    (
        "&Corpus",
        (
            A.NEXT_DOCUMENT,
            A.PREVIOUS_DOCUMENT,
            SEP,
            A.MARK_NEW,
            A.MARK_IN_PROGRESS,
            A.MARK_DONE,
            SEP,
            A.AGREEMENT,
            A.START_ADJUDICATION,
        ),
    ),
    (
        "A&djudicate",
        (
            A.TAKE_A,
            A.TAKE_B,
            A.TAKE_BOTH,
            A.TAKE_NEITHER,
            A.EDIT_DECISION,
            SEP,
            A.NEXT_DISAGREEMENT,
            A.PREVIOUS_DISAGREEMENT,
            A.NEXT_NOTE_TO_ADJUDICATE,
            A.PREVIOUS_NOTE_TO_ADJUDICATE,
            SEP,
            A.ADJUDICATOR_NAME,
        ),
    ),
    (
        "&Suggestions",
        (
            A.PRE_ANNOTATE_NOTE,
            A.PRE_ANNOTATE_CORPUS,
            A.CANCEL_TASK,
            SEP,
            A.ACCEPT_SUGGESTION,
            A.ACCEPT_TAG_SUGGESTIONS,
            A.ACCEPT_ALL_SUGGESTIONS,
            A.REJECT_SUGGESTION,
            A.REJECT_TAG_SUGGESTIONS,
            A.REJECT_ALL_SUGGESTIONS,
            SEP,
            A.NEXT_SUGGESTION,
            A.PREVIOUS_SUGGESTION,
            SEP,
            A.TRAIN_MODEL,
        ),
    ),
    ("&Help", (A.HELP_KEYS, A.ABOUT)),
)


def tr(text: str) -> str:
    """Translate an action text (the context is the registry)."""
    return QCoreApplication.translate("actions", text)


def resolve(owner: object, dotted: str) -> Callable:
    """``"files.save"`` -> ``owner.files.save``."""
    target = reduce(getattr, dotted.split("."), owner)
    assert callable(target), dotted
    return target


def build_actions(owner: QObject) -> dict[ActionId, QAction]:
    """Create every action, parented to and dispatching to ``owner``."""
    actions = {}
    for spec in SPECS:
        action = QAction(tr(spec.text), owner)
        action.setObjectName(f"action_{spec.id.value}")
        if spec.shortcuts:
            action.setShortcuts([QKeySequence(s) for s in spec.shortcuts])
        hint = " ".join(spec.pane_keys)
        tip = tr(spec.tip) if spec.tip else action.text().replace("&", "").rstrip("…")
        action.setStatusTip(tip)
        action.setToolTip(tip + (f"  (key {hint})" if hint else ""))
        action.setCheckable(spec.checkable)
        handler = resolve(owner, spec.handler)
        if spec.checkable:
            action.toggled.connect(handler)
        else:
            action.triggered.connect(lambda _=False, h=handler: h())
        actions[spec.id] = action
    return actions


def _pane_key(
    candidates: list[tuple[ActionSpec, QAction]], mode_on: Callable[[str], bool]
) -> None:
    """Trigger the first enabled candidate; a mode that is on keeps its keys."""
    for spec, action in candidates:
        if action.isEnabled():
            action.trigger()
            return
        if spec.mode and mode_on(spec.mode):
            return  # e.g. "x" while adjudicating never falls back to Quit


def pane_key_handlers(
    actions: dict[ActionId, QAction], mode_on: Callable[[str], bool]
) -> dict[str, Callable[[], None]]:
    """What each VTT key typed in the text pane does.

    A key shared by a VTT command and a mode's command (``a``, ``p``, ``t``,
    ``x``: Save As, Print, Compare, Quit; and adjudication's Take A, Previous
    Disagreement, Take Both, Take Neither) belongs to the mode while the mode
    is on, even where its command does not apply (no disagreement left), so
    an adjudicator's stray ``x`` never quits; otherwise it is VTT's. Mode
    commands come later in SPECS, so they are tried first.
    """
    bound: dict[str, list[tuple[ActionSpec, QAction]]] = {}
    for spec in SPECS:
        for key in spec.pane_keys:
            bound.setdefault(key, []).append((spec, actions[spec.id]))
    return {
        key: partial(_pane_key, found[::-1], mode_on) for key, found in bound.items()
    }


def shortcut_text(spec: ActionSpec) -> str:
    """The shortcuts of an action as the Keys dialog shows them."""
    keys = [
        QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText)
        for s in spec.shortcuts
    ]
    return ", ".join(k for k in keys if k)
