"""Practices, labelled organisations and acronym sites named by their context.

``Kessock Pulmonary Group``, ``f/u w/ harrow cardiology``, ``Employer:
retired (Raytheon)``, ``Parish: Holy Family``, ``F/U HVMA WELLESLEY``: an
outpatient practice by its own words, an organisation in a field made for
one, and a site by its acronym and town. Called by
:func:`rules_facilities.facility_findings`.
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import (
    ACRONYM,
    ADJECTIVE_ENDINGS,
    CAPS_EMPLOYER_ZIPF,
    CAPS_NAME_LETTERS,
    COLONS,
    CUE_WORDS,
    FACILITY_DEPARTMENTS,
    LABEL_WORD_ZIPF,
    OWN_WORD_ZIPF,
    PRACTICE_NAME_ZIPF,
    PRACTICE_TOWN,
    SITE_TOWN,
    SITE_TOWN_ZIPF,
)
from vtt_py.deid.kinds import CITY, HOSPITAL, LOCATION, ORGANIZATION, Finding
from vtt_py.deid.lexicon import (
    INSTITUTION_WORDS,
    MONTHS,
    PREFIXES,
    PROVIDER_CUES,
    RELATIVE_CUES,
    WEEKDAYS,
    clinical_abbreviation,
    treatment_word,
    zipf,
)
from vtt_py.deid.rules_place_cues import (
    CLINICAL_PLACES,
    department_name,
)
from vtt_py.deid.rules_places import (
    FAITH_WORDS,
    GENERIC_WORDS,
    SPECIALTIES,
    known_place,
)
from vtt_py.deid.word_tests import WORD_TESTS

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


_PRACTICE_FIELD_FORMS = frozenset(w.capitalize() for w in _PRACTICE_FIELDS)


def _practice_name_word(word: str) -> bool:
    """A capitalised word of a practice's own name: no care word, title, drug or device.

    ``mohs surgery``, ``Botox clinic``: a treatment names the kind of care.
    """
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
        and not treatment_word(low)
        and not clinical_abbreviation(word.upper())
    )


def _practice_first_word(word: str) -> bool:
    """The first word of a practice's name: rare, a listed town or a name word."""
    low = word.lower()
    if low.endswith(ADJECTIVE_ENDINGS) and not known_place(low, PRACTICE_TOWN):
        return False  # "Thoracic Surgery", "Interventional Cardiology"
    return zipf(low) < PRACTICE_NAME_ZIPF or known_place(low, PRACTICE_TOWN)


#: Two common words may name a practice together after a cue (``with
#: Quarry Hill Primary Care``) when none is this common in English.
_PRACTICE_COMMON_ZIPF = 5.0


def _common_name_word(word: str) -> bool:
    """A common word of a practice's name of several (``Quarry``, ``Hill``):
    no medical adjective (``Adult Congenital Cardiology``)."""
    low = word.lower()
    return zipf(low) < _PRACTICE_COMMON_ZIPF and not low.endswith(ADJECTIVE_ENDINGS)


def _cued_practice(words: list[str], first: int, line_of: list[int]) -> bool:
    """Whether a place's cue (``at``, ``with``, ``the`` after one, a colon) precedes ``first``."""
    k = first - 1
    if k >= 0 and words[k].lower() == "the":
        k -= 1
    return (
        k >= 0 and line_of[k] == line_of[first] and words[k].lower() in _PRACTICE_CUES
    )


#: The fields as the tokens are written, looked up with the other facility cues.
_PRACTICE_FIELD_CUES = CUE_WORDS.add(_PRACTICE_FIELD_FORMS)


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
    for i in CUE_WORDS.tokens(analysis, _PRACTICE_FIELD_CUES):
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
        and len(word) >= CAPS_NAME_LETTERS
        and _practice_name_word(word.capitalize())
        and not low.endswith(ADJECTIVE_ENDINGS)
        and low[:4] not in _FIELD_STARTS  # "neurosurg", "cardsurg": shorthand
        and "surg" not in low  # "nsurg", "ctsurg"
        and (
            zipf(low) < PRACTICE_NAME_ZIPF
            or (known_place(low, SITE_TOWN) and zipf(low) < SITE_TOWN_ZIPF)
        )
    )


#: The first letters of the fields: shorthand shares them (``neurosurg``).
_FIELD_STARTS = frozenset(w[:4] for w in _PRACTICE_FIELDS if len(w) >= 4)


def _plain_cue(words: list[str], first: int, line_of: list[int]) -> bool:
    """A place's cue before ``first``, ``w/`` too (``f/u w/ harrow cardiology``)."""
    k = first - 1
    if k >= 1 and words[k] == "/" and words[k - 1].lower() == "w":
        return line_of[k - 1] == line_of[first]
    return _cued_practice(words, first, line_of)


#: The fields as the tokens are written, looked up with the other facility cues.
_PLAIN_FIELD_CUES = CUE_WORDS.add(_PLAIN_FIELD_FORMS)


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
    for i in CUE_WORDS.tokens(analysis, _PLAIN_FIELD_CUES):
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
                or (known_place(first, PRACTICE_TOWN) and zipf(first) < _EVERYDAY_ZIPF)
            )
            and first not in CLINICAL_PLACES
            and first not in GENERIC_WORDS
        )
    if kind == ORGANIZATION:
        own = CAPS_EMPLOYER_ZIPF if caps else OWN_WORD_ZIPF
        return any(zipf(w) < own for w in lows) and not department_name(names)
    first = lows[0]
    return (
        (zipf(first) < LABEL_WORD_ZIPF or known_place(first, PRACTICE_TOWN))
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
    for i in CUE_WORDS.tokens(analysis, COLONS):
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


_SITE_CITY = 500_000


#: Words before a facility's abbreviation and its site: ``at``, ``f/u``.
_SITE_CUES = frozenset("at @ to from with pcp f/u fu".split())


#: The word right before a site's abbreviation: a cue or ``F/U``'s last.
_SITE_CUE_WORDS = _SITE_CUES | {"u"}


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
    state (:func:`acronym`), after a place's cue or ``f/u``, then a
    listed town of 10,000 people or more written in the line's case and
    ending the name: sure, the abbreviation and the town one facility.
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in WORD_TESTS.positions(analysis, ACRONYM):
        k = i + 1
        if (
            i == 0
            # most capitals, told without a call: no cue (nor "F/U"'s "u") before
            or words[i - 1].lower() not in _SITE_CUE_WORDS
            or k >= len(words)
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
        if not (shaped and town.isalpha() and known_place(low, SITE_TOWN)):
            continue
        if zipf(low) >= SITE_TOWN_ZIPF and not known_place(low, _SITE_CITY):
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
