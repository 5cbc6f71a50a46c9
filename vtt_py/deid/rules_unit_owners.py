"""Places named by what they own: a hospital's letters before its unit, a town before its EMS."""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import CUE_WORDS, HOSPITAL_ENDINGS, token_finding
from vtt_py.deid.kinds import CITY, HOSPITAL, ORGANIZATION, Finding
from vtt_py.deid.lexicon import US_STATES, zipf
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES, MOTION, cue_spelling
from vtt_py.deid.rules_places import SPECIALTIES, known_place
from vtt_py.lexicons.clinical import clinical_abbreviations, drug_words


def _forms(words: str) -> frozenset[str]:
    """Each word in small letters, in capitals and capitalised."""
    return frozenset(
        form for w in words.split() for form in (w, w.upper(), w.capitalize())
    )


#: A hospital's units that only a hospital has: ``SMH ED``, ``in the BMC ICU``,
#: ``to XH cath lab`` (``cath`` only before ``lab``: ``COUDE CATH``).
_UNITS = _forms("ed er ew icu ccu micu sicu cath emergency")


_UNIT_CUES = CUE_WORDS.add(_UNITS)


#: Words right before a hospital's letters: ``taken to``, ``was in the``, ``via``.
_UNIT_BEFORE = frozenset("to from at @ in into via".split())


#: Most letters of a hospital's abbreviation.
_MOST_LETTERS = 6


_VOWELS = frozenset("AEIOU")


def _hospital_letters(word: str) -> bool:
    """Capitals that can be a hospital's initials before one of its units.

    No clinical place (``OSH ICU``, ``PACU``), specialty, state or function
    word. Letters without a vowel are initials even when a medical
    abbreviation or a word of chat spells them (``PMH``, ``SMH``): before a
    unit after a place's preposition they are read as the place. Letters
    with a vowel must be in no list of medical abbreviations (``EP``, ``OR``)
    unless they end as a hospital's do (``VAMC``).
    """
    low = word.lower()
    if not (
        2 <= len(word) <= _MOST_LETTERS
        and word.isalpha()
        and word.isupper()
        and low not in CLINICAL_PLACES
        and low not in SPECIALTIES
        and low not in STOP_WORDS
        and word not in US_STATES
    ):
        return False
    if not _VOWELS & set(word) or word.endswith(HOSPITAL_ENDINGS):
        return True
    return word not in clinical_abbreviations() and zipf(low) < 3.5


_LOWER_VOWELS = frozenset("aeiouy")


#: Care roles written in small letters without a vowel: no hospital's initials.
_ROLES = frozenset("pcp pmd md np rn cm sw pt ot slp dr".split())


#: Most letters of a hospital's initials in small letters (``bmc``, ``nwh``).
_MOST_LOWER_LETTERS = 4


def _lower_hospital_letters(word: str) -> bool:
    """``in the bmc icu``: small letters without a vowel that are no word nor drug.

    A note typed in small letters writes a hospital's initials so; with no
    vowel they spell no English word (``bmc``, ``smh``, not ``ed``).
    """
    low = word.lower()
    return (
        2 <= len(word) <= _MOST_LOWER_LETTERS
        and word.isalpha()
        and word.islower()
        and not _LOWER_VOWELS & set(word)
        and low not in CLINICAL_PLACES
        and low not in SPECIALTIES
        and low not in STOP_WORDS
        and low not in _ROLES
        and low not in drug_words()
    )


def _unit_at(analysis: Analysis, k: int) -> bool:
    """Whether token ``k`` is a hospital's unit (``cath`` only before ``lab``)."""
    words = analysis.words
    if words[k].lower() != "cath":
        return True
    return (
        k + 1 < len(words)
        and analysis.line_of[k + 1] == analysis.line_of[k]
        and words[k + 1].lower() == "lab"
    )


def _preposition_before(analysis: Analysis, i: int) -> bool:
    """Whether a place's preposition (then maybe ``the``) stands before token ``i`` on its line."""
    words, line = analysis.words, analysis.line_of[i]
    j = i - 1
    if j >= 0 and words[j].lower() == "the":
        j -= 1
    return j >= 0 and analysis.line_of[j] == line and words[j].lower() in _UNIT_BEFORE


def hospital_units(analysis: Analysis) -> list[Finding]:
    """``taken to SMH ED``, ``was in the BMC ICU``: a hospital's letters before its unit.

    Sure: only a hospital has an emergency room, an intensive care unit or
    a cath lab, so capitals between a place's preposition and such a unit
    name the hospital, even those that spell a medical abbreviation
    elsewhere (``PMH``, past medical history, has no ICU).
    """
    words = analysis.words
    found = []
    for k in CUE_WORDS.tokens(analysis, _UNIT_CUES):
        i = k - 1
        if i > 0 and _hyphen_between(analysis, i - 1, k):
            i -= 1  # "via BMC-ED": the hyphen's letters, glued to both
        if i < 0 or analysis.line_of[i] != analysis.line_of[k]:
            continue
        if analysis.starts[k] != analysis.ends[i] + 1:
            continue  # one space between: "SMH ED", not "SMH.  ED" or "SMH/ED"
        first = _hyphened_initials(analysis, i)
        if first is not None:
            if _unit_at(analysis, k) and _preposition_before(analysis, first):
                found.append(
                    Finding(
                        analysis.starts[first],
                        analysis.ends[i],
                        HOSPITAL,
                        "hospital-unit",
                        True,
                    )
                )
            continue
        letters = _hospital_letters(words[i]) or (
            words[k].islower() and _lower_hospital_letters(words[i])
        )
        if not (letters and _unit_at(analysis, k)):
            continue
        if _preposition_before(analysis, i):
            found.append(token_finding(analysis, i, HOSPITAL, "hospital-unit", True))
    return found


def _hyphen_between(analysis: Analysis, i: int, k: int) -> bool:
    """Whether words ``i`` and ``k`` are joined by one hyphen, glued to both (``BMC-ED``)."""
    return (
        k == i + 2
        and analysis.words[i + 1] == "-"
        and analysis.starts[i + 1] == analysis.ends[i]
        and analysis.starts[k] == analysis.ends[i + 1]
        and analysis.words[i].isupper()
        and len(analysis.words[i]) >= 2
    )


#: Most single letters of hyphened initials: ``N-W``, ``S-M-H``.
_MOST_HYPHENED = 4


def _hyphened_initials(analysis: Analysis, last: int) -> int | None:
    """The first token of single capitals joined by hyphens ending at ``last`` (``N-W``).

    Why: a hospital's initials are also written letter by letter, hyphened
    (``from N-W ED``); before a unit only a hospital has, after a place's
    preposition, they are its name as the run-together ones are.
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    i, count = last, 1
    while (
        i >= 2
        and words[i - 1] == "-"
        and starts[i] == ends[i - 1]
        and starts[i - 1] == ends[i - 2]
        and len(words[i - 2]) == 1
        and words[i - 2].isupper()
        and count < _MOST_HYPHENED
    ):
        i -= 2
        count += 1
    if count < 2 or not (len(words[last]) == 1 and words[last].isupper()):
        return None
    return i


#: A town's own emergency services: ``per Dracut Fire``, ``by Lynn EMS``.
_SERVICES = _forms("ems fire police pd fd ambulance rescue medflight")


_SERVICE_CUES = CUE_WORDS.add(_SERVICES)


#: Services a company gives under its town's name: the town and the word are one name.
_COMPANY_SERVICES = frozenset({"medflight"})


#: Words before a town's service that leave the town alone: ``per``, ``by``,
#: ``called``... (a capitalised word otherwise may begin a longer name:
#: ``Hadley Springs Fire``).
_SERVICE_BEFORE = frozenset(
    "per by via from to with called notified informed contacted and & , ( :".split()
)


#: Fewest people of a town named before its service.
_SERVICE_TOWN = 1000


#: A town this common as an English word must be a city this large:
#: ``Concord Police`` (not ``House Fire``, ``Central Fire``).
_COMMON_TOWN_ZIPF = 4.0
_COMMON_TOWN_PEOPLE = 100_000


def _service_town(analysis: Analysis, i: int, j: int) -> bool:
    """Whether words ``i`` to ``j`` are one listed town written as a name."""
    words = analysis.words[i : j + 1]
    if not all(w.isalpha() and w[0].isupper() for w in words):
        return False
    name = analysis.text[analysis.starts[i] : analysis.ends[j]].lower()
    if "  " in name or not known_place(name, _SERVICE_TOWN):
        return False
    if i == j and zipf(name) >= _COMMON_TOWN_ZIPF:
        return known_place(name, _COMMON_TOWN_PEOPLE)
    return True


def town_services(analysis: Analysis) -> list[Finding]:
    """``Per Dracut Fire``, ``BROUGHT IN BY TEWKSBURY EMS``: a town before its own service.

    Sure in any case: a listed town of one or two words right before its
    fire, police or ambulance service, after a word that starts no name
    (``per``, ``by``) or at a line's start.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for k in CUE_WORDS.tokens(analysis, _SERVICE_CUES):
        for size in (2, 1):
            i = k - size
            if i < 0 or line_of[i] != line_of[k]:
                continue
            before = (
                words[i - 1].lower() if i > 0 and line_of[i - 1] == line_of[k] else ""
            )
            if before and before not in _SERVICE_BEFORE:
                continue
            if _service_town(analysis, i, k - 1):
                start, end = analysis.starts[i], analysis.ends[k - 1]
                if words[k].lower() in _COMPANY_SERVICES:
                    # "Boston Medflight": a company named after its town, whole
                    end = analysis.ends[k]
                    found.append(Finding(start, end, ORGANIZATION, "town-service"))
                else:
                    found.append(Finding(start, end, CITY, "town-service", True))
                break
    return found


_AMPERSANDS = CUE_WORDS.add(frozenset("&"))


#: Medical abbreviations joined by ``&``: intake and output, culture and
#: sensitivity, alert and oriented, incision and drainage...
_MEDICAL_PAIRS = frozenset(
    "I&O D&I A&O C&S C&R C&D S&S D&C I&D H&P T&C T&S R&R M&M P&T A&P C&DB A&V "
    "T&R W&D".split()
)


#: How many tokens before the preposition a motion cue may stand.
_CUE_REACH = 4


def _moved(analysis: Analysis, j: int) -> bool:
    """Whether a motion cue stands within a few tokens before token ``j`` on its line."""
    words, line = analysis.words, analysis.line_of[j]
    for k in range(j - 1, max(-1, j - 1 - _CUE_REACH), -1):
        if analysis.line_of[k] != line:
            return False
        if cue_spelling(words[k].lower()) in MOTION:
            return True
    return False


def _glued_pair(analysis: Analysis, k: int) -> tuple[int, int] | None:
    """The tokens of ``B&W`` around the ``&`` at ``k``: one or two capitals each side, glued."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    i, j = k - 1, k + 1
    if i < 0 or j >= len(words):
        return None
    if starts[k] != ends[i] or starts[j] != ends[k]:
        return None
    if not all(
        1 <= len(w) <= 2 and w.isalpha() and w.isupper() for w in (words[i], words[j])
    ):
        return None
    pair = f"{words[i]}&{words[j]}"
    return None if pair in _MEDICAL_PAIRS else (i, j)


def ampersand_hospitals(analysis: Analysis) -> list[Finding]:
    """``transferred from B&W``: initials joined by ``&`` after a motion's preposition.

    Sure: a hospital named for two founders is written by their initials;
    after ``to``/``from``/``at`` and a motion cue (or before one of its
    units: ``at B&W ED``) they name it. Medical pairs (``I&O``, ``C&S``,
    ``I&D``) are skipped.
    """
    words = analysis.words
    found = []
    for k in CUE_WORDS.tokens(analysis, _AMPERSANDS):
        pair = _glued_pair(analysis, k)
        if pair is None:
            continue
        i, j = pair
        p = i - 1
        if p >= 0 and words[p].lower() == "the":
            p -= 1
        if p < 0 or analysis.line_of[p] != analysis.line_of[i]:
            continue
        if words[p].lower() not in ("to", "from", "at", "@"):
            continue
        unit = j + 1 < len(words) and words[j + 1] in _UNITS
        if unit or _moved(analysis, p):
            start, end = analysis.starts[i], analysis.ends[j]
            found.append(Finding(start, end, HOSPITAL, "hospital-ampersand", True))
    return found


#: A hospital's papers and staff after its initials: ``Per LGH records``,
#: ``NWH notes reviewed``, ``read by LGH radiology``.
_PAPERS = _forms(
    "records record notes note chart summary discharge d/c report reports "
    "paperwork labs radiology pathology staff"
)


_PAPER_CUES = CUE_WORDS.add(_PAPERS)


#: Fewest letters of initials read as a hospital's before its papers.
_PAPER_LETTERS = 3
#: Small letters this common in English (zipf) are a word before papers, no initials.
_PAPER_WORD_ZIPF = 3.0


def _paper_initials(analysis: Analysis, i: int) -> bool:
    """Capitals ending as a hospital's do (H, MC), no medical abbreviation.

    In a line in capitals, only such capitals with no vowel (or ending in
    MC) stand out from the words (``NSMC``; not ``WITH``); so do such
    letters in small letters that English hardly writes (``mgh records``,
    ``nemc notes``; not ``pmh``, a medical abbreviation).
    """
    word = analysis.words[i]
    lower = word.islower()
    if lower:
        if zipf(word) >= _PAPER_WORD_ZIPF:
            return False  # "each notes", "bath records": words, whatever their letters
        word = word.upper()
    if not (
        _PAPER_LETTERS <= len(word) <= 5
        and word.endswith(HOSPITAL_ENDINGS)
        and _hospital_letters(word)
        and word not in clinical_abbreviations()
    ):
        return False
    if lower or analysis.caps_lines[analysis.line_of[i]]:
        return word.endswith("MC") or not _VOWELS & set(word)
    return True


def papers_of_hospitals(analysis: Analysis) -> list[Finding]:
    """``Per LGH records``, ``NWH notes reviewed``: a hospital's initials before its papers.

    Sure: records, notes, a discharge summary or a department's reading
    come from a hospital, and capitals shaped as its initials (ending in
    H or MC, no medical abbreviation) right before them name it.
    """
    found = []
    for k in CUE_WORDS.tokens(analysis, _PAPER_CUES):
        i = k - 1
        if i < 0 or analysis.line_of[i] != analysis.line_of[k]:
            continue
        if analysis.starts[k] != analysis.ends[i] + 1:
            continue
        if _paper_initials(analysis, i):
            found.append(token_finding(analysis, i, HOSPITAL, "hospital-papers", True))
    return found


#: Verbs of calling or sending before a hospital's initials: ``Called QRMC
#: for records``, ``faxed to NWH``.
_CALLS = _forms("called calling call faxed fax phoned contacted")


_CALL_CUES = CUE_WORDS.add(_CALLS)


def called_hospitals(analysis: Analysis) -> list[Finding]:
    """``Called QRMC for records``, ``faxed to NWH``: a hospital's initials called."""
    words = analysis.words
    found = []
    for k in CUE_WORDS.tokens(analysis, _CALL_CUES):
        i = k + 1
        if i < len(words) and words[i].lower() == "to":
            i += 1
        if i >= len(words) or analysis.line_of[i] != analysis.line_of[k]:
            continue
        if _paper_initials(analysis, i):
            found.append(token_finding(analysis, i, HOSPITAL, "hospital-called", True))
    return found


def unit_owner_findings(analysis: Analysis) -> list[Finding]:
    """Hospitals before their units, papers or by their initials; towns before services."""
    return (
        hospital_units(analysis)
        + town_services(analysis)
        + ampersand_hospitals(analysis)
        + papers_of_hospitals(analysis)
        + called_hospitals(analysis)
    )
