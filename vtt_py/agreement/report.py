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

from vtt_py.agreement.accumulate import CorpusTotals
from vtt_py.agreement.bootstrap import bootstrap_intervals
from vtt_py.agreement.hipaa import hipaa_rule
from vtt_py.agreement.levels import SPAN_LEVELS
from vtt_py.agreement.spans import LABEL_MODES
from vtt_py.agreement.summaries import (
    alpha_dict,
    confusion_dict,
    kappa_dict,
    level_scores,
    overlap_scores,
)
from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet

#: Levels whose label is ignored: their ``per_label`` is empty.
BINARY_LEVELS = ("binary_strict", "binary_token", "binary_overlap")


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
        bootstrap: number of bootstrap resamples of documents for 95 %
            confidence intervals (0: none).
        seed: random seed of the resampling, for reproducible intervals.
        reference: how to name the reference in the report (e.g. its path).
        candidate: how to name the candidate.

    Returns:
        The report: measures.md §5 keys plus ``confusion``,
        ``per_document``, ``unmatched``, ``text_differs``, ``hipaa_tagset``
        and ``bootstrap``.
    """
    ordered = sorted((DocumentPair(*p) for p in pairs), key=lambda p: p.name)
    comparable = [same_text(p.reference.text, p.candidate.text) for p in ordered]
    usable = [p for p, ok in zip(ordered, comparable, strict=True) if ok]
    text_differs = [p.name for p, ok in zip(ordered, comparable, strict=True) if not ok]
    used_labels = {
        (m.tag, m.category) for p in usable for d in p[1:] for m in d.markups
    }
    tagsets = [p.reference.tagset for p in usable] + [
        p.candidate.tagset for p in usable
    ]
    rule = hipaa_rule(tagsets, used_labels, tagset)
    mode = "tag" if ignore_category else label_mode
    if mode not in LABEL_MODES:
        raise ValueError(f"unknown label mode {mode!r}")
    totals = CorpusTotals(label_mode=mode, hipaa=rule)
    for name, ref_doc, cand_doc in usable:
        totals.add(name, ref_doc, cand_doc)
    scores: dict[str, object] = {
        level: level_scores(totals.levels[level], per_label=level not in BINARY_LEVELS)
        for level in SPAN_LEVELS
    }
    scores["binary_overlap"] = overlap_scores(totals.overlap)
    scores["hipaa"] = {
        level: level_scores(
            totals.hipaa_levels[level], per_label=level not in BINARY_LEVELS
        )
        for level in SPAN_LEVELS
    }
    boot = (
        bootstrap_intervals(totals.stats, bootstrap, seed, totals.alpha.documents)
        if bootstrap > 0
        else None
    )
    return {
        "reference": reference,
        "candidate": candidate,
        "documents": len(usable),
        "label_mode": mode,
        "scores": scores,
        "kappa_token": kappa_dict(totals.kappa),
        "alpha_u": alpha_dict(totals.alpha.corpus())
        | {"continuum": totals.alpha.length},
        "disagreements": totals.disagreements,
        "confusion": confusion_dict(totals.confusion),
        "per_document": totals.per_document,
        "unmatched": {"reference": [], "candidate": []},
        "text_differs": text_differs,
        "hipaa_tagset": rule.source,
        "bootstrap": boot,
    }
