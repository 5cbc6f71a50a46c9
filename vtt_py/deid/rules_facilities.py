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

import functools

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import HOSPITAL, WARD, Finding
from vtt_py.deid.lexicon import US_STATES, zipf
from vtt_py.deid.rules_places import (
    CLINICAL_PLACES,
    INFINITIVE_CUES,
    MOTION,
    cue_spelling,
)
from vtt_py.deid.word_tests import WORD_TESTS
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
#: Words after a number that make it an amount, not a floor.
_QUANTITY_WORDS = frozenset(
    "u unit units amp amps bag bags tab tabs dose doses".split()
)
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
        if cue_spelling(low) in MOTION or low in _PLAN_WORDS:
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


@functools.lru_cache(maxsize=65536)
def _acronym(word: str) -> bool:
    return (
        2 <= len(word) <= _MAX_LETTERS
        and zipf(word.lower()) < 3.5  # "PLAN TO KEEP", "TO START": words in capitals
        and word.isalpha()
        and word.isupper()
        and word.lower() not in CLINICAL_PLACES
        and word.lower() not in STOP_WORDS
        and word not in US_STATES
    )


_ACRONYM = WORD_TESTS.add(_acronym)


def facility_acronyms(analysis: Analysis) -> list[Finding]:
    """Capitals after ``to``/``from``/``at`` with a motion cue, or before a department."""
    words = analysis.words
    found = []
    for i in WORD_TESTS.positions(analysis, _ACRONYM):
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
    """Whether a floor number follows word ``i``: ``Smithson 2.``, not ``IABP 1:1``."""
    k = i + 1
    words = analysis.words
    if k >= len(words) or analysis.line_of[k] != analysis.line_of[i]:
        return False
    number = words[k]
    gap = analysis.starts[k] - analysis.ends[i]
    if not (number.isdigit() and 1 <= int(number) <= 12 and 1 <= gap <= 2):
        return False
    if k + 1 < len(words) and words[k + 1].lower() in _QUANTITY_WORDS:
        return False  # "transfuse 2 U PRBC", "give 1 unit": an amount
    after = analysis.text[analysis.ends[k] : analysis.ends[k] + 2]
    # "PSV 10/5", "HCT 24.5", "IABP 1:1", "MSO 4mg": a value, not a floor.
    return not (after[:1] in ("/", ":", "%", "-") or after[:1].isalpha()) and not (
        after[:1] in ".," and after[1:2].isdigit()
    )


@functools.lru_cache(maxsize=65536)
def _ward_word(word: str) -> bool:
    low = word.lower()
    return (
        len(word) >= 4
        and word.isalpha()
        and not (word.isupper() and len(word) <= 5)  # CPAP, IABP, SIMV: modes
        and low not in CLINICAL_PLACES
        and low not in STOP_WORDS
        and low not in drug_words()
        and zipf(low) < 3.0
    )


_WARD_WORD = WORD_TESTS.add(_ward_word)


def _ward_cue(analysis: Analysis, i: int) -> str:
    """The word that sends a patient to ward ``i``: ``to``, ``from``, ``on``, plan; else ""."""
    j = _previous_word(analysis, i)
    if j < 0:
        return ""
    before = analysis.words[j].lower()
    if before == "to" and j and analysis.words[j - 1].lower() in INFINITIVE_CUES:
        return ""  # "plan to transfuse 2", "order written to give 1"
    if before in ("to", "from", "on") or before in _PLAN_WORDS:
        return before
    if before == ":" and j and analysis.words[j - 1].lower() in _PLAN_WORDS:
        return "plan"
    return ""


def ward_names(analysis: Analysis) -> list[Finding]:
    """A rare word and a floor after ``to``/``from``/``on`` or a plan: ``transfer to Smithson 2``.

    Strong after ``to``/``from`` or a plan word (where a patient goes), weak
    after ``on`` (drips and ventilator modes stand there too).
    """
    found = []
    for i in WORD_TESTS.positions(analysis, _WARD_WORD):
        word = analysis.words[i]
        if not _floor_after(analysis, i):
            continue
        cue = _ward_cue(analysis, i)
        if cue:
            strong = cue != "on" and zipf(word.lower()) < 2.5
            found.append(
                Finding(analysis.starts[i], analysis.ends[i], WARD, "ward", strong)
            )
    return found


def before_departments(analysis: Analysis) -> list[Finding]:
    """A rare word right before a department after ``to``/``at``: ``to Smithson cath lab``."""
    words = analysis.words
    found = []
    for i in WORD_TESTS.positions(analysis, _WARD_WORD):
        if i + 1 == len(words):
            break
        if words[i + 1].lower() not in _DEPARTMENTS or _acronym(words[i]):
            continue  # capitals are facility_acronyms'
        j = _previous_word(analysis, i)
        if j >= 0 and words[j].lower() in _BEFORE:
            found.append(
                Finding(
                    analysis.starts[i],
                    analysis.ends[i],
                    HOSPITAL,
                    "facility-name",
                    False,
                )
            )
    return found


def facility_findings(analysis: Analysis) -> list[Finding]:
    """Hospital abbreviations and names, and wards, named by their context."""
    return (
        facility_acronyms(analysis)
        + before_departments(analysis)
        + ward_names(analysis)
    )
