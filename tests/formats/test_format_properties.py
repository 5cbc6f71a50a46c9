"""Issue 13 property: through every format, write then read gives the same document, or a
warning says what changed, or the writer refuses with a reason."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from tests.formats.test_vtt_properties import documents
from vtt_py.core import Document
from vtt_py.errors import VttError, WriteError
from vtt_py.formats.registry import FormatContext, get_format

TARGETS = {
    "vtt": "1-1.vtt",
    "brat": "1-1.ann",
    "i2b2": "1-1.xml",
    "jsonl": "c.jsonl",
    "bio": "c.bio",
    "physionet": "id.text",
    "label-studio": "c.json",
    "doccano": "c.jsonl",
    "xmi": "out",  # a folder: the .xmi files and their TypeSystem.xml
    "uima-json": "1-1.json",
    "mae": "1-1.xml",
    "bioc": "c.xml",
    "spacy": "c.spacy",
}


def _content(doc: Document) -> tuple[str, set[tuple[int, int, str, str, str]]]:
    return doc.text, {tuple(m) for m in doc.markups}  # type: ignore[misc]


@pytest.mark.parametrize("fmt_name", sorted(TARGETS))
@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(doc=documents())
def test_formats_property_write_read_same_or_warned(
    fmt_name: str, doc: Document
) -> None:
    if fmt_name == "spacy":
        pytest.importorskip("spacy")
    fmt = get_format(fmt_name)
    written = FormatContext()
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / TARGETS[fmt_name]
        try:
            assert fmt.write([("1-1", doc)], target, written) == 1
        except WriteError as exc:
            assert str(exc)  # refused, with a reason
            return
        try:
            [(_, back)] = list(fmt.read(target, FormatContext()))
        except VttError as exc:  # what was written without a word must read back
            raise AssertionError(f"written silently, then refused: {exc}") from exc
    if _content(back) != _content(doc):
        warnings = [
            w for w in written.warning_lines() if "tag colours and fonts" not in w
        ]
        assert warnings, (fmt_name, _content(doc), _content(back))
