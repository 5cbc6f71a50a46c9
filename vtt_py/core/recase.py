"""Case changes that keep every offset: a letter whose other case is longer stays as it is."""

from __future__ import annotations

from collections.abc import Callable


def recase(text: str, change: Callable[[str], str]) -> str:
    """``text`` changed letter by letter (``str.lower``, ``str.upper``), offsets kept.

    A letter whose change is more than one character (``ß`` to ``SS``) is
    left as written, so spans found in the result are spans of ``text``.
    """
    return "".join(c2 if len(c2 := change(c)) == 1 else c for c in text)
