"""Tag set operations: the editor, shipped sets, tags files, display filter, quick keys.

Also Markups > Report and Delete All, VTT's whole-document markup commands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from vtt_py.core.markup import Markup, split_label
from vtt_py.core.tagset import TagSet
from vtt_py.errors import VttError
from vtt_py.formats.tags_file import write_tags_file
from vtt_py.formats.tagsets import load_tagset, read_tagset_file
from vtt_py.gui import settings
from vtt_py.gui.commands import DeleteMarkupsCommand, ReplaceContentCommand
from vtt_py.gui.views.dialogs import DisplayFilterDialog, QuickKeysDialog, ReportDialog
from vtt_py.gui.views.tagset_editor import TagSetEditorDialog, merge_keeping_used
from vtt_py.gui.views.text_styles import tag_caption

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


def relabel(
    markups: list[Markup], renames: dict[str, str], deleted: set[str]
) -> list[Markup]:
    """Markups after a tag set edit: renamed tags follow, deleted tags' markups go."""
    result = []
    for m in markups:
        label = m.label
        if label in renames:
            name, category = split_label(renames[label])
            result.append(m.with_(tag=name, category=category))
        elif label not in deleted:
            result.append(m)
    return result


class TagSetController(QObject):
    """Menu commands of Tags and Markups > Report."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def _ask_tags_path(self, save: bool):
        return self.window.prompts.tags_file(settings.LAST_FOLDER.get(), save=save)

    def edit(self) -> None:
        """Tags > Edit Tag Set."""
        session = self.window.session
        if session is None:
            return
        doc = session.document
        dialog = TagSetEditorDialog(
            doc.tagset, doc.label_counts(), self._ask_tags_path, self.window
        )
        if self.window.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            self.apply_editor(dialog)

    def apply_editor(self, dialog: TagSetEditorDialog) -> bool:
        """Carry out an accepted tag set editor."""
        tagset, renames, deleted = dialog.result_change()
        return self.apply_tagset(tagset, renames, deleted, self.tr("Edit tag set"))

    def apply_tagset(
        self, tagset: TagSet, renames: dict[str, str], deleted: set[str], text: str
    ) -> bool:
        """Replace the tag set as one undo step, after warning about affected markups."""
        session = self.window.session
        if session is None:
            return False
        doc = session.document
        counts = doc.label_counts()
        lines = [
            self.tr("%s → %s: %d markups renamed")
            % (tag_caption(old), tag_caption(new), counts[old])
            for old, new in renames.items()
            if counts.get(old)
        ]
        lines += [
            self.tr("%s deleted: its %d markups are deleted too")
            % (tag_caption(old), counts[old])
            for old in sorted(deleted)
            if counts.get(old)
        ]
        if lines and not self.window.prompts.confirm(
            self.tr("Change markups"), "\n".join(lines) + "\n\n" + self.tr("Continue?")
        ):
            return False
        if (
            tagset.tags == doc.tagset.tags
            and tagset.properties == doc.tagset.properties
        ):
            return False
        markups = relabel(list(doc.markups), renames, deleted)
        self.window.tagging.rename_quick_keys(renames)
        session.push(
            ReplaceContentCommand(session.model, text, tagset=tagset, markups=markups)
        )
        return True

    def switch_shipped(self, name: str) -> bool:
        """Tags > Use Shipped Tag Set (tags still in use are kept)."""
        session = self.window.session
        if session is None:
            return False
        doc = session.document
        merged = merge_keeping_used(load_tagset(name), doc.tagset, doc.label_counts())
        return self.apply_tagset(merged, {}, set(), self.tr("Use tag set %s") % name)

    def import_file(self) -> None:
        """Tags > Import Tags File (a VTT tags file or a MAE task .dtd)."""
        session = self.window.session
        path = self._ask_tags_path(False)
        if session is None or path is None:
            return
        dropped: list[str] = []
        try:
            new = read_tagset_file(path, lambda m, n: dropped.append(f"{n} × {m}"))
        except VttError as exc:
            self.window.prompts.error(self.tr("Cannot import"), str(exc))
            return
        doc = session.document
        merged = merge_keeping_used(new, doc.tagset, doc.label_counts())
        self.apply_tagset(merged, {}, set(), self.tr("Import tags from %s") % path.name)
        if dropped:
            self.window.show_message("; ".join(dropped))

    def export_file(self) -> None:
        """Tags > Export Tags File."""
        session = self.window.session
        path = self._ask_tags_path(True)
        if session is None or path is None:
            return
        try:
            write_tags_file(session.document.tagset, path)
        except (VttError, OSError) as exc:
            self.window.prompts.error(self.tr("Cannot export"), str(exc))
            return
        self.window.show_message(self.tr("Tags exported to %s") % path.name)

    def display_filter(self) -> None:
        """Tags > Display Filter (runtime only)."""
        session = self.window.session
        if session is None:
            return
        dialog = DisplayFilterDialog(
            session.document.tagset, self.window.display_filter, self.window
        )
        if self.window.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            self.window.display_filter = dialog.result_filter()
            self.window.restyle()

    def quick_keys(self) -> None:
        """Tags > Quick Keys."""
        session = self.window.session
        if session is None:
            return
        tagset = session.document.tagset
        dialog = QuickKeysDialog(tagset, self.window.tagging.quick_keys, self.window)
        if self.window.run_dialog(dialog) == QDialog.DialogCode.Accepted:
            self.set_quick_keys(tagset, dialog.keys())

    def set_quick_keys(self, tagset: TagSet, keys: list[str | None]) -> None:
        """Use and remember quick keys for a tag set."""
        stored = dict(settings.QUICK_KEYS.get())
        stored[tagset.name or ""] = keys
        settings.QUICK_KEYS.set(stored)
        self.window.tagging.quick_keys = list(keys)
        self.window.refresh_tag_panel()

    def show_report(self) -> None:
        """Markups > Report: markups per tag and the total."""
        session = self.window.session
        if session is None:
            return
        doc = session.document
        self.window.run_dialog(
            ReportDialog(doc.label_counts(), doc.tagset, self.window)
        )

    def delete_all_markups(self) -> bool:
        """Markups > Delete All (VTT asks first): every markup, one undo step."""
        session = self.window.session
        if session is None or not len(session.document):
            return False
        if session.read_only:
            self.window.show_message(self.tr("This document is open read-only."))
            return False
        n = len(session.document)
        if not self.window.prompts.confirm(
            self.tr("Delete all markups"),
            self.tr("Delete all %d markups of this document?") % n,
        ):
            return False
        session.push(
            DeleteMarkupsCommand(
                session.model, list(session.document.markups), self.tr("the document")
            )
        )
        return True
