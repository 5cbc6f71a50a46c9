"""``vtt-py convert`` with the brat, i2b2, JSONL and BIO formats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.cli import main


def test_convert_brat_folder_to_i2b2_and_jsonl(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = shared_path("corpora", "meddocan-sample", "brat")
    assert main(["convert", str(src), str(tmp_path / "xml"), "--to", "i2b2"]) == 0
    assert len(list((tmp_path / "xml").glob("*.xml"))) == 40
    assert main(["convert", str(tmp_path / "xml"), str(tmp_path / "c.jsonl")]) == 0
    records = [
        json.loads(line) for line in (tmp_path / "c.jsonl").read_text().splitlines()
    ]
    assert len(records) == 40
    assert {"id", "text", "spans"} == set(records[0])
    assert "40 documents converted (i2b2 -> jsonl)" in capsys.readouterr().err


def test_convert_nedap_variant_warns_with_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = shared_path("corpora", "nedap-dummy-brat")
    assert main(["convert", str(src), str(tmp_path / "out"), "--from", "brat"]) == 0
    err = capsys.readouterr().err
    assert "warning: 28 x brat .ann lines with spaces instead of tabs" in err
    assert len(list((tmp_path / "out").rglob("*.vtt"))) == 3


def test_convert_refuses_an_entity_bomb(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bomb = tmp_path / "bomb.xml"
    bomb.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE r [\n<!ENTITY a "aaaaaaaaaa">\n'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">\n]>\n<r><TEXT>&b;</TEXT></r>\n'
    )
    assert main(["convert", str(bomb), str(tmp_path / "out.vtt")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{bomb}:3: the file declares XML entities")
    assert not (tmp_path / "out.vtt").exists()


def test_convert_bad_brat_leaves_no_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.txt").write_text("John\n")
    (tmp_path / "src" / "a.ann").write_text("T1\tName 0 4\tJohn\n")
    (tmp_path / "src" / "b.txt").write_text("John\n")
    (tmp_path / "src" / "b.ann").write_text("T1\tName 0 4\tMary\n")
    assert main(["convert", str(tmp_path / "src"), str(tmp_path / "out")]) == 1
    assert (
        f"{tmp_path / 'src' / 'b.ann'}:1: span text does not match"
        in capsys.readouterr().err
    )
    assert not (tmp_path / "out").exists()


def test_convert_vtt_to_bio_and_back(tmp_path: Path) -> None:
    src = shared_path("corpora", "meddocan-sample", "brat")
    assert main(["convert", str(src), str(tmp_path / "vtt")]) == 0
    assert main(["convert", str(tmp_path / "vtt"), str(tmp_path / "c.bio")]) == 0
    assert (
        main(
            ["convert", str(tmp_path / "c.bio"), str(tmp_path / "back"), "--to", "vtt"]
        )
        == 0
    )
    assert len(list((tmp_path / "back").glob("*.vtt"))) == 40
