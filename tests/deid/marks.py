"""What a de-identifier marks in a line, as the texts of its suggestions (for the shape tests)."""

from __future__ import annotations

from vtt_py.deid.pipeline import Deidentifier


def marked(deid: Deidentifier, text: str) -> list[str]:
    """The texts ``deid`` suggests in ``text``, in order."""
    return [text[s.start : s.end] for s in deid.suggest(text)]
