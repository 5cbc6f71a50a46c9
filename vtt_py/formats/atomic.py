"""Atomic file writes: a temporary file in the same folder, renamed into place."""

from __future__ import annotations

import contextlib
import functools
import os
import stat
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO, Any

#: Permission bits of files only their owner may read (recovery copies, mappings).
PRIVATE_FILE = 0o600


#: The umask can only be read by setting it: two threads doing so at once
#: could leave it at 0 (files world-writable) or give a file 0666.
_UMASK_LOCK = threading.Lock()


def _umask() -> int:
    with _UMASK_LOCK:
        mask = os.umask(0)
        os.umask(mask)
    return mask


def _bits(target: Path) -> int:
    """An existing file's permission bits, else what a new file gets."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        return 0o666 & ~_umask()


@contextlib.contextmanager
def atomic_open(
    path: str | os.PathLike[str], mode: str = "w", *, private: bool = False
) -> Iterator[IO[Any]]:
    """Open a temporary file that replaces ``path`` only when the block succeeds.

    Text is written as UTF-8 with ``\\n`` line ends untranslated. If the block
    raises, the temporary file is removed and ``path`` is untouched. An
    existing file keeps its permission bits; missing parent folders are made.

    Args:
        path: the file to create or replace.
        mode: ``"w"`` (text) or ``"wb"`` (bytes).
        private: make the file readable by its owner only (0600), whatever
            it was: for files holding PHI outside the user's own documents.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
    )
    try:
        if "b" in mode:
            handle: IO[Any] = os.fdopen(fd, "wb")
        else:
            handle = os.fdopen(fd, "w", encoding="utf-8", newline="")
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, PRIVATE_FILE if private else _bits(target))
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise


def atomic_write_text(
    path: str | os.PathLike[str], text: str, *, private: bool = False
) -> None:
    """Write ``text`` (UTF-8, line ends as given) to ``path`` atomically (0600 if private)."""
    prepare_text(path, text, private=private).commit()


def atomic_write_bytes(
    path: str | os.PathLike[str], data: bytes, *, private: bool = False
) -> None:
    """Write ``data`` to ``path`` atomically (0600 if private)."""
    with atomic_open(path, "wb", private=private) as handle:
        handle.write(data)


class PreparedFile:
    """A file written under a temporary name, put in place by :meth:`commit`.

    Made by :func:`prepare_text`. The Python work of a write (encoding, the
    temporary name, permissions) is done by the thread that prepares it;
    :meth:`commit` is three system calls, each waiting without the
    interpreter lock, so a writer thread doing only that seldom has to
    wait for the lock behind a busy thread on the same core.
    """

    def __init__(self, fd: int, tmp_name: str, target: Path) -> None:
        self._fd = fd
        self._tmp_name = tmp_name
        self.target = target

    def commit(self, *, flushed: bool = False) -> None:
        """Flush the file to disk and rename it into place (or remove it on failure).

        ``flushed``: its file system was synced since it was written
        (:func:`commit_together`), so it needs no ``fsync`` of its own.
        """
        try:
            try:
                if not flushed:
                    os.fsync(self._fd)
            finally:
                os.close(self._fd)
            os.replace(self._tmp_name, self.target)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._tmp_name)
            raise

    def fileno(self) -> int:
        """The temporary file's descriptor (open until committed or discarded)."""
        return self._fd

    def discard(self) -> None:
        """Remove the temporary file without putting it in place (never committed)."""
        with contextlib.suppress(OSError):
            os.close(self._fd)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self._tmp_name)


def prepare_text(
    path: str | os.PathLike[str], text: str, *, private: bool = False
) -> PreparedFile:
    """Write ``text`` as :func:`atomic_write_text` does, up to the ``fsync`` and rename.

    Args:
        path: the file to create or replace once committed.
        text: written as UTF-8, line ends as given.
        private: make the file readable by its owner only (0600).

    Returns:
        The written temporary file; :meth:`PreparedFile.commit` puts it in place.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
    )
    try:
        data = memoryview(text.encode("utf-8"))
        while data:
            data = data[os.write(fd, data) :]
        os.chmod(tmp_name, PRIVATE_FILE if private else _bits(target))
    except BaseException:
        PreparedFile(fd, tmp_name, target).discard()
        raise
    return PreparedFile(fd, tmp_name, target)


@functools.cache
def _syncfs() -> Callable[[int], int] | None:
    """The C library's ``syncfs`` (Linux), or None where there is none."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # here: 5 ms of start-up for every command otherwise

    try:
        syncfs: Callable[[int], int] = ctypes.CDLL(None, use_errno=True).syncfs
        return syncfs
    except (OSError, AttributeError):
        return None


def _sync_file_systems(files: Sequence[PreparedFile]) -> bool:
    """Sync each file system holding one of ``files`` once; whether all were synced."""
    syncfs = _syncfs()
    if syncfs is None:
        return False
    synced: set[int] = set()
    for prepared in files:
        device = os.fstat(prepared.fileno()).st_dev
        if device not in synced:
            if syncfs(prepared.fileno()) != 0:
                return False  # each file then gets its own fsync, and its own error
            synced.add(device)
    return True


def sync_file_system(folder: Path) -> bool:
    """Flush the file system holding ``folder`` with one ``syncfs``.

    Returns:
        False where there is no ``syncfs`` (not Linux) or it failed: the
        caller then flushes its files one by one, and sees their errors.
    """
    syncfs = _syncfs()
    if syncfs is None:
        return False
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return False
    try:
        return syncfs(handle) == 0
    finally:
        os.close(handle)


def commit_together(files: Sequence[PreparedFile]) -> list[OSError | None]:
    """Put several prepared files in place with one flush to disk per file system.

    Each ``fsync`` is a journal commit of its own: on 1,450 short notes they
    cost about a tenth of ``vtt-py annotate``'s time, nearly all of it
    system time. One ``syncfs`` puts every file's data and metadata on disk
    before any is renamed, as the ``fsync`` of each did (Linux 5.8 and later
    report a failed write-back). It flushes whatever else waits on that file
    system too: beside a large copy to the same disk a batch waits for it,
    much as each ``fsync`` waited for the journal. Without ``syncfs`` (not
    Linux), or if it fails, each file is committed with its own ``fsync``.

    Returns:
        For each file, in order, None if it is in place, or the error that
        stopped it (its temporary file removed).
    """
    flushed = bool(files) and _sync_file_systems(files)
    outcomes: list[OSError | None] = []
    for prepared in files:
        try:
            prepared.commit(flushed=flushed)
        except OSError as exc:
            outcomes.append(exc)
        else:
            outcomes.append(None)
    return outcomes
