"""``vtt`` and ``txt`` as corpus formats for ``convert`` (one file per document)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.spans import normalize_newlines
from vtt_py.core.tagset import TagSet
from vtt_py.errors import ProblemLog, WriteError
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    document_name,
    named_files,
    named_paths,
    register,
    write_per_document,
)
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.textio import read_text_file
from vtt_py.formats.vtt_read import read_vtt, read_vtt_noting
from vtt_py.formats.vtt_syntax import JAVA_WHITESPACE
from vtt_py.formats.vtt_write import annotation_problem, text_problem, write_vtt


def read_text_document(path: Path, tagset: TagSet | None = None) -> Document:
    """A plain-text file as VTT opens one: no markups, LF line ends, final newline."""
    text = read_text_file(path, ProblemLog(str(path)))
    return Document(text, tagset.copy() if tagset is not None else load_tagset())


def open_document(path: str | Path, tagset: TagSet | None = None) -> Document:
    """Open a ``.vtt`` file, or any other file as plain text (as VTT's Open does).

    Raises:
        ParseError: the file is unreadable or a malformed VTT file.
    """
    path = Path(path)
    if path.suffix.lower() == ".vtt":
        return read_vtt(path)
    return read_text_document(path, tagset)


def _read_files(
    path: Path, suffix: str, one: Callable[[Path], Document], ctx: FormatContext
) -> Iterator[NamedDocument]:
    if path.is_dir():
        for name, file in named_files(path, suffix, ctx):
            yield name, one(file)
    else:
        yield document_name(path, path, suffix), one(path)


def _read_vtt(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    if not path.is_dir():
        yield document_name(path, path, ".vtt"), _read_one_vtt(path, ctx)
        return
    # Files by their path strings: a Path made per note cost more than the
    # system calls that read it.
    for name, file in named_paths(path, ".vtt", ctx):
        yield name, _read_one_vtt(file, ctx)


def _read_one_vtt(file: str | Path, ctx: FormatContext) -> Document:
    # What the reader warns about is what writing the file back changes:
    # ``convert x.vtt y.vtt`` is byte for byte, or says why not.
    doc, warnings = read_vtt_noting(file)
    for problem in warnings:
        ctx.warn(f"VTT: {problem.message}")
    return doc


def _read_txt(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    def one(file: Path) -> Document:
        doc = read_text_document(file, ctx.tagset)
        if doc.text.encode() != file.read_bytes():
            ctx.warn(
                "text files read as VTT opens them: CR/CRLF line ends turned into "
                "LF, a final line break added or a byte-order mark dropped"
            )
        return doc

    return _read_files(path, ".txt", one, ctx)


def _clean_annotation(annotation: str, ctx: FormatContext) -> str:
    if annotation_problem(annotation) is None:
        return annotation
    ctx.warn("annotation with '|', a line break or outer spaces cleaned for VTT")
    cleaned = annotation.replace("|", "/").replace("\r", " ").replace("\n", " ")
    return cleaned.strip(JAVA_WHITESPACE)


def vtt_compatible(doc: Document, ctx: FormatContext) -> Document:
    """A copy VTT can store: LF line ends, a final newline, clean annotations.

    Documents read from other formats may have CRLF text or annotations with
    ``|``; each change is counted as a warning in ``ctx``.

    Raises:
        WriteError: the text holds a line VTT cannot store at all.
    """
    text, markups = doc.text, list(doc.markups)
    if "\r" in text:
        text, markups = normalize_newlines(text, markups)
        ctx.warn("CR/CRLF line ends turned into LF, offsets moved to match")
    if text and not text.endswith("\n"):
        text += "\n"
        ctx.warn("final line break added (VTT requires one)")
    problem = text_problem(text)
    if problem:
        raise WriteError(problem)
    cleaned: list[Markup] = [
        m
        if not m.annotation
        else m.with_(annotation=_clean_annotation(m.annotation, ctx))
        for m in markups
    ]
    out = Document(text, doc.tagset.copy(), meta=doc.meta.copy(), layout=doc.layout)
    out.extend_sorted(cleaned)
    return out


def _write_vtt(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    return write_per_document(
        docs,
        dst,
        ".vtt",
        lambda doc, target: write_vtt(vtt_compatible(doc, ctx), target),
    )


def _write_txt(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    def write_one(doc: Document, target: Path) -> None:
        if doc.markups:
            ctx.warn("markups dropped: plain text holds none", len(doc.markups))
        atomic_write_text(target, doc.text)

    return write_per_document(docs, dst, ".txt", write_one)


VTT = register(
    CorpusFormat("vtt", (".vtt",), _read_vtt, _write_vtt, description="NLM VTT files")
)
TXT = register(
    CorpusFormat(
        "txt", (".txt",), _read_txt, _write_txt, description="plain text, no markups"
    )
)
