"""PhysioNet deid corpus files in and out."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.errors import ParseError
from vtt_py.formats.physionet import read_physionet, write_physionet
from vtt_py.formats.registry import FormatContext

CORPUS = "corpora/physionet-deid-train"


def test_physionet_gold_reads_typed_spans_that_match_the_phrases() -> None:
    text = shared_path(CORPUS, "id.text")
    docs = dict(read_physionet(text, FormatContext()))
    assert len(docs) == 984
    assert sum(len(d.markups) for d in docs.values()) == 780
    first = docs["2-2"]
    assert [(first.text_of(m), m.tag) for m in first.markups][:2] == [
        ("VAMC", "Location"),
        ("5/13", "Date"),
    ]


def test_physionet_round_trip_reproduces_the_corpus_files(tmp_path: Path) -> None:
    folder = shared_path(CORPUS)
    docs = list(read_physionet(folder / "id.text", FormatContext()))
    write_physionet(docs, tmp_path / "out" / "id.text", FormatContext())
    assert (tmp_path / "out" / "id.text").read_bytes() == (
        folder / "id.text"
    ).read_bytes()
    ours = sorted((tmp_path / "out" / "id-phi.phrase").read_text().splitlines())
    assert ours == sorted((folder / "id-phi.phrase").read_text().splitlines())


def test_physionet_system_output_reads_untyped_spans_with_the_text() -> None:
    docs = dict(read_physionet(shared_path(CORPUS, "id.phi"), FormatContext()))
    assert len(docs) == 984
    assert {m.tag for d in docs.values() for m in d.markups} == {"PHI"}


def test_physionet_malformed_record_fails_with_line(tmp_path: Path) -> None:
    path = tmp_path / "id.text"
    path.write_text(
        "START_OF_RECORD=1||||1||||\nhello\n||||END_OF_RECORD\nSTART_OF=2\n"
    )
    with pytest.raises(ParseError) as info:
        list(read_physionet(path, FormatContext()))
    assert info.value.line == 4


def test_physionet_span_outside_the_note_fails(tmp_path: Path) -> None:
    (tmp_path / "id.text").write_text(
        "START_OF_RECORD=1||||1||||\nhi\n||||END_OF_RECORD\n"
    )
    (tmp_path / "id-phi.phrase").write_text("1 1 0 40 Date hi\n")
    with pytest.raises(ParseError, match="outside"):
        list(read_physionet(tmp_path / "id.text", FormatContext()))
