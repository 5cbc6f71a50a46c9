"""Organisations named by a head noun after their own words: ``Harbor Health Services``.

A social history names the agencies, centres, banks and churches of a
patient's life (``Little Sprouts Learning Center``, ``Greater Boston Food
Bank``, ``Grace Chapel``); no list holds them, but their shape is a name's:
capitalised words of their own, words of the kind of place (``Learning``,
``Health``, ``Food``), then a head (``Center``, ``Services``, ``Bank``). A
head after kind words alone is a department or a service, no one's name
(``Social Services``, ``Poison Control Center``, ``First Baptist Church``).
In a line in capitals, where every word looks like a name, the own words
must be rare in English or a listed town's (``BOSTON HOUSING AUTHORITY``).
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import CUE_WORDS
from vtt_py.deid.kinds import LOCATION, ORGANIZATION, Finding
from vtt_py.deid.lexicon import (
    INSTITUTION_WORDS,
    PLACE_PREPOSITIONS,
    STREET_SUFFIXES,
    clinical_abbreviation,
    zipf,
)
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES
from vtt_py.deid.rules_places import SPECIALTIES, known_place
from vtt_py.lexicons.english import common_english_word

RULE = "org-head"
#: The last word of an organisation's name (the hospitals' heads are
#: :mod:`rules_places`', the schools' :mod:`rules_schools`').
_HEADS = frozenset(
    "Center Centre Services Bank Foundation Shelter Church Chapel Temple "
    "Synagogue Mosque Parish Ministries Mission Society Association Alliance "
    "Partners Agency Corporation "
    # a town's own offices: "Cambridge Housing Authority", "Quincy Council on Aging"
    "Authority Council Commission".split()
)
#: Heads of a landmark's name: a place someone is found at or near
#: (``outside South Station``, ``at Harvard Square``).
_LANDMARK_HEADS = frozenset(
    "Station Square Airport Terminal Mall Plaza Stadium Arena "
    # outdoors: "fishing off Nantasket Beach", "found in Franklin Park"
    "Beach Park Pond Harbor Pier Garden Gardens".split()
)
#: Heads written in small letters after the name (``the Salvation Army
#: shelter``): the name is the capitalised words alone.
_LOWER_HEADS = frozenset(
    "shelter church chapel temple mosque synagogue store supermarket".split()
)
#: Words naming the kind of organisation, not which one (general English and
#: clinical knowledge): ``Learning``, ``Food``, ``Protective``, ``Baptist``.
KIND_WORDS = frozenset(
    (
        "learning community senior seniors youth day child children's childrens "
        "daycare childcare preschool "
        "family families health human social elder elders food recovery "
        "counseling counselling treatment detox rehabilitation medical mental "
        "behavioral behavioural wellness fitness care caring home homeless "
        "housing legal protective adult women's men's veterans veteran "
        "transitional residential assisted living nursing skilled hospice "
        "poison control crisis emergency imaging infusion wound transplant "
        "trauma burn stroke breast birth birthing blood donor organ cancer "
        "heart vascular dialysis sleep eye diabetes kidney surgery surgical "
        "sports spine pain memory hearing speech vision dental outpatient "
        "inpatient ambulatory primary urgent specialty specialist clinical "
        "interpreter interpreters pastoral spiritual environmental patient "
        "patients guest nutrition respiratory rescue ems public financial "
        "insurance savings trust credit federal state county city town "
        "regional national international american catholic baptist methodist "
        "lutheran presbyterian episcopal congregational evangelical pentecostal "
        "orthodox adventist unitarian islamic jewish christian bible gospel "
        "united first second third holy sacred faith church parish community "
        "neighborhood neighbourhood service services support resource resources "
        "information call access intake admissions admitting discharge case "
        "management research science sciences area nurse nurses nurse's bus "
        "train police fire gas subway transit parking shopping physical occupational "
        # a body's purpose: "Patient Family Advisory Council", "Ethics Committee"
        "advisory ethics quality safety review steering planning executive "
        "employee employees assistance"
    ).split()
)
#: Capitalised words before the head that may be the organisation's own.
_MOST_WORDS = 4
#: Own words all this common in English make a weak finding (the CRF
#: weighs ``Grace Chapel``) unless a preposition of place comes before (``at
#: Grace Chapel``); a rarer one makes a sure name (``Sprouts``, ``Harbor``).
_COMMON_ZIPF = 4.5


#: A sentence's first word this common in English is capitalised as its
#: first, not as a name's (``Contacted``, ``Called``).
_OPENER_ZIPF = 3.0


#: Prepositions of place before a name, nearness too (``found outside South
#: Station``).
_PLACE_BEFORE = PLACE_PREPOSITIONS | frozenset(
    "outside near behind beside across".split()
)


#: Letters an own word in small letters has at least (``dmh`` has three).
_SHORTEST_SMALL_OWN = 4
#: The heads of organisations (not landmarks) in a line typed in capitals.
_CAPS_HEADS = frozenset(h.upper() for h in _HEADS | _LOWER_HEADS)
#: The same heads typed in small letters (``quincy housing authority``).
_SMALL_HEADS = frozenset(h.lower() for h in _HEADS | _LOWER_HEADS)
#: The heads looked up with the facility cues.
_HEAD_CUES = CUE_WORDS.add(
    _HEADS | _LANDMARK_HEADS | _LOWER_HEADS | _CAPS_HEADS | _SMALL_HEADS
)


def find_org_heads(analysis: Analysis) -> list[Finding]:
    """Organisations named by their own capitalised words before a head noun.

    Args:
        analysis: the analysed text.

    Returns:
        ORGANIZATION findings (LOCATION of a landmark) from the name's first
        word to the head (to the word before a head in small letters);
        strong when an own word is rarer than :data:`_COMMON_ZIPF` or a
        preposition of place comes right before the name.
    """
    found = []
    for i in CUE_WORDS.tokens(analysis, _HEAD_CUES):
        head = analysis.words[i]
        if head in _SMALL_HEADS and (small := _small_name(analysis, i)) is not None:
            found.append(
                Finding(analysis.starts[small], analysis.ends[i], ORGANIZATION, RULE)
            )
            continue
        if head in _SMALL_HEADS and head not in _LOWER_HEADS:
            continue
        if analysis.caps_lines[analysis.line_of[i]]:
            if (
                head in _CAPS_HEADS
                and (caps := _one_case_name(analysis, i)) is not None
            ):
                found.append(
                    Finding(
                        analysis.starts[caps[0]],
                        analysis.ends[i],
                        ORGANIZATION,
                        RULE,
                        caps[1],
                    )
                )
            continue
        if head in _LANDMARK_HEADS and _street_after(analysis, i):
            continue  # "Mill Pond Ave": a street's name, the street rules'
        name = _name(analysis, i)
        if name is None:
            continue
        first, strong = name
        kind = LOCATION if head in _LANDMARK_HEADS else ORGANIZATION
        last = i - 1 if head in _LOWER_HEADS else i
        found.append(
            Finding(analysis.starts[first], analysis.ends[last], kind, RULE, strong)
        )
    return found


#: In capitals an own word of the name is this rare in English, or a
#: listed town's name (``BOSTON HOUSING AUTHORITY``); sure when rarer still.
_CAPS_OWN_ZIPF = 3.6
_CAPS_SURE_ZIPF = 3.0
#: The patient's abbreviations, no name's word (``PT ATTENDS ...``).
_PATIENT_WORDS = frozenset({"pt", "pts"})
#: A listed town up to this common is an own word in capitals (``BOSTON``;
#: not ``MOBILE``, ``READING``, ``SPRING``).
_CAPS_TOWN_ZIPF = 4.8


def _one_case_name(
    analysis: Analysis, i: int, upper: bool = True
) -> tuple[int, bool] | None:
    """The first word of an organisation's name before head ``i`` in capitals or small letters.

    One case tells no name from a word: the name's own words must be rare in
    English or a listed town's, beside kind words (``BETHEL CHURCH``,
    ``BOSTON HOUSING AUTHORITY``, ``quincy housing authority``; not ``WOUND
    CARE CENTER``, ``TO SOCIAL SERVICES``, nor ``TWELFTH BAPTIST CHURCH``,
    an English word's).
    """
    words, line_of = analysis.words, analysis.line_of
    in_case = str.isupper if upper else str.islower
    first, own, sure, town, kind = None, False, False, False, False
    j = i - 1
    while j >= 0 and i - j <= _MOST_WORDS and line_of[j] == line_of[i]:
        word = words[j]
        low = word.lower()
        if not word.isalpha() or not in_case(word) or low in STOP_WORDS:
            break
        if _kind(low):
            first, kind = j, True
        elif known_place(low) and zipf(low) < _CAPS_TOWN_ZIPF:
            own, first, town = True, j, True
        elif (
            zipf(low) < _CAPS_OWN_ZIPF
            and not common_english_word(low)  # "PT ATTENDS ...": a verb
            and not clinical_abbreviation(word.upper())
            and low not in _PATIENT_WORDS
            # in small letters a short word may be an agency's letters ("dmh
            # services": the state's, no one's)
            and (upper or len(low) > _SHORTEST_SMALL_OWN)
        ):
            own, first = True, j
            sure = sure or zipf(low) < _CAPS_SURE_ZIPF
        else:
            break
        j -= 1
    if first is None or not own:
        return None
    # A town's office by its kind (``BOSTON HOUSING AUTHORITY``) is sure.
    sure = sure or (town and kind)
    return first, sure or analysis.word_before_in(first, _PLACE_BEFORE)


def _small_name(analysis: Analysis, i: int) -> int | None:
    """The first word of a sure organisation's name in small letters before head ``i``.

    Sure ones only: a weak one in small letters the CRF stretches over the
    verb before it (``attends bethel church``).
    """
    small = _one_case_name(analysis, i, upper=False)
    return small[0] if small is not None and small[1] else None


def _street_after(analysis: Analysis, i: int) -> bool:
    """Whether a street's suffix follows token ``i`` on its line (``Pond Ave``)."""
    j = i + 1
    return (
        j < len(analysis.words)
        and analysis.line_of[j] == analysis.line_of[i]
        and analysis.words[j].lower() in STREET_SUFFIXES
    )


def _name(analysis: Analysis, i: int) -> tuple[int, bool] | None:
    """The first own-or-kind word before head ``i``, and whether an own word is rare."""
    line_of = analysis.line_of
    first, own, rare, town, kind = None, False, False, False, False
    j, after, count = i - 1, analysis.starts[i], 0
    while j >= 0 and count < _MOST_WORDS and line_of[j] == line_of[i]:
        end = analysis.ends[j]
        j, word = _word_before(analysis, j)
        if not _name_word(word) or after != end + 1:
            break  # one space between a name's words
        low = word.lower()
        if _kind(low):
            first, kind = j, True
        elif (
            _opens_sentence(analysis, j)
            and zipf(low) >= _OPENER_ZIPF
            # (a town's name opens one too: "Quincy Housing Authority called")
            and not _opening_town(low)
        ):
            break  # "Contacted Elder Services": the sentence's verb
        else:
            own, first = True, j
            rare = rare or zipf(low) < _COMMON_ZIPF
            town = town or (known_place(low) and zipf(low) < _CAPS_TOWN_ZIPF)
        after, j, count = analysis.starts[j], j - 1, count + 1
    if first is None or not own:
        return None
    # A town's office or service by its kind (``Greater Boston Food Bank``),
    # or a preposition of place right before the name (``outside South Station``).
    sure = rare or (town and kind)
    return first, sure or analysis.word_before_in(first, _PLACE_BEFORE)


#: A town's name opening a sentence is the organisation's own word unless
#: it is this common in English (``Reading``).
_TOWN_OPENER_ZIPF = 4.5


def _opening_town(low: str) -> bool:
    """Whether a sentence's capitalised first word is a listed town's, hardly an English word."""
    return known_place(low) and zipf(low) < _TOWN_OPENER_ZIPF


def _word_before(analysis: Analysis, j: int) -> tuple[int, str]:
    """The word ending at token ``j``: ``Children's`` is three tokens glued."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    if (
        j >= 2
        and words[j] == "s"
        and words[j - 1] == "'"
        and starts[j] == ends[j - 1]
        and starts[j - 1] == ends[j - 2]
    ):
        return j - 2, words[j - 2] + "'s"
    return j, words[j]


def _name_word(word: str) -> bool:
    """A capitalised word that may belong to a name (``Children's`` too).

    Not one letter: a side of the body (``laceration to L temple``).
    """
    return (
        len(word) > 1
        and word[:1].isupper()
        and word.replace("'", "").isalpha()
        and (word.istitle() or word.endswith("'s"))
        and word.lower() not in STOP_WORDS
    )


def _kind(low: str) -> bool:
    """Whether a word names a kind of organisation or care, not one of them."""
    low = low.removesuffix("'s")  # "Pt's church"
    return (
        low in KIND_WORDS
        or low in SPECIALTIES
        or low in CLINICAL_PLACES
        or low in INSTITUTION_WORDS
    )


#: Punctuation after which a capital opens a sentence or a list's item (after
#: a colon a field's value is as often a name: ``Employer: Harbor Health``).
_SENTENCE_ENDS = frozenset(".!?;-*")


def _opens_sentence(analysis: Analysis, j: int) -> bool:
    """Whether token ``j`` is the first word of its line or follows a sentence's end."""
    return analysis.line_start[j] or analysis.words[j - 1][-1:] in _SENTENCE_ENDS
