"""Never lose work: saves, prompts, locks, changes on disk, recovery after a crash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vtt_py.core.markup import Markup
from vtt_py.formats.vtt import read_vtt
from vtt_py.gui.actions import ActionId
from vtt_py.gui.commands import AddMarkupCommand, RemoveMarkupCommand
from vtt_py.gui.lockfile import FileLock, lock_path
from vtt_py.gui.recovery import RecoveryStore

pytestmark = pytest.mark.gui


def edit(window) -> Markup:
    """One undoable edit: delete the first markup."""
    first = window.session.document.markups[0]
    window.session.push(RemoveMarkupCommand(window.session.model, first))
    return first


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_files_save_appends_history_and_is_atomic(make_main_window, note):
    window = make_main_window(note)
    saves = len(read_vtt(note).meta.saves)
    edit(window)
    assert window.isWindowModified()
    assert window.files.save()
    assert not window.session.modified and not window.isWindowModified()
    assert len(read_vtt(note).meta.saves) == saves + 1
    assert not [p for p in note.parent.iterdir() if p.suffix == ".tmp"]


def test_files_close_prompts_and_cancel_keeps_document(make_main_window, prompts, note):
    window = make_main_window(note)
    edit(window)
    prompts.answers["save_changes"] = "cancel"
    window.files.close_document()
    assert window.session is not None and prompts.names() == ["save_changes"]
    prompts.answers["save_changes"] = "save"
    window.files.close_document()
    assert window.session is None
    assert len(read_vtt(note)) == 10


def test_files_switching_document_prompts(make_main_window, prompts, note, tmp_path):
    other = tmp_path / "other.vtt"
    other.write_bytes(note.read_bytes())
    window = make_main_window(note)
    edit(window)
    prompts.answers["save_changes"] = "cancel"
    assert not window.files.open_file(other)
    assert window.session.source == note
    prompts.answers["save_changes"] = "discard"
    assert window.files.open_file(other)
    assert len(read_vtt(note)) == 11  # discarded, never written


def test_files_lock_makes_second_window_read_only(make_main_window, prompts, note):
    first = make_main_window(note)
    assert lock_path(note).exists() and first.session.lock.owned
    prompts.answers["lock_held"] = "read_only"
    second = make_main_window(note)
    assert second.session.read_only
    assert "lock_held" in prompts.names()
    prompts.answers["save_file"] = None
    assert not second.files.save()  # read-only: Save becomes Save As, cancelled
    first.files.close_document()
    assert not lock_path(note).exists()


def test_files_stale_lock_is_taken_over(make_main_window, prompts, note):
    lock_path(note).write_text(
        json.dumps(
            {
                "pid": dead_pid(),
                "host": os.uname().nodename,
                "user": "x",
                "token": "t",
                "since": 0.0,
            }
        )
    )
    window = make_main_window(note)
    assert not window.session.read_only and "lock_held" not in prompts.names()
    assert json.loads(lock_path(note).read_text())["token"] == window.session.lock.token


def test_files_lock_cancel_does_not_open(make_main_window, prompts, note):
    other = FileLock(note)
    other.acquire()
    window = make_main_window(note)
    assert window.session is None
    other.release()


def test_files_changed_on_disk_asks_and_reloads(make_main_window, prompts, note):
    window = make_main_window(note)
    changed = read_vtt(note)
    changed.remove(changed.markups[0])
    from vtt_py.formats.vtt import write_vtt

    write_vtt(changed, note)
    os.utime(note, ns=(1, 1))
    prompts.answers["reload_changed"] = True
    window.files.check_disk()
    assert prompts.names() == ["reload_changed"]
    assert len(window.session.document) == 10


def test_files_changed_on_disk_keep_mine_then_save_asks(
    make_main_window, prompts, note
):
    window = make_main_window(note)
    edit(window)
    os.utime(note, ns=(1, 1))
    window.files.check_disk()  # keep mine (default answer False)
    window.files.check_disk()  # not asked twice for the same change
    assert prompts.names() == ["reload_changed"]
    os.utime(note, ns=(2, 2))
    assert not window.files.save()  # overwrite refused
    assert prompts.names()[-1] == "overwrite_changed"
    prompts.answers["overwrite_changed"] = True
    assert window.files.save()


def test_files_recovery_after_simulated_crash(
    make_main_window, prompts, note, tmp_path
):
    store = RecoveryStore(tmp_path / "recovery")
    window = make_main_window(note)
    gone = edit(window)
    window.files.write_recovery()  # what the timer does a few seconds after an edit
    [entry] = store.entries()
    assert entry.source == note.resolve()
    assert not list(
        note.parent.glob("*.json")
    )  # nothing written beside the user's file
    # The process dies: its recovery copy and its lock are left behind.
    pid = dead_pid()
    for path in (entry.meta, lock_path(note)):
        data = json.loads(path.read_text())
        data["pid"] = pid
        path.write_text(json.dumps(data))
    prompts.answers["recover"] = "restore"
    fresh = make_main_window()
    fresh.files.offer_recovery()
    assert fresh.session.source == note
    assert gone not in fresh.session.document and fresh.session.modified
    assert store.entries() == []
    fresh.session.stack.undo()  # the restore itself is undoable
    assert gone in fresh.session.document


def test_files_recovery_copy_removed_after_save(make_main_window, note, tmp_path):
    store = RecoveryStore(tmp_path / "recovery")
    window = make_main_window(note)
    edit(window)
    window.files.write_recovery()
    assert store.entries()
    window.files.save()
    assert store.entries() == []
    assert store.orphans() == []


def test_files_recovery_timer_starts_on_edit(make_main_window, note):
    window = make_main_window(note)
    edit(window)
    assert window.files.recovery_timer.isActive()
    window.session.stack.undo()
    assert not window.files.recovery_timer.isActive()


def test_files_text_file_opens_with_default_tagset_and_saves_as_vtt(
    make_main_window, prompts, tmp_path
):
    text = tmp_path / "note.txt"
    text.write_text("Pt Jane Roe seen today")
    window = make_main_window(text)
    doc = window.session.document
    assert doc.tagset.name == "nlm-scrubber" and doc.text.endswith("\n")
    window.session.push(
        AddMarkupCommand(window.session.model, Markup(3, 11, "Name", "Patient"))
    )
    prompts.answers["save_file"] = tmp_path / "note"
    assert window.files.save()
    saved = read_vtt(tmp_path / "note.vtt")
    assert list(saved.markups) == [Markup(3, 11, "Name", "Patient")]
    assert text.read_text() == "Pt Jane Roe seen today"  # the text file is untouched


def test_files_unreadable_file_reports_error(make_main_window, prompts, note, tmp_path):
    bad = tmp_path / "bad.vtt"
    bad.write_text(note.read_text() + "12|x|Name|Patient||\n")
    window = make_main_window(bad)
    assert window.session is None
    assert prompts.errors and "bad.vtt" in prompts.errors[0][1]


def test_files_drop_folder_opens_corpus(make_main_window, corpus_copy, qtbot):
    window = make_main_window()
    assert window.files.open_path(corpus_copy)
    assert window.session.source == corpus_copy / "gold" / "note_01.vtt"
    assert window.corpus.corpus.root == corpus_copy


def test_files_recent_list(make_main_window, note, corpus_copy):
    from vtt_py.gui import settings

    make_main_window(note)
    assert settings.RECENT_FILES.get()[0] == str(note)
    assert Path(settings.RECENT_FILES.get()[0]).exists()


def test_files_drop_file_opens_it(make_main_window, note, qtbot):
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDropEvent

    window = make_main_window()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(note))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.session.source == note


def test_window_state_and_theme_are_remembered(make_main_window, note, qapp):
    from PySide6.QtGui import QPalette

    from vtt_py.gui import settings

    window = make_main_window(note)
    window.theme_dark(True)
    assert qapp.palette().color(QPalette.ColorRole.Base).lightness() < 80
    window.theme_light(True)
    window.close()
    assert not settings.GEOMETRY.get().isEmpty()
    assert settings.THEME.get() == "light"
    assert not lock_path(note).exists()


def test_files_open_in_new_window_and_focus_an_open_file(
    make_main_window, prompts, note, corpus_copy, qtbot
):
    """As VTT: a second file opens in a window of its own; opening it again focuses it."""
    from vtt_py.gui import windows

    window = make_main_window(note)
    window.show()
    other_note = corpus_copy / "gold" / "note_02.vtt"
    prompts.answers["open_file"] = other_note
    window.qactions[ActionId.OPEN_NEW_WINDOW].trigger()
    second = windows.window_showing(other_note, window)
    assert second is not None and second is not window and second.isVisible()
    assert window.session.source == note  # the first window keeps its note
    assert second.files.store is window.files.store
    assert second.tasks is not window.tasks  # closing one never waits for the other
    assert window.files.open_path(other_note)  # already open: focus, not a copy
    assert window.session.source == note
    shown = {id(w) for w in windows.main_windows() if w.isVisible()}
    assert shown == {id(window), id(second)}
    second.close()
    qtbot.waitUntil(lambda: second not in windows._OPENED)
