"""Pre-annotating a corpus: one ``.vtt`` per input, streamed, resumable, in parallel.

Documents are read, annotated and written one at a time (memory does not grow
with the corpus); an output that already exists is skipped, so an interrupted
run resumes where it stopped; every file is written atomically.
"""

from __future__ import annotations

import contextlib
import importlib.resources
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.core.tagset import TagSet
from vtt_py.deid.annotate_file import Outcome, annotate_here, annotate_one
from vtt_py.deid.crf import CrfModel, ModelError, load_model
from vtt_py.deid.pipeline import DEFAULT_THRESHOLD, Deidentifier
from vtt_py.deid.site_lists import SiteLists, read_site_lists
from vtt_py.deid.tagmap import mapping_name
from vtt_py.errors import Problem, UsageError
from vtt_py.formats.inputs import input_files
from vtt_py.formats.physionet import is_record_file
from vtt_py.formats.tagsets import load_tagset

INPUT_SUFFIXES = (".txt", ".vtt")
DEFAULT_MODEL_NAME = "default.crfmodel"


def default_model_path() -> Path:
    """The model shipped inside the package (its training data: vtt_py/deid/README.md)."""
    return Path(
        str(importlib.resources.files("vtt_py.deid") / "models" / DEFAULT_MODEL_NAME)
    )


def resolve_model(model: Path | None, rules_only: bool) -> CrfModel | None:
    """The model to use: none (rules only), the given file, or the shipped default.

    Raises:
        ModelError: the model file is missing or unreadable.
    """
    if rules_only:
        return None
    if model is None:
        path = default_model_path()
        if not path.is_file():
            raise ModelError(
                "the default model is not installed; use --rules-only or --model FILE"
            )
        return load_model(path)
    return load_model(model)


def plan(sources: list[Path], outdir: Path) -> list[tuple[Path, Path]]:
    """``(input, output)`` pairs: folders keep their relative paths under ``outdir``.

    Raises:
        UsageError: a source is missing, or two inputs would write one output.
    """
    pairs: list[tuple[Path, Path]] = []
    for source in sources:
        if source.is_dir():
            # An OUTDIR inside a source is not read back (in -o in/out twice).
            files = input_files(source, INPUT_SUFFIXES, exclude=[outdir])
            pairs += [
                (f, outdir / f.relative_to(source).with_suffix(".vtt")) for f in files
            ]
        elif source.is_file():
            _refuse_corpus(source)
            pairs.append((source, outdir / source.with_suffix(".vtt").name))
        else:
            raise UsageError(f"{source}: no such file or folder")
    seen: dict[Path, Path] = {}
    for src, dst in pairs:
        if dst in seen:
            raise UsageError(f"{seen[dst]} and {src} would both be written to {dst}")
        seen[dst] = src
    return pairs


def _refuse_corpus(source: Path) -> None:
    """A PhysioNet ``id.text`` holds many notes: annotated as one, names would be wrong."""
    if is_record_file(source):
        raise UsageError(
            f"{source}: a PhysioNet corpus (START_OF_RECORD lines), not one note; "
            f"split it into notes first: vtt-py convert {source} NOTES --to txt, "
            "then annotate NOTES"
        )


@dataclass
class Options:
    """What every worker needs: the model (or None), the output tag set (or None), the
    threshold and the site's own lists (or None)."""

    model: CrfModel | None
    tagset: TagSet | None = None
    threshold: float = DEFAULT_THRESHOLD
    site: SiteLists | None = None
    _deidentifiers: dict[str, Deidentifier] = field(default_factory=dict, repr=False)

    @property
    def mapping(self) -> str | None:
        """The label mapping forced by ``--tagset``, if one was given."""
        return None if self.tagset is None else mapping_name(self.tagset)

    def deidentifier(self, mapping: str) -> Deidentifier:
        """The de-identifier writing labels of one tag set mapping (made once)."""
        if mapping not in self._deidentifiers:
            self._deidentifiers[mapping] = Deidentifier(
                self.model, mapping, threshold=self.threshold, site=self.site
            )
        return self._deidentifiers[mapping]


_WORKER_OPTIONS: Options | None = None


def quiet_worker() -> None:
    """Set up a pool's worker process: Ctrl-C ignored, the pool's SIGTERM ends it quietly.

    Ctrl-C reaches every process of the terminal's group: the parent stops
    the pool, so workers ignore it (each would print a traceback) and end
    quietly on the SIGTERM the pool sends, removing any half-written file.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _exit_quietly)
    sys.unraisablehook = _quiet_unraisable


def _init_worker(options: Options) -> None:
    global _WORKER_OPTIONS
    quiet_worker()
    _WORKER_OPTIONS = options


def _exit_quietly(signum: int, frame: object) -> None:
    # SystemExit unwinds the file being written (its temporary file goes). Raised
    # inside a finaliser it is swallowed, so a timer makes sure the worker ends.
    signal.signal(signum, signal.SIG_DFL)
    timer = threading.Timer(1.0, os._exit, (128 + signum,))
    timer.daemon = True
    timer.start()
    raise SystemExit(128 + signum)


def _quiet_unraisable(unraisable: sys.UnraisableHookArgs) -> None:
    if not isinstance(unraisable.exc_value, SystemExit):  # our own, on SIGTERM
        sys.__unraisablehook__(unraisable)


@contextlib.contextmanager
def sigint_ignored() -> Iterator[None]:
    """Ignore Ctrl-C while workers start: they inherit it, before their initializer runs."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _work(pair: tuple[Path, Path]) -> Outcome:
    assert _WORKER_OPTIONS is not None
    return annotate_one(pair[0], pair[1], _WORKER_OPTIONS)


def annotate_pairs(
    pairs: list[tuple[Path, Path]], options: Options, *, jobs: int = 1
) -> Iterator[Outcome]:
    """Annotate every pair, in ``jobs`` processes; yields each file's outcome as it ends.

    Args:
        pairs: from :func:`plan`.
        options: model and tag set.
        jobs: worker processes (1: in this process).

    Yields:
        ``"written"``, ``"skipped"`` or the problems of a file that could not be read.
    """
    if jobs <= 1:
        yield from annotate_here(pairs, options)
        return
    import multiprocessing  # 10 ms of imports (socket, pickle...): only for a pool

    context = multiprocessing.get_context("spawn")
    with sigint_ignored():
        pool = context.Pool(jobs, initializer=_init_worker, initargs=(options,))
    try:
        yield from pool.imap_unordered(_work, pairs, chunksize=4)
    except BaseException:
        pool.terminate()
        # The pool's SIGTERM can land before a worker's file write is inside
        # its try block (during mkstemp), leaving the temporary file behind.
        _remove_orphans(pairs)
        raise
    # Every file is done: the workers end on the pool's own sentinels. Ending
    # them with terminate() here once lost its SIGTERM to a worker waiting on
    # the task queue's lock, and the command waited for it forever.
    pool.close()
    pool.join()


def _remove_orphans(pairs: list[tuple[Path, Path]]) -> None:
    """Remove the temporary files (``.NAME.RANDOM.tmp``) of planned outputs."""
    wanted: dict[Path, set[str]] = {}
    for _, dst in pairs:
        wanted.setdefault(dst.parent, set()).add(dst.name)
    for folder, names in wanted.items():
        with contextlib.suppress(OSError), os.scandir(folder) as entries:
            for entry in entries:
                name = entry.name
                temporary = name.startswith(".") and name.endswith(".tmp")
                if temporary and name[1:-4].rsplit(".", 1)[0] in names:
                    with contextlib.suppress(OSError):
                        os.unlink(entry.path)


def annotate_paths(
    sources: list[Path],
    outdir: Path,
    *,
    model: Path | None = None,
    rules_only: bool = False,
    tagset: str | None = None,
    threshold: float = DEFAULT_THRESHOLD,
    site_lists: Sequence[Path] = (),
    jobs: int = 1,
    progress: Callable[[int], Callable[[], None]] | None = None,
) -> tuple[dict[str, int], list[Problem]]:
    """Pre-annotate files and folders into ``outdir`` (the ``annotate`` command).

    Args:
        sources: ``.txt``/``.vtt`` files or folders.
        outdir: output folder (created if needed).
        model: CRF model file (default: the shipped model).
        rules_only: use no CRF.
        tagset: output tag set name (default: NLM Scrubber for text, the
            document's own for VTT files).
        threshold: the CRF's recall threshold (see
            :class:`~vtt_py.deid.pipeline.Deidentifier`).
        site_lists: the site's own lists files (:mod:`vtt_py.deid.site_lists`);
            they are never annotated themselves.
        jobs: worker processes.
        progress: called with the number of files; returns a tick function.

    Returns:
        Counts of ``written``/``skipped``/``failed`` files and the problems found.

    Raises:
        ModelError: the model cannot be loaded.
        UsageError: bad sources or tag set.
        ParseError: a site lists file cannot be read.
    """
    return run_batch(
        sources,
        outdir,
        lambda pairs, options: annotate_pairs(pairs, options, jobs=jobs),
        model=model,
        rules_only=rules_only,
        tagset=tagset,
        threshold=threshold,
        site_lists=site_lists,
        progress=progress,
    )


def _not_lists(
    pairs: list[tuple[Path, Path]], site_lists: Sequence[Path]
) -> list[tuple[Path, Path]]:
    """The planned pairs without the site lists files (a folder of notes may hold them)."""
    if not site_lists:
        return pairs
    lists = {path.resolve() for path in site_lists}
    return [(src, dst) for src, dst in pairs if src.resolve() not in lists]


#: Annotates planned pairs somewhere (local processes, a cluster), yielding outcomes.
Runner = Callable[[list[tuple[Path, Path]], Options], Iterable[Outcome]]


def run_batch(
    sources: list[Path],
    outdir: Path,
    runner: Runner,
    *,
    model: Path | None = None,
    rules_only: bool = False,
    tagset: str | None = None,
    threshold: float = DEFAULT_THRESHOLD,
    site_lists: Sequence[Path] = (),
    progress: Callable[[int], Callable[[], None]] | None = None,
) -> tuple[dict[str, int], list[Problem]]:
    """Plan, annotate with ``runner`` and count: what ``annotate`` does wherever it runs.

    Returns:
        Counts of ``written``/``skipped``/``failed`` files and the problems found.
    """
    options = Options(
        resolve_model(model, rules_only),
        None if tagset is None else load_tagset(tagset),
        threshold,
        read_site_lists(site_lists) if site_lists else None,
    )
    pairs = _not_lists(plan(sources, outdir), site_lists)
    tick = progress(len(pairs)) if progress else (lambda: None)
    counts = {"written": 0, "skipped": 0, "failed": 0}
    problems: list[Problem] = []
    for outcome in runner(pairs, options):
        if isinstance(outcome, list):
            counts["failed"] += 1
            problems += outcome
        else:
            counts[outcome] += 1
        tick()
    return counts, problems


__all__ = [
    "ModelError",
    "annotate_paths",
    "default_model_path",
    "plan",
    "quiet_worker",
    "run_batch",
    "sigint_ignored",
]
