"""``compare_documents``: every measure of measures.md for pairs of documents, as plain data.

The result is the JSON of measures.md §5 (key names are a contract) plus
extra keys: ``confusion``, ``per_document``, ``unmatched``,
``text_differs``, ``hipaa_tagset`` and ``bootstrap``. Every figure can be
traced back: counts sit beside every ratio and every unmatched span is in
``disagreements``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from vtt_py.agreement.assemble import assemble
from vtt_py.agreement.engine import CorpusScorer, ScoreOptions
from vtt_py.agreement.resample import Resampling
from vtt_py.agreement.spans import LABEL_MODES
from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet


class DocumentPair(NamedTuple):
    """Two annotations of one text: the reference (first) and the candidate."""

    name: str
    reference: Document
    candidate: Document


def same_text(reference: str, candidate: str) -> bool:
    """Whether two texts can be compared offset for offset.

    Texts that differ only in trailing white space qualify: offsets of
    every span before it are the same (VTT files, for one, always end with
    a line break that a brat ``.txt`` may lack).
    """
    return reference == candidate or reference.rstrip() == candidate.rstrip()


def compare_documents(
    pairs: Iterable[DocumentPair | tuple[str, Document, Document]],
    *,
    ignore_category: bool = False,
    label_mode: str = "tag|category",
    tagset: TagSet | None = None,
    bootstrap: int = 0,
    seed: int = 0,
    reference: str = "",
    candidate: str = "",
    group: str | None = None,
    interval: str = "bca",
) -> dict[str, object]:
    """Compare candidate annotations with reference annotations of the same texts.

    Args:
        pairs: ``(name, reference document, candidate document)`` triples.
            Pairs whose texts differ (beyond trailing white space) are not
            compared but listed in ``text_differs``. Documents are taken in ascending name order
            (the order of alpha_U's continuum).
        ignore_category: label spans by tag only (``Name``) instead of
            ``Name|Patient`` (the same as ``label_mode="tag"``).
        label_mode: ``tag|category`` (default), ``tag``, or ``type`` (the
            category when there is one, else the tag).
        tagset: the tag set whose ``hipaa`` property defines the HIPAA
            subset (default: the documents' own, else the shipped tag set
            that defines the most labels in use).
        bootstrap: number of bootstrap resamples of documents (or groups)
            for 95 % confidence intervals (0: none).
        seed: random seed of the resampling, for reproducible intervals.
        reference: how to name the reference in the report (e.g. its path).
        candidate: how to name the candidate.
        group: a regular expression whose first group (or match) on a
            document's name is its group (patient): the bootstrap draws
            groups (see :func:`vtt_py.agreement.resample.group_index`).
        interval: ``bca`` (default) or ``percentile``.

    Returns:
        The report: measures.md §5 keys plus ``confusion``,
        ``per_document``, ``unmatched``, ``text_differs``, ``hipaa_tagset``
        and ``bootstrap``.
    """
    ordered = sorted((DocumentPair(*p) for p in pairs), key=lambda p: p.name)
    options = ScoreOptions(
        label_mode=check_label_mode(ignore_category, label_mode),
        tagset=tagset,
        keep_stats=bootstrap > 0,
        keep_alpha_documents=bootstrap > 0,
    )
    scorer = score_pairs(ordered, options)

    def rescan(names: set[str]) -> Iterable[tuple[str, Document, Document]]:
        return (p for p in ordered if p.name in names)

    return assemble(
        scorer,
        Resampling(bootstrap, seed, interval, group),
        rescan,
        reference=reference,
        candidate=candidate,
    )


def check_label_mode(ignore_category: bool, label_mode: str) -> str:
    """The label mode to compare under (``tag`` when categories are ignored).

    Raises:
        ValueError: an unknown mode.
    """
    mode = "tag" if ignore_category else label_mode
    if mode not in LABEL_MODES:
        raise ValueError(f"unknown label mode {mode!r}")
    return mode


def score_pairs(
    pairs: Iterable[DocumentPair | tuple[str, Document, Document]],
    options: ScoreOptions,
    scorer: CorpusScorer | None = None,
) -> CorpusScorer:
    """Feed pairs to a scorer (a new one unless given): comparable ones scored, others listed."""
    scorer = scorer if scorer is not None else CorpusScorer(options)
    for name, ref_doc, cand_doc in pairs:
        if same_text(ref_doc.text, cand_doc.text):
            scorer.add(name, ref_doc, cand_doc)
        else:
            scorer.add_text_differs(name, why_texts_differ(ref_doc.text, cand_doc.text))
    return scorer


def why_texts_differ(reference: str, candidate: str) -> str:
    """In a few words, how two texts that cannot be compared differ (no text quoted)."""
    if reference.replace("\r\n", "\n") == candidate.replace("\r\n", "\n"):
        return "line ends differ (CRLF and LF)"
    if "".join(reference.split()) == "".join(candidate.split()):
        return "white space differs"
    if len(reference) != len(candidate):
        return "lengths differ"
    return "characters differ"
