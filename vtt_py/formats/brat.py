"""brat standoff corpora (``name.txt`` + ``name.ann``) for ``convert``, both ways.

Conventions (brat has no categories and no tag styles):

* a brat label becomes the tag; the category comes from a ``Category``
  attribute (``A1<TAB>Category T1 Patient``), which is what vtt_py writes for
  a categorised markup. Without one, a label the tag set only defines with a
  single category (``Prot`` -> ``Prot|Patient`` in nlm-scrubber) gets it;
  otherwise the category is empty.
* annotator notes (``#1<TAB>AnnotatorNotes T1<TAB>...``) are the markup's
  annotation comment (several notes on one span are joined with ``; ``).
* a discontinuous span (``0 5;9 14``) becomes one markup per fragment, with a
  counted warning; relations, events, normalisations and other attributes
  are skipped with counts.
* the ``.txt`` is kept exactly (brat offsets count every character, ``\\r``
  included); the text repeated in the ``.ann`` must match the ``.txt`` at the
  offsets (whitespace compared loosely, since a line break cannot appear in
  an ``.ann`` line), else the read stops at ``PATH:LINE``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.errors import ParseError, Problem, ProblemLog, UsageError
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.brat_labels import (
    CorpusTags,
    flat_whitespace,
    implied_categories,
    one_line,
    refuse_nul,
    spaceless,
    styles_not_written,
)
from vtt_py.formats.brat_parse import CATEGORY_ATTRIBUTE, AnnFile, TextBound, parse_ann
from vtt_py.formats.inputs import read_input_bytes
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    document_files,
    document_name,
    named_files,
    register,
    staged_folder,
)
from vtt_py.formats.textio import decode_utf8

ANN = ".ann"
TXT = ".txt"


def _read_utf8(path: Path) -> str:
    data = read_input_bytes(path)
    if data.startswith(b"\xef\xbb\xbf"):
        # brat reads the byte-order mark as a character and counts it in offsets.
        return "\ufeff" + decode_utf8(
            data[3:], ProblemLog(str(path)), bom_is_error=False
        )
    return decode_utf8(data, ProblemLog(str(path)), bom_is_error=False)


def read_brat_document(
    ann_path: Path, tags: CorpusTags, ctx: FormatContext
) -> Document:
    """One brat document from its ``.ann`` file and the ``.txt`` beside it.

    Raises:
        ParseError: a missing ``.txt``, a malformed line, offsets outside the
            text or span text that does not match the ``.txt``.
    """
    txt_path = ann_path.with_suffix(TXT)
    if not txt_path.is_file():
        raise ParseError(
            Problem(str(ann_path), None, f"the text file {txt_path.name} is missing")
        )
    text = _read_utf8(txt_path)
    log = ProblemLog(str(ann_path))
    ann = parse_ann(_read_utf8(ann_path), log)
    _count_skipped(ann, ctx)
    markups: list[Markup] = []
    for span in ann.spans:
        _check_span(span, text, log)
        tag, category = tags.resolve(span.label, ann.categories.get(span.ident))
        note = "; ".join(n for n in ann.notes.get(span.ident, []) if n)
        if len(span.fragments) > 1:
            ctx.warn(
                "discontinuous brat spans imported as one markup per fragment",
                len(span.fragments),
            )
        markups.extend(Markup(s, e, tag, category, note) for s, e in span.fragments)
    return tags.document(text, markups, ctx)


def _count_skipped(ann: AnnFile, ctx: FormatContext) -> None:
    if ann.space_separated:
        ctx.warn(
            "brat .ann lines with spaces instead of tabs between fields (read anyway)",
            ann.space_separated,
        )
    for kind, count in sorted(ann.skipped.items()):
        ctx.warn(
            f"brat {kind} annotations skipped (VTT markups hold text spans only)", count
        )
    if ann.orphan_notes:
        ctx.warn("brat notes on non-text annotations skipped", ann.orphan_notes)
    known = {s.ident for s in ann.spans}
    dangling = sum(len(v) for k, v in ann.notes.items() if k not in known)
    dangling += sum(1 for k in ann.categories if k not in known)
    if dangling:
        ctx.warn(
            "brat notes or attributes pointing at no text-bound annotation skipped",
            dangling,
        )


def _check_span(span: TextBound, text: str, log: ProblemLog) -> None:
    for start, end in span.fragments:
        if end > len(text):
            log.error(
                span.line,
                f"span {start}-{end} is outside the text ({len(text)} characters)",
            )
    if span.text is None:
        return
    expected = " ".join(text[s:e] for s, e in span.fragments)
    if span.text != expected and flat_whitespace(span.text) != flat_whitespace(
        expected
    ):
        log.error(
            span.line,
            f"span text does not match the .txt at {span.fragments[0][0]}-"
            f"{span.fragments[-1][1]} (offsets counted differently, or the wrong .txt?)",
        )


def read_brat(path: Path, ctx: FormatContext) -> Iterator[NamedDocument]:
    """Yield ``(name, document)`` for one ``.ann`` file or every ``.ann`` under a folder.

    Raises:
        UsageError: a folder without ``.ann`` files.
        ParseError: see :func:`read_brat_document`.
    """
    tags = CorpusTags(ctx)
    if not path.is_dir():
        yield document_name(path, path, ANN), read_brat_document(path, tags, ctx)
        return
    files = named_files(path, ANN, ctx)
    if not files:
        raise UsageError(f"{path}: no .ann file in this folder")
    paired = {f.with_suffix(TXT) for _, f in files}
    lonely = [t for t in document_files(path, (TXT,)) if t not in paired]
    if lonely:
        ctx.warn(".txt files without a .ann beside them skipped", len(lonely))
    for name, file in files:
        yield name, read_brat_document(file, tags, ctx)


def ann_text(doc: Document, ctx: FormatContext) -> str:
    """The ``.ann`` content for a document: T lines, Category attributes, notes."""
    lines: list[str] = []
    attr = note = 0
    implied = implied_categories(doc, ctx)
    if implied:
        ctx.warn(
            "uncategorised markups of a tag the tag set only has with a category "
            "(brat cannot say 'no category'; reading gives them that category)",
            len(implied),
        )
    for i, m in enumerate(doc.markups, 1):
        label = spaceless(m.tag, "tag names", ctx)
        shown = one_line(doc.text[m.start : m.end], "span text", ctx)
        lines.append(f"T{i}\t{label} {m.start} {m.end}\t{shown}")
        if m.category:
            attr += 1
            value = spaceless(m.category, "categories", ctx)
            lines.append(f"A{attr}\t{CATEGORY_ATTRIBUTE} T{i} {value}")
        if m.annotation:
            note += 1
            comment = one_line(m.annotation, "annotations", ctx)
            lines.append(f"#{note}\tAnnotatorNotes T{i}\t{comment}")
        if m.start == m.end:
            ctx.warn(
                "zero-length markups written as empty brat spans (brat cannot show them)"
            )
    return "".join(line + "\n" for line in lines)


def write_brat_document(doc: Document, ann_path: Path, ctx: FormatContext) -> None:
    """Write ``name.txt`` (the text exactly) and ``name.ann`` beside it.

    Raises:
        WriteError: the document holds NUL characters.
    """
    refuse_nul(ann_path.stem, doc)
    atomic_write_text(ann_path.with_suffix(TXT), doc.text)
    atomic_write_text(ann_path, ann_text(doc, ctx))


def annotation_conf(labels: set[str], categories: set[str]) -> str:
    """A minimal brat ``annotation.conf`` declaring the labels and the Category attribute."""
    parts = [
        "[entities]",
        *sorted(labels),
        "",
        "[relations]",
        "",
        "[events]",
        "",
        "[attributes]",
    ]
    if categories:
        values = "|".join(sorted(categories))
        parts.append(f"{CATEGORY_ATTRIBUTE}\tArg:<ENTITY>, Value:{values}")
    return "\n".join(parts) + "\n"


def write_brat(docs: Iterable[NamedDocument], dst: Path, ctx: FormatContext) -> int:
    """Write one ``.txt`` + ``.ann`` pair per document (and an ``annotation.conf``).

    ``dst`` ending in ``.ann`` takes a single document; otherwise it is a
    folder, built under a temporary name when new.

    Raises:
        UsageError: several documents for one ``.ann`` file.
    """
    if dst.name.lower().endswith(ANN) and not dst.is_dir():
        items = list(docs)
        if len(items) != 1:
            raise UsageError(
                f"{dst}: {len(items)} documents cannot go into one .ann file"
            )
        write_brat_document(items[0][1], dst, ctx)
        styles_not_written(ctx, "brat", 1)
        return 1
    labels: set[str] = set()
    categories: set[str] = set()
    count = 0
    with staged_folder(dst) as folder:
        for name, doc in docs:
            target = folder / f"{name}{ANN}"
            target.parent.mkdir(parents=True, exist_ok=True)
            write_brat_document(doc, target, ctx)
            labels.update(m.tag.replace(" ", "_") for m in doc.markups)
            categories.update(
                m.category.replace(" ", "_") for m in doc.markups if m.category
            )
            count += 1
        atomic_write_text(
            folder / "annotation.conf", annotation_conf(labels, categories)
        )
    styles_not_written(ctx, "brat", count)
    return count


BRAT = register(
    CorpusFormat(
        "brat",
        (ANN,),
        read_brat,
        write_brat,
        description="brat standoff (.txt + .ann pairs)",
    )
)
