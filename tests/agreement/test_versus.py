"""Two systems against one gold: differences, Wilcoxon with Pratt's zeros, paired intervals."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from scipy import stats

from tests.agreement.helpers import make_doc, write_doc
from tests.conftest import REPO, shared_path
from vtt_py.agreement.engine import ScoreOptions
from vtt_py.agreement.report import score_pairs
from vtt_py.agreement.resample import Resampling
from vtt_py.agreement.versus import compare_systems, wilcoxon_pratt
from vtt_py.cli import main


def test_wilcoxon_pratt_hand_computed() -> None:
    """Differences 0, 1, -2, 3, 4 (Pratt 1959): rank |d| with the zero, then drop it.

    Ranks 1 (the zero), 2, 3, 4, 5; W+ = 2 + 4 + 5 = 11. Under the null,
    with n = 5 and one zero: mean = (5*6 - 1*2)/4 = 7, variance =
    (5*6*11 - 1*2*3)/24 = 13.5; z = 4 / sqrt(13.5); p = 2 (1 - Phi(z)).
    """
    a = np.array([1.0, 2.0, 3.0, 5.0, 6.0])
    b = np.array([1.0, 1.0, 5.0, 2.0, 2.0])
    test = wilcoxon_pratt(a, b)
    z = 4 / math.sqrt(13.5)
    assert test["statistic"] == 11
    assert test["z"] == pytest.approx(z, rel=1e-12)
    assert test["p"] == pytest.approx(math.erfc(z / math.sqrt(2)), rel=1e-12)
    assert (test["n"], test["zeros"]) == (5, 1)


def test_wilcoxon_pratt_equals_scipy_on_fixed_data() -> None:
    rng = np.random.default_rng(7)
    a = rng.random(60).round(2)
    b = (a + rng.normal(0.02, 0.05, 60)).round(2)
    b[:8] = a[:8]  # zero differences
    found = wilcoxon_pratt(a, b)
    expected = stats.wilcoxon(
        a, b, zero_method="pratt", correction=False, method="asymptotic"
    )
    assert found["p"] == expected.pvalue
    assert abs(found["z"]) == abs(expected.zstatistic)
    assert found["zeros"] == np.count_nonzero(a == b) >= 8


def test_wilcoxon_with_no_difference_has_no_p_value() -> None:
    test = wilcoxon_pratt(np.ones(4), np.ones(4))
    assert test["p"] is None and test["note"] == "no difference"


TEXT = "Mary Smith seen 03/04/2020 at Mercy."


def _scorer(systems: list[list[tuple[int, int, str]]]) -> object:
    pairs = []
    for i, spans in enumerate(systems):
        gold = make_doc(TEXT, [(0, 10, "Name"), (16, 26, "Date")])
        pairs.append((f"{i // 2}-{i}", gold, make_doc(TEXT, spans)))
    options = ScoreOptions(keep_stats=True, keep_alpha_documents=True, lazy_rows=True)
    return score_pairs(pairs, options)


def test_compare_systems_scores_both_on_the_same_documents() -> None:
    perfect = [(0, 10, "Name"), (16, 26, "Date")]
    half = [(0, 10, "Name")]
    a = _scorer([perfect] * 6)
    b = _scorer([half, perfect] * 3)
    report = compare_systems(a, b, Resampling(200, 1, "percentile", r"^(\d+)-"))  # type: ignore[arg-type]
    assert (report["documents"], report["unit"], report["groups"]) == (6, "group", 3)
    recall = next(
        m
        for m in report["measures"]
        if m["key"] == "entity_strict" and m["figure"] == "recall"
    )
    assert recall["a"] == 1.0 and recall["b"] == 0.75
    assert recall["difference"] == 0.25
    assert recall["wilcoxon"]["n"] == 3  # per patient
    low, high = recall["interval_difference"]
    assert 0 < low <= 0.25 <= high
    assert report["bootstrap"]["method"] == "percentile"  # type: ignore[index]


def test_agree_versus_cli_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for i in range(4):
        write_doc(
            tmp_path / "gold" / f"1-{i}.vtt",
            TEXT + "\n",
            [(0, 10, "Name"), (16, 26, "Date")],
        )
        write_doc(
            tmp_path / "a" / f"1-{i}.vtt",
            TEXT + "\n",
            [(0, 10, "Name"), (16, 26, "Date")],
        )
        write_doc(tmp_path / "b" / f"1-{i}.vtt", TEXT + "\n", [(0, 4, "Name")])
    args = ["agree", str(tmp_path / "gold"), str(tmp_path / "a"), "--versus", str(tmp_path / "b"),
            "--bootstrap", "50", "--json"]  # fmt: skip
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["documents"] == 4
    assert {"a", "b", "difference", "wilcoxon", "interval_difference"} <= set(
        report["measures"][0]
    )
    assert main(args[:-1]) == 0
    out = capsys.readouterr().out
    assert "Wilcoxon signed-rank" in out and "entity_strict f1" in out


def test_sample_corpus_versus_runs() -> None:
    corpus = REPO / "sample_corpus"
    assert main(["agree", str(corpus / "gold"), str(corpus / "annotator_a"),
                 "--versus", str(corpus / "annotator_b")]) == 0  # fmt: skip


@pytest.mark.shared
def test_physionet_versus_by_patient(capsys: pytest.CaptureFixture[str]) -> None:
    folder = shared_path("corpora", "physionet-deid-train")
    args = ["agree", str(folder / "id.text"), str(folder / "id.phi"), "--versus",
            str(folder / "id.deid"), "--group", r"^(\d+)-", "--json"]  # fmt: skip
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["documents"] == 984
    assert report["unit"] == "group" and report["groups"] > 50
    overlap = next(
        m
        for m in report["measures"]
        if m["key"] == "binary_overlap" and m["figure"] == "recall"
    )
    assert overlap["b"] == 1.0  # the gold's own offsets find every gold span


def test_versus_with_nothing_comparable_is_an_error_saying_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for side, newline in (("gold", "\r\n"), ("a", "\n")):
        folder = tmp_path / side
        folder.mkdir()
        (folder / "n1.txt").write_bytes(f"Mary Smith{newline}seen{newline}".encode())
        (folder / "n1.ann").write_text("T1\tName 0 4\tMary\n", encoding="utf-8")
    gold, a = str(tmp_path / "gold"), str(tmp_path / "a")
    args = ["agree", gold, a, "--versus", a]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert "no document of REF has a comparable counterpart in both" in err
    assert "texts differ from the reference's, not compared" in err
    assert "line ends differ (CRLF and LF)" in err


def test_versus_says_why_an_untyped_system_scores_zero_on_labelled_rows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # deid.pl marks every span PHI: its entity and token rows are 0 with tiny
    # p-values, which must not read as a system that found nothing.
    for i in range(3):
        write_doc(tmp_path / "gold" / f"1-{i}.vtt", TEXT + "\n", [(0, 10, "Name")])
        write_doc(tmp_path / "a" / f"1-{i}.vtt", TEXT + "\n", [(0, 10, "PHI")])
        write_doc(tmp_path / "b" / f"1-{i}.vtt", TEXT + "\n", [(0, 10, "Name")])
    gold, a, b = (str(tmp_path / side) for side in ("gold", "a", "b"))
    assert main(["agree", gold, a, "--versus", b]) == 0
    out = capsys.readouterr().out
    assert "A: no span of it has the reference's label (an untyped system?)" in out
    assert "B: no span" not in out
    html = tmp_path / "versus.html"
    assert main(["agree", gold, a, "--versus", b, "--html", str(html)]) == 0
    assert "an untyped system?" in html.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["agree", gold, b, "--versus", b]) == 0
    assert "untyped" not in capsys.readouterr().out
