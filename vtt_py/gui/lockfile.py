"""Document locks: a small file beside a document so two windows never write it at once.

Taking a lock is atomic: the holder's details are written to a temporary
file first, which is then hard-linked to the lock's name; the link fails if
a lock exists, so a lock never appears half-written and two processes can
never both take it. A lock is removed only when it is provably stale (its
process, on this host, is gone), and only inside a short critical section
guarded by ``flock`` on the folder (released by the system if the process
dies), after checking that the lock removed is the stale one read. A lock
that cannot be read (being written on a file system without hard links, or
damaged) is held by someone unknown: the user may take it over, never the
program.
"""

from __future__ import annotations

import contextlib
import errno
import getpass
import json
import os
import socket
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from vtt_py.formats.staging import pid_alive

__all__ = ["FileLock", "LockInfo", "lock_path", "pid_alive"]

LOCK_SUFFIX = ".vtt_py-lock"
#: How long to wait for another window's few-millisecond critical section.
MUTEX_SECONDS = 2.0
_NO_LINKS = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS, errno.EMLINK}


@dataclass(frozen=True)
class LockInfo:
    """Who holds a lock (``host`` empty: unknown, the lock file cannot be read)."""

    pid: int
    host: str
    user: str
    token: str
    since: float

    def describe(self) -> str:
        """``user on host (process N) since HH:MM``."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.since))
        if not self.host:
            return f"an unknown window (its lock file cannot be read) since {when}"
        return f"{self.user} on {self.host} (process {self.pid}) since {when}"


def lock_path(document: Path) -> Path:
    """The lock file of a document: ``.NAME.vtt_py-lock`` in the same folder."""
    return document.with_name(f".{document.name}{LOCK_SUFFIX}")


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "unknown"


@contextlib.contextmanager
def _folder_mutex(folder: Path) -> Iterator[None]:
    """Serialise lock changes in a folder between processes (best effort).

    ``flock`` on the folder is released by the system when a process dies,
    so this mutex can never be left stale. Where it is unavailable (Windows,
    some network file systems) the atomic link still keeps a lock single.
    """
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        yield
        return
    try:
        deadline = time.monotonic() + MUTEX_SECONDS
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.005)
            except OSError:
                break
        yield
    finally:
        os.close(fd)  # closing releases the flock


class FileLock:
    """A lock on one document, owned by one window.

    After :meth:`acquire`, ``failure`` says (in a sentence for the user)
    why no lock could be made, if so; ``folder_read_only`` tells a
    read-only folder from other failures.
    """

    def __init__(self, document: Path) -> None:
        self.document = document
        self.path = lock_path(document)
        self.token = uuid.uuid4().hex
        self.owned = False
        self.failure: str | None = None
        self.folder_read_only = False

    def _mine(self) -> LockInfo:
        return LockInfo(
            os.getpid(), socket.gethostname(), _user(), self.token, time.time()
        )

    def read(self) -> LockInfo | None:
        """The current lock; None when there is none; unknown holder when unreadable."""
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except OSError:
            return self._unknown()
        try:
            info = LockInfo(**json.loads(raw))
        except (ValueError, TypeError):
            return self._unknown()
        if not isinstance(info.pid, int) or not isinstance(info.host, str):
            return self._unknown()
        return info

    def _unknown(self) -> LockInfo:
        try:
            since = self.path.stat().st_mtime
        except OSError:
            since = time.time()
        return LockInfo(0, "", "", "", since)

    def _stale(self, info: LockInfo) -> bool:
        """Provably stale: its process ran on this host and is gone."""
        return bool(info.host) and (
            info.host == socket.gethostname() and not pid_alive(info.pid)
        )

    def holder(self) -> LockInfo | None:
        """Another owner of the lock, or None if it is free, provably stale or ours."""
        info = self.read()
        if info is None or info.token == self.token or self._stale(info):
            return None
        return info

    def acquire(self, *, force: bool = False) -> LockInfo | None:
        """Take the lock; return the other holder instead if it is held.

        With ``force`` an existing lock is replaced (the user chose to take
        over). A folder where no lock can be made is not an error: the
        document opens unlocked (``owned`` stays False, ``failure`` says why).
        """
        self.failure, self.folder_read_only = None, False
        try:
            temp = self._write_temp()
        except OSError as exc:
            self._cannot_lock(exc)
            return None
        try:
            with _folder_mutex(self.path.parent):
                return self._place(temp, force=force)
        except OSError as exc:
            self._cannot_lock(exc)
            return None
        finally:
            with contextlib.suppress(OSError):
                temp.unlink()

    def _write_temp(self) -> Path:
        fd, name = tempfile.mkstemp(
            prefix=f"{self.path.name}.", suffix=".tmp", dir=self.path.parent
        )
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(asdict(self._mine()), handle)
            handle.flush()
            os.fsync(handle.fileno())
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(name, 0o644 & ~mask)  # others may read who holds it
        return Path(name)

    def _place(self, temp: Path, *, force: bool) -> LockInfo | None:
        for _ in range(5):  # a stale lock removed by another window: look again
            if force:
                os.replace(temp, self.path)
                self.owned = True
                return None
            if self._link(temp):
                self.owned = True
                return None
            info = self.read()
            if info is None:
                continue
            if info.token == self.token:
                self.owned = True
                return None
            if not self._stale(info):
                return info
            self._remove_stale(info)
        return self.read() or self._unknown()

    def _link(self, temp: Path) -> bool:
        """Put the written lock in place if there is none; False if there is one."""
        try:
            os.link(temp, self.path)
            return True
        except FileExistsError:
            return False
        except OSError as exc:
            if exc.errno not in _NO_LINKS:
                raise
        # No hard links here (FAT, some network shares): O_EXCL is atomic too,
        # but a reader may see the file before its content (read as unknown).
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        with os.fdopen(fd, "wb") as handle:
            handle.write(temp.read_bytes())
        return True

    def _remove_stale(self, info: LockInfo) -> None:
        """Remove the lock if it is still the stale one read (never another)."""
        grave = self.path.with_name(f"{self.path.name}.{self.token}.stale")
        try:
            os.rename(self.path, grave)
        except FileNotFoundError:
            return
        try:
            moved = json.loads(grave.read_text(encoding="utf-8"))
            same = isinstance(moved, dict) and moved.get("token") == info.token
        except (OSError, ValueError):
            same = False
        if not same:  # only possible without the folder mutex: put it back
            with contextlib.suppress(OSError):
                os.link(grave, self.path)
        with contextlib.suppress(OSError):
            grave.unlink()

    def _cannot_lock(self, exc: OSError) -> None:
        folder = self.path.parent
        self.folder_read_only = exc.errno in (errno.EROFS, errno.EACCES) or not (
            os.access(folder, os.W_OK)
        )
        if self.folder_read_only:
            self.failure = (
                f"Read-only folder: {self.document.name} opens read-only, unlocked."
            )
        else:
            self.failure = (
                f"{self.document.name} opens unlocked ({exc.strerror}): another "
                "window could write it too."
            )

    def release(self) -> None:
        """Remove the lock if it is still ours."""
        if not self.owned:
            return
        self.owned = False
        with _folder_mutex(self.path.parent):
            info = self.read()
            if info is not None and info.token == self.token:
                with contextlib.suppress(OSError):
                    self.path.unlink()
