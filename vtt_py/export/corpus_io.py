"""Reading a corpus for redaction or surrogates, and writing text (+ VTT) outputs atomically."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet
from vtt_py.export.phi import corpus_labels, guess_tagset
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.registry import (
    FormatContext,
    NamedDocument,
    detect_format,
    get_format,
    write_per_document,
)
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt_format import vtt_compatible
from vtt_py.formats.vtt_write import write_vtt


def read_corpus(src: Path, fmt: str | None, ctx: FormatContext) -> list[NamedDocument]:
    """Every document of a file or folder, in the named format or the detected one.

    Raises:
        UsageError: unknown or undetectable format.
        ParseError: a malformed input file.
    """
    reader = get_format(fmt) if fmt else detect_format(src)
    return list(reader.read(src, ctx))


def property_tagset(docs: Iterable[NamedDocument], name: str | None) -> TagSet:
    """The tag set whose ``hipaa``/``phi`` lists apply: the one named, or the best guess."""
    if name:
        return load_tagset(name)
    return guess_tagset(corpus_labels(doc for _, doc in docs))


def write_texts(
    docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext, *, with_vtt: bool
) -> int:
    """Write ``NAME.txt`` per document (and ``NAME.vtt`` beside it when asked).

    ``dst`` ending in ``.txt`` takes a single document; otherwise it is a
    folder, built under a temporary name when new. Returns the count.
    """

    def write_one(doc: Document, target: Path) -> None:
        atomic_write_text(target, doc.text)
        if with_vtt:
            write_vtt(vtt_compatible(doc, ctx), target.with_suffix(".vtt"))

    return write_per_document(docs, dst, ".txt", write_one)
