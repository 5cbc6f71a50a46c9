"""Properties that hold for any two annotations: symmetry, identity, bounds."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.agreement.helpers import compare

TEXT = (
    "Pt John Smith seen 03/04/2020 at Mercy Hospital, Boston MA 02115; call 555-1234."
)
LABELS = ("Name", "Date", "City", "Phone")

spans = st.lists(
    st.tuples(
        st.integers(0, len(TEXT) - 1), st.integers(1, 12), st.sampled_from(LABELS)
    ).map(lambda t: (t[0], min(len(TEXT), t[0] + t[1]), t[2])),
    max_size=8,
    unique=True,
)


@settings(max_examples=30, deadline=None)
@given(spans, spans)
def test_properties_swapping_sides_swaps_precision_and_recall(
    a: list[tuple[int, int, str]], b: list[tuple[int, int, str]]
) -> None:
    forward, backward = compare(TEXT, a, b), compare(TEXT, b, a)
    for level in ("entity_strict", "binary_strict", "token", "binary_token"):
        f, r = forward["scores"][level], backward["scores"][level]  # type: ignore[index]
        assert (f["tp"], f["fp"], f["fn"]) == (r["tp"], r["fn"], r["fp"])
        assert abs(f["f1"] - r["f1"]) < 1e-12
    for key, value in (("kappa_token", "kappa"), ("alpha_u", "alpha")):
        assert abs(forward[key][value] - backward[key][value]) < 1e-9  # type: ignore[index]
    sides = [d["side"] for d in forward["disagreements"]]  # type: ignore[attr-defined]
    back = [d["side"] for d in backward["disagreements"]]  # type: ignore[attr-defined]
    assert sides.count("reference") == back.count("candidate")
    json.dumps(forward, allow_nan=False)


@settings(max_examples=20, deadline=None)
@given(spans)
def test_properties_an_annotation_agrees_with_itself(
    a: list[tuple[int, int, str]],
) -> None:
    report = compare(TEXT, a, a)
    assert report["disagreements"] == []
    for level in (
        "entity_strict",
        "entity_relaxed",
        "binary_strict",
        "token",
        "binary_token",
    ):
        score = report["scores"][level]  # type: ignore[index]
        assert score["fp"] == score["fn"] == 0
        assert score["f1"] == (1.0 if score["tp"] else 0.0)
    if any(start < end for start, end, _ in a):
        assert report["alpha_u"]["alpha"] == 1.0  # type: ignore[index]


@settings(max_examples=20, deadline=None)
@given(spans, spans)
def test_properties_scores_stay_between_zero_and_one(
    a: list[tuple[int, int, str]], b: list[tuple[int, int, str]]
) -> None:
    report = compare(TEXT, a, b)
    for level, score in report["scores"].items():  # type: ignore[attr-defined]
        if level == "hipaa":
            continue
        for key in ("precision", "recall", "f1"):
            assert 0.0 <= score[key] <= 1.0
    assert -1.0 <= report["kappa_token"]["kappa"] <= 1.0  # type: ignore[index]
    assert report["alpha_u"]["alpha"] <= 1.0  # type: ignore[index]
