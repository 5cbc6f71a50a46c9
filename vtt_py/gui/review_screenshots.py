"""Render the adjudication, agreement and suggestion screenshots offscreen.

``python -m vtt_py.gui.review_screenshots [OUTDIR]`` works on a copy of the
bundled sample corpus in a temporary folder, with throw-away settings, so
nothing of the user's is read or written.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

from vtt_py.gui.screenshots import settle

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEFAULT_OUT = Path("docs/screenshots")


class _Prompts:
    def __getattr__(self, name):
        return lambda *args, **kwargs: {"save_changes": "discard"}.get(name)


def _window(tmp: Path):
    from vtt_py.gui.recovery import RecoveryStore
    from vtt_py.gui.tasks import SyncTaskRunner
    from vtt_py.gui.views.main_window import MainWindow

    window = MainWindow(
        tasks=SyncTaskRunner(),
        prompts=_Prompts(),  # type: ignore[arg-type]
        recovery=RecoveryStore(tmp / "recovery"),
    )
    window.resize(1500, 900)
    window.show()
    return window


def _adjudication(app, window, corpus: Path, out: Path) -> list[Path]:
    from vtt_py.formats.adjudication_log import start_adjudication

    folder = corpus / "adjudication"
    start_adjudication(corpus / "annotator_a", corpus / "annotator_b", folder)
    window.files.open_path(folder)
    adjudication = window.adjudication
    for _ in range(4):  # a few decisions made, so the log and progress show
        adjudication.take_a()
    window.files.save()
    window.adjudication.next_note()
    boundary = [g for g in adjudication.groups() if g.kind == "boundary"]
    adjudication.show_group(boundary[0] if boundary else None)
    window.view.set_caret(0)  # the note's top, with the group in view
    adjudication.show_group(boundary[0] if boundary else None)
    window.view.setFocus()
    settle(app, window)
    written = [out / "adjudication-mode.png"]
    window.grab().save(str(written[-1]))
    return written


AGREEMENT_TABS = ("levels", "labels", "confusion", "disagreements")


def _agreement(app, window, corpus: Path, out: Path) -> list[Path]:
    window.agreement.compare(corpus / "annotator_a", corpus / "annotator_b")
    report = window.agreement.report_window
    assert report is not None
    report.resize(1200, 800)
    written = []
    for tab, name in enumerate(AGREEMENT_TABS):
        report.tabs.setCurrentIndex(tab)
        app.processEvents()
        written.append(out / f"agreement-{name}.png")
        report.grab().save(str(written[-1]))
    report.close()
    return written


def _suggestions(app, window, corpus: Path, out: Path) -> list[Path]:
    from vtt_py.formats.vtt import read_vtt

    notes = corpus / "new_notes"
    notes.mkdir()
    for gold in sorted((corpus / "gold").glob("*.vtt"))[4:9]:
        text = read_vtt(gold).text
        (notes / f"{gold.stem}.txt").write_text(text, encoding="utf-8")
    window.files.open_path(notes)
    window.pre_annotation.run_note()
    review = window.review
    review.next_suggestion()
    # Two accepted (solid), the rest still pending (pale, dashed). Rejecting
    # one here showed a correct date of birth rejected.
    review.accept_one()
    review.accept_one()
    window.view.set_caret(0)
    window.view.setFocus()
    settle(app, window)
    written = [out / "suggestions.png"]
    window.grab().save(str(written[-1]))
    return written


def render(out: Path) -> list[Path]:
    """Write the screenshots and return their paths."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from vtt_py.gui import theme
    from vtt_py.gui.app import create_application
    from vtt_py.resources import sample_corpus_dir

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        os.environ["VTT_PY_RECOVERY_DIR"] = str(tmp / "recovery")
        os.environ["VTT_PY_MODEL_DIR"] = str(tmp / "models")
        app = create_application(["screenshots"])
        QCoreApplication.setOrganizationName("vtt_py-screenshots")
        QSettings.setPath(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp)
        )
        QSettings().setValue("prefs/adjudicator", "adjudicator")
        corpus = tmp / "sample_corpus"
        shutil.copytree(sample_corpus_dir(), corpus)
        theme.apply_theme(app, theme.LIGHT)
        window = _window(tmp)
        written = _agreement(app, window, corpus, out)
        written += _suggestions(app, window, corpus, out)
        written += _adjudication(app, window, corpus, out)
        if window.session is not None:
            window.session.stack.setClean()
        window.close()
    return written


if __name__ == "__main__":
    for path in render(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT):
        print(path)
