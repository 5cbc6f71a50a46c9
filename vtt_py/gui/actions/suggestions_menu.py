"""The Suggestions menu: pre-annotate, review the suggestions, train the model."""

from __future__ import annotations

from vtt_py.gui.actions.spec import SEP, A, ActionSpec, Menu

SPECS: tuple[ActionSpec, ...] = (
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
        A.FIND_MORE_PHI,
        "Find &More PHI (More False Marks)",
        "pre_annotation.set_find_more",
        tip="Pre-annotate with a lower bar for the CRF: it finds more PHI and "
        "marks two to three times as many words that are none",
        checkable=True,
    ),
    ActionSpec(
        A.SITE_LISTS,
        "&Site Lists…",
        "pre_annotation.choose_site_lists",
        tip="Your site's own names that are PHI (wards, staff, local places) and "
        "words that are not, in a text file: every pre-annotation then uses them",
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
)
MENU: Menu = (
    "&Suggestions",
    (
        A.PRE_ANNOTATE_NOTE,
        A.PRE_ANNOTATE_CORPUS,
        A.FIND_MORE_PHI,
        A.SITE_LISTS,
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
)
