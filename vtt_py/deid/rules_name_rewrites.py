"""Class-string rewrites before the name automaton: cues, roles, degrees, handoffs.

:func:`vtt_py.deid.rules_names.names_in` classes each token (name, word,
cue...) and rewrites the class string before the automaton reads it: a
pattern over the letters and a function that changes some of them, e.g. a
shortened relative's word (``dtr``, ``sis``) made a cue before a likely
first name, a degree's letters (``PA-C``) made a suffix, a handoff's
``report to`` made a cue. Each rule is ``(keys, pattern, rewrite)`` in
:data:`REWRITES`; the pattern is scanned only where a key occurs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from typing import TypeAlias

import regex

from vtt_py.deid.analysis import STOP_WORDS
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    CARE_ROLES,
    DEVICE_NOUNS,
    NOT_NAMES,
    PROVIDER_CUES,
    PROVIDER_PREFIXES,
    PROVIDER_SUFFIXES,
    RELATIVE_CUES,
    ROLE_ABBREVIATIONS,
    SUFFIXES,
    US_STATES,
    clinical_abbreviation,
    name_likelihood_ratio,
    name_people,
    name_share,
    zipf,
)
from vtt_py.deid.rules_places import SPECIALTIES
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.folding import folded

#: ``in law`` after a relative's cue word ("Brother-in-law Sven"): part of the cue.
_IN_LAW = lazy_compile(r"(?<=c-?)x(?=-?x)")


#: The ``O`` of ``O'Donnell`` (and ``D'``): an initial class before an apostrophe
#: and a name, read as the name's first part.
_NAME_PREFIX = re.compile(r"[ij](?='[nwlu])")


_PREFIX_LETTERS = frozenset({"o", "d"})


#: Relatives' words as nurses shorten them (sister, brother, granddaughter,
#: grandson, grandmother, grandfather, the in-laws, a newborn's mother and
#: father of the baby and maternal or paternal grandparents), no cue words elsewhere:
#: ``gd`` is "good" and ``gs`` a Gram stain too, so only a common first name
#: may follow (see :func:`_familiar_relative`).
SHORT_RELATIVES = frozenset(
    "sis bro gd gdtr gdau gdaughter gs gson gma gpa mil fil bil mob fob mgm pgm mgf "
    "pgf".split()
)


#: Cue words before a relative's name: the relatives, the ``law`` of ``in law``
#: and a former partner's ``ex`` (see :data:`_EX_PARTNER`).
RELATIVE_WORDS = RELATIVE_CUES | {"law", "ex"} | SHORT_RELATIVES


#: Cue words that are also common prepositions: the name must look like one.
WEAK_CUES = frozenset({"per"})


#: Verbs of writing, signing or doing before ``by`` and who did it
#: (``Entered by Ferdinand Oyelaran``, ``witnessed by Marisol Vega RN``):
#: like :data:`_AGENT_VERBS`, a service follows them too (``performed by IR``).
DOCUMENT_VERBS = frozenset(
    "entered documented written completed signed cosigned co-signed witnessed "
    "performed obtained prepared reviewed verified attested dictated transcribed "
    "drawn placed inserted removed administered given".split()
)


#: A degree written with periods after a name (``Lindqvist, M.D.``): two
#: initials' classes the automaton would read as the start of another name.
_DOTTED_DEGREE = lazy_compile(r"(?<=[niwlu][.]?,?)i[.]i")


#: Degrees written that way, their letters joined: the two-letter ones.
_DOTTED_DEGREES = frozenset(d for d in PROVIDER_SUFFIXES if len(d) == 2)


#: A rule's pattern over the class letters. The standard ``re`` scans a
#: class string several times faster than ``regex`` for a pattern that is a
#: letter or a class and a lookahead (``a(?=o)``): it skips to the letter,
#: ``regex`` tries each position. A lookbehind is written after its letter,
#: the letter in it (``x(?<=[cr]x)``, not ``(?<=[cr])x``), so that ``re``
#: skips to that letter too. Such patterns, ASCII letters only, match alike
#: in both; ``regex`` stays where it scans no slower.
_Pattern: TypeAlias = re.Pattern[str] | regex.Pattern[str]
_Match: TypeAlias = re.Match[str] | regex.Match[str]


#: A rewrite of the class letters at a match: ``(match, word at a position)``
#: to the new letters by position (empty: the match is left as it is).
_Rewrite = Callable[[_Match, Callable[[int], str]], dict[int, str]]


def rewrite_all(
    classes: str,
    index: list[int],
    words: list[str],
    low: str,
    low_words: AbstractSet[str],
) -> str:
    """``classes`` after every rule of :data:`REWRITES`, in order.

    A rule's pattern is scanned only when one of the words its rewrite needs
    is among the note's words lower-cased, ``low_words``
    (:data:`WORD_NEEDS`), one of its keys is in the class string (most lines
    have none) and one of the words its rewrite tests for is in the
    lower-cased text ``low`` (:data:`TEXT_NEEDS`).
    """
    # One loop with the tests inline: two dozen rules a note, most skipped;
    # ``map`` with a bound ``__contains__`` asks the keys without a generator.
    for keys, pattern, rewrite, words_needed, text_needed in _RULE_NEEDS:
        # The word set's test first: a few hashes, no scan of a string.
        if words_needed is not None and words_needed.isdisjoint(low_words):
            continue
        if not any(map(classes.__contains__, keys)):
            continue
        if text_needed is not None and not any(map(low.__contains__, text_needed)):
            continue
        classes = _rewritten(classes, index, words, pattern, rewrite)
    return classes


def _rewritten(
    classes: str,
    index: list[int],
    words: list[str],
    pattern: _Pattern,
    rewrite: _Rewrite,
) -> str:
    """``classes`` with one rule's letters changed at each match of its pattern."""
    # Copied only at the first change: most matches change nothing (a rule's
    # keys are common pairs of letters, its test is on the words).
    letters: list[str] | None = None

    def word(pos: int) -> str:
        return words[index[pos]]

    for m in pattern.finditer(classes):
        changes = rewrite(m, word)
        if changes:
            letters = list(classes) if letters is None else letters
            for pos, letter in changes.items():
                letters[pos] = letter
    return classes if letters is None else "".join(letters)


def _dotted_degree(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``M.D.``, ``R.N.``... after a name: a suffix ``s``."""
    if (word(m.start()) + word(m.end() - 1)).lower() not in _DOTTED_DEGREES:
        return {}
    return {m.start(): "s", m.end() - 1: "x"}


#: A physician assistant's degree, ``PA-C``: its ``PA`` (a state's code and
#: a pulmonary artery alone) with ``-C`` after it.
_PA_C = lazy_compile(r"[a-z]-i")


def _physician_assistant(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """The ``PA`` of ``PA-C`` after a name: a suffix ``s``; its ``C`` no initial."""
    if (word(m.start()), word(m.end() - 1)) != ("PA", "C"):
        return {}
    return {m.start(): "s", m.end() - 1: "x"}


def _name_prefix(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """The ``O`` of ``O'Donnell``: part of the name after it ("Mary O'Donnell": n n'n)."""
    if word(m.start()).lower() not in _PREFIX_LETTERS:
        return {}
    return {m.start(): m.string[m.start() + 2]}


#: A lower-case first name before a family name with ``o'`` or ``d'`` (after
#: :func:`_name_prefix`): ``kathleen o'rourke called``.
_LOWER_PREFIXED_NAME = lazy_compile(r"l(?=l'l)")


def _lower_prefixed_name(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A common first name and an ``o'``/``d'`` family name in lower case: a pair ``n n'n``.

    Lower-case notes write names without capitals, and no cue need precede
    (``kathleen o'rourke called for update``); the apostrophe after ``o`` or
    ``d`` is a family name's shape no word has but ``o'clock``, whose
    ``clock`` is no name.
    """
    if word(m.start() + 1).lower() not in _PREFIX_LETTERS:
        return {}
    if not first_name_after_cue(word(m.start())):
        return {}
    return {m.start(): "n", m.start() + 1: "n", m.start() + 3: "n"}


#: A rare capitalised word before a provider's title and a name: ``Hospice
#: RN Temperance``, ``Oncology NP Ingrid``.
_SETTING_BEFORE_TITLE = lazy_compile(r"u(?=r[nwlu])")


#: Care settings and services a nurse's or practitioner's title is qualified by.
_CARE_SETTINGS = SPECIALTIES | frozenset(
    "hospice vna picc triage float charge lactation infusion endoscopy cath "
    "radiology ostomy telemetry tele rehab homecare".split()
)


def _setting_before_title(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A care setting before a title: a word ``a``, no name the title is the suffix of.

    ``Hospice RN Temperance visited``: the rare word is no name ending in
    ``RN`` (``Okafor RN``), so the title is a cue for the name after it.
    """
    return {m.start(): "a"} if word(m.start()).lower() in _CARE_SETTINGS else {}


#: ``family`` after a capitalised word: ``the Okafor family``.
_FAMILY_AFTER = re.compile(r"a(?<=na)")


#: A family name before ``family``: borne by this many people (census) as a
#: surname at least, and this much likelier a name than a word.
_FAMILY_SURNAME_PEOPLE = 1000


_FAMILY_SURNAME_RATIO = 10.0


#: A rarer family name before ``family``: borne by this many people (census)
#: as a surname at least, and this rare in English (Zipf): ``the Adeyemi
#: family``, ``Kaczmarek family``.
_RARE_FAMILY_PEOPLE = 300
_RARE_FAMILY_ZIPF = 2.5


def _rare_family_name(name: str) -> bool:
    """A family name fewer bear but English hardly writes: names of recent immigrants."""
    # The census counts a surname of recent immigrants (Nigerian, Polish)
    # by a few hundred people, and English text has no such word.
    return (
        name_people(name)[1] >= _RARE_FAMILY_PEOPLE
        and zipf(name.lower()) < _RARE_FAMILY_ZIPF
    )


def _family_after(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``family`` after a capitalised family name: a notice ``v`` the name stands before.

    ``The Okafor family met with Dr. Oyelowo``, ``Nguyen family requesting
    interpreter``: a family is named by its surname. Only a listed surname
    likelier a name than a word, written capitalised in mixed case (not
    ``Cardiology family meeting``, ``Sunday family meeting``).
    """
    if word(m.start()) not in ("family", "Family"):
        return {}
    name = word(m.start() - 1)
    if not (name[:1].isupper() and name[1:].islower()):
        return {}
    if name.lower() in NOT_NAMES or name.lower() in SPECIALTIES:
        return {}
    if name_people(name)[1] < _FAMILY_SURNAME_PEOPLE and not _rare_family_name(name):
        return {}
    if name_likelihood_ratio(name) < _FAMILY_SURNAME_RATIO:
        return {}
    before = m.start() - 2
    if before >= 0 and m.string[before] == "w" and word(before).lower() in STOP_WORDS:
        return {before: "x", m.start(): "v"}  # "The Okafor family": no name's word
    return {m.start(): "v"}


#: A comma after a name before whose relative it is: ``adwoa, pt's daughter``.
_APPOSITIVE = lazy_compile(r"(?<=[nlu]),(?=(?:x?a'x|x)c)")


#: The words between the comma and the relative: the patient's, hers, his.
_WHOSE = frozenset("pt patient her his the baby infant child s '".split())


def _appositive(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A name, a comma and whose relative it is: a notice ``v`` after the name.

    ``called stanislav, pt's husband, no answer``, ``adwoa, pt's daughter,
    called``, ``Met with Ingrid, the patient's wife``: the relative's word
    after the comma says who the name before it is. Only a first name (not
    ``called pharmacy, pt's daughter's``), and only the patient's, hers or
    his between.
    """
    at = m.start() + 1
    while m.string[at] != "c":
        if word(at).lower() not in _WHOSE:
            return {}
        at += 1
    if word(at).lower() not in RELATIVE_CUES:
        return {}
    name = folded(word(m.start() - 1))
    if not first_name_after_cue(name) and not rarer_first_name(name):
        return {}
    return {m.start(): "v"}


#: ``w/``: an initial's class and a slash.
_W_SLASH = lazy_compile(r"[ij]/")


def _slash_with(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``w/``: the ``with`` it stands for ("spoke w/ susan"); ``d/w``: discussed with.

    ``d/w Feeney re: plan`` names whom the plan was discussed with, as
    ``discussed with Feeney`` does: the ``d`` becomes the contact verb ``k``.
    """
    first = word(m.start()).lower()
    if first == "w":
        return {m.start(): "o", m.start() + 1: "o"}
    after = m.end()
    if (
        first == "d"
        and after < len(m.string)
        and m.string[after] in "ij"
        and word(after).lower() == "w"
    ):
        return {m.start(): "k", m.start() + 1: "o", after: "o"}
    return {}


def _in_law(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """The ``in law`` of ``brother-in-law``: cue words."""
    law = m.start() + (2 if m.string[m.start() + 1] == "-" else 1)
    if (word(m.start()).lower(), word(law).lower()) != ("in", "law"):
        return {}
    return {m.start(): "c", law: "c"}


#: A cue word right after a title: ``Dr. Ho`` (a house officer's ``HO``).
_TITLED_CUE = lazy_compile(r"(?<=p[.]?)c")


def _titled_cue(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A capitalised cue word after a title: a surname (``Dr. Ho``, ``Mrs. Person``)."""
    text = word(m.start())
    if not (text[:1].isupper() and text[1:].islower()):
        return {}  # "DR. HO", "Dr. per": an abbreviation or a cue
    return {m.start(): "n"}


#: ``ex`` right before a likely name (a comma between or not): ``her ex
#: Darnell``, ``Her ex, Tobias``; not ``ex lap``, ``EX FIX`` (a census word
#: that is no likely name: an exploratory laparotomy, an external fixator).
_EX_PARTNER = re.compile(r"a(?=,?n)")


def _ex_partner(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``ex`` before a likely name: a former partner's cue word ``c``."""
    if word(m.start()).lower() != "ex":
        return {}
    return {m.start(): "c"}


#: The patient's label right before a likely name, one or two words, and no
#: more words that may be names after them: ``Pt Hernandez resting``.
_PATIENT_LABEL = re.compile(r"a(?=nn?(?![nwui]))")


#: The patient's label written so (``PT`` is physical therapy as often).
_PATIENT_WORDS = frozenset({"Pt", "pt", "Patient", "patient"})


#: How much likelier a name than a word the name after the label must be.
_PATIENT_NAME_RATIO = 10.0


#: A device's state after a word: the word is the patient's device named
#: after a person (``Pt Foley removed``, ``Pt Foley to gravity``), not a name.
_DEVICE_STATE = lazy_compile(
    rf"(?i:\w+ed|patent|intact|draining|leaking|flushing|in|to|{DEVICE_NOUNS})"
)


def _patient_label(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``Pt`` before a capitalised word ten times likelier a name: a cue word ``c``.

    ``Pt Hernandez resting comfortably``; not ``Pt Stable`` (no likelier a
    name than a word), ``PT Walker`` (physical therapy) nor a device's
    state after it (``Pt Foley removed``).
    """
    if word(m.start()) not in _PATIENT_WORDS:
        return {}
    if name_likelihood_ratio(word(m.start() + 1)) < _PATIENT_NAME_RATIO:
        return {}
    after = m.start() + 2
    if (
        after < len(m.string)
        and m.string[after] not in "|.,"
        and _DEVICE_STATE.fullmatch(word(after))
    ):
        return {}
    return {m.start(): "c"}


#: The patient's label, a word and an age: ``Pt Grace, 82F``, ``pt june, 88f``,
#: ``Pt Faith 71 yo F`` (a census word that is an English word too).
_AGED_PATIENT = re.compile(r"a(?=[nwlu],?x{1,2}[iajw-])")


#: Words after the age's number: its unit or the patient's sex.
_AGE_MARKS = frozenset("f m yo y yof yom year years yr yrs".split())


def _aged_patient(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``Pt`` before a census name and an age with its unit or sex: a cue word ``c``.

    ``Pt Grace, 82F, admitted``, ``Pt Will, 19M``: a first name that is an
    English word too, which :func:`_patient_label` leaves (not ten times
    likelier a name); the age after it makes it the patient's name. Not
    ``Pt Alert, 70F`` (no census name).
    """
    if word(m.start()) not in _PATIENT_WORDS:
        return {}
    if name_people(word(m.start() + 1))[0] < _ROLE_FIRST_PEOPLE:
        return {}  # "Pt Alert, 70F", "Pt Stable, 55M": no first name
    at = m.start() + 2
    if m.string[at] == ",":
        at += 1
    if word(at).lower() in ("a", "an"):
        at += 1
    number = word(at)
    mark = at + (2 if m.string[at + 1 : at + 2] == "-" else 1)
    if mark >= len(m.string) or m.string[mark] == "|":
        return {}
    if not (number.isdigit() and len(number) <= 3):
        return {}
    if word(mark).lower() not in _AGE_MARKS:
        return {}
    return {m.start(): "c", m.start() + 1: "n"}


#: First names that are adjectives after ``is`` as well: ``son is frank``.
_ADJECTIVE_NAMES = frozenset("frank earnest sterling noble merry jolly".split())


#: A colon or ``is`` after a relative's word before a first name: ``dtr:
#: wanda``, ``Spouse: Arnold``, ``wife is terri`` (both are class ``x``).
_CUE_COLON = re.compile(r"x(?<=[cr]x)(?=[nwl])")


def _cue_colon(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A colon or ``is`` after a relative's word and before a first name: the cue's ``:``.

    ``dtr: wanda``, ``SPOUSE: ARNOLD``, ``wife is terri``, ``HCP IS
    MARGARET``; a family history's ``Mother: Parkinson's`` or ``Father: MI``
    and ``Son is deceased`` have no first name after it.
    """
    if word(m.start()).lower() not in (":", "is", "are"):
        return {}
    plural = word(m.start()).lower() == "are"
    if plural and not _plural_cue(word(m.start() - 1)):
        return {}  # "kids are sam (12) and ella (9)": a plural's "are"
    cue = word(m.start() - 1).lower()
    role = m.string[m.start() - 1] == "r" or cue in PROVIDER_CUES - WEAK_CUES
    if cue not in RELATIVE_WORDS and not role:
        return {}  # "Triage RN: Bethany", "nurse is Joyce" too
    name = word(m.start() + 1)
    # After a plural ("children are Tendai, ...") a rarer first name written
    # as a name too: a list of the children's names follows.
    if not first_name_after_cue(name) and not (plural and _written_first_name(name)):
        return {}
    if word(m.start()).lower() == "is" and name.lower() in _ADJECTIVE_NAMES:
        return {}  # "his brother is frank with him": candid
    return {m.start(): ":"}


#: Relatives' plurals not ending in "s": ``children are Tendai, Rudo and Farai``.
_IRREGULAR_PLURAL_CUES = frozenset({"children", "grandchildren"})


def _plural_cue(cue: str) -> bool:
    """Whether a relative's cue word is a plural ("sons", "kids", "children")."""
    return cue.endswith(("s", "S")) or cue.lower() in _IRREGULAR_PLURAL_CUES


#: A letter's salutation opening its line before one or two names and a
#: comma or colon: ``Dear Harriet,``, ``DEAR HARRIET OKONKWO:``.
_SALUTATION = re.compile(r"(?<=\|)[wa](?=[nwlu]{1,2}(?:,|x\|?|\||$))")


def _salutation(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``Dear`` opening a line before a name and a pause: a cue word ``c``.

    ``Dear Harriet,``: a colleague or patient named by the letter; not ``Dear
    Colleague,`` (no census name), ``Dear Sir or Madam`` (a function word
    follows). The colon (class ``x``) must be one.
    """
    if word(m.start()).lower() != "dear":
        return {}
    end = m.end() + 1
    while end < len(m.string) and m.string[end] in "nwlu":
        end += 1
    if end < len(m.string) and m.string[end] == "x" and word(end) != ":":
        return {}
    return {m.start(): "c"}


#: A verb of writing or doing before ``by``: ``Entered by``, ``witnessed by``.
_DOCUMENTED_BY = re.compile(r"a(?=o)")


def _documented_by(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A verb of :data:`DOCUMENT_VERBS` before ``by``: a contact verb ``k``."""
    if word(m.start()).lower() not in DOCUMENT_VERBS or word(m.end()).lower() != "by":
        return {}
    return {m.start(): "k"}


#: A likely name, then ``from``/``in``/``with`` (``the``) and a service, or
#: ``the`` and a care role: ``Kate from pharmacy called``, ``tom in
#: pharmacy``, ``lucy from the nh``, ``pam the sw saw pt``.
_FROM_SERVICE = re.compile(r"x(?<=[nlwu]x)(?=x?[awcrpu])")


#: Services and places of care a caller speaks for (lower case).
_SERVICES = frozenset(
    "pharmacy pharm lab labs laboratory transport admitting admissions radiology "
    "rehab dietary nutrition security hospice vna nh snf ltc alf ot sw cm ct mri "
    "ir ed er icu micu sicu ccu pacu endo dialysis cath registration billing "
    "anesthesia staffing nursing respiratory housekeeping chaplaincy bloodbank "
    "interpreter interpreters agency office clinic".split()
)


#: Care roles named after ``the``: ``pam the sw``, ``jessica the hospice rn``.
_ROLES_AFTER_THE = frozenset(
    "sw cm ot slp rn np lpn cna pca md pa nurse aide sitter".split()
) | PROVIDER_CUES - {"per", "attending", "resident", "fellow", "intern"}


#: What a caller from a service does next: ``bill from the lab called``.
_CALLER_VERBS = frozenset(
    "called calls phoned here came aware notified states says said reports "
    "requests asked wants stopped".split()
)


def _from_service(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A likely name's ``from`` before a service, or ``the`` before a role: notice ``v``.

    Then the automaton's notice path reads the name before it, as before
    ``aware``: ``Kate from pharmacy called``, ``lucy from the nh called``,
    ``pam the sw saw pt``, ``Anne from Dr. Okafor's office``; only after a
    first name (not ``air leak from ct``, ``Lasix from pharmacy``). A first
    name that is a word too counts opening its line before ``from``, a
    service and a caller's verb (``bill from the lab called``; not ``got bill
    from clinic``, ``Bill from ED visit sent``).
    """
    name = word(m.start() - 1)
    low = word(m.start()).lower()
    at = m.start() + 1
    if m.string[m.start() - 1] == "w":
        # A census first name though a word ("bill"), only opening its line.
        if low != "from" or name_people(name)[0] < _ROLE_FIRST_PEOPLE:
            return {}
        if m.start() >= 2 and m.string[m.start() - 2] != "|":
            return {}
        if word(at).lower() == "the":
            at += 1
        if at + 1 >= len(m.string) or word(at).lower() not in _SERVICES:
            return {}
        if m.string[at + 1] == "|" or word(at + 1).lower() not in _CALLER_VERBS:
            return {}  # "Bill from ED visit sent": a bill, no caller
        return {m.start() - 1: "n", m.start(): "v"}
    if low not in ("the", "from", "in", "with"):
        return {}  # first: most matches fail here, the census tests cost more
    if not first_name_after_cue(name) and not rarer_first_name(name):
        return {}  # "air leak from chest tube": a word, no first name
    if low == "the":
        role = word(at).lower()
        if role == "hospice" and at + 1 < len(m.string):
            role = word(at + 1).lower()  # "the hospice rn"
        return {m.start(): "v"} if role in _ROLES_AFTER_THE else {}
    if word(at).lower() == "the":
        at += 1
        if at >= len(m.string):
            return {}  # "Maria from The" ending the note: no service follows
    if m.string[at] == "p" and word(at).lower() in PROVIDER_PREFIXES:
        return {m.start(): "v"}  # "Anne from Dr. Okafor's office"
    return {m.start(): "v"} if word(at).lower() in _SERVICES else {}


#: A bracket after a notice verb before a name and its closing bracket:
#: ``rn aware (j. oconnor)``, ``MD aware (Kowalski)``.
_AWARE_BRACKET = lazy_compile(r"(?<=v)q(?=(?:j[.])?[nwlu](?:[-'][nwlu])?x)")


def _aware_bracket(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``(`` after ``aware``/``notified`` and before one name and ``)``: a cue ``c``.

    Who was made aware is named in brackets: ``MD aware (Kowalski)``, ``rn
    aware (j. oconnor)``; not ``aware (see note)`` nor ``notified (via
    phone)`` nor ``HO aware (Tylenol)``: a census name, no drug.
    """
    end = m.end()
    while end < len(m.string) and m.string[end] != "x":
        end += 1
    if word(m.start()) != "(" or word(end) != ")":
        return {}
    name = word(end - 1)
    if max(name_share(name)) == 0 or name.lower() in drug_words():
        return {}  # "HO aware (Tylenol)": a drug given, no person
    return {m.start(): "c"}


#: Two capitals before a capitalised surname in mixed case: a provider's
#: initials (``JR Whitfield (attending)``, ``seen by DK Pillai``).
_TWO_INITIALS = re.compile(r"[aswlu](?=n)")


#: Two capitals before a surname that are a service, a role or a place, no
#: initials: ``ED Smith``, ``PT Jones``, ``GI Patel``.
_NOT_TWO_INITIALS = (
    frozenset("ED ER EW OR PT OT IR GI ID IV HO CT MR US EP DR MR MS".split())
    | ROLE_ABBREVIATIONS
    | frozenset(w.upper() for w in SUFFIXES - {"jr"})
    | frozenset(US_STATES)
)


def _two_initials(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """Two capitals no abbreviation before a capitalised likely name: an initial ``i``.

    The automaton's initial path then takes them with the surname when it is
    a sure one (``JR Whitfield (attending) aware``); not a service's or
    role's letters (``GI Patel``, ``SW Jones``) nor a clinical abbreviation.
    """
    letters, name = word(m.start()), word(m.start() + 1)
    if not (len(letters) == 2 and letters.isupper() and letters.isalpha()):
        return {}
    if not (name[:1].isupper() and name[1:].islower()):
        return {}  # in capitals case says nothing
    if letters in _NOT_TWO_INITIALS or letters.lower() in STOP_WORDS:
        return {}
    if clinical_abbreviation(letters):
        return {}
    return {m.start(): "i"}


#: A function word right after a title or a cue word (``DR. MAY``, ``SON
#: WILL``), or after a relative's name and ``&`` (``DTRS (JUNE & MAY)``):
#: ``p``, ``p.``, ``c`` or ``r`` with ``,``, ``:`` or ``q`` perhaps, then a
#: name and ``&`` perhaps, one lookbehind of a fixed width for each.
_TITLED_STOP_WORD = re.compile(
    r"x(?:(?<=px)|(?<=p[.]x)|(?<=[cr]x)|(?<=[cr][,:q]x)"
    r"|(?<=[cr][nwlu]&x)|(?<=[cr][,:q][nwlu]&x))"
)


#: Every match of :data:`_TITLED_STOP_WORD` holds one of these.
_TITLED_STOP_KEYS = ("px", "p.x", "cx", "c,x", "c:x", "cqx", "rx", "r,x", "rqx", "&x")


#: People (census) bearing a function word as a first name for it to be read
#: as one after a title or cue: only ``May`` and ``Will`` are so common.
_STOP_NAME_PEOPLE = 20_000


#: The function words that many bear (a test checks them against the census).
STOP_NAMES = ("may", "will")


#: Words after a modal verb that no verb is: the modal is a name (``SON WILL
#: IN TO VISIT``, ``DR. MAY AWARE``; not ``SON WILL CALL``, ``DTR MAY BE IN``).
_AFTER_NAME_WORDS = frozenset("in at here is was has and".split())


def _titled_stop_word(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """``May`` or ``Will`` after a title or cue and before no verb: a census name ``w``.

    Both are function words (``x``) wherever else: ``PT MAY HAVE SIPS``,
    ``DR WILL SEE PT``. Before a notice verb, a past tense, a period, a
    bracket or the line's end, the modal reading is ungrammatical.
    """
    text = word(m.start())
    if text.lower() not in STOP_WORDS or name_people(text)[0] < _STOP_NAME_PEOPLE:
        return {}
    after = m.start() + 1
    # Not a comma: "SON MAY, IF POSSIBLE, VISIT".
    if after == len(m.string) or m.string[after] in "|.&v":
        return {m.start(): "w"}
    following = word(after)
    low = following.lower()
    if following == ")" or low in _AFTER_NAME_WORDS or low.endswith("ed"):
        return {m.start(): "w"}  # "(JUNE & MAY)", "DTR MAY CALLED"
    return {}


#: A role's abbreviation in capitals before one name (``CM JANET FOLLOWING``,
#: ``SW (KATHY)``, ``OT SUSAN``, a census word): a provider's cue word; in
#: lower case before a lower-case likely name (``seen by sw marisol``).
_ROLE_BEFORE_NAME = re.compile(r"[aw](?=q?[nwl](?![nwlu'])|x[nwl])")


#: How many people (census) bear the name after a role's abbreviation as a
#: first name: ``RT`` is "right" too (``RT HAND``), so only a common first name.
_ROLE_FIRST_PEOPLE = 20_000


#: A rarer first name after such a word is one when it is this much likelier
#: a name than a word (``cna shaniqua``; the census's 1,000 people at least).
_ROLE_RARE_RATIO = 50.0


def first_name_after_cue(name: str) -> bool:
    """A common first name, or a rarer one much likelier a name than a word."""
    if name.lower() in NOT_NAMES:
        return False  # "RT MARK": a mark
    people = name_people(name)[0]
    return people >= _ROLE_FIRST_PEOPLE or (
        people >= 1000 and name_likelihood_ratio(name) >= _ROLE_RARE_RATIO
    )


#: Care roles' abbreviations that are no English word in lower case either:
#: not ``rt`` (right) nor ``pt`` (the patient); ``cm`` not after a number.
_LOWER_ROLES = frozenset("cm ot sw slp cna pca pct".split())
#: Nursing aides' abbreviations, in capitals: no word, no place, no direction.
_AIDE_ROLES = frozenset("CNA PCA PCT".split())


def _role_before_name(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A care role's abbreviation before a common first name: a cue word ``c``.

    In capitals (``OT SUSAN``), or in lower case before a lower-case word
    likelier a name (``sw marisol met w/ pt``; not ``rt janet``, "right",
    nor ``2 cm``).
    """
    colon = m.string[m.start() + 1] == "x"
    if colon and word(m.start() + 1) != ":":
        return {}
    at = m.start() + (2 if m.string[m.start() + 1] in "qx" else 1)
    role = word(m.start())
    if colon and role.lower() not in CARE_ROLES:
        return {}  # "CM: JANET" is the fields' (a heading)
    lower = role in _LOWER_ROLES and m.string[at] == "l"
    more = role.lower() in CARE_ROLES
    if role not in ROLE_ABBREVIATIONS and not lower and not more:
        return {}  # in capitals only: "rt" is "right", "cm" centimetres
    after_number = m.string[m.start() - 1] != "|" and word(m.start() - 1)[-1].isdigit()
    if (lower or role == "CM") and after_number:
        return {}  # "2 cm janet", "3 CM": a measure
    name = word(at)
    surname = more and m.string[at] == "n" and name_likelihood_ratio(name) >= 10
    # A role no word spells ("cnm", "doula") takes a rarer first name too,
    # and a rarer still one written as a name ("Ortho tech Haruki").
    rarer = more and (
        (m.string[at] in "nl" and rarer_first_name(name))
        or (m.string[at] == "n" and _written_first_name(name))
    )
    # An aide's abbreviation in capitals spells no word either ("PCA
    # Oluwakemi", "PCT Nkechi"): a rare first name written as a name follows.
    rarer = rarer or (
        role in _AIDE_ROLES and m.string[at] == "n" and _written_first_name(name)
    )
    # A role that is no word in capitals either (not "RT", right) takes a
    # rarer first name too: "SW DEB", "CM DEB FITZGERALD".
    rarer = rarer or (role.upper() != "RT" and rarer_first_name(name))
    if not first_name_after_cue(name) and not surname and not rarer:
        return {}  # "RT MARK": a mark; "RT LEG"
    return {m.start(): "c", m.start() + 1: ":"} if colon else {m.start(): "c"}


#: Credentials that no English word spells, written before a name as its
#: title: ``PharmD Kemi Adeleke``, ``CNM Roisin present``, ``LICSW Adaeze``.
_CREDENTIAL_TITLES = frozenset(
    "pharmd cnm crna aprn fnp anp acnp dnp msw lcsw licsw lmhc rph dpt otr".split()
)
#: Such a credential (a suffix ``s`` or, in mixed case, an unknown word ``u``)
#: before a likely name ``n``.
_CREDENTIAL_TITLE = re.compile(r"[su](?=n)")


def _credential_title(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A credential before a first name, not after a name: a provider's title ``r``.

    ``verified by PharmD Kemi Adeleke``, ``CNM Roisin present``: the title
    opens the name as ``RN`` does; after a name it is the name's degree
    (``Ines Ruiz, CNM``), left a suffix. Written as a credential is: in
    capitals or as ``PharmD``.
    """
    title = word(m.start())
    if title.lower() not in _CREDENTIAL_TITLES or not (
        title.isupper() or title == "PharmD"
    ):
        return {}
    if m.start() > 0 and m.string[m.start() - 1] in "niwlu,.'":
        return {}  # "Ines Ruiz, CNM Maria ...": the degree of the name before
    name = word(m.start() + 1)
    if not (first_name_after_cue(name) or _written_first_name(name)):
        return {}  # "CNM Bishop": a surname or a word, not a name by its title
    return {m.start(): "r"}


#: A relative's word as nurses shorten it, before a name: ``sis mary`` (see
#: :data:`SHORT_RELATIVES`).
_FAMILIAR_RELATIVE = re.compile(r"[awu](?=q?[nwl])")


def _familiar_relative(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A shortened relative's word before a common first name: a cue word ``c``.

    ``sis mary called``, ``BRO EARL CALLED``, ``gd amber to pick up pt``;
    not ``gd effect`` nor ``gs mark`` (a word that is no name in notes).
    """
    short = word(m.start()).lower()
    if short not in SHORT_RELATIVES:
        return {}
    at = m.start() + (2 if m.string[m.start() + 1] == "q" else 1)
    if not first_name_after_cue(word(at)) and not (
        short in _PLAIN_SHORT_RELATIVES and rarer_first_name(word(at))
    ):
        return {}
    return {m.start(): "c"}


#: Shortened relatives' words that mean nothing else in a note (a newborn's
#: ``MOB``, ``FOB``, the grandparents ``MGM``, ``PGF``, ``gdtr``): a rarer first
#: name may follow (``FOB MINH``, ``MOB Huong``), not only a common one.
_PLAIN_SHORT_RELATIVES = frozenset(
    "gdtr gdau gdaughter gson gma gpa mob fob mgm pgm mgf pgf".split()
)


#: Such a rarer first name: borne by this many people (census) at least, and
#: this much likelier a name than a word.
_RARER_FIRST_PEOPLE = 500


_RARER_FIRST_RATIO = 10.0


#: A first name written as a name after a role: borne by this many people
#: (census) at least, more as a first name than a surname, and this much
#: likelier a name than a word (``Haruki``; not ``Stryker``, ``Foley``).
_WRITTEN_FIRST_PEOPLE = 200


_WRITTEN_FIRST_RATIO = 3.0


def _written_first_name(name: str) -> bool:
    """A capitalised first name few bear, more a first name than a surname (``Haruki``)."""
    if not (name[:1].isupper() and name[1:].islower()) or name.lower() in NOT_NAMES:
        return False
    return _first_name_of(name, _WRITTEN_FIRST_PEOPLE, _WRITTEN_FIRST_RATIO)


def rarer_first_name(name: str) -> bool:
    """A first name fewer people bear but likelier a name than a word (``Minh``).

    More people bear it as a first name than as a surname: ``tech Stryker
    bed`` names a bed's maker.
    """
    if name.lower() in NOT_NAMES:
        return False
    return _first_name_of(name, _RARER_FIRST_PEOPLE, _RARER_FIRST_RATIO)


def _first_name_of(name: str, people: int, ratio: float) -> bool:
    """Whether ``name`` is a first name by the census and word frequencies.

    ``people`` or more bear it as a first name, more than as a surname, and
    it is ``ratio`` times or more likelier a name than a word.
    """
    first, last = name_people(name)
    return first >= people and first > last and name_likelihood_ratio(name) >= ratio


#: A shift report and ``to`` or ``from``, ``given`` or ``called`` or not
#: between them: ``TOOK REPORT FROM DEB``, ``report given to Kate``,
#: ``report called to jen at rehab``.
_HANDOFF = re.compile(r"a(?=[ax]?[ox])")


#: Nurses' words for the report handed on at a change of shift.
HANDOFF_WORDS = frozenset({"report", "signout", "handoff"})


#: Verbs between the report and ``to``: it was given, called, phoned.
_HANDOFF_VERBS = frozenset({"given", "called", "phoned"})


def _handoff(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A shift report before ``to``/``from``: a contact verb ``k`` (its person follows)."""
    if word(m.start()).lower() not in HANDOFF_WORDS:
        return {}
    given = word(m.start() + 1).lower() in _HANDOFF_VERBS
    at = m.start() + (2 if given else 1)
    if at >= len(m.string):
        return {}
    if word(at).lower() not in ("to", "from"):
        return {}
    verb = {m.start() + 1: "a"} if given else {}  # "called": a stop word
    return {m.start(): "k", **verb, at: "o"}


#: A word and a comma ending its line, as a letter's closing does.
_LINE_END_WORD = re.compile(r"[ax](?=,\|)")


#: Words that close a letter before its signer's name on the next line.
_CLOSINGS = frozenset(
    "sincerely regards respectfully cordially thanks truly yours".split()
)


def _closing(m: _Match, word: Callable[[int], str]) -> dict[int, str]:
    """A letter's closing (``Sincerely,``, ``Thank you,``): the class ``y``."""
    low = word(m.start()).lower()
    thank_you = low == "you" and m.start() and word(m.start() - 1).lower() == "thank"
    if low not in _CLOSINGS and not thank_you:
        return {}
    return {m.start(): "y"}


#: Rewrites of the class string before the automaton reads it, in order.
#: Words (lower case) one of which a rewrite's test needs in the text: its
#: pattern's letters are common (``a`` before ``o``), its words are not, so
#: a note without them is not scanned for it.
TEXT_NEEDS: dict[_Rewrite, tuple[str, ...]] = {
    _handoff: tuple(HANDOFF_WORDS),
    _salutation: ("dear",),
    _documented_by: (" by",),
}
#: Words (lower case) one of which a rewrite's test needs among the note's
#: words: their letters are common in other words ("ot", "sis", "w"), so
#: :data:`TEXT_NEEDS` would find them in most notes, but few notes have
#: them as words.
WORD_NEEDS: dict[_Rewrite, frozenset[str]] = {
    _role_before_name: frozenset(r.lower() for r in ROLE_ABBREVIATIONS)
    | _LOWER_ROLES
    | CARE_ROLES,
    _familiar_relative: SHORT_RELATIVES,
    _credential_title: _CREDENTIAL_TITLES,
    _slash_with: frozenset({"w"}),
    _ex_partner: frozenset({"ex"}),
    _in_law: frozenset({"law"}),
    _family_after: frozenset({"family"}),
    _titled_stop_word: frozenset(STOP_NAMES),
    _handoff: HANDOFF_WORDS,
    _closing: _CLOSINGS | {"you"},
    _documented_by: DOCUMENT_VERBS,
    _patient_label: frozenset(w.lower() for w in _PATIENT_WORDS),
    _aged_patient: frozenset(w.lower() for w in _PATIENT_WORDS),
}
REWRITES: tuple[tuple[tuple[str, ...], _Pattern, _Rewrite], ...] = (
    (("i.i",), _DOTTED_DEGREE, _dotted_degree),
    (("cx", "c-x"), _IN_LAW, _in_law),
    (("'",), _NAME_PREFIX, _name_prefix),
    (("ll'l",), _LOWER_PREFIXED_NAME, _lower_prefixed_name),
    (("ur",), _SETTING_BEFORE_TITLE, _setting_before_title),
    (("na",), _FAMILY_AFTER, _family_after),
    (("n,", "l,", "u,"), _APPOSITIVE, _appositive),
    (("/",), _W_SLASH, _slash_with),
    (("-i",), _PA_C, _physician_assistant),
    (("pc", "p.c"), _TITLED_CUE, _titled_cue),
    (("an", "a,n"), _EX_PARTNER, _ex_partner),
    (("an",), _PATIENT_LABEL, _patient_label),
    (("an", "aw", "al", "au"), _AGED_PATIENT, _aged_patient),
    (("cx", "rx"), _CUE_COLON, _cue_colon),
    (("|w", "|a"), _SALUTATION, _salutation),
    (("nx", "lx", "ux", "wx"), _FROM_SERVICE, _from_service),
    (("vq",), _AWARE_BRACKET, _aware_bracket),
    (("ao",), _DOCUMENTED_BY, _documented_by),
    (("an", "sn", "wn", "ln", "un"), _TWO_INITIALS, _two_initials),
    (_TITLED_STOP_KEYS, _TITLED_STOP_WORD, _titled_stop_word),
    (
        ("an", "aw", "aq", "al", "ax", "wn", "ww", "wq", "wl", "wx"),
        _ROLE_BEFORE_NAME,
        _role_before_name,
    ),
    (
        ("an", "aw", "aq", "al", "wn", "ww", "wq", "wl", "un", "uw", "uq", "ul"),
        _FAMILIAR_RELATIVE,
        _familiar_relative,
    ),
    (("sn", "un"), _CREDENTIAL_TITLE, _credential_title),
    (("ao", "ax", "aa"), _HANDOFF, _handoff),
    (("a,|", "x,|"), _LINE_END_WORD, _closing),
)
#: Each rule of :data:`REWRITES` with its :data:`WORD_NEEDS` and
#: :data:`TEXT_NEEDS` (None: no such test), looked up once.
_RULE_NEEDS = tuple(
    (keys, pattern, rewrite, WORD_NEEDS.get(rewrite), TEXT_NEEDS.get(rewrite))
    for keys, pattern, rewrite in REWRITES
)
