"""Per-document summaries kept small, and the report's entries built from them only when read.

A 200,000-note comparison keeps one tuple of numbers per note; the dicts
the JSON report and the tables show are made as they are read, so a
terminal report never holds them all.
"""

from __future__ import annotations

from array import array
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


_INTS = 13  # characters, spans (2), disagreements, strict (3), token (3), kappa items and flags
_FLOATS = 6  # kappa, P_o, P_e, alpha_U, D_o, D_e


class RowTable(Sequence[DocumentRow]):
    """Document rows stored as columns of numbers (about 100 bytes a document, not 1 KB)."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.ints = array("i")  # 32 bits: counts and lengths within one note
        self.floats = array("d")

    def append(self, row: DocumentRow) -> None:
        """Add one document's row."""
        k, (alpha, d_o, d_e, alpha_undefined) = row.kappa, row.alpha
        self.names.append(row.name)
        self.ints.extend(
            (row.characters, row.reference_spans, row.candidate_spans, row.disagreements,
             *row.strict, *row.token, k.items, k.undefined, alpha_undefined)
        )  # fmt: skip
        self.floats.extend((k.value, k.observed, k.expected, alpha, d_o, d_e))

    def add_name(self, name: str) -> None:
        """Count a document whose own figures are not kept (no row is read then)."""
        self.names.append(name)

    def __len__(self) -> int:
        return len(self.names)

    @overload
    def __getitem__(self, index: int) -> DocumentRow: ...

    @overload
    def __getitem__(self, index: slice) -> list[DocumentRow]: ...

    def __getitem__(self, index: int | slice) -> DocumentRow | list[DocumentRow]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        i = index + len(self) if index < 0 else index
        n = self.ints[_INTS * i : _INTS * (i + 1)]
        f = self.floats[_FLOATS * i : _FLOATS * (i + 1)]
        return DocumentRow(
            self.names[i],
            n[0],
            n[1],
            n[2],
            n[3],
            (n[4], n[5], n[6]),
            (n[7], n[8], n[9]),
            Coefficient(f[0], f[1], f[2], n[10], bool(n[11])),
            (f[3], f[4], f[5], bool(n[12])),
        )


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
