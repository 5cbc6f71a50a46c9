"""Year recognisers: four-digit and two-digit years, ranges, and a medical history's years.

Split from :mod:`vtt_py.deid.rules_dates`, which calls :func:`find_bare_years`
and :func:`find_history_years`. A four-digit number may be an hour
(``1900``) or a measure's value; a two-digit one is a year only after an
event of a history (``CABG 95``) or with an apostrophe (``'79``). Shapes
that are also something else are *weak*, for the CRF to weigh.
"""

from __future__ import annotations

import itertools

import regex

from vtt_py.deid.kinds import YEAR, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.text import (
    digit_runs,
    key_positions,
    matches_at,
    starts_word,
)

#: A decade's ending after a year, part of it: ``in the 1990s``, ``1980's``.
_DECADE_END = lazy_compile(r"'?s(?![a-z0-9])")

#: Two-digit years with an apostrophe: ``'79``, ``CA'88``, ``CABG X5 99'``.
_APOS_YEAR = lazy_compile(r"'[0-9]{2}|[0-9]{2}'")

_BARE_YEAR = lazy_compile(r"(?:1[89]|20)[0-9]{2}(?![0-9]|[.:,/-][0-9])")

_YEAR_CUE = lazy_compile(
    r"(?:\b(?:in|year|yr|born|circa|ca|during|of|dob|its|it's|since|mi|cabg|ptca|pci"
    r"|cva|tia|avr|mvr|stent|surgery|dx|dx'd|diagnosed|quit|retired|married|divorced"
    r"|widowed|immigrated|emigrated|graduated|deployed"
    # life events of a history ("wife deceased 2015", "moved here 2001"); not
    # "died", "moved" or "clean", which also come before an hour in the unit
    # ("pt died 2012", "moved 2100 to chair", "site clean 2000")
    r"|deceased|passed[ ]away|relocated|sober|abstinent|moved[ ](?:here|in)"
    # vaccines and screenings, listed with the year they were last done
    r"|tdap|tetanus|zoster|shingrix|zostavax|pneumovax|ppsv23|pcv13|pcv20|prevnar"
    r"|flu|influenza|vaccine|vaccinated|booster|mammo|mammogram|colonoscopy|pap|dexa"
    r"|winter|spring|summer|fall|autumn"
    # more operations and events of a history ("TURP 2011", "DVT 2010")
    r"|turp|tka|tkr|tha|thr|appy|chole|ccy|hysterectomy|appendectomy"
    r"|cholecystectomy|dvt|pe|fx|replacement|repair"
    # the year a patient says when oriented ("corrected self by saying 2002");
    # not one a confused patient believes ("thinks it is 1932": no date of his)
    # ("pt said 1900 is when he took meds": an hour)
    r"|saying|year[ ]is|year[ ]was)|[,'])[ ]?$"
)

#: A measure's name right before four digits: its value, not a year (``Platelet
#: count 1998``, ``CK 2040``, ``weight 1985``); still a CRF feature.
_MEASURE_BEFORE = lazy_compile(
    r"\b(?:counts?|ct|weight|wt|bw|volumes?|vol|output|uop|intake|totals?|i/o|ck|cpk"
    r"|ldh|bnp|ferritin|lipase|amylase|glucose|gluc|bg|fsbs|fs|plts?|platelets?"
    r"|trigs?|triglycerides?|fibrinogen|d-?dimer|cd4|tv|vt|bp|sbp)[ :=]{1,2}"
    r"(?:(?:was|is|of|now|at|from)[ ])?$"
)

_NOT_YEAR_AFTER = lazy_compile(
    r"[ ]?(?:hrs?\b|h\b|cc|ml|mg|mcg|units?\b|u\b|kcal|calories|gm?\b|grams?\b|kg\b"
    r"|lbs?\b|am\b|pm\b|hours?\b)"
)

#: A digit and a separator right before a number shape: it continues a number.
NUMBER_JOINS = frozenset(f"{d}{s}" for d in "0123456789" for s in "-.,:")

#: Past events of a medical history after which a two-digit number is a year
#: (deid.pl's rule): ``CABG 95``, ``MI in '98``, ``PTCA x2 02``.
_HISTORY_CUES = (
    "mi|nqwmi|imi|ami|cabg|ptca|pci|stents?|avr|mvr|cva|tia|"
    "dx|dx'd|diagnosed|since|surgery|repair|replacement|bka|aka|tka|thr|turp|"
    "cholecystectomy|appendectomy|colectomy|mastectomy|lobectomy|ccy|"
    "appy|chole|tah|bso|tkr|tha|hysterectomy|laminectomy|"
    "ppm|aicd|pacemaker|stroke|quit|colonoscopy|egd|ercp|mammogram|"
    "pe|dvt|fx"
)

_HISTORY = lazy_compile(
    rf"(?<![a-z])(?P<cue>{_HISTORY_CUES})"
    r"(?:[ ]x[0-9])?[ ,(]{1,2}(?:in[ ])?'?(?P<y>[0-9]{2})(?![0-9]|[.:/][0-9])"
    r"(?![ ]?(?:%|mg|mcg|mm|cm|cc|ml|x[0-9 ]|yo|y/o|yrs?|years?|units?|hrs?|min|days?|"
    r"weeks?|wks?|months?|mos?|am|pm|o'?clock|/|ppd|packs?|cigs?|cigarettes))"
)

_HISTORY_EVENTS = frozenset(
    "mi nqwmi imi ami cabg ptca pci stent stents avr mvr cva tia stroke".split()
)

#: Diagnoses after which two digits closing a list's item are its year
#: (``COPD dx'd 99,``); before a word they may be a value.
_ITEM_YEAR_CUES = frozenset("dx dx'd diagnosed".split())
#: Events whose two digits closing an item are a year in a history only (``h/o
#: PE 15,``, ``s/p hip fx 04,``; an exam's ``PE 15,`` may be a value).
_HISTORY_ITEM_CUES = frozenset("pe dvt fx".split())
#: A history's words, or an operation's ``s/p``, earlier on the line.
_HISTORY_LINE = lazy_compile(r"\b(?:hx|h/o|pmh|psh|pmhx|history|s/p)(?![a-z])")

#: The next two-digit year of a list after a history's year: ``stroke x2 (96,
#: 01)``, ``MI in 99 and again in 03``, ``CCY 99/03``.
_NEXT_HISTORY_YEAR = lazy_compile(
    r"(?:,[ ]?|[ ]?/[ ]?|[ ]and[ ](?:again[ ])?(?:in[ ])?)'?(?P<y>[0-9]{2})"
    r"(?![0-9]|[.:/][0-9])(?=[ \t]*(?:[,;)]|\.|\r?\n|\Z|[ ]and[ ]))"
)

#: A history's heading before ``since``, ``dx`` or ``surgery`` and two digits:
#: ``HX CHF SINCE 97``, ``h/o DM dx 89``, a year.
_HISTORY_HEADING = lazy_compile(r"\b(?:hx|h/o|pmh|psh|history)\b")

#: Operations of a past history: a two-digit number after one that closes a
#: list's item (``appy 85, chole 03.``) is the year it was done.
OPERATIONS = frozenset(
    "bka aka tka thr turp cholecystectomy appendectomy colectomy mastectomy "
    "lobectomy ccy appy chole tah bso tkr tha hysterectomy laminectomy "
    # screenings, and when a smoker or drinker quit ("quit 90.", "ETOH: quit in 85")
    "colonoscopy egd ercp mammogram quit".split()
)

#: The end of a list's item after a number: ``, `` ``.`` ``;`` ``)`` or the line's end.
_ITEM_END = lazy_compile(r"[ \t]*(?:[,;)]|\.(?![0-9])|\r?\n|\Z)")

#: Implanted devices: ``PPM 07`` is a year, ``pacer 70-90`` a rate, so only
#: years before :data:`_DEVICE_YEARS_BELOW` (no pacing rate is that low) count.
_DEVICE_CUES = frozenset("ppm aicd pacemaker".split())

_DEVICE_YEARS_BELOW = 30

#: Every cue of ``_HISTORY`` written out (``stents?`` as ``stent`` and ``stents``).
_HISTORY_CUE_WORDS = tuple(
    word
    for cue in _HISTORY_CUES.split("|")
    for word in (
        (cue.removesuffix("s?"), cue.removesuffix("?"))
        if cue.endswith("s?")
        else (cue,)
    )
)
#: Most characters between a history's cue and its year: `` x2, in '``.
_HISTORY_GAP = 9
#: What stands right before a history's year: its cue's separator, ``in `` or ``'``.
_BEFORE_HISTORY_YEAR = frozenset(" ,('")
#: What a history's cue is followed by: a separator (or `` x2``'s space).
_AFTER_HISTORY_CUE = frozenset(" ,(")


def is_year(digits: str) -> bool:
    return len(digits) == 4 and 1800 <= int(digits) <= 2099


def _bare_year_starts(text: str) -> list[int]:
    """Where a ``_BARE_YEAR`` match can start: four digits before a run's end.

    A bare year is four digits no digit follows, so it ends where a run of
    digits ends; of the runs (shared, see :func:`digit_runs`) only those
    whose last four digits start with 18, 19 or 20 are tried.
    """
    return [
        end - 4
        for start, end in digit_runs(text)
        if end - start >= 4 and text[end - 4 : end - 2] in _CENTURIES
    ]


_CENTURIES = frozenset({"18", "19", "20"})


def find_bare_years(low: str, text: str) -> list[Finding]:
    found = []
    # Each match starts at an apostrophe or two digits before one: try only there.
    apostrophes = key_positions(low, ("'",))
    starts = sorted({p - k for p in apostrophes for k in (0, 2) if p >= k})
    for m in matches_at(_APOS_YEAR, low, starts):
        after = low[m.end() : m.end() + 1]
        if after.isdigit() or after == "s":
            continue  # '70s: a decade
        if m.group()[0] == "'":
            if m.start() > 0 and low[m.start() - 1].isdigit():
                continue  # 5'10: feet and inches
            found.append(Finding(m.start() + 1, m.end(), YEAR, "year"))
        elif starts_word(low, m.start(), ".,/"):
            found.append(Finding(m.start(), m.end() - 1, YEAR, "year"))
    for m in matches_at(_BARE_YEAR, low, _bare_year_starts(text)):
        if not starts_word(low, m.start(), "/.:,$#-"):
            continue
        if _NOT_YEAR_AFTER.match(low, m.end()):
            continue
        # 1960-1999 cannot be a time of day (minutes < 60): a year. Others are
        # years unless a time cue precedes them ("at 1900", "until 2000").
        before = low[max(0, m.start() - 12) : m.start()]
        cue_match = _YEAR_CUE.search(before)
        cue = cue_match is not None
        # 1960 or 2075 cannot be a time of day (minutes or hours too large): a
        # year. 1800 to 2359 may be a shift time ("@ present 1910"): a year
        # only after a year cue ("in 1995", "since 2001").
        clock = int(m.group()[:2]) <= 23 and int(m.group()[2:]) <= 59
        # A comma or apostrophe alone does not make a shift time a year:
        # "BIBASILAR, 1800 NEB GIVEN", "11/14/04, 1900".
        if clock and cue_match is not None and cue_match.group().strip() in ",'":
            cue = False
        if clock and _shift_since(m.group(), cue_match):
            cue = False  # "ctx q5min since 1900": the evening, not the year
        strong = (cue or not clock) and not _MEASURE_BEFORE.search(before)
        decade = _DECADE_END.match(low, m.end())  # "the 1990s": the decade's "s" too
        end = decade.end() if decade else m.end()
        found.append(Finding(m.start(), end, YEAR, "year", strong))
    return _listed_years(low, found) + _year_ranges(text) + _short_year_ranges(text)


#: Before this, a clock-shaped year after ``since`` is an hour: no note is a
#: history reaching back to 1800-1929 "since" (``NPO since 1900``).
_SINCE_HOURS_BELOW = 1930


def _shift_since(digits: str, cue: regex.Match[str] | None) -> bool:
    """Whether ``since`` stands before an hour of the evening that is no plausible year."""
    return (
        cue is not None
        and cue.group().strip() == "since"
        and int(digits) < _SINCE_HOURS_BELOW
    )


#: Between two years of a list: ``2014, 2016``, ``2014 and 2016``, ``2010 & 2012``.
YEAR_LIST_GAP = lazy_compile(r"(?:,[ ]?(?:and[ ])?|[ ](?:and|&|or)[ ])")


def _listed_years(low: str, found: list[Finding]) -> list[Finding]:
    """Years that could be times made sure after a sure year of the same list.

    ``deliveries in 2014 and 2016``: the cue makes the first a year, and the
    next one listed is one too (times come listed with times: ``1800, 1900``).
    """
    for k in range(1, len(found)):
        previous, f = found[k - 1], found[k]
        if f.strong or not previous.strong or previous.end - previous.start != 4:
            continue
        gap = YEAR_LIST_GAP.fullmatch(low, previous.end, f.start)
        if gap is not None:
            found[k] = f._replace(strong=True)
    return found


def _clock(digits: str) -> bool:
    """Whether four digits can be a time of day (``1930``; not ``1968``)."""
    return int(digits[:2]) <= 23 and int(digits[2:]) <= 59


#: Fewest minutes a span of clock times lasts (a shift, a drip, a restraint):
#: ``2019-2020`` is no minute's span but a year's.
_SHORTEST_SPAN = 15


def _instant(first: str, last: str) -> bool:
    """Whether two clock-shaped numbers are too close for a span of time."""
    minutes = [int(x[:2]) * 60 + int(x[2:]) for x in (first, last)]
    return minutes[1] - minutes[0] < _SHORTEST_SPAN


#: Between the years of a range: ``1968-1972``, ``2015 to 2018``, ``2010 - 2012``.
_RANGE_JOIN = lazy_compile(r"[ ]?-[ ]?|[ ](?:to|through|thru|until|till)[ ]", regex.I)


def _year_ranges(text: str) -> list[Finding]:
    """Both years of a range of years: ``in the Army 1968-1972``.

    The bare-year rule leaves numbers joined by a dash alone (``1900-0700``
    is a shift); a range rising within a century is years where either end
    can be no time of day, or after a year's cue (``in 2010-2015``).
    """
    found = []
    for (a0, a1), (b0, b1) in itertools.pairwise(digit_runs(text)):
        if a1 - a0 != 4 or b1 - b0 != 4 or b0 - a1 > 9:
            continue
        if _RANGE_JOIN.fullmatch(text, a1, b0) is None:
            continue
        first, last = text[a0:a1], text[b0:b1]
        if not (is_year(first) and is_year(last) and 0 < int(last) - int(first) < 100):
            continue
        if not starts_word(text, a0, "/.:,$#-"):
            continue
        # A word's cue, not a comma's: "stable, 1930-2000 visited" is a time.
        cue_match = _YEAR_CUE.search(text[max(0, a0 - 12) : a0].lower())
        cue = cue_match is not None and cue_match.group().strip() not in ",'"
        if _clock(first) and _clock(last) and not cue and not _instant(first, last):
            continue  # "visited 1930-2000": a time of day, unless "in 2010-2015"
        if b1 < len(text) and (text[b1].isalnum() or text[b1] == "-"):
            continue
        low = text[max(0, a0 - 16) : b1 + 12].lower()
        if _NOT_YEAR_AFTER.match(low, b1 - a0 + min(a0, 16)) or _MEASURE_BEFORE.search(
            low, 0, min(a0, 16)
        ):
            continue  # "weight from 1980 to 1990 g", "CK 1980-2040": a measure's values
        found.append(Finding(a0, a1, YEAR, "year-range"))
        found.append(Finding(b0, b1, YEAR, "year-range"))
    return found


def _short_year_ranges(text: str) -> list[Finding]:
    """A range of years whose last is written by its two last digits: ``1951-53``.

    Sure when the first can be no time of day, or when the two read as times
    are minutes apart (no span of time lasts so little: ``served 1951-53``);
    weak otherwise (``1900-30`` may be half an hour).
    """
    found = []
    for (a0, a1), (b0, b1) in itertools.pairwise(digit_runs(text)):
        if a1 - a0 != 4 or b1 - b0 != 2 or b0 != a1 + 1 or text[a1] != "-":
            continue
        first, tail = text[a0:a1], text[b0:b1]
        if not is_year(first) or int(tail) <= int(first[2:]):
            continue  # "2010-05": a month, or no rising range
        if not starts_word(text, a0, "/.:,$#") or text[b1 : b1 + 1].isalnum():
            continue
        if text[b1 : b1 + 2] in NUMBER_JOINS or text[b1 : b1 + 1] == "-":
            continue  # "1951-53-2": a longer number
        low = text[max(0, a0 - 16) : b1 + 12].lower()
        if _NOT_YEAR_AFTER.match(low, b1 - a0 + min(a0, 16)) or _MEASURE_BEFORE.search(
            low, 0, min(a0, 16)
        ):
            continue  # "Ref 2001-15 mg/dl": a measure's values
        clock = _clock(first) and not _instant(first, first[:2] + tail)
        found.append(Finding(a0, b1, YEAR, "year-range", not clock))
    return found


def _history_starts(low: str, text: str) -> list[int]:
    """Where a ``_HISTORY`` match can start: at a cue ending shortly before a year.

    The year is a run of exactly two digits (among the shared runs of
    :func:`digit_runs`) after a separator, ``in `` or an apostrophe; its cue
    ends right before a separator at most :data:`_HISTORY_GAP` characters
    earlier. Most notes have a few such runs: asking for the cues' words
    only there is much cheaper than searching the text for all forty-five
    (the pattern itself, which opens with a lookbehind, scans slowly).
    """
    starts: set[int] = set()
    for start, end in digit_runs(text):
        if end - start != 2 or low[start - 1 : start] not in _BEFORE_HISTORY_YEAR:
            continue
        for cue_end in range(max(1, start - _HISTORY_GAP), start):
            if low[cue_end] in _AFTER_HISTORY_CUE and low.endswith(
                _HISTORY_CUE_WORDS, 0, cue_end
            ):
                starts.update(
                    cue_end - len(cue)
                    for cue in _HISTORY_CUE_WORDS
                    if low.endswith(cue, 0, cue_end)
                )
    return sorted(starts)


def find_history_years(low: str, text: str) -> list[Finding]:
    """Two-digit years after an event of the medical history: ``CABG 95``, ``since 97``.

    ``low`` is ``text`` lower-cased (:func:`~vtt_py.deid.text.lowered`).
    """
    found = []
    for m in matches_at(_HISTORY, low, _history_starts(low, text)):
        # Right after an event ("CABG 95") it is a year; after "since" or
        # "surgery" it may be a count or a time, for the CRF to weigh.
        item_end = _ITEM_END.match(low, m.end("y")) is not None
        strong = m["cue"] in _HISTORY_EVENTS or (
            (m["cue"] in OPERATIONS or m["cue"] in _ITEM_YEAR_CUES) and item_end
        )
        if m["cue"] in _HISTORY_ITEM_CUES and item_end:
            strong = _history_line(low, m.start())
        # "on home O2 since 05.": no hour is written so (times have four digits)
        strong = strong or (m["cue"] == "since" and item_end and _no_hour(m["y"]))
        if m["cue"] in _DEVICE_CUES:
            if int(m["y"]) >= _DEVICE_YEARS_BELOW:
                continue
            strong = True
        strong = strong or _after_heading(low, m.start())
        found.append(Finding(m.start("y"), m.end("y"), YEAR, "history-year", strong))
        if strong:
            found += next_history_years(low, m.end("y"))
    return found


def _no_hour(digits: str) -> bool:
    """Whether two digits after ``since`` are a year of this century: ``since 05.``.

    No hour is written with a leading zero and two digits alone (times have
    four: ``since 0500``); ``since 97.`` may be a year or a value, for the CRF.
    """
    return digits[0] == "0"


#: How far back on its line a history's heading is looked for.
_HEADING_REACH = 40


def _history_line(low: str, start: int) -> bool:
    """Whether a history's word or ``s/p`` stands earlier on the line (:data:`_HISTORY_LINE`)."""
    reach = max(0, start - _HEADING_REACH)
    line = low.rfind("\n", reach, start) + 1
    return _HISTORY_LINE.search(low, max(line, reach), start) is not None


def _after_heading(low: str, start: int) -> bool:
    """Whether a history's heading stands earlier on the line (:data:`_HISTORY_HEADING`)."""
    line = low.rfind("\n", 0, start) + 1
    return (
        _HISTORY_HEADING.search(low, max(line, start - _HEADING_REACH), start)
        is not None
    )


def next_history_years(low: str, end: int) -> list[Finding]:
    """The years of a list that goes on after a sure history year at ``end``."""
    found = []
    while (m := _NEXT_HISTORY_YEAR.match(low, end)) is not None:
        found.append(Finding(m.start("y"), m.end("y"), YEAR, "history-year"))
        end = m.end("y")
    return found
