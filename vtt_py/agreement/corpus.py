"""Comparing two annotation sets on disk, read and scored one document pair at a time."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from vtt_py.agreement.assemble import assemble
from vtt_py.agreement.engine import CorpusScorer, Line, ScoreOptions
from vtt_py.agreement.pairing import PairStream, Side
from vtt_py.agreement.report import check_label_mode, score_pairs
from vtt_py.agreement.resample import Resampling
from vtt_py.agreement.scorers import repeated_lines
from vtt_py.agreement.versus import compare_systems
from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet


@dataclass
class PairedCorpus:
    """What was compared: the paired document names, what did not pair up, warnings."""

    pairs: list[str]
    unmatched_reference: list[str] = field(default_factory=list)
    unmatched_candidate: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    #: How the texts of pairs not compared differ: ``{reason: pairs}``.
    text_differs: dict[str, int] = field(default_factory=dict)


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

    def repeated(
        self, stream: PairStream
    ) -> tuple[dict[str, list[Line]], dict[str, list[Line]]]:
        """Lines each PhysioNet side repeats (runStat.pl counts them), by note."""
        ref, cand = (
            repeated_lines(side.path) if side.fmt.name == "physionet" else {}
            for side in (stream.reference, stream.candidate)
        )
        return ref, cand

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
    risk: bool = False,
    show_text: bool = False,
    resampling: Resampling | None = None,
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
        risk: add ``risk``, the privacy risk of the reference's PHI the
            candidate leaves uncovered (:mod:`vtt_py.agreement.risk`).
        show_text: put the revealed text in the risk items (PHI).
        resampling: bootstrap options (resamples, seed, interval method,
            grouping); overrides ``bootstrap`` and ``seed``.

    Returns:
        The report of :func:`compare_documents` with ``unmatched`` filled in,
        and what was paired.

    Raises:
        UsageError: a format cannot be told.
        ParseError: a file is malformed.
    """
    sources = Sources(reference, candidate, reference_format, candidate_format, tagset)
    stream = sources.stream()
    options = replace(
        options if options is not None else ScoreOptions(),
        label_mode=check_label_mode(ignore_category, label_mode),
        tagset=tagset,
    )
    resampling = resampling or Resampling(bootstrap, seed)
    if resampling.resamples > 0:
        options.keep_stats = options.keep_alpha_documents = True
    options.repeated = sources.repeated(stream)
    options.risk = options.risk or risk
    options.show_text = options.show_text or show_text
    scorer = score_pairs(stream, options)
    report = assemble(
        scorer,
        resampling,
        sources.rescan,
        reference=str(reference),
        candidate=str(candidate),
    )
    report["unmatched"] = {
        "reference": stream.unmatched_reference,
        "candidate": stream.unmatched_candidate,
    }
    paired = scorer.rows.names + scorer.text_differs
    return report, PairedCorpus(
        sorted(paired),
        stream.unmatched_reference,
        stream.unmatched_candidate,
        stream.warnings(),
        dict(scorer.differs_reasons),
    )


def compare_versus(
    reference: Path,
    first: Path,
    second: Path,
    resampling: Resampling,
    *,
    label_mode: str = "tag|category",
    tagset: TagSet | None = None,
    formats: tuple[str | None, str | None, str | None] = (None, None, None),
) -> tuple[dict[str, object], list[str]]:
    """Two candidates compared with one reference, pair by pair, then with each other.

    Args:
        reference: the gold file or folder.
        first: system (or annotator) A.
        second: system (or annotator) B.
        resampling: bootstrap options and the grouping of documents.
        label_mode: ``tag|category``, ``tag`` or ``type``.
        tagset: HIPAA tag set and tag set for formats that carry none.
        formats: format names of reference, A and B (inferred when None).

    Returns:
        The comparison of :func:`~vtt_py.agreement.versus.compare_systems`
        and the readers' warnings.

    Raises:
        UsageError: a format cannot be told, or the grouping fails.
        ParseError: a file is malformed.
    """
    scorers = []
    warnings: list[str] = []
    for candidate, fmt in ((first, formats[1]), (second, formats[2])):
        sources = Sources(reference, candidate, formats[0], fmt, tagset)
        stream = sources.stream()
        options = ScoreOptions(
            label_mode=check_label_mode(False, label_mode),
            tagset=tagset,
            keep_disagreements=False,
            keep_stats=True,
            keep_alpha_documents=True,
            lazy_rows=True,
        )
        options.repeated = sources.repeated(stream)
        scorer = score_pairs(stream, options)
        scorers.append(scorer)
        warnings += stream.warnings() + _not_compared(candidate, stream, scorer)
    names = (str(reference), str(first), str(second))
    return compare_systems(scorers[0], scorers[1], resampling, labels=names), warnings


def _not_compared(
    candidate: Path, stream: PairStream, scorer: CorpusScorer
) -> list[str]:
    """Warnings for the reference's documents one candidate could not be compared on."""
    found = []
    if stream.unmatched_reference:
        found.append(
            f"{candidate}: {len(stream.unmatched_reference)} documents of the reference "
            "have no counterpart here, not compared"
        )
    if scorer.text_differs:
        why = "; ".join(f"{r}: {n}" for r, n in scorer.differs_reasons.items())
        found.append(
            f"{candidate}: {len(scorer.text_differs)} documents whose texts differ from "
            f"the reference's, not compared ({why})"
        )
    return found
