"""Names a label introduces: ``Name: Gaddis, Drew``, ``goes by Jack``, ``named Joy``."""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex

from vtt_py.deid.analysis import STOP_WORDS
from vtt_py.deid.kinds import NAME, NAME_PATIENT, NAME_PROVIDER, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    CREDENTIALS,
    PREFIXES,
    name_likelihood_ratio,
    name_people,
    zipf,
)
from vtt_py.deid.text import anchored_matches, key_positions, lowered, matches_at
from vtt_py.lexicons.clinical import drug_words

#: Labels and phrases after which the patient's other name is written.
_LABEL_KEYS = (
    "preferred",
    "nick",
    "goes",
    "a.k.a",
    "aka",
    "also",
    "prefer",
    "like",
    "want",
    "ask",
)
_LABELLED = lazy_compile(
    r"""(?:preferred[ ]name|nick[ -]?name|goes[ ]by|a\.k\.a\.?|aka|also[ ]known[ ]as
    |(?:prefers?|likes?|wants?|asks?|asked)[ ]to[ ]be[ ]called|prefers?[ ]to[ ]go[ ]by)
    [ \t]*:?[ \t]*["\u201c']?(?:(?:mr|mrs|ms|miss|dr)\.?[ ])?
    (?P<name>[a-z][a-z'-]{1,20}+(?:[ ][a-z][a-z'-]{1,20}+)?)""",
    regex.VERBOSE,
)
#: Somebody's name said as such: ``dtr called, name is hortensia``, ``a nurse named Joy``.
_SAID_NAME = lazy_compile(
    r"""(?<![a-z])(?:name[ ](?:is|was)|named)[ \t]*:?[ \t]*["\u201c']?
    (?P<name>[a-z][a-z'-]{1,20}+(?:[ ][a-z][a-z'-]{1,20}+)?)""",
    regex.VERBOSE,
)
#: What every ``_LABELLED`` match holds (lower case): its label's words, the
#: common ones (``like``, ``ask``, ``also``) with the rare words after them.
_LABEL_NEEDS = (
    "preferred name",
    "nick",
    "goes by",
    "a.k.a",
    "aka",
    "also known as",
    " to be called",
    " to go by",
)
#: A word in lower case after "name is" is a name when it is this much likelier
#: a name than a word (``hortensia``; not ``unknown``, ``on``).
_LOWER_CASE_NAME = 10.0


def find_labelled_names(text: str) -> list[Finding]:
    """Names after a label that says a name follows (strong: the label leaves no doubt).

    A capitalised name counts, or one in lower case ten times likelier a
    name than a word (``goes by bob``; ``goes by ambulance`` is no name); the
    label is matched in any case.

    Args:
        text: the document text.

    Returns:
        NAME_PATIENT findings, one per word of the name.
    """
    low = lowered(text)
    if not any(map(low.__contains__, _LABEL_NEEDS)):
        return []  # most notes: "like", "ask", "also" but no label
    found = []
    for m in anchored_matches(_LABELLED, low, _LABEL_KEYS):
        start, end = m.span("name")
        for word in regex.finditer(r"[^ ]+", text[start:end]):
            written = word.group()
            if not (
                written[0].isupper()
                or name_likelihood_ratio(written) >= _LOWER_CASE_NAME
            ):
                break
            span = (start + word.start(), start + word.end())
            found.append(Finding(*span, NAME_PATIENT, "name-label"))
    return found


#: Function words that are first names too: "named MAY", "named WILL".
_NAMED_STOP_WORDS = frozenset({"may", "will"})


def _said_stop(word: str) -> bool:
    """A function word in capitals (``IS``, ``AND``), which the capital does not make a name."""
    low = word.lower()
    return word.isupper() and low in STOP_WORDS and low not in _NAMED_STOP_WORDS


def find_said_names(text: str) -> list[Finding]:
    """Names after ``name is`` or ``named``: capitalised, or in lower case and likelier a name.

    Args:
        text: the document text.

    Returns:
        NAME findings, one per word of the name (whose role the words do not say).
    """
    low = lowered(text)
    if "name" not in low:
        return []
    found = []
    for m in _SAID_NAME.finditer(low):
        start, end = m.span("name")
        for word in regex.finditer(r"[^ ]+", text[start:end]):
            written = word.group()
            plausible = written[0].isupper() or (
                name_likelihood_ratio(written) >= _LOWER_CASE_NAME
            )
            # A function word ends the name: "NAMED WHISKERS IS" in capitals.
            if not plausible or written.lower() in drug_words() or _said_stop(written):
                break
            span = (start + word.start(), start + word.end())
            found.append(Finding(*span, NAME, "name-said"))
    return found


#: A family name's particles written in lower case before its capitalised
#: word (``de Souza``, ``van der Berg``, ``bin Rashid``, ``de la Cruz``).
_LOWER_PARTICLES = (
    r"(?:(?:de|del|della|da|di|dos|das|du|van|von|ter|bin|ibn|al|el|le|la)[ ]"
    r"(?:(?:la|las|los|der|den|de)[ ])?)?"
)
#: A name field heading its line: ``PATIENT NAME: GILLEY, TAMMY A``, ``Name: Gaddis, Drew``,
#: ``Name: de Souza, Renata`` (a family name's lower-case particles first).
_NAME_FIELD = lazy_compile(
    r"^[ \t]*(?i:(?:patient|pt)(?:'s)?[ ]name|name)[ \t]*:[ ]{0,4}"
    rf"(?P<name>{_LOWER_PARTICLES}\p{{Lu}}[\p{{L}}'.-]*+(?:,?[ ]\p{{Lu}}[\p{{L}}'.-]*+){{0,4}})",
    regex.MULTILINE,
)
#: A name field in a lower-case note, the name alone on the rest of its line:
#: ``name: le, thi hoa``, ``pt name: okafor chinedu``.
_LOWER_NAME_FIELD = lazy_compile(
    r"^[ \t]*(?i:(?:patient|pt)(?:'s)?[ ]name|name)[ \t]*:[ ]{0,4}"
    r"(?P<name>[a-z][a-z'-]{0,30}+(?:,?[ ][a-z][a-z'-]{0,30}+){1,3})[ \t]*$",
    regex.MULTILINE,
)
#: Each word of such a name is this much likelier a name than a word (``le``,
#: ``hoa``; not ``same``, ``see chart``).
_LOWER_FIELD_RATIO = 2.0
#: Words after a name field's label that say no name is there.
_NO_NAME = frozenset("unknown none not na n/a patient pt same".split())
#: A patient's field or a letter's subject holding a name family name first:
#: ``Patient: Tavares, Ignacio``, ``RE: WHITLOCK, EUGENIA``. The label says
#: less than ``Name:`` (``Patient: Alert, oriented``), so the words must be
#: names (see :func:`_reversed_name`).
_PATIENT_FIELD = lazy_compile(
    r"^[ \t]*(?i:patient|pt|re)[ \t]*:[ ]{0,4}"
    r"(?P<name>(?P<last>\p{Lu}[\p{L}'-]++),[ ]?(?P<first>\p{Lu}[\p{L}'-]++)"
    r"(?:[ ]\p{Lu}\.?(?![\p{L}]))?)",
    regex.MULTILINE,
)


def find_field_names(text: str) -> list[Finding]:
    """The patient's name in a report's name field (strong: the label says it).

    The whole name is one finding, so an initial inside it (``Thaddeus R.
    Okonjo-Whitfield``) does not split it into a shorter name. The name's
    words are capitalised, one space or a comma and a space apart; two
    spaces end them (``GILLEY, TAMMY A      MEDICAL RECORD #``).

    Args:
        text: the document text.

    Returns:
        NAME_PATIENT findings, one per field.
    """
    found = _dash_fields(text)
    if ":" not in text:
        return found
    lines = _colon_lines(text)
    for m in _name_fields(text, lines):
        name = m["name"].rstrip(".")
        if name.split(",")[0].split(" ")[0].lower() in _NO_NAME:
            continue
        start = m.start("name")
        found.append(Finding(start, start + len(name), NAME_PATIENT, "name-field"))
    for m in matches_at(_PATIENT_FIELD, text, lines):
        if _reversed_name(m["last"], m["first"]):
            start, end = m.span("name")
            found.append(Finding(start, end, NAME_PATIENT, "name-field"))
    return found + _lower_case_fields(text, lines)


#: A name field whose label a spaced dash ends: ``Pt name - Wojciechowska, Agnieszka``.
#: Only the patient's label ("Name - " alone heads lists of other things),
#: and a family name, a comma and a given name, the shape a field holds.
_DASH_NAME_FIELD = lazy_compile(
    r"^[ \t]*(?i:(?:patient|pt)(?:'s)?[ ]name)[ \t]+-[ \t]+"
    r"(?P<name>\p{Lu}[\p{L}'-]++,[ ]?\p{Lu}[\p{L}'-]++"
    # A middle initial or name, where the line or the field ends after it.
    r"(?:[ ]\p{Lu}[\p{L}'-]*+\.?(?=[ \t]*$|[ ]{2}|,))?)",
    regex.MULTILINE,
)


def _dash_fields(text: str) -> list[Finding]:
    """The patient's name in a name field labelled with a dash, not a colon.

    Tried only at the starts of lines where "name -" is written, so the
    cost is one ``str.find`` pass in notes without such a field.
    """
    low = lowered(text)
    starts: list[int] = []
    at = low.find("name -")
    while at != -1:
        line = text.rfind("\n", 0, at) + 1
        if not starts or starts[-1] != line:
            starts.append(line)
        at = low.find("name -", at + 6)
    found = []
    for m in matches_at(_DASH_NAME_FIELD, text, starts):
        if m["name"].split(",")[0].lower() in _NO_NAME:
            continue
        start, end = m.span("name")
        found.append(Finding(start, end, NAME_PATIENT, "name-field"))
    return found


def _lower_case_fields(text: str, lines: list[int]) -> list[Finding]:
    """The patient's name in a name field of a lower-case note (``name: le, thi hoa``).

    Every word must be likelier a name than a word and no drug: ``name:
    same as above`` holds none.
    """
    found = []
    for m in matches_at(_LOWER_NAME_FIELD, text, lines):
        words = regex.findall(r"[a-z'-]+", m["name"])
        if words[0] in _NO_NAME or any(
            name_likelihood_ratio(w) < _LOWER_FIELD_RATIO or w in drug_words()
            for w in words
        ):
            continue
        start, end = m.span("name")
        found.append(Finding(start, end, NAME_PATIENT, "name-field"))
    return found


def _colon_lines(text: str) -> list[int]:
    """Where each line of ``text`` that holds a colon starts.

    A field's pattern (``^``, a label, ``:``) is tried only there (see
    :func:`~vtt_py.deid.text.matches_at`): a scan for it tries every
    position of the note, and a note has a few such lines.
    """
    starts = []
    colon = text.find(":")
    while colon != -1:
        starts.append(text.rfind("\n", 0, colon) + 1)
        end = text.find("\n", colon)
        colon = -1 if end == -1 else text.find(":", end)
    return starts


def _name_fields(text: str, lines: list[int]) -> Iterator[regex.Match[str]]:
    """``_NAME_FIELD.finditer(text)``, skipped in ASCII text without "name" in any case."""
    # Only in ASCII text: case folding maps a few other characters to ASCII.
    if text.isascii() and "name" not in lowered(text):
        return iter(())
    return matches_at(_NAME_FIELD, text, lines)


def _reversed_name(last: str, first: str) -> bool:
    """A family name and a given name: each likelier a name than a word, one listed.

    ``Tavares, Ignacio``, ``Okonjo, Adaeze`` (a listed first name); not
    ``Pain, Dyspnea``, ``Alert, Oriented``, ``Melena, Hematochezia`` (no name
    of the lists as what it stands for).
    """
    words = (last, first)
    if any(name_likelihood_ratio(w) < 1 or w.lower() in drug_words() for w in words):
        return False
    return name_people(last)[1] > 0 or name_people(first)[0] > 0


#: The labels of a care giver's field: ``Attending``, ``Dictated by``, ``RN``,
#: ``PCP``, ``Referring provider``, ``Co-signed by``, ``Electronically signed``...
_PROVIDER_LABELS = (
    r"attending(?:[ ](?:physician|md))?|resident|fellow|intern|author"
    r"|surgeon(?:\(s\)|s)?|anesthesiologist|consultant|primary[ ]nurse|nurse"
    r"|rn|np|pcp|pharmacist|case[ ]manager|social[ ]worker"
    r"|(?:primary[ ]care|referring|ordering|consulting|admitting|discharging"
    r"|covering)(?:[ ](?:physician|provider|md|doctor|clinician))?"
    r"|(?:electronically[ ])?(?:co-?)?signed(?:[ ]electronically)?(?:[ ]by)?"
    r"|dictated[ ]by|reviewed[ ]by|transcribed[ ]by"
)
#: Such a label heading its line (the standard library's scan: few lines have one).
_PROVIDER_LABEL = re.compile(
    rf"^[ \t]*(?:{_PROVIDER_LABELS})[ \t]*:", re.IGNORECASE | re.MULTILINE
)
#: A name's capitalised words, a space or a comma apart (``Tsai,Wen-Li``).
_NAME_WORDS = r"\p{Lu}[\p{L}'.-]*+(?:(?:,[ ]?|[ ])\p{Lu}[\p{L}'.-]*+){0,3}"
#: A care giver's field heading its line: ``Attending: LINDQVIST, ASTRID MD``,
#: ``Resident: Pham, Minh-Anh``, ``Dictated By: Ferguson, Cailean``, ``RN: Obi``.
_PROVIDER_FIELD = lazy_compile(
    rf"""^[ \t]*(?i:{_PROVIDER_LABELS})[ \t]*:[ ]{{0,4}}(?P<name>{_NAME_WORDS})""",
    regex.MULTILINE | regex.VERBOSE,
)
#: Such a label after a column's gap on its line: a report's header in two
#: columns (``Exam Date: 11/03/2022      Referring: Lindqvist, Henrik MD``).
_COLUMN_PROVIDER_LABEL = re.compile(
    # The gap follows the first column's text: an indented field heads its
    # line, and is :data:`_PROVIDER_FIELD`'s. (From a run's first space only:
    # each of a long run's spaces tried as a start cost the run's length.)
    rf"(?<=\S)(?:[ ]{{3,}}|\t)(?=(?:{_PROVIDER_LABELS})[ \t]*:)",
    re.IGNORECASE,
)
#: :data:`_PROVIDER_FIELD` where its label begins, past a column's gap.
_COLUMN_PROVIDER_FIELD = lazy_compile(
    rf"""(?i:{_PROVIDER_LABELS})[ \t]*:[ ]{{0,4}}(?P<name>{_NAME_WORDS})""",
    regex.VERBOSE,
)
#: Another name after a semicolon, past the last one's credentials: ``cc:
#: Hartwell, Desmond MD; Quintero, Rosalba NP``.
_NEXT_PROVIDER = lazy_compile(
    rf"(?P<rest>[^;\n]{{0,24}});[ \t]{{0,2}}(?P<name>{_NAME_WORDS})"
)
#: A word rarer than this in English (Zipf) may be a name though no list has it.
_RARE_ZIPF = 3.0


def _credential(word: str) -> bool:
    """A degree or licence, with or without periods: ``MD``, ``M.D.``, ``Ph.D.``."""
    return word.lower().replace(".", "") in CREDENTIALS


def find_provider_fields(text: str) -> list[Finding]:
    """A care giver's name in a report's field for it (strong: the label says who).

    The name's words are capitalised, a space or a comma apart (``Tsai,Wen-Li``),
    up to a credential (``ASTRID MD``, ``Okonkwo, Chidera A., M.D.``); a
    title before it leaves it to the title's rule. More names may follow,
    each after a semicolon (``Surgeon(s): Fairbanks, Odalys; Zhou, Wei``).
    Every word must be a listed name or rare in English: ``Attending:
    Cardiology Team`` names a service.

    Args:
        text: the document text.

    Returns:
        NAME_PROVIDER findings, one per name.
    """
    found = []
    for m in _provider_fields(text):
        while m is not None:
            name = _provider_name(text, m.start("name"), m["name"])
            if name is None:
                break
            found.append(name)
            m = _NEXT_PROVIDER.match(text, m.end())
            if m is not None and not all(
                _credential(w) for w in regex.findall(r"[^ ,]+", m["rest"])
            ):
                break  # "Zhou, Wei (GI); follow up": no list of names
    return found


def _provider_fields(text: str) -> Iterator[regex.Match[str] | None]:
    """Each care giver's field heading a line or a column of one, as far as its first name."""
    lines = _colon_lines(text)
    for label in matches_at(_PROVIDER_LABEL, text, lines):
        yield _PROVIDER_FIELD.match(text, label.start())
    for start in lines:
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        # (Most lines have no column's gap: asked by substring, in C.)
        if text.find("   ", start, end) == -1 and text.find("\t", start, end) == -1:
            continue
        for gap in _COLUMN_PROVIDER_LABEL.finditer(text, start, end):
            yield _COLUMN_PROVIDER_FIELD.match(text, gap.end())


def _provider_name(text: str, start: int, field: str) -> Finding | None:
    """The name at the start of a care giver's field's text, if it is one."""
    words = []
    for word in regex.finditer(r"[^ ,]+", field):
        if _credential(word.group()):
            break  # a credential ends the name: "ASTRID MD", "Price, MD, GI"
        words.append(word)
    if not words or words[0].group().lower().rstrip(".") in PREFIXES:
        return None  # "Dr. Lee" is the title rules' (with its role)
    if not all(_name_like(w.group()) for w in words):
        return None
    if len(words) == 1 and not _one_word_name(words[0].group()):
        return None  # "RN: Night shift", "Nurse: Day": a shift, not a name
    end = start + words[-1].end()
    return Finding(start + words[0].start(), end, NAME_PROVIDER, "name-provider-field")


def _name_like(word: str) -> bool:
    """A listed name's word, an initial, or a word rare in English."""
    low = word.lower().rstrip(".")
    if len(low) <= 1:
        return True  # a middle initial
    if low in drug_words():
        return False
    parts = [p for p in low.split("-") if p]
    return all(sum(name_people(p)) > 0 or zipf(p) < _RARE_ZIPF for p in parts)


def _one_word_name(word: str) -> bool:
    """A name written alone: rare in English or likelier a name than a word (``Obi``)."""
    return zipf(word.lower()) < _RARE_ZIPF or name_likelihood_ratio(word) >= 1


#: A newborn named by its family's name: ``Baby boy Nguyen``, ``Baby Girl "Sophia"``.
_NEWBORN = lazy_compile(
    r"""(?<![\p{L}])(?i:baby|infant)[ ](?i:boy|girl)[ ]{1,2}["\u201c']?
    (?P<name>\p{L}[\p{L}'-]{1,30}+)""",
    regex.VERBOSE,
)


def find_newborn_names(text: str) -> list[Finding]:
    """A newborn's name after ``Baby boy``/``Baby girl`` (strong: the phrase says whose).

    The word must be rare in English or likelier a name than a word: ``Baby
    boy Nguyen``; not ``Baby boy Stable``.

    Args:
        text: the document text.

    Returns:
        NAME_PATIENT findings, one per newborn's name.
    """
    low = lowered(text)
    if not any(key in low for key in ("baby", "infant", "twin", "bg", "bb")):
        return []
    found = []
    for m in _newborn_matches(_NEWBORN, text, low, ("baby", "infant")):
        name = m["name"]
        # In lower case ("baby girl okafor") only a word likelier a name.
        if (name[0].isupper() and _one_word_name(name)) or (
            name[0].islower() and name_likelihood_ratio(name) >= _LOWER_CASE_NAME
        ):
            start, end = m.span("name")
            found.append(Finding(start, end, NAME_PATIENT, "name-newborn"))
    short = _newborn_matches(_SHORT_NEWBORN, text, low, ("bg", "bb", "twin", "baby"))
    for m in short:
        if _family_name(m["name"]):
            start, end = m.span("name")
            found.append(Finding(start, end, NAME_PATIENT, "name-newborn"))
    return found


def _newborn_matches(
    pattern: regex.Pattern[str], text: str, low: str, keys: tuple[str, ...]
) -> Iterator[regex.Match[str]]:
    """``pattern.finditer(text)``, tried only where a key (lower case) occurs in ASCII text.

    ``low`` is ``text`` lower-cased; every match starts with a key in some
    case. The patterns' leading lookbehind made a scan try every position.
    """
    if not text.isascii():  # case folding maps a few other characters to ASCII
        return pattern.finditer(text)
    return matches_at(pattern, text, key_positions(low, keys))


#: A newborn named by its family's name after a shorter phrase: ``BG Okafor``
#: (baby girl; "blood glucose" too), ``Twin A Kowalczyk``, ``Baby Villanueva``.
_SHORT_NEWBORN = lazy_compile(
    r"""(?<![\p{L}])(?:BG|BB|(?i:twin)[ ][A-Ca-c]|(?i:baby))[ ]{1,2}
    (?P<name>\p{L}[\p{L}'-]{1,30}+)(?![\p{L}'-])""",
    regex.VERBOSE,
)
#: Such a name is a listed family name of this many people (census) at least,
#: this much likelier a name than a word: ``BG Novolog``, ``Twin A Apgars``,
#: ``baby Blue`` keep their words.
_FAMILY_PEOPLE = 1000
_FAMILY_RATIO = 10.0


def _family_name(word: str) -> bool:
    """A listed family name, likelier a name than a word, and no drug (``Okafor``)."""
    return (
        name_people(word)[1] >= _FAMILY_PEOPLE
        and name_likelihood_ratio(word) >= _FAMILY_RATIO
        and word.lower() not in drug_words()
    )


#: A priest, nun or imam by title: ``Fr. Delacroix``, ``Sr. Mary Agnes``,
#: ``Imam Abdelrahman``, not after
#: a number (``16 Fr. Coude``: a catheter's French gauge) nor ``Sr.``'s
#: other reading before a job (``Sr. Engineer``).
_CLERGY = lazy_compile(
    r"""(?<!\d[ ]?)\b(?:(?:Fr|Sr)\.|Imam|Sheikh|Shaykh)[ ]{1,2}
    (?P<name>\p{Lu}[\p{Ll}'-]{1,30}+(?:[ ]\p{Lu}[\p{Ll}'-]{1,30}+)?)""",
    regex.VERBOSE,
)


#: A Muslim prayer leader's or scholar's title (no English word), before a
#: name: ``Imam Abdelrahman visited``.
_MUSLIM_TITLES = ("Imam", "Sheikh", "Shaykh")


def find_clergy_names(text: str) -> list[Finding]:
    """A priest's, nun's or imam's name after its title (strong when name-like).

    Each word must be rare in English or likelier a name than a word
    (:func:`_one_word_name`): ``Fr. Delacroix``; not ``Sr. Engineer``.

    Args:
        text: the document text.

    Returns:
        NAME_PATIENT findings, one per name word.
    """
    if "r." not in text and not any(t in text for t in _MUSLIM_TITLES):
        return []
    found = []
    # Tried only where a title is: the leading lookbehind slows a scan.
    titles = ("Fr.", "Sr.", *_MUSLIM_TITLES)
    for m in matches_at(_CLERGY, text, key_positions(text, titles)):
        start = m.start("name")
        for word in m["name"].split(" "):
            if not _one_word_name(word):
                break  # "Fr. Delacroix Visited": the name ends at a word
            found.append(Finding(start, start + len(word), NAME_PATIENT, "name-clergy"))
            start += len(word) + 1
    return found
