"""PhysioNet deid corpus files in and out."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.core import Document, Markup
from vtt_py.errors import ParseError, WriteError
from vtt_py.formats.physionet import read_physionet, write_physionet
from vtt_py.formats.registry import FormatContext
from vtt_py.formats.tagsets import load_tagset

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


# ---------------------------------------------------------------- issue 13


def _note(text: str, *markups: Markup) -> Document:
    doc = Document(text, load_tagset())
    for m in markups:
        doc.tagset.ensure(m.tag, m.category)
        doc.add(m)
    return doc


def _round_trip(docs: list[tuple[str, Document]], tmp_path: Path) -> tuple[dict, list]:
    ctx = FormatContext()
    write_physionet(docs, tmp_path / "out", ctx)
    back = dict(read_physionet(tmp_path / "out" / "id.text", FormatContext()))
    return back, ctx.warning_lines()


def test_physionet_writer_keeps_categories(tmp_path: Path) -> None:
    doc = _note("John Smith\n", Markup(0, 10, "Name", "Patient"))
    back, _ = _round_trip([("1-1", doc)], tmp_path)
    assert [(m.tag, m.category) for m in back["1-1"].markups] == [("Name", "Patient")]


def test_physionet_writer_warns_about_what_it_cannot_hold(tmp_path: Path) -> None:
    doc = _note(
        "Jean Dupont est ici\n",
        Markup(0, 11, "Nom Propre", "", "checked"),
        Markup(12, 12, "Date"),
        Markup(12, 15, "Nom Propre"),
    )
    back, warnings = _round_trip([("1-1", doc)], tmp_path)
    assert "2 x labels with spaces written with '_' instead" in " ".join(warnings)
    assert any(w.startswith("zero-length markups dropped") for w in warnings)
    assert any(w.startswith("annotations dropped") for w in warnings)
    assert [m.tag for m in back["1-1"].markups] == ["Nom_Propre", "Nom_Propre"]


def test_physionet_writer_refuses_text_that_breaks_the_framing(tmp_path: Path) -> None:
    text = "a||||END_OF_RECORD\nSTART_OF_RECORD=9||||9||||\nb\n"
    with pytest.raises(WriteError, match="would end the PhysioNet record early"):
        write_physionet([("1-1", _note(text))], tmp_path / "out", FormatContext())
    assert not (tmp_path / "out" / "id.text").exists()


def test_physionet_writer_refuses_two_documents_for_one_note(tmp_path: Path) -> None:
    docs = [("a/3-1", _note("x\n")), ("b/3-1", _note("y\n"))]
    with pytest.raises(WriteError, match="'a/3-1' and 'b/3-1' would both be"):
        write_physionet(docs, tmp_path / "out", FormatContext())


def test_physionet_writer_numbers_other_names_after_the_real_ones(
    tmp_path: Path,
) -> None:
    docs = [("notes", _note("x\n")), ("2-1", _note("y\n")), ("more", _note("z\n"))]
    back, warnings = _round_trip(docs, tmp_path)
    assert sorted(back) == ["2-1", "3-1", "4-1"]
    assert warnings[0].startswith("2 x document names that are not <patient>-<note>")


def test_physionet_reader_names_an_empty_span_as_such(tmp_path: Path) -> None:
    (tmp_path / "id.text").write_text(
        "START_OF_RECORD=1||||1||||\nhi\n||||END_OF_RECORD\n"
    )
    (tmp_path / "id-phi.phrase").write_text("1 1 1 1 Date \n")
    with pytest.raises(ParseError, match="empty span 1-1 in note 1-1") as info:
        list(read_physionet(tmp_path / "id.text", FormatContext()))
    assert "outside" not in str(info.value)


def test_physionet_reader_warns_about_duplicate_lines_with_a_count(
    tmp_path: Path,
) -> None:
    (tmp_path / "id.text").write_text(
        "START_OF_RECORD=1||||1||||\nhi\n||||END_OF_RECORD\n"
    )
    (tmp_path / "id-phi.phrase").write_text("1 1 0 2 Date hi\n" * 3)
    ctx = FormatContext()
    [(_, doc)] = list(read_physionet(tmp_path / "id.text", ctx))
    assert len(doc.markups) == 1
    assert ctx.warning_lines() == [
        "2 x duplicate annotations (same span and label) merged into one markup"
    ]
