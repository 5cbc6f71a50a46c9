"""Issue 13: SIGTERM is handled like Ctrl-C, a killed run's staging folder is removed by the
next run, and Ctrl-C on ``annotate --jobs`` (and ``synthesize --jobs``) prints no worker
traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.helpers import gold_document, staging_left
from tools.mimic_corpus.synthetic import write_synthetic_csv
from vtt_py.cli import Terminated, _sigterm_as_interrupt, main
from vtt_py.formats.staging import host_tag
from vtt_py.formats.vtt import dumps_vtt

CLI = [sys.executable, "-m", "vtt_py"]


def _big_corpus(folder: Path, count: int = 1500) -> Path:
    folder.mkdir()
    data = dumps_vtt(gold_document("Mary Hansen seen 3/4/2020 in Boston.\n" * 20))
    for i in range(count):
        (folder / f"n{i}.vtt").write_text(data)
    return folder


def _start_when_staging(argv: list[str], where: Path) -> subprocess.Popen[str]:
    """Start a command and return once its staging folder holds some files."""
    proc = subprocess.Popen(argv, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while sum(len(list(s.rglob("*.xml"))) for s in staging_left(where)) < 20:
        assert proc.poll() is None, proc.communicate()[1]
        assert time.monotonic() < deadline
        time.sleep(0.01)
    return proc


def test_convert_sigterm_cleans_up_like_ctrl_c(tmp_path: Path) -> None:
    src = _big_corpus(tmp_path / "big")
    out = tmp_path / "out"
    proc = _start_when_staging(
        [*CLI, "convert", str(src), str(out), "--to", "i2b2"], tmp_path
    )
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err
    assert err.strip().splitlines()[-1] == "vtt-py: terminated"
    assert not out.exists() and not staging_left(tmp_path)


def test_convert_removes_staging_folders_of_killed_runs(tmp_path: Path) -> None:
    src = _big_corpus(tmp_path / "big", 800)
    out = tmp_path / "out"
    argv = [*CLI, "convert", str(src), str(out), "--to", "i2b2"]
    proc = _start_when_staging(argv, tmp_path)
    proc.kill()  # SIGKILL: nothing can clean up
    proc.communicate()
    assert staging_left(tmp_path)  # note text left behind ...
    alive = tmp_path / f".vtt_py-staging.{host_tag()}.{os.getppid()}.x1"
    alive.mkdir()  # ... beside the folder of a process that still runs
    assert main(["convert", str(src), str(out), "--to", "i2b2"]) == 0
    assert staging_left(tmp_path) == [alive]  # ... is gone after the next run
    assert len(list(out.iterdir())) == 800


@pytest.mark.parametrize("trial", range(4))
def test_annotate_jobs_ctrl_c_prints_no_traceback(tmp_path: Path, trial: int) -> None:
    src = tmp_path / "notes"
    src.mkdir()
    line = "Seen by Dr John Smith on 3/4/2020 at Boston General. Call 513-659-8995.\n"
    for i in range(300):
        (src / f"n{i}.txt").write_text(line * 30)
    out = tmp_path / "out"
    argv = [*CLI, "annotate", str(src), "-o", str(out), "--jobs", "2", "--rules-only"]
    # A terminal's Ctrl-C goes to the whole process group, workers included.
    proc = subprocess.Popen(
        argv, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    time.sleep(0.4 + 0.3 * trial)  # while workers start, and while they work
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert "Traceback" not in err, err
    assert proc.returncode in (0, 130), err
    assert not list(out.rglob("*.tmp")) if out.exists() else True


@pytest.mark.parametrize("trial", range(2))
def test_synthesize_jobs_ctrl_c_prints_no_traceback(tmp_path: Path, trial: int) -> None:
    src = tmp_path / "NOTEEVENTS.csv"
    write_synthetic_csv(src, 20000)
    out = tmp_path / "out"
    argv = [*CLI, "synthesize", str(src), "-o", str(out), "--jobs", "2"]
    proc = subprocess.Popen(
        [*argv, "--seed", "1", "--chunk-size", "100"],
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while not (out / "00001").exists():  # workers are busy with later chunks
        assert proc.poll() is None, proc.communicate()[1]
        assert time.monotonic() < deadline
        time.sleep(0.01)
    time.sleep(0.3 * trial)
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert "Traceback" not in err, err
    assert proc.returncode in (0, 130), err


class _Finalizer:
    """An object whose finalizer is interrupted, as a Ctrl-C landing in ``__del__`` is."""

    def __init__(self, interrupt: type[BaseException]) -> None:
        self.interrupt = interrupt

    def __del__(self) -> None:
        raise self.interrupt


@pytest.fixture
def ctrl_c_handled() -> Iterator[None]:
    """Python's own Ctrl-C handler, as in a terminal.

    A shell starts a background job (a CI script's ``cmd &``) with SIGINT
    ignored, and Python then installs no handler: a Ctrl-C cannot reach such
    a process, nor can ``_thread.interrupt_main`` raise one in it.
    """
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


@pytest.mark.usefixtures("ctrl_c_handled")
@pytest.mark.parametrize("interrupt", [KeyboardInterrupt, Terminated])
def test_an_interrupt_raised_in_a_finalizer_is_not_lost(
    interrupt: type[BaseException], capsys: pytest.CaptureFixture[str]
) -> None:
    """Python prints and drops what a finalizer raises: a Ctrl-C (or SIGTERM)
    landing there printed a traceback and the command ran on to its end."""
    with pytest.raises(interrupt), _sigterm_as_interrupt("synthesize"):
        _Finalizer(interrupt)  # finalized at once: nobody holds it
        for _ in range(1000):  # the interrupt is raised again before this ends
            time.sleep(0.001)
    assert "Traceback" not in capsys.readouterr().err
    assert "Exception ignored" not in capsys.readouterr().err


def test_annotate_interrupted_removes_only_its_own_temporary_files(
    tmp_path: Path,
) -> None:
    from vtt_py.deid.batch import _remove_orphans

    out = tmp_path / "out"
    out.mkdir()
    ours = out / ".n1.vtt.abc_123.tmp"  # what atomic_open names a file in progress
    theirs = out / ".notes.txt.xyz.tmp"  # a user's file that only looks alike
    done = out / "n0.vtt"
    for path in (ours, theirs, done):
        path.write_text("x")
    _remove_orphans(
        [(tmp_path / "n0.txt", done), (tmp_path / "n1.txt", out / "n1.vtt")]
    )
    assert not ours.exists()
    assert theirs.exists() and done.exists()
