"""The de-identifier's cost in instructions (valgrind's callgrind), beside a baseline commit.

Run with::

    python -m benchmarks deid_cost           # 100 notes, about five minutes
    python -m benchmarks deid_cost --quick   # 20 notes
    VTT_PY_COST_BASELINE=1a45f27 python -m benchmarks deid_cost

Wall-clock time on a shared machine moves by a tenth or more between two
runs of the same code, more than most changes to one recogniser save; the
count of instructions moves by about 0.05 %. So a change meant
to make the rules faster is measured here: the instructions per note of
the rule findings, and of the whole of ``Deidentifier.suggest``, over
PhysioNet notes from ``../shared`` (the de-identifier's word caches warmed
by a first pass), in this tree and in the baseline commit checked out
beside it (``VTT_PY_COST_BASELINE``, default ``HEAD``: what the uncommitted
changes save); then the same for a whole ``vtt-py annotate`` process on
those notes (start-up and words met for the first time included, as the
whole-process speed test runs it). Needs ``valgrind`` (the Debian package);
skipped without it. The notes/s that users see come from ``deid_speed``.
"""

from __future__ import annotations

import compileall
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from benchmarks.deid_data import available, read
from benchmarks.harness import Measurement

ROOT = Path(__file__).resolve().parents[1]
#: Notes measured (the first of development-train and -test, in file order).
NOTES = 100

#: Run inside valgrind: warm the caches on every note, collect the garbage
#: (so that the measured pass starts from the same collector's counts in
#: both trees, whatever their imports allocated: one collection more in a
#: short pass moved the count by a twentieth), then run the measured pass
#: inside ``functools.reduce``, the one function callgrind counts in
#: (``--toggle-collect``): nothing else in the de-identifier calls it.
_MEASURED = r"""
import functools, gc, pathlib, sys
from vtt_py.deid.analysis import analyse
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.pipeline import Deidentifier, rule_findings
texts = [p.read_text() for p in sorted(pathlib.Path(sys.argv[1]).glob("*.txt"))]
if sys.argv[2] == "rules":
    for text in texts:
        rule_findings(analyse(text))
    analyses = [analyse(text) for text in texts]
    gc.collect()
    functools.reduce(lambda _, a: rule_findings(a), analyses, None)
else:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    for text in texts:
        deid.suggest(text)
    gc.collect()
    functools.reduce(lambda _, text: deid.suggest(text), texts, None)
"""
_COLLECTED = re.compile(r"Collected : ([0-9]+)")


def _instructions(tree: Path, notes: Path, part: str) -> int:
    """Instructions of one measured part (``rules``, ``suggest``, ``process``) with ``tree``'s code.

    ``process`` is a whole ``vtt-py annotate`` process on the notes, one
    job: start-up (imports, compiling the patterns, loading the word lists
    and the model), every word met for the first time, and the writing.
    """
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    with tempfile.TemporaryDirectory() as out:
        if part == "process":
            # As pip installs it: without its bytecode a process compiles
            # every module it imports (PYTHONDONTWRITEBYTECODE may be set).
            compileall.compile_dir(tree / "vtt_py", quiet=1)
            command += [sys.executable, "-m", "vtt_py", "annotate", str(notes)]
            command += ["-o", str(Path(out) / "out"), "--jobs", "1"]
        else:
            command += ["--collect-atstart=no", "--toggle-collect=functools_reduce"]
            command += [sys.executable, "-c", _MEASURED, str(notes), part]
        done = subprocess.run(
            command, cwd=tree, env=env, capture_output=True, text=True, check=True
        )
    found = _COLLECTED.search(done.stderr)
    if found is None:
        raise RuntimeError("callgrind printed no count")
    return int(found[1])


def _baseline_tree(revision: str, folder: Path) -> Path:
    """``revision`` checked out in ``folder`` (a detached worktree, removed by the caller)."""
    tree = folder / "baseline"
    subprocess.run(
        ["git", "worktree", "add", "--detach", "--quiet", str(tree), revision],
        cwd=ROOT,
        check=True,
    )
    return tree


def _measure(count: int, revision: str) -> list[Measurement]:
    with tempfile.TemporaryDirectory() as tmp:
        notes = Path(tmp) / "notes"
        notes.mkdir()
        for name, doc in read()[:count]:
            (notes / f"{name}.txt").write_text(doc.text, encoding="utf-8")
        baseline = _baseline_tree(revision, Path(tmp))
        try:
            return [
                _side_by_side(part, count, notes, baseline, revision)
                for part in ("rules", "suggest", "process")
            ]
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(baseline)],
                cwd=ROOT,
                check=False,
            )


def _side_by_side(
    part: str, count: int, notes: Path, baseline: Path, revision: str
) -> Measurement:
    # The two trees at once: each count is its own, whatever runs beside it.
    with ThreadPoolExecutor(2) as pool:
        runs = [
            pool.submit(_instructions, tree, notes, part) for tree in (ROOT, baseline)
        ]
        ours, theirs = (run.result() / count / 1e6 for run in runs)
    what = {
        "rules": "rule findings",
        "suggest": "suggest (rules, CRF, merge)",
        "process": "whole annotate process (start-up, new words, writing)",
    }[part]
    return Measurement(
        f"{what}: instructions per note, {count} notes",
        round(ours, 3),
        unit="M instructions",
        baseline_name=f"at {revision}",
        baseline=round(theirs, 3),
    )


def run(quick: bool) -> list[Measurement]:
    """Instructions per note of the rules and of ``suggest``, here and at the baseline."""
    if not available():
        print("  skipped: ../shared/corpora/physionet-deid-train not found")
        return []
    if shutil.which("valgrind") is None or shutil.which("git") is None:
        print("  skipped: needs valgrind and git")
        return []
    if not (ROOT / ".git").exists():
        print("  skipped: needs a git checkout (the baseline is a commit)")
        return []
    revision = os.environ.get("VTT_PY_COST_BASELINE", "HEAD")
    return _measure(20 if quick else NOTES, revision)
