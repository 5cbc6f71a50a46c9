"""Mappings between the internal PHI kinds and the labels of each shipped tag set.

``to_label`` turns a kind into a ``Name|Category`` label of a tag set (or None
when that set does not mark such PHI, e.g. ages under 90 in PhysioNet's);
``to_kind`` reads a label back, so a model trained on one tag set can
annotate in another. Unknown tag sets use the NLM Scrubber labels.
"""

from __future__ import annotations

import functools

from vtt_py.core.tagset import TagSet
from vtt_py.deid import kinds as k

DEFAULT_TAGSET = "nlm-scrubber"
#: The internal kinds themselves as labels: a model trained on them (from gold
#: corpora in several tag sets at once) annotates in every tag set.
KINDS = "kinds"

_PLACES = (k.STREET, k.CITY, k.ZIP, k.HOSPITAL, k.WARD, k.LOCATION, k.ORGANIZATION)
_NAMES = (k.NAME, k.NAME_PATIENT, k.NAME_RELATIVE)

#: kind -> label, per tag set. A kind absent from a map is not marked in that set.
FORWARD: dict[str, dict[str, str]] = {
    "nlm-scrubber": {
        **dict.fromkeys(_NAMES, "Name|Patient"),
        k.NAME_PROVIDER: "Name",
        k.INITIALS: "PNinit",
        k.INITIALS_PATIENT: "PNinit|Patient",
        k.DATE: "Date|Patient",
        k.YEAR: "Year|Patient",
        k.WEEKDAY: "Weekday|Patient",
        k.HOLIDAY: "Holiday|Patient",
        k.AGE_PII: "Age-PII|Patient",
        k.AGE_NPII: "Age-NPII|Patient",
        k.AGE_FRACT: "Age-fract|Patient",
        **dict.fromkeys((k.PHONE, k.FAX, k.EMAIL, k.URL, k.IP), "Comm|Patient"),
        **dict.fromkeys((k.SSN, k.MRN, k.ID, k.OTHER), "Alphanum|Patient"),
        k.PROTOCOL: "Prot|Patient",
        k.STREET: "Street",
        k.CITY: "City",
        k.STATE: "State",
        k.COUNTRY: "Country",
        k.ZIP: "ZIP",
        k.HOSPITAL: "Organization",
        k.ORGANIZATION: "Organization",
        k.WARD: "Location",
        k.LOCATION: "Address",
    },
    "i2b2-2014": {
        **dict.fromkeys(_NAMES + (k.INITIALS, k.INITIALS_PATIENT), "NAME|PATIENT"),
        k.NAME_PROVIDER: "NAME|DOCTOR",
        **dict.fromkeys((k.DATE, k.YEAR, k.WEEKDAY, k.HOLIDAY), "DATE|DATE"),
        **dict.fromkeys((k.AGE_PII, k.AGE_NPII, k.AGE_FRACT), "AGE|AGE"),
        k.PHONE: "CONTACT|PHONE",
        k.FAX: "CONTACT|FAX",
        k.EMAIL: "CONTACT|EMAIL",
        k.URL: "CONTACT|URL",
        k.IP: "CONTACT|IPADDR",
        k.SSN: "ID|SSN",
        k.MRN: "ID|MEDICALRECORD",
        **dict.fromkeys((k.ID, k.PROTOCOL, k.OTHER), "ID|IDNUM"),
        k.STREET: "LOCATION|STREET",
        k.CITY: "LOCATION|CITY",
        k.STATE: "LOCATION|STATE",
        k.COUNTRY: "LOCATION|COUNTRY",
        k.ZIP: "LOCATION|ZIP",
        k.HOSPITAL: "LOCATION|HOSPITAL",
        k.ORGANIZATION: "LOCATION|ORGANIZATION",
        k.WARD: "LOCATION|ROOM",
        k.LOCATION: "LOCATION|OTHER",
        k.PROFESSION: "PROFESSION|PROFESSION",
    },
    "physionet": {
        k.NAME: "PTName",
        k.NAME_PATIENT: "PTName",
        k.NAME_RELATIVE: "RelativeProxyName",
        k.NAME_PROVIDER: "HCPName",
        k.INITIALS: "PTNameInitial",
        k.INITIALS_PATIENT: "PTNameInitial",
        **dict.fromkeys((k.DATE, k.HOLIDAY), "Date"),
        k.YEAR: "DateYear",
        k.AGE_PII: "Age",
        **dict.fromkeys((k.PHONE, k.FAX), "Phone"),
        **dict.fromkeys(
            (k.EMAIL, k.URL, k.IP, k.SSN, k.MRN, k.PROTOCOL, k.ID), "Other"
        ),
        k.OTHER: "Other",
        **dict.fromkeys(_PLACES, "Location"),
    },
    "cchmc": {
        **dict.fromkeys(_NAMES + (k.NAME_PROVIDER,), "NAME"),
        **dict.fromkeys((k.INITIALS, k.INITIALS_PATIENT), "INITIALS"),
        **dict.fromkeys((k.DATE, k.YEAR, k.WEEKDAY, k.HOLIDAY), "DATE"),
        **dict.fromkeys((k.AGE_PII, k.AGE_NPII, k.AGE_FRACT), "AGE"),
        **dict.fromkeys((k.PHONE, k.FAX), "PHONE"),
        k.EMAIL: "EMAIL",
        k.IP: "IPADDRESS",
        k.SSN: "SSN",
        **dict.fromkeys((k.MRN, k.ID, k.PROTOCOL), "IDNUM"),
        **dict.fromkeys((k.URL, k.OTHER, k.PROFESSION), "OTHER"),
        **dict.fromkeys((k.STREET, k.CITY, k.STATE, k.COUNTRY, k.ZIP), "LOCATION"),
        **dict.fromkeys((k.WARD, k.LOCATION), "LOCATION"),
        **dict.fromkeys((k.HOSPITAL, k.ORGANIZATION), "INSTITUTION"),
    },
    "hipaa-18": {
        **dict.fromkeys(
            _NAMES + (k.NAME_PROVIDER, k.INITIALS, k.INITIALS_PATIENT), "Name"
        ),
        **dict.fromkeys((k.DATE, k.YEAR, k.HOLIDAY, k.AGE_PII), "Date"),
        k.PHONE: "Phone",
        k.FAX: "Fax",
        k.EMAIL: "Email",
        k.URL: "URL",
        k.IP: "IP",
        k.SSN: "SSN",
        k.MRN: "MRN",
        **dict.fromkeys((k.ID, k.PROTOCOL, k.OTHER), "OtherID"),
        **dict.fromkeys(
            (k.STREET, k.CITY, k.ZIP, k.HOSPITAL, k.LOCATION), "Geographic"
        ),
    },
}

FORWARD[KINDS] = {kind: kind for kind in k.ALL_KINDS}

#: label -> kind for labels whose reading is not the first kind mapped to them.
_BACKWARD_OVERRIDES: dict[str, dict[str, str]] = {
    "nlm-scrubber": {
        "Name|Patient": k.NAME_PATIENT,
        "Name": k.NAME_PROVIDER,
        "Comm|Patient": k.PHONE,
        "Comm": k.PHONE,
        "Alphanum|Patient": k.ID,
        "Date": k.DATE,
        "Month|Patient": k.DATE,
        "Day|Patient": k.DATE,
        "Unit": k.STREET,
        "County": k.CITY,
        "Employer": k.ORGANIZATION,
        "Organization": k.ORGANIZATION,
    },
    "i2b2-2014": {
        "NAME|PATIENT": k.NAME_PATIENT,
        "NAME|USERNAME": k.ID,
        "DATE|DATE": k.DATE,
        "AGE|AGE": k.AGE_NPII,
        "ID|IDNUM": k.ID,
        "LOCATION|DEPARTMENT": k.WARD,
        "ID|HEALTHPLAN": k.ID,
        "ID|ACCOUNT": k.ID,
        "ID|LICENSE": k.ID,
        "ID|VEHICLE": k.ID,
        "ID|DEVICE": k.ID,
        "ID|BIOID": k.ID,
    },
    "physionet": {
        "PTName": k.NAME_PATIENT,
        "Date": k.DATE,
        "Location": k.LOCATION,
        "Phone": k.PHONE,
        "Other": k.ID,
    },
    "cchmc": {"NAME": k.NAME, "DATE": k.DATE, "AGE": k.AGE_NPII, "PHONE": k.PHONE},
    "hipaa-18": {"Name": k.NAME, "Date": k.DATE, "Geographic": k.LOCATION},
}


def known_tagsets() -> list[str]:
    """Names of the tag sets with a mapping."""
    return list(FORWARD)


def mapping_name(tagset: TagSet | str | None) -> str:
    """The mapping to use for a tag set: its own if known, else NLM Scrubber's.

    A tag set read from a VTT file has no name; the known set sharing most
    labels with it is taken.
    """
    if tagset is None:
        return DEFAULT_TAGSET
    if isinstance(tagset, str):
        return tagset if tagset in FORWARD else DEFAULT_TAGSET
    if tagset.name in FORWARD:
        return tagset.name
    labels = set(tagset.labels())
    shipped = [name for name in FORWARD if name != KINDS]  # kinds are no user's labels
    best = max(shipped, key=lambda n: len(labels & set(FORWARD[n].values())))
    return best if labels & set(FORWARD[best].values()) else DEFAULT_TAGSET


def to_label(kind: str, tagset: str) -> str | None:
    """The label for an internal kind in a tag set, or None if the set does not mark it."""
    return FORWARD.get(tagset, FORWARD[DEFAULT_TAGSET]).get(kind)


@functools.lru_cache(maxsize=4096)
def to_kind(label: str, tagset: str) -> str | None:
    """The internal kind a label of a tag set stands for, or None (e.g. ``npii``).

    Remembered: asked for every suggestion, the answer a scan of the tag set's table.
    """
    overrides = _BACKWARD_OVERRIDES.get(tagset, {})
    if label in overrides:
        return overrides[label]
    for kind, mapped in FORWARD.get(tagset, FORWARD[DEFAULT_TAGSET]).items():
        if mapped == label:
            return kind
    bare = label.partition("|")[0]
    if bare != label:
        return to_kind(bare, tagset)
    return None


def convert_label(label: str, source: str, target: str) -> str | None:
    """A label of tag set ``source`` expressed in tag set ``target`` (None if unmarked)."""
    if source == target:
        return label
    kind = to_kind(label, source)
    return None if kind is None else to_label(kind, target)
