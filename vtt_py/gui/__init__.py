"""The PySide6 desktop app (the only package that imports Qt)."""

from vtt_py.gui.qt_compat import guard_none_refcount

# Before any other Qt call: see qt_compat for the PySide6 6.12.0 defect this avoids.
guard_none_refcount()
