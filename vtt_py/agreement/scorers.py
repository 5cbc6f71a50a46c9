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
from pathlib import Path

from vtt_py.agreement.levels import OverlapCounts
from vtt_py.agreement.spans import Reach
from vtt_py.formats.physionet import read_offsets_file, read_phrase_file, spans_file

Offsets = tuple[int, int]
#: A character ``str.isalnum`` accepts (``\\w`` is those and the underscore).
_ALNUM = re.compile(r"[^\W_]")


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
    text: str, spans: Iterable[Offsets], *, ordered: bool = False
) -> set[Offsets]:
    """MEDDOCAN's merged spans: neighbours with no letter or digit between them joined.

    Spans are taken in (start, end) order; each joins the previous merged
    span when the text from that span's end to its start holds no
    alphanumeric character (an empty or negative stretch included, so an
    overlapping span joins too, and, as in the official scorer, a span
    nested in the previous one cuts it back to its own end). ``ordered``:
    ``spans`` are a list in that order already (repeats allowed).
    """
    merged: list[Offsets] = []
    letter = _ALNUM.search
    for span in spans if ordered else sorted(spans):
        start, end = span
        if merged and letter(text, merged[-1][1], start) is None:
            merged[-1] = (merged[-1][0], end)
        else:
            merged.append(span)  # the span's own tuple: most are never joined
    return set(merged)


def merged_counts(
    text: str,
    reference: Iterable[Offsets],
    candidate: Iterable[Offsets],
    ordered: tuple[Sequence[Offsets], Sequence[Offsets]] | None = None,
    shared: set[Offsets] | None = None,
) -> tuple[int, int, int]:
    """MEDDOCAN subtrack 2 [merged] (tp, fp, fn) of one document, labels ignored.

    tp counts the spans both sides have exactly, before or after merging;
    fp the candidate spans (unmerged, without an exact match) inside none
    of those; fn likewise for reference spans. ``ordered``: the same
    offsets of each side sorted, when at hand (then not sorted again);
    ``shared``: the offsets both sides have, when at hand.
    """
    gold = reference if isinstance(reference, set) else set(reference)
    system = candidate if isinstance(candidate, set) else set(candidate)
    if ordered is None:
        merged = merge_spans(text, gold), merge_spans(text, system)
    else:
        merged = (
            merge_spans(text, ordered[0], ordered=True),
            merge_spans(text, ordered[1], ordered=True),
        )
    both = gold & system if shared is None else shared
    found = both | (merged[0] & merged[1])
    inside = Reach(found).contain
    # Counted by map in C: a generator's frame per span cost more.
    extra, missed = system - gold, gold - system
    fp = len(extra) - sum(map(inside, extra))
    fn = len(missed) - sum(map(inside, missed))
    return len(found), fp, fn
