"""Render the README screenshots offscreen: ``python -m vtt_py.gui.screenshots [OUTDIR]``.

Works on a copy of the bundled sample corpus in a temporary folder, with
throw-away settings, so nothing of the user's is read or written.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DEFAULT_OUT = Path("docs/screenshots")


class _NoPrompts:
    def __getattr__(self, name):
        return lambda *args, **kwargs: {"save_changes": "discard"}.get(name)


def _window(app, corpus: Path, tmp: Path):
    from vtt_py.gui.recovery import RecoveryStore
    from vtt_py.gui.tasks import SyncTaskRunner
    from vtt_py.gui.views.main_window import MainWindow

    window = MainWindow(
        tasks=SyncTaskRunner(),
        prompts=_NoPrompts(),  # type: ignore[arg-type]
        recovery=RecoveryStore(tmp / "recovery"),
    )
    window.resize(1500, 900)
    window.show()
    window.files.open_path(corpus)
    app.processEvents()
    return window


#: How long the event loop runs before a shot: the corpus list's counts
#: and the scroll bar's overview fill in after short delays.
SETTLE_SECONDS = 0.4


def settle(app, window) -> None:
    """Let delayed work finish and repaint, as a user's idle second would."""
    deadline = time.monotonic() + SETTLE_SECONDS
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    window.view.viewport().repaint()
    app.processEvents()


def render(out: Path) -> list[Path]:
    """Write the screenshots and return their paths."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from vtt_py.gui import theme
    from vtt_py.gui.app import create_application
    from vtt_py.resources import sample_corpus_dir

    out.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        os.environ["VTT_PY_RECOVERY_DIR"] = str(tmp / "recovery")
        app = create_application(["screenshots"])
        QCoreApplication.setOrganizationName("vtt_py-screenshots")
        QSettings.setPath(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp)
        )
        corpus = tmp / "sample_corpus"
        shutil.copytree(sample_corpus_dir(), corpus)
        theme.apply_theme(app, theme.LIGHT)
        window = _window(app, corpus, tmp)
        doc = window.session.document
        window.tagging.set_overlap(True)
        window.corpus.mark_done()
        window.corpus.next_document()
        window.corpus.mark_in_progress()
        window.corpus.previous_document()
        if len(doc.markups) > 3:
            window.tagging.set_selected(window.session.document.markups[3], show=True)
        window.finder.show_bar()
        names = [m for m in window.session.document.markups if m.tag == "Name"]
        if names:
            window.find_bar.text.setText(
                window.session.document.text_of(names[-1]).split()[-1]
            )
        window.view.setFocus()
        settle(app, window)
        written.append(out / "main-window.png")
        window.grab().save(str(written[-1]))

        theme.apply_theme(app, theme.DARK)
        window.find_bar.close_bar()
        settle(app, window)
        written.append(out / "main-window-dark.png")
        window.grab().save(str(written[-1]))
        theme.apply_theme(app, theme.LIGHT)

        from vtt_py.gui.views.tagset_editor import TagSetEditorDialog

        doc = window.session.document
        dialog = TagSetEditorDialog(doc.tagset, doc.label_counts(), parent=window)
        dialog.select_row(1)
        dialog.show()
        app.processEvents()
        written.append(out / "tag-set-editor.png")
        dialog.grab().save(str(written[-1]))
        dialog.close()
        window.session.stack.setClean()
        window.close()
    return written


if __name__ == "__main__":
    for path in render(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT):
        print(path)
