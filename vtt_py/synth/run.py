"""A synthesis run over a whole collection: streamed, in chunks, resumable, local or on Dask.

The source is read one note at a time and cut into chunks
(:mod:`vtt_py.synth.chunks`); at most a few chunks per worker are in flight,
so memory stays flat whatever the input size. Chunks run in this process,
in ``jobs`` worker processes, or on a Dask cluster (``dask_address``); this
process writes every chunk's output, in chunk order, through atomic renames.
The run's options are kept in ``OUT/.synthesize/run.json``: running the same
command again skips the chunks already written and does the rest.
"""

from __future__ import annotations

import json
import multiprocessing
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any

from vtt_py.deid.batch import quiet_worker, sigint_ignored
from vtt_py.errors import UsageError
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.mimic_csv import SourceNote, read_notes
from vtt_py.synth.chunks import (
    STATE,
    Chunk,
    ChunkOutput,
    chunked,
    clean_stale,
    done,
    process_chunk,
    write_chunk,
)
from vtt_py.synth.engine import SynthConfig
from vtt_py.synth.stats import Stats

RUN_FILE = "run.json"
REPORT_FILE = "report.json"
RUN_VERSION = 1


@dataclass(frozen=True)
class RunOptions:
    """What to read, what to write, and where the work runs.

    Attributes:
        source: a MIMIC CSV (``.csv``/``.csv.gz``) or a folder of ``.txt`` notes.
        out: the output folder (new, or a run of the same options to resume).
        to: ``vtt`` (a folder per chunk), ``jsonl`` or ``bio`` (a part file per chunk).
        chunk_size: notes per chunk (and so VTT files per folder).
        filters: note types to keep (case-blind; empty keeps every note).
        limit: stop after this many notes (after filtering).
        jobs: worker processes (1: this process).
        dask_address: a Dask scheduler address (``tcp://host:8786``) to run on.
    """

    source: Path
    out: Path
    to: str = "vtt"
    chunk_size: int = 1000
    filters: tuple[str, ...] = ()
    limit: int | None = None
    jobs: int = 1
    dask_address: str | None = None


@dataclass
class RunReport:
    """What a run did: its counts, time, chunks, and warnings."""

    stats: Stats
    seconds: float
    chunks: int
    resumed: int
    written: int
    warnings: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the report file)."""
        return {
            **self.stats.as_dict(),
            "written": self.written,
            "seconds": round(self.seconds, 3),
            "chunks": self.chunks,
            "resumed_chunks": self.resumed,
            "warnings": self.warnings,
        }


def _manifest(options: RunOptions, config: SynthConfig) -> dict[str, Any]:
    source = options.source.resolve()
    return {
        "version": RUN_VERSION,
        "source": str(source),
        # A changed file must not be resumed into the old run's output.
        "source_bytes": source.stat().st_size if source.is_file() else None,
        "to": options.to,
        "chunk_size": options.chunk_size,
        "filters": sorted(f.casefold() for f in options.filters),
        "limit": options.limit,
        **asdict(config),
    }


def _earlier_run(state: Path) -> dict[str, Any]:
    """The options an earlier run recorded.

    Raises:
        UsageError: the record is damaged (naming the file and line).
    """
    advice = "the record of an earlier run is damaged; give a new folder"
    try:
        earlier = json.loads(state.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise UsageError(f"{state}:{exc.lineno}: {advice}") from None
    except (OSError, UnicodeDecodeError):
        raise UsageError(f"{state}:1: {advice}") from None
    if not isinstance(earlier, dict):
        raise UsageError(f"{state}:1: {advice}")
    return earlier


def prepare_output(options: RunOptions, config: SynthConfig) -> bool:
    """Check OUT and record the run's options; True when an earlier run is resumed.

    Raises:
        UsageError: OUT is or holds the input, holds files this command did
            not make, or holds a run made with other options.
    """
    source, out = options.source.resolve(), options.out.resolve()
    if (
        out == source
        or out in source.parents
        or (source.is_dir() and source in out.parents)
    ):
        raise UsageError(
            f"{options.out}: the output must not be the input or inside it"
        )
    manifest = _manifest(options, config)
    state = out / STATE / RUN_FILE
    if state.exists():
        earlier = _earlier_run(state)
        if earlier != manifest:
            changed = sorted(k for k in manifest if earlier.get(k) != manifest[k])
            raise UsageError(
                f"{options.out} holds a run with other options ({', '.join(changed)}); "
                "give the same options to resume, or a new folder"
            )
        clean_stale(out)
        return True
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise UsageError(
            f"{options.out} exists and was not made by synthesize; give a new folder"
        )
    atomic_write_text(state, json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return False


def selected(notes: Iterable[SourceNote], options: RunOptions) -> Iterator[SourceNote]:
    """The notes ``--filter`` keeps, up to ``--limit``."""
    wanted = {f.casefold() for f in options.filters}
    stream: Iterator[SourceNote] = iter(notes)
    if wanted:
        stream = (n for n in stream if n.category.casefold() in wanted)
    return islice(stream, options.limit) if options.limit is not None else stream


Work = Callable[[Chunk], ChunkOutput]


def _local(chunks: Iterator[Chunk], work: Work, jobs: int) -> Iterator[ChunkOutput]:
    if jobs <= 1:
        yield from map(work, chunks)
        return
    context = multiprocessing.get_context("spawn")
    # Workers as annotate's: Ctrl-C stops the run without a traceback per
    # worker. All of them start here, while Ctrl-C is ignored (they inherit
    # that), not when the pool would start them on demand.
    with sigint_ignored():
        pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=quiet_worker)
        for _ in range(jobs):
            pool.submit(int)
    # Not multiprocessing.Pool: its terminate() after Ctrl-C could hang for
    # ever, its result reader gone while a worker was still writing a chunk's
    # large output into the full pipe. This pool reads every result until its
    # workers have stopped.
    try:
        pending: deque[Future[ChunkOutput]] = deque()
        for chunk in chunks:
            pending.append(pool.submit(work, chunk))
            if len(pending) >= 2 * jobs:  # a bounded window: memory stays flat
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        # Chunks under way are finished (their output is dropped), the rest cancelled.
        pool.shutdown(wait=True, cancel_futures=True)


def _on_dask(
    chunks: Iterator[Chunk], work: Work, address: str
) -> Iterator[ChunkOutput]:
    from vtt_py.synth.cluster import client_for

    with client_for(address) as client:
        window = 2 * max(1, sum(client.nthreads().values()))
        pending: deque[Any] = deque()
        for chunk in chunks:
            pending.append(client.submit(work, chunk, pure=False))
            if len(pending) >= window:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()


def synthesize_collection(
    options: RunOptions,
    config: SynthConfig,
    *,
    progress: Callable[[int], None] | None = None,
) -> RunReport:
    """Synthesize every selected note of the source into OUT (the ``synthesize`` command).

    Args:
        options: source, output, format, selection and where to run.
        config: seed and tag set.
        progress: told the number of notes of each chunk as it is written.

    Returns:
        The report (also written to ``OUT/report.json``).

    Raises:
        UsageError: see :func:`prepare_output`; Dask is not installed.
        ParseError: a malformed source record.
    """
    start = time.perf_counter()
    prepare_output(options, config)
    out = options.out
    total = Stats()
    warnings: dict[str, int] = {}
    counts = {"chunks": 0, "resumed": 0, "written": 0}

    def todo() -> Iterator[Chunk]:
        for chunk in chunked(
            selected(read_notes(options.source), options), options.chunk_size
        ):
            counts["chunks"] += 1
            finished = done(out, options.to, chunk.index)
            if finished is None:
                yield chunk
                continue
            counts["resumed"] += 1
            total.merge(finished)
            if progress is not None:
                progress(len(chunk.notes))

    work = partial(process_chunk, config=config, to=options.to)
    if options.dask_address:
        results = _on_dask(todo(), work, options.dask_address)
    else:
        results = _local(todo(), work, options.jobs)
    for result in results:
        counts["written"] += write_chunk(out, options.to, result)
        total.merge(result.stats)
        for message, n in result.warnings.items():
            warnings[message] = warnings.get(message, 0) + n
        if progress is not None:
            progress(result.stats.notes)
    report = RunReport(
        total, time.perf_counter() - start, counts["chunks"], counts["resumed"],
        counts["written"], warnings,
    )  # fmt: skip
    atomic_write_text(out / REPORT_FILE, json.dumps(report.as_dict(), indent=2) + "\n")
    return report
