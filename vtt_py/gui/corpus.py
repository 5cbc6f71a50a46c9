"""Corpus: open a folder, list its documents, move between them, keep their state."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from vtt_py.gui import settings
from vtt_py.gui.corpus_state import (
    DONE,
    IN_PROGRESS,
    NEW,
    Corpus,
    CorpusEntry,
    count_markups,
)
from vtt_py.gui.models.document_list import DocumentListModel

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

#: How long a note must stay open before it is remembered for the next start.
REMEMBER_MS = 1000
#: The folder opened first in a corpus laid out like the sample corpus.
PREFERRED_FOLDER = "gold"


def remembered_entry(corpus: Corpus) -> CorpusEntry | None:
    """The note that was open when the user last left this corpus."""
    key = settings.LAST_DOCUMENTS.get().get(str(corpus.root))
    return corpus.entry_of_key(key) if isinstance(key, str) else None


def remember_entry(corpus: Corpus, entry: CorpusEntry) -> None:
    """Note which note of a corpus is open (for the next start)."""
    stored = settings.LAST_DOCUMENTS.get()
    root = str(corpus.root)
    if stored.get(root) == entry.key:
        return
    stored.pop(root, None)
    stored[root] = entry.key  # the newest last; the oldest folders are forgotten
    for old in list(stored)[: -settings.MAX_LAST_DOCUMENTS]:
        del stored[old]
    settings.LAST_DOCUMENTS.set(stored)


def first_entry(corpus: Corpus) -> CorpusEntry | None:
    """The document to open first: the one open last time, else the first of
    ``gold/`` if there is one."""
    remembered = remembered_entry(corpus)
    if remembered is not None:
        return remembered
    for entry in corpus.entries:
        if entry.key.startswith(PREFERRED_FOLDER + "/"):
            return entry
    return corpus.entries[0] if corpus.entries else None


class CorpusController(QObject):
    """The corpus panel's logic; the corpus itself is a plain object (corpus_state)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.model = DocumentListModel(self)
        self.model.counter = self._count
        self.corpus: Corpus | None = None
        # Which note is open is remembered once the user settles on one.
        self._remember = QTimer(self)
        self._remember.setSingleShot(True)
        self._remember.setInterval(REMEMBER_MS)
        self._remember.timeout.connect(self.remember_now)

    def open_dialog(self) -> None:
        """File > Open Folder."""
        path = self.window.prompts.open_folder(settings.LAST_FOLDER.get())
        if path is not None:
            self.open_folder(path)

    def open_folder(self, folder: Path) -> bool:
        """Show a folder's documents and open the first one."""
        folder = folder.absolute()
        if not self.window.files.maybe_save():
            return False
        corpus = Corpus(folder)
        self.corpus = corpus
        self.model.set_corpus(corpus)
        self.window.corpus_opened(corpus)
        settings.LAST_FOLDER.set(str(folder))
        self.window.add_recent(folder)
        entry = first_entry(corpus)
        if entry is not None:
            return self.window.files.open_file(entry.path)
        self.window.show_message(self.tr("No .vtt or .txt documents in this folder."))
        return True

    def _count(self, paths: list[Path], done) -> None:
        """Count some documents' markups on the thread pool (the rows shown)."""
        self.window.tasks.submit(lambda: count_markups(paths), on_result=done)

    def entry_for(self, path: Path | None) -> CorpusEntry | None:
        """The corpus entry of an open document."""
        if self.corpus is None or path is None:
            return None
        return self.corpus.find(path)

    def current_entry(self) -> CorpusEntry | None:
        """The entry of the open document."""
        session = self.window.session
        return self.entry_for(session.source) if session else None

    def document_shown(self) -> CorpusEntry | None:
        """A document (or none) is shown: mark it in the list and remember it."""
        session = self.window.session
        self.model.set_current(session.source if session else None)
        entry = self.current_entry()
        if entry is not None:
            self._remember.start()
        return entry

    def remember_now(self) -> None:
        """Store which note is open (also when the window closes)."""
        self._remember.stop()
        entry = self.current_entry()
        if entry is not None and self.corpus is not None:
            remember_entry(self.corpus, entry)

    def activate(self, entry: CorpusEntry) -> None:
        """Open a document picked in the list."""
        if entry is not None:
            self.window.files.open_file(entry.path)

    # ------------------------------------------------------------ navigation

    def _step(self, delta: int) -> None:
        rows = self.model.rowCount()
        if not rows:
            self.window.show_message(
                self.tr("Open a corpus folder to move between documents.")
            )
            return
        current = self.current_entry()
        i = self.model.row_of_entry(current) if current is not None else -1
        if i < 0:
            i = -1 if delta > 0 else rows
        j = i + delta
        if not 0 <= j < rows:
            self.window.show_message(self.tr("No more documents."))
            return
        self.window.files.open_file(self.model.entry(j).path)

    def next_document(self) -> None:
        """Ctrl+PgDown: the next document in the list (as filtered and sorted)."""
        self._step(1)

    def previous_document(self) -> None:
        """Ctrl+PgUp: the previous document."""
        self._step(-1)

    # ------------------------------------------------------------ states

    def set_state(self, state: str) -> None:
        """Mark the open document."""
        entry = self.current_entry()
        if entry is None or self.corpus is None:
            self.window.show_message(
                self.tr("The open document is not part of a corpus.")
            )
            return
        try:
            self.corpus.set_state(entry, state)
        except OSError as exc:
            self.window.show_message(
                self.tr("Corpus state not saved: %s") % exc.strerror
            )
        self.model.entry_changed(entry)
        self.window.update_status()

    def mark_new(self) -> None:
        """Corpus > Mark as New."""
        self.set_state(NEW)

    def mark_in_progress(self) -> None:
        """Corpus > Mark as In Progress."""
        self.set_state(IN_PROGRESS)

    def mark_done(self) -> None:
        """Corpus > Mark as Done."""
        self.set_state(DONE)

    def document_saved(
        self, previous: Path | None, target: Path, *, edited: bool
    ) -> None:
        """After a save: follow a .txt saved as .vtt, count, and leave the New state."""
        if self.corpus is None:
            return
        entry = self.entry_for(previous) or self.entry_for(target)
        if entry is None:
            if self.entry_for(target) is None and target.parent.is_relative_to(
                self.corpus.root
            ):
                self.model.rescan()
            return
        if entry.path != target:
            self.corpus.move(entry, target)
        session = self.window.session
        entry.markups = len(session.document) if session else entry.markups
        if edited and entry.state == NEW:
            self.set_state(IN_PROGRESS)
        self.model.entry_changed(entry)
        self.model.set_current(target)
