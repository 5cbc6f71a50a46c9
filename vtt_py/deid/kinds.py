"""Internal PHI kinds and the Finding value every recogniser returns.

Recognisers speak one internal vocabulary (``NAME``, ``DATE``, ``PHONE``...);
:mod:`vtt_py.deid.tagmap` translates it into a shipped tag set at the end.
"""

from __future__ import annotations

from typing import NamedTuple

# Names and initials.
NAME = "NAME"  # a personal name whose role is unknown
NAME_PATIENT = "NAME_PATIENT"
NAME_RELATIVE = "NAME_RELATIVE"
NAME_PROVIDER = "NAME_PROVIDER"
INITIALS = "INITIALS"
INITIALS_PATIENT = "INITIALS_PATIENT"
# Dates and ages.
DATE = "DATE"
YEAR = "YEAR"
WEEKDAY = "WEEKDAY"
HOLIDAY = "HOLIDAY"
AGE_PII = "AGE_PII"  # 90 and over
AGE_NPII = "AGE_NPII"  # whole years under 90
AGE_FRACT = "AGE_FRACT"  # under a year, unit included
# Contacts and identifiers.
PHONE = "PHONE"
FAX = "FAX"
EMAIL = "EMAIL"
URL = "URL"
IP = "IP"
SSN = "SSN"
MRN = "MRN"
PROTOCOL = "PROTOCOL"
ID = "ID"
# Places and organisations.
STREET = "STREET"
CITY = "CITY"
STATE = "STATE"
COUNTRY = "COUNTRY"
ZIP = "ZIP"
HOSPITAL = "HOSPITAL"
WARD = "WARD"  # a place inside the hospital ("OP9", "3-Northeast")
LOCATION = "LOCATION"  # any other place
ORGANIZATION = "ORGANIZATION"
PROFESSION = "PROFESSION"
OTHER = "OTHER"

ALL_KINDS = (
    NAME,
    NAME_PATIENT,
    NAME_RELATIVE,
    NAME_PROVIDER,
    INITIALS,
    INITIALS_PATIENT,
    DATE,
    YEAR,
    WEEKDAY,
    HOLIDAY,
    AGE_PII,
    AGE_NPII,
    AGE_FRACT,
    PHONE,
    FAX,
    EMAIL,
    URL,
    IP,
    SSN,
    MRN,
    PROTOCOL,
    ID,
    STREET,
    CITY,
    STATE,
    COUNTRY,
    ZIP,
    HOSPITAL,
    WARD,
    LOCATION,
    ORGANIZATION,
    PROFESSION,
    OTHER,
)

NAME_KINDS = frozenset(
    {NAME, NAME_PATIENT, NAME_RELATIVE, NAME_PROVIDER, INITIALS, INITIALS_PATIENT}
)


def family(kind: str) -> str:
    """The coarse family of a kind (``NAME_PROVIDER`` -> ``NAME``), for merging.

    Args:
        kind: an internal kind.

    Returns:
        ``NAME``, ``DATE``, ``AGE``, ``CONTACT``, ``ID``, ``PLACE`` or the kind.
    """
    return _FAMILY.get(kind, kind)


def of_family(name: str) -> frozenset[str]:
    """Every kind :func:`family` puts in family ``name`` (an unknown kind is its own family)."""
    return frozenset(k for k in (name, *_FAMILY) if family(k) == name)


_FAMILY = {
    **dict.fromkeys(NAME_KINDS, NAME),
    DATE: DATE,
    YEAR: DATE,
    WEEKDAY: DATE,
    HOLIDAY: DATE,
    AGE_PII: "AGE",
    AGE_NPII: "AGE",
    AGE_FRACT: "AGE",
    PHONE: "CONTACT",
    FAX: "CONTACT",
    EMAIL: "CONTACT",
    URL: "CONTACT",
    IP: "CONTACT",
    SSN: ID,
    MRN: ID,
    PROTOCOL: ID,
    ID: ID,
    OTHER: ID,
    **dict.fromkeys(
        (
            STREET,
            CITY,
            STATE,
            COUNTRY,
            ZIP,
            HOSPITAL,
            WARD,
            LOCATION,
            ORGANIZATION,
        ),
        "PLACE",
    ),
}


class Finding(NamedTuple):
    """One span a recogniser found: ``[start, end)`` of a given internal kind.

    ``strong`` findings are emitted as suggestions and win over the CRF on
    overlap; weak ones (ambiguous shapes such as ``2/3`` or a bare ``1999``)
    are only CRF features, emitted on their own only in rules-only mode.
    """

    start: int
    end: int
    kind: str
    rule: str
    strong: bool = True
