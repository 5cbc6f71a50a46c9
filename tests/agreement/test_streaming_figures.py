"""The streaming scorer gives the figures the whole-corpus scorer gave, to the last digit.

``data/figures_80647b4.json`` holds, for each comparison, a digest of every
key of the report that commit 80647b4 (the scorer that held every document
in memory) produced: scores, kappa, alpha_U, the confusion matrix, each
per-document entry and each disagreement with its text. The reports of
today's scorer, which reads and scores one pair at a time, must hash the
same once the keys added since are set aside.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks.bench_agreement import make_pairs
from tests.conftest import REPO, shared_path
from vtt_py.agreement import compare_documents, compare_paths

PINS = json.loads((Path(__file__).parent / "data" / "figures_80647b4.json").read_text())
#: Keys and levels added after 80647b4 (not in the pinned digests).
NEW_KEYS = ("reference", "candidate", "bootstrap", "disagreement_counts")
NEW_LEVELS = ("binary_overlap_runstat", "binary_merged")


def _digests(report: dict[str, Any]) -> dict[str, str]:
    pinned = {k: v for k, v in report.items() if k not in NEW_KEYS}
    pinned["scores"] = {
        k: v for k, v in report["scores"].items() if k not in NEW_LEVELS
    }
    pinned["per_document"] = list(report["per_document"])
    return {
        key: hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]
        for key, value in pinned.items()
    }


def _check(name: str, report: dict[str, Any]) -> None:
    got = _digests(report)
    differ = [key for key, digest in PINS[name].items() if got.get(key) != digest]
    assert not differ, f"{name}: {differ} differ from 80647b4"


@pytest.mark.parametrize(
    ("name", "a", "b", "mode"),
    [
        ("gold-a", "gold", "annotator_a", "tag|category"),
        ("gold-b", "gold", "annotator_b", "tag|category"),
        ("a-b-tag", "annotator_a", "annotator_b", "tag"),
    ],
)
def test_sample_corpus_figures_are_unchanged(
    name: str, a: str, b: str, mode: str
) -> None:
    corpus = REPO / "sample_corpus"
    report, _ = compare_paths(corpus / a, corpus / b, label_mode=mode)
    _check(name, report)  # type: ignore[arg-type]


@pytest.mark.shared
@pytest.mark.parametrize(
    ("name", "candidate", "mode"),
    [
        ("physionet-phi", "id.phi", "tag|category"),
        ("physionet-deid", "id.deid", "type"),
    ],
)
def test_physionet_figures_are_unchanged(name: str, candidate: str, mode: str) -> None:
    folder = shared_path("corpora", "physionet-deid-train")
    report, _ = compare_paths(folder / "id.text", folder / candidate, label_mode=mode)
    _check(name, report)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "ignore"), [("synthetic-300", False), ("synthetic-300-ignore", True)]
)
def test_synthetic_pairs_figures_are_unchanged(name: str, ignore: bool) -> None:
    report = compare_documents(make_pairs(300), ignore_category=ignore)
    _check(name, report)
