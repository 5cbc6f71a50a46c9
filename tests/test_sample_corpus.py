"""The bundled sample corpus: valid VTT, dense PHI, realistic annotators, reproducible."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from tools.sample_corpus.__main__ import main
from tools.sample_corpus.build import FOLDERS, build_corpus
from vtt_py.core.document import Document
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import check_vtt, read_vtt

CORPUS = Path(__file__).resolve().parent.parent / "sample_corpus"


def _names(folder: str) -> list[str]:
    return sorted(p.name for p in (CORPUS / folder).glob("*.vtt"))


def _read(folder: str) -> list[Document]:
    return [read_vtt(CORPUS / folder / name) for name in _names("gold")]


def _strict_f1(reference: Iterable[Document], candidate: Iterable[Document]) -> float:
    """Entity-strict F1 (same start, end and label), micro over documents."""
    tp = n_ref = n_cand = 0
    for ref_doc, cand_doc in zip(reference, candidate, strict=True):
        ref = {(m.start, m.end, m.label) for m in ref_doc.markups}
        cand = {(m.start, m.end, m.label) for m in cand_doc.markups}
        tp += len(ref & cand)
        n_ref += len(ref)
        n_cand += len(cand)
    return 2 * tp / (n_ref + n_cand)


@pytest.fixture(scope="module")
def corpus() -> dict[str, list[Document]]:
    return {folder: _read(folder) for folder in FOLDERS}


@pytest.mark.parametrize("folder", FOLDERS)
def test_sample_corpus_every_file_checks_clean(folder: str) -> None:
    files = sorted((CORPUS / folder).glob("*.vtt"))
    assert files
    problems = [str(p) for path in files for p in check_vtt(path)]
    assert problems == []


def test_sample_corpus_folders_hold_the_same_notes(
    corpus: dict[str, list[Document]],
) -> None:
    gold = _names("gold")
    assert len(gold) >= 40
    assert _names("annotator_a") == gold
    assert _names("annotator_b") == gold
    for folder in ("annotator_a", "annotator_b"):
        assert [d.text for d in corpus[folder]] == [d.text for d in corpus["gold"]]


def test_sample_corpus_gold_uses_every_tag(corpus: dict[str, list[Document]]) -> None:
    used = {m.label for doc in corpus["gold"] for m in doc.markups}
    labels = {tag.label for tag in load_tagset().user_tags}
    assert labels - used == set()
    assert used <= labels


def test_sample_corpus_gold_is_dense(corpus: dict[str, list[Document]]) -> None:
    gold = corpus["gold"]
    phi = sum(1 for doc in gold for m in doc.markups if m.tag != "npii")
    assert phi / len(gold) >= 10


def test_sample_corpus_annotators_disagree_realistically(
    corpus: dict[str, list[Document]],
) -> None:
    gold, a, b = corpus["gold"], corpus["annotator_a"], corpus["annotator_b"]
    a_b = _strict_f1(a, b)
    assert 0.75 <= a_b <= 0.9
    assert _strict_f1(gold, a) > a_b
    assert _strict_f1(gold, b) > a_b


def _on_disk(root: Path) -> dict[str, bytes]:
    # Hidden files (an editor's lock file beside an open document) are not corpus.
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.name.startswith(".")
    }


def test_sample_corpus_generator_reproduces_files() -> None:
    rebuilt = {
        path: text.encode("utf-8") for path, text in build_corpus().files.items()
    }
    assert rebuilt == _on_disk(CORPUS)


@pytest.mark.slow
def test_sample_corpus_generator_writes_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--out", str(tmp_path)]) == 0
    assert "strict F1 A vs B" in capsys.readouterr().out
    assert _on_disk(tmp_path) == _on_disk(CORPUS)
