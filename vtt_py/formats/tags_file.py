"""Tag lines, standalone tags files (VTT's Tags -> Save & Import) and the shipped tag sets."""

from __future__ import annotations

import functools
from pathlib import Path

from vtt_py.core.tagset import Tag, TagSet, default_reserved_tag
from vtt_py.errors import ProblemLog, WriteError
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.textio import decode_utf8, split_lines
from vtt_py.formats.vtt_syntax import HEADERS, SEP, TAGS_BLOCK, parse_java_int

PROPERTY_PREFIX = "# vtt_py."
TAGS_FILE_SUFFIX = ".tags"
#: Tag lines read without a problem, by their text: every file of a corpus
#: repeats the same few, and a Tag is immutable (bounded, for long sessions).
_PARSED: dict[str, Tag] = {}
_PARSED_MAX = 4096


def parse_tag_line(line: str, lineno: int, log: ProblemLog) -> Tag | None:
    """Read one tag line as VTT's ``Tags.readTagFromLine`` does.

    Name is the text before the first ``|`` and Category the text up to the
    second; the remaining fields are split with empty fields collapsed (Java's
    StringTokenizer). Nothing is trimmed. Returns None after logging an error.
    """
    name, sep1, rest = line.partition("|")
    category, sep2, rest = rest.partition("|")
    fields = [f for f in rest.split("|") if f] if sep2 else []
    if not sep1 or not sep2 or len(fields) < 12:
        found = (2 if sep2 else 1 if sep1 else 0) + len(fields)
        hint = " (a VTT 2008 line without a category?)" if found == 13 else ""
        log.error(lineno, f"tag line has {found} fields, 14 expected{hint}")
        return None
    if len(fields) > 12:
        log.warn(lineno, f"tag line has {len(fields) - 12} extra fields; ignored")
    flags = [f.lower() == "true" for f in fields[:4]]
    colours = [parse_java_int(f) for f in fields[4:10]]
    if any(c is None for c in colours):
        log.error(lineno, "tag colour is not a whole number")
        return None
    if any(not 0 <= c <= 255 for c in colours if c is not None):
        log.error(lineno, "tag colour out of range 0-255")
        return None
    if not name:
        log.error(lineno, "tag line has an empty name")
        return None
    rgb = [c for c in colours if c is not None]
    return Tag(
        name,
        category,
        bold=flags[0],
        italic=flags[1],
        underline=flags[2],
        display=flags[3],
        foreground=(rgb[0], rgb[1], rgb[2]),
        background=(rgb[3], rgb[4], rgb[5]),
        font_family=fields[10],
        font_size=fields[11],
    )


def format_tag_line(tag: Tag) -> str:
    """One tag line as VTT's ``Tag.toString`` writes it (with a final newline)."""
    b = "true" if tag.bold else "false"
    i = "true" if tag.italic else "false"
    u = "true" if tag.underline else "false"
    d = "true" if tag.display else "false"
    fr, fg, fb = tag.foreground
    br, bg, bb = tag.background
    return (
        f"{tag.name}|{tag.category}|{b}|{i}|{u}|{d}|{fr}|{fg}|{fb}|{br}|{bg}|{bb}|"
        f"{tag.font_family}|{tag.font_size}\n"
    )


#: What VTT's ``trim()`` removes: every character up to the space.
_TRIMMED = "".join(chr(i) for i in range(0x21))


def tag_problems(tag: Tag) -> list[str]:
    """Why a tag cannot be written so that VTT reads it back unchanged (empty if it can)."""
    problems = []
    if not tag.name or tag.name.startswith("#"):
        problems.append("a tag name must be non-empty and not start with '#'")
    for field_name, value in (("name", tag.name), ("category", tag.category)):
        if "|" in value or "\n" in value or "\r" in value:
            problems.append(f"tag {field_name} contains '|' or a line break")
        elif value != value.strip(_TRIMMED):
            problems.append(f"tag {field_name} starts or ends with white space")
    for field_name, value in (
        ("font family", tag.font_family),
        ("font size", tag.font_size),
    ):
        if not value or "|" in value or "\n" in value or "\r" in value:
            problems.append(
                f"tag {field_name} is empty or contains '|' or a line break"
            )
    return problems


def format_tag_lines(tagset: TagSet) -> str:
    """The tag lines of a Tags Configuration section: reserved tag, SEP, the rest."""
    return _tag_block(tuple(tagset.tags) or (default_reserved_tag(),))


@functools.lru_cache(maxsize=64)
def _tag_block(tags: tuple[Tag, ...]) -> str:
    # Cached: a corpus written with one tag set checks and formats it once.
    for tag in tags:
        problems = tag_problems(tag)
        if problems:
            raise WriteError(f"tag {tag.label!r}: {problems[0]}")
    return (
        format_tag_line(tags[0]) + SEP + "\n" + "".join(map(format_tag_line, tags[1:]))
    )


def parse_tag_section(lines: list[tuple[int, str]], log: ProblemLog) -> TagSet:
    """Tags from the data lines of a Tags Configuration section (empty and ``#`` skipped)."""
    tags: list[Tag] = []
    seen: set[str] = set()
    properties: dict[str, str] = {}
    for lineno, line in lines:
        if line.startswith(PROPERTY_PREFIX):
            key, _, value = line[len(PROPERTY_PREFIX) :].partition(":")
            properties[key.strip()] = value.strip()
            continue
        if not line or line.startswith("#"):
            continue
        tag = _PARSED.get(line)
        if tag is None:
            problems = len(log.problems)
            tag = parse_tag_line(line, lineno, log)
            if tag is None:
                continue
            if len(log.problems) == problems and len(_PARSED) < _PARSED_MAX:
                _PARSED[line] = tag
        if tag.label in seen:
            log.warn(lineno, f"tag {tag.label!r} is defined twice; the first is kept")
            continue
        seen.add(tag.label)
        tags.append(tag)
    return TagSet(tags or [default_reserved_tag()], properties)


def read_tags_file(path: str | Path, *, collect_all: bool = False) -> TagSet:
    """Read a standalone tags file (e.g. VTT's ``config/tags.data``).

    Raises:
        ParseError: with ``PATH:LINE`` for every problem found.
    """
    path = Path(path)
    log = ProblemLog(str(path), collect_all=collect_all)
    data = read_input_bytes(path)
    lines, _ = split_lines(decode_utf8(data, log, bom_is_error=True))
    numbered = [(n, line) for n, line in enumerate(lines, 1) if line not in HEADERS]
    tagset = parse_tag_section(numbered, log)
    log.raise_if_errors()
    return tagset


def dumps_tags_file(tagset: TagSet) -> str:
    """A tags file as VTT writes one, preceded by any vtt_py property lines."""
    props = "".join(
        f"{PROPERTY_PREFIX}{k}: {v}\n" for k, v in tagset.properties.items()
    )
    return props + TAGS_BLOCK + format_tag_lines(tagset)


def write_tags_file(tagset: TagSet, path: str | Path) -> None:
    """Write a tags file atomically."""
    atomic_write_text(path, dumps_tags_file(tagset))
