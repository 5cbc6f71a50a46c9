"""The de-identifier's child process ends when the app does, even after kill -9 (issue 16)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.gui

#: The app's side, cut down: start the worker, say its pid and the resource
#: tracker's, then wait to be killed.
APP = """
import multiprocessing.resource_tracker as rt, os, sys, time
from vtt_py.gui.deid_jobs import DeidService
service = DeidService()
child = service.call(os.getpid)
print(child, rt._resource_tracker._pid, flush=True)
time.sleep(600)
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is gone for our purpose (its parent was killed; init reaps it)
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")
def test_worker_and_resource_tracker_end_when_the_app_is_killed():
    with subprocess.Popen(
        [sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True
    ) as app:
        line = app.stdout.readline()
        child, tracker = (int(x) for x in line.split())
        assert alive(child)
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        deadline = time.monotonic() + 20
        while (alive(child) or alive(tracker)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive(child), "the worker outlived the app"
        assert not alive(tracker), "the resource tracker outlived the app"


def test_shutdown_stops_a_call_in_progress_so_quitting_never_waits():
    """Closing the window during pre-annotation stops the child at once."""
    import threading

    from vtt_py.gui.deid_jobs import DeidService

    service = DeidService()
    service.call(os.getpid)  # the child is up
    outcome: list[BaseException] = []

    def long_call() -> None:
        try:
            service.call(time.sleep, 60)
        except BaseException as exc:  # noqa: BLE001 (recorded for the assertion)
            outcome.append(exc)

    worker = threading.Thread(target=long_call)
    worker.start()
    time.sleep(0.5)
    started = time.monotonic()
    service.shutdown(stop_work=True)
    worker.join(20)
    assert not worker.is_alive() and time.monotonic() - started < 10
    assert isinstance(outcome[0], RuntimeError)
