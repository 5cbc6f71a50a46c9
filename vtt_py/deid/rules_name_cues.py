"""Cues that make a listed first name a person: a contact verb, a person's verb, a joined name."""

from __future__ import annotations

import bisect
import functools
from collections.abc import Callable, Iterable

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.kinds import NAME, NAME_PROVIDER, NAME_RELATIVE, Finding
from vtt_py.deid.lexicon import (
    MONTHS,
    NOT_NAMES,
    RELATIVE_CUES,
    WEEKDAYS,
    clinical_abbreviation,
    likely_typo,
    name_likelihood_ratio,
    name_people,
    zipf,
)
from vtt_py.deid.rules_places import CONSULT_SERVICES, SPECIALTIES
from vtt_py.deid.word_tests import tokens_among
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.places import place_table

#: Verbs of reaching someone, whose object is a person: ``called tamsin``,
#: ``texted Rosalind``, ``will update marguerite``.
CONTACT_VERBS = frozenset(
    "called call calling phoned phone texted text emailed paged page updated update "
    "notify inform contact "
    "updating notified informed contacted reached told thanked recognizes recognized "
    "recognizing recognises recognised".split()
)
#: Two words before a person's name, by the first: ``left message for
#: ignatius``, ``asking for Octavio``, ``calling out for gwendolyn``, ``in
#: contact with Priscilla`` (the second word of each pair is no verb alone).
_BEFORE_OBJECT: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        "message msg vm voicemail voicemails messages".split(),
        frozenset({"for", "to"}),
    ),
    **dict.fromkeys(
        "asking asks asked looking looked waiting calling crying yelling".split(),
        frozenset({"for"}),
    ),
    "out": frozenset({"for"}),
    **dict.fromkeys(
        "contact touch lives living live stays staying stay home".split(),
        frozenset({"with"}),
    ),
    **dict.fromkeys("worried concerned".split(), frozenset({"about"})),
}

#: Verbs and states only a person is the subject of, after a name opening its
#: sentence: ``Darnell called for update``, ``Cosima tearful at bedside``.
PERSON_VERBS = frozenset(
    "called calls phoned visited visiting states stated reports reported requests "
    "requested asks asked asking wants wanted says said agrees agreed updated "
    "tearful upset crying arrived came brought declined spoke here "
    "concerned worried requesting expressed verbalized voiced verbalizes wishes "
    "wished understands understood declines refuses refused consented consents "
    "decided feels felt thinks believes knows hopes prefers drove found took "
    "picked helps helped manages managed lives gave aware".split()
)
#: Verbs of two words, by the first: ``Cosima at bedside``, ``Radu in to
#: visit``, ``yesenia would like a call``.
_PLACE_VERBS = {"at": "bedside", "in": "to", "would": "like"}
#: Auxiliaries before a person's verb: ``Perpetua was updated``, ``has been at bedside``.
_AUXILIARIES = frozenset("is was has had will been be".split())
#: A person's verbs in their base form, after ``will``: ``Lupita will bring
#: clothes``, ``WINIFRED WILL PICK HIM UP``.
_BASE_VERBS = frozenset("bring visit call come pick drive stay decide".split())
#: A relative joined to the subject: ``yesenia and her husband visited``.
_POSSESSIVES = frozenset({"her", "his", "their"})
#: Joiners of two subjects: ``Hortensia and Cornelius visited``.
_AND = frozenset({"and", "&"})

#: A capitalised first name in mixed case: census people bearing it, at least ...
TITLED_FIRST_PEOPLE = 200
#: ... how much likelier a name than a word ...
TITLED_FIRST_RATIO = 5.0
#: ... and how common in English it may be (Zipf), at most.
TITLED_FIRST_ZIPF = 3.2
#: A first name where case says nothing (lower case, capitals): people, at least ...
CASELESS_FIRST_PEOPLE = 1000
#: ... and how much likelier a name than a word (not ``mark``, ``bill``, ``rose``).
CASELESS_FIRST_RATIO = 35.0


def _titled(word: str) -> bool:
    return len(word) >= 3 and word[0].isupper() and word[1:].islower()


@functools.lru_cache(maxsize=65536)
def _rare_first_name(word: str) -> bool:
    """A word more often a first name than a surname, rare in English, no place.

    Enough where the case or a verb says it is a person: ``Cosima`` written
    with a capital in mixed-case text, ``called tamsin``; a place
    (``Marion``) or a surname as much (``Leopold``) stays the CRF's to weigh.
    """
    return len(word) >= 3 and _uncommon_first_name(
        word, TITLED_FIRST_PEOPLE, TITLED_FIRST_ZIPF
    )


def _uncommon_first_name(word: str, people: int, most_zipf: float) -> bool:
    """A first name ``people`` or more bear, no place, rarer in English than ``most_zipf``."""
    first, last = name_people(word)
    return (
        first >= people
        and first > last
        and name_likelihood_ratio(word) >= TITLED_FIRST_RATIO
        and zipf(word.lower()) < most_zipf
        and place_table().kinds(word) is None
    )


@functools.lru_cache(maxsize=65536)
def _caseless_first_name(word: str) -> bool:
    """A first name much likelier a name than a word, whatever its case (``darnell``)."""
    first, last = name_people(word)
    return (
        first >= CASELESS_FIRST_PEOPLE
        and first > last
        and name_likelihood_ratio(word) >= CASELESS_FIRST_RATIO
    )


def person_first_name(analysis: Analysis, i: int, cued: bool = False) -> bool:
    """Whether the token at ``i`` is a first name, as sure as its case lets it be.

    A rare first name suffices written with a capital in mixed-case text,
    or in lower case when a verb ``cued`` a person; otherwise (capitals, a
    lower-case word alone) only one much likelier a name than a word, or
    one no English text uses.
    """
    word = analysis.words[i]
    if not analysis.caps_lines[analysis.line_of[i]]:
        if (_titled(word) or (cued and word.islower())) and _rare_first_name(word):
            return True
        if _titled(word) and _unlisted_name(word):
            return True
    return _caseless_first_name(word) or _unusual_first_name(word)


#: A first name this rare in English (Zipf) at most, whatever its case ...
UNUSUAL_FIRST_ZIPF = 3.0
#: ... that this many people bear, at least.
UNUSUAL_FIRST_PEOPLE = 100


@functools.lru_cache(maxsize=65536)
def _unusual_first_name(word: str) -> bool:
    """A first name too rare for a high likelihood ratio and no common English word.

    ``anastazja tearful``, ``EVANGELOS CALLED``, ``Wilhelmus called``: few
    bear it, so its ratio stays low, but no text uses it as a word either.
    """
    return _uncommon_first_name(word, UNUSUAL_FIRST_PEOPLE, UNUSUAL_FIRST_ZIPF)


#: Two consonants a name may open with (``Nsurg`` is a service's clipping).
_ONSETS = frozenset(
    "bl br ch cl cr dr dw fl fr gl gn gr kh kl kn kr ph pl pr sc sh sk sl sm sn sp st "
    "sv sw sz th tr ts tw wh wr zh".split()
)
_VOWELS = frozenset("aeiouy")


@functools.lru_cache(maxsize=65536)
def _unlisted_name(word: str) -> bool:
    """A capitalised word no name list has, rare in English, shaped as a name.

    ``Ottoline``, ``Kartvn``: a name too rare for the census. Not a typo of
    a common word (``Pateint``), a drug, an abbreviation, nor a word opening
    with two consonants no name opens with (``Nsurg``).
    """
    low = word.lower()
    if len(word) < 4 or not word.isalpha() or max(name_people(word)) > 0:
        return False
    if zipf(low) >= SURNAME_AFTER_ZIPF:
        return False
    if low[0] not in _VOWELS and low[1] not in _VOWELS and low[:2] not in _ONSETS:
        return False
    return not (likely_typo(word) or _not_a_surname(word) or low in SPECIALTIES)


def _titled_rare_first_name(analysis: Analysis, i: int) -> bool:
    """A rare first name written with a capital in mixed-case text (``Tamsin``)."""
    word = analysis.words[i]
    return (
        not analysis.caps_lines[analysis.line_of[i]]
        and _titled(word)
        and _rare_first_name(word)
    )


def _same_line(analysis: Analysis, a: int, b: int) -> bool:
    return (
        a >= 0
        and b < len(analysis.words)
        and analysis.line_of[a] == analysis.line_of[b]
    )


def object_of_a_contact_verb(analysis: Analysis, i: int) -> bool:
    """A first name right after a verb of reaching someone, in any case (or,
    in mixed case, a capitalised word far likelier a name than a word).

    ``called tamsin re transfer``, ``Texted Rosalind``, ``left message for
    ignatius``, ``asking for Octavio``, ``recognizes GWENDOLYN``: what is
    called, texted, asked for or recognised by name is a person (a
    service is no first name: ``called pharmacy``, ``paged renal``).
    """
    words = analysis.words
    if i < 1 or not _same_line(analysis, i - 1, i):
        return False
    before = words[i - 1].lower()
    if before not in CONTACT_VERBS:
        if i < 2 or not _same_line(analysis, i - 2, i):
            return False
        if before not in _BEFORE_OBJECT.get(words[i - 2].lower(), ()):
            return False
    return person_first_name(analysis, i, cued=True) or _contacted_name(
        words[i], analysis.caps_lines[analysis.line_of[i]]
    )


def name_before_a_service(analysis: Analysis, i: int) -> bool:
    """A first name right before ``from`` and a consulting service, in any case.

    ``tamika from case management aware``, ``rosalind from pt to see pt``:
    someone who comes from a service is a person (a word is not:
    ``sputum from rt``).
    """
    words = analysis.words
    if i + 2 >= len(words) or not _same_line(analysis, i, i + 2):
        return False
    if words[i + 1].lower() != "from" or words[i + 2].lower() not in CONSULT_SERVICES:
        return False
    return person_first_name(analysis, i, cued=True)


#: How much likelier a name than a word a capitalised word after a contact
#: verb must be to be the person reached, first name or surname ...
CONTACTED_RATIO = 20.0
#: ... and how common in English at most (``Will update Jasper``, ``paged
#: Kowalczyk``; not ``called Pharmacy``, ``paged Renal``).
CONTACTED_ZIPF = 4.0


#: In capitals, where every word looks alike, a name far likelier still and
#: rarer in English (``PAGED KOWALCZYK``; not ``CALLED JASPER``, a word too).
CONTACTED_CAPS_RATIO = 50.0
CONTACTED_CAPS_ZIPF = 3.0


def _contacted_name(word: str, caps: bool) -> bool:
    """A capitalised word far likelier a name than a word: after a contact verb, a person."""
    if caps:
        return (
            word.isupper()
            and name_likelihood_ratio(word) >= CONTACTED_CAPS_RATIO
            and zipf(word.lower()) < CONTACTED_CAPS_ZIPF
        )
    return (
        _titled(word)
        and name_likelihood_ratio(word) >= CONTACTED_RATIO
        and zipf(word.lower()) < CONTACTED_ZIPF
    )


#: Sentence ends, and the quotes that may close a sentence before the next.
_SENTENCE_ENDS = (".", ";", "!", "?")
_QUOTES = ('"', "\u201d")


def _opens_sentence(analysis: Analysis, i: int) -> bool:
    """Whether the token at ``i`` opens its line or sentence (``course." Radu``)."""
    words = analysis.words
    if analysis.line_start[i] or (i > 0 and words[i - 1] in _SENTENCE_ENDS):
        return True
    return i > 1 and words[i - 1] in _QUOTES and words[i - 2] in _SENTENCE_ENDS


def _may_be_subject(analysis: Analysis, i: int) -> bool:
    """Whether the first name at ``i`` may be a verb's subject where it stands.

    Opening its sentence or a clause (:func:`_opens_clause`); or anywhere
    when written with a capital in mixed case (``At this time, Radu
    wishes``), where case shows a name.
    """
    if _opens_sentence(analysis, i) or _opens_clause(analysis, i):
        return True
    return _titled(analysis.words[i]) and not analysis.caps_lines[analysis.line_of[i]]


#: Verbs of saying, after which a clause with its own subject starts:
#: ``PT SAYS LUPITA WILL BRING CLOTHES``.
_SAYING = frozenset("says said states stated reports reported thinks feels".split())


def _opens_clause(analysis: Analysis, i: int) -> bool:
    """Whether token ``i`` opens a clause after a comma or a verb of saying on its line.

    ``PLAN DISCUSSED, DESMOND AGREES``, ``PT STATES WINIFRED WILL PICK HIM
    UP``: in one case, where no capital tells a name, the subject of its
    own verb there is as sure as one opening a sentence.
    """
    if i < 1 or not _same_line(analysis, i - 1, i):
        return False
    before = analysis.words[i - 1]
    return before == "," or before.lower() in _SAYING


#: Opening quotes: a first name right after one and before a comma is the
#: person spoken to (``"Elaine, I know I'm in ...``).
_OPENING_QUOTES = ('"', "\u201c")


def _addressed(analysis: Analysis, i: int) -> bool:
    """A first name opening a quotation before a comma: the one spoken to."""
    words = analysis.words
    return (
        0 < i < len(words) - 1
        and words[i - 1] in _OPENING_QUOTES
        and words[i + 1] == ","
        and analysis.starts[i] == analysis.ends[i - 1]
    )


def _verb_after(analysis: Analysis, k: int, depth: int = 0) -> bool:
    """Whether a person's verb stands at ``k`` (``at bedside``, ``and her son visited``)."""
    words = analysis.words
    if k >= len(words) or not _same_line(analysis, k - 1, k):
        return False
    word = words[k].lower()
    if word in _AUXILIARIES and depth < 2:  # "was updated", "has been at bedside"
        if k + 1 < len(words) and words[k + 1].lower() in RELATIVE_CUES:
            return True  # "Ottoline is HCP"
        return _verb_after(analysis, k + 1, depth + 1)
    if word in _AND and _relative_after(analysis, k + 1):
        return _verb_after(analysis, k + 3)  # "yesenia and her husband visited"
    if word in _PLACE_VERBS:  # "at bedside", "in to visit"
        return k + 1 < len(words) and words[k + 1].lower() == _PLACE_VERBS[word]
    return word in PERSON_VERBS or (depth > 0 and word in _BASE_VERBS)


def person_verb_after(analysis: Analysis, k: int) -> bool:
    """Whether what a person does stands at word ``k`` (``called``, ``at bedside``)."""
    return _verb_after(analysis, k)


def _relative_after(analysis: Analysis, k: int) -> bool:
    """Whether ``her husband``, ``his daughter``... stands at ``k`` on the same line."""
    words = analysis.words
    return (
        k + 1 < len(words)
        and _same_line(analysis, k - 1, k + 1)
        and words[k].lower() in _POSSESSIVES
        and words[k + 1].lower() in RELATIVE_CUES
    )


def subject_of_a_person_verb(analysis: Analysis, i: int) -> bool:
    """A first name before a person's verb, alone or with another, or one spoken to.

    ``Darnell called for update``, ``Cosima tearful at bedside``,
    ``demetrius and keshawn visited``: what calls, visits or sits at the
    bedside is a person. Both names of a pair are first names. In lower
    case or capitals only one opening its sentence (see
    :func:`_may_be_subject`). ``"Elaine, I know ...``: addressed.
    """
    words = analysis.words
    if not person_first_name(analysis, i):
        return False
    if _addressed(analysis, i):
        return True
    if _may_be_subject(analysis, i):
        if _verb_after(analysis, i + 1):
            return True
        if surname_after(analysis, i) and _verb_after(analysis, i + 2):
            return True  # "thaddeus emperatrice called for update"
        return (
            i + 3 < len(words)
            and words[i + 1].lower() in _AND
            and _same_line(analysis, i, i + 2)
            and person_first_name(analysis, i + 2)
            and _verb_after(analysis, i + 3)
        )
    return (
        i >= 2
        and words[i - 1].lower() in _AND
        and _same_line(analysis, i - 2, i)
        and _may_be_subject(analysis, i - 2)
        and person_first_name(analysis, i - 2)
        and _verb_after(analysis, i + 1)
    )


#: A word before ``and`` and a sure name is a name from this likelihood ratio up
#: (``Obi and Ngozi Eze``: a name written as one, though a word too).
BEFORE_PAIR_RATIO = 1.0


def names_before_sure_names(
    analysis: Analysis,
    sure: dict[int, str],
    taken: set[int],
    excluded: Callable[[str], bool],
) -> list[Finding]:
    """Names written right before ``and`` and a sure name, with its role.

    ``Obi and Ngozi Eze visited``, ``Cyprian and Delphine from EMS``: the
    second name is sure (a cue, a title, a first name and surname), and a
    word the name lists have, written alike and likelier a name than a
    word, joined to it by ``and`` is a second person. Not a function,
    cue or clinical word (``Pt and Ngozi``, ``MRI and Dr Lee``).

    Args:
        analysis: the analysed document.
        sure: the role of each sure name, by its first character.
        taken: the first characters of the words already found sure.
        excluded: the words no list makes a name (function words, drugs...).
    """
    words, starts, ends, found = analysis.words, analysis.starts, analysis.ends, []
    for a in tokens_among(analysis, _AND_FORMS):
        i, k = a - 1, a + 1
        if i < 0 or k >= len(words) or starts[k] not in sure:
            continue
        if starts[i] in taken or not _same_line(analysis, i, k):
            continue
        if _plausible_name_before(analysis, i, k, excluded):
            found.append(Finding(starts[i], ends[i], sure[starts[k]], "name-and", True))
    return found


#: ``and`` as written before a second name.
_AND_FORMS = frozenset({"and", "And", "AND", "&"})


def _plausible_name_before(
    analysis: Analysis, i: int, k: int, excluded: Callable[[str], bool]
) -> bool:
    """Whether the word at ``i`` is written as the name at ``k`` and may be one."""
    word, other = analysis.words[i], analysis.words[k]
    if len(word) < 2 or not word.isalpha() or analysis.classes[i] in "psrcxvko&":
        return False
    caps = analysis.caps_lines[analysis.line_of[i]]
    if caps or word.isupper():
        return False  # "MRI AND DR LEE": capitals say nothing
    if not (_titled(word) and _titled(other)) and not (
        word.islower() and other.islower()
    ):
        return False
    if excluded(word) or clinical_abbreviation(word):
        return False
    return (
        sum(name_people(word)) > 0 and name_likelihood_ratio(word) >= BEFORE_PAIR_RATIO
    )


#: A word after a first name is its surname when this rare in English (Zipf) at most.
SURNAME_AFTER_ZIPF = 2.0
#: Classes of words no surname is: prefix, suffix, title, cue, function words...
_NOT_SURNAME_CLASSES = frozenset("psrcxvko&")


def surname_after(analysis: Analysis, i: int) -> bool:
    """Whether the word after the first name at ``i`` is its surname: written alike, rare.

    ``Tamsin Oduya``, ``THADDEUS EMPERATRICE``, ``thaddeus emperatrice``:
    a word one space after a first name, in the same case and rare in
    English (a family name no list has), is the family name; a common
    word (``Lucinda here``), a clinical abbreviation (``MARIA CXR``) or a
    cue (``Thaddeus RN``) is not.
    """
    words, k = analysis.words, i + 1
    if k >= len(words) or not _same_line(analysis, i, k):
        return False
    if (
        analysis.starts[k] - analysis.ends[i] != 1
        or analysis.text[analysis.ends[i]] != " "
    ):
        return False
    word, first = words[k], words[i]
    if (
        len(word) < 3
        or not word.isalpha()
        or analysis.classes[k] in _NOT_SURNAME_CLASSES
    ):
        return False
    if not (
        (first.islower() and word.islower())
        or (first.isupper() and word.isupper())
        or (_titled(first) and _titled(word))
    ):
        return False
    return zipf(word.lower()) < SURNAME_AFTER_ZIPF and not _not_a_surname(word)


@functools.lru_cache(maxsize=65536)
def excluded_word(word: str) -> bool:
    """Words no list makes a name or place: function words, months, drugs."""
    low = word.lower()
    return (
        low in STOP_WORDS
        or low in NOT_NAMES
        or low in MONTHS
        or low in WEEKDAYS
        or low in drug_words()
    )


def _not_a_surname(word: str) -> bool:
    """A drug, month, weekday, clinical abbreviation or a word no list calls a name."""
    return excluded_word(word) or clinical_abbreviation(word.upper())


def surnames_after_first_names(
    analysis: Analysis, names: list[Finding]
) -> list[Finding]:
    """Each one-word first name grown over the surname after it, sure.

    deid.pl's idea: a known first name makes the next word a surname
    (``Pt's husband Cuthbert Oduya``, ``WIFE LUCINDA EMPERATRICE IN``),
    here only a word rare in English written alike (:func:`surname_after`).
    A sure one-word finding that is more often a family name (``Dr.
    Smith``) is not grown, nor a weak one but a capitalised rare first
    name in mixed case (in capitals or lower case, ``AMBER SEDIMENTOUS``,
    ``gaven demerol``, case says nothing).

    Args:
        analysis: the analysed document.
        names: one-word name findings, sure ones and weak listed names.
    """
    starts, ends, found = analysis.starts, analysis.ends, []
    grown: set[int] = set()  # one growth per first name: the first finding's role
    for f in names:
        if f.start in grown:
            continue
        i = bisect.bisect_left(starts, f.start)
        if i >= len(starts) or starts[i] != f.start or ends[i] != f.end:
            continue  # not one token
        if f.strong:
            first, last = name_people(analysis.words[i])
            if first <= last:
                continue
        elif not _titled_rare_first_name(analysis, i):
            continue  # a weak listed name: only a rare first name written as one
        if not surname_after(analysis, i):
            continue
        end = ends[_joined_end(analysis, i + 1)]
        found.append(Finding(f.start, end, f.kind, "name-surname-after", True))
        grown.add(f.start)
    return found


def _joined_end(analysis: Analysis, k: int) -> int:
    """The last token of the surname at ``k`` with its hyphened parts (``Oyelaran-Boateng``)."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    while (
        k + 2 < len(words)
        and words[k + 1] == "-"
        and ends[k] == starts[k + 1]
        and ends[k + 1] == starts[k + 2]
        and words[k + 2].isalpha()
    ):
        k += 2
    return k


#: What a clinician is named before: ``R OSTLUND ORDERED``, ``T WARREN AWARE``.
ORDER_VERBS = frozenset("ordered aware notified informed paged wrote consulted".split())
#: A surname after an initial is this much likelier a name than a word, at least.
INITIAL_SURNAME_RATIO = 10.0


def initials_before_orders(analysis: Analysis) -> list[Finding]:
    """A capital letter and a listed surname before ``ordered``/``aware``: a clinician.

    ``R OSTLUND ORDERED 2 UNITS``, ``T WARREN AWARE``: without a period the
    letter may be a side or a temperature (``R ARM``, ``T MAX``), which the
    initial path of the automaton leaves; a surname much likelier a name
    than a word between it and what clinicians do makes the two a name.
    """
    words, starts, ends, found = analysis.words, analysis.starts, analysis.ends, []
    for v in tokens_among(analysis, _ORDER_FORMS):
        s, i = v - 1, v - 2
        if i < 0 or not _same_line(analysis, i, v):
            continue
        letter, surname = words[i], words[s]
        if len(letter) != 1 or not letter.isupper() or letter in "IA":
            continue
        if not (_spaced(analysis, i, s) and _spaced(analysis, s, v)):
            continue
        if i > 0 and _same_line(analysis, i - 1, i) and words[i - 1][-1:].isdigit():
            continue  # "BP 90 T WARREN": a reading before it
        if not (surname.isalpha() and len(surname) > 2 and _alike_surname(surname)):
            continue
        if _not_a_surname(surname) or analysis.classes[s] in _NOT_SURNAME_CLASSES:
            continue
        if (
            name_people(surname)[1] == 0
            or name_likelihood_ratio(surname) < INITIAL_SURNAME_RATIO
        ):
            continue
        found.append(
            Finding(starts[i], ends[s], NAME_PROVIDER, "name-initial-order", True)
        )
    return found


#: :data:`ORDER_VERBS` as written in lower case, capitals or with a capital.
_ORDER_FORMS = frozenset(
    form for verb in ORDER_VERBS for form in (verb, verb.upper(), verb.capitalize())
)


def _alike_surname(surname: str) -> bool:
    """A surname written in capitals or with a capital (after a capital initial)."""
    return surname.isupper() or _titled(surname)


def _spaced(analysis: Analysis, a: int, b: int) -> bool:
    return analysis.starts[b] - analysis.ends[a] == 1


#: Relatives named by an initial: not those that are no person's (``in-law``).
_INITIAL_RELATIVES = RELATIVE_CUES - {
    "person",
    "proxy",
    "hcp",
    "poa",
    "inlaw",
    "in-law",
}
#: Capital letters that may be initials (``I`` and ``A`` are words).
_CAPITALS = frozenset("BCDEFGHJKLMNOPQRSTUVWXYZ")


def relatives_initials(analysis: Analysis) -> list[Finding]:
    """A relative named by an initial and its period: ``Wife J. called``, ``son D. and``.

    The automaton takes a lower-case initial after a relative (``wife j.
    smith``), not a capital one alone, which could be a side or a
    temperature; its period, no letter or digit glued after it (``D.C.``,
    ``T.38``), and a relative's word right before make it the relative.
    """
    words, starts, ends, found = analysis.words, analysis.starts, analysis.ends, []
    for i in tokens_among(analysis, _CAPITALS):
        if i < 1 or i + 1 >= len(words) or words[i + 1] != ".":
            continue
        if ends[i] != starts[i + 1] or not _same_line(analysis, i - 1, i):
            continue
        after = i + 2
        if after < len(words) and starts[after] == ends[i + 1]:
            continue  # "D.C.", "T.38": no initial
        if (
            not _spaced(analysis, i - 1, i)
            or words[i - 1].lower() not in _INITIAL_RELATIVES
        ):
            continue
        found.append(
            Finding(starts[i], ends[i], NAME_RELATIVE, "name-relative-initial", True)
        )
    return found


def unlisted_cued_names(analysis: Analysis) -> list[Finding]:
    """Capitalised names no list has, where a verb says a person stands.

    ``Ottoline tearful at bedside``, ``Pt lives with Ottoline``: stricter
    than for listed names, since clinical clippings are in no list either
    (``Nephro aware``): only before what people alone do, or after a
    message's verb or a pair such as ``lives with`` or ``asking for``.
    """
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    candidates = {v - 1 for v in tokens_among(analysis, _SUBJECT_VERB_FORMS) if v > 0}
    candidates |= {
        v + 1 for v in tokens_among(analysis, _OBJECT_CUE_FORMS) if v + 1 < len(words)
    }
    found = []
    for i in sorted(candidates):
        if not _titled(words[i]) or not _unlisted_name(words[i]):
            continue
        if _subject_of_a_feeling(analysis, i) or _object_of_a_message(analysis, i):
            found.append(Finding(starts[i], ends[i], NAME, "name-unlisted-cued", True))
    return found


#: What only people do, not the services clipped into words no list has
#: (``Nephro aware``, ``Phlebotomy here``, ``Bloodbank called``, ``Renal
#: requests CT``): feel, visit, wish, live.
FEELING_VERBS = frozenset(
    "tearful upset crying visited visiting wishes wished verbalized verbalizes voiced "
    "feels felt thinks believes knows hopes prefers lives worried concerned "
    "understands understood consented consents refuses refused drove helps helped "
    "manages managed".split()
)
#: Verbs and pairs of words before a person's name that no service follows.
_MESSAGE_VERBS = frozenset("texted emailed thanked told recognizes recognized".split())


def _subject_of_a_feeling(analysis: Analysis, i: int) -> bool:
    """A word before what only people do (:data:`FEELING_VERBS`), maybe after ``is``/``was``."""
    words = analysis.words
    if not _may_be_subject(analysis, i):
        return False
    k = i + 1
    if (
        k < len(words)
        and words[k].lower() in ("is", "was")
        and _same_line(analysis, i, k)
    ):
        k += 1
    return (
        k < len(words)
        and _same_line(analysis, i, k)
        and words[k].lower() in FEELING_VERBS
    )


def _object_of_a_message(analysis: Analysis, i: int) -> bool:
    """A word after a message's verb or a pair of words before a person (not ``called``)."""
    words = analysis.words
    if i < 1 or not _same_line(analysis, i - 1, i):
        return False
    before = words[i - 1].lower()
    if before in _MESSAGE_VERBS:
        return True
    return (
        i >= 2
        and _same_line(analysis, i - 2, i)
        and before in _BEFORE_OBJECT.get(words[i - 2].lower(), ())
    )


def _forms(words: Iterable[str]) -> frozenset[str]:
    """Each word in lower case, with a capital and in capitals."""
    return frozenset(f for w in words for f in (w, w.capitalize(), w.upper()))


#: The words after a subject (its verb, or the first word of two) ...
_SUBJECT_VERB_FORMS = _forms(PERSON_VERBS | set(_PLACE_VERBS) | _AUXILIARIES)
#: ... and before an object (a contact verb, or the second word of two).
_OBJECT_CUE_FORMS = _forms(
    CONTACT_VERBS | {w for second in _BEFORE_OBJECT.values() for w in second}
)
