"""Issue 13, classes 1, 2 and 4: no command overwrites its inputs or a user's file, loses a
document on a name collision, or leaves partial output behind (vtt_py.formats.output)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.cli.helpers import gold_document, snapshot, staging_left, vtt_corpus
from vtt_py.cli import main
from vtt_py.formats.vtt import write_vtt

# ---------------------------------------------------------------- class 1


def test_surrogate_refuses_to_write_over_its_input_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = vtt_corpus(tmp_path / "in")
    before = snapshot(src)
    for extra in ([], ["--force"]):
        assert main(["surrogate", str(src), "-o", str(src), "--seed", "1", *extra]) == 2
        assert "is an input folder of this command" in capsys.readouterr().err
    assert snapshot(src) == before


def test_surrogate_refuses_a_mapping_over_an_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = vtt_corpus(tmp_path / "in")
    before = snapshot(src)
    argv = ["surrogate", str(src / "1-1.vtt"), "-o", str(tmp_path / "sout")]
    for extra in ([], ["--force"]):
        assert main([*argv, "--mapping", str(src / "1-1.vtt"), *extra]) == 2
        assert "is an input" in capsys.readouterr().err
    assert snapshot(src) == before
    assert not (tmp_path / "sout").exists()


def test_surrogate_mapping_into_a_folder_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = vtt_corpus(tmp_path / "in")
    (tmp_path / "mapdir").mkdir()
    argv = ["surrogate", str(src), "-o", str(tmp_path / "out")]
    assert main([*argv, "--mapping", str(tmp_path / "mapdir")]) == 2
    assert "is a folder; give a file name" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()  # no surrogates without their mapping


def test_surrogate_mapping_is_owner_only(tmp_path: Path) -> None:
    src = vtt_corpus(tmp_path / "in")
    mapping = tmp_path / "owner" / "map.jsonl"
    os.umask(0o022)
    argv = ["surrogate", str(src), "-o", str(tmp_path / "out"), "--seed", "1"]
    assert main([*argv, "--mapping", str(mapping)]) == 0
    assert mapping.stat().st_mode & 0o777 == 0o600


def test_agree_refuses_an_html_report_over_the_gold_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gold = tmp_path / "a.vtt"
    write_vtt(gold_document(), gold)
    before = gold.read_bytes()
    for extra in ([], ["--force"]):
        assert main(["agree", str(gold), str(gold), "--html", str(gold), *extra]) == 2
        assert "is an input file of this command" in capsys.readouterr().err
    assert gold.read_bytes() == before


def test_train_refuses_a_model_over_a_gold_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gold = vtt_corpus(tmp_path / "g")
    before = snapshot(gold)
    argv = ["train", "--folds", "0", str(gold), "-o", str(gold / "1-1.vtt")]
    assert main(argv) == 2
    assert "already exists" in capsys.readouterr().err
    assert snapshot(gold) == before


def test_redact_refuses_its_input_folder_and_unrelated_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = vtt_corpus(tmp_path / "in", ("a",))
    (src / "a.txt").write_text("the user's own notes\n")
    before = snapshot(src)
    assert main(["redact", str(src), "-o", str(src)]) == 2
    out = tmp_path / "out"
    out.mkdir()
    (out / "a.txt").write_text("unrelated\n")
    assert main(["redact", str(src), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "is an input folder" in err and "a.txt: already exists" in err
    assert snapshot(src) == before
    assert (out / "a.txt").read_text() == "unrelated\n"


def test_redact_never_writes_over_the_brat_text_it_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "doc.txt").write_text("John Smith\n")
    (tmp_path / "doc.ann").write_text("T1\tName 0 10\tJohn Smith\n")
    before = snapshot(tmp_path)
    argv = ["redact", str(tmp_path / "doc.ann"), "--from", "brat"]
    assert main([*argv, "-o", str(tmp_path / "doc.txt"), "--force"]) == 2
    assert "doc.txt: is an input of this command" in capsys.readouterr().err
    assert snapshot(tmp_path) == before


def _brat_pair(folder: Path) -> None:
    folder.mkdir(exist_ok=True)
    (folder / "doc.txt").write_text("John Smith\r\nseen\r\n")
    (folder / "doc.ann").write_text("T1\tName 0 4\tJohn\nR1\tRel Arg1:T1 Arg2:T1\n")


@pytest.mark.parametrize(
    ("src", "dst", "extra"),
    [
        ("doc.ann", "doc.ann", []),
        (".", ".", ["--from", "brat", "--to", "brat"]),
        ("doc.txt", "doc.txt", []),
        ("doc.ann", "doc.txt", ["--to", "txt"]),
    ],
)
def test_convert_refuses_to_write_over_its_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], src: str, dst: str, extra
) -> None:
    _brat_pair(tmp_path / "c")
    before = snapshot(tmp_path / "c")
    argv = ["convert", str(tmp_path / "c" / src), str(tmp_path / "c" / dst), *extra]
    assert main(argv) == 2
    assert main([*argv, "--force"]) == 2  # not even when the user insists
    assert "is an input" in capsys.readouterr().err.splitlines()[-1]
    assert snapshot(tmp_path / "c") == before  # R1 and the CRLF line ends kept


@pytest.mark.parametrize("suffix", [".jsonl", ".xml"])
def test_convert_jsonl_and_i2b2_to_themselves_are_refused(
    tmp_path: Path, suffix: str
) -> None:
    write_vtt(gold_document(), tmp_path / "a.vtt")
    corpus = tmp_path / f"a{suffix}"
    assert main(["convert", str(tmp_path / "a.vtt"), str(corpus)]) == 0
    before = corpus.read_bytes()
    assert main(["convert", str(corpus), str(corpus), "--force"]) == 2
    assert corpus.read_bytes() == before


def test_convert_never_replaces_a_sibling_file_it_did_not_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_vtt(gold_document(), tmp_path / "doc.vtt")
    (tmp_path / "out.txt").write_text("notes\n")
    argv = ["convert", str(tmp_path / "doc.vtt"), str(tmp_path / "out.ann")]
    assert main(argv) == 2
    assert "out.txt: already exists" in capsys.readouterr().err
    assert (tmp_path / "out.txt").read_text() == "notes\n"
    assert not (tmp_path / "out.ann").exists()
    assert main([*argv, "--force"]) == 0  # the user says so
    assert (tmp_path / "out.txt").read_text() == gold_document().text


def test_convert_output_inside_its_input_is_not_read_back(tmp_path: Path) -> None:
    src = vtt_corpus(tmp_path / "in")
    assert main(["convert", str(src), str(src / "out")]) == 0
    assert main(["convert", str(src), str(src / "out"), "--force"]) == 0
    assert sorted(p.name for p in (src / "out").iterdir()) == ["1-1.vtt", "1-2.vtt"]


def test_annotate_output_inside_its_input_is_not_read_back(tmp_path: Path) -> None:
    src = tmp_path / "in"
    src.mkdir()
    (src / "a.txt").write_text("Seen by Dr John Smith on 3/4/2020.\n")
    for _ in range(2):
        argv = ["annotate", str(src), "-o", str(src / "out"), "--rules-only"]
        assert main(argv) == 0
    assert sorted(p.name for p in (src / "out").rglob("*")) == ["a.vtt"]


# ---------------------------------------------------------------- class 2


def test_convert_bio_with_two_documents_of_one_name_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bio = tmp_path / "c.bio"
    bio.write_text(
        "-DOCSTART- same\n\nJohn\tB-Name\n\n-DOCSTART- same\n\nMary\tB-Name\n"
    )
    assert main(["convert", str(bio), str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert f"{bio}:5: a second document named like the one at line 1" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("fmt", ["vtt", "i2b2", "brat", "jsonl", "bio"])
def test_convert_suffixes_differing_in_case_name_both_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    src = tmp_path / "in"
    src.mkdir()
    write_vtt(gold_document(), src / "a.vtt")
    write_vtt(gold_document("Other note.\n"), src / "a.VTT")
    out = tmp_path / ("out" if fmt in ("vtt", "i2b2", "brat") else f"out.{fmt}")
    assert main(["convert", str(src), str(out), "--to", fmt]) == 2
    err = capsys.readouterr().err
    assert str(src / "a.VTT") in err and str(src / "a.vtt") in err
    assert not out.exists()


@pytest.mark.parametrize("name", [".", "a/", "/etc/x", "../x", ".hidden", "a//b"])
def test_convert_jsonl_unsafe_ids_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps({"id": name, "text": "x\n", "spans": []}) + "\n")
    assert main(["convert", str(corpus), str(tmp_path / "out")]) == 1
    assert capsys.readouterr().err.startswith(f"{corpus}:1: the document name")
    assert not (tmp_path / "out").exists()


def test_convert_names_differing_only_in_case_collide_in_a_folder_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(
        "".join(json.dumps({"id": n, "text": "x\n", "spans": []}) + "\n" for n in "Aa")
    )
    assert main(["convert", str(corpus), str(tmp_path / "out")]) == 1
    assert "documents 1 ('A') and 2 ('a') would be written to the same file" in (
        capsys.readouterr().err
    )
    assert not (tmp_path / "out").exists()
    assert main(["convert", str(corpus), str(tmp_path / "copy.jsonl")]) == 0
    assert "2 documents converted" in capsys.readouterr().err


# ---------------------------------------------------------------- class 4


def test_convert_into_an_existing_folder_is_all_or_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = vtt_corpus(tmp_path / "in", ("a",))
    (src / "b.vtt").write_text("#<Tags Configuration>\nbroken\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine\n")
    assert main(["convert", str(src), str(out), "--to", "i2b2"]) == 1
    assert snapshot(out) == {"keep.txt": b"mine\n"}
    assert not staging_left(tmp_path)


def test_convert_disk_full_leaves_no_text_without_its_ann(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import vtt_py.formats.brat as brat

    real = brat.atomic_write_text

    def full(path: Path, text: str) -> None:
        if str(path).endswith(".ann"):
            raise OSError(28, "No space left on device", str(path))
        real(path, text)

    monkeypatch.setattr(brat, "atomic_write_text", full)
    write_vtt(gold_document(), tmp_path / "big.vtt")
    assert main(["convert", str(tmp_path / "big.vtt"), str(tmp_path / "out.ann")]) == 1
    err = capsys.readouterr().err
    assert "out.ann: No space left on device" in err and "staging" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.vtt"]


def test_convert_physionet_disk_full_leaves_no_part_of_the_corpus(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import vtt_py.formats.physionet_write as writer

    real = writer.atomic_open

    def full(path: Path, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        if str(path).endswith(".phi"):
            raise OSError(28, "No space left on device", str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(writer, "atomic_open", full)
    src = vtt_corpus(tmp_path / "in")
    assert main(["convert", str(src), str(tmp_path / "p"), "--to", "physionet"]) == 1
    assert not (tmp_path / "p").exists()
    assert not staging_left(tmp_path)


def test_convert_on_a_really_full_disk_leaves_nothing(tmp_path: Path) -> None:
    """A 200 KB tmpfs (needs the right to mount: root on Linux; skipped elsewhere)."""
    mount = tmp_path / "full"
    mount.mkdir()
    if os.geteuid() != 0 or os.system(f"mount -t tmpfs -o size=200k tmpfs {mount}"):
        pytest.skip("cannot mount a small tmpfs here")
    try:
        big = tmp_path / "big.vtt"
        write_vtt(gold_document("Mary Hansen seen 3/4/2020 in Boston.\n" * 8000), big)
        assert main(["convert", str(big), str(mount / "out.ann")]) == 1
        assert main(["convert", str(big), str(mount / "p"), "--to", "physionet"]) == 1
        assert list(mount.iterdir()) == []
    finally:
        os.system(f"umount {mount}")


def test_surrogate_single_file_output_inside_the_input_folder_is_an_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Found by the property test: the output file was skipped as input, then replaced."""
    src = vtt_corpus(tmp_path / "in", ("1-1",))
    before = snapshot(src)
    argv = ["surrogate", str(src), "-o", str(src / "1-1.vtt"), "--seed", "1"]
    assert main([*argv, "--force"]) == 2
    assert "1-1.vtt: is an input of this command" in capsys.readouterr().err
    assert snapshot(src) == before


def test_adjudicate_into_an_existing_folder_is_all_or_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = vtt_corpus(tmp_path / "a", ("n1", "n2"))
    b = vtt_corpus(tmp_path / "b", ("n1", "n2"))
    (b / "n2.vtt").write_text("#<Tags Configuration>\nbroken\n")
    out = tmp_path / "adj"
    out.mkdir()
    assert main(["adjudicate", str(a), str(b), "-o", str(out)]) == 1
    assert list(out.iterdir()) == [] and not staging_left(tmp_path)


@pytest.mark.parametrize("link", [os.link, os.symlink])
def test_agree_refuses_a_report_over_a_link_to_a_file_it_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], link
) -> None:
    # The gold file is read from a folder, so only the files read can tell:
    # a hard link has no path in common with it, a symbolic one resolves to it.
    folder = tmp_path / "gold"
    folder.mkdir()
    write_vtt(gold_document(), folder / "a.vtt")
    before = snapshot(folder)
    report = tmp_path / "report.html"
    link(folder / "a.vtt", report)
    argv = ["agree", str(folder), str(folder), "--html", str(report), "--force"]
    assert main(argv) == 2
    assert "is an input of this command" in capsys.readouterr().err
    assert snapshot(folder) == before
