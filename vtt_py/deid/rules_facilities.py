"""Facilities named by context: hospital abbreviations and wards after a transfer cue.

A note names the hospital it came from or goes to with a few capitals
("transferred to XYZ for cath", "at XYZ ED") and a ward by a building name and
a floor ("transfer to Smithson 2"). No list holds a hospital's local
abbreviations or buildings, so these recognisers read the context: a motion
word before, a department after. Their findings are weak: the CRF weighs them
(clinical abbreviations in the same places, ``to CT``, ``at OSH``, are left to
it and to the list of clinical places).
"""

from __future__ import annotations

import bisect
import functools
import re
from itertools import repeat

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import CITY, HOSPITAL, LOCATION, ORGANIZATION, WARD, Finding
from vtt_py.deid.lexicon import (
    INSTITUTION_WORDS,
    MONTHS,
    PREFIXES,
    PROVIDER_CUES,
    RELATIVE_CUES,
    US_STATES,
    WEEKDAYS,
    clinical_abbreviation,
    name_likelihood_ratio,
    name_people,
    zipf,
)
from vtt_py.deid.rules_place_cues import (
    CLINICAL_PLACES,
    INFINITIVE_CUES,
    MOTION,
    cue_spelling,
    department_name,
)
from vtt_py.deid.rules_places import (
    FAITH_WORDS,
    GENERIC_WORDS,
    LARGE_PLACE,
    SPECIALTIES,
    disease_eponym,
    known_place,
)
from vtt_py.deid.text import true_positions
from vtt_py.deid.word_tests import WORD_TESTS
from vtt_py.lexicons.clinical import clinical_abbreviations, drug_words

#: Words right before a facility: ``to X``, ``from X``, ``at X``, ``@ X``.
_BEFORE = frozenset("to from at @ in into".split())
#: Departments after a facility's abbreviation: ``X ED``, ``X cath lab``.
FACILITY_DEPARTMENTS = frozenset(
    "ed er ew icu ccu micu sicu cath hospital hosp campus clinic rehab "
    "emergency lab".split()
)
#: Words that start a plan line, after which a bare ward is a destination.
_PLAN_WORDS = frozenset("plan p transfer tx xfer".split())
#: Words after a number that make it an amount, not a floor.
_QUANTITY_WORDS = frozenset(
    "u unit units amp amps bag bags tab tabs dose doses blade blades".split()
)
#: Longest facility abbreviation.
_MAX_LETTERS = 6


def _cued(analysis: Analysis, i: int) -> bool:
    """Whether a motion or plan word stands within four tokens before ``i`` on its line."""
    line = analysis.line_of[i]
    words = analysis.words
    for j in range(i - 1, max(-1, i - 5), -1):
        if analysis.line_of[j] != line:
            return False
        low = words[j].lower()
        if cue_spelling(low) in MOTION or low in _PLAN_WORDS:
            return True
    return False


def _token_finding(
    analysis: Analysis, i: int, kind: str, rule: str, strong: bool
) -> Finding:
    """A finding covering token ``i``."""
    return Finding(analysis.starts[i], analysis.ends[i], kind, rule, strong)


def _previous_word(analysis: Analysis, i: int) -> int:
    """The index of the word before ``i``, skipping ``the``; -1 when none on the line."""
    j = i - 1
    if j >= 0 and analysis.words[j].lower() == "the":
        j -= 1
    if j < 0 or analysis.line_of[j] != analysis.line_of[i]:
        return -1
    return j


@functools.lru_cache(maxsize=65536)
def _acronym(word: str) -> bool:
    return (
        2 <= len(word) <= _MAX_LETTERS
        and zipf(word.lower()) < 3.5  # "PLAN TO KEEP", "TO START": words in capitals
        and word.isalpha()
        and word.isupper()
        and word.lower() not in CLINICAL_PLACES
        and word.lower() not in SPECIALTIES
        and word.lower() not in STOP_WORDS
        and word not in US_STATES
    )


_ACRONYM = WORD_TESTS.add(_acronym)


def facility_acronyms(analysis: Analysis) -> list[Finding]:
    """Capitals after ``to``/``from``/``at`` with a motion cue, or before a department.

    Weak, for the CRF to weigh; sure after ``PCP at``/``PCP @`` when no
    medical abbreviation (``PCP @ HVMA``): a primary care doctor's practice.
    """
    words = analysis.words
    found = []
    for i in WORD_TESTS.positions(analysis, _ACRONYM):
        nxt = words[i + 1].lower() if i + 1 < len(words) else ""
        department = (
            nxt in FACILITY_DEPARTMENTS
            and analysis.line_of[i + 1] == analysis.line_of[i]
        )
        j = _previous_word(analysis, i)
        moved = (
            j >= 0
            and words[j].lower() in _BEFORE
            and (_cued(analysis, j) or words[j] == "@")
        )
        # "PCP @ HVMA", "PCP AT CHA": a primary care practice, sure.
        primary = (
            j >= 0
            and words[j].lower() in _AT
            and _primary_care_before(analysis, j)
            and words[i] not in clinical_abbreviations()
        )
        if department or moved or primary:
            found.append(
                _token_finding(analysis, i, HOSPITAL, "facility-acronym", primary)
            )
    return found


#: Endings of hospital abbreviations: ``...H`` (Hospital), ``...MC`` (Medical Center).
_HOSPITAL_ENDINGS = ("H", "MC")
#: Prepositions before a hospital's abbreviation where no motion cue is needed.
_AT = frozenset("at in to from @".split())
#: Fewest letters of a hospital-shaped abbreviation in a line in capitals.
_CAPS_LINE_LETTERS = 3
#: Letters that make capitals ending in H a word in a line in capitals.
_CAPS_VOWELS = frozenset("AEIOUY")
#: An institution's own services after its abbreviation: "XYH attorneys".
_SERVICES = frozenset(
    "attorney attorneys lawyer lawyers legal security police billing administration "
    "administrator chaplain chaplaincy ethics".split()
)


#: The service words without a plural "s": one of them is in every note that has one.
_SERVICE_STARTS = tuple(sorted({w.removesuffix("s") for w in _SERVICES}))


def _before_services(analysis: Analysis) -> list[int]:
    """Positions of words right before an institution's service ("XY attorneys")."""
    low = analysis.text.lower()
    if not any(key in low for key in _SERVICE_STARTS):
        return []  # most notes: no word list to walk
    words = analysis.words
    return [i - 1 for i in range(1, len(words)) if words[i].lower() in _SERVICES]


#: Words before a hospital's department: ``followed by BMC Geriatrics``.
_AT_OR_BY = _AT | frozenset({"by", "with"})


def _specialty_after(analysis: Analysis, i: int) -> bool:
    """Whether a specialty written as a department's name follows token ``i``.

    ``BMC Geriatrics``, ``XYH Cardiology``: a capitalised specialty after a
    hospital's abbreviation names its department, so the capitals are the
    hospital's even when a medical abbreviation has the same letters.
    """
    k = i + 1
    return (
        k < len(analysis.words)
        and analysis.line_of[k] == analysis.line_of[i]
        and analysis.words[k].istitle()
        and analysis.words[k].lower() in SPECIALTIES
    )


def _caps_line_shape(word: str) -> bool:
    """A hospital's abbreviation as it stands out in a line in capitals.

    Three letters at least, and one ending in H with no vowel (``BWH``,
    ``NWH``; ``IN SYNCH``, ``AT BATH`` are words); ``MC`` endings may hold
    one (``VAMC``, ``BIDMC``).
    """
    return len(word) >= _CAPS_LINE_LETTERS and (
        word.endswith("MC") or not _CAPS_VOWELS & set(word)
    )


#: Who or what is at a hospital: ``PCP AT BMC``, ``pcp is at xyh``.
_PRIMARY_CARE = frozenset(
    "pcp pcp's pcps oncologist cardiologist nephrologist neurologist "
    "pulmonologist gastroenterologist endocrinologist rheumatologist urologist "
    "hematologist psychiatrist surgeon onc cards".split()
)


def _primary_care_before(analysis: Analysis, j: int) -> bool:
    """Whether ``PCP`` (or ``PCP is``) stands right before the preposition at ``j``.

    A primary care doctor (or a specialist: ``Oncologist at DFCI``, ``ONC @
    DFCI``) is at a hospital or its practice, so a
    hospital-shaped abbreviation after ``PCP at`` is one even when it spells
    a medical abbreviation too (``PCP AT BMC``, ``pcp at bmc``).
    """
    words = analysis.words
    k = j - 1
    if k >= 0 and words[k].lower() in ("is", "was"):
        k -= 1
    return (
        k >= 0
        and analysis.line_of[k] == analysis.line_of[j]
        and words[k].lower() in _PRIMARY_CARE
    )


def hospital_abbreviations(analysis: Analysis) -> list[Finding]:
    """``at XYH``, ``XYMC attorneys`` in mixed-case text: a hospital-shaped abbreviation.

    In a line written in lower and upper case, capitals stand out as an
    abbreviation; after a place preposition, one ending in H or MC names a
    hospital even without a motion cue ("blasts on diff at XYH"). Capitals of
    any ending before an institution's own services name one too, in lines
    written in capitals as well ("until XY attorneys review"), and before a
    department named by its specialty after ``at``/``by``/``with`` ("followed
    by XYMC Geriatrics"), even if a medical abbreviation. In a line in
    capitals the shape must stand out as no word (:func:`_caps_line_shape`:
    ``S/P CABG AT BWH``, ``FROM NWH VIA MED FLIGHT``).
    Medical abbreviations (``in USOH``, ``on LMWH``) are skipped; two-letter
    ones are not looked up: the list holds two pairs of capitals in five, so
    it says nothing of them.
    """
    words = analysis.words
    found = []
    shaped = true_positions(map(str.endswith, words, repeat(_HOSPITAL_ENDINGS)))
    for i in sorted(set(shaped) | set(_before_services(analysis))):
        word = words[i]
        service = i + 1 < len(words) and words[i + 1].lower() in _SERVICES
        if (
            len(word) > 5
            or (
                analysis.caps_lines[analysis.line_of[i]]
                and not service
                and not _caps_line_shape(word)
            )
            or not _acronym(word)
            or word.lower() in drug_words()
        ):
            continue
        j = _previous_word(analysis, i)
        specialty = (
            j >= 0 and words[j].lower() in _AT_OR_BY and _specialty_after(analysis, i)
        )
        primary = (
            j >= 0 and words[j].lower() in _AT and _primary_care_before(analysis, j)
        )
        if (
            len(word) > 2
            and word in clinical_abbreviations()
            and not (specialty or primary)
        ):
            continue
        before = j >= 0 and words[j].lower() in _AT and word.endswith(_HOSPITAL_ENDINGS)
        if before or service or specialty:
            found.append(
                _token_finding(analysis, i, HOSPITAL, "hospital-abbreviation", True)
            )
    return found


#: A lower-case hospital abbreviation after a place preposition: ``to bwh``, ``from nwh ed``.
_LOWER_HOSPITAL = re.compile(r"\b(?:at|to|from|in)[ \t]+(?P<abbr>[a-z]{1,3}(?:h|mc))\b")
_VOWELS = frozenset("aeiou")
#: Zipf frequency under which a lower-case word is no English word (``bwh`` 2.0, ``bath`` 4.4).
_NO_WORD_ZIPF = 2.5


def lower_case_hospitals(analysis: Analysis) -> list[Finding]:
    """``transferred to bwh``, ``came from nwh ed``: a hospital's abbreviation in lower case.

    Notes typed in lower case write hospitals' abbreviations so too; one
    ending in ``h`` or ``mc`` that is no English word, no medical
    abbreviation (``lmwh``) and no drug, after a place preposition, is a
    hospital: sure after a motion cue or before a department, weak
    otherwise, and then only without a vowel (``progressed to rvh`` is a
    finding of the heart, ``increased to edh`` one of the head).
    """
    text, words = analysis.text, analysis.words
    found = []
    for m in _LOWER_HOSPITAL.finditer(text):
        abbr = m.group("abbr")
        i = bisect.bisect_left(analysis.starts, m.start("abbr"))
        primary = i > 0 and _primary_care_before(analysis, i - 1)
        if (
            (zipf(abbr) >= _NO_WORD_ZIPF and not (primary and not _VOWELS & set(abbr)))
            or (clinical_abbreviation(abbr.upper()) and not primary)
            or abbr in drug_words()
        ):
            continue
        department = i + 1 < len(words) and words[i + 1].lower() in FACILITY_DEPARTMENTS
        sure = i > 0 and (department or primary or _cued(analysis, i - 1))
        if not sure and _VOWELS & set(abbr):
            continue  # "increased to edh": a word's abbreviation, not a name's
        found.append(
            Finding(m.start("abbr"), m.end("abbr"), HOSPITAL, "hospital-lower", sure)
        )
    return found


#: Hospitals' one-word names, common words otherwise (``at Mercy``, ``from Sinai``).
_HOSPITAL_NAMES = frozenset(
    "mercy samaritan sinai presbyterian methodist lutheran baptist hopkins".split()
)
#: The name words as written capitalised: looked up as the tokens are.
_HOSPITAL_NAME_FORMS = frozenset(
    form for w in _HOSPITAL_NAMES for form in (w.capitalize(), w.upper())
)
#: Prepositions before a hospital named by one word.
_HOSPITAL_BEFORE = frozenset("at to from @".split())


def lone_hospital_names(analysis: Analysis) -> list[Finding]:
    """``was at Mercy``, ``from SINAI``: a hospital called by its one name word.

    A word that is a hospital's whole name only after a place preposition
    (``at the mercy of`` has ``the`` between; ``is Baptist`` none): sure when
    capitalised in an ordinary line, weak in a line in capitals.
    """
    words = analysis.words
    found = []
    for i in true_positions(map(_HOSPITAL_NAME_FORMS.__contains__, words)):
        if i == 0 or words[i - 1].lower() not in _HOSPITAL_BEFORE:
            continue
        caps = analysis.caps_lines[analysis.line_of[i]]
        sure = not caps and not words[i].isupper()
        found.append(_token_finding(analysis, i, HOSPITAL, "hospital-name-word", sure))
    return found


def _floor_after(analysis: Analysis, i: int) -> bool:
    """Whether a floor number follows word ``i``: ``Smithson 2.``, not ``IABP 1:1``."""
    k = i + 1
    words = analysis.words
    if k >= len(words) or analysis.line_of[k] != analysis.line_of[i]:
        return False
    number = words[k]
    gap = analysis.starts[k] - analysis.ends[i]
    if not (number.isdigit() and 1 <= int(number) <= 12 and 1 <= gap <= 2):
        return False
    if k + 1 < len(words) and words[k + 1].lower() in _QUANTITY_WORDS:
        return False  # "transfuse 2 U PRBC", "give 1 unit", "Miller 4 blade": no ward
    after = analysis.text[analysis.ends[k] : analysis.ends[k] + 2]
    # "PSV 10/5", "HCT 24.5", "IABP 1:1", "MSO 4mg": a value, not a floor.
    return not (after[:1] in ("/", ":", "%", "-") or after[:1].isalpha()) and not (
        after[:1] in ".," and after[1:2].isdigit()
    )


#: A ward named after a person: a surname this much likelier a name than a word
#: (``Johnson 6``, ``Ellison 8``), however common the surname.
WARD_NAME_RATIO = 5.0
#: ... borne by this many people at least.
_WARD_SURNAME_PEOPLE = 5000


@functools.lru_cache(maxsize=65536)
def _ward_word(word: str) -> bool:
    low = word.lower()
    return (
        len(word) >= 4
        and word.isalpha()
        # CPAP, IABP, SIMV: modes; a listed surname in capitals is a ward's
        # name all the same ("BACK TO KELLY 3").
        and not (word.isupper() and len(word) <= 5 and not _ward_surname(low))
        and low not in CLINICAL_PLACES
        and low not in SPECIALTIES
        and low not in STOP_WORDS
        and low not in drug_words()
        and (zipf(low) < 3.0 or _ward_surname(low))
    )


def _ward_surname(low: str) -> bool:
    """A listed surname more likely a name than a word (``johnson``; not ``short``)."""
    return (
        name_people(low)[1] >= _WARD_SURNAME_PEOPLE
        and name_likelihood_ratio(low) >= WARD_NAME_RATIO
        and not clinical_abbreviation(low)
    )


_WARD_WORD = WORD_TESTS.add(_ward_word)


def _ward_cue(analysis: Analysis, i: int) -> str:
    """The word that sends a patient to ward ``i``: ``to``, ``from``, ``on``, plan; else ""."""
    j = _previous_word(analysis, i)
    if j < 0:
        return ""
    before = analysis.words[j].lower()
    if before == "to" and j and analysis.words[j - 1].lower() in INFINITIVE_CUES:
        return ""  # "plan to transfuse 2", "order written to give 1"
    if before in ("to", "from", "on") or before in _PLAN_WORDS:
        return before
    if before == ":" and j and analysis.words[j - 1].lower() in _PLAN_WORDS:
        return "plan"
    return ""


def _floor_before(analysis: Analysis, i: int) -> bool:
    """``to 11 Reisman``, ``ON 11 REISMAN``: a cue, a floor and a capitalised word ``i``.

    After ``on``, or in a line in capitals (``WEANED FROM 2 PRESSORS``),
    the word must be a family name (:func:`_ward_name`).
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    k = i - 1
    caps = analysis.caps_lines[analysis.line_of[i]]
    if k < 1 or not words[i][:1].isupper() or (words[i].isupper() and not caps):
        return False
    number = words[k]
    if not (number.isdigit() and 1 <= int(number) <= 12):
        return False
    if starts[i] - ends[k] != 1 or analysis.line_of[k] != analysis.line_of[i]:
        return False
    cue = _ward_cue(analysis, k)
    if cue == "on" or (cue in ("to", "from") and caps):
        return _ward_name(words[i].lower())
    return cue in ("to", "from")


#: Fewest people bearing a surname that names a ward after ``on`` or in capitals.
_WARD_NAME_PEOPLE = 100


def _ward_name(low: str) -> bool:
    """A surname likelier a name than a word, however rare (``reisman``; not ``levo``)."""
    return (
        name_likelihood_ratio(low) >= WARD_NAME_RATIO
        and name_people(low)[1] >= _WARD_NAME_PEOPLE
        and low not in drug_words()
        and not clinical_abbreviation(low)
    )


def _floor_first(analysis: Analysis, i: int) -> Finding:
    """The ward of ``to 11 Reisman``: sure when rare or a surname, as after its floor.

    After ``on`` or in capitals :func:`_floor_before` has already asked for a
    surname: sure too.
    """
    low = analysis.words[i].lower()
    strong = zipf(low) < 2.5 or _ward_surname(low) or _ward_name(low)
    return Finding(analysis.starts[i], analysis.ends[i], WARD, "ward", strong)


def ward_names(analysis: Analysis) -> list[Finding]:
    """A rare word and its floor after ``to``/``from``/``on`` or a plan: ``to Smithson 2``.

    The floor may come first (``to 11 Reisman``). Strong after ``to``/``from``
    or a plan word (where a patient goes), weak
    after ``on`` (drips and ventilator modes stand there too).
    """
    found = []
    for i in WORD_TESTS.positions(analysis, _WARD_WORD):
        word = analysis.words[i]
        if _floor_before(analysis, i):
            found.append(_floor_first(analysis, i))
            continue
        if not _floor_after(analysis, i):
            continue
        cue = _ward_cue(analysis, i)
        if cue:
            low = word.lower()
            named = _ward_surname(low)
            # After "on" drips and modes stand too ("on Levo 2"): only a
            # surname makes it a ward there.
            strong = named if cue == "on" else zipf(low) < 2.5 or named
            found.append(
                Finding(analysis.starts[i], analysis.ends[i], WARD, "ward", strong)
            )
    return found


#: Emergency rooms a patient comes through: ``admitted via Ashgrove ED``.
_EMERGENCY_ROOMS = frozenset("ed er ew".split())
#: A capitalised word rarer than this before an emergency room is its hospital.
_EMERGENCY_NAME_ZIPF = 3.0


def before_departments(analysis: Analysis) -> list[Finding]:
    """A rare word right before a department after ``to``/``at``: ``to Smithson cath lab``.

    Weak, for the CRF to weigh; sure before an emergency room after
    ``to``/``from``/``via`` when written as a name in a mixed-case line and
    rare in English (``admitted via Ashgrove ED``, ``came from Westvale
    ER``), where no ward nor specialty stands.
    """
    words = analysis.words
    found = []
    for i in WORD_TESTS.positions(analysis, _WARD_WORD):
        if i + 1 == len(words):
            break
        if words[i + 1].lower() not in FACILITY_DEPARTMENTS or _acronym(words[i]):
            continue  # capitals are facility_acronyms'
        if disease_eponym(words[i]):
            continue  # "at Parkinsons clinic": a disease's clinic
        j = _previous_word(analysis, i)
        if j >= 0 and words[j].lower() in _BEFORE | {"via"}:
            sure = _emergency_name(analysis, i)
            if words[j].lower() == "via" and not sure:
                continue
            found.append(_token_finding(analysis, i, HOSPITAL, "facility-name", sure))
    return found


def _emergency_name(analysis: Analysis, i: int) -> bool:
    """A capitalised rare word in a mixed-case line before ``ED``/``ER``: a hospital's."""
    word = analysis.words[i]
    return (
        _word_after(analysis, i) in _EMERGENCY_ROOMS
        and not analysis.caps_lines[analysis.line_of[i]]
        and word.istitle()
        and zipf(word.lower()) < _EMERGENCY_NAME_ZIPF
        and not clinical_abbreviation(word.upper())
    )


def _word_after(analysis: Analysis, i: int) -> str:
    """The lower-case word after token ``i`` on its line, or ""."""
    k = i + 1
    if k < len(analysis.words) and analysis.line_of[k] == analysis.line_of[i]:
        return analysis.words[k].lower()
    return ""


#: Nouns after a possessive that make it somebody's home: "at Jo Smith's house".
_HOMES = frozenset(
    "house home apartment apt place farm condo residence cottage".split()
)
#: Words before the owner's name: "at", "to", "from", "staying with".
_HOME_BEFORE = frozenset("at to from in near by with".split())


def _owner_word(word: str) -> bool:
    """A word that can be part of a home owner's name: listed or rare, not a cue word."""
    low = word.lower()
    return (
        word.isalpha()
        and low not in STOP_WORDS
        and low not in RELATIVE_CUES
        and low not in PROVIDER_CUES
        and (sum(name_people(word)) > 0 or zipf(low) < 3.0)
    )


def homes_of_people(analysis: Analysis) -> list[Finding]:
    """A listed name before ``'s house`` after ``at``/``to``: ``at jo smith's house``.

    The owner's name says where the patient was; the gold marks it as the
    place. The first word must be more likely a name than an English word
    ("at the neighbor's house" is no name), so the finding is strong.
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    n = len(words)
    found = []
    for i in true_positions(map("'".__eq__, words)):
        if not (
            i > 0
            and i + 2 < n
            and words[i + 1].lower() == "s"
            and words[i + 2].lower() in _HOMES
            and starts[i] == ends[i - 1]
            and ends[i] == starts[i + 1]
        ):
            continue
        first = i
        while first > max(0, i - 3) and _owner_word(words[first - 1]):
            first -= 1
        if (
            first == i
            or first == 0
            or words[first - 1].lower() not in _HOME_BEFORE
            or name_likelihood_ratio(words[first]) < 1
        ):
            continue
        found.append(Finding(starts[first], ends[i - 1], LOCATION, "home-of", True))
    return found


#: Facility words run into the name before them: "SmithsonBuilding".
_GLUED_FACILITY = re.compile(
    r"([A-Z][a-z]{2,24})(Building|Bldg|Hospital|Hosp|Center|Centre|Pavilion|Clinic"
    r"|Campus|Tower|Wing|Hall)"
)
#: One of these is in every ``_GLUED_FACILITY`` match ("Hosp" in "Hospital"...).
_GLUED_WORDS = (
    "Building", "Bldg", "Hosp", "Cent", "Pavilion", "Clinic", "Campus", "Tower",
    "Wing", "Hall",
)  # fmt: skip


def glued_facilities(analysis: Analysis) -> list[Finding]:
    """A rare word run into a facility word, typed without its space: ``SmithsonBuilding``."""
    found: list[Finding] = []
    if not any(word in analysis.text for word in _GLUED_WORDS):
        return found  # most notes: a substring search each instead of a scan
    # One scan of the text for the facility word's capital after a small
    # letter; the few hits are then checked as whole tokens.
    for m in _GLUED_FACILITY.finditer(analysis.text):
        start = m.start()
        if start and analysis.text[start - 1].isalpha():
            continue
        if m.end() < len(analysis.text) and analysis.text[m.end()].isalpha():
            continue
        name = m.group(1).lower()
        if name in INSTITUTION_WORDS or name in STOP_WORDS:
            continue
        if zipf(name) >= 4.0 and name_likelihood_ratio(name) < WARD_NAME_RATIO:
            continue  # "MedicalCenter", "MainBuilding": no name ("BrownBuilding" is)
        found.append(Finding(start, m.end(1), HOSPITAL, "glued-facility", True))
    return found


#: Nouns right before an employer's name: "his business Acmetech".
_EMPLOYER_NOUNS = frozenset("business company firm employer".split())
#: Verbs and the preposition after them before an employer: "works for Acmetech",
#: "her job at Bramford Mill".
_EMPLOYER_VERBS = frozenset(
    "work works worked working employed employee job "
    # trades outside the hospital, whose employer follows: "a bus driver for
    # the MBTA", "teacher at Quillmoor Academy" (not nurse, aide: "RN at")
    "driver teacher engineer cashier mechanic clerk secretary custodian janitor "
    "firefighter professor accountant electrician plumber carpenter machinist "
    "waitress waiter cook chef salesman bartender".split()
)
_EMPLOYER_PREPOSITIONS = frozenset("for by at".split())
#: Capitalised words after an employer's first that are still its name ("Paper Mill").
_EMPLOYER_MORE_WORDS = 3
#: Legal forms after a company's name: "Brightwater Inc".
_LEGAL_FORMS = frozenset("Inc Corp Corporation LLC Ltd Incorporated".split())
_EMPLOYER_TRIGGERS = _LEGAL_FORMS | frozenset(
    form
    for w in _EMPLOYER_NOUNS | _EMPLOYER_PREPOSITIONS | {"of"}
    for form in (w, w.upper(), w.capitalize())
)


def _employer_word(word: str) -> bool:
    """A capitalised word no English text uses often: a company's name."""
    low = word.lower()
    return (
        len(word) >= 3
        and word.isalpha()
        and word[0].isupper()
        and not word.isupper()
        and low not in STOP_WORDS
        and low not in drug_words()
        and zipf(low) < 3.0
    )


def _employer_cue(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` follows an employer noun, or a work verb and ``for``/``by``."""
    before = words[i - 1].lower() if i else ""
    return before in _EMPLOYER_NOUNS or _work_verb_before(words, i)


#: Lower-case words between a work verb and its preposition: ``works in
#: construction for``, ``works part time at``, ``worked 30 yrs at``.
_WORK_GAP = 2


def _work_verb_before(words: list[str], i: int) -> bool:
    """Whether a work verb and ``for``/``by``/``at`` (``the``) stand before ``words[i]``.

    Up to two lower-case words or numbers may come between the verb and the
    preposition (``works in construction for Kiewit``), and ``employee
    of`` is one too (``former employee of Polaroid``).
    """
    if i >= 1 and words[i - 1].lower() == "the":
        i -= 1  # "employed by the MBTA"
    if i < 2:
        return False
    prep = words[i - 1].lower()
    if prep == "of":
        return words[i - 2].lower() in ("employee", "employees")
    if prep not in _EMPLOYER_PREPOSITIONS:
        return False
    for k in range(i - 2, max(-1, i - 3 - _WORK_GAP), -1):
        if words[k].lower() in _EMPLOYER_VERBS:
            return True
        if not (words[k].islower() or words[k].isupper() or words[k].isdigit()):
            return False
    return False


#: After a work verb, a capitalised word rarer than this names the employer
#: (``works for Verizon``); other text needs a rarer one (:func:`_employer_word`).
_WORKED_FOR_ZIPF = 4.0


def _worked_for_name(analysis: Analysis, i: int) -> bool:
    """A company's name after ``works for``/``employed by the``, if not rare in English.

    The cue says an employer follows: a capitalised word not common in English
    (``Verizon``), a company's capitals that are no medical abbreviation
    (``MBTA``), or capitalised words together, one of them not common
    (``Home Depot``, not ``the Post Office``), but no department of a
    hospital (``works at Physical Therapy``).
    """
    words = analysis.words
    word, low = words[i], words[i].lower()
    if not word.isalpha() or low in STOP_WORDS or low in drug_words():
        return False
    if word.isupper():
        return (
            2 <= len(word) <= _MAX_LETTERS
            and not clinical_abbreviation(word)
            and low not in CLINICAL_PLACES
        )
    if not word.istitle():
        return False
    end = _name_end(analysis, i)
    if end > i:
        run = words[i : end + 1]
        # One word of them less common: "Home Depot", not "the Post Office".
        own = any(zipf(w.lower()) < _OWN_WORD_ZIPF for w in run)
        return own and not department_name(run)
    return zipf(low) < _WORKED_FOR_ZIPF and low not in CLINICAL_PLACES


#: A word of a company's several this rare makes them a name of its own.
_OWN_WORD_ZIPF = 4.5


def employers(analysis: Analysis) -> list[Finding]:
    """Companies: a rare capitalised word after ``his business`` or ``works for``/``at``
    (with the capitalised words after it: ``job at Bramford Paper Mill``), or
    before a legal form (``Brightwater Inc``). In a line in capitals no word
    looks like a name: only a rare word after a work verb is one
    (:func:`_caps_employer`).
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    n = len(words)
    found = []
    # Only the words next to a cue or a legal form are candidates: the cues
    # are found by one set look-up per token.
    candidates = set()
    for i in true_positions(map(_EMPLOYER_TRIGGERS.__contains__, words)):
        if words[i] in _LEGAL_FORMS:
            candidates.add(i - 1)
        elif i + 1 < n:
            candidates.add(i + 2 if words[i + 1].lower() == "the" else i + 1)
    for i in sorted(c for c in candidates if 0 <= c < n):
        if analysis.caps_lines[analysis.line_of[i]]:
            if _work_verb_before(words, i) and _caps_employer(words[i]):
                found.append(
                    _token_finding(analysis, i, ORGANIZATION, "employer", True)
                )
            continue
        legal = i + 1 < n and words[i + 1] in _LEGAL_FORMS
        if _employer_word(words[i]):
            if not (legal or _employer_cue(words, i)):
                continue
        elif not (_work_verb_before(words, i) and _worked_for_name(analysis, i)):
            continue
        end = i + 1 if legal else _name_end(analysis, i)
        found.append(Finding(starts[i], ends[end], ORGANIZATION, "employer", True))
    return found


#: In a line in capitals, a word after ``works for`` rarer than this is a name.
_CAPS_EMPLOYER_ZIPF = 3.0


def _caps_employer(word: str) -> bool:
    """An employer in a line in capitals: ``WORKS FOR RAYTHEON``, ``EMPLOYED BY MBTA``.

    Capitals say nothing of a name there; a word English rarely uses does,
    unless a medical abbreviation or a clinical place (``WORKS AT OSH``).
    """
    low = word.lower()
    return (
        len(word) >= 3
        and word.isalpha()
        and zipf(low) < _CAPS_EMPLOYER_ZIPF
        and low not in STOP_WORDS
        and low not in CLINICAL_PLACES
        and low not in drug_words()
        and not clinical_abbreviation(word)
    )


def _name_end(analysis: Analysis, i: int) -> int:
    """The last of the capitalised words that continue a name from word ``i`` on its line."""
    words, line_of = analysis.words, analysis.line_of
    end = i
    while (
        end + 1 < len(words)
        and end < i + _EMPLOYER_MORE_WORDS
        and line_of[end + 1] == line_of[i]
        and analysis.starts[end + 1] == analysis.ends[end] + 1
        and words[end + 1].isalpha()
        and words[end + 1].istitle()
        and words[end + 1].lower() not in STOP_WORDS
    ):
        end += 1
    return end


#: A saint's title, however written: ``St.``, ``ST``, ``Saint``.
_SAINT_TITLES = frozenset("St ST Saint SAINT".split())
#: Heads after a saint's possessive that make it one place: ``St. Brendan's Church``.
_SAINT_HEADS = frozenset(
    "church parish cathedral chapel basilica school academy hospital hosp "
    "home manor villa".split()
)
#: Church heads: the saint's place is no hospital.
_CHURCH_HEADS = frozenset("church parish cathedral chapel basilica".split())
#: Words after a saint's possessive that name no place: a feast, a herb, an ailment.
_SAINT_NOT_PLACES = frozenset("day eve wort dance fire feast novena".split())
#: Words before a saint's possessive that make it where someone goes or is.
_SAINT_BEFORE = frozenset("at to from @ attends attended".split())


def _saint_possessive(analysis: Analysis, i: int) -> int | None:
    """The token of ``s`` ending ``St. Brendan's``, ``ST E'S`` from the title at ``i``."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    j = i + 1
    if j < len(words) and words[j] == "." and starts[j] == ends[i]:
        j += 1
    k = j + 2
    if (
        k >= len(words)
        or analysis.line_of[k] != analysis.line_of[i]
        or not (words[j].isalpha() and words[j][0].isupper())
        or words[j + 1] != "'"
        or words[k] not in ("s", "S")
        or starts[j + 1] != ends[j]
        or starts[k] != ends[j + 1]
    ):
        return None
    return k


def saints_places(analysis: Analysis) -> list[Finding]:
    """A saint's possessive naming a church or a hospital: ``St. Brendan's Church``.

    Parishes, and hospitals shortened to their saint (``FROM ST E'S``,
    ``priest from St Monica's``), are named so in any town: before a head
    (``Church``, ``Parish``, ``Hospital``) the place runs over it; after
    ``at``/``from``/``to`` the possessive alone is one. A feast, a herb or an
    ailment after it (``St. Patrick's Day``, ``St. John's wort``) is none.
    """
    words = analysis.words
    found = []
    for i in true_positions(map(_SAINT_TITLES.__contains__, words)):
        k = _saint_possessive(analysis, i)
        if k is None:
            continue
        nxt = words[k + 1].lower() if k + 1 < len(words) else ""
        same_line = (
            k + 1 < len(words) and analysis.line_of[k + 1] == analysis.line_of[k]
        )
        if same_line and nxt in _SAINT_NOT_PLACES:
            continue
        head = same_line and nxt in _SAINT_HEADS
        cued = i > 0 and words[i - 1].lower() in _SAINT_BEFORE
        if not (head or cued):
            continue
        last = k + 1 if head else k
        kind = LOCATION if head and nxt in _CHURCH_HEADS else HOSPITAL
        found.append(
            Finding(analysis.starts[i], analysis.ends[last], kind, "saint-place", True)
        )
    return found


#: Care settings after which a bracketed name is the one meant: ``NH (WINGATE)``.
_BRACKET_SETTINGS = frozenset(
    "nh snf rehab ltc ltach alf ecf vna hd dialysis hospice facility living "
    "home hospital hosp osh".split()
)
#: Most words of a setting's name in brackets.
_BRACKET_WORDS = 3
#: A bracketed word this common in English is no setting's name (``REHAB (ACUTE)``).
_BRACKET_WORD_ZIPF = 4.0


#: Endings of a patient's state written in brackets after a setting
#: (``HOME (AMBULATORY)``, ``NH (BEDBOUND)``, ``(TRACHED)``): no name's.
_STATE_ENDINGS = ("ed", "ing", "ory", "al", "bound", "ible", "able")
#: Care words in brackets after a setting that no list holds: ``HOME (RESPITE)``.
_BRACKET_CARE = frozenset("respite comfort custodial".split())


def _bracket_word(word: str) -> bool:
    """A word of a setting's name in brackets: rare or a large town's (``Cambridge``),
    no care word, no abbreviation, no patient's state (``(AMBULATORY)``)."""
    low = word.lower()
    if low in _BRACKET_CARE or (
        low.endswith(_STATE_ENDINGS)
        and not known_place(low, _LOWER_BRACKET_TOWN)
        and name_likelihood_ratio(low) < WARD_NAME_RATIO  # "(Spaulding)": a name
    ):
        return False
    return (
        word.isalpha()
        and word[0].isupper()
        and (zipf(low) < _BRACKET_WORD_ZIPF or known_place(low, LARGE_PLACE))
        and low not in CLINICAL_PLACES
        and low not in SPECIALTIES
        and low not in STOP_WORDS
        and low not in WEEKDAYS  # "HD (TUES)": the day, not the unit
        and low not in MONTHS
        and low not in drug_words()
        and not clinical_abbreviation(word)
        and not (word.isupper() and len(word) <= 3)  # "HD (MWF)", "NH (LTC)"
    )


#: Common words that end a home's name after a rare one: ``NH (CEDAR VIEW)``.
_HOME_TAILS = frozenset(
    "view hill hills park manor house village gardens place court point ridge "
    "pond ponds woods green commons terrace heights lake".split()
)
#: ... and a town's or a landscape's (``(Tallow Creek Visiting Nurses)``).
_BRACKET_TAILS = _HOME_TAILS | frozenset("creek river brook valley bay".split())
#: An agency's tail words in brackets after a rare name: ``VNA (Tallow Creek
#: Visiting Nurses)``, ``HOSPICE (BRENTON HOME CARE)``.
_BRACKET_AGENCY_TAILS = frozenset(
    "visiting nurses nurse association home health care services".split()
)
#: A lower-case word this rare may name a setting in brackets (``(sunnyvale)``),
#: when a listed town of this many people (a home named after its town or
#: street): lower-case state words are as rare (``(bedbound)``, ``(trached)``).
_LOWER_BRACKET_ZIPF = 3.5
_LOWER_BRACKET_TOWN = 1000
#: Fewest letters of such a word (``hd (mwf)``, ``(tth)``: days' shorthand).
_LOWER_BRACKET_LETTERS = 4


def _lower_bracket_word(words: list[str], i: int, j: int) -> bool:
    """A setting's one-word name in lower case, alone in its brackets.

    ``pt from nursing home (sunnyvale)``, ``from rehab (hebrew)``: notes
    typed in lower case name the setting so too; a word English hardly
    uses and a listed town's (or a faith's: ``hebrew``), no care or generic
    word, no abbreviation, alone before ``)`` (not ``rehab (inpatient)``,
    ``hd (mwf)``, ``home (bedbound)``).
    """
    word = words[j]
    low = word.lower()
    return (
        j == i + 1
        and j + 1 < len(words)
        and words[j + 1] == ")"
        and word.isalpha()
        and word.islower()
        and len(word) >= _LOWER_BRACKET_LETTERS
        and (
            (zipf(low) < _LOWER_BRACKET_ZIPF and known_place(low, _LOWER_BRACKET_TOWN))
            or low in FAITH_WORDS
        )
        and low not in WEEKDAYS
        and low not in MONTHS
        and low not in CLINICAL_PLACES
        and low not in GENERIC_WORDS
        and low not in SPECIALTIES
        and low not in STOP_WORDS
        and low not in drug_words()
        and not clinical_abbreviation(word.upper())
    )


def bracketed_settings(analysis: Analysis) -> list[Finding]:
    """A care setting's name in brackets after its kind: ``PT FROM NH (WINGATE)``.

    Notes name the setting by its kind and then which one (``rehab
    (Spaulding)``, ``HD (DaVita)``): up to three capitalised words, each
    rare in English and none a care word or a medical abbreviation, filling
    the brackets right after the kind.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in true_positions(map("(".__eq__, words)):
        if i == 0 or words[i - 1].lower() not in _BRACKET_SETTINGS:
            continue
        j = i + 1
        while (
            j < len(words)
            and j <= i + _BRACKET_WORDS
            and line_of[j] == line_of[i]
            and (
                _bracket_word(words[j])
                or (j > i + 1 and words[j].lower() in _BRACKET_TAILS)
                or _lower_bracket_word(words, i, j)
            )
        ):
            j += 1
        while (
            j > i + 1
            and j < len(words)
            and j <= i + _BRACKET_WORDS + 2
            and line_of[j] == line_of[i]
            and words[j][:1].isupper()
            and words[j].lower() in _BRACKET_AGENCY_TAILS
        ):
            j += 1  # "(Tallow Creek Visiting Nurses)": the agency's kind ends it
        if j == i + 1 or j >= len(words) or words[j] != ")":
            continue
        start, end = analysis.starts[i + 1], analysis.ends[j - 1]
        found.append(Finding(start, end, HOSPITAL, "setting-bracketed", True))
    return found


#: Labels of a care setting's line in a plan or contact list: ``NH:
#: BRAEMOOR``, ``Rehab: Ashby House``, ``Dialysis unit: DaVita Stoughton``.
_LABEL_SETTINGS = frozenset(
    "nh snf rehab ltc ltach alf ecf vna hospice facility dialysis hd agency".split()
)
#: Care words that end a labelled setting's name: ``Facility: Bayside VNA``.
_LABEL_NAME_TAILS = frozenset("vna snf nh rehab ltc alf hospice".split())
#: Words of a label after its setting: ``Facility contact:``, ``HD unit:``.
_LABEL_TAILS = frozenset("contact unit center name agency".split())
#: The first word of a labelled setting's name must be this rare in English:
#: a label's value is as often a word (``Rehab: Pending``, ``NH: Unknown``).
_LABEL_WORD_ZIPF = 3.0


#: What may follow a labelled setting's name on its line: a pause, a phone.
_LABEL_ENDS = frozenset(", ; ( - / .".split())
#: Endings of care's kinds and states after a setting's label: ``Bariatric``.
_LABEL_KIND_ENDINGS = ("ic", "ia", "al", "ory", "ed", "ing", "ers", "ive")


def _label_word(word: str) -> bool:
    """The first word of a labelled setting's name: rare, no care word nor kind."""
    low = word.lower()
    return (
        _bracket_word(word)
        and len(word) >= _LOWER_BRACKET_LETTERS
        and zipf(low) < _LABEL_WORD_ZIPF
        and low not in GENERIC_WORDS
        and not low.endswith(_LABEL_KIND_ENDINGS)
        and not disease_eponym(word)
        and "health" not in low  # "MassHealth": the payer
        and "term" not in low  # "Longterm"
    )


#: Words of a contact's details after a setting's name: ``, contact Jen``.
_CONTACT_WORDS = frozenset("contact tel phone ph fax rn liaison admissions".split())


def _contact_after(analysis: Analysis, j: int) -> bool:
    """Whether the line goes on with a phone number or a contact from token ``j``."""
    words, line_of = analysis.words, analysis.line_of
    k = j
    while k < len(words) and line_of[k] == line_of[j - 1]:
        if words[k][:1].isdigit() or words[k].lower() in _CONTACT_WORDS:
            return True
        k += 1
    return False


def _label_end(analysis: Analysis, i: int) -> int:
    """The colon's index if a care setting's label opens the line at ``i``, else -1."""
    words, line_of = analysis.words, analysis.line_of
    if words[i].lower() not in _LABEL_SETTINGS:
        return -1
    if i and line_of[i - 1] == line_of[i]:
        return -1  # the label opens its line
    j = i + 1
    if j < len(words) and words[j].lower() in _LABEL_TAILS:
        j += 1
    if j + 1 < len(words) and words[j] == ":" and line_of[j + 1] == line_of[i]:
        return j
    return -1


def labelled_settings(analysis: Analysis) -> list[Finding]:
    """A care setting's name after its label opening a line: ``NH: BRAEMOOR``.

    Contact lists and plans name the setting by its kind and a colon
    (``Rehab: Ashby House, contact Jen``, ``Facility contact: Greenleigh
    SNF``). The first word must be one English hardly uses (a label's value
    is as often a word: ``Rehab: Pending``, ``Dialysis: MWF``) and no care
    word, kind of care nor medical abbreviation; words like a bracketed
    setting's, or a home's common tail (``House``, ``Manor``), may follow,
    then the line's end or a pause. One word alone needs a phone number or
    a contact after it (``NH: BRAEMOOR (781) 555-0192``; not ``Rehab:
    Trach``, shorthand no list holds).
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in true_positions(map(":".__eq__, words)):
        start = i - 1
        if start > 0 and words[start].lower() in _LABEL_TAILS:
            start -= 1
        if start < 0 or _label_end(analysis, start) != i:
            continue
        first = i + 1
        word = words[first]
        if not _label_word(word):
            continue
        j = first + 1
        while (
            j < len(words)
            and j < first + _BRACKET_WORDS
            and line_of[j] == line_of[first]
            and (_bracket_word(words[j]) or words[j].lower() in _BRACKET_TAILS)
        ):
            j += 1
        if (
            j < len(words)
            and line_of[j] == line_of[first]
            and words[j].lower() in _LABEL_NAME_TAILS
        ):
            j += 1  # "Facility: Bayside VNA", "Greenleigh SNF": the kind ends the name
        if (
            j < len(words)
            and line_of[j] == line_of[first]
            and words[j] not in _LABEL_ENDS
        ):
            continue  # "Rehab: Geri unit": a kind of setting, the label's words go on
        if j == first + 1 and not _contact_after(analysis, j):
            continue  # "Rehab: Trach", "NH: Geri": one word alone may be shorthand
        start_char, end_char = analysis.starts[first], analysis.ends[j - 1]
        found.append(Finding(start_char, end_char, HOSPITAL, "setting-labelled", True))
    return found


#: Fields of outpatient practice besides the hospital's specialties, as a
#: practice's name carries them: ``Quarry Hill Internal Medicine``.
_PRACTICE_FIELDS = SPECIALTIES | frozenset(
    "internal primary behavioral imaging pathology counseling kidney breast "
    "mental endocrine dermatology cardiovascular orthopedic orthopaedic "
    # programmes for addiction: "Fairmoor Addiction Services", "Carrow Detox"
    "addiction recovery detox".split()
)
#: Words that close a practice's name after its field: ``... Cardiology
#: Associates``, ``... Pulmonary Group``, ``... Internal Medicine``.
_PRACTICE_HEADS = frozenset(
    "group partners associates specialists consultants physicians services "
    "medicine care health practice lab laboratory unit center centre clinic "
    "program programs".split()
)
#: Heads that make the name a practice's without a cue before it.
_PRACTICE_SURE_HEADS = frozenset(
    "group partners associates specialists consultants physicians".split()
)
#: Words right before a practice's name that say a place follows.
_PRACTICE_CUES = frozenset("at with by from to of through via @ : cc , (".split())
#: Most name words before the field.
_PRACTICE_NAME_WORDS = 3
#: The first name word must be this rare in English (or a listed town).
_PRACTICE_NAME_ZIPF = 3.0
#: A listed town this large names practices: ``Boston Cardiology``.
_PRACTICE_TOWN = 1000
#: Endings of medical adjectives rare in English: ``Thoracic``,
#: ``Interventional``, ``Colorectal`` are kinds of care, not names.
_ADJECTIVE_ENDINGS = ("ic", "al", "ary", "ive", "ous", "ory", "ar", "ed", "ing")
_PRACTICE_FIELD_FORMS = frozenset(w.capitalize() for w in _PRACTICE_FIELDS)


def _practice_name_word(word: str) -> bool:
    """A capitalised word of a practice's own name: no care word, title or drug."""
    low = word.lower()
    return (
        word.isalpha()
        and word.istitle()
        and low not in STOP_WORDS
        and low not in GENERIC_WORDS
        and low not in _PRACTICE_FIELDS
        and low not in _PRACTICE_HEADS
        and low not in INSTITUTION_WORDS
        and low not in PROVIDER_CUES
        and low not in RELATIVE_CUES
        and low not in MONTHS
        and low not in WEEKDAYS
        and low not in drug_words()
        and not clinical_abbreviation(word.upper())
    )


def _practice_first_word(word: str) -> bool:
    """The first word of a practice's name: rare, a listed town or a name word."""
    low = word.lower()
    if low.endswith(_ADJECTIVE_ENDINGS) and not known_place(low, _PRACTICE_TOWN):
        return False  # "Thoracic Surgery", "Interventional Cardiology"
    return zipf(low) < _PRACTICE_NAME_ZIPF or known_place(low, _PRACTICE_TOWN)


#: Two common words may name a practice together after a cue (``with
#: Quarry Hill Primary Care``) when none is this common in English.
_PRACTICE_COMMON_ZIPF = 5.0


def _common_name_word(word: str) -> bool:
    """A common word of a practice's name of several (``Quarry``, ``Hill``):
    no medical adjective (``Adult Congenital Cardiology``)."""
    low = word.lower()
    return zipf(low) < _PRACTICE_COMMON_ZIPF and not low.endswith(_ADJECTIVE_ENDINGS)


def _cued_practice(words: list[str], first: int, line_of: list[int]) -> bool:
    """Whether a place's cue (``at``, ``with``, ``the`` after one, a colon) precedes ``first``."""
    k = first - 1
    if k >= 0 and words[k].lower() == "the":
        k -= 1
    return (
        k >= 0 and line_of[k] == line_of[first] and words[k].lower() in _PRACTICE_CUES
    )


def practice_names(analysis: Analysis) -> list[Finding]:
    """An outpatient practice named by its own words and its field: ``Harrow Cardiology``.

    Letters and follow-up sections name practices so (``Quarry Hill
    Internal Medicine``, ``Kessock Pulmonary Group``, ``Wexcombe
    Dermatology``): up to three capitalised words, the first rare in
    English or a listed town and no medical adjective (``Thoracic
    Surgery``, ``Interventional Radiology`` are kinds of care), then one or
    more fields and a practice's head. A sure head (``Group``, ``Partners``,
    ``Associates``) makes it one wherever it stands; otherwise a place's
    cue must come before (``at``, ``with``, ``by``, a label's colon). A
    title before it makes the words a person's (``Dr. Lenz Cardiology``),
    and a line in capitals is left alone. Sure.
    """
    words, starts, ends, line_of = (
        analysis.words,
        analysis.starts,
        analysis.ends,
        analysis.line_of,
    )
    n = len(words)
    found: list[Finding] = []
    last_end = -1
    for i in true_positions(map(_PRACTICE_FIELD_FORMS.__contains__, words)):
        if i <= last_end or analysis.caps_lines[line_of[i]]:
            continue
        first = i
        while (
            first > 0
            and i - first < _PRACTICE_NAME_WORDS
            and line_of[first - 1] == line_of[i]
            and starts[first] == ends[first - 1] + 1
            and _practice_name_word(words[first - 1])
        ):
            first -= 1
        before = words[first - 1].lower() if first else ""
        if not (
            i - first >= 2
            and _cued_practice(words, first, line_of)
            and all(_common_name_word(w) for w in words[first:i])
        ):
            # the name's first word: skip common ones to a rare one
            while first < i and not _practice_first_word(words[first]):
                first += 1
            if first == i:
                continue
            before = words[first - 1].lower() if first else ""
        if first and before.rstrip(".") in PREFIXES:
            continue  # "Dr. Lenz Cardiology": a person's name
        if first > 1 and before == "." and words[first - 2].lower() in PREFIXES:
            continue
        end = i
        while end + 1 < n and line_of[end + 1] == line_of[i]:
            nxt = words[end + 1]
            if nxt.istitle() and (
                nxt.lower() in _PRACTICE_FIELDS or nxt.lower() in _PRACTICE_HEADS
            ):
                end += 1
            elif (
                nxt in ("&", "and")
                and end + 2 < n
                and line_of[end + 2] == line_of[i]
                and words[end + 2].istitle()
                and words[end + 2].lower() in _PRACTICE_FIELDS
            ):
                end += 2  # "Kessock Pulmonary & Sleep Medicine"
            else:
                break
        sure_head = any(w.lower() in _PRACTICE_SURE_HEADS for w in words[i : end + 1])
        if not (sure_head or _cued_practice(words, first, line_of)):
            continue
        if (
            end + 1 < n
            and line_of[end + 1] == line_of[i]
            and starts[end + 1] == ends[end] + 1
            and _practice_first_word(words[end + 1])
            and _practice_name_word(words[end + 1])
        ):
            end += 1  # "Fresenius Kidney Care Walpole": the site's town
        found.append(Finding(starts[first], ends[end], HOSPITAL, "practice-name", True))
        last_end = end
    return found


#: Fields that are as often a patient's condition or drug after a word
#: (``amiod allergy``, ``back pain``): no practice's in lower case or capitals.
_CONDITION_FIELDS = frozenset(
    "allergy pain wound coumadin warfarin anticoagulation stroke chf lipid hiv "
    "urgent diabetes prenatal fertility spine liver sleep breast kidney mental "
    "primary internal".split()
)
#: Fields as a line in lower case or in capitals writes them.
_PLAIN_FIELD_FORMS = frozenset(
    form for w in _PRACTICE_FIELDS - _CONDITION_FIELDS for form in (w, w.upper())
)


def _plain_name_word(word: str, upper: bool) -> bool:
    """A practice's one name word in a line in lower case or capitals: rare or a town."""
    low = word.lower()
    return (
        word.isalpha()
        and (word.isupper() if upper else word.islower())
        and len(word) >= _CAPS_NAME_LETTERS
        and _practice_name_word(word.capitalize())
        and not low.endswith(_ADJECTIVE_ENDINGS)
        and low[:4] not in _FIELD_STARTS  # "neurosurg", "cardsurg": shorthand
        and "surg" not in low  # "nsurg", "ctsurg"
        and (
            zipf(low) < _PRACTICE_NAME_ZIPF
            or (known_place(low, _SITE_TOWN) and zipf(low) < _SITE_TOWN_ZIPF)
        )
    )


#: The first letters of the fields: shorthand shares them (``neurosurg``).
_FIELD_STARTS = frozenset(w[:4] for w in _PRACTICE_FIELDS if len(w) >= 4)
#: Fewest letters of a practice's name word in lower case or capitals.
_CAPS_NAME_LETTERS = 4


def _plain_cue(words: list[str], first: int, line_of: list[int]) -> bool:
    """A place's cue before ``first``, ``w/`` too (``f/u w/ harrow cardiology``)."""
    k = first - 1
    if k >= 1 and words[k] == "/" and words[k - 1].lower() == "w":
        return line_of[k - 1] == line_of[first]
    return _cued_practice(words, first, line_of)


def plain_practice_names(analysis: Analysis) -> list[Finding]:
    """A practice's name in a line in lower case or capitals: ``f/u w/ harrow cardiology``.

    Where case shows no name, one word English hardly uses (or a listed
    town) right before a field, after a place's cue (``at``, ``with``,
    ``w/``, ``by``), is a practice's own name (``F/U WITH KESSOCK
    PULMONARY GROUP``; not ``f/u with cardiology group``, ``f/u with dr
    smith cardiology``); the fields and heads after it in the same case
    close it. Sure.
    """
    words, starts, ends, line_of = (
        analysis.words,
        analysis.starts,
        analysis.ends,
        analysis.line_of,
    )
    n = len(words)
    found: list[Finding] = []
    for i in true_positions(map(_PLAIN_FIELD_FORMS.__contains__, words)):
        upper = words[i].isupper()
        # capitals in a mixed line only as a field's value: "Provider: HARROW CARDIOLOGY"
        if i < 2 or (
            upper and not analysis.caps_lines[line_of[i]] and words[i - 2] != ":"
        ):
            continue
        first = i - 1
        if (
            line_of[first] != line_of[i]
            or starts[i] != ends[first] + 1
            or not _plain_name_word(words[first], upper)
            or not _plain_cue(words, first, line_of)
        ):
            continue
        end = i
        while (
            end + 1 < n
            and line_of[end + 1] == line_of[i]
            and (words[end + 1].isupper() if upper else words[end + 1].islower())
            and (
                words[end + 1].lower() in _PRACTICE_FIELDS
                or words[end + 1].lower() in _PRACTICE_HEADS
            )
        ):
            end += 1
        found.append(Finding(starts[first], ends[end], HOSPITAL, "practice-name", True))
    return found


#: Care settings a lower-case name stands right before: ``from cresthaven nh``.
_LOWER_SETTINGS = frozenset("nh snf rehab ltc alf ltach ltac ecf".split())
_LOWER_HEADS = _LOWER_SETTINGS | _HOME_TAILS
#: Words right before such a name: where the patient goes, comes from or is.
_LOWER_SETTING_BEFORE = frozenset("to from at @ of".split())
#: A lower-case name of a setting is this rare in English at most, ...
_LOWER_NAME_ZIPF = 2.5
#: ... and this long at least (``geri rehab``, ``trach snf``: shorthand).
_LOWER_NAME_LETTERS = 6


def _lower_setting_name(word: str) -> bool:
    """A lower-case word English hardly uses, no shorthand, drug or care word."""
    low = word.lower()
    return (
        word.isalpha()
        and word.islower()
        and len(word) >= _LOWER_NAME_LETTERS
        and zipf(low) < _LOWER_NAME_ZIPF
        and low not in CLINICAL_PLACES
        and low not in GENERIC_WORDS
        and low not in SPECIALTIES
        and low not in drug_words()
        and not low.endswith(_ADJECTIVE_ENDINGS)
        and not clinical_abbreviation(word.upper())
    )


def lower_setting_names(analysis: Analysis) -> list[Finding]:
    """A care setting's name in lower case: ``pt from cresthaven nh``, ``of larkspur manor``.

    Notes typed in lower case name the nursing home or rehab by a word no
    English text uses right before its kind (``nh``, ``snf``, ``rehab``),
    or before a home's common tail (``manor``, ``house``, ``park``), after
    ``to``/``from``/``at``/``of`` (``the`` may come between). Shorthand
    (``geri rehab``: short), kinds of care (``subacute rehab``) and
    adjectives (``vestibular``) are none. Sure: the name, and its tail.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in true_positions(map(_LOWER_HEADS.__contains__, words)):
        j = i - 1
        if j < 1 or line_of[j] != line_of[i] or not _lower_setting_name(words[j]):
            continue
        k = j - 1
        if words[k].lower() == "the" and k > 0:
            k -= 1
        if line_of[k] != line_of[j] or words[k].lower() not in _LOWER_SETTING_BEFORE:
            continue
        end = i if words[i] in _HOME_TAILS else j
        found.append(
            Finding(
                analysis.starts[j], analysis.ends[end], HOSPITAL, "setting-lower", True
            )
        )
    return found


#: A facility's representative who screens a patient: ``fairmoor liaison``.
_LIAISONS = frozenset("liaison liason liaisons".split())
_LIAISON_FORMS = frozenset(
    form for w in _LIAISONS for form in (w, w.capitalize(), w.upper())
)


def _liaison_name(word: str) -> bool:
    """A facility's one-word name beside its liaison: rare, no care word nor shorthand."""
    low = word.lower()
    return (
        word.isalpha()
        and len(word) >= _CAPS_NAME_LETTERS
        and zipf(low) < _PRACTICE_NAME_ZIPF
        and low not in CLINICAL_PLACES
        and low not in GENERIC_WORDS
        and low not in SPECIALTIES
        and low not in STOP_WORDS
        and low not in drug_words()
        and not low.endswith(_ADJECTIVE_ENDINGS)
        and not clinical_abbreviation(word.upper())
    )


def liaison_places(analysis: Analysis) -> list[Finding]:
    """The facility a liaison comes from: ``screened by fairmoor liaison``.

    Rehabs and nursing homes send a liaison to screen the patient; a word
    no English text uses and no name list holds, right before ``liaison``
    or after ``liaison from``/``at``, is the facility (``liaison from
    thistlewood``; not ``hospice liaison``, ``rehab liaison``, nor a person
    named after the liaison). Sure.
    """
    words, line_of = analysis.words, analysis.line_of
    n = len(words)
    found = []
    for i in true_positions(map(_LIAISON_FORMS.__contains__, words)):
        j = i - 1
        if (
            j >= 0
            and line_of[j] == line_of[i]
            and _liaison_name(words[j])
            and name_people(words[j])[0] <= name_people(words[j])[1]
        ):
            # "fairmoor liaison"; not "Tamika liaison", a first name
            found.append(_token_finding(analysis, j, HOSPITAL, "liaison-place", True))
            continue
        k = i + 2
        if (
            k < n
            and line_of[k] == line_of[i]
            and words[i + 1].lower() in ("from", "at")
        ):
            if words[k].lower() == "the" and k + 1 < n:
                k += 1
            if line_of[k] == line_of[i] and _liaison_name(words[k]):
                found.append(
                    _token_finding(analysis, k, HOSPITAL, "liaison-place", True)
                )
    return found


def bed_places(analysis: Analysis) -> list[Finding]:
    """Where a bed waits, in lower case: ``bed at northgate available tomorrow``.

    Placement notes say where a bed is offered (``bed at``, ``bed offer
    from``); in lower case a word no English text uses there (six letters
    or more, no shorthand nor kind of care: :func:`_lower_setting_name`)
    is the facility (not ``bed at bedside``, ``bed at 30 degrees``). Sure.
    """
    words, line_of = analysis.words, analysis.line_of
    n = len(words)
    found = []
    for i in true_positions(map("bed".__eq__, words)):
        k = i + 1
        if k < n and words[k] == "offer":
            k += 1
        if k + 1 >= n or words[k] not in ("at", "from"):
            continue
        j = k + 1
        if line_of[j] == line_of[i] and _lower_setting_name(words[j]):
            found.append(_token_finding(analysis, j, HOSPITAL, "bed-place", True))
    return found


#: Labels of a field naming an organisation, and the kind of what they name:
#: ``Employer: Halcott Industries``, ``Parish: Holy Family``,
#: ``Destination: Kestrel Bay ED``, ``Discharged to: Ashcombe House``.
_ORG_LABELS = {
    ("employer",): ORGANIZATION,
    ("company",): ORGANIZATION,
    ("parish",): LOCATION,
    ("church",): LOCATION,
    ("destination",): HOSPITAL,
    ("discharged", "to"): HOSPITAL,
    ("practice",): HOSPITAL,
    ("office",): HOSPITAL,
    ("facility",): HOSPITAL,
    ("hospital",): HOSPITAL,
    ("admitted", "from"): HOSPITAL,
    ("prior", "facility"): HOSPITAL,
    ("previous", "facility"): HOSPITAL,
    # a town in a registration's or a run sheet's field: "Hometown: Fenwick"
    ("town",): CITY,
    ("city",): CITY,
    ("hometown",): CITY,
    ("residence",): CITY,
    ("birthplace",): CITY,
    # where a run sheet's call was: "Scene: Fairmoor Plaza parking lot"
    ("scene",): "SCENE",
    ("call", "location"): "SCENE",
    ("incident", "location"): "SCENE",
}
#: The label kind of a scene's place: a name as a destination's, a LOCATION.
_SCENE = "SCENE"
_ORG_LABEL_WORDS = frozenset(w for label in _ORG_LABELS for w in label)
#: A town field's first word this rare is a name (``Town: Kestrel Bay``).
_TOWN_FIELD_ZIPF = 3.5
#: A listed town's name this common is the word (``Residence: Apartment``).
_EVERYDAY_ZIPF = 5.0
#: Values of an employer's field that name no employer.
_NO_EMPLOYER = frozenset(
    "none unknown retired unemployed disabled self self-employed homemaker "
    "student n/a na".split()
)
#: Words before an employer in brackets: ``Employer: retired (Raytheon)``.
_FORMER = frozenset("retired former formerly previously".split())
#: Faiths and churches' kinds: alone they name no parish (``Church: Catholic``).
_DENOMINATIONS = FAITH_WORDS | frozenset(
    "baptist methodist lutheran presbyterian orthodox christian muslim "
    "pentecostal evangelical congregational church parish".split()
)
#: Words joining a field's name: ``Kessock & Sons``, ``Sisters of Mercy``.
_ORG_JOINERS = frozenset("& and of".split())
#: Where a field's name may end: the line's end or a pause.
_ORG_ENDS = frozenset(", ; ( ) - . /".split())


def _org_label(analysis: Analysis, i: int) -> tuple[int, str] | None:
    """The label's first token and kind when the colon at ``i`` closes one opening its line."""
    words, line_of = analysis.words, analysis.line_of
    for size in (1, 2):
        first = i - size
        if first < 0 or line_of[first] != line_of[i]:
            return None
        if first and line_of[first - 1] == line_of[i]:
            continue  # the label must open its line
        kind = _ORG_LABELS.get(tuple(w.lower() for w in words[first:i]))
        if kind is not None:
            return first, kind
    return None


def _value_line(analysis: Analysis, i: int, k: int) -> bool:
    """Whether the label ending at colon ``i`` closes its line and ``k`` opens the next.

    Discharge summaries put a field's value on the line after its label
    (``Facility:`` / ``Tallow Creek VNA``).
    """
    return analysis.line_of[k] == analysis.line_of[i] + 1


def _org_run_end(analysis: Analysis, k: int) -> int:
    """The last token of the capitalised name starting at ``k`` (``k - 1`` if none)."""
    words, starts, ends, line_of = (
        analysis.words,
        analysis.starts,
        analysis.ends,
        analysis.line_of,
    )
    end = k - 1
    j = k
    while j < len(words) and line_of[j] == line_of[k] and j < k + 8:
        word = words[j]
        if word.isalpha() and word[0].isupper():
            end = j
        elif word == "." and j > k and words[j - 1] in ("St", "ST", "Mt", "MT"):
            pass  # "St. Brendan's": the saint's period
        elif (
            word == "'"
            and j + 1 < len(words)
            and words[j + 1] in ("s", "S")
            and starts[j] == ends[j - 1]
        ):
            end = j + 1  # a possessive: "St. Brendan's"
            j += 1
        elif not (word.lower() in _ORG_JOINERS and end == j - 1):
            break
        j += 1
    return end


def _org_value(words: list[str], kind: str, caps: bool) -> bool:
    """Whether a labelled field's capitalised words name an organisation of ``kind``."""
    names = [w for w in words if w.isalpha() and w.lower() not in _ORG_JOINERS]
    lows = [w.lower() for w in names]
    if (
        not names
        or lows[0] in _NO_EMPLOYER
        or any(clinical_abbreviation(w) for w in names if w.isupper())
    ):
        return False
    if kind == LOCATION:  # a parish: any name but a faith's alone
        return any(w not in _DENOMINATIONS and w not in STOP_WORDS for w in lows)
    if kind == CITY:  # "City: Holbrook"; not "Residence: Home", "City: Unknown"
        first = lows[0]
        return (
            (
                zipf(first) < _TOWN_FIELD_ZIPF
                or (known_place(first, _PRACTICE_TOWN) and zipf(first) < _EVERYDAY_ZIPF)
            )
            and first not in CLINICAL_PLACES
            and first not in GENERIC_WORDS
        )
    if kind == ORGANIZATION:
        own = _CAPS_EMPLOYER_ZIPF if caps else _OWN_WORD_ZIPF
        return any(zipf(w) < own for w in lows) and not department_name(names)
    first = lows[0]
    return (
        (zipf(first) < _LABEL_WORD_ZIPF or known_place(first, _PRACTICE_TOWN))
        and first not in CLINICAL_PLACES
        and first not in GENERIC_WORDS
        and first not in SPECIALTIES
        and first not in MONTHS
        and first not in WEEKDAYS
    )


def labelled_organisations(analysis: Analysis) -> list[Finding]:
    """An organisation named in a field its label opens: ``Employer: Halcott Industries``.

    Social histories and run sheets name an employer, a parish or where the
    patient went in a labelled field (``Parish: Holy Family``,
    ``Destination: Kestrel Bay ED``, ``Discharged to: Ashcombe House``,
    ``Employer: retired (Raytheon)``): the capitalised words after the
    colon, up to the line's end or a pause. An employer needs a word not
    common in English (``Employer: Retired``, ``Self`` are none), a parish
    a word no faith's (``Church: Catholic``), a destination a rare first
    word or a listed town, no care setting (``Destination: Home``,
    ``Discharged to: SNF``). A department after it stays out (``ED``).
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in true_positions(map(":".__eq__, words)):
        if i == 0 or words[i - 1].lower() not in _ORG_LABEL_WORDS:
            continue
        label = _org_label(analysis, i)
        k = i + 1
        if label is None or k >= len(words):
            continue
        if line_of[k] != line_of[i] and not _value_line(analysis, i, k):
            continue
        kind = label[1]
        bracketed = (
            kind == ORGANIZATION
            and words[k].lower() in _FORMER
            and k + 1 < len(words)
            and words[k + 1] == "("
        )
        if bracketed:
            k += 2  # "Employer: retired (Raytheon)"
        end = _org_run_end(analysis, k)
        while end >= k and words[end].lower() in _ORG_JOINERS:
            end -= 1
        if end < k:
            continue
        if kind == HOSPITAL:
            while end > k and words[end].lower() in FACILITY_DEPARTMENTS:
                end -= 1  # "Destination: Kestrel Bay ED": the hospital
        after = end + 1
        closed = after >= len(words) or line_of[after] != line_of[k]
        if line_of[k] != line_of[i] and not (closed or words[after] in ("-", ",")):
            continue  # the next line holds the name alone (or with its town)
        if bracketed and (closed or words[after] != ")"):
            continue
        if not (
            closed
            or words[after] in _ORG_ENDS
            or (kind == HOSPITAL and words[after].lower() in FACILITY_DEPARTMENTS)
            or (kind == _SCENE and words[after].islower())  # "... parking lot"
        ):
            continue
        caps = analysis.caps_lines[line_of[i]]
        if not _org_value(words[k : end + 1], kind, caps):
            continue
        label_kind = LOCATION if kind == _SCENE else kind
        found.append(
            Finding(
                analysis.starts[k], analysis.ends[end], label_kind, "org-labelled", True
            )
        )
    return found


#: A town this large after a facility's abbreviation names its site:
#: ``HVMA Wellesley``, ``F/U QRH MILTON``.
_SITE_TOWN = 10_000
#: A site's town this common in English must be a city this large (``MGH
#: Boston``; not ``AT HTIS TIME``, a typo before a word a town shares).
_SITE_TOWN_ZIPF = 4.0
_SITE_CITY = 500_000
#: Words before a facility's abbreviation and its site: ``at``, ``f/u``.
_SITE_CUES = frozenset("at @ to from with pcp f/u fu".split())


def _site_cue(analysis: Analysis, i: int) -> bool:
    """Whether ``at``/``to``/``f/u``/``PCP`` stands right before token ``i`` on its line."""
    words, line_of = analysis.words, analysis.line_of
    j = i - 1
    if j < 0 or line_of[j] != line_of[i]:
        return False
    if words[j].lower() in _SITE_CUES:
        return True
    # "F/U": three tokens
    return (
        j >= 2
        and words[j].lower() == "u"
        and words[j - 1] == "/"
        and words[j - 2].lower() == "f"
    )


def acronym_sites(analysis: Analysis) -> list[Finding]:
    """A facility's abbreviation and the town of its site: ``F/U HVMA WELLESLEY``.

    Practices and hospitals with several sites are told apart by the town
    after their abbreviation (``PCP at HVMA Wellesley``, ``f/u QRH
    Milton``). Capitals that are no medical abbreviation, care setting or
    state (:func:`_acronym`), after a place's cue or ``f/u``, then a
    listed town of 10,000 people or more written in the line's case and
    ending the name: sure, the abbreviation and the town one facility.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in WORD_TESTS.positions(analysis, _ACRONYM):
        k = i + 1
        if (
            k >= len(words)
            or line_of[k] != line_of[i]
            or analysis.starts[k] != analysis.ends[i] + 1
            or clinical_abbreviation(words[i])
            or not _site_cue(analysis, i)
        ):
            continue
        town = words[k]
        caps = analysis.caps_lines[line_of[i]]
        shaped = town.isupper() if caps else town.istitle()
        low = town.lower()
        if not (shaped and town.isalpha() and known_place(low, _SITE_TOWN)):
            continue
        if zipf(low) >= _SITE_TOWN_ZIPF and not known_place(low, _SITE_CITY):
            continue  # "SEEN AT HTIS TIME": an everyday word a small town shares
        nxt = (
            words[k + 1] if k + 1 < len(words) and line_of[k + 1] == line_of[k] else ""
        )
        if nxt[:1].isupper() and not caps:
            continue  # "at HVMA Wellesley Hills": a longer name, left alone
        found.append(
            Finding(
                analysis.starts[i], analysis.ends[k], HOSPITAL, "acronym-site", True
            )
        )
    return found


def facility_findings(analysis: Analysis) -> list[Finding]:
    """Hospital abbreviations and names, wards, and homes, named by their context."""
    return (
        facility_acronyms(analysis)
        + hospital_abbreviations(analysis)
        + lower_case_hospitals(analysis)
        + lone_hospital_names(analysis)
        + before_departments(analysis)
        + ward_names(analysis)
        + homes_of_people(analysis)
        + glued_facilities(analysis)
        + employers(analysis)
        + saints_places(analysis)
        + bracketed_settings(analysis)
        + labelled_settings(analysis)
        + practice_names(analysis)
        + plain_practice_names(analysis)
        + labelled_organisations(analysis)
        + acronym_sites(analysis)
        + lower_setting_names(analysis)
        + liaison_places(analysis)
        + bed_places(analysis)
    )
