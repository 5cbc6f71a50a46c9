"""JSON read from a file: whole numbers through formats/numbers.py, every error at ``PATH:LINE``.

``json.loads`` turns a 5,000-digit number into a ``ValueError`` no reader
expects and deep nesting into a ``RecursionError``; neither says where. Every
JSON reader (JSONL, doccano, Label Studio, UIMA CAS JSON) parses through
:func:`parse_json`, which refuses numbers longer than :data:`MAX_DIGITS`
digits and names the line of the number or of the nesting, never quoting
the file.
"""

from __future__ import annotations

import json
import re
from typing import Any

from vtt_py.errors import ProblemLog
from vtt_py.formats.numbers import MAX_DIGITS, NumberTooLong, json_int, parse_signed

# Outside strings every digit belongs to a number, so a scan that skips
# strings finds numbers and brackets exactly (in text json.loads accepted so far).
_TOKEN = re.compile(
    r'"(?:[^"\\]|\\.)*"|[\[{]|[\]}]|-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?'
)


def parse_json(text: str, log: ProblemLog, first_line: int = 1) -> Any:
    """The value of a JSON text, or a ParseError raised through ``log``.

    Args:
        text: a whole file's text, or one line of a JSON Lines file.
        log: the file's problem log (its path names the file in errors).
        first_line: the file line ``text`` starts on.

    Raises:
        ParseError: invalid JSON, a number of more than :data:`MAX_DIGITS`
            digits, or nesting deeper than Python's parser allows.
    """
    try:
        return json.loads(text, parse_int=json_int)
    except json.JSONDecodeError as exc:
        log.error(
            first_line + exc.lineno - 1,
            f"not valid JSON (column {exc.colno}: {exc.msg})",
        )
    except NumberTooLong:
        log.error(
            first_line + _line_of(text, _long_number(text)),
            f"a number has more than {MAX_DIGITS} digits",
        )
    except RecursionError:
        log.error(first_line + _line_of(text, _deepest(text)), "JSON nested too deeply")
    raise AssertionError("unreachable: log.error raises")


def _line_of(text: str, pos: int) -> int:
    """Lines before ``pos`` (0 on the first line)."""
    return text.count("\n", 0, pos)


def _long_number(text: str) -> int:
    """Where the first whole number longer than MAX_DIGITS digits starts."""
    for match in _TOKEN.finditer(text):
        token = match.group()
        whole = token[0] in "-0123456789" and token.lstrip("-").isdigit()
        if whole and parse_signed(token) is None:
            return match.start()
    return 0


def _deepest(text: str) -> int:
    """Where the nesting first reaches its greatest depth."""
    depth = deepest = where = 0
    for match in _TOKEN.finditer(text):
        first = match.group()[0]
        if first in "[{":
            depth += 1
            if depth > deepest:
                deepest, where = depth, match.start()
        elif first in "]}":
            depth -= 1
    return where
