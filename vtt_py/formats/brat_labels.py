"""Helpers shared by the brat, i2b2, JSONL and BIO formats: labels, duplicates, names.

These formats carry labels but no tag styles. A corpus read from one of them
gets one working tag set (the one the user asked for, or a default) that
grows as labels appear, so a label has the same colour in every document.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.tagset import TagSet
from vtt_py.errors import WriteError
from vtt_py.formats.registry import FormatContext
from vtt_py.formats.tagsets import load_tagset

#: Characters a label written into a whitespace-separated format cannot hold.
_SPACE = re.compile(r"\s")
_SPACES = re.compile(r"\s+")


class CorpusTags:
    """The tag set documents of one corpus share while it is read.

    Args:
        ctx: the conversion context; its tag set (when given) is the start.
        default: the shipped tag set to start from when ``ctx`` has none.
    """

    def __init__(self, ctx: FormatContext, default: str = "nlm-scrubber") -> None:
        self.tagset = (
            ctx.tagset.copy() if ctx.tagset is not None else load_tagset(default)
        )
        # Categories are implied from the tag set the read starts with, not from
        # labels read since: what a markup reads as must not depend on file order.
        self.given = self.tagset.copy()

    def resolve(self, tag: str, category: str | None = None) -> tuple[str, str]:
        """The (tag, category) a label read from a file stands for; the tag is added if new.

        With ``category`` None (a format without categories) the tag set
        the read started with decides: a bare tag of that name wins; a name
        it only defines with one category gets that category; otherwise the
        category stays empty.
        """
        if category is None:
            category = ""
            if category_implied(self.given, tag):
                category = self.given.categories_of(tag)[0]
        self.tagset.ensure(tag, category)
        return tag, category

    def document(
        self, text: str, markups: Iterable[Markup], ctx: FormatContext
    ) -> Document:
        """A document with a copy of the corpus tag set and the markups (duplicates merged)."""
        doc = Document(text, self.tagset.copy())
        doc.extend_sorted(merge_duplicates(markups, ctx))
        return doc


def category_implied(tagset: TagSet, tag: str) -> bool:
    """Whether a reader gives an uncategorised ``tag`` a category (its only one)."""
    return tagset.find(tag) is None and len(tagset.categories_of(tag)) == 1


def implied_categories(
    doc: Document, ctx: FormatContext, default: str = "nlm-scrubber"
) -> set[int]:
    """Indexes of the uncategorised markups a reader would give a category.

    A format without categories (brat, PhysioNet) cannot say "no category"
    for a tag the reading tag set (the same options' one) only defines with
    one; the caller writes it explicitly or warns.
    """
    tagset = _reading_tagset(ctx, default)
    return {
        i
        for i, m in enumerate(doc.markups)
        if not m.category and category_implied(tagset, m.tag)
    }


def _reading_tagset(ctx: FormatContext, default: str) -> TagSet:
    """The tag set a reader with these options starts from (made once per context)."""
    key = f"reading tag set of {default}"
    tagset = ctx.options.get(key)
    if not isinstance(tagset, TagSet):
        tagset = CorpusTags(ctx, default).given
        ctx.options[key] = tagset
    return tagset


def label_writer(ctx: FormatContext) -> Callable[[Markup], str]:
    """A markup's ``Tag|Category`` label as a format storing one label writes it.

    ``Tag|`` says "no category" where a reader (see :func:`label_parts`)
    would otherwise give the markup its tag's only category.
    """
    tagset = _reading_tagset(ctx, "nlm-scrubber")

    def label(m: Markup) -> str:
        implied = not m.category and category_implied(tagset, m.tag)
        return m.label + ("|" if implied else "")

    return label


def label_parts(label: str) -> tuple[str, str | None]:
    """``(tag, category)`` of a ``Tag|Category`` label read from a file.

    The category is None without a ``|`` (the tag set decides, see
    :meth:`CorpusTags.resolve`); ``Tag|`` means no category.
    """
    tag, bar, category = label.partition("|")
    return tag, (category if bar else None)


def merge_duplicates(markups: Iterable[Markup], ctx: FormatContext) -> list[Markup]:
    """Markups with exact duplicates (same span and label) merged into one.

    VTT keeps one markup per span and label; the comments of merged
    duplicates are joined with ``; `` so that no note is lost. Each merge is
    counted as a warning.
    """
    kept: dict[tuple[int, int, str, str], Markup] = {}
    for m in markups:
        key = (m.start, m.end, m.tag, m.category)
        old = kept.get(key)
        if old is None:
            kept[key] = m
            continue
        ctx.warn("duplicate annotations (same span and label) merged into one markup")
        notes = [n for n in (old.annotation, m.annotation) if n]
        if len(notes) == 2 and notes[0] == notes[1]:
            notes = notes[:1]
        kept[key] = old.with_(annotation="; ".join(notes))
    return list(kept.values())


def flat_whitespace(text: str) -> str:
    """Every run of whitespace as one space, ends stripped (for lenient text checks).

    Runs, not characters: a span over a CRLF is written on one line with one
    space for the line break (:func:`one_line`), and must read back.
    """
    return _SPACES.sub(" ", text).strip(" ")


def spaceless(value: str, what: str, ctx: FormatContext) -> str:
    """A label or value with whitespace replaced by ``_`` (counted warning when changed)."""
    if not _SPACE.search(value):
        return value
    ctx.warn(
        f"{what} with spaces written with '_' instead (the format separates fields by spaces)"
    )
    return _SPACE.sub("_", value)


def one_line(value: str, what: str, ctx: FormatContext) -> str:
    """A value with line breaks and tabs replaced by spaces (counted warning when changed)."""
    if not any(c in value for c in "\r\n\t"):
        return value
    ctx.warn(f"{what} with line breaks or tabs written on one line")
    return (
        value.replace("\r\n", " ")
        .replace("\r", " ")
        .replace("\n", " ")
        .replace("\t", " ")
    )


def refuse_nul(name: str, doc: Document) -> None:
    """Refuse a document holding NUL characters, which every reader takes for binary data.

    Raises:
        WriteError: the text, a label or an annotation holds a NUL.
    """
    if "\x00" in doc.text or any("\x00" in "".join(m[2:]) for m in doc.markups):
        raise WriteError(
            f"document {name!r}: it holds NUL characters, which readers take for "
            "binary data"
        )


def styles_not_written(ctx: FormatContext, fmt: str, documents: int) -> None:
    """Say once that a label-only format dropped the tag styles and VTT meta data."""
    if documents:
        ctx.warn(
            f"tag colours and fonts, unused tags and VTT save history not written "
            f"({fmt} stores labels only)"
        )


#: Longest file name part most file systems take (255 bytes) less room for a suffix.
MAX_NAME_BYTES = 200


def safe_document_name(name: str) -> str | None:
    """Why a document name cannot become a relative file path, or None when it can.

    A name is ``/``-separated parts, none of them empty, ``.``, ``..`` or
    starting with ``.`` (``"."`` would write the hidden file ``..vtt`` and
    ``"a/"`` the file ``a/.vtt``), with no backslash or control character.
    """
    if not name or not name.strip():
        return "the document name is empty"
    if any(c == "\\" or ord(c) < 0x20 or c == "\x7f" for c in name):
        return "the document name holds a backslash or a control character"
    parts = name.split("/")
    if any(not part or part.startswith(".") for part in parts):
        return (
            "the document name must be a relative path whose parts are not empty "
            "and do not start with '.'"
        )
    if any(len(part.encode()) > MAX_NAME_BYTES for part in parts):
        return f"a part of the document name is longer than {MAX_NAME_BYTES} bytes"
    return None


def overlapping(markups: Iterable[Markup]) -> list[Markup]:
    """Markups (in document order) that share a character with an earlier kept one.

    The markups not returned form a non-overlapping set, earliest and
    longest first: what a format without overlaps (doc.ents) can keep.
    """
    dropped: list[Markup] = []
    reach = -1
    for m in markups:
        if m.start < reach:
            dropped.append(m)
        else:
            reach = max(reach, m.end)
    return dropped
