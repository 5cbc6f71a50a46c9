"""Tags (labels with a display style), tag sets, and the reserved first tag."""

from __future__ import annotations

import colorsys
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from vtt_py.core.markup import label_of, split_label

RGB = tuple[int, int, int]

RESERVED_TAG_NAME = "Text/Clear"
DEFAULT_FONT_FAMILY = "Monospaced"
DEFAULT_FONT_SIZE = "+0"
#: VTT's base font size when no configuration is read (config BASE_FONT_SIZE).
DEFAULT_BASE_FONT_SIZE = 12
_FONT_SIZE = re.compile(r"[+-]?[0-9]+")


@dataclass(frozen=True, slots=True)
class Tag:
    """A tag as VTT stores it: identity (name, category) plus display style.

    ``font_size`` is kept as VTT's string: ``+N``/``-N`` relative to the base
    size, or a plain absolute ``N``.
    """

    name: str
    category: str = ""
    bold: bool = False
    italic: bool = False
    underline: bool = False
    display: bool = True
    foreground: RGB = (0, 0, 0)
    background: RGB = (255, 255, 255)
    font_family: str = DEFAULT_FONT_FAMILY
    font_size: str = DEFAULT_FONT_SIZE

    def __post_init__(self) -> None:
        for colour in (self.foreground, self.background):
            if len(colour) != 3 or any(not 0 <= c <= 255 for c in colour):
                raise ValueError(f"colour out of range 0-255: {colour}")

    @property
    def label(self) -> str:
        """``Name|Category`` or ``Name``: the tag's identity."""
        return label_of(self.name, self.category)

    def point_size(self, base: int = DEFAULT_BASE_FONT_SIZE, zoom: int = 0) -> int:
        """The font size VTT draws this tag with (``Tag.getFontSize`` + zoom)."""
        return resolve_font_size(self.font_size, base) + zoom


def resolve_font_size(size: str, base: int = DEFAULT_BASE_FONT_SIZE) -> int:
    """Resolve VTT's font-size string; unparsable values fall back to ``base``."""
    text = size.strip()
    if not _FONT_SIZE.fullmatch(text):
        return base
    if text[0] in "+-":
        return base + int(text)
    return int(text)


def default_reserved_tag() -> Tag:
    """NLM's reserved tag: base text style and white-on-dark-blue selection."""
    return Tag(
        RESERVED_TAG_NAME,
        foreground=(255, 255, 255),
        background=(0, 51, 153),
        font_size="12",
    )


def auto_style(name: str, category: str, index: int) -> Tag:
    """A new tag with a distinct, readable background picked from its position."""
    hue = (index * 0.618033988749895) % 1.0
    r, g, b = colorsys.hls_to_rgb(hue, 0.78, 0.85)
    return Tag(
        name, category, background=(round(r * 255), round(g * 255), round(b * 255))
    )


@dataclass
class TagSet:
    """An ordered tag list; index 0 is VTT's reserved tag.

    ``properties`` holds vtt_py's own settings read from ``# vtt_py.KEY: value``
    comment lines of a tags file (VTT skips ``#`` lines), such as the labels
    that are HIPAA identifiers.
    """

    tags: list[Tag] = field(default_factory=lambda: [default_reserved_tag()])
    properties: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._index: dict[str, int] = {}
        self._reindex()

    def _reindex(self) -> None:
        self._index = {}
        for i, tag in enumerate(self.tags):
            self._index.setdefault(tag.label, i)

    def __iter__(self) -> Iterator[Tag]:
        return iter(self.tags)

    def __len__(self) -> int:
        return len(self.tags)

    def __contains__(self, label: object) -> bool:
        return label in self._index

    def defines_all(self, labels: Iterable[str]) -> bool:
        """Whether every one of ``labels`` is defined (one set test, not a call each)."""
        return self._index.keys() >= set(labels)

    @property
    def reserved(self) -> Tag:
        """The reserved first tag (base text style, selection colours)."""
        return self.tags[0] if self.tags else default_reserved_tag()

    @property
    def user_tags(self) -> list[Tag]:
        """Every tag but the reserved one, in list order."""
        return self.tags[1:]

    def get(self, label: str) -> Tag | None:
        """The tag with this ``Name|Category`` label, or None."""
        i = self._index.get(label)
        return None if i is None else self.tags[i]

    def find(self, name: str, category: str = "") -> Tag | None:
        """The tag with this name and category, or None."""
        return self.get(label_of(name, category))

    def index_of(self, label: str) -> int:
        """Position of a label in the list; raises KeyError when unknown."""
        return self._index[label]

    def labels(self) -> list[str]:
        """Every label in list order (reserved first)."""
        return [t.label for t in self.tags]

    def names(self) -> list[str]:
        """Distinct tag names in list order, reserved tag excluded."""
        return list(dict.fromkeys(t.name for t in self.user_tags))

    def categories_of(self, name: str) -> list[str]:
        """Categories defined for a tag name ('' for the uncategorised one)."""
        return [t.category for t in self.user_tags if t.name == name]

    def add(self, tag: Tag, index: int | None = None) -> None:
        """Insert a tag (at the end by default).

        Raises:
            ValueError: if its label already exists or it would replace the
                reserved tag at index 0.
        """
        if tag.label in self._index:
            raise ValueError(f"tag {tag.label!r} already exists")
        if index is not None and index < 1:
            raise ValueError("index 0 is the reserved tag")
        self.tags.insert(len(self.tags) if index is None else index, tag)
        self._reindex()

    def ensure(self, name: str, category: str = "") -> Tag:
        """The tag with this label, added with an automatic style if missing."""
        tag = self.find(name, category)
        if tag is None:
            tag = auto_style(name, category, len(self.tags))
            self.add(tag)
        return tag

    def remove(self, label: str) -> Tag:
        """Remove and return a tag. Raises ValueError for the reserved tag."""
        i = self.index_of(label)
        if i == 0:
            raise ValueError("the reserved tag cannot be removed")
        tag = self.tags.pop(i)
        self._reindex()
        return tag

    def replace(self, label: str, tag: Tag) -> None:
        """Replace the tag with ``label`` by ``tag`` (keeping its position).

        Raises:
            ValueError: if ``tag`` would take a label another tag has.
        """
        i = self.index_of(label)
        other = self._index.get(tag.label)
        if other is not None and other != i:
            raise ValueError(f"tag {tag.label!r} already exists")
        self.tags[i] = tag
        self._reindex()

    def move(self, label: str, new_index: int) -> None:
        """Move a tag to a new position (never to or from index 0)."""
        i = self.index_of(label)
        if i == 0 or new_index < 1 or new_index >= len(self.tags):
            raise ValueError("the reserved tag stays first")
        self.tags.insert(new_index, self.tags.pop(i))
        self._reindex()

    def sort(self) -> None:
        """VTT's Sort: order by ``name|category`` string, reserved tag first."""
        self.tags[1:] = sorted(self.tags[1:], key=lambda t: f"{t.name}|{t.category}")
        self._reindex()

    def copy(self) -> TagSet:
        """An independent copy (tags are immutable, so a shallow list copy)."""
        # copy.copy's generic protocol took most of the time a copy costs
        # (a corpus reader copies one tag set per file).
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        clone.tags = list(self.tags)
        clone.properties = dict(self.properties)
        # The same tags in the same order: the index needs no rebuilding (that
        # took most of a copy, made three times per note by ``annotate``).
        clone._index = dict(self._index)
        return clone

    # vtt_py properties -------------------------------------------------

    def _label_list(self, key: str) -> list[str]:
        raw = self.properties.get(key, "")
        return [item.strip() for item in raw.split(",") if item.strip()]

    @property
    def hipaa_labels(self) -> list[str]:
        """Labels (``Name`` or ``Name|Category``) that are HIPAA identifiers."""
        return self._label_list("hipaa")

    def is_hipaa(self, tag: str, category: str = "") -> bool:
        """Whether a tag is a HIPAA identifier; a bare name covers all categories."""
        listed = set(self.hipaa_labels)
        return label_of(tag, category) in listed or tag in listed

    @property
    def name(self) -> str:
        """The tag set's short name (e.g. ``nlm-scrubber``), if it has one."""
        return self.properties.get("name", "")


def union_tagset(base: TagSet, labels: Iterable[str]) -> TagSet:
    """A copy of ``base`` extended with auto-styled tags for unknown labels."""
    result = base.copy()
    for label in labels:
        name, category = split_label(label)
        result.ensure(name, category)
    return result
