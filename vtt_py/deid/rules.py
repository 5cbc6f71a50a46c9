"""The rule recognisers by name, and the overlap resolution among their findings."""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable
from operator import itemgetter

from vtt_py.deid import kinds as k
from vtt_py.deid.kinds import Finding
from vtt_py.deid.rules_ages import find_ages
from vtt_py.deid.rules_dates import find_dates
from vtt_py.deid.rules_ids import find_contacts, find_identifiers
from vtt_py.deid.rules_names import find_names
from vtt_py.deid.rules_places import find_addresses, find_institutions

Recogniser = Callable[[str], list[Finding]]

#: Every rule recogniser, by name (each is a tested unit of its own).
RECOGNISERS: dict[str, Recogniser] = {
    "dates": find_dates,
    "ages": find_ages,
    "contacts": find_contacts,
    "identifiers": find_identifiers,
    "addresses": find_addresses,
    "institutions": find_institutions,
    "names": find_names,
}

#: When two findings cover the same characters, the longer one wins; between
#: equally long ones, the kind listed first here (most specific evidence).
_PRIORITY = {
    kind: rank
    for rank, kind in enumerate(
        (
            k.EMAIL,
            k.URL,
            k.IP,
            k.SSN,
            k.FAX,
            k.PHONE,
            k.AGE_PII,
            k.AGE_FRACT,
            k.AGE_NPII,
            k.DATE,
            k.HOLIDAY,
            k.YEAR,
            k.WEEKDAY,
            k.STREET,
            k.ZIP,
            k.PROTOCOL,
            k.MRN,
            k.ID,
            # A hospital's listed name after "to"/"from" is no person's:
            # "taken to Beth Israel" (a first name and a surname too).
            k.HOSPITAL,
            k.NAME_PROVIDER,
            k.NAME_RELATIVE,
            k.NAME_PATIENT,
            k.NAME,
            k.CITY,
            k.STATE,
        )
    )
}


def find_all(text: str, names: tuple[str, ...] | None = None) -> list[Finding]:
    """Every finding of the named recognisers (all by default), overlapping or not.

    Args:
        text: the document text.
        names: recogniser names from :data:`RECOGNISERS`.

    Returns:
        The raw findings, sorted by start.
    """
    found: list[Finding] = []
    for name in names or tuple(RECOGNISERS):
        found.extend(RECOGNISERS[name](text))
    found.sort(key=lambda f: (f.start, -f.end))
    return found


def _rank(finding: Finding) -> tuple[int, int, int]:
    return (
        0 if finding.strong else 1,
        -(finding.end - finding.start),
        _PRIORITY.get(finding.kind, len(_PRIORITY)),
    )


#: A finding's fields, taken by C-level getters.
_START, _END, _KIND, _STRONG = (itemgetter(i) for i in (0, 1, 2, 4))
#: Bits of a rank key below the length (priorities are fewer than 64).
_PRIORITY_BITS = 6
#: Bits of a rank key for the length (no text is 2**56 characters long).
_LENGTH_BITS = 56


def _rank_keys(findings: list[Finding]) -> list[int]:
    """:func:`_rank` of each finding as one integer, which orders them alike.

    ``(weak << 56) - length``, shifted, with the priority in the low bits;
    made by C-level maps, without a Python call per finding (a roster
    has tens of thousands).
    """
    weak = map(operator.not_, map(_STRONG, findings))
    lengths = map(operator.sub, map(_END, findings), map(_START, findings))
    first = map(operator.lshift, weak, itertools.repeat(_LENGTH_BITS))
    by_length = map(operator.sub, first, lengths)
    shifted = map(operator.lshift, by_length, itertools.repeat(_PRIORITY_BITS))
    default = itertools.repeat(len(_PRIORITY))
    priorities = map(_PRIORITY.get, map(_KIND, findings), default)
    return list(map(operator.or_, shifted, priorities))


def resolve(findings: list[Finding]) -> list[Finding]:
    """Non-overlapping findings: strong before weak, then longest, then by priority.

    Args:
        findings: findings that may overlap.

    Returns:
        A subset with no two overlapping, sorted by start.
    """
    kept: list[Finding] = []
    # One byte per character: linear in the text, whatever the number of findings.
    taken = bytearray(max(map(_END, findings), default=0))
    keys = _rank_keys(findings)
    # (A stable sort by the keys: equal ranks keep the findings' order.)
    order = sorted(range(len(findings)), key=keys.__getitem__)
    for finding in map(findings.__getitem__, order):
        start, end = finding[0], finding[1]
        if taken.find(1, start, end) != -1:
            continue
        kept.append(finding)
        taken[start:end] = b"\x01" * (end - start)
    kept.sort(key=_START)
    return kept
