"""The issue's "done when": INCEpTION, Label Studio and doccano exports to a VTT corpus and back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.formats.interop_samples import (
    CAS_JSON,
    DATE16,
    DOCCANO,
    FAIRVIEW16,
    JOHN16,
    LABEL_STUDIO,
    NER,
    PHI,
    write_inception_export,
)
from vtt_py.cli import main
from vtt_py.formats.registry import FormatContext, get_format

Spans = dict[str, list[tuple[int, int, str]]]


def _vtt_spans(folder: Path) -> Spans:
    return {
        name: [(m.start, m.end, m.label) for m in doc.markups]
        for name, doc in get_format("vtt").read(folder, FormatContext())
    }


def _xmi_spans(folder: Path) -> Spans:
    """Begin, end (UTF-16, as in the files) and label of each PHI, read with dkpro-cassis."""
    from cassis import load_cas_from_xmi, load_typesystem

    found: Spans = {}
    for path in sorted(folder.rglob("*.xmi")):
        ts_path = next(
            p for p in (path.parent, folder) if (p / "TypeSystem.xml").exists()
        )
        with (ts_path / "TypeSystem.xml").open("rb") as handle:
            typesystem = load_typesystem(handle)
        with path.open("rb") as handle:
            cas = load_cas_from_xmi(handle, typesystem=typesystem)
        units = [
            (
                len(cas.sofa_string[: a.begin].encode("utf-16-le")) // 2,
                len(cas.sofa_string[: a.end].encode("utf-16-le")) // 2,
                a.kind,
            )
            for a in cas.select(PHI)
        ]
        found[path.relative_to(folder).with_suffix("").as_posix()] = sorted(units)
    return found


def test_inception_xmi_export_to_vtt_and_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = write_inception_export(tmp_path / "export")
    args = ["--uima-type", PHI, "--tagset", "i2b2-2014"]
    assert main(["convert", str(src), str(tmp_path / "vtt"), *args]) == 0
    err = capsys.readouterr().err
    assert "2 documents converted (xmi -> vtt)" in err
    assert f"warning: annotations of type {NER} not converted" in err
    source = _xmi_spans(src)
    assert source["note1/annotator"] == [
        (*JOHN16, "NAME|PATIENT"),
        (*DATE16, "DATE|DATE"),
        (*FAIRVIEW16, "LOCATION|HOSPITAL"),
    ]
    vtt = _vtt_spans(tmp_path / "vtt")
    assert vtt["note1/annotator"] == [
        (3, 13, "NAME|PATIENT"),
        (24, 34, "DATE|DATE"),
        (38, 46, "LOCATION|HOSPITAL"),
    ]
    back = tmp_path / "back"
    assert (
        main(
            [
                "convert",
                str(tmp_path / "vtt"),
                str(back),
                "--to",
                "xmi",
                "--uima-type",
                PHI,
                "--uima-feature",
                "kind",
            ]
        )
        == 0
    )
    assert _xmi_spans(back) == source


def test_cas_json_to_vtt_and_back(tmp_path: Path) -> None:
    (tmp_path / "note.json").write_text(CAS_JSON, encoding="utf-8")
    assert (
        main(["convert", str(tmp_path / "note.json"), str(tmp_path / "note.vtt")]) == 0
    )
    assert (
        main(
            [
                "convert",
                str(tmp_path / "note.vtt"),
                str(tmp_path / "back.json"),
                "--to",
                "uima-json",
                "--uima-type",
                PHI,
                "--uima-feature",
                "kind",
            ]
        )
        == 0
    )
    out = json.loads((tmp_path / "back.json").read_text(encoding="utf-8"))
    spans = sorted(
        (fs["begin"], fs["end"], fs["kind"])
        for fs in out["%FEATURE_STRUCTURES"]
        if fs["%TYPE"] == PHI
    )
    assert spans == [(*JOHN16, "NAME|PATIENT"), (*DATE16, "DATE|DATE")]


def test_unclear_layers_stop_with_a_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = write_inception_export(tmp_path / "export")
    assert main(["convert", str(src), str(tmp_path / "vtt")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        "vtt-py convert: several XMI annotation layers could hold the labels:"
    )
    assert PHI in err and "--uima-type TYPE" in err
    assert not (tmp_path / "vtt").exists()


def _ls_regions(task: dict, key: str) -> list[tuple[int, int, str]]:
    return sorted(
        (r["value"]["start"], r["value"]["end"], r["value"]["labels"][0])
        for holder in task.get(key, [])[:1]
        for r in holder["result"]
        if r["type"] == "labels"
    )


def test_label_studio_export_to_vtt_and_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "export.json"
    src.write_text(LABEL_STUDIO, encoding="utf-8")
    assert main(["convert", str(src), str(tmp_path / "vtt")]) == 0
    assert "2 documents converted (label-studio -> vtt)" in capsys.readouterr().err
    vtt = _vtt_spans(tmp_path / "vtt")
    assert vtt["41"] == [(3, 13, "PERSON"), (24, 34, "DATE"), (38, 46, "LOCATION")]
    back = tmp_path / "back.json"
    assert main(["convert", str(tmp_path / "vtt"), str(back)]) == 0
    source, result = (
        json.loads(LABEL_STUDIO),
        json.loads(back.read_text(encoding="utf-8")),
    )
    for before, after in zip(source, result, strict=True):
        assert after["data"]["text"] == before["data"]["text"]
        assert _ls_regions(after, "annotations") == _ls_regions(before, "annotations")
    # The prediction the annotator did not accept stays a prediction.
    assert _ls_regions(result[0], "predictions") == [(38, 46, "LOCATION")]


def test_doccano_export_to_vtt_and_back(tmp_path: Path) -> None:
    src = tmp_path / "export.jsonl"
    src.write_text(DOCCANO, encoding="utf-8")
    assert main(["convert", str(src), str(tmp_path / "vtt")]) == 0
    assert (
        main(
            [
                "convert",
                str(tmp_path / "vtt"),
                str(tmp_path / "back.jsonl"),
                "--to",
                "doccano",
            ]
        )
        == 0
    )
    before = [json.loads(line) for line in DOCCANO.splitlines()]
    after = [
        json.loads(line) for line in (tmp_path / "back.jsonl").read_text().splitlines()
    ]
    assert [(a["text"], a["label"]) for a in after] == [
        (b["text"], b["label"]) for b in before
    ]
    assert [a["vtt_py_name"] for a in after] == ["1", "2"]


def test_convert_help_lists_every_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", "--help"]) == 0
    out = capsys.readouterr().out
    for name in (
        "xmi",
        "uima-json",
        "webanno-tsv",
        "label-studio",
        "doccano",
        "mae",
        "spacy",
        "bioc",
        "--uima-type",
        "--uima-feature",
    ):
        assert name in out
