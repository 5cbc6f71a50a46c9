"""``vtt-py synthesize`` at scale (issue 15): notes per second, --jobs, Dask, a million notes.

Run: ``python -m benchmarks synth`` (``--quick`` for small inputs). Targets:
>= 2,000 placeholder notes of about 2 kB per second on one core; the same
work on a 2-worker Dask LocalCluster within 1.5x of ``--jobs 2``; the
MIMIC-III round trip (sample gold -> placeholders -> synthesize) 100 % typed
right; for MIMIC-IV, the share of ``___`` typed from context and its accuracy.
The baseline of the rates is reading the CSV alone (what streaming costs).

``VTT_PY_BENCH_MILLION=1`` adds the one-million-note run with ``--jobs 2``
(target: under 20 minutes at flat memory; about 2 GB of CSV and 3 GB of
JSONL in a temporary folder, removed afterwards). The machine is shared: the
load average is printed with each timing.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.harness import Measurement
from tools.mimic_corpus.from_gold import write_gold_csvs
from tools.mimic_corpus.roundtrip import build_reference
from tools.mimic_corpus.synthetic import write_synthetic_csv
from vtt_py.formats.mimic_csv import read_notes
from vtt_py.synth.engine import SynthConfig
from vtt_py.synth.run import RunOptions, synthesize_collection


def _load() -> str:
    return f"{os.getloadavg()[0]:.1f}"


def _tree_rss(pid: int) -> int:
    """Resident memory of a process and its children, in bytes (0 without psutil)."""
    try:
        import psutil
    except ImportError:
        return 0
    try:
        proc = psutil.Process(pid)
        procs = [proc, *proc.children(recursive=True)]
    except psutil.Error:
        return 0
    total = 0
    for p in procs:
        try:
            total += p.memory_info().rss
        except psutil.Error:
            continue
    return total


def run_command(args: list[str]) -> tuple[float, int, int]:
    """Run ``vtt-py`` in a subprocess: wall seconds, peak RSS of its process tree, exit code."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "vtt_py", *args],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    peak = 0
    while proc.poll() is None:
        peak = max(peak, _tree_rss(proc.pid))
        time.sleep(0.5)
    return time.perf_counter() - start, peak, proc.returncode


def _rate(run: Callable[[], object], notes: int) -> float:
    start = time.perf_counter()
    run()
    return notes / (time.perf_counter() - start)


def _synth(
    src: Path, out: Path, tagset: str = "nlm-scrubber", **options: object
) -> None:
    config = SynthConfig(seed=1, tagset=tagset)
    synthesize_collection(RunOptions(src, out, **options), config)  # type: ignore[arg-type]


def _throughput(tmp: Path, notes: int) -> list[Measurement]:
    src = tmp / "synthetic.csv"
    write_synthetic_csv(src, notes, seed=1)
    per_note = src.stat().st_size / notes
    base = _rate(lambda: sum(1 for _ in read_notes(src)), notes)
    info = {"notes": notes, "bytes_per_note": round(per_note), "load": _load()}
    results = []
    for to in ("jsonl", "vtt"):

        def one_core(to: str = to) -> None:
            _synth(src, tmp / f"one-{to}", to=to)

        rate = _rate(one_core, notes)
        results.append(Measurement(f"synthesize, one core, --to {to}", rate, "notes/s",
                                   "read CSV", base, 2000.0, True, dict(info)))  # fmt: skip
    jobs = _rate(lambda: _synth(src, tmp / "jobs2", to="jsonl", jobs=2), notes)
    results.append(Measurement("synthesize --jobs 2 --to jsonl", jobs, "notes/s",
                               "read CSV", base, None, True, dict(info)))  # fmt: skip
    results += _dask(src, tmp, notes, jobs, info)
    return results


def _dask(
    src: Path, tmp: Path, notes: int, jobs_rate: float, info: dict
) -> list[Measurement]:
    try:
        from distributed import LocalCluster
    except ImportError:
        return []
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster:  # fmt: skip
        address = cluster.scheduler_address
        rate = _rate(lambda: _synth(src, tmp / "dask", to="jsonl", dask_address=address),
                     notes)  # fmt: skip
    ratio = jobs_rate / rate
    return [Measurement("synthesize on a 2-worker LocalCluster / --jobs 2", ratio, "x",
                        target=1.5, notes={**info, "dask_notes_per_s": round(rate)})]  # fmt: skip


def _round_trips(tmp: Path) -> list[Measurement]:
    csvs = write_gold_csvs(tmp / "gold")
    results = []
    for layout in ("mimic3", "mimic4"):
        out = tmp / f"rt-{layout}"
        _synth(csvs[layout], out, "i2b2-2014", to="vtt")
        check = build_reference(csvs[layout], csvs["key"], out, tmp / f"ref-{layout}",
                                tagset="i2b2-2014")  # fmt: skip
        notes: dict[str, object] = {
            "placeholders": check.placeholders,
            "problems": len(check.problems),
        }
        right = 100 * check.accuracy
        if layout == "mimic3":
            name = "MIMIC-III round trip: typed right"
            results.append(Measurement(name, right, "%", target=100.0,
                                       higher_is_better=True, notes=notes))  # fmt: skip
            continue
        typed = 100 * check.typed_share
        family: dict[str, object] = {
            "family_right_%": round(100 * check.family_accuracy, 1)
        }
        results.append(Measurement("MIMIC-IV ___ typed from context", typed, "%",
                                   higher_is_better=True, notes=notes))  # fmt: skip
        results.append(Measurement("MIMIC-IV typed ___: type right", right, "%",
                                   higher_is_better=True, notes=family))  # fmt: skip
    return results


def _million(tmp: Path) -> list[Measurement]:
    src = tmp / "million" / "synthetic.csv"
    write_synthetic_csv(src, 1_000_000, seed=2)
    load = _load()
    out = tmp / "m-out"
    args = ["synthesize", str(src), "-o", str(out), "--to", "jsonl", "--jobs", "2"]
    seconds, peak, code = run_command([*args, "--seed", "1"])
    notes = {
        "exit": code, "peak_rss_mb": round(peak / 2**20),
        "csv_gb": round(src.stat().st_size / 1e9, 2), "load_before": load,
        "load_after": _load(),
    }  # fmt: skip
    return [Measurement("1,000,000 notes, --jobs 2, --to jsonl", seconds / 60, "min",
                        target=20.0, notes=notes)]  # fmt: skip


def run(quick: bool) -> list[Measurement]:
    """Throughput, --jobs 2, Dask, the round trips, and (on request) a million notes."""
    results: list[Measurement] = []
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        results += _round_trips(tmp)
        results += _throughput(tmp, 2_000 if quick else 20_000)
    if os.environ.get("VTT_PY_BENCH_MILLION"):
        with tempfile.TemporaryDirectory() as tmp_name:
            results += _million(Path(tmp_name))
    return results
