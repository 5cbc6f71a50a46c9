"""What kind of identifier a label is, for the privacy risk of revealing it.

The shipped tag sets and the corpora's own labels (NLM Scrubber's
``Name|Patient``, PhysioNet's ``PTNameInitial``, i2b2's
``LOCATION|HOSPITAL``, MEDDOCAN's ``NOMBRE_SUJETO_ASISTENCIA``) name their
types differently; each label is matched on the words of its category
first (i2b2 keeps the type there), then of its tag.
"""

from __future__ import annotations

import functools
import re

#: Kinds, each with the words that mark it, in the order they are tried. A
#: word of four letters or more also matches inside a label word
#: (``INIT`` in ``PNinit``, ``HEALTHPLAN`` in ``HealthPlan``); shorter ones
#: must be a whole word (``ID``). ``none`` marks labels of text that is not PHI.
RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("initial", ("INIT", "INITIAL", "INITIALS")),
    ("contact", ("PHONE", "FAX", "EMAIL", "URL", "IP", "IPADDR", "IPADDRESS", "COMM",
                 "TELEFONO", "CORREO", "WEB", "INTERNET")),
    ("identifier", ("USERNAME", "ID", "SSN", "MRN", "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT",
                    "LICENSE", "VEHICLE", "DEVICE", "BIOID", "IDNUM", "PROT", "ALPHANUM",
                    "OTHERID", "BIOMETRIC", "PHOTO", "NUMERO", "IDENTIF", "ASEGURAMIENTO")),
    ("contact", ("CONTACT",)),
    ("date", ("DATE", "FECHA", "FECHAS", "MONTH", "DAY", "YEAR", "WEEKDAY", "HOLIDAY")),
    ("age", ("AGE", "EDAD")),
    ("name", ("NAME", "NOMBRE")),
    ("street", ("STREET", "ADDRESS", "CALLE", "UNIT")),
    ("zip", ("ZIP",)),
    ("region", ("COUNTY", "STATE", "COUNTRY", "PAIS")),
    ("institution", ("HOSPITAL", "ORGANIZATION", "EMPLOYER", "INSTITUCION", "INSTITUTION",
                     "CENTRO", "DEPARTMENT", "ROOM")),
    ("place", ("CITY", "LOCATION", "TERRITORIO", "GEOGRAPHIC")),
    ("none", ("NPII",)),
)  # fmt: skip
KINDS = tuple(dict.fromkeys(kind for kind, _ in RULES)) + ("other",)
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


def _kind(text: str) -> str | None:
    found = [w.upper() for w in _WORD.findall(text)]
    words, joined = set(found), "".join(found)
    for kind, marks in RULES:
        for mark in marks:
            if mark in words or (len(mark) >= 4 and mark in joined):
                return kind
    return None


@functools.lru_cache(maxsize=1024)
def kind_of(tag: str, category: str = "") -> str:
    """The kind of a ``(tag, category)``: one of :data:`KINDS` (``none``: not PHI)."""
    return _kind(category) or _kind(tag) or "other"


def date_part(tag: str, category: str = "") -> str | None:
    """The one part of a date a label holds (``DateYear``, NLM's ``Month``), or None.

    Returns:
        ``year``, ``month``, ``day``, ``weekday`` or ``holiday``; None for
        a label of whole dates.
    """
    words = {w.upper() for w in _WORD.findall(f"{tag} {category}")}
    parts = [p for p in ("YEAR", "MONTH", "DAY", "WEEKDAY", "HOLIDAY") if p in words]
    if len(parts) == 1 and (parts[0] == "YEAR" or "DATE" not in words):
        return parts[0].lower()
    return None
