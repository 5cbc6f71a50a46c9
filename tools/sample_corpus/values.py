"""Values a template can name (people, dates, addresses, numbers), each with its PHI label."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from tools.sample_corpus.segments import Frag

MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
WEEKDAYS = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
)
_PRONOUNS = {
    "he": ("she", "he"),
    "He": ("She", "He"),
    "his": ("her", "his"),
    "His": ("Her", "His"),
    "him": ("her", "him"),
    "man": ("woman", "man"),
    "Man": ("Woman", "Man"),
    "boy": ("girl", "boy"),
    "male": ("female", "male"),
    "son": ("daughter", "son"),
    "hers": ("hers", "his"),
    "Mx": ("Ms.", "Mr."),
}


def ordinal(n: int) -> str:
    """1 -> 1st, 22 -> 22nd, 13 -> 13th."""
    suffix = (
        "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    )
    return f"{n}{suffix}"


@dataclass(frozen=True)
class Plain:
    """Untagged text (pronouns, relations, anything not PHI)."""

    text: str

    def frag(self, fmt: str) -> Frag:
        """The text itself; ``up`` upper-cases, ``cap`` capitalises."""
        text = {"up": self.text.upper(), "cap": self.text[:1].upper() + self.text[1:]}
        return [(text.get(fmt, self.text), "")]


@dataclass(frozen=True)
class Tagged:
    """One string with one label (an MRN, a hospital, a ward, an e-mail address)."""

    text: str
    label: str
    prefix: str = ""  # untagged words before the span ("the Fourth of July")

    def frag(self, fmt: str) -> Frag:
        """The tagged text; ``up`` upper-cases it."""
        tagged = (self.text.upper() if fmt == "up" else self.text, self.label)
        return [(self.prefix, ""), tagged] if self.prefix else [tagged]


@dataclass(frozen=True)
class Age:
    """An age: whole years (Age-NPII, or Age-PII from 90) or a fraction of a year."""

    years: int = 0
    noun: str = ""  # fractional age as a noun phrase: "2 1/2 months"
    adjective: str = ""  # ... and as a compound modifier: "2 1/2-month"

    @property
    def label(self) -> str:
        """The NLM Scrubber age tag for this age."""
        if self.noun:
            return "Age-fract|Patient"
        return "Age-PII|Patient" if self.years >= 90 else "Age-NPII|Patient"

    def frag(self, fmt: str) -> Frag:
        """``""``: the number or the fractional noun; ``adj``: "2 1/2-month" or the number."""
        if self.noun:
            return [(self.adjective if fmt == "adj" else self.noun, self.label)]
        return [(str(self.years), self.label)]


@dataclass
class Person:
    """A named person; patients and their relatives carry the Patient category."""

    first: str
    last: str
    sex: str  # "F" or "M"
    middle: str = ""  # an initial ("H") or a whole middle name
    suffix: str = ""  # written with its separator: " Jr.", ", Jr.", " III"
    patient: bool = False
    creds: str = ""
    title: str = ""
    relation: str = ""
    age: Age | None = None
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """Name or Name|Patient."""
        return "Name|Patient" if self.patient else "Name"

    @property
    def init_label(self) -> str:
        """PNinit or PNinit|Patient."""
        return "PNinit|Patient" if self.patient else "PNinit"

    def _mid(self) -> str:
        if not self.middle:
            return ""
        return f" {self.middle}." if len(self.middle) == 1 else f" {self.middle}"

    def full(self) -> str:
        """First, middle, last and suffix: one name span (seed 001)."""
        return f"{self.first}{self._mid()} {self.last}{self.suffix}"

    def initials(self) -> str:
        """Initials as a clinician signs them: "WHB"."""
        middle = self.middle[:1]
        return f"{self.first[0]}{middle}{self.last[0]}"

    def _names(self, fmt: str) -> str | None:
        sfx = self.suffix.replace(",", "").strip()
        upper_mid = f" {self.middle[:1]}" if self.middle else ""
        table = {
            "": self.full(),
            "fl": f"{self.first} {self.last}{self.suffix}",
            "first": self.first,
            "last": self.last,
            "lf": f"{self.last}, {self.first}{self._mid()}{self.suffix}",
            "LF": f"{self.last}{' ' + sfx if sfx else ''}, {self.first}{upper_mid}".upper(),
            "hl7": f"{self.last}^{self.first}^{self.middle[:1]}".upper().rstrip("^"),
            "FL": f"{self.first} {self.last}".upper(),
        }
        return table.get(fmt)

    def frag(self, fmt: str) -> Frag:
        """Name formats; titles and credentials stay outside the span (seed 001)."""
        text = self._names(fmt)
        if text is not None:
            return [(text, self.label)]
        if fmt in _PRONOUNS:
            return [(_PRONOUNS[fmt][self.sex == "M"], "")]
        return self._composite(fmt)

    def _composite(self, fmt: str) -> Frag:
        creds = f", {self.creds}" if self.creds else ""
        title = self.title or ("Ms." if self.sex == "F" else "Mr.")
        table: dict[str, Frag] = {
            "t": [(f"{title} ", ""), (self.last, self.label)],
            "tf": [(f"{title} ", ""), (self.full(), self.label)],
            "dr": [("Dr. ", ""), (self.last, self.label)],
            "drf": [("Dr. ", ""), (f"{self.first} {self.last}", self.label)],
            "md": [(self.full(), self.label), (creds, "")],
            "mdf": [(f"{self.first} {self.last}", self.label), (creds, "")],
            "init": [(self.initials(), self.init_label)],
            "initd": [(f"{self.first[0]}.{self.last[0]}.", self.init_label)],
            "initl": [(self.initials().lower(), self.init_label)],
            "rel": [(self.relation, "")],
            "Rel": [(self.relation.capitalize(), "")],
            "creds": [(self.creds, "")],
        }
        if fmt in table:
            return table[fmt]
        if fmt == "aged" and self.age is not None:
            unit = "-old" if self.age.noun else "-year-old"
            return self.age.frag("adj") + [(unit, "")]
        if fmt in ("age", "agea") and self.age is not None:
            return self.age.frag("adj" if fmt == "agea" else "")
        raise KeyError(f"person format {fmt!r}")


@dataclass(frozen=True)
class PDate:
    """A date; patient dates split into parts when written with month names (seed 001)."""

    day: dt.date
    patient: bool = True

    def _whole(self, fmt: str) -> str | None:
        d = self.day
        return {
            "": f"{d.month:02d}/{d.day:02d}/{d.year}",
            "num": f"{d.month:02d}/{d.day:02d}/{d.year}",
            "nums": f"{d.month}/{d.day}/{d.year % 100:02d}",
            "numl": f"{d.month}/{d.day}/{d.year}",
            "iso": d.isoformat(),
            "md": f"{d.month}/{d.day}",
            "hl7": f"{d.year}{d.month:02d}{d.day:02d}",
            # an HL7 timestamp; the time is derived from the date to stay reproducible
            "hl7t": f"{d.year}{d.month:02d}{d.day:02d}{(d.day * 7) % 24:02d}"
            f"{(d.month * 13) % 60:02d}",
            "dash": f"{d.month:02d}-{d.day:02d}-{d.year}",
        }.get(fmt)

    def frag(self, fmt: str) -> Frag:
        """Numeric formats are one Date span; worded formats are Month/Day/Year parts."""
        whole = self._whole(fmt)
        if whole is not None:
            return [(whole, "Date|Patient" if self.patient else "Date")]
        if not self.patient:
            raise KeyError(f"non-patient dates are numeric only, not {fmt!r}")
        return self._parts(fmt)

    def _parts(self, fmt: str) -> Frag:
        d = self.day
        month = ("" + MONTHS[d.month - 1], "Month|Patient")
        abbr = (MONTHS[d.month - 1][:3], "Month|Patient")
        day = (str(d.day), "Day|Patient")
        dayo = (ordinal(d.day), "Day|Patient")
        year = (str(d.year), "Year|Patient")
        weekday = (WEEKDAYS[d.weekday()], "Weekday|Patient")
        table: dict[str, Frag] = {
            "long": [month, (" ", ""), day, (", ", ""), year],
            "longo": [month, (" ", ""), dayo],
            "mdyo": [month, (" ", ""), dayo, (", ", ""), year],
            "md_": [month, (" ", ""), day],
            "dmy": [day, (" ", ""), month, (" ", ""), year],
            "abbr": [abbr, (" ", ""), day],
            "abbry": [abbr, (" ", ""), day, (", ", ""), year],
            "wlong": [weekday, (", ", ""), month, (" ", ""), day, (", ", ""), year],
            "wmd": [weekday, (", ", ""), month, (" ", ""), day],
            "wd": [weekday],
            "mon": [month],
            "my": [month, (" ", ""), year],
            "year": [year],
            "dayo": [dayo],
        }
        if fmt not in table:
            raise KeyError(f"date format {fmt!r}")
        return table[fmt]


@dataclass(frozen=True)
class Address:
    """A postal address; parts are tagged separately (Street, Unit, City, State, ZIP)."""

    street: str
    city: str
    state: str
    st: str
    zip: str
    unit: str = ""
    county: str = ""

    def frag(self, fmt: str) -> Frag:
        """One part, or several parts with their untagged separators."""
        parts: dict[str, Frag] = {
            "street": [(self.street, "Street")],
            "unit": [(self.unit, "Unit")],
            "city": [(self.city, "City")],
            "state": [(self.state, "State")],
            "st": [(self.st, "State")],
            "zip": [(self.zip, "ZIP")],
            "county": [(self.county, "County")],
        }
        if fmt in parts:
            return parts[fmt]
        return self._joined(fmt)

    def _joined(self, fmt: str) -> Frag:
        street: Frag = [(self.street, "Street")]
        if self.unit:
            street += [(", ", ""), (self.unit, "Unit")]
        csz: Frag = [
            (self.city, "City"),
            (", ", ""),
            (self.st, "State"),
            (" ", ""),
            (self.zip, "ZIP"),
        ]
        table: dict[str, Frag] = {
            "cs": [(self.city, "City"), (", ", ""), (self.st, "State")],
            "cfs": [(self.city, "City"), (", ", ""), (self.state, "State")],
            "csz": csz,
            "line": street + [(", ", "")] + csz,
            "block": street + [("\n", "")] + csz,
            "streetu": street,
            "hl7": [
                (self.street, "Street"),
                ("^^", ""),
                (self.city, "City"),
                ("^", ""),
                (self.st, "State"),
                ("^", ""),
                (self.zip, "ZIP"),
            ],
        }
        if fmt not in table:
            raise KeyError(f"address format {fmt!r}")
        return table[fmt]


@dataclass(frozen=True)
class Phone:
    """A telephone or fax number in the fictional 555-01xx range."""

    area: str
    number: str  # "555-0163"
    patient: bool = False

    def frag(self, fmt: str) -> Frag:
        """``""``: (740) 555-0163; ``dash``: 740-555-0163; ``dot``: 740.555.0163."""
        text = {
            "dash": f"{self.area}-{self.number}",
            "dot": f"{self.area}.{self.number.replace('-', '.')}",
            "local": self.number,
        }.get(fmt, f"({self.area}) {self.number}")
        return [(text, "Comm|Patient" if self.patient else "Comm")]
