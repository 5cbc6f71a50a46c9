"""Round trips through every format on the MEDDOCAN sample keep every span."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.core import Document
from vtt_py.formats.registry import FormatContext, NamedDocument, get_format

pytestmark = pytest.mark.shared

Spans = dict[str, list[tuple[int, int, str, str]]]


def _spans(docs: list[NamedDocument]) -> Spans:
    return {
        name: sorted((m.start, m.end, m.tag, doc.text_of(m)) for m in doc.markups)
        for name, doc in docs
    }


def _convert(src: Path, src_fmt: str, dst: Path, dst_fmt: str) -> list[NamedDocument]:
    ctx = FormatContext()
    get_format(dst_fmt).write(get_format(src_fmt).read(src, ctx), dst, ctx)
    return list(get_format(dst_fmt).read(dst, FormatContext()))


@pytest.fixture(scope="module")
def meddocan_brat() -> list[NamedDocument]:
    return list(
        get_format("brat").read(
            shared_path("corpora", "meddocan-sample", "brat"), FormatContext()
        )
    )


def test_meddocan_brat_and_xml_import_to_identical_spans(
    meddocan_brat: list[NamedDocument],
) -> None:
    xml = list(
        get_format("i2b2").read(
            shared_path("corpora", "meddocan-sample", "xml"), FormatContext()
        )
    )
    assert len(meddocan_brat) == len(xml) == 40
    for (brat_name, brat), (xml_name, xml_doc) in zip(meddocan_brat, xml, strict=True):
        assert brat_name == xml_name
        assert brat.text == xml_doc.text
        # brat's label is the i2b2 TYPE; the XML element is the PHI class.
        assert sorted((m.start, m.end, m.tag) for m in brat.markups) == sorted(
            (m.start, m.end, m.category) for m in xml_doc.markups
        )
    assert sum(len(d.markups) for _, d in xml) > 500


def test_meddocan_brat_vtt_i2b2_vtt_brat_keeps_every_span(
    tmp_path: Path, meddocan_brat: list[NamedDocument]
) -> None:
    original = _spans(meddocan_brat)
    src = shared_path("corpora", "meddocan-sample", "brat")
    vtt1 = _convert(src, "brat", tmp_path / "vtt1", "vtt")
    xml = _convert(tmp_path / "vtt1", "vtt", tmp_path / "xml", "i2b2")
    vtt2 = _convert(tmp_path / "xml", "i2b2", tmp_path / "vtt2", "vtt")
    brat = _convert(tmp_path / "vtt2", "vtt", tmp_path / "brat", "brat")
    for step in (vtt1, xml, vtt2, brat):
        assert _spans(step) == original
    for name, doc in brat:
        assert doc.text == (src / f"{name}.txt").read_text(encoding="utf-8")


def test_meddocan_jsonl_keeps_every_span_and_text(
    tmp_path: Path, meddocan_brat: list[NamedDocument]
) -> None:
    src = shared_path("corpora", "meddocan-sample", "brat")
    back = _convert(src, "brat", tmp_path / "c.jsonl", "jsonl")
    assert _spans(back) == _spans(meddocan_brat)
    texts: dict[str, Document] = dict(meddocan_brat)
    assert all(doc.text == texts[name].text for name, doc in back)


def test_meddocan_bio_keeps_labels_and_token_text(
    tmp_path: Path, meddocan_brat: list[NamedDocument]
) -> None:
    ctx = FormatContext()
    src = shared_path("corpora", "meddocan-sample", "brat")
    get_format("bio").write(get_format("brat").read(src, ctx), tmp_path / "c.bio", ctx)
    # Every MEDDOCAN span is token-aligned and none overlap: only styles and
    # spacing (BIO holds tokens) are lost, and the writer says both.
    lost = ("stores labels only", "spacing BIO cannot keep")
    assert [w for w in ctx.warnings if not any(x in w for x in lost)] == []
    back = dict(get_format("bio").read(tmp_path / "c.bio", FormatContext()))

    def words(doc: Document) -> list[tuple[str, str]]:
        return [(m.tag, "".join(doc.text_of(m).split())) for m in doc.markups]

    for name, doc in meddocan_brat:
        assert words(back[name]) == words(doc)


@pytest.mark.parametrize(
    ("fmt", "dst"),
    [
        ("xmi", "xmi"),
        ("uima-json", "json"),
        ("label-studio", "tasks.json"),
        ("doccano", "d.jsonl"),
        ("bioc", "c.xml"),
        ("spacy", "train.spacy"),
    ],
)
def test_meddocan_through_interchange_formats_keeps_every_span(
    tmp_path: Path, meddocan_brat: list[NamedDocument], fmt: str, dst: str
) -> None:
    if fmt == "spacy":
        pytest.importorskip("spacy")
    ctx = FormatContext()
    get_format(fmt).write(meddocan_brat, tmp_path / dst, ctx)
    back = list(get_format(fmt).read(tmp_path / dst, FormatContext()))
    assert _spans(back) == _spans(meddocan_brat)
    texts = dict(meddocan_brat)
    assert all(doc.text == texts[name].text for name, doc in back)
