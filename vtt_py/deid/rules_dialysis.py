"""Dialysis units named after a patient's dialysis: ``HD at DCI``, ``dialysis at Fresenius Quincy``.

A patient on dialysis goes to one outpatient unit on fixed days, and notes
name it right after the dialysis and ``at``: ``Pt gets HD at DaVita MWF``,
``hd at dci in somerville``. There the words after ``at`` are the unit's
name in any case, unless they are a time, a place of the hospital's own
(``HD at bedside``, ``at OSH``), home dialysis (``at home``) or an
everyday word (``HD at noon``, ``dialysis at present``). Called by
:func:`rules_facilities.facility_findings`.
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import CUE_WORDS
from vtt_py.deid.kinds import HOSPITAL, Finding
from vtt_py.deid.lexicon import MONTHS, WEEKDAYS, zipf
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES
from vtt_py.deid.rules_places import SPECIALTIES, known_place

#: The dialysis before its unit, in the cases notes write it.
_DIALYSIS = frozenset(
    form(word)
    for word in ("hd", "dialysis", "hemodialysis", "dialyzes", "dialyzed")
    for form in (str, str.capitalize, str.upper)
)
_DIALYSIS_FORMS = CUE_WORDS.add(_DIALYSIS)
#: Words between the dialysis and ``at``: ``HD unit at``, ``HD MWF at``.
_BETWEEN = frozenset(
    "unit center centre days schedule sched chair outpatient outpt "
    "mwf tts tths tth tues thurs sat m/w/f t/th/s".split()
)
_AT = frozenset({"at", "@"})
#: Where dialysis is done that is no unit's name: home dialysis, the
#: hospital's own places, a time of day, a state of things.
_NOT_UNITS = frozenset(
    "home bedside baseline noon night midnight present times time least "
    "outside same last first".split()
)
#: At most this many words name the unit.
_NAME_WORDS = 3
#: A word of the name in small letters (or capitals) this common in English
#: is an everyday word, unless it is a town's (``davita quincy``).
_COMMON_ZIPF = 4.0
_TOWN_ZIPF = 4.5


def dialysis_units(analysis: Analysis) -> list[Finding]:
    """The unit's name after a patient's dialysis and ``at``: ``HD at DCI``."""
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in CUE_WORDS.tokens(analysis, _DIALYSIS_FORMS):
        line = line_of[i]
        j = i + 1
        while j < len(words) and j - i <= 2 and words[j].lower() in _BETWEEN:
            j += 1
        if j + 1 >= len(words) or line_of[j + 1] != line or words[j].lower() not in _AT:
            continue
        end = _unit_end(analysis, j + 1, line)
        if end is not None:
            start = analysis.starts[j + 1]
            found.append(Finding(start, analysis.ends[end], HOSPITAL, "dialysis unit"))
    return found


def _unit_end(analysis: Analysis, k: int, line: int) -> int | None:
    """The last token of a unit's name starting at token ``k``, if one does."""
    words, capitals = analysis.words, analysis.caps_lines[line]
    end = analysis.run_end(
        k, line, _NAME_WORDS, lambda j: _name_word(words[j], capitals)
    )
    return end if end >= k else None


def _name_word(word: str, capitals: bool) -> bool:
    """Whether a word may be part of a dialysis unit's name."""
    low = word.lower()
    if (
        not word.isalpha()
        or low in STOP_WORDS
        or low in _NOT_UNITS
        or low in _BETWEEN
        or low in CLINICAL_PLACES
        or low in SPECIALTIES
        or low in MONTHS
        or low in WEEKDAYS
    ):
        return False
    if word[0].isupper() and not word.isupper() and not capitals:
        return True  # "DaVita", "Fresenius": written as a name
    frequency = zipf(low)
    return frequency < _COMMON_ZIPF or (frequency < _TOWN_ZIPF and known_place(low))
