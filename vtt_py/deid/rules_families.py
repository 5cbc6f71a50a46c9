"""A family named by its surname in the plural: ``the Nguyens are at bedside``."""

from __future__ import annotations

import functools

from vtt_py.deid.kinds import NAME_RELATIVE, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import NOT_NAMES, name_likelihood_ratio, name_people, zipf
from vtt_py.deid.text import key_positions, matches_at
from vtt_py.lexicons.clinical import drug_words

#: ``the`` and a word ending in ``s``: ``the Kowalskis``, ``The Williamses``.
_THE_PLURAL = lazy_compile(
    r"(?:the|The|THE)[ ](?P<w>\p{L}[\p{L}'-]{2,30}+)(?<=[sS])(?![\p{L}'-])"
)
_THE_KEYS = ("the ", "The ", "THE ")
#: The word after the plural and before ``the``.
_NEXT_WORD = lazy_compile(r"[ \t]+(\p{L}+)")
_PREVIOUS_WORD = lazy_compile(r"(\p{L}+)[ \t]+\Z")
#: What people do or are right after their family's name: ``the Nguyens are
#: at bedside``, ``the Okafors called``, ``the Garcias requesting a meeting``.
_PEOPLE_AFTER = frozenset(
    "are were have had visited visiting called calling asked asking request "
    "requested requesting want wants wanted would will agree agreed declined "
    "updated aware at here present arrived came left brought state stated states "
    "report reported reports expressed understand understood said wish wishes "
    "prefer spoke feel felt remain remained met live lived".split()
)
#: Words of speaking to or meeting people right before ``the``: ``Visited by
#: the Kowalskis``, ``Spoke with the Okafors``.
_PEOPLE_BEFORE = frozenset(
    "by with to called updated told informed met visited contacted phoned paged "
    "reassured".split()
)
#: Devices named after people, written in the plural too (general clinical
#: knowledge): ``the Foleys were changed``, ``the Swans``, ``the Hickmans``.
_EPONYM_DEVICES = frozenset(
    "foley swan jackson penrose hickman broviac posey miami blake pleurx "
    "sengstaken minnesota salem".split()
)
#: The plural is no English word (Zipf under this): ``Browns``, ``Smiths``,
#: ``Millers`` (a team, a band, a trade) are left to the CRF.
_PLURAL_MAX_ZIPF = 2.5
#: The surname: borne by this many people (census), this much likelier a
#: name than a word, and more a surname than a first name (``Blakes``).
_SURNAME_PEOPLE = 1000
_SURNAME_RATIO = 10.0
#: In lower case (``the nguyens called``) a surname much likelier still.
_LOWER_PEOPLE = 10_000
_LOWER_RATIO = 100.0
_LOWER_MAX_ZIPF = 1.5


def find_family_plurals(text: str) -> list[Finding]:
    """A family's surname in the plural after ``the``, among people's words (strong).

    ``Visited by the Kowalskis``, ``The Nguyens are at bedside``, ``Spoke
    with the Okafors``: a note names a family by its surname in the plural.
    The plural must be no English word, its singular a listed surname
    (:func:`_family_surname`), and a word of people must stand before
    ``the`` or after the name (not ``the Foleys were changed``).

    Args:
        text: the document text.

    Returns:
        NAME_RELATIVE findings, one per plural.
    """
    found = []
    for m in matches_at(_THE_PLURAL, text, key_positions(text, _THE_KEYS)):
        if m.start() > 0 and text[m.start() - 1].isalnum():
            continue  # "bathe Nguyens": no word "the"
        word = m["w"]
        if not _family_surname(word):
            continue
        after = _NEXT_WORD.match(text, m.end())
        before = _PREVIOUS_WORD.search(text, max(0, m.start() - 20), m.start())
        if (after is not None and after[1].lower() in _PEOPLE_AFTER) or (
            before is not None and before[1].lower() in _PEOPLE_BEFORE
        ):
            found.append(
                Finding(m.start("w"), m.end("w"), NAME_RELATIVE, "name-family")
            )
    return found


@functools.lru_cache(maxsize=4096)
def _family_surname(plural: str) -> bool:
    """A plural no English word whose singular is a listed surname, not a device's."""
    low = plural.lower()
    lower_case = plural.islower()
    if zipf(low) >= (_LOWER_MAX_ZIPF if lower_case else _PLURAL_MAX_ZIPF):
        return False
    if not (lower_case or plural[0].isupper()):
        return False
    # "Williamses", "Lopezes": the singular before "es"; "Nguyens" before "s".
    stems = [low[:-1]] + ([low[:-2]] if low.endswith("es") else [])
    stem = max(stems, key=lambda s: name_people(s)[1])
    if stem in NOT_NAMES or stem in _EPONYM_DEVICES or stem in drug_words():
        return False
    first, last = name_people(stem)
    people, ratio = (
        (_LOWER_PEOPLE, _LOWER_RATIO)
        if lower_case
        else (_SURNAME_PEOPLE, _SURNAME_RATIO)
    )
    return last >= people and last > first and name_likelihood_ratio(stem) >= ratio
