"""Document: the text, its tag set, its markups (kept in VTT order) and meta data."""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from operator import itemgetter, sub

from vtt_py.core.markup import Markup, sort_key
from vtt_py.core.meta import MetaData, VttLayout
from vtt_py.core.tagset import TagSet

#: The layout of a document made in memory. Frozen, so every document can
#: share one: a frozen dataclass's __init__ cost about 1 % of reading a note.
_DEFAULT_LAYOUT = VttLayout()

#: A markup's start and end, taken in C.
_START, _END = itemgetter(0), itemgetter(1)


class Document:
    """An annotated text.

    Markups are kept sorted in VTT's order (:func:`~vtt_py.core.markup.sort_key`,
    stable for equal keys). Several markups may share a span if their labels
    differ (NLM keeps conflicting interpretations side by side); an exact
    duplicate (same span and label) is refused. Every markup's label must be
    defined in the tag set and its span must lie inside the text.
    """

    def __init__(
        self,
        text: str = "",
        tagset: TagSet | None = None,
        markups: Iterable[Markup] = (),
        *,
        meta: MetaData | None = None,
        layout: VttLayout | None = None,
    ) -> None:
        self.text = text
        self.tagset = tagset if tagset is not None else TagSet()
        self.meta = meta if meta is not None else MetaData()
        self._layout = layout if layout is not None else _DEFAULT_LAYOUT
        #: How a reader works the layout out, until somebody asks for it.
        self._infer_layout: Callable[[], VttLayout] | None = None
        self._markups: list[Markup] = []
        # The longest markup's length, which bounds the search in overlapping();
        # None until first needed after a bulk load (see extend_sorted).
        self._max_len: int | None = 0
        for markup in markups:
            self.add(markup)

    # ------------------------------------------------------------------ layout

    @property
    def layout(self) -> VttLayout:
        """How the file this document came from was laid out (written back the same way)."""
        if self._infer_layout is not None:
            self._layout = self._infer_layout()
            self._infer_layout = None
        return self._layout

    @layout.setter
    def layout(self, layout: VttLayout) -> None:
        self._layout = layout
        self._infer_layout = None

    def defer_layout(self, infer: Callable[[], VttLayout]) -> None:
        """For readers: work the layout out with ``infer`` only when it is first asked for.

        Writers ask; comparing, scoring and exporting do not, and a corpus of
        20,000 notes read for ``vtt-py agree`` is spared 20,000 inferences.
        """
        self._infer_layout = infer

    # ------------------------------------------------------------------ queries

    @property
    def markups(self) -> Sequence[Markup]:
        """Every markup in VTT order (read-only view; edit with add/remove)."""
        return self._markups

    def __len__(self) -> int:
        return len(self._markups)

    def text_of(self, markup: Markup) -> str:
        """The characters a markup covers."""
        return self.text[markup.start : markup.end]

    def index_of(self, markup: Markup) -> int:
        """Position of a markup in VTT order; raises ValueError when absent."""
        key = sort_key(markup)
        markups = self._markups
        i = bisect.bisect_left(markups, key, key=sort_key)
        while i < len(markups) and sort_key(markups[i]) == key:
            if markups[i] == markup:
                return i
            i += 1
        raise ValueError("markup not in document")

    def __contains__(self, markup: object) -> bool:
        if not isinstance(markup, Markup):
            return False
        try:
            self.index_of(markup)
        except ValueError:
            return False
        return True

    def overlapping(self, start: int, end: int) -> list[Markup]:
        """Markups sharing at least one character with ``[start, end)``, in order."""
        # (x, -1, 0) sorts before every key starting at x (their second item is 0 or 1).
        lo = bisect.bisect_left(
            self._markups, (start - self._longest(), -1, 0), key=sort_key
        )
        hi = bisect.bisect_right(
            self._markups, (max(end, start + 1), -1, 0), key=sort_key
        )
        return [m for m in self._markups[lo:hi] if m.overlaps(start, end)]

    def at(self, pos: int) -> list[Markup]:
        """Markups containing character ``pos`` (innermost last)."""
        return [m for m in self.overlapping(pos, pos + 1) if m.contains(pos)]

    def with_span(self, start: int, end: int) -> list[Markup]:
        """Markups with exactly this span."""
        return [
            m
            for m in self.overlapping(start, max(end, start + 1))
            if m.span == (start, end)
        ]

    def label_counts(self) -> Counter[str]:
        """Number of markups per ``Name|Category`` label (VTT's Reports)."""
        return Counter(m.label for m in self._markups)

    # ------------------------------------------------------------------ edits

    def check_markup(self, markup: Markup) -> None:
        """Raise ValueError if a markup cannot belong to this document."""
        if markup.end > len(self.text):
            raise ValueError(
                f"markup [{markup.start}, {markup.end}) is outside the text"
            )
        if markup.label not in self.tagset:
            raise ValueError(f"tag {markup.label!r} is not in the tag set")

    def add(self, markup: Markup) -> int:
        """Insert a markup in order and return its index.

        Raises:
            ValueError: outside the text, unknown label, or exact duplicate.
        """
        self.check_markup(markup)
        key = sort_key(markup)
        lo = bisect.bisect_left(self._markups, key, key=sort_key)
        hi = bisect.bisect_right(self._markups, key, lo, key=sort_key)
        for other in self._markups[lo:hi]:
            if other.tag == markup.tag and other.category == markup.category:
                raise ValueError(f"duplicate markup {markup.label} at {markup.span}")
        self._markups.insert(hi, markup)
        if self._max_len is not None:
            self._max_len = max(self._max_len, markup.length)
        return hi

    def remove(self, markup: Markup) -> int:
        """Remove a markup and return the index it had."""
        i = self.index_of(markup)
        del self._markups[i]
        return i

    def replace(self, old: Markup, new: Markup) -> int:
        """Swap one markup for another; return the new one's index.

        The document is unchanged if ``new`` is refused.
        """
        i = self.remove(old)
        try:
            return self.add(new)
        except ValueError:
            self._markups.insert(i, old)
            raise

    def clear_markups(self) -> list[Markup]:
        """Remove every markup and return them in order."""
        removed, self._markups = self._markups, []
        self._max_len = 0
        return removed

    def set_markups(self, markups: Iterable[Markup]) -> None:
        """Replace every markup at once (validated like :meth:`add`)."""
        self.clear_markups()
        for markup in markups:
            self.add(markup)

    def extend_sorted(self, markups: list[Markup], *, in_order: bool = False) -> None:
        """Bulk load for readers: markups already checked against text and tag set.

        Keeps the given order for equal sort keys, as Java's stable sort does.
        Files VTT wrote are already in order, which is detected cheaply.
        ``in_order``: the caller knows the document had no markups and the
        starts of ``markups`` rise strictly (then they are in order as given).
        """
        found = self._markups
        found.extend(markups)
        # Taken in C: a corpus reader calls this once per file.
        starts = [] if in_order else list(map(_START, found))
        if len(set(starts)) != len(starts) or starts != sorted(starts):
            found.sort(key=sort_key)
        # Measured when first needed: comparing and exporting never ask, and
        # measuring every markup cost a tenth of reading a note for them.
        self._max_len = None

    def _longest(self) -> int:
        """The longest markup's length (an upper bound after removals)."""
        if self._max_len is None:
            found = self._markups
            self._max_len = max(
                map(sub, map(_END, found), map(_START, found)), default=0
            )
        return self._max_len

    def copy(self) -> Document:
        """An independent copy (markups and tags are immutable values)."""
        doc = Document(
            self.text, self.tagset.copy(), meta=self.meta.copy(), layout=self.layout
        )
        doc._markups = list(self._markups)
        doc._max_len = self._max_len
        return doc

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Document):
            return NotImplemented
        return (
            self.text == other.text
            and self.tagset.tags == other.tagset.tags
            and self._markups == other._markups
            and self.meta == other.meta
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"Document({len(self.text)} chars, {len(self._markups)} markups)"
