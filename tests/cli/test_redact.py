"""``vtt-py redact``: text files (and VTT) with PHI replaced by tag labels."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt_py.cli import main
from vtt_py.core import Document, Markup
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import read_vtt, write_vtt

TEXT = "John Smith seen 3/4/2020 in Boston by Dr Jones.\n"


def _corpus(folder: Path) -> Path:
    folder.mkdir()
    doc = Document(TEXT, load_tagset())
    doc.add(Markup(0, 10, "Name", "Patient"))
    doc.add(Markup(16, 24, "Date", "Patient"))
    doc.add(Markup(28, 34, "City"))
    doc.add(Markup(41, 46, "Name"))
    write_vtt(doc, folder / "n1.vtt")
    write_vtt(doc, folder / "n2.vtt")
    return folder


def test_redact_folder_writes_text_and_vtt(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _corpus(tmp_path / "gold")
    assert main(["redact", str(src), "-o", str(tmp_path / "out"), "--vtt"]) == 0
    assert (tmp_path / "out" / "n1.txt").read_text() == (
        "[Name] seen [Date] in [City] by Dr Jones.\n"
    )
    doc = read_vtt(tmp_path / "out" / "n2.vtt")
    assert [doc.text_of(m) for m in doc.markups] == [
        "[Name]",
        "[Date]",
        "[City]",
        "Jones",
    ]
    err = capsys.readouterr().err
    assert "2 documents redacted: 6 spans replaced (0 as [PHI])" in err
    assert "nlm-scrubber" in err


def test_redact_limited_and_all_phi(tmp_path: Path) -> None:
    src = _corpus(tmp_path / "gold")
    assert (
        main(
            ["redact", str(src / "n1.vtt"), "-o", str(tmp_path / "a.txt"), "--limited"]
        )
        == 0
    )
    assert (
        tmp_path / "a.txt"
    ).read_text() == "[Name] seen 3/4/2020 in Boston by Dr Jones.\n"
    assert (
        main(
            [
                "redact",
                str(src / "n1.vtt"),
                "-o",
                str(tmp_path / "b.txt"),
                "--phi",
                "phi",
            ]
        )
        == 0
    )
    assert (
        tmp_path / "b.txt"
    ).read_text() == "[Name] seen [Date] in [City] by Dr [Name].\n"
    assert (
        main(
            [
                "redact",
                str(src / "n1.vtt"),
                "-o",
                str(tmp_path / "c.txt"),
                "--phi",
                "Date",
            ]
        )
        == 0
    )
    assert (
        tmp_path / "c.txt"
    ).read_text() == "John Smith seen [Date] in Boston by Dr Jones.\n"


def test_redact_bad_usage_and_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _corpus(tmp_path / "gold")
    assert main(["redact", str(src), "-o", str(tmp_path / "o"), "--phi", ","]) == 2
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "x.vtt").write_bytes(b"\xef\xbb\xbftext with a byte-order mark\n")
    assert main(["redact", str(bad), "-o", str(tmp_path / "o2")]) == 1
    assert "x.vtt:1:" in capsys.readouterr().err
    assert not (tmp_path / "o2").exists()
