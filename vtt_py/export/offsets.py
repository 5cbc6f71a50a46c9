"""Moving offsets through a text whose pieces were replaced by strings of other lengths."""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from vtt_py.core.markup import Markup


@dataclass(frozen=True)
class Replaced:
    """One replaced piece: ``[old_start, old_end)`` became ``[new_start, new_end)``."""

    old_start: int
    old_end: int
    new_start: int
    new_end: int


class OffsetMap:
    """Maps old offsets to new ones; pieces must be given in order and not overlap."""

    def __init__(self, pieces: list[Replaced]) -> None:
        self.pieces = pieces
        self._starts = [p.old_start for p in pieces]

    def position(self, pos: int, *, is_end: bool) -> tuple[int, bool]:
        """The new offset, and whether ``pos`` fell strictly inside a replaced piece.

        A position inside a piece moves to the piece's new start (for a start)
        or new end (for an end), so that a markup keeps covering it whole.
        """
        i = bisect.bisect_right(self._starts, pos) - 1
        if i < 0:
            return pos, False
        piece = self.pieces[i]
        if pos >= piece.old_end:
            return pos + piece.new_end - piece.old_end, False
        if pos == piece.old_start:
            return piece.new_start, False
        return (piece.new_end if is_end else piece.new_start), True

    def markup(self, m: Markup) -> tuple[Markup, bool]:
        """A markup moved to the new text, and whether a boundary was inside a piece."""
        start, cut_start = self.position(m.start, is_end=False)
        end, cut_end = self.position(m.end, is_end=True)
        if m.start == m.end:
            end = start
        return m.with_(start=start, end=max(start, end)), cut_start or cut_end
