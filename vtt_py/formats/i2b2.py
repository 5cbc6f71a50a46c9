"""i2b2 2014 / MAE XML documents (``<TEXT><![CDATA[...]]></TEXT><TAGS>...``), both ways.

The element name is the tag and its ``TYPE`` attribute the category (empty
when absent); ``comment`` is the annotation. Spans come from ``start`` and
``end`` or from MAE's ``spans="s~e"``; several ranges (``"s1~e1,s2~e2"``)
become one markup per range with a counted warning, and tags without a span
(MAE links, non-consuming tags) are skipped with a count. The ``text``
attribute must match the text at the offsets. Files from Java tools that
count UTF-16 units are recognised when only that reading matches, and
converted with a warning. Parsing is safe (see :mod:`vtt_py.formats.i2b2_xml`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.utf16 import Utf16Index
from vtt_py.errors import ParseError, Problem, UsageError
from vtt_py.formats.atomic import atomic_write_bytes
from vtt_py.formats.brat_labels import CorpusTags, flat_whitespace, styles_not_written
from vtt_py.formats.i2b2_xml import (
    CONTROLS_ATTRIBUTE,
    CONTROLS_VALUE,
    TEXT_LIMIT,
    element_line,
    escape_controls,
    has_entity_nodes,
    parse_xml,
    unescape_controls,
    xml_attribute,
)
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.mae_dtd import CATEGORY_PROPERTY, property_map
from vtt_py.formats.numbers import MAX_DIGITS, parse_signed
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    document_name,
    named_files,
    register,
    write_per_document,
)

XML = ".xml"
ROOT = "deIdi2b2"
_RANGE = re.compile(r"\s*(-?[0-9]+)\s*~\s*(-?[0-9]+)\s*")
_XML_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")
_JOINERS = (" ", "...", " ... ", "")


def _local(name: object) -> str:
    text = str(name)
    return text.rsplit("}", 1)[-1]


def _child(root: etree._Element, name: str) -> etree._Element | None:
    for element in root.iter():
        if isinstance(element.tag, str) and _local(element.tag) == name:
            return element
    return None


def _document_text(root: etree._Element, path: str) -> tuple[str, bool]:
    """The document text, and whether control pictures stand for controls."""
    element = _child(root, "TEXT")
    if element is None:
        raise ParseError(Problem(path, element_line(root), "no <TEXT> element"))
    if has_entity_nodes(element):
        raise ParseError(
            Problem(path, element_line(element), "entity references are refused")
        )
    text = element.text or ""
    pictures = element.get(CONTROLS_ATTRIBUTE) == CONTROLS_VALUE
    return (unescape_controls(text) if pictures else text), pictures


def _ranges(element: etree._Element, path: str) -> list[tuple[int, int]] | None:
    """The element's spans, or None for a tag without one (a link, a non-consuming tag)."""
    spans = element.get("spans")
    if spans is not None:
        ranges = []
        for part in spans.split(","):
            match = _RANGE.fullmatch(part)
            pair = match and _pair(match.group(1), match.group(2))
            if not pair:
                raise ParseError(
                    Problem(path, element_line(element), "malformed spans attribute")
                )
            ranges.append(pair)
        ranges = [r for r in ranges if r != (-1, -1)]
        return ranges or None
    start, end = element.get("start"), element.get("end")
    if start is None or end is None:
        return None
    pair = _pair(start.strip(), end.strip())
    if pair is None:
        raise ParseError(
            Problem(
                path,
                element_line(element),
                f"start and end must be whole numbers of at most {MAX_DIGITS} digits",
            )
        )
    return [pair]


def _pair(start: str, end: str) -> tuple[int, int] | None:
    first, last = parse_signed(start), parse_signed(end)
    return None if first is None or last is None else (first, last)


def _text_matches(
    claimed: str | None, text: str, ranges: list[tuple[int, int]]
) -> bool:
    if claimed is None:
        return True
    pieces = [text[s:e] for s, e in ranges]
    flat = flat_whitespace(claimed)
    return any(
        claimed == j.join(pieces) or flat == flat_whitespace(j.join(pieces))
        for j in _JOINERS
    )


def _from_utf16(
    ranges: list[tuple[int, int]], index: Utf16Index
) -> list[tuple[int, int]] | None:
    try:
        return [(index.to_chars(s), index.to_chars(e)) for s, e in ranges]
    except ValueError:
        return None


def _checked_ranges(
    element: etree._Element,
    ranges: list[tuple[int, int]],
    text: str,
    *,
    index: Utf16Index,
    pictures: bool,
    path: str,
    ctx: FormatContext,
) -> list[tuple[int, int]]:
    claimed = element.get("text")
    if claimed is not None and pictures:
        claimed = unescape_controls(claimed)
    good = all(0 <= s <= e <= len(text) for s, e in ranges)
    readings = [ranges]
    converted = None if index.identity else _from_utf16(ranges, index)
    if converted:
        # MAE (Java) counts spans="s~e" in UTF-16 units: for those that reading
        # comes first, else an empty or repeated span could match in characters.
        readings.insert(0 if element.get("spans") is not None else 1, converted)
    for reading in readings:
        fits = all(0 <= s <= e <= len(text) for s, e in reading)
        if fits and _text_matches(claimed, text, reading):
            if reading is converted and element.get("spans") is None:
                ctx.warn(
                    "i2b2 offsets counted in UTF-16 units (a Java tool) converted "
                    "to characters"
                )
            return reading
    line = element_line(element)
    if not good:
        raise ParseError(
            Problem(path, line, f"span outside the text ({len(text)} characters)")
        )
    raise ParseError(
        Problem(path, line, "the text attribute does not match the text at the offsets")
    )


def read_i2b2_document(path: Path, tags: CorpusTags, ctx: FormatContext) -> Document:
    """One i2b2/MAE XML file as a document.

    Raises:
        ParseError: unsafe or malformed XML, no ``<TEXT>``, bad offsets or a
            ``text`` attribute that does not match.
    """
    where = str(path)
    root = parse_xml(read_input_bytes(path), where)
    text, pictures = _document_text(root, where)
    index = Utf16Index(text)
    container = _child(root, "TAGS")
    markups: list[Markup] = []
    # A MAE task (--tagset task.dtd) may keep the category in another attribute.
    categories = property_map(tags.tagset, CATEGORY_PROPERTY)
    for element in container if container is not None else ():
        if not isinstance(element.tag, str):
            continue
        ranges = _ranges(element, where)
        if ranges is None:
            ctx.warn(
                "i2b2/MAE tags without a text span (links, non-consuming tags) skipped"
            )
            continue
        ranges = _checked_ranges(
            element, ranges, text, index=index, pictures=pictures, path=where, ctx=ctx
        )
        if len(ranges) > 1:
            ctx.warn(
                "MAE tags with several spans imported as one markup per span",
                len(ranges),
            )
        name = _local(element.tag)
        tag, category = tags.resolve(
            name, element.get(categories.get(name, "TYPE"), "")
        )
        note = element.get("comment", "")
        markups.extend(Markup(s, e, tag, category, note) for s, e in ranges)
    return tags.document(text, markups, ctx)


def read_i2b2(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for one XML file or every ``.xml`` under a folder.

    Without ``--tagset`` documents start from the shipped ``i2b2-2014`` tag set.

    Raises:
        UsageError: a folder without ``.xml`` files.
        ParseError: see :func:`read_i2b2_document`.
    """
    tags = CorpusTags(ctx, default="i2b2-2014")
    if not path.is_dir():
        yield document_name(path, path, XML), read_i2b2_document(path, tags, ctx)
        return
    files = named_files(path, XML, ctx)
    if not files:
        raise UsageError(f"{path}: no .xml file in this folder")
    for name, file in files:
        yield name, read_i2b2_document(file, tags, ctx)


def _element_name(tag: str, ctx: FormatContext) -> str:
    if _XML_NAME.fullmatch(tag):
        return tag
    ctx.warn("tag names that are not XML names written with '_' for each bad character")
    name = re.sub(r"[^A-Za-z0-9_.\-]", "_", tag)
    return name if _XML_NAME.fullmatch(name) else f"_{name}"


@dataclass(frozen=True)
class XmlStyle:
    """How tags are written: i2b2 2014 (``start``/``end``) or MAE 2 (``spans="s~e"``).

    Attributes:
        root: the root element (MAE opens a file as annotation work only
            when it names the loaded task).
        mae_spans: write ``spans="s~e"`` in UTF-16 units, as MAE (a Java
            program) counts, instead of ``start``/``end`` in characters.
        prefixes: the ``id`` prefix per element (MAE's ``prefix="N"``).
        category_attributes: the attribute holding the category per
            element (``TYPE`` when not named).
    """

    root: str = ROOT
    mae_spans: bool = False
    prefixes: dict[str, str] = field(default_factory=dict)
    category_attributes: dict[str, str] = field(default_factory=dict)


def _tag_attributes(
    i: int, m: Markup, element: str, text: str, index: Utf16Index, style: XmlStyle
) -> dict[str, str]:
    span_text, _ = escape_controls(text[m.start : m.end], "")
    if not style.mae_spans:
        return {
            "id": f"P{i}",
            "start": str(m.start),
            "end": str(m.end),
            "text": span_text,
            "TYPE": m.category,
            "comment": m.annotation,
        }
    attributes = {
        "id": f"{style.prefixes.get(element, element[:1].upper())}{i}",
        "spans": f"{index.to_units(m.start)}~{index.to_units(m.end)}",
        "text": span_text,
    }
    if m.category or element in style.category_attributes:
        attributes[style.category_attributes.get(element, "TYPE")] = m.category
    attributes["comment"] = m.annotation
    return attributes


def i2b2_bytes(
    doc: Document, name: str, ctx: FormatContext, style: XmlStyle | None = None
) -> bytes:
    """The XML file for a document (an ``id`` per tag, ``TYPE`` always present in i2b2 style).

    Raises:
        WriteError: the text holds characters XML cannot hold even escaped.
    """
    style = style or XmlStyle()
    text, escaped = escape_controls(doc.text, name)
    root = etree.Element(style.root)
    text_element = etree.SubElement(root, "TEXT")
    if escaped:
        ctx.warn(
            "control characters XML cannot hold written as Unicode control pictures "
            f"(marked {CONTROLS_ATTRIBUTE}={CONTROLS_VALUE!r}; vtt_py reads them back)",
            escaped,
        )
        text_element.set(CONTROLS_ATTRIBUTE, CONTROLS_VALUE)
    # CDATA keeps the text readable; a CR (which XML parsers turn into LF inside
    # CDATA) or a "]]>" needs escaped character data instead.
    plain = "\r" in text or "]]>" in text
    if len(text) > TEXT_LIMIT // 4 and len(text.encode()) > TEXT_LIMIT:
        ctx.warn(
            "notes over 10 MB written: XML tools built on libxml2 read them only in "
            "its huge mode (vtt_py does)"
        )
    text_element.text = text if plain else etree.CDATA(text)
    tags = etree.SubElement(root, "TAGS")
    index = Utf16Index(doc.text)
    for i, m in enumerate(doc.markups):
        element = _element_name(m.tag, ctx)
        category, odd_category = xml_attribute(m.category)
        comment, odd_comment = xml_attribute(m.annotation)
        if odd_category or odd_comment:
            ctx.warn(
                "control characters in categories or annotations written as spaces "
                "(XML attributes cannot hold them)"
            )
        clean = m._replace(category=category, annotation=comment)
        attributes = _tag_attributes(i, clean, element, text, index, style)
        etree.SubElement(tags, element, attributes)
    return etree.tostring(
        root, xml_declaration=True, encoding="UTF-8", pretty_print=True
    )


def write_i2b2(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write one ``.xml`` file per document (to ``dst`` itself when it ends in ``.xml``)."""

    def write_one(doc: Document, target: Path) -> None:
        atomic_write_bytes(target, i2b2_bytes(doc, target.name, ctx))

    count = write_per_document(docs, dst, XML, write_one)
    styles_not_written(ctx, "i2b2 XML", count)
    return count


I2B2 = register(
    CorpusFormat(
        "i2b2",
        (XML,),
        read_i2b2,
        write_i2b2,
        description="i2b2 2014 / MAE XML (<TEXT> and <TAGS>)",
    )
)
