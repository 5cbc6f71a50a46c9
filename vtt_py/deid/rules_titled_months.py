"""A month's name after a clinician's title is a name: ``per NP May``, ``RN April aware``."""

from __future__ import annotations

from vtt_py.deid.kinds import NAME_PROVIDER, Finding
from vtt_py.deid.lazy_patterns import lazy_compile

#: Months that are first names too (census), capitalised: in a note in
#: capitals ``RN MAY CALL`` is the verb.
_NAME_MONTHS = ("April", "May", "June", "August")
#: A clinician's title right before, in capitals as charts write it (``Dr.``
#: is the name rules'): ``NP``, ``RN``, ``PA-C``... Not after a place's
#: preposition, where ``PA``, ``MD`` are states (``family in PA May visit``).
_TITLE_BEFORE = lazy_compile(
    r"(?<![A-Za-z-])(?<!(?i:\b(?:in|to|from|of|at|near|outside))[ ])"
    r"(?:NP|RN|PA|PA-C|LPN|CNA|PCA|SW|LICSW|MD|CRNA|NNP)[ ]\Z"
)
#: Characters before a month's name looked at for a title (``LICSW ``).
_TITLE_REACH = 6
#: The month's name, no day, year or time after it (``moved to PA May 2019``
#: is a date), and no word it begins (``Mayfield``).
_MONTH_AT = lazy_compile(r"(?:April|May|June|August)(?![A-Za-z])(?![ ]?[0-9'])")


def titled_month(text: str, start: int) -> int:
    """Where a month's name at ``start`` ends if a clinician's title stands before it, else 0."""
    before = _TITLE_BEFORE.search(text, max(0, start - _TITLE_REACH), start)
    if before is None:
        return 0
    month = _MONTH_AT.match(text, start)
    return month.end() if month is not None else 0


def find_titled_months(text: str) -> list[Finding]:
    """Clinicians named like a month after their title (``per NP May``, ``PA June``).

    The month rules read them as months and the name rules skip a month's
    name, so ``Seen by PA May this am`` marked nothing, and ``RN April
    aware`` a date. Only the four months that are first names.

    Args:
        text: the document text.

    Returns:
        NAME_PROVIDER findings, strong.
    """
    found = []
    # (Searched here, not through text.key_positions: its few remembered
    # answers are the age rules' number words, which a new key would push out.)
    for key in _NAME_MONTHS:
        start = text.find(key)
        while start != -1:
            if end := titled_month(text, start):
                found.append(Finding(start, end, NAME_PROVIDER, "name-titled-month"))
            start = text.find(key, start + 1)
    return sorted(found)
