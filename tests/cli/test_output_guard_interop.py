"""The output guard (issue 13) around the interchange formats of issue 14: inputs are never
written over, existing files only with --force, and a failed conversion writes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.helpers import gold_document, snapshot, staging_left, vtt_corpus
from vtt_py.cli import main
from vtt_py.core import Document
from vtt_py.formats.vtt import write_vtt

#: Each new writable format and a file (or folder) name it is written to.
TARGETS = {
    "label-studio": "c.json",
    "doccano": "c.jsonl",
    "uima-json": "c.json",
    "xmi": "c",
    "mae": "c.xml",
    "bioc": "c.xml",
    "spacy": "c.spacy",
}


def _written(tmp_path: Path, fmt: str) -> Path:
    """The two gold notes converted to ``fmt`` (one note for single-file targets)."""
    if fmt == "spacy":
        pytest.importorskip("spacy")
    single = fmt in ("uima-json", "mae")  # one file per document: one note
    src = vtt_corpus(tmp_path / "in", ("1-1",) if single else ("1-1", "1-2"))
    out = tmp_path / TARGETS[fmt]
    assert main(["convert", str(src), str(out), "--to", fmt]) == 0
    return out


@pytest.mark.parametrize("fmt", sorted(TARGETS))
@pytest.mark.parametrize("force", [False, True])
def test_convert_new_format_to_itself_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str, force: bool
) -> None:
    path = _written(tmp_path, fmt)
    before = snapshot(path)
    argv = ["convert", str(path), str(path), "--to", fmt]
    assert main([*argv, *(["--force"] if force else [])]) == 2
    err = capsys.readouterr().err
    assert "is an input" in err and "Traceback" not in err
    assert snapshot(path) == before and not staging_left(tmp_path)


def test_convert_label_studio_json_to_itself_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _written(tmp_path, "label-studio")
    assert path.name == "c.json"
    before = path.read_bytes()
    assert main(["convert", str(path), str(path), "--to", "label-studio"]) == 2
    assert "c.json: is an input file of this command" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_webanno_tsv_to_itself_is_refused_before_its_writer_speaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "a.tsv"
    path.write_text("#FORMAT=WebAnno TSV 3.3\n\n\n#Text=John\n1-1\t0-4\tJohn\t\n")
    assert main(["convert", str(path), str(path), "--to", "webanno-tsv"]) == 2
    assert "is an input file" in capsys.readouterr().err


def test_xmi_typesystem_in_an_existing_folder_needs_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = vtt_corpus(tmp_path / "in")
    out = tmp_path / "out"
    out.mkdir()
    (out / "TypeSystem.xml").write_text("the user's own type system\n")
    assert main(["convert", str(src), str(out), "--to", "xmi"]) == 2
    err = capsys.readouterr().err
    assert "TypeSystem.xml: already exists" in err and "--force" in err
    assert sorted(p.name for p in out.iterdir()) == ["TypeSystem.xml"]
    assert (out / "TypeSystem.xml").read_text() == "the user's own type system\n"
    assert main(["convert", str(src), str(out), "--to", "xmi", "--force"]) == 0
    assert sorted(p.name for p in out.iterdir()) == [
        "1-1.xmi",
        "1-2.xmi",
        "TypeSystem.xml",
    ]
    assert "typeSystemDescription" in (out / "TypeSystem.xml").read_text()


@pytest.mark.parametrize("fmt", ["xmi", "bioc"])
def test_a_document_xml_cannot_hold_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    src = vtt_corpus(tmp_path / "in")
    write_vtt(Document("Mary\x01Hansen\n", gold_document().tagset), src / "1-3.vtt")
    out = tmp_path / ("out" if fmt == "xmi" else "out.xml")
    assert main(["convert", str(src), str(out), "--to", fmt]) == 1
    err = capsys.readouterr().err
    assert "1-3" in err and "U+0001" in err and "Mary" not in err
    assert not out.exists() and not staging_left(tmp_path)


def test_spacy_existing_file_needs_force_and_is_replaced_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = _written(tmp_path, "spacy")
    before = out.read_bytes()
    src = tmp_path / "in"
    assert main(["convert", str(src), str(out)]) == 2
    assert "c.spacy: already exists" in capsys.readouterr().err
    assert out.read_bytes() == before
    assert main(["convert", str(src / "1-1.vtt"), str(out), "--force"]) == 0
    assert "1 document converted" in capsys.readouterr().err
    assert out.read_bytes() != before and not staging_left(tmp_path)


def test_output_inside_the_input_folder_is_not_read_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = vtt_corpus(tmp_path / "in")
    out = src / "xmi"
    assert main(["convert", str(src), str(out), "--to", "xmi"]) == 0
    assert main(["convert", str(src), str(out), "--to", "xmi", "--force"]) == 0
    err = capsys.readouterr().err
    assert err.count("2 documents converted") == 2
    assert sorted(p.name for p in out.iterdir()) == [
        "1-1.xmi",
        "1-2.xmi",
        "TypeSystem.xml",
    ]


def test_mae_task_dtd_given_as_tagset_is_never_written_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dtd = tmp_path / "task.dtd"
    dtd.write_text('<!ENTITY name "PHI">\n<!ELEMENT NAME ( #PCDATA ) >\n')
    before = dtd.read_bytes()
    src = vtt_corpus(tmp_path / "in")
    argv = ["convert", str(src), str(dtd), "--to", "doccano", "--tagset", str(dtd)]
    assert main([*argv, "--force"]) == 2
    assert "task.dtd: is an input of this command" in capsys.readouterr().err
    assert dtd.read_bytes() == before
