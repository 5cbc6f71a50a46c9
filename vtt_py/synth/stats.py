"""What a synthesis run did, counted per note and summed: the report at the end."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Stats:
    """Counts of one note, one chunk or a whole run.

    Attributes:
        notes: notes synthesized.
        placeholders: placeholders by category (MIMIC-III's words without the
            id, ``date ymd`` for a date value, ``___`` for MIMIC-IV blanks).
        labels: markups written, by label.
        unknown: MIMIC-III categories no keyword matched (kept, marked undecided).
        undecided: MIMIC-IV blanks whose context decided no type (kept, marked).
        context: MIMIC-IV blanks typed from context, by the step that decided.
        unmarked: surrogates of kinds the tag set does not mark (no markup).
    """

    notes: int = 0
    placeholders: Counter[str] = field(default_factory=Counter)
    labels: Counter[str] = field(default_factory=Counter)
    unknown: Counter[str] = field(default_factory=Counter)
    undecided: int = 0
    context: Counter[str] = field(default_factory=Counter)
    unmarked: Counter[str] = field(default_factory=Counter)

    def merge(self, other: Stats) -> None:
        """Add another's counts to these."""
        self.notes += other.notes
        self.undecided += other.undecided
        for name in ("placeholders", "labels", "unknown", "context", "unmarked"):
            getattr(self, name).update(getattr(other, name))

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (counters sorted, most frequent first)."""
        out: dict[str, Any] = {"notes": self.notes, "undecided": self.undecided}
        for name in ("placeholders", "labels", "unknown", "context", "unmarked"):
            out[name] = dict(getattr(self, name).most_common())
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Stats:
        """The counts :meth:`as_dict` wrote."""
        stats = cls(int(data.get("notes", 0)), undecided=int(data.get("undecided", 0)))
        for name in ("placeholders", "labels", "unknown", "context", "unmarked"):
            getattr(stats, name).update(data.get(name, {}))
        return stats


def report_lines(stats: Stats, seconds: float) -> list[str]:
    """The report for a terminal: notes, placeholders by category, unknowns, time."""
    total = sum(stats.placeholders.values())
    rate = stats.notes / seconds if seconds > 0 else 0.0
    lines = [
        f"{stats.notes} notes, {total} placeholders, {sum(stats.labels.values())} "
        f"markups written in {seconds:.1f} s ({rate:.0f} notes/s)",
        "placeholders by category:",
        *(f"  {name:<32} {n}" for name, n in stats.placeholders.most_common()),
        "markups by label:",
        *(f"  {name:<32} {n}" for name, n in stats.labels.most_common()),
    ]
    if stats.unknown:
        lines.append("unknown categories (kept as they are, marked Undecided):")
        lines += [f"  {name:<32} {n}" for name, n in stats.unknown.most_common()]
    blanks = stats.placeholders.get("___", 0)
    if blanks:
        typed = sum(stats.context.values())
        lines.append(
            f"___ typed from context: {typed} of {blanks} ({100 * typed / blanks:.1f} %); "
            f"undecided (kept, marked Undecided): {stats.undecided}"
        )
        lines += [f"  by {name:<29} {n}" for name, n in stats.context.most_common()]
    if stats.unmarked:
        lines.append("surrogates the tag set has no label for (replaced, not marked):")
        lines += [f"  {name:<32} {n}" for name, n in stats.unmarked.most_common()]
    return lines
