"""VTT meta data (default tags file, save history) and the layout a file was saved in."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

#: The format version every VTT since 2010 writes in FILE_SAVE lines.
VTT_FILE_VERSION = "VTT.2010.0"
DEFAULT_USER = "VTT"


@dataclass(frozen=True, slots=True)
class TagsFileRef:
    """The ``TAGS_FILE`` meta line: a default tags file and whether to confirm loading it."""

    confirm: bool
    path: str


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One ``FILE_SAVE`` meta line. The stamp is kept as an opaque string."""

    version: str
    user: str
    stamp: str


@dataclass
class MetaData:
    """VTT's Meta Data section: optional default tags file, then the save history."""

    tags_file: TagsFileRef | None = None
    saves: list[SaveInfo] = field(default_factory=list)

    def copy(self) -> MetaData:
        """An independent copy."""
        return MetaData(self.tags_file, list(self.saves))


@dataclass(frozen=True, slots=True)
class VttLayout:
    """How a VTT file was laid out, so that an unedited file is written back byte for byte.

    ``widths`` are the minimum widths of offset, length, tag name and category
    in markup lines: VTT's FIX_LENGTH_FORMAT (7/2/15/15 in its shipped
    configuration); all zeros is SIMPLE_FORMAT. ``has_meta`` is False for files
    from before VTT 2010, which had no Meta Data section; saving from the app
    adds it, as VTT does. ``newline`` is ``"\r\n"`` for a file whose every
    line ended so (saved on Windows): the text holds LF, the file CRLF.
    """

    has_meta: bool = True
    widths: tuple[int, int, int, int] = (7, 2, 15, 15)
    newline: str = "\n"


def vtt_timestamp(moment: datetime | None = None) -> str:
    """A save stamp as VTT on Java 8 (en_US) writes it: ``2/4/10 11:57:43 AM``."""
    moment = moment or datetime.now()
    hour = moment.hour % 12 or 12
    ampm = "AM" if moment.hour < 12 else "PM"
    return (
        f"{moment.month}/{moment.day}/{moment.year % 100:02d} "
        f"{hour}:{moment.minute:02d}:{moment.second:02d} {ampm}"
    )
