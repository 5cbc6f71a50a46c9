"""Pre-annotation from the app: a note (one undo step) or a corpus, with progress and Cancel."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.conftest import SAMPLE
from vtt_py.core.suggestions import is_suggestion
from vtt_py.formats.vtt import read_vtt, write_vtt
from vtt_py.gui import settings
from vtt_py.gui.actions.spec import A
from vtt_py.gui.corpus_state import DONE, Corpus

pytestmark = pytest.mark.gui


def _notes(root: Path, count: int) -> list[Path]:
    """Plain-text copies of the first sample notes (no markups yet)."""
    root.mkdir(parents=True)
    paths = []
    for gold in sorted((SAMPLE / "gold").glob("*.vtt"))[:count]:
        path = root / f"{gold.stem}.txt"
        path.write_text(read_vtt(gold).text, encoding="utf-8")
        paths.append(path)
    return paths


@pytest.fixture(autouse=True)
def _models(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("VTT_PY_MODEL_DIR", str(tmp_path / "models"))  # rules only


def test_pre_annotate_note_is_one_undo_step(make_main_window, tmp_path) -> None:
    (path,) = _notes(tmp_path / "notes", 1)
    window = make_main_window(path)
    doc = window.session.document
    assert len(doc) == 0
    steps: list[tuple[int, int]] = []
    window.background.jobStarted.connect(
        lambda job: job.progressed.connect(lambda d, t, _w: steps.append((d, t)))
    )
    window.pre_annotation.run_note()
    assert steps  # progress was reported
    assert len(doc) > 5 and all(is_suggestion(m) for m in doc.markups)
    first = set(doc.markups)
    assert window.session.stack.count() == 1
    assert not window.background.busy and window.background.widget.isHidden()
    window.undo_group.undo()
    assert len(doc) == 0
    window.undo_group.redo()
    window.pre_annotation.run_note(replace=True)  # suggest again: the same ones
    assert set(doc.markups) == first
    assert window.session.stack.count() == 1  # nothing changed: no undo step


def test_pre_annotate_corpus_writes_notes_not_done(make_main_window, tmp_path) -> None:
    notes = _notes(tmp_path / "corpus", 4)
    done = notes[3].with_suffix(".vtt")
    write_vtt(read_vtt(SAMPLE / "gold" / done.name), done)
    notes[3].unlink()
    Corpus(tmp_path / "corpus").set_state(Corpus(tmp_path / "corpus").find(done), DONE)
    window = make_main_window(tmp_path / "corpus")  # opens the first note
    before = done.read_bytes()
    window.pre_annotation.run_corpus()
    opened = window.session
    assert opened.source == notes[0] and opened.stack.count() == 1
    assert not notes[0].with_suffix(".vtt").exists()  # the open note is not written
    for path in notes[1:3]:
        written = read_vtt(path.with_suffix(".vtt"))
        assert any(is_suggestion(m) for m in written.markups)
    assert done.read_bytes() == before  # Done notes are left alone
    entries = {e.path.name for e in window.corpus.corpus.entries}
    assert {p.with_suffix(".vtt").name for p in notes[1:3]} <= entries


def test_pre_annotate_corpus_leaves_the_site_lists_among_the_notes_alone(
    make_main_window, tmp_path
) -> None:
    notes = _notes(tmp_path / "corpus", 2)
    lists = tmp_path / "corpus" / "site-lists.txt"
    lists.write_text("[HOSPITAL]\nQuillmoor General\n", encoding="utf-8")
    settings.SITE_LISTS.set(str(lists))
    window = make_main_window(tmp_path / "corpus")  # opens the first note
    window.pre_annotation.run_corpus()
    assert notes[1].with_suffix(".vtt").exists()  # the other note was annotated
    assert not lists.with_suffix(".vtt").exists()  # the lists are no note


def test_pre_annotate_corpus_cancel_keeps_finished_notes(
    make_main_window, tmp_path
) -> None:
    notes = _notes(tmp_path / "corpus", 4)
    window = make_main_window(tmp_path / "corpus")
    messages: list[str] = []
    window.show_message = messages.append

    def cancel_after_first(job) -> None:
        job.progressed.connect(lambda done, _t, _w: job.cancel() if done >= 1 else None)

    window.background.jobStarted.connect(cancel_after_first)
    window.pre_annotation.run_corpus()
    written = [p for p in notes if p.with_suffix(".vtt").exists()]
    assert written == [notes[1]]  # the second note finished before the cancel
    assert window.session.stack.count() == 0  # the open note was not reached
    assert messages[-1].startswith("Cancelled")
    assert not window.background.busy


def _a_note_find_more_phi_widens() -> str:
    """A sample note where the shipped model's high-recall threshold suggests more.

    The model was trained on the sample notes, so on most of them it is sure
    either way; which ones it doubts moves as it is retrained.
    """
    from vtt_py.deid.batch import default_model_path
    from vtt_py.deid.crf import load_model
    from vtt_py.deid.pipeline import (
        DEFAULT_THRESHOLD,
        HIGH_RECALL_THRESHOLD,
        Deidentifier,
    )

    model = load_model(default_model_path())
    usual = Deidentifier(model, threshold=DEFAULT_THRESHOLD)
    more = Deidentifier(model, threshold=HIGH_RECALL_THRESHOLD)
    for gold in sorted((SAMPLE / "gold").glob("*.vtt")):
        text = read_vtt(gold).text
        if len(more.suggest(text)) > len(usual.suggest(text)):
            return text
    raise AssertionError("Find More PHI suggests more on no sample note")


def test_find_more_phi_suggests_more_and_is_remembered(
    make_main_window, tmp_path
) -> None:
    path = tmp_path / "note.txt"
    path.write_text(_a_note_find_more_phi_widens(), encoding="utf-8")
    window = make_main_window(path)
    window.pre_annotation.run_note()
    usual = {m.span for m in window.session.document.markups}
    action = window.qactions[A.FIND_MORE_PHI]
    assert action.isCheckable() and not action.isChecked()
    action.trigger()  # Suggestions > Find More PHI
    assert settings.FIND_MORE_PHI.get()
    window.pre_annotation.run_note(replace=True)
    more = {m.span for m in window.session.document.markups}
    assert len(more) > len(usual) and len(more & usual) >= len(usual) - 1
    assert make_main_window(path).qactions[A.FIND_MORE_PHI].isChecked()
    action.trigger()
    assert not settings.FIND_MORE_PHI.get()


def _answer(prompts, item: int) -> None:
    """Answer the Site Lists question with its ``item``-th choice."""
    prompts.answers["choose"] = lambda title, label, items: items[item]


def test_site_lists_are_chosen_checked_used_and_dropped(
    make_main_window, prompts, tmp_path
) -> None:
    path = tmp_path / "note.txt"
    path.write_text("Back to ellery 7 from QGH this morning. Foley draining.\n")
    window = make_main_window(path)
    bad = tmp_path / "bad.txt"
    bad.write_text("Ellery 7\n")
    _answer(prompts, 0)  # Choose a File...
    prompts.answers["site_lists_file"] = bad
    window.qactions[A.SITE_LISTS].trigger()  # Suggestions > Site Lists...
    assert prompts.errors == [
        ("Reading site lists", f"{bad}:1: an entry before any section: start "
         "the file with a section such as [HOSPITAL]"),
    ]  # fmt: skip
    assert settings.SITE_LISTS.get() == ""  # a bad file is not taken
    good = tmp_path / "site-lists.txt"
    good.write_text("[WARD]\nEllery 7\n[HOSPITAL]\nQGH\n[NOT PHI]\nFoley\n")
    prompts.answers["site_lists_file"] = good
    window.qactions[A.SITE_LISTS].trigger()
    assert settings.SITE_LISTS.get() == str(good)
    assert "2 PHI phrases, 1 that are not" in window.statusBar().currentMessage()
    window.pre_annotation.run_note()
    doc = window.session.document
    listed = {doc.text_of(m) for m in doc.markups if "site-list" in m.annotation}
    assert listed == {"ellery 7", "QGH"}
    assert all(doc.text_of(m) != "Foley" for m in doc.markups)
    _answer(prompts, 2)  # Stop Using Site Lists
    window.qactions[A.SITE_LISTS].trigger()
    assert settings.SITE_LISTS.get() == ""
    window.pre_annotation.run_note(replace=True)
    assert not any("site-list" in m.annotation for m in doc.markups)


def test_a_new_site_lists_file_is_a_private_template_never_written_over(
    make_main_window, prompts, tmp_path
) -> None:
    window = make_main_window()
    target = tmp_path / "lists" / "ours.txt"
    target.parent.mkdir()
    _answer(prompts, 1)  # Create a New File...
    prompts.answers["new_site_lists_file"] = target
    window.qactions[A.SITE_LISTS].trigger()
    assert settings.SITE_LISTS.get() == str(target)
    assert "lists nothing yet" in window.statusBar().currentMessage()
    assert target.stat().st_mode & 0o777 == 0o600  # it will hold the site's PHI
    assert "[HOSPITAL]" in target.read_text() and "[NOT PHI]" in target.read_text()
    target.write_text("[WARD]\nEllery 7\n")
    window.qactions[A.SITE_LISTS].trigger()  # creating it again is refused
    assert target.read_text() == "[WARD]\nEllery 7\n"
    assert prompts.errors and "exists already" in prompts.errors[-1][1]
