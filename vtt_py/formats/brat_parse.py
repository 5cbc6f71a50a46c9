"""Parsing brat standoff ``.ann`` files into text-bound spans, notes and categories.

brat lines are ``ID<TAB>DATA<TAB>TEXT``. Only text-bound annotations (``T``),
annotator notes (``#``) and our own ``Category`` attribute (``A``) carry
something a VTT markup can hold; relations, events, normalisations and other
attributes are counted and skipped. A common malformed variant separates the
fields by spaces instead of tabs; it is read with a counted warning.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from vtt_py.errors import ProblemLog
from vtt_py.formats.numbers import MAX_DIGITS, parse_count

#: The attribute name vtt_py writes a markup's category under.
CATEGORY_ATTRIBUTE = "Category"

_TEXTBOUND_TAB = re.compile(r"(T\S*)\t(\S+) ([0-9]+ [0-9]+(?:;[0-9]+ [0-9]+)*)\t(.*)")
_TEXTBOUND_SPACE = re.compile(
    r"(T\S*) +(\S+) ([0-9]+ [0-9]+(?:;[0-9]+ [0-9]+)*)(?: (.*))?"
)
_NOTE = re.compile(r"(#\S*)[\t ](\S+) (\S+)(?:[\t ](.*))?")
_ATTRIBUTE = re.compile(r"([AM]\S*)[\t ](\S+) (\S+)(?: (\S+))?")

KIND_NAMES = {
    "R": "relation",
    "E": "event",
    "N": "normalization",
    "*": "equivalence",
    "A": "attribute",
    "M": "attribute",
    "#": "note",
}


@dataclass
class TextBound:
    """One ``T`` line: label, fragments and the line it came from."""

    ident: str
    label: str
    fragments: list[tuple[int, int]]
    text: str | None
    line: int


@dataclass
class AnnFile:
    """What an ``.ann`` file holds that VTT can use, plus counts of the rest."""

    spans: list[TextBound] = field(default_factory=list)
    notes: dict[str, list[str]] = field(default_factory=dict)
    categories: dict[str, str] = field(default_factory=dict)
    skipped: Counter[str] = field(default_factory=Counter)
    space_separated: int = 0
    orphan_notes: int = 0


def parse_ann(content: str, log: ProblemLog) -> AnnFile:
    """Parse the text of an ``.ann`` file.

    Args:
        content: the file's text.
        log: where malformed lines are reported (``PATH:LINE``).

    Returns:
        Text-bound spans, notes by target id, categories by target id, and
        counts of what was skipped.

    Raises:
        ParseError: a malformed line (through ``log``).
    """
    ann = AnnFile()
    for number, raw in enumerate(content.split("\n"), 1):
        line = raw[:-1] if raw.endswith("\r") else raw
        if not line.strip():
            continue
        kind = line[0]
        if kind == "T":
            _textbound(ann, line, number, log)
        elif kind == "#":
            _note(ann, line, number, log)
        elif kind in "AM":
            _attribute(ann, line, number, log)
        elif kind in KIND_NAMES:
            ann.skipped[KIND_NAMES[kind]] += 1
        else:
            log.error(number, "not a brat annotation line (expected an ID such as T1)")
    return ann


def _textbound(ann: AnnFile, line: str, number: int, log: ProblemLog) -> None:
    match = _TEXTBOUND_TAB.fullmatch(line)
    if match is None:
        match = _TEXTBOUND_SPACE.fullmatch(line)
        if match is None or "\t" in line:
            log.error(
                number,
                "malformed text-bound annotation (expected ID<TAB>LABEL START END<TAB>TEXT)",
            )
            return
        ann.space_separated += 1
    ident, label, offsets, text = match.groups()
    fragments = []
    for part in offsets.split(";"):
        start, end = (parse_count(v) for v in part.split(" "))
        if start is None or end is None:
            log.error(number, f"span offset longer than {MAX_DIGITS} digits")
            return
        if end < start:
            log.error(number, f"span end {end} is before its start {start}")
        fragments.append((start, end))
    ann.spans.append(TextBound(ident, label, fragments, text, number))


def _note(ann: AnnFile, line: str, number: int, log: ProblemLog) -> None:
    match = _NOTE.fullmatch(line)
    if match is None:
        log.error(
            number, "malformed note (expected #ID<TAB>AnnotatorNotes TARGET<TAB>TEXT)"
        )
        return
    if "\t" not in line:
        ann.space_separated += 1
    _, _, target, note = match.groups()
    if not target.startswith("T"):
        ann.orphan_notes += 1
        return
    ann.notes.setdefault(target, []).append(note or "")


def _attribute(ann: AnnFile, line: str, number: int, log: ProblemLog) -> None:
    match = _ATTRIBUTE.fullmatch(line)
    if match is None:
        log.error(number, "malformed attribute (expected ID<TAB>NAME TARGET [VALUE])")
        return
    if "\t" not in line:
        ann.space_separated += 1
    _, name, target, value = match.groups()
    if name == CATEGORY_ATTRIBUTE and value and target.startswith("T"):
        ann.categories[target] = value
    else:
        ann.skipped["attribute"] += 1
