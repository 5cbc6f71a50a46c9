"""Issue 13: user patterns time out, CRLF VTT files convert byte for byte, ``train --help``
and the README say a model is PHI."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.cli.helpers import gold_document
from vtt_py.cli import main
from vtt_py.formats.vtt import dumps_vtt, write_vtt

REPO = Path(__file__).resolve().parents[2]


def test_surrogate_catastrophic_patient_pattern_times_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "in"
    src.mkdir()
    write_vtt(gold_document(), src / ("a" * 40 + "b.vtt"))
    start = time.monotonic()
    argv = ["surrogate", str(src), "-o", str(tmp_path / "out")]
    assert main([*argv, "--patient-pattern", "(a|aa)+$"]) == 2
    assert time.monotonic() - start < 20
    err = capsys.readouterr().err
    assert "the patient pattern took more than 1 s on one string" in err
    assert not (tmp_path / "out").exists()


def test_surrogate_bad_patient_pattern_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_vtt(gold_document(), tmp_path / "a.vtt")
    argv = ["surrogate", str(tmp_path / "a.vtt"), "-o", str(tmp_path / "out")]
    assert main([*argv, "--patient-pattern", "(a"]) == 2
    assert "--patient-pattern is not a regular expression" in capsys.readouterr().err


def test_convert_crlf_vtt_is_byte_for_byte(tmp_path: Path) -> None:
    data = dumps_vtt(gold_document()).replace("\n", "\r\n").encode()
    (tmp_path / "x.vtt").write_bytes(data)
    assert main(["convert", str(tmp_path / "x.vtt"), str(tmp_path / "y.vtt")]) == 0
    assert (tmp_path / "y.vtt").read_bytes() == data


def test_convert_vtt_that_cannot_stay_byte_for_byte_warns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mixed = dumps_vtt(gold_document()).replace("\n", "\r\n", 3).encode()
    (tmp_path / "x.vtt").write_bytes(mixed)
    assert main(["convert", str(tmp_path / "x.vtt"), str(tmp_path / "y.vtt")]) == 0
    assert "warning: VTT: mixed line ends" in capsys.readouterr().err
    assert b"\r" not in (tmp_path / "y.vtt").read_bytes()


def test_convert_crlf_text_to_text_warns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "doc.txt").write_bytes(b"John\r\nSmith\r\n")
    assert main(["convert", str(tmp_path / "doc.txt"), str(tmp_path / "o.txt")]) == 0
    assert "CR/CRLF line ends turned into LF" in capsys.readouterr().err


def test_train_help_and_readme_say_a_model_is_phi(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["train", "--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "a model trained on real PHI is itself PHI" in help_text
    readme = " ".join((REPO / "README.md").read_text().split())
    assert "a model trained on real PHI is itself PHI" in readme
