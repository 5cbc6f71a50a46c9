"""Guards for first names that mean what they say: ``Amber urine``, ``Rose from chair``."""

from __future__ import annotations

import regex

from vtt_py.deid.analysis import NOTICE_VERBS, STOP_WORDS
from vtt_py.deid.guards_precision import titled
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import PROVIDER_CUES, RELATIVE_CUES, zipf
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.rules_lexicon import VOICE_ASSISTANTS
from vtt_py.deid.rules_name_cues import CONTACT_VERBS, PERSON_VERBS
from vtt_py.deid.text import match_in_line
from vtt_py.lexicons.english import common_english_word

#: Colours nurses give fluids, that are first names too (general clinical
#: knowledge): ``Amber urine``, ``Straw colored``, ``Ruby red drainage``.
_FLUID_COLOURS = frozenset(
    "amber straw rose ruby scarlet cherry rusty cranberry coral honey".split()
)
#: Fluids a colour is written after: "Urine amber, clear".
_FLUIDS = frozenset(
    "urine drainage drng drg fluid output secretions sputum stool stools emesis "
    "aspirate effluent bile".split()
)
#: What a colour describes in a note: a fluid, a drain's output, a tint.
_COLOURED = _FLUIDS | frozenset(
    "colored coloured color colour tinged tinted hued "
    "red pink yellow brown clear cloudy serous sanguinous serosanguinous".split()
)
#: Colour words that are surnames too when capitalised: "Amber Brown".
_COLOUR_SURNAMES = frozenset({"brown", "pink"})
#: The word after a suggestion, over spaces or a hyphen: "Amber-colored".
WORD_AFTER = lazy_compile(r"[ \t]*-?[ \t]*(\p{L}+)")
#: The word before a suggestion, over spaces or a colon: "Urine: amber".
_PREVIOUS = lazy_compile(r"(\p{L}+)[ \t]*:?[ \t]*\Z")
#: Characters before a suggestion looked at for a fluid's word.
_FLUID_REACH = 16
#: Where somebody gets up from, or what left a mark (general nursing words):
#: "Rose from chair", "Rose from the commode", "Mark from prior CT".
_GOT_UP_FROM = frozenset(
    "chair bed stretcher commode wheelchair toilet floor recliner sitting supine "
    "lying seated squatting".split()
)
_EARLIER = frozenset("prior previous old recent earlier last".split())
#: People of an earlier time: "Mark from prior shift" is a nurse.
_EARLIER_PEOPLE = frozenset("shift shifts nurse rn team provider md".split())
#: "from", an article or possessive perhaps, the word after and the next.
_FROM_WORD = lazy_compile(
    r"[ \t]+(?i:from)[ \t]+(?:(?i:the|a|his|her|their)[ \t]+)?(\p{L}+)(?:[ \t]+(\p{L}+))?"
)
#: Common words that are first names and say what they mean before ``from``.
_RISEN = frozenset({"rose", "mark", "marks"})
#: Where or how a patient rose to: ``Rose to chair``, ``rose to standing``.
_ROSE_TO = lazy_compile(
    r"[ \t]+(?i:to)[ \t]+(?:(?i:the|a)[ \t]+)?(?i:chair|stand|standing|sitting|sit"
    r"|feet|edge|eob|bsc|commode|recliner|wheelchair|dangle|dangling)\b"
)


#: A sentence's start before a word: the line's start, or a stop and spaces.
SENTENCE_START = lazy_compile(r"(?:\A|\n|[.!?;:][ \t]+)[ \t\-*]*\Z")
#: The lower-case word after another.
NEXT_WORD = lazy_compile(r"[ \t]+(\p{Ll}+)\b")
#: What follows a person opening a sentence: a verb of visiting or telling,
#: a link or a place ("Rose called", "Faith visited", "Grace in to visit",
#: "Hope is the HCP"). A word opening a sentence before anything else is an
#: adjective or a noun's ("Rose colored urine", "Long discussion", "Grace
#: period", "Lane change").
PERSON_NEXT = frozenset(
    "is was will would has had and or at in here there to from with called calls "
    "calling visited visits visiting came comes left phoned spoke speaks states "
    "stated says said reports reported asked asks asking wants wanted wishes "
    "agrees agreed brought present aware updated informed notified requests "
    "requested declined feels felt thinks thought knows understands expressed "
    "expresses verbalized verbalizes signed arrived stayed remains remained went "
    "takes took gave gives helped helps lives lived works worked also who".split()
)

#: Zipf frequency from which a word is everyday English (``guards.COMMON_ZIPF``,
#: which this module cannot import: ``guards`` imports it).
_EVERYDAY_ZIPF = 4.0
#: The word after a sentence's first, over its possessive: ``Dean's list``.
_PHRASE_NEXT = lazy_compile(r"(?:'s)?[ \t]+(\p{Ll}+)\b")
#: An article right before a word: a person is named without one (``the Dean's
#: list``, ``the carina``).
ARTICLE_BEFORE = lazy_compile(r"(?<!\p{L})(?:the|a|an)[ \t]+\Z")
#: Ways to reach a person written after the name: ``Faith cell 555-0143``.
_CONTACT_NEXT = frozenset("cell phone mobile home work number pager beeper tel".split())
#: How a person is (general English): ``Hazel happy with care``, ``Joy calm``.
_PERSON_STATES = frozenset(
    "happy sad anxious calm pleasant angry agitated confused alert awake asleep ok "
    "okay fine well better worse quiet comfortable supportive available unavailable "
    "unable able appropriate cooperative hopeful grateful thankful tired teary "
    "emotional afraid glad receptive agreeable nervous distraught".split()
)
#: Words after a name that make it somebody's: what a person does or is, a
#: relative's or a carer's word, a way to reach them, a function word.
_PERSONS_NEXT = (
    PERSON_NEXT
    | _PERSON_STATES
    | PERSON_VERBS
    | CONTACT_VERBS
    | NOTICE_VERBS
    | RELATIVE_CUES
    | PROVIDER_CUES
    | STOP_WORDS
    | _CONTACT_NEXT
)


def opening_modifier(text: str, s: Suggestion) -> bool:
    """A CRF name opening a sentence, an everyday word before another: ``Crystal clear urine``.

    A sentence's first word is capitalised whatever it is, and the CRF lifts
    everyday words that are first names too (``Faith community nurse``,
    ``Chase lab results``, ``Robin egg blue sclera``), however sure it is,
    and so after an article, which no person's name has (``the Dean's
    list``). The word after tells them apart: a person there does
    something or is somebody's (``Faith visited``, ``Dawn daughter of pt``,
    ``Joy upset``); an everyday word that is no verb's form makes a phrase
    with the first. A verb's form (``-ed``, ``-ing``, ``-s``) keeps the name
    unless it only colours (``Sandy colored stool``). A titled one stays
    (``Dr. Allen test results``: the title's period ends no sentence).
    """
    if s.source != "crf" or s.family != "NAME":
        return False
    word = text[s.start : s.end]
    if not (word.isalpha() and word[0].isupper() and word[1:].islower()):
        return False
    modifier = word.lower() in _MODIFIER_NAMES
    if (zipf(word.lower()) < _EVERYDAY_ZIPF and not modifier) or titled(text, s.start):
        return False  # "Dr. Allen test results": a title's period ends no sentence
    before = text[max(0, s.start - 8) : s.start]
    if SENTENCE_START.search(before) is None and ARTICLE_BEFORE.search(before) is None:
        return False
    after = _PHRASE_NEXT.match(text, s.end)
    if after is None:
        return False
    return _modified(after[1]) if modifier else _phrase_word(after[1])


#: First names that are colours or seasons (general English): the noun after
#: them is what they colour or date (``Hazel eyes``, ``Violet discoloration``,
#: ``Autumn leaves``), a plural too, and they need not be everyday words.
#: (``Rose`` is :func:`fluid_colour`'s: ``Rose colored urine``.)
_MODIFIER_NAMES = frozenset(
    "hazel violet olive ivory jade amber ruby scarlet coral ginger sienna "
    "auburn lavender indigo saffron crimson autumn summer winter spring".split()
)


def _modified(word: str) -> bool:
    """A noun a colour or season stands before: an English word, no person's verb or cue."""
    if word in _PERSONS_NEXT or word.endswith(("ed", "ing")):
        return word in _COLOURED  # "Violet tinged", not "Hazel answered"
    return common_english_word(word)


def _phrase_word(word: str) -> bool:
    """An everyday word that no person's name stands before: no verb, cue or contact."""
    if word in _PERSONS_NEXT:
        return False
    if word.endswith(("ed", "ing")) or (word.endswith("s") and not word.endswith("ss")):
        return word in _COLOURED  # a verb's form, but for a colour's
    return zipf(word) >= _EVERYDAY_ZIPF and common_english_word(word)


#: What stands before a device: a verb of using it, an article or a possessive.
_DEVICE_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:uses|used|using|use|via|through|the|an?|his|her|their|my)[ \t]+\Z"
)


def voice_assistant(text: str, s: Suggestion) -> bool:
    """A CRF name that is a voice assistant's after a use or an article: ``uses Alexa``.

    A person is neither used nor owned; ``daughter Alexa`` is a rule's
    finding, which no guard judges, and ``Alexa called`` stays.
    """
    if s.source != "crf" or text[s.start : s.end].lower() not in VOICE_ASSISTANTS:
        return False
    before = text[max(0, s.start - 10) : s.start]
    return _DEVICE_BEFORE.search(before) is not None


#: Street names of drugs that are first names (general knowledge).
_STREET_DRUGS = frozenset({"crystal meth", "crystal", "molly", "tina", "mary jane"})
#: What is said of a drug (not of a person) right after it.
_DRUG_NEXT = frozenset(
    "meth use used user abuse dependence addiction intoxication withdrawal "
    "overdose od binge".split()
)
#: Verbs of taking a drug right before it: "smoked crystal", "took Molly".
_TAKEN_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:uses|used|using|use|took|takes|taking|smokes|smoked|smoking"
    r"|snorted|snorts|injects|injected)[ \t]+\Z"
)


#: The word right after a suggestion, in any case.
_ANY_NEXT_WORD = lazy_compile(r"[ \t]+(\p{L}+)\b")


def street_drug(text: str, s: Suggestion) -> bool:
    """A CRF name that is a drug's street name where a drug is meant: ``Crystal meth use``.

    Said of use before it or after it (``took Molly``, ``Molly use``); a
    person stays (``Crystal called``, ``daughter Molly``).
    """
    if s.source != "crf" or s.family not in ("NAME", "PLACE"):
        return False  # (in capitals read as a place too: "CRYSTAL METH USE")
    marked = " ".join(text[s.start : s.end].lower().split())
    if marked not in _STREET_DRUGS:
        return False
    after = _ANY_NEXT_WORD.match(text, s.end)
    if after is not None and after[1].lower() in _DRUG_NEXT:
        return True
    return _TAKEN_BEFORE.search(text[max(0, s.start - 10) : s.start]) is not None


#: ``as a``/``as an`` right before a word: what someone works as; also
#: ``is a``, ``was a former`` (``PT IS A RETIRED CARPENTER``), a word of the
#: trade's between (``is a retired union carpenter``).
_AS_A = lazy_compile(
    r"(?<!\p{L})(?i:(?:as|is|was)[ \t]+an?(?:[ \t]+(?:retired|former))?)"
    r"(?:[ \t]+(?:union|master|licensed|self-employed|freelance|professional))?[ \t]+\Z"
)


def occupation(text: str, s: Suggestion) -> bool:
    """A weighed name or place that is a trade after ``as a``: ``WORKS AS A COOK``.

    Or after ``is a retired`` (``PT IS A RETIRED CARPENTER``).

    Trades are surnames and towns too (Cook, Mason, Baker, Porter), and in
    capitals the CRF or a listed name's candidate reads them so; after
    ``as a`` a dictionary's word is the trade. A name no dictionary lists
    stays (``as an Uber driver``).
    """
    if s.source == "rules":
        return False
    word = _one_word(text, s)
    if not word or not common_english_word(word):
        return False
    return _AS_A.search(text[max(0, s.start - _AS_A_REACH) : s.start]) is not None


#: Characters before a suggestion looked at for ``as a`` or ``is a retired union``.
_AS_A_REACH = 40


#: Times of day (general English) that are names or towns too: ``Dawn``.
_TIMES_OF_DAY = frozenset(
    "dawn dusk daybreak sunrise sunset nightfall midnight noon".split()
)

#: A preposition of time right before a word: ``AT DAWN``, ``UNTIL SUNRISE``.
_TIME_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:at|until|till|after|before|since|by)[ \t]+\Z"
)
#: What a note says was drawn or taken at an hour: ``Dawn labs``, ``Noon glucose``.
_TIMED = frozenset(
    "labs lab temp temps vitals vs glucose fingerstick fs fsbs bs weight wt "
    "draw meds med dose doses insulin cortisol".split()
)


def time_of_day(text: str, s: Suggestion) -> bool:
    """A CRF name or place that is a time of day: ``up at dawn``, ``Dawn labs sent``.

    ``Dawn`` is a first name and a town; written in lower case in a note it
    is the hour (``slept after dawn``, ``awake until midnight``), and so
    before what is drawn or taken at an hour (``Dawn labs``, ``Noon
    glucose 140``), whatever the CRF's score. A capitalised one otherwise
    stays (``Dawn at bedside``).
    """
    if s.source != "crf":
        return False
    word = text[s.start : s.end]
    if word.lower() not in _TIMES_OF_DAY:
        return False
    if word.islower():
        return True
    if word.isupper() and _TIME_BEFORE.search(text, max(0, s.start - 8), s.start):
        return True  # "SAT UP AT DAWN": in capitals the hour after its preposition
    after = NEXT_WORD.match(text, s.end)
    return after is not None and after[1] in _TIMED and not titled(text, s.start)


def _one_word(text: str, s: Suggestion) -> str:
    """The suggestion's text in lower case if it is one word of letters, else ``""``."""
    marked = text[s.start : s.end]
    return marked.lower() if marked.isalpha() else ""


def fluid_colour(text: str, s: Suggestion) -> bool:
    """A CRF name that is a colour before what it colours: ``Amber drainage``.

    Colours of urine and drainage are first names too (``Amber``,
    ``Ruby``, ``Rose``); right before a fluid or ``colored`` they are the
    colour, whatever the CRF's score (``foley draining Amber urine``), and
    so after one (``Urine: Amber``); a name before a person's word or a
    surname stays (``Amber called``, ``Amber Brown``).
    """
    if s.source != "crf" or _one_word(text, s) not in _FLUID_COLOURS:
        return False
    after = WORD_AFTER.match(text, s.end)
    if after is not None and after[1].lower() in _COLOURED:
        return not (after[1].istitle() and after[1].lower() in _COLOUR_SURNAMES)
    before = _PREVIOUS.search(text, max(0, s.start - _FLUID_REACH), s.start)
    return before is not None and before[1].lower() in _FLUIDS


def risen_from(text: str, s: Suggestion) -> bool:
    """A CRF name ``Rose`` or ``Mark`` before ``from`` and a seat or an earlier time.

    ``Rose from chair`` (or ``Rose to chair``) is getting up, ``Mark from
    prior CT`` a skin mark;
    a person comes from a service or a place (``Mark from PT``, ``Rose
    from the VNA``), which stays.
    """
    if s.source != "crf" or _one_word(text, s) not in _RISEN:
        return False
    if _one_word(text, s) == "rose" and _ROSE_TO.match(text, s.end) is not None:
        return True  # "Rose to chair with assist": she got up
    after = match_in_line(_FROM_WORD, text, s.end)
    if after is None:
        return False
    word, then = after[1].lower(), (after[2] or "").lower()
    if word in _EARLIER:
        return then not in _EARLIER_PEOPLE
    return word in _GOT_UP_FROM


#: Units of age, time and measure written after a number (general clinical
#: knowledge): ``Age: 4 yr``, ``x 3 wks``, ``wt 70 kg``. Not one letter:
#: ``4 W`` is a ward's wing, ``Bed 2 M`` an initial.
_UNITS = frozenset(
    "yr yrs yo mo mos wk wks hr hrs min mins days kg lb lbs cm mm ml".split()
)
#: A number right before a suggestion, over spaces: ``4 yr``.
_NUMBER_BEFORE = lazy_compile(r"[0-9][ \t]*\Z")
#: Characters before a suggestion looked at for its number.
_NUMBER_REACH = 4


def unit_after_number(text: str, s: Suggestion) -> bool:
    """A CRF name or place that is a unit right after its number: ``Age: 4 yr``.

    The CRF lifts a short word after a number to a name now and then; a unit
    names nobody, whatever the CRF's score.
    """
    if s.source != "crf" or text[s.start : s.end].lower() not in _UNITS:
        return False
    before = text[max(0, s.start - _NUMBER_REACH) : s.start]
    return _NUMBER_BEFORE.search(before) is not None


#: The last word of a report's heading in capitals: ``ELECTROENCEPHALOGRAM
#: REPORT``, ``DISCHARGE SUMMARY``, ``NURSING NOTE``.
_HEADING_ENDS = frozenset(
    "REPORT SUMMARY NOTE NOTES CONSULTATION CONSULT LETTER INSTRUCTIONS".split()
)


#: The heading's last word closing the line after a suggestion: ``DISCHARGE`` SUMMARY.
_HEADING_END_AFTER = lazy_compile(r"[ \t]+(\p{Lu}+)[ \t]*(?:\n|\Z)")


def heading(text: str, s: Suggestion) -> bool:
    """A CRF place in capitals that ends as a report's heading does: ``EEG REPORT``.

    A heading stands right below or above the hospital's name in a report,
    and the CRF takes it in with the place now and then, or its first word
    alone (``DISCHARGE`` of ``DISCHARGE SUMMARY`` under the hospital's
    line); no place's name ends so.
    """
    if s.source != "crf":
        return False
    marked = text[s.start : s.end]
    if not marked.isupper():
        return False
    if marked.rsplit(None, 1)[-1] in _HEADING_ENDS:
        return True
    after = _HEADING_END_AFTER.match(text, s.end)
    return after is not None and after[1] in _HEADING_ENDS


#: A compass point alone, in any case.
_COMPASS = frozenset(
    "north south east west northeast northwest southeast southwest".split()
)
#: A side in small letters after it: ``North side of the room``.
_SIDE_AFTER = lazy_compile(r"[ \t]+side\b")


def compass_side(text: str, s: Suggestion) -> bool:
    """A weighed place that is a compass point before ``side``: ``North side of the room``.

    A town's part is written with its capital (``the North Side of
    Chicago``); a side in small letters is where in a room or a body.
    """
    return (
        s.source != "rules"
        and text[s.start : s.end].lower() in _COMPASS
        and _SIDE_AFTER.match(text, s.end) is not None
    )


#: Kinds of home a capital does not make a name: ``the Rest Home``, ``a
#: Group Home``, ``the Funeral Home`` (``the Hebrew Home`` is one's name).
_HOME_KINDS = frozenset(
    "rest nursing group foster funeral retirement convalescent boarding "
    "residential care".split()
)
#: ``home`` right after a suggestion, in any case.
_HOME_AFTER = lazy_compile(r"[ \t]+home\b", flags=regex.IGNORECASE)


def home_kind(text: str, s: Suggestion) -> bool:
    """A place that is a kind of home before ``Home``: ``went to the Rest Home``.

    A travel cue reads a capitalised word after ``the`` as a place; before
    ``Home`` a word of :data:`_HOME_KINDS` names what the home is, not
    which one. ``Rest Home`` marked whole is as plain.
    """
    marked = text[s.start : s.end].lower()
    if marked in _HOME_KINDS:
        return _HOME_AFTER.match(text, s.end) is not None
    first, _, last = marked.rpartition(" ")
    return last == "home" and first in _HOME_KINDS
