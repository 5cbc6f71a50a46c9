"""BioC XML (NLM/NCBI's exchange format for text annotation), both ways, through ``bioc``.

A ``<collection>`` holds ``<document>``s; a document's text is in its
``<passage>``s (or their ``<sentence>``s), each at an ``<offset>``; an
``<annotation>`` has ``<infon key="type">``, ``<location offset length>``
and its ``<text>``. The BioC DTD asks for byte offsets, but most corpora
count characters: the unit (characters, UTF-8 bytes, UTF-16 units) in which
every annotation's text matches is used, with a warning when not characters.

* a document is named by its ``<id>``; passages become one text, gaps
  between them filled with spaces (counted);
* ``type`` is the VTT label (``Name|Patient``), a ``comment`` or ``note``
  infon the markup comment; an annotation with several locations becomes one
  markup per location (counted); relations and other infons are counted,
  not kept;
* written as one collection, one passage per document at offset 0, offsets
  in characters (said in a collection infon).
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from lxml import etree

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ParseError, Problem, UsageError
from vtt_py.formats.brat_labels import (
    CorpusTags,
    label_parts,
    label_writer,
    safe_document_name,
    styles_not_written,
)
from vtt_py.formats.i2b2_xml import (
    element_line,
    parse_xml,
    require_xml_text,
    syntax_problem,
    xml_value,
)
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.numbers import MAX_DIGITS, parse_count
from vtt_py.formats.offset_units import (
    CHARACTERS,
    MAX_GAP,
    UTF8,
    UTF16,
    RawSpan,
    first_misfit,
    to_characters,
)
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    register,
    write_corpus_file,
)

XML = ".xml"
UNITS_INFON = "vtt_py.offsets"
_COMMENT_KEYS = ("comment", "note")
_NUMBER_MESSAGE = f"must be a whole number of at most {MAX_DIGITS} ASCII digits"
_UNIT_LENGTH = {
    CHARACTERS: len,
    UTF8: lambda s: len(s.encode("utf-8", "surrogatepass")),
    UTF16: lambda s: len(s.encode("utf-16-le", "surrogatepass")) // 2,
}


def _pieces(document: Any) -> list[tuple[int, str]]:
    """``(offset, text)`` of every passage, or of its sentences when it has no text."""
    pieces = []
    for passage in document.passages:
        if passage.text is not None:
            pieces.append((passage.offset, passage.text))
        else:
            pieces.extend((s.offset, s.text or "") for s in passage.sentences)
    return sorted(pieces, key=lambda p: p[0])


def _assemble(pieces: list[tuple[int, str]], unit: str) -> tuple[str, int] | None:
    """The document text with pieces placed at offsets counted in ``unit``, and its gaps."""
    length = _UNIT_LENGTH[unit]
    parts, size, gaps = [], 0, 0
    for offset, text in pieces:
        if not size <= offset <= size + MAX_GAP:
            return None  # overlapping passages, or an absurd gap, in this unit
        if offset > size:
            gaps += 1
        parts.append(" " * (offset - size))
        parts.append(text)
        size = offset + length(text)
    return "".join(parts), gaps


def _annotations(document: Any) -> list[Any]:
    found = list(document.annotations)
    for passage in document.passages:
        found.extend(passage.annotations)
        for sentence in passage.sentences:
            found.extend(sentence.annotations)
    return found


def _relations(document: Any) -> int:
    count = len(document.relations)
    for passage in document.passages:
        count += len(passage.relations)
        count += sum(len(s.relations) for s in passage.sentences)
    return count


def _raw_spans(annotations: list[Any]) -> list[RawSpan]:
    raw: list[RawSpan] = []
    for a in annotations:
        single = len(a.locations) == 1
        raw.extend(
            (loc.offset, loc.offset + loc.length, a.text if single else None)
            for loc in a.locations
        )
    return raw


def _document_text(
    document: Any, raw: list[RawSpan], where: str, ctx: FormatContext
) -> tuple[str, list[tuple[int, int]]]:
    pieces = _pieces(document)
    for unit in (CHARACTERS, UTF8, UTF16):
        assembled = _assemble(pieces, unit)
        if assembled is None:
            continue
        text, gaps = assembled
        found = to_characters(text, raw, (unit,))
        if found is None:
            continue
        if unit != CHARACTERS and (raw or gaps):
            ctx.warn(f"BioC offsets counted in {unit} converted to characters")
        if gaps:
            ctx.warn("text between BioC passages filled with spaces", gaps)
        return text, found[1]
    text = "".join(t for _, t in pieces)
    if not raw or all(_assemble(pieces, unit) is None for unit in _UNIT_LENGTH):
        raise ParseError(
            Problem(
                where,
                None,
                "passages overlap, or leave more than "
                f"{MAX_GAP:,} characters between them, in every unit",
            )
        )
    s, e, _ = raw[first_misfit(text, raw)]
    raise ParseError(
        Problem(
            where,
            None,
            f"annotation at {s}-{e} does not fit the text in characters, UTF-8 "
            "bytes or UTF-16 units (or passages overlap)",
        )
    )


def _markups(
    annotations: list[Any],
    spans: list[tuple[int, int]],
    tags: CorpusTags,
    ctx: FormatContext,
) -> list[Markup]:
    markups = []
    spans_left = iter(spans)
    for a in annotations:
        infons = dict(a.infons)
        label = infons.pop("type", "") or "BioC"
        note = next((infons.pop(k) for k in _COMMENT_KEYS if k in infons), "")
        if infons:
            ctx.warn(
                "BioC annotation infons other than type and comment not kept",
                len(infons),
            )
        if len(a.locations) > 1:
            ctx.warn(
                "BioC annotations with several locations imported as one markup per location",
                len(a.locations),
            )
        tag, category = tags.resolve(*label_parts(label))
        for _ in a.locations:
            start, end = next(spans_left)
            markups.append(Markup(start, end, tag, category, note))
    return markups


def _check_numbers(root: etree._Element, where: str) -> None:
    """Refuse offsets and lengths bioc would misread ("٣" as 3) or fail on unlocated.

    Raises:
        ParseError: at the line of the ``<offset>`` or ``<location>``.
    """
    for element in root.iter("offset"):
        if parse_count((element.text or "").strip()) is None:
            raise ParseError(
                Problem(where, element_line(element), f"<offset> {_NUMBER_MESSAGE}")
            )
    for element in root.iter("location"):
        for key in ("offset", "length"):
            if parse_count((element.get(key) or "").strip()) is None:
                raise ParseError(
                    Problem(
                        where,
                        element_line(element),
                        f"<location> {key} {_NUMBER_MESSAGE}",
                    )
                )


def _load(path: Path) -> Any:
    from bioc.biocxml.decoder import BioCXMLDecoder

    if path.is_dir():
        raise UsageError(f"{path}: a BioC collection is one .xml file, not a folder")
    data = read_input_bytes(path)
    _check_numbers(parse_xml(data, str(path)), str(path))  # safe, well formed
    try:
        return BioCXMLDecoder().decode(io.BytesIO(data))
    except etree.XMLSyntaxError as exc:  # its message may quote the note
        raise ParseError(syntax_problem(exc, str(path))) from None
    except (ValueError, TypeError, AttributeError, KeyError) as exc:
        raise ParseError(
            Problem(str(path), None, f"not a BioC collection ({type(exc).__name__})")
        ) from exc


def read_bioc(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(id, document)`` for every document of a BioC XML collection.

    Raises:
        UsageError: a folder was given.
        ParseError: unsafe or malformed XML, a bad document id, or
            annotations that fit the text in no unit, as ``PATH: document N``.
    """
    tags = CorpusTags(ctx)
    seen: set[str] = set()
    for index, document in enumerate(_load(path).documents):
        where = f"{path}: document {index + 1}"
        name = document.id or str(index + 1)
        if safe_document_name(name) or name in seen:
            raise ParseError(
                Problem(
                    where, None, "the document id is not a usable, unique file name"
                )
            )
        seen.add(name)
        annotations = _annotations(document)
        text, spans = _document_text(document, _raw_spans(annotations), where, ctx)
        relations = _relations(document)
        if relations:
            ctx.warn("BioC relations not kept (VTT has no relations)", relations)
        yield name, tags.document(text, _markups(annotations, spans, tags, ctx), ctx)


def _bioc_document(name: str, doc: Document, ctx: FormatContext) -> Any:
    from bioc import BioCAnnotation, BioCDocument, BioCLocation, BioCPassage

    label = label_writer(ctx)
    document = BioCDocument()
    document.id = name
    passage = BioCPassage()
    passage.offset = 0
    passage.text = doc.text
    for i, m in enumerate(doc.markups):
        annotation = BioCAnnotation()
        annotation.id = f"T{i + 1}"
        annotation.infons["type"] = xml_value(label(m), ctx.warn)
        if m.annotation:
            annotation.infons["comment"] = xml_value(m.annotation, ctx.warn)
        annotation.add_location(BioCLocation(m.start, m.end - m.start))
        annotation.text = doc.text_of(m)
        passage.add_annotation(annotation)
    document.add_passage(passage)
    return document


def _collection_head() -> str:
    from bioc import BioCCollection
    from bioc.biocxml.encoder import encode_collection

    collection = BioCCollection()
    collection.source = "vtt_py"
    collection.date = ""
    collection.infons[UNITS_INFON] = CHARACTERS
    xml = etree.tostring(encode_collection(collection), encoding="unicode")
    return (
        "<?xml version='1.0' encoding='utf-8' standalone='yes'?>\n"
        + xml.removesuffix("</collection>")
        + "\n"
    )


def write_bioc(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write every document into one BioC XML collection (atomically).

    Raises:
        WriteError: a text holds characters XML 1.0 cannot store.
    """
    from bioc.biocxml.encoder import encode_document

    def render(name: str, doc: Document) -> list[str]:
        require_xml_text(name, name, "BioC XML")
        require_xml_text(doc.text, name, "BioC XML")
        element = encode_document(_bioc_document(name, doc, ctx))
        return [etree.tostring(element, encoding="unicode", pretty_print=True)]

    count = write_corpus_file(
        docs, dst, "BioC XML", render, (_collection_head(), "</collection>\n")
    )
    styles_not_written(ctx, "BioC XML", count)
    return count


BIOC = register(
    CorpusFormat(
        "bioc",
        (XML,),
        read_bioc,
        write_bioc,
        per_document=False,
        description="BioC XML collection (NLM/NCBI)",
        sniff=lambda head: b"<collection" in head,
    )
)
