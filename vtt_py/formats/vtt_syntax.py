"""The fixed strings of the VTT format and the field rules shared by its readers and writers."""

from __future__ import annotations

from vtt_py.formats.numbers import parse_signed

SEP = "#<" + "-" * 70 + ">"
META_DATA = "#<Meta Data>"
TEXT_CONTENT = "#<Text Content>"
TAGS_CONFIGURATION = "#<Tags Configuration>"
MARKUPS_INFORMATION = "#<MarkUps Information>"
META_TAGS_FILE_FIELDS = "#<Tags file|confirmation|path of default tags file>"
META_HISTORY_FIELDS = "#<File History|VTT file format version|User name|Time stamp>"
TAG_FIELDS = "#<Name|Category|Bold|Italic|Underline|Display|FR|FG|FB|BR|BG|BB|FontFamily|FontSize>"
MARKUP_FIELDS = "#<Offset|Length|TagName|TagCategory|Annotation|TagText>"

#: Lines that are never data (VttDocument.isHeader): exact, case-sensitive.
HEADERS = frozenset(
    {
        SEP,
        META_DATA,
        TEXT_CONTENT,
        TAGS_CONFIGURATION,
        MARKUPS_INFORMATION,
        META_TAGS_FILE_FIELDS,
        META_HISTORY_FIELDS,
        TAG_FIELDS,
        MARKUP_FIELDS,
    }
)

META_BLOCK = "".join(
    line + "\n"
    for line in (SEP, META_DATA, META_TAGS_FILE_FIELDS, META_HISTORY_FIELDS, SEP)
)
TEXT_BLOCK = "".join(line + "\n" for line in (SEP, TEXT_CONTENT, SEP))
TAGS_BLOCK = "".join(line + "\n" for line in (SEP, TAGS_CONFIGURATION, TAG_FIELDS, SEP))
MARKUPS_BLOCK = "".join(
    line + "\n" for line in (SEP, MARKUPS_INFORMATION, MARKUP_FIELDS, SEP)
)

#: Java's String.trim() strips every character up to U+0020, no more.
JAVA_WHITESPACE = "".join(chr(i) for i in range(0x21))


def java_trim(value: str) -> str:
    """Strip like Java's ``String.trim()``."""
    return value.strip(JAVA_WHITESPACE)


def parse_java_int(value: str) -> int | None:
    """``Integer.parseInt`` on an already trimmed string; None if it would throw.

    ASCII digits only, any number of leading zeros, at most 10 significant
    digits: a 5,000-digit offset is a bad number, not a crash.
    """
    number = parse_signed(value, max_digits=10)
    if number is None or not -(2**31) <= number < 2**31:
        return None
    return number


def utf16_len(value: str) -> int:
    """Length in UTF-16 units (what Java pads by)."""
    return len(value) if value.isascii() else len(value.encode("utf-16-le")) // 2


def pad_left(value: str, width: int) -> str:
    """Right-justify to a minimum width counted in UTF-16 units."""
    return " " * (width - utf16_len(value)) + value


def pad_right(value: str, width: int) -> str:
    """Left-justify to a minimum width counted in UTF-16 units."""
    return value + " " * (width - utf16_len(value))
