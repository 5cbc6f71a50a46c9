"""Companies named as what supplies a patient: ``O2 supplied by Lincare``.

Home oxygen, equipment and medicines come from companies a note names after
the verb of supplying and ``by``; that company is where the patient is
served, as identifying as an employer. Called by
:func:`rules_facilities.facility_findings`.
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import token_finding
from vtt_py.deid.kinds import ORGANIZATION, Finding
from vtt_py.deid.lexicon import PREFIXES, clinical_abbreviation, name_people, zipf
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES
from vtt_py.deid.word_tests import tokens_among
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.english import common_english_word

RULE = "supplier"
#: Verbs of supplying right before ``by``: ``supplied by``, ``delivered by``.
_SUPPLY_VERBS = frozenset(
    "supplied provided delivered furnished rented serviced shipped".split()
)
_BY = frozenset({"by", "By", "BY"})
#: A company's own word is rarer in English than this (zipf): ``Lincare``;
#: not ``provided by Pharmacy``, ``supplied by Hospice``.
_SUPPLIER_ZIPF = 3.0
#: Fewest letters of such a word.
_SUPPLIER_LETTERS = 4
#: A word this many people bear as a first name or a surname is someone's
#: (``provided by Lisa``, ``report provided by Ferreira``): the name rules'.
_NAME_PEOPLE = 1000


def _supplier_word(word: str) -> bool:
    """A capitalised word of a company's own: no English, care, drug or person's word."""
    low = word.lower()
    return (
        len(word) >= _SUPPLIER_LETTERS
        and word.isalpha()
        and word[0].isupper()
        and not word.isupper()
        and zipf(low) < _SUPPLIER_ZIPF
        and not common_english_word(low)
        and low not in STOP_WORDS
        and low not in CLINICAL_PLACES
        and low not in drug_words()
        and low not in PREFIXES
        and not clinical_abbreviation(word.upper())
        and max(name_people(word)) < _NAME_PEOPLE
    )


def suppliers(analysis: Analysis) -> list[Finding]:
    """A company's rare capitalised word after a verb of supplying and ``by``.

    ``O2 supplied by Lincare``, ``wheelchair provided by Numotion``, in a
    mixed-case line (in capitals every word looks alike). Not a word English
    writes (``provided by Pharmacy``), a title (``provided by Dr Ames``:
    the name rules'), a first name, a drug or a care setting.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for k in tokens_among(analysis, _BY):
        i = k + 1
        if k < 1 or i >= len(words) or line_of[i] != line_of[k - 1]:
            continue
        if analysis.caps_lines[line_of[i]] or words[k - 1].lower() not in _SUPPLY_VERBS:
            continue
        if _supplier_word(words[i]):
            found.append(token_finding(analysis, i, ORGANIZATION, RULE, True))
    return found
