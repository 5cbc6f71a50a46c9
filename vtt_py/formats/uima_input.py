"""Files handed to dkpro-cassis: checked first, and its failures turned into ``PATH:LINE`` errors.

cassis parses XMI and CAS JSON with settings vtt_py does not control and
reads offsets and ids with ``int()``, which takes other scripts' digits
("٣" is 3) and fails on 5,000 digits without saying where; its XML errors
quote the note. So every file is parsed safely here first (entities
refused, numbers checked, errors located without document text).
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable
from typing import Any

from lxml import etree

from vtt_py.errors import ParseError, Problem, ProblemLog
from vtt_py.formats.i2b2_xml import element_line, syntax_problem
from vtt_py.formats.json_text import parse_json
from vtt_py.formats.numbers import MAX_DIGITS, parse_count, parse_signed
from vtt_py.formats.textio import decode_utf8

_XMI_ID = "{http://www.omg.org/XMI}id"
#: Attributes dkpro-cassis reads with int() wherever they appear.
_NUMBER_ATTRIBUTES = ("begin", "end", "sofa", "sofaNum", _XMI_ID)


def guarded(load: Callable[[], Any], where: str, what: str) -> Any:
    """Run a dkpro-cassis loader, turning its exceptions and warnings into ParseErrors."""
    from cassis.typesystem import TypeNotFoundError

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = load()
        except etree.XMLSyntaxError as exc:  # its message may quote the note
            raise ParseError(syntax_problem(exc, where)) from None
        except json.JSONDecodeError as exc:
            raise ParseError(
                Problem(where, exc.lineno, f"not valid JSON ({exc.msg})")
            ) from exc
        except TypeNotFoundError as exc:
            # The message names a type, never document text.
            raise ParseError(Problem(where, None, f"{exc} in the type system")) from exc
        except Exception as exc:  # noqa: BLE001 - cassis raises many kinds; no text quoted
            raise ParseError(
                Problem(where, None, f"not a valid {what} ({type(exc).__name__})")
            ) from exc
    if any("offset" in str(w.message) for w in caught):
        raise ParseError(
            Problem(
                where,
                None,
                "an annotation offset lies outside the text or inside a character",
            )
        )
    return result


def check_xmi_numbers(root: etree._Element, where: str) -> None:
    """Refuse offsets and ids dkpro-cassis would misread ("٣" as 3) or fail on unlocated.

    cassis calls ``int()`` on these attributes of any element, which takes
    other scripts' digits and fails on 5,000 digits with no line.

    Raises:
        ParseError: at the element's line.
    """
    for element in root.iter():
        for key in _NUMBER_ATTRIBUTES:
            value = element.get(key)
            if value is not None and parse_signed(value.strip()) is None:
                raise ParseError(
                    Problem(where, element_line(element), _number_message(key))
                )
        members = element.get("members")
        if members and any(parse_count(m) is None for m in members.split()):
            raise ParseError(
                Problem(where, element_line(element), _number_message("members"))
            )


def _number_message(key: str) -> str:
    name = "xmi:id" if key == _XMI_ID else key
    what = "whole numbers" if key == "members" else "a whole number"
    return f"{name} must be {what} of at most {MAX_DIGITS} ASCII digits"


def check_cas_json(data: bytes, where: str) -> None:
    """Refuse a CAS JSON file with bad UTF-8, bad JSON or numbers over 18 digits, at its line.

    Raises:
        ParseError: at ``PATH:LINE``.
    """
    log = ProblemLog(where)
    parse_json(decode_utf8(data, log, bom_is_error=False), log)
