"""Words and thresholds the facility recognisers share (kept apart so each imports them alone).

:mod:`rules_facilities`, :mod:`rules_organisations`, :mod:`rules_care_settings`
and :mod:`rules_practices` read a name's words the same way: what a facility's
acronym is, how rare a word must be to name a practice or an employer, which
towns name a site, and how a one-token finding is made; their cue words'
tokens are found for all of them at once (:data:`CUE_WORDS`).
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import Finding
from vtt_py.deid.lexicon import (
    US_STATES,
    zipf,
)
from vtt_py.deid.rules_place_cues import (
    CLINICAL_PLACES,
)
from vtt_py.deid.rules_places import (
    SPECIALTIES,
)
from vtt_py.deid.word_tests import WORD_TESTS, tokens_among

#: Departments after a facility's abbreviation: ``X ED``, ``X cath lab``.
FACILITY_DEPARTMENTS = frozenset(
    "ed er ew icu ccu micu sicu cath hospital hosp campus clinic rehab "
    "emergency lab".split()
)


#: Longest facility abbreviation.
MAX_LETTERS = 6


def token_finding(
    analysis: Analysis, i: int, kind: str, rule: str, strong: bool
) -> Finding:
    """A finding covering token ``i``."""
    return Finding(analysis.starts[i], analysis.ends[i], kind, rule, strong)


def acronym(word: str) -> bool:
    """Whether a word has a facility acronym's shape: 2 to 6 capitals and rare as a word."""
    return (
        2 <= len(word) <= MAX_LETTERS
        and zipf(word.lower()) < 3.5  # "PLAN TO KEEP", "TO START": words in capitals
        and word.isalpha()
        and word.isupper()
        and word.lower() not in CLINICAL_PLACES
        and word.lower() not in SPECIALTIES
        and word.lower() not in STOP_WORDS
        and word not in US_STATES
    )


ACRONYM = WORD_TESTS.add(acronym)


#: A ward named after a person: a surname this much likelier a name than a word
#: (``Johnson 6``, ``Ellison 8``), however common the surname.
WARD_NAME_RATIO = 5.0


#: A word of a company's several this rare makes them a name of its own.
OWN_WORD_ZIPF = 4.5


#: Endings of hospital abbreviations: ``...H`` (Hospital), ``...MC`` (Medical Center).
HOSPITAL_ENDINGS = ("H", "MC")


#: In a line in capitals, an organisation's field names one when a word is rarer.
CAPS_EMPLOYER_ZIPF = 3.0
#: In a line in capitals, a word after ``works for`` rarer than this that no
#: dictionary lists as a common word is a name: a brand's is common on the
#: web (``WALMART`` 3.9, ``VERIZON`` 3.7).
CAPS_BRAND_ZIPF = 4.5


#: Common words that end a home's name after a rare one: ``NH (CEDAR VIEW)``.
HOME_TAILS = frozenset(
    "view hill hills park manor house village gardens place court point ridge "
    "pond ponds woods green commons terrace heights lake".split()
)


#: The first word of a labelled setting's name must be this rare in English:
#: a label's value is as often a word (``Rehab: Pending``, ``NH: Unknown``).
LABEL_WORD_ZIPF = 3.0


#: The first name word must be this rare in English (or a listed town).
PRACTICE_NAME_ZIPF = 3.0


#: A listed town this large names practices: ``Boston Cardiology``.
PRACTICE_TOWN = 1000


#: Endings of medical adjectives rare in English: ``Thoracic``,
#: ``Interventional``, ``Colorectal`` are kinds of care, not names.
ADJECTIVE_ENDINGS = ("ic", "al", "ary", "ive", "ous", "ory", "ar", "ed", "ing")


#: Fewest letters of a practice's name word in lower case or capitals.
CAPS_NAME_LETTERS = 4


#: A town this large after a facility's abbreviation names its site:
#: ``HVMA Wellesley``, ``F/U QRH MILTON``.
SITE_TOWN = 10_000


#: A site's town this common in English must be a city this large (``MGH
#: Boston``; not ``AT HTIS TIME``, a typo before a word a town shares).
SITE_TOWN_ZIPF = 4.0


class CueWords:
    """Sets of cue words whose tokens in a document are found for all sets at once.

    A dozen facility recognisers start from the tokens of their cue words
    (``Cardiology``, ``liaison``, ``works``, ``:``); asking the word index
    for each set cost a look-up per word of each (three hundred a note).
    Here the sets' union is asked once per document (a set intersection
    in C) and its few tokens are dealt to the sets holding their words.
    """

    def __init__(self) -> None:
        self._count = 0
        #: Each cue word: the handles of the sets holding it.
        self._handles: dict[str, tuple[int, ...]] = {}
        self._union: frozenset[str] = frozenset()

    def add(self, forms: frozenset[str]) -> int:
        """Register a set of cue words (at import time); its handle for :meth:`tokens`."""
        handle = self._count
        self._count += 1
        for form in forms:
            self._handles[form] = self._handles.get(form, ()) + (handle,)
        self._union |= forms
        return handle

    def tokens(self, analysis: Analysis, handle: int) -> tuple[int, ...]:
        """As ``tokens_among(analysis, forms)`` for the set registered as ``handle``."""
        key = (self, self._count)
        dealt = analysis.memo.get(key)
        # (isinstance, a C call, tells the type where typing.cast cost a Python call)
        if not isinstance(dealt, list):
            dealt = analysis.memo[key] = self._deal(analysis)
        found: tuple[int, ...] = dealt[handle]
        return found

    def _deal(self, analysis: Analysis) -> list[tuple[int, ...]]:
        """Each set's tokens in order, from the tokens of the union's words."""
        found: list[list[int]] = [[] for _ in range(self._count)]
        words = analysis.words
        for i in tokens_among(analysis, self._union):
            for handle in self._handles[words[i]]:
                found[handle].append(i)
        return [tuple(positions) for positions in found]


#: The registry the facility recognisers share.
CUE_WORDS = CueWords()


#: Where a labelled field's value starts: each colon (settings and organisations).
COLONS = CUE_WORDS.add(frozenset(":"))
