"""``vtt-py train GOLD... -o MODEL``: a model from gold VTT files, with a CV report."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt_py.cli import main
from vtt_py.core import Document, Markup
from vtt_py.deid.crf import load_model
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import write_vtt

NOTES = [
    ("Seen by Dr. Adams today. Follow up 3/14 at Mercy Clinic.\n",
     [("Adams", "Name"), ("3/14", "Date|Patient")]),
    ("Wife Carol Buckley called at 617-555-0142 about the plan.\n",
     [("Carol Buckley", "Name|Patient"), ("617-555-0142", "Comm|Patient")]),
    ("Pt is a 93 year old man admitted 10/2/2019 from Boston.\n",
     [("93", "Age-PII|Patient"), ("10/2/2019", "Date|Patient"), ("Boston", "City")]),
    ("Daughter Mary visited. Dr. Stone aware of BP 120/80.\n",
     [("Mary", "Name|Patient"), ("Stone", "Name")]),
]  # fmt: skip


def write_gold(folder: Path, copies: int = 2) -> Path:
    """A folder of gold files named ``<group>-<n>.vtt`` (fictitious notes)."""
    folder.mkdir(parents=True)
    for i in range(copies):
        for j, (text, phrases) in enumerate(NOTES):
            doc = Document(text, load_tagset("nlm-scrubber"))
            for phrase, label in phrases:
                start = text.find(phrase)
                tag, _, category = label.partition("|")
                doc.add(Markup(start, start + len(phrase), tag, category))
            write_vtt(doc, folder / f"g{j}-{i}.vtt")
    return folder


def test_train_writes_a_model_and_reports_cross_validation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gold = write_gold(tmp_path / "gold")
    model = tmp_path / "m.crfmodel"
    assert main(["train", str(gold), "-o", str(model), "--folds", "2"]) == 0
    out, err = capsys.readouterr()
    assert "Name|Patient" in out and "overlap (PhysioNet)" in out
    assert "2-fold cross-validation on 8 documents" in err
    loaded = load_model(model)
    assert loaded.tagset == "nlm-scrubber"
    # The gold and, by default, two surrogate copies of it.
    assert loaded.meta["training"]["documents"] == 8 * 3
    assert "Date|Patient" in loaded.labels
    # Words of two or more patients keep their identity, the others are <oov>.
    assert loaded.vocabulary is not None
    assert "dr" in loaded.vocabulary and "adams" not in loaded.vocabulary
    # It holds words of the gold notes: readable by its owner only.
    assert model.stat().st_mode & 0o777 == 0o600


def test_train_force_over_a_shared_model_leaves_it_owner_only(tmp_path: Path) -> None:
    gold = write_gold(tmp_path / "gold", copies=1)
    model = tmp_path / "m.crfmodel"
    model.write_bytes(b"old")
    model.chmod(0o644)
    args = ["train", str(gold), "-o", str(model), "--folds", "0", "--augment", "0"]
    assert main([*args, "--force"]) == 0
    assert load_model(model).labels
    assert model.stat().st_mode & 0o777 == 0o600


def test_train_into_another_tagset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gold = write_gold(tmp_path / "gold", copies=1)
    model = tmp_path / "m.crfmodel"
    assert (
        main(
            [
                "train",
                str(gold),
                "-o",
                str(model),
                "--tagset",
                "i2b2-2014",
                "--folds",
                "0",
            ]
        )
        == 0
    )
    loaded = load_model(model)
    assert loaded.tagset == "i2b2-2014"
    assert set(loaded.labels) <= set(load_tagset("i2b2-2014").labels())


def test_train_bad_usage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["train", str(empty), "-o", str(tmp_path / "m")]) == 2
    assert "empty" in capsys.readouterr().err
    gold = write_gold(tmp_path / "gold", copies=1)
    assert main(["train", str(gold), "-o", str(tmp_path / "m"), "--folds", "1"]) == 2
    assert main(["train", str(gold), "-o", str(tmp_path / "m"), "--augment", "-1"]) == 2


def test_train_missing_gold_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["train", str(tmp_path / "nothere"), "-o", str(tmp_path / "m")]) == 2
    assert "nothere: no such file or folder" in capsys.readouterr().err
    assert not (tmp_path / "m").exists()


def test_train_bad_gold_file_names_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gold = write_gold(tmp_path / "gold", copies=1)
    (gold / "broken.vtt").write_bytes(b"caf\xe9 not UTF-8\n")
    assert main(["train", str(gold), "-o", str(tmp_path / "m"), "--folds", "0"]) == 1
    assert "broken.vtt" in capsys.readouterr().err
    assert not (tmp_path / "m").exists()


class _Terminal:
    """A stand-in stderr that says it is a terminal and keeps what is written."""

    def __init__(self) -> None:
        self.text = ""

    def isatty(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.text += text
        return len(text)

    def flush(self) -> None:
        pass


def test_train_shows_progress_bars_on_a_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gold = write_gold(tmp_path / "gold")
    terminal = _Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    model = str(tmp_path / "m.crfmodel")
    assert (
        main(["train", str(gold), "-o", model, "--folds", "0", "--augment", "0"]) == 0
    )
    # One bar per stage: the notes read, then the L-BFGS iterations.
    assert "reading:" in terminal.text and "/8 [" in terminal.text
    assert "training:" in terminal.text and "/60 [" in terminal.text


def test_train_augment_adds_surrogate_copies_and_kinds_annotate_anywhere(
    tmp_path: Path,
) -> None:
    gold = write_gold(tmp_path / "gold", copies=1)
    model = tmp_path / "m.crfmodel"
    args = ["train", str(gold), "-o", str(model), "--folds", "0"]
    assert main([*args, "--augment", "3", "--tagset", "kinds"]) == 0
    loaded = load_model(model)
    assert loaded.meta["training"]["documents"] == 4 * 4
    assert loaded.tagset == "kinds"
    assert {"NAME_PROVIDER", "DATE", "PHONE"} <= set(loaded.labels)


def test_train_reads_other_formats_and_keeps_corpora_apart(tmp_path: Path) -> None:
    gold = write_gold(tmp_path / "gold", copies=1)
    brat = tmp_path / "brat"
    assert main(["convert", str(gold), str(brat), "--to", "brat"]) == 0
    model = tmp_path / "m.crfmodel"
    args = ["train", str(gold), str(brat), "-o", str(model), "--folds", "0"]
    assert main([*args, "--augment", "0"]) == 0
    assert load_model(model).meta["training"]["documents"] == 8
