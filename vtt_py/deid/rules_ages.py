"""Age recogniser: the expression classes of seed 003 (Table 4) and the 90-and-over rule.

Ages of 90 and over are ``AGE_PII`` (HIPAA), whole years under 90 are
``AGE_NPII``, and ages under a year are ``AGE_FRACT`` with their unit
(seed 001: for whole years only the number is tagged; for fractional ages
the number and its unit). Gestational and bone ages are not ages.
"""

from __future__ import annotations

import re

import regex

from vtt_py.deid.kinds import AGE_FRACT, AGE_NPII, AGE_PII, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.text import (
    anchored_matches,
    confirmed_matches,
    lowered,
    starts_word,
)

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11,
    "twelfth": 12, "twentieth": 20, "thirtieth": 30, "fortieth": 40,
    "fiftieth": 50, "sixtieth": 60, "seventieth": 70, "eightieth": 80,
    "ninetieth": 90, "hundredth": 100,
}  # fmt: skip
#: Every number word's and ordinal's value.
_WORD_VALUES = {**_UNITS, **_TENS, **_ORDINALS}
_UNIT_WORD = "|".join(sorted(_UNITS, key=len, reverse=True))
_TENS_WORD = "|".join(_TENS)
_ORD_WORD = "|".join(sorted(_ORDINALS, key=len, reverse=True))
_WORD_NUM = (
    rf"(?:(?:one[ ]hundred(?:[ ]and)?[ -]?)?(?:(?:{_TENS_WORD})(?:[ -](?:{_UNIT_WORD}))?"
    rf"|{_UNIT_WORD})|one[ ]hundred)"
)
_WORD_ORD = (
    r"(?:(?:one[ ]hundred(?:[ ]and)?[ -]?)?"
    rf"(?:(?:{_TENS_WORD})[ -](?:{_ORD_WORD})|{_ORD_WORD}))"
)
_NUM = r"(?:1[0-2][0-9]|[1-9]?[0-9])(?:\.[0-9])?(?![0-9]|\.[0-9])"
_N = rf"(?:{_NUM}|{_WORD_NUM}(?![a-z]))"
_FLAGS = regex.VERBOSE | regex.V1
_OLD = r"""(?:[ -]?(?:years?|yrs?|yr|y)\.?[ -]?(?:old|o\.?(?![a-z]))
      | [ -]?(?:yo|y/o|y\.o\.?|yom|yof|yowm|yowf|yobm|yobf|ym|yf)(?![a-z])
      | [ -]?(?:years?|yrs?)\.?[ ]of[ ]age)"""

#: ``93 years-old``, ``93yo``, ``74 YO``, ``64 y.o.``, ``3-5 years old`` (both numbers).
#: Patterns run on lower-cased text and start with a digit, so scanning is fast.
_SUCCEEDING = lazy_compile(
    rf"(?:(?P<n0>{_NUM})[ ]?(?:-|to|and|or)[ ]?)?(?P<n>{_NUM}){_OLD}", _FLAGS
)
_SUCCEEDING_COARSE = lazy_compile(
    r"[0-9]{1,3}(?:\.[0-9])?(?:[ ]?(?:-|to|and|or)[ ]?[0-9]{1,3})?[ -]?y"
)
_SUCCEEDING_WORDS = lazy_compile(rf"(?P<n>{_WORD_NUM}){_OLD}", _FLAGS)
#: ``at the age of 93``, ``aged 82``, ``age: 93`` (not gestational or bone age).
_PRECEDING = lazy_compile(
    rf"""(?:age[ds]?|aged)(?:[ ]?:|[ ]of|[ ]is|[ ]was|[ ]now)?[ ]?(?P<n>{_N})
    (?![ ]?(?:weeks?|wks?|days?|months?|mos?|%|mg|kg|cm))""",
    _FLAGS,
)
_NOT_AGE_BEFORE = lazy_compile(
    r"(?:gestational|bone|corrected|post-?menstrual|mental|adjusted)[ ]$"
)
_FRACTION_TAIL = r"(?:[ -]?old|[ ]of[ ]age|[ ]of[ ]life)(?![a-z])"
_FRACTION_UNIT = r"(?:days?|weeks?|wks?|months?|mos?)"
_FRACTION_TEMPLATE = r"""(?P<f>(?P<n>{n})[ -]?{unit}
      (?:,?[ ]?(?:and[ ])?(?:{any})[ -]?(?:days?|weeks?|months?))?){tail}
    | (?P<f>(?:{ordinal})[ ](?:day|week|month)[ ]of[ ]life)
    | (?P<f>(?P<n>{n})[ -]?years?,?[ ](?:and[ ])?(?:{any})[ -]?months?)(?:[ -]?old)?"""
#: Ages under a year, unit included: ``3 days old``, ``2 weeks of age``; the
#: digit form scans fast, the spelled-out form is tried only where a number
#: word occurs.
_FRACTION = lazy_compile(
    _FRACTION_TEMPLATE.format(
        n=_NUM, unit=_FRACTION_UNIT, any=_N, tail=_FRACTION_TAIL,
        ordinal=rf"{_NUM}(?:st|nd|rd|th)",
    ),
    _FLAGS,
)  # fmt: skip
_FRACTION_WORDS = lazy_compile(
    _FRACTION_TEMPLATE.format(
        n=_WORD_NUM, unit=_FRACTION_UNIT, any=_N, tail=_FRACTION_TAIL, ordinal=_WORD_ORD
    ),
    _FLAGS,
)
_FRACTION_COARSE = lazy_compile(r"[0-9]{1,3}(?:\.[0-9])?(?:st|nd|rd|th)?[ -]?[dwmy]")
_NUMBER_WORD_KEYS = tuple(_UNITS) + tuple(_TENS) + tuple(_ORDINALS)
#: ``on his ninety-third birthday``, ``93rd birthday``, ``100TH BDAY``.
_BIRTHDAY = lazy_compile(
    rf"(?P<n>{_WORD_ORD}|[0-9]{{1,3}}(?:st|nd|rd|th))[ ](?:birthday|b-?day)\b",
    _FLAGS,
)
#: ``in his late 90ies``, ``in her nineties`` (only 90 and over is tagged).
_DECADE = lazy_compile(
    r"""in[ ](?:his|her|their)[ ](?:early|mid|late)?[ -]?
    (?P<n>(?:9|1[0-1])0(?:'?s|ies)|nineties)(?![a-z])""",
    _FLAGS,
)
#: Nouns for people of 90 and over (``a nonagenarian``, ``centenarians``): the
#: word itself tells an age above HIPAA's limit, with no number written.
_OLD_AGE_NOUN = lazy_compile(r"(?<![a-z])(?:super)?(?:nonagen|centen)arians?(?![a-z])")
#: ``she was nearly 93.``: a bare number after a verb of being (weak; sure
#: for 90 and over spelled out, which no saturation is: ``Pt is ninety-two.``).
_PHRASE = lazy_compile(
    rf"""(?:she|he|patient|pt)[ ](?:is|was|turned|turns)[ ]
    (?:nearly|almost|about|approximately|now[ ])?[ ]?(?P<n>{_N})(?=[ ]?[.,;)]|[ ]?$)""",
    _FLAGS | regex.MULTILINE,
)
#: ``turned 92 last month``, ``turning 90.``, ``lived to 98.``, ``died at 102``,
#: ``pt will be 90 next month``:
#: an age after a verb of turning or a life's end, when a pause or a word of
#: time follows it (not ``turned 90 degrees``), or after a life's end its
#: cause (``died at 97 of a stroke``, ``passed away at 93 from CHF``).
_TURNING = lazy_compile(
    rf"""(?:turn(?:ed|ing|s)?|lived[ ]to|(?:died|passed[ ]away|expired)[ ]at(?:[ ]age)?
    |(?<=(?:she|he|pt|patient)[ ])will[ ]be)
    [ ](?P<n>{_NUM})
    (?=[ ]?(?:[.,;)!]|$)|[ ](?:on|in|last|next|this|today|tomorrow|yesterday)(?![a-z])
    |(?<=(?:died|away|expired)[ ](?:at[ ])?(?:age[ ])?[0-9]{{2,3}})[ ](?:of|from|after)[ ])""",
    _FLAGS | regex.MULTILINE,
)
#: One of these starts every ``_TURNING`` match.
_TURNING_KEYS = ("turn", "lived", "died", "passed", "expired", "will")
#: ``her brother is 101.``, ``husband Francis, who is 93.``: a relative,
#: ``is``/``was`` and an age of 90 or more (a HIPAA identifier) closing the
#: clause (``Mother is 96 and lives in NH``: ``and`` or ``but`` opens
#: another); a whole number only. Not the patient (``pt was 94.`` after a
#: saturation, ``he was 98.6``): the patient's age comes with ``yo`` or
#: ``years``.
_PERSON_IS = lazy_compile(
    r"""(?<![a-z0-9])(?:mother|father|mom|dad|husband|wife|spouse|brother|sister|son|daughter
    |aunt|uncle|grandmother|grandfather)
    (?:(?:[ ][a-z'-]+)?,?[ ]who)?  # "husband francis, who is 93."
    [ ](?:is|was)(?:[ ](?:now|still|already))?[ ](?P<n>9[0-9]|1[01][0-9])
    (?=[ ]?(?:[,;)!]|\.(?![0-9])|$)|[ ](?:and|but)[ ])""",
    _FLAGS | regex.MULTILINE,
)
#: What every ``_PERSON_IS`` match holds, found with the standard library's
#: scan (a tenth of the cost of trying the people's words): most notes have none.
_PERSON_LANDMARK = re.compile(
    r" (?:is|was) (?:(?:now|still|already) )?(?:9[0-9]|1[01][0-9])(?![0-9])"
)
#: ``95F with dementia``, ``Pt, 78 M, found down``: an age run into the
#: patient's sex, then the start of the story (a triage note's opening).
_AGE_SEX = lazy_compile(
    r"""(?P<n>1[01][0-9]|[1-9][0-9]?)[ ]?(?P<sex>m|f|wm|wf|bm|bf)(?![a-z0-9])
    (?=,?[ ]{1,2}(?:with|w/|presents?|presenting|p/w|s/p|h/o|hx|who|pmh|c/o
      |admitted|found|brought|bib|transferred|seen)(?![a-z]))""",
    _FLAGS,
)
_AGE_SEX_COARSE = lazy_compile(r"[0-9]{1,3}[ ]?[mfwby]")
#: Who is named before an age run into its sex; a bare ``101F`` after a
#: sentence's start may be a temperature in Fahrenheit (``Tmax: 101F with``).
_PERSON = r"(?<![a-z])(?:pt|patient|is[ ]a|was[ ]a|an?)[ ,:]{1,2}"
_PERSON_BEFORE = lazy_compile(_PERSON + "$")
#: What stands before such an age: the patient, an article, or the start of a
#: line or sentence (``CC: ...``).
_AGE_SEX_BEFORE = lazy_compile(
    rf"(?:{_PERSON}|(?:^|[.:;][ ]{{1,2}})[ \t]*)$", regex.MULTILINE
)
#: Temperatures in Fahrenheit that an age with ``F`` after it may also be.
_FAHRENHEIT = range(93, 110)
#: One of these is in every match of ``_OLD`` ("93yo", "64 y.o.", "3 yrs old"...):
#: a text without any has no ``_SUCCEEDING`` match, and its scan is skipped.
_OLD_KEYS = ("year", "yr", "yo", "y.o", "y o", "y-o", "y. o", "y.-o", "y/o", "ym", "yf")
#: One of these is in every ``_FRACTION`` match ("2 weeks old", "3rd day of life"),
#: or else both "year" and "month" ("1 year 2 months").
_FRACTION_TAILS = ("old", " of age", " of life")
#: The units a note needs for fractions of a year to be looked for ("3 days",
#: "2 wks", "10 mos"); "month" holds "mo" and need not be asked.
_FRACTION_UNIT_KEYS = ("mo", "day", "week", "wk")
#: Words that a spelled-out age needs nearby; without one, word patterns are skipped.
_WORD_AGE_KEYS = (
    "old", "of age", "birthday", "bday", "of life", "month", "week", "yo", "y/o", "y.o",
)  # fmt: skip


#: Every key of :data:`_OLD_KEYS` starts with ``y``, a rare letter in notes
#: (seven a note). The standard library factors that common first letter out
#: of the alternation, so its scan skips to each ``y`` and asks the keys'
#: rests there in C: a fifth of the cost of asking them in Python at each.
_OLD_KEY = re.compile("|".join(map(re.escape, _OLD_KEYS)))


def _has_old_key(low: str) -> bool:
    """Whether a key of :data:`_OLD_KEYS` occurs in ``low``."""
    return _OLD_KEY.search(low) is not None


def _number(text: str) -> float | None:
    """The value of a numeral, number word or ordinal (``ninety-third`` -> 93)."""
    t = text.lower().replace("-", " ").replace(" and ", " ").strip()
    digits = regex.match(r"[0-9]+(?:\.[0-9])?", t)
    if digits:
        return float(digits.group())
    if t in ("nineties",):
        return 90.0
    total = 0
    for word in t.split():
        if word == "hundred":
            total = max(total, 1) * 100
        else:
            # One look-up: "zero" is 0, which an ``or`` of look-ups passed over
            # to the ordinals, where it is not (a crash found by fuzzing).
            total += _WORD_VALUES.get(word, 0)
    return float(total)


def _age_kind(value: float | None) -> str:
    return AGE_PII if value is not None and value >= 90 else AGE_NPII


def _years(low: str) -> list[Finding]:
    found = []
    matches: list[regex.Match[str]] = []
    # Both patterns end in ``_OLD``: without one of its keys neither matches,
    # and the spelled-out numbers' fifty words are not looked for.
    if _has_old_key(low):  # most notes: no age written so
        matches += confirmed_matches(_SUCCEEDING_COARSE, _SUCCEEDING, low)
        if any(key in low for key in _WORD_AGE_KEYS):
            matches += anchored_matches(_SUCCEEDING_WORDS, low, _NUMBER_WORD_KEYS)
    for m in matches:
        if not starts_word(low, m.start(), ".,/:"):
            continue
        for group in ("n0", "n"):
            if m.groupdict().get(group) is not None:
                value = _number(m[group])
                found.append(
                    Finding(m.start(group), m.end(group), _age_kind(value), "age")
                )
    for m in anchored_matches(_PRECEDING, low, ("age",)):
        before = low[max(0, m.start() - 20) : m.start()]
        if starts_word(low, m.start()) and not _NOT_AGE_BEFORE.search(before):
            found.append(
                Finding(m.start("n"), m.end("n"), _age_kind(_number(m["n"])), "age")
            )
    if "birthday" in low or "bday" in low or "b-day" in low:
        for m in _BIRTHDAY.finditer(low):  # rare: a plain scan is fine
            kind = _age_kind(_number(m["n"]))
            found.append(Finding(m.start("n"), m.end("n"), kind, "age"))
    for m in anchored_matches(_PHRASE, low, ("she ", "he ", "patient ", "pt ")):
        if starts_word(low, m.start()):
            kind = _age_kind(_number(m["n"]))
            spelled = kind == AGE_PII and m["n"][0].isalpha()
            found.append(Finding(m.start("n"), m.end("n"), kind, "age", spelled))
    for m in anchored_matches(_TURNING, low, _TURNING_KEYS):
        kind = _age_kind(_number(m["n"]))  # sure from 90 on: those ages are PHI
        found.append(Finding(m.start("n"), m.end("n"), kind, "age", kind == AGE_PII))
    found += _ages_by_sex(low)
    found += _set_off_ages(low)
    if _PERSON_LANDMARK.search(low):
        for m in _PERSON_IS.finditer(low):
            found.append(Finding(m.start("n"), m.end("n"), AGE_PII, "age", True))
    return found


def _ages_by_sex(low: str) -> list[Finding]:
    """``95F with dementia``, ``Pt, 78M, found down``: an age run into a sex."""
    found = []
    for m in confirmed_matches(_AGE_SEX_COARSE, _AGE_SEX, low):
        if not starts_word(low, m.start()):
            continue
        line = low.rfind("\n", 0, m.start()) + 1
        before = low[max(line, m.start() - 24) : m.start()]
        if not _AGE_SEX_BEFORE.search(before):
            continue  # "walked 95 m with PT": a distance
        value = _number(m["n"])
        person = _PERSON_BEFORE.search(before) is not None
        if m["sex"] == "f" and int(m["n"]) in _FAHRENHEIT and not person:
            continue  # "Tmax: 101F with chills": a temperature
        kind = _age_kind(value)
        # Sure from 90 on (a HIPAA identifier) or after the patient; a younger
        # one at a sentence's start may count people ("Labs: 10 M with 5 F").
        found.append(
            Finding(m.start("n"), m.end("n"), kind, "age", person or kind == AGE_PII)
        )
    return found


#: An age of 90 or more set off after the patient, in brackets or commas,
#: perhaps run into the sex: ``Pt (91F) resting``, ``Pt, 92, resting``,
#: ``patient (93 yo)``.
_SET_OFF_AGE = lazy_compile(
    r"""(?<![a-z])(?:pt|patient)[ ]?(?:\((?P<n>9[0-9]|1[01][0-9])[ ]?(?:m|f|yo|y/o)?\)
    |,[ ](?P<n>9[0-9]|1[01][0-9]),)""",
    _FLAGS,
)


def _set_off_ages(low: str) -> list[Finding]:
    """``Pt (91F)``, ``Pt, 92, resting``: an age of 90 or more set off after the patient."""
    if "pt" not in low and "patient" not in low:
        return []
    return [
        Finding(m.start("n"), m.end("n"), AGE_PII, "age")
        for m in anchored_matches(_SET_OFF_AGE, low, ("pt", "patient"))
    ]


def find_ages(text: str) -> list[Finding]:
    """Ages in ``text``, classified by the 90-and-over rule.

    Args:
        text: the document text.

    Returns:
        ``AGE_PII`` / ``AGE_NPII`` findings on the number, ``AGE_FRACT`` on
        the number with its unit.
    """
    low = lowered(text)
    found = _years(low)
    # The rarer test first (a tail: one note in eight), and the units' most
    # frequent key first ("mo", also in "month": seven notes in ten).
    if (
        any(key in low for key in _FRACTION_TAILS) or "year" in low and "month" in low
    ) and any(key in low for key in _FRACTION_UNIT_KEYS):
        matches = list(confirmed_matches(_FRACTION_COARSE, _FRACTION, low))
        matches += anchored_matches(_FRACTION_WORDS, low, _NUMBER_WORD_KEYS)
        for m in matches:
            if starts_word(low, m.start(), ".,/:"):
                found.append(
                    Finding(m.start("f"), m.end("f"), AGE_FRACT, "age-fraction")
                )
    if "0s" in low or "0's" in low or "0ies" in low or "nineties" in low:
        for m in anchored_matches(_DECADE, low, ("in ",)):
            if starts_word(low, m.start()):
                found.append(Finding(m.start("n"), m.end("n"), AGE_PII, "age-decade"))
    if "arian" in low:  # most notes: no such noun
        found += [
            Finding(m.start(), m.end(), AGE_PII, "age-noun")
            for m in _OLD_AGE_NOUN.finditer(low)
        ]
    return found
