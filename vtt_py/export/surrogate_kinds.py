"""What kind of PHI a label holds (name, date, phone, street...), across the shipped tag sets.

Tag sets name the same things differently (``Name|Patient``, ``PTName``,
``NAME|PATIENT``, ``NOMBRE_SUJETO_ASISTENCIA``). Surrogates need the kind,
so labels are classified by their tag and category names; for contact
labels (``Comm``, ``CONTACT``) the text decides between e-mail, URL, IP
address and phone number.
"""

from __future__ import annotations

import re
from enum import StrEnum


class Kind(StrEnum):
    """The kinds of PHI that get different surrogates."""

    NAME = "name"
    INITIALS = "initials"
    DATE = "date"
    YEAR = "year"
    AGE = "age"
    PHONE = "phone"
    EMAIL = "email"
    URL = "url"
    IP = "ip"
    CONTACT = "contact"
    ID = "id"
    STREET = "street"
    CITY = "city"
    STATE = "state"
    ZIP = "zip"
    COUNTRY = "country"
    ORGANIZATION = "organization"
    LOCATION = "location"
    PROFESSION = "profession"
    OTHER = "other"


#: Normalised tag or category names (lower case, letters and digits) per kind.
_NAMES: dict[Kind, frozenset[str]] = {
    Kind.INITIALS: frozenset({"pninit", "initials", "initial", "ptnameinitial"}),
    Kind.NAME: frozenset(
        {"name", "names", "ptname", "hcpname", "relativeproxyname", "patient", "doctor",
         "nombresujetoasistencia", "nombrepersonalsanitario", "personalname", "person"}
    ),
    Kind.YEAR: frozenset({"dateyear", "year"}),
    Kind.DATE: frozenset(
        {"date", "dates", "fechas", "month", "day", "weekday", "holiday", "time"}
    ),
    Kind.AGE: frozenset({"age", "agepii", "agenpii", "agefract", "edadsujetoasistencia"}),
    Kind.PHONE: frozenset({"phone", "fax", "telephone", "numerotelefono", "numerofax"}),
    Kind.EMAIL: frozenset({"email", "correoelectronico", "mail"}),
    Kind.URL: frozenset({"url", "urlweb", "web"}),
    Kind.IP: frozenset({"ip", "ipaddr", "ipaddress", "direccionip"}),
    Kind.CONTACT: frozenset({"comm", "contact"}),
    Kind.ID: frozenset(
        {"id", "alphanum", "prot", "ssn", "mrn", "idnum", "healthplan", "account",
         "license", "vehicle", "device", "bioid", "biometric", "otherid", "username",
         "medicalrecord", "idsujetoasistencia", "idaseguramiento", "idcontactoasistencial",
         "idtitulacionpersonalsanitario", "idempleopersonalsanitario", "numeroidentif",
         "identificadoresvehiculosydispositivos"}
    ),
    Kind.STREET: frozenset({"street", "calle"}),
    Kind.CITY: frozenset({"city", "town", "county"}),
    Kind.STATE: frozenset({"state", "province"}),
    Kind.ZIP: frozenset({"zip", "zipcode", "postalcode"}),
    Kind.COUNTRY: frozenset({"country", "pais"}),
    Kind.ORGANIZATION: frozenset(
        {"organization", "organisation", "employer", "hospital", "institution",
         "institucion", "department", "centrosalud", "company"}
    ),
    Kind.LOCATION: frozenset(
        {"location", "address", "geographic", "territorio", "room", "place", "unit"}
    ),
    Kind.PROFESSION: frozenset({"profession", "profesion"}),
}  # fmt: skip
_BY_NAME = {name: kind for kind, names in _NAMES.items() for name in names}
#: Tags that name a family whose category says more (i2b2: LOCATION|CITY, ID|SSN).
_FAMILIES = {Kind.LOCATION, Kind.CONTACT, Kind.ID, Kind.NAME, Kind.DATE}
_NOT_ALNUM = re.compile(r"[^a-z0-9]")
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")
_URL = re.compile(
    r"(?i)(?:https?://|www\.)\S+|\S+\.(?:com|org|net|edu|gov|nl|es|uk)\S*"
)
_IP = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")


def _norm(name: str) -> str:
    return _NOT_ALNUM.sub("", name.lower())


def label_kind(tag: str, category: str = "") -> Kind:
    """The kind of PHI a label stands for (``OTHER`` when nothing matches)."""
    tag_kind = _BY_NAME.get(_norm(tag))
    cat_kind = _BY_NAME.get(_norm(category))
    if tag_kind is None:
        return cat_kind or Kind.OTHER
    if tag_kind in _FAMILIES and cat_kind is not None and cat_kind is not Kind.NAME:
        return cat_kind
    if tag_kind is Kind.NAME and cat_kind is Kind.ID:  # NAME|USERNAME
        return Kind.ID
    return tag_kind


def contact_kind(text: str) -> Kind:
    """E-mail, URL, IP address or phone number, from the text of a contact."""
    stripped = text.strip()
    if _EMAIL.search(stripped):
        return Kind.EMAIL
    if _IP.fullmatch(stripped):
        return Kind.IP
    if _URL.search(stripped):
        return Kind.URL
    return Kind.PHONE
