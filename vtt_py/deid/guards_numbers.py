"""Guards for numbers read as dates or years: clock times, measures, scores, settings.

``@ 2010`` is an hour, ``WT 2012 GMS`` a weight, a flowsheet's column of
times no years, ``GCS 3/15`` a score and ``PSV 10/5`` a ventilator's
setting; each guard says why for its shape. :mod:`vtt_py.deid.guards` asks
them with the others (its ``GUARDS``).
"""

from __future__ import annotations

import bisect
from typing import cast

import regex

from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.rules_dates import UNIT_AFTER_DAY, VENTILATOR_MODES, meal_doses
from vtt_py.deid.text import match_in_line

#: Four digits that are a clock time too: "2010" (20:10), "1945".
_CLOCK = lazy_compile(r"(?:[01][0-9]|2[0-3])[0-5][0-9]")
#: A clock time's mark before it: "@ 2010", "at 2000", an approximate time's
#: "~ 1930", "around 2000" (a year so written is "in the late 1990s").
_CLOCK_BEFORE = lazy_compile(
    r"(?:@|~|(?<!\p{L})(?i:at|around|approx\.?|approximately))[ \t]*\Z"
)
#: A clock time's unit after it: "2015 hrs".
_CLOCK_AFTER = lazy_compile(r"[ \t]*(?i:hrs?|hours|h)\b")
#: A whole date right before four digits: they are its hour (``10/22/03,
#: 1900``; after ``on 3/4`` they may be its year).
_DATE_BEFORE = lazy_compile(
    r"(?<![0-9/])[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4},?[ \t]{1,2}\Z"
)
#: A four-digit number standing alone (compiled now: regex.finditer takes it below).
_FOUR_DIGITS = regex.compile(r"(?<![0-9./:-])[0-9]{4}(?![0-9]|[./:-][0-9])")
#: Years a note writes; a clock time outside them ("2200", "0700") is no year.
FIRST_YEAR, LAST_YEAR = 1900, 2039
#: Characters each side of a number looked at for other clock times.
_CLOCK_REACH = 24

#: What the guards below derived from the text they were last asked about,
#: and that text: suggestions are judged text by text, and a guard asking
#: about a suggestion's whole line, or the whole text, derives it once for
#: all of them (asked again for each, a text of one long line took time
#: growing with its square: 200 KB, 200 s).
_memo: tuple[str, dict[object, object]] = ("", {})
_LINE_BREAK = lazy_compile(r"\n")


def _text_memo(text: str) -> dict[object, object]:
    """The memo of ``text`` (a new one for another text)."""
    global _memo
    memo = _memo  # (read once: another thread may change it)
    if memo[0] is not text:
        memo = _memo = (text, {})
    return memo[1]


def forget_text() -> None:
    """Let go of the last text and what was derived from it."""
    global _memo
    _memo = ("", {})


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Start and end of the line (or lines) holding ``text[start:end]``.

    The text's line breaks are found once (a bisection each time after),
    not looked for back and forth from each suggestion.
    """
    memo = _text_memo(text)
    breaks = cast("list[int] | None", memo.get(_line_bounds))
    if breaks is None:
        breaks = memo[_line_bounds] = [m.start() for m in _LINE_BREAK.finditer(text)]
    before = bisect.bisect_left(breaks, start)
    after = bisect.bisect_left(breaks, end)
    return (
        breaks[before - 1] + 1 if before else 0,
        breaks[after] if after < len(breaks) else len(text),
    )


def clock_time(text: str, s: Suggestion) -> bool:
    """A bare four-digit "year" that is a clock time: ``@ 2010``, ``2000 38.4, 2200``.

    Flowsheets write times as four digits; a time from 19:00 to 20:59 is a
    year's shape too. After ``@`` or ``at``, before ``hrs``, or beside a time
    no year has (``Temps 1800 37.2, 2000 38.4, 2200 38.9``) it is the time.
    """
    if s.family != "DATE":
        return False
    marked = text[s.start : s.end]
    if _CLOCK.fullmatch(marked) is None:
        return False
    if _CLOCK_BEFORE.search(text[max(0, s.start - 16) : s.start]):
        return True
    if match_in_line(_CLOCK_AFTER, text, s.end):
        return True
    if _DATE_BEFORE.search(text[max(0, s.start - 14) : s.start]):
        return True  # "10/22/03, 1900": a note's date and hour
    if s.source == "rules":
        return False  # a rule's year has its cue ("in 1998, at 2300 c/o CP")
    # (Line breaks looked for within reach only: a line may be the whole text.)
    lo, hi = max(0, s.start - _CLOCK_REACH), s.end + _CLOCK_REACH
    line_start = text.rfind("\n", lo, s.start) + 1
    line_end = text.find("\n", s.end, hi)
    window = regex.finditer(
        _FOUR_DIGITS,
        text,
        pos=max(line_start, lo),
        endpos=min(len(text) if line_end < 0 else line_end, hi),
    )
    return any(
        m.start() != s.start
        and _CLOCK.fullmatch(m[0]) is not None
        and not FIRST_YEAR <= int(m[0]) <= LAST_YEAR
        for m in window
    )


#: A unit right after a number: "2012 GMS", "1950 cc", "2000 mL", "1200 units".
_UNIT_AFTER = lazy_compile(
    r"[ \t]*(?i:g|gm|gms|grams?|kg|mg|mcg|ml|cc|l|meq|units?|u|kcal|cal|mmhg|mm|cm)\b"
)
#: Intake before its output: "TOTAL IN 2010, OUT 1950", "in 1990 / out 2000".
_INTAKE_BEFORE = lazy_compile(r"(?<!\p{L})(?i:in|intake|ins)[ \t:=]*\Z")
_OUTPUT_AFTER = lazy_compile(r"[ \t]*[,/;]?[ \t]*(?i:out|output|outs)\b[ \t:=]*[0-9]")
#: Output, urine or blood loss right before a number: "OUT 1950", "UO 2010".
_OUTPUT_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:out|output|outs|uo|u/o|ebl|urine|net)[ \t:=+-]*\Z"
)
#: A lab's or a ventilator's measure right before four digits: its value
#: (``peak CK 2010``, ``BNP of 1950``, ``MV 1900``).
_LAB_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:ck|cpk|ldh|bnp|ferritin|lipase|amylase|plts?|platelets?|wbc|trigs?"
    r"|fibrinogen|d-?dimer|cd4|ast|alt|alk[ \t]?phos|tv|vt|ve|mv|pip|peak|counts?|kcal"
    r"|calories)[ \t:=]{1,2}(?:(?i:was|is|of|now|at|up[ \t]to|down[ \t]to|peaked[ \t]at)[ \t]+)?\Z"
)
#: A four-digit clock time opening a line: a flowsheet's column of times.
_LINE_CLOCK = lazy_compile(
    r"^[ \t]*((?:[01][0-9]|2[0-3])[0-5][0-9])\b", regex.MULTILINE
)


#: Lines opening with a clock time no year has that make a flowsheet.
CLOCK_LINES = 2


def measured_year(text: str, s: Suggestion) -> bool:
    """A bare four-digit "year" that is an amount: ``WT 2012 GMS``, ``IN 2010, OUT 1950``.

    A number before a unit is a measure; totals of intake and output are
    written as large round numbers (``TOTAL IN 2010, OUT 1950``) in the
    years' range. A year's cue does not change that.
    """
    if s.family != "DATE" or _FOUR_DIGITS.fullmatch(text[s.start : s.end]) is None:
        return False
    if _UNIT_AFTER.match(text, s.end):
        return True
    before = text[max(0, s.start - 8) : s.start]
    if _OUTPUT_BEFORE.search(before):
        return True
    if _LAB_BEFORE.search(text[max(0, s.start - 16) : s.start]):
        return True  # "peak CK 2010", "plt count 1998": a lab's value
    return (
        _INTAKE_BEFORE.search(before) is not None
        and match_in_line(_OUTPUT_AFTER, text, s.end) is not None
    )


def clock_column(text: str, s: Suggestion) -> bool:
    """A "year" opening a line among lines that open with clock times: ``2015 PT RESTING``.

    Flowsheet notes give each event a line headed by its time (``1900 VS
    ...``, ``2200: K 3.3``); when other lines open with times no year has
    (``0700``, ``2200``, ``1800``), one that opens with ``2015`` is a time too.
    """
    if s.family != "DATE" or _CLOCK.fullmatch(text[s.start : s.end]) is None:
        return False
    first = s.start  # (walked back over blanks only: a line may be the whole text)
    while first and text[first - 1] in " \t":
        first -= 1
    if first and text[first - 1] != "\n":
        return False
    clocks = _clock_lines(text)
    return len(clocks) - (s.start in clocks) >= CLOCK_LINES


def _clock_lines(text: str) -> frozenset[int]:
    """Where the clock times no year has that open lines of ``text`` start (found once)."""
    memo = _text_memo(text)
    found = cast("frozenset[int] | None", memo.get(_clock_lines))
    if found is None:
        found = memo[_clock_lines] = frozenset(
            m.start(1)
            for m in _LINE_CLOCK.finditer(text)
            if not FIRST_YEAR <= int(m[1]) <= LAST_YEAR
        )
    return found


#: Scores written as a value over their maximum: "GCS 3/15", "PHQ-9 12/27",
#: "Pain 8/10", "MMSE 24/30", "strength 4/5", a limb's "LUE 2/5", "symptom scale 4/10",
#: criteria met of all: "SIRS 3/4", "qSOFA 2/3".
_SCORE_NAMES = (
    r"(?<![\p{L}])(?i:gcs|pain|mmse|moca|slums|phq(?:-?[29])?|gad(?:-?7)?|strength"
    r"|score|scored|scores|scales?|criteria|sirs|q?sofa|i?adls?|rates?|rated|apgars?|cpot|flacc|nrs|vas|nihss|ciwa|cows"
    r"|audit|epds|motor|[lrb][ul]e|[lrb]ue|[lrb]le|ue|le"
    # a pupil's size, a grip, a reflex's or a pulse's grade, a biophysical profile's score
    r"|pupils?|perrla?|perl|grip|reflexes|dtrs?|pulses?|bpp|murmur)[ \t]*(?::|of|=|,)?[ \t]*"
)
_SCORE_BEFORE = lazy_compile(_SCORE_NAMES + r"\Z")
#: The same score's earlier value and what it was of, before a second one:
#: ``strength 5/5 upper, 4/5 lower``, ``pain 8/10 at rest, 4/10 with meds``.
_SCORE_LIST_BEFORE = lazy_compile(
    _SCORE_NAMES + r"[0-9]{1,2}/[0-9]{1,2}(?:[ \t]+(?i:[a-z]+)){0,3}[ \t]*[,;][ \t]*\Z"
)
#: Characters before a fraction looked at for a score's earlier value.
_SCORE_LIST_REACH = 48
#: A value over a maximum, marked as a month and day.
_FRACTION = lazy_compile(r"[0-9]{1,2}/[0-9]{1,2}")


def score_fraction(text: str, s: Suggestion) -> bool:
    """A number pair after a score's name, read as a month and day: ``GCS 3/15``.

    A score is written over its maximum (``Pain 8/10``, ``PHQ-9 12/27``), a
    second value after the first (``strength 5/5 upper, 4/5 lower``); a
    test dated so (``CXR 3/15``) has no score's name before it.
    """
    if s.family != "DATE" or _FRACTION.fullmatch(text[s.start : s.end]) is None:
        return False
    if _SCORE_BEFORE.search(text[max(0, s.start - 12) : s.start]) is not None:
        return True
    lo = max(0, s.start - _SCORE_LIST_REACH)
    return _SCORE_LIST_BEFORE.search(text, lo, s.start) is not None


#: What a grade or a count over its maximum is of, right after it: a
#: murmur's grade over six (``2/6 SEM``, ``3/6 holosystolic murmur``) and the
#: abdomen's quadrants (``BS 4/4 quadrants``).
_GRADED_AFTER = lazy_compile(
    r"[ \t]+(?i:(?:sem|hsm|systolic|diastolic|holosystolic|pansystolic|ejection|murmur)"
    r"|quadrants?|quads?)\b"
)
#: Grades out of six and counts out of four, marked as a month and day.
_GRADED = lazy_compile(r"[1-6]/6|[0-4]/4")


def graded_fraction(text: str, s: Suggestion) -> bool:
    """A grade or count over its maximum before what it is of: ``2/6 SEM``, ``4/4 quadrants``."""
    if s.family != "DATE" or _GRADED.fullmatch(text[s.start : s.end]) is None:
        return False
    return _GRADED_AFTER.match(text, s.end) is not None


#: A ventilator's mode: the number pairs after it are its settings (pressure
#: support or IPAP over PEEP: "PSV 10/5", "BIPAP 12/6", "CPAP 5/5").
_VENT_MODE = lazy_compile(
    rf"(?<![\p{{L}}\p{{N}}])(?i:pap|{VENTILATOR_MODES}"
    r"|vent(?:ilator)?[ ](?:settings?|changes?))(?![\p{L}])"
)
#: A blood gas right before a pair gives the settings it was drawn on
#: ("7.42/38/112 on 5/5"); a sentence after it may hold a date ("7.34/45/80.
#: Transferred on 1/2").
_GAS_BEFORE = lazy_compile(
    r"(?<![0-9.])7\.[0-9]{2}/[0-9]{2,3}/[0-9]{2,3}(?:/[0-9]{1,3})?[ \t,]*(?i:on)?[ \t]*\Z"
)
#: Oxygen given right after a pair: "10/5 40%", "5/5, FiO2 .40".
_FIO2_AFTER = lazy_compile(
    r"[ \t,]*(?:(?i:fio2|fi02)[ \t:=]*[.0-9]+|[0-9]{2,3}[ \t]*%)"
)
#: What joins settings in a chain of changes: "PS 15/5 AT 0800. DECREASED TO
#: 12/5", "psv 10/5 -> 8/5", "14/5, then 12/5".
_SETTING_GAP = lazy_compile(
    r"(?:[\s,.;:>=()-]|%|(?i:to|then|and|at|@|on|now|back|down|up|decreased|increased"
    r"|weaned|changed|dec|inc)\b|[0-9]{3,4}\b|[0-9.]+%)*"
)
#: A pair that may be a ventilator's setting: pressures up to 40 over a PEEP up
#: to 20 ("10/5", "0/5", "12/6"), not glued to a year or another number.
_SETTING_PAIR = lazy_compile(
    r"(?<![0-9./])([0-9]{1,2})/([0-9]{1,2})(?![0-9]|/[0-9]|[.][0-9])"
)
#: A ventilator's mode right after a pair: ``vent 5/5 psv``, ``10/5 PS``.
_MODE_AFTER = lazy_compile(
    r"[ \t]*(?i:psv|ps|cpap|bi-?pap|peep|fio2|fi02|cmh2o|cm[ \t]?h2o)(?![\p{L}])"
)
#: Weaning's or a trial's words right before a pair: ``weaned to 8/5``,
#: ``wean down to 10/5``, ``trialed on 5/5``, ``change to 5/5 at 0500``.
_WEAN_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:wean(?:ed|ing)?(?:[ \t]+down)?[ \t]+(?:to|on)|trial(?:ed|led)?[ \t]+on"
    r"|tried[ \t]+on|(?:changed?|decreased?|increased?|dropped|back|down)[ \t]+to)"
    r"[ \t]+\Z"
)
#: A ventilator's words on the line before a pair: with
#: :data:`_WEAN_BEFORE` they make it a setting (``changed to 5/5`` alone may
#: be a visit moved to a day).
_VENT_WORDS = lazy_compile(
    r"(?<![\p{L}])(?i:vent|ventilator|wean(?:ed|ing)?|psv?|peep|cpap|bi-?pap|sbt"
    r"|extubat(?:e|ion)|fio2|fi02|settings?|trach|intubated|abg|resp)(?![\p{L}])"
)
#: Characters before a pair looked at for a ventilator's mode.
_VENT_REACH = 40
#: Highest pressure and PEEP a setting has.
MAX_PRESSURE, MAX_PEEP = 40, 20
#: A date's cue right before a pair, whatever mode is near: "on AC since
#: 12/5", "BiPAP started 2/28", "extubated 3/12".
_DATE_CUE_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:since|until|till|thru|through|dated|from|intubated|extubated"
    r"|reintubated|trached|placed|inserted|admitted|started|stopped|done|drawn)"
    r"[ \t]*(?:on[ \t]+)?\Z"
)


def _setting_value(m: regex.Match[str]) -> bool:
    return int(m[1]) <= MAX_PRESSURE and int(m[2]) <= MAX_PEEP


def _weaned_to(line: str, start: int) -> bool:
    """Whether weaning's words and a ventilator's word on the line stand before ``start``."""
    if _WEAN_BEFORE.search(line[max(0, start - 24) : start]) is None:
        return False
    return _VENT_WORDS.search(line, max(0, start - _WEAN_REACH), start) is not None


#: Characters before weaning's words looked at for a ventilator's word (a
#: bound: a text with no line breaks is one line).
_WEAN_REACH = 120


def _vent_settings(line: str) -> list[tuple[int, int]]:
    """Spans of the number pairs of one line that are a ventilator's settings.

    A pair is a setting with a ventilator's mode at most :data:`_VENT_REACH`
    characters before it or oxygen right after it, or joined to a setting
    before it by arrows, times and words of change only; never right after
    a date's cue.
    """
    found: list[tuple[int, int]] = []
    last_end = -1
    for m in _SETTING_PAIR.finditer(line):
        if not _setting_value(m):
            continue
        before = line[max(0, m.start() - _VENT_REACH) : m.start()]
        if _DATE_CUE_BEFORE.search(before):
            last_end = -1
            continue
        near = (
            _VENT_MODE.search(before)
            or _GAS_BEFORE.search(before)
            or _FIO2_AFTER.match(line, m.end())
            or _MODE_AFTER.match(line, m.end())
            or _weaned_to(line, m.start())
        )
        chained = (
            last_end >= 0
            and m.start() - last_end <= _VENT_REACH
            and _SETTING_GAP.fullmatch(line[last_end : m.start()]) is not None
        )
        if near or chained:
            found.append(m.span())
            last_end = m.end()
    return found


def vent_setting(text: str, s: Suggestion) -> bool:
    """A number pair read as a month and day that is a ventilator's setting.

    ICU notes give pressure support over PEEP as a pair (``PSV 10/5``,
    ``BIPAP 12/6``, ``weaned to 8/5``, ``ABG 7.36/44/88 on 5/5``); near a
    ventilator's word or chained to such a setting it is no date. A date's
    own cue before it (``on CPAP since 12/5``) keeps it.
    """
    if s.family != "DATE" or _FRACTION.fullmatch(text[s.start : s.end]) is None:
        return False
    line_start, line_end = _line_bounds(text, s.start, s.end)
    memo = _text_memo(text)
    # The line's settings, found once for all its pairs.
    key = (vent_setting, line_start, line_end)
    settings = cast("frozenset[tuple[int, int]] | None", memo.get(key))
    if settings is None:
        settings = memo[key] = frozenset(_vent_settings(text[line_start:line_end]))
    return (s.start - line_start, s.end - line_start) in settings


#: A portion's noun after a fraction: "ate 3/4 tray", "took 1/2 of dinner",
#: "drank 2/3 of Ensure", "3/4 cup"; of a tablet or a pack: "1/2 tab", "1/2 ppd".
_PORTION_AFTER = lazy_compile(
    r"[ \t]+(?i:(?:of[ \t]+(?:(?:the|his|her|a|an|their)[ \t]+)?)?"
    r"(?:trays?|meals?|breakfast|lunch|dinner|supper|cups?|glass|bottles?|cans?"
    r"|cartons?|sandwich|diet|fluids?|liquids?|supplement|ensure|portions?"
    # what a meal or a feed comes in: "1/2 jar baby food", "3/4 bowl of soup"
    r"|jars?|bowls?|plates?|servings?|containers?|packets?|pouches?|scoops?|bags?"
    r"|tabs?|tablets?|pills?|ppd|packs?"
    # the helpers a transfer takes: "stand pivot 1/2 assist"
    r"|assist|assistance)"
    # a lung's share of crackles: "crackles 1/3 up", "rales 1/2 way up"
    r"|(?:way[ \t]+)?up)\b"
)


#: An oxygen device right before a pair: its flow (``NC 4/6 L``, ``O2 2/3L``).
_OXYGEN_BEFORE = lazy_compile(
    r"(?<![\p{L}\p{N}])(?i:nc|np|n/c|o2|02|nasal[ \t]+cannula|cannula|fm|face[ \t]?mask"
    r"|nrb|hfnc|hi[ \t]?flow)[ \t:]{1,2}(?:(?i:at)[ \t]+|@[ \t]?)?\Z"
)


def oxygen_flow(text: str, s: Suggestion) -> bool:
    """A number pair read as a month and day right after an oxygen device: ``NC 4/6 L``.

    A flow of oxygen is written as liters after its device, or as a range
    (``NC 2/4 L``); a date is not written after a cannula.
    """
    if s.family != "DATE" or _FRACTION.fullmatch(text[s.start : s.end]) is None:
        return False
    return _OXYGEN_BEFORE.search(text[max(0, s.start - 20) : s.start]) is not None


def eaten_fraction(text: str, s: Suggestion) -> bool:
    """A fraction the CRF weighed as a month and day before a portion: ``ate 3/4 tray``.

    Intake is charted as a share of a meal (``Pt ate 3/4 tray``, ``took 1/2 of
    dinner``); a date is not written before a tray or a cup. A sure rule's
    date (no CRF score) stays.
    """
    if s.family != "DATE" or s.source == "rules" or s.score is None:
        return False
    if _FRACTION.fullmatch(text[s.start : s.end]) is None:
        return False
    return _PORTION_AFTER.match(text, s.end) is not None


#: Two numbers joined by a dash, marked as a month and day: ``8-10``.
_DASH_PAIR = lazy_compile(r"[0-9]{1,2}-[0-9]{1,2}")
#: A pressure's, a rate's or a grade's name right before such a pair (a
#: verb of staying or ranging between): ``CVP 8-10``, ``RR 12-14``, ``PAD
#: has been 12-15``, ``stage 2-3``, ``oriented x 2-3``, ``pain 4-6``.
_MEASURE_BEFORE = lazy_compile(
    r"(?<![\p{L}])(?i:cvp|pads?|paps?|pcwp|pcw|wedge|ra|rr|resp|hr|sbp|dbp|maps?|bp|tvs?"
    r"|stv|vt|ve|mv|srr|sats?|spo2|ph|ci|co|unloading|augmentation|aug|overbreathing"
    r"|vent|stage|grade|x|oriented|orientedx|pain|discomfort|scale|rate|temp|ranged?"
    r"|pressures?)"
    r"[ \t:=-]{0,3}(?:(?i:was|is|of|at|now|remains?|has[ \t]+been|~)[ \t]*)?\Z"
)
#: What a range of values has after it: a unit, a count's noun or a grade's
#: plus (``3-4 beat runs``, ``over 2-4 breaths``, ``2-3+ edema``, ``6-8 L``).
_RANGE_UNIT = lazy_compile(
    r"(?:\+|[ \t]*(?i:beats?|breaths?|runs?|drinks?|l|liters?|ml|cc|mg|bpm|mmhg|%"
    r"|on[ \t]+(?:the[ \t]+)?pain|over[ \t]+(?:the[ \t]+)?vent)(?![\p{L}]))"
)


def measured_range(text: str, s: Suggestion) -> bool:
    """Two numbers and a dash read as a month and day that are a range of values.

    ICU notes give pressures, rates and grades as ranges (``CVP 8-10``, ``RR
    12-14``, ``stage 2-3``) and counts before their nouns (``3-4 beat
    runs``, ``2-3+ edema``); a date so written follows its own cue
    (``seen on 3-12``), which no measure's name is.
    """
    if s.family != "DATE" or _DASH_PAIR.fullmatch(text[s.start : s.end]) is None:
        return False
    if _RANGE_UNIT.match(text, s.end):
        return True
    return _MEASURE_BEFORE.search(text[max(0, s.start - 24) : s.start]) is not None


#: A month's name (or its abbreviation) and a number: ``dec 20``, ``OCT 3``.
_MONTH_AND_NUMBER = lazy_compile(
    r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?[ \t]?[0-9]{1,2}"
)


def dosed_month(text: str, s: Suggestion) -> bool:
    """A month and day that is a word and a dose: ``Lasix dec 20 mg``, ``OCT 3 weeks``.

    ``dec`` (decreased), ``may`` and ``OCT`` (a scan) stand before numbers
    with units; a day of the month has no unit after it.
    """
    if s.family != "DATE" or _MONTH_AND_NUMBER.fullmatch(text[s.start : s.end]) is None:
        return False
    return UNIT_AFTER_DAY.match(text[s.end : s.end + _UNIT_REACH].lower()) is not None


#: Characters after a month's number looked at for a unit.
_UNIT_REACH = 16


#: Three numbers of one or two digits, slashed: a date's shape, or doses.
_THREE_SMALL = lazy_compile(r"[0-9]{1,2}/[0-9]{1,2}/[0-9]{1,2}")


def insulin_doses(text: str, s: Suggestion) -> bool:
    """Three numbers the CRF read as a date that are an insulin's doses: ``Humalog 10/12/10``.

    The date rule only weakens them (a word between the insulin and the
    numbers may make a date); the CRF, seeing a date's shape, takes them
    back. Right after the insulin's name, or before ``units`` or ``with
    meals``, they are a dose for each meal (:func:`meal_doses`).
    """
    if s.family != "DATE" or _THREE_SMALL.fullmatch(text, s.start, s.end) is None:
        return False
    return meal_doses(text.lower(), s.start, s.end)


#: ``2/2`` before a cause: "secondary to" (``2/2 ?weaker cough``, ``2/2 to CHF``).
_SECONDARY_TO = lazy_compile(r"[ \t]*(?:\?|(?i:to)[ \t]+\p{L})")


def secondary_to(text: str, s: Suggestion) -> bool:
    """``2/2`` the CRF weighed as a date that is "secondary to": ``(2/2 ?weaker cough)``."""
    if s.family != "DATE" or s.source == "rules" or text[s.start : s.end] != "2/2":
        return False
    return _SECONDARY_TO.match(text, s.end) is not None
