"""Reading text files safely: UTF-8 checks, BOM and binary detection, VTT line splitting."""

from __future__ import annotations

import re
from pathlib import Path

from vtt_py.errors import ProblemLog
from vtt_py.formats.inputs import read_input_bytes

BOM = b"\xef\xbb\xbf"
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def _line_of(data: bytes, index: int) -> int:
    return data.count(b"\n", 0, index) + 1


def decode_utf8(data: bytes, log: ProblemLog, *, bom_is_error: bool) -> str:
    """Decode a file's bytes as UTF-8, reporting a BOM, NUL bytes and bad UTF-8.

    Args:
        data: the file's bytes.
        log: where problems go (raises at the first error unless collecting).
        bom_is_error: True for VTT files, where VTT itself would read the BOM
            as text and shift every offset; False for plain text, where it is
            dropped with a warning.

    Returns:
        The text (with a replacement character wherever the UTF-8 was bad,
        which only a collecting log lets through).
    """
    if data.startswith(BOM):
        data = data[len(BOM) :]
        if bom_is_error:
            log.error(
                1,
                "file starts with a UTF-8 byte-order mark, which VTT reads as text "
                "(every offset would shift); save it as UTF-8 without BOM",
            )
        else:
            log.warn(1, "UTF-8 byte-order mark dropped")
    nul = data.find(b"\x00")
    if nul >= 0:
        log.error(
            _line_of(data, nul), "binary data (NUL byte): this is not a text file"
        )
        data = data.replace(b"\x00", b"")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        log.error(_line_of(data, exc.start), f"invalid UTF-8 at byte {exc.start}")
        return data.decode("utf-8", errors="replace")


def split_lines(text: str) -> tuple[list[str], bool]:
    """Split as Java's ``BufferedReader.readLine`` does: on LF, CRLF and lone CR.

    Unlike ``str.splitlines`` no other character (form feed, U+2028, ...) ends
    a line. Returns the lines and whether the text ended with a line break.
    """
    lines = text.split("\n") if "\r" not in text else _LINE_BREAK.split(text)
    ended = bool(lines) and lines[-1] == ""
    if ended:
        lines.pop()
    return lines, ended


def read_text_file(path: Path, log: ProblemLog) -> str:
    """A plain-text file opened as VTT opens it: LF line ends and a final newline."""
    text = decode_utf8(read_input_bytes(path), log, bom_is_error=False)
    lines, _ = split_lines(text)
    return "".join(line + "\n" for line in lines)
