"""A VTT file cut into its sections at the four mode-changing header lines.

Also what the reader does with whole sections before parsing lines: line
ends made LF, header lines dropped from the text, and a Tags Configuration
that a corpus repeats in every file parsed once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from operator import attrgetter

from vtt_py.core.tagset import TagSet
from vtt_py.errors import ProblemLog
from vtt_py.formats.tags_file import parse_tag_section
from vtt_py.formats.vtt_syntax import (
    HEADERS,
    MARKUPS_INFORMATION,
    META_DATA,
    TAGS_CONFIGURATION,
    TEXT_CONTENT,
)


class Mode(Enum):
    """The section the parser is in."""

    META = "meta"
    TEXT = "text"
    TAG = "tag"
    MARKUP = "markup"

    # Members are singletons: hash by identity, in C (Enum's hash is a
    # Python call, and each file looks sections up by mode a dozen times).
    __hash__ = object.__hash__


#: The modes as globals: iterating the Enum class runs Python code per
#: member, and naming one on its class (``Mode.TEXT``) cost about a
#: thousand instructions, a global a few.
_META, _TEXT, _TAG, _MARKUP = tuple(Mode)
MODE_OF = {
    META_DATA: Mode.META,
    TEXT_CONTENT: Mode.TEXT,
    TAGS_CONFIGURATION: Mode.TAG,
    MARKUPS_INFORMATION: Mode.MARKUP,
}
#: Header lines, each with its LF: what :func:`without_headers` removes (a
#: test holds the two equal).
HEADER_LINE = re.compile(
    "^(?:" + "|".join(re.escape(h) for h in sorted(HEADERS)) + ")\n", re.MULTILINE
)
#: The LF before a mode-changing header line and the header (group 1), its
#: own LF left for the next match. Every header starts ``#<``: written out
#: front, that is a literal prefix the regex engine searches for in C, not
#: a branch tried at every line.
_MODE_LINE = re.compile(
    "\n(#<(?:"
    + "|".join(re.escape(h.removeprefix("#<")) for h in sorted(MODE_OF))
    + "))(?=\n)"
)
_LINE_BREAK = re.compile(r"\r\n?")
#: A segment's lines, taken in C.
_BODY = attrgetter("body")


@dataclass
class Segment:
    """A run of lines in one mode, each ending in LF, and where in the file it starts."""

    full: str = field(repr=False)
    start: int
    body: str

    @property
    def first_line(self) -> int:
        """The 1-based number of the segment's first line."""
        # Counted when asked, for line numbers only: counting the newlines of
        # every file read cost a fiftieth of `vtt-py agree`'s time.
        return self.full.count("\n", 0, self.start) + 1

    def numbered(self) -> list[tuple[int, str]]:
        """The lines with their 1-based numbers, header lines left out."""
        lines = self.body.split("\n")[:-1]
        first = self.first_line
        return [
            (first + i, line) for i, line in enumerate(lines) if line not in HEADERS
        ]


def _no_parts() -> dict[Mode, list[Segment]]:
    """An empty list per mode, in :class:`Mode` order.

    A dict display: a comprehension, run once a file, cost a frame of its own.
    """
    return {_META: [], _TEXT: [], _TAG: [], _MARKUP: []}


@dataclass
class Sections:
    """A file cut into its sections (a mode may occur more than once)."""

    parts: dict[Mode, list[Segment]] = field(default_factory=_no_parts)
    seen: set[Mode] = field(default_factory=set)

    def numbered(self, mode: Mode) -> list[tuple[int, str]]:
        """Every line of a mode, numbered, header lines left out."""
        return [line for seg in self.parts[mode] for line in seg.numbered()]

    def body(self, mode: Mode) -> str:
        """Every line of a mode (header lines kept), its segments joined."""
        segments = self.parts[mode]
        # A file has each section once: joining a generator cost more than
        # the rest of taking a section.
        if len(segments) == 1:
            return segments[0].body
        # (The text is two: the line before the Meta Data header is text.)
        return "".join(map(_BODY, segments))


def mode_headers(full: str) -> list[tuple[int, int, Mode]]:
    """(start, end, mode) of every mode-changing header line, in file order.

    ``full`` ends with LF. One regex pass (searching for each header in
    turn scanned the file eight times); the match is the LF before a header
    line, so two header lines in a row are both found.
    """
    first = full[: full.find("\n")]
    found = [(0, len(first) + 1, MODE_OF[first])] if first in MODE_OF else []
    for match in _MODE_LINE.finditer(full):
        found.append((match.start() + 1, match.end() + 1, MODE_OF[match[1]]))
    return found


def split_sections(full: str) -> Sections:
    """``full`` (ending with LF) cut at its mode-changing header lines."""
    # Reading starts in TEXT mode, so a file with no headers is plain text.
    sections = Sections()
    parts, seen = sections.parts, sections.seen
    mode, pos = _TEXT, 0
    for start, end, new_mode in mode_headers(full):
        parts[mode].append(Segment(full, pos, full[pos:start]))
        mode, pos = new_mode, end
        seen.add(mode)
    parts[mode].append(Segment(full, pos, full[pos:]))
    return sections


def without_headers(body: str) -> str:
    """``body`` (lines ending in LF) without its lines that are a header.

    The same as ``HEADER_LINE.sub("", body)``, but only the few lines
    starting ``#<`` are looked at: the regex tried every line of the text.
    """
    if "#<" not in body:
        return body
    kept: list[str] = []
    pos = 0  # start of the text not yet kept
    # Each "#<" line's start (-1: no more); every line ends in LF.
    line = 0 if body.startswith("#<") else (body.find("\n#<") + 1 or -1)
    while line >= 0:
        end = body.find("\n", line) + 1
        if not end:
            break  # a last line without LF: the regex would not take it either
        if body[line : end - 1] in HEADERS:
            kept.append(body[pos:line])
            pos = end
        line = body.find("\n#<", end - 1) + 1 or -1
    kept.append(body[pos:])
    return "".join(kept)


#: Tag sets parsed from a Tags Configuration section, by its text: a corpus
#: repeats one section in every file. Only sections that logged nothing.
_TAG_SECTIONS: dict[str, TagSet] = {}
_TAG_SECTIONS_MAX = 64


def tag_section(sections: Sections, log: ProblemLog) -> TagSet:
    """The tag set of the file's Tags Configuration, a fresh copy of a known one when it can."""
    segments = sections.parts[_TAG]
    # One section (nearly every file): its body is the key, no list to join.
    key = segments[0].body if len(segments) == 1 else "\0".join(map(_BODY, segments))
    known = _TAG_SECTIONS.get(key)
    if known is not None:
        # Tags are frozen and shared; the list and properties are the document's own.
        return known.copy()
    problems = len(log.problems)
    tagset = parse_tag_section(sections.numbered(Mode.TAG), log)
    if len(log.problems) == problems and len(_TAG_SECTIONS) < _TAG_SECTIONS_MAX:
        _TAG_SECTIONS[key] = tagset.copy()
    return tagset


def normalise_newlines(full: str, log: ProblemLog) -> tuple[str, bool, str]:
    """LF line ends, as ``readLine`` sees them; whether the file ended with one; its newline.

    A file whose every line ends in CRLF is written back with CRLF; mixed
    line ends cannot be, which is a warning.
    """
    newline = "\n"
    if "\r" in full:
        crlf = full.count("\r\n")
        if crlf == full.count("\n") == full.count("\r"):
            newline = "\r\n"
        else:
            log.warn(
                1, "mixed line ends (CRLF, LF or lone CR) will be written back as LF"
            )
        full = _LINE_BREAK.sub("\n", full)
    ended = full.endswith("\n")
    return (full if ended or not full else full + "\n"), ended, newline
