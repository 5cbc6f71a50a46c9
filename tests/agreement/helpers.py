"""Hand-built documents for agreement tests."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from vtt_py.agreement import DocumentPair, compare_documents
from vtt_py.core import Document, Markup, TagSet
from vtt_py.formats.vtt import write_vtt

SpanSpec = tuple[int, int, str] | tuple[int, int, str, str]


def make_doc(
    text: str, spans: Iterable[SpanSpec], tagset: TagSet | None = None
) -> Document:
    """A document with markups ``(start, end, tag[, category])``; tags added as needed."""
    tags = tagset.copy() if tagset is not None else TagSet()
    markups = []
    for spec in spans:
        start, end, tag = spec[:3]
        category = spec[3] if len(spec) > 3 else ""  # type: ignore[misc]
        tags.ensure(tag, category)
        markups.append(Markup(start, end, tag, category))
    return Document(text, tags, markups)


def compare(
    text: str, ref: Iterable[SpanSpec], cand: Iterable[SpanSpec], **options: object
) -> dict[str, object]:
    """Compare two annotations of one text named ``doc``."""
    pair = DocumentPair("doc", make_doc(text, ref), make_doc(text, cand))
    return compare_documents([pair], **options)  # type: ignore[arg-type]


def write_doc(path: Path, text: str, spans: Iterable[SpanSpec]) -> None:
    """Write a VTT file of ``text`` with markups ``(start, end, tag[, category])``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_vtt(make_doc(text, spans), path)
