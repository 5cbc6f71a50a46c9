"""One person, one role in a note: a role read from a cue carries to the name's other mentions.

``his nephew Radu Crosson ... Radu wishes to ...``: the cue says the first
mention is a relative; the second has no cue, and the CRF guesses its role
from the words around (often "patient"). A note names one person by one
role, so a mention with no cue of its own takes the role its name was given
where a cue stood. Relatives share surnames with the patient, so a
relative's role carries by the full name or the first name only; a
clinician's carries by the surname too (``Dr. Patel ... Patel aware``).
"""

from __future__ import annotations

import regex

from vtt_py.deid.lexicon import name_share
from vtt_py.deid.merge import Suggestion

#: Words of a name: letters, two or more (initials say too little).
_WORDS = regex.compile(r"[^\W\d_]{2,}")

Key = tuple[str, ...]


def name_words(text: str) -> Key:
    """The case-folded words of a name, initials left out."""
    words = text.casefold().split()
    if all(w.isalpha() for w in words):  # most names: no regex needed
        return tuple(w for w in words if len(w) > 1)
    return tuple(_WORDS.findall(text.casefold()))


def _given_name(word: str) -> bool:
    """Whether the census gives ``word`` as a first name more than twice as often as a surname."""
    first, last = name_share(word)
    return first > 2 * last


def _keys(words: Key, provider: bool) -> set[Key]:
    """The names a cued mention answers to: whole, and the parts no relative shares."""
    keys = {words}
    if len(words) > 1 or _given_name(words[0]):
        keys.add(words[:1])  # the first name: a person's own
    if provider:
        keys.add(words[-1:])  # a clinician's surname seldom is the patient's
    return keys


def cued_roles(
    text: str, anchors: list[Suggestion], providers: frozenset[str]
) -> dict[Key, str]:
    """Name -> role label for the names a cue gave a role; a name given two is left out."""
    roles: dict[Key, str] = {}
    clashes: set[Key] = set()
    # A clinician or relative is named again and again: each name once.
    for piece, label in {(text[a.start : a.end], a.label) for a in anchors}:
        words = name_words(piece)
        if not words:
            continue
        for key in _keys(words, label in providers):
            if roles.setdefault(key, label) != label:
                clashes.add(key)
    for key in clashes:
        del roles[key]
    return roles


def consistent_roles(
    text: str,
    suggestions: list[Suggestion],
    anchors: list[Suggestion],
    people: frozenset[str],
    providers: frozenset[str],
) -> list[Suggestion]:
    """``suggestions`` with each uncued mention of a cued name labelled by the cue's role.

    Args:
        text: the document text.
        suggestions: the note's suggestions (sorted, non-overlapping).
        anchors: rule suggestions whose role (relative, clinician) a cue gave.
        people: the output labels of persons' names a role may replace.
        providers: the role labels that are clinicians'.

    Returns:
        The suggestions, relabelled where a cued role applies (spans unchanged).
    """
    if not anchors:
        return suggestions  # most notes: no cued name
    roles = cued_roles(text, anchors, providers)
    cued = {(a.start, a.end) for a in anchors}
    result = []
    for s in suggestions:
        if s.label in people and (s.start, s.end) not in cued:
            role = roles.get(name_words(text[s.start : s.end]))
            if role is not None and role != s.label:
                s = s._replace(label=role)
        result.append(s)
    return result
