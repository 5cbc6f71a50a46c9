"""GUI test fixtures: isolated settings and recovery folder, scripted prompts, window factory."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

import vtt_py.gui  # noqa: E402,F401  (applies the PySide6 work-around first)
from vtt_py.core.document import Document  # noqa: E402
from vtt_py.core.markup import Markup  # noqa: E402
from vtt_py.formats.tagsets import load_tagset  # noqa: E402
from vtt_py.formats.vtt import write_vtt  # noqa: E402
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
        "compare_file": None,
        "pdf_file": None,
        "site_lists_file": None,
        "new_site_lists_file": None,
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


NOTE_TEXT = (
    "DISCHARGE SUMMARY\n"
    "Patient: Walter H. Brandt   MRN: 0048213377\n"
    "Admitted: 03/14/2023   Discharged: 03/19/2023\n"
    "Attending: Dr. Lena Okafor\n"
    "\n"
    "Mr. Brandt is a 93-year-old retired machinist from Millbrook, OH who\n"
    "presented with chest pain. His daughter Hope Brandt can be reached at\n"
    "(513) 555-0142.\n"
)
NOTE_MARKUPS = [
    (27, 43, "Name", "Patient"),
    (51, 61, "Alphanum", "Patient"),
    (72, 82, "Date", "Patient"),
    (97, 107, "Date", "Patient"),
    (123, 134, "Name", ""),
    (140, 146, "Name", "Patient"),
    (152, 154, "Age-PII", "Patient"),
    (187, 196, "City", ""),
    (198, 200, "State", ""),
    (245, 256, "Name", "Patient"),
    (275, 289, "Comm", "Patient"),
]


def note_document() -> Document:
    """A small synthetic discharge note with 11 markups (nlm-scrubber tags)."""
    doc = Document(NOTE_TEXT, load_tagset("nlm-scrubber"))
    for start, end, tag, category in NOTE_MARKUPS:
        doc.add(Markup(start, end, tag, category))
    return doc


def write_corpus(root: Path) -> Path:
    """A corpus laid out like the sample: gold/ and two annotators, two notes each."""
    for folder in ("annotator_a", "annotator_b", "gold"):
        (root / folder).mkdir(parents=True)
        for name in ("note_01", "note_02"):
            write_vtt(note_document(), root / folder / f"{name}.vtt")
    return root


@pytest.fixture
def note(tmp_path: Path) -> Path:
    """A writable synthetic note."""
    target = tmp_path / "note.vtt"
    write_vtt(note_document(), target)
    return target


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    """A writable corpus folder with gold/, annotator_a/ and annotator_b/."""
    return write_corpus(tmp_path / "corpus")
