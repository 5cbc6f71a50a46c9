"""Per-document summaries kept small, and the report's entries built from them only when read.

A 200,000-note comparison keeps one tuple of numbers per note; the dicts
the JSON report and the tables show are made as they are read, so a
terminal report never holds them all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, Generic, NamedTuple, TypeVar, overload

from vtt_py.agreement.coding import Coefficient
from vtt_py.agreement.ratios import Counts

#: The figures each per-document entry repeats from its level scores.
DOC_FIELDS = ("tp", "fp", "fn", "precision", "recall", "f1")

T = TypeVar("T")


class DocumentRow(NamedTuple):
    """One compared document's figures, as plain numbers."""

    name: str
    characters: int
    reference_spans: int
    candidate_spans: int
    disagreements: int
    strict: tuple[int, int, int]
    token: tuple[int, int, int]
    kappa: Coefficient
    alpha: tuple[float, float, float, bool]

    def entry(self) -> dict[str, object]:
        """The report's ``per_document`` entry."""
        entry: dict[str, object] = {
            "doc": self.name,
            "characters": self.characters,
            "reference_spans": self.reference_spans,
            "candidate_spans": self.candidate_spans,
            "disagreements": self.disagreements,
        }
        for level, counts in (("entity_strict", self.strict), ("token", self.token)):
            scores = Counts(*counts).scores()
            entry[level] = {k: scores[k] for k in DOC_FIELDS}
        k = self.kappa
        entry["kappa_token"] = {
            "kappa": k.value,
            "p_o": k.observed,
            "p_e": k.expected,
            "items": k.items,
            "undefined": k.undefined,
        }
        alpha, d_o, d_e, undefined = self.alpha
        entry["alpha_u"] = {
            "alpha": alpha,
            "d_o": d_o,
            "d_e": d_e,
            "undefined": undefined,
        }
        return entry


class LazyList(Sequence[dict[str, Any]], Generic[T]):
    """A read-only list of dicts, each built from a compact row when it is read."""

    def __init__(self, rows: Sequence[T], build: Callable[[T], dict[str, Any]]) -> None:
        self.rows = rows
        self.build = build

    def __len__(self) -> int:
        return len(self.rows)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(index, slice):
            return [self.build(row) for row in self.rows[index]]
        return self.build(self.rows[index])

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return (self.build(row) for row in self.rows)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return len(self) == len(other) and all(
                a == b for a, b in zip(self, other, strict=True)
            )
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LazyList({len(self)} entries)"
