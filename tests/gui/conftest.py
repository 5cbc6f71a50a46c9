"""GUI test fixtures: isolated settings and recovery folder, scripted prompts, window factory."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

import vtt_py.gui  # noqa: E402,F401  (applies the PySide6 work-around first)
from vtt_py.gui.recovery import RecoveryStore  # noqa: E402
from vtt_py.gui.tasks import SyncTaskRunner  # noqa: E402
from vtt_py.gui.views.main_window import MainWindow  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "sample_corpus"


@pytest.fixture(autouse=True)
def isolated_qsettings(tmp_path: Path, qapp, monkeypatch) -> None:
    """Tests never touch the user's settings or recovery folder."""
    QCoreApplication.setOrganizationName("vtt_py-tests")
    QCoreApplication.setApplicationName("vtt-py-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat,
        QSettings.Scope.UserScope,
        str(tmp_path / "settings"),
    )
    QSettings().clear()
    monkeypatch.setenv("VTT_PY_RECOVERY_DIR", str(tmp_path / "recovery"))


class ScriptedPrompts:
    """Answers the app's questions from a script and records what was asked.

    ``answers[name]`` is a list consumed in order (the last answer repeats) or a
    single value; unscripted questions get safe defaults.
    """

    DEFAULTS: dict[str, object] = {
        "save_changes": "discard",
        "reload_changed": False,
        "overwrite_changed": False,
        "lock_held": "cancel",
        "recover": "later",
        "confirm_hit": "yes",
        "confirm": True,
        "choose": None,
        "open_file": None,
        "open_folder": None,
        "save_file": None,
        "tags_file": None,
    }

    def __init__(self) -> None:
        self.answers: dict[str, object] = {}
        self.asked: list[tuple[str, tuple]] = []
        self.errors: list[tuple[str, str]] = []

    def _answer(self, name: str, *args):
        self.asked.append((name, args))
        value = self.answers.get(name, self.DEFAULTS[name])
        if isinstance(value, list):
            return value.pop(0) if len(value) > 1 else value[0]
        return value(*args) if callable(value) else value

    def __getattr__(self, name: str) -> Callable:
        if name in self.DEFAULTS:
            return lambda *args, **kwargs: self._answer(name, *args)
        raise AttributeError(name)

    def error(self, title: str, text: str) -> None:
        self.errors.append((title, text))

    def info(self, title: str, text: str) -> None:
        self.asked.append(("info", (title, text)))

    def names(self) -> list[str]:
        """The questions asked, in order."""
        return [name for name, _ in self.asked]


@pytest.fixture
def prompts() -> ScriptedPrompts:
    """Scripted answers for the next window."""
    return ScriptedPrompts()


@pytest.fixture
def make_main_window(qtbot, prompts, tmp_path) -> Iterator[Callable[..., MainWindow]]:
    """Create windows (synchronous tasks, scripted prompts); closed at teardown."""

    def make(path: Path | None = None, *, prompts_=None) -> MainWindow:
        window = MainWindow(
            tasks=SyncTaskRunner(),
            prompts=prompts_ or prompts,
            recovery=RecoveryStore(tmp_path / "recovery"),
        )
        window.files.disk_timer.stop()  # tests call check_disk() themselves
        qtbot.addWidget(window)
        window.resize(1100, 700)
        if path is not None:
            window.files.open_path(path)
        return window

    yield make


@pytest.fixture
def note(tmp_path: Path) -> Path:
    """A writable copy of the sample note (gold annotations)."""
    target = tmp_path / "note.vtt"
    shutil.copyfile(SAMPLE / "gold" / "discharge_001.vtt", target)
    return target


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    """A writable copy of the bundled sample corpus."""
    target = tmp_path / "corpus"
    shutil.copytree(SAMPLE, target)
    return target
