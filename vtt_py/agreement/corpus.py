"""Comparing two annotation sets on disk, read and scored one document pair at a time."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.agreement.assemble import Resampling, assemble
from vtt_py.agreement.engine import ScoreOptions
from vtt_py.agreement.pairing import PairStream, Side
from vtt_py.agreement.report import check_label_mode, score_pairs
from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet


@dataclass
class PairedCorpus:
    """What was compared: the paired document names, what did not pair up, warnings."""

    pairs: list[str]
    unmatched_reference: list[str] = field(default_factory=list)
    unmatched_candidate: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def read_documents(
    path: Path, fmt_name: str | None = None, tagset: TagSet | None = None
) -> tuple[list[tuple[str, Document]], list[str]]:
    """Every document a file or folder holds, in any format the registry knows.

    Args:
        path: a file or a folder.
        fmt_name: the format (``vtt``, ``brat``, ...); inferred when None.
        tagset: tag set for formats that carry none (default: the default one).

    Returns:
        ``(name, document)`` pairs and the reader's warnings.

    Raises:
        UsageError: the format cannot be told or is unknown.
        ParseError: a file is malformed.
    """
    side = Side.open(path, fmt_name, tagset)
    docs = list(side.documents())
    return docs, side.warnings()


@dataclass
class Sources:
    """Where two annotation sets are and how to read them."""

    reference: Path
    candidate: Path
    reference_format: str | None = None
    candidate_format: str | None = None
    tagset: TagSet | None = None

    def stream(self) -> PairStream:
        """A fresh stream of their pairs.

        Raises:
            UsageError: a format cannot be told.
        """
        return PairStream(
            Side.open(self.reference, self.reference_format, self.tagset),
            Side.open(self.candidate, self.candidate_format, self.tagset),
        )

    def rescan(self, names: set[str]) -> Iterator[tuple[str, Document, Document]]:
        """The pairs with these names, read again."""
        return (pair for pair in self.stream() if pair[0] in names)


def compare_paths(
    reference: Path,
    candidate: Path,
    *,
    ignore_category: bool = False,
    label_mode: str = "tag|category",
    tagset: TagSet | None = None,
    bootstrap: int = 0,
    seed: int = 0,
    reference_format: str | None = None,
    candidate_format: str | None = None,
    options: ScoreOptions | None = None,
) -> tuple[dict[str, object], PairedCorpus]:
    """Read two files or folders, pair their documents and compare them, pair by pair.

    Args:
        reference: the reference file or folder (gold, or annotator A).
        candidate: the candidate file or folder (system, or annotator B).
        ignore_category: compare tags only.
        label_mode: ``tag|category``, ``tag`` or ``type`` (see compare_documents).
        tagset: HIPAA tag set and tag set for formats that carry none.
        bootstrap: bootstrap resamples (0: no confidence intervals).
        seed: bootstrap seed.
        reference_format: format name of ``reference`` (inferred when None).
        candidate_format: format name of ``candidate`` (inferred when None).
        options: what to keep besides the totals (default: the disagreement
            list, and what ``bootstrap`` needs); its label mode and tag set
            are those given here.

    Returns:
        The report of :func:`compare_documents` with ``unmatched`` filled in,
        and what was paired.

    Raises:
        UsageError: a format cannot be told.
        ParseError: a file is malformed.
    """
    sources = Sources(reference, candidate, reference_format, candidate_format, tagset)
    stream = sources.stream()
    options = options if options is not None else ScoreOptions()
    options.label_mode = check_label_mode(ignore_category, label_mode)
    options.tagset = tagset
    if bootstrap > 0:
        options.keep_stats = options.keep_alpha_documents = True
    scorer = score_pairs(stream, options)
    report = assemble(
        scorer,
        Resampling(bootstrap, seed),
        sources.rescan,
        reference=str(reference),
        candidate=str(candidate),
    )
    report["unmatched"] = {
        "reference": stream.unmatched_reference,
        "candidate": stream.unmatched_candidate,
    }
    paired = [row.name for row in scorer.rows] + scorer.text_differs
    return report, PairedCorpus(
        sorted(paired),
        stream.unmatched_reference,
        stream.unmatched_candidate,
        stream.warnings(),
    )
