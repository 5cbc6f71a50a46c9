"""``vtt-py surrogate``: a new VTT corpus with surrogates, a seed, a separate mapping file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.cli import main
from vtt_py.core import Document, Markup
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import read_vtt, write_vtt

TEXT = "Mary Hansen (MRN 214337) seen 3/4/2020; call 513-659-8995. Mary is well.\n"


def _gold(folder: Path) -> Path:
    folder.mkdir()
    doc = Document(TEXT, load_tagset())
    for part, tag, cat in [
        ("Mary Hansen", "Name", "Patient"),
        ("214337", "Alphanum", "Patient"),
        ("3/4/2020", "Date", "Patient"),
        ("513-659-8995", "Comm", "Patient"),
    ]:
        start = TEXT.index(part)
        doc.add(Markup(start, start + len(part), tag, cat))
    start = TEXT.rindex("Mary")
    doc.add(Markup(start, start + 4, "Name", "Patient"))
    write_vtt(doc, folder / "1-1.vtt")
    return folder


def test_surrogate_writes_vtt_corpus_and_mapping(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _gold(tmp_path / "gold")
    out, mapping = tmp_path / "out", tmp_path / "owner" / "map.jsonl"
    argv = [
        "surrogate",
        str(src),
        "-o",
        str(out),
        "--seed",
        "3",
        "--mapping",
        str(mapping),
    ]
    assert main(argv) == 0
    doc = read_vtt(out / "1-1.vtt")
    texts = [doc.text_of(m) for m in doc.markups]
    assert len(texts) == 5
    for original in ("Mary", "Hansen", "214337", "3/4/2020", "513-659-8995"):
        assert original not in doc.text
    first = texts[0].split(" ")[0]
    assert texts[-1] == first  # "Mary" alone maps like the Mary in the full name
    lines = [json.loads(line) for line in mapping.read_text().splitlines()]
    assert lines[0]["patient"] == "1" and abs(lines[0]["date_shift_days"]) >= 400
    assert {entry["original"] for entry in lines[1:]} >= {"Mary Hansen", "214337"}
    assert "1 documents written with 5 surrogates" in capsys.readouterr().err


def test_surrogate_seed_is_reproducible(tmp_path: Path) -> None:
    src = _gold(tmp_path / "gold")
    for name in ("a", "b"):
        assert (
            main(["surrogate", str(src), "-o", str(tmp_path / name), "--seed", "11"])
            == 0
        )
    assert (tmp_path / "a" / "1-1.vtt").read_text() == (
        tmp_path / "b" / "1-1.vtt"
    ).read_text()


def test_surrogate_refuses_mapping_inside_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _gold(tmp_path / "gold")
    out = tmp_path / "out"
    assert (
        main(["surrogate", str(src), "-o", str(out), "--mapping", str(out / "m.jsonl")])
        == 2
    )
    assert "mapping holds PHI" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.slow
def test_surrogate_physionet_corpus_end_to_end(tmp_path: Path) -> None:
    src = shared_path("corpora", "physionet-deid-train", "id.text")
    out = tmp_path / "out"
    argv = ["surrogate", str(src), "--from", "physionet", "-o", str(out), "--seed", "1"]
    assert main(argv) == 0
    assert len(list(out.glob("*.vtt"))) == 984
    assert main(["check", str(out)]) == 0
