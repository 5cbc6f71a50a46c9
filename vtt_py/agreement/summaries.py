"""Report pieces as plain data: scores with counts, kappa, alpha_U and the confusion matrix."""

from __future__ import annotations

from collections import Counter

from vtt_py.agreement.coding import kappa_from_pairs
from vtt_py.agreement.levels import OverlapCounts, Tally
from vtt_py.agreement.ratios import Counts, safe_div
from vtt_py.agreement.unitizing import UnitizingAlpha


def level_scores(tally: Tally, *, per_label: bool) -> dict[str, object]:
    """Micro-averaged scores of a tally, with per-label rows when asked."""
    total = Counts()
    labels = {}
    for label, (tp, fp, fn) in sorted(tally.items()):
        counts = Counts(tp, fp, fn)
        total = total + counts
        labels[label] = counts.scores()
    scores = total.scores()
    scores["per_label"] = labels if per_label else {}
    return scores


def overlap_scores(o: OverlapCounts) -> dict[str, object]:
    """binary_overlap: runStat sensitivity and PPV with their counts."""
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


def alpha_dict(alpha: UnitizingAlpha, *, per_label: bool = True) -> dict[str, object]:
    """alpha_U with D_o and D_e (and per label) as plain data."""
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


def kappa_dict(pairs: Counter[tuple[str, str]]) -> dict[str, object]:
    """Cohen's kappa of a contingency table with P_o, P_e and the item count."""
    kappa = kappa_from_pairs(pairs)
    return {
        "kappa": kappa.value,
        "p_o": kappa.observed,
        "p_e": kappa.expected,
        "items": kappa.items,
        "undefined": kappa.undefined,
    }


def confusion_dict(cells: Counter[tuple[str, str]]) -> dict[str, object]:
    """The confusion cells as rows, columns, matrix, missing and spurious."""
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
