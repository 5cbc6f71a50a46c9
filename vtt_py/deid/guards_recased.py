"""The guards asked again of a weighed name or place in a line typed in one case, re-cased.

The guards read a note as most are written: a name capitalised, the words
around it in small letters (``Corrigan pulse``, ``Hazel eyes``, ``Crystal
meth use``, ``Dawn labs``). In a line typed in capitals every word is
capitalised, in one typed in small letters none is, and those tests fail,
so such notes kept the false marks a mixed-case one drops (``PT WITH
CORRIGAN PULSE``, ``hazel eyes, perrla``). Asked again of the line as a
mixed-case note writes it, the suggestion's own words capitalised, the
guards see the line as they were written for.
Only the CRF's names and places and the weak rule findings it weighed
(the suggestions guards drop on evidence of the words around them); sure
rule findings are left as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import regex

from vtt_py.core.recase import recase
from vtt_py.deid.analysis import STOP_WORDS
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import name_likelihood_ratio
from vtt_py.deid.merge import CANDIDATE_SOURCE, Suggestion
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.places import place_table

#: A guard: ``(text, suggestion)`` to whether it is plainly no PHI.
Guard = Callable[[str, Suggestion], bool]
#: The sources and families asked again.
_WEIGHED = frozenset({"crf", CANDIDATE_SOURCE})
_FAMILIES = frozenset({"NAME", "PLACE"})
#: Share of a line's letters in capitals from which it is typed in capitals,
#: and up to which in small letters (a sentence's first letter may be one).
_CAPITALS_SHARE = 0.8
_SMALL_SHARE = 0.05
#: Fewest letters of such a line: a short one (``CV:``) says nothing.
_FEWEST_LETTERS = 8
#: Characters either side of a suggestion its line is read to at most.
_REACH = 200
#: A word of letters.
_WORD = lazy_compile(r"\p{L}+")


def in_one_case(line: str) -> bool:
    """Whether a line is typed in capitals or in small letters (a few capitals at most)."""
    letters = upper = 0
    for c in line:
        if c.isalpha():
            letters += 1
            upper += c.isupper()
    return letters >= _FEWEST_LETTERS and not (
        _SMALL_SHARE * letters < upper < _CAPITALS_SHARE * letters
    )


def recased_lines(text: str, s: Suggestion) -> tuple[str, str, Suggestion] | None:
    """The suggestion's line in small letters, its own words capitalised or not, and it there.

    Two readings: the words a name's (``Corrigan pulse``) or a word's (``pt
    summers on the cape``). None when the suggestion is not one to ask
    again (:data:`_WEIGHED`, :data:`_FAMILIES`) or its line is not typed in
    one case.
    """
    if s.source not in _WEIGHED or s.family not in _FAMILIES:
        return None
    # The line, but no more than :data:`_REACH` either side: one line of a
    # megabyte must not be copied for each suggestion on it.
    lo, hi = max(0, s.start - _REACH), min(len(text), s.end + _REACH)
    before, after = text.rfind("\n", lo, s.start), text.find("\n", s.end, hi)
    start = lo if before == -1 else before + 1
    end = hi if after == -1 else after
    line = text[start:end]
    if not in_one_case(line):
        return None
    a, b = s.start - start, s.end - start
    # A town, a state or a person no dictionary lists stays a name (``MOVED
    # FROM TULSA OKLAHOMA``: not ``oklahoma``, an illness's ending).
    plain = _WORD.sub(_plain_word, line)
    named = plain[:a] + _titled(recase(line[a:b], str.lower)) + plain[b:]
    small = plain[:a] + recase(line[a:b], str.lower) + plain[b:]
    return named, small, s._replace(start=a, end=b)


def _plain_word(m: regex.Match[str]) -> str:
    """A word of a line typed in one case as a mixed-case note writes it.

    Capitalised if a listed place's or person's name that no dictionary
    lists as a word (``Oklahoma``), else in small letters (``eyes``,
    ``meth``, ``perrla``).
    """
    low = recase(m[0], str.lower)
    if low in STOP_WORDS or common_english_word(low):
        return low
    if place_table().get(low) is not None or name_likelihood_ratio(low) >= _NAME_RATIO:
        return _titled(low)
    return low


#: A word this much likelier a person's name than a word stays capitalised
#: (``Kowalski``; not ``meth``).
_NAME_RATIO = 5.0


def _titled(words: str) -> str:
    """Words in small letters with each one's first letter a capital (``Corrigan``).

    A word starts after a space or a hyphen, not after an apostrophe
    (``St. Anthony's``, ``Gardner-Wells``).
    """
    return "".join(
        recase(c, str.upper) if k == 0 or words[k - 1] in " \t-" else c
        for k, c in enumerate(words)
    )


#: Guards asked of the word's reading too: a season's verb is written in
#: small letters (``summers on the Cape``). Not the others: a name read in
#: small letters is a word to them (``dawn called``: the hour).
WORD_READING_GUARDS = frozenset({"season"})


def dropped_recased(text: str, s: Suggestion, guards: Sequence[Guard]) -> bool:
    """Whether one of ``guards`` drops ``s`` in its line re-cased (:func:`recased_lines`)."""
    recased = recased_lines(text, s)
    if recased is None:
        return False
    named, small, shifted = recased
    return any(
        guard(named, shifted)
        or (guard.__name__ in WORD_READING_GUARDS and guard(small, shifted))
        for guard in guards
    )
