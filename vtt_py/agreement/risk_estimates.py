"""What one revealed piece of PHI tells: people bearing a name, values an ID could take, a class.

Seed 003, "Privacy risk analysis": a missed name is rated by the people
in the US who bear it (a misspelt one by the people bearing any name within
two edits of it); a partly revealed identifier by the values it could still
take; other identifiers by what they reveal (a date's day and month, not a
year alone). Each estimate says how it was made, and none repeats the
revealed text: the report may leave the machine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vtt_py.lexicons.census import LISTED_MIN
from vtt_py.lexicons.name_counts import (
    POPULATION_1990,
    NameMatches,
    initial_share,
    names_like,
    names_within,
    people_bearing,
    people_with_initial,
)

#: Fewer people (or values) than this is high risk: the Privacy Rule's
#: threshold for a ZIP area too small to reveal (45 CFR 164.514(b)(2)(i)(B)),
#: which seed 003 also uses.
HIGH_BELOW = 20_000
#: From this many people or values on, the risk is low (seed 003 judged its
#: two misses, "less than 1 out of 150 000" odds, of no significant impact).
LOW_FROM = 100_000
#: People bearing the rarest listed last name (shares are rounded to 0.001 %).
RAREST_LISTED = round(LISTED_MIN * POPULATION_1990)
#: How item bases name their source (the report's basis gives the population).
CENSUS = "1990 US census"
MONTHS = frozenset(
    "jan january feb february mar march apr april may jun june jul july aug august sep sept "
    "september oct october nov november dec december enero febrero marzo abril mayo junio julio "
    "agosto septiembre setiembre octubre noviembre diciembre".split()
)
_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)")
WEEKDAYS = frozenset(
    "mon monday tue tues tuesday wed wednesday thu thur thurs thursday fri friday sat saturday "
    "sun sunday lunes martes miercoles jueves viernes sabado domingo".split()
)


@dataclass(frozen=True)
class Estimate:
    """An estimate: a count (people or values) or None, its level and how it was made."""

    level: str
    basis: str
    estimate: int | None = None
    unit: str | None = None


def level_of(count: int) -> str:
    """The risk level of a count of people or values."""
    if count < HIGH_BELOW:
        return "high"
    return "moderate" if count < LOW_FROM else "low"


def _counted(count: int, unit: str, basis: str) -> Estimate:
    return Estimate(level_of(count), basis, count, unit)


def _fewest(matches: dict[str, NameMatches]) -> tuple[str, NameMatches] | None:
    """The role (first or last name) with the fewest people, among roles with any."""
    found = [(m.people, role, m) for role, m in matches.items() if m.people]
    if not found:
        return None
    _, role, match = min(found)
    return role, match


def _unlisted(what: str) -> Estimate:
    return _counted(
        RAREST_LISTED,
        "people",
        f"{what}: rarer than every listed name, at most about {RAREST_LISTED:,} people "
        f"({CENSUS})",
    )


def _people(count: int) -> str:
    if count <= RAREST_LISTED:  # listed with a share that rounds to 0.000 %
        return f"at most about {RAREST_LISTED:,} people"
    return f"about {count:,} people"


def _role_first(
    matches: dict[str, NameMatches], role: str | None
) -> tuple[str, NameMatches] | None:
    """The name's role from its place in the name when it is listed there, else the rarest."""
    if role is not None and matches[role].people:
        return role, matches[role]
    return _fewest(matches)


def name_estimate(token: str, hidden: list[bool], role: str | None = None) -> Estimate:
    """A name token with some letters revealed (``hidden[i]``: letter i is covered).

    Args:
        token: the gold token.
        hidden: which of its characters a candidate span covers.
        role: ``first`` or ``last`` when its place in the name tells
            (else the role with fewer bearers is taken, the cautious choice).
    """
    if len(token) == 1:
        return initial_estimate(token)
    if not any(hidden):
        people = {r: NameMatches(1, n) for r, n in people_bearing(token).items()}
        listed = _role_first(people, role)
        if listed:
            role, match = listed
            basis = f"{_people(match.people)} have this {role} name ({CENSUS})"
            return _counted(match.people, "people", basis)
        near = _role_first(names_within(token, 2), role)
        if near is None:
            return _unlisted("not a census name, none within two edits")
        role, match = near
        return _counted(
            match.people,
            "people",
            f"not a census name; {match.names} census {role} names within two edits, borne by "
            f"{_people(match.people)} ({CENSUS})",
        )
    pattern = "".join("?" if h else ch for ch, h in zip(token, hidden, strict=True))
    fit = _role_first(names_like(pattern), role)
    shown = hidden.count(False)
    if fit is None:
        return _unlisted(
            f"{shown} of {len(token)} letters revealed, no census name fits"
        )
    role, match = fit
    return _counted(
        match.people,
        "people",
        f"{shown} of {len(token)} letters revealed; {match.names} census {role} names fit, "
        f"borne by {_people(match.people)} ({CENSUS})",
    )


#: Titles and generational suffixes written inside a name: they narrow no name down.
AFFIXES = frozenset("DR MR MRS MS MISS JR SR II III IV".split())
AFFIX = Estimate(
    "low", "a title or name suffix (such as Dr or Jr): it narrows no name down"
)


def is_affix(token: str) -> bool:
    """Whether a name's token is a title or a generational suffix (Dr, Mrs, Jr, III)."""
    return token.upper() in AFFIXES


def name_roles(text: str, tokens: list[tuple[int, int]]) -> list[str | None]:
    """Each token's role from its place in a written name: ``Mary Ann Smith``, ``SMITH, MARY``.

    Titles and suffixes (``Dr``, ``Jr``) take no place and no role; one
    name token alone has no known role (None).
    """
    roles: list[str | None] = [None] * len(tokens)
    names = [i for i, (s, e) in enumerate(tokens) if not is_affix(text[s:e])]
    if len(names) < 2:
        return roles
    for i in names:
        roles[i] = "first"
    after_first = text[tokens[names[0]][1] : tokens[names[1]][0]]
    if "," in after_first:  # LAST, FIRST MIDDLE
        roles[names[0]] = "last"
    else:
        roles[names[-1]] = "last"
    return roles


def initial_estimate(letters: str) -> Estimate:
    """An initial: the people whose name starts with it; initials (``JS``): first and last.

    Two or more letters are read as a first name's and a last name's
    initials (middle ones are not counted); the census shares of the two
    are taken as independent.
    """
    if not letters.isascii() or not letters.isalpha():
        return Estimate("low", "an initial")
    if len(letters) == 1:
        people, role = min((n, r) for r, n in people_with_initial(letters).items())
        return _counted(
            people,
            "people",
            f"an initial: about {people:,} people have a {role} name starting with it",
        )
    first, last = initial_share(letters[0], "first"), initial_share(letters[-1], "last")
    people = round(POPULATION_1990 * first * last)
    return _counted(
        people,
        "people",
        f"initials: about {people:,} people have a first and a last name starting with "
        f"these letters ({CENSUS} shares, taken as independent; middle initials not counted)",
    )


def _alphabet(ch: str) -> int:
    if ch.isdigit():
        return 10
    return 26 if ch.isascii() else 36


def identifier_estimate(chars: str, hidden: list[bool]) -> Estimate:
    """An identifier (ID, phone, e-mail) with some characters revealed: values still possible."""
    values = 1
    for ch, h in zip(chars, hidden, strict=True):
        if h:
            values *= _alphabet(ch)
    if values == 1:
        return Estimate(
            "high", f"fully revealed ({len(chars)} characters): one value", 1, "values"
        )
    shown = hidden.count(False)
    return _counted(
        values,
        "values",
        f"{shown} of {len(chars)} characters revealed; {values:,} values remain",
    )


def _date_parts(tokens: list[str]) -> list[str]:
    """Each token's part of a date: day, month, year, weekday or '' (unknown)."""
    parts = [""] * len(tokens)
    numbers = []
    for i, token in enumerate(tokens):
        low = token.lower()
        if low in MONTHS:
            parts[i] = "month"
        elif low in WEEKDAYS:
            parts[i] = "weekday"
        elif token.isdigit() and len(token) in (6, 8) and len(tokens) == 1:
            parts[i] = "full date"  # written without separators: 061548, 20480615
        elif token.isdigit():
            numbers.append(i)
        elif _ORDINAL.fullmatch(low):
            parts[i] = "day"
    if not numbers:
        return parts
    if len(numbers) == 1 and len(tokens) == 1 and len(tokens[0]) <= 2:
        parts[numbers[0]] = "number"  # a day, a month or a two-digit year
        return parts
    years = [i for i in numbers if len(tokens[i]) == 4]
    # No four-digit year: a number no day or month can be (4/97) is a two-digit year.
    years = years or [i for i in numbers if int(tokens[i]) > 31]
    year = years[-1] if years else (numbers[-1] if len(numbers) == 3 else None)
    rest = [i for i in numbers if i != year]
    if year is not None:
        parts[year] = "year"
    if "month" in parts:
        for i in rest:
            parts[i] = "day"
    elif len(rest) >= 2:
        parts[rest[0]] = parts[rest[1]] = "day and month"
    elif len(rest) == 1 and year is not None:
        parts[rest[0]] = "month"
    return parts


_PARTS = {"day and month": {"day", "month"}, "full date": {"day", "month", "year"}}
_DATE_CLASSES = (
    (
        {"day", "month", "year"},
        "high",
        "the full date (day, month and year) is revealed",
    ),
    ({"day", "month"}, "moderate", "the day and month are revealed (not the year)"),
    ({"month", "year"}, "low", "the month and year are revealed (not the day)"),
    (
        {"year"},
        "low",
        "only a year is revealed: a year alone is not a HIPAA identifier",
    ),
    ({"month"}, "low", "only a month is revealed"),
    ({"day"}, "low", "only a day number is revealed"),
    ({"weekday"}, "low", "only a weekday is revealed"),
    ({"number"}, "low", "a lone number: a day, a month or a two-digit year"),
)


def date_estimate(
    tokens: list[str], revealed: list[bool], part: str | None
) -> Estimate:
    """A date with some tokens revealed: the class of what they reveal.

    Args:
        tokens: the gold span's tokens.
        revealed: which of them are (at least partly) uncovered.
        part: the one part of a date the label holds (``year``, ``month``,
            ``day``, ``weekday``, ``holiday``), or None for a whole date.
    """
    if part == "year":
        return Estimate("low", "a year: a year alone is not a HIPAA identifier")
    if part is not None:
        return Estimate("low", f"a {part} alone")
    shown: set[str] = set()
    for part, seen in zip(_date_parts(tokens), revealed, strict=True):
        if seen and part:
            shown |= _PARTS.get(part, {part})
    for needed, level, basis in _DATE_CLASSES:
        if needed <= shown:
            return Estimate(level, basis)
    return Estimate(
        "moderate", "date text revealed that could not be read as day, month or year"
    )


#: Units of an age under a year (``2 1/2 months``, ``3 wks``).
_UNDER_A_YEAR = re.compile(r"(?i)\b(?:months?|mos?|weeks?|wks?|days?|hours?|hrs?)\b")


def age_estimate(revealed: str, digits_covered: bool = False) -> Estimate:
    """An age, from its revealed text (covered characters blanked out).

    Args:
        revealed: the age's text with every covered character replaced by a space.
        digits_covered: the gold age has digits the candidate covers.
    """
    digits = re.findall(r"\d+", revealed)
    if not digits:
        if digits_covered:
            return Estimate(
                "low", "the number of the age is covered; only words revealed"
            )
        return Estimate("moderate", "an age written in words")
    if _UNDER_A_YEAR.search(revealed):
        return Estimate("low", "an age in months, weeks or days: under a year")
    if int(digits[0]) >= 90:
        return Estimate(
            "moderate", "an age over 89: a HIPAA identifier (ages over 89 are pooled)"
        )
    return Estimate("low", "an age under 90 is not a HIPAA identifier")


def zip_estimate(revealed_digits: int) -> Estimate:
    """A ZIP code with some digits revealed."""
    if revealed_digits >= 5:
        return Estimate(
            "moderate", "a full ZIP code (an area of about 8,000 to 40,000 people)"
        )
    return Estimate("low", f"{revealed_digits} digits of a ZIP code")


#: The stated classes of kinds not counted.
CLASSES = {
    "street": Estimate("high", "a street address: it locates a household"),
    "place": Estimate("moderate", "a place name (town, city or site); not estimated"),
    "region": Estimate("low", "a state, county or country"),
    "institution": Estimate(
        "low", "an institution or department shared by many patients"
    ),
    "other": Estimate("moderate", "other PHI (e.g. a profession); not estimated"),
}
