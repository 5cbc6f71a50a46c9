"""MAE 2 XML (``spans="s~e"``), written for MAE and read like i2b2 XML.

Reading is :func:`vtt_py.formats.i2b2.read_i2b2`, which takes ``spans``
as well as ``start``/``end``. Writing follows MAE 2: the task name as root
element, ``id`` with the task's prefix, ``spans`` counted in UTF-16 units
(MAE is a Java program), the category in the element's category attribute.
The task name, prefixes and category attributes come from the tag set when
it was read from the task's DTD (``--tagset task.dtd``); otherwise the root
is ``deIdi2b2``, the id prefix the element's first letter and the category
attribute ``TYPE``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet
from vtt_py.formats.atomic import atomic_write_bytes
from vtt_py.formats.brat_labels import styles_not_written
from vtt_py.formats.i2b2 import ROOT, XML, XmlStyle, i2b2_bytes, read_i2b2
from vtt_py.formats.mae_dtd import (
    CATEGORY_PROPERTY,
    PREFIX_PROPERTY,
    TASK_PROPERTY,
    property_map,
)
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    register,
    write_per_document,
)

_XML_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]*")


def mae_style(tagset: TagSet) -> XmlStyle:
    """The MAE writing style a tag set's DTD properties describe."""
    task = tagset.properties.get(TASK_PROPERTY, ROOT)
    return XmlStyle(
        root=task if _XML_NAME.fullmatch(task) else ROOT,
        mae_spans=True,
        prefixes=property_map(tagset, PREFIX_PROPERTY),
        category_attributes=property_map(tagset, CATEGORY_PROPERTY),
    )


def write_mae(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write one MAE 2 ``.xml`` file per document (to ``dst`` itself when it ends in ``.xml``)."""

    def write_one(doc: Document, target: Path) -> None:
        style = mae_style(ctx.tagset if ctx.tagset is not None else doc.tagset)
        atomic_write_bytes(target, i2b2_bytes(doc, target.name, ctx, style))

    count = write_per_document(docs, dst, XML, write_one)
    styles_not_written(ctx, "MAE XML", count)
    return count


MAE = register(
    CorpusFormat(
        "mae",
        (XML,),
        read_i2b2,
        write_mae,
        description='MAE 2 XML (spans="s~e"; task from --tagset FILE.dtd)',
        sniff=lambda head: b'spans="' in head and b"<TAGS" in head,
    )
)
