"""Long work with progress and Cancel (pre-annotation, training): one job at a time.

The work function runs on the task runner's thread pool and gets a :class:`Job`
to report progress through; ``Job.report`` raises :class:`Cancelled` once the
user asked to stop, so work stops between two items (a note, a file).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from vtt_py.gui.views.progress_widget import TaskProgressWidget

if TYPE_CHECKING:
    from vtt_py.gui.views.main_window import MainWindow

#: Python's thread switch interval while a job runs. Every Qt call back into
#: Python (a model's data(), a paint event) must take the GIL from the busy
#: worker, which hands it over only after the switch interval: at the default
#: 5 ms, repainting a panel (hundreds of calls) froze the window for half a
#: second. At 0.5 ms the window stays responsive and the work barely slows.
JOB_SWITCH_INTERVAL = 0.0005


class Cancelled(Exception):
    """The user cancelled the job."""


class Job(QObject):
    """One background job's progress; its signal reaches the GUI thread queued."""

    progressed = Signal(int, int, str)  # done, total (0: unknown), item at hand

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title = title
        self._cancel = threading.Event()

    def report(self, done: int, total: int, what: str = "") -> None:
        """Called by the work: how far it got. Raises Cancelled when asked to stop."""
        if self._cancel.is_set():
            raise Cancelled
        self.progressed.emit(done, total, what)
        if self._cancel.is_set():  # asked while the progress was shown
            raise Cancelled

    def cancel(self) -> None:
        """Ask the work to stop at its next report."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        """Whether cancel was asked."""
        return self._cancel.is_set()


class BackgroundWork(QObject):
    """Runs one job at a time and shows it in the status bar."""

    jobStarted = Signal(object)  # Job
    jobFinished = Signal(object)  # Job

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.job: Job | None = None
        self._interval = sys.getswitchinterval()
        self.widget = TaskProgressWidget()
        self.widget.cancelRequested.connect(self.cancel)

    @property
    def busy(self) -> bool:
        """Whether a job runs."""
        return self.job is not None

    def start(
        self,
        title: str,
        work: Callable[[Job], Any],
        on_result: Callable[[Any], None],
    ) -> bool:
        """Run ``work(job)`` in the background; ``on_result`` gets its value.

        Returns False (nothing started) while another job runs.
        """
        if self.job is not None:
            self.window.show_message(
                self.tr("Wait for %s to finish, or cancel it.") % self.job.title
            )
            return False
        job = Job(title)
        self.job = job
        self._interval = sys.getswitchinterval()
        sys.setswitchinterval(min(self._interval, JOB_SWITCH_INTERVAL))
        job.progressed.connect(self.widget.progress)
        self.widget.begin(title)
        self.jobStarted.emit(job)
        self.window.update_actions()

        def done(value: Any) -> None:
            self._finish(job)
            on_result(value)

        def failed(exc: BaseException) -> None:
            self._finish(job)
            if isinstance(exc, Cancelled):
                self.window.show_message(self.tr("%s cancelled.") % title)
            else:
                self.window.prompts.error(title, str(exc) or type(exc).__name__)

        self.window.tasks.submit(lambda: work(job), on_result=done, on_error=failed)
        return True

    def _finish(self, job: Job) -> None:
        if self.job is job:
            self.job = None
            sys.setswitchinterval(self._interval)
        self.widget.end()
        self.jobFinished.emit(job)
        self.window.update_actions()

    def cancel(self) -> None:
        """Suggestions › Cancel Background Work."""
        if self.job is not None:
            self.job.cancel()
            self.widget.cancelling()
