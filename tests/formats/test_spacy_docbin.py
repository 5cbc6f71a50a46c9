"""spaCy DocBin (optional extra): exact spans through retokenising, overlaps, laziness."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.formats.interop_samples import DATE, JOHN, TEXT
from vtt_py.core import Document
from vtt_py.core.markup import Markup
from vtt_py.formats.registry import FormatContext, get_format
from vtt_py.formats.tagsets import load_tagset


def test_formats_never_import_spacy() -> None:
    code = (
        "import sys, vtt_py.formats.registry as r; r.formats(); "
        "import vtt_py.cli.convert; print('spacy' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"


def _doc() -> Document:
    doc = Document(TEXT, load_tagset().copy())
    doc.add(Markup(*JOHN[:2], "Name", "Patient", "note"))
    doc.add(Markup(5, 9, "Name"))  # inside a token ("hn S" splits two)
    doc.add(Markup(2, 7, "Address"))  # starts on a space
    doc.add(Markup(*DATE[:2], "Date"))
    doc.add(Markup(0, 0, "Date"))  # zero length: spaCy cannot hold it
    return doc


def test_docbin_round_trip_keeps_every_span(tmp_path: Path) -> None:
    pytest.importorskip("spacy")
    doc = _doc()
    out = tmp_path / "train.spacy"
    ctx = FormatContext()
    assert get_format("spacy").write([("sub/note1", doc)], out, ctx) == 1
    assert (
        ctx.warnings["zero-length markups not written (spaCy spans cover tokens)"] == 1
    )
    assert (
        ctx.warnings[
            "overlapping markups left out of doc.ents (all are in doc.spans['sc'])"
        ]
        == 2
    )
    back = list(get_format("spacy").read(out, FormatContext()))
    assert back[0][0] == "sub/note1"
    assert back[0][1].text == TEXT
    assert [(m.start, m.end, m.label) for m in back[0][1].markups] == [
        (m.start, m.end, m.label) for m in doc.markups if m.end > m.start
    ]


def test_ents_hold_the_non_overlapping_markups(tmp_path: Path) -> None:
    pytest.importorskip("spacy")
    from spacy.tokens import DocBin
    from spacy.vocab import Vocab

    out = tmp_path / "train.spacy"
    get_format("spacy").write([("a", _doc())], out, FormatContext())
    (sdoc,) = DocBin().from_disk(out).get_docs(Vocab())
    assert [(e.start_char, e.end_char, e.label_) for e in sdoc.ents] == [
        (2, 7, "Address"),
        (*DATE[:2], "Date"),
    ]
    assert len(sdoc.spans["sc"]) == 4


def test_missing_spacy_is_a_clear_usage_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from vtt_py.errors import UsageError

    monkeypatch.setitem(sys.modules, "spacy", None)
    with pytest.raises(UsageError, match=r"pip install 'vtt_py\[spacy\]'"):
        get_format("spacy").write(
            [("a", _doc())], tmp_path / "x.spacy", FormatContext()
        )
