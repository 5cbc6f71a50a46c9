"""Ages that agree with the shifted dates (seed 000: surrogates keep the temporal facts).

Every date of a patient moves by the same number of days, so the age a
birth date and a visit date give does not change. An age in a note is the
patient's when the note (or another note of the patient) gives a birth date
and the note a date on which that birth date gives this age: it is then
written as the shifted dates give it, not moved at random (a random age would
contradict the dates; it also stays 90 or over when it was). Other ages (a
relative's, or a note without a birth date) are moved by
:func:`vtt_py.export.surrogate_shapes.age`.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable

from vtt_py.export.surrogate_dates import full_date, years_between

#: Words right before a birth date: ``DOB:``, ``Date of birth``, ``born on``.
_BIRTH_CUE = re.compile(
    r"(?:\bDOB|\bD\.O\.B\.?|\bdate\s+of\s+birth|\bbirth\s*date|\bborn(?:\s+on)?)"
    r"[\s:#.-]{0,4}$",
    re.IGNORECASE,
)
_WHOLE_AGE = re.compile(r"\d{1,3}")
_CONTEXT = 40


def is_birth_date(text: str, start: int) -> bool:
    """Whether the date starting at ``start`` follows a birth-date cue on its line."""
    before = text[max(0, start - _CONTEXT) : start].rsplit("\n", 1)[-1]
    return _BIRTH_CUE.search(before) is not None


def note_dates(
    text: str, spans: Iterable[tuple[int, int]], *, day_first: bool
) -> tuple[dt.date | None, list[dt.date]]:
    """The birth date of a note (None if none is given) and its other full dates."""
    birth: dt.date | None = None
    others: list[dt.date] = []
    for start, end in spans:
        date = full_date(text[start:end], day_first=day_first)
        if date is None:
            continue
        if birth is None and is_birth_date(text, start):
            birth = date
        else:
            others.append(date)
    return birth, others


def derived_age(
    age_text: str, birth: dt.date | None, dates: list[dt.date], days: int
) -> str | None:
    """The age written as the shifted dates give it, or None when they do not fix it.

    Args:
        age_text: the age as written (``94``; an age with words is not derived).
        birth: the patient's original birth date.
        dates: the note's other original full dates.
        days: the patient's date shift.
    """
    stripped = age_text.strip()
    if birth is None or not _WHOLE_AGE.fullmatch(stripped):
        return None
    value = int(stripped)
    shift = dt.timedelta(days=days)
    for when in dates:
        if when > birth and years_between(birth, when) == value:
            try:
                new = years_between(birth + shift, when + shift)
            except OverflowError:
                return None
            return age_text.replace(stripped, str(new))
    return None
