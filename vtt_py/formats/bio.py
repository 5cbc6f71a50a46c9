"""CoNLL-style BIO files: one ``TOKEN<TAB>LABEL`` line per word token, both ways.

Layout written::

    -DOCSTART- <document name>
    <blank line>
    Patient<TAB>O
    John<TAB>B-Name|Patient
    Smith<TAB>I-Name|Patient
    <blank line>            (end of a text line: line boundaries are kept)

Tokens are :func:`vtt_py.core.tokens.word_tokens`; labels are ``B-``/``I-``
plus the markup's label (``Tag|Category``). A token holds one label, so
overlapping or stacked markups lose all but the first, and annotations
are dropped: each loss is a counted warning. A markup continuing over a
line break keeps ``I-`` on the next line.

Reading accepts BIO, IOB1 and BIOES labels and takes the token from the
first column and the label from the last. BIO keeps no spacing, so the
text is rebuilt: one space between tokens, one line per block, and the
offsets refer to that rebuilt text (a counted warning says so).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.markup import split_label
from vtt_py.core.tokens import Token, word_tokens
from vtt_py.errors import ProblemLog, UsageError
from vtt_py.formats.bio_read import BioDocument, parse_bio
from vtt_py.formats.brat_labels import (
    CorpusTags,
    refuse_nul,
    spaceless,
    styles_not_written,
)
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    register,
    write_corpus_file,
)
from vtt_py.formats.textio import decode_utf8

BIO = ".bio"
_LINE_BREAK = re.compile(r"\r\n?|\n")
DOCSTART = "-DOCSTART-"


def token_labels(doc: Document, tokens: list[Token], ctx: FormatContext) -> list[str]:
    """The BIO label of every token; what BIO cannot hold is counted in ``ctx``."""
    labels = ["O"] * len(tokens)
    starts = [t.start for t in tokens]
    for m in doc.markups:
        if m.annotation:
            ctx.warn("annotations dropped (BIO holds none)")
        lo = bisect.bisect_right(starts, m.start) - 1
        lo = max(lo, 0)
        if lo < len(tokens) and tokens[lo].end <= m.start:
            lo += 1
        hi = bisect.bisect_left(starts, m.end)
        covered = range(lo, hi)
        if not covered or m.start == m.end:
            ctx.warn("markups covering no word token dropped (BIO labels tokens)")
            continue
        if any(labels[i] != "O" for i in covered):
            ctx.warn(
                "overlapping or stacked markups dropped (BIO holds one label per token)"
            )
            continue
        if tokens[lo].start != m.start or tokens[hi - 1].end != m.end:
            ctx.warn("markups not on token boundaries widened to whole tokens")
        label = spaceless(m.label, "labels", ctx)
        labels[lo] = f"B-{label}"
        for i in range(lo + 1, hi):
            labels[i] = f"I-{label}"
    return labels


def bio_lines(name: str, doc: Document, ctx: FormatContext) -> Iterator[str]:
    """The lines of one document, from its ``-DOCSTART-`` line to its last blank line.

    Raises:
        WriteError: the document holds NUL characters.
    """
    refuse_nul(name, doc)
    yield f"{DOCSTART} {spaceless(name, 'document names', ctx)}\n"
    yield "\n"
    tokens = list(word_tokens(doc.text))
    labels = token_labels(doc, tokens, ctx)
    breaks = [m.start() for m in _LINE_BREAK.finditer(doc.text)]
    line = -1
    rebuilt: list[str] = []  # the text a reader will rebuild from the tokens
    for token, label in zip(tokens, labels, strict=True):
        token_line = bisect.bisect_right(breaks, token.start)
        if token_line != line:
            if line >= 0:
                yield "\n"
                rebuilt.append("\n")
            line = token_line
        elif rebuilt:
            rebuilt.append(" ")
        rebuilt.append(token.text)
        yield f"{token.text}\t{label}\n"
    if line >= 0:
        yield "\n"
        rebuilt.append("\n")
    if "".join(rebuilt) != doc.text:
        ctx.warn(
            "texts whose spacing BIO cannot keep (it holds tokens; readers rebuild "
            "the text with one space between them)"
        )


def write_bio(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write every document into one BIO file (atomically).

    Raises:
        UsageError: ``dst`` is an existing folder.
    """
    count = write_corpus_file(
        docs, dst, "BIO", lambda name, doc: bio_lines(name, doc, ctx)
    )
    styles_not_written(ctx, "BIO", count)
    return count


def _document(parsed: BioDocument, tags: CorpusTags, ctx: FormatContext) -> Document:
    ctx.warn(
        "BIO keeps no spacing: text rebuilt from tokens (one space between tokens, "
        "one line per block), offsets refer to the rebuilt text"
    )
    markups = []
    for markup in parsed.markups:
        tag, category = split_label(markup.tag)
        tag, category = tags.resolve(tag, category)
        markups.append(markup.with_(tag=tag, category=category))
    return tags.document(parsed.text, markups, ctx)


def read_bio(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for each ``-DOCSTART-`` section of a BIO file.

    A file without ``-DOCSTART-`` lines is one document named after the file.

    Raises:
        UsageError: a folder was given.
        ParseError: a line without a label, or a label that is not BIO.
    """
    if path.is_dir():
        raise UsageError(f"{path}: a BIO corpus is one file, not a folder")
    log = ProblemLog(str(path))
    content = decode_utf8(read_input_bytes(path), log, bom_is_error=False)
    tags = CorpusTags(ctx)
    for parsed in parse_bio(content, path.stem, log, ctx):
        yield parsed.name, _document(parsed, tags, ctx)


BIO_FORMAT = register(
    CorpusFormat(
        "bio",
        (BIO, ".conll"),
        read_bio,
        write_bio,
        per_document=False,
        description="CoNLL-style BIO, token per line",
    )
)
