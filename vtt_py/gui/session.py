"""DocumentSession: one open document with its model, undo stack, file, lock and recovery."""

from __future__ import annotations

import uuid
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoStack

from vtt_py.core.document import Document
from vtt_py.gui import recovery
from vtt_py.gui.lockfile import FileLock
from vtt_py.gui.models.document_model import DocumentModel

Signature = tuple[int, int]


def file_signature(path: Path | None) -> Signature | None:
    """(mtime in ns, size) of a file, or None when it does not exist."""
    if path is None:
        return None
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size


class DocumentSession(QObject):
    """The state of one open document.

    ``source`` is the file that was opened; ``path`` is where Save writes
    (None for a plain-text file until the user picks a ``.vtt`` name).
    """

    def __init__(
        self,
        document: Document,
        source: Path | None,
        *,
        lock: FileLock | None = None,
        read_only: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = DocumentModel(document, self)
        self.stack = QUndoStack(self)
        self.stack.setObjectName("UndoStack")
        self.source = source
        is_vtt = source is not None and source.suffix.lower() == ".vtt"
        self.path: Path | None = source if is_vtt else None
        self.lock = lock
        self.read_only = read_only
        self.signature = file_signature(source)
        self.token = uuid.uuid4().hex
        recovery.register_live(self.token)

    @property
    def document(self) -> Document:
        """The core document."""
        return self.model.document

    @property
    def modified(self) -> bool:
        """Whether there are unsaved edits."""
        return not self.stack.isClean()

    @property
    def display_name(self) -> str:
        """The file name shown in titles and prompts."""
        return self.source.name if self.source is not None else "Untitled"

    def push(self, command) -> None:
        """Run an undoable command on this document."""
        self.stack.push(command)

    def changed_on_disk(self) -> bool:
        """Whether the file changed since it was opened or last saved here."""
        target = self.path or self.source
        current = file_signature(target)
        return (
            current is not None
            and self.signature is not None
            and current != self.signature
        )

    def saved(self, path: Path) -> None:
        """The document was written to ``path``."""
        self.path = self.source = path
        self.signature = file_signature(path)
        self.stack.setClean()

    def close(self) -> None:
        """Release the lock and say goodbye to the recovery registry."""
        if self.lock is not None:
            self.lock.release()
        recovery.unregister_live(self.token)
