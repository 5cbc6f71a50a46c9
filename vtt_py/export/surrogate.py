"""Realistic surrogates for a gold corpus (seed 000): a new corpus whose markups point at them.

Every PHI span is replaced by a surrogate of its kind (names, dates, ages,
identifiers, phone numbers, e-mails, URLs, places; see the ``surrogate_*``
modules), the text is rebuilt and every markup moved to its new place, so
the output is itself a gold standard to share. Nested and overlapping PHI
markups (an address and its street) are cut into pieces at every markup
boundary and each piece is replaced once, so all of them stay aligned.

Guarantees, each checked for every span:

* a surrogate never equals its original, never equals any original PHI
  string of the corpus (dates and ages: of the same note, since a shifted
  date may well equal another patient's), and never contains an original
  PHI string of the same note as a word (single characters excepted);
* the same name, identifier or place gets the same surrogate within the
  chosen scope (a note, a patient, or the whole corpus);
* one patient's dates all move by the same number of days.

A surrogate that cannot meet the first guarantee in its own style (a date
whose shift would reuse an original) is regenerated character by character
and counted as a warning.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.export import surrogate_shapes as shapes
from vtt_py.export.corpus_io import property_tagset
from vtt_py.export.offsets import OffsetMap, Replaced
from vtt_py.export.phi import ALL_PHI, PhiRule
from vtt_py.export.redact import phi_regions
from vtt_py.export.surrogate_ages import derived_age
from vtt_py.export.surrogate_date_groups import shift_group
from vtt_py.export.surrogate_dates import DateShifter
from vtt_py.export.surrogate_kinds import Kind
from vtt_py.export.surrogate_names import NameMaker, NameScope
from vtt_py.export.surrogate_places import PlaceMaker
from vtt_py.export.surrogate_plan import (
    DATE_KINDS,
    DEFAULT_PATIENT_PATTERN,
    CorpusPlan,
    NotePlan,
    plan_corpus,
)
from vtt_py.formats.registry import FormatContext

SCOPES = ("document", "patient", "corpus")
_SHAPES: dict[Kind, Callable[[random.Random, str], str]] = {
    Kind.AGE: shapes.age,
    Kind.PHONE: shapes.phone,
    Kind.EMAIL: shapes.email,
    Kind.URL: shapes.url,
    Kind.IP: shapes.ip_address,
    Kind.ID: shapes.identifier,
    Kind.ZIP: shapes.identifier,
    Kind.OTHER: shapes.identifier,
}
_LOCAL_KINDS = DATE_KINDS | {Kind.AGE}  # checked against the note only


@dataclass(frozen=True)
class SurrogateOptions:
    """How surrogates are made.

    Attributes:
        seed: makes the output reproducible (None: a fresh random seed).
        scope: names, identifiers and places are consistent within a
            ``document``, a ``patient`` or the whole ``corpus``.
        patient_pattern: regular expression on document names whose first
            group is the patient (dates shift per patient).
        day_first: read ambiguous numeric dates as day/month.
    """

    seed: int | None = None
    scope: str = "document"
    patient_pattern: str = DEFAULT_PATIENT_PATTERN
    day_first: bool = False


@dataclass(frozen=True)
class MappingEntry:
    """One replaced PHI markup, for the data owner's mapping file (it holds PHI)."""

    document: str
    label: str
    start: int
    end: int
    original: str
    new_start: int
    new_end: int
    surrogate: str

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return asdict(self)


def _pieces(group: list[Markup]) -> Iterator[tuple[int, int, Markup]]:
    """Cut overlapping markups at every boundary; each piece goes with its innermost markup."""
    bounds = sorted({m.start for m in group} | {m.end for m in group})
    current: tuple[int, int, Markup] | None = None
    for a, b in zip(bounds, bounds[1:], strict=False):
        covering = [m for m in group if m.start <= a and b <= m.end]
        inner = min(covering, key=lambda m: m.end - m.start)
        if current is not None and current[2] is inner and current[1] == a:
            current = (current[0], b, inner)
            continue
        if current is not None:
            yield current
        current = (a, b, inner)
    if current is not None:
        yield current


class Surrogator:
    """Makes surrogates for the documents of one corpus.

    Args:
        docs: the whole corpus (read once to plan; then :meth:`document` per item).
        is_phi: which labels are replaced.
        options: seed, consistency scope, patient naming.
        ctx: collects counted warnings.
    """

    def __init__(
        self,
        docs: Sequence[tuple[str, Document]],
        is_phi: Callable[[str, str], bool],
        options: SurrogateOptions,
        ctx: FormatContext,
    ) -> None:
        if options.scope not in SCOPES:
            raise ValueError(f"scope must be one of {', '.join(SCOPES)}")
        self.rng = random.Random(options.seed)
        self.options = options
        self.ctx = ctx
        self.plan: CorpusPlan = plan_corpus(
            docs,
            is_phi,
            rng=self.rng,
            pattern=options.patient_pattern,
            day_first=options.day_first,
            ctx=ctx,
        )
        self.names = NameMaker(self.rng, self.plan.forbidden)
        self.places = PlaceMaker(self.rng, self.plan.forbidden)
        self._scopes: dict[str, NameScope] = {}

    def _scope(self, note: NotePlan) -> NameScope:
        key = {"document": note.name, "patient": note.patient, "corpus": ""}[
            self.options.scope
        ]
        return self._scopes.setdefault(key, NameScope())

    def document(self, name: str, doc: Document) -> tuple[Document, list[MappingEntry]]:
        """The document with surrogates, and the mapping of each replaced markup."""
        note = self.plan.notes[name]
        scope = self._scope(note)
        shifter = DateShifter(
            self.plan.shifts[note.patient], day_first=self.options.day_first
        )
        text = doc.text
        fixed = self._fixed(text, note, shifter.days)
        out: list[str] = []
        replaced: list[Replaced] = []
        pos = shift = 0
        for group in phi_regions(note.phi, lambda tag, cat: True):
            for a, b, inner in _pieces(group):
                if (a, b) == (inner.start, inner.end) and inner in fixed:
                    new = fixed[inner]
                else:
                    new = self._piece(
                        text[a:b], note.kinds[inner], note, scope, shifter
                    )
                out += [text[pos:a], new]
                replaced.append(Replaced(a, b, a + shift, a + shift + len(new)))
                shift += len(new) - (b - a)
                pos = b
        out.append(text[pos:])
        new_doc = Document(
            "".join(out), doc.tagset.copy(), meta=doc.meta.copy(), layout=doc.layout
        )
        markups, mapping = self._markups(doc, note, new_doc.text, OffsetMap(replaced))
        new_doc.extend_sorted(markups)
        return new_doc, mapping

    def _fixed(self, text: str, note: NotePlan, days: int) -> dict[Markup, str]:
        """Surrogates decided by the dates: date parts shifted as one, derived ages.

        A date group whose shift would reuse PHI is left to the parts (each
        then regenerated as usual); a derived age is the age the shifted dates
        give, even when that is the original age (see ``surrogate_ages``).
        """
        fixed: dict[Markup, str] = {}
        for group in note.groups:
            new = shift_group(text, group, days)
            if new is not None and all(
                self._acceptable(v, text[m.start : m.end], note.kinds[m], note)
                for m, v in new.items()
            ):
                fixed.update(new)
        birth = note.birth or self.plan.births.get(note.patient)
        for m in note.phi:
            if note.kinds[m] is Kind.AGE:
                age = derived_age(text[m.start : m.end], birth, note.dates, days)
                if age is not None:
                    fixed[m] = age
        return fixed

    def _markups(
        self, doc: Document, note: NotePlan, new_text: str, offsets: OffsetMap
    ) -> tuple[list[Markup], list[MappingEntry]]:
        phi = set(note.phi)
        kept: dict[tuple[int, int, str, str], Markup] = {}
        mapping: list[MappingEntry] = []
        for m in doc.markups:
            moved, cut = offsets.markup(m)
            if m in phi:
                mapping.append(
                    MappingEntry(note.name, m.label, m.start, m.end, doc.text_of(m),
                                 moved.start, moved.end, new_text[moved.start : moved.end])
                )  # fmt: skip
            elif cut:
                self.ctx.warn(
                    "non-PHI markups partly inside a replaced span moved to its edges"
                )
            if moved.annotation and note.leaks(moved.annotation):
                self.ctx.warn("comments quoting original PHI cleared")
                moved = moved.with_(annotation="")
            kept.setdefault((moved.start, moved.end, moved.tag, moved.category), moved)
        return list(kept.values()), mapping

    def _piece(
        self,
        text: str,
        kind: Kind,
        note: NotePlan,
        scope: NameScope,
        shifter: DateShifter,
    ) -> str:
        if not any(c.isalnum() for c in text):
            return text
        key = (kind.value, text)
        cached = scope.values.get(key)
        if cached is not None and self._acceptable(cached, text, kind, note):
            return cached
        candidate = text
        for attempt in range(40):
            candidate = self._generate(text, kind, scope, shifter, attempt)
            if self._acceptable(candidate, text, kind, note):
                if kind not in DATE_KINDS:
                    scope.values[key] = candidate
                if attempt and kind in DATE_KINDS:
                    self.ctx.warn(
                        "dates regenerated digit by digit (a shift would reuse PHI)"
                    )
                return candidate
        self.ctx.warn("surrogates that could not avoid every original PHI string")
        return candidate

    def _acceptable(
        self, candidate: str, original: str, kind: Kind, note: NotePlan
    ) -> bool:
        low = candidate.strip().casefold()
        if low == original.strip().casefold() or note.leaks(candidate):
            return False
        return kind in _LOCAL_KINDS or low not in self.plan.forbidden

    def _generate(
        self,
        text: str,
        kind: Kind,
        scope: NameScope,
        shifter: DateShifter,
        attempt: int,
    ) -> str:
        rng = self.rng
        if kind in DATE_KINDS:
            shifted = (
                shifter.shift(text, year_hint=kind is Kind.YEAR)
                if not attempt
                else None
            )
            return shifted if shifted is not None else shapes.scramble(rng, text)
        if kind is Kind.NAME:
            if attempt:
                return " ".join(shapes.alter_letters(rng, w) for w in text.split(" "))
            return self.names.surrogate(text, scope)
        if kind is Kind.INITIALS:
            return (
                self.names.initials(text, scope)
                if not attempt
                else shapes.scramble(rng, text)
            )
        maker = _SHAPES.get(kind)
        if maker is not None:
            return maker(rng, text)
        return self.places.surrogate(text, kind, scope, keep_generic=attempt == 0)


def surrogate_corpus(
    docs: Sequence[tuple[str, Document]],
    is_phi: Callable[[str, str], bool],
    options: SurrogateOptions,
    ctx: FormatContext,
) -> tuple[list[tuple[str, Document]], list[MappingEntry], dict[str, int]]:
    """Surrogates for a whole corpus.

    Returns:
        The new documents (same names), the mapping of every replaced
        markup, and the date shift (days) of every patient.
    """
    maker = Surrogator(docs, is_phi, options, ctx)
    out: list[tuple[str, Document]] = []
    mapping: list[MappingEntry] = []
    for name, doc in docs:
        new, entries = maker.document(name, doc)
        out.append((name, new))
        mapping.extend(entries)
    return out, mapping, dict(maker.plan.shifts)


def surrogate_document(
    doc: Document,
    *,
    seed: int | None,
    is_phi: Callable[[str, str], bool] | None = None,
    name: str = "document",
) -> Document:
    """One document with surrogates (a corpus of one; its own patient).

    Args:
        doc: the document (not modified).
        seed: makes the result reproducible.
        is_phi: which labels are replaced (default: every PHI label of the
            document's tag set, or of the shipped set its labels fit best).
        name: the document's name (the patient, for the date shift).

    Returns:
        A new document whose markups point at the surrogates.
    """
    if is_phi is None:
        tagset = doc.tagset if doc.tagset.properties.get(ALL_PHI) else None
        rule = PhiRule(tagset or property_tagset([(name, doc)], None), ALL_PHI)
        is_phi = rule.is_phi
    options = SurrogateOptions(seed=seed)
    return Surrogator([(name, doc)], is_phi, options, FormatContext()).document(
        name, doc
    )[0]
