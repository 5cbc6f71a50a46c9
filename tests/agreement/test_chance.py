"""Token kappa and alpha_U on hand-built documents; corpus continuum order."""

from __future__ import annotations

import pytest

from tests.agreement.helpers import compare, make_doc
from vtt_py.agreement import DocumentPair, compare_documents
from vtt_py.agreement.unitizing import Unit, alpha_u


def test_kappa_over_all_tokens_of_the_text() -> None:
    # Tokens aa bb cc dd: A marks bb as Name; B marks bb as Name and cc as Date.
    # Table: (O,O)=2, (Name,Name)=1, (O,Date)=1 -> P_o = 3/4,
    # P_e = (3*2 + 1*1) / 16 = 7/16, kappa = (12 - 7) / 9 = 5/9.
    report = compare("aa bb cc dd", [(3, 5, "Name")], [(3, 5, "Name"), (6, 8, "Date")])
    kappa = report["kappa_token"]
    assert kappa["items"] == 4  # type: ignore[index]
    assert kappa["p_o"] == pytest.approx(3 / 4)  # type: ignore[index]
    assert kappa["p_e"] == pytest.approx(7 / 16)  # type: ignore[index]
    assert kappa["kappa"] == pytest.approx(5 / 9)  # type: ignore[index]


def test_kappa_token_touched_by_a_span_takes_its_label() -> None:
    # "John" covers part of the token "Johnson": the whole token is Name.
    report = compare("Johnson went", [(0, 4, "Name")], [(0, 7, "Name")])
    assert report["kappa_token"]["p_o"] == 1.0  # type: ignore[index]
    assert report["kappa_token"]["kappa"] == 1.0  # type: ignore[index]


def test_kappa_is_symmetric() -> None:
    ref, cand = [(0, 2, "A"), (6, 8, "B")], [(0, 2, "B"), (9, 11, "A")]
    forward = compare("aa bb cc dd ee", ref, cand)["kappa_token"]
    backward = compare("aa bb cc dd ee", cand, ref)["kappa_token"]
    assert forward["kappa"] == pytest.approx(backward["kappa"])  # type: ignore[index]


def test_alpha_u_dkpro_unitizing_example() -> None:
    # DKPro UnitizingAgreementTest: L = 10, rater 0 marks [1, 9), rater 1
    # marks [2, 3), [4, 5), [6, 7): D_o = 0.91, D_e = 0.5351, alpha = -0.7003.
    report = compare("x" * 10, [(1, 9, "A")], [(2, 3, "A"), (4, 5, "A"), (6, 7, "A")])
    alpha = report["alpha_u"]
    assert alpha["d_o"] == pytest.approx(0.91)  # type: ignore[index]
    assert alpha["d_e"] == pytest.approx(0.5351, abs=1e-4)  # type: ignore[index]
    assert alpha["alpha"] == pytest.approx(-0.7003, abs=1e-4)  # type: ignore[index]
    assert alpha["per_label"]["A"]["alpha"] == pytest.approx(-0.7003, abs=1e-4)  # type: ignore[index]


def test_alpha_u_perfect_agreement_is_one() -> None:
    report = compare(
        "abcdefghij" * 3, [(2, 6, "A"), (12, 20, "B")], [(2, 6, "A"), (12, 20, "B")]
    )
    assert report["alpha_u"]["alpha"] == 1.0  # type: ignore[index]
    assert report["alpha_u"]["d_o"] == 0.0  # type: ignore[index]


def test_alpha_u_overall_is_ratio_of_means_not_mean_of_values() -> None:
    report = compare(
        "x" * 40, [(0, 10, "A"), (20, 24, "B")], [(2, 10, "A"), (30, 34, "B")]
    )
    alpha = report["alpha_u"]
    per = alpha["per_label"]  # type: ignore[index]
    mean_d_o = (per["A"]["d_o"] + per["B"]["d_o"]) / 2
    mean_d_e = (per["A"]["d_e"] + per["B"]["d_e"]) / 2
    assert alpha["alpha"] == pytest.approx(1 - mean_d_o / mean_d_e)  # type: ignore[index]


def test_alpha_u_corpus_is_one_continuum_in_file_name_order() -> None:
    doc_a = ("a" * 10, [(1, 4, "X")], [(1, 5, "X")])
    doc_b = ("b" * 20, [(5, 9, "X")], [(5, 9, "X"), (12, 14, "X")])
    pairs = [
        DocumentPair(name, make_doc(text, ref), make_doc(text, cand))
        for name, (text, ref, cand) in (("b", doc_b), ("a", doc_a))
    ]
    report = compare_documents(pairs)
    # "a" comes first on the continuum, so "b" starts at 10.
    units = [Unit(0, 1, 3, "X"), Unit(1, 1, 4, "X"), Unit(0, 15, 4, "X")]
    units += [Unit(1, 15, 4, "X"), Unit(1, 22, 2, "X")]
    expected = alpha_u(units, begin=0, length=30)
    assert report["alpha_u"]["alpha"] == pytest.approx(expected.alpha)  # type: ignore[index]
    assert report["alpha_u"]["continuum"] == 30  # type: ignore[index]
    per_doc = {d["doc"]: d for d in report["per_document"]}  # type: ignore[attr-defined]
    assert [d["doc"] for d in report["per_document"]] == ["a", "b"]  # type: ignore[attr-defined]
    alone_a = alpha_u([Unit(0, 1, 3, "X"), Unit(1, 1, 4, "X")], begin=0, length=10)
    assert per_doc["a"]["alpha_u"]["alpha"] == pytest.approx(alone_a.alpha)


def test_alpha_u_overlapping_units_of_one_rater_keep_earliest_longest() -> None:
    # A second, overlapping unit of the same label by one rater is dropped.
    with_stack = compare("x" * 20, [(2, 8, "A"), (4, 6, "A")], [(2, 8, "A")])
    assert with_stack["alpha_u"]["alpha"] == 1.0  # type: ignore[index]
