"""A note's birth date and ages over 89 in step with its other dates.

MIMIC moved the birth date of a patient over 89 to 300 years before the
first admission (so the dates give an age of about 300). A synthesized
patient gets an age of 90 to 99 instead, the same in every note: the birth
date moves forward by 300 minus that age, and each ``[**Age over 90 **]``
of a note with a birth date and another date is the age those dates give
(seed 000: surrogates keep the temporal facts). Ages under 90 are never
placeholders in MIMIC; a birth date that gives one is shifted as usual.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from vtt_py.export.surrogate_ages import is_birth_date
from vtt_py.export.surrogate_dates import years_between
from vtt_py.synth.placeholders import DATE_SHAPES, Placeholder
from vtt_py.synth.values import rng_for

#: MIMIC's shift of an over-89 patient's birth date, in years.
MIMIC_OVER_89_YEARS = 300
_YMD = dict(DATE_SHAPES)["ymd"]


@dataclass(frozen=True)
class NoteAges:
    """What the note's birth date and ages become.

    Attributes:
        birth: the birth date placeholder's content (None: no birth date).
        years: years added to it before the patient's shift (MIMIC's over-89 shift undone).
        age: the value of the note's ``Age over 90`` placeholders, or None
            (then drawn at random, 90 or over).
    """

    birth: str | None = None
    years: int = 0
    age: int | None = None


def _date(content: str) -> dt.date | None:
    m = _YMD.fullmatch(content.strip())
    if m is None:
        return None
    try:
        return dt.date(*(int(g) for g in m.groups()))
    except ValueError:
        return None


def note_ages(
    text: str, found: list[Placeholder], *, seed: int, subject: str, days: int
) -> NoteAges:
    """The birth date fix and the age of one note (see the module docstring)."""
    birth: tuple[Placeholder, dt.date] | None = None
    others: list[dt.date] = []
    for ph in found:
        date = _date(ph.content) if ph.content[:1].isdigit() else None
        if date is None:
            continue
        if birth is None and is_birth_date(text, ph.start):
            birth = (ph, date)
        else:
            others.append(date)
    if birth is None or not others:
        return NoteAges()
    ph, born = birth
    years = 0
    if others[0].year - born.year > 150:
        years = MIMIC_OVER_89_YEARS - rng_for(seed, subject, "age").randint(90, 99)
    try:
        shift = dt.timedelta(days=days)
        age = years_between(
            born.replace(year=born.year + years) + shift, others[0] + shift
        )
    except (ValueError, OverflowError):
        return NoteAges()
    return NoteAges(ph.content, years, age if age >= 90 else None)


def with_years(content: str, years: int) -> str:
    """A ``YYYY-M-D`` content with ``years`` added to its year."""
    year, _, rest = content.strip().partition("-")
    return f"{int(year) + years}-{rest}"
