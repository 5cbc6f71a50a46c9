"""Work-arounds for defects of particular PySide6 releases."""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QPoint

_PROBE_CALLS = 8
_guarded = False


def none_refcount_leak() -> int:
    """How many references to None a void Qt call drops (0 on a sound PySide6).

    PySide6 6.12.0 on Python 3.11 releases one reference to ``None`` on every
    call of a method returning void (and one to ``True`` on every signal
    emit), so any Qt program aborts with "none_dealloc" or "bool_dealloc"
    after a few thousand calls. 6.11.3 does not.
    """
    point = QPoint()
    before = sys.getrefcount(None)
    for _ in range(_PROBE_CALLS):
        point.setX(1)
    return max(0, (before - sys.getrefcount(None)) // _PROBE_CALLS)


def guard_none_refcount() -> bool:
    """Make ``None``, ``True`` and ``False`` effectively immortal when PySide6 leaks them.

    Python 3.12 made these singletons immortal, so the defect is harmless
    there; on 3.11 we raise their reference counts far beyond what any
    session can drop, which is what 3.12 does. Returns True if applied.
    """
    global _guarded
    if _guarded or sys.version_info >= (3, 12) or not none_refcount_leak():
        return _guarded
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object in CPython 3.11.
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
    _guarded = True
    return True
