"""Issue 13: a damaged model file is a clear error before crfsuite sees it, never a SIGSEGV."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from vtt_py.cli import main
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import CrfModel, ModelError, load_model, save_model


def _model_file(path: Path, data: bytes, meta: dict) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("meta.json", json.dumps(meta))
        archive.writestr("model.crfsuite", data)
    return path


def _parts(model_path: Path) -> tuple[bytes, dict]:
    with zipfile.ZipFile(model_path) as archive:
        return archive.read("model.crfsuite"), json.loads(archive.read("meta.json"))


def test_crf_save_records_size_and_checksum(
    tiny_model: CrfModel, tmp_path: Path
) -> None:
    save_model(tiny_model, tmp_path / "m.crfmodel")
    data, meta = _parts(tmp_path / "m.crfmodel")
    assert meta["crfsuite_data"]["bytes"] == len(data)
    assert len(meta["crfsuite_data"]["sha256"]) == 64


def _damaged(data: bytes) -> dict[str, bytes]:
    flipped = bytearray(data)
    for i in range(60, len(flipped), 97):
        flipped[i] ^= 0x5A
    return {
        "truncated": data[: len(data) // 2],
        "junk": b"lCRF" + bytes(200),
        "not crfsuite": b"x" * 1000,
        "flipped": bytes(flipped),
    }


@pytest.mark.parametrize("kind", ["truncated", "junk", "not crfsuite", "flipped"])
@pytest.mark.parametrize("checksum", [True, False], ids=["checksum", "older model"])
def test_crf_damaged_model_is_a_clear_error(
    tiny_model_path: Path, tmp_path: Path, kind: str, checksum: bool
) -> None:
    data, meta = _parts(tiny_model_path)
    if not checksum:  # a model made before checksums: tried in a child process
        del meta["crfsuite_data"]
    path = _model_file(tmp_path / "bad.crfmodel", _damaged(data)[kind], meta)
    with pytest.raises(
        ModelError, match=r"bad\.crfmodel: .*(damaged|truncated|no crf)"
    ):
        load_model(path)


def test_crf_older_model_without_checksum_still_loads(
    tiny_model_path: Path, tmp_path: Path
) -> None:
    data, meta = _parts(tiny_model_path)
    del meta["crfsuite_data"]
    assert load_model(_model_file(tmp_path / "old.crfmodel", data, meta)).labels


def test_crf_large_older_model_without_checksum_still_loads(tmp_path: Path) -> None:
    # The child process must keep the model's bytes alive while crfsuite reads
    # them in place: with a model of some 400 KB a freed buffer crashed it.
    data, meta = _parts(default_model_path())
    del meta["crfsuite_data"]
    assert len(data) > 200_000
    assert load_model(_model_file(tmp_path / "old.crfmodel", data, meta)).labels


def test_annotate_with_a_truncated_model_says_so(
    tiny_model_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, meta = _parts(tiny_model_path)
    model = _model_file(tmp_path / "m.crf", data[:-100], meta)
    (tmp_path / "note.txt").write_text("Seen by Dr. Adams today.\n")
    argv = ["annotate", str(tmp_path / "note.txt"), "-o", str(tmp_path / "out")]
    assert main([*argv, "--model", str(model)]) == 1
    assert "m.crf: the model is damaged" in capsys.readouterr().err
