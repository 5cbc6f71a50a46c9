"""Cues around a listed first name that make it a person: a contact verb's object, a person verb's subject."""

from __future__ import annotations

import functools

from vtt_py.deid.analysis import Analysis
from vtt_py.deid.lexicon import name_likelihood_ratio, name_people, zipf
from vtt_py.lexicons.places import place_table

#: Verbs of reaching someone, whose object is a person: ``called tamsin``,
#: ``texted Rosalind``, ``will update marguerite``.
CONTACT_VERBS = frozenset(
    "called call calling phoned phone texted text emailed paged updated update "
    "updating notified informed contacted reached told".split()
)
#: Words left for someone, before ``for``/``to``: ``left message for ignatius``.
_MESSAGES = frozenset("message msg vm voicemail voicemails messages".split())

#: Verbs and states only a person is the subject of, after a name opening its
#: sentence: ``Darnell called for update``, ``Cosima tearful at bedside``.
PERSON_VERBS = frozenset(
    "called calls phoned visited visiting states stated reports reported requests "
    "requested asks asked asking wants wanted says said agrees agreed updated "
    "tearful upset crying arrived came brought declined spoke here "
    "concerned worried requesting expressed verbalized voiced".split()
)
#: Joiners of two subjects: ``Hortensia and Cornelius visited``.
_AND = frozenset({"and", "&"})

#: A capitalised first name in mixed case: census people bearing it, at least ...
TITLED_FIRST_PEOPLE = 200
#: ... how much likelier a name than a word ...
TITLED_FIRST_RATIO = 5.0
#: ... and how common in English it may be (Zipf), at most.
TITLED_FIRST_ZIPF = 3.2
#: A first name where case says nothing (lower case, capitals): people, at least ...
CASELESS_FIRST_PEOPLE = 1000
#: ... and how much likelier a name than a word (not ``mark``, ``bill``, ``rose``).
CASELESS_FIRST_RATIO = 35.0


def _titled(word: str) -> bool:
    return len(word) >= 3 and word[0].isupper() and word[1:].islower()


@functools.lru_cache(maxsize=65536)
def _rare_first_name(word: str) -> bool:
    """A word twice as often a first name as a surname, rare in English, no place.

    Enough where the case or a verb says it is a person: ``Cosima`` written
    with a capital in mixed-case text, ``called tamsin``; a place
    (``Marion``) or a surname as much (``Leopold``) stays the CRF's to weigh.
    """
    if len(word) < 3:
        return False
    first, last = name_people(word)
    return (
        first >= TITLED_FIRST_PEOPLE
        and first > 2 * last
        and name_likelihood_ratio(word) >= TITLED_FIRST_RATIO
        and zipf(word.lower()) < TITLED_FIRST_ZIPF
        and place_table().kinds(word) is None
    )


@functools.lru_cache(maxsize=65536)
def _caseless_first_name(word: str) -> bool:
    """A first name much likelier a name than a word, whatever its case (``darnell``)."""
    first, last = name_people(word)
    return (
        first >= CASELESS_FIRST_PEOPLE
        and first > last
        and name_likelihood_ratio(word) >= CASELESS_FIRST_RATIO
    )


def person_first_name(analysis: Analysis, i: int, cued: bool = False) -> bool:
    """Whether the token at ``i`` is a first name, as sure as its case lets it be.

    A rare first name suffices written with a capital in mixed-case text,
    or in lower case when a verb ``cued`` a person; otherwise (capitals, a
    lower-case word alone) only one much likelier a name than a word.
    """
    word = analysis.words[i]
    if not analysis.caps_lines[analysis.line_of[i]] and (
        _titled(word) or (cued and word.islower())
    ):
        if _rare_first_name(word):
            return True
    return _caseless_first_name(word)


def _same_line(analysis: Analysis, a: int, b: int) -> bool:
    return 0 <= a and b < len(analysis.words) and analysis.line_of[a] == analysis.line_of[b]


def object_of_a_contact_verb(analysis: Analysis, i: int) -> bool:
    """A first name right after a verb of reaching someone, in any case.

    ``called tamsin re transfer``, ``Texted Rosalind``, ``left message for
    ignatius``: what is called, texted or updated by name is a person (a
    service is no first name: ``called pharmacy``, ``paged renal``).
    """
    words = analysis.words
    if i < 1 or not _same_line(analysis, i - 1, i):
        return False
    before = words[i - 1].lower()
    if before not in CONTACT_VERBS:
        if before not in ("for", "to") or i < 2 or not _same_line(analysis, i - 2, i):
            return False
        if words[i - 2].lower() not in _MESSAGES:
            return False
    return person_first_name(analysis, i, cued=True)


def _opens_sentence(analysis: Analysis, i: int) -> bool:
    words = analysis.words
    return analysis.line_start[i] or (i > 0 and words[i - 1] in (".", ";", "!"))


def _verb_after(analysis: Analysis, k: int) -> bool:
    """Whether a person's verb stands at ``k`` (or ``at bedside`` does)."""
    words = analysis.words
    if k >= len(words) or not _same_line(analysis, k - 1, k):
        return False
    word = words[k].lower()
    if word == "at":
        return k + 1 < len(words) and words[k + 1].lower() == "bedside"
    return word in PERSON_VERBS


def subject_of_a_person_verb(analysis: Analysis, i: int) -> bool:
    """A first name opening its sentence before a person's verb, alone or with another.

    ``Darnell called for update``, ``Cosima tearful at bedside``,
    ``demetrius and keshawn visited``: what calls, visits or sits at the
    bedside is a person. Both names of a pair are first names.
    """
    words = analysis.words
    if not person_first_name(analysis, i):
        return False
    if _opens_sentence(analysis, i):
        if _verb_after(analysis, i + 1):
            return True
        return (
            i + 3 < len(words)
            and words[i + 1].lower() in _AND
            and _same_line(analysis, i, i + 2)
            and person_first_name(analysis, i + 2)
            and _verb_after(analysis, i + 3)
        )
    return (
        i >= 2
        and words[i - 1].lower() in _AND
        and _same_line(analysis, i - 2, i)
        and _opens_sentence(analysis, i - 2)
        and person_first_name(analysis, i - 2)
        and _verb_after(analysis, i + 1)
    )
