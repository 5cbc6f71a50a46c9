"""Meta data: File › Document Info (default tags file, save history) and Quick Load Tags."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QDialog

from vtt_py.core.meta import TagsFileRef
from vtt_py.errors import VttError
from vtt_py.formats.tags_file import read_tags_file
from vtt_py.gui import settings
from vtt_py.gui.models.document_model import DocumentModel
from vtt_py.gui.views.document_info_dialog import DocumentInfoDialog
from vtt_py.gui.views.tagset_editor import merge_keeping_used

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow


class SetTagsFileCommand(QUndoCommand):
    """Set or clear the document's default tags file (saved in its Meta Data)."""

    def __init__(
        self, model: DocumentModel, old: TagsFileRef | None, new: TagsFileRef | None
    ) -> None:
        super().__init__(
            "Clear default tags file"
            if new is None
            else f"Default tags file {Path(new.path).name}"
        )
        self.model, self.old, self.new = model, old, new

    def redo(self) -> None:
        self.model.set_tags_file(self.new)

    def undo(self) -> None:
        self.model.set_tags_file(self.old)


class DocumentInfoController(QObject):
    """The meta data of the open document and VTT's quick tag loading (``q``)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def resolve(self, path: str) -> Path:
        """A TAGS_FILE path as a file: relative paths count from the document's folder."""
        target = Path(path).expanduser()
        session = self.window.session
        source = (session.path or session.source) if session else None
        if not target.is_absolute() and source is not None:
            target = source.parent / target
        return target

    def show_info(self) -> None:
        """File › Document Info."""
        session = self.window.session
        if session is None:
            return
        dialog = DocumentInfoDialog(
            session.document,
            path=session.path or session.source,
            resolve=self.resolve,
            ask_tags_path=lambda: self.window.prompts.tags_file(
                settings.LAST_FOLDER.get(), save=False
            ),
            read_only=session.read_only,
            parent=self.window,
        )
        if (
            self.window.run_dialog(dialog) == QDialog.DialogCode.Accepted
            and dialog.tags_file_changed()
        ):
            self.set_tags_file(dialog.result_tags_file())

    def set_tags_file(self, ref: TagsFileRef | None) -> bool:
        """Change the default tags file as one undoable edit."""
        session = self.window.session
        if session is None or session.read_only:
            return False
        old = session.document.meta.tags_file
        if old == ref:
            return False
        session.push(SetTagsFileCommand(session.model, old, ref))
        return True

    def quick_load_tags(self) -> bool:
        """Tags › Quick Load Tags: load the default tags file, keeping tags in use."""
        window, session = self.window, self.window.session
        if session is None:
            return False
        if session.read_only:
            window.show_message(self.tr("This document is open read-only."))
            return False
        ref = session.document.meta.tags_file
        if ref is None or not ref.path:
            window.prompts.info(
                self.tr("Quick load tags"),
                self.tr(
                    "This document has no default tags file. Choose one in "
                    "File › Document Info."
                ),
            )
            return False
        path = self.resolve(ref.path)
        if ref.confirm and not window.prompts.confirm(
            self.tr("Quick load tags"),
            self.tr(
                "Load the tags of %s into this document's tag set?\n"
                "Tags that markups use are kept."
            )
            % path.name,
        ):
            return False
        try:
            new = read_tags_file(path)
        except (VttError, OSError) as exc:
            window.prompts.error(self.tr("Cannot load tags"), str(exc))
            return False
        doc = session.document
        merged = merge_keeping_used(new, doc.tagset, doc.label_counts())
        if not window.tagsets.apply_tagset(
            merged, {}, set(), self.tr("Quick load tags from %s") % path.name
        ):
            window.show_message(self.tr("The tag set already matches %s") % path.name)
            return False
        window.show_message(self.tr("Tags loaded from %s") % path.name)
        return True
