"""Care settings listed after their kind: ``bed search for LTAC, Radius or Vibra``.

A case manager's note lists the rehabs, long-term hospitals and nursing
homes a patient was referred to (``Rehab options: Braintree, Kindred``,
``referrals sent to Radius and Vibra``, ``faxed referral to Kindred and
Radius``). Each is a facility's name, but their words are as often common
ones (``Radius``) or unknown to any list; what names them is the list
itself: two or more capitalised names in a row right after a setting's
word and a colon, a comma or ``to``.
"""

from __future__ import annotations

import regex

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import CUE_WORDS
from vtt_py.deid.kinds import HOSPITAL, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    INSTITUTION_WORDS,
    MONTHS,
    PREFIXES,
    RELATIVE_CUES,
    US_STATES,
    WEEKDAYS,
    clinical_abbreviation,
)
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES
from vtt_py.deid.rules_places import SPECIALTIES

RULE = "setting-list"
#: A setting's word (and what is done about it), then where its list starts.
_CUE = lazy_compile(
    r"(?<![\p{L}])(?i:"
    r"(?:rehabs?|ltach?s?|snfs?|ecfs?|nursing[ ]homes?|facilit(?:y|ies)"
    r"|hospices?|placement)"
    r"(?:[ ](?:options?|choices|list|referrals?|search|screens?|screenings?"
    r"|offers?|bed[ ]offers?))?[ \t]*(?::|,|-)"
    r"|referrals?[ ](?:sent|made|faxed|placed)[ ]to"
    r"|(?:sent|made|faxed|placed)[ ](?:an?[ ]|the[ ])?referrals?[ ]to"
    r")[ \t]*",
)
#: One name of the list: up to three capitalised words (no period: one may
#: end the sentence before another's capital, ``or Vibra. Transferred``).
_ITEM = lazy_compile(r"\p{Lu}[\p{L}'&-]*(?:[ ]\p{Lu}[\p{L}'&-]*){0,2}")
#: Between two names: a comma, ``and``, ``or``, a slash.
_SEPARATOR = lazy_compile(
    r"[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or)[ \t]+|[ \t]*/[ \t]*"
)
#: Fewest names that make a list.
_FEWEST = 2


#: The first words of :data:`_CUE`, as written in small letters, capitals or
#: title case: only where one stands is the pattern tried.
_CUE_FIRSTS = CUE_WORDS.add(
    frozenset(
        form
        for word in (
            "rehab rehabs ltac ltach ltacs ltachs snf snfs ecf ecfs nursing "
            "facility facilities hospice hospices placement referral referrals "
            "sent made faxed placed"
        ).split()
        for form in (word, word.title(), word.upper())
    )
)


def find_setting_lists(analysis: Analysis) -> list[Finding]:
    """Facilities listed two or more in a row after a care setting's word.

    Args:
        analysis: the analysed text.

    Returns:
        HOSPITAL findings, one per listed name.
    """
    text, found = analysis.text, []
    for i in CUE_WORDS.tokens(analysis, _CUE_FIRSTS):
        cue = _CUE.match(text, analysis.starts[i])
        if cue is not None:
            found.extend(_listed(text, cue.end()))
    return found


def _listed(text: str, pos: int) -> list[Finding]:
    """The names listed from ``pos`` on, if two or more in a row."""
    names = []
    while True:
        item = _ITEM.match(text, pos)
        if item is None or not _facility_name(item.group()):
            break
        names.append(Finding(item.start(), item.end(), HOSPITAL, RULE))
        separator = _SEPARATOR.match(text, item.end())
        if separator is None:
            break
        pos = separator.end()
    return names if len(names) >= _FEWEST else []


def _facility_name(name: str) -> bool:
    """Whether capitalised words may be a facility's own name (not ``PT``, ``Case Management``)."""
    first, *rest = name.split(" ")
    # A kind of setting after the own word is the name's: "Spaulding Rehab".
    return _name_word(first) and all(_name_word(w) or _setting_word(w) for w in rest)


def _setting_word(word: str) -> bool:
    """A kind of institution or place of care (``Hospital``, ``Rehab``, ``Manor``)."""
    low = word.lower()
    return low in INSTITUTION_WORDS or low in CLINICAL_PLACES


def _name_word(word: str) -> bool:
    """A word of a facility's own name: not a clinical or function word, month or state."""
    low = word.lower()
    plain = regex.sub(r"[^\p{L}]", "", word)
    return (
        len(plain) >= 2
        and not clinical_abbreviation(word)
        and low not in STOP_WORDS
        and low not in CLINICAL_PLACES
        and low not in SPECIALTIES
        and low not in INSTITUTION_WORDS
        and low not in MONTHS
        and low not in WEEKDAYS
        and low not in RELATIVE_CUES  # "Placement: Mom and Dad"
        and low.rstrip(".") not in PREFIXES  # "sent to Dr. Amin": people
        and word not in US_STATES
    )
