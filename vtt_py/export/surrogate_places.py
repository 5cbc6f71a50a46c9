"""Place surrogates: streets, cities, states, ZIP codes, countries, hospitals and other places.

An address is replaced part by part: street numbers and ZIP codes get new
digits of the same length, a state another state written the same way
(``MD`` -> ``OH``, ``Maryland`` -> ``Oregon``), a country another country,
and every other word a word drawn from the Census last-name list (many US
places carry such names), the same word always the same way within a scope.
Words that say what a place is rather than which (``Street``, ``Memorial``,
``Hospital``, ``of``) are kept when the phrase has other words. Short
all-capital words (``XH``, ``QRMC``: invented here) are acronyms and get random capitals,
never capitals a reader takes for something else: an English word (``ME``, ``UP``),
a medical abbreviation (``OR``, ``BP``, ``HD``) or a state's code.

An institution (an organisation label, or a phrase with a word such as
``Hospital``, ``Clinic`` or ``School``) keeps its generic words and gets each
run of specific words replaced by an institution-like name from a list
(``Day Hospital`` -> ``Fairview Hospital``, ``St. Mary's`` -> ``St. Luke's``),
never by a surname or a common word with letters altered.

Because every part is drawn on its own, no original pairing of street,
city, state and ZIP code survives; and because the draws exclude every
original PHI word of the corpus, no original place name is reused.
"""

from __future__ import annotations

import functools
import random
import re
import string

from wordfreq import zipf_frequency

from vtt_py.export.surrogate_kinds import Kind
from vtt_py.export.surrogate_lexicon import (
    CITY_ENDINGS,
    COUNTRIES,
    GENERIC_PLACE_WORDS,
    INSTITUTION_MARKERS,
    INSTITUTION_STEMS,
    PROFESSIONS,
    SAINTS,
    US_STATES,
    census_names,
)
from vtt_py.export.surrogate_names import NameScope, case_like
from vtt_py.export.surrogate_shapes import scramble
from vtt_py.lexicons.clinical import clinical_abbreviations

_TOKEN = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*|\d+|\s+|.", re.DOTALL)
_STATE_NAMES = {name.casefold(): i for i, (name, _) in enumerate(US_STATES)}
_STATE_CODES = {code.casefold(): i for i, (_, code) in enumerate(US_STATES)}
_COUNTRIES = {name.casefold(): i for i, name in enumerate(COUNTRIES)}
_VOWELS = set("AEIOUY")


def _generic(word: str) -> bool:
    return word.casefold() in GENERIC_PLACE_WORDS


def _is_acronym(word: str) -> bool:
    return word.isupper() and len(word) <= 4 and sum(c in _VOWELS for c in word) <= 1


#: Zipf frequency from which capitals read as an English word ("EX", "IE").
_WORD_ZIPF = 3.0


@functools.lru_cache(maxsize=4096)
def _misread_acronym(capitals: str) -> bool:
    """Whether invented capitals would read as a word, an abbreviation or a state.

    "transferred to OR", "BP attorneys", "at ME": a surrogate hospital so
    named changes what the note says (operating room, blood pressure, Maine),
    and puts a place's label on a clinical abbreviation in a de-identifier's
    surrogate training copies. Of the 676 pairs of capitals 144 remain.
    """
    return (
        capitals.casefold() in _STATE_CODES
        or capitals in clinical_abbreviations()
        or zipf_frequency(capitals.lower(), "en") >= _WORD_ZIPF
    )


class PlaceMaker:
    """Makes place surrogates.

    Args:
        rng: the seeded random source.
        forbidden: lower-case strings no surrogate word may be.
    """

    def __init__(self, rng: random.Random, forbidden: set[str]) -> None:
        self.rng = rng
        self.forbidden = forbidden
        self.last_names = census_names().last

    def surrogate(
        self, text: str, kind: Kind, scope: NameScope, *, keep_generic: bool
    ) -> str:
        """The surrogate of a place phrase of the given kind."""
        whole = self._whole(text, kind)
        if whole is not None:
            return whole
        tokens = _TOKEN.findall(text)
        if kind is Kind.ORGANIZATION or any(
            t.casefold() in INSTITUTION_MARKERS for t in tokens
        ):
            return self._institution(tokens, scope, fresh=not keep_generic)
        specific = [t for t in tokens if t[0].isalnum() and not _generic(t)]
        out = []
        for token in tokens:
            if token.isdigit():
                out.append(scramble(self.rng, token))
            elif not token[0].isalpha() or (
                keep_generic and specific and _generic(token)
            ):
                out.append(token)
            else:
                out.append(self._word(token, kind, scope))
        return "".join(out)

    def _whole(self, text: str, kind: Kind) -> str | None:
        key = text.strip().casefold().rstrip(".")
        if key in _STATE_NAMES or (
            key in _STATE_CODES and (kind is Kind.STATE or len(key) == 2)
        ):
            return self._state(text, key)
        if key in _COUNTRIES or kind is Kind.COUNTRY:
            return self._pick(text, COUNTRIES)
        if kind is Kind.PROFESSION:
            return self._pick(text, PROFESSIONS)
        return None

    def _institution(self, tokens: list[str], scope: NameScope, *, fresh: bool) -> str:
        """Generic words kept; each run of specific words one institution-like name.

        ``fresh`` (a retry: the first surrogate reused PHI) draws new names and
        replaces the generic words too.
        """
        out: list[str] = []
        run: list[str] = []

        def flush() -> None:
            if run:
                words = "".join(run).strip()
                saint = bool(out) and "".join(out).rstrip(" .").casefold().endswith(
                    ("st", "saint")
                )
                out.append(self._stem(words, scope, saint=saint, fresh=fresh))
                out.append(run[-1] if run[-1].isspace() else "")
                run.clear()

        for token in tokens:
            # A retry (the kept words held original PHI) replaces every word.
            specific = token[0].isalpha() and (fresh or not _generic(token))
            starts_run = specific and not (_is_acronym(token) and not run)
            if starts_run or (token.isspace() and run):
                run.append(token)
            else:
                flush()
                if token.isdigit():
                    out.append(scramble(self.rng, token))
                elif _is_acronym(token) and not _generic(token):
                    out.append(self._word(token, Kind.ORGANIZATION, scope))
                else:
                    out.append(token)
        flush()
        return "".join(out)

    def _stem(self, words: str, scope: NameScope, *, saint: bool, fresh: bool) -> str:
        key = f"institution:{words.casefold()}"
        found = None if fresh else scope.words.get(key)
        if found is None:
            pool = [
                s
                for s in (SAINTS if saint else INSTITUTION_STEMS)
                if s.casefold() != words.casefold()
                and s.casefold() not in self.forbidden
                and s.casefold() not in scope.used
            ] or list(SAINTS if saint else INSTITUTION_STEMS)
            found = self.rng.choice(pool)
            scope.words[key] = found
            scope.used.add(found.casefold())
        return case_like(words, found)

    def _pick(self, text: str, choices: tuple[str, ...]) -> str:
        pool = [c for c in choices if c.casefold() not in self.forbidden]
        pool = [c for c in pool if c.casefold() != text.strip().casefold()] or list(
            choices
        )
        return case_like(text.strip(), self.rng.choice(pool)) if text.strip() else text

    def _state(self, text: str, key: str) -> str:
        by_code = key in _STATE_CODES and key not in _STATE_NAMES
        pool = [
            (name, code)
            for name, code in US_STATES
            if name.casefold() != key
            and code.casefold() != key
            and name.casefold() not in self.forbidden
            and code.casefold() not in self.forbidden
        ] or list(US_STATES)
        name, code = self.rng.choice(pool)
        new = code if by_code else name
        if text.strip().isupper() and not by_code:
            new = new.upper()
        elif text.strip().islower():
            new = new.lower()
        return text.replace(text.strip(), new)

    def _word(self, word: str, kind: Kind, scope: NameScope) -> str:
        key = f"place:{word.casefold()}"
        found = scope.words.get(key)
        if found is None:
            found = self._new_word(word, kind, scope)
            scope.words[key] = found
            scope.used.add(found.casefold())
        if _is_acronym(word):
            return found.upper()
        return case_like(word, found)

    def _new_word(self, word: str, kind: Kind, scope: NameScope) -> str:
        candidate = word
        for _ in range(200):
            if _is_acronym(word):
                candidate = "".join(
                    self.rng.choice(string.ascii_uppercase) for _ in word
                )
                if len(candidate) > 1 and _misread_acronym(candidate):
                    continue
            else:
                candidate = self.last_names.draw(self.rng)
                if kind is Kind.CITY:
                    candidate += self.rng.choice(CITY_ENDINGS)
            low = candidate.casefold()
            if (
                low != word.casefold()
                and low not in self.forbidden
                and low not in scope.used
            ):
                return candidate
        return candidate


#: What an institution of each sort is called after its name.
_INSTITUTION_TAILS = {
    "hospital": ("Hospital", "Medical Center", "General Hospital", "Memorial Hospital",
                 "Community Hospital", "Regional Medical Center"),
    "company": ("Inc.", "Company", "Corporation", "Group", "Industries"),
    "college": ("College", "University", "Community College"),
}  # fmt: skip
_STREET_SUFFIXES = ("Street", "Avenue", "Road", "Drive", "Lane", "Court", "Way")
_DIRECTIONS = ("North", "South", "East", "West", "Far")


def new_place(rng: random.Random, kind: Kind, sort: str = "") -> str:
    """A place invented from nothing (a placeholder gives no original to follow).

    Args:
        rng: the random source.
        kind: street, city, state, ZIP, country, organisation (``sort``
            ``hospital``, ``company`` or ``college``), a ward (``OTHER``) or
            any other location.
        sort: for streets ``apartment`` or ``box``; for organisations the sort.

    Returns:
        Institutions take a name from the institution list and a tail
        (``Lakeview Medical Center``); streets a number, a word and a suffix;
        towns a Census surname with a town ending.
    """
    if kind is Kind.ORGANIZATION:
        tails = _INSTITUTION_TAILS.get(sort, _INSTITUTION_TAILS["hospital"])
        return f"{rng.choice(INSTITUTION_STEMS)} {rng.choice(tails)}"
    if kind is Kind.STREET:
        if sort == "apartment":
            return f"Apt {rng.randint(1, 40)}{rng.choice('ABCD')}"
        if sort == "box":
            return f"P.O. Box {rng.randint(100, 9999)}"
        word = census_names().last.draw(rng)
        return f"{rng.randint(1, 9999)} {word} {rng.choice(_STREET_SUFFIXES)}"
    if kind is Kind.STATE:
        return rng.choice(US_STATES)[0]
    if kind is Kind.ZIP:
        return f"{rng.randint(1001, 99950):05d}"
    if kind is Kind.COUNTRY:
        return rng.choice(COUNTRIES)
    if kind is Kind.OTHER:
        return f"{rng.choice(_DIRECTIONS)} {rng.randint(1, 12)}"
    return census_names().last.draw(rng) + rng.choice(CITY_ENDINGS)
