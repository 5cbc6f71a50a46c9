"""MIMIC-III- and MIMIC-IV-shaped CSVs from the sample corpus gold, with the answer key.

Every gold PHI markup that MIMIC's de-identification removes becomes a
placeholder (MIMIC-III: ``[**Category id**]``, the id stable per patient and
value; dates as MIMIC writes them, moved 150 years ahead; MIMIC-IV: ``___``).
What MIMIC keeps as text stays text: ages under 90 and weekdays. The key
gives, per note, the type of every placeholder in text order, in i2b2-2014
labels (the finest the placeholders can carry): the known answer of the round
trip gold -> placeholders -> ``synthesize``.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tools.sample_corpus.corpus import NOTES
from vtt_py.core.document import Document
from vtt_py.deid import kinds as k
from vtt_py.deid.tagmap import to_kind, to_label
from vtt_py.deid.training import gold_spans
from vtt_py.export.surrogate_dates import full_date
from vtt_py.export.surrogate_kinds import Kind, contact_kind
from vtt_py.formats.vtt_read import read_vtt

GOLD = Path(__file__).resolve().parents[2] / "sample_corpus" / "gold"
MIMIC3_HEADER = ["ROW_ID", "SUBJECT_ID", "HADM_ID", "CHARTDATE", "CHARTTIME", "STORETIME",
                 "CATEGORY", "DESCRIPTION", "CGID", "ISERROR", "TEXT"]  # fmt: skip
MIMIC4_HEADER = ["note_id", "subject_id", "hadm_id", "note_type", "note_seq",
                 "charttime", "storetime", "text"]  # fmt: skip
KEY_TAGSET = "i2b2-2014"
#: Kinds MIMIC leaves in the text (HIPAA does not require removing them).
_KEPT = frozenset({k.AGE_NPII, k.AGE_FRACT, k.WEEKDAY})
_YEARS_AHEAD = 150
_CATEGORIES = {
    k.NAME_PATIENT: ("Known lastname", "Known firstname"),
    k.NAME_RELATIVE: ("Known lastname",),
    k.NAME_PROVIDER: ("Doctor Last Name", "Last Name (STitle)", "Name6 (MD)",
                      "First Name (Titles)", "Doctor First Name"),
    k.INITIALS: ("Initials (NamePattern4)",),
    k.INITIALS_PATIENT: ("Initials (NamePattern4)",),
    k.HOLIDAY: ("Holiday",),
    k.PHONE: ("Telephone/Fax (1)",),
    k.FAX: ("Telephone/Fax (3)",),
    k.EMAIL: ("E-mail address",),
    k.URL: ("URL",),
    k.SSN: ("Social Security Number",),
    k.MRN: ("Medical Record Number",),
    k.ID: ("Numeric Identifier", "Serial Number", "Job Number"),
    k.PROTOCOL: ("Numeric Identifier",),
    k.STREET: ("Street Address(1)",),
    k.CITY: ("Location (un)",),
    k.STATE: ("State",),
    k.COUNTRY: ("Country",),
    k.ZIP: ("State/Zipcode",),
    k.HOSPITAL: ("Hospital1", "Hospital3"),
    k.ORGANIZATION: ("Company",),
    k.WARD: ("Hospital Ward Name", "Hospital Unit Name"),
    k.LOCATION: ("Location",),
}  # fmt: skip
_CONTACTS = {Kind.EMAIL: k.EMAIL, Kind.URL: k.URL, Kind.IP: k.IP, Kind.PHONE: k.PHONE}
_HOSPITAL_WORDS = re.compile(r"(?i)\b(?:hospital|medical center|clinic|health)\b")
_PARTS = {"Month": "Month (only)", "Day": "Day", "Year": "Year (4 digits)"}


@dataclass
class Note:
    """One gold note as MIMIC would have stored it."""

    row_id: int
    subject: int
    stem: str
    text3: str
    text4: str
    key: list[str]


def _number(*parts: object) -> int:
    digest = hashlib.blake2b("|".join(map(str, parts)).encode(), digest_size=4).digest()
    return int.from_bytes(digest) % 9000 + 10


def _kind(label: str, text: str) -> str | None:
    kind = to_kind(label, "nlm-scrubber")
    if kind == k.PHONE:
        return _CONTACTS.get(contact_kind(text), k.PHONE)
    if kind == k.ORGANIZATION and _HOSPITAL_WORDS.search(text):
        return k.HOSPITAL
    return kind


def _date_content(label: str, text: str, ident: int) -> str:
    tag = label.partition("|")[0]
    if tag == "Year" and re.fullmatch(r"\d{4}", text):
        return str(int(text) + _YEARS_AHEAD)
    if tag in _PARTS:
        return f"{_PARTS[tag]} {ident}"
    date = full_date(text)
    if date is not None:
        return f"{date.year + _YEARS_AHEAD}-{date.month}-{date.day}"
    return f"Month/Day/Year {ident}"


def _placeholder(label: str, text: str, kind: str, subject: int) -> str:
    ident = _number(subject, label, text.casefold())
    if kind in (k.DATE, k.YEAR):
        return _date_content(label, text, ident)
    if kind == k.AGE_PII:
        return "Age over 90 "  # MIMIC writes it without an id
    choices = _CATEGORIES[kind]
    return f"{choices[ident % len(choices)]} {ident}"


def mimic_note(doc: Document, subject: int) -> tuple[str, str, list[str]]:
    """The MIMIC-III text, the MIMIC-IV text and the key of one gold document."""
    pieces3: list[str] = []
    pieces4: list[str] = []
    key: list[str] = []
    pos = 0
    for start, end, label in gold_spans(doc):
        text = doc.text[start:end]
        kind = _kind(label, text)
        if kind is None or kind in _KEPT:
            continue
        expected = to_label(kind, KEY_TAGSET)
        assert expected is not None, kind
        content = _placeholder(label, text, kind, subject)
        pieces3 += [doc.text[pos:start], f"[**{content}**]"]
        pieces4 += [doc.text[pos:start], "___"]
        key.append(expected)
        pos = end
    pieces3.append(doc.text[pos:])
    pieces4.append(doc.text[pos:])
    return "".join(pieces3), "".join(pieces4), key


def gold_notes(gold: Path = GOLD) -> Iterator[Note]:
    """Every gold note in MIMIC shape (patients by the sample corpus's cases)."""
    cases: dict[str, int] = {}
    case_of = {spec.stem: spec.case for spec in NOTES}
    for row_id, path in enumerate(sorted(gold.glob("*.vtt")), start=1):
        case = case_of.get(path.stem, path.stem)
        subject = cases.setdefault(case, 1000 + len(cases))
        text3, text4, key = mimic_note(read_vtt(path), subject)
        yield Note(row_id, subject, path.stem, text3, text4, key)


def _note_type(stem: str) -> tuple[str, str]:
    if "radiology" in stem:
        return "Radiology", "RR"
    return ("Discharge summary", "DS") if "discharge" in stem else ("Physician ", "DS")


def write_gold_csvs(out: Path, gold: Path = GOLD) -> dict[str, Path]:
    """Write ``NOTEEVENTS.csv``, ``discharge.csv`` and ``key.jsonl`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    paths = {
        "mimic3": out / "NOTEEVENTS.csv",
        "mimic4": out / "discharge.csv",
        "key": out / "key.jsonl",
    }
    with (
        paths["mimic3"].open("w", encoding="utf-8", newline="") as f3,
        paths["mimic4"].open("w", encoding="utf-8", newline="") as f4,
        paths["key"].open("w", encoding="utf-8") as fk,
    ):
        w3, w4 = csv.writer(f3), csv.writer(f4)
        w3.writerow(MIMIC3_HEADER)
        w4.writerow(MIMIC4_HEADER)
        for note in gold_notes(gold):
            category, note_type = _note_type(note.stem)
            note_id = f"{note.subject}-{note_type}-{note.row_id}"
            w3.writerow([note.row_id, note.subject, 200000 + note.subject, "2171-01-01",
                         "", "", category, "Report", "", "", note.text3])  # fmt: skip
            w4.writerow([note_id, note.subject, 200000 + note.subject, note_type,
                         note.row_id, "2171-01-01 00:00:00", "", note.text4])  # fmt: skip
            record = {"row_id": str(note.row_id), "note_id": note_id, "stem": note.stem,
                      "labels": note.key}  # fmt: skip
            fk.write(json.dumps(record) + "\n")
    return paths
