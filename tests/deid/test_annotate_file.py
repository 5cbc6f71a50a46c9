"""Annotating here while a second thread writes: the same files, in order, none half-written."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from pathlib import Path

import pytest

from vtt_py.deid import annotate_file
from vtt_py.deid.annotate_file import annotate_here, annotate_one
from vtt_py.deid.batch import Options, plan
from vtt_py.formats.atomic import PreparedFile
from vtt_py.formats.vtt import read_vtt

NOTE = "Seen by Dr. Stone on 10/2/2019; wife Carol called 617-555-0142.\n"


def _notes(root: Path, count: int) -> Path:
    src = root / "src"
    src.mkdir()
    for i in range(count):
        (src / f"n{i:03d}.txt").write_text(f"Note {i}. {NOTE}", encoding="utf-8")
    return src


def test_the_same_files_as_one_at_a_time(tmp_path: Path) -> None:
    src = _notes(tmp_path, 40)
    options = Options(None)
    threaded = plan([src], tmp_path / "threaded")
    assert list(annotate_here(threaded, options)) == ["written"] * 40
    for src_path, dst in plan([src], tmp_path / "serial"):
        assert annotate_one(src_path, dst, options) == "written"
    for _, dst in threaded:
        serial = tmp_path / "serial" / dst.name
        assert dst.read_bytes() == serial.read_bytes()
        assert "10/2/2019" in {read_vtt(dst).text_of(m) for m in read_vtt(dst).markups}


def test_outcomes_come_in_input_order_with_skips_and_problems(tmp_path: Path) -> None:
    src = _notes(tmp_path, 5)
    (src / "bad.txt").write_bytes(b"caf\xe9 latin-1, not UTF-8\n")
    pairs = plan([src], tmp_path / "out")
    done = tmp_path / "out" / "n001.vtt"
    done.parent.mkdir()
    done.write_text("kept", encoding="utf-8")
    outcomes = list(annotate_here(pairs, Options(None)))
    names = [s.name for s, _ in pairs]
    assert names[:3] == ["bad.txt", "n000.txt", "n001.txt"]
    assert isinstance(outcomes[0], list) and outcomes[0]  # the bad file's problems
    assert outcomes[1:] == ["written", "skipped", "written", "written", "written"]
    assert done.read_text(encoding="utf-8") == "kept"  # never written over


def test_stopping_early_leaves_only_whole_files(tmp_path: Path) -> None:
    src = _notes(tmp_path, 60)
    out = tmp_path / "out"
    outcomes = annotate_here(plan([src], out), Options(None))
    taken = [next(outcomes) for _ in range(10)]
    outcomes.close()  # what Ctrl-C or an error in the caller does
    assert taken == ["written"] * 10
    written = sorted(out.iterdir())
    assert not [p for p in written if p.name.startswith(".")]  # no temporary file
    assert 10 <= len(written) < 60
    for path in written:
        assert read_vtt(path).text.endswith(NOTE)


def test_writers_are_added_only_while_they_fall_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    src = _notes(tmp_path, 100)
    writers: set[str] = set()
    write = annotate_file._write
    grow = annotate_file._Writers.grow
    behind = threading.Event()

    def grow_when_behind(self: annotate_file._Writers) -> None:
        if getattr(self, "_pools", None):  # not the first writer
            behind.set()
        grow(self)

    def slow_disk(
        batch: list[tuple[PreparedFile, Future[annotate_file.Outcome]]],
    ) -> None:
        writers.add(threading.current_thread().name)
        # The disk stalls until the annotator finds the writers behind, or
        # 2 s: a busy machine's annotator lost the race to a 0.3 s stall.
        behind.wait(timeout=2)
        write(batch)

    monkeypatch.setattr(annotate_file._Writers, "grow", grow_when_behind)
    monkeypatch.setattr(annotate_file, "_write", slow_disk)
    pairs = plan([src], tmp_path / "out")
    assert list(annotate_here(pairs, Options(None))) == ["written"] * 100
    assert 1 < len(writers) <= annotate_file._WRITERS
    assert all(read_vtt(dst).text.endswith(NOTE) for _, dst in pairs)


def test_one_file_to_write_among_many_done_ones_is_written(tmp_path: Path) -> None:
    # A rerun after one output was deleted: the file to write waits in a
    # batch not yet full while the skipped files behind it fill the queue.
    src = _notes(tmp_path, annotate_file._AHEAD + 10)
    pairs = plan([src], tmp_path / "out")
    assert list(annotate_here(pairs, Options(None))) == ["written"] * len(pairs)
    pairs[0][1].unlink()
    outcomes: list[annotate_file.Outcome] = []
    worker = threading.Thread(
        target=lambda: outcomes.extend(annotate_here(pairs, Options(None))),
        daemon=True,
    )
    worker.start()
    worker.join(timeout=60)
    assert not worker.is_alive(), "annotate_here waited for a file it never handed over"
    assert outcomes == ["written"] + ["skipped"] * (len(pairs) - 1)
    assert read_vtt(pairs[0][1]).text.endswith(NOTE)
