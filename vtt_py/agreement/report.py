"""``compare_documents``: every measure of measures.md for pairs of documents, as plain data.

The result is the JSON of measures.md §5 (key names are a contract) plus
extra keys: ``confusion``, ``per_document``, ``unmatched``,
``text_differs``, ``hipaa_tagset`` and ``bootstrap``. Every figure can be
traced back: counts sit beside every ratio and every unmatched span is in
``disagreements``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from vtt_py.agreement.bootstrap import DocumentStats, bootstrap_intervals
from vtt_py.agreement.chance import AlphaAccumulator, token_pairs
from vtt_py.agreement.coding import kappa_from_pairs
from vtt_py.agreement.disagreements import classify, confusion
from vtt_py.agreement.hipaa import hipaa_rule
from vtt_py.agreement.levels import (
    SPAN_LEVELS,
    OverlapCounts,
    Tally,
    overlap_counts,
    span_level_tallies,
)
from vtt_py.agreement.ratios import Counts, safe_div
from vtt_py.agreement.spans import Span, document_spans
from vtt_py.agreement.unitizing import UnitizingAlpha
from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet

#: Levels whose label is ignored: their ``per_label`` is empty.
BINARY_LEVELS = ("binary_strict", "binary_token", "binary_overlap")


class DocumentPair(NamedTuple):
    """Two annotations of one text: the reference (first) and the candidate."""

    name: str
    reference: Document
    candidate: Document


class _Totals:
    """Running sums over documents."""

    def __init__(self) -> None:
        self.levels: dict[str, Tally] = {name: {} for name in SPAN_LEVELS}
        self.hipaa: dict[str, Tally] = {name: {} for name in SPAN_LEVELS}
        self.overlap = OverlapCounts()
        self.kappa: Counter[tuple[str, str]] = Counter()
        self.confusion: Counter[tuple[str, str]] = Counter()


def _merge(into: Tally, tally: Tally) -> None:
    for label, (tp, fp, fn) in tally.items():
        row = into.setdefault(label, [0, 0, 0])
        row[0] += tp
        row[1] += fp
        row[2] += fn


def _level_scores(tally: Tally, *, per_label: bool) -> dict[str, object]:
    total = Counts()
    labels = {}
    for label, (tp, fp, fn) in sorted(tally.items()):
        counts = Counts(tp, fp, fn)
        total = total + counts
        labels[label] = counts.scores()
    scores = total.scores()
    scores["per_label"] = labels if per_label else {}
    return scores


def _overlap_scores(totals: _Totals) -> dict[str, object]:
    o = totals.overlap
    tp, fp, fn, candidates = o.tp, o.fp, o.fn, o.candidates
    # PPV counts candidate spans that overlap a reference span, which is not
    # tp (tp counts reference spans: the measure is not one-to-one).
    precision, p_undef = safe_div(candidates - fp, candidates)
    recall, r_undef = safe_div(tp, tp + fn)
    flags = (("precision", p_undef), ("recall", r_undef), ("f1", p_undef and r_undef))
    return {
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "precision": precision,
        "recall": recall,
        "f1": safe_div(2 * precision * recall, precision + recall)[0],
        "undefined": [name for name, flag in flags if flag],
        "candidates": candidates,
        "per_label": {},
        "recall_by_reference_label": {
            label: {"tp": hit, "fn": miss, "recall": safe_div(hit, hit + miss)[0]}
            for label, (hit, miss) in sorted(o.by_label.items())
        },
    }


def _alpha_dict(alpha: UnitizingAlpha, *, per_label: bool = True) -> dict[str, object]:
    result: dict[str, object] = {
        "alpha": alpha.alpha,
        "d_o": alpha.d_o,
        "d_e": alpha.d_e,
        "undefined": alpha.undefined,
    }
    if per_label:
        result["per_label"] = {
            str(label): {
                "alpha": c.alpha,
                "d_o": c.d_o,
                "d_e": c.d_e,
                "undefined": c.undefined,
            }
            for label, c in alpha.per_category.items()
        }
    return result


def _kappa_dict(pairs: Counter[tuple[str, str]]) -> dict[str, object]:
    kappa = kappa_from_pairs(pairs)
    return {
        "kappa": kappa.value,
        "p_o": kappa.observed,
        "p_e": kappa.expected,
        "items": kappa.items,
        "undefined": kappa.undefined,
    }


def _confusion_dict(cells: Counter[tuple[str, str]]) -> dict[str, object]:
    rows = sorted({a for a, _ in cells if a != "spurious"})
    columns = sorted({b for _, b in cells if b != "missing"})
    matrix = {
        row: {col: cells[row, col] for col in columns if cells[row, col]}
        for row in rows
    }
    return {
        "reference_labels": rows,
        "candidate_labels": columns,
        "matrix": {row: cols for row, cols in matrix.items() if cols},
        "missing": {
            row: cells[row, "missing"] for row in rows if cells[row, "missing"]
        },
        "spurious": {
            col: cells["spurious", col] for col in columns if cells["spurious", col]
        },
    }


def _document_entry(
    name: str, text: str, ref: Sequence[Span], cand: Sequence[Span], tallies: dict[str, Tally],
    kappa: Counter[tuple[str, str]], alpha: UnitizingAlpha, disagreements: int,
) -> dict[str, object]:  # fmt: skip
    entry: dict[str, object] = {
        "doc": name,
        "characters": len(text),
        "reference_spans": len(ref),
        "candidate_spans": len(cand),
        "disagreements": disagreements,
    }
    for level in ("entity_strict", "token"):
        scores = _level_scores(tallies[level], per_label=False)
        entry[level] = {
            k: scores[k] for k in ("tp", "fp", "fn", "precision", "recall", "f1")
        }
    entry["kappa_token"] = _kappa_dict(kappa)
    entry["alpha_u"] = _alpha_dict(alpha, per_label=False)
    return entry


def compare_documents(
    pairs: Iterable[DocumentPair | tuple[str, Document, Document]],
    *,
    ignore_category: bool = False,
    tagset: TagSet | None = None,
    bootstrap: int = 0,
    seed: int = 0,
    reference: str = "",
    candidate: str = "",
) -> dict[str, object]:
    """Compare candidate annotations with reference annotations of the same texts.

    Args:
        pairs: ``(name, reference document, candidate document)`` triples.
            Pairs whose texts differ are not compared but listed in
            ``text_differs``. Documents are taken in ascending name order
            (the order of alpha_U's continuum).
        ignore_category: label spans by tag only (``Name``) instead of
            ``Name|Patient``.
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
    usable = [p for p in ordered if p.reference.text == p.candidate.text]
    text_differs = [p.name for p in ordered if p.reference.text != p.candidate.text]
    used_labels = {
        (m.tag, m.category) for p in usable for d in p[1:] for m in d.markups
    }
    rule = hipaa_rule(
        [p.reference.tagset for p in usable] + [p.candidate.tagset for p in usable],
        used_labels,
        tagset,
    )
    totals = _Totals()
    alpha = AlphaAccumulator()
    disagreements: list[dict[str, object]] = []
    per_document = []
    stats = []
    for name, ref_doc, cand_doc in usable:
        text = ref_doc.text
        ref = document_spans(ref_doc, ignore_category=ignore_category)
        cand = document_spans(cand_doc, ignore_category=ignore_category)
        tallies = span_level_tallies(text, ref, cand)
        for level, tally in tallies.items():
            _merge(totals.levels[level], tally)
        ref_h = document_spans(ref_doc, ignore_category=ignore_category, keep=rule)
        cand_h = document_spans(cand_doc, ignore_category=ignore_category, keep=rule)
        for level, tally in span_level_tallies(text, ref_h, cand_h).items():
            _merge(totals.hipaa[level], tally)
        overlap = overlap_counts(ref, cand)
        totals.overlap.add(overlap)
        kappa = token_pairs(text, ref, cand)
        totals.kappa.update(kappa)
        totals.confusion.update(confusion(ref, cand))
        doc_alpha = alpha.add(len(text), ref, cand)
        found = classify(name, text, ref, cand)
        disagreements.extend(found)
        per_document.append(
            _document_entry(
                name, text, ref, cand, tallies, kappa, doc_alpha, len(found)
            )
        )
        stats.append(DocumentStats.of(tallies, overlap, kappa))
    scores: dict[str, object] = {
        level: _level_scores(totals.levels[level], per_label=level not in BINARY_LEVELS)
        for level in SPAN_LEVELS
    }
    scores["binary_overlap"] = _overlap_scores(totals)
    scores["hipaa"] = {
        level: _level_scores(totals.hipaa[level], per_label=level not in BINARY_LEVELS)
        for level in SPAN_LEVELS
    }
    return {
        "reference": reference,
        "candidate": candidate,
        "documents": len(usable),
        "label_mode": "tag" if ignore_category else "tag|category",
        "scores": scores,
        "kappa_token": _kappa_dict(totals.kappa),
        "alpha_u": _alpha_dict(alpha.corpus()) | {"continuum": alpha.length},
        "disagreements": disagreements,
        "confusion": _confusion_dict(totals.confusion),
        "per_document": per_document,
        "unmatched": {"reference": [], "candidate": []},
        "text_differs": text_differs,
        "hipaa_tagset": rule.source,
        "bootstrap": bootstrap_intervals(stats, bootstrap, seed)
        if bootstrap > 0
        else None,
    }
