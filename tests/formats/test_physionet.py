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


def _note(tmp_path: Path, phrase: str) -> Path:
    (tmp_path / "id.text").write_text(
        "START_OF_RECORD=1||||1||||\nhi there\n||||END_OF_RECORD\n"
    )
    (tmp_path / "id-phi.phrase").write_text(phrase)
    return tmp_path / "id.text"


def test_physionet_span_outside_the_note_fails_with_its_line(tmp_path: Path) -> None:
    path = _note(tmp_path, "1 1 0 2 Date hi\n1 1 3 40 Date there\n")
    with pytest.raises(ParseError) as info:
        list(read_physionet(path, FormatContext()))
    assert info.value.line == 2
    assert "span 3-40 ends past note 1-1 (9 characters)" in str(info.value)


def test_physionet_span_ending_before_its_start_says_so(tmp_path: Path) -> None:
    path = _note(tmp_path, "1 1 5 3 Date x\n")
    with pytest.raises(ParseError, match="span 5-3 ends before it starts"):
        list(read_physionet(path, FormatContext()))


def test_physionet_zero_length_span_is_kept_with_a_warning(tmp_path: Path) -> None:
    # It used to be refused as "span outside note 1-1", which it is not.
    ctx = FormatContext()
    docs = dict(read_physionet(_note(tmp_path, "1 1 3 3 Date \n"), ctx))
    assert [(m.start, m.end) for m in docs["1-1"].markups] == [(3, 3)]
    assert ctx.warning_lines() == ["zero-length spans kept (they cover no character)"]


def test_physionet_duplicate_lines_are_read_once_with_a_warning(tmp_path: Path) -> None:
    # brat and i2b2 warn when they merge duplicates; PhysioNet did so silently.
    ctx = FormatContext()
    phrase = "1 1 0 2 Date hi\n1 1 0 2 Date hi\n1 1 0 2 Date hi\n1 1 0 2 Age hi\n"
    docs = dict(read_physionet(_note(tmp_path, phrase), ctx))
    assert len(docs["1-1"].markups) == 2  # Date and Age
    assert ctx.warning_lines() == [
        "2 x duplicate lines (same note, offsets and type) read as one markup"
    ]


def test_physionet_record_error_names_the_line_after_many_records(
    tmp_path: Path,
) -> None:
    # The line is counted as the file is walked (it was recounted from the
    # start of the file for every record: quadratic in the corpus size).
    good = "".join(
        f"START_OF_RECORD=1||||{n}||||\nline one\nline two\n||||END_OF_RECORD\n"
        for n in range(1, 501)
    )
    path = tmp_path / "id.text"
    path.write_text(good + "START_OF=2\n")
    with pytest.raises(ParseError) as info:
        list(read_physionet(path, FormatContext()))
    assert info.value.line == 500 * 4 + 1
