"""Precision guards: CRF suggestions barely lifted to PHI that are plainly no PHI."""

from __future__ import annotations

from collections.abc import Callable

import regex

from vtt_py.deid.lexicon import (
    CREDENTIALS,
    DEVICE_NOUNS,
    MONTHS,
    PREFIXES,
    PROVIDER_CUES,
    RELATIVE_CUES,
    US_STATES,
    WEEKDAYS,
    zipf,
)
from vtt_py.deid.merge import CANDIDATE_SOURCE, Suggestion
from vtt_py.deid.rules_dates import AMBIGUOUS_MONTHS, OPERATIONS
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.places import place_table

#: A suggestion the CRF lifted with less probability than this is weak evidence.
WEAK_SCORE = 0.2
#: Zipf frequency (log10 per billion words) from which a word is everyday
#: English: "walker", "page", "strain", "golden" (4.0 is about once in
#: 100,000 words).
COMMON_ZIPF = 4.0

#: Capitals up to this long are an abbreviation, kept whatever word they spell.
MAX_ABBREVIATION = 3

_WORD = regex.compile(r"[^\W\d_]+")
#: "Brown 2", "Bird 2": wards are often named after people or things.
_WARD_NUMBER = regex.compile(r"[ \t]*[0-9]")


def apply_guards(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """The suggestions without those one of :data:`GUARDS` says are plainly no PHI."""
    return [s for s in suggestions if not any(guard(text, s) for guard in GUARDS)]


def common_place(text: str, s: Suggestion) -> bool:
    """A weak CRF place that is one everyday English word or a month's name.

    The recall threshold lifts words off the CRF's best path when they might
    be PHI. For places, cross-validation with re-surrogated notes showed a
    lifted common word ("walks with walker", "thick golden secretions",
    "refer to page 2") to be almost always false. Facilities the CRF lifts
    are mostly rare words, initials ("to EM"), several words ("admitted to
    Valley View Memorial") or a word and a number (a ward, "to Brown 2"),
    which are all kept. Rule findings and confident CRF places are never
    dropped.
    """
    if s.source != "crf" or s.family != "PLACE" or s.score is None:
        return False
    if s.score >= WEAK_SCORE:
        return False
    marked = text[s.start : s.end]
    if marked.lower() in MONTHS:
        return True  # a time: "Mar 3.0" (a lab value), "on the MAR"
    if _WARD_NUMBER.match(text, s.end):
        return False
    if len(marked) <= MAX_ABBREVIATION and marked.isupper():
        return False  # "to EM", "at KM": hospitals go by their initials
    words = _WORD.findall(marked)
    # Several words are a name's shape ("Valley View Memorial"), one is not.
    return len(words) == 1 and zipf(words[0].lower()) >= COMMON_ZIPF


#: A hyphen and a lower-case letter: the rest of a compound word ("Long-term").
_COMPOUND_TAIL = regex.compile(r"-\p{Ll}")


def compound_head(text: str, s: Suggestion) -> bool:
    """A weak CRF suggestion that begins a hyphenated everyday word.

    "Long-term resident", "Well-appearing", "Sacubitril-valsartan": a
    capitalised word or a drug glued to a lower-case rest is lifted to a name
    now and then; a name so glued ("son Mark-who states") comes from the
    rules or with more probability, and is kept.
    """
    if s.source != "crf" or s.score is None or s.score >= WEAK_SCORE:
        return False
    if not _COMPOUND_TAIL.match(text, s.end):
        return False
    words = _WORD.findall(text[s.start : s.end])
    if len(words) != 1:
        return False
    low = words[0].lower()
    return zipf(low) >= COMMON_ZIPF or low in drug_words()


#: A CRF suggestion under this probability before an eponym's noun is no person.
EPONYM_SCORE = 0.5
#: What follows a person's name used as a medical term ("Murphy sign",
#: "Wegener's syndrome", "Hasson technique", "Greulich and Pyle method",
#: "Hodgkin lymphoma", "Reed-Sternberg cells").
_EPONYM_NOUN = regex.compile(
    r"(?:'s|s')?(?:[ ]and[ ]\p{Lu}\p{L}+)?[ ]+(?i:signs?|scales?|scores?|points?"
    r"|technique|method|maneuver|manoeuvre|tests?|classification|criteria|syndrome"
    r"|disease|reflex|pouch|procedure|position|fracture|phenomenon|triad|stain"
    r"|catheter|lymphoma|sarcoma|tumou?rs?|cells|bod(?:y|ies)|malformation|anomaly"
    r"|thyroiditis|palsy|ulcers?|nodes?|encephalopathy|aphasia"
    # Equipment named after people or firms: "Jackson-Pratt drain", "Puritan
    # Bennett vent", "Posey vest", "Salem sump", "Passy-Muir valve".
    r"|drains?|tubes?|vents?|ventilator|sump|vest|belt|collar|lift|valve|lines?"
    r"|port|caths?(?![ \t]*lab)"  # "to Brown cath lab" is a hospital's
    r"|mattress|dressing)\b"
)


#: A possessive before a disease's or a sign's noun is an eponym's, however
#: sure the CRF is of a name: "Bell's palsy", "Murphy's sign", "Parkinson's dz".
_POSSESSIVE_EPONYM = regex.compile(
    r"'s[ ]+(?i:signs?|palsy|disease|dz|syndrome|phenomenon|triad|reflex|law|sarcoma"
    r"|lymphoma|ulcers?|thyroiditis|encephalopathy|aphasia|chorea|fracture|maneuver"
    r"|manoeuvre|nodes?|procedure|operation)\b(?!-)"  # not "Bell's sign-out"
)


def eponym(text: str, s: Suggestion) -> bool:
    """A CRF suggestion that is the person of a medical eponym.

    Signs, scales, syndromes and techniques are named after people ("negative
    sonographic Murphy sign", "Wegeners syndrome", "Greulich and Pyle
    method"); a CRF that learned capitalised words before a noun as names
    marks them; a listed name the CRF gives as little probability is no
    person either (``Jackson-Pratt drain``). Sure rule findings (a title, a
    listed pair of names) and sure CRF names are kept.
    """
    if s.source == "rules" and s.family == "NAME":
        # A pair of listed names is sure from its shape alone ("Stevens
        # Johnson syndrome", "Jackson Pratt drain"); only a title makes it a person.
        before_noun = _EPONYM_NOUN.match(text, s.end) is not None
        return before_noun and not _titled(text, s.start)
    weighed = s.source in ("crf", CANDIDATE_SOURCE)
    if not weighed or s.score is None:
        return False
    if _POSSESSIVE_EPONYM.match(text, s.end) is not None:
        return not _titled(text, s.start)
    if s.score >= EPONYM_SCORE:
        return False
    return _EPONYM_NOUN.match(text, s.end) is not None


_DEVICE_NOUN = regex.compile(rf"[ ]+(?i:{DEVICE_NOUNS})\b")


def device_place(text: str, s: Suggestion) -> bool:
    """A one-word place, rule's or CRF's, that names a device or a sign: ``in Aspen collar``.

    A town's or state's name before a device's noun is the device's maker or
    pattern (``Foley, Texas catheter``: a condom catheter; ``Jackson-Pratt
    drain``: its inventors), not where someone lives; a place of several
    words (``Boston Medical Center``) is kept.
    """
    word = text[s.start : s.end]
    if s.family != "PLACE" or not word.replace("-", "").isalpha():
        return False
    if _DEVICE_NOUN.match(text, s.end) is not None:
        return True
    # "tender at McBurney point": a sign's eponym, where no place has the name.
    return (
        _EPONYM_NOUN.match(text, s.end) is not None and place_table().get(word) is None
    )


#: Words that make the name after them a person: a title, a relative, a role
#: ("Dr. Murphy", "daughter Ruth tube feeds"); not "per" ("per Glasgow Coma Scale").
_PERSON_CUES = sorted(PREFIXES | RELATIVE_CUES | (PROVIDER_CUES - {"per"}))
_TITLE_BEFORE = regex.compile(
    r"(?i:\b(?:" + "|".join(map(regex.escape, _PERSON_CUES)) + r")\.?[ \t]+)\Z"
)
#: Characters before a name looked at for its title or cue.
_TITLE_REACH = 16


def _titled(text: str, start: int) -> bool:
    """Whether a title or a person's cue stands right before ``start``."""
    return _TITLE_BEFORE.search(text[max(0, start - _TITLE_REACH) : start]) is not None


#: A single letter and a hyphen before a word: "X-ray", "T-cell", "J-tube".
_LETTER_HYPHEN = regex.compile(r"(?<![\p{L}\p{N}])\p{L}-\Z")
#: Lower-case equipment words that are surnames too: "ambulates with walker".
_EQUIPMENT = frozenset({"walker", "walkers"})
#: Characters before a suggestion looked at for a single letter and a hyphen.
_LOOK_BEHIND = 3


def equipment(text: str, s: Suggestion) -> bool:
    """A CRF suggestion that is part of an equipment word: ``X-ray``, ``with walker``.

    The CRF reads ``ray`` of ``Chest X-ray`` as a name and ``walker`` in lower
    case as a place now and then; a name the rules find (``Dr walker``) is
    kept.
    """
    if s.source != "crf" or not text[s.start : s.start + 1].isalpha():
        return False  # "B-123456" is an identifier's: its number stays
    if _LETTER_HYPHEN.search(text[max(0, s.start - _LOOK_BEHIND) : s.start]):
        return True
    return text[s.start : s.end] in _EQUIPMENT


#: Scores and scales named after people (general clinical knowledge).
_SCALES = frozenset(
    "braden morse gleason apgar ramsay glasgow norton ranson caprini barthel "
    "karnofsky mallampati killip breslow aldrete spetzler hinchey lown waterlow "
    "berg tinetti rankin hachinski ashworth".split()
)
#: Prepositions before a ward's name: "to Berg 2", "on Morse 4".
_WARD_CUES = frozenset({"to", "from", "at", "on"})
#: Characters before a name looked at for the preposition before it.
_CUE_REACH = 6
_WORD_BEFORE = regex.compile(r"\b(\p{L}+)[ \t]+\Z")


def _word_before(text: str, start: int) -> str:
    """The short word right before ``start`` (lower case), or ``""``."""
    m = _WORD_BEFORE.search(text[max(0, start - _CUE_REACH) : start])
    return m[1].lower() if m else ""


#: A score's value or its noun after its name: "Braden 14", "Gleason 3+4",
#: "Morse: 45", "Morse fall score".
_SCORE_AFTER = regex.compile(
    r"[ \t]*(?::[ \t]*)?"
    r"(?:[0-9]|(?i:(?:fall[ \t]+|risk[ \t]+)?(?:score|scale|class|grade|stage))\b)"
)


def scale(text: str, s: Suggestion) -> bool:
    """A name that is a score's or scale's, before its value: ``Braden 14``.

    Nursing notes give the Braden, Morse and Glasgow scores by name (the CRF
    reads them as names or places); a title makes the word a person again
    (``Dr. Morse 2 days ago``), a preposition a ward (``to Berg 2``).
    """
    if s.family not in ("NAME", "PLACE"):
        return False
    if text[s.start : s.end].lower() not in _SCALES:
        return False
    if s.source == "rules" and _titled(text, s.start):
        return False
    if _word_before(text, s.start) in _WARD_CUES:
        return False  # "to Berg 2": a ward named after a person
    return _SCORE_AFTER.match(text, s.end) is not None


#: Prepositions before a place: "from MI 4 years ago", "lives in PA".
_PLACE_PREPOSITIONS = frozenset({"in", "to", "from"})
#: A number after a state's code that is no ZIP code: "MI 2001", "PA 45/20", "CO 4.2".
_NUMBER_NOT_ZIP = regex.compile(
    r"[ \t]*[0-9](?![0-9]{4}(?:-[0-9]{4})?(?![0-9]|[.,][0-9]))"
)


def state_before_number(text: str, s: Suggestion) -> bool:
    """A state's code the CRF marks before a number that is no ZIP code.

    Postal codes double as clinical abbreviations (``MI`` infarction, ``PA``
    pulmonary artery, ``CO`` cardiac output); a model trained on addresses
    marks them before the year or value that follows (``MI 2001``, ``CO
    4.2``). Before a number a state stands in an address, before its ZIP
    code (``Detroit, MI 48201``), which the rules find, or after a place's
    preposition (``moved from MI 4 years ago``), which is kept.
    """
    if s.source == "rules" or s.family != "PLACE":
        return False
    if text[s.start : s.end] not in US_STATES:
        return False
    if _word_before(text, s.start) in _PLACE_PREPOSITIONS:
        return False
    return _NUMBER_NOT_ZIP.match(text, s.end) is not None


#: A date right after a word: "Echo 6/2023:", "Mammogram 3/22", "At PMD 8/5".
_DATE_AFTER = regex.compile(
    r"[ \t]*:?[ \t]*(?:[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})?|[0-9]{1,2}/[0-9]{4}"
    r"|(?:19|20)[0-9]{2})(?![0-9])"
)
#: A motion's prepositions before a hospital: "admitted to GH 6/12".
_MOTION_PREPOSITIONS = frozenset({"to", "from"})
#: A CRF suggestion under this probability before a date is no place.
DATED_SCORE = 0.5


def dated_word(text: str, s: Suggestion) -> bool:
    """A word the CRF barely reads as a place right before a date.

    Tests and events are written with their date (``Echo 6/2023: EF 30%``,
    ``Mammogram 3/22``, ``At PMD 8/5 wbc low``); a model that learned
    capitalised words at a line's start as places marks them. A hospital
    written with its date comes after a motion's preposition (``admitted
    to GH 6/12``), and is kept; so are names of several words and rule
    findings.
    """
    if s.source != "crf" or s.family != "PLACE" or s.score is None:
        return False
    if s.score >= DATED_SCORE or " " in text[s.start : s.end]:
        return False
    if _word_before(text, s.start) in _MOTION_PREPOSITIONS:
        return False
    return _DATE_AFTER.match(text, s.end) is not None


#: Words that are part of a date before its number: "June 5", "Monday 3/4",
#: "spring 2019".
_DATE_WORDS = (
    frozenset(MONTHS) | WEEKDAYS | frozenset("spring summer fall autumn winter".split())
)
#: A number right after a word: "chole 03", "appy 85".
_NUMBER_AFTER = regex.compile(r"[ \t]+[0-9]")


def undated_word(text: str, s: Suggestion) -> bool:
    """A word without a digit the CRF marks as a date before a number.

    A model that learned years after history items pulls the item into the
    date (``appy 85, chole 03``: ``chole``), or reads the item as a name
    there; a date's own words before its number are a month, a weekday or a
    season, which stay, and holidays are the rules'.
    """
    if s.source != "crf":
        return False
    marked = text[s.start : s.end]
    low = marked.lower().rstrip(".")
    if s.family != "DATE" and not (
        low in OPERATIONS and s.score is not None and s.score < DATED_SCORE
    ):
        return False
    if any(c.isdigit() for c in marked) or " " in marked or low in _DATE_WORDS:
        return False
    return _NUMBER_AFTER.match(text, s.end) is not None


def credential(text: str, s: Suggestion) -> bool:
    """A title, or a credential the CRF barely reads, as a name: ``Atty.``, ``ASTRID MD``.

    Degrees and licences (:data:`~vtt_py.deid.lexicon.CREDENTIALS`) and titles
    (``Dr``, ``Atty``, ``Rev``) alone are no one's name.
    """
    if s.source != "crf" or s.family != "NAME" or s.score is None:
        return False
    word = text[s.start : s.end].lower().rstrip(".")
    if word in PREFIXES:
        return True
    return s.score < WEAK_SCORE and word in CREDENTIALS


#: Words before a month named alone as a date: "in May", "since March", "by Dec".
_MONTH_CUES = frozenset(
    "in on since until till by of during early mid late last next this before after "
    "from through thru".split()
)


def lone_month(text: str, s: Suggestion) -> bool:
    """A month that is a word too, barely marked by the CRF, with nothing of a date.

    ``May need intubation``, ``Meds per MAR``, ``Dec BS``: no day or year
    after it and no ``in``/``since``/``by`` before it, ``May``, ``March``,
    ``Mar``, ``Jun``, ``Dec`` and ``Sep`` are a verb, a record or an
    abbreviation; ``in May`` stays.
    """
    if s.source != "crf" or s.family != "DATE" or s.score is None:
        return False
    if s.score >= WEAK_SCORE:
        return False
    if text[s.start : s.end].lower().rstrip(".") not in AMBIGUOUS_MONTHS:
        return False
    if _NUMBER_AFTER.match(text, s.end) or text.startswith(("'", " '"), s.end):
        return False  # "May 3", "May '19"
    return _word_before(text, s.start) not in _MONTH_CUES


#: A verb of speaking right before a word: "speaks Creole", "Speaking Tigrinya".
_SPEAK_BEFORE = regex.compile(r"(?<!\p{L})(?i:speak(?:s|ing)?)[ \t]+\Z")
#: Characters before a word looked at for the verb ("speaking " is nine).
_SPEAK_REACH = 10
#: A CRF suggestion under this probability right after the verb is no PHI.
LANGUAGE_SCORE = 0.5


def language(text: str, s: Suggestion) -> bool:
    """A word the CRF barely marks right after ``speaks``: a language.

    Languages share their names with places and peoples (``speaks Creole``,
    a town in Louisiana); a person spoken to follows ``with`` or ``to``,
    which the name rules read. Rule findings and confident CRF suggestions
    stay.
    """
    if s.source != "crf" or s.score is None or s.score >= LANGUAGE_SCORE:
        return False
    if " " in text[s.start : s.end]:
        return False
    before = text[max(0, s.start - _SPEAK_REACH) : s.start]
    return _SPEAK_BEFORE.search(before) is not None


#: Every guard :func:`apply_guards` asks, in order.
GUARDS: tuple[Callable[[str, Suggestion], bool], ...] = (
    common_place,
    compound_head,
    eponym,
    device_place,
    equipment,
    scale,
    state_before_number,
    dated_word,
    undated_word,
    lone_month,
    credential,
    language,
)
