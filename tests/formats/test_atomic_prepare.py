"""Files written in one thread and put in place by another: as atomic_write_text writes them."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from vtt_py.formats.atomic import PRIVATE_FILE, atomic_write_text, prepare_text

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
