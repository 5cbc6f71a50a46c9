"""Machine suggestions: markups a de-identifier proposed, marked in the annotation comment.

A suggestion is an ordinary markup whose annotation starts with
``suggested by <source> <score>`` (for example ``suggested by crf 0.83``), so
it survives in any VTT file and VTT itself shows it. Accepting a suggestion
strips the mark and keeps any comment that followed it.
"""

from __future__ import annotations

import re

from vtt_py.core.markup import Markup

PREFIX = "suggested by "
_MARK = re.compile(r"^suggested by (\S+)(?: ([0-9]*\.?[0-9]+))?(?:; )?")


def suggestion_note(source: str, score: float | None = None) -> str:
    """The annotation that marks a suggestion, e.g. ``suggested by crf 0.83``."""
    if not source or any(c in source for c in " |;\n"):
        raise ValueError(f"bad suggestion source {source!r}")
    return PREFIX + source if score is None else f"{PREFIX}{source} {score:.2f}"


def is_suggestion(markup: Markup) -> bool:
    """Whether a markup is an unreviewed machine suggestion."""
    return markup.annotation.startswith(PREFIX)


def suggestion_source(markup: Markup) -> tuple[str, float | None] | None:
    """``(source, score)`` of a suggestion, or None for human markups."""
    match = _MARK.match(markup.annotation)
    if match is None:
        return None
    score = float(match.group(2)) if match.group(2) else None
    return match.group(1), score


def mark_suggestion(markup: Markup, source: str, score: float | None = None) -> Markup:
    """The markup marked as a suggestion (any existing comment is kept after ``; ``)."""
    note = suggestion_note(source, score)
    rest = strip_mark(markup.annotation)
    return markup.with_(annotation=f"{note}; {rest}" if rest else note)


def strip_mark(annotation: str) -> str:
    """An annotation without its suggestion mark."""
    return (
        _MARK.sub("", annotation, count=1)
        if annotation.startswith(PREFIX)
        else annotation
    )


def accept(markup: Markup) -> Markup:
    """The markup as human work: the suggestion mark removed."""
    return markup.with_(annotation=strip_mark(markup.annotation))
