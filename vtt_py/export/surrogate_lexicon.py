"""Word lists for surrogates: US Census names (the ``names`` package), states, countries, holidays.

The Census 1990 lists ship inside the ``names`` package as ``dist.male.first``,
``dist.female.first`` and ``dist.all.last`` (``NAME FREQ CUMULATIVE RANK``,
frequencies in percent). As in seed 000, only names with a frequency of at
least 0.002 % are used (7,500 last, 3,051 female and 1,219 male first names).
"""

from __future__ import annotations

import bisect
import functools
import itertools
import random
from dataclasses import dataclass
from pathlib import Path

import names as names_package

#: Seed 000: "only the first names and last names that occurred in at least 0.002%".
MIN_FREQUENCY = 0.002


class NameList:
    """Names (capitalised) with cumulative weights for frequency-proportional draws."""

    def __init__(self, names: tuple[str, ...], cumulative: tuple[float, ...]) -> None:
        self.names = names
        self.cumulative = cumulative
        self.members = frozenset(names)

    def draw(self, rng: random.Random) -> str:
        """A name drawn in proportion to its Census frequency."""
        point = rng.random() * self.cumulative[-1]
        index = min(bisect.bisect_right(self.cumulative, point), len(self.names) - 1)
        return self.names[index]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and nice_case(name) in self.members


def nice_case(name: str) -> str:
    """A Census name (upper case) as it is usually written: ``MCMAHON`` -> ``McMahon``."""
    word = name.capitalize()
    if word.startswith("Mc") and len(word) > 3:
        return "Mc" + word[2:].capitalize()
    return word


def _load(filename: str, minimum: float) -> NameList:
    path = Path(names_package.__file__).with_name(filename)
    found: list[tuple[str, float]] = []
    with path.open(encoding="ascii") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) >= 2 and float(parts[1]) >= minimum:
                found.append((nice_case(parts[0]), float(parts[1])))
    return NameList(
        tuple(n for n, _ in found), tuple(itertools.accumulate(f for _, f in found))
    )


@dataclass(frozen=True)
class CensusNames:
    """The three Census lists, filtered, plus the names both genders carry."""

    female: NameList
    male: NameList
    last: NameList
    either: NameList
    all_first: frozenset[str]
    everything: frozenset[str]


@functools.lru_cache(maxsize=1)
def census_names() -> CensusNames:
    """The Census name lists (loaded once)."""
    female = _load("dist.female.first", MIN_FREQUENCY)
    male = _load("dist.male.first", MIN_FREQUENCY)
    last = _load("dist.all.last", MIN_FREQUENCY)
    both = sorted(set(female.names) & set(male.names))
    either = NameList(tuple(both), tuple(float(i) for i in range(1, len(both) + 1)))
    first = frozenset(female.names) | frozenset(male.names)
    return CensusNames(female, male, last, either, first, first | frozenset(last.names))


US_STATES = (
    ("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"),
    ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"),
    ("Florida", "FL"), ("Georgia", "GA"), ("Hawaii", "HI"), ("Idaho", "ID"),
    ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"),
    ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
    ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"),
    ("Missouri", "MO"), ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"),
    ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
    ("North Carolina", "NC"), ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"),
    ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Rhode Island", "RI"),
    ("South Carolina", "SC"), ("South Dakota", "SD"), ("Tennessee", "TN"), ("Texas", "TX"),
    ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"),
    ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY"),
)  # fmt: skip
COUNTRIES = (
    "Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "China",
    "Colombia", "Denmark", "Egypt", "Finland", "France", "Germany", "Greece", "India",
    "Ireland", "Italy", "Japan", "Kenya", "Mexico", "Morocco", "Norway", "Peru", "Poland",
    "Portugal", "Spain", "Sweden", "Turkey", "Vietnam",
)  # fmt: skip
HOLIDAYS = (
    "New Year's Day", "Easter", "Memorial Day", "Independence Day", "Labor Day",
    "Halloween", "Thanksgiving", "Christmas", "Valentine's Day", "St. Patrick's Day",
    "Mother's Day", "Father's Day", "Veterans Day", "Christmas Eve", "New Year's Eve",
    "Good Friday", "Columbus Day", "Presidents' Day", "Martin Luther King Day",
)  # fmt: skip
PROFESSIONS = (
    "teacher", "carpenter", "accountant", "electrician", "farmer", "plumber", "engineer",
    "cashier", "mechanic", "librarian", "painter", "baker", "driver", "clerk", "welder",
)  # fmt: skip
#: Words that say what a place is, not which one; kept when a phrase has other words.
GENERIC_PLACE_WORDS = frozenset(
    """street st avenue ave av road rd drive dr lane ln boulevard blvd court ct place pl
    way terrace circle cir highway hwy parkway pkwy square sq suite ste apt apartment unit
    floor fl room rm building bldg hospital hosp medical center centre clinic memorial
    general university college school institute of the and at county city town north
    south east west n s e w ne nw se sw health care nursing home rehab rehabilitation
    community regional children's childrens saint st. mount mt lake river valley hill
    calle avenida plaza c/ hospital centro de del la el los las y internal medicine
    associates group family practice pediatrics pediatric cardiology surgery surgical
    services partners clinics healthcare physicians specialists urgent primary system
    network foundation pharmacy laboratory lab labs imaging radiology dental behavioral
    mental inc llc corp company co orthopedics oncology women's womens district
    academy""".split()
)  # fmt: skip
#: Words that make a place phrase an institution ("Day Hospital", "X School District").
INSTITUTION_MARKERS = frozenset(
    """hospital hosp medical center centre clinic clinics memorial university college
    school institute health healthcare nursing rehab rehabilitation pharmacy laboratory
    lab labs imaging radiology associates group practice partners services physicians
    specialists foundation district academy inc llc corp company""".split()
)  # fmt: skip
#: Institution-like names (Seed 002 drew hospitals from a list; seed 000 shuffled real
#: ones): the specific words of a hospital, school or employer become one of these,
#: never a common word with letters altered.
INSTITUTION_STEMS = (
    "Riverside", "Lakeview", "Fairview", "Hillcrest", "Northside", "Southside",
    "Westbrook", "Brookside", "Oakwood", "Maplewood", "Pinecrest", "Cedar Ridge",
    "Valley View", "Summit", "Meadowbrook", "Parkview", "Bayview", "Greenfield",
    "Springdale", "Highland", "Lakeside", "Mercy", "Providence", "Good Samaritan",
    "Grace", "Trinity", "Sacred Heart", "Baptist", "Methodist", "Presbyterian",
    "Lutheran", "Bethany", "Unity", "Harmony", "Heritage", "Pioneer", "Evergreen",
    "Sunrise", "Golden Valley", "Silver Lake", "Crystal Lake", "Stone Creek",
    "Willow Creek", "Deer Park", "Twin Oaks", "Three Rivers", "Blue Ridge",
    "Prairie View", "Forest Hills", "Rolling Hills", "Shady Grove", "Pleasant Valley",
    "Mountain View", "Harborview", "Kingsbridge", "Ashford", "Brighton", "Carlisle",
    "Hampton", "Kendall", "Lancaster", "Madison", "Jefferson", "Lincoln", "Franklin",
    "Hamilton", "Monroe", "Clayton", "Fulton", "Marion", "Warren", "Wayne",
)  # fmt: skip
#: Names after "St." or "Saint" in an institution's name.
SAINTS = (
    "Joseph's", "Mary's", "Luke's", "Anne's", "Francis", "Vincent's", "Elizabeth's",
    "Jude", "Catherine's", "John's", "Michael's", "Agnes", "Clare's", "Thomas",
)  # fmt: skip
CITY_ENDINGS = ("", "", "", "ville", "ton", "field", "burg", "wood", "dale", "port")
STREET_WORDS = ("Oak", "Maple", "Cedar", "Pine", "Elm", "Willow", "Chestnut", "Spruce")
