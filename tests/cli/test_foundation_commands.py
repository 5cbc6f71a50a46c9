"""check, convert and stats as a user runs them: outputs, exit codes, no tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.cli import main

FRAMEWORK = "vtt-samples/java-nlp-framework"


def test_check_valid_files_exit_0_and_wrong_files_print_path_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    good = shared_path("vtt-samples/RED/test-snippets.vtt")
    assert main(["check", str(good)]) == 0
    bad = shared_path(FRAMEWORK, "Tests")
    assert main(["check", str(bad)]) == 1
    err = capsys.readouterr().err
    assert f"{bad}/test.wrongMarkupFormat.vtt:43: " in err
    assert f"{bad}/test.wrongTagFormat.vtt:30: " in err
    assert "Traceback" not in err


def test_check_missing_path_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", "/no/such/file.vtt"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_convert_vtt_to_vtt_is_byte_for_byte_for_every_vtt_saved_sample(
    tmp_path: Path,
) -> None:
    samples = shared_path("vtt-samples")
    for path in [
        samples / "RED/test-snippets.vtt",
        samples / "java-nlp-framework/test.vtt",
    ]:
        out = tmp_path / path.name
        assert main(["convert", str(path), str(out)]) == 0
        assert out.read_bytes() == path.read_bytes()


def test_convert_folder_of_vtt_to_txt_and_back(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "a.vtt").write_bytes(shared_path(FRAMEWORK, "Tests/test.vtt").read_bytes())
    assert main(["convert", str(src), str(tmp_path / "txt"), "--to", "txt"]) == 0
    plain = (tmp_path / "txt" / "a.txt").read_text()
    assert plain == shared_path(FRAMEWORK, "Tests/test.pureText.txt").read_text()
    assert main(["convert", str(tmp_path / "txt"), str(tmp_path / "back")]) == 0
    assert main(["check", str(tmp_path / "back" / "a.vtt")]) == 0


def test_convert_failure_leaves_no_output_behind(tmp_path: Path) -> None:
    bad = shared_path(FRAMEWORK, "Tests/test.wrongTagFormat.vtt")
    src = tmp_path / "src"
    src.mkdir()
    (src / "z_bad.vtt").write_bytes(bad.read_bytes())
    (src / "a_good.vtt").write_bytes(
        shared_path(FRAMEWORK, "Tests/test.vtt").read_bytes()
    )
    assert main(["convert", str(src), str(tmp_path / "out")]) == 1
    assert not (tmp_path / "out").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]


def test_stats_counts_per_label_and_total_as_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = shared_path(FRAMEWORK, "Tests/test.vtt")
    assert main(["stats", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["total"]["markups"] == 22
    assert data["total"]["per_label"]["Noun|Sigular"] == 5
    assert main(["stats", str(path)]) == 0
    assert "Total Markup Number: 22" in capsys.readouterr().out


def test_main_help_and_unknown_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "check" in capsys.readouterr().out
    assert main(["frobnicate"]) == 2


def test_output_piped_into_a_reader_that_stops_is_quiet() -> None:
    """``vtt-py agree A B --json | head -c 0``: no error message, SIGPIPE's exit code."""
    import subprocess
    import sys

    sample = Path(__file__).resolve().parents[2] / "sample_corpus"
    command = [sys.executable, "-m", "vtt_py", "agree", "--json"]
    command += [str(sample / "annotator_a"), str(sample / "annotator_b")]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()  # the reader goes away before any output
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=120) == 141
    assert err == ""
