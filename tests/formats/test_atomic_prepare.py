"""Files written in one thread and put in place by another, alone or together, as atomic writes."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from vtt_py.formats import atomic
from vtt_py.formats.atomic import (
    PRIVATE_FILE,
    PreparedFile,
    atomic_write_text,
    commit_together,
    prepare_text,
)

TEXT = "Line one\r\nLigne deux, café\nthree"


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_prepared_file_matches_atomic_write_text(tmp_path: Path) -> None:
    atomic_write_text(tmp_path / "a.vtt", TEXT)
    prepared = prepare_text(tmp_path / "sub" / "b.vtt", TEXT)
    assert not (tmp_path / "sub" / "b.vtt").exists()  # not in place before commit
    worker = threading.Thread(target=prepared.commit)
    worker.start()
    worker.join()
    assert (tmp_path / "sub" / "b.vtt").read_bytes() == (
        tmp_path / "a.vtt"
    ).read_bytes()
    assert _mode(tmp_path / "sub" / "b.vtt") == _mode(tmp_path / "a.vtt")
    assert sorted(p.name for p in (tmp_path / "sub").iterdir()) == ["b.vtt"]


def test_prepared_file_keeps_existing_bits_or_makes_it_private(tmp_path: Path) -> None:
    target = tmp_path / "kept.txt"
    target.write_text("old", encoding="utf-8")
    os.chmod(target, 0o640)
    prepare_text(target, "new").commit()
    assert target.read_text(encoding="utf-8") == "new" and _mode(target) == 0o640
    prepare_text(target, "secret", private=True).commit()
    assert _mode(target) == PRIVATE_FILE


def test_discarded_file_leaves_nothing(tmp_path: Path) -> None:
    prepare_text(tmp_path / "x.vtt", TEXT).discard()
    assert list(tmp_path.iterdir()) == []


def test_failed_commit_removes_the_temporary_file(tmp_path: Path) -> None:
    (tmp_path / "dir.vtt").mkdir()  # a folder in the way: the rename fails
    prepared = prepare_text(tmp_path / "dir.vtt", TEXT)
    with pytest.raises(OSError):
        prepared.commit()
    assert [p.name for p in tmp_path.iterdir()] == ["dir.vtt"]


def test_unencodable_text_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(UnicodeEncodeError):
        prepare_text(tmp_path / "bad.vtt", "lone surrogate \ud800")
    assert list(tmp_path.iterdir()) == []


def _three(tmp_path: Path) -> list[PreparedFile]:
    return [prepare_text(tmp_path / f"{i}.vtt", f"{TEXT} {i}") for i in range(3)]


def test_files_committed_together_are_in_place_with_one_sync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    real = atomic._syncfs()

    def counting(fd: int) -> int:
        calls.append(fd)
        return real(fd) if real is not None else 0

    monkeypatch.setattr(atomic, "_syncfs", lambda: counting)
    monkeypatch.setattr(os, "fsync", _no_fsync)
    assert commit_together(_three(tmp_path)) == [None, None, None]
    assert len(calls) == 1  # one file system, one sync for the lot
    assert [p.read_bytes().decode() for p in sorted(tmp_path.iterdir())] == [
        f"{TEXT} {i}" for i in range(3)
    ]


def _no_fsync(fd: int) -> None:
    raise AssertionError("synced already: no fsync of each file")


@pytest.mark.parametrize("syncfs", [None, lambda fd: -1])
def test_without_a_working_syncfs_each_file_is_fsynced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, syncfs: object
) -> None:
    synced: list[int] = []
    monkeypatch.setattr(atomic, "_syncfs", lambda: syncfs)
    monkeypatch.setattr(os, "fsync", synced.append)
    assert commit_together(_three(tmp_path)) == [None, None, None]
    assert len(synced) == 3
    assert len(list(tmp_path.iterdir())) == 3


def test_a_file_that_cannot_be_placed_fails_alone(tmp_path: Path) -> None:
    files = _three(tmp_path)
    (tmp_path / "1.vtt").mkdir()  # a folder in the way of the second file
    outcomes = commit_together(files)
    assert outcomes[0] is None and outcomes[2] is None
    assert isinstance(outcomes[1], OSError)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["0.vtt", "1.vtt", "2.vtt"]
    assert (tmp_path / "1.vtt").is_dir()  # untouched, no temporary file left
    assert commit_together([]) == []
