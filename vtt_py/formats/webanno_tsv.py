"""WebAnno TSV 3.x (INCEpTION's and WebAnno's tab-separated export), read.

A file starts ``#FORMAT=WebAnno TSV 3.3`` and declares its layers
(``#T_SP=webanno.custom.PHI|kind``); then each sentence gives its text in
``#Text=`` lines and one row per token: ``1-2<TAB>4-8<TAB>Haag<TAB>...``,
one column per feature. A label spanning several tokens carries an id
(``PATIENT[3]``), stacked labels are joined by ``|``, ``*`` is a label
without a value and ``_`` none. Offsets count UTF-16 units; backslash
escapes reserved characters. The layer and feature holding the labels are
chosen as for XMI (``--uima-type``, ``--uima-feature``).

The format does not hold the text between sentences: each gap is filled
with spaces (counted), as WebAnno pads it; every token must match the text
rebuilt, else the read stops at ``PATH:LINE``. Chains, relations and other
layers are counted, not kept.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.core.markup import Markup
from vtt_py.core.utf16 import Utf16Index
from vtt_py.errors import ProblemLog, UsageError
from vtt_py.formats.brat_labels import CorpusTags, label_parts
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.numbers import MAX_DIGITS, parse_count
from vtt_py.formats.offset_units import MAX_GAP
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    reader_files,
    register,
)
from vtt_py.formats.textio import decode_utf8
from vtt_py.formats.uima_layers import Layer, LayerChoice, is_candidate, short_name

TSV = ".tsv"
_FORMAT = re.compile(r"#FORMAT=WebAnno TSV 3(\.\d+)?\s*$")
# [0-9], not \d: \d takes other scripts' digits, which int() then reads.
_ROW = re.compile(r"([0-9]+)-([0-9]+)(?:\.([0-9]+))?")
_RANGE = re.compile(r"([0-9]+)-([0-9]+)")
_ID = re.compile(r"^(.*?)\[([0-9]+)\]$", re.DOTALL)
_SPLIT = re.compile(r"(?<!\\)\|")
_ESCAPE = re.compile(r"\\(->|[\\\[\]|_;*tnr])")
_UNESCAPED = {"t": "\t", "n": "\n", "r": "\r"}


def unescape(value: str) -> str:
    """A TSV value or text line with WebAnno's backslash escapes resolved."""
    return _ESCAPE.sub(lambda m: _UNESCAPED.get(m.group(1), m.group(1)), value)


@dataclass
class _Columns:
    """Where each span layer's features sit in a row, and which columns are chains/relations."""

    span: dict[str, dict[str, int]] = field(default_factory=dict)
    other: list[int] = field(default_factory=list)
    width: int = 3


def _declare(columns: _Columns, kind: str, spec: str) -> None:
    type_name, *features = spec.split("|")
    if kind == "T_SP":
        feature_columns: dict[str, int] = {}
        for feature in features or [""]:
            if feature.startswith("ROLE_"):
                columns.other.extend((columns.width, columns.width + 1))
                columns.width += 2
                continue
            if feature:
                feature_columns[feature] = columns.width
            else:
                feature_columns[""] = columns.width  # a layer without features
            columns.width += 1
        columns.span[type_name] = feature_columns
    else:  # chains: type and relation; relations: features and the governor
        count = 2 if kind == "T_CH" else len(features)
        columns.other.extend(range(columns.width, columns.width + count))
        columns.width += count


@dataclass
class _Row:
    line: int
    begin: int
    end: int
    token: str
    cells: list[str]


@dataclass
class _Parsed:
    text: str
    rows: list[_Row]
    gaps: int


class _Reader:
    """One TSV file, line by line."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.log = ProblemLog(str(path))
        data = read_input_bytes(path)
        self.lines = decode_utf8(data, self.log, bom_is_error=False).split("\n")
        self.columns = _Columns()

    def header(self) -> int:
        if not self.lines or not _FORMAT.match(self.lines[0].rstrip("\r")):
            self.log.error(
                1, "not a WebAnno TSV 3 file (no #FORMAT=WebAnno TSV 3.x line)"
            )
        i = 1
        while i < len(self.lines) and self.lines[i].startswith("#T_"):
            kind, _, spec = self.lines[i][1:].rstrip("\r").partition("=")
            if kind not in ("T_SP", "T_CH", "T_RL") or not spec:
                self.log.error(i + 1, "unknown layer declaration")
            _declare(self.columns, kind, spec)
            i += 1
        return i

    def body(self, start: int) -> _Parsed:
        pieces: list[str] = []
        units = 0  # UTF-16 length of the text so far
        rows: list[_Row] = []
        sentence: list[str] = []
        gaps = 0
        for i in range(start, len(self.lines)):
            raw = self.lines[i].rstrip("\r")
            if raw.startswith("#Text="):
                sentence.append(unescape(raw[len("#Text=") :]))
            elif raw.startswith("#") or not raw.strip():
                continue
            else:
                row = self._row(raw, i + 1)
                if sentence:  # the sentence starts at its first token
                    if row.begin < units:
                        self.log.error(
                            i + 1, "token offsets go back into the previous sentence"
                        )
                    if row.begin > units + MAX_GAP:
                        self.log.error(
                            i + 1,
                            f"token offset leaves more than {MAX_GAP:,} characters "
                            "after the previous sentence",
                        )
                    if row.begin > units:
                        gaps += 1
                    pieces.append(" " * (row.begin - units))
                    text = "\n".join(sentence)
                    pieces.append(text)
                    units = row.begin + len(text.encode("utf-16-le")) // 2
                    sentence = []
                rows.append(row)
        return _Parsed("".join(pieces), rows, gaps)

    def _row(self, raw: str, line: int) -> _Row:
        cells = raw.split("\t")
        if len(cells) < self.columns.width or not _ROW.fullmatch(cells[0]):
            self.log.error(
                line,
                f"token row has {len(cells)} columns, {self.columns.width} expected",
            )
        offsets = _RANGE.fullmatch(cells[1])
        begin = parse_count(offsets.group(1)) if offsets else None
        end = parse_count(offsets.group(2)) if offsets else None
        if begin is None or end is None:
            self.log.error(
                line,
                f"token offsets must be BEGIN-END, whole numbers of at most "
                f"{MAX_DIGITS} digits",
            )
            raise AssertionError  # unreachable
        for cell in cells[3:]:  # ids of labels over several tokens: PATIENT[3]
            for item in _SPLIT.split(cell):
                found = _ID.match(item)
                if found and parse_count(found.group(2)) is None:
                    self.log.error(
                        line, f"a label id has more than {MAX_DIGITS} digits"
                    )
        return _Row(line, begin, end, unescape(cells[2]), cells)


def _annotations(
    rows: list[_Row], column: int
) -> list[tuple[int, int, str | None, int]]:
    """``(begin, end, value, first line)`` per annotation in one feature column (UTF-16)."""
    spans: dict[tuple[str, int], list[int]] = {}
    values: dict[tuple[str, int], str | None] = {}
    found = []
    for row in rows:
        cell = row.cells[column]
        if cell == "_":
            continue
        for item in _SPLIT.split(cell):
            match = _ID.match(item)
            raw, ident = (match.group(1), int(match.group(2))) if match else (item, 0)
            value = None if raw == "*" else unescape(raw)
            if not ident:
                found.append((row.begin, row.end, value, row.line))
                continue
            key = (raw, ident)
            if key not in spans:
                spans[key] = [row.begin, row.end, row.line]
                values[key] = value
            else:
                spans[key][0] = min(spans[key][0], row.begin)
                spans[key][1] = max(spans[key][1], row.end)
    found.extend((b, e, values[k], line) for k, (b, e, line) in spans.items())
    return sorted(found, key=lambda a: (a[0], -a[1]))


def _layers(columns: _Columns, rows: list[_Row]) -> dict[str, Layer]:
    layers = {}
    for type_name, features in columns.span.items():
        if not is_candidate(type_name):
            continue
        count = max(len(_annotations(rows, c)) for c in features.values())
        layers[type_name] = Layer(type_name, tuple(f for f in features if f), count)
    return layers


def _check_tokens(parsed: _Parsed, index: Utf16Index, log: ProblemLog) -> None:
    for row in parsed.rows:
        try:
            begin, end = index.to_chars(row.begin), index.to_chars(row.end)
        except ValueError:
            log.error(row.line, "token offsets fall inside a character")
            raise AssertionError from None  # unreachable
        if parsed.text[begin:end] != row.token:
            log.error(
                row.line, "the token does not match the sentence text at its offsets"
            )


def read_tsv_document(
    path: Path, choice: LayerChoice, tags: CorpusTags, ctx: FormatContext
) -> tuple[str, list[Markup]]:
    """One TSV file's text and the markups of the chosen layer.

    Raises:
        ParseError: not TSV 3, bad rows, or tokens that do not match the text.
        UsageError: an unclear label layer (see :class:`LayerChoice`).
    """
    reader = _Reader(path)
    parsed = reader.body(reader.header())
    index = Utf16Index(parsed.text)
    _check_tokens(parsed, index, reader.log)
    if parsed.gaps:
        ctx.warn(
            "text between sentences is not in WebAnno TSV: gaps filled with spaces",
            parsed.gaps,
        )
    others = sum(
        1 for row in parsed.rows for c in reader.columns.other if row.cells[c] != "_"
    )
    if others:
        ctx.warn("WebAnno TSV chain, relation and slot cells not kept", others)
    type_name, feature = choice.choose(_layers(reader.columns, parsed.rows))
    features = reader.columns.span.get(type_name)
    if not features:
        return parsed.text, []
    column = (
        features[feature or ""]
        if (feature or "") in features
        else next(iter(features.values()))
    )
    markups = []
    for begin, end, value, line in _annotations(parsed.rows, column):
        if value is None and feature:
            ctx.warn("annotations without a label value given their type's name as tag")
        tag, category = tags.resolve(*label_parts(value or short_name(type_name)))
        try:
            markups.append(
                Markup(index.to_chars(begin), index.to_chars(end), tag, category)
            )
        except ValueError:
            reader.log.error(line, "annotation offsets fall inside a character")
    return parsed.text, markups


def read_webanno_tsv(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for one ``.tsv`` file or every one under a folder.

    Raises:
        UsageError: a folder without ``.tsv`` files, or an unclear label layer.
        ParseError: see :func:`read_tsv_document`.
    """
    tags = CorpusTags(ctx)
    choice = LayerChoice(ctx, "WebAnno TSV")
    for name, file in reader_files(path, TSV, ctx):
        text, markups = read_tsv_document(file, choice, tags, ctx)
        yield name, tags.document(text, markups, ctx)


def _no_writer(docs: object, dst: Path, ctx: FormatContext) -> int:
    raise UsageError(
        "WebAnno TSV is read only (INCEpTION itself calls it legacy); "
        "write xmi or uima-json for INCEpTION"
    )


WEBANNO_TSV = register(
    CorpusFormat(
        "webanno-tsv",
        (TSV,),
        read_webanno_tsv,
        _no_writer,
        description="WebAnno TSV 3.x (INCEpTION export; read only)",
    )
)
