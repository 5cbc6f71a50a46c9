"""Coefficients for coding data: Cohen's kappa, Scott's pi, Bennett's S, Fleiss' kappa, alpha.

Definitions follow Artstein & Poesio (2008) and Krippendorff (2004), in the
variants DKPro Agreement implements (its tests are the oracles in
``agreement-examples.json``). Every coefficient is returned with the
observed and expected agreement (or disagreement) it is made of.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import Any, Literal

from vtt_py.agreement.ratios import safe_div

Metric = Literal["nominal", "ordinal", "interval", "ratio"]
#: A squared difference function delta^2(c, k).
Delta = Callable[[Hashable, Hashable], float]


@dataclass(frozen=True, slots=True)
class Coefficient:
    """A chance-corrected coefficient with its components.

    For kappa-like coefficients ``observed`` and ``expected`` are agreements
    (P_o, P_e); for Krippendorff's alpha they are disagreements (D_o, D_e).
    ``undefined`` is True when the coefficient was 0/0 (reported as 0).
    """

    value: float
    observed: float
    expected: float
    items: int = 0
    undefined: bool = False

    def as_dict(
        self, *, observed: str = "p_o", expected: str = "p_e"
    ) -> dict[str, object]:
        """The coefficient as plain data, with the component keys named by the caller."""
        return {
            "value": self.value,
            observed: self.observed,
            expected: self.expected,
            "items": self.items,
            "undefined": self.undefined,
        }


def chance_corrected(observed: float, expected: float, items: int) -> Coefficient:
    """``(observed - expected) / (1 - expected)``, 0 and flagged when undefined."""
    value, undefined = safe_div(observed - expected, 1.0 - expected)
    return Coefficient(value, observed, expected, items, undefined)


def kappa_from_pairs(pairs: Mapping[tuple[Any, Any], int]) -> Coefficient:
    """Cohen's kappa from a contingency table ``{(label_a, label_b): count}``.

    P_o is the share of items both raters labelled alike; P_e is the sum over
    labels of the product of each rater's own marginal shares.
    """
    # One pass with plain dicts: it runs once per document of a corpus.
    items = agree = 0
    left: dict[Hashable, int] = {}
    right: dict[Hashable, int] = {}
    for (a, b), n in pairs.items():
        items += n
        if a == b:
            agree += n
        left[a] = left.get(a, 0) + n
        right[b] = right.get(b, 0) + n
    if items == 0:
        return Coefficient(0.0, 0.0, 0.0, 0, True)
    expected = sum(n * right.get(c, 0) for c, n in left.items()) / (items * items)
    return chance_corrected(agree / items, expected, items)


class CodingStudy:
    """Reliability data: ``items[u][r]`` is the value rater ``r`` gave unit ``u``.

    ``None`` marks a missing value. Only Krippendorff's alpha and the
    percentage agreement handle missing values; the kappa family assumes
    complete data, as in DKPro.
    """

    def __init__(self, items: Sequence[Sequence[Hashable | None]]) -> None:
        self.items = [tuple(item) for item in items]
        self.raters = max((len(item) for item in self.items), default=0)
        values = [v for item in self.items for v in item if v is not None]
        self.categories = list(dict.fromkeys(values))

    # ------------------------------------------------------------ agreement

    def percentage_agreement(self) -> float:
        """Share of agreeing rater pairs per item (DKPro's observed agreement).

        Items with fewer than two values are skipped.
        """
        total = 0.0
        values = 0
        for item in self.items:
            present = [v for v in item if v is not None]
            if len(present) < 2:
                continue
            pairs = sum(n * (n - 1) for n in Counter(present).values())
            total += pairs / (len(present) - 1)
            values += len(present)
        return safe_div(total, values)[0]

    def _marginals(self) -> list[Counter[Hashable]]:
        counts: list[Counter[Hashable]] = [Counter() for _ in range(self.raters)]
        for item in self.items:
            for rater, value in enumerate(item):
                if value is not None:
                    counts[rater][value] += 1
        return counts

    def cohen_kappa(self) -> Coefficient:
        """Cohen's kappa: expected agreement from each rater's own marginals."""
        first, second = self._two_raters()
        n = len(self.items)
        expected = sum(first[c] * second[c] for c in self.categories) / (n * n)
        return chance_corrected(self.percentage_agreement(), expected, n)

    def cohen_max_kappa(self) -> Coefficient:
        """Cohen's (1960) maximum kappa the marginals allow.

        ``observed`` is the maximum observed agreement, the sum over
        categories of the smaller marginal, divided by the item count.
        """
        first, second = self._two_raters()
        n = len(self.items)
        observed = sum(min(first[c], second[c]) for c in self.categories) / n
        expected = self.cohen_kappa().expected
        if expected == 0.0:  # DKPro returns the maximum agreement itself
            return Coefficient(observed, observed, expected, n)
        return chance_corrected(observed, expected, n)

    def scott_pi(self) -> Coefficient:
        """Scott's pi: expected agreement from the pooled marginals."""
        pooled: Counter[Hashable] = Counter()
        for counts in self._marginals():
            pooled.update(counts)
        total = sum(pooled.values())
        expected = sum((n / total) ** 2 for n in pooled.values()) if total else 0.0
        return chance_corrected(self.percentage_agreement(), expected, len(self.items))

    def bennett_s(self) -> Coefficient:
        """Bennett, Alpert & Goldstein's S: uniform expected agreement 1/|categories|."""
        expected = safe_div(1.0, len(self.categories))[0]
        return chance_corrected(self.percentage_agreement(), expected, len(self.items))

    def fleiss_kappa(self) -> Coefficient:
        """Fleiss' (1971) multi-rater kappa (a generalised pi)."""
        shares: dict[Hashable, float] = defaultdict(float)
        for item in self.items:
            present = [v for v in item if v is not None]
            for value, count in Counter(present).items():
                shares[value] += count / len(present)
        n = len(self.items)
        expected = sum(p * p for p in shares.values()) / (n * n) if n else 0.0
        return chance_corrected(self.percentage_agreement(), expected, n)

    def fleiss_category_kappa(self, category: Hashable) -> float:
        """Fleiss' kappa for one category against all others (Fleiss 1971, eq. 11)."""
        n_items, n_raters = len(self.items), self.raters
        sum_n = sum_n2 = 0
        for item in self.items:
            count = sum(1 for v in item if v == category)
            sum_n += count
            sum_n2 += count * count
        p_j = sum_n / (n_items * n_raters)
        big_p, undefined = safe_div(
            sum_n2 - n_items * n_raters * p_j, n_items * n_raters * (n_raters - 1) * p_j
        )
        if undefined:
            return 0.0
        return safe_div(big_p - p_j, 1 - p_j)[0]

    def _two_raters(self) -> tuple[Counter[Hashable], Counter[Hashable]]:
        if self.raters != 2:
            raise ValueError("this coefficient is defined for exactly two raters")
        first, second = self._marginals()
        return first, second

    # ------------------------------------------------------------ alpha

    def coincidences(self) -> dict[tuple[Hashable, Hashable], float]:
        """Krippendorff's coincidence matrix ``o_ck`` (units with < 2 values dropped)."""
        matrix: dict[tuple[Hashable, Hashable], float] = defaultdict(float)
        for item in self.items:
            counts = Counter(v for v in item if v is not None)
            m = sum(counts.values())
            if m < 2:
                continue
            for c, n_c in counts.items():
                for k, n_k in counts.items():
                    pairs = n_c * (n_c - 1) if c == k else n_c * n_k
                    if pairs:
                        matrix[c, k] += pairs / (m - 1)
        return matrix

    def krippendorff_alpha(self, metric: Metric = "nominal") -> Coefficient:
        """Krippendorff's alpha with missing values allowed.

        ``observed`` and ``expected`` are the disagreements D_o and D_e;
        alpha = 1 - D_o / D_e.
        """
        matrix = self.coincidences()
        marginals: dict[Hashable, float] = defaultdict(float)
        for (c, _k), o in matrix.items():
            marginals[c] += o
        n = sum(marginals.values())
        delta = distance_function(metric, marginals)
        observed = safe_div(sum(o * delta(c, k) for (c, k), o in matrix.items()), n)[0]
        expected = safe_div(
            sum(
                n_c * n_k * delta(c, k)
                for c, n_c in marginals.items()
                for k, n_k in marginals.items()
            ),
            n * (n - 1),
        )[0]
        value, undefined = safe_div(observed, expected)
        return Coefficient(
            0.0 if undefined else 1.0 - value,
            observed,
            expected,
            len(self.items),
            undefined,
        )


def distance_function(metric: Metric, marginals: Mapping[Hashable, float]) -> Delta:
    """Krippendorff's squared difference function delta^2(c, k) for a metric.

    The ordinal metric depends on the marginals: the number of values
    between c and k, minus half of those at c and k.
    """
    if metric == "nominal":
        return lambda c, k: 0.0 if c == k else 1.0
    if metric == "interval":
        return lambda c, k: float((c - k) ** 2)  # type: ignore[operator]
    if metric == "ratio":
        return lambda c, k: safe_div(c - k, c + k)[0] ** 2  # type: ignore[operator]
    if metric == "ordinal":
        return _ordinal_distance(marginals)
    raise ValueError(f"unknown metric {metric!r}")


def _ordinal_distance(marginals: Mapping[Hashable, float]) -> Delta:
    ranks = sorted(marginals)  # type: ignore[type-var]
    position = {value: i for i, value in enumerate(ranks)}
    cumulative = [0.0, *accumulate(marginals[v] for v in ranks)]

    def delta(c: Hashable, k: Hashable) -> float:
        lo, hi = sorted((position[c], position[k]))
        between = cumulative[hi + 1] - cumulative[lo]
        return (between - (marginals[c] + marginals[k]) / 2) ** 2

    return delta
