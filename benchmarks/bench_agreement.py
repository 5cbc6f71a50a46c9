"""Agreement at corpus scale: pairs per second, peak memory, and adjudication of the same folders.

1. 1,000 document pairs (2,000 characters, 20 spans each) in memory, every
   measure. Baseline: a bare loop computing only the entity-strict set
   intersection of the same pairs, the least any agreement tool must do.
2. Two folders of 20,000 VTT files (2,000 with --quick) compared as
   ``vtt-py agree`` does, read and scored pair by pair. Baseline: reading the
   40,000 files alone. Target (issue 17): 2,000 pairs per second.
3. Peak memory of streaming 20,000 and 200,000 pairs (5,000 and 50,000 with
   --quick), each in a fresh process: flat in the number of documents, under
   500 MB at 200,000.
4. ``vtt-py adjudicate`` of the two folders. Baseline: reading them alone.

Times are CPU seconds of the measured process (the machine is shared; wall
time is in the notes); memory is the process's peak resident set.
"""

from __future__ import annotations

import contextlib
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.gen import LABELS, big_document
from benchmarks.harness import Measurement, best_of
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


def _job(*args: str) -> dict[str, float]:
    """Run a job of benchmarks.agreement_jobs in a fresh process; its figures."""
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.agreement_jobs", *args],
        check=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def write_folders(n: int, root: Path) -> tuple[Path, Path]:
    """Two folders of ``n`` VTT files: a reference and a perturbed copy of each."""
    from vtt_py.formats.vtt import write_vtt

    a, b = root / "a", root / "b"
    a.mkdir()
    b.mkdir()
    rng = random.Random(5)
    for i in range(n):
        ref = big_document(2000, 20, seed=i % 997)
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


def _from_files(n: int, a: Path, b: Path, out: Path) -> list[Measurement]:
    read = _job("read", str(a))
    agree = _job("files", str(a), str(b))
    adjudicate = _job("adjudicate", str(a), str(b), str(out))
    both_read = 2 * read["cpu"]
    return [
        Measurement(
            f"agree: {n} pairs of VTT files, streamed",
            agree["cpu"],
            baseline_name="reading both folders",
            baseline=both_read,
            target=n / TARGET_PAIRS_PER_SECOND,
            notes={
                "pairs_per_s": round(n / agree["cpu"]),
                "scoring_pairs_per_s": round(n / max(agree["cpu"] - both_read, 1e-9)),
                "wall_s": round(agree["seconds"], 1),
                "peak_mb": round(agree["peak_mb"]),
            },
        ),
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


def _memory(quick: bool) -> list[Measurement]:
    small, large = (5_000, 50_000) if quick else (20_000, 200_000)
    first = _job("stream", str(small))
    second = _job("stream", str(large))
    return [
        Measurement(
            f"agree: peak memory streaming {large} pairs",
            second["peak_mb"],
            unit="MB",
            baseline_name=f"the same at {small} pairs",
            baseline=first["peak_mb"],
            target=TARGET_PEAK_MB if not quick else TARGET_PEAK_MB * large / 200_000,
            notes={
                "pairs_per_s": round(large / second["cpu"]),
                "wall_s": round(second["seconds"], 1),
            },
        )
    ]


def run(quick: bool) -> list[Measurement]:
    """Time every measure in memory and from files, and the memory of streaming."""
    found = [_in_memory(quick)]
    n = 2000 if quick else 20000
    with tempfile.TemporaryDirectory(prefix="bench_agreement_") as tmp:
        a, b = write_folders(n, Path(tmp))
        found += _from_files(n, a, b, Path(tmp) / "adjudication")
    return found + _memory(quick)
