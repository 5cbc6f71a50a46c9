"""Compare two VTT documents as VTT's Compare does: the text, then the tags, then the markups."""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.formats.tags_file import format_tag_line
from vtt_py.formats.vtt_format import open_document

TEXT, TAGS, MARKUPS = "text", "tags", "markups"
#: VTT's order: tags are compared only when the texts are equal, markups only
#: when the tags are equal too (a markup line means nothing on another text).
SECTIONS = (TEXT, TAGS, MARKUPS)
SAME, ADDED, DELETED, CHANGED = "same", "added", "deleted", "changed"


@dataclass(frozen=True, slots=True)
class DiffRow:
    """One row of a side-by-side diff; a line number is None on the side lacking it.

    Line numbers count from 0. ``added`` lines exist only on the right (the
    other file), ``deleted`` lines only on the left (this document).
    """

    kind: str
    left: int | None
    right: int | None
    left_text: str
    right_text: str


@dataclass(frozen=True, slots=True)
class DiffStats:
    """Lines added, changed and deleted going from the left side to the right."""

    added: int = 0
    changed: int = 0
    deleted: int = 0

    @property
    def total(self) -> int:
        """Every line that differs."""
        return self.added + self.changed + self.deleted


@dataclass(frozen=True, slots=True)
class SectionDiff:
    """The comparison of one section (text, tags or markups)."""

    section: str
    rows: tuple[DiffRow, ...]
    stats: DiffStats
    left_count: int
    right_count: int

    @property
    def identical(self) -> bool:
        """Whether both sides have the same lines."""
        return self.stats.total == 0


@dataclass(frozen=True, slots=True)
class Comparison:
    """The sections compared, in VTT's order, stopping after the first that differs."""

    sections: tuple[SectionDiff, ...]

    @property
    def identical(self) -> bool:
        """Text, tags and markups are the same (annotations are not compared)."""
        # A section is compared only when those before it are equal.
        return all(s.identical for s in self.sections)

    @property
    def first_difference(self) -> SectionDiff | None:
        """The section VTT would show: the first that differs, or None."""
        return next((s for s in self.sections if not s.identical), None)

    def section(self, name: str) -> SectionDiff | None:
        """One section's comparison, or None when it was not compared."""
        return next((s for s in self.sections if s.section == name), None)


def text_lines(text: str) -> list[str]:
    """The lines of a document text (its final newline ends the last line).

    Only ``\\n`` splits lines: VTT texts hold no other line break, and other
    separators (form feed, U+2028) are characters of a line here.
    """
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def tag_lines(doc: Document) -> list[str]:
    """The tag set as written in the Tags Configuration section, one tag a line."""
    return [format_tag_line(tag).rstrip("\n") for tag in doc.tagset.tags]


def markup_lines(doc: Document, text: str | None = None) -> list[str]:
    """VTT's SIMPLEST form of the markups: ``offset|length|name|category|tagText``.

    Annotations are left out, as VTT leaves them out. The tagged text is taken
    from ``text`` (VTT takes it from the source document) when given. Offsets are
    the app's character offsets.

    Args:
        doc: the document whose markups are listed, in VTT order.
        text: the text the tagged text is cut from (default: the document's).

    Returns:
        One line per markup.
    """
    source = doc.text if text is None else text
    return [
        f"{m.start}|{m.end - m.start}|{m.tag}|{m.category}|"
        + source[m.start : m.end].replace("\n", " ")
        for m in doc.markups
    ]


def _anchors(left: Sequence[str], right: Sequence[str]) -> list[tuple[int, int]]:
    """Lines found once on each side, in an order both sides agree on (patience diff).

    Markup and text lines are nearly all unique, so these anchors cut a long
    comparison into small gaps: difflib alone is quadratic in the worst case
    (seconds on 20,000 markups), on the gaps it is instant.
    """
    seen_left = Counter(left)
    seen_right = Counter(right)
    where = {line: j for j, line in enumerate(right) if seen_right[line] == 1}
    pairs = [
        (i, where[line])
        for i, line in enumerate(left)
        if seen_left[line] == 1 and line in where
    ]
    # Longest increasing run of right positions (patience sorting, O(n log n)).
    tails: list[int] = []  # tails[k]: index in pairs ending a run of length k+1
    back: list[int] = [-1] * len(pairs)
    for n, (_, j) in enumerate(pairs):
        k = _search(pairs, tails, j)
        if k:
            back[n] = tails[k - 1]
        if k == len(tails):
            tails.append(n)
        else:
            tails[k] = n
    chain: list[tuple[int, int]] = []
    n = tails[-1] if tails else -1
    while n >= 0:
        chain.append(pairs[n])
        n = back[n]
    return chain[::-1]


def _search(pairs: list[tuple[int, int]], tails: list[int], j: int) -> int:
    """The first run whose last right position is not below ``j`` (binary search)."""
    low, high = 0, len(tails)
    while low < high:
        mid = (low + high) // 2
        if pairs[tails[mid]][1] < j:
            low = mid + 1
        else:
            high = mid
    return low


Opcode = tuple[str, int, int, int, int]


def line_opcodes(left: Sequence[str], right: Sequence[str]) -> list[Opcode]:
    """difflib-style opcodes, with difflib run only between the unique-line anchors."""
    opcodes: list[Opcode] = []
    i0 = j0 = 0
    for i, j in [*_anchors(left, right), (len(left), len(right))]:
        if i > i0 or j > j0:
            matcher = difflib.SequenceMatcher(
                None, left[i0:i], right[j0:j], autojunk=False
            )
            opcodes += [
                (op, a1 + i0, a2 + i0, b1 + j0, b2 + j0)
                for op, a1, a2, b1, b2 in matcher.get_opcodes()
            ]
        if i < len(left):
            opcodes.append(("equal", i, i + 1, j, j + 1))
        i0, j0 = i + 1, j + 1
    return opcodes


def diff_lines(
    left: Sequence[str], right: Sequence[str]
) -> tuple[list[DiffRow], DiffStats]:
    """A side-by-side line diff and its statistics.

    In a replaced block, lines are paired as ``changed`` one to one; the lines
    left over on the longer side count as added (right) or deleted (left).

    Args:
        left: this document's lines.
        right: the other file's lines.

    Returns:
        Every row (equal ones included, kind ``same``) and the counts.
    """
    rows: list[DiffRow] = []
    added = changed = deleted = 0
    for op, i1, i2, j1, j2 in line_opcodes(left, right):
        if op == "equal":
            rows += [
                DiffRow(SAME, i, j, left[i], right[j])
                for i, j in zip(range(i1, i2), range(j1, j2), strict=True)
            ]
            continue
        paired = min(i2 - i1, j2 - j1) if op == "replace" else 0
        for k in range(paired):
            rows.append(DiffRow(CHANGED, i1 + k, j1 + k, left[i1 + k], right[j1 + k]))
        rows += [DiffRow(DELETED, i, None, left[i], "") for i in range(i1 + paired, i2)]
        rows += [DiffRow(ADDED, None, j, "", right[j]) for j in range(j1 + paired, j2)]
        changed += paired
        deleted += i2 - i1 - paired
        added += j2 - j1 - paired
    return rows, DiffStats(added=added, changed=changed, deleted=deleted)


def _section(name: str, left: list[str], right: list[str]) -> SectionDiff:
    if left == right:  # the common case for tags: skip the matcher
        rows = [DiffRow(SAME, i, i, line, line) for i, line in enumerate(left)]
        return SectionDiff(name, tuple(rows), DiffStats(), len(left), len(right))
    rows, stats = diff_lines(left, right)
    return SectionDiff(name, tuple(rows), stats, len(left), len(right))


def compare_documents(left: Document, right: Document) -> Comparison:
    """Compare two documents section by section, in VTT's order.

    Args:
        left: this document (with its unsaved edits).
        right: the other version.

    Returns:
        The text's comparison, then the tags' if the texts are equal, then the
        markups' if the tags are equal too.
    """
    sections = [_section(TEXT, text_lines(left.text), text_lines(right.text))]
    if sections[-1].identical:
        sections.append(_section(TAGS, tag_lines(left), tag_lines(right)))
    if sections[-1].identical:
        sections.append(
            _section(MARKUPS, markup_lines(left), markup_lines(right, text=left.text))
        )
    return Comparison(tuple(sections))


def compare_markups(left: Document, right: Document) -> SectionDiff:
    """The markups of two versions of one text, whatever their tag sets.

    Raises:
        ValueError: the texts differ (markup offsets would not mean the same).
    """
    if left.text != right.text:
        raise ValueError("the texts differ: markups cannot be compared")
    return _section(MARKUPS, markup_lines(left), markup_lines(right, text=left.text))


def compare_with_file(left: Document, path: str | Path) -> Comparison:
    """Compare a document with a file (a ``.vtt``, or any other file as plain text).

    Raises:
        ParseError: the file is unreadable or a malformed VTT file.
    """
    return compare_documents(left, open_document(path, left.tagset))
