"""Precision guards: CRF suggestions barely lifted to PHI that are plainly no PHI."""

from __future__ import annotations

import functools
from collections.abc import Callable

import regex

from vtt_py.deid.analysis import STOP_WORDS
from vtt_py.deid.guards_anatomy import (
    anatomy_of,
    body_part_town,
    eponym_thing,
    named_exercise,
)
from vtt_py.deid.guards_media import chain_food, media_name
from vtt_py.deid.guards_numbers import (
    clock_column,
    clock_time,
    dosed_month,
    eaten_fraction,
    forget_text,
    graded_fraction,
    insulin_doses,
    measured_range,
    measured_year,
    oxygen_flow,
    score_fraction,
    secondary_to,
    vent_setting,
)
from vtt_py.deid.guards_organisms import (
    eponym_disease,
    eponym_phrase,
    eponym_thing_noun,
    organism,
    place_illness,
)
from vtt_py.deid.guards_precision import (
    after_modal,
    chart_record,
    clinical_noun,
    device_maker,
    elder_word,
    eponym_device,
    faith_figure,
    faith_member,
    lab_kind,
    month_range,
    named_device,
    operation_word,
    titled,
    topical_brand,
    valued_virtue,
    ward_abbreviation,
    ward_thing,
    weekday_word,
)
from vtt_py.deid.guards_recased import dropped_recased
from vtt_py.deid.guards_words import (
    ARTICLE_BEFORE,
    NEXT_WORD,
    PERSON_NEXT,
    SENTENCE_START,
    compass_side,
    fluid_colour,
    heading,
    home_kind,
    occupation,
    opening_modifier,
    risen_from,
    street_drug,
    time_of_day,
    unit_after_number,
    voice_assistant,
)
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    CARE_ROLES,
    CREDENTIALS,
    DEVICE_NOUNS,
    INTERPRETER_CUES,
    LANGUAGES,
    MONTHS,
    NOT_NAMES,
    PLACE_PREPOSITIONS,
    PREFIXES,
    RELATIVE_CUES,
    SUFFIXES,
    US_STATES,
    WEEKDAYS,
    clinical_abbreviation,
    likely_typo,
    name_likelihood_ratio,
    name_people,
    zipf,
)
from vtt_py.deid.merge import CANDIDATE_SOURCE, Suggestion
from vtt_py.deid.rules_dates import AMBIGUOUS_MONTHS, capitals_in_mixed_case
from vtt_py.deid.rules_years import OPERATIONS
from vtt_py.deid.text import match_in_line
from vtt_py.lexicons.brands import brand_table
from vtt_py.lexicons.clinical import (
    clinical_abbreviations,
    drug_clipping,
    drug_words,
)
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.places import place_table

#: A guard: whether a suggestion of a text is plainly no PHI.
Guard = Callable[[str, Suggestion], bool]

#: A suggestion the CRF lifted with less probability than this is weak evidence.
WEAK_SCORE = 0.2
#: Zipf frequency (log10 per billion words) from which a word is everyday
#: English: "walker", "page", "strain", "golden" (4.0 is about once in
#: 100,000 words).
COMMON_ZIPF = 4.0

#: Capitals up to this long are an abbreviation, kept whatever word they spell.
MAX_ABBREVIATION = 3

_WORD = lazy_compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=16384)
def _words(marked: str) -> tuple[str, ...]:
    """The words (letters only) of a marked span, remembered.

    A dozen guards split the span they judge; the same names and places
    recur through a note (and a corpus), so each is split once.
    """
    return tuple(_WORD.findall(marked))


#: "Brown 2", "Bird 2": wards are often named after people or things.
_WARD_NUMBER = lazy_compile(r"[ \t]*[0-9]")


def apply_guards(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """The suggestions without those one of :data:`GUARDS` says are plainly no PHI."""
    kept = []
    for s in suggestions:
        # A plain loop: a generator per suggestion cost as much as the
        # cheap guards themselves on text dense with PHI.
        for guard in guards_for(s.source, s.family):
            if guard(text, s):
                break
        else:
            # In a line typed in one case, asked again of it re-cased.
            if not dropped_recased(text, s, recased_guards(s.source, s.family)):
                kept.append(s)
    forget_text()  # (what guards derived from the text is of no more use)
    return kept


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
    words = _words(marked)
    # Several words are a name's shape ("Valley View Memorial"), one is not.
    if len(words) != 1:
        return False
    low = words[0].lower()
    if zipf(low) >= COMMON_ZIPF:
        return True
    # a rarer dictionary word in small letters that names no place anywhere
    # and follows no place's preposition: "BS 4/4 quadrants, hypoactive"
    # ("a professor at tufts", "an engineer at bose" stay)
    return (
        marked.islower()
        and common_english_word(low)
        and place_table().get(low) is None
        and _word_before(text, s.start) not in PLACE_PREPOSITIONS
    )


#: A hyphen and a lower-case letter: the rest of a compound word ("Long-term").
_COMPOUND_TAIL = lazy_compile(r"-\p{Ll}")


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
    words = _words(text[s.start : s.end])
    if len(words) != 1:
        return False
    low = words[0].lower()
    return zipf(low) >= COMMON_ZIPF or low in drug_words()


#: An everyday word and its hyphen right before a suggestion: ``triple-decker``.
_COMPOUND_BEFORE = lazy_compile(r"(?<![\p{L}\p{N}-])(\p{Ll}{3,})-\Z")
#: Characters before a suggestion looked at for that word.
_COMPOUND_REACH = 24
#: A CRF suggestion this unsure that ends a compound word is its tail, no name.
COMPOUND_TAIL_SCORE = 0.5


def compound_tail(text: str, s: Suggestion) -> bool:
    """A CRF suggestion in small letters that ends a hyphenated everyday word.

    ``lives in a triple-decker``: the model reads ``decker`` (a surname and a
    town) as a place. An everyday word in small letters and a hyphen glued
    before a small-letter word make one word; a relative's word so glued is
    a separator (``dtr-mary called``, ``son-bob``) and keeps what follows.
    """
    if s.source != "crf" or s.score is None or s.score >= COMPOUND_TAIL_SCORE:
        return False
    words = _words(text[s.start : s.end])
    if len(words) != 1 or not words[0].islower():
        return False
    m = _COMPOUND_BEFORE.search(text, max(0, s.start - _COMPOUND_REACH), s.start)
    if m is None:
        return False
    head = m[1]
    return head not in RELATIVE_CUES and common_english_word(head)


#: A CRF suggestion under this probability before an eponym's noun is no person.
EPONYM_SCORE = 0.5
#: A hyphened pair's other name right after a suggestion: the ``-Schlatter`` of
#: ``Osgood-Schlatter``, the ``-Lehane`` of ``Cormack-Lehane``.
_PAIR_NAME = r"-\p{Lu}\p{L}+"
#: What follows a person's name used as a medical term ("Murphy sign",
#: "Wegener's syndrome", "Hasson technique", "Greulich and Pyle method",
#: "Hodgkin lymphoma", "Reed-Sternberg cells").
_EPONYM_NOUN = lazy_compile(
    # a pair's other name first: "Dix-Hallpike positive"
    rf"(?:{_PAIR_NAME}){{0,2}}"
    r"(?:'s|s')?(?:[ ]and[ ]\p{Lu}\p{L}+)?"
    # a type before the noun: "Salter Harris II fracture", "Kerley B lines",
    # in small letters too ("weber c fracture")
    r"(?:[ ]+(?:[IV]+[A-Da-d]?|[iv]+[a-d]?|[A-Da-d]))?"
    r"[ ]+(?i:signs?|scales?|scores?|points?"
    r"|technique|method|maneuvers?|manoeuvres?|tests?|classification|criteria|syndrome"
    r"|nodules?|index|rule"
    r"|disease|reflex|pouch|procedure|position|fracture|fx|pupil|phenomenon|triad|stain"
    r"|catheter|lymphoma|sarcoma|tumou?rs?|cells|bod(?:y|ies)|malformation|anomaly"
    r"|thyroiditis|palsy|ulcers?|nodes?|encephalopathy|aphasia|murmur|lesions?"
    # Breathing, operations and protocols: "Cheyne-Stokes respirations", "Brooke
    # ileostomy", "Nissen fundoplication", "per Bruce protocol".
    r"|respirations|breathing|ileostomy|colostomy|fundoplication|protocol"
    # Equipment named after people or firms: "Jackson-Pratt drain", "Puritan
    # Bennett vent", "Posey vest", "Salem sump", "Passy-Muir valve".
    r"|drains?|tubes?|vents?|ventilator|sump|vest|belt|collar|lift|valve|lines?"
    r"|port|caths?(?![ \t]*lab)"  # "to Brown cath lab" is a hospital's
    r"|mattress|dressing|traction|monitor|monitoring"
    # Orthopaedic appliances: "Denis Browne splint", "Pavlik harness".
    r"|splints?|braces?|harness|boots?"
    # A sign's or test's result: "McMurray negative", "Hoffmann neg".
    r"|negative|positive|neg|pos|not[ ]tested)\b"
    # A grade or type and its value: "Fazekas grade 1", "Modic type 2",
    # "Gustilo type IIIA", "Forrest Class IIb".
    r"|(?:'s|s')?[ ]+(?i:grade|class|type|stage)[ \t]*(?:[0-9]|[IVX]+[A-Da-d]?\b)"
    # A splint's bar, never after a possessive ("Murphy's Bar" is a pub's).
    r"|[ ]+(?i:bar)\b"
)
#: A grade, class or score and its value after a word: "Fisher grade 4",
#: "Wells score 4.5", "Spetzler-Martin grade II". No person is graded so,
#: however sure a CRF is of the name before.
_GRADED = lazy_compile(
    rf"(?:{_PAIR_NAME})?"  # a pair's other name: "Cormack-Lehane grade 2"
    r"(?:'s|s')?[ ]+(?i:grade|class|score)[ \t]*:?[ \t]*(?:[0-9]|[IVX]+[A-Da-d]?\b)"
)


#: A possessive before a disease's or a sign's noun is an eponym's, however
#: sure the CRF is of a name: "Bell's palsy", "Murphy's sign", "Parkinson's dz",
#: "Buck's traction", "Fowler's position".
_POSSESSIVE_EPONYM = lazy_compile(
    r"'(?i:s)[ ]+(?i:signs?|palsy|disease|dz|syndrome|phenomenon|triad|reflex|law|sarcoma"
    r"|lymphoma|ulcers?|thyroiditis|encephalopathy|aphasia|chorea|fracture|maneuver"
    r"|manoeuvre|nodes?|procedure|operation|traction|triangle|position"
    r"|cyst|diverticulum|contracture|tear|crisis"
    # anatomy and a disease: "Hunter's canal block", "Ludwig's angina",
    # "Cooper's ligaments", "Bartholin's gland", "Wharton's duct"
    r"|angina|canal|ligaments?|glands?|ducts?)"
    r"\b(?!-)"  # not "Bell's sign-out"
)

#: A disease's noun after a word without a possessive: "Barrett esophagus",
#: "Bell palsy", "Huntington chorea", "Crohn disease". Unlike "sign" or
#: "procedure", no verb or errand of a person's follows a name so.
_DISEASE_AFTER = lazy_compile(
    # the pair's other names first: "Osgood-Schlatter disease", "Arnold-Chiari"
    rf"(?:{_PAIR_NAME}){{0,2}}"
    r"[ ]+(?i:palsy|disease|syndrome|phenomenon|thyroiditis|chorea|esophagus"
    r"|encephalopathy|aphasia|dementia|sarcoma|lymphoma|angina|malformation|purpura"
    r"|tear|diverticulum|cyst|contracture|cardiomyopathy|position|procedure"
    # nor a murmur's, a breathing's or an operation's: "Austin Flint murmur",
    # "Cheyne-Stokes respirations", "Brooke ileostomy", "Nissen fundoplication"
    r"|murmur|respirations|ileostomy|colostomy|fundoplication)\b(?!-)"
    # a law's: "Baker Act hold" (capitalised only: "Baker acted")
    r"|[ ]+(?:Act|ACT)\b"
    # a fracture's, its type between, and a test's with its result: "Weber
    # C fracture", "McMurray test negative"
    r"|(?:[ ]+(?:[IV]+[A-Da-d]?|[A-D]))?[ ]+(?i:fracture|fx)\b"
    # (the noun only: "Sue tests positive" is a person's result)
    r"|[ ]+(?i:test|sign|maneuver)[ ]+(?i:negative|positive|neg|pos|equivocal)\b"
    # an operation's or an illness's word by its ending (small letters: in
    # capitals "-oma", "-emia" end places too, TULSA OKLAHOMA, BOHEMIA):
    # "Ivor Lewis esophagectomy", "Waldenstrom macroglobulinemia"
    # (not the everyday words so ending: "wife Mary diagnosis", "sympathy")
    r"|[ ]+(?!(?:diagnosis|prognosis|sympathy|empathy|apathy|telepathy|nostalgia"
    r"|academia|diploma|aroma|coma)\b)"
    r"\p{Ll}{2,}(?:ectomy|otomy|ostomy|plasty|pexy|scopy|itis|osis|emia|oma"
    r"|pathy|algia|plegia|paresis)\b"
    r"|[ ]+\p{Lu}{2,}(?:ECTOMY|OTOMY|OSTOMY|PLASTY|PEXY|SCOPY|PATHY|PLEGIA)\b"
)


def eponym(text: str, s: Suggestion) -> bool:
    """A CRF suggestion that is the person of a medical eponym.

    Signs, scales, syndromes and techniques are named after people ("negative
    sonographic Murphy sign", "Wegeners syndrome", "Greulich and Pyle
    method"); a CRF that learned capitalised words before a noun as names
    marks them; a listed name the CRF gives as little probability is no
    person either (``Jackson-Pratt drain``). Before a disease's noun
    (``Barrett esophagus``) or a grade (``Fisher grade 4``) even a sure CRF
    name is the eponym's, and so is a one-word name before a device's noun
    (``Blake drain``); a weak one after ``St.`` is a saint's (``St. Mark's
    church``). Sure rule findings (a title, a listed pair of names) and
    other sure CRF names are kept.
    """
    if s.source == "rules" and s.family == "NAME":
        # A pair of listed names is sure from its shape alone ("Stevens
        # Johnson syndrome", "Jackson Pratt drain"); only a title makes it a person.
        before_noun = (
            _EPONYM_NOUN.match(text, s.end) is not None
            or _DISEASE_AFTER.match(text, s.end) is not None
        )
        return before_noun and not titled(text, s.start)
    weighed = s.source in ("crf", CANDIDATE_SOURCE)
    if not weighed or s.score is None:
        return False
    if _POSSESSIVE_EPONYM.match(text, s.end) is not None:
        return not titled(text, s.start)
    if _GRADED.match(text, s.end) is not None:
        return not titled(text, s.start)
    if _DISEASE_AFTER.match(text, s.end) is not None:
        return not titled(text, s.start)
    if _DEVICE_NOUN.match(text, s.end) is not None and " " not in text[s.start : s.end]:
        return not titled(text, s.start)  # "a 19 Fr Blake drain", at 0.67
    if _SAINT_BEFORE.search(text[max(0, s.start - 6) : s.start]) is not None:
        return s.score < EPONYM_SCORE  # "at St. Mark's church": a saint's
    if s.score >= EPONYM_SCORE:
        return False
    return _EPONYM_NOUN.match(text, s.end) is not None


_DEVICE_NOUN = lazy_compile(rf"(?:{_PAIR_NAME})?[ ]+(?i:{DEVICE_NOUNS})\b")
#: A device's pattern letter may come between: "Miami J collar".
_LETTERED_DEVICE = lazy_compile(rf"[ ]+[A-Z][ ]+(?i:{DEVICE_NOUNS}|chair)\b")
#: What a town's name before it is a scale's, a criterion's or a soak's:
#: "Framingham risk score", "Bethesda category III", "Epsom salts",
#: "Bethesda chair" (a cardiac chair's maker).
_PLACE_NAMED_THING = lazy_compile(
    r"[ ]+(?i:risk|scores?|criteria|category|classification|protocol|salts?|chair)\b"
)
#: A saint's title right before a word: a church's or a hospital's name.
_SAINT_BEFORE = lazy_compile(r"(?<![\p{L}])(?:St\.?|Saint)[ \t]+\Z")


def device_place(text: str, s: Suggestion) -> bool:
    """A one-word place, rule's or CRF's, that names a device or a sign: ``in Aspen collar``.

    A town's or state's name before a device's noun is the device's maker or
    pattern (``Foley, Texas catheter``: a condom catheter; ``Jackson-Pratt
    drain``, its inventors; ``Miami J collar``), and before a scale's or a
    criterion's the study's (``Framingham risk score``, ``Bethesda category
    III``, ``Epsom salts``), not where someone lives, also when the
    suggestion took the thing's noun in small letters with it (``in Epsom
    salts``); a place of several words (``Boston Medical Center``) is kept.
    """
    word = text[s.start : s.end]
    if s.family != "PLACE":
        return False
    head, _, tail = word.partition(" ")
    if tail.islower() and " " not in tail:
        word = head  # "Epsom salts": the place and its thing's noun
    if not word.replace("-", "").isalpha():
        return False
    end = s.start + len(word)
    if any(
        p.match(text, end) is not None
        for p in (_DEVICE_NOUN, _LETTERED_DEVICE, _PLACE_NAMED_THING)
    ):
        return True
    # "tender at McBurney point": a sign's eponym, where no place has the
    # name; no business's either ("Cultures from LabCorp neg": its result).
    return (
        end == s.end
        and _EPONYM_NOUN.match(text, end) is not None
        and place_table().get(word) is None
        and (word.lower(),) not in brand_table().kinds
    )


#: A single letter and a hyphen before a word: "X-ray", "T-cell", "J-tube".
_LETTER_HYPHEN = lazy_compile(r"(?<![\p{L}\p{N}])\p{L}-\Z")
#: Lower-case equipment words that are surnames too: "ambulates with walker".
_EQUIPMENT = frozenset({"walker", "walkers"})
#: Characters before a suggestion looked at for a single letter and a hyphen.
_LOOK_BEHIND = 3
#: What a patient calls the nurse with: "call bell", "call light".
_CALL_DEVICES = frozenset({"bell", "light", "button", "box"})
_CALL_BEFORE = lazy_compile(r"(?<!\p{L})(?i:call)[ \t]+\Z")
_CALL_REACH = 6


def equipment(text: str, s: Suggestion) -> bool:
    """A CRF suggestion that is part of an equipment word: ``X-ray``, ``with walker``.

    The CRF reads ``ray`` of ``Chest X-ray`` as a name, ``walker`` in lower
    case as a place and ``bell`` of ``call bell`` as a name now and then,
    and ``Walker`` where a frame is kept (``Walker at bedside``) as a name;
    a name the rules find (``Dr walker``) is kept.
    """
    if s.source != "crf" or not text[s.start : s.start + 1].isalpha():
        return False  # "B-123456" is an identifier's: its number stays
    if _LETTER_HYPHEN.search(text[max(0, s.start - _LOOK_BEHIND) : s.start]):
        return True
    if _CALL_BEFORE.search(text[max(0, s.start - _CALL_REACH) : s.start]):
        return text[s.start : s.end].lower() in _CALL_DEVICES  # "call bell in reach"
    marked = text[s.start : s.end]
    if marked in _EQUIPMENT:
        return True
    if marked.lower() not in _EQUIPMENT:
        return False
    score = s.score or 0.0
    # "Walker at bedside", "Walker in room": where it is kept tells the frame
    # as surely; a person there is the rules' (a title, a relative's word).
    if score < _FRAME_PLACE_SCORE and _FRAME_AFTER.match(text, s.end) is not None:
        return True
    # "AMBULATE WITH WALKER": walking with it, the frame, however the CRF
    # weighs the surname (0.27 in capitals).
    lo = max(0, s.start - _WALKING_REACH)
    if score < _FRAME_PLACE_SCORE and _WALKING_WITH.search(text, lo, s.start):
        return not titled(text, s.start)
    # "ROLLING WALKER", "AMB WITH WALKER": in capitals the surname is as likely
    # as the frame; a weak suggestion after a frame's word is the frame.
    return (
        score < WEAK_SCORE
        and _FRAME_BEFORE.search(text[max(0, s.start - _FRAME_REACH) : s.start])
        is not None
    )


#: Walking before ``with`` and a frame: ``ambulated with walker``, ``OOB W/ WALKER``.
_WALKING_WITH = lazy_compile(
    r"(?<!\p{L})(?i:amb\p{L}*|walk(?:s|ed|ing)?|gait|oob|transfers?|transferred"
    r"|ambulation)[ \t]+(?:[0-9]+[ \t]*(?i:ft|feet)[ \t]+)?(?i:with|w/)[ \t]+\Z"
)
#: Characters before a frame looked at for the walking.
_WALKING_REACH = 32


#: Characters before a frame looked at for its word ("standard " is nine).
_FRAME_REACH = 10
#: Words before a walking frame: "rolling walker", "with walker", "w/ walker".
_FRAME_BEFORE = lazy_compile(
    r"(?<!\p{L})(?i:rolling|wheeled|standard|front|rw|fww|with|w/)[ \t]+\Z"
)
#: Where a walking frame is kept, after it: "Walker at bedside", "walker in room".
#: A CRF suggestion scored below this there is the frame.
_FRAME_PLACE_SCORE = 0.5
_FRAME_AFTER = lazy_compile(
    # other aids kept with it first: "Walker and commode at bedside"
    r"(?i:(?:[ \t]+(?:and|&)[ \t]+|[ \t]*[,/][ \t]*)"
    r"(?:commode|cane|wheelchair|w/c|bsc|crutches|brace)s?)?"
    r"[ \t]+(?i:at[ \t]+(?:the[ \t]+)?bedside|in[ \t]+(?:the[ \t]+)?room|(?:with)?in[ \t]+reach"
    r"|for[ \t]+ambulation)(?!\p{L})"
)


#: Scores and scales named after people (general clinical knowledge).
_SCALES = frozenset(
    "braden morse gleason apgar ramsay glasgow norton ranson caprini barthel "
    "karnofsky mallampati killip breslow aldrete spetzler hinchey lown waterlow "
    "berg tinetti rankin hachinski ashworth fazekas modic gustilo neer schatzker "
    "spetzler forrest westley lansky ballard dubowitz maddrey".split()
)
#: Scales named by a hyphened pair, before a value or a scale's noun:
#: "Hunt-Hess 2", "Child-Pugh C", "Spetzler-Martin grade 3".
_PAIRED_SCALES = frozenset(
    "hunt-hess child-pugh spetzler-martin hoehn-yahr wong-baker".split()
)
#: Hospitals that name a scale, before the scale's words (never a number
#: alone: ``from Johns Hopkins 2 days ago`` is the hospital).
_HOSPITAL_SCALES = frozenset({"johns hopkins"})
_HOSPITAL_SCALE_AFTER = lazy_compile(r"[ \t]+(?i:fall[ \t]+risk)\b")
#: A value after a paired scale: a number, a roman numeral or a class letter.
_PAIRED_VALUE = lazy_compile(r"[ \t]*:?[ \t]*(?:[0-9]|[IV]+\b|[A-C]\b)")
#: Scales and tests named after a person or a town whose name is an everyday
#: name or place too: only a scale's noun after it makes it the scale's
#: (``Bristol stool type 4``, ``Richmond agitation scale``, ``Clark level IV``,
#: ``Hunt and Hess grade 2``, ``Child-Pugh class B``, ``Allen test``), never a
#: number alone (``Clark 2 days ago``). General clinical knowledge.
_NAMED_SCALES = frozenset(
    "bristol richmond clark rancho hunt hoehn wells fisher pugh charlson centor "
    "bishop tanner allen katz lawton alvarado hendrich conley".split()
)
#: A scale's noun after its name (a pair's other name may come between).
_SCALE_NOUN_AFTER = lazy_compile(
    r"(?:'s|s')?(?:[ \t]+and[ \t]+\p{Lu}\p{L}+)?(?:[ \t]+[IV]{1,3})?[ \t]+"
    r"(?i:stool|agitation|coma|balance|sedation|comorbidity|los[ \t]+amigos|fall"
    r"|score|scale|class|grade|stage|criteria|level|index|test|adl|iadl)\b"
)
#: Prepositions before a ward's name: "to Berg 2", "on Morse 4".
_WARD_CUES = frozenset({"to", "from", "at", "on"})
#: Characters before a name looked at for the preposition before it.
_CUE_REACH = 6
_WORD_BEFORE = lazy_compile(r"\b(\p{L}+)[ \t]+\Z")


def _word_before(text: str, start: int) -> str:
    """The short word right before ``start`` (lower case), or ``""``."""
    m = _WORD_BEFORE.search(text[max(0, start - _CUE_REACH) : start])
    return m[1].lower() if m else ""


#: A score's value or its noun after its name: "Braden 14", "Gleason 3+4",
#: "Morse: 45", "Morse fall score", "Killip II", "Berg balance 40/56".
_SCORE_AFTER = lazy_compile(
    r"[ \t]*(?::[ \t]*)?"
    r"(?:[0-9]|[IV]+\b|(?i:(?:(?:fall|faces)[ \t]+)?(?:risk[ \t]+)?"
    r"(?:score|scale|class|grade|stage|criteria)"
    r"|balance|coma|sedation|index)\b)"
)


#: The second name of a pair right after a suggestion: ``HUNT`` of ``HUNT-HESS``.
_PAIR_AFTER = lazy_compile(r"-\p{L}+")


def _pair_before(text: str, start: int, second: str) -> bool:
    """Whether a paired scale's first name and hyphen end at ``start`` before ``second``."""
    return any(
        pair.endswith("-" + second)
        and text[max(0, start - len(pair) + len(second)) : start].lower()
        == pair[: len(pair) - len(second)]
        for pair in _PAIRED_SCALES
    )


def _paired_scale_end(text: str, s: Suggestion) -> int:
    """Where a paired scale's name the suggestion is (or begins) ends; 0 if none."""
    marked = text[s.start : s.end].lower()
    if marked in _PAIRED_SCALES:
        return s.end
    if text[s.start - 1 : s.start] == "-" and _pair_before(text, s.start, marked):
        return s.end  # "Child-Pugh B": the pair's second name alone
    m = _PAIR_AFTER.match(text, s.end)
    if m is not None and marked + m.group().lower() in _PAIRED_SCALES:
        return m.end()
    return 0


def scale(text: str, s: Suggestion) -> bool:
    """A name that is a score's or scale's, before its value: ``Braden 14``.

    Nursing notes give the Braden, Morse and Glasgow scores by name (the CRF
    reads them as names or places); a title makes the word a person again
    (``Dr. Morse 2 days ago``), a preposition a ward (``to Berg 2``).
    """
    if s.family not in ("NAME", "PLACE"):
        return False
    if " ".join(text[s.start : s.end].lower().split()) in _HOSPITAL_SCALES:
        return _HOSPITAL_SCALE_AFTER.match(text, s.end) is not None
    paired = _paired_scale_end(text, s)
    if paired:
        after = _PAIRED_VALUE.match(text, paired) or _SCORE_AFTER.match(text, paired)
        return after is not None and not titled(text, s.start)
    words = _words(text[s.start : s.end])
    last = words[-1].lower() if words else ""
    named = last in _NAMED_SCALES
    if last not in _SCALES and not named:
        return False
    if not all(w.islower() for w in words[:-1]):
        return False  # "J. Morse 45", "Kathy Morse 2 days ago": a person
    # (A unit before may be joined to the scale: "220 m. Tinetti 19/28".)
    if (s.source == "rules" or named) and titled(text, s.start):
        return False
    if named and _SCALE_NOUN_AFTER.match(text, s.end) is not None:
        return True  # "at Rancho level IV": a ward has a number, not a level
    if _word_before(text, s.start) in _WARD_CUES:
        return False  # "to Berg 2": a ward named after a person
    return not named and _SCORE_AFTER.match(text, s.end) is not None


#: Prepositions before a place: "from MI 4 years ago", "lives in PA".
_PLACE_PREPOSITIONS = frozenset({"in", "to", "from"})
#: A number after a state's code that is no ZIP code: "MI 2001", "PA 45/20", "CO 4.2".
_NUMBER_NOT_ZIP = lazy_compile(
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


#: A date right after a word: "Echo 6/2023:", "Mammogram 3/22", "At PMD 8/5",
#: "Echo 3 Oct 2019".
_DATE_AFTER = lazy_compile(
    r"[ \t]*:?[ \t]*(?:[0-9]{1,2}/[0-9]{1,2}(?:/[0-9]{2,4})?|[0-9]{1,2}/[0-9]{4}"
    r"|(?:19|20)[0-9]{2}|[0-9]{1,2}[ ](?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct"
    r"|nov|dec)[a-z]*\.?[ ][0-9]{2,4})(?![0-9])"
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
#: A number right after a word: "chole 03", "appy 85", "CEA '11".
_NUMBER_AFTER = lazy_compile(r"[ \t]+['\u2019]?[0-9]")


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
    """A title, a care role or a credential the CRF barely reads, as a name: ``Atty.``, ``medic``.

    Degrees and licences (:data:`~vtt_py.deid.lexicon.CREDENTIALS`), titles
    (``Dr``, ``Atty``, ``Rev``) and care roles (``medic Sullivan``, ``tech``)
    alone are no one's name.
    """
    if s.source != "crf" or s.family != "NAME" or s.score is None:
        return False
    word = text[s.start : s.end].lower().rstrip(".")
    if word in PREFIXES or word in CARE_ROLES:
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
    abbreviation; ``in May`` stays. After ``per`` it is the record
    (``MEDS GIVEN PER MAR.``), whichever rule or model marked it.
    """
    if s.family != "DATE":
        return False
    if text[s.start : s.end].lower().rstrip(".") not in AMBIGUOUS_MONTHS:
        return False
    if _NUMBER_AFTER.match(text, s.end) or text.startswith(("'", " '"), s.end):
        return False  # "May 3", "May '19"
    before = _word_before(text, s.start)
    if before == "per":
        return True  # "MEDS GIVEN PER MAR.": the record, whoever marked it
    if s.source != "crf" or s.score is None or s.score >= WEAK_SCORE:
        return False
    return before not in _MONTH_CUES


#: The seasons: a time of year, never a place's name when written as one.
SEASONS = frozenset("spring summer fall autumn winter".split())
#: A year right after a season: ``spring 2017``, ``Fall '16``.
_YEAR_AFTER = lazy_compile(r"[ \t]*,?[ \t]*(?:'[0-9]{2}|[0-9]{4})(?![0-9])")
#: Words that make a capitalised season a time: ``last Winter``, ``early Spring``.
#: (Not ``in``: ``in Spring, TX`` is a town.)
_SEASON_CUES = frozenset("last this next early late mid past during".split())
#: A noun of time after a season: ``Winter months``, ``Summer break``.
_SEASON_NOUN_AFTER = lazy_compile(
    r"[ \t]+(?i:months?|season|break|holidays?|vacation|time)\b"
)

#: The verbs of spending a season somewhere, in small letters.
_SEASON_VERBS = frozenset(
    "winters summers wintering summering wintered summered".split()
)
#: The patient's word opening a suggestion (``PT WINTERS IN ARIZONA``).
_PATIENT_FIRST = lazy_compile(r"\A(?i:pt|patient)[ \t]+")
#: Where a season is spent: ``winters in Florida``, ``summers on the Cape``.
_SEASON_VERB_AFTER = lazy_compile(r"[ \t]+(?i:in|on|at|near|down|up)\b")


def season(text: str, s: Suggestion) -> bool:
    """A season read as a place or a name: ``admitted in spring 2017``, ``early Spring``.

    A place cue (``in``) before a season and the CRF's sense that a lone
    lower-case word after ``in`` is a town made ``spring`` an address. In
    lower case a season (or its verb, ``winters in Florida``) is always a
    time; capitalised, it is one before a year or after ``last``/``early``/
    ``during`` (``in Spring, TX`` stays a town). A name only when the CRF barely
    marked it: ``Summer`` and ``Autumn`` are first names too.
    """
    if s.family not in ("PLACE", "NAME") or s.source == "rules":
        return False
    word = _PATIENT_FIRST.sub("", text[s.start : s.end])  # "PT WINTERS": the verb
    if word.lower() in _SEASON_VERBS and _SEASON_VERB_AFTER.match(text, s.end):
        # "Pt winters in Naples": a snowbird's verb, however sure the CRF
        # (0.27 as a name); "dr. winters in clinic" keeps its title
        return not titled(text, s.start)
    if s.family == "NAME" and (s.score is None or s.score >= WEAK_SCORE):
        return False  # "Summer Lee", "Autumn": first names the CRF is sure of
    if word.islower():  # "winters in Florida": the verb too
        return word in SEASONS or word.removesuffix("s") in SEASONS
    if word.lower() not in SEASONS:
        return False
    return (
        _YEAR_AFTER.match(text, s.end) is not None
        or _word_before(text, s.start) in _SEASON_CUES
        or _SEASON_NOUN_AFTER.match(text, s.end) is not None
    )


#: A verb of speaking right before a word: "speaks Creole", "Speaking Tigrinya".
_SPEAK_BEFORE = lazy_compile(r"(?<!\p{L})(?i:speak(?:s|ing)?)[ \t]+\Z")
#: Characters before a word looked at for the verb ("speaking " is nine).
_SPEAK_REACH = 10
#: A CRF suggestion under this probability right after the verb is no PHI.
LANGUAGE_SCORE = 0.5


def language(text: str, s: Suggestion) -> bool:
    """A word the CRF barely marks right after ``speaks``: a language.

    Languages share their names with places and peoples (``speaks Creole``,
    a town in Louisiana); a person spoken to follows ``with`` or ``to``,
    which the name rules read. Rule findings and confident CRF suggestions
    stay. A listed language right after ``Interpreter (`` is the one asked
    for (``Interpreter (Haitian Creole)``), however its words are read.
    """
    if s.source != "crf" or s.score is None or s.score >= LANGUAGE_SCORE:
        return False
    if _interpreted_language(text, s):
        return True
    if " " in text[s.start : s.end]:
        return False
    before = text[max(0, s.start - _SPEAK_REACH) : s.start]
    return _SPEAK_BEFORE.search(before) is not None


#: An interpreter's cue right before a word, a bracket or colon between.
_INTERPRETER_BEFORE = lazy_compile(
    rf"(?<!\p{{L}})(?i:{'|'.join(sorted(INTERPRETER_CUES))})[ \t]*[(:]?[ \t]*\Z"
)
#: Characters before a word looked at for the cue ("interpreter (" is 13).
_INTERPRETER_REACH = 16


def _interpreted_language(text: str, s: Suggestion) -> bool:
    """Whether a span of listed languages follows an interpreter's cue."""
    words = _words(text[s.start : s.end])
    if not words or any(w.lower() not in LANGUAGES for w in words):
        return False
    before = text[max(0, s.start - _INTERPRETER_REACH) : s.start]
    return _INTERPRETER_BEFORE.search(before) is not None


#: Words that stage or grade what comes before them: "DECUB STAGE III",
#: "NYHA CLASS II". In capitals the roman numeral after reads as a name's
#: suffix ("Henry Ford II"), and the words before as the name.
_STAGING_WORDS = frozenset("stage grade class type phase level tier category".split())
#: A stage's or grade's value: "III", "IIb", "4".
_STAGE_VALUE = lazy_compile(r"[ \t]+(?:[IVX]+[A-Da-d]?|[0-9])\b")


def staged_name(text: str, s: Suggestion) -> bool:
    """A name that ends with a staging word before its value: ``DECUB STAGE III``.

    No one's name ends with ``Stage`` or ``Class``; a roman numeral after a
    wound's or a disease's stage is its value, not a name's suffix.
    """
    if s.family != "NAME":
        return False
    words = _words(text[s.start : s.end])
    if not words or words[-1].lower() not in _STAGING_WORDS:
        return False
    return _STAGE_VALUE.match(text, s.end) is not None


#: Fewer people than this bear a drug's or a device's name read as no person's.
FEW_BEARERS = 20_000
#: Census bearers under which a drug's clipped form (``Vanco``, ``Spiro``) is
#: taken for the drug rather than a name (``Thom``, ``Lind``).
CLIPPING_BEARERS = 5_000
#: Endings of medical words no name has: "Euvolemic", "Cholangitis".
_TERM_ENDINGS = (
    "emic",
    "emia",
    "itis",
    "osis",
    "ectomy",
    "otomy",
    "ostomy",
    "plasty",
    "scopy",
    "graphy",
    "pathy",
    "algia",
    "uria",
    "ology",
    "ological",
    "ular",
    "ative",
)


def clinical_word(text: str, s: Suggestion) -> bool:
    """A weak CRF name or place that is a drug, a listed device, a medical term or abbreviation.

    Nursing notes capitalise brands and drugs (``Duonebs q4h``, ``Xeroform
    and Kerlix``, ``Zoll pads on``, ``Euvolemic on exam``); the CRF lifts
    them to names now and then. A drug or device that many people bear as a
    name (``Camila``, ``Grace``) and a titled name stay.
    """
    if s.source != "crf" or s.score is None or s.score >= WEAK_SCORE:
        return False
    if s.family not in ("NAME", "PLACE"):
        return False
    words = _words(text[s.start : s.end])
    if len(words) != 1 or titled(text, s.start):
        return False
    low = words[0].lower()
    people = sum(name_people(low))
    if people == 0 and low.endswith(_TERM_ENDINGS):
        return True
    if clinical_abbreviation(words[0]) and (
        s.family == "NAME" or _word_before(text, s.start) not in PLACE_PREPOSITIONS
    ):
        # "amio(NSVT)": the abbreviation list's, in capitals; a place so
        # written is a hospital's initials as often ("to EM"), but not where
        # no preposition stands before it ("endorses passive SI").
        return True
    if (
        s.family == "NAME"
        and words[0] in clinical_abbreviations()
        and capitals_in_mixed_case(text, s.start, s.end)
    ):
        return True  # "TIA 2/09" among lower case: the abbreviation, not Tia
    if people >= FEW_BEARERS:
        return False
    if s.family == "NAME" and likely_typo(words[0]):
        return True  # "SPREAD TO TRUNCK": a misspelt word, which no one bears
    drugs = drug_words()
    return (
        low in NOT_NAMES
        or low in drugs
        or (low.endswith("s") and low[:-1] in drugs)  # "Duonebs"
        # "Vanco trough", "Amio gtt"; not a name a few thousand bear ("Thom"),
        # nor a place after its preposition ("PROFESSOR AT TUFTS")
        or (
            people < CLIPPING_BEARERS
            and drug_clipping(low)
            and not (
                s.family == "PLACE"
                and _word_before(text, s.start) in PLACE_PREPOSITIONS
            )
        )
    )


#: A word glued to a slash before: "Mon/Wed/Fri", "AH/VH", "Levo 12/Vaso".
_SLASH_BEFORE = lazy_compile(r"([\p{L}\p{N}.]+)/\Z")
#: A word glued to a slash after.
_SLASH_AFTER = lazy_compile(r"/([\p{L}\p{N}]+)")
#: Characters before a suggestion looked at for a slash and its word.
_SLASH_REACH = 12


def _clinical_token(word: str) -> bool:
    """A number, a weekday, a drug or a medical abbreviation: no name's neighbour."""
    low = word.lower()
    return (
        any(c.isdigit() for c in word)
        or low in WEEKDAYS
        or clinical_abbreviation(word)
        or low in drug_words()
    )


def slashed_word(text: str, s: Suggestion) -> bool:
    """A weak CRF name glued by a slash to a number, a weekday or a medical word.

    Lists written with slashes (``Coumadin Mon/Wed/Fri``, ``Denies AH/VH``,
    ``Levo 12/Vaso .04``) hold schedules, findings and drips; a name so
    written (``JS/mk``, dictation initials) stands beside other initials.
    """
    if s.source != "crf" or s.family != "NAME" or s.score is None:
        return False
    marked = text[s.start : s.end]
    if " " in marked:
        return False
    before = _SLASH_BEFORE.search(text[max(0, s.start - _SLASH_REACH) : s.start])
    after = _SLASH_AFTER.match(text, s.end)
    if s.score >= WEAK_SCORE:
        # However sure, letters in capitals slashed to a medical abbreviation
        # are its pair ("denies AH/VH", "no N/V/D"), not a person's initials.
        short = len(marked) <= _PAIRED_LETTERS and marked.isupper()
        return short and any(
            m is not None and clinical_abbreviation(m[1]) for m in (before, after)
        )
    return any(m is not None and _clinical_token(m[1]) for m in (before, after))


#: Capitals this many or fewer, slashed to an abbreviation, are its pair.
_PAIRED_LETTERS = 3


def article_name(text: str, s: Suggestion) -> bool:
    """A weak CRF name of one word right after a lower-case article: ``the carina``.

    A person is named without an article; ``the carina``, ``a Bovie`` are
    things. (Places keep theirs: ``the Bronx``.)
    """
    if s.source != "crf" or s.family != "NAME" or s.score is None:
        return False
    if s.score >= WEAK_SCORE or " " in text[s.start : s.end]:
        return False
    return ARTICLE_BEFORE.search(text[max(0, s.start - 4) : s.start]) is not None


#: A name at most this likely (see :func:`name_likelihood_ratio`) is an English word.
WORD_RATIO = 0.3


def common_word_name(text: str, s: Suggestion) -> bool:
    """A weak CRF name of one everyday word far likelier a word than a name.

    A capitalised word that opens a sentence or a heading (``Council on
    Aging contacted``, ``Will need PT``) is lifted to a name now and then;
    the census and word frequencies say it is a word (``Hope``, ``Rose``
    and ``Bell`` are names often enough to stay), and a titled one stays.
    """
    if s.source != "crf" or s.family != "NAME" or s.score is None:
        return False
    if s.score >= WEAK_SCORE:
        return False
    words = _words(text[s.start : s.end])
    if len(words) != 1 or titled(text, s.start):
        return False
    low = words[0].lower()
    if low in SUFFIXES:
        return False  # "John Smith Jr": the end of a name
    return zipf(low) >= COMMON_ZIPF and name_likelihood_ratio(low) < WORD_RATIO


def sentence_word(text: str, s: Suggestion) -> bool:
    """A weak CRF name opening a sentence that is a word there: ``Rose colored urine``.

    Words that are names in the census but almost never in notes (``NOT_NAMES``:
    ``Rose``, ``Long``, ``Faith``, ``Lane``, ``Rich``, ``Chase``) are lifted
    to names at a sentence's start; the word after tells them apart: a
    person there does something (``Rose called``, ``Faith visited``), a
    word qualifies a noun (``Rose colored``, ``Long discussion``, ``Faith
    based``). A titled name stays.
    """
    if s.source != "crf" or s.family != "NAME" or s.score is None:
        return False
    if s.score >= WEAK_SCORE:
        return False
    words = _words(text[s.start : s.end])
    if len(words) != 1 or words[0].lower() not in NOT_NAMES:
        return False
    if SENTENCE_START.search(text[max(0, s.start - 8) : s.start]) is None:
        return False
    after = NEXT_WORD.match(text, s.end)
    return after is not None and after[1] not in PERSON_NEXT


#: ``by`` after a word: its agent follows (``Struck by a car``).
_BY_AFTER = lazy_compile(r"[ \t]+by\b")
#: A sentence's first word this common in English (Zipf) before ``by`` is
#: its verb (``struck`` 4.3, ``bitten`` 3.5), not a name.
_PARTICIPLE_ZIPF = 3.0


def participle_by(text: str, s: Suggestion) -> bool:
    """A weak CRF name opening a sentence before ``by``: ``Struck by a car``.

    A passive's participle opens a history's sentence (``Struck by a car
    while crossing``, ``Bitten by a dog``); a person there is written with
    what they did (``Rose called``). An everyday English word only.
    """
    if s.source != "crf" or s.family != "NAME" or s.score is None:
        return False
    if s.score >= WEAK_SCORE:
        return False
    words = _words(text[s.start : s.end])
    if len(words) != 1 or match_in_line(_BY_AFTER, text, s.end) is None:
        return False
    if SENTENCE_START.search(text[max(0, s.start - 8) : s.start]) is None:
        return False
    low = words[0].lower()
    return common_english_word(low) and zipf(low) >= _PARTICIPLE_ZIPF


def participle_word(text: str, s: Suggestion) -> bool:
    """A CRF name or place, one word in one case, that is an everyday ``-ing`` word.

    ``maria garcia lopez translating``, ``... LOPEZ TRANSLATING``: in a line
    with no capitals to tell them, the model reads the verb after a name as
    a place. A dictionary's ``-ing`` word that no US town bears (``Reading``,
    ``Flushing`` stay) and not capitalised in mixed case is none.
    """
    words = _words(text[s.start : s.end])
    if len(words) != 1:
        return False
    word = words[0]
    low = word.lower()
    if not (word.islower() or word.isupper()) or not low.endswith("ing"):
        return False
    return _ing_form(low) and place_table().get(low) is None


def _ing_form(low: str) -> bool:
    """Whether an ``-ing`` word is a dictionary word's: ``translating``, ``running``.

    The dictionary lists a verb once (``translate``, ``run``), not each form.
    """
    stem = low[:-3]
    return (
        common_english_word(low)
        or common_english_word(stem)
        or common_english_word(stem + "e")
        or (len(stem) > 2 and stem[-1] == stem[-2] and common_english_word(stem[:-1]))
    )


#: A dose or a dosing frequency after a word: "Juven BID", "Nepro 240 mL".
_DOSE_AFTER = lazy_compile(
    r"[ \t]*(?:[0-9.]+[ \t]*(?i:mg|mcg|g|gm|ml|units?|meq|tabs?|caps?|scoops?)\b"
    # Latin frequencies only: "visits with Ruth daily" names a person.
    r"|(?i:bid|tid|qid|qhs|qd|qod|q[0-9]+h|q[0-9]+hrs?)\b"
    # a drip: "BICARB GTT CONTS", "Levo gtt at 8", "heparin drip"
    r"|(?i:gtts?|drip)\b)"
)


def dosed_word(text: str, s: Suggestion) -> bool:
    """A CRF name or place of one word before a dose or its frequency: ``Juven BID``.

    Drugs, supplements and feeds are written with their dose (``Nepro 240 mL
    TID``, ``Juven BID``); no person or place is. A titled name stays.
    """
    if s.source != "crf" or s.score is None or s.score >= EPONYM_SCORE:
        return False
    if s.family not in ("NAME", "PLACE") or " " in text[s.start : s.end]:
        return False
    if titled(text, s.start):
        return False
    return _DOSE_AFTER.match(text, s.end) is not None


#: Care settings written by their initials: "taken to IR", "back to OR".
_CARE_SETTINGS = frozenset(
    "ir or ed er icu pacu ccu micu sicu cvicu csicu tsicu nicu picu ep cath ct mri "
    "snf ltac ltach tcu pcu cdu sdu ctu".split()
)


def care_setting(text: str, s: Suggestion) -> bool:
    """A CRF place that is a care setting's initials: ``then taken to IR``.

    Units and departments (``IR``, ``PACU``, ``MICU``) are where a patient
    goes in every hospital; the CRF, which learned initials after ``to`` as
    hospitals, marks them. Rule findings stay.
    """
    if s.source != "crf" or s.family != "PLACE" or s.score is None:
        return False
    if s.score >= EPONYM_SCORE:
        return False
    return text[s.start : s.end].lower() in _CARE_SETTINGS


#: Care roles by their initials, where a page or a report is sent: "Page sent
#: to HO", "report given to RN". (State codes such as MD and PA are left to
#: the context.)
_CARE_ROLES = frozenset("ho nf rn np rt rrt sw cm ot slp pcp hcp nsg".split())


def care_role(text: str, s: Suggestion) -> bool:
    """A place, rule's or CRF's, that is a care role's initials: ``Page sent to HO``.

    ``to HO`` reads like ``to MGH`` to a place rule; a house officer, a
    night float, a nurse or a social worker is who a page or a report goes
    to, not a place.
    """
    if s.family != "PLACE":
        return False
    return text[s.start : s.end].lower() in _CARE_ROLES


def per_record(text: str, s: Suggestion) -> bool:
    """A one-word name after ``per`` that is a record, a scale or a drug: ``insulin per riss``.

    ``per`` brings a provider's name (``per Feldstein``) and as often the
    protocol, scale or record followed (``per RISS``, ``per SSI``, ``per
    MAR``); a word few people bear as a first name that the medical
    abbreviations, the drugs or :data:`NOT_NAMES` list is the latter.
    """
    if s.family != "NAME" or _word_before(text, s.start) != "per":
        return False
    words = _words(text[s.start : s.end])
    if len(words) != 1:
        return False
    low = words[0].lower()
    if name_people(low)[0] >= FEW_BEARERS:
        return False  # "per Mark": a first name
    return (
        low in NOT_NAMES
        or low.upper() in clinical_abbreviations()
        or low in drug_words()
    )


def function_words(text: str, s: Suggestion) -> bool:
    """A name or place made only of function words: ``Wife And Son In``, ``Visit In Am``.

    Notes written in capitalised words give the rules and the model ``In``,
    ``From`` or ``Am`` after a relative or a preposition; prepositions,
    articles and auxiliaries name no one, unless many people bear them as a
    first name (``Will``, ``May``) or, as a place, a state's code (``lives
    in ME``). A span with a number in it is more than its words (``on
    I-93``: an interstate).
    """
    if s.family not in ("NAME", "PLACE"):
        return False
    marked = text[s.start : s.end]
    words = _words(marked)
    if not words or not all(w.lower() in STOP_WORDS for w in words):
        return False
    if any(c.isdigit() for c in marked):
        return False
    if any(name_people(w.lower())[0] >= FEW_BEARERS for w in words):
        return False
    return s.family == "NAME" or not any(w.upper() in US_STATES for w in words)


#: Letters glued to a digit, or to a digit and a hyphen: "CHA2DS2-VASc", "A1c".
_DIGIT_BEFORE = lazy_compile(r"[0-9]-?\Z")
_DIGIT_AFTER = lazy_compile(r"-?[0-9]")


def glued_to_digit(text: str, s: Suggestion) -> bool:
    """A weak CRF name or place glued to a digit: ``CHA2DS2-VASc``, ``M1``.

    Scores, genes and segments are letters and digits run together; a name
    or a town is written apart from numbers.
    """
    if s.source != "crf" or s.score is None or s.score >= WEAK_SCORE:
        return False
    if s.family not in ("NAME", "PLACE"):
        return False
    if not text[s.start : s.end].isalpha():
        return False
    before = _DIGIT_BEFORE.search(text[max(0, s.start - 2) : s.start])
    return before is not None or _DIGIT_AFTER.match(text, s.end) is not None


#: Words of care settings and kinds of places that name no one place: "Senior
#: Center", "Skilled Nursing Facility", "Cardiology Clinic", "County Jail".
#: Words that make a setting one place ("General", "Memorial", "Children's",
#: "Veterans", "VA", a town) are left out on purpose.
_GENERIC_SETTING_WORDS = frozenset(
    # Kinds of places.
    "hospital hosp clinic clinics center centre program programs unit units "
    "facility facilities home homes jail prison shelter church chapel school lab "
    "floor ward room department dept service services office practice agency "
    "residence lounge pharmacy mall gym nursery pantry "
    # a congregation: "FAITH COMMUNITY NURSE TO VISIT"
    "faith "
    # kinds of settlement and the mail's office: "MOVED TO THE CITY",
    # "RETIRED FROM THE POST OFFICE"
    "city town country countryside suburbs post "
    # Where a ride goes: "TAKES BUS TO APPTS".
    "appt appts appointment appointments "
    # What kind.
    "acute chronic subacute day senior adult outside county community local "
    "skilled nursing long short term assisted living group inpatient outpatient "
    "medical surgical mental health behavioral psychiatric primary urgent care "
    "emergency intensive critical step down sleep pain heart failure dialysis "
    "cancer infusion wound resus trauma transitional rehab rehabilitation "
    "cardiology oncology neurology nephrology pulmonary pulmonology gi "
    "gastroenterology orthopedic orthopedics ortho urology dermatology "
    "endocrinology endocrine hematology rheumatology podiatry psychiatry "
    "pediatric pediatrics geriatric geriatrics obstetrics gynecology surgery "
    "radiology imaging anticoagulation coumadin diabetes methadone detox "
    "addiction substance abuse treatment recovery physical occupational therapy "
    "speech hearing vision eye dental walk-in "
    # A hospital's own departments: "called from Blood Bank", "from Admitting".
    "blood bank laboratory microbiology pathology admitting registration "
    # Joiners.
    "the of and for on".split()
)


def generic_setting(text: str, s: Suggestion) -> bool:
    """A place made only of generic care-setting words: ``Senior Center``.

    ``Discharged to Skilled Nursing Facility``, ``followed by Cardiology
    Clinic``, ``goes to Church``, ``placed in Resus Bay 3``: a kind of place,
    not one place, whoever marks it. A word that names one place (``Lake
    View Nursing Home``, ``Mercy Hospital``, a town) keeps it.
    """
    if s.family != "PLACE":
        return False
    words = _words(text[s.start : s.end].replace("-", ""))
    if not words:
        return False
    return all(w.lower() in _GENERIC_SETTING_WORDS for w in words)


#: Adjectives of clinical description that are surnames or first names too.
_DESCRIPTIVE_NAMES = frozenset("frank gross bright sharp brisk faint".split())
#: A finding's noun (or colour) after such an adjective: ``frank blood``,
#: ``gross hematuria``, ``bright red``, ``sharp pain``.
_FINDING_AFTER = lazy_compile(
    r"[ \t]+(?i:blood|bloody|bleeding|hematuria|hemoptysis|hematemesis"
    r"|hematochezia|melena|hemorrhage|pus|purulent|red|maroon|drainage|secretions"
    r"|output|emesis|urine|stool|clots?|rupture|aspiration|peritonitis|abscess"
    # bright red blood (per rectum): "passing frank brb with clots"
    r"|brb|brbpr"
    r"|pain|deformity|edema|crackles)\b"
)


def descriptive_name(text: str, s: Suggestion) -> bool:
    """A one-word name that is a finding's adjective before its noun: ``FRANK BLOOD``.

    ``frank blood in foley bag``, ``GROSS HEMATURIA``, ``bright red blood
    per rectum``: the adjective is a first name or surname too, which the CRF
    and a listed name's rule mark (also where the note names a ``brother
    frank`` elsewhere); a title or cue right before it keeps it (``brother
    Frank blood drawn``), and so does a name of several words (``Frank
    Lloyd``).
    """
    if s.family != "NAME":
        return False
    word = text[s.start : s.end]
    if word.lower() not in _DESCRIPTIVE_NAMES:
        return False
    return _FINDING_AFTER.match(text, s.end) is not None and not titled(text, s.start)


#: A herb named after a saint: ``St John's wort``, ``ST JOHNS WORT``.
_SAINT_HERB = lazy_compile(
    r"(?<![A-Za-z])(?:st|saint)\.?[ ]+[a-z]+(?:'s|s)?[ ]+wort(?![a-z])", regex.I
)


def saint_herb(text: str, s: Suggestion) -> bool:
    """A place or name inside a herb's name: ``takes St. John's wort daily``.

    The saint's title and capital read as a church, a hospital or a town
    (``St. John's``), in any case; the herb follows at once, whoever marked
    it. ``St. John's Hospital`` keeps its name.
    """
    # A herb over the suggestion ends after its start with "wort", at most 16
    # characters after its end: without one there, no match is worth a scan.
    if "wort" not in text[max(0, s.start - 3) : s.end + 16].lower():
        return False
    line_start = text.rfind("\n", 0, s.start) + 1
    lo = max(line_start, s.start - 12)
    for m in _SAINT_HERB.finditer(text, lo, min(len(text), s.end + 16)):
        if m.start() < s.end and s.start < m.end():
            return True
    return False


#: Words that introduce an identifier: ``ID 88123004``, ``group 7765``.
_ID_CUE_WORDS = frozenset("id group grp member policy subscriber mrn acct".split())
#: The identifier after its cue word: a token with a digit; not a ZIP code
#: alone (``Boise, ID 83702`` is Idaho's).
_ID_AFTER_CUE = lazy_compile(
    r"[ ]?(?:\#|no\.?)?[ ]?:?[ ]?(?![0-9]{5}(?:-[0-9]{4})?(?![A-Za-z0-9]))"
    r"[A-Za-z0-9-]*[0-9]"
)


def id_cue_word(text: str, s: Suggestion) -> bool:
    """A CRF suggestion that is only an identifier's cue word before it.

    ``Harvard Pilgrim ID 88123004 group 7765``, ``BCBS of MA, ID XKB88201``:
    the CRF marks the cue (``ID`` as Idaho or as the identifier, ``group``)
    beside the number the rules find. Idaho before its ZIP code stays.
    """
    if s.source == "rules":
        return False
    if text[s.start : s.end].lower() not in _ID_CUE_WORDS:
        return False
    return _ID_AFTER_CUE.match(text, s.end) is not None


#: An adjective's second half joined to the word before it by a hyphen:
#: "Faith-based", "Amber-colored", "Coumadin-induced", "Lyme-like".
_ADJECTIVE_HALF = lazy_compile(
    r"-(?i:based|like|related|induced|associated|shaped|colou?red|tinged|filled"
    r"|free|type|sized|stained|tipped|soaked)\b"
)


#: How common in English (zipf) such a first half must be: a rare word
#: before ``-like`` is a person's name (``Quillmoor-like``).
_ADJECTIVE_ZIPF = 3.0


def hyphened_adjective(text: str, s: Suggestion) -> bool:
    """A one-word name that is the first half of an adjective: ``Faith-based support``.

    A word joined by a hyphen to ``based``, ``like``, ``colored`` or
    ``induced`` describes what follows (``Amber-colored urine``,
    ``Faith-based group``); no person's name is written so, whichever rule
    or model marked it; but a rare word (``Quillmoor-like``) is a name.
    """
    word = text[s.start : s.end]
    if s.family != "NAME" or " " in word or zipf(word.lower()) < _ADJECTIVE_ZIPF:
        return False  # "Quillmoor-like": like the person, a rare name
    return _ADJECTIVE_HALF.match(text, s.end) is not None


#: ``foster`` before whom or what it qualifies: "foster mother", "in foster care".
_FOSTER_AFTER = lazy_compile(
    r"[ \t]+(?i:mother|mom|father|dad|parents?|family|families|care|home|homes"
    r"|child|children|placement|siblings?|sister|brother|daughter|son)\b"
)


def foster_care(text: str, s: Suggestion) -> bool:
    """``foster`` before a parent or ``care``: a kind of care, no name nor place.

    ``Foster mother Ms. Pruitt visited``, ``Pt in foster care since age 3``:
    ``Foster`` is a surname and a town, and the CRF marks it so; before a
    parent's, a child's or care's word it says how the child is cared for.
    A title keeps it (``Mr. Foster home today``).
    """
    if s.family not in ("NAME", "PLACE"):
        return False
    if text[s.start : s.end].lower() != "foster" or titled(text, s.start):
        return False
    return _FOSTER_AFTER.match(text, s.end) is not None


#: A dialysis or clinic schedule's days run together: ``MWF``, ``TTS``,
#: ``TuThSa``: no place nor name, however the CRF reads it beside one.
_SCHEDULE = lazy_compile(r"(?i:mwf|tts|tths|tthsa|tuthsa|tuthsat|mtwthf|mtwf|tth)")


def day_schedule(text: str, s: Suggestion) -> bool:
    """A CRF suggestion that is only a schedule's days: ``HD AT KESTREL RENAL MWF``.

    Dialysis and clinic days are written run together after the unit's
    name, which the CRF then reads as part of a place (or as initials):
    ``MWF``, ``TTS``, ``TuThSa`` alone are no PHI. A rule's finding stays.
    """
    if s.source == "rules":
        return False
    return _SCHEDULE.fullmatch(text, s.start, s.end) is not None


#: Suggestions of these sources the CRF weighed; a rule's finding alone is sure.
_CRF = frozenset({"crf"})
_WEIGHED = frozenset({"crf", CANDIDATE_SOURCE})
_KNOWN_SOURCES = _WEIGHED | {"rules"}
_NAMES, _PLACES, _DATES = frozenset({"NAME"}), frozenset({"PLACE"}), frozenset({"DATE"})
_PEOPLE_OR_PLACES = _NAMES | _PLACES

#: Every guard :func:`apply_guards` asks, in order, with the sources and the
#: families of the suggestions it can drop (None: any). Each guard says no
#: first thing to the others, which are not even asked: 37 calls for each
#: suggestion were a tenth of the time on text dense with PHI.
GUARDS: tuple[tuple[Guard, frozenset[str] | None, frozenset[str] | None], ...] = (
    (common_place, _CRF, _PLACES),
    (compound_head, _CRF, None),
    (compound_tail, _CRF, _PEOPLE_OR_PLACES),
    (eponym, None, None),
    (device_place, None, _PLACES),
    (equipment, _CRF, None),
    (scale, None, _PEOPLE_OR_PLACES),
    (state_before_number, _WEIGHED, _PLACES),
    (dated_word, _CRF, _PLACES),
    (undated_word, _CRF, None),
    (lone_month, None, _DATES),
    (chart_record, None, None),
    (lab_kind, None, _PLACES),
    (season, _WEIGHED, _PEOPLE_OR_PLACES),
    (credential, _CRF, _NAMES),
    (language, _CRF, None),
    (staged_name, None, _NAMES),
    (clinical_word, _CRF, _PEOPLE_OR_PLACES),
    (slashed_word, _CRF, _NAMES),
    (article_name, _CRF, _NAMES),
    (clock_time, None, _DATES),
    (measured_year, None, _DATES),
    (clock_column, None, _DATES),
    (score_fraction, None, _DATES),
    (graded_fraction, None, _DATES),
    (vent_setting, None, _DATES),
    (eaten_fraction, _WEIGHED, _DATES),
    (oxygen_flow, None, _DATES),
    (measured_range, None, _DATES),
    (dosed_month, None, _DATES),
    (insulin_doses, _WEIGHED, _DATES),
    (secondary_to, _WEIGHED, _DATES),
    (common_word_name, _CRF, _NAMES),
    (sentence_word, _CRF, _NAMES),
    (opening_modifier, _CRF, _NAMES),
    (time_of_day, _CRF, _PEOPLE_OR_PLACES),
    (voice_assistant, _CRF, _NAMES),
    (street_drug, _CRF, _PEOPLE_OR_PLACES),
    (occupation, _WEIGHED, _PEOPLE_OR_PLACES),
    (participle_by, _CRF, _NAMES),
    (participle_word, _CRF, _PEOPLE_OR_PLACES),
    (dosed_word, _CRF, _PEOPLE_OR_PLACES),
    (care_setting, _CRF, _PLACES),
    (care_role, None, _PLACES),
    (per_record, None, _NAMES),
    (function_words, None, _PEOPLE_OR_PLACES),
    (glued_to_digit, _CRF, _PEOPLE_OR_PLACES),
    (generic_setting, None, _PLACES),
    (descriptive_name, None, _NAMES),
    (saint_herb, None, None),
    (id_cue_word, _WEIGHED, None),
    (hyphened_adjective, None, _NAMES),
    (foster_care, None, _PEOPLE_OR_PLACES),
    (day_schedule, _WEIGHED, None),
    (fluid_colour, _CRF, _NAMES),
    (risen_from, _CRF, _NAMES),
    (eponym_device, _CRF, _PEOPLE_OR_PLACES),
    (named_device, None, _PEOPLE_OR_PLACES),
    (device_maker, None, _PEOPLE_OR_PLACES),
    (topical_brand, _WEIGHED, _PEOPLE_OR_PLACES),
    (ward_abbreviation, _CRF, None),
    (weekday_word, _CRF, _PEOPLE_OR_PLACES),
    (month_range, _CRF, None),
    (operation_word, _CRF, _PEOPLE_OR_PLACES),
    (ward_thing, _CRF, _PEOPLE_OR_PLACES),
    (after_modal, _CRF, _PEOPLE_OR_PLACES),
    (elder_word, _CRF, _NAMES),
    (faith_figure, _CRF, _NAMES),
    (faith_member, _CRF, _PEOPLE_OR_PLACES),
    (valued_virtue, _CRF, _NAMES),
    (clinical_noun, _CRF, _PEOPLE_OR_PLACES),
    (organism, None, _NAMES),
    (eponym_disease, None, _PEOPLE_OR_PLACES),
    (eponym_phrase, _CRF, _PEOPLE_OR_PLACES),
    (eponym_thing_noun, _CRF, _PEOPLE_OR_PLACES),
    (anatomy_of, None, _PEOPLE_OR_PLACES),
    (unit_after_number, _CRF, _PEOPLE_OR_PLACES),
    (heading, _CRF, _PLACES),
    (compass_side, _WEIGHED, _PLACES),
    (home_kind, None, _PLACES),
    (media_name, None, _PEOPLE_OR_PLACES),
    (chain_food, None, _PEOPLE_OR_PLACES),
    (eponym_thing, _WEIGHED, _PEOPLE_OR_PLACES),
    (named_exercise, _WEIGHED, _PEOPLE_OR_PLACES),
    (place_illness, _WEIGHED, _PEOPLE_OR_PLACES),
    (body_part_town, _WEIGHED, _PLACES),
)


#: Guards that read a line's shape (a heading on a line of its own), which a
#: line asked alone has whatever it is: not asked of a re-cased line.
_SHAPE_GUARDS = frozenset({"heading"})


@functools.cache
def recased_guards(source: str, family: str) -> tuple[Guard, ...]:
    """:func:`guards_for` but the guards of a line's shape (:data:`_SHAPE_GUARDS`)."""
    return tuple(
        g for g in guards_for(source, family) if g.__name__ not in _SHAPE_GUARDS
    )


@functools.cache
def guards_for(source: str, family: str) -> tuple[Guard, ...]:
    """The guards that can drop a suggestion of ``source`` and ``family``.

    A source the table does not know (none so far) is asked of every guard.
    """
    known = source in _KNOWN_SOURCES
    return tuple(
        guard
        for guard, sources, families in GUARDS
        if (sources is None or source in sources or not known)
        and (families is None or family in families)
    )
