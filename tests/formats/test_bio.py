"""BIO/CoNLL: token labels, document and line boundaries, counted losses, reading back."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt_py.core import Document, Markup, TagSet
from vtt_py.errors import ParseError
from vtt_py.formats.bio import read_bio, write_bio
from vtt_py.formats.registry import FormatContext


def _doc(text: str, *markups: Markup) -> Document:
    tags = TagSet()
    for m in markups:
        tags.ensure(m.tag, m.category)
    return Document(text, tags, markups)


def test_bio_export_layout(tmp_path: Path) -> None:
    doc = _doc(
        "Pt John Smith\nseen 3/4.\n",
        Markup(3, 13, "Name", "Patient"),
        Markup(19, 22, "Date"),
    )
    write_bio([("n1", doc)], tmp_path / "c.bio", FormatContext())
    assert (tmp_path / "c.bio").read_text() == (
        "-DOCSTART- n1\n\n"
        "Pt\tO\nJohn\tB-Name|Patient\nSmith\tI-Name|Patient\n\n"
        "seen\tO\n3\tB-Date\n/\tI-Date\n4\tI-Date\n.\tO\n\n"
    )


def test_bio_export_counts_what_it_cannot_hold(tmp_path: Path) -> None:
    doc = _doc(
        "John Smith x\n",
        Markup(0, 10, "Name", "", "a note"),
        Markup(5, 10, "Last"),  # stacked inside the name
        Markup(11, 11, "Zero"),  # zero length
        Markup(1, 3, "Part"),  # inside a token... and overlapping
    )
    ctx = FormatContext()
    write_bio([("n", doc)], tmp_path / "c.bio", ctx)
    assert ctx.warnings["annotations dropped (BIO holds none)"] == 1
    assert (
        ctx.warnings[
            "overlapping or stacked markups dropped (BIO holds one label per token)"
        ]
        == 2
    )
    assert (
        ctx.warnings["markups covering no word token dropped (BIO labels tokens)"] == 1
    )


def test_bio_read_rebuilds_text_and_spans(tmp_path: Path) -> None:
    doc = _doc(
        "Pt  John Smith\nand\nJane,  3/4\n",
        Markup(4, 19, "Name"),  # continues over the line break
        Markup(19, 23, "Name", "Patient"),
        Markup(26, 29, "Date"),
    )
    write_bio([("a", doc), ("b", _doc("x\n"))], tmp_path / "c.bio", FormatContext())
    ctx = FormatContext()
    docs = list(read_bio(tmp_path / "c.bio", ctx))
    assert [name for name, _ in docs] == ["a", "b"]
    back = docs[0][1]
    assert back.text == "Pt John Smith\nand\nJane , 3 / 4\n"
    assert [(back.text_of(m), m.label) for m in back.markups] == [
        ("John Smith\nand", "Name"),
        ("Jane", "Name|Patient"),
        ("3 / 4", "Date"),
    ]
    assert any("text rebuilt from tokens" in w for w in ctx.warnings)


def test_bio_reads_plain_conll_with_iob1_and_bioes(tmp_path: Path) -> None:
    path = tmp_path / "x.conll"
    path.write_text(
        "-DOCSTART- -X- -X- O\n\nJohn NNP I-PER\nSmith NNP I-PER\nsaw VB O\n"
        "Ann NNP S-PER\nLee NNP B-PER\nKo NNP E-PER\n"
    )
    ctx = FormatContext()
    [(name, doc)] = list(read_bio(path, ctx))
    assert name == "x-1"
    assert [doc.text_of(m) for m in doc.markups] == ["John Smith", "Ann", "Lee Ko"]
    assert (
        ctx.warnings["I- labels with no B- before them read as the start of a span"]
        == 1
    )


def test_bio_bad_label_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "x.bio"
    path.write_text("John\tB-PER\nSmith\n")
    with pytest.raises(ParseError, match=r"x.bio:2: expected a token and a BIO label"):
        list(read_bio(path, FormatContext()))
