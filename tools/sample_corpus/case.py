"""A case: one patient's encounter with everyone and everything templates can name."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from typing import TypeVar

from tools.sample_corpus import pools
from tools.sample_corpus.dates import encounter_dates, infant_age
from tools.sample_corpus.people import ROLES, patient, provider, relatives
from tools.sample_corpus.scenario import Scenario
from tools.sample_corpus.segments import GeneratedNote, NoteWriter, Renderable
from tools.sample_corpus.values import Address, Age, PDate, Person, Phone, Plain, Tagged

T = TypeVar("T")
_ALTERNATIVES = re.compile(r"<<([^<>]*)>>")


@dataclass
class Case:
    """One encounter: the values templates name, and a random stream for choices."""

    rng: Random
    env: dict[str, Renderable]
    scenario: Scenario
    writer: NoteWriter

    @property
    def patient(self) -> Person:
        """The patient of this case."""
        pt = self.env["pt"]
        assert isinstance(pt, Person)
        return pt

    def date(self, key: str) -> dt.date:
        """The calendar date behind a date value of the case."""
        value = self.env[key]
        assert isinstance(value, PDate)
        return value.day

    def pick(self, options: Sequence[T]) -> T:
        """One option, chosen with the case's random stream."""
        return options[self.rng.randrange(len(options))]

    def chance(self, p: float) -> bool:
        """True with probability ``p``."""
        return self.rng.random() < p

    def resolve(self, template: str) -> str:
        """Choose one of each ``<<a|b|c>>`` alternative (sentence variety)."""
        return _ALTERNATIVES.sub(lambda m: self.pick(m.group(1).split("|")), template)

    def add(self, template: str, *, width: int | None | bool = True) -> None:
        """Append lines (wrapped at the note's width unless told otherwise)."""
        self.writer.add(self.resolve(template), width=width)

    def para(self, template: str) -> None:
        """Append a wrapped paragraph and an empty line."""
        self.writer.para(self.resolve(template))

    def blank(self) -> None:
        """Append an empty line."""
        self.writer.blank()

    def cols(self, left: str, right: str, at: int = 40) -> None:
        """Two header fields on one line, the second starting at column ``at``."""
        lhs = self.writer_text(left)
        self.add(left + " " * max(2, at - len(lhs)) + right, width=False)

    def writer_text(self, template: str) -> str:
        """The plain text a template renders to (to measure it)."""
        from tools.sample_corpus.segments import frag_text, render

        return frag_text(render(self.resolve(template), self.env))

    def build(self) -> GeneratedNote:
        """The finished note."""
        return self.writer.build()

    def new_note(self, width: int | None) -> None:
        """Start a further note about the same case."""
        self.writer = NoteWriter(self.env, width)


# ----------------------------------------------------------------- places and numbers


def address(
    rng: Random, state: tuple[str, str, str, str], town: str, institution: bool = False
) -> Address:
    """A street address in an invented town."""
    number = str(rng.randint(2, 9899))
    street = (
        f"{number} {rng.choice(pools.STREET_NAMES)} {rng.choice(pools.STREET_TYPES)}"
    )
    if rng.random() < 0.12:
        street = f"{number} County Road {rng.randint(2, 60)}"
    units = pools.SUITES if institution else pools.UNITS
    unit = rng.choice(units) if rng.random() < 0.5 else ""
    county = f"{rng.choice(pools.COUNTIES)} County"
    zip_code = f"{state[3]}{rng.randint(0, 999):03d}"
    return Address(street, town, state[0], state[1], zip_code, unit, county)


def phone(rng: Random, area: str, patient: bool) -> Phone:
    """A number in the fictional 555-0100..0199 range."""
    return Phone(area, f"555-01{rng.randint(0, 99):02d}", patient)


def _org(rng: Random, patterns: Sequence[str], town: str) -> str:
    return rng.choice(patterns).format(
        town=town,
        saint=rng.choice(pools.SAINTS),
        surname=rng.choice(pools.last_names()),
    )


def _digits(rng: Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def identifiers(rng: Random, year: int) -> dict[str, Renderable]:
    """Record, account, accession, specimen, job and protocol numbers (all random).

    Specimen and protocol numbers carry a two-digit year, as laboratories and
    review boards number them; ``year`` is the encounter's year.
    """
    alnum = "Alphanum|Patient"
    letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTVWZ") for _ in range(3))
    year %= 100
    mrn = rng.choice(
        (
            _digits(rng, 10),
            f"{_digits(rng, 3)}-{_digits(rng, 2)}-{_digits(rng, 3)}",
            f"Z{_digits(rng, 3)}-{_digits(rng, 4)}",
            _digits(rng, 7),
        )
    )
    return {
        "mrn": Tagged(mrn, alnum),
        "acct": Tagged(_digits(rng, 9), alnum),
        "enc": Tagged(f"V{_digits(rng, 8)}", alnum),
        "acc": Tagged(
            f"{rng.choice(('RX', 'CT', 'MR', 'US', 'IM'))}{_digits(rng, 7)}", alnum
        ),
        "acc2": Tagged(f"{letters}{_digits(rng, 6)}", alnum),
        "spec": Tagged(f"S{year}-{_digits(rng, 5)}", alnum),
        "job": Tagged(_digits(rng, 7), alnum),
        "ins": Tagged(f"{letters}{_digits(rng, 9)}", alnum),
        "ssn": Tagged(f"987-65-432{rng.randrange(10)}", alnum),
        "unitno": Tagged(f"W{_digits(rng, 4)} {year} {_digits(rng, 6)}", alnum),
        "unitno2": Tagged(f"W{_digits(rng, 4)} {year} {_digits(rng, 6)}", alnum),
        "order": Tagged(f"ORD-{_digits(rng, 8)}", alnum),
        "prot": Tagged(
            rng.choice(
                (
                    f"{year - 2}-{rng.choice('CHDMN')}-{_digits(rng, 4)}",
                    f"IRB {1998 + year}-{_digits(rng, 4)}",
                )
            ),
            "Prot|Patient",
        ),
    }


def _slug(text: str) -> str:
    return "".join(ch for ch in text.lower().split(" ")[0] if ch.isalnum()) or "clinic"


def _places(rng: Random, scenario: Scenario) -> dict[str, Renderable]:
    state = rng.choice(pools.STATES)
    towns = rng.sample(pools.TOWNS, 4)
    child = scenario.kind in ("peds", "infant")
    hospital_patterns = (
        pools.PEDS_HOSPITALS
        if scenario.kind in ("peds", "infant")
        else pools.HOSPITAL_PATTERNS
    )
    hosp = _org(rng, hospital_patterns, towns[1])
    caddr = address(rng, state, towns[2], institution=True)
    slug = _slug(hosp) if not hosp.startswith("St.") else _slug(hosp[4:])
    return {
        "addr": address(rng, state, towns[0]),
        "addr2": address(rng, state, towns[3]),
        "haddr": address(rng, state, towns[1], institution=True),
        "caddr": caddr,
        "town": Tagged(towns[0], "City"),
        "htown": Tagged(towns[1], "City"),
        "town2": Tagged(towns[3], "City"),
        "state": Tagged(state[0], "State"),
        "country": Tagged(rng.choice(pools.COUNTRIES), "Country"),
        "hosp": Tagged(hosp, "Organization"),
        "hosp2": Tagged(_org(rng, pools.HOSPITAL_PATTERNS, towns[3]), "Organization"),
        "snf": Tagged(_org(rng, pools.NURSING_HOMES, towns[0]), "Organization"),
        "clinic": Tagged(
            _org(rng, pools.PEDS_CLINICS if child else pools.CLINICS, towns[2]),
            "Organization",
        ),
        "pharm": Tagged(_org(rng, pools.PHARMACIES, towns[0]), "Organization"),
        "emp": Tagged(_org(rng, pools.EMPLOYERS, towns[0]), "Employer"),
        "ward": Tagged(rng.choice(pools.WARDS), "Location"),
        "icu": Tagged(
            ("NICU" if scenario.kind == "infant" else "PICU")
            if child
            else rng.choice(pools.ICU_NAMES[:3]),
            "Location",
        ),
        "opd": Tagged(rng.choice(pools.CLINIC_LOCATIONS), "Location"),
        "room": Tagged(f"Room {rng.randint(2, 8)}{rng.randint(10, 40)}", "Location"),
        "phone": phone(rng, state[2], True),
        "cell": phone(rng, state[2], True),
        "rphone": phone(rng, state[2], True),
        "cphone": phone(rng, state[2], False),
        "fax": phone(rng, state[2], False),
        "hphone": phone(rng, state[2], False),
        "pager": Tagged(str(rng.randint(2000, 7999)), "Comm"),
        "url": Tagged(f"https://myhealth.{slug}.example.org", "Comm"),
        "domain": Plain(f"{slug}.example.org"),
    }


def make_case(rng: Random, scenario: Scenario, width: int | None = None) -> Case:
    """Draw a patient, family, staff, places, numbers and dates for a scenario."""
    sex = scenario.sex or rng.choice("FM")
    if scenario.kind == "infant":
        age = infant_age(rng.randint(*scenario.ages))
    else:
        age = Age(rng.randint(*scenario.ages))
    pt = patient(rng, sex, age)
    r1, r2 = relatives(rng, pt, scenario.single)
    env: dict[str, Renderable] = {"pt": pt, "r1": r1, "r2": r2}
    for role in ROLES:
        env[role] = provider(rng, role)
    env.update(_places(rng, scenario))
    env.update(encounter_dates(rng, scenario, age))
    admitted = env["adm"]
    assert isinstance(admitted, PDate)
    env.update(identifiers(rng, admitted.day.year))
    domain = env["domain"].frag("")[0][0]
    for role in ROLES:
        person = env[role]
        assert isinstance(person, Person)
        env[f"{role}_email"] = Tagged(
            f"{person.first[0]}{person.last}@{domain}".lower().replace("'", ""), "Comm"
        )
    mail = rng.choice(("mail", "inbox", "post")) + ".example.com"
    env["email"] = Tagged(
        f"{pt.first}.{pt.last}{rng.randint(1, 99)}@{mail}".lower().replace("'", ""),
        "Comm|Patient",
    )
    return Case(rng, env, scenario, NoteWriter(env, width))
