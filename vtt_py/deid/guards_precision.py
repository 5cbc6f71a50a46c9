"""Guards for clinical words the CRF lifts weakly: ``Holter``, ``EDD``, ``Thurs``, ``Dec-Mar``."""

from __future__ import annotations

import regex

from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    EPONYM_DEVICES,
    MONTHS,
    PREFIXES,
    PROVIDER_CUES,
    RELATIVE_CUES,
    WEEKDAYS,
    name_people,
)
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.rules_name_cues import PERSON_VERBS
from vtt_py.deid.rules_years import OPERATIONS
from vtt_py.deid.text import match_in_line
from vtt_py.lexicons.places import place_table

#: A CRF suggestion under this probability may be judged by its word alone;
#: a surer one (``Dr Holter`` aside, a name the CRF is sure of) stays.
CLINICAL_SCORE = 0.5
#: Under this probability a weekday many people bear (``Sun``, ``Mon``) is
#: judged too.
BORNE_SCORE = 0.2
#: People bearing a name (first and last, census) from which it is a name too:
#: ``Thu``, ``Sun``, ``Le`` (written ``LE`` in capitals).
MANY_BEARERS = 5_000

#: A side before a device (``R Hickman``, ``Lt Foley``) and its noun after
#: (``Posey vest``, ``Holter monitor``): both may be in the suggestion.
_SIDE = frozenset("r l rt lt right left".split())
_DEVICE_WORDS = frozenset(
    "vest belt mitts monitor catheter cath line drain drains tube bag valve "
    "procedure splint brace bar boot pads lifevest thermometer".split()
)
#: A device's noun after a maker's or inventor's name: ``Abbott device``,
#: ``Camino bolt``, ``Bakri balloon``, ``Huber needle``.
_MAKER_NOUN_AFTER = lazy_compile(
    r"[ \t]+(?i:device|balloon|bolt|needle|patch|pacer|pacemaker|defibrillator"
    r"|generator|stent|valve|ventilator|vent|mask)\b"
)
#: The pieces of a suggestion: letters, split at spaces and hyphens.
_PIECES = lazy_compile(r"[^\W\d_]+")
#: Words that make the name after them a person: a title, a relative, a role
#: ("Dr. Murphy", "daughter Ruth tube feeds"); not "per" ("per Glasgow Coma Scale").
_PERSON_CUES = sorted(PREFIXES | RELATIVE_CUES | (PROVIDER_CUES - {"per"}))
_TITLE_BEFORE = lazy_compile(
    r"(?i:\b(?:" + "|".join(map(regex.escape, _PERSON_CUES)) + r")\.?[ \t]+)\Z"
)
#: Characters before a name looked at for its title or cue.
_TITLE_REACH = 16


def titled(text: str, start: int) -> bool:
    """Whether a title or a person's cue stands right before ``start`` (``Dr. Foley``)."""
    return _TITLE_BEFORE.search(text[max(0, start - _TITLE_REACH) : start]) is not None


def _weighed_weakly(s: Suggestion, below: float = CLINICAL_SCORE) -> bool:
    """Whether the CRF alone lifted a suggestion, with less than ``below``."""
    return s.source == "crf" and s.score is not None and s.score < below


def eponym_device(text: str, s: Suggestion) -> bool:
    """A weak CRF name or place that is a device or operation named after someone.

    ``Holter 12/2-12/4 showed PAFib``, ``R Hickman intact``, ``Jackson-Pratt to
    bulb suction``, ``Whipple POD 3``: the model learned capitalised words
    before dates and numbers as names. A titled one is a person (``Dr. Foley``)
    and so is one the CRF is sure of; rule findings are never judged.
    """
    if s.family not in ("NAME", "PLACE") or s.source != "crf" or s.score is None:
        return False
    marked = text[s.start : s.end]
    if marked.islower() and _MAKER_NOUN_AFTER.match(text, s.end) is not None:
        # "a puritan bennett vent": a maker in lower case, however sure
        return " " not in marked and not titled(text, s.start)
    if s.score >= CLINICAL_SCORE:
        return _operation(text, s) or _treatment_clinic(text, s)
    pieces = [p.lower() for p in _PIECES.findall(text[s.start : s.end])]
    if pieces and pieces[0] in _SIDE:
        pieces = pieces[1:]  # "R Hickman": a side, then the device
    if pieces and pieces[-1] in _DEVICE_WORDS:
        pieces = pieces[:-1]  # "Posey vest": the device, then its noun
    key = " ".join(pieces)
    if key not in EPONYM_DEVICES and key.removesuffix("s") not in EPONYM_DEVICES:
        if _device_goes_on(text, s.end, key):
            return not titled(text, s.start)  # "Denis" of "Denis Browne splint"
        # "Abbott device interrogated", "Camino bolt": a maker's or an
        # inventor's one word before a device's noun.
        return (
            len(pieces) == 1
            and _MAKER_NOUN_AFTER.match(text, s.end) is not None
            and not titled(text, s.start)
        )
    if (
        s.family == "PLACE"
        and place_table().get(pieces[0].title()) is not None
        and _placed(text, s)
    ):
        return False  # "lives in Foley", "Hickman, KY": towns of the name
    return not titled(text, s.start)


#: The word after a suggestion, past a space or a hyphen.
_NEXT_PIECE = lazy_compile(r"[ \t-]{1,2}([^\W\d_]+)")


def _device_goes_on(text: str, end: int, key: str) -> bool:
    """Whether ``key`` and the word after ``end`` are a device of two words."""
    m = _NEXT_PIECE.match(text, end)
    return m is not None and f"{key} {m[1].lower()}" in EPONYM_DEVICES


#: What a clinic or a surgery named by its treatment goes on with: ``Holter clinic``.
_CLINIC_AFTER = lazy_compile(r"[ \t]+(?i:clinic|surgery|service|lab)\b")


def _treatment_clinic(text: str, s: Suggestion) -> bool:
    """``Seen in Holter clinic``, ``Mohs surgery``: a device or an operation names the clinic.

    However sure the CRF is of a place there; not a titled name (``Dr.
    Foley clinic``).
    """
    marked = text[s.start : s.end]
    return (
        marked.lower() in EPONYM_DEVICES
        and match_in_line(_CLINIC_AFTER, text, s.end) is not None
        and not titled(text, s.start)
    )


#: Operations named after surgeons (general surgical knowledge).
_OPERATIONS = frozenset("whipple nissen billroth hartmann".split())
#: What an operation follows however sure the CRF is of a name: ``OR for
#: Whipple``, ``s/p Nissen``, ``underwent Billroth II``.
_OPERATION_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:for|s/p|post|underwent|undergo|undergoing|after|a|planned)[ \t]+\Z"
)


def _operation(text: str, s: Suggestion) -> bool:
    """Whether a one-word suggestion is an eponymous operation after its cue."""
    marked = text[s.start : s.end]
    if marked.lower() not in _OPERATIONS:
        return False
    return _OPERATION_BEFORE.search(text[max(0, s.start - 12) : s.start]) is not None


#: Words before a town: "lives in Foley", "moved from Hickman", "near Penrose".
_PLACE_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:in|from|near|of|at|to|outside|lives|moved|visiting)[ \t]+\Z"
)
#: A state after a town: "Foley, AL", "Hickman, Kentucky".
_STATE_AFTER = lazy_compile(r",[ \t]*\p{Lu}")
_PLACE_REACH = 12


def _placed(text: str, s: Suggestion) -> bool:
    """Whether a town's cue stands around a suggestion: a preposition before, a state after."""
    if _STATE_AFTER.match(text, s.end) is not None:
        return True
    before = text[max(0, s.start - _PLACE_REACH) : s.start]
    return _PLACE_BEFORE.search(before) is not None


#: Clinical abbreviations in capitals that the public list lacks and few
#: people are written as (general obstetric, paediatric and ward knowledge):
#: ``EDD 3/14`` (estimated delivery date), ``BW 2.9 kg`` (birth weight),
#: ``MMR 3/2019`` (a vaccine).
_WARD_ABBREVIATIONS = frozenset(
    (
        "EDD EDC BW MMR DTAP TDAP IPV HIB PCV PPSV HEPB EBL QBL SVE AROM SROM "
        "PROM PPROM IUP NST BPP AFI FHR FHT LGA SGA NICU PICU GTPAL VBAC "
        "LTCS CPOT FLACC COWS CIWA RASS SBT RSBI PSV LIWS LCWS NGT OGT PEG "
        "TLC PICC HD CRRT CVVH UO BM FS FSBS SSI NGTD NQWMI "
        # limbs, which no hospital is called: "stimuli in UE's", "BLE edema"
        "UE LE BUE BLE RUE LUE RLE LLE "
        # where a murmur is heard: "2/6 SEM at RUSB"
        "RUSB LUSB RLSB LLSB LSB RSB"
    ).split()
)


def ward_abbreviation(text: str, s: Suggestion) -> bool:
    """A weak CRF suggestion, not a date, that is a ward abbreviation in capitals.

    ``EDD 09/30/2021``, ``BW 2.9 kg``, ``Vaccines: MMR 3/2019``: the model
    reads an unfamiliar run of capitals before a date or an amount as a
    name or a place. Only capitals count (``Edd`` is a first name).
    """
    if not _weighed_weakly(s) or s.family == "DATE":
        return False
    word = text[s.start : s.end]
    if not word.isupper() or word not in _WARD_ABBREVIATIONS:
        return False
    if sum(name_people(word.lower())) >= MANY_BEARERS:
        # "LE" is Le's surname in a note in capitals: only if barely lifted
        return s.score is not None and s.score < BORNE_SCORE
    return True


#: Weekdays as nurses shorten them, besides :data:`WEEKDAYS`: ``Tue``,
#: ``Thu``, ``Thur``, ``Sat``, ``Sun``.
_DAY_WORDS = WEEKDAYS | frozenset("tue thu thur sat sun".split())


def weekday_word(text: str, s: Suggestion) -> bool:
    """A weak CRF name or place that is a weekday or its abbreviation: ``on Thurs``.

    ``Appt on Thurs``, ``HD Tues/Thurs/Sat``, ``OT to see pt Tues``: a
    schedule's day, which the model reads as a place or initials. Right
    before its month and day it goes however sure the model is (``cath on
    Thurs 3/6``). A day many people bear as a name (``Sun``, ``Mon``) is
    judged only when the model barely lifted it; a titled one stays (``Mr.
    Sun``).
    """
    if s.family not in ("NAME", "PLACE") or s.source != "crf":
        return False
    low = text[s.start : s.end].lower().rstrip(".")
    if low.endswith("days"):
        low = low[:-1]  # "HD Tuesdays, Thursdays": a schedule's days
    if low not in _DAY_WORDS or titled(text, s.start):
        return False
    if sum(name_people(low)) >= MANY_BEARERS:
        return s.score is not None and s.score < BORNE_SCORE
    # Before its date the day is the date's, however sure: "cath on Thurs 3/6".
    return _weighed_weakly(s) or match_in_line(_DATE_AFTER, text, s.end) is not None


#: A month and day right after a weekday: ``Thurs 3/6``, ``Tues, 11/2``.
_DATE_AFTER = lazy_compile(r"\.?,?[ \t]+[0-9]{1,2}/[0-9]{1,2}(?![0-9])")


_MONTH_WORDS = "|".join(sorted(MONTHS, key=len, reverse=True))
#: A month after a dash: "Dec-Mar", "Jun - Aug", "(Apr–Jun)".
_MONTH_AFTER = lazy_compile(rf"\.?[ \t]*[-\u2013][ \t]*(?i:{_MONTH_WORDS})\b")
#: A month before a dash, right before a suggestion.
_MONTH_BEFORE = lazy_compile(rf"\b(?i:{_MONTH_WORDS})\.?[ \t]*[-\u2013][ \t]*\Z")
#: Characters before a suggestion looked at for the range's first month.
_RANGE_REACH = 14


def month_range(text: str, s: Suggestion) -> bool:
    """A CRF name, place or number that is one end of a range of months: ``(Dec-Mar)``.

    ``going to Florida for the winter (Dec-Mar)``, ``Symptoms worse
    Jun-Aug``: the model reads a month beside a dash as a relative's name, a
    place or a phone number. A month is no such thing; whether it is a date
    is left to the date guards.
    """
    if s.family == "DATE" or s.source != "crf":
        return False
    if text[s.start : s.end].lower().rstrip(".") not in MONTHS:
        return False
    if _MONTH_AFTER.match(text, s.end) is not None:
        return True
    before = text[max(0, s.start - _RANGE_REACH) : s.start]
    return _MONTH_BEFORE.search(before) is not None


#: Operations in a note's shorthand (``s/p lap chole``, ``appy``, ``TAH``);
#: ``quit`` and ``aka`` are words of other kinds.
_OPERATION_WORDS = OPERATIONS - {"quit", "aka"}


def operation_word(text: str, s: Suggestion) -> bool:
    """A weak CRF name or place that is an operation's shorthand: ``s/p lap chole``.

    A history of operations (``appy, chole, TAH/BSO``) sits where a name
    list might; the model lifts the shorthand. A titled one stays.
    """
    if s.family not in ("NAME", "PLACE") or not _weighed_weakly(s):
        return False
    low = text[s.start : s.end].lower()
    return low in _OPERATION_WORDS and not titled(text, s.start)


#: Paging devices, written before their number: ``Beeper 5-3391``.
_PAGER_WORDS = frozenset("beeper beepers pager pagers pgr bpr".split())
#: Parts of a ward nurses walk in, in lower case: ``ambulating in hall``.
_WARD_PARTS = frozenset("hall halls hallway hallways corridor corridors".split())


def ward_thing(text: str, s: Suggestion) -> bool:
    """A weak CRF name or place that is a pager or a hallway: ``Beeper 5-3391``.

    A pager is written right before the number the rules mark, and the
    model reads the word as a place; ``ambulating in hall`` in lower case is
    the ward's hall (``Hall`` capitalised is a surname and stays).
    """
    if s.family not in ("NAME", "PLACE") or not _weighed_weakly(s):
        return False
    word = text[s.start : s.end]
    return word.lower() in _PAGER_WORDS or word in _WARD_PARTS


#: A modal verb, or ``not to``, right before a word: its verb follows
#: (``CAN CONVERSE IN ENGLISH``, ``warned pt not to strain``).
_MODAL_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:can|cannot|could|would|should|must|might|not[ \t]+to"
    r"|(?:can|won|don|didn|doesn|couldn|wouldn)'?t)[ \t]+\Z"
)
_MODAL_REACH = 12


def after_modal(text: str, s: Suggestion) -> bool:
    """A weak CRF name or place of one word right after a modal verb: ``CAN CONVERSE``.

    After ``can``, ``should`` or ``not to`` comes a verb (``UNDERSTANDS & CAN
    CONVERSE IN ENGLISH``, ``not to strain while on bedpan``), which the model
    reads as a place before ``in`` or ``while``; a person or place is not
    written there. (``May`` is left out: it is a month and a name.)
    """
    if s.family not in ("NAME", "PLACE") or not _weighed_weakly(s):
        return False
    if " " in text[s.start : s.end] or titled(text, s.start):
        return False
    before = text[max(0, s.start - _MODAL_REACH) : s.start]
    return _MODAL_BEFORE.search(before) is not None


#: What an elder's care is: ``Elder abuse``, ``Elder Protective Services``.
_ELDER_AFTER = lazy_compile(
    r"[ \t]+(?i:abuse|neglect|care|services|protective|law|affairs|housing|brother|sister)\b"
)


def elder_word(text: str, s: Suggestion) -> bool:
    """A weak CRF name ``elder``: the word in lower case, or before an elder's service.

    ``his elder brother``, ``an elder at her church``, ``Elder abuse screen
    neg``, ``Elder Protective Services``: the model reads the word as a
    surname; ``Elder`` capitalised alone (``Mr. Elder``, ``Elder called``)
    stays.
    """
    if s.family != "NAME" or not _weighed_weakly(s):
        return False
    word = text[s.start : s.end]
    if word == "elder":
        return True
    return word in ("Elder", "ELDER") and _ELDER_AFTER.match(text, s.end) is not None


#: Whom a spiritual history names (general knowledge): no patient's
#: relation is written so alone.
_FAITH_FIGURES = frozenset("jesus christ god lord allah buddha jehovah yahweh".split())


def faith_figure(text: str, s: Suggestion) -> bool:
    """A weak CRF name that is a faith's figure alone: ``prays to Jesus daily``.

    Spiritual care is charted (``states Jesus will take care of him``);
    the model reads the capitalised word as a name. A titled one or one the
    CRF is sure of stays, and a relative's cue makes a rule finding, which
    no guard judges (``son Jesus called``).
    """
    if s.family != "NAME" or not _weighed_weakly(s):
        return False
    word = text[s.start : s.end]
    return word.lower() in _FAITH_FIGURES and not titled(text, s.start)


#: Faiths and their members named with a first name or a saint's day
#: (general knowledge): ``Christian Scientist``, ``Seventh Day Adventist``.
_FAITH_NAMES = frozenset(
    {"christian scientist", "christian scientists", "christian science",
     "adventist", "adventists", "seventh day adventist", "seventh-day adventist"}
)  # fmt: skip


def faith_member(text: str, s: Suggestion) -> bool:
    """A CRF name or place that is a faith or its members: ``Christian Scientist, declines meds``.

    At any score: the CRF reads ``Christian`` before a capitalised noun as a
    full name (0.56). Not a titled one.
    """
    if s.source != "crf":
        return False
    marked = " ".join(text[s.start : s.end].lower().split())
    return marked in _FAITH_NAMES and not titled(text, s.start)


#: Virtues a spiritual history weighs that are first names too.
_VIRTUES = frozenset({"faith", "hope"})
#: The word right after a name: what the person did, if a verb.
_DONE_NEXT = lazy_compile(r"[ \t]+(\p{L}+)")
#: What a spiritual history says of them, later in the clause: "Faith is
#: important to pt", "Faith and family are a great comfort".
_VALUED = lazy_compile(
    r"[^.!?,;\n]{0,40}?(?<!\p{L})(?i:important|comfort|comforting|strength|source"
    r"|central|means[ \t]+a[ \t]+lot|matters)(?!\p{L})"
)


def valued_virtue(text: str, s: Suggestion) -> bool:
    """A CRF name ``Faith`` or ``Hope`` that its clause values: ``Faith is important to pt``.

    A spiritual history says what carries the patient (``Faith and family
    are very important to pt``, ``Hope is a great comfort``); the model reads
    the capitalised virtue as a first name. One whom the clause does not
    value stays (``Faith visited``, ``Hope is at bedside``), and so does one
    it calls a relative (``Hope is his daughter and very important to
    him``) or a titled one.
    """
    if s.source != "crf" or s.family != "NAME":
        return False
    if text[s.start : s.end].lower() not in _VIRTUES or titled(text, s.start):
        return False
    done = _DONE_NEXT.match(text, s.end)
    if done is not None and done[1].lower() in PERSON_VERBS:
        return False  # "Faith visited and is a great comfort"
    valued = _VALUED.match(text, s.end)
    # "Hope is his daughter and very important to him": a relative's word
    # says the sentence values a person.
    return valued is not None and RELATIVE_CUES.isdisjoint(valued[0].lower().split())


#: A document's page before its number: "please refer to page 2".
_PAGE_WORDS = frozenset("page pages pg".split())
_NUMBER_AFTER = lazy_compile(r"[ \t]+[0-9]")
#: Qualifiers of a body's flora: "normal flora", "mixed flora", "oral flora".
_FLORA_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:normal|mixed|oral|skin|respiratory|commensal|bowel|gut|vaginal"
    r"|enteric|resident)[ \t]+\Z"
)
_FLORA_REACH = 14


#: Words of a note no person or place is read as alone: thrush, the
#: abdomen's quadrants (``BS 4/4 QUADRANTS``), the sternal borders where a
#: murmur is heard (``2/6 sem at rusb``).
_CLINICAL_NOUNS = frozenset(
    "thrush quadrant quadrants quads lusb rusb llsb rlsb lsb rsb".split()
)


def clinical_noun(text: str, s: Suggestion) -> bool:
    """A CRF name or place that is a page, a body's flora or thrush: ``normal flora``.

    ``refer to page 2`` (in lower case, however sure the model), ``Sputum
    growing normal flora``, ``Thrush remains in oral cavity``: words of a
    note, which the model reads as a place or a first name or surname; a
    titled ``Flora`` or ``Thrush`` stays, and ``Flora`` alone too.
    """
    if s.family not in ("NAME", "PLACE") or s.source != "crf" or s.score is None:
        return False
    word = text[s.start : s.end]
    if word in _PAGE_WORDS:
        return _NUMBER_AFTER.match(text, s.end) is not None
    if s.score >= CLINICAL_SCORE or titled(text, s.start):
        return False
    low = word.lower()
    if low in _CLINICAL_NOUNS:
        return True
    before = text[max(0, s.start - _FLORA_REACH) : s.start]
    return low == "flora" and _FLORA_BEFORE.search(before) is not None


#: A patient's chart by its records' and systems' abbreviations (general
#: clinical knowledge): the medication administration record, the
#: electronic, online and longitudinal medical records, the VA's system,
#: order entry.
_CHART_RECORDS = frozenset("MAR EMAR EMR EHR OMR LMR CPRS CPOE POE".split())
#: The charting systems by their makers' names, in any case (general
#: knowledge): no patient's place or person.
_CHART_SYSTEMS = frozenset("meditech carevue cerner allscripts".split())
#: Characters around a record's name looked at for small letters.
_CHART_REACH = 30


#: What comes before the medication record's ``MAR`` and never before March:
#: a verb of charting and ``in``/``on`` (``documented in mar``), or an
#: article (``on the MAR``, ``check the mar``).
_CHARTED_BEFORE = lazy_compile(
    r"(?i:(?:documented|charted|recorded|signed|entered|scanned|logged)[ \t]+(?:in|on)"
    r"|the)[ \t]+$"
)
#: Characters before ``MAR`` read for :data:`_CHARTED_BEFORE`.
_CHARTED_REACH = 24


def _charted_mar(text: str, s: Suggestion) -> bool:
    """Whether ``mar`` is the medication record by the words before it (see above)."""
    if text[s.start : s.end].lower().rstrip(".") != "mar":
        return False
    if match_in_line(_DAY_AFTER, text, s.end) is not None:
        return False  # "on the Mar 3 visit": a date
    return (
        _CHARTED_BEFORE.search(text, max(0, s.start - _CHARTED_REACH), s.start)
        is not None
    )


#: A day or a year after a month's abbreviation.
_DAY_AFTER = lazy_compile(r"\.?[ \t]*'?[0-9]")


def chart_record(text: str, s: Suggestion) -> bool:
    """A chart's record in capitals among small letters: ``recorded in MAR``, ``see OMR``.

    The model reads ``in MAR``, ``on the MAR`` as a place (a hospital's
    letters after a preposition), and a rule ``MAR`` as March; in a line
    of mixed case the capitals are the record's, whatever marked them
    (``Mar 3`` and a line in capitals stay the date rules'). ``eMAR`` too,
    and the charting systems by name (``in Meditech``). In any case after a
    verb of charting or an article, ``mar`` is the record (``charted in
    mar``, ``on the mar``).
    """
    word = text[s.start : s.end].rstrip(".")
    if word.lower() in _CHART_SYSTEMS:
        return True  # "Chart reviewed in Meditech"
    if _charted_mar(text, s):
        return True  # "charted in mar", "on the mar": the record, in any case
    if word.upper() not in _CHART_RECORDS or not (word.isupper() or word == "eMAR"):
        return False
    around = text[max(0, s.start - _CHART_REACH) : s.end + _CHART_REACH]
    return any(c.islower() for c in around.replace(word, ""))


#: A hospital's laboratories by their kind (general clinical knowledge):
#: ``Labs sent to Core Lab``; no place's own name.
_LAB_KINDS = frozenset("core main central stat micro chemistry hematology".split())
#: A laboratory's noun after its kind.
_LAB_AFTER = lazy_compile(r"[ \t]+(?i:lab|labs|laboratory)\b")


def lab_kind(text: str, s: Suggestion) -> bool:
    """A place that is a laboratory's kind before ``Lab``: ``sent to Core Lab``."""
    word = text[s.start : s.end]
    return (
        s.family == "PLACE"
        and word.lower() in _LAB_KINDS
        and match_in_line(_LAB_AFTER, text, s.end) is not None
    )


#: A skin or mouth product's form after its brand: ``Sween cream``,
#: ``Carrington gel``, ``Aloe Vesta lotion``, ``Magic mouthwash``.
_PRODUCT_FORM_AFTER = lazy_compile(
    r"[ \t]+(?i:creams?|creme|gel|lotion|ointment|oint|paste|powder|spray|shampoo"
    r"|balm|salve|mouthwash|cleanser)\b"
)
#: Words of a brand at most (``Aloe Vesta``): a person's full name is rarely
#: followed by a cream's noun, a brand of three words rarer still.
_BRAND_WORDS = 2


def topical_brand(text: str, s: Suggestion) -> bool:
    """A weighed name or place that is a skin product's brand: ``Baza cream to perineum``.

    Barrier creams and lotions go by makers' names that are surnames and
    towns too (``Sween``, ``Carrington``, ``Aloe Vesta``); before the
    product's form they are the product. A titled or cued person stays
    (``daughter Jill lotion to feet`` is not written; ``Dr. Sween`` is).
    """
    if len(text[s.start : s.end].split()) > _BRAND_WORDS:
        return False
    if _PRODUCT_FORM_AFTER.match(text, s.end) is None:
        return False
    return not titled(text, s.start)


def named_device(text: str, s: Suggestion) -> bool:
    """A name, rule's or CRF's, that with the word next to it names a device: ``Geri chair``.

    ``OOB to Geri chair``, ``Sara Stedy used to transfer``: a first name
    sure enough for the rules begins a device's name of two words
    (:data:`~vtt_py.deid.lexicon.EPONYM_DEVICES`); the suggestion may hold
    both words, the first or the second. A titled or cued person stays (``Dr. Geri``,
    ``daughter Geri``).
    """
    pieces = [p.lower() for p in _PIECES.findall(text[s.start : s.end])]
    if len(pieces) > 1 and pieces[-1] in _DEVICE_WORDS:
        pieces = pieces[:-1]  # "welch allyn thermometer": the device's noun taken in
    if not pieces or len(pieces) > _DEVICE_NAME_WORDS:
        return False
    if pieces[0] not in _PAIRED_DEVICE_WORDS:
        return False  # most names: no device's word (a set's question, no scan)
    key = " ".join(pieces)
    if len(pieces) == 1:
        # the device's second word alone: "puritan bennett 840" in small letters
        before = _PREVIOUS_PIECE.search(text, max(0, s.start - _PIECE_REACH), s.start)
        second = before is not None and f"{before[1].lower()} {key}" in EPONYM_DEVICES
        if not second and not _device_goes_on(text, s.end, key):
            return False
    elif key not in EPONYM_DEVICES:
        return False
    return not titled(text, s.start)


#: The word right before a suggestion, past a space or a hyphen.
_PREVIOUS_PIECE = lazy_compile(r"([^\W\d_]+)[ \t-]{1,2}\Z")
#: Characters before a suggestion looked at for that word.
_PIECE_REACH = 24


#: Words of the devices' names :func:`named_device` reads.
_DEVICE_NAME_WORDS = 2
#: Each word of the devices' names of two words, first or second.
_PAIRED_DEVICE_WORDS = frozenset(
    word for key in EPONYM_DEVICES if " " in key for word in key.split()
)


#: Makers of valves, pacemakers and defibrillators named after a saint, a
#: town or their inventors, before what they made (general clinical
#: knowledge): ``St. Jude mechanical valve``, ``Boston Scientific ICD``,
#: ``Carpentier-Edwards bioprosthetic MVR``, ``Starr-Edwards ball valve``.
_MADE_DEVICE = lazy_compile(
    r"(?P<maker>(?i:st\.?[ \t]+jude(?:'s)?|boston[ \t]+scientific"
    r"|(?:carpentier|starr)[ \t-]+edwards|edwards))"
    r"[ \t]+(?:(?i:mechanical|bioprosthetic|prosthetic|tissue|porcine|bovine"
    r"|pericardial|ball|caged|tilting[ \t-]+disc|bileaflet|dual[ \t-]+chamber"
    r"|#?[0-9]+(?:[ \t]*mm)?)[ \t]+){0,2}"
    r"(?i:valves?|mvr|avr|tvr|pvr|pacer|pacemaker|ppm|icd|aicd|device|defibrillator"
    r"|leads?|prosthesis|ring|annuloplasty)\b"
)
#: The words of :data:`_MADE_DEVICE`'s makers, one of which a suggestion it judges holds.
_MAKER_WORDS = frozenset(
    "st jude jude's boston scientific carpentier starr edwards".split()
)
#: Characters before a suggestion where its maker's name may start (``St. ``).
_MAKER_REACH = 12
#: Characters after it to the device's noun.
_MADE_REACH = 64


def device_maker(text: str, s: Suggestion) -> bool:
    """A name or place, rule's or CRF's, inside a device maker's name before the device.

    ``St. Jude mechanical valve``: ``Jude`` is a first name to the rules and
    ``St. Jude`` a hospital's name; before a valve or a pacemaker it is the
    maker (so ``Boston`` of ``Boston Scientific ICD``). A hospital so named
    stays where no device follows (``transferred from St. Jude``), and a
    titled person (``Dr. Edwards valve clinic``).
    """
    pieces = _PIECES.findall(text[s.start : s.end].lower())
    if _MAKER_WORDS.isdisjoint(pieces):
        return False  # most names and places: no maker's word
    lo = max(0, s.start - _MAKER_REACH)
    for m in _MADE_DEVICE.finditer(text, lo, min(len(text), s.end + _MADE_REACH)):
        # (in one case the suggestion may run on into the device's words)
        if m.start("maker") <= s.start and s.end <= m.end():
            return not titled(text, m.start("maker"))  # "Dr. Edwards valve clinic"
    return False
