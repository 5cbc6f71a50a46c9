"""Background work: a QThreadPool wrapper, and a synchronous stand-in for tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

Callback = Callable[[Any], None]


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued signal)."""

    done = Signal(object, object)  # (callback, value)

    def __init__(self) -> None:
        super().__init__()
        self.done.connect(self._deliver)

    def _deliver(self, callback: Callback | None, value: object) -> None:
        if callback is not None:
            callback(value)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, fn: Callable[[], Any], on_result, on_error):
        super().__init__()
        self.relay, self.fn = relay, fn
        self.on_result, self.on_error = on_result, on_error

    def run(self) -> None:
        try:
            value = self.fn()
        except Exception as exc:  # reported to the GUI thread, never lost
            self.relay.done.emit(self.on_error, exc)
        else:
            self.relay.done.emit(self.on_result, value)


class TaskRunner:
    """Runs plain functions on a thread pool; callbacks run in the GUI thread.

    The functions must not touch widgets: they take plain arguments (a copied
    document, paths) and return plain results.
    """

    def __init__(self, pool: QThreadPool | None = None) -> None:
        self.pool = pool or QThreadPool.globalInstance()
        self.relay = _Relay()

    def submit(
        self,
        fn: Callable[[], Any],
        on_result: Callback | None = None,
        on_error: Callback | None = None,
    ) -> None:
        """Run ``fn()`` in the background."""
        self.pool.start(_Job(self.relay, fn, on_result, on_error))

    def wait(self, msecs: int = 30000) -> bool:
        """Wait for every queued job (used when closing)."""
        return bool(self.pool.waitForDone(msecs))

    def fresh(self) -> TaskRunner:
        """A runner of the same kind with a pool of its own (for another window,
        so closing one window never waits for the other's work)."""
        return TaskRunner(QThreadPool())


class SyncTaskRunner(TaskRunner):
    """Runs each function at once in the caller's thread (tests, scripts)."""

    def __init__(self) -> None:
        self.relay = _Relay()

    def submit(self, fn, on_result=None, on_error=None) -> None:
        try:
            value = fn()
        except Exception as exc:
            if on_error is not None:
                on_error(exc)
            return
        if on_result is not None:
            on_result(value)

    def wait(self, msecs: int = 30000) -> bool:
        return True

    def fresh(self) -> TaskRunner:
        return SyncTaskRunner()
