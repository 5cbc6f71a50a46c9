"""The rule recognisers by name, and the overlap resolution among their findings."""

from __future__ import annotations

from collections.abc import Callable

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


def resolve(findings: list[Finding]) -> list[Finding]:
    """Non-overlapping findings: strong before weak, then longest, then by priority.

    Args:
        findings: findings that may overlap.

    Returns:
        A subset with no two overlapping, sorted by start.
    """
    kept: list[Finding] = []
    # One byte per character: linear in the text, whatever the number of findings.
    taken = bytearray(max((f.end for f in findings), default=0))
    for finding in sorted(findings, key=_rank):
        if taken.find(1, finding.start, finding.end) != -1:
            continue
        kept.append(finding)
        taken[finding.start : finding.end] = b"\x01" * (finding.end - finding.start)
    kept.sort(key=lambda f: f.start)
    return kept
