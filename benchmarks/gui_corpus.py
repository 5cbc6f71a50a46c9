"""The app on a corpus at NLM's scale (20,000 notes) and on a note with 20,000 markups.

Part of ``python -m benchmarks gui``. Targets from issue 16: a usable window
in under 1 s (counts fill in behind), next/previous note under 100 ms,
filter typing under 50 ms per keystroke, memory flat in the number of notes
visited, and the Markups filter under 50 ms per keystroke at 20,000 markups.
"""

from __future__ import annotations

import gc
import shutil
import statistics
import time
from pathlib import Path

from benchmarks.harness import Measurement

#: Notes in the generated folder (quick: a tenth).
NOTES, QUICK_NOTES = 20_000, 2_000
STEPS = 30
VISITS = 300


#: GUI-thread CPU seconds of the last _timed call: on a shared, loaded machine
#: the wall clock also counts other processes' turns.
_cpu: list[float] = []


def _timed(fn) -> float:
    start, cpu = time.perf_counter(), time.thread_time()
    fn()
    _cpu.append(time.thread_time() - cpu)
    return time.perf_counter() - start


def _cpu_median(count: int) -> float:
    """The median GUI-thread CPU time of the last ``count`` timed calls, in ms."""
    return round(statistics.median(_cpu[-count:]) * 1000, 1)


def make_corpus(root: Path, notes: int) -> Path:
    """A folder of ``notes`` copies of the sample corpus's gold notes, in 20 sub-folders."""
    from vtt_py.resources import sample_corpus_dir

    sources = sorted((sample_corpus_dir() / "gold").glob("*.vtt"))
    for i in range(notes):
        folder = root / f"batch_{i % 20:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(sources[i % len(sources)], folder / f"note_{i:05d}.vtt")
    return root


def _settle(app, window) -> None:
    app.processEvents()
    window.repaint()
    app.processEvents()


def _idle(app) -> None:
    """What the event loop does between two key presses, deleteLater included
    (processEvents alone never runs deferred deletes)."""
    from PySide6.QtCore import QEvent

    app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _new_window(tmp: Path, *, threaded: bool):
    from benchmarks.bench_gui import _Quiet
    from vtt_py.gui.recovery import RecoveryStore
    from vtt_py.gui.tasks import SyncTaskRunner, TaskRunner
    from vtt_py.gui.views.main_window import MainWindow

    window = MainWindow(
        tasks=TaskRunner() if threaded else SyncTaskRunner(),
        prompts=_Quiet(),
        recovery=RecoveryStore(tmp / "recovery"),
    )
    window.resize(1360, 820)
    window.show()
    return window


def corpus_measurements(app, tmp: Path, quick: bool, rss_mb) -> list[Measurement]:
    """Open, move through and filter a folder of 20,000 notes (2,000 quick)."""
    notes = QUICK_NOTES if quick else NOTES
    root = make_corpus(tmp / "corpus", notes)
    single = _new_window(tmp, threaded=True)
    one_note = _timed(
        lambda: (
            (single.files.open_file(root / "batch_00" / "note_00000.vtt"),)
            + (_settle(app, single),)
        )
    )
    single.close()
    window = _new_window(tmp, threaded=True)
    _settle(app, window)
    rss_empty = rss_mb()
    opened = _timed(lambda: (window.corpus.open_folder(root), _settle(app, window)))
    rss_open = rss_mb()
    steps = [
        _timed(lambda: (window.corpus.next_document(), _settle(app, window)))
        for _ in range(STEPS)
    ]
    steps += [
        _timed(lambda: (window.corpus.previous_document(), _settle(app, window)))
        for _ in range(STEPS)
    ]
    steps_cpu = _cpu_median(2 * STEPS)
    repaint = statistics.median(_timed(lambda: _settle(app, window)) for _ in range(10))
    typing = _typing(app, window, window.corpus_panel.filter, "note_1234")
    typing_cpu = _cpu_median(len(typing))
    window.corpus_panel.filter.clear()
    for _ in range(
        100
    ):  # warm up: glyph and style caches fill (every sample note seen)
        window.corpus.next_document()
        _idle(app)
    rss_before = rss_mb()
    for _ in range(VISITS):
        window.corpus.next_document()
        _idle(app)
    gc.collect()
    rss_after = rss_mb()
    window.tasks.wait()
    window.close()
    size = {"notes": notes}
    return [
        Measurement(
            f"open a folder of {notes} notes (usable)",
            opened,
            "s",
            "open one note alone",
            one_note,
            1.0,
            notes=size,
        ),
        Measurement(
            "next/previous note (incl. repaint), median",
            statistics.median(steps),
            "s",
            "repaint without change",
            repaint,
            0.1,
            notes={"max": round(max(steps), 4), "cpu_ms": steps_cpu, **size},
        ),
        Measurement(
            "corpus filter, per keystroke, median",
            statistics.median(typing),
            "s",
            "repaint without change",
            repaint,
            0.05,
            notes={"max": round(max(typing), 4), "cpu_ms": typing_cpu, **size},
        ),
        Measurement(
            f"memory growth over {VISITS} notes visited",
            rss_after - rss_before,
            "MB",
            f"memory of listing {notes} notes",
            rss_open - rss_empty,
            10.0,
            notes=size,
        ),
    ]


def _typing(app, window, field, text: str) -> list[float]:
    times = []
    for i in range(1, len(text) + 1):
        times.append(
            _timed(lambda n=i: (field.setText(text[:n]), _settle(app, window)))
        )
    return times


def markup_filter_measurement(app, tmp: Path, quick: bool) -> Measurement:
    """Typing in the Markups filter on a note with 20,000 markups (4,000 quick)."""
    from benchmarks.gen import big_document
    from vtt_py.formats.vtt import write_vtt

    n_chars, n_markups = (200_000, 4_000) if quick else (1_000_000, 20_000)
    big, small = tmp / "markups.vtt", tmp / "few.vtt"
    write_vtt(big_document(n_chars, n_markups), big)
    write_vtt(big_document(20_000, 200), small)
    times: dict[Path, list[float]] = {}
    for path in (small, big):
        window = _new_window(tmp, threaded=False)
        window.files.open_file(path)
        _settle(app, window)
        for _ in range(20):  # the moment it takes to reach the filter field
            _idle(app)
        field = window.markup_panel.filter
        times[path] = _typing(app, window, field, "name")
        cpu = _cpu_median(len(times[path]))
        field.clear()
        window.close()
    return Measurement(
        f"Markups filter at {n_markups} markups, per keystroke",
        statistics.median(times[big]),
        "s",
        "the same at 200 markups",
        statistics.median(times[small]),
        0.05,
        notes={"max": round(max(times[big]), 4), "cpu_ms": cpu},
    )
