"""Patterns of the ``regex`` module compiled on first use instead of at import."""

from __future__ import annotations

import functools
from typing import Any

import regex


class _Compiled:
    """An attribute of a :class:`LazyPattern`: the compiled pattern's, fetched on first use.

    The value is then stored on the lazy pattern itself, where Python finds
    it before this descriptor: later calls cost about as much as on the
    compiled pattern (a ``__getattr__`` hook would slow every look-up).
    """

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    def __get__(self, instance: LazyPattern | None, owner: type) -> Any:
        if instance is None:
            return self
        value = getattr(instance.compiled, self._name)
        instance.__dict__[self._name] = value
        return value


class LazyPattern:
    """A ``regex`` pattern that compiles when first used, then acts as the compiled one.

    The ``regex`` module parses a pattern in Python: compiling the rules'
    and guards' 200 patterns at import was 40 % of the instructions of
    ``vtt-py annotate`` on one note, which needs a few dozen of them (the
    1,450 notes of the speed benchmark never need 50 of them).

    Not for a pattern given to a module-level function (``regex.finditer(P,
    text)``): those want the compiled pattern itself.
    """

    match = _Compiled()
    fullmatch = _Compiled()
    search = _Compiled()
    finditer = _Compiled()
    findall = _Compiled()
    split = _Compiled()
    splititer = _Compiled()
    sub = _Compiled()
    subf = _Compiled()
    subn = _Compiled()
    subfn = _Compiled()
    scanner = _Compiled()
    pattern = _Compiled()
    flags = _Compiled()
    groups = _Compiled()
    groupindex = _Compiled()
    named_lists = _Compiled()

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._source = pattern, flags

    @functools.cached_property
    def compiled(self) -> regex.Pattern[str]:
        """The compiled pattern (compiled on the first call)."""
        return regex.compile(*self._source)


def lazy_compile(pattern: str, flags: int = 0) -> regex.Pattern[str]:
    """``regex.compile(pattern, flags)``, compiled when first used (:class:`LazyPattern`)."""
    return LazyPattern(pattern, flags)
