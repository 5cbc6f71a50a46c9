"""Reviewing machine suggestions: accept or reject one, all of a tag or all, and step through them.

A suggestion is a markup whose annotation starts ``suggested by …``
(core/suggestions). Accepting strips that mark, so the markup becomes human
work; rejecting removes it. Every action is one undo step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from vtt_py.core.markup import Markup
from vtt_py.core.suggestions import is_suggestion
from vtt_py.gui.actions import ActionId
from vtt_py.gui.commands import AcceptSuggestionsCommand, RejectSuggestionsCommand
from vtt_py.gui.views.text_styles import tag_caption

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

A = ActionId


class ReviewController(QObject):
    """Turns the suggestion keys (y Y d D g G) into commands and moves between suggestions."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._has: bool | None = None  # whether the open note has suggestions

    def document_changed(self) -> None:
        """A note (or none) is shown: follow its edits."""
        self._has = None
        session = self.window.session
        if session is not None:
            session.model.spansChanged.connect(self._spans_changed)
            session.model.tagsetChanged.connect(self._forget)

    def _forget(self) -> None:
        self._has = None

    def _spans_changed(self, spans: list[tuple[int, int]]) -> None:
        session = self.window.session
        if self._has is False and session is not None:
            # New suggestions can only be where the edit was: no full scan.
            doc = session.document
            self._has = any(
                is_suggestion(m) for s, e in spans for m in doc.overlapping(s, e)
            )
        else:
            self._has = None

    def has_suggestions(self) -> bool:
        """Whether the open note has unreviewed suggestions (cached between edits)."""
        if self._has is None:
            session = self.window.session
            self._has = session is not None and any(
                is_suggestion(m) for m in session.document.markups
            )
        return self._has

    def suggestions(self) -> list[Markup]:
        """The open note's unreviewed suggestions, in text order."""
        session = self.window.session
        if session is None:
            return []
        return [m for m in session.document.markups if is_suggestion(m)]

    def current(self) -> Markup | None:
        """The suggestion acted on: the selected markup, else the one at the caret."""
        session = self.window.session
        if session is None:
            return None
        selected = self.window.tagging.selected
        if (
            selected is not None
            and is_suggestion(selected)
            and selected in session.document
        ):
            return selected
        here = [
            m for m in session.document.at(self.window.view.caret()) if is_suggestion(m)
        ]
        return here[-1] if here else None

    def _editable(self) -> bool:
        session = self.window.session
        if session is None:
            return False
        if session.read_only:
            self.window.show_message(self.tr("This note is open read-only."))
            return False
        return True

    def _one(self) -> Markup | None:
        if not self._editable():
            return None
        markup = self.current()
        if markup is None:
            self.window.show_message(
                self.tr("No suggestion here: press g for the next one.")
            )
        return markup

    def _apply(self, accept: bool, markups: list[Markup], what: str) -> None:
        session = self.window.session
        if session is None or not markups:
            self.window.show_message(self.tr("No suggestions to review."))
            return
        after = markups[0].start
        command = (
            AcceptSuggestionsCommand(session.model, markups, what)
            if accept
            else RejectSuggestionsCommand(session.model, markups, what)
        )
        session.push(command)
        # y, Y, d and D all move on to the next suggestion left
        self._go(after, forward=True, quiet=True)

    def _of_tag(self, accept: bool) -> None:
        markup = self._one()
        if markup is not None:
            same = [m for m in self.suggestions() if m.label == markup.label]
            self._apply(
                accept,
                same,
                self.tr("%d suggestions of %s")
                % (len(same), tag_caption(markup.label)),
            )

    def accept_one(self) -> None:
        """`y`: accept the suggestion here and go to the next one."""
        markup = self._one()
        if markup is not None:
            self._apply(
                True, [markup], self.tr("suggestion %s") % tag_caption(markup.label)
            )

    def accept_tag(self) -> None:
        """`Y`: accept every suggestion with the label of the one here."""
        self._of_tag(True)

    def accept_all(self) -> None:
        """Accept every suggestion in the note."""
        if self._editable():
            found = self.suggestions()
            self._apply(True, found, self.tr("all %d suggestions") % len(found))

    def reject_one(self) -> None:
        """`d`: reject (remove) the suggestion here and go to the next one."""
        markup = self._one()
        if markup is not None:
            self._apply(
                False, [markup], self.tr("suggestion %s") % tag_caption(markup.label)
            )

    def reject_tag(self) -> None:
        """`D`: reject every suggestion with the label of the one here."""
        self._of_tag(False)

    def reject_all(self) -> None:
        """Reject every suggestion in the note."""
        if self._editable():
            found = self.suggestions()
            self._apply(False, found, self.tr("all %d suggestions") % len(found))

    # ------------------------------------------------------------ navigation

    def _go(self, pos: int, *, forward: bool, quiet: bool = False) -> None:
        found = self.suggestions()
        if not found:
            if not quiet:
                self.window.show_message(self.tr("No suggestions in this note."))
            return
        if forward:
            target = next((m for m in found if m.start >= pos), found[0])
        else:
            target = next((m for m in reversed(found) if m.start < pos), found[-1])
        self.window.tagging.set_selected(target, show=True)

    def next_suggestion(self) -> None:
        """`g`: select the next suggestion (wrapping).

        From the selected suggestion, the one after it; otherwise the first
        starting at or after the caret (one starting at the caret included).
        """
        here = self._selected_suggestion()
        pos = here.start + 1 if here is not None else self.window.view.caret()
        self._go(pos, forward=True)

    def _selected_suggestion(self) -> Markup | None:
        session, selected = self.window.session, self.window.tagging.selected
        if session is None or selected is None or not is_suggestion(selected):
            return None
        return selected if selected in session.document else None

    def previous_suggestion(self) -> None:
        """`G`: select the previous suggestion (wrapping)."""
        here = self.current()
        pos = here.start if here is not None else self.window.view.caret()
        self._go(pos, forward=False)

    def enabled_actions(self) -> dict[ActionId, bool]:
        """Which review actions apply now (main window's update_actions)."""
        session = self.window.session
        has = self.has_suggestions()
        editable = has and session is not None and not session.read_only
        return {
            A.ACCEPT_SUGGESTION: editable,
            A.ACCEPT_TAG_SUGGESTIONS: editable,
            A.ACCEPT_ALL_SUGGESTIONS: editable,
            A.REJECT_SUGGESTION: editable,
            A.REJECT_TAG_SUGGESTIONS: editable,
            A.REJECT_ALL_SUGGESTIONS: editable,
            A.NEXT_SUGGESTION: has,
            A.PREVIOUS_SUGGESTION: has,
        }
