"""VTT's Compare: text first, then tags, then markups in SIMPLEST form."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.formats.compare import (
    ADDED,
    CHANGED,
    DELETED,
    MARKUPS,
    SAME,
    TAGS,
    TEXT,
    DiffStats,
    compare_documents,
    compare_markups,
    compare_with_file,
    diff_lines,
    markup_lines,
    text_lines,
)
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import read_vtt, write_vtt

TEXT_A = "Seen by Dr. Lena Okafor\non 03/14/2023\nat Millbrook.\n"


def _doc(*markups: tuple[int, int, str, str], text: str = TEXT_A) -> Document:
    doc = Document(text, load_tagset("nlm-scrubber"))
    for start, end, tag, category in markups:
        doc.add(Markup(start, end, tag, category))
    return doc


def test_compare_diff_lines_counts_added_changed_deleted() -> None:
    left = ["a", "b", "c", "d", "e"]
    right = ["a", "B", "c", "e", "f", "g"]
    rows, stats = diff_lines(left, right)
    assert stats == DiffStats(added=2, changed=1, deleted=1)
    kinds = Counter(r.kind for r in rows)
    assert kinds == {SAME: 3, CHANGED: 1, DELETED: 1, ADDED: 2}
    changed = next(r for r in rows if r.kind == CHANGED)
    assert (changed.left, changed.right, changed.left_text, changed.right_text) == (
        1,
        1,
        "b",
        "B",
    )
    deleted = next(r for r in rows if r.kind == DELETED)
    assert (deleted.left, deleted.right, deleted.left_text) == (3, None, "d")


def test_compare_replace_block_pairs_lines_then_counts_the_rest() -> None:
    _, stats = diff_lines(["x", "1", "2", "y"], ["x", "A", "B", "C", "y"])
    assert stats == DiffStats(added=1, changed=2, deleted=0)
    _, stats = diff_lines(["x", "1", "2", "3", "y"], ["x", "A", "y"])
    assert stats == DiffStats(added=0, changed=1, deleted=2)


def test_compare_text_lines_final_newline_ends_the_last_line() -> None:
    assert text_lines("a\nb\n") == ["a", "b"]
    assert text_lines("a\n\nb") == ["a", "", "b"]
    assert text_lines("a\x0cb\n") == ["a\x0cb"]  # only \n splits, as in VTT


def test_compare_markup_lines_are_vtt_simplest_form() -> None:
    doc = _doc((12, 23, "Name", ""), (27, 37, "Date", "Patient"))
    doc.replace(doc.markups[0], doc.markups[0].with_(annotation="checked"))
    assert markup_lines(doc) == [
        "12|11|Name||Lena Okafor",
        "27|10|Date|Patient|03/14/2023",
    ]


def test_compare_markup_lines_multi_line_tagged_text_on_one_line() -> None:
    doc = _doc((17, 26, "Name", ""))
    assert markup_lines(doc) == ["17|9|Name||Okafor on"]


def test_compare_identical_documents_say_so() -> None:
    left = _doc((12, 23, "Name", ""))
    right = _doc((12, 23, "Name", ""))
    right.replace(right.markups[0], right.markups[0].with_(annotation="a note"))
    result = compare_documents(left, right)
    assert result.identical
    assert [s.section for s in result.sections] == [TEXT, TAGS, MARKUPS]
    assert result.first_difference is None


def test_compare_text_difference_stops_before_tags_and_markups() -> None:
    left = _doc((12, 23, "Name", ""))
    right = _doc(text=TEXT_A.replace("Millbrook", "Oakdale") + "Signed.\n")
    result = compare_documents(left, right)
    assert not result.identical
    assert [s.section for s in result.sections] == [TEXT]
    first = result.first_difference
    assert first is not None and first.section == TEXT
    assert first.stats == DiffStats(added=1, changed=1, deleted=0)
    assert result.section(MARKUPS) is None


def test_compare_tag_difference_stops_before_markups() -> None:
    left = _doc((12, 23, "Name", ""))
    right = _doc()
    right.tagset = load_tagset("i2b2-2014")
    result = compare_documents(left, right)
    assert [s.section for s in result.sections] == [TEXT, TAGS]
    assert result.first_difference is not None
    assert result.first_difference.section == TAGS
    # ... but the markups can still be compared on request.
    markups = compare_markups(left, right)
    assert markups.stats == DiffStats(deleted=1)


def test_compare_markups_of_other_texts_refused() -> None:
    with pytest.raises(ValueError, match="texts differ"):
        compare_markups(_doc(), _doc(text="Other.\n"))


def test_compare_markup_differences_are_counted() -> None:
    left = _doc((12, 23, "Name", ""), (27, 37, "Date", "Patient"))
    right = _doc((8, 23, "Name", ""), (27, 37, "Date", "Patient"), (41, 50, "City", ""))
    result = compare_documents(left, right)
    first = result.first_difference
    assert first is not None and first.section == MARKUPS
    assert first.stats == DiffStats(added=1, changed=1, deleted=0)
    assert (first.left_count, first.right_count) == (2, 3)


def test_compare_with_file_reads_vtt(tmp_path: Path) -> None:
    other = tmp_path / "other.vtt"
    write_vtt(_doc((12, 23, "Name", "")), other)
    assert compare_with_file(_doc((12, 23, "Name", "")), other).identical
    assert not compare_with_file(_doc(), other).identical


def test_compare_two_annotators_of_the_sample_corpus(sample_corpus: Path) -> None:
    name = "01_discharge_summary.vtt"
    left = read_vtt(sample_corpus / "annotator_a" / name)
    result = compare_with_file(left, sample_corpus / "annotator_b" / name)
    assert [s.identical for s in result.sections] == [True, True, False]
    markups = result.first_difference
    assert markups is not None and markups.section == MARKUPS
    # The same counts as GNU diff on the two files' markup lines.
    assert markups.stats == DiffStats(added=6, changed=12, deleted=0)
    assert (markups.left_count, markups.right_count) == (45, 51)
    lefts = Counter(r.left_text for r in markups.rows if r.kind in (CHANGED, DELETED))
    rights = Counter(r.right_text for r in markups.rows if r.kind in (CHANGED, ADDED))
    a_lines = Counter(markup_lines(left))
    b_lines = Counter(markup_lines(read_vtt(sample_corpus / "annotator_b" / name)))
    assert lefts == a_lines - b_lines
    assert rights == b_lines - a_lines
    row = next(r for r in markups.rows if r.kind == CHANGED)
    assert (row.left_text, row.right_text) == (
        "298|6|Location||5-East",
        "298|6|Organization||5-East",
    )


def test_compare_a_file_with_itself_is_identical(sample_corpus: Path) -> None:
    path = sample_corpus / "gold" / "01_discharge_summary.vtt"
    assert compare_with_file(read_vtt(path), path).identical


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from("abcdefgh"), max_size=30),
    st.lists(st.sampled_from("abcdefgh"), max_size=30),
)
def test_compare_rows_rebuild_both_sides(left: list[str], right: list[str]) -> None:
    rows, stats = diff_lines(left, right)
    assert [r.left_text for r in rows if r.left is not None] == left
    assert [r.right_text for r in rows if r.right is not None] == right
    assert [r.left for r in rows if r.left is not None] == list(range(len(left)))
    assert all(r.left_text == r.right_text for r in rows if r.kind == SAME)
    kinds = Counter(r.kind for r in rows)
    assert (kinds[ADDED], kinds[CHANGED], kinds[DELETED]) == (
        stats.added,
        stats.changed,
        stats.deleted,
    )


def test_compare_unique_line_anchors_keep_a_moved_block_apart() -> None:
    left = [f"line {i}" for i in range(200)]
    right = left[:50] + left[60:] + left[50:60]  # ten lines moved to the end
    _, stats = diff_lines(left, right)
    assert stats == DiffStats(added=10, changed=0, deleted=10)
