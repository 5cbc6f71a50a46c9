"""Shops, restaurants, hotels and health operators by their listed names: ``at Market Basket``.

A social history says where a patient works, shops, fell or stays (``fell
at Home Depot``, ``wife staying at the Holiday Inn``, ``dialysis at
DaVita``): no cue word names these as places, and their words are
everyday ones. The shipped list (:mod:`vtt_py.lexicons.brands`, from the
OpenStreetMap name-suggestion-index) holds the US chains' names; a run of
words that is one of them, on one line, is a finding when the note writes
it as a name. Sure after ``at``/``from``/``to``/``for`` or a manager's or
owner's verb (``the`` may stand between: ``son manages the dunkin
donuts``), or when the name holds a word English does not have
(``Walgreens Pharmacy``); weak when it is capitalised everyday words with no
cue (``Burger King``), for the CRF to weigh. One word alone is a finding
only after the cue and only if it is no English word, drug, device or
abbreviation (``at Walmart``, not ``at Target``, ``Foley``, ``CVS``); a
name that is a town's too (``from Westfield``) is left to the place rules.
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import CITY, HOSPITAL, ORGANIZATION, STREET, Finding
from vtt_py.deid.lexicon import (
    EPONYM_DEVICES,
    INSTITUTION_WORDS,
    MONTHS,
    WEEKDAYS,
    clinical_abbreviation,
    zipf,
)
from vtt_py.deid.rules_hospitals import name_words, spellings
from vtt_py.deid.rules_org_heads import KIND_WORDS
from vtt_py.deid.rules_organisations import right_after_work
from vtt_py.deid.rules_place_cues import CLINICAL_PLACES, care_at
from vtt_py.deid.rules_towns import facility_town
from vtt_py.deid.word_tests import WORD_TESTS
from vtt_py.lexicons.brands import brand_table
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.places import place_table

RULE = "brand-listed"
#: Words right before a business that make it a place someone is at.
_CUES = frozenset(
    "at from to @ into outside near for manages managed manager owns owned runs".split()
)
#: Parts of a place before ``of`` and a business (``in front of Walmart``,
#: ``parking lot of Walgreens``); ``lot`` only after ``parking`` (``a lot of``).
_PARTS = frozenset(
    "front outside entrance lobby aisle aisles bathroom restroom".split()
)
_OF = frozenset({"of"})
_LOT = frozenset({"lot"})
_PARKING = frozenset({"parking"})
#: A word this common in English (Zipf scale) is no brand's own word, even
#: when the dictionary lacks it (``max``, ``pls``).
_OWN_ZIPF = 4.5
#: Fewest letters of a one-word brand (``KFC``, ``ATI`` read as abbreviations).
_SHORTEST = 4
#: Symbols inside a name (``Stop & Shop``, ``Lowe's``, ``Rite-Aid``); not the
#: period, which ends more sentences than it joins brands' words.
_JOINERS = frozenset("'-&")
_THE = frozenset({"the"})
#: Words of a name that say what it is, not which (``Urgent Care``).
_GENERIC = KIND_WORDS | CLINICAL_PLACES | INSTITUTION_WORDS | STOP_WORDS


def _own_word(low: str) -> bool:
    """A word of a brand's own, not English, drug, device or abbreviation (``walmart``)."""
    return (
        len(low) >= _SHORTEST
        and not common_english_word(low)
        and zipf(low) < _OWN_ZIPF
        and low not in drug_words()
        and low not in EPONYM_DEVICES
        and not clinical_abbreviation(low.upper())
    )


def _brand_start(word: str) -> bool:
    """Whether a word starts a listed name of two words or more, or is a one-word brand's own."""
    lengths = brand_table().lengths.get(word.lower())
    return lengths is not None and (lengths[0] > 1 or _own_word(word.lower()))


# Asked once per distinct word and found in C (see vtt_py.deid.word_tests).
_BRAND_START = WORD_TESTS.add(_brand_start)


def _match(analysis: Analysis, i: int) -> tuple[int, tuple[str, ...], str] | None:
    """The longest listed name at token ``i``: ``(last token, its words, kind)``."""
    table = brand_table()
    lengths = table.lengths[analysis.words[i].lower()]
    words = name_words(analysis, i, lengths[0])
    joined, bare = spellings(words)
    for n in lengths:
        if n > len(words):
            continue
        for name in (joined[:n], bare[:n]):
            kind = table.kinds.get(name)
            if kind is not None:
                return words[n - 1][1], name, kind
    return None


def _cue_before(analysis: Analysis, i: int) -> bool:
    """Whether a cue (:data:`_CUES`) stands right before token ``i`` (``the`` skipped).

    ``of`` is one after a part of a place only: ``parking lot of Walmart``.
    """
    if analysis.word_before_in(i, _THE):
        i -= 1
    if analysis.word_before_in(i, _OF):
        return _part_of_place(analysis, i - 1)
    return analysis.word_before_in(i, _CUES)


def _part_of_place(analysis: Analysis, of: int) -> bool:
    """Whether a place's part stands before ``of`` at token ``of`` (``parking lot of``)."""
    if analysis.word_before_in(of, _PARTS):
        return True
    return analysis.word_before_in(of, _LOT) and analysis.word_before_in(
        of - 1, _PARKING
    )


def _capitalised(analysis: Analysis, i: int, last: int) -> bool:
    """Whether every word of tokens ``i``-``last`` but small joining ones starts with a capital."""
    words = [w for w in analysis.words[i : last + 1] if w.isalpha()]
    return all(w[0].isupper() or w in ("and", "of") for w in words)


def _strength(
    analysis: Analysis, i: int, last: int, name: tuple[str, ...]
) -> bool | None:
    """Whether the name at ``i``-``last`` is a sure finding, a weak one (False) or none."""
    if name[0] in STOP_WORDS or all(w in _GENERIC for w in name):
        return None  # "At Home", "Urgent Care": words any sentence has
    if min(map(len, name)) == 1:
        return None  # "C and A", "B and Q": letters that abbreviate anything
    if place_table().kinds(" ".join(name)) is not None:
        return None  # "from Westfield": a town first, for the place rules
    cue = _cue_before(analysis, i)
    own = any(_own_word(w) for w in name)
    caps_line = analysis.caps_lines[analysis.line_of[i]]
    named = not caps_line and _capitalised(analysis, i, last)
    if len(name) == 1:
        # Without a cue a product may carry it ("drives a Lexus"); after
        # "pharmacy is" even an everyday word is the chain ("Pharmacy: Target"),
        # and so after work or care and its preposition ("WIFE WORKS AT TARGET",
        # "works for amazon", "PT SEEN AT SATELLITE", a dialysis chain).
        served = _phrase_ends(analysis, i) and (
            right_after_work(analysis.words, i, trades=True)
            or (cue and care_at(analysis, i - 1))
        )
        return True if (own and cue) or served or _pharmacy_is(analysis, i) else None
    if cue and (named or own or caps_line or _small(analysis, i, last)):
        # "fell at home depot": a note typed in small letters writes a
        # chain's name of two words so after a cue, as it writes towns
        return True
    if _pharmacy(analysis, last, name) or _pharmacy_is(analysis, i):
        # "stop & shop pharmacy called", "pharmacy rite aid": a chain's pharmacy, any case
        return True
    if named:
        return own
    return None


def _phrase_ends(analysis: Analysis, i: int) -> bool:
    """Whether the word at ``i`` ends its noun phrase: a pause or a function word follows.

    ``works at car wash``, ``WORKS AT TARGET HEART RATE``: an everyday word
    before another noun is that noun's, no chain's name.
    """
    words, k = analysis.words, i + 1
    if k >= len(words) or analysis.line_of[k] != analysis.line_of[i]:
        return True
    after = words[k]
    return not after.isalpha() or after.lower() in STOP_WORDS


def _small(analysis: Analysis, i: int, last: int) -> bool:
    """Whether tokens ``i``-``last`` are a chain's name in small letters (``home depot``).

    Every word in small letters, and not everyday words alone: a word rarer
    than Zipf 4.5 (``depot``, ``basket``) or a joiner (``stop & shop``,
    ``stop and shop``, ``life care center of attleboro``) tells a chain
    from a phrase (``to post office``, ``at one medical appt``; also
    ``at best buy``, left to capitals).
    """
    words = analysis.words[i : last + 1]
    if not all(w.islower() for w in words if w.isalpha()):
        return False
    return any(w in _JOINERS or w in _SMALL_JOINERS for w in words) or any(
        w.isalpha() and zipf(w) < _EVERYDAY_NAME_ZIPF for w in words
    )


#: Words joining a chain's name's parts in small letters.
_SMALL_JOINERS = frozenset({"and", "of"})


#: A chain's name in small letters holds a word rarer than this (Zipf).
_EVERYDAY_NAME_ZIPF = 4.5


_PHARMACY = frozenset({"pharmacy", "pharm"})
#: Between a pharmacy and its name: ``pharmacy is Walgreens``, ``Pharmacy: Target``.
_NAMING = frozenset({"is", ":", "-"})


def _pharmacy_is(analysis: Analysis, i: int) -> bool:
    """Whether ``pharmacy is``, ``Pharmacy:`` or ``pharmacy`` stands right before token ``i``."""
    if analysis.word_before_in(i, _PHARMACY):
        return True  # "pt's pharmacy rite aid danvers"
    return analysis.word_before_in(i, _NAMING) and analysis.word_before_in(
        i - 1, _PHARMACY
    )


def _pharmacy(analysis: Analysis, last: int, name: tuple[str, ...]) -> bool:
    """Whether a listed name of two words or more is a pharmacy's (``cvs pharmacy``)."""
    if len(name) < 2:
        return False  # "CVS" alone: the cardiovascular system's letters too
    return name[-1] in _PHARMACY or analysis.word_after(last) in _PHARMACY


def _starts(analysis: Analysis) -> list[int]:
    """The tokens that may start a listed name here, the word after each telling most.

    Of the words starting some name a note has many (``city``, ``home``,
    ``american``); a listed pair with the next word, a joiner after it
    (``Stop & Shop``, ``Lowe's``), or a one-word name after a cue is worth
    the whole match.
    """
    words, line_of = analysis.words, analysis.line_of
    table = brand_table()
    last = len(words) - 1
    found = []
    for i in WORD_TESTS.positions(analysis, _BRAND_START):
        low = words[i].lower()
        after = words[i + 1] if i < last and line_of[i + 1] == line_of[i] else ""
        if (
            (low, after.lower()) in table.pairs
            or after in _JOINERS
            or (
                (low,) in table.kinds
                and (_cue_before(analysis, i) or _pharmacy_is(analysis, i))
            )
        ):
            found.append(i)
    return found


def find_brands(analysis: Analysis) -> list[Finding]:
    """Listed business and health-operator names in a text, longest first where they start alike.

    Args:
        analysis: the analysed text.

    Returns:
        ORGANIZATION findings (HOSPITAL for health care): strong after a
        cue, or capitalised with a word of the brand's own; weak when
        capitalised everyday words; none otherwise.
    """
    found: list[Finding] = []
    after = 0  # the token after the last name found: names do not overlap
    for i in _starts(analysis):
        if i < after:
            continue
        match = _match(analysis, i)
        if match is None:
            continue
        last, name, kind = match
        strong = _strength(analysis, i, last, name)
        if strong is None:
            continue
        label = HOSPITAL if kind == "h" else ORGANIZATION
        start, end = analysis.starts[i], analysis.ends[last]
        found.append(Finding(start, end, label, RULE, strong))
        after = last + 1
        if strong and (town := _branch_town(analysis, last)) is not None:
            found.append(town)
            after += 1
        elif strong and (street := _branch_street(analysis, last)) is not None:
            found.append(street)
            after += 2
    return found


#: Words after a chain's ``on`` that say when, not where: ``Target on Sunday``.
_WHEN = (
    WEEKDAYS
    | MONTHS.keys()
    | frozenset("sat sun weekend weekday christmas thanksgiving easter".split())
)
#: A street's name is rarer in English than this (zipf): not ``on Medicaid``.
_STREET_ZIPF = 5.0


def _branch_street(analysis: Analysis, last: int) -> Finding | None:
    """The street right after a chain's name and ``on``: ``from Walgreens on Broadway``.

    A capitalised word in a mixed-case line, no weekday, month or holiday
    (``Target on Sunday``), no stop word and no drug or care word.
    """
    words, j = analysis.words, last + 2
    if j >= len(words) or analysis.line_of[j] != analysis.line_of[last]:
        return None
    if words[last + 1] != "on" or analysis.caps_lines[analysis.line_of[j]]:
        return None
    word = words[j]
    low = word.lower()
    if not (word.isalpha() and word[0].isupper() and word[1:].islower()):
        return None
    if (
        low in _WHEN
        or low.removesuffix("s") in _WHEN  # "Target on Sundays", "on weekends"
        or low in STOP_WORDS
        or low in drug_words()
        or zipf(low) >= _STREET_ZIPF
    ):
        return None
    return Finding(analysis.starts[j], analysis.ends[j], STREET, RULE, True)


def _branch_town(analysis: Analysis, last: int) -> Finding | None:
    """The town right after a chain's name, naming its branch: ``rite aid danvers``.

    Judged as a town after a hospital and ``in`` is (:func:`facility_town`):
    of some size, no everyday word, state or month (not ``CVS Main``).
    """
    words, j = analysis.words, last + 1
    if j >= len(words) or analysis.line_of[j] != analysis.line_of[last]:
        return None
    if not (words[j].isalpha() and facility_town(words[j])):
        return None
    return Finding(analysis.starts[j], analysis.ends[j], CITY, RULE, True)
