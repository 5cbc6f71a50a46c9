"""Address and institution recognisers: street addresses, city/state/ZIP, hospitals.

Places named after a cue word (``transferred from X``) are in :mod:`.rules_place_cues`.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator

import regex

from vtt_py.deid.analysis import STOP_WORDS
from vtt_py.deid.kinds import CITY, HOSPITAL, STATE, STREET, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    DEVICE_NOUNS,
    INSTITUTION_WORDS,
    PREFIXES,
    PROVIDER_CUES,
    RELATIVE_CUES,
    STATE_NAMES,
    US_STATES,
    WEEKDAYS,
    name_likelihood_ratio,
    name_people,
    treatment_word,
    zipf,
)
from vtt_py.deid.text import (
    anchored_matches,
    confirmed_matches,
    digit_runs,
    key_positions,
    lowered,
    matches_at,
    starts_word,
)
from vtt_py.lexicons.clinical import clinical_abbreviations, drug_words
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.places import place_table

#: A place name this large is a place wherever a cue puts a word (``from Rome``).
LARGE_PLACE = 50_000

_STREET_SUFFIX = (
    r"(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct"
    r"|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|route|rte|square|sq"
    r"|trail|trl|alley|pike|turnpike|plaza|wharf|row)"
)
_STREET_SUFFIX_TITLE = (
    "(?:"
    + "|".join(w.capitalize() for w in _STREET_SUFFIX.strip("(?:)").split("|"))
    + ")"
)
#: A period after a street's suffix is its own only when that is abbreviated:
#: ``Elm St.``, but ``on Maple Avenue.`` ends the sentence.
_ABBREVIATION_PERIOD = (
    r"(?:(?<=St|Ave|Rd|Blvd|Dr|Ln|Ct|Pl|Ter|Cir|Pkwy|Hwy|Rte|Sq|Trl)\.)?"
)
_STREET_WORD = "street|avenue|road|boulevard|drive|lane|court|terrace|parkway|highway"
_WORD = r"[A-Z][A-Za-z'-]{0,24}+"
_TITLE_WORD = r"[A-Z][a-z'-]{1,24}+"
_STREET = lazy_compile(
    rf"""(?<![A-Za-z0-9-])[0-9]{{1,6}}[A-Z]?(?:-[0-9]{{1,4}})?[ ]
    (?:(?:[NSEW]\.?|north|south|east|west)[ ])?
    (?:(?:{_TITLE_WORD}[ ]){{1,3}}{_STREET_SUFFIX_TITLE}\b{_ABBREVIATION_PERIOD}
      | (?:{_WORD}[ ]){{1,3}}(?i:{_STREET_WORD})\b)
    (?:(?<=(?i:road|route|highway|rd|rte|hwy))[ ][0-9]{{1,4}}[A-Z]?(?![A-Za-z0-9]))?
    (?:,?[ ](?i:apt|apartment|suite|ste|unit|\#|room|rm|building|bldg|floor|fl)
      \.?[ ]?\#?[A-Za-z0-9-]{{1,8}}+)?""",
    regex.VERBOSE | regex.V1,
)
#: Street suffixes that name a street without its number ("Quarry Road"); not
#: ``St``/``Dr``/``Way``/``Court``/``Place``, which are saints, doctors and words.
_NAMED_STREET = (
    "Street|Avenue|Road|Boulevard|Lane|Parkway|Highway|Turnpike|Ave|Rd|Blvd|Hwy|Pkwy"
)
#: Written out and capitalised in mixed case only: ``on Storrow Drive``,
#: ``near Harvard Square`` (in capitals ``PT WILL DRIVE``, ``SEX DRIVE``).
_TITLE_STREET = "Drive|Square"
#: Words before a route's number: ``Route 30``, ``HWY 9``.
_ROUTE = "Route|Rte|Highway|Hwy|Interstate"
#: A street named without a number (an intersection, where someone was found)
#: or a numbered route: ``Route 30 and Quarry Road``, ``MAPLE AVENUE``, ``5th Avenue``;
#: ``St`` only after ``on``/``off``/``at``/``near``/``of``/``and`` and before no
#: capital (``on Elm St``, ``corner of Elm St and Oak St``; a saint's ``St`` comes
#: before the name: ``St Mary``).
#: Words before a street named ``X St`` (a saint's ``St`` has none of them).
_BEFORE_ST = "on|ON|off|OFF|at|AT|near|NEAR|of|OF|and|AND|&"
_STREET_NAME = lazy_compile(
    rf"""(?<![A-Za-z0-9'-])
    (?: (?P<words>(?:{_TITLE_WORD}[ ]){{1,2}})(?:{_NAMED_STREET}|{_TITLE_STREET})\b
        {_ABBREVIATION_PERIOD}
      | (?P<words>(?:[A-Z]{{2,24}}+[ ]){{1,2}})(?:{_NAMED_STREET.upper()})\b
      # named by initials in mixed case: "on VFW Parkway", "MLK Blvd"
      | (?P<words>[A-Z]{{2,4}}+[ ])(?:{_NAMED_STREET})\b{_ABBREVIATION_PERIOD}
      | (?<=\b(?:{_BEFORE_ST})[ ])(?P<words>(?:{_TITLE_WORD}[ ]){{1,2}})St\b\.?(?![ ][A-Z])
      | [0-9]{{1,3}}(?:st|nd|rd|th)[ ](?:Street|Avenue|STREET|AVENUE)\b
      | (?:{_ROUTE}|{_ROUTE.upper()})\.?[ ]
        [0-9]{{1,3}}+[A-Z]?(?![0-9]))""",
    regex.VERBOSE | regex.V1,
)
#: Its group by number: the ``regex`` module tries a group's name as an index
#: first, a TypeError raised and caught each time.
_STREET_WORDS = 1
#: The street words every ``_STREET_NAME`` match holds, as written there
#: (case matters): looked for first, as most notes name no street.
_STREET_KEYS = tuple(
    dict.fromkeys(
        word
        for w in (
            *_NAMED_STREET.split("|"),
            *_TITLE_STREET.split("|"),
            *_ROUTE.split("|"),
            "St",
        )
        for word in (w, w.upper())
    )
)


def _by_first_letter(keys: tuple[str, ...]) -> str:
    """An alternation of literal ``keys`` grouped by first letter: ``S(?:treet|t)|A(?:ve)``.

    It matches what ``"|".join(keys)`` matches, in the same order within a
    group (keys of different first letters never match at one place), but
    the engine tests a group's letter once instead of each key's.
    """
    groups: dict[str, list[str]] = {}
    for key in keys:
        groups.setdefault(key[0], []).append(re.escape(key[1:]))
    return "|".join(
        f"{re.escape(first)}(?:{'|'.join(rest)})" for first, rest in groups.items()
    )


# Plain literals: the standard library scans for them faster than ``regex``.
_STREET_KEY = re.compile(_by_first_letter(_STREET_KEYS))


def _street_words(text: str) -> list[int]:
    """Where a street word stands as a word of its own (``ROAD``; not ``3RD``, ``ARTERY``).

    Every ``_STREET_NAME`` match holds one so (after a space, or at the
    match's start), so a text without one needs no scan for the pattern.
    """
    found = []
    for m in _STREET_KEY.finditer(text):
        start, end = m.span()
        if starts_word(text, start) and (end == len(text) or not text[end].isalpha()):
            found.append(start)
    return found


#: How far before its street word a ``_STREET_NAME`` match may start: two
#: 25-letter words and their spaces.
_STREET_NAME_REACH = 52
#: A word's start, as ``_STREET_NAME`` needs one (plain ``re``: scanned fast).
_WORD_START = re.compile(r"(?<![A-Za-z0-9'-])[A-Za-z0-9]")


def _street_name_matches(text: str) -> Iterator[regex.Match[str]]:
    """``_STREET_NAME.finditer(text)``, tried only at the words just before a street word."""
    starts: set[int] = set()
    for key in _street_words(text):
        lo = max(key - _STREET_NAME_REACH, _two_words_back(text, key))
        starts.update(m.start() for m in _WORD_START.finditer(text, lo, key + 1))
    return matches_at(_STREET_NAME, text, sorted(starts))


def _two_words_back(text: str, key: int) -> int:
    """Where the second word before ``key`` starts, the words one space apart.

    A ``_STREET_NAME`` match has at most two words before its street word,
    each followed by one space (a street word inside a match starts one of
    them): it starts no further back, and most words within its reach
    belong to the sentence before (``write to 14 Elm Street``: ``14``,
    ``Elm``). The word is found by the spaces alone, so it may start
    earlier than the pattern's own (``x.Elm``: at ``x``).
    """
    start = key
    floor = max(0, key - _STREET_NAME_REACH)  # no match starts before it anyway
    for _ in range(2):
        if start == 0 or text[start - 1] != " ":
            break
        start = text.rfind(" ", floor, start - 1) + 1
    return start


#: What may follow a house's number in ``_STREET``: a letter, a range's dash, a space.
_AFTER_HOUSE_NUMBER = frozenset(" -ABCDEFGHIJKLMNOPQRSTUVWXYZ")
#: Most digits of a house's number in ``_STREET``.
_HOUSE_NUMBER_DIGITS = 6


def _street_matches(text: str) -> Iterator[regex.Match[str]]:
    """``_STREET.finditer(text)``, tried only at the runs of digits that may be a house's number.

    Each match starts with a whole run of digits (the shared
    :func:`digit_runs` of the text) of at most six, no letter, digit or
    dash before it, a letter, a dash or a space after it; a scan for the
    pattern, which starts with a look-behind, tries every character.
    """
    starts = [
        start
        for start, end in digit_runs(text)
        if end - start <= _HOUSE_NUMBER_DIGITS
        and text[end : end + 1] in _AFTER_HOUSE_NUMBER
        and starts_word(text, start, "-")
    ]
    return matches_at(_STREET, text, starts)


_PO_BOX = lazy_compile(
    r"(?<![A-Za-z])P\.?[ ]?O\.?[ ]?Box[ ][0-9]{1,6}(?![0-9])", regex.I
)
#: A word of a city's name, its parts joined by hyphens or apostrophes
#: (``Wilkes-Barre``, ``O'Fallon``, ``Martha's``), or a capital after a
#: prefix of one or two small letters (``McAllen``, ``DeKalb``, ``LaGrange``).
_CITY_NAME_WORD = (
    r"[A-Z](?:[a-z]{1,2}+[A-Z][a-z]{1,24}+|[a-z]{1,24}+|(?='))"
    r"(?:[-'][A-Za-z][a-z]{0,24}+)*+"
)
#: (Not right after a hyphen or an apostrophe: ``Brzezinski-Holt, MD`` is a
#: surname's part and a degree, though Holt is a town.)
_CITY_STATE = lazy_compile(
    rf"""(?<![A-Za-z'-])(?P<city>(?:{_CITY_NAME_WORD}[ ]){{0,2}}{_CITY_NAME_WORD}),[ ]
    (?P<state>[A-Z]{{2}}|(?:[A-Z][a-z]{{2,12}}[ ]){{0,2}}[A-Z][a-z]{{2,12}})
    (?![A-Za-z])(?:[ ]{{1,2}}[0-9]{{5}})?""",
    regex.VERBOSE | regex.V1,
)
#: Its groups by number: the ``regex`` module asks a group's name first as an
#: index, a TypeError raised and caught each time.
_CITY, _STATE = 1, 2
#: A capital that may start a ``_CITY_STATE`` match: one to three capitalised
#: words of its letters, one space apart, then ``, X`` (stdlib ``re``: scanned
#: fast). Most capitals before a comma are further back (``Seen by Dr. Ann
#: Lee, PA``: not ``Seen``), and trying the pattern there costs a call each.
_CITY_CAPITAL = re.compile(
    r"(?<![A-Za-z'-])[A-Z](?=[A-Za-z'-]*+(?:[ ][A-Z][A-Za-z'-]*+){0,2},[ ][A-Z])"
)
#: Longest city (three 25-letter words and two spaces), plus the comma's offset.
_CITY_REACH = 3 * 25 + 2 + 1
#: From a city's last letter to the end of the capital after its comma (``n, X``).
_COMMA_TO_CAPITAL = 4
#: The words and other marks before an institution's word, read once per
#: finding (stdlib ``re``, which makes matches faster than ``regex``; the
#: four separators ``\x1c``-``\x1f`` are ``\s`` to it, not to ``regex``, so
#: they are marks as before).
_LINE_WORDS = re.compile(r"[A-Za-z][A-Za-z'-]{0,40}+|[^\sA-Za-z]|[\x1c-\x1f]")
#: A list of the words and marks :data:`_LINE_WORDS` found.
_Words = list[re.Match[str]]
#: Words that make an institution mention generic ("the hospital", "outside hospital").
GENERIC_WORDS = frozenset(
    "the a an to from via at in this that outside other another local osh same previous "
    "his her their our your its by for with and or on into of is was recent prior "
    "nursing psych psychiatric rehab community state private any no "
    # plan shorthand before a service: "cont rehab", "PT- REHAB screen"
    "cont con't continue start resume pt ot slp screen consult eval "
    # care settings and services, rare enough in English to pass for names:
    # "plan for inpatient rehab", "SUBACUTE REHAB", "neuro rehab"
    "inpatient outpatient inpt outpt subacute snf ltc detox pulm cardio "
    "cardiopulmonary neuro neurologic ortho orthopedic vestibular geriatric peds "
    "postop post-op vna "
    # how a clinic takes its patients: "walk-in clinic", "after-hours clinic"
    "walk-in after-hours same-day urgent "
    # what a ride goes to: "TAKES BUS TO APPTS"
    "appt appts appointment appointments".split()
)
#: A hospital's departments and clinics by specialty: alone before ``clinic``
#: they name a service, not a place (``Hematology clinic``, ``ORTHO CLINIC``),
#: though a name may hold one (``Pinecrest Cardiology Clinic``).
SPECIALTIES = frozenset(
    "hematology heme oncology onc hem/onc cardiology cardiac neurology neuro "
    "nephrology renal urology dermatology derm gastroenterology gi liver hepatology "
    "endocrinology endocrine endo diabetes pulmonary pulmonology pulm rheumatology "
    "rheum orthopedics orthopaedics ortho ophthalmology otolaryngology ent "
    "psychiatry psych pediatrics peds pediatric surgery surgical geriatrics "
    "infectious allergy podiatry radiology obstetrics gynecology ob/gyn obgyn ob "
    "gyn urgent wound anticoagulation anticoag coumadin warfarin transplant pain sleep "
    "vascular lipid hiv stroke spine chf dialysis fertility prenatal "
    # "admitted to the Neurosurgery service"
    "neurosurgery cardiothoracic thoracic plastics hospitalist genetics "
    "immunology audiology neonatology".split()
)
#: Consulting services a person who saw the patient comes from: ``Seen by
#: Hallorann from cards``, ``seen by J from PT``; a service is never ``from``
#: one (``seen by Nsurg``).
CONSULT_SERVICES = SPECIALTIES | frozenset(
    "cards cv ctsurg csurg nsurg neurosurg id gu pt ot slp sw cm palliative "
    "pall ep ir ents nutrition dietary pharmacy rt resp respiratory wound "
    # the first word of two: "from case mgmt", "from social work", "from
    # pastoral care"
    "case social pastoral spiritual chaplaincy".split()
)
#: Words often inside hospital names even though they are common English words.
NAME_WORDS = frozenset(
    "memorial general st saint mary university children's mercy sacred heart "
    "samaritan union holy cross franklin square regional baptist methodist "
    "presbyterian lutheran county city veterans sinai hopkins".split()
)
#: One of these starts every ``_INSTITUTION_PHRASES`` match.
_INSTITUTION_KEYS = (
    "med", "heart", "cancer", "health", "rehab", "nursing", "hosp", "clinic",
    "infirmary", "campus", "va", "assisted", "rest", "senior", "home", "general",
    "associates", "urgent", "skilled", "ambulance", "family", "care", "pharmacy",
    "diabetes", "dialysis", "kidney", "eye", "sleep", "surg", "elder", "human",
    "district", "probate", "juvenile", "housing", "superior", "municipal",
    "veterans", "soldiers", "adult", "ltac", "snf", "ecf", "manor",
)  # fmt: skip
_INSTITUTION_PHRASES = lazy_compile(
    r"(?<![A-Za-z])(?:(?:medical|med|heart|cancer|health|rehab)[ ](?:center|ctr)|nursing[ ]home"
    # a home's kind of care and its head: "Birchwood Care Facility"
    r"|(?:nursing|care)[ ](?:facility|center|ctr)|rehab(?:ilitation)?[ ]facility"
    r"|medical[ ]group|family[ ](?:practice|medicine)"
    # a centre for one organ or illness: "Joslin Diabetes Center"
    r"|(?:diabetes|dialysis|kidney|eye|sleep|surgery|surgical)[ ](?:cent(?:er|re)|ctr)"
    r"|(?:cancer|heart|eye|diabetes)[ ]institute"
    # a social agency: "Old Colony Elder Services", "Bay Cove Human Services"
    r"|(?:elder|human|family)[ ]services"
    # a town's court: "Quincy District Court", "NORFOLK PROBATE COURT"
    r"|(?:district|probate|juvenile|housing|superior|municipal|family)[ ]court"
    r"|hospital|hosp"
    r"|clinic|rehab(?:ilitation)?(?:[ ]center)?|infirmary|hospice|medical|va|vamc"
    r"|campus|healthcare|health|assisted[ ]living|rest[ ]home"
    r"|senior[ ](?:living|life|residence|center|services)"
    # an elder's day care: "Sunrise Adult Day Health", "Elm Adult Day Program"
    r"|adult[ ]day[ ](?:health|program|care|center)"
    # a state's home for veterans: "Orrin Valley Veterans Home", "Soldiers' Home"
    r"|(?:veterans|soldiers)'?[ ]home"
    r"|home[ ]care|home[ ]health(?:[ ]care)?|general|associates|urgent[ ]care"
    r"|skilled[ ]nursing(?:[ ]facility)?|ambulance"
    # a store's pharmacy by its name: "CVS Pharmacy #1234"
    r"|pharmacy"
    # a care setting's abbreviation after its name: "Kindred LTAC", "Radius SNF"
    r"|ltach?|snf|ecf"
    # an elder's home by its usual head word: "Marian Manor" (the kind of
    # care after it ends the name instead: "Maplewood Manor nursing facility")
    r"|manor(?![ ](?i:nursing|rehab|care|health|assisted|senior|skilled|home)))(?![A-Za-z])",
    regex.IGNORECASE,
)


def _city_states(text: str) -> Iterator[tuple[int, regex.Match[str]]]:
    """``(city start, match)`` of ``City, ST`` whose state is one, tried only before a ``, X``.

    The city's words end right before a comma that a capital follows, so the
    scan looks for those (few per note) and tries the capitals before them. A
    match whose "state" is none does not hide the ones inside it: in
    ``754 Quarry Dr, Copper Run, TN`` the pair ``Quarry Dr, Copper Run`` is
    tried first and fails, then ``Copper Run, TN`` is found. The failed city's
    own words are not tried again (``Bianca Elliott, MD`` is no ``Elliott, MD``).
    """
    starts: set[int] = set()
    scanned = 0  # capitals before this were found for the comma before
    for comma in _comma_capitals(text):
        lo = max(scanned, comma + 1 - _CITY_REACH)
        # (up to the comma's capital, which the look-ahead needs to see)
        found = _CITY_CAPITAL.finditer(text, lo, comma + _COMMA_TO_CAPITAL)
        starts.update(m.start() for m in found)
        scanned = max(scanned, comma)
    last_end = 0
    for pos in sorted(starts):
        if pos < last_end:
            continue
        m = _CITY_STATE.match(text, pos)
        if m is None:
            continue
        city = _city_start(m)
        if _is_city_state(m, text[city : m.end(_CITY)]):
            last_end = m.end()
            yield city, m
        else:  # the "state" may be the next pair's city; a city's own words are not
            last_end = m.end(_CITY)


def _city_start(m: regex.Match[str]) -> int:
    """Where the city of a ``_CITY_STATE`` match starts, without the sentence's words.

    Leading function words are left out (``From Scranton, PA``); other
    words stay, as a town may be named by words naming another (``Kestrel
    Falls``: there is a town called Falls).
    """
    words = m[_CITY].split(" ")
    start = m.start(_CITY)
    for word in words[:-1]:
        if word.lower() not in STOP_WORDS:
            break
        start += len(word) + 1
    return start


def _po_boxes(text: str) -> Iterator[regex.Match[str]]:
    """``_PO_BOX.finditer(text)``, for text that holds a "box" at all (few notes do).

    Every match holds "box" in some case; an ASCII text without one in its
    lower case has none (other text is scanned in full: case folding maps
    a few other characters to ASCII letters).
    """
    if text.isascii() and "box" not in lowered(text):
        return iter(())
    return _PO_BOX.finditer(text)


def _comma_capitals(text: str) -> list[int]:
    """Where each ``x, Y`` landmark of ``_CITY_STATE`` starts: a city's last letter.

    That letter is a small one (``Boston, MA``) or a capital right after an
    apostrophe or a hyphen after a small letter or a lone capital (``O'D,
    MA``, ``Jean-P, RI``), as ``_CITY_NAME_WORD`` ends: every match has its
    own landmark, so none is found only when an unrelated comma is near.
    Not ``LFT'S, LIPASE`` nor ``80'S, HR`` (common in notes in capitals,
    where the pattern would be tried at every word in vain). Found from
    each ", X" (a literal that stdlib ``re`` finds by substring search, no
    scan at every character; a test compares it with a pattern's matches).
    """
    found = []
    for m in _COMMA_CAPITAL.finditer(text):
        k = m.start()
        last = text[k - 1 : k]  # (the slices are empty before the text)
        if last in _SMALL_LETTERS or (
            last in _LETTERS
            and text[k - 2 : k - 1] in _JOINS
            and (
                text[k - 3 : k - 2] in _SMALL_LETTERS
                or (
                    text[k - 3 : k - 2] in _LETTERS
                    and text[k - 4 : k - 3] not in _LETTERS
                )
            )
        ):
            found.append(k - 1)
    return found


#: A comma, a space and a capital, where a city may end before.
_COMMA_CAPITAL = re.compile(", [A-Z]")
#: What :func:`_comma_capitals` allows before the comma.
_SMALL_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")
_LETTERS = _SMALL_LETTERS | frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_JOINS = frozenset("'-")


#: A device after a "state": ``Foley, Texas catheter`` is two devices.
_DEVICE_AFTER = lazy_compile(rf"[ ]+(?i:{DEVICE_NOUNS})\b")


#: An identifier's value after ``ID``: a colon, ``#``, or a number no ZIP code
#: (``Tufts Health Plan, ID 123456789``; ``Boise, ID 83702`` is Idaho's).
_ID_VALUE_AFTER = lazy_compile(
    r"[ ]?[:#]|[ ]{1,2}(?![0-9]{5}(?:-[0-9]{4})?(?![A-Za-z0-9-]))[A-Z]{0,4}[0-9]"
)


def _is_city_state(m: regex.Match[str], city: str) -> bool:
    """Whether a ``_CITY_STATE`` match names a US state (and is no ``Name, MD``)."""
    state = m[_STATE]
    if state not in US_STATES and state.lower() not in STATE_NAMES:
        return False  # asked first, as the cheapest: "Elm Street, Brockton"
    if _DEVICE_AFTER.match(m.string, m.end()):
        return False
    if state == "ID" and _ID_VALUE_AFTER.match(m.string, m.end(_STATE)):
        return False  # "Tufts Health Plan, ID 123456789": an identifier's cue
    # "Bianca Elliott, MD": a degree, unless a town or a ZIP code
    return not (
        state in _CREDENTIALS
        and not m.group().endswith(_DIGITS)
        and not known_place(city.lower(), population=5000)
    )


def _institution_phrases(text: str) -> Iterator[regex.Match[str]]:
    """``_INSTITUTION_PHRASES.finditer(text)``, tried only where one of its words starts.

    The words are found by plain substring search in the lower-cased text;
    text with other than ASCII characters (whose case folding the pattern
    follows) is scanned in full.
    """
    if not text.isascii():
        return _INSTITUTION_PHRASES.finditer(text)
    low = lowered(text)  # the note lowered once for several recognisers
    starts = [
        p
        for p in key_positions(low, _INSTITUTION_KEYS)
        if p == 0 or not low[p - 1].isalpha()
    ]
    return matches_at(_INSTITUTION_PHRASES, text, starts)


#: State codes that are also degrees after a name (Maryland, Pennsylvania).
_CREDENTIALS = frozenset({"MD", "PA"})
_DIGITS = tuple("0123456789")


def find_addresses(text: str) -> list[Finding]:
    """Street addresses, P.O. boxes, ``City, ST`` pairs.

    Args:
        text: the document text.

    Returns:
        Findings of kinds STREET, CITY and STATE (ZIP codes come from
        :func:`vtt_py.deid.rules_ids.find_identifiers`).
    """
    found = [
        Finding(m.start(), m.end(), STREET, "street") for m in _street_matches(text)
    ]
    found += _street_names(text, found)
    found += [Finding(m.start(), m.end(), STREET, "po-box") for m in _po_boxes(text)]
    cities = []
    for city, m in _city_states(text):
        cities.append(Finding(city, m.end(_CITY), CITY, "city-state"))
        cities.append(Finding(m.start(_STATE), m.end(_STATE), STATE, "city-state"))
    cities += _city_state_zips(text) + _towns_named(text)
    lower = _lower_streets(text)
    lower += [s for s in _lower_street_names(text) if not _held(s, lower)]
    lower += _lower_routes(text)
    return found + lower + cities + _towns_after_streets(text, found, cities)


#: A house number, one or two small-letter words, a street's suffix, then an
#: optional listed town after a comma, after a residence cue (``lives at 7
#: mill st, dracut``, a form's ``HOME: 44 OAK ST``), or the words and suffix
#: with no number after ``lives on`` (``lives on elm st``); matched on
#: lower-cased text.
_LOWER_STREET = lazy_compile(
    r"(?:lives|living|resides|residing|address:?|addr:|home:)[ ]+"
    r"(?:(?:at[ ]+)?(?=[0-9])|on[ ]+)"
    r"(?P<street>(?:[0-9]{1,5}[ ]+)?(?P<words>(?:[a-z][a-z'-]{1,20}+[ ]+){1,2})"
    r"(?:st|street|rd|road|ave|avenue|ln|lane|dr|drive|ct|court|blvd|ter|terrace|way|pl)"
    r"\b\.?)"
    r"(?:,[ ]*(?P<town>[a-z][a-z'-]{2,24}+(?:[ ][a-z][a-z'-]{2,24}+)?))?"
)
_LOWER_STREET_KEYS = (
    "lives",
    "living",
    "resides",
    "residing",
    "address",
    "addr:",
    "home:",
)


def _lower_streets(text: str) -> list[Finding]:
    """``lives at 7 mill st, dracut``: a street in small letters or capitals after a cue.

    Why: the street patterns read a street's name as capitalised words (or
    full suffixes), so a note typed in small letters lost the address; after
    ``lives at`` or ``address`` a number, a word or two and a street's suffix
    are one; after ``lives on`` the number may be left out (``lives on elm
    st``; no function word: not ``lives on the way``). The town after the
    comma counts when listed whole (a town of a thousand people) and no
    everyday word (not ``, son nearby``).
    """
    found = []
    low = lowered(text)
    for m in anchored_matches(_LOWER_STREET, low, _LOWER_STREET_KEYS):
        street = text[m.start("street") : m.end("street")]
        # In capitals too: the street patterns read ``ST``/``RD`` after a
        # number in capitals nowhere (``1 MM ST ELEVATION``), but after
        # ``ADDRESS:`` or ``LIVES AT`` they are a street's.
        same_case = str.islower if street.islower() else str.isupper
        if not same_case(street) or not _street_words_named(m.group("words")):
            continue  # "lives at 7 Mill St": the street patterns' own
        found.append(Finding(m.start("street"), m.end("street"), STREET, "street"))
        town = m.group("town")
        if town is None or not same_case(text[m.start("town") : m.end("town")]):
            continue
        words = town.split(" ")
        for size in (len(words), 1):
            name = " ".join(words[:size])
            if known_place(name, 1000) and not _everyday(name):
                end = m.start("town") + len(name)
                found.append(Finding(m.start("town"), end, CITY, "street-town"))
                break
    return found


#: Streets' suffixes a street named in small letters ends with: not ``dr``
#: (a doctor), ``ct``, ``way`` or ``pl``, words as often, nor ``sq``
#: (subcutaneous: ``heparin sq``).
_LOWER_SUFFIXES = (
    "st", "street", "rd", "road", "ave", "avenue", "ln", "lane", "blvd", "boulevard",
    "pkwy", "parkway", "hwy", "highway", "terrace", "square",
)  # fmt: skip
#: One of them after a space, a whole word, in small letters or capitals.
_SUFFIX_AFTER_SPACE = lazy_compile(
    rf"[ ](?:{'|'.join(_LOWER_SUFFIXES)}|{'|'.join(_LOWER_SUFFIXES).upper()})"
    r"(?![\p{L}\p{N}_'-])"
)
#: Where :data:`_SUFFIX_AFTER_SPACE` may match, found by the standard
#: library's scan (its alternatives share their first character, which it
#: factors out): a third of the ``regex`` module's cost on notes, where
#: ``st`` starts words by the dozen. Its lookahead is ASCII only, so it
#: passes wherever the precise one does.
_SUFFIX_CANDIDATE = re.compile(
    rf" (?:{'|'.join(_LOWER_SUFFIXES)}|{'|'.join(_LOWER_SUFFIXES).upper()})"
    r"(?![A-Za-z0-9_'-])"
)
#: What stands before a street named where something happened: a place's
#: preposition, or another street and ``and``, then one or two words
#: (``found on mass ave``, ``near blue hill ave``, ``mass ave and cass
#: blvd``; not ``of``: ``episode of self limited ST``, sinus tachycardia).
_STREET_BACK = lazy_compile(
    r"(?:(?<![A-Za-z])(?i:on|off|onto|near|along|crossing"
    # the second street of a crossing: "near mass ave and cass blvd"
    rf"|(?:{'|'.join(_LOWER_SUFFIXES)})\.?[ ]+(?:and|&))"
    # or a house's number after "at", "to", "from": "apartment at 88 fuller
    # st", the number kept in the finding (not "3 loose stools st")
    r"|(?<![A-Za-z])(?i:at|on|to|from|address:?)[ ]+(?P<number>[0-9]{1,5}))[ ]+"
    r"(?P<words>(?:[A-Za-z][A-Za-z'-]{1,20}+[ ]+){1,2})\Z"
)
#: Words of a road's kind, not its name: ``on a dirt road``, ``off the highway``.
_ROAD_KINDS = STOP_WORDS | frozenset(
    "dirt country side back busy icy wet same private public rural gravel paved toll "
    "state city town long winding quiet dark open one two both other another "
    "next wrong right left".split()
)


def _lower_street_names(text: str) -> list[Finding]:
    """A street in one case after a place's preposition or a house's number: ``pt fell on
    centre st``, ``apartment at 88 fuller st``.

    Why: the street patterns read a street's name as capitalised words (and
    ``St`` only before no capital), and :func:`_lower_streets` only after a
    residence cue; a note typed in small letters or in capitals names where
    someone fell or was found so (``found on blue hill ave``, ``ON ELM ST IN
    MEDFORD``). The preposition, the words and the suffix in one case; not
    a road's kind (``on a dirt road``), a clinical abbreviation or a drug
    (``on ekg st``, ``on heparin st``), nor the ST of a heart's tracing
    (``st elevation``).
    """
    found = []
    for suffix in confirmed_matches(_SUFFIX_CANDIDATE, _SUFFIX_AFTER_SPACE, text):
        pos, end = suffix.start() + 1, suffix.end()
        same_case = str.islower if text[pos:end].islower() else str.isupper
        m = _STREET_BACK.search(text, max(0, pos - 50), pos)
        if (
            m is None
            or not same_case(m[0])
            or not _name_words_of_street(m["words"].split())
            or (text[pos:end].lower() == "st" and _heart_rhythm(text, pos, end))
        ):
            continue
        end += text[end : end + 1] == "."  # its abbreviation's period
        start = m.start("number") if m["number"] else m.start("words")
        found.append(Finding(start, end, STREET, "street-name"))
    return found


def _name_words_of_street(words: list[str]) -> bool:
    """Whether words before a street's suffix in one case may name it."""
    return not any(
        w.lower() in _ROAD_KINDS
        or w.upper() in clinical_abbreviations()
        or w.lower() in drug_words()
        for w in words
    )


#: What follows the ST of a heart's tracing or rhythm: ``st elevation``,
#: ``ST changes``, ``ST 110'S`` (sinus tachycardia at a rate).
_TRACING = lazy_compile(
    r"[ \t]*[-/]?[ \t]*(?:(?i:elevations?|elev|depressions?|dep|changes?|segments?"
    r"|segs?|waves?|abnormalit(?:y|ies)|t\b|twi)|[0-9])"
)


def _heart_rhythm(text: str, pos: int, end: int) -> bool:
    """Whether the ST at ``pos``-``end`` is a heart's: its tracing or sinus tachycardia.

    ``ST elevation``, ``st-t changes``, ``ST 110'S``; or after a rate or a
    monitor's word on its line (``hr 110s on tele st``).
    """
    if _TRACING.match(text, end) is not None:
        return True
    lo = max(0, pos - _RHYTHM_REACH)  # no further back: a line may be a megabyte
    line = text[text.rfind("\n", lo, pos) + 1 or lo : pos]
    return _RHYTHM_BEFORE.search(line) is not None


#: Characters before an ST its line is read for a rate or a monitor.
_RHYTHM_REACH = 40


#: A heart's rate or its monitor before an ST on its line.
_RHYTHM_BEFORE = lazy_compile(
    r"(?<![A-Za-z])(?i:hr|heart|rhythm|rate|tele|telemetry|monitor|bpm|sinus|nsr|sr)"
    r"(?![A-Za-z])"
)


def _held(street: Finding, found: list[Finding]) -> bool:
    """Whether a street found after a residence cue already ends where ``street`` does."""
    return any(f.end == street.end for f in found)


#: A numbered road in small letters after a place's preposition: ``mvc on
#: route 128``, ``crash on i-93`` (not ``I-131``, iodine; not ``by route``,
#: a drug's).
_LOWER_ROUTE = lazy_compile(
    r"(?<=(?<![A-Za-z])(?:on|off|onto|near|from|along|at|to|crossing)[ ])"
    rf"(?:(?:{_ROUTE.lower()})[ ]?[0-9]{{1,3}}+[a-z]?|i-[0-9]{{2,3}}+)"
    r"(?![0-9a-z])"
)
_ROUTE_KEYS = (*_ROUTE.lower().split("|"), "i-")


def _lower_routes(text: str) -> list[Finding]:
    """Numbered roads in small letters: ``mvc on route 128``, ``crash on i-93``."""
    return [
        Finding(m.start(), m.end(), STREET, "street-name")
        for m in anchored_matches(_LOWER_ROUTE, text, _ROUTE_KEYS)
    ]


def _street_words_named(words: str) -> bool:
    """Whether a lower-case street's words before its suffix may name one (not ``on the way``)."""
    return not any(word in STOP_WORDS for word in words.split())


#: A town named by its kind: ``works for the town of Braintree``, ``CITY OF
#: LOWELL``; up to three capitalised words after ``of``.
_TOWN_OF = lazy_compile(
    r"(?<![A-Za-z])(?i:(?:town|city|township|village)[ ]of)[ ]"
    r"(?P<town>(?:[A-Z][A-Za-z'-]{1,24}+[ ]){0,2}[A-Z][A-Za-z'-]{1,24}+)"
)


#: A word after ``City of`` this common in English is no town's but part of
#: an institution's name (``City of Hope``; not ``City of Boston``).
_CITY_OF_WORD_ZIPF = 5.0


def _city_of_word(m: regex.Match[str]) -> bool:
    """Whether ``City of`` and an everyday word name an institution: ``City of Hope``.

    Written as a name (``City`` capitalised, the word title-cased), the
    phrase is the place's whole name; a town of that word (a small one is
    listed) is not meant.
    """
    first = m.group("town").split(" ")[0]
    return (
        m.group().startswith("City of ")
        and first.istitle()
        and zipf(first.lower()) >= _CITY_OF_WORD_ZIPF
        and first.lower() not in STATE_NAMES
    )


#: What every ``_TOWN_OF`` match holds, in lower case.
_TOWN_OF_KEYS = ("town of ", "city of ", "township of ", "village of ")


def _towns_of(text: str) -> Iterator[regex.Match[str]]:
    """``_TOWN_OF.finditer(text)``, for text that holds a ``town of`` at all (few notes do).

    An ASCII text without any of :data:`_TOWN_OF_KEYS` in its lower case has
    no match (other text is scanned in full: case folding maps a few other
    characters to ASCII letters).
    """
    if text.isascii():
        low = lowered(text)
        if not any(key in low for key in _TOWN_OF_KEYS):
            return iter(())
    return _TOWN_OF.finditer(text)


def _towns_named(text: str) -> list[Finding]:
    """A listed town after ``town of``/``city of``: ``works for the town of Braintree DPW``.

    The kind before ``of`` says a town follows; the longest run of the
    capitalised words after it that the gazetteer lists as a town is one
    (``City of Hope`` is an institution's whole name, :func:`_city_of_word`; ``the town of Marlowe
    House``: ``Marlowe``).
    """
    found = []
    for m in _towns_of(text):
        words = m.group("town").split(" ")
        if _city_of_word(m):
            # "Treated at City of Hope": an institution's whole name, no town
            end = m.start("town") + len(words[0])
            found.append(Finding(m.start(), end, HOSPITAL, "town-of"))
            continue
        if m.group("town").isupper():
            words = [w.capitalize() for w in words]
        town = _listed_prefix(words)
        if town:
            start = m.start("town")
            found.append(Finding(start, start + len(town), CITY, "town-of"))
    return found


#: A town's name after a street's comma: up to three capitalised words, then
#: the line's end, a pause, a ZIP code (``12 Oak Lane, Apt 4, Milton.``) or a
#: small-letter word, where the sentence goes on (``45 Maple Ave, Chelmsford
#: with wife``, ``Billerica w/ dtr``): the name ended, and must be listed.
_TOWN_AFTER = lazy_compile(
    r",[ ]{1,2}(?P<town>(?:[A-Z][A-Za-z'-]{1,24}+[ ]){0,2}[A-Z][A-Za-z'-]{1,24}+)"
    r"(?=[ ]*(?:$|[,.;)\n]|[ ][0-9]{5}(?![0-9]))|[ ]+[a-z])",
    regex.MULTILINE,
)
#: Its group by number: the ``regex`` module tries a group's name as an index
#: first, a TypeError raised and caught each time.
_TOWN = 1


def _towns_after_streets(
    text: str, streets: list[Finding], cities: list[Finding]
) -> list[Finding]:
    """The listed town after a numbered street or a P.O. box and its comma.

    An address goes on with its town (``45 Elm Street, Apt 3B, Somerville``,
    ``77 Commonwealth Ave #5, Boston 02115``) even without a state; a
    ``City, ST`` pair found there already names it.
    """
    found = []
    taken = {f.start for f in cities}
    for street in streets:
        if street.rule == "street-name":
            continue  # "at Elm St, Quincy" may be a list of places, not an address
        m = _TOWN_AFTER.match(text, street.end)
        if m is None or m.start(_TOWN) in taken:
            continue
        town = _listed_prefix(m[_TOWN].split(" "))
        if town and _sentence_goes_on(text, m.end("town")) and _everyday(town):
            continue  # "12 Oak St, Home is cluttered": a sentence, no town
        if town:
            start = m.start("town")
            found.append(Finding(start, start + len(town), CITY, "street-town"))
    return found


#: A word this common may start a sentence after an address's comma.
_EVERYDAY_TOWN_ZIPF = 4.5


def _sentence_goes_on(text: str, end: int) -> bool:
    """Whether a small-letter word follows ``end`` on its line (no pause between)."""
    rest = text[end : end + 8].lstrip(" ")
    return rest[:1].islower()


def _everyday(town: str) -> bool:
    """Whether a town's name has an everyday word (``Home``, ``Sister``): a sentence's.

    Why: before a small-letter word a town after a street's comma is read
    without a pause to end it, so a common word opening a sentence
    (``12 Oak St, Home is cluttered``) must not pass for a small listed town.
    """
    # A name of several words listed whole (``Fall River``) is no sentence's start.
    return " " not in town and zipf(town.lower()) >= _EVERYDAY_TOWN_ZIPF


def _listed_prefix(words: list[str], wanted: str = "cw") -> str:
    """The longest run of the first ``words`` naming a listed place of a ``wanted`` kind.

    The kinds are the place table's letters: by default a town or city.
    Returns "" if no run names one.
    """
    table = place_table()
    for k in range(len(words), 0, -1):
        name = " ".join(words[:k])
        kinds = table.kinds(name)
        if kinds is not None and set(kinds) & set(wanted):
            return name
    return ""


#: A state's code and a ZIP code: ``MA 02169``, ``OH  43604-1234``.
#: (No look-behind, which the ``regex`` module scans three times slower: a
#: space before the code is checked in Python, which is the boundary.)
_STATE_ZIP = lazy_compile(r"[A-Z]{2}[ ]{1,2}[0-9]{5}(?:-[0-9]{4})?(?![0-9])")
#: A capitalised word of a city's name ("Quincy", "Fall", "River", "BROCKTON").
_CITY_WORD = lazy_compile(r"[A-Z](?:[a-z'-]{1,24}+|[A-Z'-]{1,24}+)")
#: Characters before a state's code looked at for its city (three words).
_CITY_WORDS_REACH = 80


def _city_state_zips(text: str) -> list[Finding]:
    """``City ST ZIP`` without a comma (``Apt 3B, Quincy MA 02169``, ``BROCKTON MA 02301``).

    The city is the longest run of the capitalised words before the code
    (up to three, one space apart) that names a listed town, so words of
    the sentence before it (``Lives In Quincy MA``) are left out; before
    ``MD`` or ``PA`` (also degrees) only a town of 5,000 people or more.
    Each code looks at most 80 characters back, and not before its line's
    start (an address's last line: ``12 Larkspur Lane\nFall River MA
    02720``; the words split at spaces would join ``Lane\nFall``): linear
    in the text.
    """
    found = []
    for m in _state_zips(text):
        code = text[m.start() : m.start() + 2]
        before = text[max(0, m.start() - _CITY_WORDS_REACH) : m.start()]
        before = before[before.rfind("\n") + 1 :]  # the line's own words
        if code not in US_STATES or not before.endswith(" ") or before.endswith("  "):
            continue
        words = before[:-1].split(" ")[-3:]
        while words and not _CITY_WORD.fullmatch(words[0]):
            words.pop(0)  # keep the capitalised words nearest the code
        city = _listed_suffix(words, 5000 if code in _CREDENTIALS else 0)
        start = m.start() - 1 - len(city)
        if city and (start == 0 or not text[start - 1].isalpha()):
            found.append(Finding(start, m.start() - 1, CITY, "city-state-zip"))
            found.append(Finding(m.start(), m.start() + 2, STATE, "city-state-zip"))
    return found


#: Digits of a ZIP code (without its four more digits).
_ZIP_DIGITS = 5


def _state_zips(text: str) -> Iterator[regex.Match[str]]:
    """``_STATE_ZIP.finditer(text)``, tried only before runs of exactly five digits.

    Each match's ZIP code is such a run (the shared :func:`digit_runs` of the
    text), and starts three or four characters after the match (the state's
    code, one or two spaces): a note has few such runs, and a scan for two
    capitals tries every pair of a line in capitals.
    """
    for start, end in digit_runs(text):
        if end - start != _ZIP_DIGITS:
            continue
        for pos in (start - 4, start - 3):
            m = _STATE_ZIP.match(text, pos) if pos >= 0 else None
            if m is not None:
                yield m
                break


def _listed_suffix(words: list[str], population: int) -> str:
    """The longest run of the last ``words`` naming a listed town that big ("" if none)."""
    for k in range(len(words)):
        if all(_CITY_WORD.fullmatch(w) for w in words[k:]):
            name = " ".join(words[k:])
            if known_place(name.lower(), population):
                return name
    return ""


#: Words never part of a street's name: function words and prepositions ("VIA ROAD").
_NOT_STREET_WORDS = STOP_WORDS | frozenset(
    "via near off onto along across past behind around through thru toward towards".split()
)


def _street_names(text: str, streets: list[Finding]) -> list[Finding]:
    """Streets named without a number, unless a numbered address (``streets``) holds them."""
    starts = [f.start for f in streets]  # sorted, non-overlapping: one finditer
    found = []
    for m in _street_name_matches(text):
        start = _street_name_start(m)
        holder = bisect.bisect_right(starts, m.start()) - 1
        if start is None or (holder >= 0 and streets[holder].end >= m.end()):
            continue
        if (
            _person_like_street(text, start, m.end())
            or _word_before_drive(text, start, m.end())
            or _abbreviation_before(text, start, m.end())
        ):
            continue
        found.append(Finding(start, m.end(), STREET, "street-name"))
    return found


def _abbreviation_before(text: str, start: int, end: int) -> bool:
    """``IV Road rash``, ``ED Rd``: one clinical abbreviation before a street's word.

    Initials name streets (``VFW Parkway``, ``MLK Blvd``); a clinical
    abbreviation before the word is a note's own.
    """
    words = text[start:end].split()
    return len(words) == 2 and words[0] in clinical_abbreviations()


def _word_before_drive(text: str, start: int, end: int) -> bool:
    """``Sex Drive``, ``Test Drive``: a common English word before ``Drive``/``Square``.

    Unlike ``Street`` or ``Road``, these are words of their own in a note;
    only a name before them (``Storrow Drive``, ``Harvard Square``) makes a
    place of them.
    """
    *words, last = text[start:end].split()
    return last in _TITLE_STREET.split("|") and any(map(common_english_word, words))


#: First names borne by this many people are a person's before a surname
#: spelled like a street's word (``April Lane``, ``Carol Street``).
_STREET_FIRST_NAME = 50_000
#: What follows a person, not a street: a role in brackets or a phone number.
_PERSON_AFTER = lazy_compile(
    r"[ ]*(?:[(][ ]*(?:hcp|proxy|health[ ]care[ ]proxy|poa|guardian|"
    r"wife|husband|son|daughter|dtr|sister|brother|niece|nephew|friend)\b"
    r"|[,:]?[ ]*[(]?[0-9]{3}[)]?[-. ]?[0-9]{3}[-. ][0-9]{4})",
    regex.I,
)
#: A relative's or proxy's word just before a name: ``niece, Carol Street``.
_PERSON_BEFORE = lazy_compile(r"([A-Za-z-]+)[ ]*[,:]?[ ]*$")


def _person_like_street(text: str, start: int, end: int) -> bool:
    """A common first name and a street's word that name a person.

    ``HCP: daughter April Lane 617-555-0198``, ``April Lane (HCP) aware``,
    ``HCP is niece, Carol Street``: one first name (given to 50,000 people
    or more) before ``Lane``/``Street``..., after a relative's or proxy's
    word or before a role in brackets or a phone number, is no street.
    ``lives on Maple Street``, ``Elm Street (near park)`` stay streets.
    """
    words = text[start:end].split()
    if len(words) != 2 or name_people(words[0].lower())[0] < _STREET_FIRST_NAME:
        return False
    if _PERSON_AFTER.match(text, end):
        return True
    before = _PERSON_BEFORE.search(text, max(0, start - 30), start)
    return before is not None and before.group(1).lower() in RELATIVE_CUES


def _street_name_start(m: regex.Match[str]) -> int | None:
    """Where a street's name starts after any function word ("ON MAPLE AVENUE"), if it has one."""
    if not m.captures(_STREET_WORDS):
        return m.start()  # a numbered route or street
    start = offset = m.start(_STREET_WORDS)
    for word in m.group(_STREET_WORDS).split(" ")[:-1]:
        offset += len(word) + 1
        if word.lower() in _NOT_STREET_WORDS:
            start = offset
    return start if start < m.end(_STREET_WORDS) else None


#: Faiths that name the homes and hospitals they founded (``HEBREW REHAB``,
#: ``Jewish Nursing Home``, ``CATHOLIC MEMORIAL HOME``): common words, and
#: so no name in capitals without this list (``NAME_WORDS`` holds the
#: Protestant churches').
FAITH_WORDS = frozenset("hebrew jewish catholic episcopal adventist".split())


#: Whose a possessive before an institution's word says, not its name:
#: ``Pt's home health agency``, ``Wife's home care``; not the plurals that
#: name institutions (``Children's Hospital``).
_OWNERS = frozenset({"pt", "pts", "patient"}) | (
    RELATIVE_CUES
    - {"children", "kids", "grandchildren", "grandkids", "parents"}
    - {"grandparents", "siblings"}
)


def _is_name_word(word: str, all_caps: bool) -> bool:
    low = word.lower().rstrip("-")  # "PT- REHAB": the word without its dash
    if low.endswith(("'s", "'")) and low.removesuffix("'s").rstrip("'") in _OWNERS:
        return False
    if low in NAME_WORDS or low in FAITH_WORDS:
        return True  # "HEBREW REHAB", "ST JOSEPH NURSING HOME"
    if word in US_STATES and low in STOP_WORDS:
        return False  # "SNF OR HEBREW REHAB": a joiner, not Oregon
    if low in STATE_NAMES or word in US_STATES or word == "U":
        return True  # "U OF MD MED CENTER"
    if low in GENERIC_WORDS or low in INSTITUTION_WORDS:
        return False
    if not all_caps and word[0].isupper():
        return True
    return known_place(low) or zipf(low) < (3.5 if all_caps else 3.3)


#: Verbs of getting in touch that open an order: ``Call Cancer Center``,
#: ``Notify Blood Bank`` (towns too, Call, TX: the order's verb here).
_IMPERATIVES = frozenset("call contact notify page phone fax email consult".split())


def _opening_word(word: str, line_start: bool, words: _Words, k: int) -> bool:
    """Whether a capitalised word opening a sentence is a common verb's ``-ed`` or
    ``-ing`` form, or a common noun before ``of``.

    Its capital is the sentence's, not a name's: ``Involved home care``,
    ``Arranged Rehab``, ``Referring hospital:``, ``Resident of Sunrise
    Assisted Living``; not a
    listed name word or town (``Reed``, ``University of ...``).
    """
    at_start = line_start or (k > 0 and words[k - 1].group() in _SENTENCE_ENDS)
    low = word.lower()
    if at_start and low in _IMPERATIVES:
        return True  # "Call Cancer Center for chemo schedule": an order's verb
    before_of = k + 1 < len(words) and words[k + 1].group().lower() == "of"
    return (
        at_start
        and (low.endswith(("ed", "ing")) or before_of)
        and zipf(low) >= _VERB_ZIPF
        and low not in NAME_WORDS
        and not known_place(low)
    )


#: A patient or a pronoun before a verb: ``PT ATTENDS REHAB``, ``SHE
#: ATTENDS SUNRISE ADULT DAY HEALTH``; ``was`` before a passive's participle
#: (``was given clinic number``).
_SUBJECTS = frozenset("pt patient he she who was were".split())


def _subjects_verb(words: _Words, k: int) -> bool:
    """Whether word ``k`` in capitals or small letters is a verb right after its subject.

    There a verb passes for a name word (``PT ATTENDS``, ``Pt given clinic
    number``): after the patient, a pronoun or ``was``, an ``-s``, ``-ed``
    or ``-en`` form is the sentence's verb, unless a list names it a name's
    word (``PT ADAMS``) or a place, which an everyday verb form outweighs
    (``given``: Given, West Virginia).
    """
    if k == 0 or words[k - 1].group().lower() not in _SUBJECTS:
        return False
    low = words[k].group().lower()
    if not low.endswith(("s", "ed", "en")) or low in NAME_WORDS:
        return False
    common = zipf(low)
    return common >= _SUBJECT_VERB_ZIPF and (
        not known_place(low) or common >= _EVERYDAY_VERB_ZIPF
    )


#: A verb form after its subject at least this common in English (Zipf:
#: ``attends`` 3.5); rarer ones may be names.
_SUBJECT_VERB_ZIPF = 2.5
#: A verb form this common is the verb even where a town has its name
#: (``given`` 5.3; ``lowell`` and ``salem`` are rarer).
_EVERYDAY_VERB_ZIPF = 5.0


#: What ends a sentence or a heading before the next one's first word.
_SENTENCE_ENDS = frozenset(".!?:;")
#: An ``-ed`` word this common in English opening a sentence is its verb.
_VERB_ZIPF = 3.5


class _CapsCounter:
    """Whether a line, from its start to some point, is written in capitals.

    Asked for increasing positions, it counts each character once, so a
    megabyte line full of institution words stays linear.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.line_start = 0
        self._searched = 0  # no line break between line_start and here
        self._counted = 0  # letters and capitals counted up to here
        self._letters = 0
        self._capitals = 0

    def in_capitals(self, pos: int, end: int) -> bool:
        """Whether the letters from the start of ``pos``'s line to ``end`` are 80 % capitals.

        Not past the line's end: ``Sunny Rehab`` on a line of its own is no
        name in capitals because the next line is (``NEUROLOGIC: ALERT ...``).
        """
        line_end = self.text.find("\n", pos, end)  # (bounded: linear)
        if line_end != -1:
            end = line_end
        newline = self.text.rfind("\n", self._searched, pos)
        self._searched = max(self._searched, pos)
        if newline != -1:
            self.line_start = newline + 1
            self._counted, self._letters, self._capitals = self.line_start, 0, 0
        if end > self._counted:
            # (filter and map call the tests from C: no Python step per character)
            letters = list(filter(str.isalpha, self.text[self._counted : end]))
            self._letters += len(letters)
            self._capitals += sum(map(str.isupper, letters))
            self._counted = max(self._counted, min(end, len(self.text)))
        return self._letters > 0 and self._capitals > 0.8 * self._letters


#: Nouns after a bare "medical"/"health" that make it an adjective, not a
#: place's name ("PAST MEDICAL HISTORY", "Health care proxy").
_ADJECTIVE_NOUNS = frozenset(
    "history hx problems problem issues issue conditions condition records record "
    "care proxy power decision decisions insurance status team service services "
    "management director students student reasons reason illness illnesses "
    "clearance stability attention advice regimen regimens therapy therapies "
    "treatment treatments plan plans personnel equipment supplies intervention "
    "interventions workup evaluation necessity procedures procedure".split()
)
_BARE_ADJECTIVES = frozenset("medical med health healthcare".split())
#: Nouns after "hospital" that make it an adjective: a report's heading
#: ("Brief Hospital Course:"), not a hospital's name.
_HOSPITAL_NOUNS = frozenset("course stay stays admission admissions day days".split())
_NEXT_WORD = lazy_compile(r"[ \t]*([A-Za-z]+)")


#: What may follow a hospital called "X General": a pause, a preposition, a department.
_AFTER_GENERAL = frozenset(
    "for on at in to from and or with where ed er icu micu sicu ccu nicu "
    "yesterday today last this".split()
)


def _adjective_use(text: str, m: regex.Match[str]) -> bool:
    """Whether a bare "medical", "health", "general" or "hospital" is an adjective here.

    "general" names a hospital ("Quillmoor General") only before a pause, a
    preposition or a department: not "General Surgery", "general floor".
    """
    after = _NEXT_WORD.match(text, m.end())
    if m.group().lower() == "general":
        return after is not None and after.group(1).lower() not in _AFTER_GENERAL
    if m.group().lower() == "hospital":
        return after is not None and after.group(1).lower() in _HOSPITAL_NOUNS
    if m.group().lower() not in _BARE_ADJECTIVES:
        return False
    return after is not None and after.group(1).lower() in _ADJECTIVE_NOUNS


#: Abbreviated titles whose period stays inside a name: ``St. Brendan's``.
_DOTTED_TITLES = frozenset("St ST Mt MT Ft FT".split())


def _name_words_before(
    words: _Words, all_caps: bool, line_start: bool
) -> tuple[int, int, bool]:
    """The name words ending a window before an institution's word.

    Returns:
        ``(first, count, joined)``: the first name word's index, how many
        name words (at most three), and whether care words joined by
        ``and``/``for`` were passed over (``Whitlock Manor Nursing and
        Rehabilitation``, ``Glenrock Center for Rehab and Healthcare``).
    """
    count = 0
    first = len(words)
    skip = False
    joinable = len(words) - 1  # where a joiner of care words may stand
    for k in range(len(words) - 1, -1, -1):
        word = words[k].group()
        if skip:
            skip = False
            continue
        if k == joinable and k > 0 and _joined_care(words, k, all_caps):
            skip, joinable = True, k - 2
            continue
        if count and word.lower() == "of":
            continue
        if count and word == "." and k and words[k - 1].group() in _DOTTED_TITLES:
            continue  # "St. Brendan's Medical Center": the saint's period
        if (
            not all_caps
            and (word.istitle() or word.islower())
            and word.lower() in _MIDDLE_WORDS
        ):
            continue  # "Lynn Community Health Center": a name word must come first
        if not word[0].isalpha() or not _is_name_word(word, all_caps) or count == 3:
            break
        if _opening_word(word, k == 0 and line_start, words, k):
            break
        if (all_caps or word.islower()) and _subjects_verb(words, k):
            break
        first = k
        count += 1
    return first, count, joinable < len(words) - 1


#: Levels of an ambulance's care, said before it: ``BLS ambulance``, ``ALS
#: ambulance``, ``CCT ambulance`` (critical care transport).
_AMBULANCE_LEVELS = frozenset("bls als cct sct micu paramedic private".split())


def _service_level(words: _Words, m: regex.Match[str]) -> bool:
    """Whether the words before ``ambulance`` only say its level of care."""
    return m.group().lower() == "ambulance" and all(
        w.group().lower() in _AMBULANCE_LEVELS for w in words
    )


def find_institutions(text: str) -> list[Finding]:
    """Hospital and institution names: name words before ``Hospital``, ``Clinic``...

    Args:
        text: the document text.

    Returns:
        HOSPITAL findings covering the name words and the institution word.
    """
    found = []
    caps = _CapsCounter(text)
    for m in _institution_phrases(text):
        if _adjective_use(text, m):
            continue
        all_caps = caps.in_capitals(m.start(), m.end() + 40)
        window_start = max(caps.line_start, m.start() - 80)
        window = text[window_start : m.start()]
        words = list(_LINE_WORDS.finditer(window))
        start = None
        line_start = window_start == caps.line_start
        first, count, joined = _name_words_before(words, all_caps, line_start)
        clinic = m.group().lower() == "clinic"
        if count and joined and not _rare_name(words[first:]):
            count = 0  # "Needs Nursing and Rehab": common words, no name
        if count and _only_specialties(words[first:], clinic):
            count = 0  # "in Hematology clinic": a service of the hospital
        if count and _department(words, first, m):
            count = 0  # "Per Clinical Pharmacy": the hospital's own
        if count and not _setting_named(words, m):
            count = 0  # "Possible SNF", "Medicare SNF": no home's name
        if count and _service_level(words[first:], m):
            count = 0  # "BLS ambulance": the level of care, no company
        if count:
            first = _after_preposition(words, first)
            start = words[first].start() + (m.start() - len(window))
        if start is None or count == 1:
            # Words each too common to be a name may name a town together:
            # "THREE RIVERS HOSPITAL", "Silver Spring Rehab".
            listed = _listed_town_before(window, words)
            if listed is not None:
                start = listed + (m.start() - len(window))
        if start is not None:
            found.append(Finding(start, m.end(), HOSPITAL, "institution"))
        elif (
            found
            and m.group().lower() in _HEAD_WORDS
            and _right_after(text, found[-1].end, m.start())
        ):
            # "Spaulding Rehab Hospital", "Harborview Medical Associates":
            # a second institution word ends the name the first began.
            found[-1] = found[-1]._replace(end=m.end())
    found = [_with_place_after(text, f) for f in found]
    towns = [t for f in found if (t := _town_after_comma(text, f)) is not None]
    return found + towns + _coordinated_institutions(text, found)


#: A name and a joiner right before an institution's: ``SPAULDING VS HEBREW
#: REHAB``, ``Youville or Braeburn Nursing Home``. It ends right at the
#: institution (``\Z``, not ``$``, which would match before a line break
#: too): a line break ends the join, ``Spaulding or \nHebrew Rehab`` is two
#: lines, not one phrase.
_JOINED_BEFORE = lazy_compile(
    r"(?<![A-Za-z'-])(?P<name>[A-Z][A-Za-z'-]{3,24}+)[ ]?"
    r"(?:[ ](?i:vs\.?|or|versus)[ ]|[ ]?/[ ]?)\Z"
)
#: A name's word rarer than this in English may be a facility beside another.
_JOINED_NAME_ZIPF = 2.5


def _coordinated_institutions(text: str, found: list[Finding]) -> list[Finding]:
    """A facility's name joined to an institution's: ``SPAULDING VS HEBREW REHAB``.

    Discharge plans weigh places against each other (``vs``, ``or``, ``/``;
    not ``and``: ``Wife Maureen and Lakeview Rehab aware``); the one whose
    head word comes first is named alone. No person's (a title, a relative
    or a care role before it, or a first name: ``Dr. Kowalski or ...``).
    It must be a word English hardly uses (or a listed surname far likelier
    a name), no generic care word nor
    clinical abbreviation: not ``SNF OR HEBREW REHAB``, ``home vs Lakeview
    Nursing Home``, ``Coumadin and Lakeview Nursing Home``: no drug nor
    device either.
    """
    more = []
    for f in found:
        if not _joiner_before(text, f.start):
            continue  # most names follow a word, not "vs", "or" nor "/"
        m = _JOINED_BEFORE.search(text, max(0, f.start - 40), f.start)
        if m is None:
            continue
        word = m.group("name")
        low = word.lower()
        before = _WORD_BEFORE.search(text, max(0, m.start() - 30), m.start())
        if before is not None and before.group(1).lower() in _PERSON_BEFORE_WORDS:
            continue  # "Dr. Kowalski or Lakeview Rehab": a person
        first_people, last_people = name_people(low)
        if first_people > last_people:
            continue  # "Maureen or Lakeview Rehab": a first name, a person
        if (
            low in GENERIC_WORDS
            or low in INSTITUTION_WORDS
            or low in STOP_WORDS
            or word.upper() in clinical_abbreviations()
            or low in drug_words()
            # (a device's noun whole: the pattern's text holds "hunt" in "shunt")
            or _DEVICE_AFTER.fullmatch(" " + low) is not None
            or not (
                zipf(low) < _JOINED_NAME_ZIPF
                or name_likelihood_ratio(word) >= _JOINED_NAME_RATIO
            )
        ):
            continue
        more.append(Finding(m.start("name"), m.end("name"), HOSPITAL, "institution"))
    return more


#: The last character before the space that ends a ``_JOINED_BEFORE`` joiner:
#: ``vs``, ``versus`` (``ſ`` is an ``s`` to a case-blind ``regex``), ``vs.``,
#: ``or``, or a slash and a space.
_JOINER_ENDS = frozenset("sS\u017f.rR/")


def _joiner_before(text: str, end: int) -> bool:
    """Whether the text before ``end`` may end as a ``_JOINED_BEFORE`` match does.

    A cheap test of its last one or two characters (a slash, or a space
    after one of :data:`_JOINER_ENDS`): the pattern's search is not tried
    after most names.
    """
    last = text[end - 1] if end else ""
    return last == "/" or (last == " " and end >= 2 and text[end - 2] in _JOINER_ENDS)


#: The word before a person's name: a title or a relative.
_WORD_BEFORE = lazy_compile(r"([A-Za-z]+)\.?[ ]*[,:]?[ ]*$")
_PERSON_BEFORE_WORDS = RELATIVE_CUES | PREFIXES | PROVIDER_CUES


#: A listed name this much likelier a name than a word (``Spaulding``).
_JOINED_NAME_RATIO = 5.0


#: ``of`` and a place's capitalised words after an institution's name.
_OF_PLACE = lazy_compile(
    r"[ ]of[ ](?:the[ ])?(?P<place>(?:[A-Z][A-Za-z'-]{1,24}+[ ]){0,2}[A-Z][A-Za-z'-]{1,24}+)"
    r"(?![ ]of[ ])"  # "Hospital of the Sisters of Charity": an order, not a town
)


def _with_place_after(text: str, found: Finding) -> Finding:
    """An institution's finding grown over ``of`` and the town it serves.

    ``Life Care Center of Plymouth``, ``Quillmoor Clinic of Worcester
    County``: the longest run of the capitalised words after ``of`` that is
    a listed town, county or state.
    """
    m = _OF_PLACE.match(text, found.end)
    if m is None:
        return _with_town_after(text, found)
    place = _listed_prefix(m["place"].split(" "), "ckws")
    if not place:
        return found
    return found._replace(end=m.start("place") + len(place))


#: A town's capitalised words right after an institution's, the last
#: capitalised word there (``Spaulding Rehab Cambridge for rehab``).
_TOWN_RIGHT_AFTER = lazy_compile(
    r"[ ](?P<town>(?:[A-Z][a-z'-]{1,24}+[ ])?[A-Z][a-z'-]{2,24}+)(?![A-Za-z'-]|[ ][A-Z])"
)
#: A town this large after an institution is its campus's (``Lahey Clinic
#: Burlington``); a smaller one's name is likelier a word there.
_CAMPUS_TOWN = 50_000


def _with_town_after(text: str, found: Finding) -> Finding:
    """An institution's finding grown over the town of its campus written after it.

    ``Spaulding Rehab Cambridge``, ``Lahey Clinic Burlington``: hospitals
    with several campuses are told apart so. The town is large and the
    last capitalised word (not ``Hospital Course Complicated``, a heading).
    """
    m = _TOWN_RIGHT_AFTER.match(text, found.end)
    if m is None:
        return found
    place = place_table().get(m["town"])
    if place is None or not set(place.kinds) & {"c", "w"}:
        return found
    if place.population < _CAMPUS_TOWN:
        return found
    return found._replace(end=m.end("town"))


#: A town's capitalised words after a comma right after an institution's:
#: ``St. Vincent Hospital, Worcester MA``, ``Lahey Clinic, Burlington``.
_TOWN_AFTER_COMMA = lazy_compile(
    r",[ ]{1,2}(?P<town>[A-Z][a-z'-]{1,24}+(?:[ ][A-Z][a-z'-]{1,24}+)?)(?![a-z'-])"
)


#: A word in small letters next: a sentence goes on.
_LOWER_WORD_AFTER = lazy_compile(r"[ ]+[a-z]")


def _town_after_comma(text: str, found: Finding) -> Finding | None:
    """The listed town an institution is in, written after it and a comma (a CITY finding).

    A town whose name is an everyday word too (``Reading``, ``Concord``)
    only when large and not before a word in small letters: ``Lahey Clinic,
    Reading notes`` goes on as a sentence.
    """
    m = _TOWN_AFTER_COMMA.match(text, found.end)
    if m is None:
        return None
    town = _listed_prefix(m["town"].split(" "))
    if not town:
        return None
    start = m.start("town")
    if common_english_word(town.split(" ")[0]):
        place = place_table().get(town)
        small = place is None or place.population < _CAMPUS_TOWN
        if small or _LOWER_WORD_AFTER.match(text, start + len(town)):
            return None
    return Finding(start, start + len(town), CITY, "institution-town")


#: Care words joined by ``and`` before an institution's last word, and heads
#: before ``for``: ``Whitlock Manor Nursing and Rehabilitation``, ``Glenrock
#: Center for Rehab``.
_JOINED_CARE = {
    "and": frozenset("nursing health healthcare rehab rehabilitation".split()),
    "&": frozenset("nursing health healthcare rehab rehabilitation".split()),
    "for": frozenset("center centre".split()),
}


def _rare_name(words: _Words) -> bool:
    """Whether a word of a name is rare in English, a listed town or a name word."""
    return any(
        w.group().isalpha()
        and (
            zipf(w.group().lower()) < _RARE_NAME_ZIPF
            or known_place(w.group().lower())
            or w.group().lower() in NAME_WORDS
        )
        for w in words
    )


#: A name word this rare before joined care words makes them a name's.
_RARE_NAME_ZIPF = 3.3


def _joined_care(words: _Words, k: int, all_caps: bool) -> bool:
    """Whether ``and``/``for`` at ``k``, right before the institution's word, joins
    it to a care word or a head written as a name's (``Nursing and
    Rehabilitation``, ``Center for Rehab``; not ``nursing and rehab``)."""
    joined = _JOINED_CARE.get(words[k].group().lower())
    before = words[k - 1].group()
    return (
        joined is not None
        and before.lower() in joined
        and (before.istitle() or (all_caps and before.isupper()))
    )


#: Generic words inside a name, after its own words: "Lynn Community Health
#: Center", "Quillmoor State Hospital", "east boston neighborhood health ctr"
#: (alone they name none: "the Community Health Center"); and the kind of
#: care a hospital's service gives, after the hospital's name ("Lahey
#: outpatient rehab", "Spaulding Cardiac Rehab").
_MIDDLE_WORDS = frozenset(
    "community state psychiatric neighborhood neighbourhood family "
    "outpatient inpatient acute subacute cardiac pulmonary".split()
)
#: Institution words that end a name after another ("Rehab Hospital"); not
#: a service after a hospital's name ("Medical Center Home Care").
_HEAD_WORDS = frozenset("hospital hosp associates clinic infirmary".split())


def _right_after(text: str, end: int, start: int) -> bool:
    """Whether ``start`` is one space after ``end``."""
    return start == end + 1 and text[end] == " "


#: Care settings written as abbreviations: their names come right before them.
_ABBREVIATED_SETTINGS = frozenset("ltac ltach snf ecf".split())
#: Who pays for a care setting, before its abbreviation: ``Medicare SNF``.
_PAYERS = frozenset("medicare medicaid masshealth medigap tricare insurance".split())
#: A word before an abbreviated setting this common in English is no name
#: (``Possible SNF``) unless it is likelier a person's (``Kindred LTAC``).
_SETTING_NAME_ZIPF = 3.5
_SETTING_NAME_RATIO = 5.0


def _setting_named(words: _Words, m: regex.Match[str]) -> bool:
    """Whether the word before a setting's abbreviation may be its name.

    ``Kindred LTAC``, ``Vibra SNF``: a word English hardly uses, a listed
    town, a surname, or a word of hospitals' names (``Hebrew SNF``); not
    ``Possible SNF`` nor ``Medicare SNF``. Other institution words keep
    their habits.
    """
    if m.group().lower() not in _ABBREVIATED_SETTINGS:
        return True
    low = words[-1].group().lower()
    return low not in _PAYERS and (
        low in NAME_WORDS
        or low in FAITH_WORDS
        or zipf(low) < _SETTING_NAME_ZIPF
        or known_place(low)
        or name_likelihood_ratio(low) >= _SETTING_NAME_RATIO
    )


def _department(words: _Words, first: int, m: regex.Match[str]) -> bool:
    """Whether a pharmacy's name words (from ``first``) are common ones, or a
    medical abbreviation.

    ``Per Pharmacy``, ``Clinical Pharmacy``, ``ID Pharmacy`` name the
    hospital's own service; a store's pharmacy has a brand's name, which may
    be a word or an abbreviation too (``CVS``): its store number after it or
    ``at``/``to``/``from`` before it tells (``at CVS Pharmacy #1234``).
    Other institution words keep their habits.
    """
    if m.group().lower() != "pharmacy":
        return False
    if _STORE_NUMBER.match(m.string, m.end()) or (
        first > 0 and words[first - 1].group().lower() in _NAME_OPENERS
    ):
        return False
    names = [w.group() for w in words[first:]]
    return department_name([*names, m.group()]) or any(
        w.isupper() and w in clinical_abbreviations() for w in names
    )


def _only_specialties(words: _Words, clinic: bool = False) -> bool:
    """Whether the name words before an institution word are all specialties.

    Before ``clinic``, a disease named after its describer is one too
    (``Parkinsons clinic``; not ``Walgreens Pharmacy``, a brand). The kind
    of care between (``Cardiology outpatient clinic``) and the clinic's day
    (``Monday clinic``, ``Thurs rehab``) name no institution either.
    """
    return all(
        w.group().lower() in SPECIALTIES
        or w.group().lower() in _NO_NAME_WORDS
        or (clinic and (disease_eponym(w.group()) or treatment_word(w.group().lower())))
        for w in words
    )


#: Words before an institution's that name none with specialties (see above).
_NO_NAME_WORDS = _MIDDLE_WORDS | WEEKDAYS | {"of"}


def disease_eponym(word: str) -> bool:
    """A surname in the possessive, with or without its apostrophe: ``Parkinsons``.

    Diseases are named so (``Alzheimer's``, ``Crohns``); a clinic after one
    treats the disease. The name must be a surname rather than a first name
    (``St. Mary's``), and not a town's (``Huntingtons`` is the town's people
    as often); a brand named so (``Walgreens``) is left to the cues that
    need an institution word after it.
    """
    stem = word.removesuffix("'s").removesuffix("'S")
    if stem == word:
        stem = word[:-1] if word.endswith("s") and len(word) > 4 else ""
    if not stem.isalpha() or not stem[0].isupper() or known_place(stem.lower()):
        return False
    first, last = name_people(stem)
    return last > first


#: A store's number after its name: ``CVS Pharmacy #1234``, ``Pharmacy No. 12``.
_STORE_NUMBER = lazy_compile(r"[ ]?(?:\#|no\.?)[ ]?[0-9]", regex.IGNORECASE)
#: Words after which a facility's name starts: "transferred to P Quillmoor Med Center".
_NAME_OPENERS = frozenset("to from at".split())


def _after_preposition(words: _Words, first: int) -> int:
    """The first word of a facility's name, grown back over one or two words to ``to/from/at``.

    Hospitals are named with common words too ("Good Quillmoor", "Heritage
    Valley", an initial): such a word is part of the name when only it stands
    between the name words found and a ``to``/``from``/``at`` (``the`` may
    come between): "admitted to Good Quillmoor Medical Center". Two such
    words may stand there (``from kingsbridge maya michigan hospital``,
    ``PRESENTED TO L MAYA NC MED CENTER``) when neither is a function word.
    """
    for k in (first - 1, first - 2):
        if k < 1 or not _opened_word(words[k].group(), second=k < first - 1):
            return first
        before = k - 1
        if before > 0 and words[before].group().lower() == "the":
            before -= 1
        if words[before].group().lower() in _NAME_OPENERS:
            return k
    return first


def _opened_word(word: str, second: bool) -> bool:
    """Whether ``word`` may be a name's word between ``to/from/at`` and the name found.

    The farther of two words must also be no function word nor a common
    English one (``went to her Quillmoor Clinic``): names there are rare
    words, initials and names (``maya``, ``L``).
    """
    low = word.lower()
    if (
        not word.isalpha()
        or low in GENERIC_WORDS
        or low in INSTITUTION_WORDS
        or low in _NOT_OPENED
    ):
        return False
    if not second:
        return True
    if len(word) == 1:
        return word not in "AI" and word.isupper()  # an initial: "TO L MAYA ..."
    return low not in STOP_WORDS and zipf(low) < _OPENED_ZIPF


#: The farther of two words before a facility's name is rarer than this in English.
_OPENED_ZIPF = 4.0


#: Words that are no part of a name even right after "to" ("went to see Quillmoor Clinic").
_NOT_OPENED = frozenset(
    "see go be get come call visit take bring return transfer send walk drive "
    "talk speak meet main nearest closest new big large small".split()
)


def _listed_town_before(window: str, words: _Words) -> int | None:
    """Where a listed town of two or three words ending the window starts, if one does."""
    table = place_table()
    for size in (3, 2):
        if len(words) < size:
            continue
        run = words[-size:]
        if not all(w.group()[0].isalpha() for w in run):
            continue
        name = window[run[0].start() : run[-1].end()]
        kinds = table.kinds(" ".join(name.split()))
        if kinds is not None and ("c" in kinds or "w" in kinds) and "\n" not in name:
            return run[0].start()
    return None


#: Last words of a hospital's departments, capitalised as their names are
#: (``Physical Therapy``, ``Labor and Delivery``, ``Triage``, ``Urgent Care``),
#: and of everyday services (``the Post Office``).
_DEPARTMENT_HEADS = frozenset(
    "therapy triage labor delivery management work care services pharmacy "
    "nutrition admitting registration recovery holding imaging lab laboratory "
    "medicine health office".split()
)


def department_name(words: list[str]) -> bool:
    """Whether a capitalised phrase names a department: common words ending in a head.

    A rare word (``Codman``), a name word or a large town (``Boston``) makes
    it a place's name instead; a common word that a small town shares does
    not (``Post``).
    """
    low = [w.lower() for w in words if w.isalpha()]
    return (
        bool(low)
        and low[-1] in _DEPARTMENT_HEADS
        and all(
            w in _DEPARTMENT_HEADS
            or (
                zipf(w) >= _DEPARTMENT_WORD_ZIPF
                and w not in NAME_WORDS
                and not known_place(w, LARGE_PLACE)
            )
            for w in low
        )
    )


#: A word this common in English is a department's, not a name (Zipf scale).
_DEPARTMENT_WORD_ZIPF = 3.5


def known_place(low: str, population: int = 0) -> bool:
    """Whether a lower-case word names a town, county or city of at least ``population``."""
    place = place_table().get(low)
    return (
        place is not None
        and bool(set(place.kinds) & {"c", "k", "w"})
        and place.population >= population
    )
