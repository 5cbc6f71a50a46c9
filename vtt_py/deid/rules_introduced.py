"""A patient's name opening a line before the age: ``Chukwuma Obi, 58 yo M``."""

from __future__ import annotations

import regex

from vtt_py.deid.kinds import NAME_PATIENT, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import name_likelihood_ratio, zipf
from vtt_py.deid.text import matches_at
from vtt_py.lexicons.clinical import drug_words

#: Two to four words opening a line, then the age and its unit or the sex,
#: or a bare age between commas:
#: ``Jose Luis Ramirez Garcia, 33,``, ``LAKSHMI NARAYANAN 45F``,
#: ``przemyslaw wozniak is a 66 year old``, ``Abdullah Al-Qahtani 81 yo``.
_INTRODUCED = lazy_compile(
    r"""[ \t]{0,4}(?P<name>\p{L}[\p{L}'-]{0,30}+(?:[ ]\p{L}[\p{L}'-]{0,30}+){1,3}?)
    (?:,?[ ]{1,2}(?:(?i:is|was)[ ])?(?:(?i:an?)[ ])?[1-9][0-9]?(?![0-9])
    (?:[ -]?(?i:yo|y/o|y\.o\.?|yrs?[ -]old|years?[ -]old|year-old)|[ ]?[MFmf])
    (?![\p{L}0-9/])|,[ ][1-9][0-9]?,[ ])""",
    regex.VERBOSE,
)
#: Each word must be this much likelier a name than a word, or rare in
#: English (Zipf): ``White male 72 yo``, ``Young Hispanic female, 25`` and
#: ``Pleasant woman 80F`` describe.
_INTRODUCED_RATIO = 1.5
_RARE_ZIPF = 2.5
#: One word at least this much likelier a name (``Nguyen``, ``Okafor``).
_INTRODUCED_STRONG = 10.0
#: Particles between a name's words, English words though they are.
_PARTICLES = frozenset(
    "van von de da del della der di du dos das la le al el bin ibn ben abu".split()
)


def find_introduced_patients(text: str) -> list[Finding]:
    """The patient's name opening a line, right before the age (strong: the shape says it).

    A note often opens on the patient's name and age (``Nguyen Van Thanh,
    72M, admitted with CAP``), in capitals or lower case as the rest of the
    note, where no title or cue precedes the name. Every word must be
    likelier a name than a word (:func:`_introduced_name`), so a
    description (``Elderly female 72 yo``, ``White male, 45``) is none.

    Args:
        text: the document text.

    Returns:
        NAME_PATIENT findings, one per name.
    """
    if not any(c in text for c in "yYmMfF"):
        return []
    # Tried at each line's start only (a name opening a line): cheap, linear.
    starts = [0]
    at = text.find("\n")
    while at != -1:
        starts.append(at + 1)
        at = text.find("\n", at + 1)
    found = []
    for m in matches_at(_INTRODUCED, text, starts):
        if _introduced_name(m["name"].split(" ")):
            start, end = m.span("name")
            found.append(Finding(start, end, NAME_PATIENT, "name-introduced"))
    return found


def _introduced_name(words: list[str]) -> bool:
    """Every word (or hyphened part) likelier a name, one much likelier; no drug.

    A particle (``Van``, ``Al-``) may join the words but not make one up.
    """
    strong = False
    for word in words:
        parts = [p for p in word.split("-") if p]
        if not parts or word.lower() in drug_words():
            return False
        for part in parts:
            if part.lower() in _PARTICLES and word is not words[0]:
                continue
            ratio = name_likelihood_ratio(part)
            if ratio < _INTRODUCED_RATIO and zipf(part) >= _RARE_ZIPF:
                return False
            strong = strong or ratio >= _INTRODUCED_STRONG
    return strong
