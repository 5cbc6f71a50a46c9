"""Qt text formats for VTT tags: fonts, relative sizes, colours, display filter."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache

from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontInfo,
    QFontMetricsF,
    QTextCharFormat,
)

from vtt_py.core.adjudication import PREFIX as PENDING_PREFIX
from vtt_py.core.markup import Markup, split_label
from vtt_py.core.suggestions import PREFIX as SUGGESTION_PREFIX
from vtt_py.core.tagset import Tag, TagSet, resolve_font_size

#: VTT's Java logical fonts (Text menu) and the Qt style hint standing for each.
JAVA_FONTS: dict[str, QFont.StyleHint] = {
    "Monospaced": QFont.StyleHint.TypeWriter,
    "DialogInput": QFont.StyleHint.TypeWriter,
    "SansSerif": QFont.StyleHint.SansSerif,
    "Dialog": QFont.StyleHint.SansSerif,
    "Serif": QFont.StyleHint.Serif,
}


#: Families tried first for VTT's Monospaced, before every other installed one.
FIXED_CANDIDATES = (
    "DejaVu Sans Mono",
    "Liberation Mono",
    "Noto Sans Mono",
    "Cousine",
    "Consolas",
    "Menlo",
    "Courier New",
)
#: Characters whose advances a fixed-pitch font draws equally wide.
PITCH_PROBE = "iMW0. l"


def advances(family: str) -> list[float]:
    """Horizontal advances of the probe characters in a family (12 pt)."""
    font = QFont(family, 12)
    metrics = QFontMetricsF(font)
    return [metrics.horizontalAdvance(c) for c in PITCH_PROBE]


def is_fixed_pitch(family: str) -> bool:
    """Whether a family really draws every probe character equally wide.

    Qt's own flag is not enough: it calls Noto Sans Mono proportional (the
    font has some double-width glyphs) and a missing family falls back to a
    proportional one silently.
    """
    widths = advances(family)
    return max(widths) - min(widths) < 0.01 and widths[0] > 0


def pick_fixed_family(
    candidates: Iterable[str], fixed: Callable[[str], bool] = is_fixed_pitch
) -> str | None:
    """The first candidate that is truly fixed-pitch, or None."""
    return next((family for family in candidates if family and fixed(family)), None)


@cache
def fixed_family() -> str:
    """The family the app uses for VTT's Monospaced: a truly fixed-pitch one when
    the machine has any, else the system's fixed font."""
    system = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()
    installed = set(QFontDatabase.families())
    flagged = [f for f in sorted(installed) if QFontDatabase.isFixedPitch(f)]
    candidates = [
        system,
        *(f for f in FIXED_CANDIDATES if f in installed),
        *flagged,
        *sorted(installed),
    ]
    picked = pick_fixed_family(candidates) or system
    return QFontInfo(QFont(picked)).family()  # the real family behind an alias


def qt_family(java_family: str) -> tuple[str, QFont.StyleHint]:
    """The Qt font family for a VTT font name (logical Java fonts mapped)."""
    hint = JAVA_FONTS.get(java_family)
    if hint is None:
        return java_family, QFont.StyleHint.AnyStyle  # a real family name
    if hint == QFont.StyleHint.TypeWriter:
        return fixed_family(), hint
    if java_family == "Dialog":
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
        return font.family(), hint
    probe = QFont()
    probe.setStyleHint(hint)
    probe.setFamily("serif" if hint == QFont.StyleHint.Serif else "sans-serif")
    return probe.defaultFamily() or probe.family(), hint


#: Opacity of an undecided markup's background (a tag's own is opaque: 255).
PALE_ALPHA = 80
UNDECIDED_PREFIXES = (SUGGESTION_PREFIX, PENDING_PREFIX)


@dataclass
class DisplayFilter:
    """VTT's runtime Display Filter: tag names and categories to hide (not saved)."""

    hidden_names: set[str] = field(default_factory=set)
    hidden_categories: set[str] = field(default_factory=set)

    def shows(self, tag: Tag) -> bool:
        """Whether a tag is drawn: its Display flag and this filter."""
        return (
            tag.display
            and tag.name not in self.hidden_names
            and tag.category not in self.hidden_categories
        )

    @property
    def active(self) -> bool:
        """Whether anything is hidden by the filter."""
        return bool(self.hidden_names or self.hidden_categories)


class StyleBook:
    """Formats for a tag set at a base size and zoom; cached per label.

    The reserved tag (index 0) gives the base text font; its colours are the
    selection colours. A tag's font size is VTT's ``+N``/``-N``/``N`` resolved
    against the base size, plus the zoom.
    """

    def __init__(
        self,
        tagset: TagSet,
        *,
        base_size: int = 12,
        zoom: int = 0,
        display: DisplayFilter | None = None,
    ) -> None:
        self.tagset = tagset
        self.base_size = base_size
        self.zoom = zoom
        self.display = display or DisplayFilter()
        self._formats: dict[str, QTextCharFormat | None] = {}
        self._pale: dict[str, QTextCharFormat | None] = {}
        reserved = tagset.reserved
        self.text_size = max(4, resolve_font_size(reserved.font_size, base_size) + zoom)
        self.text_family, self.text_hint = qt_family(reserved.font_family)

    def base_font(self) -> QFont:
        """The document font: the reserved tag's family, size and style."""
        reserved = self.tagset.reserved
        font = QFont(self.text_family)
        font.setStyleHint(self.text_hint)
        font.setPointSize(self.text_size)
        font.setBold(reserved.bold)
        font.setItalic(reserved.italic)
        font.setUnderline(reserved.underline)
        return font

    def selection_colours(self) -> tuple[QColor, QColor]:
        """(text, background) of selected text: the reserved tag's colours."""
        reserved = self.tagset.reserved
        return QColor(*reserved.foreground), QColor(*reserved.background)

    def shows(self, label: str) -> bool:
        """Whether markups with this label are drawn styled."""
        tag = self.tagset.get(label)
        return tag is not None and self.display.shows(tag)

    def tag_of(self, markup: Markup) -> Tag | None:
        """The tag a markup uses."""
        return self.tagset.get(markup.label)

    def format_for(self, label: str) -> QTextCharFormat | None:
        """The format of a label, or None when it is drawn plain."""
        try:
            return self._formats[label]
        except KeyError:
            tag = self.tagset.get(label)
            fmt = self.tag_format(tag) if tag and self.display.shows(tag) else None
            self._formats[label] = fmt
            return fmt

    def markup_format(self, markup: Markup) -> QTextCharFormat | None:
        """The format of one markup.

        Markups not yet decided (machine suggestions, adjudication's pending
        ones) get a pale background and the plain text colour, so they stand
        apart from human work; their outline or side bar is painted over them.
        """
        if not markup.annotation.startswith(UNDECIDED_PREFIXES):
            return self.format_for(markup.label)
        try:
            return self._pale[markup.label]
        except KeyError:
            fmt = self.format_for(markup.label)
            if fmt is not None:
                fmt = QTextCharFormat(fmt)
                colour = QColor(fmt.background().color())
                colour.setAlpha(PALE_ALPHA)
                fmt.setBackground(colour)
                fmt.clearForeground()
            self._pale[markup.label] = fmt
            return fmt

    def tag_format(self, tag: Tag) -> QTextCharFormat:
        """A tag's own format, whatever the display flags (also for previews)."""
        fmt = QTextCharFormat()
        fmt.setForeground(QColor(*tag.foreground))
        fmt.setBackground(QColor(*tag.background))
        if tag.bold:
            fmt.setFontWeight(QFont.Weight.Bold)
        if tag.italic:
            fmt.setFontItalic(True)
        if tag.underline:
            fmt.setFontUnderline(True)
        size = max(4, resolve_font_size(tag.font_size, self.base_size) + self.zoom)
        if size != self.text_size:  # only then, so plain tags never re-layout
            fmt.setFontPointSize(size)
        family, hint = qt_family(tag.font_family)
        if family != self.text_family:
            fmt.setFontFamilies([family])
            fmt.setFontStyleHint(hint)
        return fmt


def tag_caption(label: str) -> str:
    """``Name › Category`` for menus and lists."""
    name, category = split_label(label)
    return f"{name} › {category}" if category else name
