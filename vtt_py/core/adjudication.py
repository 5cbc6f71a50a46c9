"""Adjudication of two annotators' work: agreements merged, disagreements marked for a decision.

An adjudication document is an ordinary VTT document. Markups both
annotators made identically (same span, tag and category) are accepted as
they are. Every other markup is kept with its annotation prefixed by
``pending A`` or ``pending B``; overlapping pending markups form one
*disagreement group*. Deciding a group (take A, take B, take both, take
neither) removes its pending markups and adds the chosen side's back without
the mark. When no mark is left the document is the gold file.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.core.tagset import TagSet

PREFIX = "pending "
SIDES = ("A", "B")
_MARK = re.compile(r"^pending ([AB])(?:; )?")


class Choice(StrEnum):
    """What the adjudicator keeps from a disagreement group.

    ``EDIT`` keeps markups the adjudicator wrote instead (see resolve_edit).
    """

    A = "A"
    B = "B"
    BOTH = "both"
    NEITHER = "neither"
    EDIT = "edit"


@dataclass(frozen=True)
class Group:
    """Overlapping pending markups from one or both annotators.

    Attributes:
        start: first character any of them covers.
        end: end of the last one (exclusive).
        markups: the pending markups, in VTT order.
    """

    start: int
    end: int
    markups: tuple[Markup, ...]

    def side(self, side: str) -> list[Markup]:
        """The group's markups from annotator ``side`` ('A' or 'B')."""
        return [m for m in self.markups if pending_side(m) == side]

    @property
    def kind(self) -> str:
        """``type`` (same span, other label), ``boundary``, ``only A`` or ``only B``."""
        a, b = self.side("A"), self.side("B")
        if not a or not b:
            return "only A" if a else "only B"
        if {m.span for m in a} == {m.span for m in b}:
            return "type"
        return "boundary"


def pending_side(markup: Markup) -> str | None:
    """'A' or 'B' for a pending markup, None for accepted ones."""
    match = _MARK.match(markup.annotation)
    return match.group(1) if match else None


def strip_pending(markup: Markup) -> Markup:
    """The markup as gold: the pending mark removed, any comment kept."""
    if not markup.annotation.startswith(PREFIX):
        return markup
    return markup.with_(annotation=_MARK.sub("", markup.annotation, count=1))


def _mark(markup: Markup, side: str) -> Markup:
    note = f"{PREFIX}{side}"
    rest = markup.annotation
    return markup.with_(annotation=f"{note}; {rest}" if rest else note)


def _merged_tagset(a: TagSet, b: TagSet) -> TagSet:
    merged = a.copy()
    for tag in b.user_tags:
        if tag.label not in merged:
            merged.add(tag)
    return merged


def _merged_annotation(a: str, b: str) -> str:
    if not b or a == b:
        return a
    return b if not a else f"{a} / {b}"


def merge_for_adjudication(a: Document, b: Document) -> Document:
    """The starting adjudication document for two annotations of one text.

    Args:
        a: annotator A's document.
        b: annotator B's document (same text).

    Returns:
        A new document: agreements accepted, every other markup pending.

    Raises:
        ValueError: the two texts differ.
    """
    if a.text != b.text:
        raise ValueError("the two documents have different texts")
    by_key_b = {m[:4]: m for m in b.markups}
    keys_a = {m[:4] for m in a.markups}
    merged: list[Markup] = []
    for m in a.markups:
        other = by_key_b.get(m[:4])
        if other is None:
            merged.append(_mark(m, "A"))
        else:
            merged.append(
                m.with_(annotation=_merged_annotation(m.annotation, other.annotation))
            )
    merged.extend(_mark(m, "B") for m in b.markups if m[:4] not in keys_a)
    doc = Document(a.text, _merged_tagset(a.tagset, b.tagset), meta=a.meta.copy())
    doc.layout = a.layout
    doc.extend_sorted(merged)
    return doc


def is_pending(markup: Markup) -> bool:
    """Whether a markup waits for a decision (``pending A`` or ``pending B``)."""
    return markup.annotation.startswith(PREFIX) and pending_side(markup) is not None


def cluster(pending: Iterable[Markup]) -> list[Group]:
    """Pending markups (in VTT order) gathered into groups of overlapping ones."""
    result: list[Group] = []
    current: list[Markup] = []
    end = -1
    for m in pending:  # VTT order: by start, longest first
        if current and m.start >= end and not (m.start == m.end == end):
            result.append(Group(current[0].start, end, tuple(current)))
            current = []
        current.append(m)
        end = max(end, m.end) if len(current) > 1 else m.end
    if current:
        result.append(Group(current[0].start, end, tuple(current)))
    return result


def groups(doc: Document) -> list[Group]:
    """Disagreement groups: clusters of overlapping pending markups, in text order."""
    return cluster(m for m in doc.markups if is_pending(m))


def regroup(doc: Document, found: list[Group], start: int, end: int) -> list[Group]:
    """The groups after an edit of ``[start, end)``, given those before it.

    Only groups near the edit are recomputed, so keeping the groups of a long
    note up to date costs as much as the edit, not a pass over every markup.

    Args:
        doc: the document after the edit.
        found: its groups before the edit (as :func:`groups` returned them).
        start: first character the edit touched.
        end: end of the characters it touched.

    Returns:
        The same list :func:`groups` would return now.
    """
    starts = [g.start for g in found]
    lo, hi = start, max(end, start + 1)
    while True:
        i = bisect.bisect_right(starts, lo) - 1
        if i < 0 or max(found[i].end, found[i].start + 1) <= lo:
            i += 1
        j = max(i, bisect.bisect_left(starts, hi))
        new_lo = min([lo, *(found[k].start for k in range(i, j))])
        new_hi = max([hi, *(found[k].end for k in range(i, j))])
        pending = [m for m in doc.overlapping(new_lo, new_hi) if is_pending(m)]
        new_lo = min([new_lo, *(m.start for m in pending)])
        new_hi = max([new_hi, *(m.end for m in pending)])
        if (new_lo, new_hi) == (lo, hi):
            return found[:i] + cluster(pending) + found[j:]
        lo, hi = new_lo, new_hi


def group_at(doc: Document, pos: int) -> Group | None:
    """The disagreement group covering character ``pos`` (or starting there)."""
    for group in groups(doc):
        if group.start <= pos < max(group.end, group.start + 1):
            return group
    return None


def resolve(group: Group, choice: Choice) -> tuple[list[Markup], list[Markup]]:
    """The edit that decides a group: (markups to remove, markups to add).

    Taking both keeps every markup of the group (identical spans with
    different labels coexist). Exact duplicates across sides collapse.
    """
    if choice is Choice.EDIT:
        raise ValueError("an edit decision needs its markups: use resolve_edit")
    keep: Iterable[Markup]
    if choice is Choice.A:
        keep = group.side("A")
    elif choice is Choice.B:
        keep = group.side("B")
    elif choice is Choice.BOTH:
        keep = group.markups
    else:
        keep = ()
    added: dict[tuple[int, int, str, str], Markup] = {}
    for m in keep:
        gold = strip_pending(m)
        added.setdefault(gold[:4], gold)
    return list(group.markups), list(added.values())


def apply(doc: Document, removed: Iterable[Markup], added: Iterable[Markup]) -> None:
    """Apply a decision to a document (the GUI wraps this in an undo command)."""
    for m in removed:
        doc.remove(m)
    for m in added:
        if m[:4] not in {x[:4] for x in doc.with_span(m.start, m.end)}:
            doc.add(m)


def pending_count(doc: Document) -> int:
    """Number of undecided groups (0 when the document is gold)."""
    return len(groups(doc))


def resolve_edit(
    group: Group, markups: Iterable[Markup]
) -> tuple[list[Markup], list[Markup]]:
    """The edit that replaces a group by markups the adjudicator wrote.

    Returns:
        (the group's pending markups, the given markups without any pending mark).
    """
    added: dict[tuple[int, int, str, str], Markup] = {}
    for m in markups:
        gold = strip_pending(m)
        added.setdefault(gold[:4], gold)
    return list(group.markups), list(added.values())


def next_group(
    found: Sequence[Group], pos: int, *, forward: bool = True
) -> Group | None:
    """The first group starting after ``pos`` (before it when not ``forward``), wrapping.

    A group starting exactly at ``pos`` counts as after it, so deciding a
    group and asking for the next one from its start finds its successor.
    """
    if not found:
        return None
    if forward:
        return next((g for g in found if g.start >= pos), found[0])
    return next((g for g in reversed(found) if g.start < pos), found[-1])


def _spans(markups: Iterable[Markup]) -> list[list[int | str]]:
    return [[m.start, m.end, m.label] for m in markups]


def decision_record(
    group: Group,
    choice: Choice,
    added: Sequence[Markup],
    *,
    document: str,
    user: str,
) -> dict[str, Any]:
    """What the decision log keeps of one decision: offsets and labels, never text.

    Args:
        group: the disagreement decided.
        choice: what was kept.
        added: the gold markups the decision added.
        document: the document's name in its adjudication folder.
        user: who decided.

    Returns:
        A JSON-ready dict: document, user, choice, kind, the group's span, A's
        and B's ``[start, end, label]`` lists and the ``result`` kept.
    """
    return {
        "document": document,
        "user": user,
        "choice": choice.value,
        "kind": group.kind,
        "start": group.start,
        "end": group.end,
        "a": _spans(group.side("A")),
        "b": _spans(group.side("B")),
        "result": _spans(added),
    }
