"""MAE task definitions (a simplified DTD) read as a tag set.

MAE defines a task in a ``.dtd`` file: ``<!ENTITY name "Task">`` names the
root element of its XML files, ``<!ELEMENT NAME ( #PCDATA ) >`` an extent
tag, ``<!ELEMENT LINK EMPTY >`` a link tag, and ``<!ATTLIST NAME TYPE
( PATIENT | DOCTOR ) #IMPLIED >`` an attribute (MAE adds ``prefix="N"`` to
``ID`` attributes, which is not standard DTD, so this is read by pattern,
not by an XML parser, and nothing is ever fetched).

Each extent tag becomes a VTT tag; its category attribute (``TYPE``, or its
only attribute with a list of values) gives one VTT category per value, plus
the bare tag unless the attribute is ``#REQUIRED``. What
VTT cannot hold is counted: link tags, other attributes. The task name, the
``id`` prefixes and the category attribute names are kept in the tag set's
properties for the MAE writer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.core.tagset import TagSet, auto_style
from vtt_py.errors import ParseError, Problem, ProblemLog
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.textio import decode_utf8

DTD_SUFFIX = ".dtd"
TASK_PROPERTY = "mae.task"
PREFIX_PROPERTY = "mae.prefixes"
CATEGORY_PROPERTY = "mae.categories"

_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_DECLARATION = re.compile(r"<!(ENTITY|ELEMENT|ATTLIST)\s+(.*?)>", re.DOTALL)
_ENTITY = re.compile(r"""name\s+(["'])(.*?)\1""")
_ELEMENT = re.compile(r"([^\s(]+)\s*(.*)", re.DOTALL)
_ATTLIST = re.compile(r"(\S+)\s+(\S+)\s+(\(.*?\)|[A-Za-z]+)(.*)", re.DOTALL)
_PREFIX = re.compile(r"""prefix\s*=\s*(["'])(.*?)\1""")
#: Attributes MAE gives every tag, or that VTT keeps elsewhere.
_BUILT_IN = {"id", "spans", "start", "end", "text", "comment"}

Warn = Callable[[str, int], None]


@dataclass
class _Element:
    name: str
    line: int
    extent: bool
    prefix: str = ""
    values: dict[str, list[str]] = field(default_factory=dict)
    required: set[str] = field(default_factory=set)
    others: list[str] = field(default_factory=list)

    def category_attribute(self) -> str | None:
        for attribute in self.values:
            if attribute.upper() == "TYPE":
                return attribute
        return next(iter(self.values)) if len(self.values) == 1 else None


def _line(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def _attribute(element: _Element, body: str) -> None:
    match = _ATTLIST.match(body.strip())
    if match is None:
        return
    _, attribute, kind, rest = match.groups()
    if kind == "ID":
        prefix = _PREFIX.search(rest)
        element.prefix = prefix.group(2) if prefix else element.prefix
    elif kind.startswith("("):
        values = [v.strip() for v in kind[1:-1].split("|") if v.strip()]
        element.values[attribute] = values
        if "#REQUIRED" in rest.upper():
            element.required.add(attribute)
    elif attribute.lower() not in _BUILT_IN:
        element.others.append(attribute)


def _parse(text: str, path: str) -> tuple[str | None, dict[str, _Element]]:
    task: str | None = None
    elements: dict[str, _Element] = {}
    clean = _COMMENT.sub(lambda m: "\n" * m.group().count("\n"), text)
    for match in _DECLARATION.finditer(clean):
        kind, body = match.group(1), match.group(2)
        line = _line(clean, match.start())
        if kind == "ENTITY":
            entity = _ENTITY.search(body)
            task = entity.group(2) if entity else task
        elif kind == "ELEMENT":
            parts = _ELEMENT.match(body.strip())
            if parts is None:
                raise ParseError(
                    Problem(path, line, "ELEMENT declaration without a name")
                )
            name, content = parts.groups()
            elements[name] = _Element(name, line, "PCDATA" in content.upper())
        else:
            owner = body.split(None, 1)[0] if body.strip() else ""
            if owner not in elements:
                raise ParseError(
                    Problem(path, line, "ATTLIST for an element not declared above it")
                )
            _attribute(elements[owner], body)
    return task, elements


def read_mae_dtd(path: Path, warn: Warn | None = None) -> TagSet:
    """A MAE task definition as a tag set.

    Args:
        path: the ``.dtd`` file.
        warn: receives ``(message, count)`` for what the tag set cannot hold.

    Raises:
        ParseError: unreadable file, bad UTF-8, a declaration that cannot be
            read, or no extent tag at all.
    """
    where = str(path)
    data = read_input_bytes(path)
    text = decode_utf8(data, ProblemLog(where), bom_is_error=False)
    task, elements = _parse(text, where)
    extents = [e for e in elements.values() if e.extent]
    if not extents:
        raise ParseError(
            Problem(
                where, None, "no extent tag (<!ELEMENT NAME ( #PCDATA ) >) declared"
            )
        )
    tagset = TagSet()
    prefixes, categories = [], []
    for element in extents:
        attribute = element.category_attribute()
        values = element.values.get(attribute, []) if attribute else []
        optional = attribute not in element.required
        for category in ([""] if optional else []) + values:
            tagset.add(auto_style(element.name, category, len(tagset)))
        if attribute:
            categories.append(f"{element.name}={attribute}")
        if element.prefix:
            prefixes.append(f"{element.name}={element.prefix}")
        dropped = len(element.others) + len(element.values) - (1 if attribute else 0)
        if dropped and warn:
            warn(
                "MAE attributes other than the category not kept in the tag set",
                dropped,
            )
    links = len(elements) - len(extents)
    if links and warn:
        warn("MAE link tags (EMPTY elements) not kept: VTT has no links", links)
    tagset.properties["name"] = task or path.stem
    if task:
        tagset.properties[TASK_PROPERTY] = task
    if prefixes:
        tagset.properties[PREFIX_PROPERTY] = ", ".join(prefixes)
    if categories:
        tagset.properties[CATEGORY_PROPERTY] = ", ".join(categories)
    return tagset


def property_map(tagset: TagSet, key: str) -> dict[str, str]:
    """A ``NAME=VALUE, ...`` tag set property as a dict."""
    pairs = (p.partition("=") for p in tagset.properties.get(key, "").split(","))
    return {k.strip(): v.strip() for k, _, v in pairs if k.strip()}
