"""Name, place and organisation pools: US Census names (``names`` package) and invented places."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import names

# First names that are also English words (seed 001's hard case): all appear in the
# Census lists, so a note may say "Hope" or "Bill" and mean a person.
WORD_FIRST_F = (
    "May",
    "Hope",
    "Rose",
    "Grace",
    "Faith",
    "Joy",
    "June",
    "Dawn",
    "Holly",
    "Iris",
    "Ruby",
    "Pearl",
    "Ivy",
    "April",
    "Summer",
)
WORD_FIRST_M = (
    "Bill",
    "Will",
    "Mark",
    "Frank",
    "Guy",
    "Grant",
    "Chase",
    "Drew",
    "Buck",
    "Hunter",
    "Miles",
)
WORD_LAST = (
    "Young",
    "Black",
    "White",
    "Brown",
    "Long",
    "Hill",
    "Wood",
    "Stone",
    "Small",
    "Rice",
    "Price",
    "Banks",
    "Bell",
    "Fox",
    "Snow",
    "Moody",
    "Hope",
    "Rose",
    "May",
    "Good",
    "King",
)

# The Census lists drop apostrophes; restore the common ones rather than print "Obrien".
_APOSTROPHE = {
    "OBRIEN": "O'Brien",
    "OCONNOR": "O'Connor",
    "ONEAL": "O'Neal",
    "ONEILL": "O'Neill",
    "ODONNELL": "O'Donnell",
    "OCONNELL": "O'Connell",
}


def _proper(raw: str) -> str:
    if raw in _APOSTROPHE:
        return _APOSTROPHE[raw]
    if raw.startswith("MC") and len(raw) > 3:
        return "Mc" + raw[2:].capitalize()
    return raw.capitalize()


def _census(file_name: str, count: int) -> tuple[str, ...]:
    """The ``count`` most frequent names of one Census list, properly capitalised."""
    path = Path(names.__file__).parent / file_name
    rows: list[str] = []
    with path.open(encoding="ascii") as handle:
        for line in handle:
            if len(rows) == count:
                break
            if line.strip():
                rows.append(line.split()[0])
    return tuple(_proper(raw) for raw in rows if raw.isalpha() or raw in _APOSTROPHE)


# A name on both lists (John, Jordan) goes to the list where it is more common,
# so that a patient's pronouns fit the name.
@cache
def female_first() -> tuple[str, ...]:
    """Common female first names that are not more common as male names."""
    male = set(_census("dist.male.first", 500)[:300])
    return tuple(n for n in _census("dist.female.first", 900) if n not in male)


@cache
def male_first() -> tuple[str, ...]:
    """Common male first names that are not more common as female names."""
    female = set(_census("dist.female.first", 900)[:500])
    return tuple(n for n in _census("dist.male.first", 500) if n not in female)


@cache
def last_names() -> tuple[str, ...]:
    """Common surnames."""
    return _census("dist.all.last", 3000)


# Invented or generic small-town names; none stands for a real place in these notes.
TOWNS = (
    "Millbrook",
    "Fairbrook",
    "Ashby",
    "Glenwood",
    "Oak Hollow",
    "Riverton",
    "Maple Grove",
    "Brookside",
    "Pleasant Valley",
    "Lakeview",
    "Springdale",
    "Westfield",
    "Cedar Bluff",
    "Harmony",
    "Kestrel Falls",
    "New Hartwell",
    "Dunmore",
    "Pine Ridge",
    "Willow Creek",
    "Stony Point",
    "Elm Crossing",
    "Granger",
    "Marlowe",
    "Hadley Springs",
    "North Bramford",
    "Quarry Hill",
    "Tillman",
    "Bellhaven",
    "Copper Run",
    "Silver Lake",
)
COUNTIES = (
    "Ashby",
    "Pell",
    "Marrow",
    "Tamsin",
    "Greer",
    "Holloway",
    "Keel",
    "Braxton",
    "Carrow",
    "Linden",
)
# (state, postal abbreviation, telephone area code, ZIP prefix)
STATES = (
    ("Ohio", "OH", "740", "43"),
    ("Pennsylvania", "PA", "814", "16"),
    ("Indiana", "IN", "812", "47"),
    ("Kentucky", "KY", "606", "41"),
    ("Michigan", "MI", "989", "48"),
    ("Wisconsin", "WI", "715", "54"),
    ("Iowa", "IA", "641", "50"),
    ("Missouri", "MO", "573", "65"),
    ("Maryland", "MD", "301", "21"),
    ("Virginia", "VA", "540", "24"),
    ("North Carolina", "NC", "336", "27"),
    ("Tennessee", "TN", "931", "38"),
)
STREET_NAMES = (
    "Pine Hollow",
    "Orchard",
    "Maple",
    "Cedar",
    "Mill Pond",
    "Ridge",
    "Church",
    "Water",
    "Chestnut",
    "Birch",
    "Walnut",
    "Highland",
    "Sycamore",
    "Fox Run",
    "Meadow",
    "Quarry",
    "Spring",
    "Depot",
    "Hawthorn",
    "Kingfisher",
    "Tanner",
    "Old Mill",
    "Lark",
    "Wren",
)
STREET_TYPES = (
    "Street",
    "Road",
    "Lane",
    "Avenue",
    "Drive",
    "Court",
    "Way",
    "Rd",
    "St",
    "Ave",
    "Dr",
)
UNITS = (
    "Apt 3B",
    "Apt 12",
    "Apartment 4",
    "Unit 7",
    "Apt. 2C",
    "#210",
    "Lot 14",
    "Unit 3",
    "Apt 1A",
)
SUITES = ("Suite 200", "Suite 110", "Building 9", "Floor 3", "Suite 4B")
SAINTS = (
    "Brendan",
    "Agnes",
    "Clare",
    "Anselm",
    "Bridget",
    "Jude",
    "Vincent",
    "Camillus",
)
HOSPITAL_PATTERNS = (
    "{town} General Hospital",
    "{town} Regional Medical Center",
    "{town} Community Hospital",
    "St. {saint}'s Hospital",
    "St. {saint} Medical Center",
    "{surname} Memorial Hospital",
    "Mercy {town} Hospital",
)
PEDS_HOSPITALS = (
    "Lakeshore Children's Hospital",
    "Children's Hospital of {town}",
    "{surname} Children's Medical Center",
)
NURSING_HOMES = (
    "{town} Manor",
    "Briarwood Nursing and Rehabilitation Center",
    "{town} Care Center",
    "The Willows at {town}",
    "Heritage Oaks Skilled Nursing",
)
CLINICS = (
    "{town} Family Practice",
    "{town} Internal Medicine Associates",
    "Riverbend Primary Care",
    "Valley Health Partners",
    "Northgate Medical Group",
)
PEDS_CLINICS = (
    "{town} Pediatrics",
    "Little Oaks Pediatric Associates",
    "{town} Children's Clinic",
)
PHARMACIES = (
    "Greenleaf Pharmacy",
    "{town} Drug",
    "Corner Apothecary",
    "Medway Pharmacy",
)
EMPLOYERS = (
    "Harlan Freight Lines",
    "{town} School District",
    "Dunmore Tool & Die",
    "Kessler Plumbing and Heating",
    "Tri-County Poultry",
    "Bramford Paper Mill",
    "{town} Public Library",
    "Castellan Insurance Group",
    "Redline Auto Body",
    "Oakmont Grain Co-op",
    "Pioneer Credit Union",
    "{town} Fire Department",
    "Sunrise Bakery",
    "Marlowe Printing",
)
# Named hospital locations (seed 001: "3-Northeast", "OP9", "Day Hospital").
WARDS = (
    "6-South",
    "4-North",
    "7-West",
    "3-Northeast",
    "5-East",
    "2-West",
    "8-North",
    "4-Southwest",
)
CLINIC_LOCATIONS = (
    "OP9",
    "OP12",
    "OP4",
    "Day Hospital",
    "Clinic B",
    "Suite 2 Outpatient Center",
)
ICU_NAMES = ("MICU", "SICU", "CCU", "NICU", "PICU")
COUNTRIES = (
    "Guatemala",
    "Honduras",
    "Mexico",
    "the Philippines",
    "Vietnam",
    "Poland",
    "Ukraine",
    "Canada",
    "Ireland",
    "Kenya",
    "India",
)
HOLIDAYS = {
    1: ("New Year's Day", "New Year's Eve"),
    2: ("Valentine's Day",),
    3: ("St. Patrick's Day",),
    4: ("Easter",),
    5: ("Memorial Day", "Mother's Day"),
    6: ("Father's Day",),
    7: ("the Fourth of July", "Independence Day"),
    8: ("the Fourth of July",),
    9: ("Labor Day",),
    10: ("Halloween",),
    11: ("Thanksgiving",),
    12: ("Christmas", "Christmas Eve"),
}
