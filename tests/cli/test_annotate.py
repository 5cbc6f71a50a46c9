"""``vtt-py annotate SRC... -o OUTDIR``: suggestions beside human markups, resumable, parallel."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.test_train import write_gold
from vtt_py.cli import main
from vtt_py.core import Document, Markup
from vtt_py.core.suggestions import is_suggestion, suggestion_source
from vtt_py.deid.batch import default_model_path
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import read_vtt, write_vtt

TEXT = "Wife Carol Buckley called 617-555-0142 on 9/7. Dr. Adams aware.\n"


@pytest.fixture(scope="module")
def model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny model trained by the train command."""
    root = tmp_path_factory.mktemp("train")
    path = root / "tiny.crfmodel"
    assert (
        main(["train", str(write_gold(root / "gold")), "-o", str(path), "--folds", "0"])
        == 0
    )
    return path


def make_inputs(root: Path) -> Path:
    src = root / "src"
    (src / "sub").mkdir(parents=True)
    (src / "a.txt").write_text(TEXT)
    (src / "sub" / "b.txt").write_text("Seen 10/2/2019 by Dr. Stone.\n")
    doc = Document(TEXT, load_tagset("nlm-scrubber"))
    doc.add(Markup(5, 10, "Name", "Patient", "checked"))
    write_vtt(doc, src / "sub" / "c.vtt")
    return src


def test_annotate_folder_keeps_paths_and_human_markups(
    tmp_path: Path, model: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = make_inputs(tmp_path)
    out = tmp_path / "out"
    assert main(["annotate", str(src), "-o", str(out), "--model", str(model)]) == 0
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*.vtt")) == [
        "a.vtt",
        "sub/b.vtt",
        "sub/c.vtt",
    ]
    a = read_vtt(out / "a.vtt")
    assert a.text == TEXT
    marked = [m for m in a.markups if is_suggestion(m)]
    assert {a.text_of(m) for m in marked} >= {"617-555-0142", "9/7", "Adams"}
    assert all(suggestion_source(m)[0] in ("rules", "crf") for m in marked)  # type: ignore[index]
    c = read_vtt(out / "sub" / "c.vtt")
    assert Markup(5, 10, "Name", "Patient", "checked") in c.markups
    assert not any(m.overlaps(5, 10) and is_suggestion(m) for m in c.markups)
    assert "3 annotated" in capsys.readouterr().err


def test_annotate_is_resumable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = make_inputs(tmp_path)
    out = tmp_path / "out"
    assert main(["annotate", str(src / "a.txt"), "-o", str(out), "--rules-only"]) == 0
    before = (out / "a.vtt").read_bytes()
    assert main(["annotate", str(src), "-o", str(out), "--rules-only"]) == 0
    assert (out / "a.vtt").read_bytes() == before
    assert "2 annotated, 1 already done (skipped)" in capsys.readouterr().err


def test_annotate_rules_only_in_another_tagset(tmp_path: Path) -> None:
    src = make_inputs(tmp_path)
    out = tmp_path / "out"
    args = [
        "annotate",
        str(src / "a.txt"),
        "-o",
        str(out),
        "--rules-only",
        "--tagset",
        "physionet",
    ]
    assert main(args) == 0
    labels = {m.label for m in read_vtt(out / "a.vtt").markups}
    assert labels >= {"Phone", "Date", "HCPName"}


def test_annotate_parallel_jobs_give_the_same_files(
    tmp_path: Path, model: Path
) -> None:
    src = make_inputs(tmp_path)
    one, two = tmp_path / "one", tmp_path / "two"
    assert main(["annotate", str(src), "-o", str(one), "--model", str(model)]) == 0
    assert (
        main(
            ["annotate", str(src), "-o", str(two), "--model", str(model), "--jobs", "2"]
        )
        == 0
    )
    for path in one.rglob("*.vtt"):
        assert path.read_bytes() == (two / path.relative_to(one)).read_bytes()


def test_annotate_jobs_end_their_workers_without_terminating_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Done, the pool is closed and joined: terminate()'s SIGTERM could be lost and hang."""
    import multiprocessing.pool

    terminated: list[object] = []
    monkeypatch.setattr(
        multiprocessing.pool.Pool, "terminate", lambda pool: terminated.append(pool)
    )
    src = make_inputs(tmp_path)
    out = tmp_path / "out"
    args = ["annotate", str(src), "-o", str(out), "--rules-only", "--jobs", "2"]
    assert main(args) == 0
    assert terminated == []
    assert sorted(p.name for p in out.rglob("*.vtt")) == ["a.vtt", "b.vtt", "c.vtt"]


def test_annotate_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = make_inputs(tmp_path)
    out = tmp_path / "out"
    assert (
        main(["annotate", str(src), "-o", str(out), "--model", str(tmp_path / "none")])
        == 1
    )
    assert "no such model file" in capsys.readouterr().err
    assert (
        main(["annotate", str(tmp_path / "missing"), "-o", str(out), "--rules-only"])
        == 2
    )
    (src / "bad.vtt").write_bytes(b"caf\xe9 not UTF-8\n")
    assert main(["annotate", str(src), "-o", str(out), "--rules-only"]) == 1
    err = capsys.readouterr().err
    assert "bad.vtt" in err and "3 annotated" in err


def test_annotate_default_model_ships_with_the_package(tmp_path: Path) -> None:
    assert default_model_path().is_file()
    (tmp_path / "note.txt").write_text(TEXT)
    assert (
        main(["annotate", str(tmp_path / "note.txt"), "-o", str(tmp_path / "out")]) == 0
    )
    doc = read_vtt(tmp_path / "out" / "note.vtt")
    assert any(
        is_suggestion(m) and doc.text_of(m) == "617-555-0142" for m in doc.markups
    )


def test_annotate_threshold_trades_false_marks_for_recall(tmp_path: Path) -> None:
    sample = Path(__file__).parents[2] / "sample_corpus" / "gold"
    (tmp_path / "note.txt").write_text(
        read_vtt(sample / "01_discharge_summary.vtt").text, encoding="utf-8"
    )
    counts = []
    for threshold in ([], ["--threshold", "0.999"]):
        out = tmp_path / f"out{len(counts)}"
        assert (
            main(["annotate", str(tmp_path / "note.txt"), "-o", str(out), *threshold])
            == 0
        )
        doc = read_vtt(out / "note.vtt")
        counts.append(sum(is_suggestion(m) for m in doc.markups))
    assert 0 < counts[0] < counts[1]


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--threshold", "1.5"], "between 0 and 1"),
        (["--threshold", "0"], "between 0 and 1"),
        (["--threshold", "0.9", "--rules-only"], "--rules-only"),
    ],
)
def test_annotate_threshold_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    (tmp_path / "note.txt").write_text(TEXT)
    out = tmp_path / "out"
    assert main(["annotate", str(tmp_path / "note.txt"), "-o", str(out), *extra]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_annotate_progress_bar_only_on_a_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    src = make_inputs(tmp_path)
    assert main(["annotate", str(src), "-o", str(tmp_path / "a"), "--rules-only"]) == 0
    assert "doc/s" not in capsys.readouterr().err  # not a terminal: no bar
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    assert main(["annotate", str(src), "-o", str(tmp_path / "b"), "--rules-only"]) == 0
    assert "3/3" in capsys.readouterr().err


def test_annotate_refuses_a_physionet_corpus_as_one_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # id.text holds every note of a corpus: annotated as one text, each note's
    # names would be weighed against the others' and written to one file.
    corpus = tmp_path / "id.text"
    corpus.write_text(
        "START_OF_RECORD=1||||1||||\nSeen by Dr. Stone.\n||||END_OF_RECORD\n"
        "START_OF_RECORD=1||||2||||\nCall 617-555-0142.\n||||END_OF_RECORD\n"
    )
    out = tmp_path / "out"
    assert main(["annotate", str(corpus), "-o", str(out), "--rules-only"]) == 2
    err = capsys.readouterr().err
    assert "PhysioNet corpus" in err and "convert" in err and "--to txt" in err
    assert not out.exists()
    # The way the message gives works: one output per note.
    notes = tmp_path / "notes"
    assert main(["convert", str(corpus), str(notes), "--to", "txt"]) == 0
    assert main(["annotate", str(notes), "-o", str(out), "--rules-only"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["1-1.vtt", "1-2.vtt"]


def test_annotate_help_states_the_default_threshold(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from vtt_py.deid.pipeline import DEFAULT_THRESHOLD

    assert main(["annotate", "--help"]) == 0
    assert f"default {DEFAULT_THRESHOLD}" in " ".join(capsys.readouterr().out.split())


def test_annotate_site_lists(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "notes"
    src.mkdir()
    (src / "a.txt").write_text("Back to ellery 7 from QGH. Foley draining.\n")
    lists = src / "site-lists.txt"  # kept beside the notes: not a note itself
    lists.write_text("[WARD]\nEllery 7\n[HOSPITAL]\nQGH\n[NOT PHI]\nfoley\n")
    out = tmp_path / "out"
    args = ["annotate", str(src), "-o", str(out), "--site-lists", str(lists)]
    assert main(args) == 0
    assert "1 annotated" in capsys.readouterr().err
    assert [p.name for p in out.iterdir()] == ["a.vtt"]
    doc = read_vtt(out / "a.vtt")
    found = {doc.text_of(m): suggestion_source(m) for m in doc.markups}
    assert found["ellery 7"] == ("site-list", None)
    assert found["QGH"] == ("site-list", None)
    assert "Foley" not in found


def test_annotate_bad_site_lists_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.txt").write_text(TEXT)
    lists = tmp_path / "lists.txt"
    lists.write_text("[WARD]\nEllery 7\n[DOCTOR]\nAda Quillmoor\n")
    out = tmp_path / "out"
    args = ["annotate", str(tmp_path / "a.txt"), "-o", str(out), "--site-lists"]
    assert main([*args, str(lists), "--rules-only"]) == 1
    err = capsys.readouterr().err
    assert f"{lists}:3: [DOCTOR] is no kind of PHI" in err
    assert "Quillmoor" not in err
    assert not out.exists()
