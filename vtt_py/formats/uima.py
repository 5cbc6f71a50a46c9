"""UIMA CAS XMI (with ``TypeSystem.xml``) and UIMA CAS JSON, as INCEpTION and WebAnno export them.

Both go through dkpro-cassis, which turns UIMA's UTF-16 offsets into
characters on reading and back on writing. The PHI label is one string
feature of one annotation type (:mod:`vtt_py.formats.uima_layers`); a VTT
label is written whole (``Name|Patient``) and split on ``|`` when read.

* XMI: one ``.xmi`` per document and a ``TypeSystem.xml`` beside it or in a
  folder above (an INCEpTION export unzipped); written as a folder of
  ``.xmi`` files with one ``TypeSystem.xml`` at its top.
* CAS JSON: one ``.json`` per document, the type system inside it.

Not kept: markup comments (UIMA's NamedEntity has no comment feature) and
the annotations of other layers, both counted. XMI cannot hold C0 control
characters; such a text is refused with a pointer to CAS JSON.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ParseError, Problem, UsageError
from vtt_py.formats.atomic import atomic_write_bytes
from vtt_py.formats.brat_labels import (
    CorpusTags,
    label_parts,
    label_writer,
    styles_not_written,
)
from vtt_py.formats.i2b2_xml import (
    parse_xml,
    require_xml_text,
    xml_value,
)
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    reader_files,
    register,
    staged_folder,
    write_per_document,
)
from vtt_py.formats.uima_input import check_cas_json, check_xmi_numbers, guarded
from vtt_py.formats.uima_layers import (
    NAMED_ENTITY,
    NAMED_ENTITY_FEATURE,
    Layer,
    LayerChoice,
    is_candidate,
    short_name,
)

XMI = ".xmi"
JSON = ".json"
TYPESYSTEM = "TypeSystem.xml"
ANNOTATION = "uima.tcas.Annotation"
STRING = "uima.cas.String"
_BUILT_IN_FEATURES = {"sofa", "begin", "end"}

Loader = Callable[[bytes, str], Any]


def _find_typesystem(xmi: Path, root: Path) -> Path | None:
    folder = xmi.parent
    while True:
        for candidate in folder.iterdir():
            if candidate.name.lower() == TYPESYSTEM.lower() and candidate.is_file():
                return candidate
        if folder == root or folder.parent == folder:
            return None
        folder = folder.parent


class _TypeSystems:
    """TypeSystem.xml files found for XMI files, each loaded once."""

    def __init__(self, root: Path) -> None:
        self.root = root if root.is_dir() else root.parent
        self.loaded: dict[Path, Any] = {}

    def for_file(self, xmi: Path) -> Any:
        path = _find_typesystem(xmi, self.root)
        if path is None:
            raise ParseError(
                Problem(
                    str(xmi),
                    None,
                    f"no {TYPESYSTEM} beside this file or in a folder above it "
                    "(INCEpTION exports one with each document)",
                )
            )
        if path not in self.loaded:
            from cassis import load_typesystem

            data = read_input_bytes(path)
            parse_xml(data, str(path))  # safe and well formed, before cassis parses it
            self.loaded[path] = guarded(
                lambda: load_typesystem(io.BytesIO(data)), str(path), "UIMA type system"
            )
        return self.loaded[path]


def _string_features(typesystem: Any, type_: Any) -> tuple[str, ...]:
    return tuple(
        f.name
        for f in type_.all_features
        if f.name not in _BUILT_IN_FEATURES
        and typesystem.subsumes(STRING, f.rangeType.name)
    )


def _layers(cas: Any) -> dict[str, Layer]:
    typesystem = cas.typesystem
    layers = {}
    for type_ in typesystem.get_types():
        if is_candidate(type_.name) and typesystem.subsumes(ANNOTATION, type_.name):
            count = sum(1 for a in cas.select(type_.name) if a.type.name == type_.name)
            features = _string_features(typesystem, type_)
            layers[type_.name] = Layer(type_.name, features, count)
    return layers


def _label(
    annotation: Any, type_name: str, feature: str | None, ctx: FormatContext
) -> str:
    value = annotation.get(feature) if feature else None
    if isinstance(value, str) and value:
        return value
    if feature:
        ctx.warn("annotations without a label value given their type's name as tag")
    return short_name(type_name)


def _other_values(annotation: Any, label_feature: str | None) -> int:
    return sum(
        1
        for f in annotation.type.all_features
        if f.name not in _BUILT_IN_FEATURES
        and f.name != label_feature
        and isinstance(annotation.get(f.name), str)
        and annotation.get(f.name)
    )


def cas_document(
    cas: Any, where: str, choice: LayerChoice, tags: CorpusTags, ctx: FormatContext
) -> Document:
    """A CAS's text and its labelled annotations as a document.

    Raises:
        ParseError: the CAS has no text, or an annotation lies outside it.
        UsageError: see :meth:`LayerChoice.choose`.
    """
    text = cas.sofa_string
    if not isinstance(text, str):
        raise ParseError(Problem(where, None, "the CAS holds no document text"))
    type_name, feature = choice.choose(_layers(cas))
    markups: list[Markup] = []
    annotations = (
        cas.select(type_name) if cas.typesystem.contains_type(type_name) else []
    )
    for annotation in annotations:
        begin, end = annotation.begin, annotation.end
        if not (isinstance(begin, int) and isinstance(end, int)) or not (
            0 <= begin <= end <= len(text)
        ):
            raise ParseError(
                Problem(where, None, f"a {short_name(type_name)} lies outside the text")
            )
        others = _other_values(annotation, feature)
        if others:
            ctx.warn("feature values other than the label not kept", others)
        label = _label(annotation, type_name, feature, ctx)
        tag, category = tags.resolve(*label_parts(label))
        markups.append(Markup(begin, end, tag, category))
    return tags.document(text, markups, ctx)


def _read_cases(
    path: Path, suffix: str, load: Callable[[Path], Any], ctx: FormatContext, kind: str
) -> Iterator[NamedDocument]:
    tags = CorpusTags(ctx)
    choice = LayerChoice(ctx, kind)
    for name, file in reader_files(path, suffix, ctx):
        yield name, cas_document(load(file), str(file), choice, tags, ctx)


def read_xmi(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for one ``.xmi`` file or every one under a folder.

    Raises:
        ParseError: no TypeSystem.xml, unsafe or malformed XML, a type the
            type system lacks, or offsets outside the text.
        UsageError: a folder without ``.xmi`` files, or an unclear label layer.
    """
    from cassis import load_cas_from_xmi

    typesystems = _TypeSystems(path)

    def load(file: Path) -> Any:
        typesystem = typesystems.for_file(file)
        data = read_input_bytes(file)
        check_xmi_numbers(parse_xml(data, str(file)), str(file))
        return guarded(
            lambda: load_cas_from_xmi(io.BytesIO(data), typesystem=typesystem),
            str(file),
            "UIMA CAS XMI file",
        )

    yield from _read_cases(path, XMI, load, ctx, "XMI")


def read_uima_json(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for one CAS JSON file or every ``.json`` under a folder.

    Raises:
        ParseError: malformed JSON or CAS, or offsets outside the text.
        UsageError: a folder without ``.json`` files, or an unclear label layer.
    """
    from cassis import load_cas_from_json

    def load(file: Path) -> Any:
        data = read_input_bytes(file)
        check_cas_json(data, str(file))
        return guarded(
            lambda: load_cas_from_json(io.BytesIO(data)),
            str(file),
            "UIMA CAS JSON file",
        )

    yield from _read_cases(path, JSON, load, ctx, "CAS JSON")


def _output_layer(ctx: FormatContext) -> tuple[str, str]:
    type_name = str(ctx.options.get("uima_type") or NAMED_ENTITY)
    feature = str(ctx.options.get("uima_feature") or NAMED_ENTITY_FEATURE)
    return type_name, feature


def output_typesystem(type_name: str, feature: str) -> Any:
    """The type system vtt_py writes: one annotation type with one string label feature."""
    from cassis import TypeSystem

    typesystem = TypeSystem()
    type_ = typesystem.create_type(type_name, supertypeName=ANNOTATION)
    typesystem.create_feature(type_, feature, STRING)
    if type_name == NAMED_ENTITY:  # DKPro's NamedEntity also has an identifier
        typesystem.create_feature(type_, "identifier", STRING)
    return typesystem


def document_cas(
    doc: Document, typesystem: Any, ctx: FormatContext, *, xml: bool = False
) -> Any:
    """A CAS holding a document's text and one annotation per markup.

    Args:
        xml: the CAS is written as XMI, whose labels cannot hold controls.
    """
    from cassis import Cas

    type_name, feature = _output_layer(ctx)
    annotation_type = typesystem.get_type(type_name)
    cas = Cas(typesystem=typesystem)
    cas.sofa_string = doc.text
    label = label_writer(ctx)
    for m in doc.markups:
        value = xml_value(label(m), ctx.warn) if xml else label(m)
        cas.add(annotation_type(begin=m.start, end=m.end, **{feature: value}))
    notes = sum(1 for m in doc.markups if m.annotation)
    if notes:
        ctx.warn(
            "markup comments not written (the UIMA label layer has no comment feature)",
            notes,
        )
    return cas


def write_xmi(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write a folder of ``.xmi`` files with one ``TypeSystem.xml``, as INCEpTION exports.

    Raises:
        UsageError: ``dst`` names a file (XMI needs its TypeSystem.xml beside it).
        WriteError: a text holds characters XML 1.0 cannot store.
    """
    if dst.name.lower().endswith(XMI) and not dst.is_dir():
        raise UsageError(
            f"{dst}: XMI output is a folder (the .xmi files and their {TYPESYSTEM}); "
            "give a folder name"
        )
    typesystem = output_typesystem(*_output_layer(ctx))

    def write_one(doc: Document, target: Path) -> None:
        require_xml_text(doc.text, target.name, "XMI")
        xmi = document_cas(doc, typesystem, ctx, xml=True).to_xmi(pretty_print=True)
        atomic_write_bytes(target, xmi.encode("utf-8"))

    with staged_folder(dst) as folder:
        count = write_per_document(docs, folder, XMI, write_one)
        atomic_write_bytes(folder / TYPESYSTEM, typesystem.to_xml().encode("utf-8"))
    styles_not_written(ctx, "XMI", count)
    return count


def write_uima_json(
    docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext
) -> int:
    """Write one CAS JSON file per document (to ``dst`` itself when it ends in ``.json``)."""
    typesystem = output_typesystem(*_output_layer(ctx))

    def write_one(doc: Document, target: Path) -> None:
        data = document_cas(doc, typesystem, ctx).to_json(pretty_print=True)
        atomic_write_bytes(target, data.encode("utf-8"))

    count = write_per_document(docs, dst, JSON, write_one)
    styles_not_written(ctx, "UIMA CAS JSON", count)
    return count


def sniff_uima_json(head: bytes) -> bool:
    """Whether a ``.json`` file starts like a UIMA CAS JSON file."""
    return b'"%TYPES"' in head or b'"%FEATURE_STRUCTURES"' in head


XMI_FORMAT = register(
    CorpusFormat(
        "xmi",
        (XMI,),
        read_xmi,
        write_xmi,
        description="UIMA CAS XMI with TypeSystem.xml (INCEpTION, WebAnno)",
    )
)
UIMA_JSON_FORMAT = register(
    CorpusFormat(
        "uima-json",
        (JSON,),
        read_uima_json,
        write_uima_json,
        description="UIMA CAS JSON (INCEpTION)",
        sniff=sniff_uima_json,
    )
)
