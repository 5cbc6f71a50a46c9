"""Places after a cue word: ``lives in X``, ``transferred from X``, ``went to X``."""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection

import regex

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import COUNTRY, LOCATION, STATE, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    EPONYM_DEVICES,
    FULL_MONTHS,
    LIST_JOINERS,
    PLACE_PREPOSITIONS,
    PREFIXES,
    RELATIVE_CUES,
    STATE_ABBREVIATIONS,
    STATE_NAMES,
    TOWN_OPENERS,
    US_STATES,
    WEEKDAYS,
    clinical_abbreviation,
    name_likelihood_ratio,
    name_people,
    one_edit_words,
    word_frequencies,
    zipf,
)
from vtt_py.deid.rules_places import (
    FAITH_WORDS,
    GENERIC_WORDS,
    LARGE_PLACE,
    NAME_WORDS,
    SPECIALTIES,
    department_name,
    disease_eponym,
    known_place,
)
from vtt_py.deid.text import anchored_matches, lowered
from vtt_py.deid.word_tests import tokens_among
from vtt_py.lexicons.clinical import clinical_abbreviations, drug_words
from vtt_py.lexicons.english import common_english_word, english_words
from vtt_py.lexicons.places import COUNTRY as COUNTRY_KIND
from vtt_py.lexicons.places import STATE as STATE_KIND
from vtt_py.lexicons.places import place_table

#: Cues of a discharge's destination: "discharge to X", "dispo: to X",
#: "accepted at X". An abbreviation after them may be a change of order
#: instead (``d/c to PRN``).
_DISCHARGE_CUES = frozenset("discharge discharging dispo disposition accepted".split())
#: Verbs after which "to/from/at/in" introduces a place ("transferred from X").
MOTION = _DISCHARGE_CUES | frozenset(
    "lives live living lived resides reside residing moved move works work working "
    "worked employed born raised stays staying vacationing transfer transferred transfered "
    "transferring admitted presented flying fly flew flown arrived arriving "
    "discharged medflighted flighted retired hospitalized hospitalised alone returned returning "
    "went go goes going sent taken brought came come coming back callout "
    "trip trips travel travels traveled travelled traveling travelling vacation "
    "vacationed visiting drive drives drove driving driven immigrated emigrated "
    "commute commutes commuted commuting "
    "immigrating emigrating immigrant emigrant "
    # military service and visits abroad: "served in Korea", "visited family in"
    "served stationed deployed visited visit visits "
    # a vehicle and where it goes or came from: "on the commuter rail to worcester"
    "bus train rail flight plane ferry".split()
)
#: Care given somewhere, cues before ``at`` only: "rehab at X", "seen at X",
#: "labs drawn at X"
#: (``seen in NAD`` is a state); and a home's or a training's: "a resident at
#: Sunrise of Wellesley" (a doctor's ``resident at bedside`` names a clinical
#: place, which is none).
CARE_CUES = frozenset(
    "rehab placement screened screening seen followed appt appointment "
    "resident residents "
    # a program kept somewhere: "day program at Bridgewell"
    "program programs "
    # tests done elsewhere: "labs drawn at Quest", "MRI done at Shields",
    # and the test itself: "ECHO AT SOUTHCOAST", "cath at Lahey", "CT at CCH"
    "drawn done performed obtained echo echocardiogram cath catheterization mri "
    "colonoscopy egd endoscopy biopsy eeg emg ct cta scan imaging".split()
)
#: Operations done at a hospital, besides the care cues: ``had cabg at nebh``.
_OPERATIONS = frozenset("cabg surgery operation".split())


def care_at(analysis: Analysis, at: int) -> bool:
    """Whether ``at`` (or ``@``) at ``at`` follows care given or a test done there.

    ``had mri at nebh``, ``followed at ccmh``, ``had cabg at nebh``: the care
    words right before the preposition (one word between at most).
    """
    words = analysis.words
    if at < 0 or words[at].lower() not in ("at", "@"):
        return False
    line = analysis.line_of[at]
    for j in range(at - 1, max(-1, at - 3), -1):
        if analysis.line_of[j] != line:
            return False
        low = words[j].lower()
        if low in CARE_CUES or low in _OPERATIONS:
            return True
    return False


#: Words of care before a place's preposition: a country's name there that
#: a city abroad shares may be a hospital's (``transferred from Jordan``).
_CARE_VERBS = (
    frozenset(
        "transferred transfer transferring xfer xferred admitted admit readmitted "
        "sent seen discharged hospitalized treated evaluated presented flighted "
        "medflighted".split()
    )
    | _DISCHARGE_CUES
    | CARE_CUES
)
#: ``d/c``, ``dc'd`` (discharge) right before ``to``: read from the text, as
#: the tokenizer splits them. Not before ``from``: ``lines dc'd from`` is
#: discontinued.
#: ``d/c home to Fitchburg``: the destination's town after ``home`` too.
_DC_BEFORE = lazy_compile(
    r"(?<![\w/])d/?c(?:'?d)?(?:[ \t]+home)?[ \t]*$", regex.IGNORECASE
)
#: The cues before ``from`` and ``in``: a relative may live there too.
_MOTION_OR_RELATIVE = MOTION | RELATIVE_CUES | {"family"}  # "FAMILY IN FROM TEXAS"
#: Calls made from somewhere, before ``from`` only: ``nephew Pierre called from
#: Montreal`` (``called in`` is a dose or an order).
_CALLED_FROM = frozenset("called calling calls phoned phoning".split())
#: Records come from where care was given, before ``from`` only: ``records
#: requested from lahey``, ``outside recs from Salem`` (a person's name, as
#: for calls, is left to the name rules); a cue of hospitals' letters too
#: (``records requested from nwh``, :mod:`rules_facilities`).
RECORDS = frozenset("records recs".split())


def _person_after(words: list[str], i: int) -> bool:
    """Whether the word after ``from`` at ``i`` is far likelier a person's name than a place's."""
    return i + 1 < len(words) and name_likelihood_ratio(words[i + 1]) >= _PERSON_RATIO


#: Cues long enough that one wrong letter cannot make another word of them.
_LONG_CUES = tuple(sorted(w for w in MOTION if len(w) >= 8))


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one inserted, deleted, changed or swapped letter."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        swapped = a[i + 1 : i + 2] + a[i : i + 1] + a[i + 2 :] == b[i:]
        return a[i + 1 :] == b[i + 1 :] or swapped
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[i + 1 :] == shorter[i:]


@functools.lru_cache(maxsize=65536)
def cue_spelling(low: str) -> str:
    """The motion cue a lower-case word misspells ("tranfered"), or the word itself.

    Nursing notes are typed fast; a misspelt "transferred" still says a
    place follows. Only cues of eight letters or more are matched this way,
    and only by words English does not know ("prevented" is no typo).
    """
    if len(low) < 7 or low in MOTION or zipf(low) >= 2.0:
        return low
    return next((cue for cue in _LONG_CUES if _one_edit(low, cue)), low)


#: Parts of the body: a phrase with one of them is no place ("from the bile duct").
_ANATOMY = frozenset(
    "duct ducts cavity pouch artery arteries vein veins lobe lobes valve sinus "
    "canal tract fossa gland glands node nodes ventricle atrium bladder bowel "
    "colon lung lungs kidney liver stomach abdomen chest rectum groin wound "
    "incision junction".split()
)
#: Month and weekday names written out: ``Hospital in September`` is a time.
_TIME_WORDS = (
    FULL_MONTHS
    | frozenset(w for w in WEEKDAYS if w.endswith("day"))
    # A dialysis schedule's days after its place: "at DaVita in Quincy MWF".
    | frozenset("mwf tts tths tthsa tuthsa tuthsat mtwthf".split())
    # the clock's: "DUE TO BE DRAWN AT MN" (midnight), not Minnesota; the night's
    | frozenset("mn noon midnight noc".split())
)
#: Words of an illness's state or course, written as a heading after ``in``
#: (``admitted in Acute Respiratory Failure``, ``in New Onset Afib``).
_ILLNESS_WORDS = frozenset(
    "acute chronic onset failure distress shock arrest crisis status exacerbation "
    "decompensated decompensation fibrillation flutter rhythm withdrawal remission "
    "extremis respiratory renal septic cardiogenic hypertensive diabetic".split()
)
#: Motion cues that are weak on their own: "back to NRB", "back to sleep";
#: a plan's "return to Hebrew SeniorLife" beside "return to baseline".
_WEAK_CUES = frozenset({"back", "return"})
#: Second words of place names ("Cedar Mill", "Middle River").
_PLACE_TAILS = frozenset(
    "mill mills river haven springs beach city park heights hills hill valley lake "
    "point harbor creek grove village township county ridge bay island falls "
    # lodgings: "STAYING AT PINE ST INN", "the Harborside Inn"
    "inn hotel motel lodge".split()
)
_PREPOSITION_FORMS = frozenset(
    form for p in PLACE_PREPOSITIONS for form in (p, p.upper(), p.capitalize())
) | {"@"}  # "f/u appt @ Lahey": nurses' "at"
#: Words after a department's name: "Cardiac floor", "Medical service".
_DEPARTMENTS = frozenset(
    "floor floors unit units service services team teams radiology department "
    "dept icu ccu step-down stepdown ward wards bed beds side".split()
)
#: Words after which "to" marks an infinitive, not a destination.
INFINITIVE_CUES = frozenset(
    "plan plans planned planning order orders ordered written writen able unable "
    "need needs needed want wants wanted try tries tried continue continues decided "
    "agreed refused going attempt attempted started begin began likely due "
    "instructed encouraged asked told reminded".split()
)
#: Words right before "in" that announce a place ("home in X", "Center in X").
_IN_CUES = frozenset(
    "home house center hospital hosp apartment farm business "
    # a facility's town: "transferred from OSH in Lowell", "a rehab in Quincy"
    # (listed towns only: :data:`_FACILITY_IN`); a shelter's: "shelter in cambridge"
    "osh rehab snf facility ltach ltac ecf shelter shelters "
    # a business where someone works or that they own: "has a bakery in Storms"
    "bakery restaurant shop store salon diner pizzeria cafe garage".split()
)
#: Facilities before ``in`` whose town follows: only a listed town is sure
#: there (``OSH in Lowell``; not ``rehab in Good spirits``).
_FACILITY_IN = frozenset("osh rehab snf facility ltach ltac ecf".split())
#: Fewest people of such a town.
_FACILITY_TOWN = 1000
#: Residence verbs: the words after them are a place even in lower case.
_RESIDENCE = frozenset(
    "lives live living lived resides reside residing moved raised".split()
)
#: Words after "to/from/at" that are clinical places, not identifying ones.
CLINICAL_PLACES = frozenset(
    "icu micu sicu ccu csru cvicu nicu picu pacu tsicu ccu's ed er ew or osh ssu "
    "rehab floor tele telemetry cath ir ct mri us ultrasound ekg echo bed chair "
    "home house unit units hospital hospitals clinic nursing snf vna rehabilitation "
    "icu's lab cathlab pt pts md mds rn team service services er's dialysis hd "
    "outside osh's same another other this that the a an his her their our room "
    "bathroom commode shower radiology surgery endoscopy gi tcu step-down stepdown "
    "sdu ward wards medicine morgue hospice ems ambulance nh ltc lts alf bedside "
    "angio angiography".split()
)


def plural_acronym(word: str) -> bool:
    """An abbreviation in the plural: ``BPs``, ``ABGs``, ``CTs`` (a measure, not a place)."""
    return len(word) >= 3 and word[-1] == "s" and word[:-1].isupper() and word.isalpha()


#: A town sharing a state's name this large is meant before the state ("Washington").
_STATE_NAMESAKE = 500_000


#: A country this populous is meant before a town sharing its name (``China``).
_NATION = 1_000_000


#: States that name their largest city too, as often meant as the state.
_CITY_STATES = frozenset({"new york"})
#: Territories HIPAA counts as States (45 CFR 160.103): no PHI either (the
#: other territories the gazetteer holds as countries).
_TERRITORIES = frozenset({"puerto rico", "guam", "virgin islands", "us virgin islands"})
#: Countries one city makes up: "from Singapore" names the city as much.
_CITY_NATIONS = frozenset(
    {"singapore", "hong kong", "macau", "monaco", "luxembourg", "djibouti", "gibraltar"}
)
#: Countries and nations by the names people use, which the gazetteer holds
#: under others (South Korea, United Kingdom, Myanmar...) or as small US
#: towns (England AR, Wales AK): no PHI, as no country is. Not names of
#: large US cities or common surnames alone (Holland MI, Georgia).
_COUNTRY_NAMES = frozenset(
    (
        "korea|england|scotland|wales|britain|great britain|northern ireland"
        "|united kingdom|uk|u.k.|usa|u.s.a.|united states|burma|congo|zaire"
        "|czech republic|bosnia|herzegovina|macedonia|cape verde|east timor"
        "|swaziland|soviet union|ussr|yugoslavia|viet nam|the philippines"
    ).split("|")
)
#: Regions of several states (the Census Bureau's regions and divisions, and
#: the names in common use): larger than a state, so no PHI either, and
#: labelled as a state where a tag set marks states ("from the Midwest",
#: "college in New England"; "New England Baptist" is a hospital's name).
#: Not a compass word alone ("transferred from Northeast" may be a hospital's
#: short name): a missed place costs more than a marked region.
_MULTI_STATE = frozenset(
    (
        "new england|midwest|mid-atlantic|mid atlantic|pacific northwest"
        "|deep south|west coast|east coast|gulf coast"
        "|great lakes|great plains|rust belt|sun belt|bible belt|appalachia"
        "|tri-state area|tristate area|the south|the midwest|the northeast"
        "|the southwest|the southeast|the northwest|the west coast|the east coast"
    ).split("|")
)


def region_kind(name: str, care: bool = False) -> str:
    """STATE or COUNTRY for a state's, a region's of states or a country's name, else LOCATION.

    None of those is PHI under HIPAA (a region of several states is labelled
    as a state). ``care``: the name follows a cue of care (``transferred
    from``, ``admitted to``), where a country sharing its name with a city
    abroad is the hospital or town as likely (``transferred from Jordan``:
    Jordan Hospital), so it stays a place.
    """
    place = place_table().get(name)
    spaced = " ".join(name.lower().split())
    if spaced in _CITY_STATES:
        # "lives in New York": the city as likely (the list says 0 people).
        return LOCATION
    if spaced in _TERRITORIES or spaced in _MULTI_STATE:
        return STATE  # "called from Puerto Rico", "moved here from the Midwest"
    if spaced.rstrip(".") in STATE_ABBREVIATIONS:
        return STATE  # "moved to Fla 10 yrs ago", "lives in Calif."
    if name.lower() in STATE_NAMES and (
        place is None
        or place.population < _STATE_NAMESAKE
        or place.kinds == "ns"  # "grew up in Georgia": a US note's state
    ):
        return STATE  # "moving from Florida": a town of that name is not meant
    if spaced in _COUNTRY_NAMES:
        return COUNTRY  # "from England", "served in Korea": not the gazetteer's names
    if (
        place is not None
        and "n" in place.kinds
        and spaced not in _CITY_NATIONS
        and not (care and "w" in place.kinds)
        and place.population >= _NATION
    ):
        # "to China", "lived in Jordan": a small US town of that name is not
        # meant, nor a city abroad sharing it (Armenia, Colombia)
        return COUNTRY
    if place is None or set(place.kinds) & {"c", "w"}:
        return STATE if name in US_STATES else LOCATION
    if "s" in place.kinds:
        return STATE
    return COUNTRY if "n" in place.kinds else LOCATION


#: Starts of patient positions named after surgeons, however typed ("in Trendelenberg").
_POSITIONS = ("trendel", "fowler", "semi-fowler", "semifowler")


def _clinical_word(low: str) -> bool:
    """A drug, position or specialty: ``in Dopamine``, ``in Trendelenburg``, ``in Hematology``."""
    return low in drug_words() or low.startswith(_POSITIONS) or low in SPECIALTIES


def _large_country(word: str) -> bool:
    """A country of 50,000 people or more, no likelier a person's name (not ``Jordan``)."""
    place = place_table().get(word.lower())
    return (
        place is not None
        and "n" in place.kinds
        and place.population >= LARGE_PLACE
        and name_likelihood_ratio(word) < 1.0
    )


#: Words before ``from``/``in`` that say where someone comes from, written
#: plainly: ``pt from brazil``, ``pt is from guatemala``.
_ORIGIN_CUES = frozenset("pt patient is was originally family relatives".split())


def _lower_country(word: str) -> bool:
    """A country of a million people or more written in lower case: ``guatemala``.

    Notes typed in lower case write countries so; no state's name (a state
    is no PHI), and none likelier a person's name (``jordan``).
    """
    if not word.isalpha() or not word.islower():
        return False
    place = place_table().get(word)
    return (
        place is not None
        and "n" in place.kinds
        and place.population >= _NATION
        and word not in STATE_NAMES
        and name_likelihood_ratio(word) < 1.0
    )


def _lower_city(word: str) -> bool:
    """A city of 50,000 people or more in small letters that no dictionary has.

    ``pt is from cambridge``, ``pt was visiting from montreal``; not a
    common word (``mobile``), nor a name far likelier a person's
    (``pt is from lynn``).
    """
    return (
        word.isalpha()
        and word.islower()
        and known_place(word, LARGE_PLACE)
        and word not in STATE_NAMES
        and not common_english_word(word)
        and name_likelihood_ratio(word) < _PERSON_RATIO
    )


#: A lower-case word this common is the word, whatever large town shares it
#: (``most``; not ``london``, ``york``, written in lower case as places).
_EVERYDAY_ZIPF = 5.5


def _place_word(word: str, caps: bool) -> bool | None:
    """Whether a word can be part of a place name: True (likely), None (maybe), False."""
    low = word.lower()
    if not word[0].isalpha() or low in CLINICAL_PLACES or low in GENERIC_WORDS:
        return False
    if low in _TIME_WORDS or _clinical_word(low):
        return False
    if low in EPONYM_DEVICES and place_table().get(low) is None:
        return False  # "brought in Depends", "in Posey vest": no town so named
    if low in PREFIXES:
        return False  # "sent to Dr. Lowe": a person follows, not a place
    if plural_acronym(word):
        return False
    if low in STATE_NAMES or low in NAME_WORDS or _state_code(word):
        return True
    if word[0].isupper() and _large_country(word):
        return True  # "PT FROM VIETNAM", "IS FROM HAITI": common words in capitals
    if _lower_country(word):
        return True  # "pt is from guatemala": the cue found it (:func:`_cue_words`)
    if known_place(low, LARGE_PLACE):
        if word.islower() and zipf(low) >= _EVERYDAY_ZIPF:
            return False  # "family in most of the day": Most is a Czech town too
        if (
            word.islower()
            and not common_english_word(low)
            and name_likelihood_ratio(low) < _PERSON_RATIO
        ):
            # "flying in from denver": a city's name, no English word, nor
            # one likelier a person's ("a visit from jordan").
            return True
        return word[0].isupper() or None
    common = zipf(low)
    if caps or word.isupper():
        # "IN DENIAL", "TO BASELINE": common words are no place in capitals either.
        if low.endswith(("ing", "ed")) or common >= 4.0:
            return False
        return True if common < 3.5 or known_place(low) else None
    if word.islower():
        return None if common < 3.5 else False
    return word[0].isupper() and not word.isupper() or None


#: A compass point's initial before a town: ``W. Roxbury``, ``n. quincy``.
_COMPASS_INITIALS = frozenset("n s e w no so".split())


def _compass_initial(analysis: Analysis, j: int) -> bool:
    """Whether ``W.`` at word ``j`` opens a listed town's name: ``in W. Roxbury``."""
    return _compass_tokens(analysis, j) > 0


#: Compass abbreviations written without their period before a town
#: (``from e boston``, ``IN SO BOSTON``; not ``no``, a word).
_BARE_COMPASS = frozenset("n s e w so".split())
#: A town this large after a compass letter without its period.
_BARE_COMPASS_TOWN = 10_000


def _compass_tokens(analysis: Analysis, j: int) -> int:
    """How many tokens a compass abbreviation at ``j`` takes before a listed town.

    ``in W. ROXBURY``, ``in n. quincy``: 2 (the letter and its period);
    ``from e boston``, ``IN SO BOSTON``: 1, the town then a large one; 0
    when none (``in S. aureus``: no town).
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    if j + 1 >= len(words):
        return 0  # no town after it, or nothing at all ("... in the" ending the note)
    low = words[j].lower()
    if low not in _COMPASS_INITIALS:
        return 0
    line = analysis.line_of[j]
    dotted = words[j + 1] == "." and starts[j + 1] == ends[j]
    k = j + 2 if dotted else j + 1
    if k >= len(words) or analysis.line_of[k] != line or not words[k].isalpha():
        return 0
    if dotted:
        return 2 if known_place(words[k].lower(), _LOWER_TOWN) else 0
    town = words[k].lower()
    bare = (
        low in _BARE_COMPASS
        and starts[k] == ends[j] + 1
        and (
            known_place(town, _BARE_COMPASS_TOWN)
            # a smaller town's name must be no everyday word ("e mail")
            or (known_place(town, _LOWER_TOWN) and zipf(town) < _LOWER_WORD_ZIPF)
        )
    )
    return 1 if bare else 0


#: States' codes that are as often a word: ``OK``, ``AL`` (assisted living), ``NE``.
_WORD_CODES = frozenset("OK AL NE".split())


def _state_code(word: str) -> bool:
    """A US state's code no medical abbreviation shares: ``FROM NY``, ``to RI``."""
    return (
        word in US_STATES
        and word not in _WORD_CODES
        and word.lower() not in STOP_WORDS
        and not clinical_abbreviation(word)
    )


#: Kinds of housing, no town's name: ``LIVES ALONE IN SENIOR HOUSING``.
_HOUSING_KINDS = frozenset(
    "senior elderly elder public subsidized affordable section housing group "
    "shelter assisted independent supported sober".split()
)


def _residence_word(word: str) -> bool:
    low = word.lower()
    return (
        word.isalpha()
        and low not in CLINICAL_PLACES
        and low not in GENERIC_WORDS
        and low not in _HOUSING_KINDS
        and low not in STOP_WORDS
        and low not in _NEAR_WORDS  # "live in Roxbury near Dudley Square"
        and zipf(low) < 5.6
    )


#: Prepositions of place that end a town's name after a residence cue.
_NEAR_WORDS = frozenset("near by behind beside outside across off past via".split())


def _proper(word: str, caps: bool) -> bool:
    """A word written as a proper name: ``from Rome``, ``FROM MIAMI`` (not ``from OR``)."""
    low = word.lower()
    if (
        not word.isalpha()
        or low in CLINICAL_PLACES
        or low in GENERIC_WORDS
        or len(word) < 3
    ):
        return False
    if _clinical_word(low) or _written_abbreviation(word):
        return False
    if plural_acronym(word):
        return False
    if low.endswith(_TERM_ENDINGS) and not known_place(low):
        return False  # "in Atrial Fibrillation": a medical term written as a heading
    return not caps and word[0].isupper() and not word.isupper() and zipf(low) < 3.5


#: In a line in capitals, a word rarer than this is no English word but a name.
_CAPS_NAME_ZIPF = 2.5
#: Fewest letters of such a name (``AT KVO``, ``AT NOC``: abbreviations).
_CAPS_NAME_LETTERS = 4


def _caps_name(word: str) -> bool:
    """A name in a line in capitals: ``HD AT DAVITA``, ``ECHO AT LAHEY``.

    Capitals hide a name's shape there; a word English hardly uses (not
    ``AT BEDSIDE``), a listed family name far likelier a name than a word,
    and no medical abbreviation, drug, term or care setting, names one.
    Unlisted rare words are as often nursing shorthand (``AT MIDNOC``, ``AT
    LIPLINE``) as a place (``AT YOUVILLE``): left alone.
    """
    return _rare_caps_word(word) and _caps_surname(word)


def _rare_caps_word(word: str) -> bool:
    """A word in capitals that may name a place: letters English hardly uses.

    Long enough, no clinical place, generic, stop or medical word, drug,
    term or abbreviation (``AT BEDSIDE``, ``AT CT``, ``FROM PACU``).
    """
    low = word.lower()
    if (
        len(word) < _CAPS_NAME_LETTERS
        or not word.isalpha()
        or low in CLINICAL_PLACES
        or low in GENERIC_WORDS
        or low in STOP_WORDS
        or _clinical_word(low)
        or word in clinical_abbreviations()
        or zipf(low) >= _CAPS_NAME_ZIPF
    ):
        return False
    return not (low.endswith(_TERM_ENDINGS) and not known_place(low))


#: Care given at a place, named right after its name in capitals: ``AT
#: YOUVILLE FOR REHAB``, ``FROM BRIARCREST NH``.
_CARE_AFTER = frozenset(
    "rehab rehabilitation nh snf ltc alf ltac ltach nursing placement respite "
    "dialysis hd".split()
)
#: How many words after such a name the care word may come (``FOR REHAB``,
#: ``FOR SHORT TERM REHAB``).
_CARE_REACH = 4


#: Words ending a residence's or a home's name after a rare word: ``YOUVILLE
#: HOUSE``, ``BRAEBURN MANOR`` (``house`` alone, ``friends house``, are none).
_RESIDENCE_TAILS = frozenset(
    "house manor village gardens commons terrace residence residences towers "
    "estates lodge".split()
)


def _residence_tail(analysis: Analysis, j: int) -> bool:
    """Whether a residence's tail word (``HOUSE``, ``MANOR``) follows word ``j`` on its line."""
    k = j + 1
    owner = analysis.words[j].lower()
    if owner in RELATIVE_CUES or owner.removesuffix("s") in RELATIVE_CUES:
        return False  # "TO GRANDMAS HOUSE": a relative's home, no name
    return (
        k < len(analysis.words)
        and analysis.line_of[k] == analysis.line_of[j]
        and analysis.words[k].lower() in _RESIDENCE_TAILS
    )


def _caps_care_name(analysis: Analysis, j: int) -> bool:
    """An unlisted word English hardly uses, named with care given there, in capitals.

    ``PT WAS AT YOUVILLE FOR REHAB``, ``CAME FROM BRIARCREST NH``: where
    :func:`_caps_name` wants a listed family name (``AT MIDNOC``, nursing
    shorthand, is as likely), a care word soon after on the line (rehab,
    nursing home, dialysis) shows the word names where the care was given,
    as does one right before the preposition (``DIALYSIS AT KESTREL``);
    after ``to``, only a care word right after the name (``RETURN TO
    BRAEMOOR NH``).
    """
    words, n = analysis.words, len(analysis.words)
    word = words[j]
    if _faith_name(analysis, j):
        return True
    if not _rare_caps_word(word):
        return False
    line = analysis.line_of[j]
    # After "to" the care word must come right after the name: "TO BRAEMOOR NH".
    reach = 1 if words[j - 1].lower() == "to" else _CARE_REACH
    if (
        j >= 2
        and words[j - 1].lower() in ("at", "@")
        and analysis.line_of[j - 2] == line
        and words[j - 2].lower() in _CARE_AFTER
    ):
        return True  # "DIALYSIS AT KESTREL RENAL", "REHAB AT BRAEMORE"
    if _stay_after(analysis, j) or _report_before(analysis, j):
        return True
    if _residence_tail(analysis, j):
        return True  # "REFERRED TO YOUVILLE HOUSE", "FROM BRAEBURN MANOR"
    for k in range(j + 1, min(n, j + 1 + reach)):
        if analysis.line_of[k] != line or not words[k].isalpha():
            return False
        if words[k].lower() in _CARE_AFTER:
            return True
    return False


def _faith_name(analysis: Analysis, j: int) -> bool:
    """A faith's word and a word English hardly uses: ``AT HEBREW SENIORLIFE``.

    Faiths name the homes and hospitals they founded (``FAITH_WORDS``); a
    rare word after one, on the line, makes the two a place's name.
    """
    words = analysis.words
    k = j + 1
    return (
        words[j].lower() in FAITH_WORDS
        and k < len(words)
        and analysis.line_of[k] == analysis.line_of[j]
        and words[k].isalpha()
        and len(words[k]) >= _CAPS_NAME_LETTERS
        and zipf(words[k].lower()) < _CAPS_NAME_ZIPF
        and words[k] not in clinical_abbreviations()
        and not _clinical_word(words[k].lower())
    )


#: Units of a stay's length somewhere: ``AT LIFECARE FOR 3 WEEKS``.
_STAY_UNITS = frozenset(
    "day days wk wks week weeks mo mos month months yr yrs year years".split()
)


def _stay_after(analysis: Analysis, j: int) -> bool:
    """Whether a stay's length in days or more follows word ``j`` after ``AT``.

    ``PT WAS AT LIFECARE FOR 3 WEEKS``: a place where the patient stayed
    (nursing shorthand lasts hours: ``AT MIDNOC FOR 2 HRS``).
    """
    words, line = analysis.words, analysis.line_of[j]
    k = j + 3
    return (
        words[j - 1].lower() == "at"
        and k < len(words)
        and analysis.line_of[k] == line
        and words[j + 1].lower() == "for"
        and words[j + 2].isdigit()
        and words[k].lower() in _STAY_UNITS
    )


#: Verbs of a nurse's report handed on: ``REPORT CALLED TO BRAEMOOR``.
_REPORT_VERBS = frozenset("called given faxed".split())


def _report_before(analysis: Analysis, j: int) -> bool:
    """Whether ``REPORT CALLED TO`` stands before word ``j``, no listed name.

    A report goes to a nurse or to the place taking the patient; a word no
    name list holds is the place (``REPORT CALLED TO BRAEMOOR``; not ``TO
    JANE``).
    """
    words = analysis.words
    return (
        j >= 3
        and words[j - 1].lower() == "to"
        and words[j - 2].lower() in _REPORT_VERBS
        and words[j - 3].lower() == "report"
        and analysis.line_of[j - 3] == analysis.line_of[j]
        and sum(name_people(words[j])) == 0
    )


#: A family name this much likelier than a word names a place after ``AT``.
_CAPS_SURNAME_RATIO = 5.0


def _caps_surname(word: str) -> bool:
    """A listed family name, far likelier a name than a word: ``LAHEY``, ``DAVITA``."""
    return (
        name_likelihood_ratio(word) >= _CAPS_SURNAME_RATIO
        and sum(name_people(word)) > 0
    )


def _written_abbreviation(word: str) -> bool:
    """A medical abbreviation written in small letters after a capital: ``in Afib``.

    Its capitals would mark it for :func:`_abbreviated`; typed as a word it
    looks like a name. A listed town spelt so (``Ida``) stays a place.
    """
    return (
        len(word) >= 3  # "St Mary": a saint, whatever ST means
        and not word.isupper()
        and word.upper() in clinical_abbreviations()
        and not known_place(word.lower())
    )


#: Endings of medical terms (``Atrial``, ``Pneumonia``, ``Colitis``), no town's unless listed.
_TERM_ENDINGS = (
    "al", "ia", "itis", "osis", "emia", "ectomy", "otomy", "ostomy", "plasty",
    "scopy", "graphy", "pathy", "ular", "ary", "ic", "ics", "ism",
)  # fmt: skip


#: A city's name this much likelier a person's is one after a bare ``from``.
_PERSON_RATIO = 20.0


def _world_city(word: str) -> bool:
    """A large city abroad or a country written as a name: ``Rome``, ``ROME``, ``Haiti``.

    Not ``rome``; not a city far likelier a person's name (``a call from
    Lynn``), nor a country likelier one (``call from Jordan``).
    """
    if not word[0].isupper():
        return False
    if known_place(word.lower(), LARGE_PLACE):
        return name_likelihood_ratio(word) < _PERSON_RATIO
    place = place_table().get(word.lower())
    return (
        place is not None
        and "n" in place.kinds
        and place.population >= LARGE_PLACE
        and name_likelihood_ratio(word) < 1.0
    )


def _named_place(words: list[str], i: int) -> bool:
    """Two words, one typical of hospital names: ``SAINT ELSEWHERE``, ``UNION GENERAL``."""
    return i + 1 < len(words) and _hospital_pair(words[i], words[i + 1])


@functools.lru_cache(maxsize=65536)
def _hospital_pair(first: str, second: str) -> bool:
    """:func:`_named_place` of two words, asked once per pair (most pairs recur)."""
    pair = [first.lower(), second.lower()]
    return (
        all(w.isalpha() and w not in GENERIC_WORDS for w in pair)
        and any(w in NAME_WORDS and w != "st" for w in pair)
        and all(w in NAME_WORDS or zipf(w) < 4.0 for w in pair)
    )


#: Abbreviations in place names that take a period: ``St. Agatha's``, ``Mt. Auburn``.
_DOTTED = frozenset("st mt ft".split())


#: Adjectives of a part of a land before its name: ``rural Georgia``,
#: ``western Mass``, ``upstate New York``.
_REGION_ADJECTIVES = frozenset(
    "rural western eastern northern southern central upstate downstate coastal "
    "suburban urban inland remote".split()
)


def _place_run(
    analysis: Analysis, i: int, caps: bool, residence: bool
) -> tuple[int, int, bool, bool] | None:
    """The one to three place words after the preposition at ``i``.

    Returns:
        ``(start, end, sure, known)`` word indexes and verdicts, or None when
        an anatomy word shows the phrase is about the body.
    """
    words, n = analysis.words, len(analysis.words)
    j = i + 1
    article = j < n and words[j].lower() == "the"
    if article:
        j += 1
    if (
        j + 1 < n
        and words[j].lower() in _REGION_ADJECTIVES
        and words[j + 1][:1].isupper()
    ):
        j += 1  # "grew up in rural Georgia": the place is the name after
    start, sure, known = j, True, False
    line = _place_line(analysis, i)
    joined = 0  # tokens of hyphened names past their first word (not counted)
    # Where someone lives or a hospital stands only ("HAS A BAKERY IN PORT
    # SALERNO" is left to the lists).
    dwelling = (
        residence
        or (i > 0 and words[i - 1].lower() in _HOMES_BEFORE_IN)
        # "PT'S APARTMENT IS IN BACK BAY": the home's verb between
        or (i > 1 and _home_is([w.lower() for w in words[i - 2 : i]]))
        or (caps and words[i].lower() == "from")  # "PT IS FROM HYDE PARK"
        # "on" comes here only after a residence cue: "LIVES ON BEACON HILL"
        or (caps and words[i].lower() == "on")
        # where someone works: "PT WORKS IN THE NORTH END"
        or (i > 0 and words[i].lower() == "in" and words[i - 1].lower() in _WORK_VERBS)
        # where a relative lives: "SISTER IN FALL RIVER" (a town listed whole)
        or (
            i > 0 and words[i].lower() == "in" and words[i - 1].lower() in RELATIVE_CUES
        )
    )
    listed = _listed_run(analysis, j, caps, dwelling)
    if listed is not None:
        return start, listed, True, True  # "HOME IN EAST FALLS": a town, listed whole
    compass = _compass_tokens(analysis, j)
    if compass:
        j += compass  # "in W. Roxbury": the town's direction, then its name
        joined = compass
        known = True
    while j < n and j < start + 3 + joined and analysis.line_of[j] == line:
        if j > start and words[j].lower() == "of":
            j += 1
            continue
        if j > start and words[j] == "." and words[j - 1].lower() in _DOTTED:
            j += 1  # "from St. Agatha's": the abbreviation's period
            continue
        if words[j].lower() in _ANATOMY:
            return None  # "sent from the bile duct", "fluid in Douglas pouch"
        if _run_ends(analysis, start, j, caps):
            break
        verdict = _place_word(words[j], caps)
        verdict = (
            _unless_workplace(verdict, analysis, i, j)
            if article and j == start and verdict is True
            else verdict
        )
        # "CEDAR MILL", "new haven"; "FROM SHERRILL HOUSE": the home's name, whole
        if j > start and (
            words[j].lower() in _PLACE_TAILS
            or (
                j == start + 1
                and words[j].lower() in _RESIDENCE_TAILS
                # "to Hope House": a home's name in its own capitals, whole
                and (caps or (words[j].istitle() and words[start].istitle()))
            )
        ):
            verdict = True
        if (
            residence
            and verdict is not True
            and _residence_word(words[j])
            and not _lower_after_name(words, start, j)
            and not _common_tail(analysis, start, j)
        ):
            verdict = True  # "lives in rome", "lives alone in cedar marsh"
        if verdict is False:
            break
        known = known or verdict is True
        sure = sure and verdict is True
        last = _hyphened_end(analysis, j)
        joined += last - j
        j = last + 1
    while j > start and words[j - 1].lower() in ("of", "."):
        j -= 1
    owned = _owned_end(analysis, start, j)
    if owned is None:
        return None
    j = owned
    if _lower_code_after(analysis, start, j):
        j += 1  # "lives in lowell ma": the town's state, as "Methuen MA" has
    return start, j, sure, known


def _owned_end(analysis: Analysis, start: int, j: int) -> int | None:
    """The run's end past a possessive ``'s`` at ``j``: ``from St. Agatha's``.

    None when the owner is one clinical abbreviation (``seen at PCP's
    office``): a person's, no place's.
    """
    if not (j > start and _possessive(analysis, j)):
        return j
    if j == start + 1 and clinical_abbreviation(analysis.words[start]):
        return None
    return j + 2


def _run_ends(analysis: Analysis, start: int, j: int, caps: bool) -> bool:
    """Whether word ``j`` ends a place's run begun at ``start`` (:func:`_place_run`).

    ``lives in Chelsea w/ husband``: the ``with``, no place's word; ``CT at
    Lowell General neg``: in a mixed-case line a name's capitals end where
    small letters begin, but for a place's tail (``Fall river``) or after a
    town's opening word (``North quillmoor``, a slip of the case).
    """
    words = analysis.words
    if j > start and _slashed_letter(analysis, j):
        return True
    return (
        not caps
        and _lower_after_name(words, start, j)
        and words[j].lower() not in _PLACE_TAILS
        and words[start].lower() not in TOWN_OPENERS
    )


#: Verbs of work before ``in the``: a word after them is as often a part of
#: the workplace (``WORKS IN THE DELI``, ``IN THE MAILROOM``) as a place.
_WORKS = frozenset("works work worked working employed".split())
_WORK_VERBS = _WORKS | {"volunteers", "volunteered"}
#: A word after ``WORKS IN THE`` this common in English (the Zipf scale) is
#: read as a workplace's part unless a town is so named.
_WORKPLACE_ZIPF = 2.0


def _unless_workplace(
    verdict: bool | None, analysis: Analysis, i: int, j: int
) -> bool | None:
    """A sure place word ``j`` after ``in the`` (``in`` at ``i``) made a maybe in a workplace.

    In capitals every word is capitalised, and a word a little rarer than
    everyday English passed for a place's name after a work verb up to six
    words back: ``PT WORKS IN THE DELI``, ``WIFE WORKS IN THE CAFETERIA``,
    ``WORKS AT STOP AND SHOP IN THE DELI``. Not a listed town nor a word
    English hardly writes (``WORKS IN THE BRONX``).
    """
    words, line = analysis.words, analysis.line_of[i]
    if words[i].lower() != "in":
        return verdict
    back = range(i - 1, max(-1, i - 1 - _WORK_REACH), -1)
    if not any(
        analysis.line_of[k] == line and words[k].lower() in _WORK_VERBS for k in back
    ):
        return verdict
    low = words[j].lower()
    return None if zipf(low) >= _WORKPLACE_ZIPF and not known_place(low) else verdict


#: Words back from ``in`` a work verb may stand.
_WORK_REACH = 6


#: Lower-case state codes no English or clinical word spells (``ma``, ``nh``):
#: not ``me``, ``in``, ``or``, ``pa``, ``md``, ``co``, ``la``, ``mo``.
_LOWER_CODES = frozenset(
    "ma nh vt ct ri ny nj fl nc sc tx ca az nv nm wv ky tn ak ks mn wi nd sd wy".split()
)


#: Words after a town's code that go on the sentence: ``lowell ma with wife``.
_CODE_FOLLOWERS = STOP_WORDS | {"w"}


def _lower_code_after(analysis: Analysis, start: int, j: int) -> bool:
    """Whether a small-letter state code follows a listed small-letter town.

    Why: ``ma`` is no state code to :func:`_place_word` (codes are read in
    capitals), so ``lives in lowell ma`` stopped at ``lowell`` while
    ``Methuen MA`` is found whole; after a listed town written in small
    letters, a code no word spells is its state.
    """
    words, n = analysis.words, len(analysis.words)
    if not (start < j < n) or analysis.line_of[j] != analysis.line_of[j - 1]:
        return False
    if words[j] not in _LOWER_CODES or not words[j - 1].islower():
        return False
    after = (
        words[j + 1]
        if j + 1 < n and analysis.line_of[j + 1] == analysis.line_of[j]
        else ""
    )
    if after in ("/", "-") or (
        after[:1].isalpha() and after.lower() not in _CODE_FOLLOWERS
    ):
        return False  # "ma/nh", "lowell ct scan": no lone code
    town = analysis.text[analysis.starts[start] : analysis.ends[j - 1]]
    return known_place(town, _LOWER_TOWN)


def _slashed_letter(analysis: Analysis, j: int) -> bool:
    """Whether word ``j`` is one letter glued to a slash: ``w/``, ``s/p``, ``c/o``."""
    words = analysis.words
    return (
        len(words[j]) == 1
        and j + 1 < len(words)
        and words[j + 1] == "/"
        and analysis.starts[j + 1] == analysis.ends[j]
    )


#: The armed and public services someone serves in or applies to: no place
#: (``in the Air Force``, ``sent to Medicaid``).
_SERVICES = frozenset(
    {
        "air force", "army", "navy", "marines", "marine corps", "coast guard",
        "national guard", "peace corps", "reserves", "military", "service",
        # the public insurance and benefit programmes applied to
        "medicaid", "medicare", "masshealth", "mass health", "ssi", "ssdi",
        "social security", "wic", "snap",
    }
)  # fmt: skip


#: A word this common in English is no name of its own (Zipf scale).
_COMMON_ZIPF = 3.5


def _hyphened_end(analysis: Analysis, j: int) -> int:
    """The last token of a hyphened name starting at word ``j`` (``j`` if none).

    ``Port-au-Prince``, ``Winston-Salem``: parts glued by hyphens, the last
    one capitalised (``Boston-area`` is no name), make one word of the place.
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    last = k = j
    while (
        k + 2 < len(words)
        and words[k + 1] == "-"
        and starts[k + 1] == ends[k]
        and starts[k + 2] == ends[k + 1]
        and words[k + 2].isalpha()
    ):
        k += 2
        if words[k][0].isupper():
            last = k
    return last


#: The rule name of a place after a bare ``at``: a facility as often as a town.
AT_PLACE_RULE = "place-at"
#: Nouns after a person's name that make it an eponym's, not a place's.
_EPONYM_NOUNS = frozenset(
    "point points sign signs syndrome disease triad test maneuver criteria score "
    "scale reflex incision fracture".split()
)


def _eponym_after(words: list[str], j: int) -> bool:
    """Whether the word at ``j`` is a sign's or a disease's noun (``McBurney point``)."""
    return j < len(words) and words[j].lower() in _EPONYM_NOUNS


#: Words after a disease's eponym that name its clinic.
_CLINICS = frozenset({"clinic", "clinics"})


def _eponym_clinic(analysis: Analysis, start: int, j: int) -> bool:
    """Whether words ``start``-``j`` are a disease's eponym before an institution word.

    ``at Parkinsons clinic``, ``in Alzheimer's clinic``: the clinic of a
    disease (:func:`.rules_places.disease_eponym`), in the hospital the
    note is written in.
    """
    words = analysis.words
    if j >= len(words) or words[j].lower() not in _CLINICS:
        return False  # "at Shriners Hospital": a name's, not a disease's
    name = analysis.text[analysis.starts[start] : analysis.ends[j - 1]]
    return disease_eponym(name)


def _possessive(analysis: Analysis, j: int) -> bool:
    """Whether ``'s`` glued to the word before starts at token ``j``."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    return (
        words[j : j + 2] in (["'", "s"], ["'", "S"])
        and starts[j] == ends[j - 1]
        and starts[j + 1] == ends[j]
    )


def _lower_after_name(words: list[str], start: int, j: int) -> bool:
    """Whether word ``j`` is in small letters after a place's capitalised first word.

    ``lives in Dorchester area per report``: a town written as a name ends
    where the small letters begin; only a town all in small letters (``lives
    alone in cedar marsh``) goes on in them.
    """
    return j > start and words[start][:1].isupper() and words[j].islower()


#: A dwelling or a hospital before ``in``: ``HIS HOME IN``, ``AN APARTMENT
#: IN``, ``ST ANNES HOSP IN`` (where a town follows, not a business's).
_HOMES_BEFORE_IN = frozenset(
    "home house apartment condo hospital hosp osh rehab snf facility".split()
)


def _home_is(back: list[str]) -> bool:
    """Whether the last two words are a home and ``is``/``was``: ``APARTMENT IS in``."""
    return len(back) >= 2 and back[-1] in ("is", "was") and back[-2] in _DWELLINGS_IS


def _home_town_after(analysis: Analysis, i: int) -> bool:
    """Whether a town follows a home's ``is in`` at ``i``: not ``HOUSE IS IN DISARRAY``.

    Capitalised in mixed case, or in capitals a listed town (whole or of
    one word).
    """
    words, k = analysis.words, i + 1
    if k >= len(words):
        return False
    if not analysis.caps_lines[analysis.line_of[i]]:
        return words[k][:1].isupper()
    return _caps_listed_town(analysis, k) is not None or known_place(
        words[k].lower(), _CAPS_TOWN_PEOPLE
    )


#: Homes whose ``is in`` places them: ``his house is in``, ``APARTMENT IS IN``.
_DWELLINGS_IS = frozenset("home house apartment condo farm cottage".split())


#: Fewest people of a town of common words read whole in capitals.
_CAPS_TOWN_PEOPLE = 5000


def _caps_listed_town(analysis: Analysis, j: int) -> int | None:
    """The end of a listed town of two or three words from word ``j`` in capitals, if one.

    Capitals hide a name's shape, and each word alone may be common
    (``EAST``, ``FALLS``, ``PLAIN``), so :func:`_place_word` stops at them;
    the words on one line listed whole as a town or city (``FOUND IN HIS
    HOME IN EAST FALLS``, ``IN JAMAICA PLAIN``) are one. The longest wins.
    """
    return _listed_town_end(analysis, j, str.isupper)


def _listed_run(analysis: Analysis, j: int, caps: bool, dwelling: bool) -> int | None:
    """The end of a town listed whole from word ``j`` (its small-letter code too), if one.

    Why: a town of common words stops the word-by-word run; in capitals only
    where someone lives (:func:`_caps_listed_town`), in small letters after
    any place cue (:func:`_lower_listed_town`).
    """
    if caps:
        if not dwelling:
            return None
        end = _caps_listed_town(analysis, j)
        if end is None and _caps_land(analysis, j):
            return j + 2  # "LIVES ON LONG ISLAND": a land of two words, whole
        return end
    end = _lower_listed_town(analysis, j)
    if end is not None and _lower_code_after(analysis, j, end):
        end += 1  # "lives in new bedford ma"
    return end


def _lower_listed_town(analysis: Analysis, j: int) -> int | None:
    """The end of a listed town of two or three small-letter words from word ``j``, if one.

    Why: a lower-case town whose first word is common (``lives in new
    bedford``, ``home in fall river``, ``moved to west roxbury``) never
    starts a run, as :func:`_place_word` stops at ``new`` or ``fall``. After
    a place cue, words listed whole as a town of :data:`_CAPS_TOWN_PEOPLE`
    people or more are one; a listed name of no such size (``new home``) or
    one opening with a stop word (``at tall``, ``the village``) is not.
    """
    if j >= len(analysis.words) or analysis.words[j] in STOP_WORDS:
        return None
    return _listed_town_end(analysis, j, str.islower)


def _listed_town_end(
    analysis: Analysis, j: int, same_case: Callable[[str], bool]
) -> int | None:
    """The end of the longest listed town of words ``j`` on written in one case, if one.

    Two or three words on one line, each all letters in the case
    ``same_case`` tests, listed whole as a town or city of
    :data:`_CAPS_TOWN_PEOPLE` people or more.
    """
    last = _same_case_run(analysis, j, same_case)
    table = place_table()
    for end in range(last - 1, j, -1):
        place = table.get(analysis.text[analysis.starts[j] : analysis.ends[end]])
        if (
            place is not None
            and set(place.kinds) & {"c", "w"}
            and place.population >= _CAPS_TOWN_PEOPLE
        ):
            return end + 1
    return None


#: A small-letter word this common after a town's first word ends the town.
_TAIL_ZIPF = 3.5


def _common_tail(analysis: Analysis, start: int, j: int) -> bool:
    """Whether small-letter word ``j`` is a common word after a place's first word.

    ``lives in florida winters``, ``lives in marlow now``: a town in small
    letters ends before an English word, unless the words with it are listed
    whole (``lives in fall river``, ``new bedford``).
    """
    words = analysis.words
    word = words[j]
    if j != start + 1 or not word.islower() or zipf(word) < _TAIL_ZIPF:
        return False
    if word in _STREET_WORDS or word in _PLACE_TAILS:
        return False  # "pine street inn", "cedar mill": a name's second word
    phrase = analysis.text[analysis.starts[start] : analysis.ends[j]]
    return place_table().kinds(phrase) is None


def _place_line(analysis: Analysis, i: int) -> int:
    """The line a place after the preposition at ``i`` is on: its own, or the next.

    A wrapped report breaks lines anywhere (``lives with her son in`` /
    ``Quarry Hill.``): a preposition ending its line leads to the next line,
    unless that line starts a section (``Neuro:``).
    """
    line_of, words = analysis.line_of, analysis.words
    nxt = i + 1
    if nxt >= len(words) or line_of[nxt] == line_of[i]:
        return line_of[i]
    gap = analysis.text[analysis.ends[i] : analysis.starts[nxt]]
    header = words[nxt + 1 : nxt + 2] == [":"]
    if line_of[nxt] != line_of[i] + 1 or gap.strip(" \t\r") != "\n" or header:
        return line_of[i]
    return line_of[nxt]


#: A plan's ``return to`` a capitalised place, a weak cue (:data:`_WEAK_CUES`).
_RETURN = frozenset({"return"})


def _titled_after(analysis: Analysis, i: int) -> bool:
    """Whether a capitalised word follows token ``i`` on a line not typed in capitals."""
    nxt = i + 1
    return (
        nxt < len(analysis.words)
        and analysis.words[nxt][:1].isupper()
        and not analysis.caps_lines[analysis.line_of[i]]
    )


def _preposition(word: str) -> str:
    """A place preposition in small letters, ``@`` read as ``at``."""
    return "at" if word == "@" else word.lower()


def _cue_words(
    analysis: Analysis, i: int, back: list[str]
) -> frozenset[str] | set[str] | None:
    """The motion or residence cues before the preposition at ``i``; None if not a place.

    An uncued preposition still leads to a place when a hospital-like pair or
    a proper or world-city word follows ``from`` or ``in``.
    """
    words = analysis.words
    prep = _preposition(words[i])
    cues = _MOTION_OR_RELATIVE if prep in ("from", "in") else MOTION
    if prep == "from" and not _person_after(words, i):
        # not "PT CALLED FROM JORDAN": who called
        cues = cues | _CALLED_FROM | RECORDS
    if prep == "at":
        cues = cues | CARE_CUES
        if back[-1:] and back[-1] in SPECIALTIES and _letters_name(analysis, i + 1):
            return frozenset(back[-1:])  # "followed by ENT at MEEI"
    cue_words = cues.intersection(back[-2:])
    if prep == "to" and back[-1:] == ["return"] and _titled_after(analysis, i):
        return _RETURN  # weak: "return to Hebrew SeniorLife" (not "return to baseline")
    cued = bool(cue_words) or (
        prep == "in"
        and (
            (bool(back[-1:]) and back[-1] in _IN_CUES)
            or (_home_is(back) and _home_town_after(analysis, i))
        )
    )
    # "on" comes here only after a residence cue (:func:`_lives_on`), which
    # may stand before "at home": "lives at home on the Cape".
    cued = cued or prep == "on"
    if cued or _named_place(words, i + 1):
        return cue_words
    caps = analysis.caps_lines[analysis.line_of[i]]
    if caps and prep == "from" and _caps_town_after(analysis, i):
        return cue_words  # "PT IS FROM HYDE PARK", "FROM THE NORTH END"
    if caps and prep in ("at", "from", "to") and _caps_care_name(analysis, i + 1):
        return cue_words  # "PT WAS AT YOUVILLE FOR REHAB", "RETURN TO BRAEMOOR NH"
    if (
        prep == "at"
        and (_proper(words[i + 1], caps) or (caps and _caps_name(words[i + 1])))
        and not _possessive(analysis, i + 2)
        and not _eponym_after(words, i + 2)
    ):
        # "Pt was at Youville": a name no English text uses; not a sign's
        # eponym ("tender at McBurney's point", "at McBurney point").
        return cue_words
    if (
        prep in ("from", "in")
        and (
            _proper(words[i + 1], caps)
            or _world_city(words[i + 1])
            or (not caps and _titled_town(analysis, i + 1))
            # "originally from the Dominican Republic": a country's name after "the"
            or (
                not caps
                and words[i + 1].lower() == "the"
                and i + 2 < len(words)
                and _titled_town(analysis, i + 2, "n")
            )
            or (not caps and _directional_town(words, i + 1))
            or _compass_tokens(analysis, i + 1) > 0  # "pt from e boston"
            # "pt from brazil", "pt is from guatemala": a lower-case country,
            # and so a large city no word ("pt is from cambridge")
            or (
                (
                    _lower_country(words[i + 1])
                    # only after "from": "pt in miami j collar" is a device
                    or (prep == "from" and _lower_city(words[i + 1]))
                )
                and bool(_ORIGIN_CUES & set(back[-2:]))
            )
        )
    ):
        return cue_words
    return None


#: Fewest and most letters of a hospital's initials (``NEBH``, ``MEEI``).
_HOSPITAL_LETTERS = (3, 5)
#: Letters English writes more often than this (zipf) spell a word or a
#: common abbreviation (``CHA``, ``SSH``), no hospital by its initials.
_LETTERS_NAME_ZIPF = 3.0


def _letters_name(analysis: Analysis, j: int) -> bool:
    """Capitals at ``j`` in a mixed-case line that may be a hospital's initials.

    No clinical abbreviation and no word: ``MEEI``, ``NEBH``; not ``ICU``,
    ``RLQ``, ``MAP``.
    """
    word = analysis.words[j]
    low, high = _HOSPITAL_LETTERS
    return (
        low <= len(word) <= high
        and word.isalpha()
        and word.isupper()
        and not analysis.caps_lines[analysis.line_of[j]]
        and not clinical_abbreviation(word)
        and word.lower() not in _TIME_WORDS  # "at NOC": the night
        and zipf(word.lower()) < _LETTERS_NAME_ZIPF
    )


def _facility_town(
    analysis: Analysis, span: tuple[int, int], back: list[str], i: int
) -> bool:
    """Whether a place after a facility's ``in`` (``OSH in``, ``rehab in``) is a town's name.

    A listed town, or a word no English text uses (``OSH in Quillmoor``);
    not ``rehab in Good spirits``, ``in Spanish``. True when no such
    facility word cues the place (other cues decide).
    """
    words = analysis.words
    if words[i].lower() != "in" or not back or back[-1] not in _FACILITY_IN:
        return True
    caps = analysis.caps_lines[analysis.line_of[i]]
    name = analysis.text[span[0] : span[1]].lower()
    # Some towns are listed with no population (``Wareham``): rare as words, they count.
    listed = known_place(name, _FACILITY_TOWN) or (
        known_place(name) and zipf(name) < _COMMON_ZIPF
    )
    return listed or _proper(words[i + 1], caps)


def _caps_town_after(analysis: Analysis, i: int) -> bool:
    """A listed town of two or three words after ``from`` (and ``the``) in capitals.

    Why: in capitals no word looks like a name, so ``PT IS FROM HYDE PARK``
    had no cue; words listed whole as a town of some size
    (:func:`_caps_listed_town`) are one after ``from`` as after ``lives in``.
    """
    j = i + 1
    if j < len(analysis.words) and analysis.words[j].lower() == "the":
        j += 1
    return _caps_listed_town(analysis, j) is not None


def _directional_town(words: list[str], i: int) -> bool:
    """``in North Bramford``: a town's first word, then a capitalised rare word.

    The word must be rare in English and no likelier a word than a name (not
    ``in New Onset Afib``); a listed town of common words (``North Andover``)
    is :func:`_titled_town`'s.
    """
    if i + 1 >= len(words) or words[i].lower() not in TOWN_OPENERS:
        return False
    first, name = words[i], words[i + 1]
    low = name.lower()
    return (
        first[0].isupper()
        and name.isalpha()
        and name[0].isupper()
        and name[1:].islower()
        and zipf(low) < 3.5
        and name_likelihood_ratio(name) >= 1.0
        and not _clinical_word(low)
    )


#: Most words of a town's name read after "in" or "from" (``Port Saint Lucie``).
_TOWN_WORDS = 3


def _same_case_run(analysis: Analysis, j: int, same_case: Callable[[str], bool]) -> int:
    """The end of the words from ``j`` on one line, all letters in one case (a town's at most)."""
    words, line_of = analysis.words, analysis.line_of
    last = j
    while (
        last < len(words)
        and last < j + _TOWN_WORDS
        and line_of[last] == line_of[j]
        and words[last].isalpha()
        and same_case(words[last])
    ):
        last += 1
    return last


def _capitalised(word: str) -> bool:
    """``Haven``, not ``HAVEN`` nor ``haven``."""
    return word[0].isupper() and word[1:].islower()


def _titled_town(analysis: Analysis, i: int, wanted: str = "cwn") -> bool:
    """A listed town of two or more words from token ``i``, each capitalised: ``in New Haven``.

    Each word alone may be common (``New``, ``Park``); written as a name in a
    mixed-case line and listed whole, the phrase is a town (``has a bakery in
    Port Salerno``, ``from El Salvador``). Town, city and country names
    only (``wanted``, the place table's kinds): a county or region is no more
    likely than its words.
    """
    last = _same_case_run(analysis, i, _capitalised)
    table = place_table()
    for end in range(last - 1, i, -1):
        kinds = table.kinds(analysis.text[analysis.starts[i] : analysis.ends[end]])
        if kinds is not None and set(kinds) & set(wanted):
            return True
    return False


def _illness_course(words: list[str]) -> bool:
    """Whether a phrase after ``in`` holds a word of an illness's course: ``Septic Shock``."""
    return any(w.lower() in _ILLNESS_WORDS for w in words)


def _abbreviated(words: list[str]) -> bool:
    """Whether a phrase holds a medical abbreviation in capitals: ``in DKA``.

    It may still be a place (``in GH``), so it is left for the CRF to weigh.
    """
    return any(
        (w.isupper() and w in clinical_abbreviations()) or _written_abbreviation(w)
        for w in words
    )


def _unsure(analysis: Analysis, cue_words: Collection[str], j: int) -> bool:
    """Whether what follows the place (or a weak cue) makes it a hint only."""
    words = analysis.words
    if cue_words and _WEAK_CUES.issuperset(cue_words):
        return True  # "back to NRB", "back to baseline"
    if j < len(words) and words[j].lower() in _DEPARTMENTS:
        return True  # "to Cardiac floor", "in Interventional Radiology"
    # "in FiO2", "in SpO2": a measure run into its number
    return (
        j < len(words)
        and analysis.starts[j] == analysis.ends[j - 1]
        and words[j][0].isdigit()
    )


#: Homes named by their kind in small letters (``lives in duplex``), however rare.
_DWELLINGS = frozenset(
    "housing apartment apartments apt condo duplex triplex walkup townhouse "
    "bungalow dorm shelter projects trailer motel hotel".split()
)
#: A town this large, written in small letters, is one (``lives in roxbury``).
_LOWER_TOWN = 1000
#: A small-letter word this common is English (``subsidized``), not a town's name.
_LOWER_WORD_ZIPF = 3.0


def _dwelling(words: list[str]) -> bool:
    """Whether small-letter words after a residence cue name a kind of home, not a town.

    ``public housing``, ``rural area``, ``group home``: each word common in
    English (or a home's kind) and none a town of :data:`_LOWER_TOWN` people;
    ``lives in quincy``, ``lives in wellfleet`` name one.
    """
    low = [w for w in words if w.isalpha()]
    if low and all(w.lower() in _DWELLINGS for w in low):
        return True  # "LIVES ALONE IN APARTMENT": a home's kind in any case
    if not low or not all(w.islower() for w in low):
        return False
    if any(known_place(w, _LOWER_TOWN) for w in low):
        return False
    if len(low) > 1 and known_place(" ".join(low), _LOWER_TOWN):
        return False  # "lives in fall river": common words, a town listed whole
    return all(w in _DWELLINGS or zipf(w) >= _LOWER_WORD_ZIPF for w in low)


#: Words of a street's name after ``on``: the street rules read those.
_STREET_WORDS = frozenset(
    "street st avenue ave road rd lane ln drive dr boulevard blvd way court ct "
    "place pl terrace ter circle cir parkway pkwy highway hwy route rte".split()
)


def _lives_on(analysis: Analysis, i: int) -> bool:
    """Whether ``on`` at ``i`` (after a residence cue) leads to a region or an island.

    ``lives on the North Shore``, ``lives on Cape Cod``: a capitalised word in
    a mixed-case line follows; not a street (``lives on Elm St``, the street
    rules') nor a floor (``lives on the first floor``).
    """
    words, n = analysis.words, len(analysis.words)
    j = i + 2 if i + 2 < n and words[i + 1].lower() == "the" else i + 1
    if analysis.caps_lines[analysis.line_of[i]]:
        # In capitals no word looks like a name: a town listed whole of some
        # size (``LIVES ON BEACON HILL``) or a listed land of two words
        # (``LIVES ON CAPE COD``), not a floor nor an income.
        return _caps_listed_town(analysis, j) is not None or _caps_land(analysis, j)
    if not words[j][:1].isupper():
        return False
    run = [w.lower() for w in words[j : j + 3] if w[:1].isupper()]
    if any(w.lower() in _STREET_WORDS for w in words[j : j + 4]):
        return False
    # A coast, a cape, an island, or a town: not "lives on Social Security".
    if any(w in _LIVED_ON for w in run) or known_place(" ".join(run[:2]), 1000):
        return True
    # A street named by a word no English text uses (``lives on Fellsway``,
    # ``Tremont``): not an income's or a drug's (``lives on SSDI``).
    first = words[j]
    return (
        first.istitle()
        and zipf(run[0]) < _STREET_NAME_ZIPF
        and not common_english_word(run[0])
        and run[0] not in drug_words()
        and not clinical_abbreviation(first.upper())
    )


#: A capitalised word after ``lives on`` rarer than this is a street's name.
_STREET_NAME_ZIPF = 3.0


def _caps_land(analysis: Analysis, j: int) -> bool:
    """``LIVES ON LONG ISLAND``: two capitals words listed as a place, one of a land."""
    words = analysis.words
    if j + 1 >= len(words) or analysis.line_of[j + 1] != analysis.line_of[j]:
        return False
    pair = words[j : j + 2]
    name = " ".join(pair)
    return (
        all(w.isalpha() and w.isupper() for w in pair)
        and any(w.lower() in _LIVED_ON for w in pair)
        and (place_table().kinds(name) is not None or name.lower() in _LANDS)
    )


#: Lands of two words no town list holds: ``LIVES ON CAPE COD``.
_LANDS = frozenset(
    "cape cod,cape ann,cape may,marthas vineyard,outer banks,long island,"
    "eastern shore,upper peninsula".split(",")
)


#: Land someone lives on: ``the North Shore``, ``the Cape``, ``Long Island``.
_LIVED_ON = frozenset(
    "shore coast cape island isle islands peninsula lake bay vineyard "
    "waterfront harbor".split()
)


def _no_place(words: list[str], residence: bool) -> bool:
    """Whether capitalised or cued words name something other than a place."""
    if " ".join(words).lower() in _SERVICES:
        return True  # "in the Air Force": a service, not a place
    if department_name(words):
        return True  # "went to Physical Therapy": the hospital's own
    if _workplace_word(words):
        return True  # "WORKED AT THE SHIPYARD": a kind of workplace, no place's name
    if _relatives_home(words):
        return True  # "went to GRANDMAS HOUSE": a relative's home, no place's name
    # "lives in public housing": a kind of home, no town
    return residence and _dwelling(words)


def _relatives_home(words: list[str]) -> bool:
    """Whether a cue's run opens with a relative's word, its ``s`` for ``'s``.

    Why: ``went to GRANDMAS``, ``AT MOMS HOUSE`` is a relative's home; in
    capitals the word, rare in English so written, passes for a name.
    """
    first = words[0].lower()
    return first.endswith("s") and first[:-1] in RELATIVE_CUES


#: Kinds of workplace, named alone (``worked at the shipyard``, ``retired from
#: the mill``): any town has one, so the word names no place.
_WORKPLACES = frozenset(
    "shipyard shipyards yard yards navyyard docks dock mill mills "
    "factory factories plant cannery foundry quarry warehouse brewery railroad "
    "railyard depot mine mines refinery pier wharf".split()
)


def _workplace_word(words: list[str]) -> bool:
    """Whether a place cue's run is one word naming a kind of workplace, not a place.

    Why: in capitals a rare common noun (``SHIPYARD``, ``CANNERY``) passes
    for a name; alone after the cue it is a workplace any town has. A name
    of two words (``Quarry Hill``, ``Cedar Mill``) still is a place.
    """
    return len(words) == 1 and words[0].lower() in _WORKPLACES


#: Digits of a room's, a bed's or a program's number at most (a year has four).
_PART_NUMBER_DIGITS = 3
#: Gazetteer kinds of a state or a country.
_REGION_KINDS = frozenset({STATE_KIND, COUNTRY_KIND})


def _numbered_word(analysis: Analysis, start: int, j: int) -> bool:
    """A common word and a small number after it: ``in Section 8 housing``, ``in Room 4``.

    The number names a part of something (a program, a room, a building),
    not a town: a hint only. A large town, a state or a country stays a
    place (``in Quincy 2 days``), and so does any place before a year or a
    zip code (``lived in Ohio 2010-2015``).
    """
    words = analysis.words
    low = words[start].lower()
    return (
        j == start + 1
        and j < len(words)
        and words[j].isdigit()
        and len(words[j]) <= _PART_NUMBER_DIGITS
        and analysis.line_of[j] == analysis.line_of[start]
        and not set(place_table().kinds(low) or "") & _REGION_KINDS
        and zipf(low) >= _COMMON_ZIPF
        and low not in NAME_WORDS
        and not known_place(low, LARGE_PLACE)
    )


def _back_words(analysis: Analysis, i: int) -> list[str]:
    """The words before the preposition at ``i``, lower case, typos of cues mended.

    ``d/c`` right before ``to`` counts as ``discharge``.
    """
    words = analysis.words
    first = _paragraph_start(analysis, i, max(0, i - 3))
    back = [_back_word(w) for w in words[first:i] if w[0].isalpha()]
    if back[-2:] == ["grew", "up"]:
        back[-2:] = ["raised"]  # "grew up in brockton": where someone lived
    if words[i].lower() == "to" and _dc_before(analysis.text, analysis.starts[i]):
        back.append("discharge")
    return back


def _paragraph_start(analysis: Analysis, i: int, first: int) -> int:
    """The first of the words ``first`` to ``i`` in token ``i``'s paragraph.

    A blank line ends a paragraph: ``Family lives`` / (blank) / ``in the
    morning`` is no residence cue for what follows ``in``. One line break
    still joins a wrapped report's lines.
    """
    text, starts, ends = analysis.text, analysis.starts, analysis.ends
    if text.count("\n", starts[first], starts[i]) < 2:
        return first  # most look-backs: no two line breaks to look for
    for k in range(i, first, -1):
        gap = text[ends[k - 1] : starts[k]]
        if gap.count("\n") >= 2:
            return k
    return first


def _dc_before(text: str, start: int) -> bool:
    """Whether ``d/c`` (:data:`_DC_BEFORE`) ends the text before ``start``.

    Its search is tried only where a ``c`` stands in the characters it
    reads (no other character is a ``c`` to it, whatever the case): most
    ``to`` follow none.
    """
    lo = max(0, start - 14)  # "d/c'd home " fits
    before = text[lo:start]
    # (searched in the text, not the slice: its look-behind reads before ``lo``)
    return ("c" in before or "C" in before) and bool(_DC_BEFORE.search(text, lo, start))


@functools.lru_cache(maxsize=65536)
def _back_word(word: str) -> str:
    """A word before a preposition in lower case, a typo of a cue mended (asked once)."""
    return cue_spelling(word.lower())


#: Words between a residence cue and a place's preposition: ``lives at home
#: on the Cape``, ``lives at home in Quincy``.
_AT_HOME = ["at", "home"]


#: Cues of where someone lives or works, after which a state's code is
#: likelier the state than a clinical place of the same letters.
_HOME_OR_WORK = _RESIDENCE | _WORKS | {"born", "raised"}


def _state_codes(
    analysis: Analysis, start: int, j: int, back: list[str]
) -> list[Finding]:
    """A US state's code after a home or work cue that a clinical place shares.

    ``Works in NH``, ``lives in CT``: New Hampshire or a nursing home,
    Connecticut or a scan (which end the place's words at ``start``, so
    ``j == start``); the cue makes the state likely, not sure: a weak STATE
    finding, for the CRF to weigh.
    """
    words = analysis.words
    if not (
        j == start < len(words)
        and words[start] in US_STATES
        and words[start].lower() in CLINICAL_PLACES
        and analysis.line_of[start] == analysis.line_of[start - 1]
        and _HOME_OR_WORK & set(back[-2:])
    ):
        return []
    span = (analysis.starts[start], analysis.ends[start])
    return [Finding(*span, STATE, "place-cue", strong=False)]


#: Joiners of two states' codes: ``NH AND ME``, ``CT/RI``.
_CODE_JOINERS = frozenset("and & or / ,".split())


#: Prepositions before two states' codes.
_CODE_PREPOSITIONS = frozenset("in from to".split())


def _state_code_pair(analysis: Analysis, i: int, back: list[str]) -> list[Finding]:
    """Two US states' codes joined after the preposition at ``i``: ``FAMILY IN NH AND ME``.

    Alone either may be a clinical place or a word (a nursing home, ``me``);
    two codes joined by ``and``, ``or``, ``/`` or a comma are a list of
    states. When both are medical abbreviations too (``DIED FROM MI AND
    CA``), a motion or relative cue must say so (``SON LIVES IN CT/MA``).
    Both are sure STATE findings.
    """
    words, line_of = analysis.words, analysis.line_of
    start, k = i + 1, i + 3
    # The state's code first: most prepositions are followed by none.
    if not (
        words[start] in US_STATES
        and k < len(words)
        and words[i].lower() in _CODE_PREPOSITIONS
        and line_of[k] == line_of[i]
        and words[k] in US_STATES
        and words[start + 1].lower() in _CODE_JOINERS
    ):
        return []
    abbreviations = all(clinical_abbreviation(words[t]) for t in (start, k))
    if abbreviations and not _MOTION_OR_RELATIVE & set(back[-2:]):
        return []
    return [
        Finding(analysis.starts[t], analysis.ends[t], STATE, "place-cue", strong=True)
        for t in (start, k)
    ]


def _residence_before(back: list[str]) -> bool:
    """Whether a residence cue stands in the last two words, or before ``at home``."""
    if back[-2:] == _AT_HOME:
        return not _RESIDENCE.isdisjoint(back[-3:-2])
    return not _RESIDENCE.isdisjoint(back[-2:])


#: After ``going to`` a capitalised word this rare is a destination, not a verb.
_GOING_NAME_ZIPF = 3.0


def _going_to_name(word: str) -> bool:
    """A destination's name after ``going to``: capitalised in mixed case, rare.

    ``pt going to Fairmoor today``; not ``going to Need``, ``GOING TO
    TRY`` (a verb) nor a care setting (``going to Rehab``).
    """
    low = word.lower()
    return (
        word.istitle()
        and word.isalpha()
        and zipf(low) < _GOING_NAME_ZIPF
        and low not in CLINICAL_PLACES
        and low not in GENERIC_WORDS
        and not _clinical_word(low)
    )


def _no_preposition_of_place(words: list[str], i: int, back: list[str]) -> bool:
    """Whether the preposition at ``i`` leads to no place: an infinitive, an in-law."""
    if words[i].lower() == "to" and back and back[-1] in INFINITIVE_CUES:
        # "going to Fairmoor": a name no verb has after a motion's "going"
        return not (back[-1] == "going" and _going_to_name(words[i + 1]))
    # "father in law", "Daughter in Law": a relative, not a place
    return words[i].lower() == "in" and words[i + 1].lower() in ("law", "laws")


def places_in(analysis: Analysis) -> list[Finding]:
    """Places after a motion or residence cue: ``lives in X``, ``transferred from X``.

    Args:
        analysis: the analysed document.

    Returns:
        LOCATION findings of one to three words each.
    """
    words, classes = analysis.words, analysis.classes
    found = []
    n = len(words)
    checks = _TypoChecks(analysis.text)
    # The prepositions are found by one comprehension; the loop visits only them.
    for i in tokens_among(analysis, _PREPOSITION_FORMS):
        if not 0 < i < n - 1:
            continue
        back = _back_words(analysis, i)
        if _no_preposition_of_place(words, i, back):
            continue
        pair = _state_code_pair(analysis, i, back)
        if pair:
            found += pair
            continue
        residence = _residence_before(back)
        if words[i].lower() == "on":
            if not (residence and _lives_on(analysis, i)):
                continue
            residence = False  # "lives on the first floor": a capital names it
        cue_words = _cue_words(analysis, i, back)
        if cue_words is None:
            continue
        caps = analysis.caps_lines[analysis.line_of[i]]
        run = _place_run(analysis, i, caps, residence)
        if run is None:
            continue
        start, j, sure, known = run
        found += _state_codes(analysis, start, j, back)
        # "in so. boston": the compass word is a stop word, its period says not
        if j > start and (classes[start] != "x" or _compass_initial(analysis, start)):
            if _no_place(words[start:j], residence):
                continue
            if _eponym_clinic(analysis, start, j):
                continue  # "at Parkinsons clinic": the disease's clinic, no place
            sure = (
                sure
                or known
                or _named_place(words, start)
                or _unknown_destination(analysis, (i, start, j), cue_words, checks)
            )
            sure = sure and not _unsure(analysis, cue_words, j)
            sure = sure and not _numbered_word(analysis, start, j)
            if words[i].lower() == "in" and not residence:
                if _illness_course(words[start:j]):
                    continue  # "admitted in New Onset Afib": a state, not a place
                sure = sure and not _abbreviated(words[start:j])
            elif _DISCHARGE_CUES & set(cue_words):
                # "DC TO PRN", "d/c to NRB": discontinued and changed, not discharged
                sure = sure and not _abbreviated(words[start:j])
            span = (analysis.starts[start], analysis.ends[j - 1])
            sure = sure and _facility_town(analysis, span, back, i)
            kind = _place_kind(analysis.text, span, back)
            # After a bare "at" a facility is likelier than a town (``had
            # surgery at Faulkner``): the gazetteer does not name its kind.
            bare_at = not cue_words and _preposition(words[i]) == "at"
            rule = AT_PLACE_RULE if bare_at else "place-cue"
            found.append(Finding(*span, kind, rule, strong=sure))
            if sure and kind == LOCATION:
                found += _coordinated_places(analysis, j)
    return found + oriented_places(analysis) + residents_of(analysis)


def _place_kind(text: str, span: tuple[int, int], back: list[str]) -> str:
    """What the span after a place cue names (:func:`region_kind`), the cue's words ``back``."""
    care = not _CARE_VERBS.isdisjoint(back[-3:])
    return region_kind(with_article(text, *span), care)


def with_article(text: str, start: int, end: int) -> str:
    """A place's name, with ``the`` before it where that makes a region: ``the Southeast``.

    A compass word is a region of states only so (``moved to the
    Southeast``); alone it may be a hospital's short name (``from
    Northeast``); the gazetteer holds some countries with theirs (``the
    Netherlands``). What :func:`region_kind` is asked about a span.
    """
    name = text[start:end]
    before = text[max(0, start - 4) : start]
    if before.lower() != "the " or (start > 4 and text[start - 5].isalnum()):
        return name
    named = "the " + " ".join(name.lower().split())
    if named in _MULTI_STATE or place_table().get(named) is not None:
        return "the " + name  # "the Netherlands": the gazetteer's name
    return name


#: Prepositions before a destination or origin written in small letters.
_DESTINATION_PREPOSITIONS = frozenset({"to", "from", "at"})
#: Fewest letters of a small-letter word no list or dictionary knows that a
#: motion cue makes a place's name (shorter ones are abbreviations).
_UNKNOWN_LETTERS = 5
#: Characters of text per typo check it may make (:class:`_TypoChecks`).
_CHARS_PER_CHECK = 2000
#: Below this Zipf frequency a word no dictionary lists is no English word
#: (a town's or a home's name is written on the web now and then: ``youville``).
_UNKNOWN_ZIPF = 2.5
#: A word one typo away from a word this frequent (Zipf 3: once in a million
#: words) is that word misspelt.
_KNOWN_FREQUENCY = 1e-6


class _TypoChecks:
    """How many words a text may still check for a typo (:func:`_misspelt`).

    A check costs about half a millisecond; one per :data:`_CHARS_PER_CHECK`
    characters (and one for any text) keeps a text of nothing but ``went to
    xqzvbl`` linear and cheap; past them an unknown word stays a weak finding.
    """

    def __init__(self, text: str) -> None:
        self.left = 1 + len(text) // _CHARS_PER_CHECK

    def take(self) -> bool:
        """Whether a check is left, spending it."""
        self.left -= 1
        return self.left >= 0


def _unknown_destination(
    analysis: Analysis,
    span: tuple[int, int, int],
    cues: Collection[str],
    checks: _TypoChecks,
) -> bool:
    """Whether one small-letter word no English text uses is where someone goes or was.

    Why: ``d/c to youville``, ``transferred from braemoor``: a home's or a
    hospital's name in small letters is as sure after a motion cue as a
    capitalised one, when it is no word at all (no word frequency, no
    dictionary entry, no drug, no clinical abbreviation). Not after ``in``
    (``in afib``-like states are written so) and not for short words.
    """
    i, start, j = span  # the preposition, the place's first word, its end
    word = analysis.words[start]
    return (
        j == start + 1
        and bool(cues)
        and analysis.words[i].lower() in _DESTINATION_PREPOSITIONS
        and word.isalpha()
        and word.islower()
        and len(word) >= _UNKNOWN_LETTERS
        and zipf(word) < _UNKNOWN_ZIPF
        and not common_english_word(word)
        and not _clinical_word(word)
        and not clinical_abbreviation(word)
        and checks.take()
        and not _misspelt(word.lower())
    )


@functools.lru_cache(maxsize=4096)
def _misspelt(low: str) -> bool:
    """Whether one letter deleted, swapped, changed or added makes a known word of ``low``.

    ``sent to cardiolgy``, ``d/c to rehabb``: a typo of a word, no name.
    Known: the dictionary's, drugs', clinical places' and frequent words
    (the sets and table the rules hold already: nothing is built for this).
    """
    english, drugs, frequency = english_words(), drug_words(), word_frequencies()
    return any(
        v in english
        or v in drugs
        or v in CLINICAL_PLACES
        or frequency.get(v, 0.0) >= _KNOWN_FREQUENCY
        for v in one_edit_words(low)
    )


#: ``resident`` in any case: ``resident of Westford``, ``a Lowell resident``.
_RESIDENT_FORMS = frozenset(
    f(w) for w in ("resident", "residents") for f in (str, str.title, str.upper)
)
#: Words before a town that says whose residence it is: ``a Lowell resident``
#: (not ``the surgery resident``, a physician).
_RESIDENT_ARTICLES = frozenset("a an lifelong longtime long-time".split())
#: Fewest people of a listed town in small letters after ``resident of``.
_RESIDENT_LOWER_TOWN = 5000


def residents_of(analysis: Analysis) -> list[Finding]:
    """``resident of Westford``, ``a Lowell resident``: the town someone lives in.

    Why: ``resident`` is no residence verb before a preposition (``of`` is
    none the place cues read), so ``Pt is a resident of Westford`` went
    unfound and ``a Lowell resident`` was read as a name. The town must be
    listed; before ``resident`` an article must precede it (``the surgery
    resident``, ``Smith resident`` are physicians).
    """
    words, n, line_of = analysis.words, len(analysis.words), analysis.line_of
    found = []
    for i in tokens_among(analysis, _RESIDENT_FORMS):
        if i + 2 < n and words[i + 1].lower() == "of":
            j = i + 3 if words[i + 2].lower() == "the" else i + 2
            end = _resident_town(analysis, j, j + _TOWN_WORDS, after=True)
            if end is not None and not _name_goes_on(analysis, end):
                found.append(_location(analysis, j, end))
            continue
        for start in (i - 1, i - 2):
            if start < 1 or line_of[start - 1] != line_of[i]:
                continue
            if words[start - 1].lower() not in _RESIDENT_ARTICLES:
                continue
            if _resident_town(analysis, start, i, after=False) == i:
                found.append(_location(analysis, start, i))
                break
    return found


def _name_goes_on(analysis: Analysis, k: int) -> bool:
    """Whether word ``k`` goes on a name on its line (``LAKEVIEW MANOR``): not a town's end.

    A capitalised or capital word that is no stop word continues the name:
    the town is then the first word of a home's or a business's name.
    """
    words = analysis.words
    if k >= len(words) or analysis.line_of[k] != analysis.line_of[k - 1]:
        return False
    word = words[k]
    return word[:1].isupper() and word.lower() not in STOP_WORDS


def _resident_town(analysis: Analysis, j: int, stop: int, after: bool) -> int | None:
    """The end of the longest listed town from word ``j`` (before ``stop``), if one.

    Written as a name (capitalised or in capitals), a town of a thousand
    people; in small letters (after ``resident of`` only) a larger one.
    """
    words, text, line_of = analysis.words, analysis.text, analysis.line_of
    stop = min(stop, len(words))
    for end in range(stop, j, -1):
        run = words[j:end]
        if line_of[end - 1] != line_of[j] or not all(w.isalpha() for w in run):
            continue
        lower = all(w.islower() for w in run)
        if not lower and not all(w[0].isupper() for w in run):
            continue
        if lower and not after:
            continue
        people = _RESIDENT_LOWER_TOWN if lower else _LOWER_TOWN
        name = text[analysis.starts[j] : analysis.ends[end - 1]]
        place = place_table().get(name)
        if name.lower() in STATE_NAMES:
            return None  # "a resident of Florida": a state is no identifier
        if (
            place is not None
            and set(place.kinds) & {"c", "w"}
            and place.population >= people
        ):
            return end
    return None


def _location(analysis: Analysis, start: int, end: int) -> Finding:
    """A strong LOCATION finding over words ``start`` to ``end`` (exclusive)."""
    span = (analysis.starts[start], analysis.ends[end - 1])
    return Finding(*span, LOCATION, "place-cue", strong=True)


#: An orientation's answer: ``knows he is at quillmoor``, ``knows she's in marlow``.
_ORIENTED = regex.compile(
    r"know(?:s|n)?[ ]+(?:that[ ]+)?(?:he|she|they|i|pt|patient)"
    r"(?:'s|'m|[ ]+(?:is|am|was|are))[ ]+(?:at|in)[ ]+(?P<place>[a-z][a-z'-]{1,24}+)"
    r"(?![a-z0-9'-])"
)


#: Where :data:`_ORIENTED` is tried: the verb's stem.
_ORIENTED_KEYS = ("know",)


def oriented_places(analysis: Analysis) -> list[Finding]:
    """``knows he is at quillmoor``: where a patient knows he is, in any case.

    A neurological check asks where the patient is; the note writes the
    answer after ``knows he is at``/``in``. A capitalised name there is found
    by ``at``'s own cue; in a note typed in small letters the name is a word
    English hardly uses or a listed town (not ``knows she is in the
    hospital``, ``knows he is at rehab``, ``knows he is in pain``).
    """
    text = analysis.text
    found = []
    for m in anchored_matches(_ORIENTED, lowered(text), _ORIENTED_KEYS):
        low = m.group("place")
        if (
            low in STOP_WORDS
            or low in CLINICAL_PLACES
            or low in GENERIC_WORDS
            or low in SPECIALTIES
            or low in drug_words()
            or clinical_abbreviation(low.upper())
        ):
            continue
        if len(low) == 2 and not _two_letter_site(text, m.start("place")):
            continue  # "knows she is in my room": no site's letters
        if len(low) == 2 or zipf(low) < _ORIENTED_ZIPF or known_place(low, _LOWER_TOWN):
            found.append(
                Finding(m.start("place"), m.end("place"), LOCATION, "oriented")
            )
    return found


#: A small-letter word rarer than this after an orientation's cue is a name.
_ORIENTED_ZIPF = 2.5


def _two_letter_site(text: str, start: int) -> bool:
    """Whether two letters answering where one is are a site's capitals (``I'm in BI``).

    Why: a hospital is often known by two capitals; the answer's place was
    read from three letters on, so ``I know I'm in BI`` went unfound. In
    capitals only, and no state's code (``in MA`` is no identifier).
    """
    letters = text[start : start + 2]
    return letters.isupper() and letters not in US_STATES


def _coordinated_places(analysis: Analysis, j: int) -> list[Finding]:
    """Places listed after a sure one from word ``j``: ``to Spaulding and Youville``.

    Each is one word written as a name and no English word (:func:`_proper`),
    joined by ``and``, ``or``, ``&``, ``/`` or a comma; a list in capitals is left
    alone (nothing there tells a name from a word).
    """
    words, n = analysis.words, len(analysis.words)
    caps = analysis.caps_lines[analysis.line_of[j - 1]]
    found = []
    while (
        j + 1 < n and words[j].lower() in LIST_JOINERS and _proper(words[j + 1], caps)
    ):
        if analysis.line_of[j + 1] != analysis.line_of[j - 1]:
            break
        start, end = analysis.starts[j + 1], analysis.ends[j + 1]
        found.append(Finding(start, end, LOCATION, "place-cue", strong=True))
        j += 2
    return found
