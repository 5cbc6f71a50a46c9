"""A town and its state's code in small letters: ``pt is from cambridge, ma``.

:func:`rules_places.find_addresses` reads ``City, ST`` by its capitals; a note
typed in small letters writes the pair ``cambridge, ma`` or ``malden ma
02148``, where neither word alone is sure (``ma`` is a mother, ``cambridge``
a word of English text). A US town of the gazetteer right before a state's
code that is no English word (not ``in``, ``or``, ``me``, ``hi``...) names
the town, and the code its state.
"""

from __future__ import annotations

import re

from vtt_py.deid.analysis import Analysis
from vtt_py.deid.kinds import CITY, STATE, ZIP, Finding
from vtt_py.deid.lexicon import US_STATES
from vtt_py.deid.word_tests import tokens_among
from vtt_py.lexicons.clinical import clinical_abbreviations
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.places import US_PLACE, place_table

RULE = "city-state-lower"
#: Codes that are English words or common shorthand in small letters: never
#: read as a state after a town (``... in boston in 2019``).
_WORD_CODES = frozenset("in or me hi ok oh id al de co la pa ma".split())
#: ``ma`` is a mother's word too, but after a town and a comma it is the
#: state everyone in Massachusetts writes; it is read so only there.
_COMMA_ONLY = frozenset({"ma", "pa", "co", "la", "de"})
_CODES = frozenset(code.lower() for code in US_STATES) - (_WORD_CODES - _COMMA_ONLY)
#: What stands between the town and the code: a comma or not, then spaces.
_LEAD = re.compile(r"(,?)[ ]+$")
#: What may follow the code: a ZIP code, a pause or the line's end.
_FOLLOW = re.compile(r"[ ]+[0-9]{5}|[.,;)]|[ ]*$", re.MULTILINE)
#: The ZIP code after the state's code: ``malden, ma 02148``, ``02043-2231``.
_ZIP_AFTER = re.compile(r"[ ]+([0-9]{5}(?:-[0-9]{4})?)(?![0-9])")
#: One to three words in small letters ending right before the code.
_TOWN_BEFORE = re.compile(r"(?<![A-Za-z'-])([a-z]+(?:[ -][a-z]+){0,2})$")
#: A word's letters, where each shorter name begins.
_WORD = re.compile(r"[a-z]+")
#: Characters before a code looked at for its comma and spaces.
_LEAD_REACH = 4
#: Characters before a code looked at for its town.
_TOWN_REACH = 32
#: Fewest people in a town so written (``holden, ma``; not a hamlet's name).
_TOWN_PEOPLE = 1000


def lower_city_states(analysis: Analysis) -> list[Finding]:
    """Sure CITY, STATE (and ZIP) findings for ``cambridge, ma``, ``hingham, ma 02043``.

    The codes are found in the document's word index (a few look-ups, not a
    scan of every space). The town is the longest of its last one to three
    words that the gazetteer lists as a US town of :data:`_TOWN_PEOPLE`
    people or more; with no ZIP code after them, :func:`_paired` judges the
    pair.
    """
    text, starts, ends = analysis.text, analysis.starts, analysis.ends
    found = []
    for k in tokens_among(analysis, _CODES):
        lead = _LEAD.search(text, max(0, starts[k] - _LEAD_REACH), starts[k])
        if lead is None or _FOLLOW.match(text, ends[k]) is None:
            continue
        town = _town_before(text, lead.start())
        if town is None:
            continue
        code = analysis.words[k]
        zip_code = _ZIP_AFTER.match(text, ends[k])
        if zip_code is None and not _paired(text[slice(*town)], code, bool(lead[1])):
            continue
        found.append(Finding(*town, CITY, RULE, True))
        found.append(Finding(starts[k], ends[k], STATE, RULE, True))
        if zip_code is not None:
            found.append(Finding(zip_code.start(1), zip_code.end(1), ZIP, RULE, True))
    return found


def _paired(town: str, code: str, comma: bool) -> bool:
    """Whether a town and a state's code with no ZIP code after them are a pair.

    Most codes are clinical abbreviations too (``mi``, ``ca``, ``tx``) and
    many towns English words (``post``, ``reading``): ``stable post mi`` is a
    heart attack. A comma and a town no English word make a pair
    (``cambridge, ma``), and so does a code no abbreviation after a comma
    (``concord, nh``); without the comma both must hold (``nashua nh``).
    """
    english = all(common_english_word(w) for w in town.replace("-", " ").split())
    abbreviation = code.upper() in clinical_abbreviations()
    if comma:
        return not english or not abbreviation
    return code not in _COMMA_ONLY and not english and not abbreviation


def _town_before(text: str, end: int) -> tuple[int, int] | None:
    """The span of the listed US town of one to three words ending at ``end``."""
    lo = max(0, end - _TOWN_REACH)
    m = _TOWN_BEFORE.search(text, lo, end)
    if m is None:
        return None
    table = place_table()
    for word in _WORD.finditer(text, m.start(1), end):  # the longest name first
        place = table.get(text[word.start() : end])
        if (
            place is not None
            and US_PLACE in place.kinds
            and place.population >= _TOWN_PEOPLE
        ):
            return word.start(), end
    return None
