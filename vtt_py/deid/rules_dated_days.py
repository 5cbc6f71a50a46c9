"""Days and years no date shape cues: ordinals after events, history years, slips, lists."""

from __future__ import annotations

import functools

from vtt_py.deid.kinds import DATE, YEAR, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import FULL_MONTHS, one_edit_words, zipf
from vtt_py.deid.rules_years import next_history_years
from vtt_py.deid.text import digit_runs

#: An ordinal day right after an event or a plan's word (``extubated 21st``,
#: ``booked 29th``, ``admitted on 12th``): the day it happened or will.
_EVENT_ORDINAL = lazy_compile(
    r"(?<![a-z])(?:extubated|intubated|reintubated|admitted|readmitted|discharged"
    r"|transferred|started|stopped|removed|placed|inserted|changed|seen|done|drawn"
    r"|scheduled|planned|booked|postponed|rescheduled|moved|due|expected|arrived"
    r"|presented|fell|died|expired|born|operated|appt|appointment)"
    r"[ ](?:on[ ])?(?:the[ ])?(?P<d>[0-9]{1,2})(?:st|nd|rd|th)(?![a-z0-9])"
)
#: A bare day after an event's ``on the``, its ordinal's letters left out:
#: ``admitted on the 14 and extubated on the 16.`` (``on the`` with no
#: ordinal counts nothing; a measure or a device follows its number).
_EVENT_BARE_DAY = lazy_compile(
    r"(?<![a-z])(?:extubated|intubated|reintubated|admitted|readmitted|discharged"
    r"|transferred|started|stopped|removed|placed|inserted|changed|seen|done|drawn"
    r"|scheduled|planned|booked|arrived|presented|fell|died|expired|operated)"
    r"[ ]on[ ]the[ ](?P<d>[0-9]{1,2})(?![a-z0-9:/%-]|[.,][0-9])"
)
#: What every ``_EVENT_BARE_DAY`` match holds: looked for first (a literal
#: the regex module finds fast), most notes have none.
_ON_THE_NUMBER = lazy_compile(r"on the [0-9]")
#: An ordinal day of a month named by its place in time: ``3rd of this month``.
_OF_THE_MONTH = lazy_compile(
    r"(?<![0-9a-z])(?P<d>[0-9]{1,2})(?:st|nd|rd|th)[ ]of[ ](?:this|last|next|the|that)"
    r"[ ]month(?![a-z])"
)
#: What every ordinal day holds: looked for first, in one scan.
_ORDINAL_NUMBER = lazy_compile(r"[0-9](?:st|nd|rd|th)")
#: The smallest ordinal that closes a clause as a day after an event (``the
#: 2nd.`` may count a try).
_SURE_DAY = 4
#: Words after which an ordinal's clause has ended: ``extubated 21st with``.
_CLAUSE_WORDS = frozenset("with at for when while per until to and but then".split())


def _closes_clause(low: str, end: int) -> bool:
    """Whether punctuation, the line's end or a clause's word follows ``end``."""
    rest = low[end : end + 12].lstrip(" \t")
    words = rest.split(maxsplit=1)
    return (
        rest[:1] in ".,;)\n"
        or rest == ""
        or (bool(words) and words[0] in _CLAUSE_WORDS)
    )


def event_ordinals(low: str) -> list[Finding]:
    """Ordinal days after an event's word or before ``of this month`` (sure).

    ``reintubated 23rd.``, ``booked 29th but``, ``the 3rd of this month``,
    ``admitted on the 14 and`` (no ordinal's letters); not ``on 2nd
    attempt``, ``placed 3rd line``, ``started on the 5 mg`` (a count or a
    measure before a noun).
    """
    found = []
    if _ON_THE_NUMBER.search(low):
        found = [
            Finding(m.start("d"), m.end(), DATE, "day-bare")
            for m in _EVENT_BARE_DAY.finditer(low)
            if _SURE_DAY <= int(m["d"]) <= 31 and _closes_clause(low, m.end())
        ]
    if not _ORDINAL_NUMBER.search(low):
        return found  # most notes: no digit before "st", "nd", "rd" or "th"
    found += [
        Finding(m.start("d"), m.end(), DATE, "day-ordinal")
        for m in _OF_THE_MONTH.finditer(low)
        if 1 <= int(m["d"]) <= 31
    ]
    for m in _EVENT_ORDINAL.finditer(low):
        day = int(m["d"])
        if _SURE_DAY <= day <= 31 and _closes_clause(low, m.end()):
            found.append(Finding(m.start("d"), m.end(), DATE, "day-ordinal"))
    return found


#: A diagnosis or an event, ``in`` and a two-digit year closing a list's item:
#: ``breast CA in 09,``, ``DVT in 07.`` (not a measure's ``HR in 80,``).
_IN_YEAR = lazy_compile(
    r"(?<![a-z])(?:ca|cancer|carcinoma|lymphoma|leukemia|melanoma|dvt|pe|mi|cva|tia"
    r"|stroke|fx|fracture|surgery|repair|replacement|resection|chf|afib|pna|pneumonia"
    r"|sepsis|seizures?|hepatitis|tb|transplant|amputation|dx|dx'd|diagnosed)"
    r"[ ]in[ ]'?(?P<y>[0-9]{2})(?=[ \t]*(?:[,;)]|\.(?![0-9])|\r?\n|\Z))"
)
#: The longest word :data:`_IN_YEAR` starts with, and its `` in ``.
_IN_REACH = len("replacement in '")
#: A history's words earlier on the line: the ``in 09`` after them is a year.
_HISTORY_WORDS = lazy_compile(
    r"\b(?:hx|h/o|pmh|psh|pmhx|history|dx|dx'd|diagnosed|s/p|status[ ]post)(?![a-z])"
)
#: How far back on its line a history's word is looked for.
_HISTORY_REACH = 60


def _history_before(low: str, at: int) -> bool:
    """Whether a history's word stands on the line within :data:`_HISTORY_REACH` of ``at``."""
    reach = max(0, at - _HISTORY_REACH)
    line = low.rfind("\n", reach, at) + 1
    return _HISTORY_WORDS.search(low, max(line, reach), at) is not None


def history_in_years(low: str, text: str) -> list[Finding]:
    """Two-digit years after ``in`` closing an item of a medical history (sure).

    ``h/o DVT in 07.``, ``Dx'd with breast CA in 09, s/p lumpectomy``: a
    history's word earlier on the line makes the number a year; elsewhere
    ``in 20,`` is a count or a value.
    """
    found = []
    for start, end in digit_runs(text):
        if end - start != 2:
            continue
        if not low.endswith(("in ", "in '"), 0, start):
            continue
        at = max(0, start - _IN_REACH)
        m = _IN_YEAR.search(low, at, end)
        if m is None or m.start("y") != start:
            continue
        if not _history_before(low, at):
            continue
        found.append(Finding(start, end, YEAR, "history-year"))
    return found


#: A bare day after a sure month and day and ``and``/``&``/a comma, at a
#: clause's end: the ``5`` of ``on 3/4 and 5.``.
_LISTED_DAY = lazy_compile(
    r"(?:[ ]?,[ ]?(?:and[ ])?|[ ](?:and|&)[ ])(?P<d>[0-9]{1,2})"
    r"(?:st|nd|rd|th)?(?=[ \t]*(?:[,;)]|\.(?![0-9])|\r?\n|\Z))"
)
#: The day's group by number, here and in :data:`_DAY_OF`: the ``regex`` module
#: tries a group's name as an index first, a TypeError raised and caught each time.
_DAY = 1


def listed_days(low: str, found: list[Finding]) -> list[Finding]:
    """Days listed by their number alone after a sure day: ``on 3/4 and 5.``, ``Jan 3 and 5``.

    The day must come later in the same month (``3/4, 3/5 and 6``); a number
    that is no later day (``on 3/4 and 2.``) is left alone.
    """
    more = []
    for f in found:
        if f.kind != DATE or not f.strong:
            continue
        day = _DAY_OF.fullmatch(low, f.start, f.end)
        if day is None:
            continue
        m = _LISTED_DAY.match(low, f.end)
        if m is not None and int(day[_DAY]) < int(m[_DAY]) <= 31:
            more.append(Finding(m.start(_DAY), m.end(), DATE, "listed-day"))
    return more


#: A date that ends in its day and names no year: ``3/4``, ``jan 3``, ``march 3rd``.
_DAY_OF = lazy_compile(
    r"(?:[0-9]{1,2}/|[a-z]{3,9}\.?[ ])(?P<d>[0-9]{1,2})(?:st|nd|rd|th)?"
)


#: The word (and a count: ``CABGx3``) right before a two-digit number.
_WORD_BEFORE_YEAR = lazy_compile(
    r"(?<![a-z])(?P<w>[a-z]{2,20}?)(?:[ ]?x[ ]?[1-9])?[ ]?[,(]?[ ]'?\Z|"
    r"(?<![a-z])(?P<w2>[a-z]{2,20}?)(?:[ ]?x[ ]?[1-9])?[ ]?\(\Z"
)
#: Endings of operations' names: ``thyroidectomy 01``, ``craniotomy 99``,
#: ``arthroplasty 11`` (not ``-ostomy``: an ostomy's output is a number too).
_OPERATION_ENDINGS = ("ectomy", "otomy", "plasty", "oscopy", "ectomies")
#: Operations and procedures no ending names: ``ablation 07``, ``CABGx3 97``.
_PROCEDURES = frozenset("cabg ablation cea bypass shunt band fusion graft".split())
#: Diagnoses whose two digits are a year only on a history's line (``PMH breast
#: ca 09,``; a lab's ``Ca 10,`` elsewhere).
_HISTORY_DIAGNOSES = frozenset("ca cancer".split())
#: How far before a year its operation's word may start.
_OPERATION_REACH = 28


def operation_years(low: str, text: str) -> list[Finding]:
    """Two-digit years closing a list's item after an operation (sure).

    ``PSH: thyroidectomy 01, prostatectomy 03.``, ``s/p ablation 07.``,
    ``CABGx3 97,``: an operation named by its ending or listed, and two
    digits and the item's end after it (and the years listed after them:
    ``splenectomy x2 88, 92``).
    """
    found = []
    for start, end in digit_runs(text):
        if end - start != 2 or not _ITEM_END.match(low, end):
            continue
        m = _WORD_BEFORE_YEAR.search(low, max(0, start - _OPERATION_REACH), start)
        if m is None:
            continue
        word = m["w"] or m["w2"]
        if word in _HISTORY_DIAGNOSES:
            if not _history_before(low, start):
                continue
        elif not (word.endswith(_OPERATION_ENDINGS) or word in _PROCEDURES):
            continue
        found.append(Finding(start, end, YEAR, "history-year"))
        found += next_history_years(low, end)
    return found


#: The end of a list's item after a number: ``,`` ``.`` ``;`` ``)`` or the line's end.
_ITEM_END = lazy_compile(r"[ \t]*(?:[,;)]|\.(?![0-9])|\r?\n|\Z)")


#: Months long enough that a word one typing slip from them is no other word.
_LONG_MONTHS = (
    "january",
    "february",
    "august",
    "september",
    "october",
    "november",
    "december",
)


@functools.cache
def _month_slips() -> frozenset[str]:
    """Misspellings of the long months (``febuary``, ``ocotber``, ``setember``)."""
    return frozenset(
        set().union(*(one_edit_words(m) for m in _LONG_MONTHS)) - FULL_MONTHS
    )


#: Zipf frequency from which a slip is an English word (``augusta`` is not
#: one, ``auguste`` neither; a real word stays a word).
_WORD_ZIPF = 3.0
#: A misspelled month's word and the day or year after it: ``Febuary 2019``,
#: ``Ocotber 12,``, ``Setember 3rd``.
_SLIP_BEFORE = lazy_compile(r"(?<![a-z])(?P<w>[a-z]{5,10})\.?,?[ ]\Z")
_SLIP_NUMBER = lazy_compile(
    r"(?:(?:1[89]|20)[0-9]{2}|(?:0?[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?"
    r"(?:,?[ ](?:1[89]|20)[0-9]{2})?)(?![0-9a-z:/]|\.[0-9])"
)


def misspelled_months(low: str, text: str) -> list[Finding]:
    """A month typed with one slip, before its day or year: ``Febuary 2019`` (sure)."""
    found = []
    slips = _month_slips()
    for start, _end in digit_runs(text):
        if low[start - 1 : start] != " ":
            continue
        # The word before, without its comma or period: a set's look-up first
        # (a digit follows a word almost everywhere; a slip almost nowhere).
        words = low[max(0, start - 14) : start - 1].rstrip(".,").rsplit(maxsplit=1)
        if not words or words[-1] not in slips:
            continue
        m = _SLIP_BEFORE.search(low, max(0, start - 14), start)
        if m is None or m["w"] not in slips or zipf(m["w"]) >= _WORD_ZIPF:
            continue
        number = _SLIP_NUMBER.match(low, start)
        if number is not None:
            found.append(Finding(m.start("w"), number.end(), DATE, "date"))
    return found
