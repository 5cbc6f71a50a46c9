"""Files: open, save, close, reload, locks, changes on disk and recovery copies."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from vtt_py.core.document import Document
from vtt_py.errors import VttError
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import save_vtt
from vtt_py.formats.vtt_format import open_document
from vtt_py.gui import settings, windows
from vtt_py.gui.commands import ReplaceContentCommand
from vtt_py.gui.lockfile import FileLock
from vtt_py.gui.preferences import apply_new_file_layout, user_name
from vtt_py.gui.recovery import RecoveryEntry, RecoveryStore
from vtt_py.gui.session import DocumentSession, file_signature

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

#: How often the open file is checked for changes by another program.
DISK_CHECK_MS = 2000


class FileController(QObject):
    """Everything that reads or writes the user's files, and the safety nets around it."""

    def __init__(self, window: MainWindow, store: RecoveryStore) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self._asking = False
        self.recovery_timer = QTimer(self)
        self.recovery_timer.setObjectName("RecoveryTimer")
        self.recovery_timer.setSingleShot(True)
        self.recovery_timer.setInterval(max(1, settings.RECOVERY_SECONDS.get()) * 1000)
        self.recovery_timer.timeout.connect(self.write_recovery)
        self.disk_timer = QTimer(self)
        self.disk_timer.setInterval(DISK_CHECK_MS)
        self.disk_timer.timeout.connect(self.check_disk)
        self.disk_timer.start()

    @property
    def session(self) -> DocumentSession | None:
        """The open document."""
        return self.window.session

    # ------------------------------------------------------------ open

    def open_dialog(self) -> None:
        """File > Open."""
        path = self.window.prompts.open_file(settings.LAST_FOLDER.get())
        if path is not None:
            self.open_path(path)

    def open_in_new_window(self) -> None:
        """File > Open in New Window (VTT's Open when a document is already shown)."""
        path = self.window.prompts.open_file(settings.LAST_FOLDER.get())
        if path is None:
            return
        if self.session is None and self.window.corpus.corpus is None:
            self.open_path(path)  # an empty window: use it
        elif (other := windows.window_showing(path, self.window)) is not None:
            windows.focus(other)
        else:
            windows.open_in_new_window(self.window, path)

    def open_path(self, path: Path) -> bool:
        """Open a document, or a corpus folder."""
        if path.is_dir():
            return self.window.corpus.open_folder(path)
        return self.open_file(path)

    def open_file(self, path: Path, *, read_only: bool = False) -> bool:
        """Open one document (after asking to save the current one).

        ``read_only``: to look at, never to save (no lock is taken).
        """
        path = path.absolute()
        if self.session is not None and self.session.source == path:
            return True
        if (other := windows.window_showing(path, self.window)) is not None:
            windows.focus(other)  # as VTT: an open file's window gets focus
            return True
        try:
            tagset = load_tagset(settings.DEFAULT_TAGSET.get())
        except VttError:
            tagset = load_tagset()
        try:
            document = open_document(path, tagset)
        except (VttError, OSError) as exc:
            self.window.prompts.error(self.tr("Cannot open"), str(exc))
            return False
        return self.show_document(document, path, read_only=read_only)

    def show_document(
        self, document: Document, path: Path, *, read_only: bool = False
    ) -> bool:
        """Lock a file's document and make it the open session."""
        if not self.maybe_save():
            return False
        lock = FileLock(path)
        holder = None if read_only else lock.acquire()
        read_only = read_only or lock.folder_read_only  # no lock and no saving there
        if holder is not None:
            answer = self.window.prompts.lock_held(path.name, holder)
            if answer == "cancel":
                return False
            if answer == "take_over":
                lock.acquire(force=True)
            else:
                read_only = True
        self.close_session()
        session = DocumentSession(
            document, path, lock=lock, read_only=read_only, parent=self.window
        )
        session.stack.indexChanged.connect(self._edited)
        self.window.set_session(session)
        if lock.failure is not None:  # a read-only folder, say: tell the user
            self.window.show_message(lock.failure)
        if self.window.corpus.current_entry() is None:
            # A note of the open corpus is reached through the corpus (already
            # recent); writing the settings on every step would cost each one.
            settings.LAST_FOLDER.set(str(path.parent))
            self.window.add_recent(path)
        return True

    def close_session(self) -> None:
        """Forget the open session (its edits were saved or discarded)."""
        session = self.session
        if session is None:
            return
        self.recovery_timer.stop()
        if not session.modified:
            self.store.discard(self._recovery_key(session))
        session.close()
        self.window.undo_group.removeStack(session.stack)
        self.window.set_session(None)
        session.deleteLater()

    # ------------------------------------------------------------ save

    def maybe_save(self) -> bool:
        """Before closing or switching: True when it is safe to drop the document."""
        session = self.session
        if session is None or not session.modified:
            return True
        answer = self.window.prompts.save_changes(session.display_name)
        if answer == "save":
            return self.save()
        if answer == "discard":
            self.store.discard(self._recovery_key(session))
            session.stack.setClean()
            return True
        return False

    def save(self) -> bool:
        """File > Save (Save As for plain text and read-only documents)."""
        session = self.session
        if session is None:
            return False
        if session.path is None or session.read_only:
            return self.save_as()
        if session.changed_on_disk() and not self._ask(
            lambda: self.window.prompts.overwrite_changed(session.display_name)
        ):
            return False
        return self._write(session.path)

    def save_as(self) -> bool:
        """File > Save As: always a ``.vtt`` file."""
        session = self.session
        if session is None:
            return False
        suggested = session.path or (session.source or Path("untitled")).with_suffix(
            ".vtt"
        )
        target = self.window.prompts.save_file(suggested)
        if target is None:
            return False
        if target.suffix.lower() != ".vtt":
            target = target.with_name(target.name + ".vtt")
        target = target.absolute()
        if target != session.path:
            lock = FileLock(target)
            holder = lock.acquire()
            if holder is not None:
                self.window.prompts.error(
                    self.tr("Cannot save"),
                    self.tr("%s is open in another window: %s")
                    % (target.name, holder.describe()),
                )
                return False
            if session.lock is not None:
                session.lock.release()
            session.lock, session.read_only = lock, False
        return self._write(target)

    def _write(self, target: Path) -> bool:
        session = self.session
        assert session is not None
        old_key = self._recovery_key(session)
        was_modified = session.modified
        if session.path is None:  # first .vtt of a text file: preferred layout
            apply_new_file_layout(session.document)
        try:
            save_vtt(session.document, target, user=user_name())
        except (VttError, OSError) as exc:
            self.window.prompts.error(self.tr("Cannot save"), str(exc))
            return False
        previous = session.source
        session.saved(target)
        self.recovery_timer.stop()
        self.store.discard(old_key)
        self.window.add_recent(target)
        self.window.corpus.document_saved(previous, target, edited=was_modified)
        self.window.document_saved()
        self.window.show_message(self.tr("Saved %s") % target.name)
        return True

    # ------------------------------------------------------------ close, reload

    def close_document(self) -> None:
        """File > Close Document."""
        if self.maybe_save():
            self.close_session()

    def reload(self) -> None:
        """File > Reload from Disk."""
        session = self.session
        if session is None or session.source is None:
            return
        if session.modified and not self._ask(
            lambda: self.window.prompts.reload_changed(session.display_name, True)
        ):
            return
        self._reload_now()

    def _reload_now(self) -> None:
        session = self.session
        assert session is not None and session.source is not None
        path = session.source
        session.stack.setClean()  # the user agreed to drop the edits
        self.close_session()
        self.open_file(path)

    def check_disk(self) -> None:
        """Warn once when another program changed the open file."""
        session = self.session
        if session is None or self._asking or not session.changed_on_disk():
            return
        if QApplication.activeModalWidget() is not None:
            return  # never stack a question on another dialog; asked on the next tick
        if self._ask(
            lambda: self.window.prompts.reload_changed(
                session.display_name, session.modified
            )
        ):
            self._reload_now()
        else:  # keep this version; ask again only after another change
            session.signature = file_signature(session.path or session.source)

    def _ask(self, question) -> bool:
        self._asking = True
        try:
            return bool(question())
        finally:
            self._asking = False

    # ------------------------------------------------------------ recovery

    @staticmethod
    def _recovery_key(session: DocumentSession) -> Path:
        return session.path or session.source or Path(f"untitled-{session.token}")

    def _edited(self) -> None:
        session = self.session
        if session is None:
            return
        if session.modified:
            if not self.recovery_timer.isActive():
                self.recovery_timer.start()
        else:
            self.recovery_timer.stop()
            self.store.discard(self._recovery_key(session))

    def write_recovery(self) -> None:
        """Write a recovery copy of the unsaved edits in the background."""
        session = self.session
        if session is None or not session.modified:
            return
        snapshot = session.document.copy()
        key, token = self._recovery_key(session), session.token
        self.window.tasks.submit(
            lambda: self.store.write(snapshot, key, token),
            on_error=lambda exc: self.window.show_message(
                self.tr("Recovery copy not written: %s") % exc
            ),
        )

    def offer_recovery(self) -> None:
        """After a crash: offer each copy of unsaved work left behind."""
        for entry in self.store.orphans():
            answer = self.window.prompts.recover(entry)
            if answer == "restore":
                self.restore(entry)
            elif answer == "discard":
                self._discard_entry(entry)

    def _discard_entry(self, entry: RecoveryEntry) -> None:
        for path in (entry.meta, entry.copy):
            path.unlink(missing_ok=True)

    def restore(self, entry: RecoveryEntry) -> bool:
        """Open a recovered copy as unsaved edits of its document."""
        try:
            recovered = self.store.load(entry)
        except (VttError, OSError) as exc:
            self.window.prompts.error(self.tr("Cannot recover"), str(exc))
            return False
        source = entry.source
        if source.is_file() and self.open_file(source):
            session = self.session
            assert session is not None
            if session.document.text == recovered.text:
                session.push(
                    ReplaceContentCommand(
                        session.model,
                        self.tr("Restore unsaved work"),
                        tagset=recovered.tagset,
                        markups=recovered.markups,
                    )
                )
                self._discard_entry(entry)
                return True
            self.close_session()
        if not self.show_document(recovered, source) or self.session is None:
            return False
        self.session.path = source if source.suffix.lower() == ".vtt" else None
        self.session.stack.resetClean()  # nothing of it is saved yet
        self.window.update_actions()
        self._discard_entry(entry)
        return True
