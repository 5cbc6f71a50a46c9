"""Agreement on the real corpora in ../shared: PhysioNet runStat counts, MEDDOCAN brat vs XML."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.agreement import DocumentPair, compare_documents, compare_paths
from vtt_py.core import Document, Markup

pytestmark = pytest.mark.shared

NoteSpans = dict[tuple[int, int], list[tuple[int, int]]]


def _runstat_counts(gold: NoteSpans, test: NoteSpans) -> tuple[int, int, int, int]:
    """runStat.pl's definition, written out independently of the project's code.

    tp: gold spans overlapping some test span; fn: the other gold spans;
    fp: test spans overlapping no gold span. Returns (tp, fp, fn, test spans).
    """
    tp = fp = fn = 0
    for key in gold.keys() | test.keys():
        g, t = gold.get(key, []), test.get(key, [])
        for gs, ge in g:
            if any(gs < te and ts < ge for ts, te in t):
                tp += 1
            else:
                fn += 1
        fp += sum(1 for ts, te in t if not any(gs < te and ts < ge for gs, ge in g))
    return tp, fp, fn, sum(len(t) for t in test.values())


def _parse_phrase(path: Path) -> NoteSpans:
    spans: NoteSpans = defaultdict(list)
    for line in path.read_text(encoding="utf-8").splitlines():
        patient, note, start, end = line.split()[:4]
        spans[int(patient), int(note)].append((int(start), int(end)))
    return spans


def _parse_phi(path: Path) -> NoteSpans:
    spans: NoteSpans = defaultdict(list)
    key = (0, 0)
    for line in path.read_text(encoding="utf-8").splitlines():
        header = re.match(r"\s*Patient\s+(\d+)\s+Note\s+(\d+)", line)
        if header:
            key = (int(header[1]), int(header[2]))
        elif line.strip():
            _, start, end = line.split()
            spans[key].append((int(start), int(end)))
    return spans


def _notes(path: Path) -> dict[tuple[int, int], str]:
    text = path.read_text(encoding="utf-8")
    records = re.findall(
        r"START_OF_RECORD=(\d+)\|\|\|\|(\d+)\|\|\|\|\n(.*?)\|\|\|\|END_OF_RECORD",
        text,
        re.S,
    )
    return {(int(p), int(n)): body for p, n, body in records}


def _project_report(folder: Path) -> dict[str, object]:
    """The project's side: the PhysioNet reader if it exists, else documents built here."""
    if importlib.util.find_spec("vtt_py.formats.physionet") is not None:
        report, _ = compare_paths(folder / "id.text", folder / "id.phi")
        return report
    notes, gold, test = _notes(folder / "id.text"), {}, _parse_phi(folder / "id.phi")
    for line in (folder / "id-phi.phrase").read_text(encoding="utf-8").splitlines():
        p, n, s, e, kind = line.split()[:5]
        gold.setdefault((int(p), int(n)), []).append(Markup(int(s), int(e), kind))
    pairs = []
    for (p, n), text in notes.items():
        ref, cand = Document(text), Document(text)
        for m in gold.get((p, n), []):
            ref.tagset.ensure(m.tag)
            ref.add(m)
        cand.tagset.ensure("PHI")
        for s, e in set(test.get((p, n), [])):
            cand.add(Markup(s, e, "PHI"))
        pairs.append(DocumentPair(f"{p}-{n}", ref, cand))
    return compare_documents(pairs)


def test_physionet_overlap_counts_equal_runstat() -> None:
    folder = shared_path("corpora", "physionet-deid-train")
    tp, fp, fn, test_spans = _runstat_counts(
        _parse_phrase(folder / "id-phi.phrase"), _parse_phi(folder / "id.phi")
    )
    report = _project_report(folder)
    overlap = report["scores"]["binary_overlap"]  # type: ignore[index]
    assert (overlap["tp"], overlap["fp"], overlap["fn"]) == (tp, fp, fn)
    assert overlap["candidates"] == test_spans
    assert overlap["recall"] == pytest.approx(tp / (tp + fn))  # sensitivity
    assert overlap["precision"] == pytest.approx((test_spans - fp) / test_spans)  # PPV
    assert report["documents"] == 984
    # The half corpus behaves like the published full-corpus run (0.967 / 0.749).
    assert round(overlap["recall"], 3) == 0.967
    assert overlap["precision"] == pytest.approx(0.749, abs=0.01)


def _require(*modules: str) -> None:
    for module in modules:
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{module} is not written yet")


def test_meddocan_brat_and_xml_spans_agree_fully() -> None:
    _require("vtt_py.formats.brat", "vtt_py.formats.i2b2")
    folder = shared_path("corpora", "meddocan-sample")
    report, paired = compare_paths(folder / "brat", folder / "xml")
    assert report["documents"] == 40
    assert report["unmatched"] == {"reference": [], "candidate": []}
    assert report["text_differs"] == []
    for level in ("binary_strict", "binary_token", "binary_overlap"):
        assert report["scores"][level]["f1"] == 1.0, level  # type: ignore[index]
    # brat keeps the MEDDOCAN type as the tag, the XML as the category
    # (FECHAS vs DATE|FECHAS): compared by type, every level agrees fully.
    same, _ = compare_paths(folder / "brat", folder / "xml", label_mode="type")
    for level in ("entity_strict", "entity_relaxed", "token"):
        assert same["scores"][level]["f1"] == 1.0, level  # type: ignore[index]
        assert same["scores"][level]["fp"] == same["scores"][level]["fn"] == 0  # type: ignore[index]
    assert same["alpha_u"]["alpha"] == 1.0  # type: ignore[index]
    assert same["kappa_token"]["kappa"] == 1.0  # type: ignore[index]
    assert same["disagreements"] == []


def test_agree_cli_labels_type_compares_brat_and_xml_meddocan(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _require("vtt_py.formats.brat", "vtt_py.formats.i2b2")
    from vtt_py.cli import main

    folder = shared_path("corpora", "meddocan-sample")
    args = [
        "agree",
        str(folder / "brat"),
        str(folder / "xml"),
        "--labels",
        "type",
        "--json",
    ]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["label_mode"] == "type"
    assert report["scores"]["entity_strict"]["f1"] == 1.0
