"""Labelled text fragments: template rendering, line wrapping and assembly into notes."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from vtt_py.core.markup import Markup, split_label

#: A piece of text and its label: "" is untagged text; "~Label" marks a distractor,
#: a string gold leaves untagged that a careless annotator might tag as Label.
Seg = tuple[str, str]
Frag = list[Seg]

# {key} or {key:fmt} looks a value up in the case; [[text|Label]] tags a literal.
_FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}|\[\[([^|\]]+)\|([^\]]+)\]\]")
# Numbers read with a vowel sound take "an": an 8-year-old, an 11-month-old, an 84-...
_VOWEL_NUMBER = re.compile(r"(8\d*|11|18)(?!\d)")
_ARTICLE = re.compile(r"(^|\s)([Aa]) $")


class Renderable(Protocol):
    """Anything a template can name: it renders itself in a format as a fragment."""

    def frag(self, fmt: str) -> Frag:
        """The labelled text for one format (``""`` is the default format)."""
        ...


def render(template: str, env: Mapping[str, Renderable]) -> Frag:
    """Fill a template's fields from ``env``; unknown keys raise KeyError."""
    out: Frag = []
    pos = 0
    for m in _FIELD.finditer(template):
        if m.start() > pos:
            out.append((template[pos : m.start()], ""))
        if m.group(1):
            out.extend(env[m.group(1)].frag(m.group(2) or ""))
        else:
            out.append((m.group(3), m.group(4)))
        pos = m.end()
    if pos < len(template):
        out.append((template[pos:], ""))
    return _articles(out)


def _articles(frag: Frag) -> Frag:
    """Turn "a" into "an" before a value such as 80 or 11 (known only once filled)."""
    for i in range(len(frag) - 1):
        text, label = frag[i]
        article = _ARTICLE.search(text) if not label else None
        if article and _VOWEL_NUMBER.match(frag[i + 1][0]):
            frag[i] = (text[: article.end(2)] + "n ", label)
    return frag


def frag_text(frag: Sequence[Seg]) -> str:
    """The plain text of a fragment."""
    return "".join(text for text, _ in frag)


def split_lines(frag: Frag) -> list[Frag]:
    """Cut a fragment at line breaks in untagged text (tagged text never holds one)."""
    lines: list[Frag] = [[]]
    for text, label in frag:
        if label or "\n" not in text:
            lines[-1].append((text, label))
            continue
        pieces = text.split("\n")
        for i, piece in enumerate(pieces):
            if i:
                lines.append([])
            if piece:
                lines[-1].append((piece, ""))
    return lines


def _words(frag: Frag) -> list[Frag]:
    """Unbreakable units: untagged text splits at spaces, tagged text never does."""
    words: list[Frag] = [[]]
    for text, label in frag:
        if label:
            words[-1].append((text, label))
            continue
        for i, part in enumerate(text.split(" ")):
            if i:
                words.append([])
            if part:
                words[-1].append((part, ""))
    return [w for w in words if w]


def wrap(frag: Frag, width: int) -> list[Frag]:
    """Greedy word wrap, as dictation systems hard-wrap their reports."""
    lines: list[Frag] = []
    line: Frag = []
    used = 0
    for word in _words(frag):
        size = len(frag_text(word))
        if line and used + 1 + size > width:
            lines.append(line)
            line, used = [], 0
        if line:
            line.append((" ", ""))
            used += 1
        line.extend(word)
        used += size
    lines.append(line)
    return lines


@dataclass(frozen=True)
class GeneratedNote:
    """A finished note: its text, the gold markups and the distractor spans."""

    text: str
    gold: tuple[Markup, ...]
    distractors: tuple[Markup, ...]


class NoteWriter:
    """Collects lines of a note from templates rendered against a case's values."""

    def __init__(self, env: Mapping[str, Renderable], width: int | None = None) -> None:
        self.env = env
        self.width = width
        self.lines: list[Frag] = []

    def add(self, template: str, *, width: int | None | bool = True) -> None:
        """Render a template (it may hold line breaks) and append its lines.

        ``width=True`` wraps at the note's width, ``False``/None never wraps,
        an int wraps at that width.
        """
        limit = self.width if width is True else (width or None)
        for line in split_lines(render(template, self.env)):
            if limit and len(frag_text(line)) > limit:
                self.lines.extend(wrap(line, limit))
            else:
                self.lines.append(line)

    def add_frag(self, frag: Frag) -> None:
        """Append an already rendered line."""
        self.lines.extend(split_lines(frag))

    def blank(self) -> None:
        """An empty line (never two in a row, never at the top)."""
        if self.lines and self.lines[-1]:
            self.lines.append([])

    def para(self, template: str) -> None:
        """A wrapped paragraph followed by an empty line."""
        self.add(template)
        self.blank()

    def build(self) -> GeneratedNote:
        """Join the lines into the note's text and collect its spans."""
        while self.lines and not self.lines[-1]:
            self.lines.pop()
        gold: list[Markup] = []
        distractors: list[Markup] = []
        parts: list[str] = []
        pos = 0
        for line in self.lines:
            for text, label in line:
                if label:
                    target = distractors if label.startswith("~") else gold
                    tag, category = split_label(label.lstrip("~"))
                    target.append(Markup(pos, pos + len(text), tag, category))
                parts.append(text)
                pos += len(text)
            parts.append("\n")
            pos += 1
        return GeneratedNote("".join(parts), tuple(gold), tuple(distractors))
