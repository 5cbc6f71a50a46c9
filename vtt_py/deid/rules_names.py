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

import bisect
from collections.abc import Callable, Iterable

import regex

from vtt_py.deid.analysis import STOP_WORDS, Analysis, analyse, glued_name, word_class
from vtt_py.deid.kinds import NAME, NAME_PATIENT, NAME_PROVIDER, NAME_RELATIVE, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import (
    INTERPRETER_CUES,
    LANGUAGES,
    NOT_NAMES,
    OFFICER_PREFIXES,
    PROVIDER_CUES,
    PROVIDER_PREFIXES,
    PROVIDER_SUFFIXES,
    RELATIVE_CUES,
    ROLE_ABBREVIATIONS,
    TOWN_OPENERS,
    WEAK_PREFIXES,
    clinical_abbreviation,
    likely_typo,
    name_likelihood_ratio,
    name_people,
    name_share,
    zipf,
)
from vtt_py.deid.rules_name_cues import person_verb_after
from vtt_py.deid.rules_name_rewrites import (
    DOCUMENT_VERBS,
    HANDOFF_WORDS,
    RELATIVE_WORDS,
    WEAK_CUES,
    first_name_after_cue,
    rarer_first_name,
    rewrite_all,
)
from vtt_py.deid.rules_place_cues import plural_acronym
from vtt_py.deid.rules_places import CONSULT_SERVICES, SPECIALTIES
from vtt_py.deid.text import lowered, true_positions
from vtt_py.deid.word_tests import tokens_among
from vtt_py.lexicons.clinical import drug_words
from vtt_py.lexicons.english import common_english_word
from vtt_py.lexicons.folding import folded
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
    # Three words too: a given name of two words and a family name ("Ravi
    # Shankar Iyer", "Pham Thi Hong"), whose third word no list pairs.
    rf"""(?P<pair>n(?:[ij][.]?)?n{_JOINED_NAME}(?:n{_JOINED_NAME})?|(?<![a-z])n[wu](?![a-z]))""",
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
_LETTER_INITIAL = lazy_compile(
    r"(?<=p[.]?)x(?=[.]?[nwu])|x(?=[.][nwlu],?r)|x(?=[.]i[.][nwlu],?[sr])"
    r"|(?<=y,\|)x(?=[.][nwu])"
)
#: The words :data:`_LETTER_INITIAL` makes initials.
_LETTER_WORDS = frozenset({"I", "A"})
#: An initial with its period, then words: a name's shape ("L. DESIRE NP").
_INITIAL_FIRST = lazy_compile(r"i[wnlu]+")
#: Verbs of seeing a patient: a service follows them as often as a person
#: (``seen by Nsurg``), so the name must be a listed one (``seen by thaddeus``).
_AGENT_VERBS = frozenset("seen evaluated examined assessed".split())
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
    firsts = true_positions(analysis.line_start)
    if not firsts:
        return "", []  # no token at all (an empty or blank document)
    # One join for the document, then a slice per line (each class is one
    # letter) instead of a join per line.
    joined = "".join(classes)
    ends = [*firsts[1:], len(classes)]
    letters = "|" + "|".join([joined[a:b] for a, b in zip(firsts, ends, strict=True)])
    # Each token's index, a line's first token's twice (its ``|`` and its
    # letter): the merge of two sorted runs, which ``sorted`` does in one pass.
    index = sorted([*range(firsts[0], len(classes)), *firsts])
    return _accented_names(letters, index, analysis), index


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
        plain = folded(words[index[p]])
        if plain == words[index[p]] or not plain.isascii() or not plain.isalpha():
            continue
        caps = analysis.caps_lines[analysis.line_of[index[p]]]
        now = word_class(plain, caps)
        if now in "nl":
            letters[p] = now
    return "".join(letters)


def _letter_initials(classes: str, index: list[int], analysis: Analysis) -> str:
    """``classes`` with ``I`` and ``A`` as initials where :data:`_LETTER_INITIAL` says so.

    The pattern (one letter, a lookbehind or lookahead around it) is tried
    only at those words: a scan tries every function word's ``x``.
    """
    marks = [
        pos
        for pos in _class_positions(index, tokens_among(analysis, _LETTER_WORDS))
        if _LETTER_INITIAL.match(classes, pos)
    ]
    for pos in marks:
        classes = classes[:pos] + "i" + classes[pos + 1 :]
    return classes


def _class_positions(index: list[int], tokens: list[int]) -> list[int]:
    """Where the tokens (sorted indices) are in the class string of :func:`_class_string`.

    ``index`` gives each letter's token in order, a line's ``|`` its first
    token's too: a token's letter is the last with its index.
    """
    return [bisect.bisect_right(index, k) - 1 for k in tokens]


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
            for m in _path_matches(pattern, classes):
                at[m.start()] = m
    found = []
    end = 0
    for start in sorted(at):
        if start >= end:
            found.append(at[start])
            end = at[start].end()
    return found


def _path_matches(
    pattern: regex.Pattern[str], classes: str
) -> Iterable[regex.Match[str]]:
    """A path's match at every position where it has one (an overlapped scan's).

    Tried only where a match may be for the paths that say where
    (:data:`_LINE_PATHS`, :data:`_PATH_REACH`): a scan tries every position.
    """
    starts = _LINE_PATHS.get(pattern)
    if starts is not None:
        return _matches_at_starts(pattern, classes, starts(classes))
    reach = _PATH_REACH.get(pattern)
    if reach is not None:
        return _matches_near(pattern, classes, *reach)
    return pattern.finditer(classes, overlapped=True)


def _matches_near(
    pattern: regex.Pattern[str], classes: str, letters: str, before: int, after: int
) -> list[regex.Match[str]]:
    """A path's overlapped matches, scanned for only near its ``letters`` (see :data:`_PATH_REACH`).

    Each stretch from ``before`` letters ahead of such a letter to ``after``
    letters past it, stretches that meet joined into one, is scanned on its
    own: every match, and every letter a try of it reads, lies in one.
    """
    anchors = sorted(
        at for letter in letters for at in _after_landmark(classes, letter, 0)
    )
    windows: list[list[int]] = []
    for at in anchors:
        lo, hi = max(at - before, 0), min(at + after, len(classes))
        if windows and lo <= windows[-1][1]:
            windows[-1][1] = hi  # meets the last one: the anchors are in order
        else:
            windows.append([lo, hi])
    found = []
    for lo, hi in windows:
        found += pattern.finditer(classes, lo, hi, overlapped=True)
    return found


def _after_landmark(classes: str, landmark: str, offset: int) -> list[int]:
    """Each position ``offset`` letters after the start of a ``landmark`` in ``classes``.

    (Not :func:`~vtt_py.deid.text.key_positions`: its few remembered answers
    are the note texts' the age recognisers share, and class strings would
    push them out: 5 % more instructions for the rules, measured.)
    """
    starts = []
    at = classes.find(landmark)
    while at != -1:
        starts.append(at + offset)
        at = classes.find(landmark, at + 1)
    return starts


def _signature_starts(classes: str) -> list[int]:
    """Where a signature match may start: lines whose last letter is a suffix's or role's.

    A signature is a line of its own, from its ``|`` to the next (or the
    end), ending in ``s`` or ``r``: a few lines of a note at most.
    """
    ends = _after_landmark(classes, "s|", 0) + _after_landmark(classes, "r|", 0)
    if classes[-1:] in ("s", "r"):
        ends.append(len(classes) - 1)
    return [classes.rfind("|", 0, end) + 1 for end in sorted(ends)]


#: The paths whose matches start right after a line's ``|`` (their lookbehind
#: says so), with where in a class string they may start: tried only there,
#: as each try costs as much as a scan of a few dozen letters.
_LINE_PATHS: dict[regex.Pattern[str], Callable[[str], list[int]]] = {
    pattern: starts
    for pattern, _ in _PATH_PATTERNS
    for path, starts in (
        ("signature", _signature_starts),
        # After a closing's word and comma ending the line before: "y,|".
        ("closing", lambda classes: _after_landmark(classes, "y,|", 3)),
        # A family name, its comma and a first name: "|n,n".
        ("reversed", lambda classes: _after_landmark(classes, "|n,n", 1)),
    )
    if path in pattern.groupindex
}

#: The paths a scan tries at too many positions, with the letters one of
#: which each match holds and how far around such a letter a match may lie:
#: the most letters before it a match may start, and how many letters from
#: it (itself included) a try may read, up to its lookaheads' letter. Not
#: the cue's paths: their letters are so common that a scan per stretch
#: costs more than one scan of the whole.
_PATH_REACH: dict[regex.Pattern[str], tuple[str, int, int]] = {
    pattern: reach
    for pattern, _ in _PATH_PATTERNS
    for path, reach in (
        # 7 letters at most before the "v" the lookahead reads.
        ("notice", ("v", 8, 1)),
        # 25 letters at most before "s" or "r", then "/s" perhaps and the
        # letter the lookahead reads.
        ("suffix", ("sr", 26, 4)),
    )
    if path in pattern.groupindex
}


def _matches_at_starts(
    pattern: regex.Pattern[str], classes: str, starts: list[int]
) -> list[regex.Match[str]]:
    """The overlapped matches of a pattern that can start only at ``starts``.

    An overlapped scan yields the match at each position where there is one;
    tried at every position such a match may start, the pattern yields the same.
    """
    found = []
    for start in starts:
        m = pattern.match(classes, start)
        if m is not None:
            found.append(m)
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
        and (first_name_after_cue(first) or rarer_first_name(first))
        and not _state_or_country(first)
        and last.lower() not in drug_words()
        and first.lower() not in drug_words()
    )


#: Intensive and step-down care units, which a cue may name as a team is
#: named (``per micu team``; ``Micu`` is a surname too).
_CARE_UNITS = frozenset(
    "icu micu sicu ccu csru cvicu nicu picu pacu tsicu tcu sdu".split()
)
#: Services and units after a person's cue: no person.
_SERVICES = SPECIALTIES | _CARE_UNITS


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


#: How much likelier a name than a word (see :func:`name_likelihood_ratio`) an
#: everyday word in small letters that no one bears as a first name must be
#: to be a relative's name after her relative's word: ``newborn`` (1.3, a
#: surname some 2,500 bear) is not.
_LOWER_NAME_RATIO = 2.0


#: From this Zipf frequency a word is everyday English, listed in the
#: dictionary or not (``newborn`` 3.8 is not).
_EVERYDAY_ZIPF = 3.5


def _everyday_lower(word: str) -> bool:
    """A word in small letters, no first name, that English uses more than people bear it.

    ``per mom, newborn alert``; a first name stays (``friend walt``, 1.5).
    """
    return (
        word.islower()
        and (common_english_word(word) or zipf(word) >= _EVERYDAY_ZIPF)
        and name_people(word)[0] == 0
        and name_likelihood_ratio(word) < _LOWER_NAME_RATIO
    )


def _from_consult(analysis: Analysis, after: int) -> bool:
    """Whether ``from`` and a consulting service follow word ``after - 1`` on its line."""
    words, line_of = analysis.words, analysis.line_of
    if after < 1 or after + 1 >= len(words) or line_of[after + 1] != line_of[after - 1]:
        return False
    service = words[after + 1].lower()
    return words[after].lower() == "from" and service in CONSULT_SERVICES


def _plausible(
    trigger: str,
    names: list[str],
    classes: str,
    analysis: Analysis,
    first: int,
    after: int = 0,
) -> bool:
    """Extra checks for the weaker paths of the automaton (``after``: the word after the name)."""
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
    agent = cue_word in _AGENT_VERBS or cue_word in DOCUMENT_VERBS
    if trigger == "verb" and agent and not census:
        # "seen by Nsurg": a service, not a person; one from a service is
        # somebody ("Seen by Hallorann from cards").
        return _from_consult(analysis, after)
    if trigger == "verb" and cue_word in HANDOFF_WORDS:
        # "report given to Spaulding": a hospital named for a family; a
        # nurse is named by her first name ("report to Janet").
        people = name_people(names[0]) if names else (0, 0)
        return people[0] > people[1]
    relative = trigger == "cue" and cue_word in RELATIVE_WORDS
    if relative and all(_everyday_lower(w) for w in names):
        return False  # "per mom, newborn alert": the word, though a surname
    first_name = any(name_share(w)[0] > 0.0005 for w in names)  # "NP grace"
    # "L. DESIRE NP": an initial, a word and a degree make a name's shape.
    shaped = trigger == "suffix" and _INITIAL_FIRST.fullmatch(classes) is not None
    bracketed = trigger == "postcue" and (
        _bracketed_first_name(analysis.words, first)
        or _bracketed_initials(analysis.words, first)
    )
    exempt = trigger in ("prefix", "initial") or relative or first_name or shaped
    exempt = exempt or bracketed
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
        if relative and (
            (not caps and person_verb_after(analysis, first + 1 + len(names)))
            or all(glued_name(w.lower()) for w in names)
        ):
            # "daughter ysolde called": a word no list holds, between a relative
            # and what a person does, is her name in lower case too; so is
            # a first name glued to what she did, in any case ("wife
            # theresacalled", "WIFE GWENDOLYNCALLED").
            return all(c == "u" for c in classes)
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
        return NAME_RELATIVE if first in RELATIVE_WORDS else NAME_PROVIDER
    if trigger == "postcue":
        return NAME_RELATIVE if last in RELATIVE_CUES else NAME_PROVIDER
    agents = first in _AGENT_VERBS or first in DOCUMENT_VERBS
    if trigger == "verb" and (agents or first in HANDOFF_WORDS):
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
    if len(kept) == len(matched):
        return kept  # a part of ``matched``, all of it: no word to put back
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


def _trimmed(
    positions: list[int], words: list[str], index: list[int], trigger: str
) -> list[int]:
    """``positions`` less what closes or follows a name but is none of it (see each)."""
    positions = _without_trailing_word(positions, words, index)
    positions = _without_field_label(positions, words, index)
    positions = _before_speech_verb(positions, words, index)
    return _before_organisation(positions, words, index, trigger)


def _before_speech_verb(
    positions: list[int], words: list[str], index: list[int]
) -> list[int]:
    """``positions`` up to a verb of speaking, which no name holds.

    ``Hodan, pt's daughter, speaks English``: after the cue and its comma,
    the lower-case verb (a census surname, ``Speaks``) and the language
    after it are what she does, not her name.
    """
    for k, p in enumerate(positions):
        word = words[index[p]]
        # Written as a name it is one: "Dr. Speaks called".
        if word.lower() in _NEEDS_WITH and not word.istitle():
            return positions[:k]
    return positions


def _without_field_label(
    positions: list[int], words: list[str], index: list[int]
) -> list[int]:
    """``positions`` less a function word before a colon closing the name (``From:``).

    A letter's header puts its fields on one line (``To: Dr. Sanjay Mehta
    From: Dr. Nadia Khoury``): the capitalised ``From`` (a census name, so
    a name's word after a title) is the next field's label, not the name's.
    """
    if len(positions) < 2:
        return positions
    last = index[positions[-1]]
    if last + 1 >= len(words) or words[last + 1] != ":":
        return positions
    return positions[:-1] if words[last].lower() in STOP_WORDS else positions


#: Head nouns of an agency's or a service's name: a capitalised word before
#: them names the agency (``Elder Protective Services``, ``Elder Services``).
_ORGANISATION_HEADS = frozenset(
    "Services Service Agency Department Dept Program Programs Foundation "
    "Association Council Society Ministries Alliance Coalition Authority".split()
)


def _before_organisation(
    positions: list[int], words: list[str], index: list[int], trigger: str
) -> list[int]:
    """``positions``, or none when an agency's head noun follows within two words.

    ``Contacted Elder Protective Services``: ``Elder`` (a census surname) is
    the agency's first word, not a person contacted. A title's name stays
    (``Dr. Smith Department of Medicine``).
    """
    if not positions or trigger == "prefix":
        return positions
    after = index[positions[-1]] + 1
    for word in words[after : after + 2]:
        if word in _ORGANISATION_HEADS:
            return []
        if not word[:1].isupper():
            break  # "Elder and Protective Services": not one name
    return positions


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


#: Nouns of a person whose name follows: relatives' and clinicians', and
#: care roles' abbreviations (not ``pt`` nor ``rt``, before which ``ASA``
#: and ``LE`` are aspirin and a leg, nor ``per``).
_PERSON_NOUNS = (
    RELATIVE_WORDS
    | PROVIDER_CUES - WEAK_CUES
    | frozenset(r.lower() for r in ROLE_ABBREVIATIONS - {"RT"})
)


def _after_person_noun(trigger: str, first: str) -> bool:
    """Whether a match's trigger is a person's noun (see :data:`_PERSON_NOUNS`)."""
    return trigger == "cue" and first in _PERSON_NOUNS


def _initials(word: str) -> bool:
    """Two to four capitals: how a provider is often written after "Dr"."""
    return 2 <= len(word) <= 4 and word.isupper() and word.isalpha()


def _written_as_title(words: list[str], at: int, caps: bool) -> bool:
    """``Mr.`` or ``Mr`` before a capitalised word in mixed case: a title, not ``MR``/``MS``.

    In capitals ``MR`` and ``MS`` are mitral regurgitation and mental status;
    written ``Mr.`` (or ``Mr`` in a mixed-case line) they are titles. After
    ``Mr.`` or ``Ms.`` with its period one capital is an initial (``Ms. R
    called``), as after ``Mrs.``.
    """
    prefix = words[at]
    if caps or prefix.isupper() or not prefix[:1].isupper():
        return False
    dotted = words[at + 1 : at + 2] == ["."]
    following = words[at + 2] if dotted else words[at + 1]
    if dotted and len(following) == 1:
        return following.isupper()
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
_JOINER = lazy_compile(r"[-']")


def _spaced_joiners(classes: str, index: list[int], analysis: Analysis) -> str:
    """``classes`` with a hyphen or apostrophe that joins no words made a break ``~``.

    ``wife Rhoda - requesting callback``: a dash between two phrases, so the
    word after it is no joined part of the name (``Rhoda-Lee``).
    """
    if "-" not in classes and "'" not in classes:
        return classes
    starts, ends = analysis.starts, analysis.ends
    spaced = []
    for m in _JOINER.finditer(classes):
        k = index[m.start()]
        if not (
            0 < k < len(starts) - 1
            and starts[k] == ends[k - 1]
            and ends[k] == starts[k + 1]
        ):
            spaced.append(m.start())
    if not spaced:
        return classes  # copied only to change a letter: most join words
    letters = list(classes)
    for pos in spaced:
        letters[pos] = "~"
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


#: People bearing a first name from which, alone before a bracketed
#: relative, it is hers though a word too (``Perpetua`` 565, ``Will``).
_BRACKETED_FIRST_NAME_PEOPLE = 100


def _bracketed_first_name(words: list[str], at: int) -> bool:
    """A first name at ``at`` right before its relative alone in brackets: ``Perpetua (daughter)``.

    A first name that is a word too opens a sentence capitalised either way,
    so its case says nothing; a bracket holding nothing but who she is names
    her (not ``Tired (daughter at bedside)``, nor ``Home (daughter)``). The
    automaton's ``postcue`` path has read the relative between the brackets.
    """
    return (
        words[at + 1 : at + 2] == ["("]
        and words[at + 3 : at + 4] == [")"]
        and name_people(folded(words[at]))[0] >= _BRACKETED_FIRST_NAME_PEOPLE
    )


def _bracketed_initials(words: list[str], at: int) -> bool:
    """Capital initials, two or more, each with its period, right before a bracket.

    ``Discussed with J.M. (attending)``: a person written by initials, whose
    role the bracket holds (the automaton's ``postcue`` path read it, and
    at most two initials: ``J.M.K. (RN)`` yields ``M.K``); no word between
    the brackets but the role or relative. Not ``A.M. (fellow)``: ``A`` is
    a function word to the automaton.
    """
    k = at
    while k + 1 < len(words) and len(words[k]) == 1 and words[k].isupper():
        if words[k + 1] != ".":
            return False
        k += 2
    return (
        (k - at) // 2 >= 2
        and words[k : k + 1] == ["("]
        and words[k + 2 : k + 3] == [")"]
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


def _rewrite_all(analysis: Analysis, classes: str, index: list[int]) -> str:
    """``classes`` after every rule of the rewrites (:func:`rewrite_all`), in order."""
    low = lowered(analysis.text)
    # Once for the rules whose words are common letters in other words; each
    # distinct word lowered once (a note repeats "the", "pt", "to"...).
    low_words = frozenset(map(str.lower, frozenset(analysis.words)))
    return rewrite_all(classes, index, analysis.words, low, low_words)


#: The brand after ``MS`` (morphine sulfate) that reads as a surname after Ms.
_MORPHINE_BRAND = "contin"


def _brand_after_ms(first: str, names: list[str]) -> bool:
    """``Ms Contin 30mg``: morphine sulfate's brand after ``MS``, not Ms. Contin."""
    return first == "ms" and bool(names) and names[0].lower() == _MORPHINE_BRAND


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
    classes = _rewrite_all(analysis, classes, index)
    # After the rewrites, which tell a degree ("PA-C") the initials may precede.
    classes = _letter_initials(classes, index, analysis)
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
        names = [folded(words[index[p]]) for p in positions]
        name_classes = "".join(classes[p] for p in positions)
        if trigger == "pair":  # with its joiners: a part after a hyphen is told apart
            name_classes = m.group()
        if not _plausible(
            trigger,
            names,
            name_classes,
            analysis,
            index[m.start()],
            index[positions[-1]] + 1 if positions else 0,
        ):
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
                # Right after a relative's or a clinician's noun, one that is a
                # first name too is the name ("WIFE DEB", "NURSE DEB FITZGERALD").
                or (
                    _after_person_noun(trigger, first)
                    and rarer_first_name(words[index[p]])
                )
            )
            and (trigger in _SHAPED or not _mistyped(words[index[p]], caps))
            # "spoke with Ortho", "w/ Neuro", "per micu team": a service or a
            # unit, not a person.
            and (trigger in _SHAPED or words[index[p]].lower() not in _SERVICES)
            # "spoke with RNs", "per MDs": colleagues by their credential
            and not plural_acronym(words[index[p]])
            # "Interpreter (Cantonese)": the language asked for, not a person.
            and not (first in INTERPRETER_CUES and words[index[p]].lower() in LANGUAGES)
            and not (
                trigger in ("cue", "postcue")
                and _word_after_cue(words[index[p]], classes[p], caps)
                and not _joined_syllable(words, index[p])
                and not (
                    trigger == "postcue" and _bracketed_first_name(words, index[p])
                )
            )
        ]
        positions = _with_particles(matched, positions, words, index)
        positions = _before_sentence_end(positions, words, index)
        positions = _trimmed(positions, words, index, trigger)
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
        if (
            weak and not any(classes[p] in "nlu" for p in positions)
        ) or _brand_after_ms(first, names):
            continue  # "MS TODAY": mental status; "MS Contin": morphine. Not Ms.
        if first in WEAK_CUES and any(words[index[p]].isupper() for p in positions):
            continue  # "per RISS", "PER ALINE": abbreviations, not names
        role, rule = _role(trigger, first, last), f"name-{trigger}"
        found += [
            Finding(starts[index[p]], ends[index[p]], role, rule) for p in positions
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
