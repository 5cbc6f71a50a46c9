"""Seeded error models that turn gold markups into a human annotator's markups."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random

from tools.sample_corpus import pools
from tools.sample_corpus.segments import GeneratedNote
from vtt_py.core.markup import Markup

DATE_PARTS = frozenset({"Month", "Day", "Year", "Weekday"})
ADDRESS_PARTS = frozenset({"Street", "Unit", "City", "State", "ZIP"})
_TITLES = ("Dr. ", "Mr. ", "Ms. ", "Mrs. ")
_SUFFIX = re.compile(r",? (Jr\.|Sr\.|II|III)$")
_NUMBER = re.compile(r"[0-9][0-9 /]*[0-9]|[0-9]")
# The Patient category can slip only where the tag set has both forms.
_BOTH_FORMS = frozenset({"Name", "PNinit", "Comm", "Date"})


@dataclass(frozen=True)
class Profile:
    """How one annotator departs from gold; each figure is a probability."""

    name: str
    miss: float  # any span
    miss_weak: float  # extra for short spans, date parts and initials
    miss_nonhipaa: float  # extra for states and countries (not HIPAA identifiers)
    title: float  # include "Dr."/"Mrs." in a name
    suffix: float  # leave "Jr."/"III" out of a name
    punct: float  # take the following punctuation mark along
    fract_number: float  # tag only the number of a fractional age
    age_unit: float  # tag "93-year-old" instead of "93"
    merge_dates: float  # one Date span over "March 14, 2023"
    merge_address: float  # one Address span over "Ashby, OH 43120"
    category: float  # Patient category slip
    spurious: float  # tag a distractor (eponym, plural weekday, decade)
    confusions: dict[str, tuple[tuple[str, float], ...]] = field(default_factory=dict)


ANNOTATOR_A = Profile(
    name="annotator_a",
    miss=0.035,
    miss_weak=0.14,
    miss_nonhipaa=0.22,
    title=0.25,
    suffix=0.05,
    punct=0.01,
    fract_number=0.15,
    age_unit=0.02,
    merge_dates=0.08,
    merge_address=0.03,
    category=0.03,
    spurious=0.35,
    confusions={
        "City": (("Organization", 0.08),),
        "Organization": (("City", 0.18), ("Employer", 0.03)),
        "Employer": (("Organization", 0.10),),
        "Month|Patient": (("Date|Patient", 0.10),),
    },
)

ANNOTATOR_B = Profile(
    name="annotator_b",
    miss=0.025,
    miss_weak=0.06,
    miss_nonhipaa=0.08,
    title=0.03,
    suffix=0.45,
    punct=0.05,
    fract_number=0.30,
    age_unit=0.06,
    merge_dates=0.15,
    merge_address=0.10,
    category=0.06,
    spurious=0.55,
    confusions={
        "Location": (("Organization", 0.25),),
        "Organization": (("Location", 0.04),),
        "Alphanum|Patient": (("Prot|Patient", 0.03),),
        "Prot|Patient": (("Alphanum|Patient", 0.35),),
        "Month|Patient": (("Date|Patient", 0.15),),
        "Year|Patient": (("Date|Patient", 0.10),),
        "County": (("City", 0.20),),
    },
)


def _groups(note: GeneratedNote, parts: frozenset[str]) -> list[list[Markup]]:
    """Runs of adjacent part spans on one line joined by spaces or commas."""
    groups: list[list[Markup]] = []
    run: list[Markup] = []
    for m in note.gold:
        gap = note.text[run[-1].end : m.start] if run else ""
        if m.tag in parts and run and gap in (" ", ", ", "^"):
            run.append(m)
            continue
        if len(run) > 1:
            groups.append(run)
        run = [m] if m.tag in parts else []
    if len(run) > 1:
        groups.append(run)
    return groups


class Annotator:
    """Applies a profile to one note at a time with its own random stream."""

    def __init__(self, profile: Profile, rng: Random) -> None:
        self.p = profile
        self.rng = rng

    def chance(self, probability: float) -> bool:
        """True with the given probability."""
        return self.rng.random() < probability

    def annotate(self, note: GeneratedNote) -> list[Markup]:
        """The markups this annotator would have made on a note."""
        out: list[Markup] = []
        merged: set[Markup] = set()
        for parts, label, rate in (
            (DATE_PARTS, ("Date", "Patient"), self.p.merge_dates),
            (ADDRESS_PARTS, ("Address", ""), self.p.merge_address),
        ):
            for group in _groups(note, parts):
                if self.chance(rate):
                    merged.update(group)
                    out.append(Markup(group[0].start, group[-1].end, *label))
        for m in note.gold:
            if m in merged or self._missed(m):
                continue
            out.append(self._relabel(self._boundary(m, note.text), note.text))
        out.extend(m for m in note.distractors if self.chance(self.p.spurious))
        return sorted(set(out))

    def _missed(self, m: Markup) -> bool:
        if m.tag == "npii":
            return self.chance(0.03)
        p = self.p.miss
        if m.length <= 3 or m.tag in DATE_PARTS or m.tag == "PNinit":
            p += self.p.miss_weak
        if m.tag in ("State", "Country"):
            p += self.p.miss_nonhipaa
        return self.chance(p)

    def _boundary(self, m: Markup, text: str) -> Markup:
        if m.tag == "Name":
            before = text[max(0, m.start - 5) : m.start]
            title = next((t for t in _TITLES if before.endswith(t)), "")
            if title and self.chance(self.p.title):
                return m.with_(start=m.start - len(title))
            suffix = _SUFFIX.search(text[m.start : m.end])
            if suffix and self.chance(self.p.suffix):
                return m.with_(end=m.start + suffix.start())
        if m.tag == "Age-fract":
            number = _NUMBER.match(text, m.start)
            if number and number.end() < m.end and self.chance(self.p.fract_number):
                return m.with_(end=number.end())
        unit = text.startswith("-year-old", m.end)
        if m.tag in ("Age-NPII", "Age-PII") and unit and self.chance(self.p.age_unit):
            return m.with_(end=m.end + len("-year-old"))
        punct = m.end < len(text) and text[m.end] in ".,;)" and m.tag != "npii"
        if punct and self.chance(self.p.punct):
            return m.with_(end=m.end + 1)
        return m

    def _relabel(self, m: Markup, text: str) -> Markup:
        for label, p in self.p.confusions.get(m.label, ()):
            if self.chance(p):
                tag, _, category = label.partition("|")
                if label == "City" and m.tag == "Organization":
                    return _town_of(m, text)
                return m.with_(tag=tag, category=category)
        if m.tag in _BOTH_FORMS and self.chance(self.p.category):
            return m.with_(category="" if m.category else "Patient")
        return m


def _town_of(m: Markup, text: str) -> Markup:
    """Read an organisation named after a town as the town alone ("Riverton" of
    "Riverton Community Hospital"); other organisations stay as they are."""
    name = text[m.start : m.end]
    town = next((t for t in pools.TOWNS if name.startswith(t + " ")), "")
    return Markup(m.start, m.start + len(town), "City") if town else m


def annotate_corpus(
    notes: Sequence[GeneratedNote], profile: Profile, seed: str
) -> list[list[Markup]]:
    """One annotator's markups for every note, reproducible from the seed."""
    annotator = Annotator(profile, Random(f"{seed}:{profile.name}"))
    result = []
    for note in notes:
        result.append(annotator.annotate(note))
    return result
