"""Schools, colleges and universities named in a history: ``Madison Park High School``.

A social or developmental history names where someone studies or works
(``attended Madison Park High School``, ``a librarian at Pembrook College``,
``teaches at Brookline High``); the name's own words come before the head
(``School``, ``College``, ``University``, ``Academy``), with the kind of
school between (``High``, ``Middle``, ``Community``). An organisation, sure
in mixed case when a word of its own names it; a head alone (``High
School``, ``the University``) or a line in capitals (where every word looks
like a name) gives none. In one case the school after a student's or a
teacher's ``at`` is one (``STUDENT AT NORTHEASTERN``).
"""

from __future__ import annotations

from collections.abc import Callable

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import CUE_WORDS
from vtt_py.deid.kinds import ORGANIZATION, Finding
from vtt_py.deid.lexicon import zipf
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES
from vtt_py.deid.rules_places import known_place

RULE = "school"
#: The last word of a school's name.
_HEADS = frozenset({"School", "Schools", "College", "University", "Academy", "High"})
#: Words naming the kind of school, not the school: ``Madison Park [High] School``.
_KIND_WORDS = frozenset(
    "high middle elementary junior senior community state medical nursing law "
    "business graduate grammar public private catholic charter technical "
    "vocational regional city county summer night sunday boarding art "
    # a society's adjectives: "American College of Surgeons" is no school of
    # anyone's
    "american national international royal".split()
)
#: Capitalised words before the head that may be the school's own name.
_MOST_WORDS = 4


#: The heads looked up with the facility cues.
_HEAD_CUES = CUE_WORDS.add(_HEADS)


def find_schools(analysis: Analysis) -> list[Finding]:
    """Schools named by their own capitalised words before a head word.

    Args:
        analysis: the analysed text.

    Returns:
        ORGANIZATION findings from the name's first word to the head.
    """
    found = []
    after = 0  # the token after the last school found
    for i in CUE_WORDS.tokens(analysis, _HEAD_CUES):
        if i < after or analysis.caps_lines[analysis.line_of[i]]:
            continue
        head = _head_end(analysis, i)
        first = _name_start(analysis, i)
        if first is None:
            continue
        found.append(
            Finding(analysis.starts[first], analysis.ends[head], ORGANIZATION, RULE)
        )
        after = head + 1
    return found + _students_at(analysis) + _one_case_schools(analysis)


#: A school's head in small letters or capitals (lower-cased), after its name.
_ONE_CASE_HEADS = frozenset({"school", "college", "academy", "university"})
_ONE_CASE_CUES = CUE_WORDS.add(
    frozenset(f(w) for w in _ONE_CASE_HEADS for f in (str, str.upper))
)


def _one_case_schools(analysis: Analysis) -> list[Finding]:
    """A school named before its head in a line in one case, after a school's cue.

    ``a para at the kennedy school``, ``ATTENDS THE LINCOLN SCHOOL``: one
    case shows no name, but the cue (``at``, ``attends``, ``from``...) and
    the head frame it; the words between must be rare in English or a
    listed town's (``at the high school``, ``at the same school`` are none).
    A town's school by its kind needs no cue (``A REVERE HIGH SCHOOL
    TEACHER``).
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in CUE_WORDS.tokens(analysis, _ONE_CASE_CUES):
        line = line_of[i]
        if not (analysis.caps_lines[line] or words[i].islower()):
            continue
        first, own, town, kind = i, False, False, False
        while first > 0 and i - first < _SCHOOL_WORDS and line_of[first - 1] == line:
            word = words[first - 1]
            low = word.lower()
            if low in _KIND_WORDS:
                kind = True
            elif _school_word(word, first=True):
                own = True
                town = town or known_place(low)
            else:
                break
            first -= 1
        cue = first - 1
        if cue > 0 and words[cue].lower() == "the":
            cue -= 1
        cued = cue >= 0 and words[cue].lower() in _SCHOOL_CUES
        if own and (cued or (town and kind)):
            found.append(
                Finding(analysis.starts[first], analysis.ends[i], ORGANIZATION, RULE)
            )
    return found


#: Who studies or teaches somewhere, before ``at`` and the school.
_STUDENTS = frozenset(
    # (not "senior", "junior": "a senior at risk for falls", "at baseline")
    "student students sophomore freshman teacher teaches professor instructor".split()
)
_STUDENT_CUES = CUE_WORDS.add(
    frozenset(f(w) for w in _STUDENTS for f in (str, str.capitalize, str.upper))
)
#: Words after ``at`` that name where, not which school: ``STUDENT AT HOME``.
_NOT_SCHOOLS = frozenset(
    "home night school college university work this that the same local baseline "
    "risk".split()
)
#: A school's word in one case this common in English is an everyday word.
_SCHOOL_WORD_ZIPF = 4.0
#: A listed town's name up to this common opens a school's name.
_SCHOOL_TOWN_ZIPF = 4.8
#: The school's words after the cue, at most.
_SCHOOL_WORDS = 3


def _students_at(analysis: Analysis) -> list[Finding]:
    """The school after a student's or a teacher's ``at`` in a line in one case.

    ``IS A STUDENT AT NORTHEASTERN``, ``a freshman at umass``: capitals or
    small letters show no name, and the cue names a school (mixed case has
    the place rules, which read a capitalised name after ``at``). Words
    English uses often are none (``STUDENT AT HOME``, ``at this time``).
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in CUE_WORDS.tokens(analysis, _STUDENT_CUES):
        j = i + 2
        if j >= len(words) or words[i + 1].lower() != "at" or line_of[j] != line_of[i]:
            continue
        if not (analysis.caps_lines[line_of[i]] or words[j].islower()):
            continue
        end = analysis.run_end(j, line_of[i], _SCHOOL_WORDS, _school_words(words, j))
        if end >= j:
            found.append(
                Finding(analysis.starts[j], analysis.ends[end], ORGANIZATION, RULE)
            )
    return found


def _school_words(words: list[str], first: int) -> Callable[[int], bool]:
    """:func:`_school_word` of each token, the name starting at token ``first``."""
    return lambda k: _school_word(words[k], first=k == first)


def _school_word(word: str, *, first: bool) -> bool:
    """Whether a word in one case may be a school's: rare in English, or its kind."""
    low = word.lower()
    if not word.isalpha() or low in STOP_WORDS or low in CLINICAL_PLACES:
        return False  # "nursing student at bedside"
    if first and low in _NOT_SCHOOLS:
        return False
    if not first and (low in _KIND_WORDS or word.capitalize() in _HEADS):
        return True  # "BC HIGH", "boston latin school"
    frequency = zipf(low)
    # a town's name opens a school's (``boston latin``)
    return frequency < _SCHOOL_WORD_ZIPF or (
        frequency < _SCHOOL_TOWN_ZIPF and known_place(low)
    )


#: Words after a head that belong to the name: ``Marlowe School District``.
_TAILS = frozenset({"District", "Board", "System", "Department"})


def _head_end(analysis: Analysis, i: int) -> int:
    """The head's last word: ``High School``, ``School District`` (``Brookline High``)."""
    end = i
    for follower in ("School", _TAILS):
        j = end + 1
        if (
            j < len(analysis.words)
            and analysis.line_of[j] == analysis.line_of[i]
            and analysis.words[j] in follower
            and (follower != "School" or analysis.words[end] == "High")
        ):
            end = j
    return end


def _name_start(analysis: Analysis, i: int) -> int | None:
    """The first of the school's capitalised words before its head, if one is its own."""
    words, line_of = analysis.words, analysis.line_of
    first = None
    own = False
    j = i - 1
    while j >= 0 and i - j <= _MOST_WORDS and line_of[j] == line_of[i]:
        word = words[j]
        if not (word.isalpha() and word.istitle()) or word.lower() in STOP_WORDS:
            break
        if word.lower() in _SCHOOL_VERBS:
            break  # "Attends Kennedy Middle School": the sentence's verb, no name
        if analysis.starts[j + 1] != analysis.ends[j] + 1:
            break  # one space between a name's words
        own = own or word.lower() not in _KIND_WORDS
        first = j
        j -= 1
    if first is None or not own:
        return None
    if words[i] == "High" and i + 1 < len(words) and words[i + 1] != "School":
        # "Brookline High" alone: a town's high school only after a cue word
        # (at, attends, attended, from, teaches), never "Blood Pressure High".
        return first if analysis.word_before_in(first, _SCHOOL_CUES) else None
    return first


#: Words before a school's name when it is written without ``School``.
_SCHOOL_CUES = frozenset("at attends attended attending from teaches taught to".split())


#: Verbs opening a sentence before a school's name, capitalised as its first
#: word: ``Attends Kennedy Middle School``, ``Graduated Lincoln High School``.
_SCHOOL_VERBS = _SCHOOL_CUES | frozenset(
    "attend graduated enrolled teach teaching goes went started finished "
    "completed left dropped".split()
)
