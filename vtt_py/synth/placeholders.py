"""MIMIC placeholders: where they are, and what type each stands for.

MIMIC-III writes ``[**`` + content + ``**]``: a shifted date (``2151-7-16``,
``7-16``, ``7/2151``, ``2151``), or category words with an optional qualifier
and id (``Known lastname 1234``, ``Hospital1 18``, ``Age over 90``). The
category is read by keywords (../shared/spec/mimic-placeholders.md); one that
matches none is an unknown category, reported with its count, never guessed.
MIMIC-IV-Note writes ``___`` for every item, with no type (see
:mod:`vtt_py.synth.blanks`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from vtt_py.deid import kinds as k

#: ``[**...**]`` (MIMIC-III); the content never spans lines.
PLACEHOLDER = re.compile(r"\[\*\*([^\n]*?)\*\*\]")
#: ``___`` (MIMIC-IV-Note): exactly three underscores, not a longer form line.
BLANK = re.compile(r"(?<!_)___(?!_)")
_ID = re.compile(r"\s*\d+\s*$")
_WORDS = re.compile(r"[a-z]+")

#: Date contents and how each is written: ``YYYY-M-D``, ``M-D``, ``M/YYYY``...
DATE_SHAPES = (
    ("ymd", re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")),
    ("md", re.compile(r"(\d{1,2})[-/](\d{1,2})")),
    ("my", re.compile(r"(\d{1,2})/(\d{4})")),
    ("y", re.compile(r"(\d{4})")),
    ("yy", re.compile(r"(\d{2})")),
)

#: Name roles the category words give.
FIRST, LAST, FULL = "first", "last", "full"


@dataclass(frozen=True, slots=True)
class Category:
    """What a placeholder's content says.

    Attributes:
        name: the category without its id (``Known lastname``; ``date ymd``
            for a date), the key of the report's counts.
        kind: the internal PHI kind (:mod:`vtt_py.deid.kinds`), or None for
            an unknown category.
        detail: more about the value: the date shape (``ymd``...), the date
            part (``month``, ``month/day``...), the name part (``first``,
            ``last``, ``full``), or the place sort.
        gender: ``female``/``male`` for gendered first names, else ``""``.
        context: True when the words do not say the name's role (the note's
            context is asked: ``Dr.`` before it makes it a provider).
    """

    name: str
    kind: str | None
    detail: str = ""
    gender: str = ""
    context: bool = False


_PROVIDER = frozenset({"titles", "md", "stitle", "doctor", "dictator", "attending"})
_ID_WORDS = frozenset({"number", "identifier", "serial", "job", "clip", "info"})
_DATE_PARTS = (
    ("month", "day", "year"),
    ("month", "day"),
    ("day", "month"),
    ("month", "year"),
    ("month",),
    ("year",),
    ("day",),
)


def _words(category: str) -> list[str]:
    return _WORDS.findall(category.lower().replace("e-mail", "email"))


def _name(words: list[str], label: str) -> Category:
    joined = " ".join(words)
    if "initial" in joined:
        return Category(label, k.INITIALS)
    part = FIRST if "first" in joined else LAST if "last" in joined else FULL
    gender = "female" if "female" in words else "male" if "male" in words else ""
    if "known" in words or "patient" in words:
        return Category(label, k.NAME_PATIENT, part, gender)
    if _PROVIDER & set(words):
        return Category(label, k.NAME_PROVIDER, part, gender)
    return Category(label, k.NAME, part, gender, context=True)


def _date_part(words: list[str], label: str) -> Category:
    if "holiday" in words:
        return Category(label, k.HOLIDAY)
    if "range" in words:
        return Category(label, k.DATE, "range")
    present = [w for w in words if w in ("month", "day", "year")]
    for parts in _DATE_PARTS:
        if tuple(present) == parts:
            digits = "2" if "digits" in words and "2" in label else ""
            return Category(label, k.YEAR if parts == ("year",) else k.DATE,
                            "/".join(parts) + digits)  # fmt: skip
    return Category(label, k.DATE, "month/day/year")


def _place(words: list[str], label: str) -> Category | None:
    found = set(words)
    if "hospital" in found or "ward" in found or "wardname" in found:
        ward = found & {"ward", "wardname", "unit"}
        return Category(label, k.WARD if ward else k.HOSPITAL)
    if found & {"street", "apartment", "address", "box"}:
        sort = "apartment" if "apartment" in found else "box" if "box" in found else ""
        return Category(label, k.STREET, sort)
    if "zipcode" in found or "zip" in found:
        return Category(label, k.ZIP)
    rules = (
        ("state", k.STATE), ("country", k.COUNTRY), ("company", k.ORGANIZATION),
        ("university", k.ORGANIZATION), ("college", k.ORGANIZATION),
    )  # fmt: skip
    for word, kind in rules:
        if word in found:
            return Category(label, kind)
    if "location" in found:
        return Category(label, k.CITY if "un" in found else k.LOCATION)
    return None


def _contact_or_id(words: list[str], label: str) -> Category | None:
    found = set(words)
    if "email" in found or "mail" in found:
        return Category(label, k.EMAIL)
    if "url" in found:
        return Category(label, k.URL)
    if found & {"telephone", "fax", "pager", "phone", "contact"}:
        return Category(label, k.PHONE)
    if "social" in found:
        return Category(label, k.SSN)
    if "medical" in found and "record" in found:
        return Category(label, k.MRN)
    if found & {"dictator", "attending"}:
        return Category(label, k.NAME_PROVIDER, FULL)
    if found & _ID_WORDS or ("unit" in found and "number" in found):
        return Category(label, k.ID)
    return None


def _date(content: str) -> Category | None:
    for shape, pattern in DATE_SHAPES:
        if pattern.fullmatch(content):
            kind = k.YEAR if shape in ("y", "yy") else k.DATE
            return Category(f"date {shape}", kind, shape)
    return None


def categorize(content: str) -> Category:
    """The category of a placeholder's content.

    Args:
        content: the text between ``[**`` and ``**]``.

    Returns:
        The category; ``kind`` is None when no keyword matched.
    """
    stripped = content.strip()
    if stripped[:1].isdigit():
        found = _date(stripped)
        if found is not None:
            return found
    return _by_words(_ID.sub("", stripped) or stripped)


@functools.lru_cache(maxsize=4096)
def _by_words(label: str) -> Category:
    """A category from its words (cached: the ids differ, the words repeat)."""
    words = _words(label)
    word_set = set(words)
    if "age" in word_set:  # "Age over 90": the only age MIMIC removes
        return Category("Age over 90", k.AGE_PII)
    if "prefix" in word_set:  # "Name Prefix (Prefixes)": a title, not a name
        return Category(label, None)
    for rule in (_contact_or_id, _place_words):
        found = rule(words, label)
        if found is not None:
            return found
    if word_set & {"month", "day", "year", "date", "holiday"}:
        return _date_part(words, label)
    if word_set & {"name", "firstname", "lastname", "initial", "initials"}:
        return _name(words, label)
    place = _place(words, label)
    return place if place is not None else Category(label, None)


def _place_words(words: list[str], label: str) -> Category | None:
    """Hospitals and wards first: ``Hospital Ward Name`` is a ward, not a person."""
    return (
        _place(words, label) if {"hospital", "ward", "wardname"} & set(words) else None
    )


@dataclass(frozen=True, slots=True)
class Placeholder:
    """One placeholder in a note: ``[start, end)`` and its content (empty for ``___``)."""

    start: int
    end: int
    content: str


def placeholders(text: str, *, blanks: bool) -> list[Placeholder]:
    """The placeholders of a note, in order (``[**...**]``; ``___`` when ``blanks``)."""
    found = [
        Placeholder(m.start(), m.end(), m.group(1)) for m in PLACEHOLDER.finditer(text)
    ]
    if blanks:
        found += [Placeholder(m.start(), m.end(), "") for m in BLANK.finditer(text)]
        found.sort(key=lambda p: p.start)
    return found
