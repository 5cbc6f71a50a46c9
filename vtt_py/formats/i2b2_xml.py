"""Safe XML parsing for i2b2/MAE files, and the escape for characters XML cannot hold.

Parsing never loads a DTD, never expands an entity, never touches the
network and keeps libxml2's size limits (no huge-tree mode). A file that
declares entities (the "billion laughs" bomb, or an external entity that
would read a local file) is refused with ``PATH:LINE`` before parsing.

XML 1.0 cannot hold the C0 control characters other than tab, line feed
and carriage return, not even as character references. When a text holds
one, the writer puts the matching Unicode "control picture" (U+2400 +
code, one character for one, so offsets do not move) in its place, counts
a warning, and marks the ``<TEXT>`` element with ``vtt_py-controls="pictures"``;
the reader turns the pictures back into controls only when that mark is
present.
"""

from __future__ import annotations

import re
from typing import Any

from lxml import etree

from vtt_py.errors import ParseError, Problem, WriteError

#: The mark on ``<TEXT>`` saying control pictures stand for control characters.
CONTROLS_ATTRIBUTE = "vtt_py-controls"
CONTROLS_VALUE = "pictures"

_ENTITY_DECL = re.compile(rb"<!ENTITY", re.IGNORECASE)
_C0 = "".join(chr(c) for c in range(0x20) if chr(c) not in "\t\n\r")
_PICTURES = "".join(chr(0x2400 + ord(c)) for c in _C0)
_TO_PICTURES = str.maketrans(_C0, _PICTURES)
_FROM_PICTURES = str.maketrans(_PICTURES, _C0)
_CONTROL = re.compile(f"[{re.escape(_C0)}]")
_PICTURE = re.compile(f"[{_PICTURES}]")
_NEVER_XML = re.compile("[\ufffe\uffff\ud800-\udfff]")


def safe_parser() -> etree.XMLParser:
    """An lxml parser that loads no DTD, expands no entity and uses no network."""
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        huge_tree=False,
        dtd_validation=False,
        remove_comments=True,
        remove_pis=True,
    )


def refuse_entities(data: bytes, path: str) -> None:
    """Refuse an XML file that declares entities, before any parser sees it.

    For files handed to another library's parser (dkpro-cassis, bioc), whose
    settings vtt_py does not control.

    Raises:
        ParseError: at the line of the first ``<!ENTITY``.
    """
    found = _ENTITY_DECL.search(data)
    if found:
        line = data.count(b"\n", 0, found.start()) + 1
        raise ParseError(Problem(path, line, _ENTITY_MESSAGE))


def parse_xml(data: bytes, path: str) -> etree._Element:
    """Parse an XML file's bytes safely and return the root element.

    Raises:
        ParseError: entity declarations (refused), or XML that is not well formed.
    """
    refuse_entities(data, path)
    try:
        root = etree.fromstring(data, safe_parser())
    except etree.XMLSyntaxError as exc:
        raise ParseError(
            Problem(path, exc.lineno, f"not well-formed XML ({exc.msg})")
        ) from exc
    dtd: Any = root.getroottree().docinfo.internalDTD
    if dtd is not None and any(True for _ in dtd.iterentities()):
        # Reached only by encodings the byte scan above cannot see (UTF-16).
        raise ParseError(Problem(path, 1, _ENTITY_MESSAGE))
    return root


_ENTITY_MESSAGE = (
    "the file declares XML entities (<!ENTITY>); they are refused because "
    "expanding them is unsafe (entity bombs, external files)"
)


def has_entity_nodes(element: etree._Element) -> bool:
    """Whether unexpanded entity references sit inside an element."""
    return any(isinstance(child, etree._Entity) for child in element.iter())


def escape_controls(text: str, where: str) -> tuple[str, int]:
    """Text with C0 controls replaced by control pictures, and how many were replaced.

    Raises:
        WriteError: the text holds characters no XML can hold (U+FFFE, U+FFFF,
            lone surrogates), or holds both controls and control pictures,
            which the scheme could not tell apart on reading.
    """
    bad = _NEVER_XML.search(text)
    if bad:
        raise WriteError(
            f"{where}: U+{ord(bad.group()):04X} at character {bad.start()} cannot be stored in XML"
        )
    count = len(_CONTROL.findall(text))
    if not count:
        return text, 0
    if _PICTURE.search(text):
        raise WriteError(
            f"{where}: the text holds control characters and Unicode control pictures; "
            "XML cannot hold the first, and escaping them as the second would be ambiguous"
        )
    return text.translate(_TO_PICTURES), count


def require_xml_text(text: str, where: str, fmt: str) -> None:
    """Refuse a text an XML writer without the control-picture scheme cannot store.

    Raises:
        WriteError: C0 control characters (XML 1.0 cannot hold them) or
            characters no XML can hold.
    """
    escape_controls(text, where)  # U+FFFE, U+FFFF, lone surrogates
    bad = _CONTROL.search(text)
    if bad:
        raise WriteError(
            f"{where}: control character U+{ord(bad.group()):04X} at character "
            f"{bad.start()} cannot be stored in {fmt} (XML 1.0); nothing was written"
        )


def unescape_controls(text: str) -> str:
    """Inverse of :func:`escape_controls` (call only when the ``<TEXT>`` mark is present)."""
    return text.translate(_FROM_PICTURES)
