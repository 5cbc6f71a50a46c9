"""Month and day forms typed in a hurry: days run on with commas, a year after a stray space."""

from __future__ import annotations

from vtt_py.deid.kinds import DATE, Finding
from vtt_py.deid.lazy_patterns import lazy_compile

#: A month and day with more days of that month run on by bare commas:
#: ``seen 3/4,5,6``, ``cx 11/5,6``. No space after the commas: ``3/4, 5 mg``
#: is a date and a dose (:func:`vtt_py.deid.rules_dated_days.listed_days`
#: reads the spaced list where a clause ends).
_RUN_ON_DAYS = lazy_compile(
    r"(?<![0-9.,/])(?P<m>[0-9]{1,2})/(?P<d>[0-9]{1,2})(?P<more>(?:,[0-9]{1,2}){1,6})"
    r"(?![0-9/]|[.:,-][0-9])"
)
#: A full date whose year follows the second slash after a space: ``3/4/ 21``.
_SPACED_YEAR = lazy_compile(
    r"(?<![0-9.,/])(?P<m>[0-9]{1,2})/(?P<d>[0-9]{1,2})/[ ](?P<y>[0-9]{2}|(?:19|20)[0-9]{2})"
    r"(?![0-9/]|[.:,-][0-9])"
)
#: Most days between two listed one after another (a week of visits).
_MOST_DAYS_APART = 7
#: What a run of days holds, looked for before its pattern runs.
_RUN_ON_HINT = lazy_compile(r"/[0-9]{1,2},[0-9]")


def _month_day(month: str, day: str) -> bool:
    return 1 <= int(month) <= 12 and 1 <= int(day) <= 31


def _later_days(first: int, more: str) -> bool:
    """Whether the comma-run days each come a few days after the one before.

    A score or a setting run on so (``4/10,2``) goes down or jumps; days
    listed go up by a day or a few.
    """
    previous = first
    for day in map(int, more.split(",")[1:]):
        if not 0 < day - previous <= _MOST_DAYS_APART or day > 31:
            return False
        previous = day
    return True


def run_on_days(low: str) -> list[Finding]:
    """``3/4,5,6``: one date finding over the month, its day and the days run on after it.

    Sure when two days or more are run on; one (``11/5,6``) is left for the
    CRF to weigh.

    Args:
        low: the lower-cased document text.

    Returns:
        Sure date findings.
    """
    if _RUN_ON_HINT.search(low) is None:
        return []
    # One day run on may be a setting's third number (``12/5,10``): the CRF
    # weighs it; two or more counting up are days.
    return [
        Finding(m.start(), m.end(), DATE, "run-on-days", m["more"].count(",") > 1)
        for m in _RUN_ON_DAYS.finditer(low)
        if _month_day(m["m"], m["d"]) and _later_days(int(m["d"]), m["more"])
    ]


def spaced_years(low: str) -> list[Finding]:
    """``3/4/ 21``: a month, day and year with a space slipped in before the year.

    Args:
        low: the lower-cased document text.

    Returns:
        Sure date findings.
    """
    if "/ " not in low:
        return []
    return [
        Finding(m.start(), m.end(), DATE, "spaced-year")
        for m in _SPACED_YEAR.finditer(low)
        if _month_day(m["m"], m["d"])
    ]
