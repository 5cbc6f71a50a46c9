"""``vtt-py adjudicate``: one adjudication file per document pair, unmatched files reported."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from vtt_py.cli import main
from vtt_py.core.adjudication import pending_count
from vtt_py.formats.adjudication_log import read_header
from vtt_py.formats.vtt import read_vtt


def test_adjudicate_folders_writes_pending_files(
    sample_corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "adjudication"
    a, b = sample_corpus / "annotator_a", sample_corpus / "annotator_b"
    assert main(["adjudicate", str(a), str(b), "-o", str(out)]) == 0
    names = sorted(p.name for p in a.glob("*.vtt"))
    assert sorted(p.name for p in out.glob("*.vtt")) == names
    for name in names:
        merged = read_vtt(out / name)
        assert merged.text == read_vtt(a / name).text
        assert pending_count(merged) >= 0
    assert read_header(out)["annotator_a"] == str(a)
    assert "disagreement" in capsys.readouterr().err


def test_adjudicate_reports_unmatched_and_different_texts(
    sample_corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    first = sorted((sample_corpus / "gold").glob("*.vtt"))[0]
    shutil.copy(first, a / "x.vtt")
    shutil.copy(first, b / "x.vtt")
    shutil.copy(first, a / "only_a.vtt")
    assert main(["adjudicate", str(a), str(b), "-o", str(tmp_path / "out")]) == 0
    err = capsys.readouterr().err
    assert "only_a.vtt: only in one of A and B" in err
    assert (tmp_path / "out" / "x.vtt").is_file()


def test_adjudicate_file_against_folder_is_a_usage_error(
    sample_corpus: Path, tmp_path: Path
) -> None:
    first = sorted((sample_corpus / "gold").glob("*.vtt"))[0]
    assert (
        main(["adjudicate", str(first), str(sample_corpus), "-o", str(tmp_path / "o")])
        == 2
    )
