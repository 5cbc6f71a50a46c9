"""Facilities named by context: hospital abbreviations and wards after a transfer cue.

A note names the hospital it came from or goes to with a few capitals
("transferred to XYZ for cath", "at XYZ ED") and a ward by a building name and
a floor ("transfer to Smithson 2"). No list holds a hospital's local
abbreviations or buildings, so these recognisers read the context: a motion
word before, a department after. Their findings are weak: the CRF weighs them
(clinical abbreviations in the same places, ``to CT``, ``at OSH``, are left to
it and to the list of clinical places).
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import HOSPITAL, WARD, Finding
from vtt_py.deid.lexicon import US_STATES, zipf
from vtt_py.deid.rules_places import CLINICAL_PLACES, MOTION
from vtt_py.lexicons.clinical import drug_words

#: Words right before a facility: ``to X``, ``from X``, ``at X``, ``@ X``.
_BEFORE = frozenset("to from at @ in into".split())
#: Departments after a facility's abbreviation: ``X ED``, ``X cath lab``.
_DEPARTMENTS = frozenset(
    "ed er ew icu ccu micu sicu cath hospital hosp campus clinic rehab "
    "emergency lab".split()
)
#: Words that start a plan line, after which a bare ward is a destination.
_PLAN_WORDS = frozenset("plan p transfer tx xfer".split())
#: Longest facility abbreviation.
_MAX_LETTERS = 6


def _cued(analysis: Analysis, i: int) -> bool:
    """Whether a motion or plan word stands within four tokens before ``i`` on its line."""
    line = analysis.line_of[i]
    words = analysis.words
    for j in range(i - 1, max(-1, i - 5), -1):
        if analysis.line_of[j] != line:
            return False
        low = words[j].lower()
        if low in MOTION or low in _PLAN_WORDS:
            return True
    return False


def _previous_word(analysis: Analysis, i: int) -> int:
    """The index of the word before ``i``, skipping ``the``; -1 when none on the line."""
    j = i - 1
    if j >= 0 and analysis.words[j].lower() == "the":
        j -= 1
    if j < 0 or analysis.line_of[j] != analysis.line_of[i]:
        return -1
    return j


def _acronym(word: str) -> bool:
    return (
        2 <= len(word) <= _MAX_LETTERS
        and word.isalpha()
        and word.isupper()
        and word.lower() not in CLINICAL_PLACES
        and word.lower() not in STOP_WORDS
        and word not in US_STATES
    )


def facility_acronyms(analysis: Analysis) -> list[Finding]:
    """Capitals after ``to``/``from``/``at`` with a motion cue, or before a department."""
    words = analysis.words
    found = []
    for i, word in enumerate(words):
        if not _acronym(word):
            continue
        nxt = words[i + 1].lower() if i + 1 < len(words) else ""
        department = (
            nxt in _DEPARTMENTS and analysis.line_of[i + 1] == analysis.line_of[i]
        )
        j = _previous_word(analysis, i)
        moved = (
            j >= 0
            and words[j].lower() in _BEFORE
            and (_cued(analysis, j) or words[j] == "@")
        )
        if department or moved:
            found.append(
                Finding(
                    analysis.starts[i],
                    analysis.ends[i],
                    HOSPITAL,
                    "facility-acronym",
                    False,
                )
            )
    return found


def _floor_after(analysis: Analysis, i: int) -> bool:
    """Whether a floor number follows word ``i`` (``Smithson 2``, ``SMITHSON3``)."""
    k = i + 1
    if k >= len(analysis.words) or analysis.line_of[k] != analysis.line_of[i]:
        return False
    number = analysis.words[k]
    gap = analysis.starts[k] - analysis.ends[i]
    return number.isdigit() and len(number) <= 2 and 0 <= gap <= 2


def _ward_word(word: str) -> bool:
    low = word.lower()
    return (
        len(word) >= 3
        and word.isalpha()
        and low not in CLINICAL_PLACES
        and low not in STOP_WORDS
        and low not in drug_words()
        and zipf(low) < 3.5
    )


def ward_names(analysis: Analysis) -> list[Finding]:
    """A rare word and a floor after ``to``/``on``/``from`` or on a plan line: a ward."""
    words = analysis.words
    found = []
    for i, word in enumerate(words):
        if not _ward_word(word) or not _floor_after(analysis, i):
            continue
        j = _previous_word(analysis, i)
        before = words[j].lower() if j >= 0 else ""
        if before in ("to", "on", "from") or before in _PLAN_WORDS or before == ":":
            found.append(
                Finding(analysis.starts[i], analysis.ends[i], WARD, "ward", False)
            )
    return found


def facility_findings(analysis: Analysis) -> list[Finding]:
    """Hospital abbreviations and wards named by their context (weak findings)."""
    return facility_acronyms(analysis) + ward_names(analysis)
