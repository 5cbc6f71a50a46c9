"""Issue 13 properties of every writing command: no input file changes, whatever the output;
the count printed is the count of files written; a failure writes nothing."""

from __future__ import annotations

import contextlib
import io
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.cli.helpers import gold_document, snapshot, staging_left
from vtt_py.cli import main
from vtt_py.formats.vtt import write_vtt

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
#: Where the output goes, relative to a folder holding the input folder ``in``.
OUTPUTS = st.sampled_from(
    [
        "in",
        "in/1-1.vtt",
        "in/1-1.txt",
        "in/sub",
        "in/1-1.ann",
        "out",
        "out.txt",
        "out.ann",
        "out.jsonl",
        "out.json",
        "out.xml",
        "note.txt",  # an existing file of the user's
    ]
)
COMMANDS = st.sampled_from(
    [
        ["convert", "{src}", "{dst}"],
        ["convert", "{src}", "{dst}", "--to", "brat"],
        ["convert", "{src}", "{dst}", "--to", "txt"],
        ["convert", "{src}", "{dst}", "--to", "label-studio"],
        ["convert", "{src}", "{dst}", "--to", "doccano"],
        ["convert", "{src}", "{dst}", "--to", "xmi"],
        ["convert", "{src}", "{dst}", "--to", "uima-json"],
        ["convert", "{src}", "{dst}", "--to", "mae"],
        ["convert", "{src}", "{dst}", "--to", "bioc"],
        ["redact", "{src}", "-o", "{dst}", "--vtt"],
        ["surrogate", "{src}", "-o", "{dst}", "--seed", "1"],
        ["surrogate", "{src}", "-o", "{root}/sout", "--mapping", "{dst}"],
        ["agree", "{src}", "{src}", "--html", "{dst}"],
        ["agree", "{src}", "{src}", "--risk", "--html", "{dst}"],
        ["agree", "{src}", "{src}", "--versus", "{src}", "--html", "{dst}"],
    ]
)


def _run(argv: list[str]) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(argv)
    return code, err.getvalue()


def _world(root: Path, names: list[str]) -> None:
    (root / "in").mkdir()
    for name in names:
        write_vtt(gold_document(), root / "in" / f"{name}.vtt")
    (root / "in" / "1-1.txt").write_text("the user's own text\n")
    (root / "note.txt").write_text("the user's notes\n")


@SETTINGS
@given(
    command=COMMANDS,
    output=OUTPUTS,
    single=st.booleans(),
    force=st.booleans(),
)
def test_cli_property_no_input_file_changes(
    command: list[str], output: str, single: bool, force: bool
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        _world(root, ["1-1", "1-2"])
        before = snapshot(root / "in")
        src = root / "in" / "1-1.vtt" if single else root / "in"
        argv = [a.format(src=src, dst=root / output, root=root) for a in command]
        code, err = _run([*argv, *(["--force"] if force else [])])
        after = snapshot(root / "in")
        for name, data in before.items():  # every input, byte for byte
            if name.endswith(".vtt") or not force:
                assert after.get(name) == data, (argv, code, err)
        if not force:
            assert (root / "note.txt").read_text() == "the user's notes\n"
        assert not staging_left(root)


#: Formats writing one file per document, and its suffix.
PER_FILE = {
    "vtt": ".vtt",
    "txt": ".txt",
    "i2b2": ".xml",
    "brat": ".ann",
    "xmi": ".xmi",
    "uima-json": ".json",
    "mae": ".xml",
}
#: What a corpus file holds once per document.
IN_CORPUS_FILE = {
    "jsonl": '"id"',
    "bio": "-DOCSTART-",
    "label-studio": '"vtt_py_name"',
    "doccano": '"vtt_py_name"',
    "bioc": "<document>",
}
NAME = st.sampled_from(["a", "A", "b", "sub/c", "Sub/c", "d e", "é"])
SUFFIX = st.sampled_from([".vtt", ".VTT", ".Vtt"])


@SETTINGS
@given(
    files=st.lists(st.tuples(NAME, SUFFIX), min_size=1, max_size=5),
    fmt=st.sampled_from(
        [
            *("vtt", "txt", "i2b2", "brat", "jsonl", "bio"),
            *("xmi", "uima-json", "mae", "label-studio", "doccano", "bioc"),
        ]
    ),
    existing=st.booleans(),
)
def test_cli_property_count_printed_is_count_written(
    files: list[tuple[str, str]], fmt: str, existing: bool
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        src = root / "in"
        for name, suffix in files:
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            write_vtt(gold_document(), src / f"{name}{suffix}")
        inputs = len(list(src.rglob("*.*")))
        per_file = fmt in PER_FILE
        out = root / ("out" if per_file else f"out.{fmt}")
        if existing and per_file:
            out.mkdir()
        code, err = _run(["convert", str(src), str(out), "--to", fmt])
        if code != 0:  # refused: nothing at all was written
            assert not out.exists() or not any(out.iterdir()), err
            assert not staging_left(root)
            return
        printed = int(re.search(r"(\d+) documents? converted", err).group(1))  # type: ignore[union-attr]
        assert printed == inputs
        if per_file:
            assert len(list(out.rglob(f"*{PER_FILE[fmt]}"))) == printed
        else:
            assert out.read_text().count(IN_CORPUS_FILE[fmt]) == printed
