"""Name surrogates (seed 000): the same pattern, gender-matched Census names, consistent mappings.

A name phrase is parsed into words with roles: ``Last, First M.`` puts the
words before the comma in the last-name role; otherwise the first word is
a first name, the last word a last name and the words between middle
names; a single word is a first name when the Census first-name lists know
it, else a last name. Each word is replaced on its own, keeping its case:

* known first names by first names of the same gender (female, male, or
  names both genders carry); Mr/Mrs/Ms decide for unknown words;
* last names by Census last names;
* a word the lists do not know (misspelled, foreign, rare) by a random
  name with two letters altered, so that it is in no list either;
* single letters (initials) by other letters, the same letter always the same way;
* titles (Dr, Mrs, MD...) are kept.

The same word (ignoring case) always gets the same surrogate within a
:class:`NameScope`, and two different words never share one. No surrogate
is a word of any original name in the corpus.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from vtt_py.export.surrogate_lexicon import (
    CensusNames,
    NameList,
    census_names,
    nice_case,
)
from vtt_py.export.surrogate_shapes import alter_letters, letter_map

_TOKEN = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*|\d+|\s+|.", re.DOTALL)
TITLES = frozenset(
    "dr mr mrs ms miss mx prof sr jr md rn np pa ii iii iv phd dds do dr. sir dame".split()
)
_FEMALE_TITLES = frozenset({"mrs", "ms", "miss"})
_MALE_TITLES = frozenset({"mr", "sir"})
FIRST, MIDDLE, LAST, INITIAL, TITLE = "first", "middle", "last", "initial", "title"


@dataclass
class NameScope:
    """Mappings shared by the notes of one scope (a note, a patient or the corpus).

    ``words`` maps name and place words, ``letters`` initials, ``values``
    whole values such as identifiers, by (kind, original).
    """

    words: dict[str, str] = field(default_factory=dict)
    used: set[str] = field(default_factory=set)
    letters: dict[str, str] = field(default_factory=dict)
    values: dict[tuple[str, str], str] = field(default_factory=dict)


def case_like(template: str, word: str) -> str:
    """``word`` written in the case pattern of ``template`` (as listed when mixed)."""
    if template.isupper() and len(template) > 1:
        return word.upper()
    if template.islower():
        return word.lower()
    return word[:1].upper() + word[1:]


def _cap(word: str) -> str:
    return nice_case(word)


def name_words(text: str) -> list[str]:
    """The words of a name phrase (letters, with inner apostrophes)."""
    return [t for t in _TOKEN.findall(text) if t[0].isalpha()]


class NameMaker:
    """Makes name surrogates.

    Args:
        rng: the seeded random source.
        forbidden: lower-case words no surrogate may be (every original
            name word of the corpus, and every original PHI string).
    """

    def __init__(self, rng: random.Random, forbidden: set[str]) -> None:
        self.rng = rng
        self.forbidden = forbidden
        self.census: CensusNames = census_names()

    def surrogate(self, text: str, scope: NameScope) -> str:
        """The surrogate of a name phrase."""
        tokens = _TOKEN.findall(text)
        roles = self._roles(tokens)
        gender = self._title_gender(tokens)
        out = []
        for token, role in zip(tokens, roles, strict=True):
            if role is None or role == TITLE:
                out.append(token)
            elif role == INITIAL:
                out.append(letter_map(self.rng, token, scope.letters))
            else:
                out.append(case_like(token, self._word(token, role, gender, scope)))
        return "".join(out)

    def initials(self, text: str, scope: NameScope) -> str:
        """Every letter of an initials phrase (``J.D.``) mapped to another letter."""
        return "".join(
            letter_map(self.rng, ch, scope.letters) if ch.isalpha() else ch
            for ch in text
        )

    def _roles(self, tokens: list[str]) -> list[str | None]:
        roles: list[str | None] = [None] * len(tokens)
        words = [i for i, t in enumerate(tokens) if t[0].isalpha()]
        named = [i for i in words if tokens[i].lower().rstrip(".") not in TITLES]
        if not named:
            named = words  # a phrase of title-like words only is still a name
        for i in words:
            roles[i] = TITLE
        comma = next((i for i, t in enumerate(tokens) if t == ","), None)
        if comma is not None and any(i < comma for i in named):
            after = [i for i in named if i > comma]
            for i in named:
                roles[i] = LAST if i < comma else MIDDLE
            if after:
                roles[after[0]] = FIRST
        elif len(named) == 1:
            roles[named[0]] = (
                FIRST if _cap(tokens[named[0]]) in self.census.all_first else LAST
            )
        elif named:
            for i in named:
                roles[i] = MIDDLE
            roles[named[0]], roles[named[-1]] = FIRST, LAST
        for i in named:
            if len(tokens[i]) == 1:
                roles[i] = INITIAL
        return roles

    def _title_gender(self, tokens: list[str]) -> str | None:
        for token in tokens:
            low = token.lower()
            if low in _FEMALE_TITLES:
                return "female"
            if low in _MALE_TITLES:
                return "male"
        return None

    def _word(self, word: str, role: str, gender: str | None, scope: NameScope) -> str:
        key = word.casefold()
        found = scope.words.get(key)
        if found is None:
            found = self._new_word(word, role, gender, scope)
            scope.words[key] = found
            scope.used.add(found.casefold())
        return found

    def _source(
        self, word: str, role: str, gender: str | None
    ) -> tuple[NameList, bool]:
        """The list to draw from, and whether the original is in the lists."""
        census = self.census
        cap = _cap(word)
        if role == LAST:
            return census.last, cap in census.last
        female, male = cap in census.female, cap in census.male
        if female and male:
            return census.either, True
        if female or male:
            return (census.female if female else census.male), True
        if gender is not None:
            return (census.female if gender == "female" else census.male), False
        return census.either, False

    def _new_word(
        self, word: str, role: str, gender: str | None, scope: NameScope
    ) -> str:
        source, known = self._source(word, role, gender)
        candidate = word
        for attempt in range(200):
            candidate = source.draw(self.rng)
            if not known or attempt >= 100:
                # Seed 000: an unknown (misspelled, rare) name becomes a random
                # name with two letters altered, so it is in no list either.
                candidate = nice_case(alter_letters(self.rng, candidate))
                if candidate in self.census.everything:
                    continue
            if self._free(candidate, word, scope):
                return candidate
        return candidate

    def _free(self, candidate: str, original: str, scope: NameScope) -> bool:
        low = candidate.casefold()
        return (
            low != original.casefold()
            and low not in self.forbidden
            and low not in scope.used
        )
