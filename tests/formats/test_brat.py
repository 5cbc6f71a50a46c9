"""brat standoff: reading T lines, notes, categories, discontinuous spans, the nedap variant."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.core import Document, Markup, TagSet
from vtt_py.errors import ParseError
from vtt_py.formats.brat import read_brat, write_brat
from vtt_py.formats.registry import FormatContext


def _pair(folder: Path, name: str, text: str, ann: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.txt").write_bytes(text.encode("utf-8"))
    (folder / f"{name}.ann").write_bytes(ann.encode("utf-8"))
    return folder / f"{name}.ann"


def _read(path: Path, ctx: FormatContext | None = None) -> list[tuple[str, Document]]:
    return list(read_brat(path, ctx or FormatContext()))


def test_brat_reads_textbound_notes_and_category(tmp_path: Path) -> None:
    ann = _pair(
        tmp_path,
        "a",
        "Seen by John Smith on 3/4.\n",
        "T1\tName 8 18\tJohn Smith\nA1\tCategory T1 Patient\n"
        "#1\tAnnotatorNotes T1\tcheck spelling\nT2\tDate 22 25\t3/4\n",
    )
    [(name, doc)] = _read(ann)
    assert name == "a"
    assert list(doc.markups) == [
        Markup(8, 18, "Name", "Patient", "check spelling"),
        Markup(22, 25, "Date", ""),
    ]


def test_brat_keeps_carriage_returns_in_offsets(tmp_path: Path) -> None:
    ann = _pair(tmp_path, "crlf", "a\r\nJohn\r\n", "T1\tName 3 7\tJohn\n")
    [(_, doc)] = _read(ann)
    assert doc.text == "a\r\nJohn\r\n"
    assert doc.text_of(doc.markups[0]) == "John"


def test_brat_discontinuous_span_becomes_fragments_with_warning(tmp_path: Path) -> None:
    ann = _pair(tmp_path, "d", "John and Smith\n", "T1\tName 0 4;9 14\tJohn Smith\n")
    ctx = FormatContext()
    [(_, doc)] = _read(ann, ctx)
    assert [m.span for m in doc.markups] == [(0, 4), (9, 14)]
    assert (
        ctx.warnings["discontinuous brat spans imported as one markup per fragment"]
        == 2
    )


def test_brat_other_kinds_are_counted_and_skipped(tmp_path: Path) -> None:
    ann = _pair(
        tmp_path,
        "r",
        "John Smith\n",
        "T1\tName 0 4\tJohn\nT2\tName 5 10\tSmith\nR1\tSame Arg1:T1 Arg2:T2\n"
        "E1\tEvent:T1\nA1\tNegated T1\nN1\tReference T1 Wiki:1\tJohn\n",
    )
    ctx = FormatContext()
    [(_, doc)] = _read(ann, ctx)
    assert len(doc.markups) == 2
    lines = " ".join(ctx.warning_lines())
    for kind in ("relation", "event", "attribute", "normalization"):
        assert f"brat {kind} annotations skipped" in lines


def test_brat_span_text_mismatch_is_an_error_with_line(tmp_path: Path) -> None:
    ann = _pair(
        tmp_path, "m", "John Smith\n", "T1\tName 0 4\tJohn\nT2\tName 0 4\tMary\n"
    )
    with pytest.raises(ParseError) as info:
        _read(ann)
    assert info.value.line == 2
    assert str(info.value).startswith(f"{ann}:2: ")
    assert "Mary" not in str(info.value)  # no document text in messages


def test_brat_offsets_outside_the_text_are_an_error(tmp_path: Path) -> None:
    ann = _pair(tmp_path, "o", "John\n", "T1\tName 0 40\tJohn\n")
    with pytest.raises(ParseError, match=":1: span 0-40 is outside"):
        _read(ann)


def test_brat_missing_txt_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "x.ann").write_text("T1\tName 0 4\tJohn\n")
    with pytest.raises(ParseError, match="x.txt is missing"):
        _read(tmp_path / "x.ann")


def test_brat_label_gets_the_only_category_the_tagset_defines(tmp_path: Path) -> None:
    ann = _pair(tmp_path, "p", "Protocol 12-C-0001\n", "T1\tProt 9 18\t12-C-0001\n")
    [(_, doc)] = _read(ann)  # default nlm-scrubber only has Prot|Patient
    assert doc.markups[0].label == "Prot|Patient"


def test_brat_duplicates_merge_with_their_notes(tmp_path: Path) -> None:
    ann = _pair(
        tmp_path,
        "dup",
        "John\n",
        "T1\tName 0 4\tJohn\nT2\tName 0 4\tJohn\n#1\tAnnotatorNotes T2\tsecond\n",
    )
    ctx = FormatContext()
    [(_, doc)] = _read(ann, ctx)
    assert list(doc.markups) == [Markup(0, 4, "Name", "", "second")]
    assert sum(ctx.warnings.values()) == 1


def test_brat_nedap_space_variant_is_read_with_a_warning() -> None:
    corpus = shared_path("corpora", "nedap-dummy-brat")
    ctx = FormatContext()
    docs = dict(read_brat(corpus, ctx))
    assert sorted(docs) == [
        "data/corpus/dummy/dev/example-3",
        "data/corpus/dummy/test/example-2",
        "data/corpus/dummy/train/example-1",
    ]
    example = docs["data/corpus/dummy/test/example-2"]
    assert [example.text_of(m) for m in example.markups][:2] == [
        "Ilker Koopal",
        "I. Koopal",
    ]
    assert len(docs["data/corpus/dummy/dev/example-3"].markups) == 0
    total = sum(len(d.markups) for d in docs.values())
    assert (
        ctx.warnings[
            "brat .ann lines with spaces instead of tabs between fields (read anyway)"
        ]
        == total
        == 28
    )


def test_brat_write_then_read_keeps_everything(tmp_path: Path) -> None:
    tags = TagSet()
    for name, cat in (("Name", "Patient"), ("Date", "")):
        tags.ensure(name, cat)
    text = "John Smith\nseen 3/4\r\n"
    doc = Document(text, tags)
    doc.add(Markup(0, 10, "Name", "Patient", "a note; with | bar"))
    doc.add(Markup(0, 4, "Date"))
    doc.add(Markup(9, 16, "Date", "", "crosses a line"))
    ctx = FormatContext()
    write_brat([("sub/n1", doc)], tmp_path / "out", ctx)
    assert (tmp_path / "out" / "sub" / "n1.txt").read_bytes() == text.encode()
    assert (tmp_path / "out" / "annotation.conf").is_file()
    [(name, back)] = _read(tmp_path / "out")
    assert name == "sub/n1"
    assert back.text == text
    assert list(back.markups) == list(doc.markups)
    assert ctx.warnings["span text with line breaks or tabs written on one line"] == 1


def test_brat_span_over_a_crlf_reads_back(tmp_path: Path) -> None:
    # The span text is written with one space for the CRLF; reading compares
    # whitespace runs, not characters, so it is no "offsets counted differently".
    tags = TagSet()
    tags.ensure("Name", "")
    text = "000000000000000\r\n0"
    doc = Document(text, tags)
    doc.add(Markup(0, 18, "Name"))
    write_brat([("n", doc)], tmp_path / "out", FormatContext())
    [(_, back)] = _read(tmp_path / "out")
    assert back.text == text and list(back.markups) == list(doc.markups)


def test_brat_folder_counts_text_files_without_ann(tmp_path: Path) -> None:
    _pair(tmp_path, "a", "John\n", "T1\tName 0 4\tJohn\n")
    (tmp_path / "b.txt").write_text("no annotations\n")
    ctx = FormatContext()
    assert [name for name, _ in _read(tmp_path, ctx)] == ["a"]
    assert ctx.warnings[".txt files without a .ann beside them skipped"] == 1


def test_brat_export_says_styles_are_not_written(tmp_path: Path) -> None:
    ctx = FormatContext()
    [(name, doc)] = _read(_pair(tmp_path / "in", "a", "John\n", "T1\tName 0 4\tJohn\n"))
    write_brat([(name, doc)], tmp_path / "out", ctx)
    assert any("stores labels only" in w for w in ctx.warnings)
