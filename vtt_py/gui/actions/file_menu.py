"""The File menu: open, save, reload, compare, print, close and quit."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu, Std

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
    # Shown in the Edit menu; listed here for its place in Help › Keys.
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
)
MENU: Menu = (
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
)
