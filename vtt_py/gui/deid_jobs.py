"""The de-identifier's work for the app, run in a separate process (or in-process in tests).

Pre-annotation and training are long stretches of Python. Run on a thread
they would hold the GIL the window needs for every repaint; in a child
process the window never waits. The functions here take and return plain,
picklable values (documents, paths), and the child keeps the loaded
de-identifier between calls. :class:`DeidService` runs them.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from vtt_py.core.document import Document
from vtt_py.core.suggestions import is_suggestion
from vtt_py.core.tagset import TagSet
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.vtt import read_vtt, save_vtt
from vtt_py.formats.vtt_format import open_document

T = TypeVar("T")

#: Loaded de-identifiers of this process: (model path, its mtime, site lists
#: path, their mtime) -> Suggester.
_CACHE: dict[tuple[str, int, str, int], Suggester] = {}


class Suggester:
    """The de-identifier for one model and site lists file: loaded once, one per
    tag set mapping and threshold."""

    def __init__(self, model: Path | None, site: Path | None = None) -> None:
        from vtt_py.deid.crf import load_model  # the de-identifier loads slowly
        from vtt_py.deid.site_lists import read_site_lists

        self.model = load_model(model) if model is not None else None
        self.site = read_site_lists([site]) if site is not None else None
        self._deidentifiers: dict[tuple[str, float], Any] = {}

    def annotate(self, doc: Document, find_more: bool = False) -> Document:
        """A copy of ``doc`` with suggestions where no markup is.

        ``find_more``: with the CRF's high-recall threshold (Suggestions ›
        Find More PHI).
        """
        from vtt_py.deid.pipeline import (
            DEFAULT_THRESHOLD,
            HIGH_RECALL_THRESHOLD,
            Deidentifier,
        )
        from vtt_py.deid.tagmap import mapping_name

        threshold = HIGH_RECALL_THRESHOLD if find_more else DEFAULT_THRESHOLD
        key = (mapping_name(doc.tagset), threshold)
        if key not in self._deidentifiers:
            self._deidentifiers[key] = Deidentifier(
                self.model, key[0], threshold=key[1], site=self.site
            )
        return self._deidentifiers[key].annotate(doc)


def model_in_use(model: Path | None) -> Path | None:
    """The model file to use: the one trained in the app, else the shipped one.

    None (rules only) when neither is there.
    """
    if model is not None and model.is_file():
        return model
    from vtt_py.deid.batch import default_model_path

    shipped = default_model_path()
    return shipped if shipped.is_file() else None


def _stamp(path: Path | None) -> tuple[str, int]:
    """A file's identity for the cache: its path and when it last changed."""
    if path is None:
        return "", 0
    try:
        return str(path), path.stat().st_mtime_ns
    except OSError:
        return str(path), -1  # reading it will say what is wrong


def suggester(model: Path | None, site: Path | None = None) -> Suggester:
    """This process's de-identifier for a model file (see :func:`model_in_use`)
    and a site lists file (read again whenever it changed)."""
    path = model_in_use(model)
    key = (*_stamp(path), *_stamp(site))
    if key not in _CACHE:
        _CACHE.clear()  # one model at a time: a retrained one replaces the old
        _CACHE[key] = Suggester(path, site)
    return _CACHE[key]


def new_site_lists(path: Path) -> tuple[int, int]:
    """Create a site lists file from the template (owner-only); its counts, both 0.

    Raises:
        FileExistsError: the file exists (it is never replaced).
    """
    from vtt_py.deid.site_lists import write_template

    write_template(path)
    return site_lists_summary(path)


def site_lists_summary(path: Path) -> tuple[int, int]:
    """How many PHI phrases and phrases that are no PHI a site lists file holds.

    Raises:
        ParseError: the file cannot be read or is malformed (file and line named).
    """
    from vtt_py.deid.site_lists import read_site_lists

    lists = read_site_lists([path])
    return len(lists.phi), len(lists.not_phi)


def without_suggestions(doc: Document) -> Document:
    """A copy of a document with its unreviewed suggestions removed."""
    copy = doc.copy()
    copy.set_markups([m for m in doc.markups if not is_suggestion(m)])
    return copy


def annotate_document(
    doc: Document,
    model: Path | None,
    find_more: bool = False,
    site: Path | None = None,
) -> Document:
    """A copy of a note with the de-identifier's suggestions added."""
    return suggester(model, site).annotate(doc, find_more)


def annotate_file(
    path: Path,
    model: Path | None,
    tagset: TagSet,
    find_more: bool = False,
    site: Path | None = None,
) -> tuple[Path, int, int]:
    """Add suggestions to a note on disk (a ``.txt`` note gets a ``.vtt`` beside it).

    Returns:
        (the file written, its markups, the suggestions added); nothing is
        written when nothing was suggested.
    """
    doc = open_document(path, tagset.copy())
    annotated = suggester(model, site).annotate(doc, find_more)
    added = len(annotated) - len(doc)
    if not added:
        return path, len(doc), 0
    target = path if path.suffix.lower() == ".vtt" else path.with_suffix(".vtt")
    save_vtt(annotated, target)
    return target, len(annotated), added


@dataclass
class TrainReport:
    """What a training run produced."""

    documents: int
    labels: list[str]
    path: Path


class TrainingCancelled(Exception):
    """The user cancelled a training run (nothing was saved)."""


class ProgressChannel:
    """Training progress from the child process to the app, through two small files.

    The child writes ``stage done total`` (atomically, at most ten times a
    second) and stops at its next report once the app has created the
    cancel file. Both sides only need the folder's path, which pickles.
    """

    INTERVAL = 0.1

    def __init__(self, folder: Path) -> None:
        self.path = folder / "progress"
        self.stop_path = folder / "cancel"
        self._written = 0.0

    def report(self, stage: str, done: int, total: int) -> None:
        """Child side: how far training got; raises TrainingCancelled when asked."""
        if self.stop_path.exists():
            raise TrainingCancelled
        now = time.monotonic()
        if now - self._written >= self.INTERVAL or done == total:
            atomic_write_text(self.path, f"{stage} {done} {total}")
            self._written = now

    def read(self) -> tuple[str, int, int] | None:
        """App side: the last report, if any."""
        try:
            stage, done, total = self.path.read_text(encoding="ascii").split()
        except (OSError, ValueError):
            return None
        return stage, int(done), int(total)

    def cancel(self) -> None:
        """App side: ask the child to stop."""
        self.stop_path.touch()


def train_files(
    paths: list[Path], target: Path, channel: ProgressChannel | None = None
) -> TrainReport:
    """Train the CRF on gold notes (unreviewed suggestions left out) and save it.

    The recipe is ``vtt-py train``'s default: the notes plus
    :data:`~vtt_py.synth.augment.DEFAULT_COPIES` surrogate copies of them (about half re-cased),
    grouped by note for the model's vocabulary.

    Raises:
        ValueError: no notes.
        TrainingCancelled: the channel's cancel file appeared (nothing saved).
    """
    from vtt_py.deid.crf import save_model
    from vtt_py.deid.evaluate import train_named
    from vtt_py.deid.tagmap import mapping_name
    from vtt_py.synth.augment import DEFAULT_COPIES, training_copies

    docs = [without_suggestions(read_vtt(p)) for p in paths]
    if not docs:
        raise ValueError("no notes to train on")
    names = [p.stem for p in paths]
    if len(set(names)) < len(names):  # notes of the same name in two folders
        names = [p.as_posix() for p in paths]
    progress = channel.report if channel is not None else None
    model = train_named(
        list(zip(names, docs, strict=True)),
        tagset=mapping_name(docs[0].tagset),
        expand=lambda named: list(training_copies(named, DEFAULT_COPIES)),
        progress=progress,
    )
    if channel is not None and channel.stop_path.exists():
        raise TrainingCancelled
    save_model(model, target)
    return TrainReport(len(docs), list(model.labels), target)


def idle() -> None:
    """Nothing: a call that returns once the child has finished its earlier work."""


def _end_with_parent() -> None:
    """Child side: exit the moment the app's process is gone.

    A killed app (``kill -9``, a crash) never shuts the pool down; the child
    would wait on its queue for ever, holding the model's memory and the
    resource tracker alive. The parent's sentinel becomes ready when it dies.
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


class DeidService:
    """Runs the functions above in one long-lived child process (or in-process).

    ``call`` blocks its caller (a worker thread) until the child answers; the
    child is started on first use with the ``spawn`` method (no fork of a
    threaded GUI process) and restarted if it died.
    """

    def __init__(self, *, in_process: bool = False) -> None:
        self.in_process = in_process
        self._pool: ProcessPoolExecutor | None = None

    def call(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in the child process; its exception is raised here."""
        return self.call_watching(fn, *args)

    def call_watching(
        self,
        fn: Callable[..., T],
        *args: Any,
        poll: Callable[[], None] | None = None,
        every: float = 0.2,
    ) -> T:
        """``fn(*args)`` in the child, calling ``poll`` here while it runs.

        An exception ``poll`` raises propagates (the child's call goes on).
        """
        if self.in_process:
            return fn(*args)
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=_end_with_parent
            )
        try:
            future: Future[T] = self._pool.submit(fn, *args)
            while poll is not None:
                poll()
                if wait([future], timeout=every).done:
                    break
            return future.result()
        except BrokenProcessPool:
            self._pool = None
            raise RuntimeError("the de-identification process stopped") from None

    def shutdown(self, *, stop_work: bool = False) -> None:
        """Stop the child process (when the app closes).

        ``stop_work`` ends the child at once, even in the middle of a call
        (whose caller then gets an error): quitting never waits for a
        de-identifier that is still loading or annotating.
        """
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if stop_work:
            # ProcessPoolExecutor has no public way to stop a running call.
            for process in list(getattr(pool, "_processes", {}).values()):
                process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
