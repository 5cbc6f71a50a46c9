"""Silence one harmless warning of Qt's offscreen platform in benchmark reports."""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

_NOISE = "This plugin does not support propagateSizeHints()"


def _handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    # The offscreen platform prints this on every window resize.
    if message != _NOISE:
        sys.stderr.write(message + "\n")


def install() -> None:
    """Route Qt's messages through a filter that drops the offscreen noise."""
    qInstallMessageHandler(_handler)
