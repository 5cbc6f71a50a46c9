"""The Corpus menu: move between notes, mark their state, agreement and adjudication."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu

SPECS: tuple[ActionSpec, ...] = (
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
)
MENU: Menu = (
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
)
