"""A name beside a care role's title is a clinician's: ``SW Deb Fitzgerald``, ``T. Nguyen, PA``.

The name rules find such names by their shape (a census first name and a
surname), not by the role's word, so they came out with no role, which the
PhysioNet and NLM tag sets write as the patient's name; and after a title
(``her daughter, Mrs. Okafor``) the title's rule guesses the patient. This
step gives a role to those names alone: it finds no name itself, so it
cannot mark a word the other rules left.
"""

from __future__ import annotations

import bisect

from vtt_py.deid.analysis import Analysis
from vtt_py.deid.kinds import NAME, NAME_PATIENT, NAME_PROVIDER, NAME_RELATIVE, Finding
from vtt_py.deid.lexicon import (
    PROVIDER_CUES,
    PROVIDER_SUFFIXES,
    RELATIVE_CUES,
    ROLE_ABBREVIATIONS,
)

#: Care roles' abbreviations in any case (``SW``, ``sw``, ``Ot``) and
#: licences written as a role: beside a name already found, a role only.
_ROLE_WORDS = frozenset(w.lower() for w in ROLE_ABBREVIATIONS) | frozenset(
    "lcsw licsw msw lsw".split()
)
#: Clinicians' nouns before a title and a name (``her therapist, Ms.
#: Greenbaum``): the title's rule guessed the patient. Not ``per`` (a
#: preposition) nor ``ho`` (a surname too).
_NOUNS_BEFORE_TITLE = PROVIDER_CUES - {"per", "ho"}
#: Titles that say nothing of a role; the name rule's guess after them is
#: the patient's.
_TITLES = frozenset("mr mrs ms miss mx".split())
#: The rule of a name after a title.
_TITLE_RULE = "name-prefix"
#: A clinician's degree or licence after the name, as written (``T. Nguyen,
#: PA``, ``Ann Lee RN``; not ``do``, nor any in small letters: ``Mary, do``).
_CREDENTIALS = PROVIDER_SUFFIXES - {"do"}
#: Nouns of a care role that take a qualifier before them: ``social
#: worker``, ``case worker``, ``Social Work:`` (a heading).
_ROLE_NOUNS = frozenset("worker work".split())
_ROLE_QUALIFIERS = frozenset("social case".split())
#: Tokens between a role and the name before or after it: ``SW: Deb``,
#: ``social worker is Maribel``, ``Deb Fitzgerald (SW)``, ``Pam the SW``,
#: ``Deb from social work``.
_BETWEEN = frozenset(": - ( , is was the from".split())
#: How many of them may stand between.
_BETWEEN_REACH = 2


def care_roles(analysis: Analysis, found: list[Finding]) -> list[Finding]:
    """``found`` with names of no role beside a care role's title made clinicians'.

    A name after a title and a relative's or clinician's noun gets that role.

    Args:
        analysis: the analysed document.
        found: every rule finding, overlapping.

    Returns:
        The same findings; those whose role no cue gave, in a run of names
        that a care role's title stands before or after (on its line), of
        kind ``NAME_PROVIDER``; after a relative's or clinician's noun and a
        title, of that role's kind.
    """
    runs = _name_runs(analysis, found)
    if not runs:
        return found
    roled = [
        (analysis.starts[lo], analysis.ends[hi - 1], kind)
        for lo, hi in runs
        if (kind := _run_role(analysis.words, analysis.line_of, lo, hi))
    ]
    if not roled:
        return found
    begins = [start for start, _, _ in roled]
    return [_with_role(f, roled, begins) for f in found]


def _run_role(words: list[str], line_of: list[int], lo: int, hi: int) -> str:
    """The role the words around a run of names give it (a kind), or ``""``."""
    if _role_before(words, line_of, lo) or _role_after(words, line_of, hi):
        return NAME_PROVIDER
    return _titled_role(words, line_of, lo)


def _with_role(
    finding: Finding, roled: list[tuple[int, int, str]], begins: list[int]
) -> Finding:
    """``finding`` with its run's role if it is a name of no role inside a roled run."""
    if not _guessed(finding):
        return finding
    k = bisect.bisect_right(begins, finding.start) - 1
    if k < 0 or finding.end > roled[k][1]:
        return finding
    return finding._replace(kind=roled[k][2])


def _name_runs(analysis: Analysis, found: list[Finding]) -> list[tuple[int, int]]:
    """Token ranges ``[lo, hi)`` of adjacent tokens that ``NAME`` findings cover, line by line."""
    starts = analysis.starts
    covered: set[int] = set()
    for f in found:
        if _guessed(f):
            covered.update(
                range(
                    bisect.bisect_left(starts, f.start),
                    bisect.bisect_left(starts, f.end),
                )
            )
    runs: list[tuple[int, int]] = []
    line_of, words = analysis.line_of, analysis.words
    for t in sorted(covered):
        if (
            runs
            and line_of[t] == line_of[runs[-1][1] - 1]
            and (runs[-1][1] == t or _initials_period(words, runs[-1][1], t))
        ):
            runs[-1] = (runs[-1][0], t + 1)
        else:
            runs.append((t, t + 1))
    return runs


def _initials_period(words: list[str], end: int, t: int) -> bool:
    """Whether token ``end`` is an initial's period, ``t`` right after it: ``T. Nguyen``."""
    return t == end + 1 and words[end] == "." and len(words[end - 1]) == 1


def _guessed(finding: Finding) -> bool:
    """Whether a finding is a name whose role no cue gave: none, or a title's guess."""
    return finding.kind == NAME or (
        finding.kind == NAME_PATIENT and finding.rule == _TITLE_RULE
    )


def _titled_role(words: list[str], line_of: list[int], lo: int) -> str:
    """The role of a noun before a title before token ``lo`` (``therapist, Ms.``), or ``""``."""
    t = lo - 1
    if t >= 0 and words[t] == ".":
        t -= 1
    if t < 0 or words[t].lower() not in _TITLES:
        return ""
    t -= 1
    if t >= 0 and words[t] in (",", ":"):
        t -= 1
    if t < 0 or line_of[t] != line_of[lo]:
        return ""
    noun = words[t].lower()
    if noun in _NOUNS_BEFORE_TITLE:
        return NAME_PROVIDER
    return NAME_RELATIVE if noun in RELATIVE_CUES else ""


def _role_before(words: list[str], line_of: list[int], lo: int) -> bool:
    """Whether a care role's title ends right before token ``lo`` (its line's)."""
    t = lo - 1
    for _ in range(_BETWEEN_REACH):
        if t >= 0 and line_of[t] == line_of[lo] and words[t].lower() in _BETWEEN:
            t -= 1
    if t < 0 or line_of[t] != line_of[lo]:
        return False
    low = words[t].lower()
    if low in _ROLE_WORDS:
        return True
    qualifier = t - 2 if t >= 2 and words[t - 1] == "-" else t - 1
    return (
        low in _ROLE_NOUNS
        and qualifier >= 0
        and line_of[qualifier] == line_of[lo]
        and words[qualifier].lower() in _ROLE_QUALIFIERS
    )


def _role_after(words: list[str], line_of: list[int], hi: int) -> bool:
    """Whether a care role's title begins right after token ``hi - 1`` (its line's)."""
    line = line_of[hi - 1]
    t = hi
    for _ in range(_BETWEEN_REACH):
        if t < len(words) and line_of[t] == line and words[t].lower() in _BETWEEN:
            t += 1
    if t >= len(words) or line_of[t] != line:
        return False
    low = words[t].lower()
    if low in _ROLE_WORDS or (low in _CREDENTIALS and not words[t].islower()):
        return True
    noun = t + 2 if t + 2 < len(words) and words[t + 1] == "-" else t + 1
    return (
        low in _ROLE_QUALIFIERS
        and noun < len(words)
        and line_of[noun] == line
        and words[noun].lower() in _ROLE_NOUNS
    )
