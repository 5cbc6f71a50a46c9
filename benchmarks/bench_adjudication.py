"""Adjudication and pre-annotation in the app: decision latency and GUI responsiveness.

1. A 1 MB note with 20,000 markups, two perturbed copies (dropped, relabelled
   and re-bounded markups) merged for adjudication and opened in the window:
   each decision (take A/B/both/neither, which also logs it and moves to the
   next disagreement) is timed through the GUI path: command push, restyle,
   repaint. Baseline: a repaint with no edit.
2. Pre-annotating the sample corpus (51 notes, as plain text) from the app
   with the real thread pool, while a 10 ms QTimer on the GUI thread records
   the longest gap between its ticks (a frozen window shows as a long gap).
   Baseline: the longest gap while idle.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks import qt_quiet
from benchmarks.bench_gui import _Quiet, _setup, _timed
from benchmarks.gen import LABELS, big_document
from benchmarks.harness import Measurement

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DECISIONS = 40
TICK_MS = 10


def perturbed(doc, seed: int):
    """A copy where about 5 % of markups are dropped, 5 % relabelled, 5 % re-bounded."""
    from vtt_py.core import Markup

    rng = random.Random(seed)
    out = doc.copy()
    kept: list[Markup] = []
    for m in doc.markups:
        roll = rng.random()
        if roll < 0.05:
            continue
        if roll < 0.10:
            name, category = LABELS[
                (LABELS.index((m.tag, m.category)) + 1) % len(LABELS)
            ]
            m = m.with_(tag=name, category=category)
        elif roll < 0.15 and m.length > 2:
            m = m.with_(end=m.end - 1)
        kept.append(m)
    out.set_markups(sorted(set(kept), key=lambda m: (m.start, -m.length, m.label)))
    return out


def _window(tmp: Path, tasks=None):
    from vtt_py.gui.recovery import RecoveryStore
    from vtt_py.gui.tasks import SyncTaskRunner
    from vtt_py.gui.views.main_window import MainWindow

    window = MainWindow(
        tasks=tasks or SyncTaskRunner(),
        prompts=_Quiet(),  # type: ignore[arg-type]  # answers every question safely
        recovery=RecoveryStore(tmp / "recovery"),
    )
    window.resize(1360, 820)
    window.show()
    return window


def _decisions(app, tmp: Path, n_chars: int, n_markups: int) -> list[Measurement]:
    from vtt_py.core.adjudication import merge_for_adjudication
    from vtt_py.formats.adjudication_log import write_header
    from vtt_py.formats.vtt import write_vtt

    base = big_document(n_chars, n_markups)
    merged = merge_for_adjudication(perturbed(base, 2), perturbed(base, 3))
    folder = tmp / "adjudication"
    folder.mkdir()
    write_vtt(merged, folder / "big.vtt")
    write_header(folder, "a", "b")
    window = _window(tmp)
    app.processEvents()
    window.files.open_file(folder / "big.vtt")
    view, adjudication = window.view, window.adjudication
    groups_before = len(adjudication.groups())

    def paint() -> None:
        view.viewport().repaint()
        app.processEvents()

    repaint = statistics.median(_timed(paint) for _ in range(10))
    deciders = [adjudication.take_a, adjudication.take_b, adjudication.take_both]
    deciders.append(adjudication.take_neither)

    def then_paint(action):
        def run() -> None:
            action()
            paint()

        return run

    decide = [_timed(then_paint(deciders[k % 4])) for k in range(DECISIONS)]
    step = [_timed(then_paint(adjudication.next_disagreement)) for _ in range(20)]
    undo = [_timed(then_paint(window.undo_group.undo)) for _ in range(10)]
    window.session.stack.setClean()
    window.close()
    notes = {
        "chars": len(merged.text),
        "markups": len(merged),
        "disagreements": groups_before,
    }
    return [
        Measurement(
            f"decide + next disagreement, median of {DECISIONS}",
            statistics.median(decide),
            "s",
            "repaint without edit",
            repaint,
            0.05,
            notes={**notes, "max": round(max(decide), 4)},
        ),
        Measurement(
            "next disagreement (no decision), median",
            statistics.median(step),
            "s",
            "repaint without edit",
            repaint,
            0.05,
            notes={"max": round(max(step), 4)},
        ),
        Measurement(
            "undo a decision, median of 10",
            statistics.median(undo),
            "s",
            "repaint without edit",
            repaint,
            0.05,
            notes={"max": round(max(undo), 4)},
        ),
    ]


class _GapMeter:
    """A QTimer ticking on the GUI thread; records the longest gap between ticks."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.gaps: list[float] = []
        self.ends: list[float] = []  # when each gap ended
        self._last = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append(now - self._last)
        self.ends.append(now)
        self._last = now

    def worst_at(self, start: float) -> float:
        """When the longest gap began, in seconds after ``start``."""
        i = self.gaps.index(max(self.gaps))
        return self.ends[i] - self.gaps[i] - start

    def run_until(self, app, done, limit: float) -> None:
        self.gaps, self.ends, self._last = [], [], time.perf_counter()
        self.timer.start()
        end = time.perf_counter() + limit
        while not done() and time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.001)
        self.timer.stop()


def _responsiveness(app, tmp: Path, quick: bool) -> list[Measurement]:
    from vtt_py.formats.vtt import read_vtt
    from vtt_py.gui.tasks import TaskRunner
    from vtt_py.resources import sample_corpus_dir

    corpus = tmp / "notes"
    corpus.mkdir()
    gold = sorted((sample_corpus_dir() / "gold").glob("*.vtt"))
    for path in gold[:10] if quick else gold:
        (corpus / f"{path.stem}.txt").write_text(read_vtt(path).text, encoding="utf-8")
    window = _window(tmp, TaskRunner())
    window.files.open_path(corpus)
    window.repaint()  # the first paint of the opened corpus is not the job's
    for _ in range(5):
        app.processEvents()
    meter = _GapMeter()
    meter.run_until(app, lambda: False, 1.0)
    idle = max(meter.gaps)
    finished: list[float] = []
    window.background.jobFinished.connect(
        lambda _: finished.append(time.perf_counter())
    )
    start = time.perf_counter()
    window.pre_annotation.run_corpus()
    # Until the results are shown too (the job's end is not the end of the work).
    meter.run_until(
        app, lambda: bool(finished) and time.perf_counter() > finished[0] + 0.3, 600.0
    )
    took = time.perf_counter() - start
    window.tasks.wait()
    written = len(list(corpus.glob("*.txt")))
    if window.session is not None:
        window.session.stack.setClean()
    window.close()
    gaps = meter.gaps
    return [
        Measurement(
            f"longest GUI-thread gap while pre-annotating {written} notes",
            max(gaps),
            "s",
            "longest gap while idle",
            idle,
            0.1,
            notes={
                "ticks": len(gaps),
                "gaps_over_100ms": sum(g > 0.1 for g in gaps),
                "p99_gap": round(sorted(gaps)[int(len(gaps) * 0.99)], 4),
                "run_s": round(took, 2),
                "worst_gap_began_s": round(meter.worst_at(start), 3),
                "job_done_s": round(finished[0] - start, 3) if finished else None,
            },
        )
    ]


def run(quick: bool) -> list[Measurement]:
    """Decisions on a 1 MB note (200 kB quick); pre-annotating 51 notes (10 quick)."""
    n_chars, n_markups = (200_000, 4_000) if quick else (1_000_000, 20_000)
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        qt_quiet.install()
        app = _setup(tmp)
        os.environ["VTT_PY_MODEL_DIR"] = str(tmp / "models")
        results = _decisions(app, tmp, n_chars, n_markups)
        results += _responsiveness(app, tmp, quick)
        app.processEvents()
    return results
