"""Date recogniser: the pattern table and holidays of seed 003 (Table 3).

Every pattern is linear on any input: repeats are bounded or possessive and
patterns start with a plain character or literal, so a megabyte of digits and
separators costs one pass. Coarse shapes are matched by the regular
expression and their numbers checked in Python (month 1-12, day 1-31, year
1800-2099). Shapes that clinical text also uses for other things (``2/3``,
``12-15``, a bare ``1900`` that may be a time) are *weak*: a CRF feature, and
a suggestion only in rules-only mode.
"""

from __future__ import annotations

import functools
import itertools

import regex

from vtt_py.deid.kinds import DATE, HOLIDAY, WEEKDAY, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import FULL_MONTHS
from vtt_py.deid.rules_dated_days import (
    event_ordinals,
    history_in_years,
    listed_days,
    misspelled_months,
    operation_years,
)
from vtt_py.deid.rules_day_runs import run_on_days, spaced_years
from vtt_py.deid.rules_titled_months import titled_month
from vtt_py.deid.rules_years import (
    NUMBER_JOINS,
    YEAR_LIST_GAP,
    find_bare_years,
    find_history_years,
    is_year,
)
from vtt_py.deid.text import (
    ProbedKeys,
    anchored_matches,
    digit_runs,
    key_at_probe,
    key_positions,
    lowered,
    matches_at,
    probed_keys,
    starts_word,
)

#: ``a<s>b[<s>c][-range]``: every numeric date shape, checked in :func:`_numeric`.
_NUMERIC = lazy_compile(
    r"(?P<a>[0-9]{1,4})(?P<s>[-/.])(?P<b>[0-9]{1,4})"
    r"(?:(?:(?P=s)|(?<=/[0-9]{1,2})\.)(?P<c>[0-9]{2,4}))?"
    r"(?:-(?P<r>[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})?|[0-9]{1,2}(?![0-9/]|\.[0-9])))?"
    r"(?![0-9/]|[.:,-][0-9])"
)
#: Runs of 6, 8 or 12 digits: ``MMDDYY``, ``YYYYMMDD``, ``YYYYMMDDhhmm``.
_DIGIT_RUN = lazy_compile(r"[0-9]{6,}")
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_D = r"(?:0?[1-9]|[12][0-9]|3[01])"
_ORD = _D + r"(?:st|nd|rd|th)?"
_Y4 = r"(?:1[89][0-9]{2}|20[0-9]{2})"
#: A month's year: after a separator, or a four-digit one run into it (``03Mar2019``).
_YEAR_TAIL = rf"(?:(?:,[ ]?|[ ]|-|')(?:{_Y4}|'?[0-9]{{2}})(?![0-9])|{_Y4}(?![0-9]))"
#: Month names first (on lower-cased text): ``aug 7``, ``may 16, 2015``, ``march of 2022``;
#: the day may start the next line of a wrapped report (not as a list's ``2.`` or ``2)``).
_MONTH_FIRST = lazy_compile(
    rf"""{_MONTH}(?P<dot>\.)?(?![a-z])
    (?P<tail>[ ]?[-,.]?[ ]?{_ORD}(?![0-9a-z:/]|\.[0-9]){_YEAR_TAIL}?
      | [ ]?\r?\n[ ]{{0,4}}{_ORD}(?![0-9a-z:/.)]){_YEAR_TAIL}?
      | (?:[ ]of|,)?[ ]?(?:{_Y4}|'[0-9]{{2}})(?![0-9])
      | [-.'/][0-9]{{2}}(?![0-9]))?""",
    regex.VERBOSE,
)
#: A day or year first: ``20th oct, 1989``, ``7-august``, ``2012/aug``, ``'12 aug``.
_NUMBER_FIRST = lazy_compile(
    rf"""(?:[0-9]{{1,4}}(?:st|nd|rd|th)?[ /-]?(?:of[ ])?{_MONTH}\.?(?![a-z]){_YEAR_TAIL}?
      | '[0-9]{{2}}[ -]?{_MONTH}(?![a-z]))""",
    regex.VERBOSE,
)
#: How far before its month a ``_NUMBER_FIRST`` match can start (``2039th of ``).
_NUMBER_REACH = 10
_DIGITS_OR_APOSTROPHE = frozenset("0123456789'")
_ORD_OR_YEAR = lazy_compile(rf"(?:{_ORD}|{_Y4})(?![0-9])")
_PERIOD = lazy_compile(rf"(?:early|mid|late)[ -]?{_Y4}(?:'?s(?![a-z]))?(?![0-9])")
_WEEKDAY = lazy_compile(
    r"(?:(?P<full>monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?P<plural>s)?"
    r"|mon|tues?|wed|thurs?|fri)(?![a-z])"
)
#: Its groups by number: the ``regex`` module tries a group's name as an index
#: first, a TypeError raised and caught each time.
_FULL, _PLURAL = 1, 2
_HOLIDAY = lazy_compile(
    r"""(?:christmas(?:[ ](?:eve|day))?|xmas|easter|thanksgiving|hanukk?ah|chanukah
      |kwanzaa|passover|yom[ ]kippur|rosh[ ]hashanah?|ramadan|diwali|halloween
      |new[ ]year'?s(?:[ ](?:eve|day))?|valentine'?s(?:[ ]day)?|st\.?[ ]patrick'?s[ ]day
      |independence[ ]day|fourth[ ]of[ ]july|4th[ ]of[ ]july|july[ ]4th|memorial[ ]day
      |labou?r[ ]day|veterans'?[ ]day|columbus[ ]day|presidents'?[ ]day
      |martin[ ]luther[ ]king[ ]day|mlk[ ]day|mother'?s[ ]day|father'?s[ ]day
      |good[ ]friday|ash[ ]wednesday|palm[ ]sunday|eid(?:[ ]al[- ](?:fitr|adha))?
      |lunar[ ]new[ ]year|juneteenth|mardi[ ]gras)(?![a-z])""",
    regex.VERBOSE,
)
#: Substrings one of which every holiday name contains (a cheap pre-check).
_HOLIDAY_KEYS = (
    "christmas", "xmas", "easter", "thanksgiving", "hanuk", "chanuk", "kwanzaa",
    "passover", "kippur", "hashana", "ramadan", "diwali", "halloween", "new year",
    "valentine", "patrick", "independence", "of july", "july 4", "memorial day",
    "labor day", "labour day", "veteran", "columbus", "president", "king day",
    "mlk", "mother's day", "mothers day", "father's day", "fathers day",
    "good friday", "ash wed", "palm sun", "eid", "juneteenth", "mardi gras",
)  # fmt: skip
#: Strings rare in notes (under one a note) that some holiday keys contain:
#: " day" eight of them, "j" three more. Those keys are asked only where
#: their string occurs, which costs less than a search of the text for each
#: (not "k": three a note, and asking seven keys at each costs more).
_HOLIDAY_PROBES = (" day", "j")


def _group_by_probe(
    keys: tuple[str, ...], probes: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[tuple[str, ProbedKeys], ...]]:
    """The keys holding none of ``probes``, and the others by the first probe they hold.

    Each probe's keys are grouped by where it stands in them, so that they
    can be asked for around each place the probe occurs (:func:`key_at_probe`).
    """
    plain = tuple(key for key in keys if not any(p in key for p in probes))
    grouped = tuple(
        (
            probe,
            probed_keys(
                (key for key in keys if not any(p in key for p in probes[:k])), probe
            ),
        )
        for k, probe in enumerate(probes)
    )
    return plain, grouped


_HOLIDAY_PLAIN, _HOLIDAY_PROBED = _group_by_probe(_HOLIDAY_KEYS, _HOLIDAY_PROBES)


def _has_holiday_key(low: str) -> bool:
    """Whether a key of :data:`_HOLIDAY_KEYS` occurs in ``low`` (almost no note has one)."""
    return any(key in low for key in _HOLIDAY_PLAIN) or any(
        key_at_probe(low, probe, keys) for probe, keys in _HOLIDAY_PROBED
    )


_MONTH_KEYS = tuple("jan feb mar apr may jun jul aug sep oct nov dec".split())
_WEEKDAY_KEYS = tuple("mon tue wed thu fri sat sun".split())
#: The months starting with "j", a letter rare in notes (one in four notes
#: has one): asked only at each "j" (a one-character search is a fast scan).
_J_MONTHS = ("jan", "jun", "jul")
_OTHER_MONTH_KEYS = tuple(key for key in _MONTH_KEYS if key not in _J_MONTHS)
#: ``M/D`` shapes that are usually scores or fractions in clinical text.
_CLINICAL_FRACTIONS = frozenset(
    "1/2 1/3 2/3 1/4 3/4 1/5 1/8 2/2 3/3 4/4 5/5 1/1 0/5 4/5 3/5 2/4 1/10".split()
)
#: Words of scores and grades: a number pair after them is a value.
_SCORE_WORDS = (
    r"pain|cp|strength|scores?|scales?|rated?|grades?|gcs|apgars?|murmur|sounds?|ratio"
    r"|pupils?|reflexes|dtrs?|grip|motor|bpp|perrla?|perl"
)
#: Ventilator modes, as a regex alternation (lower case): the pairs after them
#: are their pressures (``PSV 10/5``, ``BIPAP 12/6``, ``CPAP 5/5``).
VENTILATOR_MODES = (
    r"cpap|bi-?pap|bpap|psv?|ps/peep|a/?c|simv|imv|prvc|aprv|[ie]pap|peep"
)
_SCORE_CUE = lazy_compile(
    rf"(?:\b(?:{_SCORE_WORDS})\b"
    r"\W{0,3}(?:[a-z0-9]{1,12}\W{1,3}){0,2}"
    rf"|\b(?:{VENTILATOR_MODES}|settings?|support|flowby|flow-by"
    r"|ventilation|vent|ventilator|mask|wean|weaned|weaning|tv|vt"
    r"|trial|trials|trialed|trialled)\b"
    r"\W{0,3}(?:[a-z0-9]{1,8}\W{1,3}){0,2}"
    r"|&[ ]?)$"
)
#: Words right before a date that settings have before them too: ``on 1/5``,
#: ``since 3/4``, ``d/c'd 2/3``, a visit's ``Seen 2/2.`` (events and days are
#: :data:`_EVENT_CUE`'s).
_DATE_CUE = lazy_compile(
    r"\b(?:on|since|from|until|till|thru|through|by|of|adm|d/c'?d?"
    r"|dc'?d|began|ended|due|last|next|eve|cx'?d|sent|drawn|done|seen)\W{0,2}$"
)
#: Events and days right before a month and day that no setting or score has
#: before it (``extubated 10/8``, ``today (2/4)``); unlike "on", which also
#: stands before settings (``on 10/5``). Asked first, so a date after one of
#: them needs no other cue.
_EVENT_CUE = lazy_compile(
    r"\b(?:extubated?|intubated?|readmitted|admitted|discharged|started|removed|placed"
    r"|dated?|today|tonight|yesterday|tomorrow"
    # a specimen's or a treatment's day ("pan cultured 5/5", "s/p dialysis 3/4")
    r"|(?:pan[ -]?)?cultured|dialysis|dialyzed|drawn|collected|transfused|stopped"
    r"|discontinued|done"
    # a record's ("allergies updated 1/5", "consent signed 3/4")
    r"|updated|reviewed|signed|verified|faxed|notified|scheduled|rescheduled"
    # an operation's ("CABG 1/3", "s/p appy 3/2")
    r"|cabg|ptca|pci|stented|appy|chole|ccy|appendectomy|cholecystectomy|tka|tkr"
    r"|tha|thr|bka|aka)"
    # how many times, between ("pan cultured x 2 3/4", "cultured x2 on 5/5")
    r"(?:[ ]x[ ]?[1-9])?\W{0,3}$"
)
#: An event and ``on`` right before a month and day written with a dash:
#: ``seen on 3-12``, ``admitted on 4-2`` (a range after "on" has a unit:
#: ``on 2-4 L``, left to :data:`_RANGE_UNIT_AFTER`). A line's or tube's
#: placing and an admission need no ``on``: ``PICC placed 3-12``, ``intubated
#: 4-2`` (what is counted after them is a number of lines, not a range).
_DASH_DAY_CUE = lazy_compile(
    r"\b(?:(?:seen|admitted|discharged|done|performed|started|stopped|placed|removed"
    r"|extubated|intubated|drawn|collected|operated|transferred|readmitted)"
    r"[ ](?:on|since)"
    r"|placed|inserted|removed|extubated|intubated|admitted|readmitted|discharged)"
    r"[ ]$"
)
#: A clock time right after a month and day: ``4/5 0500``, ``4/4 09:30``.
#: Also an hour after a tilde (``4/4 ~ 2130``).
_CLOCK_AFTER = lazy_compile(
    r"[ ]{1,2}(?:~[ ]?)?(?:[01][0-9]|2[0-3]):?[0-5][0-9](?![0-9%])"
)
#: The half of a day after a month and day opening a sentence: ``... PNTX.
#: 1/5 AM had 100% PNTX`` (not ``give 1/2 am dose``, an amount).
_HALF_DAY_AFTER = lazy_compile(r"[ ]{1,2}(?:am|pm|a\.m\.|p\.m\.)(?![a-z])")
#: A part of the day after a month and day: ``1/10 eves``, ``3/4 evening``
#: (not ``overnight``: settings are kept so, ``on 5/5 overnight``).
_PART_OF_DAY_AFTER = lazy_compile(
    r"[ ]{1,2}(?:eves?|evening|nights?|noc|nite|morning|afternoon)(?![a-z])"
)
#: A range that runs on to now after a month and day: ``abx 3/4-present``.
_RANGE_AFTER = lazy_compile(r"[ ]?-[ ]?(?:present|now|current|today)(?![a-z])")
#: A range's arrow or word and the next month and day: ``3/4->3/6``, ``3/4 > 3/6``.
_RANGE_TO = lazy_compile(
    r"[ ]?(?:-{1,2}>?|>|~|to|thru|through|until|till)[ ]?"
    r"(?P<a>[0-9]{1,2})/(?P<b>[0-9]{1,2})(?![0-9])"
)


def _forward_to(text: str, end: int, a: str, b: str) -> bool:
    """Whether an arrow or ``to`` joins ``a/b`` to a later day at ``end``: ``3/4->3/6``."""
    m = _RANGE_TO.match(text, end)
    return m is not None and _forward_range(a, b, f"{m['a']}/{m['b']}")


#: A sentence's end, or nothing, before such a month and day.
_SENTENCE_BEFORE = lazy_compile(r"(?:^|[.!?][ ]{1,3})\Z")
#: What follows a pain score: ``6/10 cp``, ``5/10 chest pain``.
_PAIN_AFTER = lazy_compile(r"[ ,]{0,2}(?:cp\b|pain|ha\b|headache|discomfort|on\b)")
#: Pain's words earlier on the line of a score out of ten: ``pain 7/10 ...
#: reassessed at 1430 and now 4/10``, ``with relief to 3/10``.
_PAIN_BEFORE = lazy_compile(
    r"\b(?:pain(?![ -]?free)|painful|relief|discomfort|cp|ha|headache)\b"
)
#: ``pain`` that gives no score: ``became pain free ... 1/10.`` (a day).
_PAIN_FREE = lazy_compile(r"pain[ -]?free")
#: Words before a day, never before a score: ``had CP on 3/10``.
_ON_A_DAY = lazy_compile(r"\b(?:on|since|until|till|thru|through)\W{0,2}$")
#: How far back on its line a score's pain word is looked for.
_PAIN_REACH = 120
#: What follows ventilator settings and fractions, never a date: ``10/5 peep``, ``5/10 40%``.
_SETTING_AFTER = lazy_compile(
    r"[ ]?(?:%|peep|cmh2o|cm\b|bpm|[0-9]{1,3}[ ]?%"
    r"|(?:b|r|l)?(?:ue|le)s?\b)"  # a limb's strength: "3/5 BLE", "4/5 RUE"
)
#: What follows a fraction that is an amount: ``1/2 amp``, ``3/4U``, ``1/2hrs``, ``1/2 NS``.
_AMOUNT_AFTER = lazy_compile(
    r"[ ]?(?:amps?|tabs?|hrs?|hours?|u\b|units?|cups?|strength|doses?|bottles?|way\b"
    r"|cans?|liters?|bags?|glass|inch|inches|cm\b"
    r"|ns\b|nss\b|normal[ ]saline|saline"  # "D5 1/2 NS": half normal saline
    r"|of\b|maintenance"  # "ate 3/4 of breakfast", "at 1/2 maintenance"
    r"|(?:way[ ])?up\b)"  # a lung's share: "crackles 1/3 up", "rales 1/2 way up"
)
#: A unit or a counted thing right after a pair of numbers makes it a range,
#: a dose or a count, never a day: ``q 4/6 hrs``, ``5/10 mg``, ``4/6 episodes``.
_RANGE_UNIT_AFTER = lazy_compile(
    r"[ ]?(?:hrs?|hours?|mins?|minutes?|days?(?![ ]?\#?[0-9])|wks?|weeks?|mos?|months?"
    r"|yrs?|years?"
    r"|mg|mcg|ml|cc|meq|units?|episodes?|times|meals|attempts|tries|beats"
    r"|lpm|liters?|l[ ]?(?:nc|np|n/c|/min)"  # oxygen: "on 2/4 L NC"
    # counted things of a lab or a specimen: "Ct 12/14 cells", "2/14 lymph nodes"
    r"|cells|(?:lymph[ ])?nodes?|cores?|bottles?|sets|specimens?|samples?|colonies"
    r"|vessels?|grafts?"
    r"|fields|hpf|biopsies)\b"
)
#: A month and day and a range's dash or word right before a pair: ``4/2 - 4/4``.
_RANGE_BEFORE = lazy_compile(
    r"(?<![0-9/])(?P<a>[0-9]{1,2})/(?P<b>[0-9]{1,2})(?:/[0-9]{2,4})?"
    r"[ ]?(?:-|to|thru|through|until|till)[ ]?$"
)
#: A study's or a procedure's name right before a pair: the day it was done
#: (``CXR 1/2: no infiltrate``, ``CT A/P 3/4``, ``Echo (3/4)``).
_TEST_BEFORE = lazy_compile(
    r"\b(?:(?:cxr|cta|mri|mra|echo|tte|tee|ekg|ecg|eeg|emg|kub|pet|egd|ercp"
    r"|colonoscopy|cath|bx|biopsy|xr|x-?ray|films?|imaging|doppler|duplex|dexa"
    r"|mammo(?:gram)?|pft|pfts"
    # procedures at the bedside or in a suite ("Bronch 3/5", "LP 3/5: OP 22")
    r"|bronch|bronchoscopy|lp|thoracentesis|paracentesis|cysto|cystoscopy"
    r"|endoscopy|eus|mibi|sestamibi|holter)(?:[ ][a-z]{1,3}/[a-z]{1,3}|[ ][a-z]{1,8})?"
    # "ct" alone is also a count ("Ct 12/14 cells"): a CT scan names its region
    r"|ct(?:[ ](?:[a-z]{1,3}/[a-z]{1,3}|head|chest|abd|abdomen|pelvis|neck|spine"
    r"|brain|angio|scan)|(?=[ ]?[:(]))"
    # the operating room after a plan's preposition: "NPO for OR 3/5" (a
    # conjunction's "or" stands between numbers: "1/2 or 3/4")
    r"|(?:for|to|from)[ ]or)[ ]?[:(]?[ ]?$"
)
#: A place's name right before a pair: a room or a bed (``Rm 4/12``, ``bed 12/14``).
_PLACE_BEFORE = lazy_compile(
    r"\b(?:beds?|rm|rooms?|bay|pod|cubicle|locker|slot)[ ]?(?:\#|no\.?)?[ :]{0,2}$"
)
#: A lab's or a pressure's name right before a pair: its values, or its day
#: ("WBC 12/13" is today's and yesterday's count as often as a date).
_LAB_CUE = lazy_compile(
    r"\b(?:wbc|hct|hgb|hb|plt|plts|na|cl|co2|bun|cr|creat|glucose|gluc|fs|fsbs|bs"
    r"|trops?|troponins?|ck|cpk|inr|ptt|mg|phos|lactate|lact|alb|ast|alt|tsh|a1c"
    r"|cvp|pcwp|wedge|pap|ci|svr|map|hr|rr|sbp|dbp|spo2|sats?|vbg)[ :]{1,2}$"
)
#: A ventilator's mode right before a pair: its pressures (``PS 5/5``,
#: ``CPAP 10/5``, ``BIPAP 12/6``), never a day.
_MODE_BEFORE = lazy_compile(rf"\b(?:{VENTILATOR_MODES})[ :]{{1,2}}$")
#: An oxygen device right before a pair: its flow (``NC 4/6 L``, ``O2 2/3L``).
_OXYGEN_BEFORE = lazy_compile(
    r"\b(?:nc|np|n/c|o2|02|nasal[ ]cannula|cannula|fm|face[ ]?mask|nrb|hfnc|hi[ ]?flow)"
    r"[ :]{1,2}(?:at[ ]|@[ ]?)?$"
)
#: A newborn's scores at one and five minutes: ``Apgars 8/9``, ``APGAR scores of 7/9``.
_APGAR_BEFORE = lazy_compile(r"\bapgars?(?:[ ]scores?)?(?:[ ]of)?[ :]{1,2}$")
#: The pupils right before a pair: their sizes (``PERRLA 3/3``, ``pupils 2/2``).
_PUPILS_BEFORE = lazy_compile(r"\b(?:perrla?|perl|pupils?)[ :]{1,2}$")
#: A weekday right before a month and day: ``Tues 3/5``, ``Mon. 4/1``,
#: ``Friday, 6/7`` (not ``sat``/``sun``, words: ``O2 sat 3/4``).
_WEEKDAY_BEFORE_PAIR = lazy_compile(
    r"(?<![a-z])(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|wed|thurs?|fri"
    r"|(?:sat|sun)\.)\.?,?[ ]$"
)
#: A gestational age's weeks before its days out of seven: ``PMA 34 3/7``,
#: ``GA 32+2/7`` (weeks 20 to 44).
_GESTATION_WEEKS_BEFORE = lazy_compile(
    r"(?<![0-9./])(?:[23][0-9]|4[0-4])(?:[ ]?\+[ ]?|[ ])$"
)
#: A course's counted step before a pair: ``Abx day 4/7``, ``cycle 2/6``; not
#: a day named by a preposition (``earlier in day 8/14``: the day's date).
_COUNT_BEFORE = lazy_compile(
    r"(?<!\b(?:in|on|of|the|that|this|same|each|per|by|for)[ ])"
    r"\b(?:day|cycle|fraction|round)[ ]?\#?[ ]?$"
)
#: Month words that are also common words ("may", "mar", "dec" for decreased).
AMBIGUOUS_MONTHS = frozenset({"may", "march", "mar", "jun", "dec", "sep"})


def _without_period(low: str, start: int, end: int) -> int:
    """Where a month match ends without a sentence's period: ``on the 5th of June.``

    After a month written out (:data:`FULL_MONTHS`) a period ends the
    sentence; an abbreviation keeps its own (``3 Sept.``).
    """
    if low[end - 1] != ".":
        return end
    word_start = end - 1
    while word_start > start and low[word_start - 1].isalpha():
        word_start -= 1
    return end - 1 if low[word_start : end - 1] in FULL_MONTHS else end


#: A day of the month by its ordinal after a date cue: ``on the 23rd``, ``since 3rd``.
_ORDINAL_DAY = lazy_compile(
    r"(?:on|since|until|till|by|from|before|after|the)[ ]{1,2}(?:the[ ]{1,2})?"
    r"(?P<d>[0-9]{1,2})(?:st|nd|rd|th)(?![a-z0-9])"
)
#: A weekday right before an ordinal day's ``the``: ``Friday the 13th``, ``Sat.
#: the 2nd`` (an abbreviation only with its period: ``pt sat the 1st time``).
_WEEKDAY_BEFORE = lazy_compile(
    r"(?<![a-z])(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\.),?[ ]$"
)
#: What every ``_ORDINAL_DAY`` match holds: looked for first, in one scan.
_ORDINAL_NUMBER = lazy_compile(r"[0-9](?:st|nd|rd|th)")


def _full_date(a: str, s: str, b: str, c: str) -> bool:
    """Whether ``a s b s c`` is a valid M/D/Y, D.M.Y, M.D.Y or Y-M-D date."""
    ia, ib, ic = int(a), int(b), int(c)
    if len(a) == 4:
        return is_year(a) and 1 <= ib <= 12 and 1 <= ic <= 31
    if len(b) > 2 or (len(c) == 4 and not is_year(c)) or len(c) == 3:
        return False
    if s == ".":
        # D.M.Y, or M.D.Y as US notes write it too ("DOS: 11.14.2020").
        day_month = 1 <= ia <= 31 and 1 <= ib <= 12
        return len(c) == 4 and (day_month or (1 <= ia <= 12 and 1 <= ib <= 31))
    return 1 <= ia <= 12 and 1 <= ib <= 31


#: The word right before a number on its line ("colonoscopy 3.15.21"), over
#: a colon or an opening bracket ("MRI (12.3.99)").
_WORD_BEFORE = lazy_compile(r"([a-z]+)[ \t]*[:(]?[ \t]*\Z")
#: Words before three dotted numbers that are no date: a version, a section.
_NUMBERED = frozenset(
    "v ver version rev revision release section sec chapter ch step page pg table "
    "fig figure item no number level grade stage type".split()
)


def _dotted_short(low: str, start: int, a: str, b: str) -> bool | None:
    """``on 5.12.19``: a dotted date with a two-digit year (None: no date).

    Sure after a date's cue (``on``, ``since``, ``admitted``...) or a test's
    or event's word (``colonoscopy 3.15.21``, ``Mammo: 11.2.22``); after a
    version's or section's word, or starting its line (a numbered list), it
    is weak, for the CRF to weigh.
    """
    ia, ib = int(a), int(b)
    if not (1 <= ia <= 31 and 1 <= ib <= 31 and min(ia, ib) <= 12):
        return None
    before = low[max(0, start - 20) : start]
    if _DATE_CUE.search(before) or _EVENT_CUE.search(before):
        return True
    word = _WORD_BEFORE.search(before)
    return word is not None and word[1] not in _NUMBERED


#: A culture and the day it was drawn: "BC from 3-5", "urine cx of 7-21".
_CULTURE_FROM = lazy_compile(
    r"\b(?:bc|bcx|cx|cxs|cultures?|ucx)\W{1,2}(?:[a-z]{1,8}\W{1,2})?"
    r"(?:from|of|on|sent|drawn|dated)\W{1,2}$"
)


#: The letters and digits right before a period.
_RUN_BEFORE = lazy_compile(r"[a-z0-9]+$")


def _setting_before(low: str, dot: int) -> bool:
    """Whether the period at ``dot`` ends part of a setting ("600x12x.7/5"), not a word.

    A sentence run into a date ("transferred to Quillmoor.11/8") ends in a
    word of letters; a setting's part holds a digit or is one letter.
    """
    run = _RUN_BEFORE.search(low, max(0, dot - 16), dot)
    return run is not None and (len(run.group()) == 1 or not run.group().isalpha())


def _forward_range(a: str, b: str, r: str) -> bool:
    """Whether ``a/b-r`` ends on a later day within two months: ``3/4-3/7``, ``12/30-1/2``.

    Scores and settings that change (``4/5-5/5``) come after their cue words;
    a range of days that moves forward in time is no fraction.
    """
    if "/" not in r:
        return False
    month, day = (int(x) for x in r.split("/")[:2])
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return False
    months = (month - int(a)) % 12
    return months <= 2 and (months > 0 or day > int(b))


def _month_day_strong(
    text: str, start: int, end: int, a: str, s: str, b: str, r: str | None = None
) -> bool:
    shape = f"{int(a)}/{int(b)}"
    before = text[max(0, start - 40) : start]
    if s == "-" and _CULTURE_FROM.search(before) is not None:
        return True  # a culture's day, written with a dash
    line_start = before.rpartition("\n")[2].strip() == ""
    if line_start and s == "/":
        return True  # "4/5 CSRU 7P-7A SHIFT SUMMARY": a date heading the note
    if s == "/" and _EVENT_CUE.search(before) is not None:
        return True  # "extubate 10/8" (after "wean from vent"), "today (2/4)"
    if s == "-" and _DASH_DAY_CUE.search(before) is not None:
        return True  # "seen on 3-12 by surgery": an event's day
    if _SCORE_CUE.search(before) is not None or s != "/":
        return False
    if _LAB_CUE.search(before) is not None:
        return False  # "WBC 12/13", "CVP 8/10": two values of a measure, or a day
    if _PLACE_BEFORE.search(before) is not None:
        return False  # "Rm 4/12": a room's number, or a day (the CRF weighs it)
    if r is not None and _forward_range(a, b, r):
        return True  # "abx 3/4-3/7": a range of days, though 3/4 is a fraction
    previous = _RANGE_BEFORE.search(before)
    # (its month and day by number: a group's name costs a caught TypeError)
    if previous is not None and _forward_range(previous[1], previous[2], shape):
        return True  # "4/2 - 4/4": a range's last day
    if _TEST_BEFORE.search(before) is not None:
        return True  # "CXR 1/2: no infiltrate": the day of a study
    if _CLOCK_AFTER.match(text, end) is not None:
        return True  # "(4/5 0500)": a day and its hour
    if _HALF_DAY_AFTER.match(text, end) and _SENTENCE_BEFORE.search(before):
        return True  # "PNTX. 1/5 AM HAD 100% PNTX": a day and its morning
    if _PART_OF_DAY_AFTER.match(text, end) is not None:
        return True  # "cks ... 1/10 eves": a day and its evening
    if _RANGE_AFTER.match(text, end) or _forward_to(text, end, a, b):
        return True  # "abx 3/4-present", "3/4->3/6": a range's first day
    if _WEEKDAY_BEFORE_PAIR.search(before) is not None:
        return True  # "seen on Tues 3/5": a weekday names the day a date
    # "on 1/5", "d/c'd 3/4": a date cue makes even a common fraction a date.
    return shape not in _CLINICAL_FRACTIONS or _DATE_CUE.search(before) is not None


def _score_or_setting(low: str, start: int, end: int, b: str) -> bool:
    """A pain score or a ventilator setting, by what follows: never a date."""
    if int(b) == 10 and (_pain_before(low, start) or _PAIN_AFTER.match(low, end)):
        return True  # "pain 8/10", "6/10 cp": a score out of ten
    return _SETTING_AFTER.match(low, end) is not None  # "10/5 peep", "5/10 30%"


def _pain_before(low: str, start: int) -> bool:
    """Whether pain is spoken of just before, or earlier on the line (:data:`_PAIN_REACH`)."""
    near = low[max(0, start - 40) : start]
    if "pain" in near and not _PAIN_FREE.search(near):
        return True  # also across a wrapped line: "c/o chest pain\n6/10"
    if _ON_A_DAY.search(low, max(0, start - 12), start):
        return False  # "had CP on 3/10", "no relief since 4/10": a day
    line = low.rfind("\n", 0, start) + 1
    return _PAIN_BEFORE.search(low, max(line, start - _PAIN_REACH), start) is not None


def _amount(low: str, start: int, end: int, shape: str) -> bool:
    """A common fraction used as an amount: ``1/2 amp``, ``3/4U``, ``2 and a 1/2 hrs``."""
    if shape not in _CLINICAL_FRACTIONS:
        return False
    # The article ``a`` as a word: not a word's last letter (``PTCA 2/04``).
    article = low[max(0, start - 2) : start] == "a " and (
        start < 3 or not low[start - 3].isalpha()
    )
    return article or _AMOUNT_AFTER.match(low, end) is not None


def _glued(low: str, m: regex.Match[str], c: str | None) -> bool:
    """A number shape run into letters: ``x12/40``, ``o2/2l``, ``x5/5.02``.

    Dates are written apart from words; a full date with a four-digit year
    is kept even when glued ("on10/5/2019" is a typo, not a setting).
    """
    if c is not None and len(c) == 4:
        return False
    start, end = m.start(), m.end()
    before = low[start - 1 : start] if start else ""
    after = low[end : end + 1] if c is None else ""
    if _RANGE_WORD_BEFORE.search(low, max(0, start - 9), start):
        before = ""  # "3/4to3/10": a range typed without spaces
    if _RANGE_WORD_AFTER.match(low, end):
        after = ""
    return before.isalpha() or after.isalpha()


#: A range's word glued between two dates: ``3/4to3/10``, ``3/4/21thru3/6/21``.
_RANGE_WORD_AFTER = lazy_compile(r"(?:to|thru|through|till|until)[0-9]")
_RANGE_WORD_BEFORE = lazy_compile(r"[0-9](?:to|thru|through|till|until)$")


#: Insulins by name (and the sliding scale's ``ssi``).
_INSULINS = (
    r"insulin|humalog|novolog|lispro|aspart|glulisine|apidra|nph"
    r"|lantus|glargine|levemir|detemir|ssi"
)
#: An insulin's name (or a scale of doses) before three numbers: a dose for
#: each meal (``Humalog 10/10/10``), which can have a date's shape.
_INSULIN_BEFORE = lazy_compile(
    rf"\b(?:{_INSULINS}|regular|scale)\W{{1,3}}(?:[a-z]{{1,10}}\W{{1,3}})?$"
)
#: An insulin's name right before three numbers (no word between them).
_INSULIN_RIGHT_BEFORE = lazy_compile(rf"\b(?:{_INSULINS})[ \t]{{1,3}}$")
#: What follows doses given with meals: ``10/10/10 with meals``, ``4/4/4 units AC``.
_MEAL_DOSES_AFTER = lazy_compile(
    r"[ ]?(?:units?\b|u\b|with[ ]meals|w/[ ]?meals|before[ ]meals|ac\b|qac\b|tid\b)"
)


def meal_doses(low: str, start: int, end: int) -> bool:
    """Three numbers that are surely a dose for each meal: right after an insulin.

    ``Humalog 10/12/10``, ``NPH 12/8/10 units``: the numbers follow the
    insulin's name at once, or doses' words follow them. A word between
    them may make a date (``Insulin started 10/12/10``): :func:`_doses`
    only weakens that.
    """
    if _MEAL_DOSES_AFTER.match(low, end) is not None:
        return True
    return _INSULIN_RIGHT_BEFORE.search(low, max(0, start - 16), start) is not None


def _doses(low: str, start: int, end: int) -> bool:
    """Three numbers that may be a dose for each meal, not a date: ``Insulin started 10/10/10``."""
    return (
        meal_doses(low, start, end)
        or _INSULIN_BEFORE.search(low, max(0, start - 30), start) is not None
    )


def _no_day(low: str, start: int, end: int, a: str, b: str) -> bool:
    """Whether a month/day shape is an amount, a count, a score or a setting."""
    return (
        _amount(low, start, end, f"{int(a)}/{int(b)}")
        or _RANGE_UNIT_AFTER.match(low, end) is not None
        # "Apgars 8/9": a newborn's scores, never a day
        or _APGAR_BEFORE.search(low, max(0, start - 20), start) is not None
        # "PERRLA 3/3": the pupils' sizes in millimetres
        or _PUPILS_BEFORE.search(low, max(0, start - 10), start) is not None
        or _MODE_BEFORE.search(low, max(0, start - 8), start) is not None
        # "NC 4/6 L", "on 2/3 L NC": a flow of oxygen, never a day
        or _OXYGEN_BEFORE.search(low, max(0, start - 20), start) is not None
        # "Abx day 4/7": the fourth day of seven
        or _COUNT_BEFORE.search(low, max(0, start - 12), start) is not None
        or _gestation_days(low, start, a, b)
        or _score_or_setting(low, start, end, b)
    )


def _gestation_days(low: str, start: int, a: str, b: str) -> bool:
    """``34 3/7``: days of a week after a gestational age's weeks, never a date."""
    return (
        b == "7"
        and int(a) <= 6
        and _GESTATION_WEEKS_BEFORE.search(low, max(0, start - 6), start) is not None
    )


def _numeric_one(low: str, m: regex.Match[str]) -> Finding | None:
    # By number: the regex module tries a group's name as an index first, a
    # TypeError raised and caught (as costly as a Python function call or two).
    a, s, b, c, r = m.groups()
    start = m.start()
    if start and (
        low[start - 1] in "0123456789/" or low[start - 2 : start] in NUMBER_JOINS
    ):
        return None  # inside a longer number, a decimal, a ratio or a time
    # ("DOB:1/2/1990" is a date: a colon after a label, not after a number)
    decimal = start >= 2 and low[start - 1] == "." and _setting_before(low, start - 1)
    if _glued(low, m, c):
        return None  # "600x12/40%", "o2/2l": a setting or a unit run into it
    if c is not None:
        after = low[m.end() : m.end() + 1]
        if s == "." and len(c) == 2:
            sure = _dotted_short(low, start, a, b)
            if sure is not None:
                return Finding(m.start(), m.end(), DATE, "date", sure)
        if after.isalpha() and _RANGE_WORD_AFTER.match(low, m.end()):
            after = ""  # "3/4/21to3/6/21"
        if not _full_date(a, s, b, c) or after == "%" or after.isalpha():
            return None  # "10/5/40%", "10/5/12bpm": ventilator settings
        setting = _SCORE_CUE.search(low[max(0, start - 40) : start]) is not None
        dose = _doses(low, start, m.end())
        return Finding(m.start(), m.end(), DATE, "date", not (setting or dose))
    if s == "." or len(a) > 2 or r and "/" not in s:
        return None
    if len(b) == 4:  # 08/2012
        ok = 1 <= int(a) <= 12 and is_year(b)
        return Finding(m.start(), m.end(), DATE, "date") if ok else None
    if 1 <= int(a) <= 12 and 32 <= int(b) <= 99 and s == "/" and len(b) == 2:  # 4/97
        if _SETTING_AFTER.match(low, m.end()):
            return None  # "12/40%": a ventilator setting
        return Finding(m.start(), m.end(), DATE, "date")
    if 1 <= int(a) <= 12 and 1 <= int(b) <= 31 and len(b) <= 2:
        if _no_day(low, m.start(), m.end(), a, b):
            return None
        # ".7/5 peep" after "600x12x": the fraction of a setting, not a date.
        strong = not decimal and _month_day_strong(low, m.start(), m.end(), a, s, b, r)
        return Finding(m.start(), m.end(), DATE, "month-day", strong)
    return None


def _listed_days(low: str, found: list[Finding]) -> list[Finding]:
    """Months and days made sure after a sure date of the same list, or a few days on.

    ``on 3/4 and 3/5``: the cue makes the first a date, and the next one
    listed is one too (its shape alone, ``3/5``, may be a score); so is one
    a few days after it on its line (:func:`_days_later`).
    """
    for k in range(1, len(found)):
        previous, f = found[k - 1], found[k]
        if f.strong or not previous.strong or f.rule != "month-day":
            continue
        listed = YEAR_LIST_GAP.fullmatch(low, previous.end, f.start) is not None
        if listed or _days_later(low, previous, f):
            found[k] = f._replace(strong=True)
    # "HD 3/4, 3/6, 3/8": the first of a list of days, a few days before the
    # next, sure one (a score listed so does not rise by days: "3/5, 4/5").
    for k in range(len(found) - 2, -1, -1):
        f, following = found[k], found[k + 1]
        if f.strong or not following.strong or f.rule != "month-day":
            continue
        listed = YEAR_LIST_GAP.fullmatch(low, f.end, following.start) is not None
        if listed and _days_later(low, f, following, least=1):
            found[k] = f._replace(strong=True)
    return found


#: Characters a day a few days after a sure one may stand from it.
_NEXT_DAY_REACH = 40
#: Days after a sure day a weak one may be to be read as a day too.
_NEXT_DAYS = 7


def _days_later(low: str, previous: Finding, f: Finding, least: int = 0) -> bool:
    """A weak month and day shortly after a sure one on its line, a few days later.

    ``extub 12/11, epi weaned 12/11, levo weaned 12/12``: events dated one
    after another; a score or a setting (``5/5``) is no day or two after a
    date's.
    """
    gap = low[previous.end : f.start]
    if len(gap) > _NEXT_DAY_REACH or "\n" in gap or any(c.isdigit() for c in gap):
        return False
    if _MEASURE_BETWEEN.search(gap) or _LAB_CUE.search(gap):
        return False  # "admitted 3/4, strength 3/5": a score after the date
    days = [_month_and_day(low[x.start : x.end]) for x in (previous, f)]
    if None in days:
        return False
    (m0, d0), (m1, d1) = days  # type: ignore[misc]
    later = d1 - d0 if m1 == m0 else d1 + 31 - d0 if m1 == m0 % 12 + 1 else -1
    return least <= later <= _NEXT_DAYS


#: Scores' and ventilator modes' words between two pairs: the second is a value.
_MEASURE_BETWEEN = lazy_compile(
    rf"\b(?:{_SCORE_WORDS}|{VENTILATOR_MODES}|tv|vt|fio2)\b"
)


def _month_and_day(shape: str) -> tuple[int, int] | None:
    """``(month, day)`` of a ``m/d`` shape (None for any other)."""
    parts = shape.split("/")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        return None
    return int(parts[0]), int(parts[1])


def _numeric(low: str, text: str) -> list[Finding]:
    found = _listed_days(
        low, [f for m in _NUMERIC.finditer(low) if (f := _numeric_one(low, m))]
    )
    # The runs of six digits or more (``_DIGIT_RUN``), from the runs the
    # number rules share (``text``'s, which are ``low``'s).
    for start, end in digit_runs(text):
        if end - start < 6:
            continue
        run = low[start:end]
        if not starts_word(low, start, ".,/-") or regex.match(
            r"[.,/][0-9]", low[end : end + 2]
        ):
            continue
        if len(run) in (8, 12) and _full_date(run[:4], "-", run[4:6], run[6:8]):
            found.append(Finding(start, end, DATE, "date"))
        elif len(run) == 6 and _full_date(run[:2], "/", run[2:4], run[4:]):
            found.append(Finding(start, end, DATE, "mmddyy", strong=False))
    return found


def _number_first_starts(low: str, months: tuple[int, ...]) -> list[int]:
    """Where a ``_NUMBER_FIRST`` match can start: a digit or apostrophe just before a month.

    The month follows the number within :data:`_NUMBER_REACH` characters
    (``2012 of mar``, ``'12 aug``), so those are the only places to try.
    """
    starts = {
        i
        for p in months
        for i in range(max(0, p - _NUMBER_REACH), p)
        if low[i] in _DIGITS_OR_APOSTROPHE
    }
    return sorted(starts)


#: Characters either side of a word in capitals looked at for lower case.
_CASE_REACH = 30


def capitals_in_mixed_case(text: str, start: int, end: int) -> bool:
    """A word in capitals among lower-case words: an acronym (``on the MAR.``, ``TIA 2/09``)."""
    if not text[start:end].isupper():
        return False
    around = text[max(0, start - _CASE_REACH) : end + _CASE_REACH]
    return any(c.islower() for c in around)


#: A capitalised word of letters right after a capitalised month's name: the
#: month is a first name (``April Lane``, ``June Hall``), the name rules' to
#: find; a day, a year or lower case follows a month.
_SURNAME_AFTER = lazy_compile(r"(?<=\b[A-Z][a-z]+)[ ][A-Z][a-z]+(?:-[A-Z][a-z]+)?\b")
#: Month abbreviations no clinical word or common name shares (not ``aug``,
#: ``dec``, ``mar``, ``may``, ``jun``, ``jul``): a month after a time's cue.
_CUED_ABBREVIATIONS = frozenset("jan feb apr sep sept oct nov".split())
#: A unit or a counted thing after a month's number: the number is a dose or
#: a count, the "month" a word (``dose dec 20 mg``, ``FiO2 dec 10 %``, ``may 2
#: more hours``, ``OCT 3 weeks ago``: optical coherence tomography).
UNIT_AFTER_DAY = lazy_compile(
    r"[ ]?(?:%|(?:mg|mcg|gm?|ml|cc|l|lpm|units?|u|cm|mm|meq|mmhg|breaths?|beats?|bpm"
    r"|points?|pts|weeks?|wks?|days?|hours?|hrs?|mins?|minutes?|more|tabs?|puffs?"
    r"|liters?|degrees?|doses?|times|kg|lbs?)(?![a-z]))"
)


def _dosed_tail(low: str, m: regex.Match[str]) -> bool:
    """Whether a month's day is a number before a unit (no year between)."""
    tail = m["tail"]
    day = regex.fullmatch(r"[ ]?[-,.]?[ ]?[0-9]{1,2}", tail)
    return day is not None and UNIT_AFTER_DAY.match(low, m.end()) is not None


#: Month abbreviations that are clinical words, even with their period (``dia
#: aug.``, an intra-aortic balloon's augmentation): a month after a time's cue.
_WORD_ABBREVIATIONS = frozenset({"aug"})
#: A word naming a time right before a month: ``in Jan``, ``since Sept``.
_MONTH_CUE_BEFORE = lazy_compile(
    r"\b(?:in|since|until|till|by|during|early|mid|late|last|next|this|before"
    r"|after|from|through|thru)[ ]$"
)


def _month_cue(low: str, start: int) -> bool:
    """Whether a word naming a time stands right before ``start``."""
    return _MONTH_CUE_BEFORE.search(low, max(0, start - 9), start) is not None


@functools.lru_cache(maxsize=4)
def _month_positions(low: str) -> tuple[int, ...]:
    """``key_positions(low, _MONTH_KEYS)``, for less (remembered for the last few texts).

    The nine other months are searched for; the three of :data:`_J_MONTHS`
    are asked at each "j", and a text without one needs no merging.
    """
    positions = key_positions(low, _OTHER_MONTH_KEYS)
    j = low.find("j")
    if j == -1:
        return positions  # most notes
    merged = set(positions)
    while j != -1:
        if low.startswith(_J_MONTHS, j):
            merged.add(j)
        j = low.find("j", j + 1)
    return tuple(sorted(merged))


def _named(low: str, text: str) -> list[Finding]:
    found = []
    months = _month_positions(low)
    word_starts = [p for p in months if starts_word(low, p)]
    for m in matches_at(_MONTH_FIRST, low, word_starts):
        if not starts_word(low, m.start()):
            continue
        if m["tail"]:
            if _dosed_tail(low, m):
                continue  # "dose dec 20 mg", "OCT 3 weeks ago": no day
            found.append(Finding(m.start(), m.end(), DATE, "date"))
            continue
        if titled_month(text, m.start()):
            continue  # "per NP May": the nurse practitioner's name
        word = m.group().rstrip(".")
        strong = word not in AMBIGUOUS_MONTHS or (
            m["dot"] is not None and word != "may"
        )
        if len(word) <= 4 and m["dot"] is None:
            # "aug" for augmentation, "dec" for decreased; but "in Jan", "since
            # Sept": an abbreviation no word shares, after a word naming a time
            strong = word in _CUED_ABBREVIATIONS and _month_cue(low, m.start())
        elif word in _WORD_ABBREVIATIONS:
            strong = _month_cue(low, m.start())  # "good dia aug.": augmentation
        if word in AMBIGUOUS_MONTHS and capitals_in_mixed_case(
            text, m.start(), m.start() + len(word)
        ):
            strong = False  # "on the MAR.": the medication record
        if _SURNAME_AFTER.match(text, m.start() + len(word)):
            strong = False  # "April Lane (HCP)", "June Hall": a first name
        end = _without_period(low, m.start(), m.end())
        found.append(Finding(m.start(), end, DATE, "month", strong))
    for m in matches_at(_NUMBER_FIRST, low, _number_first_starts(low, months)):
        number = m.group().lstrip("'")
        head = regex.match(r"[0-9]+(?:st|nd|rd|th)?", number)
        valid = m.group()[0] == "'" or (head and _ORD_OR_YEAR.fullmatch(head.group()))
        if valid and starts_word(low, m.start()):
            end = _without_period(low, m.start(), m.end())
            found.append(Finding(m.start(), end, DATE, "date"))
    found += [
        Finding(m.start(), m.end(), DATE, "date")
        for m in anchored_matches(_PERIOD, low, ("early", "mid", "late"))
    ]
    return found


#: The smallest ordinal that closes a sentence as a day, not a step or a try.
_SURE_DAY = 4
#: Words that start a new phrase after a day, as punctuation would: ``on the
#: 23rd with chest pain``, ``on the 21st in clinic`` (a counted thing follows its
#: ordinal: ``the 12th floor``).
_CLAUSE_WORDS = frozenset("with at for when while per until to in".split())
#: ``in`` that goes on counting after an ordinal: ``the 2nd in a row``, ``3rd
#: in line``.
_COUNT_AFTER_IN = lazy_compile(r"in[ \t]+(?:a[ \t]+row|line|command|charge|class)\b")
#: Words that join a second event to an event's day: ``discharged on the 22nd
#: and readmitted`` (after no event, ``the 11th and 12th ribs`` count ribs).
_EVENT_CLAUSE_WORDS = _CLAUSE_WORDS | frozenset("and but then".split())


#: Words other than ``on`` that name a day before ``the`` and an ordinal
#: closing a sentence or clause by punctuation: ``since the 3rd.`` (``since
#: the 2nd with`` may count a dose).
_DAY_BEFORE_THE = frozenset("since until till by".split())


def _day_closing_sentence(
    low: str, m: regex.Match[str], after_event: bool = False
) -> bool:
    """``on the 17th.``, ``since 5th with``, ``on the 3rd,``: a day that ends a clause.

    A clause ends at punctuation or at a word that starts a phrase. Small
    ordinals end clauses as steps and attempts (``on 1st step.``, ``THE
    1ST.``), and any ordinal before a noun may count something else (``the
    12th floor``); a larger one with nothing after it is a day.
    """
    rest = low[m.end() : m.end() + 12].lstrip(" \t")
    after = rest.split(maxsplit=1)
    words = _EVENT_CLAUSE_WORDS if after_event else _CLAUSE_WORDS
    closed = rest[:1] in ".,;)\n" or (
        bool(after) and after[0] in words and not _COUNT_AFTER_IN.match(rest)
    )
    # "on the 3rd," names a day whatever its number ("on 1st step." counts
    # one), and so does "since the 3rd." before punctuation.
    cue = m.group().split()[:2]
    on_the = cue == ["on", "the"] or (
        cue[1:] == ["the"] and cue[0] in _DAY_BEFORE_THE and rest[:1] in ".,;)\n"
    )
    return (int(m["d"]) >= _SURE_DAY or on_the) and closed


def _ordinal_days(low: str) -> list[Finding]:
    """Days written as ordinals after a date cue (weak: ``the 5th ICS`` is no date)."""
    if not _ORDINAL_NUMBER.search(low):
        return []  # most notes: "st", "th"... stand in words, never after a digit
    found = []
    for m in _ORDINAL_DAY.finditer(low):
        if starts_word(low, m.start()) and 1 <= int(m["d"]) <= 31:
            # "Friday the 13th": a weekday names the day a date.
            before = max(0, m.start() - 16)
            event = _EVENT_CUE.search(low, before, m.start()) is not None
            sure = _WEEKDAY_BEFORE.search(
                low, max(0, m.start() - 12), m.start()
            ) is not None or _day_closing_sentence(low, m, event)
            found.append(Finding(m.start("d"), m.end(), DATE, "day-ordinal", sure))
    return found


#: Days of the month written as ordinal words, and their numbers.
_ORDINAL_WORDS = dict(
    zip(
        "first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
        "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
        "nineteenth twentieth".split(),
        range(1, 21),
        strict=True,
    )
) | {"thirtieth": 30}
_UNIT_ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
#: An ordinal word, ``twenty-first`` and ``thirty first`` too (checked: at most 31).
_SPELLED_DAY = lazy_compile(
    rf"(?P<tens>(?:twenty|thirty)[- ]?)?(?P<unit>{_UNIT_ORDINALS})(?![a-z-])"
    r"|(?P<word>tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth"
    r"|twentieth|thirtieth)(?![a-z-])"
)
#: What every ``_SPELLED_DAY`` match starts with.
_SPELLED_KEYS = (*_ORDINAL_WORDS, "twenty", "thirty")
#: A month and ``the`` right before an ordinal word: ``March third``, ``Oct. the 1st``.
_MONTH_BEFORE_DAY = lazy_compile(rf"(?<![a-z]){_MONTH}\.?[ ](?:the[ ])?$")
#: ``of`` and a month right after an ordinal word: ``the third of March``.
_OF_MONTH_AFTER = lazy_compile(rf"[ ]of[ ]{_MONTH}\.?(?![a-z])")
#: A year after a day written out: ``March third, 2019``.
_SPELLED_YEAR_AFTER = lazy_compile(rf",?[ ]{_Y4}(?![0-9])")


def _spelled_number(m: regex.Match[str]) -> int:
    """The day an ``_SPELLED_DAY`` match names (above 31 for ``thirty-second``)."""
    if m["word"]:
        return _ORDINAL_WORDS[m["word"]]
    tens = {"twenty": 20, "thirty": 30}.get((m["tens"] or "").rstrip("- "), 0)
    return tens + _ORDINAL_WORDS[m["unit"]]


#: ``on the`` and a day written out closing its clause: ``seen on the
#: fourteenth.`` (the ordinals of ten and more: ``on the third`` is a try too).
_ON_THE_SPELLED_DAY = lazy_compile(
    r"(?<![a-z])on[ ]the[ ](?P<d>(?:tenth|eleventh|twelfth"
    r"|(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth"
    rf"|(?:twenty|thirty)[- ]?(?:{_UNIT_ORDINALS})))"
    r"(?=[ \t]*(?:[.,;)\n]|$))"
)
#: What every day of :data:`_ON_THE_SPELLED_DAY` holds.
_LONG_ORDINAL_KEYS = ("tenth", "eleventh", "twelfth", "teenth", "twent", "thirt")


def _spelled_closing_days(low: str) -> list[Finding]:
    """``seen by dr pham on the fourteenth``: a day written out after ``on the``, closing a clause.

    The dictated form of ``on the 14th.``; no month is needed when nothing
    but punctuation or the line's end follows (not ``on the fourteenth
    floor``).
    """
    if not any(key in low for key in _LONG_ORDINAL_KEYS):
        return []
    return [
        Finding(m.start("d"), m.end("d"), DATE, "day-ordinal", True)
        for m in _ON_THE_SPELLED_DAY.finditer(low)
        if _spelled_number(_SPELLED_DAY.match(m["d"])) <= 31
    ]


def _spelled_days(low: str, text: str) -> list[Finding]:
    """Days written out as words with their month (``the 21st`` is :func:`_ordinal_days`').

    ``March third, 2019``, ``the twenty-first of May``: sure, the month and
    the word together. A month that is also a word (``may``, ``march``)
    must be capitalised before its day (``she may first try``).
    """
    if not _month_word(low):
        return []  # most notes: no month's name, which each such day stands beside
    found = []
    starts = [p for p in key_positions(low, _SPELLED_KEYS) if starts_word(low, p)]
    for m in matches_at(_SPELLED_DAY, low, starts):
        if not 1 <= _spelled_number(m) <= 31:
            continue
        of_month = _OF_MONTH_AFTER.match(low, m.end())
        month = _MONTH_BEFORE_DAY.search(low, max(0, m.start() - 16), m.start())
        if of_month is not None:
            start, end = m.start(), _without_period(low, m.start(), of_month.end())
        elif month is not None and _written_as_month(text, month.start()):
            start, end = month.start(), m.end()
        else:
            continue
        year = _SPELLED_YEAR_AFTER.match(low, end)
        found.append(Finding(start, year.end() if year else end, DATE, "date"))
    return found


#: A month's name and no letter after it (not the ``dec`` of ``decreased``).
_MONTH_WORD = lazy_compile(rf"{_MONTH}\.?(?![a-z])")


def _month_word(low: str) -> bool:
    """Whether a month's name stands in ``low``, as every day spelled out has beside it.

    :data:`_MONTH_BEFORE_DAY` and :data:`_OF_MONTH_AFTER` each hold one. A
    cheap test before the twenty-three searches for ordinal words: the months'
    places were found for :func:`_named` (and are remembered).
    """
    return any(_MONTH_WORD.match(low, p) for p in _month_positions(low))


def _written_as_month(text: str, start: int) -> bool:
    """Whether the month word at ``start`` is one: capitalised if also a common word."""
    word = regex.match(r"[A-Za-z]+", text[start:])
    return word is not None and (
        word.group().lower() not in AMBIGUOUS_MONTHS or word.group()[0].isupper()
    )


#: Weekday abbreviations that are no English word (``mon``, ``wed``, ``sat`` are).
_SURE_ABBREVIATIONS = frozenset({"tues", "thurs"})
#: A word that names a day right before a weekday's abbreviation: ``since
#: Tues``, ``last wed``, ``until Fri`` (not ``on``: ``wave form on sat``).
_DAY_CUE = lazy_compile(r"\b(?:since|last|next|this|until|till|by)[ ]$")
#: ``sat``/``sun`` after such a word and before the end of a phrase: ``no BM
#: since Sat``, ``last Sun.`` (elsewhere a saturation or the sun: ``by sat
#: 95%``).
_WEEKEND = lazy_compile(
    r"(?<=\b(?:since|last|next|this|until|till)[ ])(?:sat|sun)(?![a-z])"
    r"(?=\.?[ ]?(?:[,;:)]|\.|$|and\b|or\b|am\b|pm\b|night\b))",
    regex.MULTILINE,
)

#: The weekend's two days named together (``visits sat and sun``, ``Sat/Sun``):
#: neither is then a saturation or the sun.
_WEEKEND_PAIR = lazy_compile(
    r"(?<![a-z])(?P<sat>sat(?:urday)?)[ ]?(?:and|&|or|/|-)[ ]?(?P<sun>sun(?:day)?)(?![a-z])"
)

#: What every ``_WEEKEND`` and ``_WEEKEND_PAIR`` match starts with.
_WEEKEND_KEYS = ("sat", "sun")


def _cued(low: str, start: int) -> bool:
    """Whether a word that names a day (:data:`_DAY_CUE`) stands right before ``start``."""
    return _DAY_CUE.search(low, max(0, start - 8), start) is not None


def _days(low: str) -> list[Finding]:
    # A weekday in the plural is a habit or a count, no day ("HD on Tuesdays",
    # "two Tuesdays ago"): weak, for the CRF to weigh.
    found = [
        Finding(
            m.start(),
            m.end(),
            WEEKDAY,
            "weekday",
            (m[_FULL] is not None and not m[_PLURAL])
            or m.group() in _SURE_ABBREVIATIONS
            or _cued(low, m.start()),
        )
        for m in anchored_matches(_WEEKDAY, low, _WEEKDAY_KEYS)
        if starts_word(low, m.start())
    ]
    # Both patterns start at "sat" or "sun" (after a lookbehind, which makes
    # a scan of the text slow): tried only where one stands.
    weekend = key_positions(low, _WEEKEND_KEYS)
    if weekend:
        found += [
            Finding(m.start(), m.end(), WEEKDAY, "weekday")
            for m in matches_at(_WEEKEND, low, weekend)
        ]
        found += [  # "visiting sat and sun"
            Finding(m.start(day), m.end(day), WEEKDAY, "weekday")
            for m in matches_at(_WEEKEND_PAIR, low, weekend)
            for day in ("sat", "sun")
        ]
    if _has_holiday_key(low):
        found += [
            Finding(m.start(), _holiday_end(low, m.end()), HOLIDAY, "holiday")
            for m in _HOLIDAY.finditer(low)
            if starts_word(low, m.start())
        ]
    return found


#: A year right after a holiday's name: ``Christmas day 1931``, ``Easter, 2019``.
_HOLIDAY_YEAR = lazy_compile(r",?[ ](?:19|20)[0-9]{2}(?![0-9])")


def _holiday_end(low: str, end: int) -> int:
    """Where a holiday's date ends: after the year that follows it, if one does."""
    m = _HOLIDAY_YEAR.match(low, end)
    return m.end() if m else end


def find_dates(text: str) -> list[Finding]:
    """Dates, years, weekdays and holidays in ``text``.

    Args:
        text: the document text.

    Returns:
        Findings (possibly overlapping; the merge keeps the longest).
    """
    low = lowered(text)
    found = (
        _numeric(low, text)
        + _named(low, text)
        + find_bare_years(low, text)
        + _days(low)
        + _ordinal_days(low)
        + _spelled_days(low, text)
        + _spelled_closing_days(low)
        + find_history_years(low, text)
        + _comma_joined_days(low)
        + event_ordinals(low)
        + history_in_years(low, text)
        + operation_years(low, text)
        + misspelled_months(low, text)
        + run_on_days(low)
        + spaced_years(low)
    )
    found += listed_days(low, found)
    return _dated_weekdays(text, found)


#: Two or more month/day pairs joined by bare commas: ``cx 5/1,5/3,5/5``.
_COMMA_JOINED = lazy_compile(
    r"(?<![0-9.,/])[0-9]{1,2}/[0-9]{1,2}(?:[,&+][0-9]{1,2}/[0-9]{1,2})+"
    r"(?![0-9/]|[.:,-][0-9])"
)


#: What joins the days of such a list: ``3/2,3/4``, ``3/4&3/5``, ``3/4+3/5``.
_JOINS = regex.compile(r"[,&+]")
#: A culture's word right before a list of days: the days it was drawn
#: (``BCx 3/4,3/5 NGTD``, ``cx 3/4&3/5 neg``).
_CULTURE_BEFORE = lazy_compile(r"\b(?:bc|bcx|cx|cxs|cultures?|ucx|cultured)\W{0,3}$")


def _comma_joined_days(low: str) -> list[Finding]:
    """Days listed with commas and no spaces: ``BCx 3/2,3/4,3/6 NGTD``.

    :data:`_NUMERIC` leaves a pair out when a comma and a digit touch it
    (``1,5/3`` may be a number's thousands). A list of two or more pairs,
    each a month and a day, every one later than the one before, is a list
    of days (cultures, doses, visits); scores written so repeat or fall.
    Sure when three or more, or when a date cue, an event or a study
    precedes the list; weak otherwise (``1/2,3/4`` may be two fractions).
    """
    found: list[Finding] = []
    for m in _COMMA_JOINED.finditer(low):
        parts = _JOINS.split(m.group())
        days = [_month_and_day(p) for p in parts]
        if not _ascending_days(days):
            continue
        before = low[max(0, m.start() - 30) : m.start()]
        sure = (
            len(days) >= 3
            or _DATE_CUE.search(before) is not None
            or _EVENT_CUE.search(before) is not None
            or _TEST_BEFORE.search(before) is not None
            or _CULTURE_BEFORE.search(before) is not None
        )
        at = m.start()
        for part in parts:
            found.append(Finding(at, at + len(part), DATE, "month-day", sure))
            at += len(part) + 1
    return found


def _ascending_days(days: list[tuple[int, int] | None]) -> bool:
    """Whether every pair is a month and a day, each later in the year than the last."""
    if any(d is None or not (1 <= d[0] <= 12 and 1 <= d[1] <= 31) for d in days):
        return False
    return all(a < b for a, b in itertools.pairwise(days))  # type: ignore[operator]


#: Between a weekday and the date it names: ``Mon, Oct 14``, ``Wed. 10/2``.
_WEEKDAY_TO_DATE = lazy_compile(r"\.?,?[ ]{1,2}")


def _dated_weekdays(text: str, found: list[Finding]) -> list[Finding]:
    """Weekday abbreviations made sure right before a sure date (``Mon, Oct 14``).

    Not ``sat``/``sun`` in lower case, which are words (``sat 3/4 of the day``).
    """
    dates = {f.start for f in found if f.kind == DATE and f.strong}
    for k, f in enumerate(found):
        if f.kind != WEEKDAY or f.strong:
            continue
        word = text[f.start : f.end]
        if word in ("sat", "sun"):
            continue
        gap = _WEEKDAY_TO_DATE.match(text, f.end)
        if gap is not None and gap.end() in dates:
            found[k] = f._replace(strong=True)
    return found
