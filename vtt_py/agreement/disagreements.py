"""The confusion matrix over identical offsets and the classified disagreement list.

Every reference span without an exact match (same offsets and label) and
every candidate span without one is listed once, classified as

- ``type``: the other side has a span with the same offsets, another label;
- ``boundary``: the other side has overlapping spans, none with these offsets;
- ``missing`` (reference side) / ``spurious`` (candidate side): nothing overlaps.

Unmatched spans that overlap each other form one *case* (a type error is
two spans, a split date three), which is how the HTML report and the
adjudication view show them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from vtt_py.agreement.levels import Overlaps, SpanSide
from vtt_py.agreement.matching import Matched
from vtt_py.agreement.spans import Span, SpanIndex

#: Row and column names the confusion matrix adds to the labels.
MISSING = "missing"
SPURIOUS = "spurious"


def _labels_at(
    spans: Iterable[tuple[int, int, str]],
) -> dict[tuple[int, int], list[str]]:
    found: dict[tuple[int, int], list[str]] = {}
    for start, end, label in spans:
        found.setdefault((start, end), []).append(label)
    return found


def confusion(
    ref: SpanSide, cand: SpanSide, matched: Matched | None = None
) -> dict[tuple[str, str], int]:
    """Label confusion over identical offsets, with missing and spurious cells.

    ``matched``: ``Matched.of(ref, cand)``, when already made.

    Returns:
        ``{(reference label, candidate label): count}``; a reference span
        with no candidate at the same offsets counts in ``(label,
        "missing")``, a candidate span with no reference at the same
        offsets in ``("spurious", label)``. Spans stacked on the same
        offsets pair equal labels first, then the rest in label order.
    """
    same, ref_only, cand_only, _ = matched or Matched.of(ref, cand)
    # Exact matches pair first whatever else is stacked on their offsets,
    # so only the rest needs grouping by offsets. Plain dict counts: this
    # runs once per document pair.
    cells: dict[tuple[str, str], int] = {}
    get = cells.get
    for _, _, label in same:
        key = label, label
        cells[key] = get(key, 0) + 1
    add_unmatched_cells(cells, _labels_at(ref_only), _labels_at(cand_only))
    return cells


def add_unmatched_cells(
    cells: dict[tuple[str, str], int],
    by_ref: dict[tuple[int, int], list[str]],
    by_cand: dict[tuple[int, int], list[str]],
) -> None:
    """Count into ``cells`` the spans without an exact match, grouped by offsets.

    On shared offsets the labels pair in sorted order; the rest are
    ``missing`` (reference only) or ``spurious`` (candidate only).
    """
    get = cells.get
    for offsets, ref_labels in by_ref.items():
        cand_labels = by_cand.get(offsets, [])
        if len(ref_labels) == 1 and len(cand_labels) <= 1:  # nearly always: no sort
            pairs = [(ref_labels[0], cand_labels[0] if cand_labels else MISSING)]
        else:
            rest_ref, rest_cand = sorted(ref_labels), sorted(cand_labels)
            pairs = list(zip(rest_ref, rest_cand, strict=False))
            pairs += [(a, MISSING) for a in rest_ref[len(rest_cand) :]]
            pairs += [(SPURIOUS, b) for b in rest_cand[len(rest_ref) :]]
        for key in pairs:
            cells[key] = get(key, 0) + 1
    for offsets, cand_labels in by_cand.items():
        if offsets not in by_ref:
            for b in cand_labels:
                key = SPURIOUS, b
                cells[key] = get(key, 0) + 1


def count_kinds(
    ref: SpanSide,
    cand: SpanSide,
    overlaps: Overlaps,
    matched: Matched | None = None,
) -> dict[str, int]:
    """How many disagreements of each kind :func:`classify` would list (no list built).

    A span without an exact match is a ``type`` error when the other side
    has its offsets, a ``boundary`` one when it overlaps the other side,
    else ``missing`` (reference) or ``spurious`` (candidate).
    ``matched``: ``Matched.of(ref, cand)``, when already made.
    """
    kinds: dict[str, int] = {}
    ref_hits, cand_hits = overlaps.hits
    _, ref_only, cand_only, _ = matched or Matched.of(ref, cand)
    for side, unmatched, other, hits in (
        (MISSING, ref_only, cand, ref_hits),
        (SPURIOUS, cand_only, ref, cand_hits),
    ):
        offsets = other.offsets
        for start, end, _ in unmatched:
            key = start, end
            kind = "type" if key in offsets else "boundary" if hits[key] else side
            kinds[kind] = kinds.get(kind, 0) + 1
    return kinds


def classify(
    doc: str,
    text: str,
    ref: Sequence[Span],
    cand: Sequence[Span],
    indexes: tuple[SpanIndex, SpanIndex] | None = None,
) -> list[dict[str, object]]:
    """The disagreement list of one document (measures.md §4).

    Args:
        doc: the document's name, copied into each entry.
        text: the document text (for each span's ``text``).
        ref: the reference spans (distinct, sorted).
        cand: the candidate spans (distinct, sorted).
        indexes: both sides' span indexes, when already built.

    Returns:
        Entries ``{"doc", "kind", "side", "start", "end", "label", "text",
        "other", "case"}`` sorted by offsets; ``other`` lists the other
        side's spans at the same offsets or overlapping, as
        ``{"start", "end", "label"}``; ``case`` numbers groups of
        overlapping disagreements within the document from 0.
    """
    ref_index, cand_index = indexes or (SpanIndex(ref), SpanIndex(cand))
    ref_set, cand_set = set(ref), set(cand)
    entries = []
    for side, spans, others, other_set in (
        ("reference", ref, cand_index, cand_set),
        ("candidate", cand, ref_index, ref_set),
    ):
        # The other side's spans by offsets, in index order (as spans_at
        # lists them); overlaps are looked for only when none has these.
        at: dict[tuple[int, int], list[Span]] = {}
        for other in others.spans:
            at.setdefault((other.start, other.end), []).append(other)
        for span in spans:
            if span in other_set:
                continue
            same = at.get((span.start, span.end))
            if same:
                kind, related = "type", same
            else:
                touching = others.overlapping(span.start, span.end)
                if touching:
                    kind, related = "boundary", touching
                else:
                    kind, related = (MISSING if side == "reference" else SPURIOUS), []
            entries.append(_entry(doc, text, side, kind, span, related))
    entries.sort(
        key=lambda e: (e["start"], e["end"], e["side"] != "reference", e["label"])
    )
    _number_cases(entries)
    return entries


def _entry(
    doc: str, text: str, side: str, kind: str, span: Span, related: Sequence[Span]
) -> dict[str, object]:
    return {
        "doc": doc,
        "kind": kind,
        "side": side,
        "start": span.start,
        "end": span.end,
        "label": span.label,
        "text": text[span.start : span.end],
        "other": [{"start": o.start, "end": o.end, "label": o.label} for o in related],
        "case": 0,
    }


def _number_cases(entries: list[dict[str, object]]) -> None:
    """Group entries (sorted by start) whose spans overlap or coincide."""
    case = -1
    case_start = case_end = -1
    for entry in entries:
        start, end = int(entry["start"]), int(entry["end"])  # type: ignore[call-overload]
        joins = case >= 0 and (start < case_end or start == case_start)
        if not joins:
            case += 1
            case_start, case_end = start, end
        case_end = max(case_end, end)
        entry["case"] = case
