"""Hospitals named as the public US list names them: ``Cedars-Sinai``, ``beth israel hosp``.

A note names another hospital with the words of its name alone, often with
no cue before it (``PT FROM BETH ISRAEL DEACONESS ED``, ``f/u Cedars-Sinai``). The
shipped list (:mod:`vtt_py.lexicons.hospitals`, from CMS's US hospital data)
holds those words for every US hospital; a run of words that is one of its
names, on one line, is a finding, grown over the head words after it
(``Hospital``, ``Medical Center``). With a head word or a department after
it (``ED``), or ``to``/``from``/``at`` before it (unless a state follows,
making it a town: ``from Wilkes-Barre, PA``), or when three words or more
of it hold a rare one (``Beth Israel Deaconess``), it is sure (and wins over
a cue rule's shorter span: ``from Brigham and Women's``); otherwise it is
weak, for the CRF to weigh: many listed names are also places or everyday
phrases (``Mountain View``, ``Spring Valley``).
"""

from __future__ import annotations

from vtt_py.deid.analysis import STOP_WORDS, Analysis
from vtt_py.deid.facility_words import CUE_WORDS, FACILITY_DEPARTMENTS
from vtt_py.deid.kinds import HOSPITAL, LOCATION, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import INSTITUTION_WORDS, STATE_NAMES, US_STATES, zipf
from vtt_py.deid.sure_neighbours import made_sure_after
from vtt_py.deid.word_tests import WORD_TESTS
from vtt_py.lexicons.hospitals import hospital_table
from vtt_py.lexicons.places import place_table

RULE = "hospital-listed"
#: Words before a facility that make a listed name sure (not ``in``: ``in New Hampshire``).
_CUES = frozenset("to from at @ into".split())
#: Symbols kept inside a name: ``St. Mary's``, ``Brigham & Women's``, ``Wilkes-Barre``.
_JOINERS = frozenset(".'-&")


def _name_start(word: str) -> bool:
    return word.lower() in hospital_table().lengths


# Asked once per distinct word and found in C (see vtt_py.deid.word_tests).
_NAME_START = WORD_TESTS.add(_name_start)


def name_words(analysis: Analysis, i: int, longest: int) -> list[tuple[str, int]]:
    """Up to ``longest`` words of a name starting at token ``i``: ``(word, last token)``.

    Words are lower case: ``&`` is ``and``, a possessive's ``'s`` joins its
    word (``jude's``), periods and hyphens are skipped. Stops
    at the end of the line or at any other symbol.
    """
    words, line_of = analysis.words, analysis.line_of
    found: list[tuple[str, int]] = []
    j = i
    while j < len(words) and line_of[j] == line_of[i] and len(found) < longest:
        word = words[j]
        if word.isalpha():
            found.append((word.lower(), j))
        elif word == "&":
            found.append(("and", j))
        elif (
            word == "'" and found and j + 1 < len(words) and words[j + 1] in ("s", "S")
        ):
            found[-1] = (found[-1][0] + "'s", j + 1)
            j += 1
        elif word not in _JOINERS:
            break
        j += 1
    return found


def _heads_after(analysis: Analysis, last: int) -> int:
    """The last token of the head words right after token ``last`` on its line."""
    words, line_of = analysis.words, analysis.line_of
    j = last
    while (
        j + 1 < len(words)
        and line_of[j + 1] == line_of[last]
        and words[j + 1].lower() in INSTITUTION_WORDS
    ):
        j += 1
    return j


def _cue_before(analysis: Analysis, i: int) -> bool:
    """Whether ``to``/``from``/``at`` stands right before token ``i`` (``the`` skipped)."""
    words, line_of = analysis.words, analysis.line_of
    j = i - 1
    if j >= 0 and words[j].lower() == "the":
        j -= 1
    return j >= 0 and line_of[j] == line_of[i] and words[j].lower() in _CUES


#: A listed name this many words long with a rare word is a hospital's anywhere.
_DISTINCTIVE_WORDS = 3
#: Rarer in English than this (Zipf scale), a word makes a long name distinctive.
_RARE_ZIPF = 3.5


def _distinctive(analysis: Analysis, i: int, last: int) -> bool:
    """Whether a listed name of three words or more, one of them rare, runs ``i``-``last``.

    ``Beth Israel Deaconess``: no phrase of English or person's name is that;
    ``West Palm Beach`` (a town) and ``Central Florida Regional`` are not.
    """
    words = [w.lower() for w in analysis.words[i : last + 1] if w.isalpha()]
    name = analysis.text[analysis.starts[i] : analysis.ends[last]]
    return (
        len(words) >= _DISTINCTIVE_WORDS
        and any(zipf(w) < _RARE_ZIPF for w in words)
        and place_table().kinds(name) is None
    )


def _state_after(analysis: Analysis, last: int) -> bool:
    """Whether a US state follows token ``last``: ``from Wilkes-Barre, PA`` names a town."""
    words, line_of = analysis.words, analysis.line_of
    j = last + 2  # after a comma: "TO HOLY CROSS OR HOME" names no Oregon
    return (
        j < len(words)
        and words[j - 1] == ","
        and line_of[j] == line_of[last]
        and (words[j] in US_STATES or words[j].lower() in STATE_NAMES)
    )


def _region(analysis: Analysis, i: int, last: int) -> bool:
    """Whether tokens ``i``-``last`` name a state or a country: ``to New Hampshire``.

    A hospital's name may start with one (``New Hampshire Hospital``), but
    alone after ``to`` it is where someone travelled.
    """
    name = analysis.text[analysis.starts[i] : analysis.ends[last]]
    kinds = place_table().kinds(" ".join(name.split()))
    return name.lower() in STATE_NAMES or (
        kinds is not None and bool(set(kinds) & {"s", "n"})
    )


def _region_in_passing(analysis: Analysis, i: int, match: int, last: int) -> bool:
    """Whether a listed state's or country's name runs into a head word in small letters.

    ``New Hampshire Hospital`` is one, but ``drive to New Hampshire home``
    is where someone lives: a name written with capitals takes its head
    word with a capital too; and a home after a state's name alone is
    someone's in any case (``TO NEW HAMPSHIRE HOME``).
    """
    words = analysis.words
    head = words[match + 1] if last > match else ""
    return (
        (head.islower() and not words[i].islower())
        or (last == match + 1 and head.lower() == "home")
    ) and _region(analysis, i, match)


def _department_after(analysis: Analysis, last: int) -> bool:
    """Whether a facility's department follows token ``last`` on its line (``X ED``)."""
    j = last + 1
    return (
        j < len(analysis.words)
        and analysis.line_of[j] == analysis.line_of[last]
        and analysis.words[j].lower() in FACILITY_DEPARTMENTS
    )


def find_listed_hospitals(analysis: Analysis) -> list[Finding]:
    """Listed hospital names in a text, longest first where they start alike.

    Args:
        analysis: the analysed text.

    Returns:
        One finding per name: strong when head words follow it (grown over
        them), a department (``ED``, ``cath lab``), when ``to``, ``from`` or
        ``at`` stands before it, or when it is long and distinctive; weak
        otherwise.
    """
    lengths = hospital_table().lengths
    found: list[Finding] = []
    after = 0  # the token after the last name found: names do not overlap
    for i in _pair_starts(analysis):
        if i < after:
            continue
        match = _longest(analysis, i, lengths[analysis.words[i].lower()])
        if match is None:
            continue
        last = _heads_after(analysis, match)
        if _region_in_passing(analysis, i, match, last):
            continue
        start, end = analysis.starts[i], analysis.ends[last]
        sure = (
            last > match
            or _department_after(analysis, last)
            or _distinctive(analysis, i, match)
            or (
                _cue_before(analysis, i)
                and not _state_after(analysis, last)
                and not _region(analysis, i, last)
            )
        )
        found.append(Finding(start, end, HOSPITAL, RULE, sure))
        after = last + 1
    # A children's hospital the list names ("Cincinnati Childrens") is found once.
    found += [
        f
        for f in childrens_hospitals(analysis)
        if all(f.end <= g.start or g.end <= f.start for g in found)
    ]
    # "Mass Eye and Ear": the whole name over the listed "Eye and Ear" in it.
    shorts = state_short_hospitals(analysis)
    return shorts + [
        f for f in found if all(f.end <= g.start or g.end <= f.start for g in shorts)
    ]


#: States' short names that notes write in a hospital's name for the state's
#: (``Mass General``, ``MASS EYE AND EAR`` for CMS's ``Massachusetts Eye and Ear``).
_STATE_SHORTS = {
    "mass": "massachusetts",
    "conn": "connecticut",
    "penn": "pennsylvania",
    "minn": "minnesota",
    "mich": "michigan",
    "wisc": "wisconsin",
    "tenn": "tennessee",
    "calif": "california",
}


_STATE_SHORT_CUES = CUE_WORDS.add(
    frozenset(f(w) for w in _STATE_SHORTS for f in (str, str.capitalize, str.upper))
)


def _state_short_name(analysis: Analysis, i: int) -> int | None:
    """The last token of a hospital's name opened by a state's short name at ``i``.

    ``General`` after it is one (``Mass General``), and so are the words
    the list names after the state's full name (``Mass Eye and Ear``).
    """
    words, line_of = analysis.words, analysis.line_of
    k = i + 1
    if k >= len(words) or line_of[k] != line_of[i]:
        return None
    if words[k].lower() == "general":
        return k
    full = _STATE_SHORTS[words[i].lower()]
    table = hospital_table()
    rest = name_words(analysis, k, max(table.lengths.get(full, (1,))) - 1)
    joined, bare = spellings(rest)
    for n in range(len(rest), 0, -1):
        if (full, *joined[:n]) in table.names or (full, *bare[:n]) in table.names:
            return rest[n - 1][1]
    return None


def state_short_hospitals(analysis: Analysis) -> list[Finding]:
    """``to Mass General``, ``AT MASS EYE AND EAR``: a state's short name opening a hospital's.

    Why: the list spells the state out (``Massachusetts General``), notes
    shorten it, in any case. A ``mass`` is a lump too (``mass general
    appearance``): sure only after ``to``/``from``/``at``, before a head
    word or a department, or written as a name in mixed case.
    """
    words = analysis.words
    found = []
    for i in CUE_WORDS.tokens(analysis, _STATE_SHORT_CUES):
        match = _state_short_name(analysis, i)
        if match is None:
            continue
        last = _heads_after(analysis, match)
        named = words[i].istitle() and words[match].istitle()
        sure = (
            last > match
            or _department_after(analysis, last)
            or _cue_before(analysis, i)
            or (named and not analysis.caps_lines[analysis.line_of[i]])
        )
        if sure:
            found.append(
                Finding(analysis.starts[i], analysis.ends[last], HOSPITAL, RULE, True)
            )
    return found


#: ``Children's`` as written after a place's name in a children's hospital's.
_CHILDRENS = frozenset(
    "Children Childrens CHILDREN CHILDRENS children childrens".split()
)
#: A town this large names a children's hospital (``Akron Children's``).
_CHILDRENS_TOWN = 50_000
#: Most words of the place's name before ``Children's``.
_PLACE_WORDS = 2


#: ``Children`` looked up with the facility cues.
_CHILDRENS_CUES = CUE_WORDS.add(_CHILDRENS)


def childrens_hospitals(analysis: Analysis) -> list[Finding]:
    """``Boston Children's``, ``Dayton Childrens``: a large town or a state before it.

    The list names many children's hospitals so (``akron childrens``,
    ``connecticut childrens``), but not every one; a capitalised place and
    ``Children's`` (its ``'s`` or its ``s`` written) name one as surely as a
    listed name does (``her children's school`` has no place before it).
    """
    words, line_of = analysis.words, analysis.line_of
    found = []
    for i in CUE_WORDS.tokens(analysis, _CHILDRENS_CUES):
        last = i
        if words[i][-1] in "nN":
            if not _glued_possessive(analysis, i):
                continue
            last = i + 2
        first = _place_before(analysis, i)
        if first is None or line_of[first] != line_of[i]:
            if _cue_before(analysis, i) and _childrens_alone(analysis, last):
                first = i  # "at Children's as an infant": the hospital's short name
            else:
                continue
        last = _heads_after(analysis, last)
        found.append(
            Finding(analysis.starts[first], analysis.ends[last], HOSPITAL, RULE)
        )
    return found


#: Words after ``Children's`` that end its phrase, beside stop words.
_AFTER_SHORT_NAME = frozenset(
    "last since until yesterday today while after before x".split()
)


def _childrens_alone(analysis: Analysis, last: int) -> bool:
    """Whether ``Children's`` ending at ``last`` stands alone, no noun after it.

    After ``to``/``from``/``at`` a children's hospital goes by that word
    alone (``followed at Children's for a VSD``, ``RN at Children's,``); a
    noun after it is the children's thing (``at Children's Museum``, left
    to the rules for names, or ``from children's books``).
    """
    after = analysis.word_after(last)  # "" at the line's end
    return not after.isalpha() or after in STOP_WORDS or after in _AFTER_SHORT_NAME


def _glued_possessive(analysis: Analysis, i: int) -> bool:
    """Whether ``'s`` is glued to token ``i``."""
    words, starts, ends = analysis.words, analysis.starts, analysis.ends
    return (
        i + 2 < len(words)
        and words[i + 1] == "'"
        and words[i + 2] in ("s", "S")
        and starts[i + 1] == ends[i]
        and starts[i + 2] == ends[i + 1]
    )


def _place_before(analysis: Analysis, i: int) -> int | None:
    """The first token of a state or a large town of one or two words ending before ``i``."""
    words, table = analysis.words, place_table()
    for size in range(_PLACE_WORDS, 0, -1):
        first = i - size
        if first < 0 or not all(
            w[:1].isupper() and w.isalpha() for w in words[first:i]
        ):
            continue
        name = analysis.text[analysis.starts[first] : analysis.ends[i - 1]]
        place = table.get(" ".join(name.split()))
        if place is None:
            continue
        if "s" in place.kinds or place.population >= _CHILDRENS_TOWN:
            return first
    return None


def _pair_starts(analysis: Analysis) -> list[int]:
    """The tokens whose first two name words are a listed pair (:func:`_pair_listed`).

    Of the words that start a name a note has about eleven ("for", "no",
    "GI"), and two in a thousand start one here: one pass tells them,
    asking :func:`_pair_listed` only where a joiner follows (``St.
    Mary's``, ``Dr. Dan``), where asking it of each cost a call or three.
    Its other cases: a name's second word stands on its line, and a symbol
    that is no joiner ends the name (:func:`name_words`) at one word.
    """
    words, line_of = analysis.words, analysis.line_of
    pairs = hospital_table().pairs
    last = len(words) - 1
    return [
        i
        for i in WORD_TESTS.positions(analysis, _NAME_START)
        if i < last
        and line_of[i + 1] == line_of[i]
        and (
            (words[i].lower(), words[i + 1].lower()) in pairs
            if words[i].isalpha() and words[i + 1].isalpha()
            # (a first word that is no letters' never starts a name: asked all the same)
            else (words[i + 1] in _JOINERS or not words[i].isalpha())
            and _pair_listed(analysis, i, pairs)
        )
    ]


def _longest(analysis: Analysis, i: int, lengths: tuple[int, ...]) -> int | None:
    """The last token of the longest listed name starting at token ``i``, if any.

    Asked of the tokens starting a listed pair (:func:`_pair_starts`): most
    words starting a name ("new", "st") start none here, two words tell.
    """
    table = hospital_table()
    words = name_words(analysis, i, lengths[0])
    # Spelled once for every length asked (the longest first).
    joined, bare = spellings(words)
    for n in lengths:
        if n <= len(words) and (joined[:n] in table.names or bare[:n] in table.names):
            return words[n - 1][1]
    return _hyphened_start(analysis, i, words)


def _pair_listed(analysis: Analysis, i: int, pairs: frozenset[tuple[str, ...]]) -> bool:
    """Whether the first two words of a name starting at token ``i`` are a listed pair.

    As ``_listed(name_words(analysis, i, 2), 2, pairs)``; most tokens asked
    are two plain words on a line ("for the", "no acute"), whose name words
    are the two lower-cased with nothing to strip: one look-up tells.
    """
    words = analysis.words
    k = i + 1
    if (
        k < len(words)
        and words[i].isalpha()
        and words[k].isalpha()
        and analysis.line_of[k] == analysis.line_of[i]
    ):
        return (words[i].lower(), words[k].lower()) in pairs
    return _listed(name_words(analysis, i, 2), 2, pairs)


def _hyphened_start(
    analysis: Analysis, i: int, words: list[tuple[str, int]]
) -> int | None:
    """The last token of ``Dana-Farber``: a name's first two words hyphen-joined.

    Hyphened so, they are the name a note shortens a hospital to (CMS lists
    ``Dana Farber Cancer``); a town's name is no hospital's (``Wilkes-Barre``).
    """
    tokens, starts, ends = analysis.words, analysis.starts, analysis.ends
    j = i + 2
    if (
        j >= len(tokens)
        or tokens[i + 1] != "-"
        or starts[i + 1] != ends[i]
        or starts[j] != ends[i + 1]
        or len(words) < 2
        or words[1][1] != j
    ):
        return None
    pair = (words[0][0], words[1][0])
    places = place_table()
    if pair not in hospital_table().pairs or any(
        places.kinds(joiner.join(pair)) for joiner in " -"
    ):
        return None
    return j


def _listed(
    words: list[tuple[str, int]], n: int, names: frozenset[tuple[str, ...]]
) -> bool:
    """Whether the first ``n`` words are one of ``names``, a possessive or not."""
    if len(words) < n:
        return False
    joined, bare = spellings(words[:n])
    return joined in names or bare in names


def spellings(
    words: list[tuple[str, int]],
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The name words as the list may write them: a possessive joined, or bare.

    The list writes "St Mary's" as "st marys" and "St. Jude's" as "st jude".
    """
    joined = tuple(w.replace("'", "") for w, _ in words)
    bare = tuple(w.removesuffix("'s") for w, _ in words)
    return joined, bare


#: Between two hospitals named together: ``from Anna Jaques and Holy Family``.
_JOINED_BEFORE = lazy_compile(r"(?:[ \t]*[,/&][ \t]*|[ \t]+(?i:and|or)[ \t]+)\Z")
#: Characters before a listed name looked at for the joiner.
_JOINED_REACH = 6
#: What a sure finding before the joiner must be: a hospital or a place (the
#: place cues' ``LOCATION`` after ``at``/``from``).
_JOINED_KINDS = frozenset({HOSPITAL, LOCATION})


def joined_hospitals(text: str, found: list[Finding]) -> list[Finding]:
    """Weak listed hospitals made sure right after a sure one and a joiner.

    ``Records requested from Anna Jaques and Holy Family``: the listed name
    alone may be a phrase (``Holy Family``), but named together with a sure
    hospital it is another.
    """
    return made_sure_after(
        text, found, _JOINED_KINDS, _JOINED_BEFORE, _JOINED_REACH, _listed_hospital
    )


def _listed_hospital(finding: Finding) -> bool:
    """Whether a finding is this module's (a listed hospital's name)."""
    return finding.rule == RULE
