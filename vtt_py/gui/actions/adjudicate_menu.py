"""The Adjudicate menu: decide each disagreement and move between them."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu

SPECS: tuple[ActionSpec, ...] = (
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
)
MENU: Menu = (
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
)
