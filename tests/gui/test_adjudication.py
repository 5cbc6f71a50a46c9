"""Adjudication mode: from two annotators' folders to a gold folder, by keyboard, logged."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QTableWidget

from tests.gui.conftest import SAMPLE
from tests.gui.test_tagging import ready
from vtt_py.cli import main
from vtt_py.core.adjudication import groups
from vtt_py.formats.adjudication_log import (
    effective_decisions,
    read_decisions,
    start_adjudication,
)
from vtt_py.formats.vtt import check_vtt, read_vtt
from vtt_py.gui.actions import ActionId
from vtt_py.gui.corpus_state import SIDECAR
from vtt_py.gui.views.adjudication_dialogs import StartAdjudicationDialog
from vtt_py.gui.views.dialogs import KeysDialog

pytestmark = pytest.mark.gui
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
#: Three sample notes keep the keyboard-only test fast; the slow one takes all 51.
FEW_NOTES = 3


def _sample_corpus(root: Path, count: int | None) -> Path:
    """A writable copy of the first ``count`` notes of sample_corpus's two annotators
    and gold (all of them when None)."""
    names = sorted(p.name for p in (SAMPLE / "annotator_a").glob("*.vtt"))[:count]
    for folder in ("annotator_a", "annotator_b", "gold"):
        (root / folder).mkdir(parents=True)
        for name in names:
            shutil.copy(SAMPLE / folder / name, root / folder / name)
    return root


@pytest.fixture
def few_notes(tmp_path: Path) -> Path:
    return _sample_corpus(tmp_path / "corpus", FEW_NOTES)


@pytest.fixture
def adjudication(few_notes: Path) -> Path:
    out = few_notes / "adjudication"
    start_adjudication(few_notes / "annotator_a", few_notes / "annotator_b", out)
    return out


def _press_return(qtbot):
    def run(dialog: QDialog) -> int:
        dialog.show()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # the default button: OK
        return dialog.result()

    return run


def _adjudicate_by_keyboard(window, qtbot, limit: int) -> int:
    """Decide every disagreement with a, b, t, x in turn and N between notes."""
    view, keys, decided = window.view, "abtx", 0
    for _ in range(limit):
        if window.adjudication.groups():
            qtbot.keyClicks(view, keys[decided % len(keys)])
            decided += 1
        elif any(window.adjudication.pending.values()):
            qtbot.keyClicks(view, "N")  # save, then the next note to adjudicate
        else:
            break
    qtbot.keyClick(view, Qt.Key.Key_S, CTRL)
    return decided


def _check_gold_folder(out: Path, gold: Path, decided: int, capsys) -> None:
    records = read_decisions(out)
    decisions = effective_decisions(records)
    assert len(decisions) == decided
    assert {r["choice"] for r in decisions} == {"A", "B", "both", "neither"}
    assert all(r["user"] and r["document"].endswith(".vtt") for r in decisions)
    for path in sorted(out.glob("*.vtt")):
        doc = read_vtt(path)
        assert not groups(doc)
        assert not any(m.annotation.startswith("pending") for m in doc.markups)
        assert check_vtt(path) == []
    states = json.loads((out / SIDECAR).read_text())["documents"]
    assert {s["state"] for s in states.values()} == {"done"}
    assert len(states) == len(list(out.glob("*.vtt")))  # every note, even untouched
    capsys.readouterr()
    assert main(["agree", str(out), str(gold), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["documents"] == len(list(out.glob("*.vtt")))
    assert 0.0 < report["scores"]["entity_strict"]["f1"] <= 1.0


def test_adjudication_keyboard_only_from_annotators_to_gold(
    make_main_window, prompts, few_notes, qtbot, capsys, monkeypatch
) -> None:
    window = make_main_window()
    window.run_dialog = _press_return(qtbot)
    view = ready(window, qtbot)
    prompts.answers["open_folder"] = few_notes
    qtbot.keyClick(view, Qt.Key.Key_O, CTRL | SHIFT)  # Open Folder: the corpus
    qtbot.keyClick(view, Qt.Key.Key_D, CTRL | SHIFT)  # Start Adjudication, Enter
    out = few_notes / "adjudication"
    assert window.corpus.corpus is not None and window.corpus.corpus.root == out
    total = sum(window.adjudication.pending.values())
    assert total > 10 and window.adjudication.active
    decided = _adjudicate_by_keyboard(window, qtbot, limit=4 * total)
    assert decided == total
    assert not window.session.modified
    _check_gold_folder(out, few_notes / "gold", decided, capsys)


@pytest.mark.slow
def test_adjudication_keyboard_whole_sample_corpus(
    make_main_window, tmp_path, qtbot, capsys
) -> None:
    corpus = _sample_corpus(tmp_path / "corpus", None)
    out = corpus / "adjudication"
    window = make_main_window()
    ready(window, qtbot)
    window.adjudication_setup.start(corpus / "annotator_a", corpus / "annotator_b", out)
    total = sum(window.adjudication.pending.values())
    decided = _adjudicate_by_keyboard(window, qtbot, limit=3 * total)
    assert decided == total
    _check_gold_folder(out, corpus / "gold", decided, capsys)


def test_adjudication_undo_and_redo_a_decision(
    make_main_window, adjudication, qtbot
) -> None:
    window = make_main_window(adjudication)
    ready(window, qtbot)
    view, doc = window.view, window.session.document
    before = list(doc.markups)
    first = window.adjudication.current
    assert first is not None and view.caret() == first.start
    left = len(window.adjudication.groups())
    qtbot.keyClicks(view, "b")
    assert len(window.adjudication.groups()) == left - 1
    assert window.session.stack.count() == 1  # one decision, one undo step
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    assert list(doc.markups) == before
    assert window.adjudication.current == first  # back on the group undone
    assert effective_decisions(read_decisions(adjudication)) == []
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL | SHIFT)
    assert [r["choice"] for r in effective_decisions(read_decisions(adjudication))] == [
        "B"
    ]
    actions = [r["action"] for r in read_decisions(adjudication)]
    assert actions == ["decide", "undo", "redo"]


def test_adjudication_edit_writes_the_gold_markup(
    make_main_window, adjudication, qtbot
) -> None:
    window = make_main_window(adjudication)
    group = window.adjudication.current

    def edit(dialog) -> int:
        dialog.end.setValue(group.end)
        dialog.annotation.setText("adjudicated")
        return QDialog.DialogCode.Accepted

    window.run_dialog = edit
    qtbot.keyClicks(window.view, "e")
    doc = window.session.document
    kept = [m for m in doc.overlapping(group.start, group.end) if m.annotation]
    assert any(m.annotation == "adjudicated" and m.end == group.end for m in kept)
    record = read_decisions(adjudication)[-1]
    assert record["choice"] == "edit" and record["result"][0][1] == group.end


def test_adjudication_navigation_and_panel(
    make_main_window, adjudication, qtbot
) -> None:
    window = make_main_window(adjudication)
    ready(window, qtbot)
    found = window.adjudication.groups()
    panel = window.adjudication.panel
    assert panel.title.text().startswith("<b>Disagreement 1 of")
    qtbot.keyClicks(window.view, "n")
    assert window.adjudication.current == found[1]
    assert window.view.current_item == (found[1].start, found[1].end)
    assert "Disagreement 2 of" in panel.title.text()
    qtbot.keyClicks(window.view, "pp")  # back to the first, then wraps to the last
    assert window.adjudication.current == found[-1]
    qtbot.keyClick(window.view, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert window.adjudication.current == found[0]
    model = window.corpus.model
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Left"
    assert model.data(model.index(0, 4)) == str(len(found))


def test_adjudication_start_dialog_defaults_and_resume(few_notes, qtbot) -> None:
    folders = [few_notes / name for name in ("annotator_a", "annotator_b", "gold")]
    dialog = StartAdjudicationDialog(folders, few_notes)
    qtbot.addWidget(dialog)
    a, b, out = dialog.folders()
    assert (a.name, b.name, out) == (
        "annotator_a",
        "annotator_b",
        few_notes / "adjudication",
    )
    assert dialog.problem_text() == "" and not dialog.resumes
    dialog.side_b.set_path(few_notes / "annotator_a")
    assert "same folder" in dialog.problem_text()
    start_adjudication(a, b, out)
    dialog.side_b.set_path(b)
    assert dialog.resumes and "already holds" in dialog.problem.text()


def test_adjudication_keys_listed_in_help(make_main_window, qtbot) -> None:
    window = make_main_window()
    dialog = KeysDialog(window)
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget, "KeysTable")
    rows = {
        table.item(r, 0).text(): table.item(r, 2).text()
        for r in range(table.rowCount())
    }
    assert rows["Take A"] == "a" and rows["Take B"] == "b"
    assert rows["Take Both"] == "t" and rows["Take Neither"] == "x"
    assert rows["Next Disagreement"] == "n" and rows["Next Note to Adjudicate"] == "N"
    assert not window.qactions[ActionId.TAKE_A].isEnabled()  # no adjudication open


@pytest.fixture(autouse=True)
def _user(monkeypatch) -> Iterator[None]:
    monkeypatch.setenv("USER", "tester")
    yield


def test_adjudication_decisions_logged_with_the_adjudicator_name(
    make_main_window, adjudication, qtbot
) -> None:
    window = make_main_window(adjudication)
    ready(window, qtbot)

    def name(dialog) -> int:
        dialog.name.setText("Dr. Reviewer")
        return QDialog.DialogCode.Accepted

    window.run_dialog = name
    window.qactions[ActionId.ADJUDICATOR_NAME].trigger()
    assert "Dr. Reviewer" in window.adjudication.panel.who.text()
    qtbot.keyClicks(window.view, "x")
    record = read_decisions(adjudication)[-1]
    assert (record["user"], record["choice"], record["action"]) == (
        "Dr. Reviewer",
        "neither",
        "decide",
    )
    assert record["result"] == [] and record["document"].endswith(".vtt")


def test_adjudication_keys_never_fall_back_to_vtt_commands(
    make_main_window, adjudication, prompts, qtbot
) -> None:
    """With no disagreement left in the note, "x" and "a" do nothing (not Quit, Save As)."""
    window = make_main_window(adjudication)
    view = ready(window, qtbot)
    while window.adjudication.groups():
        qtbot.keyClicks(view, "a")
    assert window.adjudication.active
    asked = list(prompts.names())
    qtbot.keyClicks(view, "xatp")
    assert window.isVisible() and window.session is not None
    assert prompts.names() == asked  # no Save As, Compare or Print chooser
