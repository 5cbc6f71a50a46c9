"""Document locks: a small file beside a document so two windows never write it at once."""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import socket
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

LOCK_SUFFIX = ".vtt_py-lock"


@dataclass(frozen=True)
class LockInfo:
    """Who holds a lock."""

    pid: int
    host: str
    user: str
    token: str
    since: float

    def describe(self) -> str:
        """``user on host (process N) since HH:MM``."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.since))
        return f"{self.user} on {self.host} (process {self.pid}) since {when}"


def lock_path(document: Path) -> Path:
    """The lock file of a document: ``.NAME.vtt_py-lock`` in the same folder."""
    return document.with_name(f".{document.name}{LOCK_SUFFIX}")


def pid_alive(pid: int) -> bool:
    """Whether a process exists on this machine."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "unknown"


class FileLock:
    """A lock on one document, owned by one window.

    The lock file is created with ``O_EXCL``, the only atomic "create if
    absent" a folder offers; it holds JSON with pid, host, user and a token
    unique to this lock. A lock left by a process that no longer runs on this
    host is stale and taken over silently.
    """

    def __init__(self, document: Path) -> None:
        self.document = document
        self.path = lock_path(document)
        self.token = uuid.uuid4().hex
        self.owned = False

    def _mine(self) -> LockInfo:
        return LockInfo(
            os.getpid(), socket.gethostname(), _user(), self.token, time.time()
        )

    def read(self) -> LockInfo | None:
        """The current lock, or None when there is none or it is unreadable."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return LockInfo(**data)
        except (OSError, ValueError, TypeError):
            return None

    def holder(self) -> LockInfo | None:
        """Another live owner of the lock, or None if it is free, stale or ours."""
        info = self.read()
        if info is None or info.token == self.token:
            return None
        if info.host == socket.gethostname() and not pid_alive(info.pid):
            return None
        return info

    def acquire(self, *, force: bool = False) -> LockInfo | None:
        """Take the lock; return the other holder instead if it is held.

        With ``force`` an existing lock is replaced (the user chose to take
        over). A folder where no lock can be created is not an error: the
        document opens unlocked (``owned`` stays False).
        """
        other = self.holder()
        if other is not None and not force:
            return other
        if self.path.exists():
            with contextlib.suppress(OSError):
                self.path.unlink()
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return self.read() or self._mine()  # lost a race with another window
        except OSError:
            return None  # read-only folder: nothing to lock with
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(asdict(self._mine()), handle)
        self.owned = True
        return None

    def release(self) -> None:
        """Remove the lock if it is still ours."""
        if not self.owned:
            return
        self.owned = False
        info = self.read()
        if info is not None and info.token == self.token:
            with contextlib.suppress(OSError):
                self.path.unlink()
