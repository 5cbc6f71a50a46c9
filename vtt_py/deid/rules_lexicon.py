"""List-driven recognisers: names in any case, first name plus surname, and gazetteer places.

Each consults the public lists of :mod:`vtt_py.lexicons` (US Census and
voter-file names, GeoNames places) weighed against English word frequency
(``wordfreq``) and a drug list, and is case-insensitive: nursing notes are
often written all in lower case or all in capitals. Their findings are weak:
CRF features, and suggestions when the CRF gives them some probability (see
:class:`vtt_py.deid.pipeline.Deidentifier`), or on their own in rules-only mode.

- ``name-listed``: a word more likely a name than an English word (the
  likelihood ratio of seed 003) that is neither a drug nor a function word.
- ``name-first-last``: a common first name and the word after it, written
  alike and not a common English word ("maria kowalczyk", "JOHN DOE"): the
  second word is the surname whether or not any list has it.
- ``place-listed``: one to five words naming a US town, neighbourhood or
  county, a city abroad, a state or a country; the last two are found as
  STATE and COUNTRY, which most tag sets do not count as PHI.
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Callable

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import CITY, COUNTRY, LOCATION, NAME, STATE, Finding, family
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    LIST_JOINERS,
    NOT_NAMES,
    clinical_abbreviation,
    name_likelihood_ratio,
    name_people,
    name_share,
    zipf,
)
from vtt_py.deid.rules_name_cues import (
    excluded_word,
    initials_before_orders,
    name_before_a_service,
    names_before_sure_names,
    object_of_a_contact_verb,
    relatives_initials,
    subject_of_a_person_verb,
    surnames_after_first_names,
    unlisted_cued_names,
)
from vtt_py.deid.rules_towns import towns_after_prepositions
from vtt_py.deid.word_tests import WORD_TESTS, tokens_among
from vtt_py.lexicons.clinical import drug_clipping, drug_words
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.names import LISTED_ONLY
from vtt_py.lexicons.places import COUNTRY as COUNTRY_KIND
from vtt_py.lexicons.places import COUNTY, US_PLACE, WORLD_CITY, place_key, place_table
from vtt_py.lexicons.places import STATE as STATE_KIND

#: A word is a listed name from this name-vs-word likelihood ratio up.
LISTED_RATIO = 2.0
#: First names this common (people bearing them) start a first-last pair.
COMMON_FIRST = 20_000
#: A surname candidate after a first name is no common English word (zipf).
SURNAME_MAX_ZIPF = 3.0
#: In capitals, a surname this much likelier a name than a word makes a pair sure.
CAPS_SURNAME_RATIO = 50.0
#: A lone lower-case place word is no common English word (zipf).
PLACE_MAX_ZIPF = 4.0
_NOT_NAME_CLASSES = frozenset("psrcxvko&")


def _alike(a: str, b: str) -> bool:
    """Whether two words are written in the same case (lower, UPPER or Title)."""
    return (
        (a.islower() and b.islower())
        or (a.isupper() and b.isupper())
        or (a[:1].isupper() and a[1:].islower() and b[:1].isupper() and b[1:].islower())
    )


def _glued_to_digit(analysis: Analysis, i: int) -> bool:
    """``FiO2``, ``SpO2``: a word run straight into a number is an abbreviation."""
    nxt = i + 1
    return (
        nxt < len(analysis.words)
        and analysis.starts[nxt] == analysis.ends[i]
        and analysis.words[nxt][0].isdigit()
    )


def listed_names(analysis: Analysis) -> list[Finding]:
    """Words of the name lists, in any case, more likely names than English words.

    Weak, but for a capitalised first name in mixed-case text that is rare
    in English, no surname, no place and no clinical word (``Pt wants
    Hortensia to be his proxy``): sure without a cue.
    """
    classes, words = analysis.classes, analysis.words
    found = []
    for i in _name_positions(analysis, _listed_name):
        if classes[i] in _NOT_NAME_CLASSES or _glued_to_digit(analysis, i):
            continue
        sure = (
            _sure_first_name(words[i]) and not analysis.caps_lines[analysis.line_of[i]]
        ) or _cued_person(analysis, i)
        found.append(
            Finding(analysis.starts[i], analysis.ends[i], NAME, "name-listed", sure)
        )
    return found


def _cued_person(analysis: Analysis, i: int) -> bool:
    """A first name a person's verb follows or a contact verb precedes (:mod:`rules_name_cues`)."""
    return (
        subject_of_a_person_verb(analysis, i)
        or object_of_a_contact_verb(analysis, i)
        or name_before_a_service(analysis, i)
    )


#: People (census) a first name sure without a cue is given to, at least.
SURE_FIRST_PEOPLE = 1000
#: How common in English (zipf) such a first name may be, at most ...
SURE_FIRST_ZIPF = 3.2
#: ... or, when it is no common English word (Webster's Second), this common
#: (``Jessica`` 4.2, ``Maureen`` 3.5; not ``Hunter``, ``Tiffany``, words too).
SURE_FIRST_NAME_ONLY_ZIPF = 5.0
#: How much likelier a name than a word (seed 003's ratio) that one must be.
SURE_FIRST_NAME_ONLY_RATIO = 10.0


#: Voice assistants that answer to a first name (``Pt uses Alexa to call
#: family``): alone, the name is as likely the device; after a cue it is a
#: person's (``daughter Alexa``), which another rule finds.
VOICE_ASSISTANTS = frozenset({"alexa", "siri", "cortana"})


@functools.lru_cache(maxsize=65536)
def _sure_first_name(word: str) -> bool:
    """A capitalised first name, twice as often a first name as a surname, rare in English.

    Hospitals and towns are named after family names and places; rare first
    names (``Hortensia``, ``Thaddeus``) only name people, and so do common
    ones that are no English word (``Jessica``, ``Maureen``), however often
    the web writes them.
    """
    if not (len(word) >= 3 and word[0].isupper() and word[1:].islower()):
        return False
    if word.lower() in VOICE_ASSISTANTS:
        return False
    first, last = name_people(word)
    if first < SURE_FIRST_PEOPLE or first <= 2 * last:
        return False
    if place_table().kinds(word) is not None or excluded_word(word):
        return False
    rarity = zipf(word.lower())
    return rarity < SURE_FIRST_ZIPF or (
        rarity < SURE_FIRST_NAME_ONLY_ZIPF
        and not common_english_word(word)
        and name_likelihood_ratio(word) >= SURE_FIRST_NAME_ONLY_RATIO
    )


@functools.lru_cache(maxsize=65536)
def _listed_name(word: str) -> bool:
    """A word of the name lists more likely a name than an English word."""
    if len(word) < 2 or not word.isalpha() or excluded_word(word):
        return False
    if clinical_abbreviation(word):
        return False  # "DX", "MAC": an abbreviation, not a name
    first, last = name_people(word)
    return bool(first + last) and name_likelihood_ratio(word) >= LISTED_RATIO


@functools.lru_cache(maxsize=65536)
def _first_name(word: str) -> float:
    """A common first name's likelihood ratio (0 for any other word)."""
    if not word.isalpha() or excluded_word(word) or name_people(word)[0] < COMMON_FIRST:
        return 0.0
    ratio = name_likelihood_ratio(word)
    return ratio if ratio >= 1 else 0.0


def first_last_pairs(analysis: Analysis) -> list[Finding]:
    """A common first name and the word after it, written alike: a full name.

    Strong in mixed-case text when both are capitalised and the second word
    is a likely surname or no English word at all ("Maria Kowalczyk"); weak
    otherwise ("GINGER ALE", "max dopa").
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    found = []
    for i in _name_positions(analysis, _first_name):
        if i + 1 == len(words):
            break
        k = _after_initial(analysis, i)
        last = _joined_end(analysis, k)
        # "O'Donnell": the letter before the apostrophe is no surname.
        first, second = words[i], words[last] if len(words[k]) == 1 else words[k]
        if (
            not second.isalpha()
            or len(second) < 2
            or not _spaced(analysis, k - 1, k)
            or not _alike(first, second)
            or excluded_word(second)
            or _cue_after(analysis, k)
        ):
            continue
        first_ratio = _first_name(first)
        surname, surname_ratio = name_people(second)[1], name_likelihood_ratio(second)
        common = zipf(second)
        if common >= SURNAME_MAX_ZIPF and (surname < 5000 or surname_ratio < 1):
            continue  # "john stable", "ginger ale": a word, not a surname
        caps = analysis.caps_lines[analysis.line_of[i]]
        if caps or first.isupper() or (first.islower() and second.islower()):
            # Case says nothing: only a pair of clear names is sure ("MARIA
            # PEREZ", "thomas whitfield"; not "MAX DOSE", "GINGER ALE", "WILL
            # PAGE", "max dose").
            strong = first_ratio >= 10 and surname_ratio >= CAPS_SURNAME_RATIO
        else:
            strong = (
                first[:1].isupper()
                and first_ratio >= 10
                and (
                    common == 0
                    or (surname > LISTED_ONLY and surname_ratio >= 2)
                    or _rare_surname(second, common, surname_ratio)
                )
            )
        found.append(Finding(starts[i], ends[last], NAME, "name-first-last", strong))
    return found


#: In small letters, a pair of names each borne by this many people at least
#: (as a first name, then as a surname) ...
RARE_PAIR_PEOPLE = 1000
#: ... each this much likelier a name than a word ...
RARE_PAIR_RATIO = 10.0
#: ... and neither this common in English (zipf) is a person.
RARE_PAIR_ZIPF = 3.0


def _rare_pair_word(word: str, people: int) -> bool:
    """A word in small letters that many people bear and English hardly writes."""
    return (
        word.islower()
        and word.isalpha()
        and people >= RARE_PAIR_PEOPLE
        and zipf(word) < RARE_PAIR_ZIPF
        and name_likelihood_ratio(word) >= RARE_PAIR_RATIO
        and not excluded_word(word)
    )


def _rare_first_name(word: str) -> bool:
    """A first name too rare for :func:`first_last_pairs`, in small letters: ``kenji``."""
    first = name_people(word)[0]
    return first < COMMON_FIRST and _rare_pair_word(word, first)


def rare_lower_pairs(analysis: Analysis) -> list[Finding]:
    """A rarer first name and a surname, both in small letters: ``kenji watanabe``.

    A note typed in small letters hides its names' capitals; two words in a
    row that are each far likelier a person's name than a word, the first a
    first name and the second a surname, are one person. (No such pair of
    words stands in the development-train notes but names.) The common first
    names are :func:`first_last_pairs`'.
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    found = []
    for i in _name_positions(analysis, _rare_first_name):
        k = i + 1
        if k == len(words) or not _spaced(analysis, i, k):
            continue
        second = words[k]
        if _rare_pair_word(second, name_people(second)[1]) and not _cue_after(
            analysis, k
        ):
            found.append(Finding(starts[i], ends[k], NAME, "name-rare-pair", True))
    return found


#: First names that are English words too, which no list-driven rule starts
#: a pair with (``Will``, ``May`` are function words, the rest
#: :data:`~vtt_py.deid.lexicon.NOT_NAMES`).
WORD_FIRST_NAMES = frozenset(
    "will may bill mark pat grace hope faith joy rose dawn dean ray guy chase rich "
    "june".split()
)
#: People (census) a surname after such a first name is borne by, at least ...
WORD_FIRST_SURNAME_PEOPLE = 5000
#: ... and how much likelier a name than a word it is.
WORD_FIRST_SURNAME_RATIO = 1.5


#: The modal verbs among :data:`WORD_FIRST_NAMES`: a verb may follow them.
_MODALS = frozenset({"Will", "May"})
#: Words a person's name goes on to that no verb after a modal does.
_AFTER_PERSON = frozenset("is was has from at here and called aware ( ) , :".split())


def _after_person(word: str) -> bool:
    """Whether ``word`` follows a person rather than a verb (``Will Black called``)."""
    low = word.lower()
    return low in _AFTER_PERSON or (low.endswith("ed") and len(low) > 3)


def _excluded_surname(word: str) -> bool:
    """:func:`excluded_word` but for the surnames it lists as words (``Black``, ``Brown``)."""
    low = word.lower()
    return excluded_word(word) and not (
        low in NOT_NAMES and low not in STOP_WORDS and name_people(word)[1] > 0
    )


def _word_first_name(word: str) -> bool:
    """A capitalised first name that is an English word too (``Will``, ``Grace``)."""
    return (
        word[:1].isupper() and word[1:].islower() and word.lower() in WORD_FIRST_NAMES
    )


def _name_word(word: str) -> bool:
    """Whether a name recogniser starts from this word (a listed name, first name, or both)."""
    return bool(_listed_name(word) or _first_name(word) or _word_first_name(word))


#: One word test for the three name recognisers: the tokens passing a test are
#: found by a pass over every token of the document, which costs more than
#: asking the few tokens found here which of the three tests they pass.
_NAME_WORD = WORD_TESTS.add(_name_word)


def _name_positions(analysis: Analysis, test: Callable[[str], object]) -> list[int]:
    """The indices of the tokens whose word passes ``test``, one of :func:`_name_word`'s."""
    words = analysis.words
    return [i for i in WORD_TESTS.positions(analysis, _NAME_WORD) if test(words[i])]


def word_first_names(analysis: Analysis) -> list[Finding]:
    """A capitalised first name that is a word, and a capitalised surname, in mixed case.

    ``Will Black called at 1500``, ``Mark Ostrowski, PA, aware``: the first
    name is a word every list leaves (a modal verb, ``mark``), but written
    with a capital before a capitalised surname that a lowercase word or a
    pause follows, the pair is a person. Not in a line of capitals, nor
    before a third capitalised word (``Will Page Dr Lee``: title case says
    nothing), nor before a surname less likely a name than a word (``Will
    Call back``, ``Will Monitor``).
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    found = []
    for i in _name_positions(analysis, _word_first_name):
        if analysis.caps_lines[analysis.line_of[i]] or i + 1 == len(words):
            continue
        k = _after_initial(analysis, i)
        if k >= len(words) or not _spaced(analysis, k - 1, k):
            continue
        last = _joined_end(analysis, k)
        second = words[k]
        if not (
            second.isalpha()
            and len(second) > 1
            and second[:1].isupper()
            and second[1:].islower()
            and not _excluded_surname(second)
            and analysis.line_of[k] == analysis.line_of[i]
        ):
            continue
        if (
            name_people(second)[1] < WORD_FIRST_SURNAME_PEOPLE
            or name_likelihood_ratio(second) < WORD_FIRST_SURNAME_RATIO
        ):
            continue
        after = last + 1
        if after < len(words) and analysis.line_of[after] == analysis.line_of[last]:
            following = words[after]
            if following[:1].isupper() or following[:1].isdigit():
                continue  # "Will Page Dr Lee": title case; "May Brown 2"
            if words[i] in _MODALS and not _after_person(following):
                continue  # "Will Page if needed": a verb after the modal
        elif words[i] in _MODALS:
            continue  # "Will Page" closing its line: a plan's verb as likely
        found.append(Finding(starts[i], ends[last], NAME, "name-word-first", True))
    return found


def _cue_after(analysis: Analysis, k: int) -> bool:
    """Whether the word at ``k`` is a cue, title or function word, not a surname.

    ``dtr lisa hcp``, ``DTR LISA HCP``: the relative's cue of what follows; a
    capitalised one in mixed case is written as a surname (``Linda Ho``).
    """
    word = analysis.words[k]
    titled = word[:1].isupper() and word[1:].islower()
    caps = analysis.caps_lines[analysis.line_of[k]]
    return analysis.classes[k] in _NOT_NAME_CLASSES and (caps or not titled)


#: A word this rare in English (zipf) after a first name may be a surname no list has.
RARE_SURNAME_ZIPF = 2.5
#: ... when it is this much likelier a name than a word.
RARE_SURNAME_RATIO = 1.5


def _rare_surname(word: str, common: float, ratio: float) -> bool:
    """A capitalised word rare in English and likelier a name: ``Winifred Ashcombe``.

    English knows such surnames barely (``Ashcombe``, ``Lindqvist``); the
    rare clinical words after a first name are less likely names than words
    (``Hemodialysis``, ``Warfarin``) or drugs, excluded before.
    """
    return (
        word[:1].isupper()
        and word[1:].islower()
        and common < RARE_SURNAME_ZIPF
        and ratio >= RARE_SURNAME_RATIO
    )


def _joined_end(analysis: Analysis, k: int) -> int:
    """The last token of the surname at ``k`` with its joined parts ("Solheim-Batra")."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    while (
        k + 2 < len(words)
        and words[k + 1] in ("-", "'")
        and ends[k] == starts[k + 1]
        and ends[k + 1] == starts[k + 2]
        and words[k + 2].isalpha()
    ):
        k += 2
    return k


def _spaced(analysis: Analysis, a: int, b: int) -> bool:
    """Whether tokens ``a`` and ``b`` stand one space apart."""
    return (
        analysis.starts[b] - analysis.ends[a] == 1
        and analysis.text[analysis.ends[a]] == " "
    )


def _after_initial(analysis: Analysis, i: int) -> int:
    """The word after the first name at ``i``, over a middle initial ("Maria T. Gonzalez")."""
    words = analysis.words
    k = i + 1
    initial = words[k]
    if len(initial) != 1 or not initial.isupper() or not _spaced(analysis, i, k):
        return k
    if words[k + 1 : k + 2] == ["'"]:
        return k  # "Maria O'Donnell": a surname's first letter, no initial
    if (
        k + 1 < len(words)
        and words[k + 1] == "."
        and analysis.starts[k + 1] == analysis.ends[k]
    ):
        k += 1
    return k + 1 if k + 1 < len(words) else i + 1


def confirm_pairs(
    analysis: Analysis, found: list[Finding], names: list[Finding]
) -> list[Finding]:
    """``found`` with each weak first-last pair made sure where a cue or title found its first name.

    "SPEAK WITH EDNA GRANT": the verb makes EDNA a person, so the
    listed surname after it is hers even in capitals, where a pair alone
    stays weak ("GINGER ALE"); not a medical abbreviation ("PER DR
    VERNON PICC IN SVC"). The pair takes the role the cue gave (a provider,
    a relative).

    Args:
        analysis: the analysed document.
        found: the list recognisers' findings.
        names: the name automaton's findings (:func:`vtt_py.deid.rules_names.names_in`).
    """
    sure = {f.start: f.kind for f in names if f.strong}
    if not sure:
        return found
    text = analysis.text
    # Each pair made sure is made anew: f._replace costs twice as much, and
    # dense text has one such pair a line.
    return [
        Finding(f.start, f.end, sure[f.start], f.rule, True)
        # A Vietnamese name takes the role found for its first words too.
        if f.rule in ("name-first-last", "name-vietnamese", "name-korean")
        and (not f.strong or f.kind == NAME)
        and f.start in sure
        and not clinical_abbreviation(text[f.start : f.end].rsplit(" ", 1)[-1])
        else f
        for f in found
    ]


def coordinated_names(
    analysis: Analysis, found: list[Finding], names: list[Finding]
) -> list[Finding]:
    """``found`` with each weak listed name made sure when it is joined to a sure name.

    "Pt visited by Ignatius and Perpetua", "wife (rosalind, ingmar)": the
    cue or title made the first a person, and a listed name written alike
    right after it and ``and`` or a comma is one too, with the same role.
    A list goes on from a name made sure so ("kids (Noah, Emma, and
    Lucas)"), and a short aside in brackets may follow a name ("sons,
    Jaylen (12) and Marcus (9)").

    Args:
        analysis: the analysed document.
        found: the list recognisers' findings.
        names: the name automaton's findings (:func:`vtt_py.deid.rules_names.names_in`).
    """
    sure = {f.end: f.kind for f in names if f.strong}
    # A name the lists are sure of starts a list too, after a comma only
    # ("Visitors: Keyana, Darnell, Folasade"; "Rosalind and Ingmar" stays).
    listed = {
        f.end: f.kind
        for f in found
        if f.rule == "name-listed" and f.strong and f.end not in sure
    }
    if not sure and not listed:
        return found
    # Only weak listed names change: the others are not visited (dense text
    # has several findings a line). In text order, so that each name made
    # sure may make the next one sure.
    weak = [k for k, f in enumerate(found) if f.rule == "name-listed" and not f.strong]
    result = list(found)
    for k in sorted(weak, key=lambda k: found[k].start):
        f = _joined(analysis, found[k], sure)
        if f is found[k]:
            f = _joined(analysis, found[k], listed, joiners=(",",))
        if f is not found[k]:
            sure[f.end] = f.kind
            result[k] = f
    full = _full_names(analysis, names)
    ended = {f.end: f.kind for f in names if f.strong}
    for k in weak:
        if result[k] is found[k] and full:
            result[k] = _joined_before(analysis, found[k], full)
        if result[k] is found[k]:
            result[k] = _lower_surname_after(analysis, found[k], ended)
        if result[k] is found[k]:
            result[k] = _first_name_after_credential(analysis, found[k], ended)
    if any(f.rule == "name-listed" and f.strong for f in found):
        _reversed_surnames(analysis, found, result)
    return result


def with_cued_names(
    analysis: Analysis, found: list[Finding], names: list[Finding]
) -> list[Finding]:
    """``found`` (:func:`coordinated_names`'s) with the names the cues around them give.

    A name before ``and`` and a sure name (``Obi and Ngozi Eze``) and each
    first name grown over its surname (``Tamsin Oduya``); see
    :mod:`vtt_py.deid.rules_name_cues`.

    Args:
        analysis: the analysed document.
        found: the list recognisers' findings, coordinated.
        names: the name automaton's findings (:func:`vtt_py.deid.rules_names.names_in`).
    """
    extra = _before_sure_names(analysis, found, names)
    firsts = [f for f in names if f.strong and family(f.kind) == NAME]
    firsts += [
        f
        for f in found + extra
        if (f.strong and family(f.kind) == NAME) or f.rule == "name-listed"
    ]
    return found + extra + surnames_after_first_names(analysis, firsts)


def _before_sure_names(
    analysis: Analysis, found: list[Finding], names: list[Finding]
) -> list[Finding]:
    """Names before ``and`` and a sure name (:func:`rules_name_cues.names_before_sure_names`)."""
    sure = {f.start: f.kind for f in names if f.strong and family(f.kind) == NAME}
    for f in found:
        if f.strong and family(f.kind) == NAME:
            sure.setdefault(f.start, f.kind)
    if not sure:
        return []
    taken = {f.start for f in names if f.strong}
    return names_before_sure_names(analysis, sure, taken, excluded_word)


def _reversed_surnames(
    analysis: Analysis, found: list[Finding], result: list[Finding]
) -> None:
    """Make sure, in ``result``, each weak listed surname written before ", <sure first name>".

    "Discharge summary for Adeyemi, Oluwaseun T.": a name written family
    name first, the given name sure by the lists and ending the name (an
    initial, then the line's or sentence's end). Not a place ("Houston,
    Maria ...": a place's listing keeps it a place).
    """
    words, starts = analysis.words, analysis.starts
    places = {f.start for f in found if f.rule == "place-listed"}
    sure = {f.start for f in result if f.rule == "name-listed" and f.strong}
    for k, f in enumerate(result):
        if f.rule != "name-listed" or f.strong or f.start in places:
            continue
        i = bisect.bisect_left(starts, f.start)
        if i + 2 >= len(words) or words[i + 1] != "," or starts[i + 2] not in sure:
            continue
        word = words[i]
        if not (word[:1].isupper() and word[1:].islower()):
            continue
        if not _name_ends_at(analysis, i + 2):
            continue  # "Smith, Maria and ...": a list goes on
        first, last = name_people(word)
        if last > first:
            result[k] = f._replace(strong=True)


def _name_ends_at(analysis: Analysis, i: int) -> bool:
    """Whether a name ends at the word at ``i`` (an initial after it): a line or sentence ends."""
    words, line_of = analysis.words, analysis.line_of
    k = i + 1
    if k < len(words) and len(words[k]) == 1 and words[k].isupper():
        k += 1  # "Oluwaseun T."
    if k >= len(words) or line_of[k] != line_of[i]:
        return True
    return words[k] == "." and (k + 1 >= len(words) or line_of[k + 1] != line_of[i])


def _first_name_after_credential(
    analysis: Analysis, f: Finding, ended: dict[int, str]
) -> Finding:
    """``f`` made sure when it is a first name right after a sure name's credential.

    "Delivered by Dr. Uzoma, CNM Roisin present": the credential closed the
    first name, so no cue stands before the second; a capitalised word more
    a first name than a surname after "<name>, CNM" is the next provider.
    """
    words, classes, ends = analysis.words, analysis.classes, analysis.ends
    i = bisect.bisect_left(analysis.starts, f.start)
    if i < 3 or words[i - 2] != "," or ends[i - 3] not in ended:
        return f
    if classes[i - 1] not in ("r", "s") or not words[i - 1].isupper():
        return f  # "Uzoma, CNM", "Adeyemi, NP"; not "Uzoma, and Roisin"
    word = words[i]
    if not (word[:1].isupper() and word[1:].islower()) or not _spaced(
        analysis, i - 1, i
    ):
        return f
    first, last = name_people(word)
    if first <= last:
        return f  # "Smith, MD Anderson": a surname (here a hospital's)
    return f._replace(kind=ended[ends[i - 3]], strong=True)


#: A lower-case surname after a capitalised first name is this much likelier
#: a name than a word ("tanaka", "okafor"; not "grant", "rounds").
_LOWER_SURNAME_RATIO = 10.0
#: ... and no common English word (zipf): not "smith" either, alas.
_LOWER_SURNAME_ZIPF = 4.0


def _lower_surname_after(
    analysis: Analysis, f: Finding, ended: dict[int, str]
) -> Finding:
    """``f`` made sure when it is a lower-case surname right after a sure capitalised name.

    "RN Jorge tanaka gave report": the cue found the first name, and a
    hurried writer left the surname in lower case; a listed word more a
    surname than a first name, and no common word, is that surname.
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    i = bisect.bisect_left(starts, f.start)
    if i < 1 or ends[i - 1] not in ended or not _spaced(analysis, i - 1, i):
        return f
    word, before = words[i], words[i - 1]
    if not word.islower() or not (before[:1].isupper() and before[1:].islower()):
        return f  # "Jorge tanaka", not "jorge tanaka" nor "JORGE tanaka"
    if analysis.caps_lines[analysis.line_of[i]] or word in STOP_WORDS:
        return f
    first, last = name_people(word)
    if last <= first or zipf(word) >= _LOWER_SURNAME_ZIPF:
        return f
    if name_likelihood_ratio(word) < _LOWER_SURNAME_RATIO:
        return f
    return f._replace(kind=ended[ends[i - 1]], strong=True)


def _full_names(analysis: Analysis, names: list[Finding]) -> dict[int, str]:
    """The start token of each sure name of two words or more, with its kind."""
    starts, ends = analysis.starts, analysis.ends
    full: dict[int, str] = {}
    strong_ends = {f.end for f in names if f.strong}
    for f in names:
        if not f.strong:
            continue
        i = bisect.bisect_left(starts, f.start)
        # A name of one finding, or of one word sure and the next ("Ngozi" "Eze").
        if i + 1 < len(starts) and (f.end > ends[i] or ends[i + 1] in strong_ends):
            full[i] = f.kind
    return full


def _joined_before(analysis: Analysis, f: Finding, full: dict[int, str]) -> Finding:
    """``f`` made sure when ``and`` joins it to a sure full name after it.

    "Obi and Ngozi Eze at bedside", "Bartosz and Agnieszka Nowak": a couple
    named once, the first by a given name only; the surname written out
    for the second makes it a person too. Only a listed name written alike.
    """
    words, classes = analysis.words, analysis.classes
    i = bisect.bisect_left(analysis.starts, f.start)
    if i + 2 >= len(words) or words[i + 1].lower() not in ("and", "&"):
        return f
    k = i + 2
    if k not in full or classes[k] in _NOT_NAME_CLASSES:
        return f  # "Pt and Dr Smith": a title, not a given name
    if analysis.line_of[k] != analysis.line_of[i] or not _alike(words[i], words[k]):
        return f
    return f._replace(kind=full[k], strong=True)


#: Tokens an aside in brackets after a name may hold, at most: "(12)", "(age 9)".
_ASIDE_TOKENS = 4


def _before_joiner(words: list[str], joiner: int) -> int:
    """The token ending the list item before the joiner at ``joiner`` (-1 if none).

    Past a comma before ``and`` ("Emma, and Lucas") and a short aside in
    brackets ("Jaylen (12) and").
    """
    k = joiner - 1
    if words[joiner].lower() in ("and", "or", "&") and k >= 0 and words[k] == ",":
        k -= 1
    if k >= 0 and words[k] == ")":
        opening = [
            j for j in range(max(0, k - _ASIDE_TOKENS - 1), k) if words[j] == "("
        ]
        if not opening:
            return -1
        k = opening[-1] - 1
    return k


def _joined(
    analysis: Analysis,
    f: Finding,
    sure: dict[int, str],
    joiners: tuple[str, ...] | frozenset[str] = LIST_JOINERS,
) -> Finding:
    """``f`` made sure with the kind of the sure name it is joined to by one of ``joiners``."""
    if f.rule != "name-listed" or f.strong or not sure:
        return f
    words, ends, line_of = analysis.words, analysis.ends, analysis.line_of
    i = bisect.bisect_left(analysis.starts, f.start)
    if i < 2 or words[i - 1].lower() not in joiners:
        return f
    before = _before_joiner(words, i - 1)
    if before < 0 or ends[before] not in sure:
        return f
    if line_of[before] != line_of[i] or not _alike(words[before], words[i]):
        return f
    if _labels_next(analysis, i):
        return f  # "dtr jennifer, alt - son greg": a field's label, alternate
    if _drug_not_name(words[i].lower(), words[i + 1] if i + 1 < len(words) else ""):
        return f  # "per pharmacist dan, vanco level due": the next clause's drug
    return f._replace(kind=sure[ends[before]], strong=True)


#: A drug's clipping this common among the census's first names is a name
#: (``cara``, of carafate): below it, the drug (``vanco``).
_CLIPPING_FIRST_SHARE = 1e-4


def _drug_not_name(low: str, after: str) -> bool:
    """Whether a listed name's word is a drug, or a drug's clipping hardly a first
    name before a word in small letters (``vanco level``; ``Rudo and Farai``, a list).
    """
    return low in drug_words() or (
        drug_clipping(low)
        and name_share(low)[0] < _CLIPPING_FIRST_SHARE
        and after.islower()
        and after not in LIST_JOINERS
    )


def _labels_next(analysis: Analysis, i: int) -> bool:
    """Whether the word at ``i`` is followed by a spaced dash or a colon: a label."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    if i + 1 >= len(words) or words[i + 1] not in ("-", ":"):
        return False
    return words[i + 1] == ":" or starts[i + 1] > ends[i]


#: What a gazetteer name of only these kinds is (a county may share any name).
_ONE_KIND = {
    frozenset({US_PLACE}): CITY,
    frozenset({WORLD_CITY}): CITY,
    frozenset({US_PLACE, WORLD_CITY}): CITY,
    frozenset({STATE_KIND}): STATE,
    frozenset({COUNTRY_KIND}): COUNTRY,
}


def named_places(
    text: str, strong: list[Finding], findings: list[Finding]
) -> list[Finding]:
    """Strong generic locations given the kind the gazetteer knows them by.

    A place cue (``lives in Mattapan``) knows a place, not which kind; the
    gazetteer knows ``Mattapan`` is a town. Where the location's text is a
    listed name of one kind only (not ``Singapore``, a country and a
    city abroad; not ``Georgia``) and no finding of its span says it is
    something else (``Carney`` before ``ED``, a hospital), it takes that
    kind, and the annotator sees a City instead of an Address to relabel.
    Not after a bare ``at`` (``had surgery at Faulkner``): a facility as
    likely as a town.

    Args:
        text: the document text.
        strong: the strong findings to label.
        findings: every finding (weak ones included).

    Returns:
        ``strong``, with such locations relabelled.
    """
    other: set[tuple[int, int]] = {
        (f.start, f.end)
        for f in findings
        if f.kind not in (LOCATION, CITY, STATE, COUNTRY) and family(f.kind) == "PLACE"
    }
    result = []
    for f in strong:
        if (
            f.kind == LOCATION
            and (f.start, f.end) not in other
            and f.rule != "place-at"
        ):
            kinds = place_table().kinds(text[f.start : f.end]) or ""
            kind = _ONE_KIND.get(frozenset(kinds) - {COUNTY})
            f = f._replace(kind=kind) if kind else f
        result.append(f)
    return result


@functools.cache  # a few dozen kinds strings: asked once per place found
def _place_kind(kinds: str) -> str:
    """CITY unless the name is only a state (a county may share it) or a country.

    A country is a country though small US towns share its name (``Ireland``,
    ``China``, ``Peru``); not one a city abroad (``Mexico``) or a county
    (``Lebanon``) shares.
    """
    towns = set(kinds) & {US_PLACE, WORLD_CITY}
    if STATE_KIND in kinds and not towns:
        return STATE
    if COUNTRY_KIND in kinds and not (set(kinds) & {WORLD_CITY, COUNTY}):
        return COUNTRY
    return CITY


def listed_places(analysis: Analysis) -> list[Finding]:
    """Place names of the gazetteer, one to five words on one line (longest first)."""
    words, starts, ends, text = (
        analysis.words,
        analysis.starts,
        analysis.ends,
        analysis.text,
    )
    # Lower-casing ASCII text keeps its length and commutes with cutting it:
    # lowered once, its pieces need no lowering each.
    low = text.lower() if text.isascii() else None
    found = []
    n = len(words)
    after = 0
    for i in WORD_TESTS.positions(analysis, _PLACE_START):
        if i < after:
            continue  # inside the place found before
        match = None
        # Most words starting a listed name of several words start none here
        # ("to the", "pt is"): such a name starts with the first two tokens.
        if i + 1 < n and (
            low is None or _starts_longer_name(low[starts[i] : ends[i + 1]])
        ):
            match = _longer_place(analysis, i, low is not None)
        if match is None:
            # A name of one word is the word's alone to judge (asked once per word).
            kinds = _one_word_place(words[i])
            if kinds is None:
                continue
            match = (i, kinds)
        j, kinds = match
        kind = _place_kind(kinds)
        found.append(Finding(starts[i], ends[j], kind, "place-listed", False))
        after = j + 1
    return towns_after_prepositions(
        text, _town_services(text, _city_country(text, found))
    )


@functools.lru_cache(maxsize=65536)
def _one_word_place(word: str) -> str | None:
    """The gazetteer kinds of a plausible place name of one word (None if none)."""
    kinds = place_table().kinds(word)
    return kinds if kinds is not None and _plausible_place([word], word) else None


def _longer_place(
    analysis: Analysis, i: int, ascii_text: bool
) -> tuple[int, str] | None:
    """``(j, kinds)`` of the longest place name of two to five words from word ``i``."""
    table = place_table()
    words, starts, ends, text = (
        analysis.words,
        analysis.starts,
        analysis.ends,
        analysis.text,
    )
    low = place_key(words[i])
    longest = min(table.longest[low], len(words) - i)
    if longest < 2:
        return None
    # In ASCII text a span whose length no listed name has is not looked up.
    lengths = table.lengths.get(low) if ascii_text else None
    for size in range(longest, 1, -1):
        j = i + size - 1
        if lengths is not None and ends[j] - starts[i] not in lengths:
            continue
        name = text[starts[i] : ends[j]]
        if "  " in name or "\n" in name or not words[j].isalpha():
            continue
        kinds = table.kinds(name)  # no Place made: only its kinds matter here
        if kinds is not None and _plausible_place(words[i : j + 1], name):
            return j, kinds
    return None


@functools.cache
def _longer_names() -> list[str]:
    """The gazetteer's names that are not one run of letters, sorted.

    Only these can span two tokens or more: the tokenizer never cuts a run of
    letters.
    """
    return sorted(name for name in place_table().names() if not name.isalpha())


@functools.lru_cache(maxsize=65536)
def _starts_longer_name(head: str) -> bool:
    """Whether a gazetteer name of several tokens starts with ``head`` (lower case)."""
    names = _longer_names()
    k = bisect.bisect_left(names, head)
    return k < len(names) and names[k].startswith(head)


#: A town's own services after its name: ``Cambridge EMS``, ``Quincy Fire Dept``.
_TOWN_SERVICES = frozenset("ems fire police pd fd ambulance rescue ems's".split())
#: A listed town this common as an English word is the service's kind, not
#: its town: ``HOUSE FIRE``, ``home ambulance`` (``Reading Fire``, 5.1, stays).
_SERVICE_WORD_ZIPF = 5.5


def _town_services(text: str, found: list[Finding]) -> list[Finding]:
    """Listed towns made sure before a service of theirs (``brought by Cambridge EMS``).

    In small letters only a town no dictionary lists as a word and no
    likelier a person's name: ``framingham ems`` (not ``house fire``,
    ``home ambulance``).
    """
    for k, town in enumerate(found):
        # The word after is cut out only for a town that may be one, and a space.
        if (
            town.kind != CITY
            or text[town.end : town.end + 1] != " "
            or not _service_town(text[town.start : town.end])
        ):
            continue
        after = text[town.end : town.end + 12].split(maxsplit=1)
        if (
            after
            and after[0].lower().rstrip(".,;:") in _TOWN_SERVICES
            and not _capitalised_before(text, town.start)  # "Hadley [Springs] Fire"
            and zipf(text[town.start : town.end]) < _SERVICE_WORD_ZIPF
        ):
            found[k] = town._replace(strong=True)
    return found


def _service_town(name: str) -> bool:
    """Whether a listed town's word, as written, can be the town of a service after it.

    In small letters: no word a dictionary lists (``house fire``, ``forest
    fire``) unless a city this large and this rare a word (``boston ems``;
    not ``mobile``), and not far likelier a person's name (``sharon``).
    """
    if name[0].isupper():
        return True
    if not name.islower() or name_likelihood_ratio(name) >= _LOWER_SERVICE_RATIO:
        return False
    if not common_english_word(name):
        return True
    place = place_table().get(name)
    return (
        place is not None
        and place.population >= _LOWER_SERVICE_CITY
        and zipf(name) < _LOWER_SERVICE_ZIPF
    )


#: A town in small letters this much likelier a person's name is no service's
#: town: ``sharon ems`` may be the crew member (``lowell ems`` stays a town).
_LOWER_SERVICE_RATIO = 50.0
#: A city this large whose name is also a dictionary's word is still the
#: service's town in small letters, if the word is no commoner than
#: :data:`_LOWER_SERVICE_ZIPF` (``boston ems``, not ``mobile ems``).
_LOWER_SERVICE_CITY = 100_000
_LOWER_SERVICE_ZIPF = 5.0


def _capitalised_before(text: str, start: int) -> bool:
    """Whether a capitalised word other than a function word ends right before ``start``."""
    before = text[max(0, start - 30) : start]
    if not before.endswith(" "):
        return False
    words = before.split()
    return (
        bool(words) and words[-1][0].isupper() and words[-1].lower() not in STOP_WORDS
    )


def _city_country(text: str, found: list[Finding]) -> list[Finding]:
    """Listed places with ``Town, Country`` pairs made sure (``Lagos, Nigeria``).

    Like ``City, ST`` for a US state: a capitalised listed town, a comma and
    a listed country's name (``Dublin, Ireland``, though a US town is
    named Ireland too) name each other as places; not a country that is a
    common first name too (``Smith, Jordan``).
    """
    table = place_table()
    for k in range(1, len(found)):
        town, country = found[k - 1], found[k]
        if (
            town.kind != CITY
            or text[town.end : country.start] != ", "
            or not text[town.start].isupper()
        ):
            continue  # the country's name is cut out only after a town and a comma
        name = text[country.start : country.end]
        if (
            COUNTRY_KIND in (table.kinds(name) or "")
            and not _first_name(name)  # "Smith, Jordan": a name, last name first
        ):
            found[k - 1] = town._replace(strong=True)
            # a country even where a city shares its name: "Kingston, Jamaica"
            found[k] = country._replace(strong=True, kind=COUNTRY)
    return found


def _place_start(word: str) -> bool:
    """Whether a gazetteer place name of several words starts with this word, or it is one.

    Only a word of letters starts a name looked up. A word starting no name
    of several words is asked here whether it is a place of its own (asked
    once per word), so that ``of``, ``given``, ``or`` are not visited at all.
    """
    longest = place_table().longest.get(place_key(word), 0)
    return word.isalpha() and (longest > 1 or _one_word_place(word) is not None)


_PLACE_START = WORD_TESTS.add(_place_start)


def _plausible_place(words: list[str], name: str) -> bool:
    """Whether a gazetteer match may be a place and not a common word or a name."""
    if len(words) == 1:
        word = words[0]
        if len(word) < 3 or excluded_word(word):
            return False
        if word.islower() and zipf(word) >= PLACE_MAX_ZIPF:
            return False  # "normal", "hope", "mercy" in lower case: words
        if _mixed_case_abbreviation(word):
            return False  # "on MoCA": the cognitive test, not Moca, Puerto Rico
        return not (word.isupper() and len(word) <= 3)  # "ER", "ICU", "VA"
    if words[0].lower() == "pt":
        return False  # "Pt Pleasant and cooperative": the patient, not Point
    alpha = [w for w in words if w.isalpha()]
    if all(excluded_word(w) for w in alpha):
        return False
    # "long term", "green bay" in lower case: only rare words make it a place.
    return not (name.islower() and all(zipf(w) >= PLACE_MAX_ZIPF for w in alpha))


def _mixed_case_abbreviation(word: str) -> bool:
    """A clinical abbreviation written with small letters inside it (``MoCA``)."""
    return (
        not word.isupper()
        and sum(map(str.isupper, word)) >= 2
        and clinical_abbreviation(word.upper())
    )


#: Common Vietnamese family names (public knowledge, not mined from notes).
_VIETNAMESE_SURNAMES = frozenset(
    "nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly "
    "truong dinh lam trinh dao cao luong luu quach doan kieu phung diep vuong "
    "trieu thai chau".split()
)
#: Surnames that are common English words too: never sure in lower case ("do van").
_VIETNAMESE_WORD_SURNAMES = frozenset("do ho le ly vo".split())
#: The middle names that say a Vietnamese name goes on: "Van" (men), "Thi" (women).
_VIETNAMESE_MIDDLES = frozenset({"Van", "VAN", "van", "Thi", "THI", "thi"})
#: Given-name syllables that are English function words too ("Nguyen Van An").
_SYLLABLE_STOP_WORDS = frozenset({"an", "my"})
#: A second given-name syllable is no common English word ("... SON", "... CALLED").
_SYLLABLE_MAX_ZIPF = 4.0
#: Letters of a Vietnamese syllable, at most ("Nguyen", "Thuong").
_SYLLABLE_LETTERS = 6


def _syllable(word: str, second: bool) -> bool:
    """Whether ``word`` can be a Vietnamese given-name syllable after "Van"/"Thi"."""
    low = word.lower()
    if not word.isalpha() or not 2 <= len(word) <= _SYLLABLE_LETTERS:
        return False
    if low in STOP_WORDS and (second or low not in _SYLLABLE_STOP_WORDS):
        return False  # "NGUYEN VAN IS", "Tran Thi at bedside"
    return not second or zipf(low) < _SYLLABLE_MAX_ZIPF


def vietnamese_names(analysis: Analysis) -> list[Finding]:
    """Sure names of a Vietnamese surname, "Van" or "Thi" and one or two syllables.

    "Nguyen Van An", "TRAN THI THU", "pham thi hoa": the given syllables are
    short and often English words ("An", "Long"), so no name list makes
    them names; a known family name followed by the middle name "Van" or
    "Thi" in the same case does. Anchored on the middle names' tokens.
    """
    words, found = analysis.words, []
    for i in tokens_among(analysis, _VIETNAMESE_MIDDLES):
        if i < 1 or i + 1 >= len(words):
            continue
        surname, middle, given = words[i - 1], words[i], words[i + 1]
        low = surname.lower()
        if low not in _VIETNAMESE_SURNAMES or not _alike(surname, middle):
            continue
        if surname.islower() and low in _VIETNAMESE_WORD_SURNAMES:
            continue  # "will do van ride": English words in lower case
        if not (_spaced(analysis, i - 1, i) and _spaced(analysis, i, i + 1)):
            continue
        if not _alike(middle, given) or not _syllable(given, False):
            continue
        last = i + 1
        # A second given syllable: "Nguyen Thi Bich Ngoc".
        if (
            last + 1 < len(words)
            and _spaced(analysis, last, last + 1)
            and _alike(given, words[last + 1])
            and _syllable(words[last + 1], True)
        ):
            last += 1
        found.append(
            Finding(
                analysis.starts[i - 1], analysis.ends[last], NAME, "name-vietnamese"
            )
        )
    return found


#: Common Korean family names, romanised (public knowledge, not mined from notes).
_KOREAN_SURNAMES = frozenset(
    "kim lee yi park choi jung jeong kang cho jo yoon yun jang lim im han oh seo "
    "shin kwon hwang ahn song yoo ryu hong jeon moon yang bae baek heo noh kwak "
    "sung cha joo woo min chung".split()
)
#: One romanised Korean syllable: "soo", "jin", "young", "hyun", "eun", "seo".
_KOREAN_SYLLABLE = lazy_compile(
    r"(?:[bcdghjkmnprstwy]|ch|kk|tt|pp|ss|jj){0,1}[wy]?[aeiou]{1,2}(?:ng|n|k|l|m|p)?"
)
#: English word pieces after a hyphen that are syllables in shape ("Non-op", "Re-do").
_NOT_KOREAN_PIECES = frozenset("op up in on do go to re co pap pep lap tap".split())


def _korean_syllable(word: str) -> bool:
    """Whether ``word`` is one romanised Korean syllable (and no English word piece)."""
    low = word.lower()
    return _KOREAN_SYLLABLE.fullmatch(low) is not None and low not in _NOT_KOREAN_PIECES


#: Korean given names' common second syllables (public knowledge): a given
#: name alone needs one ("Eun-ji", "Jae-won"; not "Tai-chi", "Ma-huang").
_KOREAN_SECOND_SYLLABLES = frozenset(
    "ji jin won woo hyun min ho jun young yeon eun hee soo seo sung seok hoon bin "
    "kyung mi na ah ra yeong hwa sook ja ok sun jung joon hyuk wook jae ha yoon rin "
    "yun gyu su ae hye yeol cheol chul sik".split()
)


def _korean_given_name(analysis: Analysis, h: int) -> bool:
    """Whether the hyphen at ``h`` joins a hyphened Korean given name ("Eun-ji", "Jae-won").

    Written as a name, its first syllable a listed name or a common given
    syllable ("Min-ho": "min" is a word too) and both Korean syllables in
    shape: no English compound ("Re-do", "Bi-pap") is so.
    """
    first, second = analysis.words[h - 1], analysis.words[h + 1]
    if not (first[:1].isupper() and first[1:].islower() and second.islower()):
        return False
    if analysis.caps_lines[analysis.line_of[h]]:
        return False
    if not (_listed_name(first) or first.lower() in _KOREAN_SECOND_SYLLABLES):
        return False
    return _korean_syllable(first) and second in _KOREAN_SECOND_SYLLABLES


def korean_names(analysis: Analysis) -> list[Finding]:
    """Sure names of a Korean surname and a hyphened two-syllable given name.

    "Kim Soo-jin", "CHOI YOUNG-HO": the given syllables are in no name
    list, and one may be an English word ("Young"); a known family name
    before a hyphened pair of Korean syllables makes the three one name.
    Anchored on the hyphens; capitalised or capitals only ("park ji-..." is
    too rare in lower case to be worth the risk).
    """
    words, starts, ends, found = analysis.words, analysis.starts, analysis.ends, []
    for h in tokens_among(analysis, "-"):
        if h < 1 or h + 1 >= len(words):
            continue
        if not (ends[h - 1] == starts[h] and ends[h] == starts[h + 1]):
            continue  # "Kim - soo": a spaced dash, no joined name
        given = _korean_given_name(analysis, h)
        surname, first, second = (
            words[h - 2] if h >= 2 else "",
            words[h - 1],
            words[h + 1],
        )
        if surname.lower() not in _KOREAN_SURNAMES or surname.islower():
            if given:
                found.append(Finding(starts[h - 1], ends[h + 1], NAME, "name-korean"))
            continue
        if not _spaced(analysis, h - 2, h - 1) or not _alike(surname, first):
            continue
        if not (second.islower() or (second.isupper() and first.isupper())):
            continue  # "Soo-jin", "SOO-JIN"; not "Post-Op"
        if not (_korean_syllable(first) and _korean_syllable(second)):
            continue
        found.append(Finding(starts[h - 2], ends[h + 1], NAME, "name-korean"))
    return found


def lexicon_findings(analysis: Analysis) -> list[Finding]:
    """Every list-driven finding of an analysed document (weak, possibly overlapping)."""
    return (
        listed_names(analysis)
        + first_last_pairs(analysis)
        + rare_lower_pairs(analysis)
        + word_first_names(analysis)
        + listed_places(analysis)
        + vietnamese_names(analysis)
        + korean_names(analysis)
        + initials_before_orders(analysis)
        + relatives_initials(analysis)
        + unlisted_cued_names(analysis)
    )
