"""The type of a MIMIC-IV ``___`` from its context, with the de-identifier's rules.

MIMIC-IV-Note replaced every PHI item by ``___`` and kept no type. The
context often says it: a field label (``Name: ___``, ``Admission Date: ___``,
``Unit No: ___``), a title or cue word (``Dr. ___``), a word after it
(``___ year old``, ``___ Hospital``). Three steps decide, in order:

1. the field label on the same line, read by keywords;
2. the de-identifier's own context rules, run on the note with each blank
   replaced by a probe value: a number (``93``) for the age rules, an
   identifier (``48213``) for the cued-identifier rules, a surname
   (``Ferris``) for the name automaton, the institution and the place rules.
   A rule that fires on the probe because of the words around it types the
   blank; rules that fire on the probe's own shape alone (a lone capitalised
   name) are not counted;
3. date cues (``on ___``, ``___ at 10:30``).

A blank none of these decides is undecided (None): it is reported and
counted, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from vtt_py.deid import kinds as k
from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import Finding
from vtt_py.deid.rules_ages import find_ages
from vtt_py.deid.rules_ids import find_identifiers
from vtt_py.deid.rules_names import names_in
from vtt_py.deid.rules_place_cues import places_in
from vtt_py.deid.rules_places import find_institutions

_FIELD = re.compile(r"([A-Za-z][A-Za-z .#/()'&-]{0,40}?)\s*[:#]\s*$")
_WORDS = re.compile(r"[a-z]+|#")
#: Field-label keywords, first match wins (``Date of Birth`` is a date, not a name).
_FIELD_KEYWORDS: tuple[tuple[frozenset[str], str], ...] = tuple(
    (frozenset(words.split()), kind)
    for words, kind in (
        ("by", k.NAME_PROVIDER),  # "Dictated by:", "Signed by:"
        ("birth dob date dates when dictated transcribed", k.DATE),
        ("age", k.AGE_PII),
        ("phone telephone tel fax pager cell contact", k.PHONE),
        ("mrn record", k.MRN),
        ("unit no number # account acct id ssn", k.ID),
        ("attending physician provider doctor dr pcp surgeon with cc resident fellow "
         "radiologist referring consultant author nurse np pa by signed", k.NAME_PROVIDER),
        ("name patient", k.NAME_PATIENT),
        ("hospital facility institution campus clinic", k.HOSPITAL),
        ("address street", k.STREET),
        ("city town", k.CITY),
        ("state", k.STATE),
        ("zip zipcode", k.ZIP),
        ("country", k.COUNTRY),
        ("employer company school", k.ORGANIZATION),
        ("location building ward department floor", k.LOCATION),
    )
)  # fmt: skip
_DATE_BEFORE = re.compile(r"\b(?:on|since|dated|until|till|from|through)\s+$", re.I)
_DATE_AFTER = re.compile(r"^\s*(?:at|@)\s*\d{1,2}(?::\d{2})?\b", re.I)
_AGE_PROBE, _ID_PROBE, _WORD_PROBE = "93", "48213", "Ferris"
#: Name rules that fire on the probe alone (no context): not evidence.
_CONTEXT_FREE = frozenset({"name-single"})


@dataclass(frozen=True, slots=True)
class Decision:
    """A blank's type (an internal kind) and the step that gave it, or None and ``""``."""

    kind: str | None
    rule: str = ""


def _field(text: str, start: int) -> str | None:
    line = text[text.rfind("\n", 0, start) + 1 : start]
    m = _FIELD.search(line)
    if m is None:
        return None
    words = set(_WORDS.findall(m.group(1).lower()))
    if ":" not in line[m.start(1) :] and "#" not in words:
        return None
    for keys, kind in _FIELD_KEYWORDS:
        if keys & words:
            return kind
    return None


def _probe(
    text: str, spans: list[tuple[int, int]], probe: str
) -> tuple[str, list[tuple[int, int]]]:
    """The text with every blank replaced by ``probe``, and where each probe now is."""
    pieces: list[str] = []
    moved: list[tuple[int, int]] = []
    pos = 0
    for start, end in spans:
        pieces.append(text[pos:start])
        at = sum(map(len, pieces))
        moved.append((at, at + len(probe)))
        pieces.append(probe)
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces), moved


def _covering(findings: list[Finding], span: tuple[int, int]) -> Finding | None:
    for f in findings:
        if f.strong and f.start <= span[0] and span[1] <= f.end:
            return f
    return None


def _cued_ids(probed: str) -> list[Finding]:
    # Only identifiers a cue word announces ("MRN", "#"): a number's shape
    # alone says nothing about a blank.
    return [f for f in find_identifiers(probed) if f.rule == "air-cue"]


def _word_rules(probed: str) -> list[Finding]:
    analysis = analyse(probed)
    names = [f for f in names_in(analysis) if f.rule not in _CONTEXT_FREE]
    return names + find_institutions(probed) + places_in(analysis)


#: The probe steps: probe text, the rules to run, how a finding's kind is read.
_STEPS: tuple[tuple[str, Callable[[str], list[Finding]], str], ...] = (
    (_AGE_PROBE, find_ages, "rule-age"),
    (_ID_PROBE, _cued_ids, "rule-id"),
    (_WORD_PROBE, _word_rules, "rule-name-place"),
)


def infer(text: str, spans: list[tuple[int, int]]) -> list[Decision]:
    """The type of each blank of a note, from its context.

    Args:
        text: the note.
        spans: the blanks, ``(start, end)`` in text order.

    Returns:
        One decision per blank (kind None: undecided).
    """
    decisions: list[Decision | None] = []
    for start, _ in spans:
        kind = _field(text, start)
        decisions.append(None if kind is None else Decision(kind, "field"))
    for probe, rules, name in _STEPS:
        if all(d is not None for d in decisions):
            break
        probed, moved = _probe(text, spans, probe)
        findings = rules(probed)
        for i, span in enumerate(moved):
            found = None if decisions[i] is not None else _covering(findings, span)
            if found is not None:
                kind = (
                    k.AGE_PII if found.kind in (k.AGE_NPII, k.AGE_FRACT) else found.kind
                )
                decisions[i] = Decision(kind, name)
    for i, (start, end) in enumerate(spans):
        if decisions[i] is None and (
            _DATE_BEFORE.search(text[max(0, start - 12) : start])
            or _DATE_AFTER.match(text[end : end + 12])
        ):
            decisions[i] = Decision(k.DATE, "date-cue")
    return [d if d is not None else Decision(None) for d in decisions]
