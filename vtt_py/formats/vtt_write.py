"""VTT writer: the bytes VTT 2010 saves, in the layout the document was read with."""

from __future__ import annotations

import dataclasses
import getpass
from datetime import datetime
from itertools import repeat
from operator import itemgetter, sub
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.markup import label_of
from vtt_py.core.meta import DEFAULT_USER, VTT_FILE_VERSION, SaveInfo, vtt_timestamp
from vtt_py.core.utf16 import Utf16Index
from vtt_py.errors import WriteError
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.tags_file import format_tag_lines
from vtt_py.formats.vtt_syntax import (
    HEADERS,
    JAVA_WHITESPACE,
    MARKUPS_BLOCK,
    META_BLOCK,
    TAGS_BLOCK,
    TEXT_BLOCK,
    pad_left,
    pad_right,
)


def text_problem(text: str) -> str | None:
    """Why VTT cannot store this text unchanged, or None if it can."""
    if "\x00" in text:
        return "the text contains NUL characters, which are binary data, not text"
    if "\r" in text:
        return "the text contains carriage returns, which VTT cannot store (it keeps LF only)"
    if text and not text.endswith("\n"):
        return "the text does not end with a line break, which VTT requires"
    for line in text.split("\n"):
        if line in HEADERS:
            return (
                "a line of the text equals a VTT section header, which VTT would drop"
            )
    return None


def annotation_problem(annotation: str) -> str | None:
    """Why a markup annotation cannot be stored, or None if it can."""
    if "|" in annotation or "\n" in annotation or "\r" in annotation:
        return "an annotation contains '|' or a line break"
    if annotation != annotation.strip(JAVA_WHITESPACE):
        return "an annotation starts or ends with white space (VTT trims it)"
    return None


def _padded(values: list[str], width: int, *, left: bool) -> list[str]:
    """Pad to a minimum width counted in UTF-16 units, as Java does."""
    if not width:
        return values
    if all(map(str.isascii, values)):
        return list(map(str.rjust if left else str.ljust, values, repeat(width)))
    pad = pad_left if left else pad_right
    return [pad(v, width) for v in values]


def _markup_block(doc: Document, widths: tuple[int, int, int, int]) -> str:
    """Every markup line, built column by column (files hold 10^5 markups)."""
    markups = doc.markups
    if not markups:
        return ""
    text = doc.text
    index = Utf16Index(text)
    starts = list(map(itemgetter(0), markups))
    ends = list(map(itemgetter(1), markups))
    annotations = list(map(itemgetter(4), markups))
    for m, annotation in zip(markups, annotations, strict=True):
        if annotation:
            problem = annotation_problem(annotation)
            if problem:
                raise WriteError(f"markup at {m.start}: {problem}")
    tagged = [text[s:e].replace("\n", " ") for s, e in zip(starts, ends, strict=True)]
    if not index.identity:
        starts, ends = (
            list(map(index.to_units, starts)),
            list(map(index.to_units, ends)),
        )
    w_off, w_len, w_tag, w_cat = widths
    columns = zip(
        _padded(list(map(str, starts)), w_off, left=True),
        _padded(list(map(str, map(sub, ends, starts))), w_len, left=True),
        _padded(list(map(itemgetter(2), markups)), w_tag, left=False),
        _padded(list(map(itemgetter(3), markups)), w_cat, left=False),
        annotations,
        tagged,
        strict=True,
    )
    return "\n".join(map("|".join, columns)) + "\n"


def _check(doc: Document) -> None:
    problem = text_problem(doc.text)
    if problem:
        raise WriteError(problem)
    if doc.markups and not doc.text:
        raise WriteError("markups need a non-empty text (VTT refuses them otherwise)")
    labels = {(m[2], m[3]) for m in doc.markups}
    for tag, category in labels:
        if label_of(tag, category) not in doc.tagset:
            raise WriteError(
                f"markup tag {label_of(tag, category)!r} is not in the tag set"
            )
    if doc.markups and max(map(itemgetter(1), doc.markups)) > len(doc.text):
        raise WriteError("a markup ends outside the text")


def _meta_lines(doc: Document) -> str:
    parts = [META_BLOCK]
    ref = doc.meta.tags_file
    if ref is not None and ref.path:
        parts.append(f"TAGS_FILE|{'true' if ref.confirm else 'false'}|{ref.path}\n")
    for save in doc.meta.saves:
        if not save.user or any(
            "|" in f or "\n" in f for f in dataclasses.astuple(save)
        ):
            raise WriteError("a FILE_SAVE entry has an empty user name or contains '|'")
        parts.append(f"FILE_SAVE|{save.version}|{save.user}|{save.stamp}\n")
    return "".join(parts)


def dumps_vtt(doc: Document) -> str:
    """The VTT file for a document, exactly as VTT 2010 would save it.

    Sections come in VTT's order (Meta Data, Text, Tags, MarkUps); markups
    use the layout the document was read with (``doc.layout``).

    Raises:
        WriteError: the document holds something VTT cannot store unchanged
            (nothing is written).
    """
    _check(doc)
    parts = [_meta_lines(doc)] if doc.layout.has_meta else []
    parts += [
        TEXT_BLOCK,
        doc.text,
        TAGS_BLOCK,
        format_tag_lines(doc.tagset),
        MARKUPS_BLOCK,
    ]
    parts.append(_markup_block(doc, doc.layout.widths))
    out = "".join(parts)
    if "\x00" in out:
        raise WriteError("a tag, annotation or meta field contains a NUL character")
    # Every LF of the output ends a line (the text holds no CR): a file read
    # with CRLF line ends is written back with them.
    return out if doc.layout.newline == "\n" else out.replace("\n", "\r\n")


def write_vtt(doc: Document, path: str | Path) -> None:
    """Write a document as VTT, atomically, without touching its save history.

    This is what ``vtt-py convert`` does: an unedited file comes out byte for byte.
    """
    atomic_write_text(path, dumps_vtt(doc))


def default_user() -> str:
    """The user name written in FILE_SAVE lines (never empty, never with '|')."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError):
        name = ""
    name = name.replace("|", "_").strip()
    return name or DEFAULT_USER


def save_vtt(
    doc: Document,
    path: str | Path,
    *,
    user: str | None = None,
    when: datetime | None = None,
) -> None:
    """Save as the app does: append one FILE_SAVE line, then write atomically.

    The document's history is only extended once the file is written.
    """
    saved = doc.copy()
    saved.meta.saves.append(
        SaveInfo(VTT_FILE_VERSION, user or default_user(), vtt_timestamp(when))
    )
    saved.layout = dataclasses.replace(saved.layout, has_meta=True)
    write_vtt(saved, path)
    doc.meta = saved.meta
    doc.layout = saved.layout
