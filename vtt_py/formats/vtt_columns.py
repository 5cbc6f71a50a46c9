"""The markup lines of a VTT file as columns of fields, cut with C-level string operations."""

from __future__ import annotations

from vtt_py.formats.vtt_syntax import JAVA_WHITESPACE


def fast_columns(body: str) -> list[list[str]] | None:
    """The six fields of every markup line, column by column, if every line is plain.

    Plain means: no comment or empty line among the data and exactly five
    ``|`` per line (no ``|`` inside TagText), which holds for files VTT wrote.
    """
    pos = 0
    while body.startswith("#", pos):  # the field-names and SEP lines after the header
        pos = body.find("\n", pos) + 1 or len(body)
    data = body[pos:] if pos else body
    if not data:
        return [[] for _ in range(6)]
    if "\n#" in data:
        return None
    if not data.endswith("\n"):
        data += "\n"
    lines = data.count("\n")
    # One split for every field: a "|" before each LF ends a line's last
    # field, so a line of five "|" is six fields and the next starts with
    # its LF. Each LF starts a field, so the lines are plain exactly when
    # there are six fields a line and every sixth field holds an LF.
    flat = data.replace("\n", "|\n").split("|")
    if len(flat) != 6 * lines + 1 or "".join(flat[6::6]).count("\n") != lines:
        return None
    first = "".join(flat[::6]).split("\n")
    first.pop()  # after the last line's LF
    # Written out: a generator over the five cost a frame and six resumes.
    return [first, flat[1::6], flat[2::6], flat[3::6], flat[4::6], flat[5::6]]


class _StrippedFields(dict[str, str]):
    """Raw fields -> stripped, filled on first sight: a corpus repeats a few tag names."""

    #: Cleared when full, so free-text annotations cannot make it grow without end.
    LIMIT = 4096

    def __missing__(self, raw: str) -> str:
        if len(self) >= self.LIMIT:
            self.clear()
        value = self[raw] = raw.strip(JAVA_WHITESPACE)
        return value


_STRIPPED = _StrippedFields()


class _Lengths(dict[str, int]):
    """Raw Length fields -> their value, filled on first sight.

    A corpus repeats a few dozen lengths, and ``int`` of a padded field cost
    twice a lookup. (Offsets are not kept: they hardly repeat.)
    """

    #: Cleared when full, so odd files cannot make it grow without end.
    LIMIT = 4096

    def __missing__(self, raw: str) -> int:
        value = int(raw)  # a ValueError leaves nothing behind
        if len(self) >= self.LIMIT:
            self.clear()
        self[raw] = value
        return value


#: The cache of Length fields (``LENGTHS[raw]`` raises ValueError for a bad one).
LENGTHS = _Lengths()


def stripped(column: list[str]) -> list[str]:
    """The fields without Java's white space around them."""
    # Looked up in C; only a value not seen before costs a Python call.
    return list(map(_STRIPPED.__getitem__, column))
