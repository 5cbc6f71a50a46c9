"""Agreement jobs, each in a fresh process so its peak memory can be read.

``python -m benchmarks.agreement_jobs JOB ARGS...``.

Each prints one JSON line: wall and CPU seconds, peak resident memory (MB)
and how many documents it handled.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import resource
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from benchmarks.bench_agreement import make_pairs

Pair = tuple[str, object, object]


def _cycled(n: int, pool: int = 400) -> Iterator[Pair]:
    """``n`` pairs made of a pool of synthetic pairs under new names (generating is not timed)."""
    base = make_pairs(pool)
    for i, pair in zip(range(n), itertools.cycle(base), strict=False):
        yield f"doc{i:07d}", pair.reference, pair.candidate


#: Figures a cycled corpus must give at any size: its counts are the pool's
#: times a whole number, so every ratio equals the pool's to the last digit.
SCALE_FREE = (("entity_strict", "f1"), ("token", "f1"), ("binary_overlap", "f1"))


def figures(report: dict[str, Any]) -> dict[str, float]:
    """The report's scale-free figures and kappa, for comparing runs of any size."""
    found = {
        f"{level}_{name}": report["scores"][level][name] for level, name in SCALE_FREE
    }
    found["kappa"] = report["kappa_token"]["kappa"]
    return found


def stream(
    n: str, pool: str = "400", kind: str = "table"
) -> tuple[int, dict[str, float]]:
    """Score ``n`` generated pairs as ``vtt-py agree`` does (no list kept).

    ``kind``: ``table``, what the text table needs (the command's
    default); ``rows``, each document's own figures too (a row per document
    and its own alpha_U: what ``--json`` and ``--html`` add to the table,
    besides the disagreements they list).
    """
    from vtt_py.agreement.assemble import assemble
    from vtt_py.agreement.engine import ScoreOptions
    from vtt_py.agreement.report import score_pairs
    from vtt_py.agreement.resample import Resampling

    if kind not in ("table", "rows"):
        raise SystemExit(f"stream: kind is table or rows, not {kind!r}")
    scorer = score_pairs(
        _cycled(int(n), int(pool)),
        ScoreOptions(
            keep_disagreements=False, lazy_rows=True, per_document=kind == "rows"
        ),
    )
    report: dict[str, Any] = assemble(scorer, Resampling(), None)
    return int(report["documents"]), figures(report)


def files(reference: str, candidate: str) -> int:
    """``vtt-py agree REF CAND`` as a user runs it: the command, its table printed.

    The command, not the library call under it: the output guard notes
    every file read, and that once cost a tenth of the time.
    """
    from vtt_py.cli import main as vtt_py

    with open(os.devnull, "w") as sink, contextlib.redirect_stdout(sink):
        status = vtt_py(["agree", reference, candidate])
    if status != 0:
        raise SystemExit(f"vtt-py agree exited with {status}")
    return sum(1 for _ in Path(reference).glob("*.vtt"))


def read(folder: str) -> int:
    """Reading every VTT file of a folder, and nothing else (the baseline of ``files``)."""
    from vtt_py.formats.vtt import read_vtt

    count = 0
    for path in sorted(Path(folder).glob("*.vtt")):
        read_vtt(path)
        count += 1
    return count


def adjudicate(a: str, b: str, out: str) -> int:
    """``vtt-py adjudicate A B -o OUT``'s work."""
    from vtt_py.formats.adjudication_log import start_adjudication

    return len(start_adjudication(Path(a), Path(b), Path(out)).written)


JOBS: dict[str, Callable[..., int | tuple[int, dict[str, float]]]] = {
    "stream": stream,
    "files": files,
    "read": read,
    "adjudicate": adjudicate,
}


def main(argv: list[str]) -> None:
    """Run one job and print its figures."""
    job = JOBS[argv[0]]
    wall, cpu = time.perf_counter(), time.process_time()
    done = job(*argv[1:])
    documents, found = done if isinstance(done, tuple) else (done, {})
    measured = {
        "seconds": time.perf_counter() - wall,
        "cpu": time.process_time() - cpu,
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "documents": documents,
        "figures": found,
    }
    print(json.dumps(measured))


if __name__ == "__main__":
    main(sys.argv[1:])
