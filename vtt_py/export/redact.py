"""Redaction: each PHI span replaced by its tag label, ``[Date]`` (seed 003, "Redaction").

Overlapping PHI spans form one redaction. When they carry different tags
the replacement is ``[PHI]`` rather than a guess between them, as NLM's
redactor does. The result is also a document whose markups point at the
replacements (and at the moved non-PHI markups), so it can be saved as VTT;
comments on redacted markups are dropped, since they may quote the PHI.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.export.offsets import OffsetMap, Replaced

MIXED = "PHI"

IsPhi = Callable[[str, str], bool]


@dataclass
class RedactionStats:
    """Counts over one or more redacted documents."""

    documents: int = 0
    markups: int = 0
    redactions: int = 0
    mixed: int = 0
    stretched: int = 0
    notes_dropped: int = 0
    labels: set[str] = field(default_factory=set)

    def add(self, other: RedactionStats) -> None:
        """Add another document's counts."""
        self.documents += other.documents
        self.markups += other.markups
        self.redactions += other.redactions
        self.mixed += other.mixed
        self.stretched += other.stretched
        self.notes_dropped += other.notes_dropped
        self.labels |= other.labels


def phi_regions(markups: Iterable[Markup], is_phi: IsPhi) -> list[list[Markup]]:
    """PHI markups grouped into regions of overlapping spans, in text order.

    Zero-length markups hide nothing and are left out.
    """
    regions: list[list[Markup]] = []
    end = -1
    for m in sorted(markups, key=lambda m: (m.start, -m.end)):
        if m.start == m.end or not is_phi(m.tag, m.category):
            continue
        if regions and m.start < end:
            regions[-1].append(m)
            end = max(end, m.end)
        else:
            regions.append([m])
            end = m.end
    return regions


def replacement(region: list[Markup]) -> str:
    """``[Tag]`` when every markup in the region has the same tag, else ``[PHI]``."""
    tags = {m.tag for m in region}
    return f"[{tags.pop()}]" if len(tags) == 1 else f"[{MIXED}]"


def redact_document(doc: Document, is_phi: IsPhi) -> tuple[Document, RedactionStats]:
    """A copy of a document with every PHI span replaced by its label.

    Returns:
        The redacted document (its markups cover the replacements, one per
        original label, and the non-PHI markups at their new places) and
        the counts.
    """
    stats = RedactionStats(documents=1)
    pieces: list[str] = []
    regions: list[Replaced] = []
    new_markups: dict[tuple[int, int, str, str], Markup] = {}
    pos = shift = 0
    groups = phi_regions(doc.markups, is_phi)
    for group in groups:
        start, end = group[0].start, max(m.end for m in group)
        label = replacement(group)
        pieces.append(doc.text[pos:start])
        pieces.append(label)
        region = Replaced(start, end, start + shift, start + shift + len(label))
        regions.append(region)
        shift += len(label) - (end - start)
        pos = end
        stats.redactions += 1
        stats.mixed += label == f"[{MIXED}]"
        stats.markups += len(group)
        for m in group:
            stats.labels.add(m.label)
            # A comment on a PHI span may quote it: it goes with the span.
            stats.notes_dropped += bool(m.annotation)
            moved = m.with_(start=region.new_start, end=region.new_end, annotation="")
            _keep(new_markups, moved)
    pieces.append(doc.text[pos:])
    redacted = {m for group in groups for m in group}
    offsets = OffsetMap(regions)
    for m in doc.markups:
        if m not in redacted:
            moved, stretched = offsets.markup(m)
            stats.stretched += stretched
            _keep(new_markups, moved)
    out = Document(
        "".join(pieces), doc.tagset.copy(), meta=doc.meta.copy(), layout=doc.layout
    )
    out.extend_sorted(list(new_markups.values()))
    return out, stats


def _keep(kept: dict[tuple[int, int, str, str], Markup], m: Markup) -> None:
    key = (m.start, m.end, m.tag, m.category)
    old = kept.get(key)
    if old is None:
        kept[key] = m
    elif m.annotation and m.annotation not in old.annotation.split("; "):
        notes = "; ".join(n for n in (old.annotation, m.annotation) if n)
        kept[key] = old.with_(annotation=notes)
