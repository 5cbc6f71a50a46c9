"""``vtt-py synthesize``: streaming, resume, jobs, selection, refusals and errors."""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import pytest

from tests.synth.conftest import write_csv
from vtt_py.cli import main
from vtt_py.synth import chunks


def _tree(folder: Path) -> dict[str, bytes]:
    """Every output file's bytes (the report, which holds the time, left out)."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != "report.json"
    }


@pytest.fixture
def csv_file(tmp_path: Path) -> Path:
    rows = [
        (str(i), str(i // 3), "Radiology" if i % 2 else "Nursing",
         f"Pt [**Known lastname {i}**] seen [**2151-{i % 12 + 1}-3**] by "
         f"Dr. [**Last Name (STitle) 7**].\nLine two, \"quoted\".\n")
        for i in range(1, 24)
    ]  # fmt: skip
    return write_csv(tmp_path / "NOTEEVENTS.csv", rows)


def _run(src: Path, out: Path, *extra: str) -> int:
    return main(["synthesize", str(src), "-o", str(out), "--seed", "9", *extra])


def test_synthesize_jsonl_parts_and_report(
    csv_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert _run(csv_file, out, "--to", "jsonl", "--chunk-size", "10") == 0
    err = capsys.readouterr().err
    assert "23 notes written" in err and "Known lastname" in err
    parts = sorted(out.glob("part-*.jsonl"))
    assert [p.name for p in parts] == [f"part-0000{i}.jsonl" for i in range(3)]
    records = [json.loads(line) for p in parts for line in p.read_text().splitlines()]
    assert len(records) == 23 and records[0]["id"] == "1"
    assert '"quoted"' in records[0]["text"]
    report = json.loads((out / "report.json").read_text())
    assert report["notes"] == report["written"] == 23
    assert report["placeholders"] == {"Known lastname": 23, "date ymd": 23,
                                      "Last Name (STitle)": 23}  # fmt: skip


def test_synthesize_resumes_after_a_kill(
    csv_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = tmp_path / "whole"
    assert _run(csv_file, whole, "--chunk-size", "5") == 0
    cut = tmp_path / "cut"
    real = chunks.write_chunk
    written: list[int] = []

    def dies_at_the_third(out: Path, to: str, chunk: chunks.ChunkOutput) -> int:
        if len(written) == 2:
            (out / ".00002.halfway").mkdir()  # what a killed staging leaves
            raise KeyboardInterrupt
        written.append(chunk.index)
        return real(out, to, chunk)

    monkeypatch.setattr("vtt_py.synth.run.write_chunk", dies_at_the_third)
    assert _run(csv_file, cut, "--chunk-size", "5") == 130
    assert sorted(p.name for p in cut.iterdir() if p.name[0].isdigit()) == [
        "00000",
        "00001",
    ]
    monkeypatch.setattr("vtt_py.synth.run.write_chunk", real)
    assert _run(csv_file, cut, "--chunk-size", "5") == 0
    assert _tree(cut) == _tree(whole)
    report = json.loads((cut / "report.json").read_text())
    assert (report["resumed_chunks"], report["notes"]) == (2, 23)


def test_synthesize_jobs_give_the_same_bytes(csv_file: Path, tmp_path: Path) -> None:
    assert _run(csv_file, tmp_path / "one", "--chunk-size", "4") == 0
    assert _run(csv_file, tmp_path / "two", "--chunk-size", "4", "--jobs", "2") == 0
    assert _tree(tmp_path / "one") == _tree(tmp_path / "two")


def test_synthesize_filter_limit_and_gzip(csv_file: Path, tmp_path: Path) -> None:
    packed = tmp_path / "NOTEEVENTS.csv.gz"
    with csv_file.open("rb") as src, gzip.open(packed, "wb") as dst:
        shutil.copyfileobj(src, dst)
    out = tmp_path / "out"
    assert (
        _run(packed, out, "--filter", "radiology", "--limit", "5", "--to", "jsonl") == 0
    )
    records = [
        json.loads(x) for x in (out / "part-00000.jsonl").read_text().splitlines()
    ]
    assert [r["id"] for r in records] == ["1", "3", "5", "7", "9"]
    assert {r["category"] for r in records} == {"Radiology"}


def test_synthesize_refuses_inputs_foreign_folders_and_changed_options(
    csv_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(csv_file, tmp_path) == 2  # the folder holding the input
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "mine.txt").write_text("keep me")
    assert _run(csv_file, foreign) == 2
    assert (foreign / "mine.txt").read_text() == "keep me"
    out = tmp_path / "out"
    assert _run(csv_file, out) == 0
    assert main(["synthesize", str(csv_file), "-o", str(out), "--seed", "10"]) == 2
    err = capsys.readouterr().err
    assert "must not be the input" in err and "not made by synthesize" in err
    assert "other options (seed)" in err


def test_synthesize_bad_csv_names_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "notes.csv"
    bad.write_text("A,B\n1,2\n")
    assert _run(bad, tmp_path / "out") == 1
    assert f"{bad}:1: not a MIMIC note table" in capsys.readouterr().err
    short = write_csv(tmp_path / "short.csv", [("1", "2", "X", "fine\n")])
    with short.open("a") as handle:
        handle.write("2,3\n")
    assert _run(short, tmp_path / "out2") == 1
    # The first record's quoted text spans lines 2-3: the short one starts on 4.
    assert f"{short}:4: 2 fields, expected 11" in capsys.readouterr().err


def test_synthesize_text_folder(tmp_path: Path) -> None:
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "7-1.txt").write_text("Seen by Dr. [**Doctor Last Name 3**].\n")
    (notes / "7-2.txt").write_text("Name:  ___\n")
    out = tmp_path / "out"
    assert _run(notes, out, "--to", "jsonl") == 0
    records = [
        json.loads(x) for x in (out / "part-00000.jsonl").read_text().splitlines()
    ]
    assert [(r["id"], r["subject"]) for r in records] == [("7-1", "7"), ("7-2", "7")]
    assert [s["tag"] for r in records for s in r["spans"]] == ["Name", "Name"]


def test_synthesize_never_writes_one_note_over_another(tmp_path: Path) -> None:
    same = write_csv(
        tmp_path / "dup.csv", [("5", "1", "X", "a\n"), ("5", "1", "X", "b\n")]
    )
    out = tmp_path / "out"
    assert _run(same, out) == 0
    assert sorted(p.name for p in (out / "00000").iterdir()) == ["5.vtt", "5~2.vtt"]
    report = json.loads((out / "report.json").read_text())
    assert report["written"] == 2 and len(report["warnings"]) == 1


def test_synthesize_ids_equal_but_for_case_are_two_files(tmp_path: Path) -> None:
    # One file on a case-blind disk (macOS, Windows): never one note over another.
    same = write_csv(
        tmp_path / "case.csv", [("ab", "1", "X", "a\n"), ("AB", "1", "X", "b\n")]
    )
    out = tmp_path / "out"
    assert _run(same, out) == 0
    assert sorted(p.name for p in (out / "00000").iterdir()) == ["AB~2.vtt", "ab.vtt"]


def test_synthesize_text_folder_skips_hidden_files(tmp_path: Path) -> None:
    notes = tmp_path / "notes"
    (notes / ".backup").mkdir(parents=True)
    (notes / "7-1.txt").write_text("Name:  ___\n")
    (notes / ".7-2.txt").write_text("Name:  ___\n")
    (notes / ".backup" / "7-3.txt").write_text("Name:  ___\n")
    out = tmp_path / "out"
    assert _run(notes, out) == 0
    assert [p.name for p in (out / "00000").iterdir()] == ["7-1.vtt"]


def test_dask_without_the_extra_is_a_usage_error(
    csv_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.setitem(__import__("sys").modules, "distributed", None)
    assert _run(csv_file, tmp_path / "out", "--dask", "tcp://127.0.0.1:8786") == 2
    assert "pip install 'vtt_py[cluster]'" in capsys.readouterr().err
    assert main(["annotate", str(csv_file), "-o", str(tmp_path / "a"), "--rules-only",
                 "--dask", "tcp://127.0.0.1:8786"]) == 2  # fmt: skip


@pytest.mark.parametrize("damage", ["{not json", "[1, 2]", "\xff"])
def test_synthesize_a_damaged_run_record_is_a_clear_error(
    csv_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    out = tmp_path / "out"
    assert _run(csv_file, out) == 0
    record = out / ".synthesize" / "run.json"
    record.write_bytes(damage.encode("latin-1"))
    capsys.readouterr()
    assert _run(csv_file, out) == 2
    err = capsys.readouterr().err
    assert f"{record}:1: the record of an earlier run is damaged" in err
    assert "Traceback" not in err and "internal error" not in err
