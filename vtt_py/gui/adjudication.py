"""Adjudication mode: decide two annotators' disagreements one key at a time, logged, undoable.

A note belongs to an adjudication when a parent folder holds the header
``vtt-py adjudicate`` (or Corpus › Start Adjudication) wrote, or when it has
pending markups. Agreements are already accepted; each disagreement group is
decided with one key (a, b, t, x, e), which is one undo step and one record
in the folder's decision log; undo appends an ``undo`` record (the log is an
append-only audit trail). The result is the ordinary gold ``.vtt`` file.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog

from vtt_py.core.adjudication import (
    Choice,
    Group,
    decision_record,
    next_group,
    resolve,
    resolve_edit,
    strip_pending,
)
from vtt_py.core.markup import Markup
from vtt_py.formats.adjudication_log import (
    HEADER_NAME,
    SAVE,
    append_decision,
    find_root,
    read_header,
)
from vtt_py.gui.adjudication_navigation import AdjudicationNavigation
from vtt_py.gui.adjudication_setup import count_pending
from vtt_py.gui.commands import DecideDisagreementCommand
from vtt_py.gui.corpus_state import DONE, IN_PROGRESS, NEW, Corpus, CorpusEntry
from vtt_py.gui.views.markup_dialog import MarkupDialog

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


class AdjudicationController(AdjudicationNavigation):
    """Decisions, navigation between disagreements and notes, progress, the log."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._log_failed = False

    # ------------------------------------------------------------ hooks

    def bind_view(self) -> None:
        """Follow the caret: a group under it becomes the current one."""
        self.window.view.caretMoved.connect(self._caret_moved)

    def document_changed(self) -> None:
        """A note (or none) is shown: find its folder and go to its first disagreement."""
        session = self.session
        self._groups, self.current = None, None
        self.root = find_root(session.source) if session and session.source else None
        self.header = read_header(self.root) if self.root else {}
        self._log_failed = False
        if session is not None:
            session.model.spansChanged.connect(self._spans_changed)
            session.model.tagsetChanged.connect(self._invalidate)
        if self.active and self.groups():
            self.show_group(self.groups()[0])
        else:
            self.window.view.set_current_item(None)
        self.refresh()

    def corpus_opened(self, corpus: Corpus) -> None:
        """An adjudication folder opened as a corpus: count what is left in each note."""
        self.pending = {}
        self.window.corpus.model.set_pending(None)
        if not (corpus.root / HEADER_NAME).is_file():
            return
        self.window.corpus.model.set_pending({})
        paths = [e.path for e in corpus.entries if e.path.suffix.lower() == ".vtt"]

        def done(counts: dict[Path, int]) -> None:
            if self.window.corpus.corpus is not corpus:
                return
            self.pending.update(counts)
            for entry in corpus.entries:  # nothing to decide: already gold
                if counts.get(entry.path) == 0 and entry.state == NEW:
                    self._mark(corpus, entry, DONE)
            self._note_count_changed()

        self.window.tasks.submit(lambda: count_pending(paths), on_result=done)

    def _mark(self, corpus: Corpus, entry: CorpusEntry, state: str) -> None:
        try:
            corpus.set_state(entry, state)
        except OSError as exc:
            self.window.show_message(self.tr("Corpus state not saved: %s") % exc)
        self.window.corpus.model.entry_changed(entry)

    def document_saved(self) -> None:
        """After a save: log it, and mark the note Done when nothing is left."""
        session = self.session
        if session is None or not self.active:
            return
        left = len(self.groups())
        self._log({"action": SAVE, "pending": left})
        corpus, entry = self.window.corpus, self.window.corpus.current_entry()
        if entry is not None and self.in_corpus:
            wanted = DONE if left == 0 else IN_PROGRESS
            if entry.state != wanted:
                corpus.set_state(wanted)
        self._note_count_changed()

    def _caret_moved(self, caret: int) -> None:
        if not self.active:
            return
        group = self.group_at(caret)
        if group is not None and group != self.current:
            self.current = group
            self.window.view.set_current_item((group.start, group.end))
            self.refresh()

    # ------------------------------------------------------------ decisions

    def take_a(self) -> None:
        """`a`: keep annotator A's version."""
        self.decide(Choice.A)

    def take_b(self) -> None:
        """`b`: keep annotator B's version."""
        self.decide(Choice.B)

    def take_both(self) -> None:
        """`t`: keep both versions."""
        self.decide(Choice.BOTH)

    def take_neither(self) -> None:
        """`x`: keep neither."""
        self.decide(Choice.NEITHER)

    def _target(self) -> Group | None:
        session = self.session
        if session is None or not self.active:
            return None
        if session.read_only:
            self.window.show_message(self.tr("This note is open read-only."))
            return None
        group = self.current_group()
        if group is None:
            self.window.show_message(
                self.tr("No disagreement here: press n to go to the next one.")
            )
        return group

    def decide(self, choice: Choice) -> None:
        """Decide the current disagreement and move on to the next one."""
        group = self._target()
        if group is not None:
            self._push(group, choice, *resolve(group, choice))

    def edit_decision(self) -> None:
        """`e`: write the gold markup in the Markup dialog, in place of the group."""
        group = self._target()
        session = self.session
        if group is None or session is None:
            return
        start = strip_pending((group.side("A") or group.side("B"))[0])
        dialog = MarkupDialog(session.document, start, self.window)
        dialog.setWindowTitle(self.tr("Gold markup for this disagreement"))
        if self.window.run_dialog(dialog) != QDialog.DialogCode.Accepted:
            return
        edited = [] if dialog.deleted else [dialog.result_markup()]
        if None in edited:
            return
        self._push(group, Choice.EDIT, *resolve_edit(group, edited))  # type: ignore[arg-type]

    def _push(
        self, group: Group, choice: Choice, removed: list[Markup], added: list[Markup]
    ) -> None:
        session = self.session
        assert session is not None
        doc, gone = session.document, set(removed)
        added = [  # never duplicate a markup kept outside the group
            m
            for m in added
            if not any(
                x.label == m.label and x not in gone
                for x in doc.with_span(m.start, m.end)
            )
        ]
        record = decision_record(
            group, choice, added, document=self.document_key(), user=self.user()
        )
        command = DecideDisagreementCommand(
            session.model,
            choice=choice.value,
            start=group.start,
            removed=removed,
            added=added,
            on_change=partial(self._decision_changed, record),
        )
        session.push(command)

    def _decision_changed(
        self, record: dict[str, Any], command: DecideDisagreementCommand, action: str
    ) -> None:
        if action == "decide":
            self._log({"action": action, "id": command.decision_id, **record})
        else:
            self._log(
                {"action": action, "id": command.decision_id, "choice": command.choice}
            )
        if action == "undo":
            group = self.group_at(command.start)
        else:
            group = next_group(self.groups(), command.start)
        self.show_group(group)
        self._note_count_changed()

    def _log(self, record: dict[str, Any]) -> None:
        folder = self.log_folder()
        if folder is None:
            return
        entry = {"document": self.document_key(), "user": self.user(), **record}
        try:
            append_decision(folder, entry)
        except OSError as exc:
            message = self.tr("Decision not logged: %s") % exc.strerror
            self.window.show_message(message)
            if not self._log_failed:
                self._log_failed = True
                self.window.prompts.error(self.tr("Decision log"), message)
