"""Krippendorff's unitizing alpha (alpha_U), as DKPro Agreement and INCEpTION compute it.

The continuum is a stretch of text ``[begin, begin + length)``; each rater
marks units (spans) with a category. For one category, a rater's units and
the gaps between them split the continuum into segments, and the distance
between intersecting segments of two raters is (Krippendorff 1995; 2004):

- unit vs unit: ``(b1 - b2)^2 + (e1 - e2)^2``;
- a unit lying wholly inside the other rater's gap: its length squared;
- anything else: 0.

Observed disagreement sums those distances over rater pairs; expected
disagreement considers every possible placement of the units (closed
formula, DKPro's ``calculateExpectedCategoryDisagreement``). The overall
coefficient is ``1 - mean D_o / mean D_e`` over categories, not the mean of
the per-category values. Arithmetic is exact (integers) until the last
division, so long continua lose no precision.

The computation is linear in the number of units (plus a sort), found by
merging each rater's sorted units rather than walking the continuum.
"""

from __future__ import annotations

import bisect
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate

#: A unit as (start, end) on the continuum, end exclusive.
Interval = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Unit:
    """One rater's unit: ``[begin, begin + length)`` with a category."""

    rater: int
    begin: int
    length: int
    category: Hashable


@dataclass(frozen=True, slots=True)
class CategoryAlpha:
    """alpha_U of one category with its observed and expected disagreement."""

    alpha: float
    d_o: float
    d_e: float
    undefined: bool = False


@dataclass(frozen=True, slots=True)
class UnitizingAlpha:
    """alpha_U over all categories, and per category."""

    alpha: float
    d_o: float
    d_e: float
    per_category: dict[Hashable, CategoryAlpha] = field(default_factory=dict)
    undefined: bool = False


def unit_distance(
    begin1: int,
    length1: int,
    category1: Hashable | None,
    begin2: int,
    length2: int,
    category2: Hashable | None,
) -> int:
    """Squared distance between two segments (a category of None is a gap).

    Mirrors DKPro's ``measureDistance``: two overlapping units differ by
    the squares of their begin and end differences; a unit inside a gap
    costs its squared length; everything else costs nothing.
    """
    begin_diff = begin1 - begin2
    length_diff = length1 - length2
    if (
        category1 is not None
        and category2 is not None
        and -length1 < begin_diff < length2
    ):
        return begin_diff**2 + (begin_diff + length_diff) ** 2
    if category1 is not None and category2 is None and -length_diff >= begin_diff >= 0:
        return length1 * length1
    if category1 is None and category2 is not None and -length_diff <= begin_diff <= 0:
        return length2 * length2
    return 0


def non_overlapping(intervals: Iterable[Interval]) -> list[Interval]:
    """Sorted intervals of one rater and category, overlaps removed.

    alpha_U needs one rater's units of a category to be disjoint. Like
    INCEpTION, keep the unit starting earliest and, among those, the
    longest; drop units overlapping a kept one. Zero-length units carry no
    text and are dropped too.
    """
    kept: list[Interval] = []
    last_end = None
    for start, end in sorted(intervals, key=lambda iv: (iv[0], -iv[1])):
        if end <= start or (last_end is not None and start < last_end):
            continue
        kept.append((start, end))
        last_end = end
    return kept


def observed_sum(first: Sequence[Interval], second: Sequence[Interval]) -> int:
    """Sum of segment distances between two raters' disjoint, sorted units.

    Overlapping unit pairs cost their begin/end differences squared; a unit
    overlapping none of the other rater's units lies inside a gap and
    costs its squared length.
    """
    if first == second:
        return 0  # each unit meets itself only (they are disjoint): no distance
    # Squares as products: ``d ** 2`` is a general power, several times the
    # cost of a multiplication, and this runs per unit of every document.
    total = 0
    hit_second = [False] * len(second)
    j0 = 0
    n2 = len(second)
    for start, end in first:
        while j0 < n2 and second[j0][1] <= start:
            j0 += 1
        j = j0
        hit = False
        while j < n2 and second[j][0] < end:
            s2, e2 = second[j]
            before, after = start - s2, end - e2
            total += before * before + after * after
            hit = hit_second[j] = True
            j += 1
        if not hit:
            size = end - start
            total += size * size
    for (s2, e2), hit in zip(second, hit_second, strict=True):
        if not hit:
            size = e2 - s2
            total += size * size
    return total


def gaps(units: Sequence[Interval], begin: int, end: int) -> list[int]:
    """Lengths of the stretches of ``[begin, end)`` that no unit covers."""
    lengths = []
    pos = begin
    for start, stop in units:
        if start > pos:
            lengths.append(start - pos)
        pos = max(pos, stop)
    if end > pos:
        lengths.append(end - pos)
    return lengths


def expected_numerator(
    raters_units: Sequence[Sequence[Interval]], all_gaps: list[int]
) -> int:
    """Three times the unnormalised sum of DKPro's expected disagreement.

    For each unit of length l: ``(N_c - 1)(2l^3 - 3l^2 + l) + 3 l^2 G(l)``
    where G(l) sums ``gamma - l + 1`` over every gap ``gamma >= l``.
    """
    return numerator_of_lengths(
        [e - s for units in raters_units for s, e in units], all_gaps
    )


def numerator_of_lengths(lengths: Sequence[int], all_gaps: list[int]) -> int:
    """:func:`expected_numerator` from the units' lengths (sorts ``all_gaps``)."""
    return document_sums(lengths, all_gaps)[0]


def document_sums(lengths: Sequence[int], all_gaps: list[int]) -> tuple[int, int]:
    """:func:`numerator_of_lengths` and the sum of ``l (l - 1)`` over the units, in one pass.

    Sorts ``all_gaps``.
    """
    n_c = len(lengths)
    all_gaps.sort()
    suffix = list(accumulate(reversed(all_gaps)))[::-1]
    suffix.append(0)
    n_gaps = len(all_gaps)
    where = bisect.bisect_left
    total = squares = 0
    for length in lengths:
        i = where(all_gaps, length)
        g = suffix[i] - (length - 1) * (n_gaps - i)
        squared = length * length
        squares += squared - length
        # (2l^3 - 3l^2 + l) with products, not powers: called per label and note.
        total += (n_c - 1) * ((2 * length - 3) * squared + length) + 3 * squared * g
    return total, squares


def expected_numerator_counts(
    unit_lengths: Mapping[int, int], gap_lengths: Mapping[int, int]
) -> int:
    """:func:`expected_numerator` from histograms ``{length: how many}`` of units and gaps.

    The same integer, in memory that follows the number of distinct
    lengths rather than of units: what a corpus streamed note by note keeps.
    """
    n_c = sum(unit_lengths.values())
    values = sorted(gap_lengths)
    # Suffix sums over gap lengths >= values[i]: their count and their total.
    count_from = list(accumulate(gap_lengths[v] for v in reversed(values)))[::-1] + [0]
    total_from = list(accumulate(v * gap_lengths[v] for v in reversed(values)))[::-1]
    total_from.append(0)
    total = 0
    for length, many in unit_lengths.items():
        i = bisect.bisect_left(values, length)
        g = total_from[i] - (length - 1) * count_from[i]
        total += many * (
            (n_c - 1) * (2 * length**3 - 3 * length**2 + length) + 3 * length**2 * g
        )
    return total


def category_alpha(
    raters_units: Sequence[Sequence[Interval]], *, begin: int, length: int
) -> CategoryAlpha:
    """alpha_U of one category.

    Args:
        raters_units: for each rater, its disjoint units sorted by start.
        begin: start of the continuum.
        length: length of the continuum (L).

    Returns:
        The category's alpha with D_o and D_e; DKPro reports 0 when
        D_o equals D_e, and so do we (flagged when both are 0).
    """
    r = len(raters_units)
    observed = 0
    for i in range(r):
        for j in range(i + 1, r):
            observed += observed_sum(raters_units[i], raters_units[j])
    all_gaps = [g for units in raters_units for g in gaps(units, begin, begin + length)]
    squared = sum((e - s) * (e - s - 1) for units in raters_units for s, e in units)
    numerator = expected_numerator(raters_units, all_gaps)
    return alpha_from_sums(observed, numerator, squared, length, r)


def disagreements_of_sums(
    observed: int, numerator: int, squared: int, length: int, raters: int = 2
) -> tuple[float, float]:
    """A category's D_o and D_e from its exact integer sums (the last, only inexact step).

    Args:
        observed: the summed segment distances between rater pairs.
        numerator: :func:`expected_numerator` of the units and gaps.
        squared: the sum over units of ``l (l - 1)``.
        length: the continuum's length L.
        raters: the number of raters.
    """
    r = raters
    d_o = 2 * observed / (r * (r - 1) * length * length)
    denominator = 3 * length * (r * length * (r * length - 1) - squared)
    return d_o, (2 * numerator / denominator if denominator else 0.0)


def alpha_from_sums(
    observed: int, numerator: int, squared: int, length: int, raters: int = 2
) -> CategoryAlpha:
    """A category's alpha_U from its exact integer sums (see :func:`disagreements_of_sums`)."""
    d_o, d_e = disagreements_of_sums(observed, numerator, squared, length, raters)
    if d_o == d_e:
        return CategoryAlpha(0.0, d_o, d_e, undefined=d_e == 0)
    if d_e == 0:
        return CategoryAlpha(0.0, d_o, d_e, undefined=True)
    return CategoryAlpha(1.0 - d_o / d_e, d_o, d_e)


def combine(per_category: dict[Hashable, CategoryAlpha]) -> UnitizingAlpha:
    """The overall alpha_U: ``1 - mean D_o / mean D_e`` (0 and flagged when empty)."""
    if not per_category:
        return UnitizingAlpha(0.0, 0.0, 0.0, {}, undefined=True)
    d_o = sum(c.d_o for c in per_category.values()) / len(per_category)
    d_e = sum(c.d_e for c in per_category.values()) / len(per_category)
    return overall(d_o, d_e, per_category)


def overall(
    d_o: float, d_e: float, per_category: dict[Hashable, CategoryAlpha]
) -> UnitizingAlpha:
    """The overall alpha_U from the categories' mean D_o and mean D_e."""
    if d_o == d_e:
        return UnitizingAlpha(0.0, d_o, d_e, per_category, undefined=d_e == 0)
    if d_e == 0:
        return UnitizingAlpha(0.0, d_o, d_e, per_category, undefined=True)
    return UnitizingAlpha(1.0 - d_o / d_e, d_o, d_e, per_category)


def alpha_u(
    units: Iterable[Unit], *, begin: int, length: int, raters: int = 2
) -> UnitizingAlpha:
    """Krippendorff's alpha_U of a unitizing study.

    Args:
        units: every rater's units; overlapping units of one rater and
            category are reduced as :func:`non_overlapping` says.
        begin: start of the continuum.
        length: length of the continuum.
        raters: number of raters (raters with no unit still count).

    Returns:
        The overall value with D_o and D_e, and one value per category
        (categories are those of the units, in first-seen order).
    """
    if length <= 0:
        return UnitizingAlpha(0.0, 0.0, 0.0, {}, undefined=True)
    grouped: dict[Hashable, list[list[Interval]]] = {}
    for unit in units:
        per_rater = grouped.setdefault(unit.category, [[] for _ in range(raters)])
        per_rater[unit.rater].append((unit.begin, unit.begin + unit.length))
    per_category = {}
    for category, per_rater in grouped.items():
        cleaned = [non_overlapping(intervals) for intervals in per_rater]
        if any(cleaned):
            per_category[category] = category_alpha(cleaned, begin=begin, length=length)
    return combine(per_category)
