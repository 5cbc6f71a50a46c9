"""``vtt-py agree REF CAND``: tables, JSON, HTML, unmatched files and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vtt_py.cli import main
from vtt_py.core import Document, Markup, TagSet
from vtt_py.formats.vtt import write_vtt

TEXT = "Mary Smith, 45, seen 03/04/2020 at Mercy Hospital.\n"
GOLD = [(0, 10, "Name", "Patient"), (12, 14, "Age", ""), (20, 30, "Date", "Patient")]
OTHER = [(0, 4, "Name", "Patient"), (12, 14, "Age", ""), (34, 49, "Hospital", "")]

#: measures.md §5 top-level keys, and the extras the report adds.
SPEC_KEYS = {"reference", "candidate", "documents", "label_mode", "scores", "kappa_token",
             "alpha_u", "disagreements"}  # fmt: skip
EXTRA_KEYS = {
    "confusion",
    "per_document",
    "unmatched",
    "text_differs",
    "hipaa_tagset",
    "bootstrap",
    "disagreement_counts",
}


def _vtt(path: Path, spans: list[tuple[int, int, str, str]], text: str = TEXT) -> Path:
    tagset = TagSet()
    for _, _, tag, category in spans:
        tagset.ensure(tag, category)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_vtt(Document(text, tagset, [Markup(*s) for s in spans]), path)
    return path


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    """Two annotators: two shared notes (one in a subfolder), one note each of their own."""
    a, b = tmp_path / "annA", tmp_path / "annB"
    for name in ("n1.vtt", "sub/n2.vtt"):
        _vtt(a / name, GOLD)
        _vtt(b / name, OTHER)
    _vtt(a / "only_a.vtt", GOLD)
    _vtt(b / "only_b.vtt", OTHER)
    return a, b


def test_agree_prints_tables(
    folders: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = folders
    assert main(["agree", str(a), str(b)]) == 0
    out, err = capsys.readouterr()
    assert "2 documents compared" in out
    for needle in ("entity_strict", "entity_relaxed", "binary_strict", "token", "binary_token",
                   "binary_overlap", "HIPAA entity_strict", "Per label: entity_strict",
                   "Name|Patient", "micro", "Cohen's kappa over tokens", "P_o", "P_e",
                   "Krippendorff's alpha_U", "D_o", "D_e"):  # fmt: skip
        assert needle in out
    assert "Only in the reference (1, not compared): only_a" in out
    assert "Only in the candidate (1, not compared): only_b" in out
    assert "1 documents only in the reference" in err
    assert "Mary" not in out  # document text stays out of the terminal


def test_agree_json_has_measures_md_keys(
    folders: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = folders
    assert main(["agree", str(a), str(b), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == SPEC_KEYS | EXTRA_KEYS
    assert report["reference"] == str(a) and report["candidate"] == str(b)
    assert report["documents"] == 2
    assert report["label_mode"] == "tag|category"
    strict = report["scores"]["entity_strict"]
    assert (strict["tp"], strict["fp"], strict["fn"]) == (2, 4, 4)
    assert set(strict["per_label"]["Age"]) >= {
        "tp",
        "fp",
        "fn",
        "precision",
        "recall",
        "f1",
    }
    assert {"kappa", "p_o", "p_e", "items"} <= set(report["kappa_token"])
    assert {"alpha", "d_o", "d_e", "per_label"} <= set(report["alpha_u"])
    assert report["unmatched"] == {"reference": ["only_a"], "candidate": ["only_b"]}
    docs = {d["doc"] for d in report["disagreements"]}
    assert docs == {"n1", "sub/n2"}
    assert {d["kind"] for d in report["disagreements"]} == {
        "boundary",
        "missing",
        "spurious",
    }


def test_agree_ignore_category(
    folders: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = folders
    assert main(["agree", str(a), str(b), "--json", "--ignore-category"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["label_mode"] == "tag"
    assert set(report["scores"]["entity_strict"]["per_label"]) == {
        "Name",
        "Age",
        "Date",
        "Hospital",
    }


def test_agree_html_report(
    folders: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = folders
    page = tmp_path / "out" / "report.html"
    page.parent.mkdir()
    assert main(["agree", str(a), str(b), "--html", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    sections = ("Scores by level", "F1 per label", "<svg", "Label confusion",
                "Chance-corrected agreement", "Disagreements in context", "only_a")  # fmt: skip
    for section in sections:
        assert section in html
    assert "Mary" in html  # the context of each disagreement
    assert [p.name for p in page.parent.iterdir()] == [
        "report.html"
    ]  # no temp file left
    assert "entity_strict" in capsys.readouterr().out  # the table is still printed


def test_agree_two_files_with_different_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ref = _vtt(tmp_path / "gold.vtt", GOLD)
    cand = _vtt(tmp_path / "system.vtt", GOLD)
    assert main(["agree", str(ref), str(cand), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["documents"] == 1
    assert report["scores"]["entity_strict"]["f1"] == 1.0
    assert report["alpha_u"]["alpha"] == 1.0
    assert report["disagreements"] == []


def test_agree_bootstrap_is_reproducible(
    folders: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = folders
    runs = []
    for _ in range(2):
        assert (
            main(
                ["agree", str(a), str(b), "--json", "--bootstrap", "50", "--seed", "3"]
            )
            == 0
        )
        runs.append(json.loads(capsys.readouterr().out)["bootstrap"])
    assert runs[0] == runs[1]
    assert runs[0]["resamples"] == 50 and runs[0]["seed"] == 3


def test_agree_texts_that_differ_are_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _vtt(tmp_path / "a" / "n.vtt", GOLD)
    _vtt(tmp_path / "b" / "n.vtt", GOLD, text=TEXT.replace("Mary", "Anna"))
    _vtt(tmp_path / "a" / "m.vtt", GOLD)
    _vtt(tmp_path / "b" / "m.vtt", GOLD)
    assert main(["agree", str(tmp_path / "a"), str(tmp_path / "b")]) == 0
    out, err = capsys.readouterr()
    assert "Texts differ (1, not compared): n" in out
    assert "whose texts differ" in err


def test_agree_missing_path_is_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ref = _vtt(tmp_path / "a.vtt", GOLD)
    assert main(["agree", str(ref), str(tmp_path / "nope")]) == 2
    assert "no such file" in capsys.readouterr().err


@pytest.mark.parametrize("option", [["--bootstrap", "-1"], ["--bootstrap", "many"]])
def test_agree_bad_bootstrap_is_usage_error(
    tmp_path: Path, option: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    ref = _vtt(tmp_path / "a.vtt", GOLD)
    assert main(["agree", str(ref), str(ref), *option]) == 2


def test_agree_html_to_a_folder_is_usage_error(tmp_path: Path) -> None:
    ref = _vtt(tmp_path / "a.vtt", GOLD)
    assert main(["agree", str(ref), str(ref), "--html", str(tmp_path)]) == 2


def test_agree_nothing_in_common_is_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _vtt(tmp_path / "a" / "x.vtt", GOLD)
    _vtt(tmp_path / "b" / "y.vtt", GOLD)
    assert main(["agree", str(tmp_path / "a"), str(tmp_path / "b")]) == 1
    assert "no document of REF" in capsys.readouterr().err


def test_agree_malformed_vtt_names_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _vtt(tmp_path / "a" / "x.vtt", GOLD)
    bad = tmp_path / "b" / "x.vtt"
    bad.parent.mkdir()
    bad.write_text(
        good.read_text(encoding="utf-8").replace("#<Text Content>", "#<Text Contents>")
    )
    assert main(["agree", str(tmp_path / "a"), str(tmp_path / "b")]) == 1
    err = capsys.readouterr().err
    assert str(bad) in err
    assert "Traceback" not in err


def test_agree_says_why_an_untyped_systems_hipaa_rows_are_empty(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # deid.pl marks every span PHI: outside the HIPAA list, as in i2b2's
    # scorer its HIPAA rows count none of them. The zeros must not read as
    # a system that found nothing.
    gold = _vtt(tmp_path / "gold" / "n1.vtt", GOLD).parent
    system = _vtt(
        tmp_path / "sys" / "n1.vtt", [(0, 10, "PHI", ""), (20, 30, "PHI", "")]
    )
    assert (
        main(["agree", str(gold), str(system.parent), "--tagset", "nlm-scrubber"]) == 0
    )
    out = capsys.readouterr().out
    assert "none of the candidate's spans has a HIPAA label" in out
    assert "none of the reference's" not in out
    assert main(["agree", str(gold), str(gold)]) == 0  # typed on both sides: no note
    assert "HIPAA rows:" not in capsys.readouterr().out
