"""Synthesized notes as output text: JSON Lines records, VTT files, BIO blocks.

A chunk of notes renders to one string (JSONL, BIO) or one file per note
(VTT), computed wherever the chunk ran; the process that owns the output
folder writes it (:mod:`vtt_py.synth.run`).
"""

from __future__ import annotations

import functools
import json
from typing import Any

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, split_label
from vtt_py.core.tagset import TagSet
from vtt_py.errors import WriteError
from vtt_py.formats.bio import bio_lines
from vtt_py.formats.registry import FormatContext
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt_format import vtt_compatible
from vtt_py.formats.vtt_write import dumps_vtt
from vtt_py.synth.engine import SynthNote

FORMATS = ("vtt", "jsonl", "bio")


def record(note: SynthNote) -> dict[str, Any]:
    """The JSON Lines record of a note (the shape of ``vtt-py convert --to jsonl``).

    ``id``, ``text`` and ``spans`` (``start``/``end`` in characters, end
    exclusive, ``tag``, ``category``, ``text``), plus the note's ``subject``
    and ``category`` (its note type).
    """
    spans = []
    for start, end, label in note.spans:
        tag, category = split_label(label)
        spans.append(
            {"start": start, "end": end, "tag": tag, "category": category,
             "text": note.text[start:end]}
        )  # fmt: skip
    return {
        "id": note.id,
        "subject": note.subject,
        "category": note.category,
        "text": note.text,
        "spans": spans,
    }


@functools.lru_cache(maxsize=8)
def _base(name: str) -> TagSet:
    return load_tagset(name)


@functools.lru_cache(maxsize=64)
def _tagset(name: str, extra: frozenset[str]) -> TagSet:
    """The tag set plus labels it lacks (shared: documents never change it)."""
    tags = _base(name).copy()
    for label in sorted(extra):
        tags.ensure(*split_label(label))
    return tags


def document(note: SynthNote, tagset: str) -> Document:
    """The note as a :class:`Document` of the tag set (labels it lacks are added)."""
    doc = _shared(note, tagset)
    doc.tagset = doc.tagset.copy()
    return doc


def _shared(note: SynthNote, tagset: str) -> Document:
    """:func:`document` with a tag set shared by every note: to render only, never edit."""
    base = _base(tagset)
    extra = frozenset(label for _, _, label in note.spans if label not in base)
    markups = [
        Markup(start, end, *split_label(label)) for start, end, label in note.spans
    ]
    doc = Document(note.text, _tagset(tagset, extra))
    doc.extend_sorted(markups)  # spans come in text order, never overlapping
    return doc


def render_vtt(note: SynthNote, tagset: str, ctx: FormatContext) -> str | None:
    """The VTT file of a note, or None when VTT cannot hold its text (counted in ``ctx``)."""
    doc = _shared(note, tagset)
    try:
        if "\r" in note.text or not note.text.endswith("\n"):
            doc = vtt_compatible(doc, ctx)  # a copy with LF line ends and a final one
        return dumps_vtt(doc)
    except WriteError as exc:
        ctx.warn(f"notes VTT cannot hold, not written ({exc})")
        return None


def render_jsonl(notes: list[SynthNote]) -> str:
    """JSON Lines, one record per note."""
    return "".join(json.dumps(record(n), ensure_ascii=False) + "\n" for n in notes)


def render_bio(notes: list[SynthNote], tagset: str, ctx: FormatContext) -> str:
    """CoNLL-style BIO blocks, one ``-DOCSTART-`` section per note."""
    return "".join(
        line for n in notes for line in bio_lines(n.id, _shared(n, tagset), ctx)
    )
