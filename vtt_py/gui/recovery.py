"""Recovery copies of unsaved work, kept in a per-user folder and offered after a crash."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import socket
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.formats.atomic import PRIVATE_FILE, atomic_write_text
from vtt_py.formats.vtt import dumps_vtt, read_vtt
from vtt_py.gui.lockfile import pid_alive

#: Permission bits of the recovery folder: its owner only.
PRIVATE_FOLDER = 0o700
#: Tokens of the sessions alive in this process (their copies are not orphans).
_LIVE: set[str] = set()


@dataclass(frozen=True)
class RecoveryEntry:
    """One recovery copy: the document it belongs to and when it was written."""

    key: str
    source: Path
    copy: Path
    meta: Path
    saved_at: float
    pid: int
    host: str
    token: str

    def describe(self) -> str:
        """``NAME (unsaved work from YYYY-MM-DD HH:MM)``."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        return f"{self.source.name} (unsaved work from {when})"


class RecoveryStore:
    """The recovery folder: ``KEY.vtt`` (the document) and ``KEY.json`` (where it belongs).

    The copies hold whole notes (PHI) outside the user's own folders, so the
    folder is owner-only (0700) and every copy 0600, whatever the umask.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @staticmethod
    def key_for(source: Path) -> str:
        """A file name for a document's copy (a hash: no document names on disk)."""
        return hashlib.sha1(str(source.resolve()).encode()).hexdigest()[:20]

    def write(self, document: Document, source: Path, token: str) -> None:
        """Write a copy of a (snapshot of a) document. Runs in a worker thread.

        Raises:
            WriteError: the document cannot be stored as VTT.
            OSError: the folder cannot be written.
        """
        self._private_folder()
        key = self.key_for(source)
        atomic_write_text(self.folder / f"{key}.vtt", dumps_vtt(document), private=True)
        meta = {
            "source": str(source.resolve()),
            "saved_at": time.time(),
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "token": token,
        }
        atomic_write_text(self.folder / f"{key}.json", json.dumps(meta), private=True)

    def _private_folder(self) -> None:
        """Make the folder, owner-only (0700), and its copies 0600 (older ones too)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if stat.S_IMODE(self.folder.stat().st_mode) != PRIVATE_FOLDER:
            os.chmod(self.folder, PRIVATE_FOLDER)
            for copy in self.folder.iterdir():
                with contextlib.suppress(OSError):
                    os.chmod(copy, PRIVATE_FILE)

    def discard(self, source: Path) -> None:
        """Remove a document's copy (after a save, or when the user discards it)."""
        key = self.key_for(source)
        for suffix in (".json", ".vtt"):
            with contextlib.suppress(OSError):
                (self.folder / f"{key}{suffix}").unlink()

    def entries(self) -> list[RecoveryEntry]:
        """Every readable copy in the folder, newest first."""
        if self.folder.is_dir():
            with contextlib.suppress(OSError):
                self._private_folder()  # a folder made by an older version
        found = []
        for meta in self.folder.glob("*.json"):
            entry = self._entry(meta)
            if entry is not None:
                found.append(entry)
        return sorted(found, key=lambda e: e.saved_at, reverse=True)

    def _entry(self, meta: Path) -> RecoveryEntry | None:
        try:
            data = json.loads(meta.read_text(encoding="utf-8"))
            copy = meta.with_suffix(".vtt")
            if not copy.is_file():
                return None
            return RecoveryEntry(
                meta.stem,
                Path(data["source"]),
                copy,
                meta,
                float(data["saved_at"]),
                int(data["pid"]),
                str(data["host"]),
                str(data.get("token", "")),
            )
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def orphans(self) -> list[RecoveryEntry]:
        """Copies whose session is gone: its process died, or it never said goodbye."""
        here = socket.gethostname()
        result = []
        for entry in self.entries():
            if entry.host != here:
                continue  # a shared home folder: another machine's session
            if entry.pid == os.getpid():
                if entry.token not in _LIVE:
                    result.append(entry)
            elif not pid_alive(entry.pid):
                result.append(entry)
        return result

    @staticmethod
    def load(entry: RecoveryEntry) -> Document:
        """The document of a copy (raises ParseError if it is damaged)."""
        return read_vtt(entry.copy)


def register_live(token: str) -> None:
    """A session is open: its copies are not orphans."""
    _LIVE.add(token)


def unregister_live(token: str) -> None:
    """A session closed."""
    _LIVE.discard(token)
