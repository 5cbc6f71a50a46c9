"""The real VTT files: VTT-saved ones round-trip byte for byte, wrong ones fail with PATH:LINE."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import shared_path
from vtt_py.errors import ParseError, Severity
from vtt_py.formats.vtt import check_vtt, dumps_vtt, read_vtt

FRAMEWORK = "vtt-samples/java-nlp-framework"
# Saved by VTT itself (SOURCES.md): must come back byte for byte.
VTT_SAVED = [
    "vtt-samples/RED/test-snippets.vtt",
    f"{FRAMEWORK}/test.vtt",
    f"{FRAMEWORK}/test.vtt.org",
    f"{FRAMEWORK}/Tests/test.vtt",
    f"{FRAMEWORK}/Tests/test.diffMarkups.vtt",
    f"{FRAMEWORK}/Tests/test.diffTags.vtt",
    f"{FRAMEWORK}/Tests/test.print.vtt",
    f"{FRAMEWORK}/Tests/test.scroll.vtt",
]
# Edited by hand: they load, and are normalised to what VTT would save.
HAND_EDITED = [
    f"{FRAMEWORK}/Tests/test.format.vtt",
    f"{FRAMEWORK}/Tests/test.diffText.vtt",
    f"{FRAMEWORK}/Tests/test.lineWrap.vtt",
]
MUST_FAIL = {
    f"{FRAMEWORK}/Tests/test.wrongMarkupFormat.vtt": (43, "not defined"),
    f"{FRAMEWORK}/Tests/test.wrongTagFormat.vtt": (30, "14 expected"),
}


@pytest.mark.parametrize("name", VTT_SAVED)
def test_vtt_samples_saved_by_vtt_round_trip_byte_for_byte(name: str) -> None:
    path = shared_path(name)
    assert dumps_vtt(read_vtt(path)).encode("utf-8") == path.read_bytes()
    assert check_vtt(path) == []


@pytest.mark.parametrize("name", HAND_EDITED)
def test_vtt_samples_hand_edited_are_normalised_and_stable(name: str) -> None:
    path = shared_path(name)
    doc = read_vtt(path)
    once = dumps_vtt(doc)
    again = dumps_vtt(read_vtt_text(once, path))
    assert once == again
    warnings = [p for p in check_vtt(path) if p.severity is Severity.WARNING]
    assert any("TagText" in p.message for p in warnings)


def read_vtt_text(text: str, path: Path) -> object:
    from vtt_py.formats.vtt import parse_vtt

    return parse_vtt(text.encode("utf-8"), str(path))


def test_vtt_samples_format_file_reads_simple_lines_and_extra_fields() -> None:
    doc = read_vtt(shared_path(f"{FRAMEWORK}/Tests/test.format.vtt"))
    by_start = {m.start: m for m in doc.markups}
    assert by_start[247].tag == "Verb" and by_start[247].length == 6
    assert by_start[373].annotation == ""  # an annotation of spaces is trimmed
    assert by_start[374].annotation == "not text"
    assert doc.layout.widths == (7, 2, 12, 12)


@pytest.mark.parametrize(("name", "expected"), sorted(MUST_FAIL.items()))
def test_vtt_samples_wrong_files_fail_with_path_and_line(
    name: str, expected: tuple[int, str]
) -> None:
    path = shared_path(name)
    line, words = expected
    with pytest.raises(ParseError) as info:
        read_vtt(path)
    assert info.value.line == line
    assert words in str(info.value)
    assert str(info.value).startswith(f"{path}:{line}: ")


def test_vtt_samples_pure_text_loads_as_the_text_of_test_vtt() -> None:
    from vtt_py.formats.vtt_format import open_document

    plain = open_document(shared_path(f"{FRAMEWORK}/Tests/test.pureText.txt"))
    tagged = read_vtt(shared_path(f"{FRAMEWORK}/Tests/test.vtt"))
    assert plain.text == tagged.text
    assert len(plain.text) == 1347 and not plain.markups


def test_vtt_samples_meta_data_is_kept() -> None:
    doc = read_vtt(shared_path(f"{FRAMEWORK}/test.vtt"))
    assert len(doc.meta.saves) == 12
    assert doc.meta.tags_file is not None and doc.meta.tags_file.confirm
    assert doc.meta.saves[0].stamp.endswith("M")


def test_vtt_samples_snippet_markups_span_newlines() -> None:
    doc = read_vtt(shared_path("vtt-samples/RED/test-snippets.vtt"))
    assert any("\n" in doc.text_of(m) for m in doc.markups)
    assert doc.tagset.get("SnippetColumn") is not None
    assert not doc.tagset.get("SnippetColumn").display  # type: ignore[union-attr]
