"""Issue 13, classes 5 and 6: a lock is never held twice, never removed unless provably stale,
a read-only folder is told; recovery copies are owner-only."""

from __future__ import annotations

import errno
import json
import multiprocessing
import os
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from vtt_py.core.markup import Markup
from vtt_py.gui.commands import AddMarkupCommand
from vtt_py.gui.lockfile import FileLock, lock_path
from vtt_py.gui.recovery import RecoveryStore

pytestmark = pytest.mark.gui

PROCESSES = 6
TRIALS = 40


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _stale_lock(note: Path, pid: int) -> None:
    info = {"pid": pid, "host": socket.gethostname(), "user": "x", "token": "old"}
    lock_path(note).write_text(json.dumps({**info, "since": 0.0}))


def _contender(folder: str, trials: int, barrier, results) -> None:  # type: ignore[no-untyped-def]
    """One process: at each trial, all take the same lock at the same moment."""
    held = []
    for trial in range(trials):
        barrier.wait()
        lock = FileLock(Path(folder) / f"note{trial}.vtt")
        lock.acquire()
        held.append(lock)  # kept: a holder that lets go would hide a second one
        results.put((trial, lock.owned))
    barrier.wait()


def test_lock_race_between_processes_has_one_winner(tmp_path: Path) -> None:
    """Six processes acquire at once, 40 times: from no lock, and from a stale lock."""
    pid = _dead_pid()
    for trial in range(TRIALS):
        note = tmp_path / f"note{trial}.vtt"
        note.write_text("x\n")
        if trial % 2:
            _stale_lock(note, pid)
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(PROCESSES), context.Queue()
    workers = [
        context.Process(
            target=_contender, args=(str(tmp_path), TRIALS, barrier, results)
        )
        for _ in range(PROCESSES)
    ]
    for worker in workers:
        worker.start()
    owners = [0] * TRIALS
    for _ in range(PROCESSES * TRIALS):
        trial, owned = results.get(timeout=120)
        owners[trial] += owned
    for worker in workers:
        worker.join(timeout=60)
    assert owners == [1] * TRIALS


@pytest.mark.parametrize("content", ["", '{"pid": 1', "garbage"])
def test_lock_that_cannot_be_read_is_never_removed(
    tmp_path: Path, content: str
) -> None:
    note = tmp_path / "note.vtt"
    lock_path(note).write_text(content)  # half-written by another window, or damaged
    lock = FileLock(note)
    holder = lock.acquire()
    assert holder is not None and not lock.owned
    assert "unknown window" in holder.describe()
    assert lock_path(note).read_text() == content
    assert lock.acquire(force=True) is None and lock.owned  # the user may take it


def test_lock_of_another_host_is_not_stale(tmp_path: Path) -> None:
    note = tmp_path / "note.vtt"
    info = {"pid": _dead_pid(), "host": "elsewhere", "user": "x", "token": "t"}
    lock_path(note).write_text(json.dumps({**info, "since": 0.0}))
    holder = FileLock(note).acquire()
    assert holder is not None and holder.host == "elsewhere"


def test_lock_stale_is_taken_over_and_released(tmp_path: Path) -> None:
    note = tmp_path / "note.vtt"
    _stale_lock(note, _dead_pid())
    lock = FileLock(note)
    assert lock.acquire() is None and lock.owned
    assert json.loads(lock_path(note).read_text())["token"] == lock.token
    lock.release()
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no temporary left


def _read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only folder, even for root (who may write anywhere)."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(os, "access", lambda *a, **k: False)


def test_lock_in_a_read_only_folder_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _read_only(monkeypatch)
    lock = FileLock(tmp_path / "note.vtt")
    assert lock.acquire() is None and not lock.owned
    assert lock.folder_read_only and "read-only" in (lock.failure or "")


def test_files_read_only_folder_opens_read_only_and_tells(
    make_main_window, note: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_main_window()
    _read_only(monkeypatch)
    assert window.files.open_file(note)
    assert window.session.read_only and not window.session.lock.owned
    assert "read-only" in window.statusBar().currentMessage()


def test_recovery_copies_are_owner_only(
    make_main_window, note: Path, tmp_path: Path
) -> None:
    os.umask(0o022)
    folder = tmp_path / "recovery"
    folder.mkdir(mode=0o755)  # as an older version left it
    (folder / "old.vtt").write_text("x\n")
    window = make_main_window(note)
    session = window.session
    session.push(AddMarkupCommand(session.model, Markup(0, 1, "Name")))
    window.files.write_recovery()
    assert folder.stat().st_mode & 0o777 == 0o700
    assert {p.stat().st_mode & 0o777 for p in folder.iterdir()} == {0o600}
    assert len(RecoveryStore(folder).entries()) == 1
