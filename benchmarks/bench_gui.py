"""The desktop app on a long, densely tagged note: open, tag, retag, undo, scroll, memory;
and on a corpus of 20,000 notes (benchmarks/gui_corpus.py).

Baselines come from the same run: a bare QPlainTextEdit given the same text
(no styling), and a repaint of the window without any edit.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks import gui_corpus, qt_quiet
from benchmarks.gen import big_document
from benchmarks.harness import Measurement

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

EDITS = 15


def _rss_mb() -> float:
    """Resident memory of this process now (Linux), in MB."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return float("nan")
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


class _Quiet:
    """Prompts that never block: every question gets the safe answer."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: {
            "save_changes": "discard",
            "lock_held": "read_only",
            "recover": "later",
        }.get(name)


def _setup(tmp: Path):
    from PySide6.QtCore import QCoreApplication, QSettings

    os.environ["VTT_PY_RECOVERY_DIR"] = str(tmp / "recovery")
    from vtt_py.gui.app import create_application

    app = create_application(["bench"])
    QCoreApplication.setOrganizationName("vtt_py-bench")
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "ini")
    )
    return app


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _plain_baseline(app, text: str) -> float:
    from PySide6.QtWidgets import QPlainTextEdit

    def run() -> None:
        edit = QPlainTextEdit()
        edit.resize(1000, 700)
        edit.show()
        edit.setPlainText(text)
        edit.repaint()
        app.processEvents()
        edit.close()
        edit.deleteLater()

    return min(_timed(run) for _ in range(3))


def _edit_times(window, app) -> dict[str, list[float]]:
    """Tag a word, retag it with a quick key, undo both: each timed with its repaint."""
    view, doc = window.view, window.session.document
    times: dict[str, list[float]] = {"tag": [], "retag": [], "undo": [], "repaint": []}
    first = view.firstVisibleBlock().position()
    spaces = [i for i, c in enumerate(doc.text[first : first + 3000]) if c == " "]
    for k in range(EDITS):
        start = first + spaces[2 * k] + 1
        end = first + spaces[2 * k + 1]
        times["repaint"].append(
            _timed(lambda: (view.viewport().repaint(), app.processEvents()))
        )
        view.set_caret(end, anchor=start)
        times["tag"].append(
            _timed(
                lambda: (
                    window.tagging.quick_key(2),
                    view.viewport().repaint(),
                    app.processEvents(),
                )
            )
        )
        times["retag"].append(
            _timed(
                lambda: (
                    window.tagging.quick_key(3),
                    view.viewport().repaint(),
                    app.processEvents(),
                )
            )
        )
        times["undo"].append(
            _timed(
                lambda: (
                    window.undo_group.undo(),
                    view.viewport().repaint(),
                    app.processEvents(),
                )
            )
        )
        window.undo_group.undo()
    return times


def _scroll_time(window, app) -> float:
    bar = window.view.verticalScrollBar()
    steps = []
    for _ in range(20):
        steps.append(
            _timed(
                lambda: (
                    bar.setValue(bar.value() + bar.pageStep()),
                    window.view.viewport().repaint(),
                    app.processEvents(),
                )
            )
        )
    return statistics.median(steps)


def run(quick: bool) -> list[Measurement]:
    """Open, edit and scroll a 1 MB note with 20,000 markups (200 kB / 4,000 quick)."""
    n_chars, n_markups = (200_000, 4_000) if quick else (1_000_000, 20_000)
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        qt_quiet.install()
        app = _setup(tmp)
        from vtt_py.formats.vtt import write_vtt
        from vtt_py.gui.recovery import RecoveryStore
        from vtt_py.gui.tasks import SyncTaskRunner
        from vtt_py.gui.views.main_window import MainWindow

        doc = big_document(n_chars, n_markups)
        path = tmp / "big.vtt"
        write_vtt(doc, path)
        plain = _plain_baseline(app, doc.text)
        rss_before = _rss_mb()
        window = MainWindow(
            tasks=SyncTaskRunner(),
            prompts=_Quiet(),
            recovery=RecoveryStore(tmp / "recovery"),
        )
        window.resize(1360, 820)
        window.show()
        app.processEvents()
        opened = _timed(
            lambda: (
                window.files.open_file(path),
                window.repaint(),
                app.processEvents(),
            )
        )
        rss_after = _rss_mb()
        times = _edit_times(window, app)
        scroll = _scroll_time(window, app)
        plain_scroll = _plain_scroll(app, doc.text)
        window.session.stack.setClean()
        window.close()
        app.processEvents()
        corpus = gui_corpus.corpus_measurements(app, tmp, quick, _rss_mb)
        corpus.append(gui_corpus.markup_filter_measurement(app, tmp, quick))
    repaint = statistics.median(times["repaint"])
    notes = {"chars": len(doc.text), "markups": n_markups}
    results = [
        Measurement(
            "open 1 MB note, 20k markups, styled",
            opened,
            "s",
            "QPlainTextEdit.setPlainText (no styles)",
            plain,
            1.0,
            notes=notes,
        ),
    ]
    for what in ("tag", "retag", "undo"):
        results.append(
            Measurement(
                f"{what} a markup (incl. repaint), median of {EDITS}",
                statistics.median(times[what]),
                "s",
                "repaint without edit",
                repaint,
                0.05,
                notes={"max": round(max(times[what]), 4)},
            )
        )
    results.append(
        Measurement(
            "scroll one page (style + paint), median",
            scroll,
            "s",
            "plain QPlainTextEdit page scroll",
            plain_scroll,
            0.05,
        )
    )
    results.append(
        Measurement(
            "process memory after opening",
            rss_after,
            "MB",
            "process memory before opening",
            rss_before,
            300.0,
        )
    )
    return results + corpus


def _plain_scroll(app, text: str) -> float:
    from PySide6.QtWidgets import QPlainTextEdit

    edit = QPlainTextEdit()
    edit.resize(1000, 700)
    edit.show()
    edit.setPlainText(text)
    app.processEvents()
    bar = edit.verticalScrollBar()
    steps = [
        _timed(
            lambda: (
                bar.setValue(bar.value() + bar.pageStep()),
                edit.viewport().repaint(),
                app.processEvents(),
            )
        )
        for _ in range(20)
    ]
    edit.close()
    return statistics.median(steps)
