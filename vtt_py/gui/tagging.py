"""Tagging: apply tags to a selection or markup, retag, delete, join, edit, navigate."""

from __future__ import annotations

import re
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QDialog, QMenu

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.tagset import TagSet
from vtt_py.gui import settings
from vtt_py.gui.actions import ActionId
from vtt_py.gui.commands import (
    AddMarkupCommand,
    EditMarkupCommand,
    JoinMarkupsCommand,
    RemoveMarkupCommand,
    RetagMarkupCommand,
)
from vtt_py.gui.markup_selection import MarkupSelection
from vtt_py.gui.models.document_model import DocumentModel
from vtt_py.gui.views.common import plural
from vtt_py.gui.views.markup_dialog import MarkupDialog
from vtt_py.gui.views.tag_palette import TagPaletteDialog
from vtt_py.gui.views.text_styles import tag_caption

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

QUICK_KEY_COUNT = 9
_WORD = re.compile(r"\w")


def trim_span(text: str, start: int, end: int, *, snap: bool) -> tuple[int, int] | None:
    """A selection made taggable: outer white space removed, words completed if ``snap``.

    Returns None when nothing but white space is selected.
    """
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start >= end:
        return None
    if snap:
        while start > 0 and _WORD.match(text[start - 1]) and _WORD.match(text[start]):
            start -= 1
        while end < len(text) and _WORD.match(text[end]) and _WORD.match(text[end - 1]):
            end += 1
    return start, end


def default_quick_keys(tagset: TagSet) -> list[str | None]:
    """VTT's default: key k is the k-th tag after the reserved one."""
    labels: list[str | None] = [t.label for t in tagset.user_tags[:QUICK_KEY_COUNT]]
    return labels + [None] * (QUICK_KEY_COUNT - len(labels))


def quick_keys_for(tagset: TagSet) -> list[str | None]:
    """The stored quick keys of a tag set, with defaults where none is stored."""
    stored = settings.QUICK_KEYS.get().get(tagset.name or "", [])
    default = default_quick_keys(tagset)
    keys: list[str | None] = []
    for k in range(QUICK_KEY_COUNT):
        label = stored[k] if k < len(stored) else None
        keys.append(label if isinstance(label, str) and label in tagset else default[k])
    return keys


class TaggingController(MarkupSelection):
    """Owns the selected markup and turns keys, clicks and menus into commands."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.overlap = settings.OVERLAP_MODE.get()
        self.snap = settings.SNAP_TO_WORDS.get()
        self.quick_keys: list[str | None] = [None] * QUICK_KEY_COUNT

    # ------------------------------------------------------------ wiring

    def bind_view(self) -> None:
        """Connect the text view's keys, clicks and menu."""
        view = self.window.view
        view.clickedAt.connect(self.click_at)
        view.contextRequested.connect(self.context_menu)
        view.caretMoved.connect(self._caret_moved)
        view.selectionChanged.connect(self._text_selection_changed)
        for k in range(1, QUICK_KEY_COUNT + 1):
            view.key_bindings[str(k)] = partial(self.quick_key, k)

    def document_changed(self) -> None:
        """A new session (or none) is shown."""
        self.set_selected(None)
        session = self.window.session
        self.reset_quick_keys(session.document.tagset if session else None)
        if session is not None:
            session.model.focusRequested.connect(self._focus)

    def reset_quick_keys(self, tagset: TagSet | None) -> None:
        """Quick keys for a tag set (stored mapping or VTT's default)."""
        self.quick_keys = quick_keys_for(tagset) if tagset else [None] * QUICK_KEY_COUNT

    def rename_quick_keys(self, renames: dict[str, str]) -> None:
        """Tags are about to be renamed: their keys follow them."""
        self.quick_keys = [renames.get(k, k) if k else k for k in self.quick_keys]

    def follow_tagset(self, tagset: TagSet) -> None:
        """The open note's tag set was edited: every key keeps its tag.

        Only a key whose tag is gone is given a free tag (in tag set order).
        The result is remembered, so the note opens with the same keys.
        """
        keys = [k if k and k in tagset else None for k in self.quick_keys]
        free = (t.label for t in tagset.user_tags if t.label not in keys)
        keys = [k if k is not None else next(free, None) for k in keys]
        self.quick_keys = keys
        stored = dict(settings.QUICK_KEYS.get())
        if stored.get(tagset.name or "") != keys:
            stored[tagset.name or ""] = keys
            settings.QUICK_KEYS.set(stored)

    @property
    def _model(self) -> DocumentModel:
        session = self.window.session
        assert session is not None
        return session.model

    def _push(self, command: QUndoCommand) -> None:
        session = self.window.session
        assert session is not None
        session.push(command)

    def _editable(self) -> bool:
        session = self.window.session
        if session is None:
            return False
        if session.read_only:
            self.window.show_message(self.tr("This document is open read-only."))
            return False
        return True

    # ------------------------------------------------------------ tagging

    def quick_key(self, k: int) -> None:
        """Apply the tag mapped to quick key ``k`` (1-9)."""
        label = self.quick_keys[k - 1]
        if label is None:
            self.window.show_message(self.tr("Quick key %d has no tag.") % k)
            return
        self.apply_label(label)

    def apply_label(self, label: str) -> None:
        """Tag the selected text, or retag the selected markup, with a label."""
        doc = self._doc
        if doc is None or not self._editable():
            return
        tag = doc.tagset.get(label)
        if tag is None or doc.tagset.index_of(label) == 0:
            return
        span = self.window.view.selection_span()
        if span is not None:
            self._tag_span(doc, span, tag.name, tag.category)
        elif self.selected is not None:
            self.retag(self.selected, tag.name, tag.category)
        else:
            self.window.show_message(self.tr("Select some text or a markup first."))

    def _tag_span(
        self, doc: Document, span: tuple[int, int], name: str, category: str
    ) -> None:
        trimmed = trim_span(doc.text, *span, snap=self.snap)
        if trimmed is None:
            self.window.show_message(self.tr("Only white space is selected."))
            return
        start, end = trimmed
        new = Markup(start, end, name, category)
        same_span = doc.with_span(start, end)
        replaced = same_span if self.overlap else doc.overlapping(start, end)
        if new in replaced and len(replaced) == 1:
            self.window.view.set_caret(end)
            self.set_selected(new)
            return
        if len(same_span) == 1 and same_span[0] in replaced:
            new = new.with_(
                annotation=same_span[0].annotation
            )  # a retag keeps the comment
        self.window.view.set_caret(end)
        self._push(AddMarkupCommand(self._model, new, replaced))
        # Overlap mode off: say what the new markup replaced, so no annotation
        # goes without the annotator knowing (undo brings it back).
        others = [m for m in replaced if (m.start, m.end) != (start, end)]
        if others:
            self.window.show_message(
                self.tr(
                    "Replaced %s it overlapped (Ctrl+Z to undo; Edit > Overlap Mode keeps both)."
                )
                % plural(len(others), self.tr("markup"), self.tr("markups"))
            )

    def retag(self, markup: Markup, name: str, category: str) -> None:
        """Give a markup another tag."""
        doc = self._doc
        new = markup.with_(tag=name, category=category)
        if doc is None or new == markup or not self._editable():
            return
        if any(m.label == new.label for m in doc.with_span(markup.start, markup.end)):
            self.window.show_message(self.tr("That span already has this tag."))
            return
        self._push(RetagMarkupCommand(self._model, markup, new))

    def delete_selected(self) -> None:
        """Delete the selected markup (VTT's 0 key)."""
        if self.selected is None:
            self.window.show_message(self.tr("No markup is selected."))
            return
        if self._editable():
            self._push(RemoveMarkupCommand(self._model, self.selected))

    def join_selected(self) -> None:
        """Join the selected markup with the next one in VTT order."""
        doc, first = self._doc, self.selected
        if doc is None or first is None or not self._editable():
            return
        i = doc.index_of(first)
        if i + 1 >= len(doc):
            self.window.show_message(self.tr("There is no next markup to join."))
            return
        second = doc.markups[i + 1]
        note = " ".join(a for a in (first.annotation, second.annotation) if a)
        joined = first.with_(end=max(first.end, second.end), annotation=note)
        if joined in doc and joined not in (first, second):
            self.window.show_message(self.tr("The joined markup already exists."))
            return
        self._push(JoinMarkupsCommand(self._model, first, second, joined))

    def edit_selected(self) -> None:
        """Open the Markup dialog for the selected markup."""
        doc, markup = self._doc, self.selected
        if doc is None or markup is None:
            self.window.show_message(self.tr("No markup is selected."))
            return
        dialog = MarkupDialog(doc, markup, self.window)
        if self.window.run_dialog(dialog) != QDialog.DialogCode.Accepted:
            return
        self.apply_markup_dialog(dialog)

    def apply_markup_dialog(self, dialog: MarkupDialog) -> None:
        """Carry out an accepted Markup dialog."""
        doc, old = self._doc, dialog.markup
        if doc is None or not self._editable():
            return
        model = self._model
        if dialog.deleted:
            self._push(RemoveMarkupCommand(model, old))
            return
        new = dialog.result_markup()
        if new is None or new == old:
            return
        clash = [m for m in doc.with_span(new.start, new.end) if m.label == new.label]
        if clash and clash != [old]:
            self.window.show_message(self.tr("That span already has this tag."))
            return
        self._push(EditMarkupCommand(model, old, new))

    def show_palette(self) -> None:
        """The searchable tag palette, at the caret."""
        if self._doc is None:
            return
        dialog = TagPaletteDialog(self.window.tag_model, self.window)
        view = self.window.view
        dialog.move(view.viewport().mapToGlobal(view.cursorRect().bottomLeft()))
        if (
            self.window.run_dialog(dialog) == QDialog.DialogCode.Accepted
            and dialog.chosen
        ):
            self.apply_label(dialog.chosen)

    # ------------------------------------------------------------ modes

    def set_overlap(self, on: bool) -> None:
        """VTT's Overlap mode."""
        self.overlap = bool(on)
        settings.OVERLAP_MODE.set(self.overlap)
        self.window.update_status()

    def set_snap(self, on: bool) -> None:
        """Snap selections to whole words before tagging."""
        self.snap = bool(on)
        settings.SNAP_TO_WORDS.set(self.snap)

    # ------------------------------------------------------------ context menu

    def context_menu(self, global_pos: QPoint, offset: int) -> None:
        """Right-click: tags as a menu (categories as submenus), then markup commands."""
        doc = self._doc
        if doc is None:
            return
        span = self.window.view.selection_span()
        if span is None or not span[0] <= offset < span[1]:
            here = doc.at(offset)
            if here and self.selected not in here:
                self.set_selected(here[-1])
        menu = self.build_menu(doc.tagset)
        menu.exec(global_pos)

    def build_menu(self, tagset: TagSet) -> QMenu:
        """The right-click menu for the current selection."""
        menu = QMenu(self.window)
        menu.setObjectName("TagMenu")
        keys = {label: k + 1 for k, label in enumerate(self.quick_keys) if label}
        for name in tagset.names():
            categories = tagset.categories_of(name)
            if categories == [""]:
                self._tag_action(menu, name, name, keys)
                continue
            sub = menu.addMenu(name)
            for category in categories:
                label = f"{name}|{category}" if category else name
                self._tag_action(sub, category or self.tr("(no category)"), label, keys)
        menu.addSeparator()
        for action_id in (
            ActionId.EDIT_MARKUP,
            ActionId.JOIN_MARKUP,
            ActionId.DELETE_MARKUP,
            None,
            ActionId.UNDO,
            ActionId.REDO,
            None,
            ActionId.FIND,
        ):
            if action_id is None:
                menu.addSeparator()
            else:
                menu.addAction(self.window.qactions[action_id])
        return menu

    def _tag_action(
        self, menu: QMenu, text: str, label: str, keys: dict[str, int]
    ) -> None:
        key = keys.get(label)
        caption = f"&{key}  {text}" if key else f"    {text}"
        action = menu.addAction(caption)
        action.setToolTip(tag_caption(label))
        action.triggered.connect(lambda _=False, lb=label: self.apply_label(lb))
