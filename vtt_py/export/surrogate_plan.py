"""The corpus-wide part of surrogate generation: what is PHI, what is forbidden, date shifts.

Before any document is changed the whole corpus is read once to learn
every original PHI string (no surrogate may be one of them, seed 000) and to
pick one date shift per patient such that no shifted date of that patient's
notes equals, or contains as a word, an original PHI string of the same note.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.export.surrogate_ages import note_dates
from vtt_py.export.surrogate_date_groups import date_groups, shift_group
from vtt_py.export.surrogate_dates import DateShifter, good_shift
from vtt_py.export.surrogate_kinds import Kind, contact_kind, label_kind
from vtt_py.export.surrogate_names import name_words
from vtt_py.formats.registry import FormatContext
from vtt_py.formats.user_patterns import user_pattern

#: Documents named ``<patient>-<note>`` (PhysioNet's naming) share a patient.
DEFAULT_PATIENT_PATTERN = r"(.+)-[0-9]+"
MIN_SHIFT_DAYS, MAX_SHIFT_DAYS = 400, 1500
DATE_KINDS = frozenset({Kind.DATE, Kind.YEAR})
#: Kinds whose words are collected as forbidden surrogate words.
_WORDY = frozenset(
    {Kind.NAME, Kind.INITIALS, Kind.STREET, Kind.CITY, Kind.ORGANIZATION, Kind.LOCATION}
)

IsPhi = Callable[[str, str], bool]


def markup_kind(m: Markup, text: str) -> Kind:
    """The kind of PHI a markup holds (contacts decided by their text)."""
    kind = label_kind(m.tag, m.category)
    return contact_kind(text) if kind is Kind.CONTACT else kind


def patient_of(name: str, pattern: str) -> str:
    """The patient a document belongs to: the pattern's first group, else the document.

    Raises:
        UsageError: the (user's) pattern is bad or takes too long.
    """
    match = user_pattern(pattern, "the patient pattern").fullmatch(name)
    return match.group(1) if match and match.groups() else name


def leak_pattern(originals: set[str]) -> re.Pattern[str] | None:
    """A case-blind pattern finding any of the strings as a whole word (None when none)."""
    usable = sorted((o for o in originals if len(o) > 1), key=len, reverse=True)
    if not usable:
        return None
    body = "|".join(re.escape(o) for o in usable)
    return re.compile(rf"(?<!\w)(?:{body})(?!\w)", re.IGNORECASE)


@dataclass
class NotePlan:
    """One document's PHI markups and original PHI strings."""

    name: str
    patient: str
    phi: list[Markup]
    kinds: dict[Markup, Kind]
    originals: set[str]
    leak: re.Pattern[str] | None = None
    #: Date parts marked apart that write one date (shifted as one).
    groups: list[list[Markup]] = field(default_factory=list)
    #: The birth date the note gives, and its other full dates (originals).
    birth: dt.date | None = None
    dates: list[dt.date] = field(default_factory=list)

    def leaks(self, candidate: str) -> bool:
        """Whether a surrogate equals, or contains as a word, an original PHI string here."""
        return self.leak is not None and self.leak.search(candidate) is not None


@dataclass
class CorpusPlan:
    """Every note's plan, the forbidden strings and the date shift of each patient."""

    notes: dict[str, NotePlan] = field(default_factory=dict)
    forbidden: set[str] = field(default_factory=set)
    shifts: dict[str, int] = field(default_factory=dict)
    #: Each patient's birth date, from the first note that gives it.
    births: dict[str, dt.date] = field(default_factory=dict)


def _note_plan(
    name: str, doc: Document, is_phi: IsPhi, pattern: str, day_first: bool
) -> NotePlan:
    phi = [m for m in doc.markups if m.end > m.start and is_phi(m.tag, m.category)]
    kinds = {m: markup_kind(m, doc.text_of(m)) for m in phi}
    originals = {doc.text_of(m).strip().casefold() for m in phi}
    originals.discard("")
    plan = NotePlan(name, patient_of(name, pattern), phi, kinds, originals)
    plan.leak = leak_pattern(originals)
    plan.groups = date_groups(doc.text, (m for m in phi if kinds[m] in DATE_KINDS))
    plan.birth, plan.dates = note_dates(
        doc.text,
        ((m.start, m.end) for m in phi if kinds[m] is Kind.DATE),
        day_first=day_first,
    )
    return plan


def plan_corpus(
    docs: Sequence[tuple[str, Document]],
    is_phi: IsPhi,
    *,
    rng: random.Random,
    pattern: str = DEFAULT_PATIENT_PATTERN,
    day_first: bool = False,
    ctx: FormatContext,
) -> CorpusPlan:
    """Read the corpus once: PHI per note, forbidden strings, one date shift per patient."""
    plan = CorpusPlan()
    for name, doc in docs:
        note = _note_plan(name, doc, is_phi, pattern, day_first)
        plan.notes[name] = note
        if note.birth is not None:
            plan.births.setdefault(note.patient, note.birth)
        plan.forbidden |= note.originals
        for m in note.phi:
            if note.kinds[m] in _WORDY:
                plan.forbidden.update(w.casefold() for w in name_words(doc.text_of(m)))
    texts = dict(docs)
    by_patient: dict[str, list[NotePlan]] = {}
    for note in plan.notes.values():
        by_patient.setdefault(note.patient, []).append(note)
    for patient, notes in by_patient.items():
        plan.shifts[patient] = _pick_shift(notes, texts, rng, day_first, ctx)
    return plan


def _pick_shift(
    notes: list[NotePlan],
    texts: dict[str, Document],
    rng: random.Random,
    day_first: bool,
    ctx: FormatContext,
) -> int:
    grouped = {m for note in notes for group in note.groups for m in group}
    dates = [
        (note, texts[note.name].text_of(m), note.kinds[m] is Kind.YEAR)
        for note in notes
        for m in note.phi
        if note.kinds[m] in DATE_KINDS and m not in grouped
    ]
    days = MIN_SHIFT_DAYS + 1
    for _ in range(300):
        days = rng.choice((-1, 1)) * rng.randint(MIN_SHIFT_DAYS, MAX_SHIFT_DAYS)
        if not good_shift(days):
            continue
        shifter = DateShifter(days, day_first=day_first)
        if all(
            _shift_ok(shifter, note, text, year) for note, text, year in dates
        ) and all(_group_ok(texts[n.name].text, n, days) for n in notes):
            return days
    ctx.warn(
        "patients whose date shift reuses an original date (those dates are regenerated)"
    )
    return days


def _shift_ok(shifter: DateShifter, note: NotePlan, text: str, year: bool) -> bool:
    new = shifter.shift(text, year_hint=year)
    return new is None or (new.casefold() != text.casefold() and not note.leaks(new))


def _group_ok(text: str, note: NotePlan, days: int) -> bool:
    """Whether every part of every date group of a note changes and reuses no PHI."""
    for group in note.groups:
        new = shift_group(text, group, days)
        if new is not None and any(
            value.casefold() == text[m.start : m.end].casefold() or note.leaks(value)
            for m, value in new.items()
        ):
            return False
    return True
