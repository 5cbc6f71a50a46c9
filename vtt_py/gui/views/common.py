"""Small helpers shared by the widgets."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """Give a widget the objectName tests and style sheets find it by."""
    widget.setObjectName(name)
    return widget
