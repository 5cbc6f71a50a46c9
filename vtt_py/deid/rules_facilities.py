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
import re
from collections.abc import Iterator

import regex

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import (
    ACRONYM,
    CUE_WORDS,
    FACILITY_DEPARTMENTS,
    HOSPITAL_ENDINGS,
    MAX_LETTERS,
    WARD_NAME_RATIO,
    acronym,
    token_finding,
)
from vtt_py.deid.kinds import HOSPITAL, LOCATION, WARD, Finding
from vtt_py.deid.lexicon import (
    INSTITUTION_WORDS,
    PROVIDER_CUES,
    RELATIVE_CUES,
    clinical_abbreviation,
    name_likelihood_ratio,
    name_people,
    zipf,
)
from vtt_py.deid.rules_care_settings import (
    bed_places,
    bracketed_settings,
    labelled_settings,
    liaison_places,
    lower_setting_names,
)
from vtt_py.deid.rules_dialysis import dialysis_units
from vtt_py.deid.rules_organisations import (
    employers,
    saints_places,
)
from vtt_py.deid.rules_place_cues import (
    CLINICAL_PLACES,
    INFINITIVE_CUES,
    MOTION,
    RECORDS,
    care_at,
    cue_spelling,
)
from vtt_py.deid.rules_places import (
    SPECIALTIES,
    disease_eponym,
)
from vtt_py.deid.rules_practices import (
    acronym_sites,
    labelled_organisations,
    plain_practice_names,
    practice_names,
)
from vtt_py.deid.rules_providers import care_providers
from vtt_py.deid.rules_suppliers import suppliers
from vtt_py.deid.rules_unit_owners import unit_owner_findings
from vtt_py.deid.text import anchored_matches, lowered
from vtt_py.deid.word_tests import WORD_TESTS, tokens_among
from vtt_py.lexicons.clinical import clinical_abbreviations, drug_words

#: Words right before a facility: ``to X``, ``from X``, ``at X``, ``@ X``.
_BEFORE = frozenset("to from at @ in into".split())


#: :data:`_BEFORE` and the ``the`` :func:`_previous_word` skips: the word before
#: a capitalised facility is one of these.
_BEFORE_THE = _BEFORE | {"the"}


#: Words that start a plan line, after which a bare ward is a destination.
_PLAN_WORDS = frozenset("plan p transfer tx xfer".split())


#: Words after a number that make it an amount, not a floor.
_QUANTITY_WORDS = frozenset(
    "u unit units amp amps bag bags tab tabs dose doses blade blades".split()
)


def _cued(analysis: Analysis, i: int) -> bool:
    """Whether a motion, plan or records word stands within four tokens before ``i`` on its line."""
    line = analysis.line_of[i]
    words = analysis.words
    for j in range(i - 1, max(-1, i - 5), -1):
        if analysis.line_of[j] != line:
            return False
        low = words[j].lower()
        if cue_spelling(low) in MOTION or low in _PLAN_WORDS or low in RECORDS:
            return True
    return False


def _previous_word(analysis: Analysis, i: int) -> int:
    """The index of the word before ``i``, skipping ``the``; -1 when none on the line."""
    j = i - 1
    if j >= 0 and analysis.words[j].lower() == "the":
        j -= 1
    if j < 0 or analysis.line_of[j] != analysis.line_of[i]:
        return -1
    return j


def facility_acronyms(analysis: Analysis) -> list[Finding]:
    """Capitals after ``to``/``from``/``at`` with a motion cue, or before a department.

    Weak, for the CRF to weigh; sure after ``PCP at``/``PCP @`` when no
    medical abbreviation (``PCP @ HVMA``): a primary care doctor's practice.
    """
    words = analysis.words
    found = []
    for i in WORD_TESTS.positions(analysis, ACRONYM):
        nxt = words[i + 1].lower() if i + 1 < len(words) else ""
        department = (
            nxt in FACILITY_DEPARTMENTS
            and analysis.line_of[i + 1] == analysis.line_of[i]
        )
        if not department and (i == 0 or words[i - 1].lower() not in _BEFORE_THE):
            continue  # most capitals, told without a call: no preposition before
        j = _previous_word(analysis, i)
        before = words[j].lower() if j >= 0 else ""
        if not department and before not in _BEFORE:
            continue  # most capitals: no preposition before (_AT is in _BEFORE)
        moved = before in _BEFORE and (_cued(analysis, j) or words[j] == "@")
        # "PCP @ HVMA", "PCP AT CHA": a primary care practice, sure.
        primary = (
            before in _AT
            and _primary_care_before(analysis, j)
            and words[i] not in clinical_abbreviations()
        )
        if department or moved or primary:
            found.append(
                token_finding(analysis, i, HOSPITAL, "facility-acronym", primary)
            )
    return found


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
    # The note lowered once for several recognisers: it differs from
    # ``text.lower()`` only where an "İ" stays, which ends no service word's "i".
    low = lowered(analysis.text)
    if not any(key in low for key in _SERVICE_STARTS):
        return []  # most notes: no word list to walk
    words = analysis.words
    return [i - 1 for i in range(1, len(words)) if words[i].lower() in _SERVICES]


#: Words before a hospital's department: ``followed by BMC Geriatrics``.
_AT_OR_BY = _AT | frozenset({"by", "with"})


def _specialty_after(analysis: Analysis, i: int, lower: bool = False) -> bool:
    """Whether a specialty written as a department's name follows token ``i``.

    ``BMC Geriatrics``, ``XYH Cardiology``: a capitalised specialty after a
    hospital's abbreviation names its department, so the capitals are the
    hospital's even when a medical abbreviation has the same letters.
    ``lower`` asks for the specialty in small letters instead (``XYH
    cardiology``), which says less: the caller keeps medical abbreviations out.
    In a line in capitals the specialty is in capitals too.
    """
    k = i + 1
    if k >= len(analysis.words) or analysis.line_of[k] != analysis.line_of[i]:
        return False
    word = analysis.words[k]
    if lower:
        shaped = word.islower()
    else:  # in a line in capitals, as the line is: "FOLLOWED BY MGH CARDIOLOGY"
        shaped = word.istitle() or (
            word.isupper() and analysis.caps_lines[analysis.line_of[k]]
        )
    return shaped and word.lower() in SPECIALTIES


def _small_department(analysis: Analysis, i: int, j: int) -> bool:
    """``followed by XYH cardiology``: hospital letters before a specialty in small letters.

    In a mixed-case line, three capitals or more ending in H or MC after
    ``by``/``with``/``at``, right before a specialty, name the hospital whose
    department follows; medical abbreviations were skipped by the caller
    (not ``with ICH neurology``).
    """
    word = analysis.words[i]
    return (
        len(word) >= _CAPS_LINE_LETTERS
        and word.endswith(HOSPITAL_ENDINGS)
        and j >= 0
        and analysis.words[j].lower() in _AT_OR_BY
        and not analysis.caps_lines[analysis.line_of[i]]
        and _specialty_after(analysis, i, lower=True)
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


def _shaped_acronyms(analysis: Analysis) -> list[int]:
    """The acronyms (:func:`acronym`) ending in one of :data:`HOSPITAL_ENDINGS`, in order.

    :func:`hospital_abbreviations` keeps no other token of that shape: taken
    from the acronyms the word tests found (nine a note), where scanning the
    text for the endings cost two scans and a search per hit.
    """
    words = analysis.words
    return [
        i
        for i in WORD_TESTS.positions(analysis, ACRONYM)
        if words[i].endswith(HOSPITAL_ENDINGS)
    ]


def _moved_to_pair(analysis: Analysis, i: int, j: int) -> bool:
    """``PT WAS TX TO GH``: two capitals ending in H, no vowel, after a motion's preposition.

    In a line in capitals a pair of letters stands out as nothing; after
    ``transferred to``/``sent from`` a consonant and an H name the hospital
    (``MH``, ``SH``); ``OH`` and ``NH`` are states (:func:`acronym`).
    """
    word = analysis.words[i]
    return (
        len(word) == 2
        and word[1] == "H"
        and word[0] not in _CAPS_VOWELS
        and j >= 0
        and analysis.words[j].lower() in _AT
        and _cued(analysis, j)
    )


#: Fewest letters of a hospital's capitals ending in H with a vowel in a line in capitals.
_CAPS_VOWEL_LETTERS = 4


#: Such capitals must be rarer than this as a word (``NEBH``; not ``SYNCH``).
_CAPS_VOWEL_ZIPF = 2.0


def _caps_line_name(analysis: Analysis, i: int, j: int) -> bool:
    """``MRI DONE AT QEBH``: four or five capitals ending in H, no word, after at/to/from.

    Words in capitals that end in H (``TO TOUCH``, ``AT LUNCH``) are common
    English, and :func:`_caps_line_shape` wants no vowel for that; letters
    English never writes as a word are an abbreviation there too, and after
    ``at``/``to``/``from`` (not ``in``: ``IN SYNCH``) a hospital's.
    """
    word = analysis.words[i]
    return (
        _CAPS_VOWEL_LETTERS <= len(word) <= 5
        and j >= 0
        and analysis.words[j].lower() in ("at", "to", "from", "@")
        and zipf(word.lower()) < _CAPS_VOWEL_ZIPF
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
    shaped = _shaped_acronyms(analysis)
    for i in sorted(set(shaped) | set(_before_services(analysis))):
        word = words[i]
        service = i + 1 < len(words) and words[i + 1].lower() in _SERVICES
        j = _previous_word(analysis, i)
        if (
            len(word) > 5
            or (
                analysis.caps_lines[analysis.line_of[i]]
                and not service
                and not _caps_line_shape(word)
                and not _moved_to_pair(analysis, i, j)
                and not _caps_line_name(analysis, i, j)
            )
            or not acronym(word)
            or word.lower() in drug_words()
        ):
            continue
        specialty = (
            j >= 0 and words[j].lower() in _AT_OR_BY and _specialty_after(analysis, i)
        )
        primary = (
            j >= 0 and words[j].lower() in _AT and _primary_care_before(analysis, j)
        )
        if (
            len(word) > 2
            and word in clinical_abbreviations()
            and not (specialty or primary or _medical_center(words, i, j))
        ):
            continue
        before = j >= 0 and words[j].lower() in _AT and word.endswith(HOSPITAL_ENDINGS)
        if before or service or specialty or _small_department(analysis, i, j):
            found.append(
                token_finding(analysis, i, HOSPITAL, "hospital-abbreviation", True)
            )
    return found


def _medical_center(words: list[str], i: int, j: int) -> bool:
    """``CABG at BMC``: capitals ending in ``MC`` after a place preposition.

    Where someone is or comes from, a medical center's letters stand for
    it even when they spell a medical abbreviation too (``BMC``, ``MMC``,
    ``PMC``: bone mineral content, mitomycin C, pseudomembranous colitis
    are no place to be at). Not after ``to``, ``in``: ``progressed to PMC``;
    nor before a measure's noun: ``AT BMC BASELINE`` is a value's.
    """
    after = words[i + 1].lower() if i + 1 < len(words) else ""
    return (
        j >= 0
        and words[j].lower() in ("at", "from", "@")
        and words[i].upper().endswith("MC")
        and after not in _MEASURE_NOUNS
    )


#: Nouns after letters that make them a measure's (``at MS baseline``).
_MEASURE_NOUNS = frozenset(
    "baseline baselines level levels goal goals range target targets value values".split()
)


#: A lower-case hospital abbreviation after a place preposition: ``to bwh``, ``from nwh ed``.
_LOWER_HOSPITAL = re.compile(
    r"(?:\b(?:at|to|from|in)|@)[ \t]+(?P<abbr>[a-z]{1,3}(?:h|mc))\b"
)


#: The prepositions of :data:`_LOWER_HOSPITAL`, looked up with the facility cues.
_LOWER_PREPOSITIONS = CUE_WORDS.add(frozenset({"at", "to", "from", "in", "@"}))


#: The endings of :data:`_LOWER_HOSPITAL`'s abbreviation.
_LOWER_ENDINGS = ("h", "mc")


def _lower_hospital_tokens(analysis: Analysis) -> Iterator[re.Match[str]]:
    """What ``_LOWER_HOSPITAL.finditer(analysis.text)`` yields, tried at its prepositions.

    A match starts at a word boundary and its preposition ends at a space,
    so the preposition is a whole token; its abbreviation ends at a word
    boundary too, so it is the next token, ending in ``h`` or ``mc``. Two
    matches never overlap (an abbreviation is no preposition). So the
    pattern is tried only at the prepositions before such a token (about
    one a note), where a scan of the text
    cost more.
    """
    words, starts, text = analysis.words, analysis.starts, analysis.text
    last = len(words) - 1
    before_endings = [
        i
        for i in CUE_WORDS.tokens(analysis, _LOWER_PREPOSITIONS)
        if i < last and words[i + 1].endswith(_LOWER_ENDINGS)
    ]
    for i in before_endings:
        m = _LOWER_HOSPITAL.match(text, starts[i])
        if m is not None:
            yield m


_VOWELS = frozenset("aeiou")


#: Zipf frequency under which a lower-case word is no English word (``bwh`` 2.0, ``bath`` 4.4).
_NO_WORD_ZIPF = 2.5


#: Hospital units a lower-case hospital abbreviation names right before it:
#: ``to gh cath lab``, ``at nwh icu`` (not ``lab`` alone: ``gh lab`` is a test).
_UNITS_AFTER = frozenset("cath ed er ew icu micu sicu ccu emergency".split())


def _abbreviation_before_unit(analysis: Analysis, i: int) -> bool:
    """Whether lower-case token ``i`` is a hospital's letters before one of its units.

    ``to gh cath lab``, ``from mh ed``: two or three letters without a vowel
    (no word, ``oh``, ``ah``) before a unit of :data:`_UNITS_AFTER` name the
    hospital even when the letters are a medical abbreviation elsewhere
    (``GH``, growth hormone); no hormone nor finding has a cath lab.
    """
    word = analysis.words[i]
    return (
        2 <= len(word) <= 3
        and word.islower()
        and not _VOWELS & set(word)
        and analysis.word_after(i) in _UNITS_AFTER
        and word not in drug_words()
    )


def lower_hospitals_before_specialty(analysis: Analysis) -> list[Finding]:
    """A hospital's letters in small letters right before one of its specialties.

    ``followed by mgh cardiology``, ``bwh onc``: three to five letters ending
    in ``h`` or ``mc``, no English word (``each``), medical abbreviation
    (``tsh endocrine``) or drug, name the hospital whose department follows.
    """
    words = analysis.words
    found = []
    # (the specialties as written in small letters, found in the word index)
    for k in tokens_among(analysis, SPECIALTIES):
        i = k - 1
        if i < 0 or analysis.line_of[i] != analysis.line_of[k]:
            continue
        word = words[i]
        if (
            3 <= len(word) <= 5
            and word.isalpha()
            and word.islower()
            and word.endswith(_LOWER_ENDINGS)
            and zipf(word) < _NO_WORD_ZIPF
            and not clinical_abbreviation(word.upper())
            and word not in drug_words()
        ):
            found.append(token_finding(analysis, i, HOSPITAL, "hospital-lower", True))
    return found


def lower_case_hospitals(analysis: Analysis) -> list[Finding]:
    """``transferred to bwh``, ``from nwh ed``, ``pt @ mgh``: a hospital's initials in lower case.

    Notes typed in lower case write hospitals' abbreviations so too; one
    ending in ``h`` or ``mc`` that is no English word, no medical
    abbreviation (``lmwh``) and no drug, after a place preposition, is a
    hospital: sure after a motion cue or before a department, weak
    otherwise, and then only without a vowel (``progressed to rvh`` is a
    finding of the heart, ``increased to edh`` one of the head).
    """
    words = analysis.words
    found = []
    for m in _lower_hospital_tokens(analysis):
        abbr = m.group("abbr")
        i = bisect.bisect_left(analysis.starts, m.start("abbr"))
        primary = i > 0 and _primary_care_before(analysis, i - 1)
        # (``at bmc``: as primary care's, a medical center's letters need no rarity)
        vouched = primary or _medical_center(words, i, i - 1)
        # "had echo at ssh": after care and "at", letters without a vowel need
        # no rarity either (ssh is a computer's word too)
        cared = i > 0 and care_at(analysis, i - 1)
        if _abbreviation_before_unit(analysis, i):
            # "to gh cath lab": GH is growth hormone too, but no hormone has a cath lab
            found.append(
                Finding(
                    m.start("abbr"), m.end("abbr"), HOSPITAL, "hospital-lower", True
                )
            )
            continue
        if (
            (
                zipf(abbr) >= _NO_WORD_ZIPF
                and not ((vouched or cared) and not _VOWELS & set(abbr))
            )
            or (clinical_abbreviation(abbr.upper()) and not vouched)
            or abbr in drug_words()
        ):
            continue
        department = i + 1 < len(words) and words[i + 1].lower() in FACILITY_DEPARTMENTS
        sure = i > 0 and (department or primary or cared or _cued(analysis, i - 1))
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


#: The name words looked up with the other facility cues.
_HOSPITAL_NAME_CUES = CUE_WORDS.add(_HOSPITAL_NAME_FORMS)


def lone_hospital_names(analysis: Analysis) -> list[Finding]:
    """``was at Mercy``, ``from SINAI``: a hospital called by its one name word.

    A word that is a hospital's whole name only after a place preposition
    (``at the mercy of`` has ``the`` between; ``is Baptist`` none): sure when
    capitalised in an ordinary line, weak in a line in capitals.
    """
    words = analysis.words
    found = []
    for i in CUE_WORDS.tokens(analysis, _HOSPITAL_NAME_CUES):
        if i == 0 or words[i - 1].lower() not in _HOSPITAL_BEFORE:
            continue
        caps = analysis.caps_lines[analysis.line_of[i]]
        sure = not caps and not words[i].isupper()
        found.append(token_finding(analysis, i, HOSPITAL, "hospital-name-word", sure))
    return found


def _floor_after(analysis: Analysis, i: int) -> bool:
    """Whether a floor number follows word ``i``: ``Smithson 2.``, not ``IABP 1:1``."""
    k = i + 1
    words = analysis.words
    if k >= len(words) or analysis.line_of[k] != analysis.line_of[i]:
        return False
    number = words[k]
    gap = analysis.starts[k] - analysis.ends[i]
    if not (number.isdecimal() and 1 <= int(number) <= 12 and 1 <= gap <= 2):
        return False
    if k + 1 < len(words) and words[k + 1].lower() in _QUANTITY_WORDS:
        return False  # "transfuse 2 U PRBC", "give 1 unit", "Miller 4 blade": no ward
    after = analysis.text[analysis.ends[k] : analysis.ends[k] + 2]
    # "PSV 10/5", "HCT 24.5", "IABP 1:1", "MSO 4mg": a value, not a floor.
    return not (after[:1] in ("/", ":", "%", "-") or after[:1].isalpha()) and not (
        after[:1] in ".," and after[1:2].isdigit()
    )


#: ... borne by this many people at least.
_WARD_SURNAME_PEOPLE = 5000


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
    if not (number.isdecimal() and 1 <= int(number) <= 12):
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
    words = analysis.words
    found = []
    for i in WORD_TESTS.positions(analysis, _WARD_WORD):
        if not (
            (i + 1 < len(words) and words[i + 1].isdigit())
            or (i and words[i - 1].isdigit())
        ):
            continue  # most ward words: no floor number beside them
        word = words[i]
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
    return found + glued_wards(analysis.text, found)


#: A ward's name run into its floor's number: ``KELLY3``, ``Reisman11``.
_GLUED_FLOOR = re.compile(r"[0-9]{1,2}(?![0-9A-Za-z])")


def glued_wards(text: str, wards: list[Finding]) -> list[Finding]:
    """``BACK TO KELLY 3 ... KELLY3 DEVELOPED CP``: a ward found once, then glued to a number.

    Nurses type the ward's name run into its floor (``KELLY3``) once the
    note has named it with a space; the name alone is the same ward, as sure
    as the one found. Each name is looked up with ``str.find``: a note
    names few wards.
    """
    more = []
    names: dict[str, bool] = {}
    for f in wards:  # sure when any of its findings is
        name = text[f.start : f.end]
        names[name] = names.get(name, False) or f.strong
    for name, strong in names.items():
        at = text.find(name)
        while at != -1:
            end = at + len(name)
            # Its own word (not inside "McKELLY3"), the number right after it.
            if (at == 0 or not text[at - 1].isalnum()) and _GLUED_FLOOR.match(
                text, end
            ):
                more.append(Finding(at, end, WARD, "ward-glued", strong))
            at = text.find(name, end)
    return more


#: An ICU's call-out to a ward: ``c/o to Hernandez``, ``called out to quillmoor``.
_CALL_OUT = regex.compile(
    r"(?:c/o|call(?:ed|ing)?[ ]out)[ ]+to[ ]+(?P<ward>[a-z][a-z'-]{2,24}+)(?![a-z0-9'-])"
)


#: The words every :data:`_CALL_OUT` match starts with.
_CALL_OUT_KEYS = ("c/o", "call")


def called_out_wards(analysis: Analysis) -> list[Finding]:
    """``c/o to hernandez if stable``: the ward an ICU patient is called out to.

    ICU notes plan the call-out to a ward named by its building, often a
    family name or a rare word (``call out to Farr``). Sure only when the
    word is a surname likelier a name than a word, or rare in English: not
    ``called out to floor``, ``c/o to medicine``, ``called out to the RN``,
    nor a first name (``called out to Maria for help``: a person called).
    """
    text = analysis.text
    found = []
    for m in anchored_matches(_CALL_OUT, lowered(text), _CALL_OUT_KEYS):
        low = m.group("ward")
        if (
            low in STOP_WORDS
            or low in CLINICAL_PLACES
            or low in SPECIALTIES
            or low in drug_words()
            or low in PROVIDER_CUES
            or low in RELATIVE_CUES
            or clinical_abbreviation(low.upper())
        ):
            continue
        first_people, last_people = name_people(low)
        if first_people > last_people:
            continue  # "called out to Maria": a person, called for help
        if _ward_name(low) or zipf(low) < _CALLED_OUT_ZIPF:
            found.append(
                Finding(m.start("ward"), m.end("ward"), WARD, "called-out", True)
            )
    return found


#: A word rarer than this after a call-out cue is a ward's name.
_CALLED_OUT_ZIPF = 2.5


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
        if words[i + 1].lower() not in FACILITY_DEPARTMENTS or acronym(words[i]):
            continue  # capitals are facility_acronyms'
        if disease_eponym(words[i]):
            continue  # "at Parkinsons clinic": a disease's clinic
        if analysis.text.count("\n", analysis.ends[i], analysis.starts[i + 1]) >= 2:
            continue  # "d/c to Spaulding" / blank line / "Rehab ...": another paragraph
        j = _previous_word(analysis, i)
        before = words[j].lower() if j >= 0 else ""
        if before in _BEFORE | {"via"} or (
            before == "on" and _campus_after(analysis, i)
        ):
            sure = _emergency_name(analysis, i) or _named_site(analysis, i)
            if before == "via" and not sure:
                continue
            found.append(token_finding(analysis, i, HOSPITAL, "facility-name", sure))
    return found


#: Sites a hospital names after a person (``Brown cath lab``, ``Villa campus``),
#: where no drug, mode nor specialty stands (``cath`` only before ``lab``).
_NAMED_SITES = frozenset({"cath", "campus"})


def _campus_after(analysis: Analysis, i: int) -> bool:
    """Whether ``campus`` follows token ``i``: ``bed on villa campus``."""
    return analysis.word_after(i) == "campus"


def _named_site(analysis: Analysis, i: int) -> bool:
    """``to brown cath lab``, ``on villa campus``: a surname before a site named after one.

    A hospital names its cath labs and campuses after benefactors; a listed
    surname far likelier a name than a word before them is one (not ``to
    main cath lab``, ``on east campus``, ``to peds cath lab``).
    """
    site = analysis.word_after(i)
    if site == "cath" and (
        analysis.word_after(i + 1) != "lab" or not analysis.words[i].islower()
    ):
        # "to foley cath": a catheter named after its maker. A capitalised
        # name ("to Smithson cath lab") stays weak: its capital shows the CRF.
        return False
    return site in _NAMED_SITES and _ward_surname(analysis.words[i].lower())


def _emergency_name(analysis: Analysis, i: int) -> bool:
    """A capitalised rare word in a mixed-case line before ``ED``/``ER``: a hospital's."""
    word = analysis.words[i]
    return (
        analysis.word_after(i) in _EMERGENCY_ROOMS
        and not analysis.caps_lines[analysis.line_of[i]]
        and word.istitle()
        and zipf(word.lower()) < _EMERGENCY_NAME_ZIPF
        and not clinical_abbreviation(word.upper())
    )


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


#: Where :func:`homes_of_people` looks: each apostrophe.
_APOSTROPHE_CUES = CUE_WORDS.add(frozenset("'"))


def homes_of_people(analysis: Analysis) -> list[Finding]:
    """A listed name before ``'s house`` after ``at``/``to``: ``at jo smith's house``.

    The owner's name says where the patient was; the gold marks it as the
    place. The first word must be more likely a name than an English word
    ("at the neighbor's house" is no name), so the finding is strong.
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    n = len(words)
    found = []
    for i in CUE_WORDS.tokens(analysis, _APOSTROPHE_CUES):
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


#: Words joining two hospitals' abbreviations: ``BWH and MGH``, ``nwh/bidmc``.
_HOSPITAL_JOINERS = frozenset("and & , / or".split())


def coordinated_hospitals(analysis: Analysis, found: list[Finding]) -> list[Finding]:
    """A second hospital's letters joined to a sure one's: ``seen at BWH and MGH``.

    Written in the first's case and shaped as a hospital's (ending in H or
    MC), no English word and no medical abbreviation unless it ends in MC
    (``from NWH and BIDMC``, ``from nwh and bidmc``); not ``MGH and PCP``,
    ``BWH and ICU``, ``from MGH and LMWH``. As sure as the first.
    """
    words, starts = analysis.words, analysis.starts
    extra = []
    for f in found:
        i = bisect.bisect_left(starts, f.start)
        j = i + 2
        if (
            not f.strong
            or j >= len(words)
            or analysis.ends[i] != f.end
            or words[i + 1].lower() not in _HOSPITAL_JOINERS
            or analysis.line_of[j] != analysis.line_of[i]
        ):
            continue
        if _second_hospital(words[i], words[j]):
            extra.append(token_finding(analysis, j, HOSPITAL, "hospital-pair", True))
    return extra


def _second_hospital(first: str, word: str) -> bool:
    """Whether ``word`` after a hospital's letters ``first`` and a joiner is another's."""
    upper = word.upper()
    return (
        word.isalpha()
        and 3 <= len(word) <= MAX_LETTERS
        and (word.isupper() if first.isupper() else word.islower())
        and upper.endswith(HOSPITAL_ENDINGS)
        and zipf(word.lower()) < _NO_WORD_ZIPF
        and (not clinical_abbreviation(upper) or upper.endswith("MC"))
        and word.lower() not in drug_words()
        and word.lower() not in CLINICAL_PLACES
    )


def facility_findings(analysis: Analysis) -> list[Finding]:
    """Hospital abbreviations and names, wards, and homes, named by their context."""
    abbreviations = (
        hospital_abbreviations(analysis)
        + lower_case_hospitals(analysis)
        + lower_hospitals_before_specialty(analysis)
    )
    return (
        facility_acronyms(analysis)
        + abbreviations
        + coordinated_hospitals(analysis, abbreviations)
        + lone_hospital_names(analysis)
        + before_departments(analysis)
        + ward_names(analysis)
        + called_out_wards(analysis)
        + homes_of_people(analysis)
        + glued_facilities(analysis)
        + employers(analysis)
        + suppliers(analysis)
        + care_providers(analysis)
        + dialysis_units(analysis)
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
        + unit_owner_findings(analysis)
    )
