"""Personal-name recogniser: the prefix/initial/name/suffix automaton of seed 003.

Each token has a class letter (:func:`vtt_py.deid.analysis.word_class`:
prefix ``p``, initial ``i``, likely name ``n``, census name ``w``, other word
``a``, cue word ``c``, suffix ``s``, function word ``x``; punctuation keeps
``.``, ``,``, ``'``, ``-``, ``&``, and ``q`` for an opening bracket or quote; a
line break is ``|``). The automaton is a handful of regular expressions over
that class string, so recognition is linear in the number of tokens. A word is
a likely name when the name-vs-word likelihood ratio (census name share over
English word frequency) exceeds 1 and, in mixed-case text, it starts with a
capital (the ``initCap`` rule).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import regex

from vtt_py.deid.analysis import STOP_WORDS, Analysis, analyse, word_class
from vtt_py.deid.kinds import NAME, NAME_PATIENT, NAME_PROVIDER, NAME_RELATIVE, Finding
from vtt_py.deid.lexicon import (
    DEVICE_NOUNS,
    NOT_NAMES,
    OFFICER_PREFIXES,
    PROVIDER_CUES,
    PROVIDER_PREFIXES,
    PROVIDER_SUFFIXES,
    RELATIVE_CUES,
    ROLE_ABBREVIATIONS,
    SUFFIXES,
    TOWN_OPENERS,
    US_STATES,
    WEAK_PREFIXES,
    clinical_abbreviation,
    likely_typo,
    name_likelihood_ratio,
    name_people,
    name_share,
    zipf,
)
from vtt_py.deid.rules_places import SPECIALTIES
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.places import place_table

#: A name word's joined parts: ``Gutierrez-Moreno``, ``O'Sullivan-Reilly``.
_JOINED = r"(?:[-'][niwlau]){0,2}"
_UNIT = rf"(?:[niwlju]{_JOINED})"
_FIRST = rf"(?:[niwljua]{_JOINED})"
#: A likely surname's joined parts after a first name: ``Mary O'Donnell``,
#: ``Szabo-Manning``, and a rare word after a hyphen (``Vasquez-Oyelaran``).
_JOINED_NAME = r"(?:[-']n|-u){0,2}"
#: The automaton's accepting paths, the most specific first; the group name is
#: the trigger.
_PATHS = (
    rf"""(?P<prefix>p[.']?{_FIRST}(?:[.']?{_UNIT}){{0,2}}(?:&p?[.]?{_FIRST}(?:[.]?{_UNIT}){{0,2}})?)""",
    # A nickname in quotes may stand between the names: 'Dolores "Dee" Abernathy'.
    # Up to three words: "wife, Thi Lan Nguyen", "Daughter Mary Ann Kowalski".
    # A period only after a lower-case initial ("wife mary j. smith"): after a
    # name it ends the sentence ("Triage RN: Bethany. Triage note").
    # A middle initial too ("Attending: Harriet Q. Lindqvist"), not a first
    # one ("PER L. DESIRE NP": the suffix path's).
    # A degree right after a name is its suffix, no cue for the next words
    # ("Margie S. Helton, MD, Orthopaedic Surgery").
    rf"""(?P<cue>(?:c|(?<![niwlu][.]?,?)r|r(?=:))[,:q~]?(?:[nwlu]{_JOINED}|j[.]?)(?:q[nwlu]q)?"""
    rf"""(?:(?:[nwlu]{_JOINED}|j[.]?|i[.](?=[nwlu]))(?:q[nwlu]q)?){{0,2}}(?:&[nwlu])?)""",
    rf"""(?P<verb>ka?a?o{{0,2}}(?:[nlu]{_JOINED}[.]?){{1,2}}(?:&[nlu]{_JOINED})?)""",
    # "Hutchins, Marguerite (sister)": a family name first, with its comma.
    # "GRACE AND HOPE (DAUGHTERS)": two relatives' names (see names_in).
    rf"""(?P<postcue>(?:[nl]{_JOINED},)?(?:{_UNIT}[.]?){{1,2}}(?:&{_UNIT}[.]?)?q[cr])""",
    rf"""(?P<notice>(?:[nwlu]{_JOINED}[.]?)?[nlu](?=v))""",
    # Family name first, with its comma: "cc: Hartwell, Desmond MD".
    # Not before a colon: "Triage RN: Bethany" (a field's label).
    rf"""(?P<suffix>(?:[nl]{_JOINED},)?[niwlu]{_JOINED}[.]?(?:{_UNIT}[.]?){{0,2}},?[sr](?:/[sr])?(?!:))""",
    rf"""(?P<signature>(?<=\|)(?:{_FIRST}[.]?|a){{1,4}},?[sr](?:/[sr])?(?=\||$))""",
    # A line of its own after a letter's closing ("Sincerely,"): its signer.
    rf"""(?P<closing>(?<=y,\|)(?:[nwlu]{_JOINED}[.]?|[ij][.]){{1,4}}(?=\||$))""",
    rf"""(?P<pair>n(?:[ij][.]?)?n{_JOINED_NAME}|(?<![a-z])n[wu](?![a-z]))""",
    # "S. O'Halloran" whole; not "B. Kargas-PT" (a service after a hyphen).
    r"""(?P<initial>i[.][nuw](?:[-'][nwlu]){0,2}|in)""",
    # A family name, its comma and a first name opening a line, no list after
    # them: "Halvorsen, Kristin at bedside" (see _plausible).
    r"""(?P<reversed>(?<=\|)n,n(?=[xakv.]|\||$))""",
)
#: For each path, the letters of which every match holds one: a class string
#: with none of them is not scanned for that path (most notes have no
#: suffix ``s``, notice ``v`` or bracket ``q``).
_PATH_LETTERS = ("p", "cr", "k", "q", "v", "sr", "sr", "y", "n", "i", ",")
#: Each path on its own, with its letters: the ``regex`` module scans for one
#: path several times faster than for all nine as one alternation, which it
#: tries in turn at every position (see :func:`automaton_matches`).
_PATH_PATTERNS = tuple(
    zip([regex.compile(path) for path in _PATHS], _PATH_LETTERS, strict=True)
)
#: Single letters that are clinical abbreviations (temperature, left, right...).
_CLINICAL_LETTERS = frozenset("TUWLRSOPCKHVXBM")
#: ``I`` and ``A`` are function words (class ``x``) except as initials: right
#: after a title before a name ("Dr I Quillmoor") or with their period
#: before a name and a degree ("A. Quillmoor NP", "JOHN I. QUILLMOOR, RRT",
#: "A.J. Patel, PA-C") or after a letter's closing ("Thank you,\nA. Ferreira").
_LETTER_INITIAL = regex.compile(
    r"(?<=p[.]?)x(?=[.]?[nwu])|x(?=[.][nwlu],?r)|x(?=[.]i[.][nwlu],?[sr])"
    r"|(?<=y,\|)x(?=[.][nwu])"
)
#: ``in law`` after a relative's cue word ("Brother-in-law Sven"): part of the cue.
_IN_LAW = regex.compile(r"(?<=c-?)x(?=-?x)")
#: The ``O`` of ``O'Donnell`` (and ``D'``): an initial class before an apostrophe
#: and a name, read as the name's first part.
_NAME_PREFIX = regex.compile(r"[ij](?='[nwlu])")
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
_RELATIVE_WORDS = RELATIVE_CUES | {"law", "ex"} | SHORT_RELATIVES
#: An initial with its period, then words: a name's shape ("L. DESIRE NP").
_INITIAL_FIRST = regex.compile(r"i[wnlu]+")
#: Cue words that are also common prepositions: the name must look like one.
WEAK_CUES = frozenset({"per"})
#: Verbs of seeing a patient: a service follows them as often as a person
#: (``seen by Nsurg``), so the name must be a listed one (``seen by thaddeus``).
_AGENT_VERBS = frozenset("seen evaluated examined assessed".split())
#: Verbs of writing, signing or doing before ``by`` and who did it
#: (``Entered by Ferdinand Oyelaran``, ``witnessed by Marisol Vega RN``):
#: like :data:`_AGENT_VERBS`, a service follows them too (``performed by IR``).
_DOCUMENT_VERBS = frozenset(
    "entered documented written completed signed cosigned co-signed witnessed "
    "performed obtained prepared reviewed verified attested dictated transcribed "
    "drawn placed inserted removed administered given".split()
)
#: Triggers whose names must hold at least one word from the census lists.
_NEEDS_CENSUS = frozenset(
    {"cue", "suffix", "signature", "pair", "notice", "verb", "postcue", "closing"}
)


def _class_string(analysis: Analysis) -> tuple[str, list[int]]:
    """The class letters with ``|`` at line breaks, and each letter's token index.

    An accented name is classed as spelt without its accents (see
    :func:`_accented_names`).
    """
    classes = analysis.classes
    firsts = [i for i, first in enumerate(analysis.line_start) if first]
    if not firsts:
        return "", []  # no token at all (an empty or blank document)
    letters: list[str] = []
    index: list[int] = []
    # Line by line: a join and a range per line instead of work per token.
    for a, b in zip(firsts, [*firsts[1:], len(classes)], strict=True):
        letters.append("|" + "".join(classes[a:b]))
        index.append(a)
        index.extend(range(a, b))
    return _accented_names("".join(letters), index, analysis), index


#: Letters that no Unicode decomposition strips to an ASCII letter.
_UNFOLDED = str.maketrans(
    {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ı": "i", "ß": "ss"}
)


def _folded(word: str) -> str:
    """``word`` without its accents: ``José`` -> ``Jose``, ``Łukasz`` -> ``Lukasz``."""
    decomposed = unicodedata.normalize("NFKD", word.translate(_UNFOLDED))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _accented_names(classes: str, index: list[int], analysis: Analysis) -> str:
    """``classes`` with an accented word classed as its unaccented spelling where that is a name.

    The name lists spell names without accents: ``José``, ``María``,
    ``Łukasz``, ``Gutiérrez`` are in none, and ``José`` is even an English
    word's spelling (an ``a``), so ``Son Łukasz called`` and ``husband José
    Gutiérrez Ibáñez`` went unread. Spelt without accents they are names.
    """
    if analysis.text.isascii():
        return classes
    words = analysis.words
    letters = list(classes)
    for p, c in enumerate(classes):
        if c not in "auw" or words[index[p]].isascii():
            continue
        folded = _folded(words[index[p]])
        if folded == words[index[p]] or not folded.isascii() or not folded.isalpha():
            continue
        caps = analysis.caps_lines[analysis.line_of[index[p]]]
        now = word_class(folded, caps)
        if now in "nl":
            letters[p] = now
    return "".join(letters)


def _letter_initials(classes: str, index: list[int], words: list[str]) -> str:
    """``classes`` with ``I`` and ``A`` as initials where :data:`_LETTER_INITIAL` says so."""
    if "x" not in classes:
        return classes
    marks = [
        m.start()
        for m in _LETTER_INITIAL.finditer(classes)
        if words[index[m.start()]] in ("I", "A")
    ]
    for pos in marks:
        classes = classes[:pos] + "i" + classes[pos + 1 :]
    return classes


#: A degree written with periods after a name (``Lindqvist, M.D.``): two
#: initials' classes the automaton would read as the start of another name.
_DOTTED_DEGREE = regex.compile(r"(?<=[niwlu][.]?,?)i[.]i")
#: Degrees written that way, their letters joined: the two-letter ones.
_DOTTED_DEGREES = frozenset(d for d in PROVIDER_SUFFIXES if len(d) == 2)


#: A rewrite of the class letters at a match: ``(match, word at a position)``
#: to the new letters by position (empty: the match is left as it is).
_Rewrite = Callable[[regex.Match[str], Callable[[int], str]], dict[int, str]]


def _rewritten(
    classes: str,
    index: list[int],
    words: list[str],
    rule: tuple[tuple[str, ...], regex.Pattern[str], _Rewrite],
) -> str:
    """``classes`` with one rule's letters changed at each match of its pattern.

    A rule is ``(keys, pattern, rewrite)``: the pattern is scanned only when
    one of the keys is in the class string (most lines have none).
    """
    keys, pattern, rewrite = rule
    if not any(key in classes for key in keys):
        return classes
    letters = list(classes)

    def word(pos: int) -> str:
        return words[index[pos]]

    for m in pattern.finditer(classes):
        for pos, letter in rewrite(m, word).items():
            letters[pos] = letter
    return "".join(letters)


def _dotted_degree(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """``M.D.``, ``R.N.``... after a name: a suffix ``s``."""
    if (word(m.start()) + word(m.end() - 1)).lower() not in _DOTTED_DEGREES:
        return {}
    return {m.start(): "s", m.end() - 1: "x"}


#: A physician assistant's degree, ``PA-C``: its ``PA`` (a state's code and
#: a pulmonary artery alone) with ``-C`` after it.
_PA_C = regex.compile(r"[a-z]-i")


def _physician_assistant(
    m: regex.Match[str], word: Callable[[int], str]
) -> dict[int, str]:
    """The ``PA`` of ``PA-C`` after a name: a suffix ``s``; its ``C`` no initial."""
    if (word(m.start()), word(m.end() - 1)) != ("PA", "C"):
        return {}
    return {m.start(): "s", m.end() - 1: "x"}


def _name_prefix(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """The ``O`` of ``O'Donnell``: part of the name after it ("Mary O'Donnell": n n'n)."""
    if word(m.start()).lower() not in _PREFIX_LETTERS:
        return {}
    return {m.start(): m.string[m.start() + 2]}


#: A lower-case first name before a family name with ``o'`` or ``d'`` (after
#: :func:`_name_prefix`): ``kathleen o'rourke called``.
_LOWER_PREFIXED_NAME = regex.compile(r"l(?=l'l)")


def _lower_prefixed_name(
    m: regex.Match[str], word: Callable[[int], str]
) -> dict[int, str]:
    """A common first name and an ``o'``/``d'`` family name in lower case: a pair ``n n'n``.

    Lower-case notes write names without capitals, and no cue need precede
    (``kathleen o'rourke called for update``); the apostrophe after ``o`` or
    ``d`` is a family name's shape no word has but ``o'clock``, whose
    ``clock`` is no name.
    """
    if word(m.start() + 1).lower() not in _PREFIX_LETTERS:
        return {}
    if not _first_name_after_cue(word(m.start())):
        return {}
    return {m.start(): "n", m.start() + 1: "n", m.start() + 3: "n"}


#: A rare capitalised word before a provider's title and a name: ``Hospice
#: RN Temperance``, ``Oncology NP Ingrid``.
_SETTING_BEFORE_TITLE = regex.compile(r"u(?=r[nwlu])")
#: Care settings and services a nurse's or practitioner's title is qualified by.
_CARE_SETTINGS = SPECIALTIES | frozenset(
    "hospice vna picc triage float charge lactation infusion endoscopy cath "
    "radiology ostomy telemetry tele rehab homecare".split()
)


def _setting_before_title(
    m: regex.Match[str], word: Callable[[int], str]
) -> dict[int, str]:
    """A care setting before a title: a word ``a``, no name the title is the suffix of.

    ``Hospice RN Temperance visited``: the rare word is no name ending in
    ``RN`` (``Okafor RN``), so the title is a cue for the name after it.
    """
    return {m.start(): "a"} if word(m.start()).lower() in _CARE_SETTINGS else {}


#: ``family`` after a capitalised word: ``the Okafor family``.
_FAMILY_AFTER = regex.compile(r"(?<=n)a")
#: A family name before ``family``: borne by this many people (census) as a
#: surname at least, and this much likelier a name than a word.
_FAMILY_SURNAME_PEOPLE = 1000
_FAMILY_SURNAME_RATIO = 10.0


def _family_after(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
    if name_people(name)[1] < _FAMILY_SURNAME_PEOPLE:
        return {}
    if name_likelihood_ratio(name) < _FAMILY_SURNAME_RATIO:
        return {}
    before = m.start() - 2
    if before >= 0 and m.string[before] == "w" and word(before).lower() in STOP_WORDS:
        return {before: "x", m.start(): "v"}  # "The Okafor family": no name's word
    return {m.start(): "v"}


#: A comma after a name before whose relative it is: ``adwoa, pt's daughter``.
_APPOSITIVE = regex.compile(r"(?<=[nlu]),(?=(?:x?a'x|x)c)")
#: The words between the comma and the relative: the patient's, hers, his.
_WHOSE = frozenset("pt patient her his the baby infant child s '".split())


def _appositive(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
    name = _folded(word(m.start() - 1))
    if not _first_name_after_cue(name) and not _rarer_first_name(name):
        return {}
    return {m.start(): "v"}


#: ``w/``: an initial's class and a slash.
_W_SLASH = regex.compile(r"[ij]/")


def _slash_with(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """``w/``: the ``with`` it stands for ("spoke w/ susan")."""
    if word(m.start()) not in ("w", "W"):
        return {}
    return {m.start(): "o", m.start() + 1: "o"}


def _in_law(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """The ``in law`` of ``brother-in-law``: cue words."""
    law = m.start() + (2 if m.string[m.start() + 1] == "-" else 1)
    if (word(m.start()).lower(), word(law).lower()) != ("in", "law"):
        return {}
    return {m.start(): "c", law: "c"}


#: A cue word right after a title: ``Dr. Ho`` (a house officer's ``HO``).
_TITLED_CUE = regex.compile(r"(?<=p[.]?)c")


def _titled_cue(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """A capitalised cue word after a title: a surname (``Dr. Ho``, ``Mrs. Person``)."""
    text = word(m.start())
    if not (text[:1].isupper() and text[1:].islower()):
        return {}  # "DR. HO", "Dr. per": an abbreviation or a cue
    return {m.start(): "n"}


#: ``ex`` right before a likely name (a comma between or not): ``her ex
#: Darnell``, ``Her ex, Tobias``; not ``ex lap``, ``EX FIX`` (a census word
#: that is no likely name: an exploratory laparotomy, an external fixator).
_EX_PARTNER = regex.compile(r"a(?=,?n)")


def _ex_partner(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """``ex`` before a likely name: a former partner's cue word ``c``."""
    if word(m.start()).lower() != "ex":
        return {}
    return {m.start(): "c"}


#: The patient's label right before a likely name, one or two words, and no
#: more words that may be names after them: ``Pt Hernandez resting``.
_PATIENT_LABEL = regex.compile(r"a(?=nn?(?![nwui]))")
#: The patient's label written so (``PT`` is physical therapy as often).
_PATIENT_WORDS = frozenset({"Pt", "pt", "Patient", "patient"})
#: How much likelier a name than a word the name after the label must be.
_PATIENT_NAME_RATIO = 10.0
#: A device's state after a word: the word is the patient's device named
#: after a person (``Pt Foley removed``, ``Pt Foley to gravity``), not a name.
_DEVICE_STATE = regex.compile(
    rf"(?i:\w+ed|patent|intact|draining|leaking|flushing|in|to|{DEVICE_NOUNS})"
)


def _patient_label(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
_AGED_PATIENT = regex.compile(r"a(?=[nwlu],?x{1,2}[iajw-])")
#: Words after the age's number: its unit or the patient's sex.
_AGE_MARKS = frozenset("f m yo y yof yom year years yr yrs".split())


def _aged_patient(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
_CUE_COLON = regex.compile(r"(?<=[cr])x(?=[nwl])")


def _cue_colon(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """A colon or ``is`` after a relative's word and before a first name: the cue's ``:``.

    ``dtr: wanda``, ``SPOUSE: ARNOLD``, ``wife is terri``, ``HCP IS
    MARGARET``; a family history's ``Mother: Parkinson's`` or ``Father: MI``
    and ``Son is deceased`` have no first name after it.
    """
    if word(m.start()).lower() not in (":", "is", "are"):
        return {}
    if word(m.start()).lower() == "are" and not word(m.start() - 1).endswith("s"):
        return {}  # "kids are sam (12) and ella (9)": a plural's "are"
    cue = word(m.start() - 1).lower()
    role = m.string[m.start() - 1] == "r" or cue in PROVIDER_CUES - WEAK_CUES
    if cue not in _RELATIVE_WORDS and not role:
        return {}  # "Triage RN: Bethany", "nurse is Joyce" too
    name = word(m.start() + 1)
    if not _first_name_after_cue(name):
        return {}
    if word(m.start()).lower() == "is" and name.lower() in _ADJECTIVE_NAMES:
        return {}  # "his brother is frank with him": candid
    return {m.start(): ":"}


#: A letter's salutation opening its line before one or two names and a
#: comma or colon: ``Dear Harriet,``, ``DEAR HARRIET OKONKWO:``.
_SALUTATION = regex.compile(r"(?<=\|)[wa](?=[nwlu]{1,2}(?:,|x\|?|\||$))")


def _salutation(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
_DOCUMENTED_BY = regex.compile(r"a(?=o)")


def _documented_by(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """A verb of :data:`_DOCUMENT_VERBS` before ``by``: a contact verb ``k``."""
    if word(m.start()).lower() not in _DOCUMENT_VERBS or word(m.end()).lower() != "by":
        return {}
    return {m.start(): "k"}


#: A likely name, then ``from``/``in``/``with`` (``the``) and a service, or
#: ``the`` and a care role: ``Kate from pharmacy called``, ``tom in
#: pharmacy``, ``lucy from the nh``, ``pam the sw saw pt``.
_FROM_SERVICE = regex.compile(r"(?<=[nlwu])x(?=x?[awcrpu])")
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


def _from_service(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
        if name_people(name)[0] < _ROLE_FIRST_PEOPLE or low != "from":
            return {}
        if m.start() >= 2 and m.string[m.start() - 2] != "|":
            return {}
        if word(at).lower() == "the":
            at += 1
        if word(at).lower() not in _SERVICES or at + 1 >= len(m.string):
            return {}
        if m.string[at + 1] == "|" or word(at + 1).lower() not in _CALLER_VERBS:
            return {}  # "Bill from ED visit sent": a bill, no caller
        return {m.start() - 1: "n", m.start(): "v"}
    if not _first_name_after_cue(name) and not _rarer_first_name(name):
        return {}  # "air leak from chest tube": a word, no first name
    if low == "the":
        role = word(at).lower()
        if role == "hospice" and at + 1 < len(m.string):
            role = word(at + 1).lower()  # "the hospice rn"
        return {m.start(): "v"} if role in _ROLES_AFTER_THE else {}
    if low not in ("from", "in", "with"):
        return {}
    if word(at).lower() == "the":
        at += 1
    if m.string[at] == "p" and word(at).lower() in PROVIDER_PREFIXES:
        return {m.start(): "v"}  # "Anne from Dr. Okafor's office"
    return {m.start(): "v"} if word(at).lower() in _SERVICES else {}


#: A bracket after a notice verb before a name and its closing bracket:
#: ``rn aware (j. oconnor)``, ``MD aware (Kowalski)``.
_AWARE_BRACKET = regex.compile(r"(?<=v)q(?=(?:j[.])?[nwlu](?:[-'][nwlu])?x)")


def _aware_bracket(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
_TWO_INITIALS = regex.compile(r"[aswlu](?=n)")
#: Two capitals before a surname that are a service, a role or a place, no
#: initials: ``ED Smith``, ``PT Jones``, ``GI Patel``.
_NOT_TWO_INITIALS = (
    frozenset("ED ER EW OR PT OT IR GI ID IV HO CT MR US EP DR MR MS".split())
    | ROLE_ABBREVIATIONS
    | frozenset(w.upper() for w in SUFFIXES - {"jr"})
    | frozenset(US_STATES)
)


def _two_initials(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
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
#: WILL``), or after a relative's name and ``&`` (``DTRS (JUNE & MAY)``).
_TITLED_STOP_WORD = regex.compile(r"(?<=p[.]?|[cr][,:q]?|[cr][,:q]?[nwlu]&)x")
#: Every match of :data:`_TITLED_STOP_WORD` holds one of these.
_TITLED_STOP_KEYS = ("px", "p.x", "cx", "c,x", "c:x", "cqx", "rx", "r,x", "rqx", "&x")
#: People (census) bearing a function word as a first name for it to be read
#: as one after a title or cue: only ``May`` and ``Will`` are so common.
_STOP_NAME_PEOPLE = 20_000
#: Words after a modal verb that no verb is: the modal is a name (``SON WILL
#: IN TO VISIT``, ``DR. MAY AWARE``; not ``SON WILL CALL``, ``DTR MAY BE IN``).
_AFTER_NAME_WORDS = frozenset("in at here is was has and".split())


def _titled_stop_word(
    m: regex.Match[str], word: Callable[[int], str]
) -> dict[int, str]:
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
_ROLE_BEFORE_NAME = regex.compile(r"[aw](?=q?[nwl](?![nwlu'])|x[nwl])")
#: How many people (census) bear the name after a role's abbreviation as a
#: first name: ``RT`` is "right" too (``RT HAND``), so only a common first name.
_ROLE_FIRST_PEOPLE = 20_000
#: A rarer first name after such a word is one when it is this much likelier
#: a name than a word (``cna shaniqua``; the census's 1,000 people at least).
_ROLE_RARE_RATIO = 50.0


def _first_name_after_cue(name: str) -> bool:
    """A common first name, or a rarer one much likelier a name than a word."""
    if name.lower() in NOT_NAMES:
        return False  # "RT MARK": a mark
    people = name_people(name)[0]
    return people >= _ROLE_FIRST_PEOPLE or (
        people >= 1000 and name_likelihood_ratio(name) >= _ROLE_RARE_RATIO
    )


#: Roles no cue list has, before a first name: ``medic Flanagan``,
#: ``SUPERVISOR DENISE``, ``tech Ramon``.
_MORE_ROLES = frozenset(
    "medic paramedic emt supervisor tech technician phlebotomist transporter doula "
    "midwife scribe prescriber provider hha cnm crna".split()
)
#: Care roles' abbreviations that are no English word in lower case either:
#: not ``rt`` (right) nor ``pt`` (the patient); ``cm`` not after a number.
_LOWER_ROLES = frozenset("cm ot sw slp cna pca pct".split())


def _role_before_name(
    m: regex.Match[str], word: Callable[[int], str]
) -> dict[int, str]:
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
    if colon and role.lower() not in _MORE_ROLES:
        return {}  # "CM: JANET" is the fields' (a heading)
    lower = role in _LOWER_ROLES and m.string[at] == "l"
    more = role.lower() in _MORE_ROLES
    if role not in ROLE_ABBREVIATIONS and not lower and not more:
        return {}  # in capitals only: "rt" is "right", "cm" centimetres
    if lower and m.string[m.start() - 1] != "|" and word(m.start() - 1)[-1].isdigit():
        return {}  # "2 cm janet": a measure
    name = word(at)
    surname = more and m.string[at] == "n" and name_likelihood_ratio(name) >= 10
    # A role no word spells ("cnm", "doula") takes a rarer first name too,
    # and a rarer still one written as a name ("Ortho tech Haruki").
    rarer = more and (
        (m.string[at] in "nl" and _rarer_first_name(name))
        or (m.string[at] == "n" and _written_first_name(name))
    )
    if not _first_name_after_cue(name) and not surname and not rarer:
        return {}  # "RT MARK": a mark; "RT LEG"
    return {m.start(): "c", m.start() + 1: ":"} if colon else {m.start(): "c"}


#: A relative's word as nurses shorten it, before a name: ``sis mary`` (see
#: :data:`SHORT_RELATIVES`).
_FAMILIAR_RELATIVE = regex.compile(r"[awu](?=q?[nwl])")


def _familiar_relative(
    m: regex.Match[str], word: Callable[[int], str]
) -> dict[int, str]:
    """A shortened relative's word before a common first name: a cue word ``c``.

    ``sis mary called``, ``BRO EARL CALLED``, ``gd amber to pick up pt``;
    not ``gd effect`` nor ``gs mark`` (a word that is no name in notes).
    """
    short = word(m.start()).lower()
    if short not in SHORT_RELATIVES:
        return {}
    at = m.start() + (2 if m.string[m.start() + 1] == "q" else 1)
    if not _first_name_after_cue(word(at)) and not (
        short in _PLAIN_SHORT_RELATIVES and _rarer_first_name(word(at))
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
    first, last = name_people(name)
    return (
        first >= _WRITTEN_FIRST_PEOPLE
        and first > last
        and name_likelihood_ratio(name) >= _WRITTEN_FIRST_RATIO
    )


def _rarer_first_name(name: str) -> bool:
    """A first name fewer people bear but likelier a name than a word (``Minh``).

    More people bear it as a first name than as a surname: ``tech Stryker
    bed`` names a bed's maker.
    """
    if name.lower() in NOT_NAMES:
        return False
    first, last = name_people(name)
    return (
        first >= _RARER_FIRST_PEOPLE
        and first > last
        and name_likelihood_ratio(name) >= _RARER_FIRST_RATIO
    )


#: A shift report and ``to`` or ``from``, ``given`` or ``called`` or not
#: between them: ``TOOK REPORT FROM DEB``, ``report given to Kate``,
#: ``report called to jen at rehab``.
_HANDOFF = regex.compile(r"a(?=[ax]?[ox])")
#: Nurses' words for the report handed on at a change of shift.
_HANDOFF_WORDS = frozenset({"report", "signout", "handoff"})
#: Verbs between the report and ``to``: it was given, called, phoned.
_HANDOFF_VERBS = frozenset({"given", "called", "phoned"})


def _handoff(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """A shift report before ``to``/``from``: a contact verb ``k`` (its person follows)."""
    if word(m.start()).lower() not in _HANDOFF_WORDS:
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
_LINE_END_WORD = regex.compile(r"[ax](?=,\|)")
#: Words that close a letter before its signer's name on the next line.
_CLOSINGS = frozenset(
    "sincerely regards respectfully cordially thanks truly yours".split()
)


def _closing(m: regex.Match[str], word: Callable[[int], str]) -> dict[int, str]:
    """A letter's closing (``Sincerely,``, ``Thank you,``): the class ``y``."""
    low = word(m.start()).lower()
    thank_you = low == "you" and m.start() and word(m.start() - 1).lower() == "thank"
    if low not in _CLOSINGS and not thank_you:
        return {}
    return {m.start(): "y"}


#: Rewrites of the class string before the automaton reads it, in order.
_REWRITES: tuple[tuple[tuple[str, ...], regex.Pattern[str], _Rewrite], ...] = (
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
    (("ao", "ax", "aa"), _HANDOFF, _handoff),
    (("a,|", "x,|"), _LINE_END_WORD, _closing),
)


def automaton_matches(classes: str) -> list[regex.Match[str]]:
    """The automaton's matches in a class string: ``finditer`` of the paths as one alternation.

    An alternation matches, at the first position where any path does, the
    first path in :data:`_PATHS` that matches there, and the scan goes on
    from that match's end. So each path's match at every position
    (``overlapped``) gives the same matches, in a third of the time.
    """
    at: dict[int, regex.Match[str]] = {}
    # Backwards, so that the first path's match at a position wins.
    for pattern, letters in reversed(_PATH_PATTERNS):
        if any(letter in classes for letter in letters):
            for m in pattern.finditer(classes, overlapped=True):
                at[m.start()] = m
    found = []
    end = 0
    for start in sorted(at):
        if start >= end:
            found.append(at[start])
            end = at[start].end()
    return found


#: A family name first opening a line: borne by this many people (census) as
#: a surname at least, and this much likelier a name than a word.
_REVERSED_SURNAME_PEOPLE = 1000
_REVERSED_RATIO = 10.0


def _state_or_country(word: str) -> bool:
    """A state's or a country's name (``Virginia``, ``Georgia``): a town's, after a comma."""
    kinds = place_table().kinds(word)
    return kinds is not None and ("s" in kinds or "n" in kinds)


def _reversed_name(names: list[str]) -> bool:
    """A listed family name, then a common first name: ``Halvorsen, Kristin``.

    Not two first names (``Mary, Joe and Ann visited``: a list), nor a
    place and its state or country (``Boston, Massachusetts``, ``Warren,
    Virginia``, ``Jackson, Georgia``).
    """
    last, first = names
    people = name_people(last)
    return (
        people[1] >= _REVERSED_SURNAME_PEOPLE
        and people[1] > people[0]
        and name_likelihood_ratio(last) >= _REVERSED_RATIO
        and (_first_name_after_cue(first) or _rarer_first_name(first))
        and not _state_or_country(first)
        and last.lower() not in drug_words()
        and first.lower() not in drug_words()
    )


def _plausible_initial(names: list[str], analysis: Analysis, first: int) -> bool:
    """An initial and a name: no route's letters, abbreviation or drug (see :func:`_plausible`)."""
    before = analysis.words[first - 1] if first else ""
    if before in ("&", "/") or before[-1:].isdigit():
        return False  # "A&O.", "N/V.", "100.9F.": no initial
    if names[-1].lower() in drug_words():
        return False  # "Given I.V. Lasix": a route's letters and a drug
    period = analysis.words[first + 1 : first + 2] == ["."]
    if not period:  # "J SMITH": no period, so a sure surname is needed
        if names[0] in _CLINICAL_LETTERS:
            return False  # "T MAX", "L ARM", "R SIDE"
        return name_share(names[-1])[1] > 0 and name_likelihood_ratio(names[-1]) > 10
    return name_likelihood_ratio(names[-1]) > 1 and len(names[-1]) > 2


def _plausible(
    trigger: str, names: list[str], classes: str, analysis: Analysis, first: int
) -> bool:
    """Extra checks for the weaker paths of the automaton."""
    caps = analysis.caps_lines[analysis.line_of[first]]
    if trigger == "pair":
        if names[0].lower() in TOWN_OPENERS and place_table().kinds(" ".join(names)):
            return False  # "stationed at Fort Bragg": a town, though Fort is a name
        if not caps:  # a middle initial between them ("Harriet Q. Lindqvist"),
            # and a rare word joined to the surname ("Vasquez-Oyelaran")
            joined = classes.replace("-u", "-")
            return all(c == "n" for c in joined if c not in "ij-'.")
        # In capitals: a census first name, then a rare word ("JANET OKAFOR").
        first_share = name_share(names[0])[0]
        return (
            first_share > 0
            and name_likelihood_ratio(names[0]) > 10
            and zipf(names[-1]) < 3.5
        )
    if trigger == "reversed":
        return not caps and _reversed_name(names)
    if trigger == "initial":
        return _plausible_initial(names, analysis, first)
    if trigger == "cue" and set(classes) == {"j"}:
        return False  # "Father d. 64": an abbreviation (died), not an initial
    cue_word = analysis.words[first].lower()
    census = any(max(name_share(w)) > 0 for w in names)
    if trigger == "cue" and cue_word in WEAK_CUES and not census:
        return False  # "per Radiology": a department, not a person
    agent = cue_word in _AGENT_VERBS or cue_word in _DOCUMENT_VERBS
    if trigger == "verb" and agent and not census:
        return False  # "seen by Nsurg": a service, not a person
    if trigger == "verb" and cue_word in _HANDOFF_WORDS:
        # "report given to Spaulding": a hospital named for a family; a
        # nurse is named by her first name ("report to Janet").
        people = name_people(names[0]) if names else (0, 0)
        return people[0] > people[1]
    relative = trigger == "cue" and cue_word in _RELATIVE_WORDS
    first_name = any(name_share(w)[0] > 0.0005 for w in names)  # "NP grace"
    # "L. DESIRE NP": an initial, a word and a degree make a name's shape.
    shaped = trigger == "suffix" and _INITIAL_FIRST.fullmatch(classes) is not None
    exempt = trigger in ("prefix", "initial") or relative or first_name or shaped
    # "NP KING", "RN HILL": a common surname that is a word too.
    surname = any(_common_surname(w) for w in names)
    if not exempt and not surname and not any(c in "nlu" for c in classes):
        return False  # "skin care RN", "MD PO": no word that looks like a name
    if trigger in _NEEDS_CENSUS and not any(max(name_share(w)) > 0 for w in names):
        # "Ostomy RN": no word of the name is a known name; a capitalised
        # unknown word after a relative ("his friend Dov") still counts, and
        # so do words in no list at all before a relative in brackets, also
        # in capitals ("NGOZI ADEYEMI (DAUGHTER)").
        if trigger == "postcue" and _before_relative(analysis, first, len(names)):
            return all(c == "u" for c in classes)
        several = trigger in ("cue", "verb") or len(names) > 1
        return (
            trigger != "pair"
            and several
            and not caps
            and all(w[0].isupper() for w in names)
        )
    return True


#: People (census) bearing a word as a surname for it to be one after a role:
#: ``NP KING``, ``RN HILL`` (not ``MD PO``, ``RN DAY``) ...
_COMMON_SURNAME_PEOPLE = 100_000
#: ... and how much likelier a name than a word it is.
_COMMON_SURNAME_RATIO = 5.0


#: Colours, surnames too, that describe drainage, stool or sputum after a
#: role's word as often (``MD BROWN STOOL``).
_COLOURS = frozenset("white black brown green gray grey".split())


def _common_surname(word: str) -> bool:
    """A surname of many that is an English word too, no colour: ``King``, ``Hill``."""
    return (
        word.lower() not in _COLOURS
        and name_people(word)[1] >= _COMMON_SURNAME_PEOPLE
        and name_likelihood_ratio(word) >= _COMMON_SURNAME_RATIO
    )


def _before_relative(analysis: Analysis, first: int, count: int) -> bool:
    """Whether ``count`` words from token ``first`` are followed by ``(`` and a relative."""
    words = analysis.words
    after = first + count
    return (
        words[after : after + 1] == ["("]
        and after + 1 < len(words)
        and words[after + 1].lower() in RELATIVE_CUES
    )


#: Triggers whose structure leaves no doubt that a name stands there (a title
#: before it, a degree after it), so no word of it is taken for a mistyped word.
_SHAPED = frozenset({"prefix", "suffix", "signature"})
#: Verbs whose person follows "with" or "to": without it, a language or topic.
_NEEDS_WITH = frozenset(
    "speak speaks speaking spoke spoken talk talks talked talking".split()
)
#: Units after "per" that make it a rate: "per min", "per hr", "per day".
_RATE_UNITS = frozenset(
    "min mins minute minutes hr hrs hour hours h day days d wk week shift dose "
    "kg ml l sec".split()
)


def _rate_unit(words: list[str], cue: int) -> bool:
    """Whether the word after "per" at ``cue`` is a unit of time or measure."""
    return cue + 1 < len(words) and words[cue + 1].lower() in _RATE_UNITS


#: The patient's labels in lower case, when a cue (see :data:`_PATIENT_LABEL`).
_PATIENT_CUES = frozenset({"pt", "patient"})
#: Titles of who acts for the patient: ``Attorney Greenbaum``, ``Atty. Ferraro``.
_PROXY_PREFIXES = frozenset({"attorney", "atty"})


def _role(trigger: str, first: str, last: str) -> str:
    """The name's role from its trigger word: provider, relative, patient or unknown."""
    if trigger == "prefix":
        if first in _PROXY_PREFIXES:
            return NAME_RELATIVE  # a lawyer speaks for the patient, as a proxy
        if first in OFFICER_PREFIXES:
            return NAME  # a police officer: neither patient nor carer
        return NAME_PROVIDER if first in PROVIDER_PREFIXES else NAME_PATIENT
    if trigger == "cue":
        if first == "dear":
            return NAME  # a letter's reader: a colleague or the patient
        if first in _PATIENT_CUES:
            return NAME_PATIENT  # "Pt Hernandez resting": the label's
        return NAME_RELATIVE if first in _RELATIVE_WORDS else NAME_PROVIDER
    if trigger == "postcue":
        return NAME_RELATIVE if last in RELATIVE_CUES else NAME_PROVIDER
    agents = first in _AGENT_VERBS or first in _DOCUMENT_VERBS
    if trigger == "verb" and (agents or first in _HANDOFF_WORDS):
        # "seen by thaddeus", "report to Kate": who sees patients cares for them
        return NAME_PROVIDER
    if trigger == "closing":
        return NAME_PROVIDER  # a clinic's letter is signed by its clinician
    if trigger in ("suffix", "signature") and (
        last in PROVIDER_SUFFIXES or last == "pa"
    ):
        return NAME_PROVIDER  # "pa": only ever a suffix as PA-C
    return NAME


def _mistyped(word: str, caps: bool) -> bool:
    """A common word mistyped (``WIFE AGRESS``), not a name.

    A word capitalised in the middle of a mixed-case line is written as a
    name (``his friend Blasv``), so only words whose case says nothing are
    asked.
    """
    titled = not caps and word[:1].isupper() and word[1:].islower()
    return not titled and likely_typo(word)


#: Words that begin a surname and are common words too ("Dr. De La Cruz",
#: "Da Silva"): kept only right before a kept word of the name.
_PARTICLES = frozenset("de del della da di dos das du la le van von der den".split())


def _with_particles(
    matched: list[int], kept: list[int], words: list[str], index: list[int]
) -> list[int]:
    """``kept`` with the particles before a kept word put back ("De La Cruz", "St. Clair")."""
    keep = set(kept)
    for p in reversed(matched):
        if p in keep:
            continue
        low = words[index[p]].lower()
        if p + 1 in keep and low in _PARTICLES:
            keep.add(p)
        elif low == "st" and p + 2 in keep and words[index[p + 1]] == ".":
            keep.add(p)  # "Dr. St. Clair": Saint, with its period
    return sorted(keep)


def _same_case_name(
    positions: list[int], classes: str, words: list[str], index: list[int]
) -> list[int]:
    """``positions`` up to a lower-case word after a capitalised name (mixed case).

    ``His wife Tasha Herring drew a line``, ``Dr. Okafor drew labs``: a name
    begun with a capital goes on in capitals, but for a surname's particles
    (``Dr. Jose de la Cruz``) and a part joined by a hyphen (``Hye-jin``).
    """
    if not positions or not words[index[positions[0]]][:1].isupper():
        return positions
    for k, p in enumerate(positions[1:], 1):
        word = words[index[p]]
        if (
            word[:1].islower()
            and word.lower() not in _PARTICLES
            and classes[p - 1] not in "-'"
        ):
            return positions[:k]
    return positions


#: How common (zipf) a lower-case word after a name may be and still end it.
_TRAILING_WORD_ZIPF = 5.0


#: Words closing a name in capitals that are no surname there: ``DR GREEN OK``.
_TRAILING_CAPS = frozenset("ok stat prn aware care meds labs".split())


def _without_trailing_word(
    positions: list[int], words: list[str], index: list[int]
) -> list[int]:
    """``positions`` less a common lower-case word closing the name (``per dr. ng ok to``).

    In lower-case notes a common word that is also a census name (``ok``,
    ``may``) follows a name as often as a surname would; after the name's
    first word it is read as a word.
    """
    if len(positions) < 2:
        return positions
    if words[index[positions[-1]] - 1] in ("-", "'"):
        return positions  # a joined part: "Cho Hee-won", "Mary O'Dell"
    last = words[index[positions[-1]]]
    low = last.lower()
    if last.isupper() and len(last) > 1 and low in NOT_NAMES and low in _TRAILING_CAPS:
        return positions[:-1]  # "PER DR GREEN OK TO HOLD"
    if last != low or not (low in NOT_NAMES or zipf(low) >= _TRAILING_WORD_ZIPF):
        return positions
    return positions[:-1]


#: Particles that join a further family name onto a name in mixed case
#: (``Guadalupe Ramirez de Leon``, ``Ayesha bin Rashid``), and the second
#: particle some take (``de la``, ``van der``).
_TRAILING_PARTICLES = frozenset(
    "de del della da di dos das du van von ter bin ibn".split()
)
_SECOND_PARTICLES = frozenset("la las los der den".split())
#: A capitalised word after such a particle this common in English (zipf) is no
#: family name unless a name this much likelier than a word (``de la Cruz``);
#: a word less likely a name than a word never is (``Maria de los Angeles``
#: keeps the city's word to itself).
_PARTICLE_SURNAME_ZIPF = 4.0
_PARTICLE_SURNAME_RATIO = 10.0


def _trailing_particle_surname(
    positions: list[int], classes: str, words: list[str], index: list[int]
) -> list[int]:
    """``positions`` with a lower-case particle and the family name after it (mixed case).

    Spanish, Portuguese, Dutch and Arabic family names join a part by a
    particle written in lower case (``Maria Ramirez de Leon``, ``Pieter van
    der Berg``, ``Ayesha bin Rashid``); after a found name the particle and a
    capitalised, uncommon word are the name's too. A capitalised first word
    and a capitalised word after the particle are needed: ``Gomez de novo``,
    ``Smith van Transport`` keep their words.
    """
    if not positions or not words[index[positions[0]]][:1].isupper():
        return positions
    kept = list(positions)
    while len(kept) > 1 and words[index[kept[-1]]] in (
        _TRAILING_PARTICLES | _SECOND_PARTICLES
    ):
        kept.pop()  # "Pieter van": the particle is looked at again below
    p = kept[-1] + 1
    added = []
    if p < len(classes) and words[index[p]] in _TRAILING_PARTICLES:
        added.append(p)
        p += 1
        if p < len(classes) and words[index[p]] in _SECOND_PARTICLES:
            added.append(p)
            p += 1
    if not added or p >= len(classes) or classes[p] in "|.,&":
        return positions
    surname = words[index[p]]
    if not (
        surname[:1].isupper()
        and surname[1:].islower()
        and surname.isalpha()
        and len(surname) > 2
        and surname.lower() not in NOT_NAMES
        and name_likelihood_ratio(surname) >= 1
        and (
            zipf(surname.lower()) < _PARTICLE_SURNAME_ZIPF
            or name_likelihood_ratio(surname) >= _PARTICLE_SURNAME_RATIO
        )
    ):
        return positions
    return [*kept, *added, p]


#: Shortened given names written with a period (``Chas. Ruiz``, ``Thos.``):
#: their period ends no sentence.
_DOTTED_GIVEN_NAMES = frozenset("chas thos geo jas jos ste benj robt wm".split())


def _before_sentence_end(
    positions: list[int], words: list[str], index: list[int]
) -> list[int]:
    """``positions`` up to the period after a whole word of the name.

    A title's path lets a period stand between a name's words for a middle
    initial (``Dr. Jose M. Ruiz``); after a word of three letters or more it
    ends the sentence: ``Dr. Ruiz-Castillo. Peds: Dr. Yamamoto``, ``Dr.
    Jones. Will f/u`` name one doctor each, not ``Peds`` nor ``Will``.
    """
    for k, p in enumerate(positions[1:], 1):
        at = index[p]
        if at < 2 or words[at - 1] != ".":
            continue
        before = words[at - 2]
        if (
            len(before) >= 3
            and before.isalpha()
            and before.lower() not in (_DOTTED_GIVEN_NAMES)
        ):
            return positions[:k]
    return positions


def _initials(word: str) -> bool:
    """Two to four capitals: how a provider is often written after "Dr"."""
    return 2 <= len(word) <= 4 and word.isupper() and word.isalpha()


def _written_as_title(words: list[str], at: int, caps: bool) -> bool:
    """``Mr.`` or ``Mr`` before a capitalised word in mixed case: a title, not ``MR``/``MS``.

    In capitals ``MR`` and ``MS`` are mitral regurgitation and mental status;
    written ``Mr.`` (or ``Mr`` in a mixed-case line) they are titles.
    """
    prefix = words[at]
    if caps or prefix.isupper() or not prefix[:1].isupper():
        return False
    following = words[at + 2] if words[at + 1 : at + 2] == ["."] else words[at + 1]
    return following[:1].isupper() and not following.isupper()


def _same_case_joined(
    positions: list[int], joiner: int, words: list[str], index: list[int]
) -> list[int]:
    """``positions`` without the name after ``and`` written otherwise than the first.

    ``met with Oakes and Mbatha``: two names; ``visited by Ignatius and
    perpetua``: a word after the name, as likely as not.
    """
    before = [p for p in positions if p < joiner]
    if not before:
        return positions
    capital = words[index[before[0]]][:1].isupper()
    return [
        p for p in positions if p < joiner or words[index[p]][:1].isupper() == capital
    ]


#: A joined part's hyphen or apostrophe: a name's only when glued to both words.
_JOINER = regex.compile(r"[-']")


def _spaced_joiners(classes: str, index: list[int], analysis: Analysis) -> str:
    """``classes`` with a hyphen or apostrophe that joins no words made a break ``~``.

    ``wife Rhoda - requesting callback``: a dash between two phrases, so the
    word after it is no joined part of the name (``Rhoda-Lee``).
    """
    if "-" not in classes and "'" not in classes:
        return classes
    starts, ends = analysis.starts, analysis.ends
    letters = list(classes)
    for m in _JOINER.finditer(classes):
        k = index[m.start()]
        if not (
            0 < k < len(starts) - 1
            and starts[k] == ends[k - 1]
            and ends[k] == starts[k + 1]
        ):
            letters[m.start()] = "~"
    return "".join(letters)


#: A census word after a cue this much less likely a name than a word ...
_CUE_WORD_RATIO = 0.3
#: ... and borne as a first name by fewer people than this is a word there.
_CUE_WORD_PEOPLE = 10_000


def _word_after_cue(word: str, letter: str, caps: bool) -> bool:
    """A word after a relative's or role's cue that is no name there.

    ``father en route``, ``partner, via phone``, ``Guardian ad litem``, ``son
    ok with plan``: census words few bear as a first name and far likelier
    words; not ``son art``, ``son will`` (first names of many), nor a word
    capitalised in mixed case, written as a name.
    """
    if letter != "w" or (not caps and word[:1].isupper() and word[1:].islower()):
        return False
    return (
        name_likelihood_ratio(word) < _CUE_WORD_RATIO
        and name_people(word)[0] < _CUE_WORD_PEOPLE
    )


def _joined_syllable(words: list[str], at: int) -> bool:
    """A short lower-case part hyphened to a capitalised name: ``Jae-won``, ``Soo-ah``.

    Korean given names join two syllables; the second, alone a census word
    likelier a word (``won``, ``ah``), is no word after a cue there.
    """
    word = words[at]
    return (
        at >= 2
        and words[at - 1] == "-"
        and len(word) <= 4
        and word.islower()
        and words[at - 2][:1].isupper()
        and words[at - 2][1:].islower()
    )


def names_in(analysis: Analysis) -> list[Finding]:
    """Personal names in an analysed document (one finding per name word).

    Args:
        analysis: the document's :class:`~vtt_py.deid.analysis.Analysis`.

    Returns:
        Findings of the name kinds. Titles, cue words and suffixes are not
        part of the name (seed 001: "Mr." is not tagged).
    """
    classes, index = _class_string(analysis)
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    for rule in _REWRITES:
        classes = _rewritten(classes, index, words, rule)
    # After the rewrites, which tell a degree ("PA-C") the initials may precede.
    classes = _letter_initials(classes, index, words)
    classes = _spaced_joiners(classes, index, analysis)
    found = []
    for m in automaton_matches(classes):
        trigger = m.lastgroup or ""
        first = words[index[m.start()]].lower()
        last = words[index[m.end() - 1]].lower()
        if len(last) == 1 and classes[m.end() - 1] == "s":
            last += words[index[m.end() + 1]].lower()  # "M.D.": the degree "md"
        positions = [
            pos
            for pos in range(m.start(), m.end())
            if classes[pos] in "niwlau"
            or (
                classes[pos] in "ij"
                and (
                    trigger != "cue"
                    or classes[pos] == "j"
                    or classes[pos + 1 : pos + 2] == "."  # a middle initial
                )
            )
        ]
        if trigger == "verb" and first in _NEEDS_WITH and "o" not in m.group():
            continue  # "does not speak eng": a language, not a person spoken to
        if first in WEAK_CUES and _rate_unit(words, index[m.start()]):
            continue  # "2-3X per min.": a rate, not "per Dr. X"
        if trigger == "verb" and "o" in m.group():
            # "spoken extensively with X": words before "with" qualify the verb.
            with_at = m.start() + m.group().rindex("o")
            positions = [p for p in positions if p > with_at]
        # Spelt without accents, as the name lists spell them ("maría").
        names = [_folded(words[index[p]]) for p in positions]
        name_classes = "".join(classes[p] for p in positions)
        if trigger == "pair":  # with its joiners: a part after a hyphen is told apart
            name_classes = m.group()
        if not _plausible(trigger, names, name_classes, analysis, index[m.start()]):
            continue
        if trigger == "postcue" and "&" in m.group() and last not in RELATIVE_CUES:
            continue  # "Tylenol and Ativan (per RN)": two names only before a relative
        # A common word after a title is no name ("Dr ordered"); rare ones are
        # ("Dr Okafor"); a medical abbreviation neither ("SIBLING, EW TEAM").
        caps = analysis.caps_lines[analysis.line_of[index[m.start()]]]
        # Initials after a doctor's title are a name even when they spell a
        # medical abbreviation ("PER DR. ABG").
        initials = trigger == "prefix" and first in PROVIDER_PREFIXES
        matched = positions
        positions = [
            p
            for p in positions
            if (classes[p] != "a" or zipf(words[index[p]]) < 4.0)
            and (
                not clinical_abbreviation(words[index[p]])
                or (initials and _initials(words[index[p]]))
            )
            and (trigger in _SHAPED or not _mistyped(words[index[p]], caps))
            # "spoke with Ortho", "w/ Neuro": a service, not a person.
            and (trigger in _SHAPED or words[index[p]].lower() not in SPECIALTIES)
            and not (
                trigger in ("cue", "postcue")
                and _word_after_cue(words[index[p]], classes[p], caps)
                and not _joined_syllable(words, index[p])
            )
        ]
        positions = _with_particles(matched, positions, words, index)
        positions = _before_sentence_end(positions, words, index)
        positions = _without_trailing_word(positions, words, index)
        if not caps:
            positions = _same_case_name(positions, classes, words, index)
            positions = _trailing_particle_surname(positions, classes, words, index)
        if trigger == "verb" and "&" in m.group():
            positions = _same_case_joined(
                positions, m.start() + m.group().index("&"), words, index
            )
        if trigger == "prefix":
            weak = first in WEAK_PREFIXES and not _written_as_title(
                words, index[m.start()], caps
            )
        else:
            weak = first in WEAK_CUES
        if weak and not any(classes[p] in "nlu" for p in positions):
            continue  # "MS TODAY": mental status, not Ms.
        if first in WEAK_CUES and any(words[index[p]].isupper() for p in positions):
            continue  # "per RISS", "PER ALINE": abbreviations, not names
        role = _role(trigger, first, last)
        found += [
            Finding(starts[index[p]], ends[index[p]], role, f"name-{trigger}")
            for p in positions
        ]
    return found


def find_names(text: str) -> list[Finding]:
    """Personal names in ``text`` (see :func:`names_in`).

    Args:
        text: the document text.

    Returns:
        Findings of the name kinds.
    """
    return names_in(analyse(text))
