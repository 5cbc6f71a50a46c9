"""Undoable edits: one QUndoCommand per user action, bulk actions as one step.

Each command keeps the DocumentModel and the data it needs; ``redo`` calls
the model and ``undo`` calls the inverse. Commands never touch widgets.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence

from PySide6.QtGui import QUndoCommand

from vtt_py.core.markup import Markup
from vtt_py.core.suggestions import accept
from vtt_py.core.tagset import TagSet
from vtt_py.gui.models.document_model import DocumentModel
from vtt_py.gui.views.common import plural
from vtt_py.gui.views.text_styles import tag_caption


class ChangeMarkupsCommand(QUndoCommand):
    """Remove some markups and add others, as one step (base of the others)."""

    def __init__(
        self,
        model: DocumentModel,
        text: str,
        *,
        removed: Sequence[Markup] = (),
        added: Sequence[Markup] = (),
        focus: Markup | None = None,
    ) -> None:
        super().__init__(text)
        self.model = model
        self.removed = list(removed)
        self.added = list(added)
        self.focus = focus

    def redo(self) -> None:
        self.model.apply_changes(self.removed, self.added)
        self.model.request_focus(self.focus)

    def undo(self) -> None:
        self.model.apply_changes(self.added, self.removed)
        self.model.request_focus(self.removed[0] if len(self.removed) == 1 else None)


class AddMarkupCommand(ChangeMarkupsCommand):
    """Tag a span; with Overlap off it replaces the markups it overlaps."""

    def __init__(
        self, model: DocumentModel, markup: Markup, replacing: Sequence[Markup] = ()
    ) -> None:
        super().__init__(
            model,
            f"Tag {tag_caption(markup.label)}",
            removed=replacing,
            added=[markup],
            focus=markup,
        )
        self.markup = markup


class RemoveMarkupCommand(ChangeMarkupsCommand):
    """Delete one markup."""

    def __init__(self, model: DocumentModel, markup: Markup) -> None:
        super().__init__(model, f"Delete {tag_caption(markup.label)}", removed=[markup])


class ReplaceMarkupCommand(ChangeMarkupsCommand):
    """Swap one markup for an edited copy (retag, edit dialog)."""

    def __init__(
        self, model: DocumentModel, old: Markup, new: Markup, text: str
    ) -> None:
        super().__init__(model, text, removed=[old], added=[new], focus=new)
        self.old, self.new = old, new


class RetagMarkupCommand(ReplaceMarkupCommand):
    """Give a markup another tag (VTT's CHANGE)."""

    def __init__(self, model: DocumentModel, old: Markup, new: Markup) -> None:
        super().__init__(
            model,
            old,
            new,
            f"Retag {tag_caption(old.label)} as {tag_caption(new.label)}",
        )


class EditMarkupCommand(ReplaceMarkupCommand):
    """Change a markup's span, tag or annotation (the Markup dialog)."""

    def __init__(self, model: DocumentModel, old: Markup, new: Markup) -> None:
        super().__init__(model, old, new, f"Edit {tag_caption(old.label)}")


class JoinMarkupsCommand(ChangeMarkupsCommand):
    """Join a markup with the next one (VTT's JOIN)."""

    def __init__(
        self, model: DocumentModel, first: Markup, second: Markup, joined: Markup
    ) -> None:
        super().__init__(
            model,
            f"Join {tag_caption(first.label)}",
            removed=[first, second],
            added=[joined],
            focus=joined,
        )


class TagAllCommand(ChangeMarkupsCommand):
    """Tag every accepted find hit at once (one undo step)."""

    def __init__(
        self,
        model: DocumentModel,
        label: str,
        added: Sequence[Markup],
        replacing: Sequence[Markup] = (),
    ) -> None:
        hits = plural(len(added), "hit", "hits")
        text = f"Tag {hits} as {tag_caption(label)}"
        super().__init__(model, text, removed=replacing, added=added)


class DeleteMarkupsCommand(ChangeMarkupsCommand):
    """Delete many markups at once (of a tag, of a text)."""

    def __init__(
        self, model: DocumentModel, markups: Sequence[Markup], what: str
    ) -> None:
        super().__init__(
            model, f"Delete {len(markups)} markups of {what}", removed=markups
        )


class ReplaceContentCommand(QUndoCommand):
    """Swap the tag set and all markups (tag set editor, recovery restore)."""

    def __init__(
        self,
        model: DocumentModel,
        text: str,
        *,
        tagset: TagSet,
        markups: Sequence[Markup],
    ) -> None:
        super().__init__(text)
        self.model = model
        self.old_tagset = model.document.tagset.copy()
        self.old_markups = list(model.document.markups)
        self.new_tagset = tagset.copy()
        self.new_markups = list(markups)

    def redo(self) -> None:
        self.model.replace_content(self.new_tagset, self.new_markups)
        self.model.request_focus(None)

    def undo(self) -> None:
        self.model.replace_content(self.old_tagset, self.old_markups)
        self.model.request_focus(None)


class DecideDisagreementCommand(ChangeMarkupsCommand):
    """One adjudication decision: a group's pending markups swapped for the gold ones.

    ``on_change(command, action)`` runs after the model changed, with action
    ``decide`` (first run), ``undo`` or ``redo``: the adjudication controller
    logs it and moves to the next disagreement.
    """

    def __init__(
        self,
        model: DocumentModel,
        *,
        choice: str,
        start: int,
        removed: Sequence[Markup],
        added: Sequence[Markup],
        on_change: Callable[[DecideDisagreementCommand, str], None],
    ) -> None:
        super().__init__(
            model, f"Take {choice} at {start}", removed=removed, added=added
        )
        self.choice, self.start = choice, start
        self.decision_id = uuid.uuid4().hex[:12]
        self.on_change = on_change
        self._done = False

    def redo(self) -> None:
        self.model.apply_changes(self.removed, self.added)
        self.on_change(self, "redo" if self._done else "decide")
        self._done = True

    def undo(self) -> None:
        self.model.apply_changes(self.added, self.removed)
        self.on_change(self, "undo")


class AddSuggestionsCommand(ChangeMarkupsCommand):
    """Add a de-identifier's suggestions to a note, replacing older ones (one step)."""

    def __init__(
        self,
        model: DocumentModel,
        added: Sequence[Markup],
        replacing: Sequence[Markup] = (),
    ) -> None:
        super().__init__(
            model, f"Add {len(added)} suggestions", removed=replacing, added=added
        )


class AcceptSuggestionsCommand(ChangeMarkupsCommand):
    """Accept suggestions: each becomes human work (its mark stripped), one step.

    A suggestion repeating a markup already there (same span and label) is
    simply removed, so accepting never makes a duplicate.
    """

    def __init__(
        self, model: DocumentModel, suggestions: Sequence[Markup], what: str
    ) -> None:
        doc, gone = model.document, set(suggestions)
        accepted: dict[tuple[int, int, str, str], Markup] = {}
        for m in suggestions:
            human = accept(m)
            if not any(
                x.label == human.label and x not in gone
                for x in doc.with_span(human.start, human.end)
            ):
                accepted.setdefault(human[:4], human)
        kept = list(accepted.values())
        super().__init__(
            model,
            f"Accept {what}",
            removed=suggestions,
            added=kept,
            focus=kept[0] if len(kept) == 1 else None,
        )


class RejectSuggestionsCommand(ChangeMarkupsCommand):
    """Reject suggestions: they are removed, one step."""

    def __init__(
        self, model: DocumentModel, suggestions: Sequence[Markup], what: str
    ) -> None:
        super().__init__(model, f"Reject {what}", removed=suggestions)
