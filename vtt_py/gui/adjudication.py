"""Adjudication mode: decide two annotators' disagreements one key at a time, logged, undoable.

A note belongs to an adjudication when a parent folder holds the header
``vtt-py adjudicate`` (or Corpus › Start Adjudication) wrote, or when it has
pending markups. Agreements are already accepted; each disagreement group is
decided with one key (a, b, t, x, e), which is one undo step and one record
in the folder's decision log; undo appends an ``undo`` record (the log is an
append-only audit trail). The result is the ordinary gold ``.vtt`` file.
"""

from __future__ import annotations

import bisect
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from vtt_py.core.adjudication import (
    Choice,
    Group,
    decision_record,
    groups,
    next_group,
    regroup,
    resolve,
    resolve_edit,
    strip_pending,
)
from vtt_py.core.markup import Markup
from vtt_py.formats.adjudication_log import (
    HEADER_NAME,
    LOG_NAME,
    SAVE,
    append_decision,
    find_root,
    read_header,
)
from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId
from vtt_py.gui.adjudication_setup import count_pending, login_name
from vtt_py.gui.commands import DecideDisagreementCommand
from vtt_py.gui.corpus_state import DONE, IN_PROGRESS, NEW, Corpus, CorpusEntry
from vtt_py.gui.views.adjudication_panel import AdjudicationPanel, PanelState, SideItem
from vtt_py.gui.views.markup_dialog import MarkupDialog
from vtt_py.gui.views.text_styles import tag_caption

if TYPE_CHECKING:
    from vtt_py.gui.session import DocumentSession
    from vtt_py.gui.views.main_window import MainWindow

A = ActionId


class AdjudicationController(QObject):
    """Decisions, navigation between disagreements and notes, progress, the log."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.panel = AdjudicationPanel()
        self.root: Path | None = None  # the open note's adjudication folder
        self.header: dict[str, Any] = {}
        self.pending: dict[Path, int] = {}  # corpus notes -> disagreements left
        self.current: Group | None = None
        self._groups: list[Group] | None = None
        self._starts: list[int] = []
        self._log_failed = False

    # ------------------------------------------------------------ state

    @property
    def session(self) -> DocumentSession | None:
        """The open note."""
        return self.window.session

    def groups(self) -> list[Group]:
        """The open note's disagreement groups (cached until the note changes)."""
        if self._groups is None:
            session = self.session
            self._groups = groups(session.document) if session else []
            self._starts = [g.start for g in self._groups]
        return self._groups

    @property
    def active(self) -> bool:
        """Whether the open note is being adjudicated."""
        return self.session is not None and (
            self.root is not None or bool(self.groups())
        )

    @property
    def in_corpus(self) -> bool:
        """Whether the open corpus is an adjudication folder."""
        corpus = self.window.corpus.corpus
        return corpus is not None and (corpus.root / HEADER_NAME).is_file()

    def user(self) -> str:
        """Who decides: the name preference, else the login name."""
        return settings.ADJUDICATOR.get().strip() or login_name()

    def log_folder(self) -> Path | None:
        """Where the decision log goes: the adjudication folder, else the note's."""
        session = self.session
        if self.root is not None:
            return self.root
        return session.source.parent if session and session.source else None

    def document_key(self) -> str:
        """The open note's name in the log: its path inside the adjudication folder."""
        session = self.session
        if session is None or session.source is None:
            return ""
        folder = self.log_folder()
        try:
            return session.source.relative_to(folder).as_posix() if folder else ""
        except ValueError:
            return session.source.name

    def group_at(self, pos: int) -> Group | None:
        """The group holding character ``pos`` (groups never overlap each other)."""
        found = self.groups()
        i = bisect.bisect_right(self._starts, pos) - 1
        if i >= 0 and pos < max(found[i].end, found[i].start + 1):
            return found[i]
        return None

    def is_open(self, group: Group) -> bool:
        """Whether a group is still undecided in the open note."""
        found = self.groups()
        i = bisect.bisect_left(self._starts, group.start)
        return i < len(found) and found[i] == group

    def current_group(self) -> Group | None:
        """The group under review: the one shown, else the one at the caret."""
        if self.current is not None and self.is_open(self.current):
            return self.current
        return self.group_at(self.window.view.caret())

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

    def _invalidate(self) -> None:
        self._groups = None

    def _spans_changed(self, spans: list[tuple[int, int]]) -> None:
        session = self.session
        if self._groups is None or session is None or not spans:
            self._groups = None
            return
        start = min(s for s, _ in spans)
        end = max(e for _, e in spans)
        self._groups = regroup(session.document, self._groups, start, end)
        self._starts = [g.start for g in self._groups]

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

    # ------------------------------------------------------------ navigation

    def show_group(self, group: Group | None) -> None:
        """Make a group the current one: caret on it, outlined, shown in the panel."""
        self.current = group
        view = self.window.view
        if group is None:
            view.set_current_item(None)
        else:
            view.set_current_item((group.start, group.end))
            view.set_caret(group.start)
        self.refresh()

    def _step(self, forward: bool) -> None:
        if not self.active:
            return
        found = self.groups()
        if not found:
            self.window.show_message(
                self.tr("No disagreement left in this note: press N for the next note.")
            )
            self.show_group(None)
            return
        here = self.current_group()
        if here is None:
            pos = self.window.view.caret()
        else:  # from the group's start: +1 moves past it going forward
            pos = here.start + 1 if forward else here.start
        self.show_group(next_group(found, pos, forward=forward))

    def next_disagreement(self) -> None:
        """`n`: the next disagreement in the note (wrapping)."""
        self._step(True)

    def previous_disagreement(self) -> None:
        """`p`: the previous disagreement in the note (wrapping)."""
        self._step(False)

    def _note_step(self, forward: bool) -> None:
        order = self.window.corpus_panel.ordered_entries()
        current = self.window.corpus.current_entry()
        if not order or not self.in_corpus:
            self.window.show_message(self.tr("Open an adjudication folder first."))
            return
        i = order.index(current) if current in order else -1
        if forward:
            ring = order[i + 1 :] + order[: i + 1]
        else:
            ring = order[:i][::-1] + order[i:][::-1] if i >= 0 else order[::-1]
        target = next(
            (e for e in ring if e is not current and self.pending.get(e.path, 1) > 0),
            None,
        )
        if target is None:
            self.window.show_message(self.tr("Every note is adjudicated."))
            return
        session = self.session
        saving = session is not None and session.modified and not session.read_only
        if saving and not self.window.files.save():
            return
        self.window.files.open_file(target.path)

    def next_note(self) -> None:
        """`N`: save, then open the next note with disagreements left."""
        self._note_step(True)

    def previous_note(self) -> None:
        """`P`: save, then open the previous note with disagreements left."""
        self._note_step(False)

    # ------------------------------------------------------------ display

    def _note_count_changed(self) -> None:
        entry = self.window.corpus.current_entry()  # None: the note is not in it
        if entry is not None and self.in_corpus:
            self.pending[entry.path] = len(self.groups())
        if self.in_corpus:
            self.window.corpus.model.set_pending(dict(self.pending))
        self.refresh()

    def refresh(self) -> None:
        """Show the current state in the panel."""
        self.panel.show_state(self.panel_state())

    def panel_state(self) -> PanelState:
        """The panel's content, as plain values."""
        session = self.session
        if session is None or not self.active:
            return PanelState()
        found, group = self.groups(), self.current
        state = PanelState(active=True, left=len(found), user=self.user())
        state.source_a = Path(self.header.get("annotator_a", "")).name
        state.source_b = Path(self.header.get("annotator_b", "")).name
        state.log = LOG_NAME
        if group is not None and self.is_open(group):
            state.number = bisect.bisect_left(self._starts, group.start) + 1
            state.kind = group.kind
            text = session.document.text
            state.side_a, state.side_b = (
                [
                    SideItem(
                        tag_caption(m.label), m.start, m.end, text[m.start : m.end]
                    )
                    for m in group.side(side)
                ]
                for side in ("A", "B")
            )
        if self.in_corpus and self.pending:
            state.notes_total = len(self.pending)
            state.notes_done = sum(1 for n in self.pending.values() if n == 0)
            state.corpus_left = sum(self.pending.values())
        return state

    def enabled_actions(self) -> dict[ActionId, bool]:
        """Which adjudication actions apply now (main window's update_actions)."""
        session = self.session
        deciding = (
            self.active
            and bool(self.groups())
            and session is not None
            and not session.read_only
        )
        moving = self.active and bool(self.groups())
        return {
            A.TAKE_A: deciding,
            A.TAKE_B: deciding,
            A.TAKE_BOTH: deciding,
            A.TAKE_NEITHER: deciding,
            A.EDIT_DECISION: deciding,
            A.NEXT_DISAGREEMENT: moving,
            A.PREVIOUS_DISAGREEMENT: moving,
            A.NEXT_NOTE_TO_ADJUDICATE: self.in_corpus,
            A.PREVIOUS_NOTE_TO_ADJUDICATE: self.in_corpus,
        }
