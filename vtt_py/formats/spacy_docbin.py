"""spaCy training data (``.spacy`` DocBin files), both ways; needs the ``vtt_py[spacy]`` extra.

spaCy is imported only when such a file is read or written, so the core
install never needs it. Offsets are characters, as in spaCy. Writing
tokenises each text with spaCy's rule-based English tokenizer (no model, no
download) and splits tokens further at markup boundaries, so every markup
keeps its exact span. Each document gets:

* ``doc.ents``: the markups, less those overlapping an earlier one (counted),
  since entities cannot overlap;
* ``doc.spans["sc"]``: every markup (spaCy's span categorizer reads it);
* the document name in ``doc.user_data["vtt_py_name"]``.

Reading takes the union of ``doc.ents`` and every span group. Labels are VTT
labels (``Name|Patient``), split on ``|``. Markup comments (spaCy spans have
none) and zero-length markups are counted, not written.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ParseError, Problem, UsageError, WriteError
from vtt_py.formats.atomic import atomic_write_bytes
from vtt_py.formats.brat_labels import (
    CorpusTags,
    label_parts,
    label_writer,
    overlapping,
    safe_document_name,
    styles_not_written,
)
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.registry import CorpusFormat, FormatContext, NamedDocument, register

SPACY = ".spacy"
NAME_KEY = "vtt_py_name"
SPAN_KEY = "sc"
INSTALL_HINT = "spaCy is not installed; install it with: pip install 'vtt_py[spacy]'"


def _spacy() -> Any:
    try:
        import spacy
    except ImportError:
        raise UsageError(INSTALL_HINT) from None
    return spacy


def _read_docs(path: Path) -> list[Any]:
    spacy = _spacy()
    from spacy.tokens import DocBin

    if path.is_dir():
        raise UsageError(f"{path}: a spaCy DocBin is one .spacy file, not a folder")
    data = read_input_bytes(path)
    try:
        return list(DocBin().from_bytes(data).get_docs(spacy.blank("xx").vocab))
    except Exception as exc:  # noqa: BLE001 - msgpack/zlib/spaCy errors; no text quoted
        raise ParseError(
            Problem(str(path), None, f"not a spaCy DocBin file ({type(exc).__name__})")
        ) from exc


def read_spacy(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for every Doc of a ``.spacy`` file.

    Raises:
        UsageError: spaCy is not installed, or a folder was given.
        ParseError: not a DocBin, or a bad or repeated document name.
    """
    tags = CorpusTags(ctx)
    seen: set[str] = set()
    for index, doc in enumerate(_read_docs(path)):
        name = doc.user_data.get(NAME_KEY, str(index + 1))
        if not isinstance(name, str) or safe_document_name(name) or name in seen:
            raise ParseError(
                Problem(str(path), None, f"doc {index + 1}: no usable, unique name")
            )
        seen.add(name)
        spans = {(s.start_char, s.end_char, s.label_) for s in doc.ents}
        for group in doc.spans.values():
            spans.update((s.start_char, s.end_char, s.label_) for s in group)
        markups = []
        for start, end, label in sorted(spans):
            tag, category = tags.resolve(*label_parts(label or "Entity"))
            markups.append(Markup(start, end, tag, category))
        yield name, tags.document(doc.text, markups, ctx)


def _words(
    nlp: Any, text: str, starts: set[int], ends: set[int]
) -> tuple[list[str], list[bool]]:
    """spaCy's tokens, split further at every markup boundary inside one.

    A token's trailing space becomes a token of its own when a markup starts
    on it or ends after it, so that no markup boundary is lost.
    """
    cuts = starts | ends
    words: list[str] = []
    spaces: list[bool] = []
    for token in nlp.make_doc(text):
        start, end = token.idx, token.idx + len(token.text)
        inner = sorted(c for c in cuts if start < c < end)
        for a, b in zip([start, *inner], [*inner, end], strict=True):
            words.append(text[a:b])
            spaces.append(False)
        if token.whitespace_ and (end in starts or end + 1 in ends):
            words.append(token.whitespace_)
            spaces.append(False)
        else:
            spaces[-1] = bool(token.whitespace_)
    return words, spaces


def spacy_doc(nlp: Any, name: str, doc: Document, ctx: FormatContext) -> Any:
    """A spaCy Doc with the document's text, markups as ents and as span group ``sc``."""
    from spacy.tokens import Doc

    markups = [m for m in doc.markups if m.end > m.start]
    if len(markups) < len(doc.markups):
        ctx.warn(
            "zero-length markups not written (spaCy spans cover tokens)",
            len(doc.markups) - len(markups),
        )
    starts, ends = {m.start for m in markups}, {m.end for m in markups}
    words, spaces = _words(nlp, doc.text, starts, ends)
    result = Doc(nlp.vocab, words=words, spaces=spaces)
    spans = {}
    label = label_writer(ctx)
    for m in markups:
        span = result.char_span(m.start, m.end, label=label(m))
        if span is None:  # cannot happen: tokens were split at every boundary
            raise WriteError(f"{name}: a markup does not fall on spaCy tokens")
        spans[m] = span
    dropped = set(overlapping(markups))
    if dropped:
        ctx.warn(
            f"overlapping markups left out of doc.ents (all are in doc.spans['{SPAN_KEY}'])",
            len(dropped),
        )
    result.ents = [spans[m] for m in markups if m not in dropped]
    result.spans[SPAN_KEY] = list(spans.values())
    result.user_data[NAME_KEY] = name
    notes = sum(1 for m in markups if m.annotation)
    if notes:
        ctx.warn("markup comments not written (spaCy spans have none)", notes)
    return result


def write_spacy(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write every document into one ``.spacy`` DocBin (atomically).

    Raises:
        UsageError: spaCy is not installed, or ``dst`` is a folder.
    """
    spacy = _spacy()
    from spacy.tokens import DocBin

    if dst.is_dir():
        raise UsageError(
            f"{dst}: a spaCy DocBin is one file; give a file name, not a folder"
        )
    nlp = spacy.blank("en")  # rule-based tokenizer only: nothing is downloaded
    bin_ = DocBin(store_user_data=True)
    count = 0
    for name, doc in docs:
        bin_.add(spacy_doc(nlp, name, doc, ctx))
        count += 1
    atomic_write_bytes(dst, bin_.to_bytes())
    styles_not_written(ctx, "spaCy DocBin", count)
    return count


SPACY_FORMAT = register(
    CorpusFormat(
        "spacy",
        (SPACY,),
        read_spacy,
        write_spacy,
        per_document=False,
        description="spaCy DocBin training data (needs the vtt_py[spacy] extra)",
    )
)
