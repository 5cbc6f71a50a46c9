"""One de-identified note in, one synthetically identified note out (seed 002).

Every placeholder becomes a surrogate of its type (:mod:`vtt_py.synth.values`)
and a markup in the chosen tag set covering exactly the surrogate; the
characters around it are kept as they are. A placeholder whose type is not
known (a MIMIC-III category no keyword matches, a MIMIC-IV blank its context
does not decide) keeps its text and gets the :data:`UNDECIDED` label.

:func:`synthesize_note` is a pure function of the note and a
:class:`SynthConfig`: it is what ``--jobs``, Dask and Spark run, and the
output is the same bytes wherever it runs.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace

from vtt_py.deid import kinds as k
from vtt_py.deid.lexicon import (
    PROVIDER_CUES,
    PROVIDER_PREFIXES,
    PROVIDER_SUFFIXES,
    RELATIVE_CUES,
)
from vtt_py.deid.tagmap import DEFAULT_TAGSET, to_label
from vtt_py.export.surrogate_ages import is_birth_date
from vtt_py.export.surrogate_lexicon import INSTITUTION_MARKERS, INSTITUTION_STEMS
from vtt_py.formats.mimic_csv import MIMIC4, SourceNote
from vtt_py.synth import blanks
from vtt_py.synth.ages import NoteAges, note_ages, with_years
from vtt_py.synth.placeholders import (
    FULL,
    Category,
    Placeholder,
    categorize,
    placeholders,
)
from vtt_py.synth.stats import Stats
from vtt_py.synth.values import (
    DATE_FORMATS,
    blank_date,
    patient_shift,
    rng_for,
    value,
)

#: The label of items whose type is not known (never guessed silently).
UNDECIDED = "Undecided"
BLANK_CATEGORY = "___"
#: NLM Scrubber marks date parts apart: a MIMIC "Month (only)" is its Month.
_PART_LABELS = {
    ("nlm-scrubber", "month"): "Month|Patient",
    ("nlm-scrubber", "day"): "Day|Patient",
    ("nlm-scrubber", "year"): "Year|Patient",
}
_WORD_BEFORE = re.compile(r"([A-Za-z']+)[.:]?\s*$")
_SUFFIX_AFTER = re.compile(r"^,?\s*([A-Za-z]+)\b")
_NEXT_WORD = re.compile(r"^\s+([A-Za-z]+)")


@dataclass(frozen=True)
class SynthConfig:
    """Everything a note's synthesis depends on (picklable, shipped to workers).

    Attributes:
        seed: the run's seed (with the patient and the placeholder, it fixes
            every surrogate).
        tagset: the shipped tag set whose labels the markups take.
    """

    seed: int = 0
    tagset: str = DEFAULT_TAGSET


@dataclass
class SynthNote:
    """A synthesized note: its text, its markups ``(start, end, label)`` and its counts."""

    id: str
    subject: str
    category: str
    text: str
    spans: list[tuple[int, int, str]] = field(default_factory=list)
    stats: Stats = field(default_factory=Stats)


@functools.lru_cache(maxsize=1024)
def _label(kind: str, detail: str, tagset: str) -> str | None:
    return _PART_LABELS.get((tagset, detail)) or to_label(kind, tagset)


def _name_role(text: str, start: int, end: int, previous: str | None) -> str:
    """A name's role from the words around it: provider, relative, or unknown (NAME)."""
    if previous is not None:
        return previous  # "Dr. [**First Name**] [**Last Name**]": the same person
    before = _WORD_BEFORE.search(text[max(0, start - 24) : start])
    word = before.group(1).lower() if before else ""
    if word in PROVIDER_PREFIXES or word in PROVIDER_CUES:
        return k.NAME_PROVIDER
    if word in RELATIVE_CUES:
        return k.NAME_RELATIVE
    after = _SUFFIX_AFTER.match(text[end : end + 12])
    if after and after.group(1).lower() in PROVIDER_SUFFIXES:
        return k.NAME_PROVIDER
    return k.NAME


class _NoteMaker:
    """The surrogates and markups of one note."""

    def __init__(self, note: SourceNote, config: SynthConfig) -> None:
        self.note = note
        self.config = config
        self.days = patient_shift(config.seed, note.subject)
        formats = rng_for(config.seed, note.subject, "format")
        self.fmt = formats.choice(DATE_FORMATS)
        self.stats = Stats(notes=1)
        self.ages = NoteAges()

    def run(self) -> SynthNote:
        text = self.note.text
        found = placeholders(
            text, blanks=self.note.layout == MIMIC4 or "[**" not in text
        )
        decisions = self._blank_decisions(found)
        self.ages = note_ages(
            text,
            found,
            seed=self.config.seed,
            subject=self.note.subject,
            days=self.days,
        )
        out: list[str] = []
        spans: list[tuple[int, int, str]] = []
        pos = length = 0
        previous_name: tuple[int, str] | None = None
        for i, ph in enumerate(found):
            category, key = self._category(ph, decisions.get(i), i)
            if category.kind is not None and category.kind in k.NAME_KINDS:
                adjacent = (
                    previous_name is not None
                    and not text[previous_name[0] : ph.start].strip()
                )
                category = self._name_category(
                    category,
                    ph,
                    previous_name[1] if adjacent and previous_name else None,
                )
                previous_name = (ph.end, category.kind or k.NAME)
            new, label = self._surrogate(ph, category, key)
            out.append(text[pos : ph.start])
            length += ph.start - pos
            if label is not None:
                spans.append((length, length + len(new), label))
                self.stats.labels[label] += 1
            out.append(new)
            length += len(new)
            pos = ph.end
        out.append(text[pos:])
        n = self.note
        return SynthNote(n.id, n.subject, n.category, "".join(out), spans, self.stats)

    def _blank_decisions(self, found: list[Placeholder]) -> dict[int, blanks.Decision]:
        index = [i for i, ph in enumerate(found) if not ph.content]
        if not index:
            return {}
        spans = [(found[i].start, found[i].end) for i in index]
        return dict(zip(index, blanks.infer(self.note.text, spans), strict=True))

    def _category(
        self, ph: Placeholder, decision: blanks.Decision | None, index: int
    ) -> tuple[Category, tuple[str, ...]]:
        """The placeholder's category and the key its value is drawn with."""
        note = self.note
        if decision is None:
            category = categorize(ph.content)
            self.stats.placeholders[category.name] += 1
            if category.kind is None:
                self.stats.unknown[category.name] += 1
            return category, (note.subject, ph.content)
        self.stats.placeholders[BLANK_CATEGORY] += 1
        if decision.kind is None:
            self.stats.undecided += 1
            return Category(BLANK_CATEGORY, None), ()
        self.stats.context[decision.rule] += 1
        detail = ""
        if decision.kind == k.HOSPITAL:
            after = _NEXT_WORD.match(note.text[ph.end : ph.end + 24])
            if after and after.group(1).lower() in INSTITUTION_MARKERS:
                detail = "stem"  # "___ Hospital": only the name is missing
        if decision.kind == k.DATE:
            # No value to shift: dates near the patient's one stay, births before it.
            birth = is_birth_date(note.text, ph.start)
            detail = "blank-birth" if birth else "blank-date"
        if decision.kind == k.NAME_PATIENT:
            # The patient is one person: every blank naming them is one name.
            return Category(BLANK_CATEGORY, decision.kind, FULL), (
                note.subject,
                "patient",
            )
        key = (note.subject, note.id, str(index))
        return Category(BLANK_CATEGORY, decision.kind, detail), key

    def _name_category(
        self, category: Category, ph: Placeholder, previous: str | None
    ) -> Category:
        if not category.context:
            return category
        role = _name_role(self.note.text, ph.start, ph.end, previous)
        return replace(category, kind=role)

    def _surrogate(
        self, ph: Placeholder, category: Category, key: tuple[str, ...]
    ) -> tuple[str, str | None]:
        if category.kind is None:
            return self.note.text[ph.start : ph.end], UNDECIDED
        rng = rng_for(self.config.seed, *key)
        content, ages = ph.content, self.ages
        if ages.years and content == ages.birth:
            content = with_years(content, ages.years)
        if category.detail == "stem":
            new = rng.choice(INSTITUTION_STEMS)
        elif category.detail.startswith("blank-"):
            birth = category.detail == "blank-birth"
            new = blank_date(
                self.config.seed, self.note.subject, rng, birth=birth, fmt=self.fmt
            )
        elif category.kind == k.AGE_PII and ages.age is not None:
            new = str(ages.age)
        else:
            new = value(category, content, rng, days=self.days, fmt=self.fmt)
        label = _label(category.kind, category.detail, self.config.tagset)
        if label is None:
            self.stats.unmarked[category.kind] += 1
        return new, label


def synthesize_note(note: SourceNote, config: SynthConfig) -> SynthNote:
    """Replace every placeholder of a note by a surrogate with a markup.

    Args:
        note: the de-identified note (MIMIC-III ``[**...**]`` placeholders;
            MIMIC-IV ``___`` blanks when its layout is ``mimic4`` or it has no
            ``[**``).
        config: seed and tag set.

    Returns:
        The new text, its markups and the note's counts.
    """
    return _NoteMaker(note, config).run()
