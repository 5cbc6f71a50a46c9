"""Reading two annotation sets from disk and pairing their documents by name."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.agreement.report import DocumentPair, compare_documents
from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet
from vtt_py.formats.registry import FormatContext, detect_format, get_format
from vtt_py.formats.tagsets import load_tagset


@dataclass
class PairedCorpus:
    """Documents of two annotation sets matched by name, and what did not match."""

    pairs: list[DocumentPair]
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
    fmt = get_format(fmt_name) if fmt_name else detect_format(path)
    ctx = FormatContext(tagset=tagset if tagset is not None else load_tagset())
    docs = list(fmt.read(path, ctx))
    return docs, [f"{path}: {line}" for line in ctx.warning_lines()]


def pair_documents(
    reference: list[tuple[str, Document]],
    candidate: list[tuple[str, Document]],
    *,
    single_files: bool = False,
) -> PairedCorpus:
    """Match documents by name (their path relative to the folder, without suffix).

    Two single files are paired whatever their names, when each holds
    exactly one document.
    """
    if single_files and len(reference) == 1 and len(candidate) == 1:
        name, ref_doc = reference[0]
        return PairedCorpus([DocumentPair(name, ref_doc, candidate[0][1])])
    cand_by_name = dict(candidate)
    ref_names = {name for name, _ in reference}
    pairs = [
        DocumentPair(name, doc, cand_by_name[name])
        for name, doc in reference
        if name in cand_by_name
    ]
    return PairedCorpus(
        pairs,
        unmatched_reference=sorted(ref_names - cand_by_name.keys()),
        unmatched_candidate=sorted(cand_by_name.keys() - ref_names),
    )


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
) -> tuple[dict[str, object], PairedCorpus]:
    """Read two files or folders, pair their documents and compare them.

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

    Returns:
        The report of :func:`compare_documents` with ``unmatched`` filled in,
        and the paired corpus (for rendering disagreements in context).

    Raises:
        UsageError: a format cannot be told.
        ParseError: a file is malformed.
    """
    ref_docs, ref_warnings = read_documents(reference, reference_format, tagset)
    cand_docs, cand_warnings = read_documents(candidate, candidate_format, tagset)
    paired = pair_documents(
        ref_docs, cand_docs, single_files=reference.is_file() and candidate.is_file()
    )
    paired.warnings = ref_warnings + cand_warnings
    report = compare_documents(
        paired.pairs,
        ignore_category=ignore_category,
        label_mode=label_mode,
        tagset=tagset,
        bootstrap=bootstrap,
        seed=seed,
        reference=str(reference),
        candidate=str(candidate),
    )
    report["unmatched"] = {
        "reference": paired.unmatched_reference,
        "candidate": paired.unmatched_candidate,
    }
    return report, paired
