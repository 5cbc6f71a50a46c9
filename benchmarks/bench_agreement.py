"""Agreement at corpus scale: pairs per second, peak memory, and adjudication of the same folders.

1. 1,000 document pairs (2,000 characters, 20 spans each) in memory, every
   measure. Baseline: a bare loop computing only the entity-strict set
   intersection of the same pairs, the least any agreement tool must do.
2. Two folders of 20,000 VTT files (2,000 with --quick) compared as
   ``vtt-py agree`` does, read and scored pair by pair. Baseline: reading the
   40,000 files alone. Target (issue 17): 2,000 pairs per second. Also the
   reference folder against itself, the case issue 17 timed (36.6 s then).
3. ``vtt-py adjudicate`` of the two folders. Baseline: reading them alone.
4. The same as 2 for 20,000 short notes of PhysioNet's shape (900
   characters, one span): a de-identifier's evaluation on nursing notes.
5. Streaming 20,000 and 200,000 generated pairs (5,000 and 50,000 with
   --quick), each in a fresh process, as ``vtt-py agree`` does for its
   table: pairs per second. Then 200,000 again keeping each document's
   row and own alpha_U (what ``--json`` and ``--html`` add): pairs per
   second, and peak memory, flat in the number of documents and under
   500 MB at 200,000. The pairs cycle through a pool of 200, so every ratio
   (F1, kappa) must equal the pool's to the last digit at any size:
   ``figures_equal_the_pool``.

Times are CPU seconds of the measured process, held to one thread (the
machine is shared; wall time is in the notes); memory is the process's peak
resident set.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.gen import LABELS, big_document
from benchmarks.harness import Measurement, best_of, byte_compile
from vtt_py.agreement import DocumentPair, compare_documents
from vtt_py.core import Document, Markup

#: Issue 17: 2,000 document pairs per second on one core.
TARGET_PAIRS_PER_SECOND = 2000
#: Issue 17: under 500 MB at 200,000 pairs.
TARGET_PEAK_MB = 500


def _perturbed(doc: Document, rng: random.Random) -> Document:
    """A second annotator: some spans kept, some shifted, relabelled, dropped or added."""
    text = doc.text
    markups = []
    for m in doc.markups:
        roll = rng.random()
        if roll < 0.6:
            markups.append(m)
        elif roll < 0.7:
            markups.append(m.with_(end=max(m.start + 1, m.end - 1)))
        elif roll < 0.8:
            tag, category = rng.choice(LABELS)
            markups.append(m.with_(tag=tag, category=category))
        elif roll < 0.9:
            continue
        else:
            markups.append(m.with_(start=max(0, m.start - 3)))
    for _ in range(2):
        start = rng.randrange(0, len(text) - 10)
        tag, category = rng.choice(LABELS)
        markups.append(Markup(start, start + rng.randint(2, 9), tag, category))
    out = Document(text, doc.tagset.copy())
    for markup in markups:
        with contextlib.suppress(ValueError):  # an exact duplicate of an earlier one
            out.add(markup)
    return out


def make_pairs(n: int, seed: int = 5) -> list[DocumentPair]:
    """``n`` deterministic reference/candidate pairs."""
    rng = random.Random(seed)
    pairs = []
    for i in range(n):
        ref = big_document(2000, 20, seed=i)
        pairs.append(DocumentPair(f"doc{i:05d}", ref, _perturbed(ref, rng)))
    return pairs


def strict_only(pairs: list[DocumentPair]) -> int:
    """The baseline: entity-strict true positives by set intersection, nothing else."""
    tp = 0
    for _, ref, cand in pairs:
        a = {(m.start, m.end, m.label) for m in ref.markups}
        b = {(m.start, m.end, m.label) for m in cand.markups}
        tp += len(a & b)
    return tp


#: Thread pools of numerical libraries held to one thread: the targets are for one core.
ONE_CORE = dict.fromkeys(
    ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"), "1"
)


def _job(*args: str) -> dict[str, Any]:
    """Run a job of benchmarks.agreement_jobs in a fresh process; what it measured."""
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.agreement_jobs", *args],
        check=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parent.parent,
        env={**os.environ, **ONE_CORE},
    )
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


#: Dense notes (i2b2-like: 2,000 characters, 20 spans) and PhysioNet's shape
#: (984 nursing notes of 893 characters on average, 0.8 gold and 0.95 deid.pl spans each).
DENSE = (2000, 20)
SHORT = (900, 1)


def write_folders(
    n: int, root: Path, shape: tuple[int, int] = DENSE
) -> tuple[Path, Path]:
    """Two folders of ``n`` VTT files: a reference and a perturbed copy of each."""
    from vtt_py.formats.vtt import write_vtt

    a, b = root / "a", root / "b"
    a.mkdir(parents=True)
    b.mkdir()
    rng = random.Random(5)
    for i in range(n):
        ref = big_document(*shape, seed=i % 997)
        write_vtt(ref, a / f"doc{i:06d}.vtt")
        write_vtt(_perturbed(ref, rng), b / f"doc{i:06d}.vtt")
    return a, b


def _in_memory(quick: bool) -> Measurement:
    n = 200 if quick else 1000
    pairs = make_pairs(n)
    repeat = 1 if quick else 3
    report: dict[str, object] = {}

    def full() -> None:
        report.update(compare_documents(pairs))

    value = best_of(full, repeat)
    baseline = best_of(lambda: strict_only(pairs), repeat)
    return Measurement(
        f"agree: {n} pairs in memory, all measures",
        value,
        baseline_name="strict set intersection only",
        baseline=baseline,
        target=n / TARGET_PAIRS_PER_SECOND,
        notes={
            "pairs_per_s": round(n / value),
            "strict_f1": round(report["scores"]["entity_strict"]["f1"], 4),  # type: ignore[index]
            "alpha_u": round(report["alpha_u"]["alpha"], 4),  # type: ignore[index]
            "kappa": round(report["kappa_token"]["kappa"], 4),  # type: ignore[index]
        },
    )


def _agree_files(name: str, n: int, job: dict[str, Any], read: float) -> Measurement:
    """One ``vtt-py agree`` of ``n`` file pairs, beside reading them (``read`` CPU s)."""
    return Measurement(
        name,
        job["cpu"],
        baseline_name="reading both folders",
        baseline=read,
        target=n / TARGET_PAIRS_PER_SECOND,
        notes={
            "pairs_per_s": round(n / job["cpu"]),
            "scoring_pairs_per_s": round(n / max(job["cpu"] - read, 1e-9)),
            "wall_s": round(job["seconds"], 1),
            "peak_mb": round(job["peak_mb"]),
        },
    )


def _from_files(n: int, a: Path, b: Path, out: Path) -> list[Measurement]:
    read = _job("read", str(a))
    agree = _job("files", str(a), str(b))
    itself = _job("files", str(a), str(a))
    adjudicate = _job("adjudicate", str(a), str(b), str(out))
    both_read = 2 * read["cpu"]
    return [
        _agree_files(
            f"agree: a folder of {n} VTT files against itself", n, itself, both_read
        ),
        _agree_files(f"agree: {n} pairs of VTT files, streamed", n, agree, both_read),
        Measurement(
            f"adjudicate: {n} pairs of VTT files",
            adjudicate["cpu"],
            baseline_name="reading both folders",
            baseline=both_read,
            notes={
                "wall_s": round(adjudicate["seconds"], 1),
                "peak_mb": round(adjudicate["peak_mb"]),
            },
        ),
    ]


#: Distinct pairs the streamed corpora cycle through (sizes are multiples of it).
POOL = "200"


def _memory(quick: bool) -> list[Measurement]:
    small, large = (5_000, 50_000) if quick else (20_000, 200_000)
    pool = _job("stream", POOL, POOL)
    first = _job("stream", str(small), POOL)
    second = _job("stream", str(large), POOL)
    # Each document's own row kept as well: the most a streamed run holds.
    rows_small = _job("stream", str(small), POOL, "rows")
    rows = _job("stream", str(large), POOL, "rows")
    # A cycled corpus's counts are the pool's times a whole number: same ratios.
    same = all(
        job["figures"] == pool["figures"] for job in (first, second, rows_small, rows)
    )
    return [
        Measurement(
            f"agree: {large} pairs streamed, pairs per second (CPU)",
            large / second["cpu"],
            unit="pairs/s",
            baseline_name=f"the same at {small} pairs",
            baseline=small / first["cpu"],
            target=TARGET_PAIRS_PER_SECOND,
            higher_is_better=True,
            notes={
                "wall_s": round(second["seconds"], 1),
                "peak_mb": round(second["peak_mb"]),
            },
        ),
        Measurement(
            f"agree: {large} pairs streamed with each document's row (CPU)",
            large / rows["cpu"],
            unit="pairs/s",
            baseline_name="the table alone",
            baseline=large / second["cpu"],
            higher_is_better=True,
            notes={"wall_s": round(rows["seconds"], 1)},
        ),
        Measurement(
            f"agree: peak memory streaming {large} pairs with each document's row",
            rows["peak_mb"],
            unit="MB",
            baseline_name=f"the same at {small} pairs",
            baseline=rows_small["peak_mb"],
            target=TARGET_PEAK_MB if not quick else TARGET_PEAK_MB * large / 200_000,
            notes={
                "figures_equal_the_pool": same,
                **{k: round(v, 6) for k, v in rows["figures"].items()},
            },
        ),
    ]


def _short_notes(n: int, root: Path) -> Measurement:
    a, b = write_folders(n, root, SHORT)
    read = _job("read", str(a))
    agree = _job("files", str(a), str(b))
    return Measurement(
        f"agree: {n} pairs of short VTT notes (PhysioNet's shape)",
        n / agree["cpu"],
        unit="pairs/s",
        baseline_name="reading both folders",
        baseline=n / (2 * read["cpu"]),
        target=TARGET_PAIRS_PER_SECOND,
        higher_is_better=True,
        notes={
            "wall_s": round(agree["seconds"], 1),
            "peak_mb": round(agree["peak_mb"]),
        },
    )


def run(quick: bool) -> list[Measurement]:
    """Time every measure in memory and from files, and the memory of streaming."""
    byte_compile()  # the jobs are fresh processes
    found = [_in_memory(quick)]
    n = 2000 if quick else 20000
    with tempfile.TemporaryDirectory(prefix="bench_agreement_") as tmp:
        a, b = write_folders(n, Path(tmp) / "dense")
        found += _from_files(n, a, b, Path(tmp) / "adjudication")
        found.append(_short_notes(n, Path(tmp) / "short"))
    return found + _memory(quick)
