"""Initials by the conventions of clinical reports: dictation references and patient initials.

A transcribed report ends with the dictating clinician's initials in capitals
and the transcriptionist's in lower case, ``ES/vh``, on a line of their own or
after the job number (``JOB: 7235849  jf``). A patient is named by initials
where the cue says so: ``initials A.C.``, a patient label with an age after it
(``Pt EWK, 63 y/o``), in brackets after it (``Pt (MKL) resting``), or a
``Pt:`` header field (``Pt: PS   MRN ...``); the
same initials elsewhere in the note are the patient's too. Initials are names
under HIPAA; the conventions are the trade's, so the rules need no list.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator

import regex

from vtt_py.deid.analysis import STOP_WORDS
from vtt_py.deid.kinds import (
    INITIALS,
    INITIALS_PATIENT,
    NAME_PROVIDER,
    NAME_RELATIVE,
    Finding,
)
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    CARE_ROLES,
    CREDENTIALS,
    PROVIDER_CUES,
    RELATIVE_CUES,
    ROLE_ABBREVIATIONS,
    word_frequencies,
    zipf,
)
from vtt_py.deid.rules_places import CONSULT_SERVICES
from vtt_py.deid.text import key_positions, matches_at, word_before
from vtt_py.lexicons.clinical import clinical_abbreviations

#: ``ES/vh`` alone on its line.
_REFERENCE_LINE = lazy_compile(
    r"^[ \t]*(?P<a>[A-Z]{2,4})/(?P<b>[a-z]{2,4})[ \t]*$", regex.MULTILINE
)
#: Initials closing the job-number line: ``Job 7082929  AM/cm``, ``JOB: 7235849  jf``.
_AFTER_JOB = lazy_compile(
    r"\b(?i:job)[ \t]*(?:\#|(?i:no)\.?)?[ \t]*:?[ \t]*[0-9]{4,}[ \t]+"
    r"(?P<a>[A-Za-z]{2,4})(?:/(?P<b>[A-Za-z]{2,4}))?[ \t]*$",
    regex.MULTILINE,
)


#: A nurse's or therapist's credential after a signer's initials.
_CREDENTIAL = r"(?:RN|LPN|RRT|NP|SN|CNA|PCT)"
#: A nursing note's signer by initials, on a line of its own or closing a
#: sentence: after a dash (``-JMK``, ``- KLM RN``) or before a credential
#: (``JMK RN``); a bare line of capitals is a heading as often.
_DASHED_SIGNER = rf"-{{1,2}}[ \t]?(?P<i>[A-Z]{{2,4}})(?:,?[ \t]+{_CREDENTIAL})?[ \t]*$"
_SIGNER = lazy_compile(
    rf"^[ \t]*(?:{_DASHED_SIGNER}|(?P<i>[A-Z]{{2,4}}),?[ \t]+{_CREDENTIAL}[ \t]*$)"
    rf"|(?<=[.!][ \t]{{1,3}}){_DASHED_SIGNER}",
    regex.MULTILINE,
)
#: A nurse's shift or post, between a colleague's initials and credential:
#: ``A.B., night RN``, ``K.L. charge RN``.
_SHIFT = r"(?:(?i:night|day|evening|eve|charge|float|primary|resource)[ \t]+)?"
#: Dotted initials and a credential anywhere: ``report from M.K. RN``,
#: ``per J.T., RN``; a person's, since a credential follows (no
#: abbreviation is written with a period after each capital and a title).
_DOTTED_STAFF = lazy_compile(
    rf"(?<![A-Za-z0-9.])(?P<i>(?:[A-Z]\.){{2,3}}),?[ \t]+{_SHIFT}{_CREDENTIAL}(?![A-Za-z])"
)
#: The same in small letters, the credential too: ``t.r. rn aware``.
_LOWER_DOTTED_STAFF = lazy_compile(
    rf"(?<![A-Za-z0-9.])(?P<i>(?:[a-z]\.){{2,3}}),?[ \t]+{_CREDENTIAL.lower()}(?![A-Za-z])"
)
#: A lower-case note's signer, three letters without a vowel after a dash
#: closing its last line (``-jml``, ``- ktb rn``): elsewhere a list's item
#: (``- tbd``) as often.
_LOWER_SIGNER = lazy_compile(
    r"(?:^|(?<=[.!][ \t]{1,3}))[ \t]*-{1,2}[ \t]?(?P<i>[b-df-hj-np-tv-xz]{3})"
    r"(?:,?[ \t]+(?:rn|lpn|rrt|np))?[ \t]*$",
    regex.MULTILINE,
)
#: A signer's initials no English word more common than this (zipf).
_SIGNER_MAX_ZIPF = 3.0
#: Two or three capitals, dotted (``A.C.``) or not (a sentence's period may
#: follow), as one token.
_CAPS = r"(?P<i>(?:[A-Z]\.[ ]?){2,3}(?![A-Za-z])|[A-Z]{2,3}(?![A-Za-z]|\.[A-Za-z]))"
#: ``initials A.C.``, ``initials: AC``, ``initials are AC``, ``initial: AC``
#: (not "initially"); belongings ``labeled HTB`` with the patient's initials.
_INITIALS_CUE = lazy_compile(
    r"\b(?:(?i:initials)\b[ \t]*(?::|(?i:are|were)\b)?|(?i:initial)[ \t]*:"
    r"|(?i:label(?:l?ed)?)[ \t]+(?i:with[ \t]+)?)[ \t]*" + _CAPS
)
#: ``Pt EWK, 63 y/o``, ``patient JD is a 70 year``: a person, since an age follows.
_BEFORE_AGE = lazy_compile(
    r"\b(?:Pt|PT|pt|Patient|patient)\.?:?[ \t]+"
    + _CAPS
    + r"(?=,?[ \t]+(?:(?i:is[ \t]+an?)[ \t]+)?[0-9]{1,3}[ \t-]*(?i:y/?o|yo|y\.o\.|year))"
)
#: ``Pt (MKL) resting``: capitals in brackets right after the patient's label.
_IN_BRACKETS = lazy_compile(
    r"\b(?:Pt|pt|Patient|patient)\.?[ \t]?\((?P<i>[A-Z]{2,3}|(?:[A-Z]\.){2,3})\)"
)
#: ``report on pt WKS.``: capitals closing a clause right after ``on pt``.
_ON_PATIENT = lazy_compile(
    r"\b(?:on|re:?|for)[ \t]+(?:pt|patient)[ \t]+(?P<i>[A-Z]{2,3})(?=[.;,]|[ \t]*$)",
    regex.MULTILINE,
)
#: A ``Pt:`` header field holding only initials: ``Pt: PS   MRN 833...``.
_PATIENT_FIELD = lazy_compile(
    r"^[ \t]*(?:Pt|Patient)[ \t]*:[ \t]*" + _CAPS + r"(?=[ \t]*$|[ \t]{2,}|,)",
    regex.MULTILINE,
)
#: Every ``_BEFORE_AGE`` match holds one of these (in any case): few notes do.
_AGE_WORDS = ("yo", "y/o", "y.o.", "year")
#: The patient's labels one of which starts every ``_BEFORE_AGE`` match.
_LABEL_KEYS = ("Pt", "PT", "pt", "Patient", "patient")
#: The words one of which starts every ``_PATIENT_FIELD`` match.
_FIELD_KEYS = ("Pt", "Patient")
#: Capitals a patient field or label may hold that are no initials: code
#: status and care settings (generic clinical abbreviations).
_NOT_INITIALS = frozenset(
    "DNR DNI NPO CMO ICU MICU SICU CCU OR ED ER NA HCP VNA RN MD NP PCP SNF".split()
)


#: A lone word after a job number this common in English is no initials
#: (typists' initials such as "jf", "scr", "mtb" stay under 4).
_COMMON_WORD = 4.5


def find_initials(text: str) -> list[Finding]:
    """Dictation reference and patient initials in ``text`` (strong findings).

    Args:
        text: the document text.

    Returns:
        One INITIALS finding per set of dictation initials, one
        INITIALS_PATIENT per occurrence of a patient's initials.
    """
    return (
        _dictation(text)
        + _patient(text)
        + _signers(text)
        + _handed_to(text)
        + _typist_field(text)
        + _titled_staff(text)
        + _bracketed_staff(text)
        + _letter_from_service(text)
        + _staff_before_credential(text)
        + _lower_staff(text)
        + _dotted_people(text)
        + _bracketed_letter(text)
    )


#: Dotted initials, two or three letters in one case: ``T.J.``, ``a.b.``.
_DOTTED = re.compile(
    r"(?<![A-Za-z0-9.])(?:(?:[A-Z]\.){2,3}|(?:[a-z]\.){2,3})(?![A-Za-z0-9])"
)
#: What every :data:`_DOTTED` match holds after its first letter, found by
#: its period at once (a scan for the whole pattern tries every letter).
_DOTTED_INSIDE = re.compile(r"\.[A-Za-z]\.")
#: What opens a sentence before dotted initials: a line's start or a
#: sentence's end (``R.B. FROM RESP``).
_SENTENCE_BEFORE = re.compile(r"(?:\A|\n|[.!?;][ \t]{1,3})[ \t]*\Z")
#: ``from`` (``the``) and a word after dotted initials.
_FROM_AFTER = re.compile(
    r"[ \t]+(?i:from)[ \t]+(?:(?i:the)[ \t]+)?([A-Za-z]+)(?![A-Za-z])"
)


def _dotted_people(text: str) -> list[Finding]:
    """Dotted initials after a relative's word or opening a sentence before a service.

    ``son (T.J.)``, ``SON T.J. CALLED``, ``wife a.b. at bedside``: a relative;
    ``R.B. FROM RESP AT BEDSIDE``, ``k.l. from pt``: a colleague. A period
    after each letter makes them someone's (no abbreviation of a note is so
    written but a time's or a dose's Latin, ``a.m.``). Found from the
    initials (few) rather than from every word.
    """
    if "." not in text:
        return []
    found = []
    after = 0  # the end of the last initials read: "A.B.C." is read once
    for inside in _DOTTED_INSIDE.finditer(text):
        m = _DOTTED.match(text, max(inside.start() - 1, after))
        if m is None or m.group().replace(".", "").upper() in _DOTTED_LATIN:
            continue
        after = m.end()
        start, end = m.span()
        lo = max(0, start - 24)
        # (the relative after a hyphen: "ex-wife", "step-son", "great-grandson")
        if word_before(text, start).rpartition("-")[2] in RELATIVE_CUES:
            found.append(Finding(start, end, NAME_RELATIVE, "relative's initials"))
            continue
        service = _FROM_AFTER.match(text, end)
        if (
            service is not None
            and service[1].lower() in CONSULT_SERVICES
            and _SENTENCE_BEFORE.search(text, lo, start) is not None
        ):
            found.append(Finding(start, end, NAME_PROVIDER, "initials from a service"))
    return found


#: A colleague's initials after their role (``RN JS aware``, ``Per NP JL,
#: hold heparin``, ``MD K.O. paged``): two or three capitals, dotted or
#: not, then a comma or a word of telling, calling or coming.
_TITLED_STAFF = lazy_compile(
    r"(?<![A-Za-z])(?:(?:RN|NP|PA|MD|RT|CM|SW|Dr\.?)[ \t]+"
    r"(?P<i>(?:[A-Z]\.){2,3}|[A-Z]{2,3}(?![A-Za-z0-9.\-/'&]))"
    # in small letters only dotted ones: "rn k.o. aware", "per np r.s.,"
    r"|(?:rn|np|md|dr\.?)[ \t]+(?P<i>(?:[a-z]\.){2,3}))"
    r"(?=,[ \t]|[ \t]+(?i:aware|notified|paged|called|updated|informed|made|came"
    r"|saw|said|states?|stated|reports?|reported|ordered|wants|agrees?|agreed"
    r"|spoke|here|present|in[ \t]+to)\b)"
)
#: The roles one of which starts every :data:`_TITLED_STAFF` match.
_ROLE_KEYS = ("RN", "NP", "PA", "MD", "RT", "CM", "SW", "Dr", "rn", "np", "md", "dr")


def _titled_staff(text: str) -> list[Finding]:
    """Initials right after a colleague's role and before what they did (``RN JS aware``).

    A role before and a verb of telling after make the letters a person;
    letters that spell a clinical abbreviation, a word, a unit or a
    service (``MD ICU aware``, ``RN PCA called``) are none.
    """
    # Tried only where a role starts: scanning for the pattern cost a
    # seventh of a second per MB of any text.
    matches = matches_at(_TITLED_STAFF, text, key_positions(text, _ROLE_KEYS))
    return [
        Finding(m.start("i"), m.end("i"), INITIALS, "titled staff")
        for m in matches
        if _role_initials(m["i"].replace(".", "").upper())
    ]


#: A colleague's initials before their credential, after ``per``/``by``/``from``
#: (``Per MJ, RN``, ``report from KB RN``): the credential's letters end the
#: text searched, so the pattern is tried only where one stands.
_BEFORE_CREDENTIAL = lazy_compile(
    r"(?<![A-Za-z])(?i:per|by|from|with|w/|to|(?:co-?)?signed)[ \t]+"
    r"(?P<i>[A-Z]{2,3}|[A-Z](?=\.))\.?,?[ \t]+\Z"
)
#: The credentials such initials stand before.
_STAFF_CREDENTIALS = ("RN", "LPN", "NP", "RRT", "CNA", "PCT", "MD", "PA")
#: Longest reach of :data:`_BEFORE_CREDENTIAL` before its credential.
_CREDENTIAL_REACH = 16


def _staff_before_credential(text: str) -> list[Finding]:
    """Two or three capitals between ``per`` (``by``, ``from``...) and a credential: ``Per MJ, RN``.

    Letters that spell a clinical abbreviation, a word, a unit or a service
    (``per ICU RN``, ``by OT, PA``) are none. One capital and its period
    (``Per J., NP``) is a first name's initial: no abbreviation is one letter
    with a period between such a cue and a credential.
    """
    found = []
    for p in key_positions(text, _STAFF_CREDENTIALS):
        if not any(_whole_word_at(text, p, key) for key in _STAFF_CREDENTIALS):
            continue  # "RNs", "PAtient", "MDI"
        m = _BEFORE_CREDENTIAL.search(text, max(0, p - _CREDENTIAL_REACH), p)
        if m is not None and (len(m["i"]) == 1 or _role_initials(m["i"])):
            found.append(
                Finding(m.start("i"), m.end("i"), INITIALS, "initials and credential")
            )
    return found


#: In small letters, one letter and its period between ``per`` (``by``...)
#: and a credential: ``per j., np``, ``per k. rn``.
_LOWER_INITIAL_CREDENTIAL = lazy_compile(
    r"(?<![a-z])(?:per|by|from|with|w/|to)[ \t]+(?P<i>[a-z])\.,?[ \t]+"
    r"(?:rn|np|lpn|md|pa|rrt|cna)(?![a-z])"
)
#: A signature line in small letters: an initial, a surname and a
#: credential alone on their line (``r. okonjo, rn``).
_LOWER_SIGNATURE = lazy_compile(
    r"^[ \t-]*(?P<n>[a-z]\.[ ]?[a-z][a-z'-]{1,24}),?[ \t]+(?:rn|lpn|np|md|rrt)\.?[ \t]*$",
    regex.MULTILINE,
)


def _lower_staff(text: str) -> list[Finding]:
    """A colleague in small letters before a credential: ``per j., np``, ``r. okonjo, rn``.

    As in capitals (``Per J., NP``, ``R. Okonjo, RN``), a credential after
    one letter and its period names a person; tried only where a period
    and a credential in small letters stand together.
    """
    found = []
    if any(k in text for k in _LOWER_DOTTED_KEYS):
        found += [
            Finding(m.start("i"), m.end("i"), INITIALS, "initials and credential")
            for m in _LOWER_INITIAL_CREDENTIAL.finditer(text)
        ]
    if any(k in text for k in _LOWER_CREDENTIAL_ENDS):
        found += [
            Finding(m.start("n"), m.end("n"), NAME_PROVIDER, "signer")
            for m in _LOWER_SIGNATURE.finditer(text)
            if m["n"].replace(".", "").replace(" ", "") not in _DOTTED_LATIN_LOWER
        ]
    return found


#: What a signature line in small letters holds: a credential after a space.
_LOWER_CREDENTIAL_ENDS = (" rn", " lpn", " np", " md", " rrt")


#: Dotted Latin in small letters that a signature's shape could take (``p.o``).
_DOTTED_LATIN_LOWER = frozenset(w.lower() for w in ("PO", "PR", "AM", "PM"))


def _whole_word_at(text: str, p: int, word: str) -> bool:
    """Whether ``word`` stands at ``p`` with no letter right after it."""
    end = p + len(word)
    return text.startswith(word, p) and not text[end : end + 1].isalpha()


#: One capital (its period perhaps), or a small letter but ``a`` and ``i``
#: with its period, after a verb's ``by``/``with`` and before ``from`` a
#: consulting service: ``seen by J from PT``, ``spoke with K. from
#: nutrition``, ``spoke with r. from pharmacy``.
_LETTER_FROM = lazy_compile(
    r"(?<![A-Za-z])(?i:by|with|w/)[ \t]+(?P<i>[A-Z]|[b-hj-z](?=\.))\.?[ \t]+(?i:from)[ \t]+"
    r"(?:(?i:the)[ \t]+)?(?P<s>[A-Za-z]+)(?![A-Za-z])"
)


def _letter_from_service(text: str) -> list[Finding]:
    """A colleague's one initial before the service they came from: ``seen by J from PT``.

    Nurses write a therapist or consultant by an initial; ``from`` and a
    consulting service after it (:data:`CONSULT_SERVICES`) make the letter a
    person, as they make ``Seen by Hallorann from cards`` one.
    """
    if " from " not in text and " FROM " not in text and " From " not in text:
        return []
    return [
        Finding(m.start("i"), m.end("i"), INITIALS, "initial from a service")
        for m in _LETTER_FROM.finditer(text)
        if m["s"].lower() in CONSULT_SERVICES
    ]


#: The last word of a role in brackets: the cues and roles of the name rules,
#: credentials, care roles' abbreviations, and a few more (general knowledge).
_STAFF_WORDS = (
    PROVIDER_CUES
    | CARE_ROLES
    | CREDENTIALS
    | {abbreviation.lower() for abbreviation in ROLE_ABBREVIATIONS}
    | frozenset("worker work team student secretary educator specialist".split())
) - {"per", "attn", "do"}
#: Letters that are a credential or a care role's abbreviation themselves,
#: whatever follows (``R.N. (charge nurse)``).
_CREDENTIALS = (
    {credential.upper() for credential in CREDENTIALS if credential.isalpha()}
    | ROLE_ABBREVIATIONS
    | {"PT"}
)
#: Words owning a relative in brackets: ``M.R. (her son)``.
_OWNERS = frozenset("pt's patient's his her their".split())
#: Dotted initials before two or three words in brackets: a role (``K.T.
#: (charge RN)``, ``R.D. (case manager)``) or a relative with its owner
#: (``M.R. (her son)``), as :func:`_bracketed_staff` tells. A role of one word
#: is the name automaton's (``J.M. (attending)``, rules_names).
_BRACKETED_STAFF = lazy_compile(
    r"(?<![A-Za-z0-9.])(?P<i>(?:[A-Z]\.){2,3}|(?:[a-z]\.){2,3})[ \t]?\("
    r"(?P<role>[A-Za-z']+(?:[ \t][A-Za-z'-]+){0,2})\)"
)
#: The rule's name in its findings.
_BRACKETED = "bracketed initials"
#: Dotted letters in small letters that are a dose's or a time's Latin, or
#: a phrase's (``p.o.``, ``a.m.``, ``e.g.``): no one's initials.
_DOTTED_LATIN = frozenset(
    "AM PM PO PR BID TID QID QD QHS PRN NPO AC PC HS EG IE".split()
)


def _bracketed_staff(text: str) -> list[Finding]:
    """Dotted initials whose role of several words, or relative, follows in brackets
    (of one word too in small letters: ``j.m. (attending)``).

    Not an abbreviation spelt out in its brackets (``O.T. (occupational
    therapist)``: the words' first letters are the initials) or a credential.
    """
    if ".(" not in text and ". (" not in text:
        return []  # every match holds one
    found = []
    for m in _BRACKETED_STAFF.finditer(text):
        words = m["role"].lower().split()
        if len(words) == 1 and not m["i"].islower():
            continue  # "J.M. (attending)": the name automaton's (rules_names)
        if len(words) == 2 and words[0] in _OWNERS and words[1] in RELATIVE_CUES:
            found.append(Finding(m.start("i"), m.end("i"), NAME_RELATIVE, _BRACKETED))
            continue
        letters = m["i"].replace(".", "").upper()  # "k.t. (charge rn)" too
        spelt = "".join(w[0] for w in words).upper()
        if words[-1] not in _STAFF_WORDS:
            continue
        if letters in _CREDENTIALS or spelt.startswith(letters):
            continue
        if m["i"].islower() and letters in _DOTTED_LATIN:
            continue  # "p.o. (per day rn)": a dose's Latin, in small letters
        found.append(Finding(m.start("i"), m.end("i"), NAME_PROVIDER, _BRACKETED))
    return found


#: One capital (its period perhaps) before a role in brackets: ``Call J
#: (case mgr) with questions``, ``K. (charge RN) aware``.
_BRACKETED_LETTER = lazy_compile(
    r"(?<![A-Za-z0-9.'])(?P<i>[A-Z])\.?[ \t]\("
    r"(?P<role>[A-Za-z']+(?:[ \t][A-Za-z'-]+){0,2})\)"
)
#: Words before a letter that make it a kind's or a part's (``Vitamin K``,
#: ``hep B``, ``Team A``), not someone's initial.
_LETTER_OWNERS = frozenset(
    "vitamin vit hep hepatitis group type class stage grade factor plan lead "
    "zone pod wing building room bed step level part section phase category "
    "team unit side ward tower floor".split()
)
#: A role's first word that makes the bracket a source, not a role:
#: ``Vitamin K (per RN)``.
_SOURCE_WORDS = frozenset("per by from via as".split())


def _bracketed_letter(text: str) -> list[Finding]:
    """A colleague's one initial before their role in brackets (``J (case mgr)``)."""
    if " (" not in text:
        return []
    found = []
    for m in _BRACKETED_LETTER.finditer(text):
        role = m["role"].lower().split()
        if role[-1] not in _STAFF_WORDS or role[0] in _SOURCE_WORDS:
            continue
        if word_before(text, m.start()) in _LETTER_OWNERS:
            continue
        found.append(Finding(m.start("i"), m.end("i"), NAME_PROVIDER, _BRACKETED))
    return found


#: Two letters more common than this (zipf) are a word or an abbreviation
#: (``OK``, ``UP``); initials sit lower (``JS`` 3.5, ``KO`` 3.7: web slang).
_PAIR_MAX_ZIPF = 4.5


def _role_initials(letters: str) -> bool:
    """Whether capitals after a role are a person's initials, not a unit's or a word."""
    if len(letters) == 3:
        return _staff_initials(letters)
    return not _listed_no_initials(letters) and zipf(letters) < _PAIR_MAX_ZIPF


#: A shift's handing on of care, before the nurse it goes to or comes from:
#: ``report to``, ``report given to``, ``signed out to``, ``handed off to``,
#: ``RETURN TO``, ``assumed care from``, ``relieved by``.
_HANDOFF_CUE = lazy_compile(
    r"\b(?i:report(?:[ \t]+(?:given|called|phoned))?[ \t]+(?:to|from)"
    r"|sign(?:ed)?[ \t-]?(?:out|over)[ \t]+(?:to|from)"
    r"|hand(?:ed)?[ \t-]?(?:off|over)[ \t]+(?:to|from)"
    r"|return(?:ed)?[ \t]+to|(?:assumed|took[ \t]+over)[ \t]+care[ \t]+from"
    r"|care[ \t]+(?:given|passed|turned[ \t]+over)[ \t]+to|relieved[ \t]+by)"
    r"[ \t]+(?:(?P<i>[A-Z]{3}|[b-df-hj-np-tv-xz]{3})(?![A-Za-z0-9\-/'])"
    # one letter and its period: "handoff from K.", "report given to k."
    r"|(?P<l>[A-Za-z])\.(?![A-Za-z0-9.]|[ \t]+(?i:fib|flutter)))"
)
#: Its group by number: the ``regex`` module tries a group's name as an index
#: first, a TypeError raised and caught each time.
_INITIALS = 1
_LETTER = 2
#: Words one of which every :data:`_HANDOFF_CUE` match holds (in any case).
_HANDOFF_KEYS = ("report", "sign", "hand", "return", "care", "relieved")
#: Words one of which starts every :data:`_HANDOFF_CUE` match (in any case).
_HANDOFF_STARTS = (*_HANDOFF_KEYS, "assumed", "took")
#: The last letters of care units and hospitals (``SDU``, ``MGH``, ``BMC``):
#: capitals after ``to`` ending so name a place, not a nurse.
_PLACE_ENDINGS = ("U", "H", "MC")
#: Capitals of a care setting or role after a handoff's ``to`` that no
#: clinical abbreviation list has: no initials.
_NOT_STAFF_INITIALS = frozenset(
    "MICU SICU VNA SNF NSG LPN CNA PCA PCT OBS FLR PMD RNF NRS CRN TXP URO NSY CNM "
    "DLP TBD TBC OGT FHX SHX NKD BVM HHN PWB FWB".split()
)
#: Words this common (zipf) whose first three letters a service's or a
#: ward's shortening takes (``ONC``, ``PSY``, ``HOS``, ``NOC``).
_PREFIX_WORD_ZIPF = 3.0


@functools.cache
def _word_beginnings() -> frozenset[str]:
    """The first three letters of English words of four letters or more, zipf 3 and up."""
    floor = 10 ** (_PREFIX_WORD_ZIPF - 9)
    return frozenset(
        word[:3]
        for word, freq in word_frequencies().items()
        if freq >= floor and len(word) >= 4 and word.isascii() and word.isalpha()
    )


def _listed_no_initials(initials: str) -> bool:
    """Letters (any case) a list says are no one's: an abbreviation, a setting, a stop word."""
    upper = initials.upper()
    return (
        upper in clinical_abbreviations()
        or upper in _NOT_INITIALS
        or upper in _NOT_STAFF_INITIALS
        or initials.lower() in STOP_WORDS
    )


def _staff_initials(initials: str) -> bool:
    """Three letters that spell no abbreviation, word, unit or service (``JML``, ``jml``)."""
    return not (
        _listed_no_initials(initials)
        or initials.upper().endswith(_PLACE_ENDINGS)
        or initials.lower() in _word_beginnings()
        or zipf(initials) >= _SIGNER_MAX_ZIPF
    )


def _handed_to(text: str) -> list[Finding]:
    """Three letters after a shift's handoff (``RETURN TO JML``, ``report to jml``).

    Nurses hand a patient on to a colleague named by initials; the same
    letters elsewhere in the note are that nurse's too. Capitals that are a
    clinical abbreviation, a word or a unit's or hospital's shape (``report to
    ICU``, ``RETURN TO BED``, ``report to SDU``, ``to MGH``) or that begin
    a common word, as a service's shortening does (``report to ONC``) are none; in
    lower case only letters without a vowel (``report to jml``, not ``to icu``).
    One letter with its period is an initial too (``handoff from K.``,
    ``report given to k.``), not after ``returned to`` (``returned to A. fib``).
    """
    low = text.lower()
    if not any(key in low for key in _HANDOFF_KEYS):
        return []
    cues = list(_handoff_cues(text, low))
    cued = {
        m[_INITIALS] for m in cues if m[_INITIALS] and _staff_initials(m[_INITIALS])
    }
    # One letter is its nurse's only where the cue writes it: a lone K
    # elsewhere is potassium as often.
    found = [
        Finding(m.start(_LETTER), m.end(_LETTER), INITIALS, "handed to")
        for m in cues
        if m[_LETTER] and not m.group().lower().startswith("return")
    ]
    for initials in cued:
        whole = regex.compile(
            r"(?<![A-Za-z0-9.])" + regex.escape(initials) + r"(?![A-Za-z0-9])"
        )
        found += [
            Finding(m.start(), m.end(), INITIALS, "handed to")
            for m in whole.finditer(text)
        ]
    return found


def _handoff_cues(text: str, low: str) -> Iterator[regex.Match[str]]:
    """``_HANDOFF_CUE.finditer(text)``, tried only where its first word occurs in ASCII text.

    ``low`` is ``text`` lower-cased. The pattern's many alternatives after a
    ``\\b`` made the ``regex`` module try it at every position.
    """
    if not text.isascii():  # case folding maps a few other characters to ASCII
        return _HANDOFF_CUE.finditer(text)
    return matches_at(_HANDOFF_CUE, text, key_positions(low, _HANDOFF_STARTS))


#: A report's typist field holding only initials, in either case:
#: ``Transcribed by: mkt``, ``Typed by: JRW``, ``Transcriptionist: klp``,
#: ``Dictated by: mlh``; a date or time may follow after blanks, or the
#: next field's label after two (``Transcriptionist: mlk   Document #:``).
_TYPIST_FIELD = lazy_compile(
    r"^[ \t]*(?i:(?:transcribed|typed|dictated|entered)[ \t]+by|transcriptionist"
    r"|typist)[ \t]*:[ \t]*(?P<i>[A-Za-z]{2,4})"
    r"(?=[ \t]*$|[ \t]+[0-9]|[ \t]{2,}[A-Z][A-Za-z .]{1,30}[#:])",
    regex.MULTILINE,
)
#: A typist's initials inside a sentence, before a date or the sentence's
#: end: ``transcribed by kl on 04/10/93``, ``typed by JRW.``.
_TYPIST_INLINE = lazy_compile(
    r"(?<![A-Za-z])(?i:transcribed|typed)[ \t]+(?i:by)[ \t]+(?P<i>[A-Za-z]{2,4})"
    r"(?=[ \t]+(?i:on)[ \t]|[ \t]*[0-9]|[ \t]*[.;,]|[ \t]*$)",
    regex.MULTILINE,
)
#: Initials after a typist's label this common in English are a word (``hand``).
_TYPIST_MAX_ZIPF = 4.0
#: Words one of which starts every :data:`_TYPIST_FIELD` match (lower case).
_TYPIST_KEYS = ("transcri", "typ", "dictated", "entered")


def _typist_field(text: str) -> list[Finding]:
    """A typist's or dictator's initials alone in the field for them (``Typed by: jrw``).

    The label says a person follows; letters alone after it (any case) are
    that person's initials, unless they spell a word (``Typed by: me``), a
    stop word or a clinical abbreviation (``Entered by: ED``, ``Dictated by: MD``).
    """
    low = text.lower()
    if not any(key in low for key in _TYPIST_KEYS):
        return []
    found = []
    typed = "transcribed by" in low or "typed by" in low  # most notes: neither
    inline = _TYPIST_INLINE.finditer(text) if typed else iter(())
    for m in itertools.chain(_TYPIST_FIELD.finditer(text), inline):
        initials = m["i"]
        # after the label a little commoner letters too ("kl", web slang at 3.2)
        if _listed_no_initials(initials) or zipf(initials) >= _TYPIST_MAX_ZIPF:
            continue
        found.append(Finding(m.start("i"), m.end("i"), INITIALS, "typist field"))
    return found


#: What a signer's dotted initials in small letters end with: ``t.r. rn``.
_LOWER_DOTTED_KEYS = tuple(
    f"{sep}{credential}"
    for sep in (". ", "., ")
    for credential in ("rn", "lpn", "rrt", "np", "sn", "cna", "pct")
)


def _signers(text: str) -> list[Finding]:
    """A signer's initials (``-JMK``, ``JMK RN``, ``M.K. RN``) spelling no abbreviation."""
    upper = any(c in text for c in ("RN", "LPN", "RRT", "NP"))
    lower = any(k in text for k in _LOWER_DOTTED_KEYS)
    if "-" not in text and not upper and not lower:
        return []  # every match holds a dash or a credential
    found = []
    for m in matches_at(_SIGNER, text, _signer_starts(text)):
        if _spelled(m["i"]):
            continue  # "- HTN", "-DVT", "- OK": a list's item, not a signer
        found.append(Finding(m.start("i"), m.end("i"), INITIALS, "signer"))
    dotted = [
        *(_DOTTED_STAFF.finditer(text) if upper else ()),
        *(_LOWER_DOTTED_STAFF.finditer(text) if lower else ()),
    ]
    found += [
        Finding(m.start("i"), m.end("i"), INITIALS, "signer")
        for m in dotted
        if m["i"].replace(".", "").upper()
        not in _DOTTED_NOT_STAFF  # "P.M. RN", "o.r. rn"
    ]
    # Lower case: only closing the note (``- tbd``, ``- ogt`` close list items).
    last = text.rstrip()
    tail = last.rfind("\n") + 1
    for m in _LOWER_SIGNER.finditer(last, tail):
        if _staff_initials(m["i"]):
            found.append(Finding(m.start("i"), m.end("i"), INITIALS, "signer"))
    return found


def _abbreviation(initials: str) -> bool:
    """Capitals that spell an abbreviation or a setting: ``DNR``, ``PM``, ``US``.

    Dotted capitals are initials unless so (``M.K.``, though ``mk`` is common
    on the web); undotted ones must also spell no word (:func:`_spelled`).
    """
    return (
        initials in clinical_abbreviations()
        or initials in _NOT_INITIALS
        or initials in _DOTTED_WORDS
        or initials.lower() in STOP_WORDS
    )


#: Dotted abbreviations of everyday English (``e.g.``, ``U.K.``) and the title itself.
_DOTTED_WORDS = frozenset("EG IE UK RN OK".split())
#: Dotted capitals before a credential that are no one's initials: a time's
#: or a dose's Latin, a setting, a service or team (``P.M. RN``, ``O.R. RN``,
#: ``I.V. RN``). Any other clinical abbreviation is a person's initials
#: there (``T.R. RN aware``: not tricuspid regurgitation): a period after
#: each capital and a credential after them write a name.
_DOTTED_NOT_STAFF = (
    _DOTTED_LATIN
    | _NOT_INITIALS
    | _DOTTED_WORDS
    | frozenset("DC GI IV EP IR CT OT PT SW CM ENT US NP PA MD".split())
)


def _spelled(initials: str) -> bool:
    """Capitals that spell an abbreviation, a word or a setting, not a person's initials."""
    return _abbreviation(initials) or zipf(initials) >= _SIGNER_MAX_ZIPF


def _signer_starts(text: str) -> list[int]:
    """Where a :data:`_SIGNER` match can start: a line's start or dash, on lines ending in capitals.

    Its lookbehind alternative made the ``regex`` module try the pattern at
    every position of the note; a note has a dozen lines and a few dashes.
    Every match ends its line with capitals (initials or a credential) and
    blanks at most: most lines end otherwise, and are not tried at all.
    """
    starts = []
    at = 0  # where the line starts
    for line in text.split("\n"):
        if "A" <= line.rstrip(" \t")[-1:] <= "Z":
            starts.append(at)
            dash = line.find("-", 1)  # a dash opening the line is its start
            while dash != -1:
                starts.append(at + dash)
                dash = line.find("-", dash + 1)
        at += len(line) + 1
    return starts


def _patient(text: str) -> list[Finding]:
    """Patient initials where a cue names them, and their other occurrences."""
    cued: dict[str, str] = {}  # initials -> the rule that found them first
    for rule, matches in (
        ("initials cue", _initials_cues(text)),
        ("patient and age", _before_age(text)),
        ("patient in brackets", _in_brackets(text)),
        ("on patient", _on_patient(text)),
        ("patient field", matches_at(_PATIENT_FIELD, text, _field_starts(text))),
    ):
        for m in matches:
            initials = m["i"].rstrip(" ")
            # "PT IS 93 YO": a note in capitals writes its words so too.
            if initials not in _NOT_INITIALS and initials.lower() not in STOP_WORDS:
                cued.setdefault(initials, rule)
    found = []
    for initials, rule in cued.items():
        # The same capitals as a whole token anywhere: "S: PS reports ...".
        whole = regex.compile(
            r"(?<![A-Za-z0-9.])" + regex.escape(initials) + r"(?![A-Za-z0-9])"
        )
        found += [
            Finding(m.start(), m.end(), INITIALS_PATIENT, rule)
            for m in whole.finditer(text)
        ]
    return found


def _dictation(text: str) -> list[Finding]:
    """The initials of a dictation reference line."""
    if "/" not in text and not any(job in text for job in ("job", "Job", "JOB")):
        return []
    found = []
    for matches in (_reference_lines(text), _after_job(text)):
        for m in matches:
            if m["b"] is not None and m["a"].lower() == m["b"].lower():
                continue  # "ICU/icu" is no pair of initials
            if m["b"] is None and zipf(m["a"]) >= _COMMON_WORD:
                continue  # "job 1800 done": a word ends the line, not initials
            for group in ("a", "b"):
                if m[group] is not None:
                    found.append(
                        Finding(m.start(group), m.end(group), INITIALS, "dictation")
                    )
    return found


# The patterns below start with ``\b`` or ``^``, which the ``regex`` module
# tries at every position of a note; each is tried only where the words it
# needs occur, which finds exactly what ``finditer`` finds.


def _initials_cues(text: str) -> Iterator[regex.Match[str]]:
    """``_INITIALS_CUE`` matches, skipped in ASCII text without "initial" or "label"."""
    if text.isascii():
        low = text.lower()
        if "initial" not in low and "label" not in low:
            return iter(())  # every match holds one of the words in some case
    # "labeled CBC": after a label, capitals that are an abbreviation name a thing.
    return (
        m
        for m in _INITIALS_CUE.finditer(text)
        if not (m.group()[:1] in "lL" and m["i"].strip() in clinical_abbreviations())
    )


def _before_age(text: str) -> Iterator[regex.Match[str]]:
    """``_BEFORE_AGE.finditer(text)``, skipped in ASCII text that holds no age word.

    Tried only where a label starts (the pattern's leading ``\\b`` is tried
    at every position by a scan).
    """
    if text.isascii():  # else case folding maps a few other characters to ASCII
        low = text.lower()
        if not any(word in low for word in _AGE_WORDS):
            return iter(())
    return matches_at(_BEFORE_AGE, text, key_positions(text, _LABEL_KEYS))


def _in_brackets(text: str) -> Iterator[regex.Match[str]]:
    """``_IN_BRACKETS`` matches whose capitals are no clinical abbreviation (``pt (CMO)``)."""
    if "t (" not in text and "t(" not in text:
        return iter(())  # every match holds one: most notes have none
    return (
        m for m in _IN_BRACKETS.finditer(text) if m["i"] not in clinical_abbreviations()
    )


def _on_patient(text: str) -> Iterator[regex.Match[str]]:
    """``_ON_PATIENT`` matches whose capitals are no clinical abbreviation (``on pt NPO.``)."""
    if "pt " not in text and "patient " not in text:
        return iter(())  # every match holds one of them
    return (
        m for m in _ON_PATIENT.finditer(text) if m["i"] not in clinical_abbreviations()
    )


def _field_starts(text: str) -> list[int]:
    """Where a ``_PATIENT_FIELD`` match can start: before the blanks ahead of "Pt"."""
    starts = set()
    for k in key_positions(text, _FIELD_KEYS):
        while k and text[k - 1] in " \t":
            k -= 1
        starts.add(k)
    return sorted(starts)


def _reference_lines(text: str) -> Iterator[regex.Match[str]]:
    """``_REFERENCE_LINE.finditer(text)``, skipped without a capital, slash, small letter."""
    k = text.find("/")
    while k != -1:
        if "A" <= text[k - 1 : k] <= "Z" and "a" <= text[k + 1 : k + 2] <= "z":
            return _REFERENCE_LINE.finditer(text)  # ``ES/vh`` may be there
        k = text.find("/", k + 1)
    return iter(())  # most notes: slashes in numbers ("120/80", "3/4")


def _after_job(text: str) -> Iterator[regex.Match[str]]:
    """``_AFTER_JOB.finditer(text)``, tried only where "job" (any case) occurs in ASCII text."""
    if not text.isascii():  # case folding maps a few other characters to ASCII
        return _AFTER_JOB.finditer(text)
    return matches_at(_AFTER_JOB, text, key_positions(text.lower(), ("job",)))
