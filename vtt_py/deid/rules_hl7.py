"""PHI in the fields of HL7 v2 ``PID`` segments, read by the standard's field numbers.

Reports exported from HL7 messages keep the patient segment as a line of its
own: ``PID|1||620-04-233^^^GGH^MR||RUSSO^CANDACE^E||19860225|F|||...``. What
each field holds is fixed by the standard (HL7 v2.x, chapter 3), so an
identifier the prose rules cannot tell from a number (``620-04-233``) is
known here by its place: PID-2/3/4 patient identifiers, 5 name, 6 mother's
maiden name, 7 birth date, 9 alias, 11 address, 13/14 phones, 18 account,
19 SSN, 20 driver's licence. Components are split at ``^``, repetitions at
``~``; assigning-authority components (after the first of an identifier) are
facility codes, not the patient's, and are left to the other rules. The
message header's control ID (``MSH-10``) names the message, and so the
report and its patient: an identifier too.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from vtt_py.deid.kinds import (
    CITY,
    DATE,
    ID,
    MRN,
    NAME_PATIENT,
    NAME_RELATIVE,
    PHONE,
    SSN,
    STATE,
    STREET,
    ZIP,
    Finding,
)
from vtt_py.deid.lazy_patterns import lazy_compile

#: A PID segment: the segment name, then ``|`` fields to the end of the line.
_PID = lazy_compile(r"^[ \t]*PID\|[^\n]*", regex.MULTILINE)

#: A message header: ``MSH``, its field separator (MSH-1), then the other fields.
_MSH = lazy_compile(r"^[ \t]*MSH\|[^\n]*", regex.MULTILINE)
#: The message control ID's field number in MSH.
_MSH_CONTROL_ID = 10
#: Field number -> the kind of its first component (identifiers, dates, phones).
_FIRST_COMPONENT = {2: MRN, 3: MRN, 4: MRN, 7: DATE, 18: ID, 19: SSN, 20: ID}
#: Fields whose name components (family^given^middle) are a person's name.
_NAMES = {5: NAME_PATIENT, 6: NAME_RELATIVE, 9: NAME_PATIENT}
#: Fields of telephone numbers (the first component is the number).
_PHONES = frozenset({13, 14})
#: Components of an address field (XAD): street, other designation, city, state, ZIP.
_ADDRESS_FIELD = 11
_ADDRESS_PARTS = {0: STREET, 1: STREET, 2: CITY, 3: STATE, 4: ZIP}
#: How many components of a name field are the person's (family, given, middle).
_NAME_PARTS = 3


def _pieces(text: str, start: int, end: int, sep: str) -> Iterator[tuple[int, int]]:
    """``[start, end)`` split at ``sep``: the offsets of each piece."""
    pos = start
    while True:
        cut = text.find(sep, pos, end)
        if cut == -1:
            yield pos, end
            return
        yield pos, cut
        pos = cut + 1


def _trimmed(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The piece without surrounding spaces; None when it holds no letter or digit."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if not any(c.isalnum() for c in text[start:end]):
        return None
    return start, end


def _wanted(number: int) -> dict[int, str]:
    """Component index -> kind, for PID field ``number`` (empty: no PHI there)."""
    if number in _FIRST_COMPONENT:
        return {0: _FIRST_COMPONENT[number]}
    if number in _PHONES:
        return {0: PHONE}
    if number in _NAMES:
        return dict.fromkeys(range(_NAME_PARTS), _NAMES[number])
    if number == _ADDRESS_FIELD:
        return _ADDRESS_PARTS
    return {}


def _field_findings(text: str, number: int, start: int, end: int) -> list[Finding]:
    """Findings in one PID field (all its repetitions)."""
    wanted = _wanted(number)
    if not wanted:
        return []
    found = []
    for rep_start, rep_end in _pieces(text, start, end, "~"):
        components = list(_pieces(text, rep_start, rep_end, "^"))
        for index, kind in wanted.items():
            if index < len(components):
                piece = _trimmed(text, *components[index])
                if piece is not None:
                    found.append(Finding(piece[0], piece[1], kind, "hl7-pid"))
    return found


def find_hl7_fields(text: str) -> list[Finding]:
    """PHI in the fields of every ``PID`` segment of the text.

    Args:
        text: the document text.

    Returns:
        Strong findings, one per PHI component.
    """
    if "PID|" not in text and "MSH|" not in text:  # the common case: no HL7 at all
        return []
    found = _control_ids(text)
    for segment in _PID.finditer(text):
        bar = text.index("|", segment.start())
        fields = list(_pieces(text, bar + 1, segment.end(), "|"))
        for number, (start, end) in enumerate(fields, start=1):
            found.extend(_field_findings(text, number, start, end))
    return found


def _control_ids(text: str) -> list[Finding]:
    """The message control ID (MSH-10) of every ``MSH`` segment."""
    found = []
    for segment in _MSH.finditer(text):
        bar = text.index("|", segment.start())
        # The "|" after MSH is field 1 itself: the first piece is MSH-2.
        fields = list(_pieces(text, bar + 1, segment.end(), "|"))
        if len(fields) > _MSH_CONTROL_ID - 2:
            piece = _trimmed(text, *fields[_MSH_CONTROL_ID - 2])
            if piece is not None:
                found.append(Finding(piece[0], piece[1], ID, "hl7-msh"))
    return found
