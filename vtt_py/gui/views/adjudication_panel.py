"""The adjudication side panel: the disagreement under review, A's and B's versions, progress."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from vtt_py.gui.actions import ActionId
from vtt_py.gui.views.common import named, plural
from vtt_py.gui.views.text_overlay import PENDING_COLOURS

A = ActionId
KIND_NOTES = {
    "type": "same span, different labels",
    "boundary": "overlapping spans that differ",
    "only A": "only annotator A marked this",
    "only B": "only annotator B marked this",
}
#: (action, caption, key hint, grid row, column) of the panel's buttons.
BUTTONS = (
    (A.TAKE_A, "Take A", "a", 0, 0),
    (A.TAKE_B, "Take B", "b", 0, 1),
    (A.TAKE_BOTH, "Both", "t", 1, 0),
    (A.TAKE_NEITHER, "Neither", "x", 1, 1),
    (A.EDIT_DECISION, "Edit…", "e", 2, 0),
    (A.PREVIOUS_DISAGREEMENT, "◀ Previous", "p", 3, 0),
    (A.NEXT_DISAGREEMENT, "Next ▶", "n", 3, 1),
    (A.NEXT_NOTE_TO_ADJUDICATE, "Next note ▶▶", "N", 2, 1),
)
_EXCERPT = 70


@dataclass
class SideItem:
    """One pending markup as the panel lists it."""

    caption: str
    start: int
    end: int
    text: str


@dataclass
class PanelState:
    """Everything the panel shows, as plain values (the controller fills it)."""

    active: bool = False
    number: int = 0  # 1-based position of the current disagreement in the note
    left: int = 0  # disagreements left in the note
    kind: str = ""
    side_a: list[SideItem] = field(default_factory=list)
    side_b: list[SideItem] = field(default_factory=list)
    source_a: str = ""
    source_b: str = ""
    notes_done: int = 0
    notes_total: int = 0
    corpus_left: int | None = None
    user: str = ""
    log: str = ""


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def side_html(items: list[SideItem]) -> str:
    """A side's markups: label, span and the text it covers."""
    if not items:
        return "<i>nothing marked here</i>"
    rows = []
    for item in items:
        text = item.text.replace("\n", " ⏎ ")
        if len(text) > _EXCERPT:
            text = text[:_EXCERPT] + "…"
        rows.append(
            f"<b>{_html(item.caption)}</b> &nbsp;<span style='color:gray'>"
            f"[{item.start}, {item.end})</span><br/>“{_html(text)}”"
        )
    return "<br/>".join(rows)


class _SideCard(QFrame):
    """One annotator's version: a coloured edge matching the bar drawn in the text."""

    def __init__(self, side: str) -> None:
        super().__init__()
        self.setObjectName(f"AdjudicationSide{side}")
        colour = PENDING_COLOURS[side].name()
        self.setStyleSheet(
            f"QFrame#AdjudicationSide{side} {{ border-left: 5px solid {colour};"
            " background: palette(base); border-radius: 3px; }"
        )
        where = "bar above the text" if side == "A" else "bar below the text"
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.side, self.where = side, where
        self.body = named(QLabel(), f"AdjudicationItems{side}")
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.body)

    def show_items(self, source: str, items: list[SideItem]) -> None:
        colour = PENDING_COLOURS[self.side].name()
        name = f" · {_html(source)}" if source else ""
        self.heading.setText(
            f"<span style='color:{colour}; font-size:large'><b>{self.side}</b></span>"
            f"{name} <span style='color:gray'>({self.where})</span>"
        )
        self.body.setText(side_html(items))


class AdjudicationPanel(QWidget):
    """Shows the current disagreement and progress; its buttons trigger the actions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AdjudicationPanel")
        self.title = named(QLabel(), "AdjudicationTitle")
        self.kind = named(QLabel(), "AdjudicationKind")
        self.kind.setWordWrap(True)
        self.card_a, self.card_b = _SideCard("A"), _SideCard("B")
        self.buttons: dict[ActionId, QPushButton] = {}
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        self.note = named(QLabel(), "AdjudicationNoteProgress")
        self.progress = named(QProgressBar(), "AdjudicationCorpusProgress")
        self.progress.setTextVisible(True)
        self.corpus = named(QLabel(), "AdjudicationCorpusLeft")
        self.who = named(QLabel(), "AdjudicationUser")
        self.who.setWordWrap(True)
        self.who.setStyleSheet("color: gray")
        self.idle = named(
            QLabel(
                self.tr(
                    "No adjudication here. Open a folder made by "
                    "<tt>vtt-py adjudicate</tt>, or use Corpus › Start Adjudication."
                )
            ),
            "AdjudicationIdle",
        )
        self.idle.setWordWrap(True)
        self.parts: list[QWidget] = [self.title, self.kind, self.card_a, self.card_b]
        self.parts += [self.note, self.progress, self.corpus, self.who]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.idle)
        for widget in self.parts[:4]:
            layout.addWidget(widget)
        layout.addLayout(self.grid)
        for widget in self.parts[4:]:
            layout.addWidget(widget)
        layout.addStretch()
        self.setMinimumWidth(260)
        self._shown: bool | None = None
        self.show_state(PanelState())

    def set_actions(self, actions: dict[ActionId, QAction]) -> None:
        """Make the buttons trigger (and follow the enabled state of) the actions."""
        for action_id, caption, key, row, column in BUTTONS:
            action = actions[action_id]
            button = named(QPushButton(f"{caption}   {key}"), f"Adjudicate_{action_id}")
            button.setToolTip(action.toolTip())
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the text
            button.clicked.connect(action.trigger)
            action.enabledChanged.connect(button.setEnabled)
            button.setEnabled(action.isEnabled())
            self.grid.addWidget(button, row, column)
            button.setVisible(bool(self._shown))
            self.buttons[action_id] = button

    def show_state(self, state: PanelState) -> None:
        """Show a state (nothing but a hint when no adjudication is open)."""
        if state.active != self._shown:  # showing and hiding costs: only on change
            self._shown = state.active
            self.idle.setVisible(not state.active)
            for widget in [*self.parts, *self.buttons.values()]:
                widget.setVisible(state.active)
        if not state.active:
            return
        self._show_current(state)
        self._show_progress(state)

    def _show_current(self, state: PanelState) -> None:
        if state.number:
            self.title.setText(
                self.tr("<b>Disagreement %d of %d</b> in this note")
                % (state.number, state.left)
            )
            self.kind.setText(
                f"<b>{_html(state.kind)}</b>: {KIND_NOTES.get(state.kind, '')}"
            )
        else:
            self.title.setText(
                self.tr("<b>This note is adjudicated</b>")
                if not state.left
                else self.tr("<b>%s</b> in this note")
                % plural(state.left, self.tr("disagreement"), self.tr("disagreements"))
            )
            self.kind.setText(
                self.tr("Save it (Ctrl+S), or press N for the next note.")
                if not state.left
                else self.tr("Press n to go to the next one.")
            )
        shown = bool(state.number)
        if self.card_a.isVisibleTo(self) != shown:
            self.card_a.setVisible(shown)
            self.card_b.setVisible(shown)
        self.card_a.show_items(state.source_a, state.side_a)
        self.card_b.show_items(state.source_b, state.side_b)

    def _show_progress(self, state: PanelState) -> None:
        self.note.setText(self.tr("This note: %d left to decide") % state.left)
        total = max(1, state.notes_total)
        self.progress.setRange(0, total)
        self.progress.setValue(min(state.notes_done, total))
        self.progress.setFormat(
            self.tr("%d of %d notes adjudicated")
            % (state.notes_done, state.notes_total)
        )
        if self.progress.isVisibleTo(self) != (state.notes_total > 0):
            self.progress.setVisible(state.notes_total > 0)
        self.corpus.setText(
            self.tr("Corpus: %s left")
            % plural(
                state.corpus_left, self.tr("disagreement"), self.tr("disagreements")
            )
            if state.corpus_left is not None
            else ""
        )
        self.who.setText(
            self.tr("Decisions are logged as <b>%s</b> in %s")
            % (_html(state.user), _html(state.log))
        )
