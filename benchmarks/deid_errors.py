"""Scoring de-identifier output against gold, and naming the kind of each false positive.

The categories are those of issue 12's study of notes the project never saw,
decided from the marked text alone (no example is printed, so the report can
be shared).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from vtt_py.core.document import Document
from vtt_py.deid.lexicon import MONTHS, STATE_NAMES, US_STATES, zipf
from vtt_py.deid.pipeline import STRONG_STEP, WEAK_STEP
from vtt_py.lexicons.clinical import drug_words

Spans = list[tuple[int, int]]

_NUMBER_PAIR = re.compile(r"[0-9]{1,2}[/-][0-9]{1,2}")
_BARE_NUMBER = re.compile(r"[0-9]{2,4}")


def fp_category(text: str) -> str:
    """The issue's category of a false mark, from the marked text."""
    word = text.strip().strip(".,")
    low = word.lower()
    if _NUMBER_PAIR.fullmatch(word):
        return "number pairs read as m/d dates"
    if _BARE_NUMBER.fullmatch(word):
        return "bare numbers and clock times read as years"
    if low in MONTHS:
        return "abbreviations read as months"
    if low in STATE_NAMES or word in US_STATES:
        return "US state names"
    words = low.split()
    if any(w in drug_words() for w in words) or (word.isupper() and len(word) <= 5):
        return "device, drug and abbreviation words"
    if words and all(zipf(w) >= 3.0 for w in words):
        return "common words read as names or places"
    return "other"


def overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two half-open spans share a character."""
    return a[0] < b[1] and b[0] < a[1]


@dataclass
class Overlap:
    """The PhysioNet overlap measure (runStat.pl), per gold type and per false-mark category."""

    tp: int = 0
    fn: int = 0
    fp: int = 0
    candidates: int = 0
    found: Counter[str] = field(default_factory=Counter)
    total: Counter[str] = field(default_factory=Counter)
    false_kinds: Counter[str] = field(default_factory=Counter)

    def add(self, doc: Document, spans: Spans, all_phi: Document | None = None) -> None:
        """Score one note's marks against its gold markups.

        ``all_phi``: when recall counts only some of the gold (HIPAA's
        identifiers), a mark on any other gold PHI is still no false mark.
        """
        for m in doc.markups:
            hit = any(overlaps((m.start, m.end), s) for s in spans)
            self.tp, self.fn = self.tp + hit, self.fn + (not hit)
            self.total[m.tag] += 1
            self.found[m.tag] += hit
        self.candidates += len(spans)
        truth = (all_phi or doc).markups
        for s in spans:
            if not any(overlaps((m.start, m.end), s) for m in truth):
                self.fp += 1
                self.false_kinds[fp_category(doc.text[s[0] : s[1]])] += 1

    @property
    def recall(self) -> float:
        """Gold PHI overlapped by a mark."""
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def precision(self) -> float:
        """Marks overlapping gold PHI."""
        if not self.candidates:
            return 1.0
        return (self.candidates - self.fp) / self.candidates

    def per_type(self) -> dict[str, str]:
        """``found/total`` per gold type."""
        return {t: f"{self.found[t]}/{self.total[t]}" for t in sorted(self.total)}

    def type_recall(self, tag: str) -> float:
        """Recall of one gold type."""
        return self.found[tag] / self.total[tag] if self.total[tag] else 1.0


def score(docs: list[Document], marks: list[Spans]) -> Overlap:
    """The overlap measure of a whole set of notes."""
    result = Overlap()
    for doc, spans in zip(docs, marks, strict=True):
        result.add(doc, spans)
    return result


def loss_stage(
    stages: list[tuple[str, list[tuple[int, int]]]], gold: tuple[int, int]
) -> str | None:
    """Where the combination of rules and CRF lost a gold PHI the rules found.

    Args:
        stages: each step of ``Deidentifier.stages`` and the spans it holds.
        gold: the PHI's span.

    Returns:
        ``"strong finding, lost at <step>"`` (or ``weak``): the first step
        after the findings that holds nothing overlapping ``gold``; None if
        the answer holds it or no finding did.
    """
    held = {step: any(overlaps(gold, s) for s in spans) for step, spans in stages}
    strength = "strong" if held[STRONG_STEP] else "weak"
    if not (held[STRONG_STEP] or held[WEAK_STEP]) or held[stages[-1][0]]:
        return None
    findings = (STRONG_STEP, WEAK_STEP)
    step = next(step for step, _ in stages if step not in findings and not held[step])
    return f"{strength} finding, lost at {step}"
