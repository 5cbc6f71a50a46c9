"""Care settings named by their context: brackets, labels, lower case, liaisons, bed offers.

``PT FROM NH (WINGATE)``, ``NH: BRAEMOOR (781) 555-0192``, ``pt from
cresthaven nh``, ``fairmoor liaison``, ``bed offer from fairmoor``: a rehab,
a nursing home or an agency named where a note's words say a setting comes.
Called by :func:`rules_facilities.facility_findings`.
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import (
    ADJECTIVE_ENDINGS,
    CAPS_NAME_LETTERS,
    COLONS,
    CUE_WORDS,
    HOME_TAILS,
    HOSPITAL_ENDINGS,
    LABEL_WORD_ZIPF,
    PRACTICE_NAME_ZIPF,
    WARD_NAME_RATIO,
    token_finding,
)
from vtt_py.deid.kinds import HOSPITAL, Finding
from vtt_py.deid.lexicon import (
    MONTHS,
    WEEKDAYS,
    clinical_abbreviation,
    name_likelihood_ratio,
    name_people,
    zipf,
)
from vtt_py.deid.rules_place_cues import (
    CLINICAL_PLACES,
)
from vtt_py.deid.rules_places import (
    FAITH_WORDS,
    GENERIC_WORDS,
    LARGE_PLACE,
    SPECIALTIES,
    disease_eponym,
    known_place,
)
from vtt_py.lexicons.clinical import drug_words

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


#: ... and a town's or a landscape's (``(Tallow Creek Visiting Nurses)``).
_BRACKET_TAILS = HOME_TAILS | frozenset("creek river brook valley bay".split())


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


#: Settings whose own initials may follow in brackets: ``OSH (CMH)``.
_HOSPITAL_SETTINGS = frozenset("osh hospital hosp".split())


def _bracketed_initials(words: list[str], i: int) -> bool:
    """Only a hospital's initials in the brackets at ``i`` after ``OSH``: ``OSH (CMH)``.

    The bracket names which outside hospital; capitals ending as a
    hospital's do, alone in it, are its initials unless a medical
    abbreviation spells them (``OSH (PMH)`` is its history).
    """
    if words[i - 1].lower() not in _HOSPITAL_SETTINGS or i + 2 >= len(words):
        return False
    letters = words[i + 1]
    return (
        words[i + 2] == ")"
        and 2 <= len(letters) <= 5
        and letters.isalpha()
        and letters.isupper()
        and letters.endswith(HOSPITAL_ENDINGS)
        and not clinical_abbreviation(letters)
    )


#: Where :func:`bracketed_settings` looks: each opening bracket.
_BRACKET_CUES = CUE_WORDS.add(frozenset("("))


def bracketed_settings(analysis: Analysis) -> list[Finding]:
    """A care setting's name in brackets after its kind: ``PT FROM NH (WINGATE)``.

    Notes name the setting by its kind and then which one (``rehab
    (Spaulding)``, ``HD (DaVita)``): up to three capitalised words, each
    rare in English and none a care word or a medical abbreviation, filling
    the brackets right after the kind.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in CUE_WORDS.tokens(analysis, _BRACKET_CUES):
        if i == 0 or words[i - 1].lower() not in _BRACKET_SETTINGS:
            continue
        if _bracketed_initials(words, i):
            found.append(
                token_finding(analysis, i + 1, HOSPITAL, "setting-bracketed", True)
            )
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
        and zipf(low) < LABEL_WORD_ZIPF
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
    for i in CUE_WORDS.tokens(analysis, COLONS):
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


#: Care settings a lower-case name stands right before: ``from cresthaven nh``.
_LOWER_SETTINGS = frozenset("nh snf rehab ltc alf ltach ltac ecf".split())


_LOWER_HEADS = _LOWER_SETTINGS | HOME_TAILS


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
        and not low.endswith(ADJECTIVE_ENDINGS)
        and not clinical_abbreviation(word.upper())
    )


#: The heads as the tokens are written, looked up with the other facility cues.
_LOWER_HEAD_CUES = CUE_WORDS.add(_LOWER_HEADS)


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
    for i in CUE_WORDS.tokens(analysis, _LOWER_HEAD_CUES):
        j = i - 1
        if j < 1 or line_of[j] != line_of[i] or not _lower_setting_name(words[j]):
            continue
        k = j - 1
        if words[k].lower() == "the" and k > 0:
            k -= 1
        if line_of[k] != line_of[j] or words[k].lower() not in _LOWER_SETTING_BEFORE:
            continue
        end = i if words[i] in HOME_TAILS else j
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
        and len(word) >= CAPS_NAME_LETTERS
        and zipf(low) < PRACTICE_NAME_ZIPF
        and low not in CLINICAL_PLACES
        and low not in GENERIC_WORDS
        and low not in SPECIALTIES
        and low not in STOP_WORDS
        and low not in drug_words()
        and not low.endswith(ADJECTIVE_ENDINGS)
        and not clinical_abbreviation(word.upper())
    )


#: The liaisons as the tokens are written, looked up with the other facility cues.
_LIAISON_CUES = CUE_WORDS.add(_LIAISON_FORMS)


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
    for i in CUE_WORDS.tokens(analysis, _LIAISON_CUES):
        j = i - 1
        if (
            j >= 0
            and line_of[j] == line_of[i]
            and _liaison_name(words[j])
            and name_people(words[j])[0] <= name_people(words[j])[1]
        ):
            # "fairmoor liaison"; not "Tamika liaison", a first name
            found.append(token_finding(analysis, j, HOSPITAL, "liaison-place", True))
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
                    token_finding(analysis, k, HOSPITAL, "liaison-place", True)
                )
    return found


#: Where :func:`bed_places` looks: ``bed``.
_BED_CUES = CUE_WORDS.add(frozenset({"bed"}))


def bed_places(analysis: Analysis) -> list[Finding]:
    """Where a bed waits: ``bed at northgate available tomorrow``, ``pending bed @ Sea View``.

    Placement notes say where a bed is offered (``bed at``, ``bed offer
    from``, ``bed available at``); in lower case a word no English text
    uses there (six letters or more, no shorthand nor kind of care:
    :func:`_lower_setting_name`) is the facility (not ``bed at bedside``,
    ``bed at 30 degrees``); in mixed case, so are the capitalised words
    there (:func:`_bed_name_end`). Sure.
    """
    words, line_of = analysis.words, analysis.line_of
    n = len(words)
    found = []
    for i in CUE_WORDS.tokens(analysis, _BED_CUES):
        k = i + 1
        if k < n and words[k] in _BED_STATES:
            k += 1
        if k + 1 >= n or words[k] not in ("at", "from", "@"):
            continue
        j = k + 1
        if line_of[j] != line_of[i]:
            continue
        if _lower_setting_name(words[j]):
            found.append(token_finding(analysis, j, HOSPITAL, "bed-place", True))
        elif (end := _bed_name_end(analysis, j)) is not None:
            found.append(
                Finding(
                    analysis.starts[j], analysis.ends[end], HOSPITAL, "bed-place", True
                )
            )
    return found


#: Words between ``bed`` and where it is: ``bed offered at``.
_BED_STATES = frozenset("offer offered available avail".split())
#: At most this many capitalised words name where a bed waits.
_BED_NAME_WORDS = 3
#: One capitalised word this common in English is no facility's name alone.
_BED_WORD_ZIPF = 4.5
#: Before ``bed``, where a patient lies, not where a bed is offered.
_IN_BED = frozenset("in of to".split())


def _bed_name_end(analysis: Analysis, j: int) -> int | None:
    """The last of the capitalised words from token ``j`` naming a facility, in mixed case.

    Not a kind of care or a unit (``bed at Rehab``, ``bed at ICU``), a
    month or a day.
    """
    words, line_of = analysis.words, analysis.line_of
    if analysis.caps_lines[line_of[j]]:
        return None
    end = j - 1
    while (
        end + 1 < len(words)
        and end + 1 - j < _BED_NAME_WORDS
        and line_of[end + 1] == line_of[j]
        and words[end + 1].isalpha()
        and words[end + 1][0].isupper()
        and not words[end + 1].isupper()
        and words[end + 1].lower() not in STOP_WORDS
    ):
        end += 1
    if end < j:
        return None
    low = words[j].lower()
    if (
        low in CLINICAL_PLACES
        or low in GENERIC_WORDS
        or low in SPECIALTIES
        or low in MONTHS
        or low in WEEKDAYS
        or clinical_abbreviation(words[j])
        or (end == j and zipf(low) >= _BED_WORD_ZIPF)  # "bed at Station"
        or (j >= 3 and words[j - 3].lower() in _IN_BED)  # "in bed at", "out of bed at"
    ):
        return None
    return end
