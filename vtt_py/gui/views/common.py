"""Small helpers shared by the widgets."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """Give a widget the objectName tests and style sheets find it by."""
    widget.setObjectName(name)
    return widget


def hint_label(text: str) -> QLabel:
    """A grey, wrapping explanation under a field or box."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: gray")
    return label


def ok_cancel_buttons(dialog: QDialog, *, cancel: bool = True) -> QDialogButtonBox:
    """OK (and Cancel), wired to the dialog's accept and reject."""
    flags = QDialogButtonBox.StandardButton.Ok
    if cancel:
        flags |= QDialogButtonBox.StandardButton.Cancel
    box = QDialogButtonBox(flags)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


#: Room a window manager takes beside a title (icon, buttons).
TITLE_MARGIN = 180


def fit_title_width(widget: QWidget, title: str) -> int:
    """A window width at which a title bar shows ``title`` unclipped."""
    return max(
        widget.minimumWidth(),
        widget.fontMetrics().horizontalAdvance(title) + TITLE_MARGIN,
    )


def plural(n: int, one: str, many: str) -> str:
    """``1 hit``, ``2 hits``."""
    return f"{n} {one if n == 1 else many}"
