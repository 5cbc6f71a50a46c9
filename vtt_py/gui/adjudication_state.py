"""The open note's disagreements, the folder's progress, and what the panel and menu show."""

from __future__ import annotations

import bisect
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from vtt_py.core.adjudication import Group, groups, regroup
from vtt_py.formats.adjudication_log import HEADER_NAME, LOG_NAME
from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId
from vtt_py.gui.adjudication_setup import login_name
from vtt_py.gui.views.adjudication_panel import AdjudicationPanel, PanelState, SideItem
from vtt_py.gui.views.text_styles import tag_caption

if TYPE_CHECKING:
    from vtt_py.gui.session import DocumentSession
    from vtt_py.gui.views.main_window import MainWindow

A = ActionId


class AdjudicationState(QObject):
    """The base of :class:`AdjudicationController`: the groups left to decide and the panel."""

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
