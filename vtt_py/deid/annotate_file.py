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
from vtt_py.formats.atomic import PreparedFile, atomic_write_text, prepare_text
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import dumps_vtt
from vtt_py.formats.vtt_format import read_text_document
from vtt_py.formats.vtt_read import read_vtt

if TYPE_CHECKING:
    from vtt_py.deid.batch import Options

#: A file's outcome: ``written``, ``skipped``, or the problems that stopped it.
Outcome = str | list[Problem]

#: Files annotated ahead of the writers at most (their texts wait in memory).
_AHEAD = 16
#: Threads writing files at most. Each ``fsync`` waits on the disk without the
#: interpreter lock; on a slow disk several at once share the file system's
#: journal commits (1,450 notes took 4.5 s to write with one thread, 0.8 s with
#: four). On a fast one a single thread can keep up (a third of a millisecond
#: per ``fsync``, three per note annotated), and four took about 0.4 s more
#: system time on 1,450 notes (one core); so one writes, and another starts
#: whenever the annotator finds :data:`_AHEAD` files waiting and the oldest
#: still unwritten (a slow disk, or a core so busy the writer rarely runs).
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


def _write(prepared: PreparedFile) -> Outcome:
    """A writer thread's part: the ``fsync`` and the rename (see :func:`prepare_text`)."""
    prepared.commit()
    return "written"


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

    Each file is written here and another thread puts it in place: ``fsync``
    waits on the disk without the interpreter lock, so the next note is
    annotated meanwhile (on short notes the writes took a fifth of the time);
    the writer's part is only system calls (:func:`prepare_text`), so on one
    core it does not queue for the lock a dozen times per file. An outcome is yielded once its file
    is in place; if the caller stops (an error, Ctrl-C), files not yet begun
    are dropped and those being written are finished, so no temporary file
    is left and every file that exists is whole.
    """
    with _Writers() as writers:
        pending: deque[tuple[Future[Outcome], PreparedFile | None]] = deque()
        try:
            for src, dst in pairs:
                pending.append(_submit(writers, src, dst, options))
                while pending and (len(pending) > _AHEAD or pending[0][0].done()):
                    if not pending[0][0].done():
                        writers.grow()  # the writers fall behind: a slow disk
                    yield pending.popleft()[0].result()
            while pending:
                yield pending.popleft()[0].result()
        finally:
            for future, prepared in pending:
                if future.cancel() and prepared is not None:
                    prepared.discard()  # written, never to be put in place


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

    def submit(self, prepared: PreparedFile) -> Future[Outcome]:
        """Hand a written file to the next writer, to be put in place."""
        self._turn = (self._turn + 1) % len(self._pools)
        return self._pools[self._turn].submit(_write, prepared)

    def __enter__(self) -> _Writers:
        return self

    def __exit__(self, *exc: object) -> None:
        for pool in self._pools:
            pool.shutdown(wait=True)


def _submit(
    writers: _Writers, src: Path, dst: Path, options: Options
) -> tuple[Future[Outcome], PreparedFile | None]:
    """Annotate a file and write it here; a writer thread then puts it in place."""
    made = _annotated(src, dst, options)
    if isinstance(made, _Ready):
        prepared = prepare_text(dst, made.text)
        return writers.submit(prepared), prepared
    done: Future[Outcome] = Future()
    done.set_result(made)
    return done, None
