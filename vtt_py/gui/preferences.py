"""Preferences (VTT's Config Setup) as values: user name, layout of new files, tag set, fonts."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from vtt_py.core.document import Document
from vtt_py.formats.vtt import default_user
from vtt_py.gui import settings

FIX_LENGTH, SIMPLE = "fix_length", "simple"
#: VTT's shipped vtt.properties: offset, length, tag name, category.
DEFAULT_WIDTHS = (7, 2, 15, 15)
MAX_WIDTH = 40
Widths = tuple[int, int, int, int]


def user_name_problem(name: str) -> str | None:
    """Why a name cannot go in a FILE_SAVE line (VTT splits the line on '|')."""
    if "|" in name:
        return "The user name cannot contain '|'."
    if any(ord(c) < 32 for c in name):
        return "The user name cannot contain a line break or control character."
    return None


def user_name() -> str:
    """The name written in FILE_SAVE lines: the preference, else the login name."""
    name = settings.USER_NAME.get().strip()
    return name if name and user_name_problem(name) is None else default_user()


def stored_widths() -> Widths:
    """The FIX_LENGTH widths preference (VTT's defaults when unreadable)."""
    value = settings.MARKUP_WIDTHS.get()
    if (
        isinstance(value, list)
        and len(value) == 4
        and all(isinstance(w, int) and 0 <= w <= MAX_WIDTH for w in value)
    ):
        return value[0], value[1], value[2], value[3]
    return DEFAULT_WIDTHS


def new_file_widths() -> Widths:
    """Markup column widths for a file the app writes for the first time."""
    if settings.MARKUP_LAYOUT.get() == SIMPLE:
        return 0, 0, 0, 0
    return stored_widths()


def apply_new_file_layout(document: Document) -> None:
    """Give a document that has no VTT file yet the preferred markup layout.

    Files that were opened keep the layout they were written in (``doc.layout``),
    so an unedited file is saved back byte for byte.
    """
    document.layout = dataclasses.replace(document.layout, widths=new_file_widths())


@dataclass(frozen=True)
class Preferences:
    """Every preference the dialog edits."""

    user_name: str = ""
    layout: str = FIX_LENGTH
    widths: Widths = DEFAULT_WIDTHS
    default_tagset: str = "nlm-scrubber"
    base_font_size: int = 12
    zoom: int = 0

    @classmethod
    def load(cls) -> Preferences:
        """The stored preferences."""
        layout = settings.MARKUP_LAYOUT.get()
        return cls(
            user_name=settings.USER_NAME.get(),
            layout=layout if layout in (FIX_LENGTH, SIMPLE) else FIX_LENGTH,
            widths=stored_widths(),
            default_tagset=settings.DEFAULT_TAGSET.get(),
            base_font_size=settings.BASE_FONT_SIZE.get(),
            zoom=settings.ZOOM.get(),
        )

    def store(self) -> None:
        """Write the preferences (fonts are applied by the window)."""
        settings.USER_NAME.set(self.user_name.strip())
        settings.MARKUP_LAYOUT.set(self.layout)
        settings.MARKUP_WIDTHS.set(list(self.widths))
        settings.DEFAULT_TAGSET.set(self.default_tagset)
        settings.BASE_FONT_SIZE.set(self.base_font_size)
