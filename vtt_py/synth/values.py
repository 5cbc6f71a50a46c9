"""Surrogate values for placeholders, each a pure function of (seed, patient, placeholder).

A placeholder gives a type and sometimes a value (MIMIC's shifted dates),
never an original to imitate, so values are drawn with the surrogate engine's
lists and shapes (:mod:`vtt_py.export`: Census names by frequency and gender,
institution-like names, date formats, identifier and phone shapes). Each draw
uses a random source seeded by a hash of the run's seed, the patient and the
placeholder's content: the same placeholder within one patient always gets the
same surrogate, in any process, in any order, which is what lets a run be
split over processes or machines and still give the same bytes.

MIMIC moved every patient's dates into 2100-2200 by one shift per patient;
a synthesized patient's dates move back by 100 to 110 years (one shift per
patient again, so intervals are kept) and are written in one format per
patient.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import random

from vtt_py.deid import kinds as k
from vtt_py.export import surrogate_shapes as shapes
from vtt_py.export.surrogate_dates import years_of
from vtt_py.export.surrogate_kinds import Kind
from vtt_py.export.surrogate_lexicon import HOLIDAYS, census_names
from vtt_py.export.surrogate_places import new_place
from vtt_py.synth.placeholders import DATE_SHAPES, FIRST, LAST, Category

_DAYS_PER_YEAR = 365.2425
_MASK = (1 << 64) - 1
_TO_UNIT = 1.0 / (1 << 53)
_MONTHS = ("January February March April May June July August September October "
           "November December").split()  # fmt: skip
#: Full-date formats; a patient's notes use one of them.
DATE_FORMATS = ("{m}/{d}/{y}", "{mm}/{dd}/{y}", "{y}-{mm}-{dd}", "{month} {d}, {y}")
_PHONES = ("(###) ###-####", "###-###-####", "###-###-####")
#: Internal kinds drawn as places, and how.
_PLACES = {
    k.STREET: Kind.STREET, k.CITY: Kind.CITY, k.STATE: Kind.STATE, k.ZIP: Kind.ZIP,
    k.COUNTRY: Kind.COUNTRY, k.LOCATION: Kind.LOCATION, k.WARD: Kind.OTHER,
}  # fmt: skip


class HashRandom(random.Random):
    """A ``random.Random`` on a 64-bit SplitMix state: cheap to seed, a few draws each.

    Seeding the Mersenne Twister costs more than everything a placeholder
    draws afterwards. Every ``random.Random`` method still works: they rest
    on :meth:`random` and :meth:`_randbelow`, both taken from the state here.
    """

    def seed(self, a: object = None, version: int = 2) -> None:
        """Start from ``a`` (an int; the hash :func:`rng_for` gives)."""
        self._state = int(a) & _MASK if isinstance(a, int) else 0

    def _next(self) -> int:
        self._state = z = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1) (53 bits)."""
        return (self._next() >> 11) * _TO_UNIT

    def _randbelow(self, n: int) -> int:
        # Multiply-shift: the bias for n far below 2**64 is negligible here.
        return (self._next() * n) >> 64

    def getrandbits(self, k: int) -> int:
        """``k`` random bits."""
        bits, value = 0, 0
        while bits < k:
            value = (value << 64) | self._next()
            bits += 64
        return value >> (bits - k)

    def getstate(self) -> tuple[int, ...]:
        """The state (one int)."""
        return (self._state,)

    def setstate(self, state: tuple[int, ...]) -> None:
        """Restore :meth:`getstate`'s state."""
        self._state = state[0]


def rng_for(seed: int, *parts: str) -> random.Random:
    """A random source seeded by a stable hash of the seed and the parts.

    Python's own ``hash`` of a string changes from process to process; this
    does not.
    """
    key = "\x1f".join((str(seed), *parts)).encode("utf-8", "surrogatepass")
    return HashRandom(int.from_bytes(hashlib.blake2b(key, digest_size=8).digest()))


def patient_shift(seed: int, subject: str) -> int:
    """A patient's date shift in days: back 100 to 110 years (MIMIC moved 100-200 ahead)."""
    years = 100 + rng_for(seed, subject, "shift").random() * 10
    return -round(years * _DAYS_PER_YEAR)


def render_date(date: dt.date, fmt: str) -> str:
    """A date in one of :data:`DATE_FORMATS`."""
    return fmt.format(
        m=date.month, d=date.day, y=date.year, mm=f"{date.month:02d}",
        dd=f"{date.day:02d}", month=_MONTHS[date.month - 1],
    )  # fmt: skip


def _shifted(date: dt.date, days: int) -> dt.date:
    try:
        return date + dt.timedelta(days=days)
    except OverflowError:
        return date


def shifted_date(content: str, shape: str, days: int, fmt: str) -> str | None:
    """A MIMIC date placeholder's value moved by the patient's shift, in its shape."""
    pattern = dict(DATE_SHAPES)[shape]
    m = pattern.fullmatch(content.strip())
    if m is None:
        return None
    numbers = [int(g) for g in m.groups()]
    try:
        if shape == "ymd":
            return render_date(_shifted(dt.date(*numbers), days), fmt)
        if shape == "md":
            new = _shifted(dt.date(2001, numbers[0], numbers[1]), days)
            return f"{new.month}/{new.day}"
        if shape == "my":
            new = _shifted(dt.date(numbers[1], numbers[0], 15), days)
            return f"{new.month}/{new.year}"
    except ValueError:
        return None
    if shape == "y":
        return str(numbers[0] + years_of(days))
    return f"{(numbers[0] + years_of(days)) % 100:02d}"


def blank_date(
    seed: int, subject: str, rng: random.Random, *, birth: bool, fmt: str
) -> str:
    """A MIMIC-IV date blank (no value): within a month of the patient's anchor date.

    The anchor (1990-2020) is the patient's, so a note's admission and
    discharge dates fall in one stay; a birth date is 20 to 89 years before
    it, the same in every note of the patient.
    """
    days = rng_for(seed, subject, "anchor").randint(0, 11_322)
    anchor = dt.date(1990, 1, 1) + dt.timedelta(days=days)
    if birth:
        years = rng_for(seed, subject, "birth").randint(20 * 365, 89 * 365)
        return render_date(anchor - dt.timedelta(days=years), fmt)
    return render_date(anchor + dt.timedelta(days=rng.randint(0, 30)), fmt)


def _date_part(rng: random.Random, detail: str) -> str:
    date = dt.date(1990, 1, 1) + dt.timedelta(days=rng.randint(0, 11_322))
    month = _MONTHS[date.month - 1]
    parts = {
        "month": month,
        "day": str(date.day),
        "year": str(date.year),
        "year2": f"{date.year % 100:02d}",
        "month/day": f"{date.month}/{date.day}",
        "day/month": f"{date.day} {month}",
        "month/year": f"{date.month}/{date.year}",
        "month/day/year": f"{date.month}/{date.day}/{date.year}",
    }
    if detail == "range":
        end = date + dt.timedelta(days=rng.randint(1, 20))
        return f"{date.month}/{date.day}-{end.month}/{end.day}"
    return parts.get(detail, parts["month/day/year"])


def _name(rng: random.Random, category: Category) -> str:
    census = census_names()
    lists = {"female": census.female, "male": census.male}
    first = lists.get(category.gender, census.either).draw(rng)
    if category.detail == FIRST:
        return first
    last = census.last.draw(rng)
    return last if category.detail == LAST else f"{first} {last}"


def _contact(rng: random.Random, kind: str, category: Category) -> str:
    if kind == k.PHONE:
        if "pager" in category.name.lower():
            return shapes.identifier(rng, "99999")
        return shapes.phone(rng, rng.choice(_PHONES).replace("#", "5"))
    if kind == k.EMAIL:
        return shapes.email(rng, "aaaaa.aaaaaaa@aaaaaa.org")
    if kind == k.URL:
        return shapes.url(rng, "www.aaaaaaaaa.org")
    if kind == k.SSN:
        return shapes.identifier(rng, "999-99-9999")
    digits = 7 if kind == k.MRN else rng.randint(5, 9)
    return shapes.identifier(rng, "9" * digits)


def value(
    category: Category, content: str, rng: random.Random, *, days: int, fmt: str
) -> str:
    """The surrogate of one placeholder.

    Args:
        category: what the placeholder stands for (kind not None).
        content: the placeholder's content (a date's value), or ``""``.
        rng: the placeholder's own random source (see :func:`rng_for`).
        days: the patient's date shift.
        fmt: the patient's full-date format.
    """
    kind = category.kind
    if kind in (k.DATE, k.YEAR) and category.name.startswith("date "):
        found = shifted_date(content, category.detail, days, fmt)
        if found is not None:
            return found
    if kind in (k.DATE, k.YEAR):
        return _date_part(rng, category.detail or "month/day/year")
    if kind == k.HOLIDAY:
        return rng.choice(HOLIDAYS)
    if kind == k.AGE_PII:
        return str(rng.randint(90, 104))
    if kind in k.NAME_KINDS:
        if kind in (k.INITIALS, k.INITIALS_PATIENT):
            return "".join(rng.choice("ABCDEFGHJKLMNPRSTW") for _ in range(2))
        return _name(rng, category)
    if kind == k.HOSPITAL:
        return new_place(rng, Kind.ORGANIZATION, "hospital")
    if kind == k.ORGANIZATION:
        words = category.name.lower()
        sort = "college" if "college" in words or "university" in words else "company"
        return new_place(rng, Kind.ORGANIZATION, sort)
    if kind in _PLACES:
        return new_place(rng, _PLACES[kind], category.detail)
    return _contact(rng, kind or k.ID, category)
