"""One file of a batch: read, annotate, write; in this process, writing overlaps annotating."""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet
from vtt_py.deid.tagmap import DEFAULT_TAGSET, mapping_name
from vtt_py.errors import ParseError, Problem, VttError
from vtt_py.formats.atomic import (
    PreparedFile,
    atomic_write_text,
    commit_together,
    prepare_text,
)
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import dumps_vtt
from vtt_py.formats.vtt_format import read_text_document
from vtt_py.formats.vtt_read import read_vtt

if TYPE_CHECKING:
    from vtt_py.deid.batch import Options

#: A file's outcome: ``written``, ``skipped``, or the problems that stopped it.
Outcome = str | list[Problem]

#: Files annotated ahead of the writers at most (their temporary files wait open).
_AHEAD = 32
#: Files handed to a writer together: one ``syncfs`` puts them all on disk
#: (:func:`~vtt_py.formats.atomic.commit_together`), a journal commit per
#: batch rather than per file. Half of :data:`_AHEAD`, so one batch is being
#: written while the next is annotated.
_BATCH = 16
#: Threads writing files at most. Each flush waits on the disk without the
#: interpreter lock; on a slow disk several at once share the file system's
#: journal commits (1,450 notes took 4.5 s to write with one thread, 0.8 s with
#: four, one ``fsync`` per file). On a fast one a single thread keeps up; so
#: one writes, and another starts whenever the annotator finds :data:`_AHEAD`
#: files waiting and the oldest still unwritten (a slow disk, or a core so
#: busy the writer rarely runs).
_WRITERS = 4


@functools.cache
def _default_tagset() -> TagSet:
    # Parsed once per process: reading the tags file for every note cost a
    # sixth of annotate's time on short nursing notes.
    return load_tagset(DEFAULT_TAGSET)


def _read(path: Path, tagset: TagSet | None) -> Document:
    if path.suffix.lower() == ".vtt":
        return read_vtt(path)
    return read_text_document(path, tagset or _default_tagset())  # copies it


@dataclass(frozen=True)
class _Ready:
    """An annotated file's VTT text, to be written."""

    text: str


def _annotated(src: Path, dst: Path, options: Options) -> Outcome | _Ready:
    """What to write to ``dst``, or the outcome if nothing is to be written."""
    if dst.exists():
        return "skipped"
    try:
        doc = _read(src, options.tagset)
    except ParseError as exc:
        return list(exc.problems)
    mapping = options.mapping or mapping_name(doc.tagset)
    annotated = options.deidentifier(mapping).annotate(doc)
    try:
        return _Ready(dumps_vtt(annotated))
    except VttError as exc:
        return [Problem(str(src), None, str(exc))]


#: A written file not yet in place, and the future its outcome is given to.
_Handed = tuple[PreparedFile, "Future[Outcome]"]


def _write(batch: list[_Handed]) -> None:
    """A writer thread's part: flush a batch to disk and rename each file into place.

    A file whose future was cancelled first (the caller stopped) is left to
    the caller, who removes it; each other file's future gets its outcome.
    """
    live = [
        (prepared, future)
        for prepared, future in batch
        if future.set_running_or_notify_cancel()  # False: cancelled first
    ]
    try:
        outcomes = commit_together([prepared for prepared, _ in live])
    except BaseException as exc:  # never leave a future without an outcome
        for _, future in live:
            future.set_exception(exc)
        raise
    for (_, future), error in zip(live, outcomes, strict=True):
        if error is None:
            future.set_result("written")
        else:
            future.set_exception(error)


def annotate_one(src: Path, dst: Path, options: Options) -> Outcome:
    """Annotate one file into ``dst`` (atomically); ``written``, ``skipped`` or problems."""
    made = _annotated(src, dst, options)
    if not isinstance(made, _Ready):
        return made
    atomic_write_text(dst, made.text)
    return "written"


def annotate_here(
    pairs: list[tuple[Path, Path]], options: Options
) -> Iterator[Outcome]:
    """Annotate every pair in this process, in order, yielding each file's outcome.

    Each file is written here and other threads put it in place, a batch at
    a time: the flush to disk waits without the interpreter lock, so the
    next notes are annotated meanwhile (on short notes the writes took a
    fifth of the time); the writer's part is only system calls
    (:func:`prepare_text`), so on one core it does not queue for the lock a
    dozen times per file. An outcome is yielded once its file is in place;
    if the caller stops (an error, Ctrl-C), files not yet handed over are
    dropped and those being written are finished, so no temporary file is
    left and every file that exists is whole.
    """
    with _Writers() as writers:
        pending: deque[tuple[Future[Outcome], PreparedFile | None]] = deque()
        batch: list[_Handed] = []
        try:
            for src, dst in pairs:
                future, prepared = _annotate(src, dst, options)
                pending.append((future, prepared))
                if prepared is not None:
                    batch.append((prepared, future))
                if len(batch) == _BATCH:
                    writers.submit(batch)
                    batch = []
                while pending and (len(pending) > _AHEAD or pending[0][0].done()):
                    if not pending[0][0].done():
                        if batch:
                            # The oldest may still wait in ``batch``: files
                            # skipped or failed fill ``pending`` too.
                            writers.submit(batch)
                            batch = []
                        else:
                            writers.grow()  # the writers fall behind: a slow disk
                    yield _next(pending)
            if batch:
                writers.submit(batch)
            while pending:
                yield _next(pending)
        finally:
            for future, prepared in pending:
                if future.cancel() and prepared is not None:
                    prepared.discard()  # written, never to be put in place


def _next(pending: deque[tuple[Future[Outcome], PreparedFile | None]]) -> Outcome:
    """The oldest file's outcome, waited for while it is still ``pending``.

    Taken off only once known: if the wait is interrupted (Ctrl-C, SIGTERM),
    the file is still there for the caller's clean-up to cancel and remove.
    """
    outcome = pending[0][0].result()
    pending.popleft()
    return outcome


class _Writers:
    """Threads writing files: one at first, up to :data:`_WRITERS` as they fall behind.

    Each thread has its own queue and files are dealt to them in turn; leaving
    the ``with`` block waits for every file handed over.
    """

    def __init__(self) -> None:
        self._pools: list[ThreadPoolExecutor] = []
        self._turn = 0
        self.grow()

    def grow(self) -> None:
        """Start one more writer, unless :data:`_WRITERS` run already."""
        if len(self._pools) < _WRITERS:
            name = f"vtt-py-write-{len(self._pools)}"
            self._pools.append(ThreadPoolExecutor(1, thread_name_prefix=name))

    def submit(self, batch: list[_Handed]) -> None:
        """Hand written files to the next writer, to be put in place."""
        self._turn = (self._turn + 1) % len(self._pools)
        self._pools[self._turn].submit(_write, batch)

    def __enter__(self) -> _Writers:
        return self

    def __exit__(self, *exc: object) -> None:
        for pool in self._pools:
            pool.shutdown(wait=True)


def _annotate(
    src: Path, dst: Path, options: Options
) -> tuple[Future[Outcome], PreparedFile | None]:
    """Annotate a file and write it here; its future is done once a writer put it in place."""
    made = _annotated(src, dst, options)
    outcome: Future[Outcome] = Future()
    if isinstance(made, _Ready):
        return outcome, prepare_text(dst, made.text)
    outcome.set_result(made)
    return outcome, None
