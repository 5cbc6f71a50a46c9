"""Parsing CoNLL-style BIO/IOB1/BIOES files into rebuilt texts and label spans."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from vtt_py.core.markup import Markup
from vtt_py.errors import ProblemLog
from vtt_py.formats.brat_labels import safe_document_name
from vtt_py.formats.registry import FormatContext

DOCSTART = "-DOCSTART-"


@dataclass
class BioDocument:
    """One document of a BIO file: rebuilt text and spans (the label in ``tag``)."""

    name: str
    lines: list[str] = field(default_factory=list)
    markups: list[Markup] = field(default_factory=list)
    _line: list[str] = field(default_factory=list)
    _size: int = 0
    _open: tuple[int, str] | None = None  # (start, label) of the span being read
    _end: int = 0

    @property
    def text(self) -> str:
        """The rebuilt text: tokens joined by spaces, one line per block."""
        return "".join(line + "\n" for line in self.lines)

    def close_span(self) -> None:
        """End the span being read, if any."""
        if self._open is not None:
            start, label = self._open
            self.markups.append(Markup(start, self._end, label))
            self._open = None

    def end_line(self) -> None:
        """A blank line: the rebuilt text line ends (an open span may go on)."""
        if self._line:
            self.lines.append(" ".join(self._line))
            self._size += 1  # the line break
            self._line = []

    def add(self, token: str, prefix: str, label: str) -> bool:
        """Add a token; return False when an ``I-``/``E-`` continued nothing."""
        start = self._size + (1 if self._line else 0)
        self._line.append(token)
        self._size = start + len(token)
        orphan = False
        continues = self._open is not None and self._open[1] == label
        if prefix in ("B", "S") or (prefix in ("I", "E") and not continues):
            orphan = prefix in ("I", "E") and self._open is None and label != ""
            self.close_span()
            if prefix != "O":
                self._open = (start, label)
        elif prefix == "O":
            self.close_span()
        self._end = self._size
        if prefix in ("S", "E"):
            self.close_span()
        return not orphan

    def finish(self) -> BioDocument:
        """Close the open span and the last line."""
        self.close_span()
        self.end_line()
        return self


def _split_label(raw: str) -> tuple[str, str] | None:
    if raw == "O":
        return "O", ""
    if len(raw) > 2 and raw[0] in "BIES" and raw[1] in "-_":
        return raw[0], raw[2:]
    return None


def parse_bio(
    content: str, default_name: str, log: ProblemLog, ctx: FormatContext
) -> Iterator[BioDocument]:
    """Documents of a BIO file, in order.

    Raises:
        ParseError: a token line without a label, a label that is not
            ``O``/``B-X``/``I-X``/``E-X``/``S-X``, or a bad document name.
    """
    doc: BioDocument | None = None
    index = 0
    starts: dict[str, int] = {}  # document name -> its -DOCSTART- line
    for number, raw in enumerate(content.split("\n"), 1):
        line = raw.rstrip("\r")
        if line.startswith(DOCSTART):
            if doc is not None:
                yield doc.finish()
            name = line[len(DOCSTART) :].strip().split(maxsplit=1)
            chosen = name[0] if name and not name[0].startswith("-X-") else ""
            index += 1
            doc = BioDocument(chosen or f"{default_name}-{index}")
            problem = safe_document_name(doc.name)
            if problem:
                log.error(number, problem)
            if doc.name in starts:
                log.error(
                    number,
                    f"a second document named like the one at line {starts[doc.name]} "
                    "(each -DOCSTART- needs its own name)",
                )
            starts[doc.name] = number
            continue
        if doc is None:
            doc = BioDocument(default_name)
        fields = line.split()
        if not fields:
            doc.end_line()
            continue
        label = _split_label(fields[-1]) if len(fields) > 1 else None
        if label is None:
            log.error(
                number, "expected a token and a BIO label (O, B-X, I-X) on this line"
            )
            continue
        if not doc.add(fields[0], label[0], label[1]):
            ctx.warn("I- labels with no B- before them read as the start of a span")
    if doc is not None:
        yield doc.finish()
