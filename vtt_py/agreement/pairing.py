"""Two annotation sets read side by side, their documents paired by name one pair at a time.

Each side is read by its format's reader, lazily. A folder of one file per
document is listed first (names only), so a document without a counterpart
is passed over without being kept; a corpus file (PhysioNet, JSON Lines)
is joined as it is read, holding only documents that arrive out of step
with the other side. Either way, memory follows the pairs in flight, not
the corpus.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    NamedDocument,
    detect_format,
    get_format,
    named_paths,
)

Pair = tuple[str, Document, Document]


@dataclass
class Side:
    """One annotation set: where it is and how to read it."""

    path: Path
    fmt: CorpusFormat
    ctx: FormatContext

    @classmethod
    def open(cls, path: Path, fmt_name: str | None, tagset: TagSet | None) -> Side:
        """A side read as ``fmt_name`` (inferred when None).

        Raises:
            UsageError: the format cannot be told or is unknown.
        """
        fmt = get_format(fmt_name) if fmt_name else detect_format(path)
        # None: each format's own default (physionet for PhysioNet, i2b2-2014 for i2b2 XML).
        ctx = FormatContext(tagset=tagset)
        return cls(path, fmt, ctx)

    def names(self) -> set[str] | None:
        """The document names of a folder of one file per document (None: not known ahead)."""
        if not (self.fmt.per_document and self.path.is_dir()):
            return None
        # Listed through the reader's context, which then reads this listing.
        named = named_paths(self.path, self.fmt.suffixes[0], self.ctx)
        return {name for name, _ in named}

    def documents(self) -> Iterator[NamedDocument]:
        """The side's documents, as its reader yields them."""
        return iter(self.fmt.read(self.path, self.ctx))

    def warnings(self) -> list[str]:
        """The reader's warnings so far, each naming the path."""
        return [f"{self.path}: {line}" for line in self.ctx.warning_lines()]


@dataclass
class PairStream:
    """The pairs of two sides, and, once read, what did not pair up.

    Iterate it once; then ``unmatched_reference`` and ``unmatched_candidate``
    hold sorted names, and :meth:`warnings` the readers' warnings.
    """

    reference: Side
    candidate: Side
    unmatched_reference: list[str] = field(default_factory=list)
    unmatched_candidate: list[str] = field(default_factory=list)

    def warnings(self) -> list[str]:
        """Both readers' warnings, the reference's first."""
        return self.reference.warnings() + self.candidate.warnings()

    def __iter__(self) -> Iterator[Pair]:
        if self.reference.path.is_file() and self.candidate.path.is_file():
            return self._files()
        return self._join(self.reference.documents(), self.candidate.documents())

    def _files(self) -> Iterator[Pair]:
        """Two single files: paired whatever their names when each holds one document."""
        ref = self.reference.documents()
        cand = self.candidate.documents()
        first_ref, first_cand = next(ref, None), next(cand, None)
        second_ref, second_cand = next(ref, None), next(cand, None)
        if first_ref and first_cand and second_ref is None and second_cand is None:
            yield first_ref[0], first_ref[1], first_cand[1]
            return
        held = [d for d in (first_ref, second_ref) if d is not None]
        pending = [d for d in (first_cand, second_cand) if d is not None]
        yield from self._join(_chain(held, ref), _chain(pending, cand))

    def _join(
        self, refs: Iterator[NamedDocument], cands: Iterator[NamedDocument]
    ) -> Iterator[Pair]:
        ref_names, cand_names = self.reference.names(), self.candidate.names()
        held: dict[str, Document] = {}  # candidates read before their reference
        unmatched: list[str] = []
        paired: set[str] = set()
        for name, ref_doc in refs:
            if cand_names is not None and name not in cand_names:
                unmatched.append(name)
                continue
            cand_doc = held.pop(name, None)
            while cand_doc is None:
                got = next(cands, None)
                if got is None:
                    break
                if got[0] == name:
                    cand_doc = got[1]
                elif ref_names is None or got[0] in ref_names:
                    held[got[0]] = got[1]
            if cand_doc is None:
                unmatched.append(name)
            else:
                paired.add(name)
                yield name, ref_doc, cand_doc
        if cand_names is None:
            cand_names = paired | set(held) | {name for name, _ in cands}
        self.unmatched_reference = sorted(unmatched)
        self.unmatched_candidate = sorted(cand_names - paired)


def _chain(
    first: list[NamedDocument], rest: Iterator[NamedDocument]
) -> Iterator[NamedDocument]:
    yield from first
    yield from rest
