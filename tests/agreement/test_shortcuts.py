"""The shortcuts of one pair's scoring give what the plain computations give."""

from __future__ import annotations

import itertools
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.agreement.levels import Overlaps, SpanSide, merge_tally, side_tallies
from vtt_py.agreement.matching import Matched, tally_exact, tally_relaxed
from vtt_py.agreement.scorers import merge_spans
from vtt_py.agreement.spans import Reach, TokenFinder
from vtt_py.core import Document, Markup, Tag, TagSet

TEXT = "Seen by Dr. Ann Lee on 12/03/2019, age 45, at Main St. Clinic.\n"
#: Spans as the engine gives them: distinct, sorted by (start, end, label).
WHOLE = [(8, 10, "Name"), (16, 19, "Name"), (39, 41, "Age")]
SPLIT = [(8, 19, "Name"), (23, 33, "Date"), (39, 41, "Age"), (47, 54, "Location")]
EMPTY = [(8, 8, "Name"), (16, 19, "Name"), (39, 41, "Age")]


def _side(spans: list[tuple[int, int, str]]) -> SpanSide:
    return SpanSide.of(TEXT, spans, TokenFinder(TEXT))


def test_token_sets_equal_the_tokens_found_whole_split_or_empty() -> None:
    # One whole token per span shares the span sets; any other side builds its own.
    for spans in (WHOLE, SPLIT, EMPTY):
        side = _side(spans)
        tokens, offsets = side.found_tokens
        assert side.tokens == set(tokens)
        assert side.token_offsets == set(offsets)
    whole = _side(WHOLE)
    assert whole.tokens == set(WHOLE)
    assert _side(EMPTY).has_empty and not whole.has_empty


def test_reach_is_the_running_maximum_of_the_ends() -> None:
    rising = Reach([(0, 3), (4, 9), (10, 12)])
    assert rising.reach == [3, 9, 12]
    nested = Reach([(0, 10), (2, 4), (5, 6), (11, 12)])
    assert nested.reach == [10, 10, 10, 12]
    assert nested.any_overlap(6, 8)  # inside the first interval only


def test_overlaps_with_shared_offsets_equal_a_bisection_each() -> None:
    for ref_spans, cand_spans in itertools.permutations((WHOLE, SPLIT, EMPTY), 2):
        ref, cand = _side(ref_spans), _side(cand_spans)
        matched = Matched.of(ref, cand)
        for overlaps in (
            Overlaps.of(ref, cand),
            Overlaps.of(ref, cand, matched.offsets),
        ):
            for offsets, hits, other in (
                (ref.offsets, overlaps.hits[0], Reach(cand.ordered)),
                (cand.offsets, overlaps.hits[1], Reach(ref.ordered)),
            ):
                assert hits == {o: other.any_overlap(*o) for o in offsets}


def test_side_tallies_from_matched_sets_equal_plain_set_matching() -> None:
    for ref_spans, cand_spans in itertools.permutations((WHOLE, SPLIT, EMPTY), 2):
        ref, cand = _side(ref_spans), _side(cand_spans)
        tallies = side_tallies(ref, cand)
        assert tallies == side_tallies(ref, cand, Matched.of(ref, cand))
        strict = tally_exact(ref.keys, cand.keys, 2)  # type: ignore[arg-type]
        assert tallies["entity_strict"] == strict
        assert tallies["entity_relaxed"] == tally_relaxed(ref.keys, cand.keys, strict)
        assert tallies["binary_strict"] == tally_exact(
            ref.offsets,  # type: ignore[arg-type]
            cand.offsets,  # type: ignore[arg-type]
            None,
        )


def test_merge_tally_keeps_only_the_labels_asked_for() -> None:
    into = {"Name": [1, 0, 0]}
    merge_tally(into, {"Name": [1, 2, 3], "Age": [4, 5, 6]}, {"Name"})
    assert into == {"Name": [2, 2, 3]}


def test_overlapping_after_a_bulk_load_finds_a_long_markup_far_before() -> None:
    tagset = TagSet()
    tagset.add(Tag("Name", ""))
    doc = Document("x" * 100, tagset)
    doc.extend_sorted([Markup(0, 90, "Name", ""), Markup(95, 96, "Name", "")])
    assert [m.start for m in doc.overlapping(80, 81)] == [0]
    doc.add(Markup(1, 99, "Name", ""))
    assert [m.start for m in doc.overlapping(97, 98)] == [1]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab1 -.\n", max_size=30))
def test_ascii_tokens_from_the_flat_text_equal_the_token_regex(text: str) -> None:
    """An ASCII text's tokens under a span, found in its flattened bytes, are the regex's."""
    finder = TokenFinder(text)
    assert finder.ascii
    for start in range(len(text)):
        for end in range(start + 1, len(text) + 1):
            assert finder._ascii_tokens(start, end) == finder._tokens(start, end)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 6)), max_size=8))
def test_merge_spans_from_the_flat_text_equal_the_regex_merge(
    found: list[tuple[int, int]],
) -> None:
    """Stretches asked about in the flattened bytes join the spans the regex joins."""
    text = "Ann Lee, 12/03 - 45 (x) MRN 9 at Main St.\n"
    spans = [(s, min(s + n, len(text))) for s, n in found]
    flat = TokenFinder(text).ascii_flat
    assert merge_spans(text, spans, flat=flat) == merge_spans(text, spans)
    assert merge_spans(text, spans) == _merged_by_regex(text, spans)


def _merged_by_regex(text: str, spans: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """MEDDOCAN's merge as it was written first: a regex search per span."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and re.search(r"[^\W_]", text[merged[-1][1] : start]) is None:
            merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
    return set(merged)
