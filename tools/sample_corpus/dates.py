"""Dates of an encounter: admission, discharge, follow-up, holidays and infants' ages."""

from __future__ import annotations

import datetime as dt
from random import Random

from tools.sample_corpus.scenario import Scenario
from tools.sample_corpus.segments import Renderable
from tools.sample_corpus.values import Age, PDate, Tagged


def _holiday_dates(year: int) -> list[tuple[dt.date, str]]:
    """Holidays of a year with their dates (floating ones computed)."""

    def nth_weekday(month: int, weekday: int, n: int) -> dt.date:
        first = dt.date(year, month, 1)
        offset = (weekday - first.weekday()) % 7
        if n > 0:
            return first + dt.timedelta(days=offset + 7 * (n - 1))
        last = dt.date(year, month + 1, 1) - dt.timedelta(days=1)
        return last - dt.timedelta(days=(last.weekday() - weekday) % 7)

    return sorted(
        [
            (dt.date(year, 1, 1), "New Year's Day"),
            (dt.date(year, 2, 14), "Valentine's Day"),
            (dt.date(year, 3, 17), "St. Patrick's Day"),
            (nth_weekday(5, 6, 2), "Mother's Day"),
            (nth_weekday(5, 0, -1), "Memorial Day"),
            (nth_weekday(6, 6, 3), "Father's Day"),
            (dt.date(year, 7, 4), "the Fourth of July"),
            (nth_weekday(9, 0, 1), "Labor Day"),
            (dt.date(year, 10, 31), "Halloween"),
            (nth_weekday(11, 3, 4), "Thanksgiving"),
            (dt.date(year, 12, 24), "Christmas Eve"),
            (dt.date(year, 12, 25), "Christmas"),
            (dt.date(year, 12, 31), "New Year's Eve"),
        ]
    )


def recent_holiday(day: dt.date) -> str:
    """The last holiday at least three days before ``day`` (for "since Christmas")."""
    candidates = _holiday_dates(day.year - 1) + _holiday_dates(day.year)
    return [name for when, name in candidates if when <= day - dt.timedelta(days=3)][-1]


def holiday(name: str) -> Tagged:
    """A holiday span; a leading "the" stays outside it."""
    if name.startswith("the "):
        return Tagged(name[4:], "Holiday|Patient", prefix="the ")
    return Tagged(name, "Holiday|Patient")


def next_holiday(day: dt.date) -> str:
    """The first holiday after ``day`` (for "will stay with him through Thanksgiving")."""
    candidates = _holiday_dates(day.year) + _holiday_dates(day.year + 1)
    return [name for when, name in candidates if when > day][0]


def infant_age(days: int) -> Age:
    """A fractional age with its unit (seed 001: Age-fract includes the unit)."""
    if days < 21:
        return Age(0, f"{days} days", f"{days}-day")
    if days < 70:
        weeks = days // 7
        return Age(0, f"{weeks} weeks", f"{weeks}-week")
    months, rest = divmod(days, 30)
    half = " 1/2" if rest >= 15 else ""
    if months >= 12:
        return Age(0, f"{months} months", f"{months}-month")
    return Age(0, f"{months}{half} months", f"{months}{half}-month")


def encounter_dates(
    rng: Random, scenario: Scenario, born: Age
) -> dict[str, Renderable]:
    adm = dt.date(2019, 1, 7) + dt.timedelta(days=rng.randrange(2150))
    los = rng.randint(*scenario.los)
    dis = adm + dt.timedelta(days=los)
    if born.noun:
        dob = adm - dt.timedelta(
            days=int(born.noun.split()[0])
            * {"days": 1, "weeks": 7}.get(born.noun.split()[-1], 30)
            + rng.randrange(3)
        )
    else:
        dob = adm - dt.timedelta(days=int(born.years * 365.25) + rng.randrange(360))
    dictd = dis + dt.timedelta(days=rng.choice((0, 0, 1)))
    prior = adm - dt.timedelta(days=rng.randint(60, 400))

    def day(offset: int, base: dt.date = adm) -> PDate:
        return PDate(base + dt.timedelta(days=offset))

    return {
        "adm": PDate(adm),
        "dis": PDate(dis),
        "dob": PDate(dob),
        "hd2": day(1),
        "hd3": day(2),
        "hd4": day(3),
        "onset": day(-rng.randint(2, 5)),
        "onset2": day(-rng.randint(8, 20)),
        "prior": PDate(prior),
        "priorend": PDate(prior + dt.timedelta(days=rng.randint(10, 30))),
        "prior2": day(-rng.randint(500, 1500)),
        "fu": day(rng.randint(7, 21), dis),
        "fu2": day(rng.randint(28, 90), dis),
        "dictd": PDate(dictd),
        "transd": day(rng.choice((0, 1)), dictd),
        # consent form and protocol amendment: dates of documents, not of the patient
        "formrev": PDate(adm - dt.timedelta(days=rng.randint(300, 700)), False),
        "protdate": PDate(adm - dt.timedelta(days=rng.randint(40, 200)), False),
        "hol": holiday(recent_holiday(adm)),
        "nexthol": holiday(next_holiday(dis)),
        "year_dx": PDate(adm - dt.timedelta(days=365 * rng.randint(3, 15))),
    }
