"""The de-identifier's work for the app, run in a separate process (or in-process in tests).

Pre-annotation and training are long stretches of Python. Run on a thread
they would hold the GIL the window needs for every repaint; in a child
process the window never waits. The functions here take and return plain,
picklable values (documents, paths), and the child keeps the loaded
de-identifier between calls. :class:`DeidService` runs them.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from vtt_py.core.document import Document
from vtt_py.core.suggestions import is_suggestion
from vtt_py.core.tagset import TagSet
from vtt_py.formats.vtt import read_vtt, save_vtt
from vtt_py.formats.vtt_format import open_document

T = TypeVar("T")

#: Loaded de-identifiers of this process: (model path, its mtime) -> Suggester.
_CACHE: dict[tuple[str, int], Suggester] = {}


class Suggester:
    """The de-identifier for one model: loaded once, one mapping per tag set."""

    def __init__(self, model: Path | None) -> None:
        from vtt_py.deid.crf import load_model  # the de-identifier loads slowly

        self.model = load_model(model) if model is not None else None
        self._by_tagset: dict[str, Any] = {}

    def annotate(self, doc: Document) -> Document:
        """A copy of ``doc`` with suggestions where no markup is."""
        from vtt_py.deid.pipeline import Deidentifier
        from vtt_py.deid.tagmap import mapping_name

        name = mapping_name(doc.tagset)
        if name not in self._by_tagset:
            self._by_tagset[name] = Deidentifier(self.model, name)
        return self._by_tagset[name].annotate(doc)


def model_in_use(model: Path | None) -> Path | None:
    """The model file to use: the one trained in the app, else the shipped one.

    None (rules only) when neither is there.
    """
    if model is not None and model.is_file():
        return model
    from vtt_py.deid.batch import default_model_path

    shipped = default_model_path()
    return shipped if shipped.is_file() else None


def suggester(model: Path | None) -> Suggester:
    """This process's de-identifier for a model file (see :func:`model_in_use`)."""
    path = model_in_use(model)
    key = (str(path), path.stat().st_mtime_ns) if path is not None else ("", 0)
    if key not in _CACHE:
        _CACHE.clear()  # one model at a time: a retrained one replaces the old
        _CACHE[key] = Suggester(path)
    return _CACHE[key]


def without_suggestions(doc: Document) -> Document:
    """A copy of a document with its unreviewed suggestions removed."""
    copy = doc.copy()
    copy.set_markups([m for m in doc.markups if not is_suggestion(m)])
    return copy


def annotate_document(doc: Document, model: Path | None) -> Document:
    """A copy of a note with the de-identifier's suggestions added."""
    return suggester(model).annotate(doc)


def annotate_file(
    path: Path, model: Path | None, tagset: TagSet
) -> tuple[Path, int, int]:
    """Add suggestions to a note on disk (a ``.txt`` note gets a ``.vtt`` beside it).

    Returns:
        (the file written, its markups, the suggestions added); nothing is
        written when nothing was suggested.
    """
    doc = open_document(path, tagset.copy())
    annotated = suggester(model).annotate(doc)
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


def train_files(paths: list[Path], target: Path) -> TrainReport:
    """Train the CRF on gold notes (unreviewed suggestions left out) and save it.

    Raises:
        ValueError: no notes.
    """
    from vtt_py.deid.crf import save_model
    from vtt_py.deid.tagmap import mapping_name
    from vtt_py.deid.training import train_documents

    docs = [without_suggestions(read_vtt(p)) for p in paths]
    if not docs:
        raise ValueError("no notes to train on")
    model = train_documents(docs, tagset=mapping_name(docs[0].tagset))
    save_model(model, target)
    return TrainReport(len(docs), list(model.labels), target)


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
        if self.in_process:
            return fn(*args)
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
        try:
            return self._pool.submit(fn, *args).result()
        except BrokenProcessPool:
            self._pool = None
            raise RuntimeError("the de-identification process stopped") from None

    def shutdown(self) -> None:
        """Stop the child process (when the app closes)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
