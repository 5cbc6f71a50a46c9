"""Word lists and frequencies: census names, English word frequencies, cue words.

How many people bear a first or last name comes from ``vtt_py.lexicons.names``
(US Census and voter-file lists shipped with vtt_py); English word frequencies
ship in ``wordfreq``. Both load on first use and are cached for the process;
nothing is downloaded.
"""

from __future__ import annotations

import functools
import gzip
import importlib.util
import itertools
import math
from pathlib import Path

import msgpack

from vtt_py.lexicons.clinical import clinical_abbreviations, drug_words
from vtt_py.lexicons.names import LISTED_ONLY, US_POPULATION, name_table

#: Smoothing for the name/word likelihood ratio (seed 003, eq. 2-3): a token
#: in neither list scores WORD_PRIOR_RATIO, mildly favouring "name".
_WORD_FLOOR = 1e-7
_NAME_FLOOR = 2.4e-7


#: wordfreq's English lists, the large one first (what its "best" picks).
_WORDFREQ_FILES = ("large_en.msgpack.gz", "small_en.msgpack.gz")


@functools.cache
def word_frequencies() -> dict[str, float]:
    """English word frequencies (fraction of running words), lower-case keys.

    Exactly ``wordfreq.get_frequency_dict("en")``, read straight from the
    package's data file: importing wordfreq (ftfy, langcodes) would add half a
    second to every start of ``vtt-py annotate``.
    """
    spec = importlib.util.find_spec("wordfreq")
    folders = spec.submodule_search_locations if spec else None
    for name in _WORDFREQ_FILES:
        path = Path(next(iter(folders or [""]))) / "data" / name
        if folders and path.is_file():
            # Decompressed at once, then unpacked: a third faster than streaming.
            data = msgpack.unpackb(gzip.decompress(path.read_bytes()), raw=False)
            if isinstance(data[0], dict) and data[0].get("format") == "cB":
                return _from_buckets(data[1:])
    import wordfreq  # an unexpected layout: ask the package itself

    return dict(wordfreq.get_frequency_dict("en"))


def _from_buckets(buckets: list[list[str]]) -> dict[str, float]:
    """Bucket i holds the words of frequency -i centibels (a word in one bucket only)."""
    # One float per bucket, repeated, and one dict built in C from the words
    # and values chained: this runs at every start (a dict per bucket merged
    # into the whole cost a third more).
    values = (
        itertools.repeat(10 ** (-i / 100), len(words))
        for i, words in enumerate(buckets)
    )
    words = itertools.chain.from_iterable(buckets)
    return dict(zip(words, itertools.chain.from_iterable(values), strict=True))


def word_frequency(word: str) -> float:
    """How often ``word`` (any case) occurs in English text, 0.0 when unknown."""
    return word_frequencies().get(word.lower(), 0.0)


@functools.lru_cache(maxsize=65536)
def zipf(word: str) -> float:
    """Zipf frequency of a word (log10 per billion words; 0 for unknown words)."""
    freq = word_frequency(word)
    return math.log10(freq) + 9.0 if freq > 0 else 0.0


#: Share given to a name listed without a count (a few dozen people).
_LISTED_SHARE = 30 / US_POPULATION


def _share(count: int) -> float:
    if count == LISTED_ONLY:
        return _LISTED_SHARE
    return count / US_POPULATION


@functools.lru_cache(maxsize=131072)
def name_share(word: str) -> tuple[float, float]:
    """``(first-name share, last-name share)``: the fraction of US residents bearing it."""
    first, last = name_people(word)  # one search of the name table for both
    return _share(first), _share(last)


@functools.lru_cache(maxsize=131072)
def name_people(word: str) -> tuple[int, int]:
    """``(people with it as first name, as last name)``; ``LISTED_ONLY`` when only listed."""
    return name_table().people(word)


#: First names this common stay names in capitals even when an abbreviation ("ED").
ABBREVIATION_FIRST_NAME = 20_000


@functools.lru_cache(maxsize=65536)
def clinical_abbreviation(word: str) -> bool:
    """A word in capitals that the medical abbreviation list has and few people bear.

    ``EW``, ``DX``, ``MAC`` are read as abbreviations; ``ED`` (a common first
    name) is left to the context.
    """
    return (
        word.isupper()
        and word in clinical_abbreviations()
        and name_people(word)[0] < ABBREVIATION_FIRST_NAME
    )


#: Fewer people than this bear a name that may be a typo of a common word.
TYPO_MAX_PEOPLE = 100
#: How common (zipf) the word a typo misspells must be.
TYPO_WORD_ZIPF = 4.0
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def one_edit_words(low: str) -> set[str]:
    """Every string one deletion, swap, change or insertion away from ``low``."""
    splits = [(low[:i], low[i:]) for i in range(len(low) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    swaps = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    changes = {a + c + b[1:] for a, b in splits if b for c in _LETTERS}
    inserts = {a + c + b for a, b in splits for c in _LETTERS}
    return (deletes | swaps | changes | inserts) - {low}


@functools.lru_cache(maxsize=65536)
def likely_typo(word: str) -> bool:
    """A word no English text uses, few people bear, one letter off a common word.

    Notes are typed fast: ``AGRESS`` after "wife" is "agrees", not a surname;
    ``Jonhson`` is still a name, since "johnson" is one.
    """
    low = word.lower()
    if len(low) < 5 or not low.isalpha() or zipf(low) > 0:
        return False
    if sum(name_people(low)) >= TYPO_MAX_PEOPLE:
        return False
    # The word meant is an English word, not a name ("Jonhson" stays a name).
    return any(
        zipf(w) >= TYPO_WORD_ZIPF and name_likelihood_ratio(w) < 1
        for w in one_edit_words(low)
    )


def name_likelihood_ratio(word: str) -> float:
    """P(word | name) / P(word | not a name), estimated as in seed 003.

    The numerator comes from the census (share of people bearing the name),
    the denominator from English word frequencies, both smoothed so a token
    found in neither scores about 2.4 (favouring "name", as NLM Scrubber does).

    Args:
        word: one token.

    Returns:
        The likelihood ratio; > 1 means "more likely a name than a word".
    """
    first, last = name_share(word)
    return (max(first, last) + _NAME_FLOOR) / (word_frequency(word) + _WORD_FLOOR)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Ranks of the police and the like, before a name: ``Officer Brandt``, ``Det. Ramsey``.
OFFICER_PREFIXES = _words("officer ofc det detective sgt sergeant trooper deputy")
#: Titles before a name (lower case, without the final period).
PREFIXES = (
    _words(
        "dr dr's drs doctor mr mrs ms miss mister madam mme prof professor rev "
        "reverend rabbi pastor capt captain judge attorney atty"
    )
    | OFFICER_PREFIXES
)
#: Prefixes that are also clinical abbreviations ("MS" mental status) or
#: words ("police officer at bedside"); the word after them must look like a name.
WEAK_PREFIXES = _words("ms miss mr capt judge attorney atty") | OFFICER_PREFIXES
#: Prefixes that mark a care provider.
PROVIDER_PREFIXES = _words("dr dr's drs doctor prof professor")
#: Suffixes after a name: generational and professional.
SUFFIXES = _words(
    "jr ii iii md phd rn rrt np cnm lpn crna msw lcsw bsn "
    "lsw pharmd dds dmd facp facc fccp licsw lmhc aprn fnp anp acnp dnp msn ldn "
    "cde ccrn rph dpt otr"
)
#: Degrees and licences after a name (not the generational Jr/II/III, which
#: belong to it), a physician assistant's too: ``ASTRID MD``, ``Price, PA-C``.
CREDENTIALS = (SUFFIXES - {"jr", "ii", "iii"}) | frozenset({"pa", "pa-c", "np-c", "do"})
#: First words of towns' names that are given names or words too: ``Fort
#: Bragg``, ``North Bramford``, ``Port Salerno``.
TOWN_OPENERS = frozenset("north south east west new port fort mount lake".split())
#: Prepositions a place's name follows: "from Quincy", "@ Brockton".
PLACE_PREPOSITIONS = frozenset("to from at in near on @".split())
#: Devices named after places, people or firms, as a regex alternation (case
#: left to the caller): "Texas catheter", "Aspen collar", "Salem sump",
#: "Stryker frame", "Hudson mask", "Blalock-Taussig shunt", "Miller blade"
#: ("to Brown cath lab" is a hospital's).
DEVICE_NOUNS = (
    r"collar|boots?|catheter|cath(?![ \t]*lab)|drains?|vest|sump|valve|splint"
    r"|brace|stockings?|mattress|dressing|lift|frame|bed|pump|mask|shunt|tube"
    r"|reservoir|blade|rods?|harness|filter"
)
#: Professional suffixes (the name is a provider's).
PROVIDER_SUFFIXES = _words(
    "md do phd rn rrt np pa pac cnm lpn crna pharmd dds dmd msw lcsw lsw facp facc bsn "
    "licsw lmhc aprn fnp anp acnp dnp msn ldn cde ccrn rph dpt otr"
)
#: Words after which a person's name often follows: relatives and care roles.
RELATIVE_CUES = _words(
    "wife husband son sons daughter daughters dtr dtrs dau sister sisters brother "
    "brothers mother father mom dad niece nieces nephew nephews aunt uncle uncles "
    "cousin cousins grandson grandsons granddaughters "
    "granddaughter grandmother grandfather friend boyfriend girlfriend fiance fiancee "
    "partner spouse proxy hcp poa guardian neighbor neighbour sibling stepson person "
    "stepdaughter inlaw in-law lawyer companion sil dil "
    "godmother godfather goddaughter godson stepmother stepfather stepbrother "
    "stepsister stepmom stepdad grandma grandpa grandniece grandnephew roommate "
    "housemate landlord landlady children kids grandchildren grandkids parents "
    "grandparents siblings gf bf hubby sponsor auntie aunty granny grandmom grandpop "
    "fianc\u00e9 fianc\u00e9e"
)
PROVIDER_CUES = _words(
    "per caregiver caretaker aide sitter nurse attending resident fellow intern ho "
    "pcp surgeon neurologist "
    "cardiologist physician doctor therapist chaplain caseworker coordinator "
    "consultant attn manager mgr pharmacist dietitian dietician nutritionist clinician "
    "interpreter translator hospitalist intensivist oncologist nephrologist "
    "pulmonologist psychiatrist psychologist practitioner counselor liaison navigator "
    "radiologist anesthesiologist gastroenterologist endocrinologist dermatologist "
    "urologist hematologist rheumatologist ophthalmologist pathologist internist "
    "pediatrician obstetrician gynecologist geriatrician physiatrist podiatrist dentist"
)
#: Care roles' abbreviations in capitals, a cue before a common first name
#: (``CM JANET FOLLOWING``, ``SW (KATHY)``): case manager, respiratory,
#: occupational and speech therapists, social worker, nursing assistants.
#: Not ``PT`` (the patient as often as physical therapy), ``ST`` (a saint's
#: ``ST JOHN``) nor ``NA`` (sodium).
ROLE_ABBREVIATIONS = _words("CM RT OT SLP SW CNA PCA PCT")
#: Care roles no cue list has, before a first name (``medic Flanagan``,
#: ``SUPERVISOR DENISE``, ``tech Ramon``); nobody's name on their own.
CARE_ROLES = _words(
    "medic paramedic emt supervisor tech technician phlebotomist transporter doula "
    "midwife scribe prescriber provider hha cnm crna assistant"
)
#: Words joining the items of a list of names or places: "Ignatius and
#: Perpetua", "(rosalind, ingmar)", "to Spaulding and Youville".
LIST_JOINERS = _words("and & , or /")
#: Cues of someone who interprets: the word after may be the language.
INTERPRETER_CUES = frozenset({"interpreter", "translator"})
#: Languages interpreters are asked for (general knowledge): after
#: ``Interpreter (`` the word names the language, not the interpreter.
LANGUAGES = _words(
    "spanish portuguese creole haitian cape verdean kriolu cantonese mandarin "
    "chinese toishanese vietnamese russian arabic somali amharic tigrinya oromo "
    "khmer cambodian lao laotian hmong korean japanese tagalog polish italian "
    "greek albanian farsi persian dari pashto urdu hindi bengali punjabi gujarati "
    "nepali swahili french german hebrew yiddish turkish ukrainian armenian asl "
    "english twi yoruba igbo hausa tamil telugu marathi burmese thai indonesian "
    "romanian bulgarian serbian croatian bosnian czech hungarian lithuanian"
)
#: Words that are names in the census but almost never names in notes.
NOT_NAMES = _words(
    "mae perl perla perrla will may march june april august pat bill bp hr pt ct "
    "ed er or so to in on at by of and the a an is was be am pm no yes ok "
    "fall grace hope faith joy rose sunny dawn dean page mark ray guy chase "
    "bay lane hall young king long little white black brown green gray grey "
    "rich hill wood stone early west north south east street post sat sun mon "
    "tue wed thu fri care son daughter wife husband sister brother mother father "
    "family friend nurse doctor dr mr mrs ms miss aware called notified spoke "
    "stat ns lr iv po pr sq im tid bid qid prn ivp sl gtt stable alert oriented "
    "afib sob cp abd hct inr ptt wbc plt mg meq cc ml pain care will can cath tol "
    "incont recs dispo appt meds labs sats vitals abx lytes"
    # Insulin's sliding scales, followed "per" like a provider ("per RISS").
    " riss ssi"
    # Faith's words in a spiritual history ("states Jesus will take care of
    # him") and a house with no lift ("third floor walkup"); a cue still
    # names a person so called ("son Jesus called").
    " jesus walkup"
) | frozenset(
    # Equipment and dressings named like people or written as names ("Bair
    # Hugger removed", "Shiley 8 trach"), from general clinical knowledge; the
    # brands that are common surnames ("Foley", "Bennett") are told by
    # context instead (``guards``).
    "bair hugger yankauer dobhoff ambu pleurevac hoyer roho clinitron dinamap "
    "pyxis hemovac malecot corpak keofeed shiley portex bivona impella heartmate "
    "thoratec abiomed tegaderm kerlix xeroform duoderm mepilex aquacel allevyn "
    "vapotherm optiflow respironics vigileo flotrac lifepak medtronic groshong ganz "
    "bovie zoll lifevest prisma endocatch dermabond monocryl vicryl prolene "
    "flexiseal kinair prevalon acapella rollator jevity glucerna "
    "nepro beneprotein prosource prineo envella juven medihoney vashe".split()
)
MONTHS = {
    "january": 1,
    "jan": 1,
    "february": 2,
    "feb": 2,
    "march": 3,
    "mar": 3,
    "april": 4,
    "apr": 4,
    "may": 5,
    "june": 6,
    "jun": 6,
    "july": 7,
    "jul": 7,
    "august": 8,
    "aug": 8,
    "september": 9,
    "sep": 9,
    "sept": 9,
    "october": 10,
    "oct": 10,
    "november": 11,
    "nov": 11,
    "december": 12,
    "dec": 12,
}
#: Months written out in full (their abbreviations are in :data:`MONTHS` too).
FULL_MONTHS = _words(
    "january february march april may june july august september october "
    "november december"
)
WEEKDAYS = _words(
    "monday tuesday wednesday thursday friday saturday sunday mon tues wed thurs fri"
)
#: Words naming a hospital or other institution when they follow its name.
INSTITUTION_WORDS = _words(
    "hospital hosp hospitals medical center centre clinic clinics rehab "
    "rehabilitation infirmary sanitarium hospice nursing home campus "
    "health healthcare va vamc university college institute school"
)
STREET_SUFFIXES = _words(
    "street st avenue ave road rd boulevard blvd drive dr lane ln way court ct "
    "place pl terrace ter circle cir parkway pkwy highway hwy route rte square sq "
    "trail trl alley pike turnpike"
)
US_STATES = {
    "AL": "alabama",
    "AK": "alaska",
    "AZ": "arizona",
    "AR": "arkansas",
    "CA": "california",
    "CO": "colorado",
    "CT": "connecticut",
    "DE": "delaware",
    "DC": "district of columbia",
    "FL": "florida",
    "GA": "georgia",
    "HI": "hawaii",
    "ID": "idaho",
    "IL": "illinois",
    "IN": "indiana",
    "IA": "iowa",
    "KS": "kansas",
    "KY": "kentucky",
    "LA": "louisiana",
    "ME": "maine",
    "MD": "maryland",
    "MA": "massachusetts",
    "MI": "michigan",
    "MN": "minnesota",
    "MS": "mississippi",
    "MO": "missouri",
    "MT": "montana",
    "NE": "nebraska",
    "NV": "nevada",
    "NH": "new hampshire",
    "NJ": "new jersey",
    "NM": "new mexico",
    "NY": "new york",
    "NC": "north carolina",
    "ND": "north dakota",
    "OH": "ohio",
    "OK": "oklahoma",
    "OR": "oregon",
    "PA": "pennsylvania",
    "RI": "rhode island",
    "SC": "south carolina",
    "SD": "south dakota",
    "TN": "tennessee",
    "TX": "texas",
    "UT": "utah",
    "VT": "vermont",
    "VA": "virginia",
    "WA": "washington",
    "WV": "west virginia",
    "WI": "wisconsin",
    "WY": "wyoming",
}
STATE_NAMES = frozenset(US_STATES.values())
#: States' older abbreviations of three letters or more (the U.S. Government
#: Publishing Office Style Manual's and the AP Stylebook's; the two-letter
#: postal codes are :data:`US_STATES`' keys): ``moved to Fla``, ``lives in
#: Calif.`` name a state, no PHI. Only where a place is read already:
#: ``Mass``, ``Ill`` and ``Wash`` are words elsewhere.
STATE_ABBREVIATIONS = {
    "ala": "alabama", "ariz": "arizona", "ark": "arkansas", "calif": "california",
    "cal": "california", "colo": "colorado", "conn": "connecticut",
    "del": "delaware", "fla": "florida", "ill": "illinois", "ind": "indiana",
    "kan": "kansas", "kans": "kansas", "mass": "massachusetts",
    "mich": "michigan", "minn": "minnesota", "miss": "mississippi",
    "mont": "montana", "neb": "nebraska", "nebr": "nebraska", "nev": "nevada",
    "okla": "oklahoma", "ore": "oregon", "oreg": "oregon",
    "penn": "pennsylvania", "penna": "pennsylvania", "tenn": "tennessee",
    "tex": "texas", "wash": "washington", "wis": "wisconsin",
    "wisc": "wisconsin", "wyo": "wyoming",
}  # fmt: skip
#: Units and clinical words after a number that make it clinical data, not PHI.
UNITS = _words(
    "mg mcg g gm kg lb lbs oz ml cc l dl mmol meq u units iu mm cm m in ft mmhg "
    "cmh2o hr hrs h min mins sec secs bpm mph x % mcg/kg/min mg/hr ml/hr cc/hr "
    "gtt gtts puffs tabs tab caps amp amps fr french gauge g ga mmhg/ liters lpm "
    "l/min breaths degrees deg c f am pm o2 nc fio2 peep psv ps tv rr"
)


#: Devices, dressings and operations named after people or makers (general
#: clinical knowledge), as nurses write them: ``Holter 3/2-3/3``, ``R Hickman
#: intact``, ``Whipple POD 3``, ``Posey vest on``. Hyphened and spaced forms
#: are one key (``jackson pratt``, ``swan ganz``, ``pleur evac``); one word
#: that is a place too (``Salem``, ``Miami``) is left to device_place, and
#: one many bear as a first name (``Quinton``: "call Quinton at the VNA") to
#: the device's noun after it.
EPONYM_DEVICES = frozenset(
    (
        "holter hickman foley swan dopp posey whipple nissen roux doppler dobhoff "
        "broviac groshong penrose blakemore sengstaken tenckhoff mahurkar "
        "shiley bovie impella pleurx pleurevac yankauer ewald kerlix xeroform "
        "mepilex unna billroth hartmann pfannenstiel kocher ambu heimlich valsalva "
        "trendelenburg bakri huber purewick "
        # a skin cancer's surgery by its maker's name: "Mohs surgery", "Mohs clinic"
        "mohs "
        # a defibrillators' maker: "Zoll pads", "Zoll LifeVest at home"
        "zoll "
        # wound, ostomy and continence products (makers' names as nouns)
        "hollister convatec coloplast tegaderm duoderm allevyn aquacel telfa depends "
        # tracheostomy tubes, lines and thermometers by their makers' names
        "bivona portex bard braun"
    ).split()
    # the forms of several words, joined by the spaces of the key
    + [
        "swan ganz",
        "roux en y",
        "pleur evac",
        "jackson pratt",
        "passy muir",
        "bair hugger",
        "denis browne",  # a clubfoot's splint and bar
        "guillain barre",  # a syndrome, written alone: "Guillain-Barre in 2010"
        "bence jones",  # a protein: "Bence Jones protein in urine"
        # a maker's bathing cloths: "Sage wipes", "Sage cloths"
        "sage wipes",
        "sage cloths",
        # aids and machines named with a first name or a surname: "OOB to Geri
        # chair" (a geriatric chair), "Sara Stedy" (a standing aid), "Puritan
        # Bennett 840" (a ventilator)
        "geri chair",
        "geri chairs",
        "sara stedy",
        "sara lift",
        "puritan bennett",
        # a metal tracheostomy tube, a thermometer's maker
        "jackson trach",
        "welch allyn",
    ]
)


def treatment_word(low: str) -> bool:
    """A drug, a device or an operation (in small letters): ``botox``, ``holter``, ``mohs``.

    Clinics and surgeries are named after them, and no one's place or agency is.
    """
    return low in drug_words() or low in EPONYM_DEVICES
