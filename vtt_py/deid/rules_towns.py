"""Listed towns whose name is nothing but a town, made sure after a place preposition.

A gazetteer word is weak on its own: most listed one-word places are English
words (``Foley``, ``Progress``, ``Clear``) or people's names (``Quincy``,
``Lowell``). A US town of some size whose name is neither (not a common
English word by Webster's Second, rare in English text, borne by few
people, no drug or abbreviation) names the town wherever a place can stand:
``was in Falmouth``, ``driving through Framingham``, ``from attleboro``.
After a preposition of a neighbourhood or a journey's start (``out of``,
``near``, ``outside``) a capitalised town of some size is one whatever else
its name means (``lives near Marblehead``, ``lobsterman out of Gloucester``).
Right after an institution and ``in`` a larger town is one too, however
common in text (``at st vincent's in worcester``), and so is a larger town
before ``native`` or someone's home (``a Haverhill native``, ``pt's
worcester apartment``); words between ``at`` and ``in`` such a town name a
place there (``at habit opco in brockton``).
"""

from __future__ import annotations

import functools

import regex

from vtt_py.deid.kinds import CITY, HOSPITAL, LOCATION, ORGANIZATION, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    MONTHS,
    PLACE_PREPOSITIONS,
    STATE_NAMES,
    clinical_abbreviation,
    name_people,
    zipf,
)
from vtt_py.deid.rules_name_cues import excluded_word
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES
from vtt_py.deid.sure_neighbours import made_sure_after
from vtt_py.deid.text import match_in_line
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.places import US_PLACE, place_table

#: A town this large at least (the largest so named): small places' names
#: are more often something else (``Nitro``, ``Beed``).
TOWN_MIN_POPULATION = 5_000
#: Rarer than this in English text (Zipf): ``Falmouth`` 2.9, ``Framingham``
#: 2.7; ``Boston``, ``Worcester`` and other words this common are left to cues.
TOWN_MAX_ZIPF = 3.5
#: Fewer US people bear it as a first or last name (``Quincy``, ``Lowell`` do).
TOWN_MAX_PEOPLE = 1_000
#: Letters at least: short names are abbreviations and words (``Ada``, ``Lima``).
TOWN_MIN_LETTERS = 5

#: The prepositions a town follows: a place's, and a journey's through it
#: (``on`` is a street's: ``on Falmouth Road``).
_TOWN_PREPOSITIONS = (PLACE_PREPOSITIONS - {"on"}) | {
    "through",
    "thru",
    "outside",
    "toward",
    "towards",
}
#: One of them right before the town (``IN``, ``through``, ``@``).
_PLACE_PREPOSITION = lazy_compile(
    r"(?i)(?:^|[\s(,;])(?:"
    + "|".join(sorted(map(regex.escape, _TOWN_PREPOSITIONS)))
    + r")[ \t]{1,3}$"
)
#: Characters before a town looked at for the preposition (``lobstering off ``).
_BEFORE = 18


@functools.lru_cache(maxsize=8192)
def distinct_town(name: str) -> bool:
    """Whether a listed place is a US town's name and nothing else (as written).

    A name of several words is one when capitalised (``New Bedford``,
    ``FALL RIVER``) or, in small letters, when English has no word for one
    of them (``new bedford``): ``long term``, ``green bay`` are words.
    """
    if " " in name:
        return _distinct_phrase(name)
    low = name.lower()
    if len(low) < TOWN_MIN_LETTERS or not low.isalpha() or common_english_word(low):
        return False
    return (
        _us_town(low)
        and zipf(low) < TOWN_MAX_ZIPF
        and sum(name_people(name)) < TOWN_MAX_PEOPLE
        and not excluded_word(name)
        and not clinical_abbreviation(name.upper())
    )


def _distinct_phrase(name: str) -> bool:
    """Whether a listed name of several capitalised words is a US town of some size.

    In small letters, one of its words must be no common English word
    (``new bedford``, ``east boston``; not ``long term``, ``green bay``,
    ``fall river``, which English writes as words).
    """
    words = name.split()
    if any(excluded_word(w) for w in words) or not _us_town(name):
        return False
    if all(w[:1].isupper() for w in words):
        return True
    return name.islower() and not all(common_english_word(w) for w in words)


def _us_town(name: str) -> bool:
    """Whether the gazetteer has a US place so named of :data:`TOWN_MIN_POPULATION` or more."""
    place = place_table().get(name)
    return (
        place is not None
        and US_PLACE in place.kinds
        and place.population >= TOWN_MIN_POPULATION
    )


#: Prepositions of a neighbourhood or of where a journey or a living
#: starts, before which a capitalised town's name is the town (``out of
#: bed``, ``near syncope`` name no town). ``off`` only after a boat's or a
#: swimmer's work (``lobstering off Gloucester``): alone a drug follows it
#: in notes (``OFF NITRO``, and Nitro is a town in West Virginia).
_NEAR_PREPOSITION = lazy_compile(
    r"(?i)(?:^|[\s(,;])(?:out[ \t]+of|outside(?:[ \t]+of)?|near|nr|around"
    r"|(?:fish|lobster|clamm|sail|boat|swimm|div|surf|kayak|row)ing[ \t]+off)"
    r"[ \t]{1,3}$"
)


def towns_after_prepositions(text: str, found: list[Finding]) -> list[Finding]:
    """Weak listed towns made sure where a preposition or a noun puts them, and places in them.

    ``was in Falmouth``, ``a Haverhill native`` (:func:`_town_before_noun`);
    then the places named between ``at`` and ``in`` a sure town
    (:func:`_places_in_towns`).
    """
    for k, town in enumerate(found):
        if town.strong or town.kind != CITY:
            continue
        before = text[max(0, town.start - _BEFORE) : town.start]
        name = text[town.start : town.end]
        if (
            (_PLACE_PREPOSITION.search(before) and distinct_town(name))
            or (_NEAR_PREPOSITION.search(before) and _near_town(name))
            or _town_before_noun(text, town.start, town.end)
        ):
            found[k] = town._replace(strong=True)
    return found + _places_in_towns(text, found)


#: ``at habit opco in ``: one or two words in small letters between ``at``
#: (``the``) and ``in``, read back from a town.
_AT_BEFORE_IN = lazy_compile(
    r"(?<![A-Za-z])at[ \t]+(?:the[ \t]+)?"
    r"(?P<place>[a-z][a-z'&-]{1,30}(?:[ \t]+[a-z][a-z'&-]{1,30})?)[ \t]+in[ \t]+\Z"
)
#: Characters before a town looked at for ``at ... in``.
_AT_REACH = 48
#: One word of the place rarer than this in English (``opco``; not ``home``,
#: ``work``, ``the beach``).
_AT_PLACE_ZIPF = 3.5


def _clinical(word: str) -> bool:
    """A care setting or a medical abbreviation in small letters (``osh``, ``snf``)."""
    return word in CLINICAL_PLACES or clinical_abbreviation(word.upper())


def _places_in_towns(text: str, found: list[Finding]) -> list[Finding]:
    """Places in small letters named between ``at`` and ``in`` a sure town.

    ``gets methadone at habit opco in brockton``: the town says the words
    before its ``in`` name a place there, in any case; words English writes
    every day are none (``at work in boston``, ``at the beach in quincy``),
    nor are a dictionary's nouns (``at the food pantry in malden``,
    ``at the laundromat in lynn``): a kind of place, not its name.
    """
    places = []
    for town in found:
        if not (town.strong and town.kind == CITY):
            continue
        lo = max(0, town.start - _AT_REACH)
        m = _AT_BEFORE_IN.search(text, lo, town.start)
        if m is None:
            continue
        words = m["place"].split()
        if not any(map(_clinical, words)) and any(
            zipf(w) < _AT_PLACE_ZIPF
            and not excluded_word(w)
            and not common_english_word(w)
            for w in words
        ):
            start, end = m.start("place"), m.end("place")
            places.append(Finding(start, end, LOCATION, "place-at-town"))
    return places


#: ``a Haverhill native``: who was born there.
_NATIVE_AFTER = lazy_compile(r"[ \t]+(?i:native)\b")
#: ``pt's worcester apartment``: someone's home in a town.
_HOME_AFTER = lazy_compile(r"[ \t]+(?i:apartment|apt|home|house|condo)\b")
#: Whose home it is, right before the town: ``pt's``, ``her``, ``their``.
_OWNER_BEFORE = lazy_compile(r"(?i:'s|\bhis|\bher|\btheir)[ \t]+\Z")


def _town_before_noun(text: str, start: int, end: int) -> bool:
    """Whether a listed town of some size stands before ``native`` or after an owner before a home.

    ``a Haverhill native``, ``pt's worcester apartment``: the noun says the
    word before it is where someone comes from or lives, in any case. A
    town of 20,000 or more that is no everyday word, month or state.
    """
    native = match_in_line(_NATIVE_AFTER, text, end) is not None
    home = (
        not native
        and match_in_line(_HOME_AFTER, text, end) is not None
        and _OWNER_BEFORE.search(text, max(0, start - 8), start) is not None
    )
    return (native or home) and facility_town(text[start:end])


#: A smaller town after such a preposition when English hardly writes its
#: name (``near Wellfleet``, ``off Nahant``: Zipf under 2, once in a hundred
#: million words).
_SMALL_TOWN_POPULATION = 1_000
_SMALL_TOWN_ZIPF = 2.0
#: The same in small letters, any town (``off marblehead``, ``out of rockport``).
_LOWER_NEAR_TOWN_ZIPF = 2.5


def _near_town(name: str) -> bool:
    """Whether a capitalised listed name after ``out of`` or ``near`` is a town.

    A US town of :data:`TOWN_MIN_POPULATION` or more (a smaller one whose
    name is no word English text writes), no everyday word,
    month, state, drug or abbreviation, written as a name: a capital first,
    no word in small letters (``near Gloucester``, ``OUT OF LYNN``; not
    ``near syncope``, ``out of Bed``).
    """
    low = name.lower()
    if name.islower():
        # In small letters only a name English hardly writes (``fishing off
        # nahant``, ``near wellfleet``; not ``out of bed``, ``near syncope``).
        return (
            _town_of(name, _SMALL_TOWN_POPULATION, _LOWER_NEAR_TOWN_ZIPF)
            and not any(
                common_english_word(w) or excluded_word(w) for w in name.split()
            )
            and not clinical_abbreviation(name.upper())
            and low not in STATE_NAMES
        )
    if not name[:1].isupper() or any(w.islower() for w in name.split()):
        return False
    return (
        (
            _town_of(name, TOWN_MIN_POPULATION, _FACILITY_TOWN_ZIPF)
            or _town_of(name, _SMALL_TOWN_POPULATION, _SMALL_TOWN_ZIPF)
        )
        and not any(excluded_word(w) for w in name.split())
        and not clinical_abbreviation(name.upper())
        and low not in STATE_NAMES
    )


#: ``in`` between an institution and its town, read back from the town:
#: ``at st vincent's in worcester``.
_IN_BEFORE = lazy_compile(r"[ \t]{1,3}(?i:in)[ \t]{1,3}\Z")
#: Characters before a town looked at for ``in`` and the institution's end.
_IN_REACH = 8
#: A town this large at least after an institution and ``in``.
_FACILITY_TOWN_POPULATION = 20_000
#: Below this Zipf frequency (``boston`` 4.67; ``spring``, ``mobile`` and
#: ``reading`` are everyday words above it).
_FACILITY_TOWN_ZIPF = 4.8


#: The kinds of sure finding a town after ``in`` is the place of.
_BRANCHED = frozenset({HOSPITAL, ORGANIZATION})


def towns_of_facilities(text: str, found: list[Finding]) -> list[Finding]:
    """Weak listed towns made sure right after an institution and ``in``.

    Why: ``pt was at st vincent's in worcester``: in small letters no
    capital and no motion cue says the listed town is one, but the
    institution before it does (``Lahey in Burlington``), and so does a
    company's branch (``used to work at dunkin in everett``). A town whose
    name is an everyday word, a month or a state stays weak.
    """
    return made_sure_after(
        text,
        found,
        _BRANCHED,
        _IN_BEFORE,
        _IN_REACH,
        lambda town: town.kind == CITY,
        lambda town: facility_town(text[town.start : town.end]),
    )


def facility_town(name: str) -> bool:
    """Whether a listed name is a US town of some size and no everyday word."""
    low = name.lower()
    return (
        _town_of(name, _FACILITY_TOWN_POPULATION, _FACILITY_TOWN_ZIPF)
        and low not in STATE_NAMES
        and low not in MONTHS
    )


def _town_of(name: str, population: int, max_zipf: float) -> bool:
    """Whether the gazetteer has a US town ``name`` this large, rarer in text than ``max_zipf``."""
    place = place_table().get(name)
    return (
        place is not None
        and US_PLACE in place.kinds
        and place.population >= population
        and zipf(name.lower()) < max_zipf
    )
