"""Safe ratios and P/R/F1: a 0/0 is reported as 0 and flagged, never NaN."""

from __future__ import annotations

from dataclasses import dataclass


def safe_div(numerator: float, denominator: float) -> tuple[float, bool]:
    """``numerator / denominator``, or ``(0.0, True)`` when the denominator is 0.

    Returns:
        The quotient and whether it was undefined (reported as 0).
    """
    if denominator == 0:
        return 0.0, True
    return numerator / denominator, False


@dataclass(frozen=True, slots=True)
class Counts:
    """True positives, false positives and false negatives of one comparison."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    def scores(self) -> dict[str, object]:
        """The counts with precision, recall and F1 as a plain dict.

        ``undefined`` lists the figures that were 0/0 (reported as 0).
        """
        return prf(self.tp, self.tp + self.fp, self.tp + self.fn, self)


def prf(tp: int, predicted: int, actual: int, counts: Counts) -> dict[str, object]:
    """Precision ``tp/predicted``, recall ``tp/actual`` and their harmonic mean.

    Args:
        tp: matches, as used in both numerators.
        predicted: the precision denominator (candidate spans).
        actual: the recall denominator (reference spans).
        counts: the tp/fp/fn reported beside the ratios.

    Returns:
        ``{"tp", "fp", "fn", "precision", "recall", "f1", "undefined"}``.
    """
    precision, p_undef = safe_div(tp, predicted)
    recall, r_undef = safe_div(tp, actual)
    # F1 = 2tp/(2tp+fp+fn) is defined whenever any span exists; only an
    # empty comparison (both ratios 0/0) leaves it undefined.
    f1 = safe_div(2 * precision * recall, precision + recall)[0]
    f_undef = p_undef and r_undef
    undefined = [
        name
        for name, flag in (("precision", p_undef), ("recall", r_undef), ("f1", f_undef))
        if flag
    ]
    return {
        "tp": counts.tp,
        "fp": counts.fp,
        "fn": counts.fn,
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "undefined": undefined,
    }
