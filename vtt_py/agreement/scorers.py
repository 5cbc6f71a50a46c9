"""Counts equal to two official scorers: PhysioNet runStat.pl, MEDDOCAN merged spans.

``binary_overlap`` (measures.md §2) counts distinct spans that share at
least one character. PhysioNet's ``runStat.pl`` (stat.pm, 2007) differs in
two ways, and :func:`runstat_counts` copies both:

- it compares closed intervals, so a candidate that only *touches* a
  reference span (``[3, 7)`` and ``[7, 9)``) counts as found;
- it counts lines, so a span listed twice counts twice, on either side.

MEDDOCAN's subtrack 2 "merged" score (:func:`merged_counts`) first joins
the spans of each side that only punctuation or white space separates, then
a candidate or reference span counts as found when it lies inside a span
both sides have, before or after merging.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import repeat
from operator import itemgetter
from pathlib import Path

from vtt_py.agreement.levels import OverlapCounts
from vtt_py.agreement.spans import Reach
from vtt_py.formats.physionet import read_offsets_file, read_phrase_file, spans_file

Offsets = tuple[int, int]
#: A character ``str.isalnum`` accepts (``\\w`` is those and the underscore).
_ALNUM = re.compile(r"[^\W_]")
#: A span's start and end, taken in C.
_START, _END = itemgetter(0), itemgetter(1)


def runstat_counts(
    reference: Sequence[tuple[int, int, str]],
    candidate: Sequence[Offsets],
    reaches: tuple[Reach, Reach] | None = None,
) -> OverlapCounts:
    """runStat.pl's counts for one note: every line counted, touching spans found.

    Args:
        reference: ``(start, end, label)`` per reference line (repeats count).
        candidate: ``(start, end)`` per candidate line (repeats count).
        reaches: the reference's and candidate's line offsets, indexed, when
            already built (repeats change no answer, so distinct spans do).

    Returns:
        tp = reference lines meeting some candidate line (closed intervals),
        fn = the other reference lines, fp = candidate lines meeting no
        reference line, ``candidates`` = candidate lines; ``by_label``
        splits the reference lines by label.
    """
    ref_index, cand_index = reaches or (
        Reach((s, e) for s, e, _ in reference),
        Reach(candidate),
    )
    # Reach.meets inlined: a bisection per line, without a method call each.
    starts, reach = cand_index.starts, cand_index.reach
    by_label: dict[str, list[int]] = {}
    get = by_label.get
    tp = 0
    for start, end, label in reference:
        i = bisect_right(starts, end)
        hit = i > 0 and reach[i - 1] >= start
        tp += hit
        row = get(label)
        if row is None:
            row = by_label[label] = [0, 0]
        row[0 if hit else 1] += 1
    starts, reach = ref_index.starts, ref_index.reach
    fp = 0
    for start, end in candidate:
        i = bisect_right(starts, end)
        if not (i > 0 and reach[i - 1] >= start):
            fp += 1
    return OverlapCounts(tp, fp, len(reference) - tp, len(candidate), by_label)


def repeated_lines(path: Path) -> dict[str, list[tuple[int, int, str]]]:
    """The lines a PhysioNet spans file repeats, beyond their first, by note name.

    A document holds a span once; runStat.pl counts every line, so these
    are added back to a note's lines (see :func:`runstat_counts`).

    Raises:
        UsageError: the path names no PhysioNet notes.
        ParseError: the spans file is malformed.
    """
    source = spans_file(path)
    if source is None:
        return {}
    read = read_phrase_file if source.name.endswith(".phrase") else read_offsets_file
    found: dict[str, list[tuple[int, int, str]]] = {}
    for (patient, note), spans in read(source).items():
        counts = Counter((s.start, s.end, s.tag) for s in spans)
        extra = [key for key, n in counts.items() for _ in range(n - 1)]
        if extra:
            found[f"{patient}-{note}"] = extra
    return found


def merge_spans(
    text: str,
    spans: Iterable[Offsets],
    *,
    ordered: bool = False,
    flat: bytes | None = None,
) -> set[Offsets]:
    """MEDDOCAN's merged spans: neighbours with no letter or digit between them joined.

    Spans are taken in (start, end) order; each joins the previous merged
    span when the text from that span's end to its start holds no
    alphanumeric character (an empty or negative stretch included, so an
    overlapping span joins too, and, as in the official scorer, a span
    nested in the previous one cuts it back to its own end). ``ordered``:
    ``spans`` are a list in that order already (repeats allowed). ``flat``:
    the text's :func:`~vtt_py.agreement.spans.token_bytes` when the text is
    ASCII (its letters and digits are the ``a`` bytes there).
    """
    in_order: Sequence[Offsets] = spans if ordered else sorted(spans)  # type: ignore[assignment]
    merged = _joined(text, in_order, flat)
    return set(in_order if merged is None else merged)


def _joined(
    text: str, in_order: Sequence[Offsets], flat: bytes | None
) -> list[Offsets] | None:
    """:func:`merge_spans` as a list, or None when no span joins another (nearly always)."""
    if len(in_order) < 2:
        return None
    # A merged span ends where its last part does, so the stretch before
    # each span starts at the previous span's own end whatever was joined:
    # every stretch is asked about at once, in C (a regex search per span
    # in Python was a tenth of a pair's scoring).
    ends, later = map(_END, in_order), map(_START, in_order[1:])
    if flat is not None:
        found: list[object] = list(map(flat.find, repeat(b"a"), ends, later))
        none = -1  # find's "not found": no letter or digit in the stretch
    else:
        found = list(map(_ALNUM.search, repeat(text), ends, later))
        none = None
    if none not in found:
        return None
    merged = [in_order[0]]
    for span, letter in zip(in_order[1:], found, strict=True):
        if letter == none:
            merged[-1] = (merged[-1][0], span[1])
        else:
            merged.append(span)  # the span's own tuple: most are never joined
    return merged


def merged_counts(
    text: str,
    reference: Iterable[Offsets],
    candidate: Iterable[Offsets],
    ordered: tuple[Sequence[Offsets], Sequence[Offsets]] | None = None,
    shared: set[Offsets] | None = None,
    flat: bytes | None = None,
    disjoint: bool = False,
) -> tuple[int, int, int]:
    """MEDDOCAN subtrack 2 [merged] (tp, fp, fn) of one document, labels ignored.

    tp counts the spans both sides have exactly, before or after merging;
    fp the candidate spans (unmerged, without an exact match) inside none
    of those; fn likewise for reference spans. ``ordered``: the same
    offsets of each side sorted, when at hand (then not sorted again);
    ``shared``: the offsets both sides have, when at hand; ``flat``: see
    :func:`merge_spans`; ``disjoint``: no span of either side is empty or
    overlaps another of its side.
    """
    gold = reference if isinstance(reference, set) else set(reference)
    system = candidate if isinstance(candidate, set) else set(candidate)
    in_order = (sorted(gold), sorted(system)) if ordered is None else ordered
    joined = [_joined(text, in_order[0], flat), _joined(text, in_order[1], flat)]
    both = gold & system if shared is None else shared
    if joined[0] is None and joined[1] is None:
        found = both  # merging changed neither side: their merged spans are theirs
    else:
        merged = [
            set(spans if joins is None else joins)
            for spans, joins in zip(in_order, joined, strict=True)
        ]
        found = both | (merged[0] & merged[1])
    # A span only one side has lies in no span that side has too when the
    # side's spans are disjoint (the two would overlap): then only merged
    # spans can hold it, and most pairs have none in common.
    holding = found - both if disjoint else found
    extra, missed = len(system) - len(both), len(gold) - len(both)
    if not holding:
        return len(found), extra, missed
    inside = Reach(holding).contain
    # Counted by map in C: a generator's frame per span cost more.
    fp = extra - sum(map(inside, system - gold))
    fn = missed - sum(map(inside, gold - system))
    return len(found), fp, fn
