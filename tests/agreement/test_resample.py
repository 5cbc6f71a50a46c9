"""Bootstrap intervals equal scipy.stats.bootstrap's (BCa, percentile); patients are drawn whole."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

from tests.agreement.helpers import make_doc
from vtt_py.agreement import compare_documents
from vtt_py.agreement.figures import FIGURES, scores
from vtt_py.agreement.resample import (
    Resampling,
    draws,
    group_index,
    intervals,
    jackknife,
    weights,
)
from vtt_py.errors import UsageError

#: Fixed data: 40 groups of counts for entity_strict (tp, fp, fn), the other
#: levels, and a kappa table with one label.
RNG = np.random.default_rng(20)
GROUPS = 40
COLUMNS = 28 + 2  # fixed columns and one label's two marginals


def _rows() -> np.ndarray:
    rows = np.zeros((GROUPS, COLUMNS))
    rows[:, :26] = RNG.integers(0, 30, (GROUPS, 26))
    items = RNG.integers(200, 400, GROUPS)
    left = RNG.integers(5, 40, GROUPS)
    right = left + RNG.integers(-4, 5, GROUPS)
    rows[:, 26] = items - np.abs(left - right) - 3  # agreements
    rows[:, 27] = items
    rows[:, 28] = left
    rows[:, 29] = right
    return rows


ROWS = _rows()


def _ours(method: str, resamples: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    def statistic(sums: np.ndarray) -> np.ndarray:
        return scores(sums, 1)

    theta_b = np.concatenate(
        [statistic(weights(d, GROUPS) @ ROWS) for d in draws(GROUPS, resamples, seed)]
    )
    estimate = statistic(ROWS.sum(axis=0)[None, :])[0]
    jack = jackknife(ROWS, statistic) if method == "bca" else None
    low, high, _ = intervals(estimate, theta_b, jack, method)
    return low, high


def _scipy(figure: int, method: str, resamples: int, seed: int) -> tuple[float, float]:
    """scipy's own bootstrap over group indices, the statistic built from the same rows."""

    def statistic(index: np.ndarray, axis: int = -1) -> np.ndarray:
        picked = ROWS[index]  # (..., groups, columns)
        sums = picked.sum(axis=-2)
        flat = sums.reshape(-1, COLUMNS)
        return scores(flat, 1)[:, figure].reshape(sums.shape[:-1])

    result = stats.bootstrap(
        (np.arange(GROUPS),),
        statistic,
        n_resamples=resamples,
        method=method,
        vectorized=True,
        rng=np.random.default_rng(seed),
    )
    return result.confidence_interval.low, result.confidence_interval.high


@pytest.mark.parametrize("method", ["BCa", "percentile"])
@pytest.mark.parametrize(
    "figure",
    [FIGURES.index(("entity_strict", "f1")), FIGURES.index(("binary_overlap", "precision")),
     FIGURES.index(("kappa_token", "kappa"))],
)  # fmt: skip
def test_intervals_equal_scipy_bootstrap(method: str, figure: int) -> None:
    low, high = _ours(method.lower(), 500, 3)
    expected_low, expected_high = _scipy(figure, method, 500, 3)
    assert low[figure] == pytest.approx(expected_low, rel=1e-12)
    assert high[figure] == pytest.approx(expected_high, rel=1e-12)


def test_jackknife_leaves_each_group_out() -> None:
    def statistic(sums: np.ndarray) -> np.ndarray:
        return scores(sums, 1)

    jack = jackknife(ROWS, statistic)
    for g in (0, 17, GROUPS - 1):
        rest = np.delete(ROWS, g, axis=0).sum(axis=0)[None, :]
        np.testing.assert_array_equal(jack[g], statistic(rest)[0])


def test_group_index_takes_the_first_group_of_the_pattern() -> None:
    groups, names = group_index(["2-1", "2-10", "13-1", "2-3"], r"^(\d+)-")
    assert names == ["2", "13"]
    assert groups.tolist() == [0, 0, 1, 0]
    with pytest.raises(UsageError, match="does not match document 'x'"):
        group_index(["2-1", "x"], r"^(\d+)-")
    with pytest.raises(UsageError, match="not a regular expression"):
        group_index(["a"], "(")


def _patient_corpus() -> list[tuple]:
    """Patient 1's ten notes all agree; patient 2's ten notes all disagree."""
    pairs = []
    for note in range(10):
        good = make_doc("Mary Smith was seen.", [(0, 10, "Name")])
        pairs.append((f"1-{note}", good, good))
        bad_ref = make_doc("Mary Smith was seen.", [(0, 10, "Name")])
        bad_cand = make_doc("Mary Smith was seen.", [(15, 19, "Name")])
        pairs.append((f"2-{note}", bad_ref, bad_cand))
    return pairs


def test_resampling_patients_draws_whole_patients() -> None:
    """Seed 003: "we randomly selected a patient and then included all reports".

    With two patients, a resample holds patient 1 twice, patient 2 twice, or
    each once: F1 is 1, 0 or 0.5, so the 95 % interval spans [0, 1]. Drawn
    note by note, the twenty notes mix and the interval stays well inside.
    """
    pairs = _patient_corpus()
    by_patient = compare_documents(pairs, bootstrap=400, seed=1, group=r"^(\d+)-",
                                   interval="percentile")["bootstrap"]  # fmt: skip
    assert by_patient["unit"] == "group" and by_patient["groups"] == 2  # type: ignore[index]
    assert by_patient["intervals"]["entity_strict"]["f1"] == [0.0, 1.0]  # type: ignore[index]
    by_note = compare_documents(pairs, bootstrap=400, seed=1, interval="percentile")[
        "bootstrap"
    ]
    low, high = by_note["intervals"]["entity_strict"]["f1"]  # type: ignore[index]
    assert 0.2 < low < 0.5 < high < 0.8


def test_report_interval_is_bca_by_default_and_covers_the_estimate() -> None:
    pairs = _patient_corpus()[:14]
    report = compare_documents(pairs, bootstrap=300, seed=2)
    boot = report["bootstrap"]
    assert boot["method"] == "bca" and boot["unit"] == "document"  # type: ignore[index]
    low, high = boot["intervals"]["entity_strict"]["f1"]  # type: ignore[index]
    assert low <= report["scores"]["entity_strict"]["f1"] <= high  # type: ignore[index]
    assert "alpha_u" in boot["intervals"]  # type: ignore[operator]


def test_resampling_is_a_plain_record() -> None:
    assert Resampling() == Resampling(0, 0, "bca", None)
