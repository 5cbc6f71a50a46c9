"""Markup: one labelled span of a document's text (half-open, in Python characters)."""

from __future__ import annotations

from typing import NamedTuple

_new_tuple = tuple.__new__


class _MarkupFields(NamedTuple):
    start: int
    end: int
    tag: str
    category: str = ""
    annotation: str = ""


class Markup(_MarkupFields):
    """A span ``[start, end)`` of the text labelled with a tag and its category.

    Offsets count Python ``str`` characters; formats convert at their edge
    (VTT counts UTF-16 units). ``annotation`` is VTT's free-text comment.
    Markups are immutable values (a named tuple, because readers create
    hundreds of thousands of them and a tuple is the cheapest value to build).

    Raises:
        ValueError: if ``start`` is negative or ``end`` is before ``start``.
    """

    __slots__ = ()

    def __new__(
        cls, start: int, end: int, tag: str, category: str = "", annotation: str = ""
    ) -> Markup:
        if start < 0 or end < start:
            raise ValueError(f"bad markup span [{start}, {end})")
        return _new_tuple(cls, (start, end, tag, category, annotation))

    @classmethod
    def trusted(
        cls, start: int, end: int, tag: str, category: str, annotation: str
    ) -> Markup:
        """Build without validation, for readers that have checked the span already."""
        return _new_tuple(cls, (start, end, tag, category, annotation))

    @property
    def offset(self) -> int:
        """VTT's name for the start."""
        return self.start

    @property
    def length(self) -> int:
        """Number of characters covered."""
        return self.end - self.start

    @property
    def label(self) -> str:
        """The tag's identity as VTT writes it: ``Name|Category`` or ``Name``."""
        return label_of(self.tag, self.category)

    @property
    def span(self) -> tuple[int, int]:
        """``(start, end)``."""
        return (self.start, self.end)

    def overlaps(self, start: int, end: int) -> bool:
        """Whether this markup shares at least one character with ``[start, end)``.

        A zero-length markup overlaps a range that strictly contains its point.
        """
        if self.start == self.end:
            return start < self.start < end or start == self.start == end
        return self.start < end and start < self.end

    def contains(self, pos: int) -> bool:
        """Whether character ``pos`` lies inside the markup."""
        return self.start <= pos < self.end

    def with_(self, **changes: object) -> Markup:
        """A validated copy with some fields changed (markups are immutable)."""
        fields = self._asdict()
        fields.update(changes)
        return Markup(**fields)


def label_of(tag: str, category: str) -> str:
    """VTT's ``getNameCategory``: ``tag|category``, or ``tag`` when uncategorised."""
    return f"{tag}|{category}" if category else tag


def split_label(label: str) -> tuple[str, str]:
    """Inverse of :func:`label_of`: ``"Name|Patient"`` -> ``("Name", "Patient")``."""
    tag, _, category = label.partition("|")
    return tag, category


def sort_key(markup: Markup) -> tuple[int, int, int]:
    """VTT's markup order: offset ascending; zero-length first; then longest first."""
    length = markup.end - markup.start
    return (markup.start, 0 if length == 0 else 1, -length)
