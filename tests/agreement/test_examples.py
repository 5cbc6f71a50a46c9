"""Every published example in ../shared/agreement-examples.json, within its tolerance."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from tests.conftest import SHARED, shared_path
from vtt_py.agreement.coding import CodingStudy, kappa_from_pairs
from vtt_py.agreement.ratios import Counts
from vtt_py.agreement.unitizing import Unit, alpha_u, unit_distance

EXAMPLES = SHARED / "agreement-examples.json"


def _load(section: str) -> list[dict[str, Any]]:
    # Collected at import time: an absent ../shared yields one skipped case.
    if not EXAMPLES.is_file():
        return [pytest.param(None, marks=pytest.mark.skip(reason="no ../shared"))]  # type: ignore[list-item]
    return json.loads(EXAMPLES.read_text(encoding="utf-8"))[section]


def _ids(section: str) -> list[str]:
    return [e["id"] if isinstance(e, dict) else "absent" for e in _load(section)]


def _tolerance(example: dict[str, Any], key: str) -> float:
    tol = example["tolerance"]
    return float(tol.get(key, tol.get("*", 0.0)))


def _coding_value(study: CodingStudy, expected: dict[str, Any], key: str) -> Any:
    """Our value for one key of a coding example's ``expected``."""
    fleiss = "fleiss_kappa" in expected
    getters: dict[str, Callable[[], Any]] = {
        "fleiss_kappa": lambda: study.fleiss_kappa().value,
        "observed_agreement": lambda: (
            (study.fleiss_kappa() if fleiss else study.cohen_kappa()).observed
        ),
        "expected_agreement": lambda: (
            (study.fleiss_kappa() if fleiss else study.cohen_kappa()).expected
        ),
        "category_kappa": lambda: {
            c: study.fleiss_category_kappa(int(c)) for c in expected["category_kappa"]
        },
        "max_observed_agreement": lambda: study.cohen_max_kappa().observed,
        "max_agreement": lambda: study.cohen_max_kappa().value,
        "cohen_kappa": lambda: study.cohen_kappa().value,
        "kappa_expected": lambda: study.cohen_kappa().expected,
        "percentage_agreement": study.percentage_agreement,
        "bennett_S": lambda: study.bennett_s().value,
        "S_expected": lambda: study.bennett_s().expected,
        "scott_pi": lambda: study.scott_pi().value,
        "pi_expected": lambda: study.scott_pi().expected,
        "observed_disagreement": lambda: study.krippendorff_alpha().observed,
        "expected_disagreement": lambda: study.krippendorff_alpha().expected,
        "krippendorff_alpha": lambda: study.krippendorff_alpha().value,
        "alpha_nominal": lambda: study.krippendorff_alpha("nominal").value,
        "alpha_ordinal": lambda: study.krippendorff_alpha("ordinal").value,
        "alpha_interval": lambda: study.krippendorff_alpha("interval").value,
        "alpha_ratio": lambda: study.krippendorff_alpha("ratio").value,
        "interval_observed_disagreement": lambda: (
            study.krippendorff_alpha("interval").observed
        ),
        "interval_expected_disagreement": lambda: (
            study.krippendorff_alpha("interval").expected
        ),
    }
    return getters[key]()


@pytest.mark.shared
@pytest.mark.parametrize("example", _load("coding"), ids=_ids("coding"))
def test_coding_example_reproduced(example: dict[str, Any]) -> None:
    study = CodingStudy(example["items"])
    assert study.raters == example["raters"]
    assert len(study.items) == example["units"]
    for key, expected in example["expected"].items():
        got = _coding_value(study, example["expected"], key)
        tol = _tolerance(example, key)
        if isinstance(expected, dict):
            for category, value in expected.items():
                assert got[category] == pytest.approx(value, abs=tol), (
                    f"{key} {category}"
                )
        else:
            assert got == pytest.approx(expected, abs=tol), key


def _study(example: dict[str, Any], stretch: int = 1) -> Any:
    units = [Unit(r, b * stretch, n * stretch, c) for r, b, n, c in example["units"]]
    length = example.get(
        "continuum_length", example.get("continuum_length_unstretched")
    )
    return alpha_u(
        units,
        begin=example["continuum_begin"] * stretch,
        length=length * stretch,
        raters=example["raters"],
    )


@pytest.mark.shared
@pytest.mark.parametrize("example", _load("unitizing"), ids=_ids("unitizing"))
def test_unitizing_example_reproduced(example: dict[str, Any]) -> None:
    expected = example["expected"]
    tol = example["tolerance"]
    checked = 0
    if "alpha_u" in expected:
        result = _study(example)
        assert result.alpha == pytest.approx(expected["alpha_u"], abs=tol["alpha_u"])
        pairs = (
            ("category_alpha", "alpha"),
            ("category_observed_disagreement", "d_o"),
            ("category_expected_disagreement", "d_e"),
        )
        for key, attr in pairs:
            for category, value in expected[key].items():
                got = getattr(result.per_category[category], attr)
                assert got == pytest.approx(value, abs=tol["category"]), (key, category)
                checked += 1
        for case in expected["distance_examples"]:
            assert unit_distance(*case["unit1"], *case["unit2"]) == case["d"]
            checked += 1
    for key, values in expected.items():
        if not key.startswith("stretch="):
            continue
        stretch = int(key.split(":")[0].split("=")[1])
        result = _study(example, stretch)
        measure = key.split(": ")[1]
        attr = {"observed_disagreement": "d_o", "expected_disagreement": "d_e"}.get(
            measure, "alpha"
        )
        for category, value in values.items():
            got = getattr(result.per_category[category], attr)
            assert got == pytest.approx(value, abs=tol[measure]), (key, category)
            checked += 1
    assert checked > 0


@pytest.mark.shared
@pytest.mark.parametrize("example", _load("properties"), ids=_ids("properties"))
def test_property_example_hripcsak_kappa_tends_to_f1(example: dict[str, Any]) -> None:
    check = example["worked_check"]
    a, b, c = check["a"], check["b"], check["c"]
    # F1 with either side as reference: a matched, b only in one, c only in the other.
    assert Counts(a, b, c).scores()["f1"] == pytest.approx(check["F1"], abs=1e-6)
    assert Counts(a, c, b).scores()["f1"] == pytest.approx(check["F1"], abs=1e-6)
    for d, kappa in check["cohen_kappa_by_d"].items():
        table = {("y", "y"): a, ("y", "n"): b, ("n", "y"): c, ("n", "n"): int(d)}
        assert kappa_from_pairs(table).value == pytest.approx(kappa, abs=1e-6), d


def test_examples_file_is_read_when_present() -> None:
    path = shared_path("agreement-examples.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["coding"] and data["unitizing"] and data["properties"]
