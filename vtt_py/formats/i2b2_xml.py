"""Safe XML parsing for i2b2/MAE files, and the escape for characters XML cannot hold.

Parsing never loads a DTD, never expands an entity and never touches the
network. A file that declares entities (the "billion laughs" bomb, or an
external entity that would read a local file) is refused with ``PATH:LINE``
before parsing; only then may a note over libxml2's 10 MB text limit be
read in its huge mode. Syntax errors give the line and column, never the
text libxml2 quotes.

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
from collections.abc import Callable
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


def safe_parser(*, huge: bool = False) -> etree.XMLParser:
    """An lxml parser that loads no DTD, expands no entity and uses no network.

    ``huge`` lifts libxml2's 10 MB limit on one text node; it is only used
    once a file is known to declare no entity (so nothing can expand).
    """
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        huge_tree=huge,
        dtd_validation=False,
        remove_comments=True,
        remove_pis=True,
    )


#: libxml2 refuses a longer text node unless asked for its huge mode.
TEXT_LIMIT = 10_000_000
#: libxml2's names of its error codes (``ERR_TAG_NAME_MISMATCH``...).
_ERROR_NAMES = {
    value: name for name, value in vars(etree.ErrorTypes).items() if name.isupper()
}


def _error_name(exc: etree.XMLSyntaxError) -> str:
    code: int = getattr(exc, "code", -1)  # lxml-stubs lacks it
    return _ERROR_NAMES.get(code, "")


def syntax_problem(exc: etree.XMLSyntaxError, path: str) -> Problem:
    """``PATH:LINE: not well-formed XML at line L, column C (kind)`` without document text.

    libxml2's own messages quote names and entities from the file ("Entity
    'Brimblecombe' not defined"), which can be PHI; only the position and
    the kind of error are kept.
    """
    name = _error_name(exc)
    kind = name.removeprefix("XML_").removeprefix("ERR_").replace("_", " ").lower()
    line, column = exc.position if exc.position else (exc.lineno, 0)
    where = f"line {line}, column {column}" if column else f"line {line}"
    detail = f" ({kind})" if kind else ""
    return Problem(path, line or None, f"not well-formed XML at {where}{detail}")


def _resource_limit(exc: etree.XMLSyntaxError) -> bool:
    return _error_name(exc) == "ERR_RESOURCE_LIMIT"


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

    A note over libxml2's 10 MB text-node limit is read in its huge mode,
    which is safe here because entity declarations were refused first.

    Raises:
        ParseError: entity declarations (refused), or XML that is not well formed.
    """
    refuse_entities(data, path)
    try:
        try:
            root = etree.fromstring(data, safe_parser())
        except etree.XMLSyntaxError as exc:
            # Over the limit libxml2 reports "resource limit", or for a CDATA
            # section "CDATA not finished": any error of a big file is retried.
            if not (_resource_limit(exc) or len(data) > TEXT_LIMIT):
                raise
            root = etree.fromstring(data, safe_parser(huge=True))
    except etree.XMLSyntaxError as exc:
        raise ParseError(syntax_problem(exc, path)) from None
    dtd: Any = root.getroottree().docinfo.internalDTD
    if dtd is not None and any(True for _ in dtd.iterentities()):
        # Reached only by encodings the byte scan above cannot see (UTF-16).
        raise ParseError(Problem(path, 1, _ENTITY_MESSAGE))
    return root


_ENTITY_MESSAGE = (
    "the file declares XML entities (<!ENTITY>); they are refused because "
    "expanding them is unsafe (entity bombs, external files)"
)


def element_line(element: etree._Element) -> int | None:
    """The line an element starts on in its file, when lxml knows it."""
    line = element.sourceline
    return line if isinstance(line, int) else None


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


def xml_attribute(value: str) -> tuple[str, bool]:
    """An attribute value XML can hold: controls and non-characters as spaces; changed?"""
    cleaned = _NEVER_XML.sub(" ", _CONTROL.sub(" ", value))
    return cleaned, cleaned != value


def xml_value(value: str, warn: Callable[[str], object]) -> str:
    """A label or comment XML can hold: controls and non-characters as spaces (warned)."""
    cleaned, changed = xml_attribute(value)
    if changed:
        warn(
            "control characters in labels or annotations written as spaces "
            "(XML cannot hold them)"
        )
    return cleaned


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
