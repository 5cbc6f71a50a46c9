"""The main window's state display: which actions are enabled, its title and status bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoGroup

from vtt_py.gui.actions import ActionId
from vtt_py.gui.corpus_state import STATE_NAMES
from vtt_py.gui.views.text_styles import tag_caption
from vtt_py.gui.views.window_layout import WindowLayout

if TYPE_CHECKING:
    from vtt_py.gui.pre_annotation import PreAnnotationController
    from vtt_py.gui.review import ReviewController
    from vtt_py.gui.session import DocumentSession
    from vtt_py.gui.training import TrainingController

A = ActionId


class WindowStatus(WindowLayout):
    """The base of :class:`MainWindow` that shows its state (split out to keep it small)."""

    session: DocumentSession | None
    undo_group: QUndoGroup
    review: ReviewController
    pre_annotation: PreAnnotationController
    training: TrainingController

    def update_actions(self) -> None:
        """Enable every action from the current state (the only place that does)."""
        s = self.session
        has_doc = s is not None
        has_markup = self.tagging.selected is not None
        in_corpus = self.corpus.corpus is not None
        enabled = {
            A.SAVE: s is not None and (s.modified or s.path is None),
            A.SAVE_AS: has_doc,
            A.RELOAD: s is not None and s.source is not None,
            A.CLOSE_DOCUMENT: has_doc,
            A.UNDO: self.undo_group.canUndo(),
            A.REDO: self.undo_group.canRedo(),
            A.DELETE_MARKUP: has_markup,
            A.JOIN_MARKUP: has_markup,
            A.EDIT_MARKUP: has_markup,
            A.NEXT_DOCUMENT: in_corpus,
            A.PREVIOUS_DOCUMENT: in_corpus,
            A.MARK_NEW: in_corpus and has_doc,
            A.MARK_IN_PROGRESS: in_corpus and has_doc,
            A.MARK_DONE: in_corpus and has_doc,
        }
        for action_id in (
            A.FIND,
            A.FIND_NEXT,
            A.FIND_PREVIOUS,
            A.TAG_PALETTE,
            A.NEXT_MARKUP,
            A.PREVIOUS_MARKUP,
            A.FIRST_MARKUP,
            A.LAST_MARKUP,
            A.NEXT_SHOWN,
            A.PREVIOUS_SHOWN,
            A.FIRST_SHOWN,
            A.LAST_SHOWN,
            A.DELETE_ALL_OF_TAG,
            A.DELETE_ALL_MARKUPS,
            A.REPORT,
            A.EDIT_TAGSET,
            A.DISPLAY_FILTER,
            A.QUICK_KEYS,
            A.IMPORT_TAGS,
            A.EXPORT_TAGS,
            A.QUICK_LOAD_TAGS,
            A.COMPARE,
            A.DOCUMENT_INFO,
            A.PRINT,
            A.EXPORT_PDF,
        ):
            enabled[action_id] = has_doc
        enabled.update(self.adjudication.enabled_actions())
        enabled.update(self.review.enabled_actions())
        enabled.update(self.pre_annotation.enabled_actions())
        enabled.update(self.training.enabled_actions())
        for action_id, on in enabled.items():
            self.qactions[action_id].setEnabled(bool(on))
        undo_text = self.undo_group.undoText()
        redo_text = self.undo_group.redoText()
        self.qactions[A.UNDO].setText(
            self.tr("&Undo %s") % undo_text if undo_text else self.tr("&Undo")
        )
        self.qactions[A.REDO].setText(
            self.tr("&Redo %s") % redo_text if redo_text else self.tr("&Redo")
        )
        self._update_title()

    def _update_title(self) -> None:
        s = self.session
        parts = [f"{s.display_name}[*]"] if s else []
        if s is not None and s.read_only:
            parts[0] += self.tr(" (read-only)")
        # the corpus's name only over its own notes: a note from elsewhere
        # must not look like part of it (an annotator's file while adjudicating)
        if self.corpus.corpus is not None and (
            s is None or self.corpus.current_entry() is not None
        ):
            parts.append(self.corpus.corpus.root.name)
        parts.append("vtt-py")
        self.setWindowTitle(" — ".join(parts))
        self.setWindowModified(bool(s and s.modified))

    def update_status(self) -> None:
        """Caret, selection, selected markup, overlap mode, corpus and document state."""
        s, labels = self.session, self.status_labels
        if s is None:
            for label in labels.values():
                label.clear()
            labels["State"].setText(self.tr("No document"))
            return
        caret = self.view.caret()
        block = self.view.textCursor().block()
        labels["Caret"].setText(
            self.tr("Offset %d · Ln %d, Col %d")
            % (
                caret,
                block.blockNumber() + 1,
                caret - self.view.to_char(block.position()) + 1,
            )
        )
        span = self.view.selection_span()
        labels["Selection"].setText(
            self.tr("%d selected") % (span[1] - span[0]) if span else ""
        )
        m = self.tagging.selected
        labels["Markup"].setText(
            f"{tag_caption(m.label)} [{m.start}, {m.end})" if m is not None else ""
        )
        labels["Overlap"].setText(
            self.tr("Overlap on") if self.tagging.overlap else self.tr("Overlap off")
        )
        entry = self.corpus.current_entry()
        labels["Corpus"].setText(
            self.tr("Corpus: %s") % STATE_NAMES.get(entry.state, entry.state)
            if entry
            else ""
        )
        state = (
            self.tr("Read-only")
            if s.read_only
            else self.tr("Modified")
            if s.modified
            else self.tr("Saved")
        )
        labels["State"].setText(self.tr("%s · %d markups") % (state, len(s.document)))
