"""Moving between the disagreements of a note and between the notes of an adjudication folder."""

from __future__ import annotations

from vtt_py.core.adjudication import Group, next_group
from vtt_py.gui.adjudication_state import AdjudicationState


class AdjudicationNavigation(AdjudicationState):
    """The disagreement under review, and the next or previous one (or note) to review."""

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
