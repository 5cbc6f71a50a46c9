"""Shifting dates by a number of days while keeping the way they were written.

Recognised forms (English and Spanish month names, any case, abbreviated or
not): ``3/14/2023``, ``03-14-23``, ``2023-03-14``, ``3/14``, ``March 14, 2023``,
``Mar. 14th``, ``14 Mar 2023``, ``14-Mar-2023``, ``14 de marzo de 2023``,
``March 2023``, ``March``, ``the 14th``, ``Monday``, ``2023``, ``'98``, bare day
numbers (or two-digit years for year labels), US holidays and ranges
(``6/30-7/2``, ``6/28-30``: the end keeps its distance). Zero padding,
separators, ordinal suffixes and letter case are kept. A date whose year is
unknown is shifted in a reference year, a weekday by the shift modulo 7, a
lone day of the month modulo 28, a lone month by the shift in months. A day
its month lacks (``2/31``) is read as the month's last.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re

from vtt_py.export.surrogate_lexicon import HOLIDAYS

_EN = ("january february march april may june july august september october "
       "november december").split()  # fmt: skip
_ES = ("enero febrero marzo abril mayo junio julio agosto septiembre octubre "
       "noviembre diciembre").split()  # fmt: skip
_WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
_WEEKDAY_ABBR = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3,
                 "fri": 4, "sat": 5, "sun": 6}  # fmt: skip
_MONTH_INDEX: dict[str, tuple[int, tuple[str, ...]]] = {}
for _names in (tuple(_EN), tuple(_ES)):
    for _i, _name in enumerate(_names):
        _MONTH_INDEX[_name] = (_i, _names)
        _MONTH_INDEX.setdefault(_name[:3], (_i, _names))
_MONTH_INDEX["sept"] = (8, tuple(_EN))
_MONTH_INDEX["set"] = (8, tuple(_ES))


def _alternation(words: list[str]) -> str:
    return (
        "(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")\b"
    )


_M = _alternation(list(_MONTH_INDEX))
_W = _alternation(_WEEKDAYS + list(_WEEKDAY_ABBR))
_H = _alternation([h.lower() for h in HOLIDAYS] + ["new year", "new years", "xmas"])
_ORD = r"(?:st|nd|rd|th)"
_DATE = re.compile(
    rf"""
    (?P<iso>(?<!\d)(?P<iy>\d{{4}})(?P<isep>[-/.])(?P<im>\d{{1,2}})(?P=isep)(?P<id>\d{{1,2}})(?!\d))
  | (?P<mdy>(?<!\d)(?P<a>\d{{1,2}})(?P<sep>[-/.])(?P<b>\d{{1,2}})(?P=sep)
        (?P<y>\d{{4}}|\d{{2}})(?!\d))
  | (?P<rng>(?<!\d)(?P<ra>\d{{1,2}})/(?P<rb>\d{{1,2}})(?P<rr>\s*-\s*)(?P<rc>\d{{1,2}})(?![\d/]))
  | (?P<md>(?<!\d)(?P<a2>\d{{1,2}})(?P<sep2>[-/])(?P<b2>\d{{1,2}})(?![\d/]|-(?!\s*\d{{1,2}}/\d)))
  | (?P<n1>\b(?P<n1m>{_M})(?P<n1r>\.?\s*)(?P<n1d>\d{{1,2}})(?P<n1o>{_ORD})?(?!\d)
        (?:(?P<n1s>,?\s*)(?P<n1y>\d{{4}}|'\d{{2}})(?!\d))?)
  | (?P<n2>(?<!\d)(?P<n2d>\d{{1,2}})(?P<n2o>{_ORD})?(?P<n2r>\s*-\s*|\s+(?:of\s+|de\s+)?)
        (?P<n2m>{_M})(?P<n2t>\.?)(?:(?P<n2s>,?\s+(?:de\s+)?|-)(?P<n2y>\d{{4}}|\d{{2}})(?!\d))?)
  | (?P<my>\b(?P<mym>{_M})(?P<myr>\.?,?\s*(?:de\s+|of\s+)?|\.?-)(?P<myy>\d{{4}}|'\d{{2}})(?!\d))
  | (?P<mo>\b{_M})
  | (?P<wd>\b{_W})
  | (?P<hol>\b{_H})
  | (?P<od>(?<!\d)(?P<odd>\d{{1,2}})(?P<odo>{_ORD}))
  | (?P<y4>(?<!\d)(?:1[89]|20)\d{{2}}(?!\d))
  | (?P<yq>'\d{{2}}(?!\d))
  | (?P<num>(?<!\d)\d{{1,2}}(?!\d))
    """,
    re.IGNORECASE | re.VERBOSE,
)
#: The end of a range, with its year, right after a month and day.
_RANGE_END_YEAR = re.compile(r"\s*-\s*\d{1,2}/\d{1,2}/(?P<y>\d{4}|\d{2})(?!\d)")
_REFERENCE_YEAR = 2001  # not a leap year; 2000 is used for 29 February


def months_of(days: int) -> int:
    """A day shift as whole months (for a month named alone)."""
    return round(days / 30.4375)


def years_of(days: int) -> int:
    """A day shift as whole years (for a year alone)."""
    return (
        dt.date(_REFERENCE_YEAR, 7, 1) + dt.timedelta(days=days)
    ).year - _REFERENCE_YEAR


def _like(template: str, word: str) -> str:
    """``word`` in the letter case of ``template`` (upper, lower, or capitalised)."""
    if template.isupper() and len(template) > 1:
        return word.upper()
    if template.islower():
        return word.lower()
    return word[:1].upper() + word[1:]


def _pad(template: str, value: int) -> str:
    return f"{value:0{len(template)}d}" if template.startswith("0") else str(value)


def _month_name(template: str, index: int) -> str:
    base, names = _MONTH_INDEX[template.lower()]
    full = names[index]
    if len(template) >= len(names[base]):
        return _like(template, full)
    size = 4 if template.lower() == "sept" and index == 8 else 3
    return _like(template, full[:size])


def _ordinal(template: str, day: int) -> str:
    suffix = (
        "th"
        if 10 <= day % 100 <= 20
        else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    )
    return _like(template, suffix) if template else ""


def _year(template: str, year: int) -> str:
    if template.startswith("'"):
        return f"'{year % 100:02d}"
    return str(year) if len(template) == 4 else f"{year % 100:02d}"


def _full_year(text: str) -> int:
    value = int(text.lstrip("'"))
    if len(text.lstrip("'")) == 4:
        return value
    return 2000 + value if value <= 30 else 1900 + value


class DateShifter:
    """Shifts the dates in a text by ``days`` (see the module docstring for the forms).

    Args:
        days: the shift; callers pick one per patient.
        day_first: read ``a/b`` as day/month when both could be months.
    """

    def __init__(self, days: int, *, day_first: bool = False) -> None:
        self.days = days
        self.day_first = day_first
        self._delta = dt.timedelta(days=days)

    def shift(self, text: str, *, year_hint: bool = False) -> str | None:
        """The text with every date shifted, or None when no part was recognised."""
        self._year_hint = year_hint
        self._found = False
        result = _DATE.sub(self._replace, text)
        return result if self._found else None

    def _replace(self, m: re.Match[str]) -> str:
        for name in ("iso", "mdy", "rng", "md", "n1", "n2", "my", "mo", "wd", "hol", "od", "y4",
                     "yq", "num"):  # fmt: skip
            if m.group(name) is not None:
                new = getattr(self, f"_{name}")(m)
                if new is None:
                    return m.group()
                self._found = True
                return str(new)
        return m.group()

    def _date(self, year: int | None, month: int, day: int) -> dt.date | None:
        ref = (
            year
            if year is not None
            else (2000 if (month, day) == (2, 29) else _REFERENCE_YEAR)
        )
        if not (1 <= month <= 12 and 1 <= day <= 31):
            return None
        # A day its month lacks ("2/31/14": a slip, or an earlier surrogate)
        # is read as the month's last, so that its surrogate is a real date.
        day = min(day, calendar.monthrange(ref, month)[1])
        try:
            return dt.date(ref, month, day) + self._delta
        except (ValueError, OverflowError):
            return None

    def _order(self, a: str, b: str) -> tuple[int, int, bool]:
        first, second = int(a), int(b)
        swap = (first > 12 >= second) or (
            self.day_first and second <= 12 and first <= 31
        )
        return (second, first, True) if swap else (first, second, False)

    def _iso(self, m: re.Match[str]) -> str | None:
        new = self._date(int(m["iy"]), int(m["im"]), int(m["id"]))
        if new is None:
            return None
        sep = m["isep"]
        month, day = m["im"], m["id"]
        if month.startswith("0") or day.startswith("0"):
            month, day = "00", "00"
        return f"{new.year}{sep}{_pad(month, new.month)}{sep}{_pad(day, new.day)}"

    def _numeric(
        self, a: str, b: str, year: str | None
    ) -> tuple[str, str, dt.date] | None:
        month, day, swapped = self._order(a, b)
        new = self._date(_full_year(year) if year else None, month, day)
        if new is None:
            return None
        ma, mb = (b, a) if swapped else (a, b)
        # One zero-padded part ("12/03") shows the writer pads both.
        if ma.startswith("0") or mb.startswith("0"):
            ma, mb = "00", "00"
        first, second = _pad(ma, new.month), _pad(mb, new.day)
        return (second, first, new) if swapped else (first, second, new)

    def _mdy(self, m: re.Match[str]) -> str | None:
        found = self._numeric(m["a"], m["b"], m["y"])
        if found is None:
            return None
        first, second, new = found
        return f"{first}{m['sep']}{second}{m['sep']}{_year(m['y'], new.year)}"

    def _md(self, m: re.Match[str]) -> str | None:
        # A range's start takes the year its end gives ("6/30-7/2/2019").
        end = _RANGE_END_YEAR.match(m.string, m.end())
        found = self._numeric(m["a2"], m["b2"], end["y"] if end else None)
        return None if found is None else f"{found[0]}{m['sep2']}{found[1]}"

    def _rng(self, m: re.Match[str]) -> str | None:
        """A range of days in one month ("6/28-30"): the end keeps its distance."""
        month, day, swapped = self._order(m["ra"], m["rb"])
        last = int(m["rc"])
        start = self._date(None, month, day)
        if start is None or swapped or last <= day:
            return None
        end = start + dt.timedelta(days=last - day)
        ma, mb = (
            ("00", "00")
            if m["ra"][0] == "0" or m["rb"][0] == "0"
            else (m["ra"], m["rb"])
        )
        text = f"{_pad(ma, start.month)}/{_pad(mb, start.day)}{m['rr']}"
        if end.month != start.month:
            text += f"{_pad(ma, end.month)}/"
        return text + _pad(mb, end.day)

    def _named(self, month_word: str, day: str, year: str | None) -> dt.date | None:
        index = _MONTH_INDEX[month_word.lower()][0]
        return self._date(_full_year(year) if year else None, index + 1, int(day))

    def _n1(self, m: re.Match[str]) -> str | None:
        new = self._named(m["n1m"], m["n1d"], m["n1y"])
        if new is None:
            return None
        text = (
            f"{_month_name(m['n1m'], new.month - 1)}{m['n1r']}{_pad(m['n1d'], new.day)}"
        )
        text += _ordinal(m["n1o"] or "", new.day)
        if m["n1y"]:
            text += f"{m['n1s']}{_year(m['n1y'], new.year)}"
        return text

    def _n2(self, m: re.Match[str]) -> str | None:
        new = self._named(m["n2m"], m["n2d"], m["n2y"])
        if new is None:
            return None
        text = f"{_pad(m['n2d'], new.day)}{_ordinal(m['n2o'] or '', new.day)}{m['n2r']}"
        text += f"{_month_name(m['n2m'], new.month - 1)}{m['n2t']}"
        if m["n2y"]:
            text += f"{m['n2s']}{_year(m['n2y'], new.year)}"
        return text

    def _my(self, m: re.Match[str]) -> str | None:
        new = self._named(m["mym"], "15", m["myy"])
        if new is None:
            return None
        return f"{_month_name(m['mym'], new.month - 1)}{m['myr']}{_year(m['myy'], new.year)}"

    def _mo(self, m: re.Match[str]) -> str:
        index = (_MONTH_INDEX[m["mo"].lower()][0] + months_of(self.days)) % 12
        return _month_name(m["mo"], index)

    def _wd(self, m: re.Match[str]) -> str:
        word = m["wd"]
        low = word.lower()
        index = _WEEKDAYS.index(low) if low in _WEEKDAYS else _WEEKDAY_ABBR[low]
        new = _WEEKDAYS[(index + self.days) % 7]
        return _like(word, new if low in _WEEKDAYS else new[: len(word)])

    def _hol(self, m: re.Match[str]) -> str:
        low = m["hol"].lower()
        # Another holiday, never one whose name holds this one ("Christmas Eve").
        others = [h for h in HOLIDAYS if low not in h.lower() and h.lower() not in low]
        step = abs(self.days) % len(others)
        index = sum(map(ord, low)) % len(others)
        return _like(m["hol"], others[(index + step) % len(others)])

    def _od(self, m: re.Match[str]) -> str:
        day = (int(m["odd"]) - 1 + self.days) % 28 + 1
        return f"{_pad(m['odd'], day)}{_ordinal(m['odo'], day)}"

    def _y4(self, m: re.Match[str]) -> str:
        return str(int(m["y4"]) + years_of(self.days))

    def _yq(self, m: re.Match[str]) -> str:
        return _year(m["yq"], _full_year(m["yq"]) + years_of(self.days))

    def _num(self, m: re.Match[str]) -> str:
        value = m["num"]
        if self._year_hint:
            return _year(value.zfill(2), int(value) + years_of(self.days))
        return _pad(value, (int(value) - 1 + self.days) % 28 + 1)


def good_shift(days: int) -> bool:
    """Whether a shift changes every form: weekday, day alone, month alone and year alone."""
    return (
        days % 7 != 0
        and days % 28 != 0
        and months_of(days) % 12 != 0
        and years_of(days) != 0
        and abs(days) % 365 > 20
    )


#: The parts a date may be marked in (NLM's Month, Day and Year markups).
MONTH, DAY, YEAR = "month", "day", "year"
_DAY_PART = re.compile(r"(?P<d>\d{1,2})(?P<o>st|nd|rd|th)?", re.IGNORECASE)
_YEAR_PART = re.compile(r"'?\d{2}|\d{4}")


def _month_part(text: str) -> int | None:
    low = text.lower().rstrip(".")
    if low in _MONTH_INDEX:
        return _MONTH_INDEX[low][0] + 1
    return int(text) if text.isdecimal() and 1 <= int(text) <= 12 else None


def _render_part(role: str, text: str, new: dt.date) -> str:
    if role == MONTH:
        if text.isdigit():
            return _pad(text, new.month)
        dot = "." if text.endswith(".") else ""
        return _month_name(text.rstrip("."), new.month - 1) + dot
    if role == DAY:
        m = _DAY_PART.fullmatch(text)
        assert m is not None
        return _pad(m["d"], new.day) + _ordinal(m["o"] or "", new.day)
    return _year(text, new.year)


def shift_parts(days: int, parts: list[tuple[str, str]]) -> list[str] | None:
    """Date parts written apart (``June`` + ``3rd``) shifted together as one date.

    Args:
        days: the patient's shift.
        parts: ``(role, text)`` of each part, ``role`` one of :data:`MONTH`,
            :data:`DAY`, :data:`YEAR`, each at most once; a month is needed.

    Returns:
        The new text of each part, in order (each in its own style), or None
        when a part cannot be read or no month is given.
    """
    found: dict[str, str] = dict(parts)
    if len(found) != len(parts) or MONTH not in found:
        return None
    month = _month_part(found[MONTH])
    day_match = _DAY_PART.fullmatch(found.get(DAY, "15"))
    year_text = found.get(YEAR)
    if month is None or day_match is None:
        return None
    if year_text is not None and not _YEAR_PART.fullmatch(year_text):
        return None
    year = _full_year(year_text) if year_text is not None else None
    new = DateShifter(days)._date(year, month, int(day_match["d"]))
    if new is None:
        return None
    return [_render_part(role, text, new) for role, text in parts]


def full_date(text: str, *, day_first: bool = False) -> dt.date | None:
    """The date a text writes in full (day, month and year), or None."""
    m = _DATE.fullmatch(text.strip())
    if m is None:
        return None
    try:
        if m["iso"]:
            return dt.date(int(m["iy"]), int(m["im"]), int(m["id"]))
        if m["mdy"]:
            month, day, _ = DateShifter(0, day_first=day_first)._order(m["a"], m["b"])
            return dt.date(_full_year(m["y"]), month, day)
        if m["n1"] and m["n1y"]:
            month = _MONTH_INDEX[m["n1m"].lower()][0] + 1
            return dt.date(_full_year(m["n1y"]), month, int(m["n1d"]))
        if m["n2"] and m["n2y"]:
            month = _MONTH_INDEX[m["n2m"].lower()][0] + 1
            return dt.date(_full_year(m["n2y"]), month, int(m["n2d"]))
    except ValueError:
        return None
    return None


def years_between(birth: dt.date, when: dt.date) -> int:
    """Age in whole years on ``when`` of someone born on ``birth``."""
    return when.year - birth.year - ((when.month, when.day) < (birth.month, birth.day))
