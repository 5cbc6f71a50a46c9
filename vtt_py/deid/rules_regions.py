"""Regions people live in or come from: ``western Mass``, ``upstate NY``, ``the Cape``.

A part of a state is a geographic subdivision smaller than a state, so a
Location like a town (HIPAA Safe Harbor; PhysioNet's Location): a compass or
land adjective before a state (``Western Mass``, ``upstate NY``, ``Downeast
Maine``, ``southern NH``) names one, and so does a region's own name after a
place preposition and ``the`` (``from the Cape``, ``in the Berkshires``, ``on
the Vineyard``). A state alone is no identifier: ``rural Vermont`` (a kind of
land, no part named) is left to the other rules.
"""

from __future__ import annotations

import functools

import regex

from vtt_py.deid.kinds import CITY, LOCATION, Finding
from vtt_py.deid.lexicon import STATE_NAMES, US_STATES, zipf
from vtt_py.deid.rules_places import known_place
from vtt_py.deid.text import anchored_matches, key_positions, lowered

RULE = "region"

#: Adjectives naming a part of a state: ``western Mass``, ``upstate NY``.
_PART_ADJECTIVES = (
    "western",
    "eastern",
    "northern",
    "southern",
    "central",
    "upstate",
    "downstate",
    "downeast",
    "northwestern",
    "northeastern",
    "southwestern",
    "southeastern",
)
#: Short names of states that are words too, read only after such an adjective.
_SHORT_STATES = ("mass", "conn", "penn")
#: State codes that are English words or clinical (``central IN``, ``OR``):
#: no part of a state after an adjective in lower case or capitals alike.
_WORD_CODES = frozenset("IN OR OK HI ME AL DE LA CO ID MO NE PA".split())


@functools.cache
def _part_pattern() -> regex.Pattern[str]:
    """Adjective, then a state's name, short name or code (matched on lower-cased text)."""
    names = sorted(STATE_NAMES | set(_SHORT_STATES), key=len, reverse=True)
    codes = sorted(c.lower() for c in US_STATES)
    states = "|".join(regex.escape(n).replace(r"\ ", "[ \t]+") for n in names)
    return regex.compile(
        r"(?:" + "|".join(_PART_ADJECTIVES) + r")[ \t]+"
        r"(?P<state>" + states + "|" + "|".join(codes) + r")(?![\w-])"
    )


def _state_parts(text: str, low: str) -> list[Finding]:
    """``western Mass``, ``upstate NY``: a part of a state (an adjective before it).

    Why: the place rules read the state after ``rural``/``western`` and drop
    the adjective, and a state alone is no PHI; the adjective and the state
    together name a region smaller than a state. A code that is a word or a
    clinical abbreviation (``central line`` is none; ``southern IN``, ``central
    PA``) is skipped, and a lower-case code must be written as the text's
    other words are (``western ma`` in a lower-case note, ``western MA``).
    """
    found = []
    for m in anchored_matches(_part_pattern(), low, _PART_ADJECTIVES):
        state = text[m.start("state") : m.end("state")]
        if len(state) == 2:
            if state.upper() in _WORD_CODES:
                continue  # "central OR": the room, not Oregon
            if state[0].isupper() != state[1].isupper():
                continue  # "western Ma": no code's spelling
        found.append(Finding(m.start(), m.end(), LOCATION, RULE, True))
    return found


#: Regions known by a name of their own after ``the``: capes, islands,
#: mountains, coasts. Capitalised (or in a line of capitals) they name the
#: region; in small letters only the plural mountain names do (``the keys``,
#: ``the islands`` are common words).
_NAMED_REGIONS = (
    "cape cod",
    "cape ann",
    "cape",
    "berkshires",
    "vineyard",
    "islands",
    "keys",
    "catskills",
    "adirondacks",
    "poconos",
    "ozarks",
    "panhandle",
    "seacoast",
    "outer banks",
    "north country",
    "upper valley",
    "pioneer valley",
    "merrimack valley",
    "lakes region",
    "north shore",
    "south shore",
    "south coast",
)
#: Named regions read in small letters too: no English word spells them.
_LOWER_REGIONS = frozenset(
    "cape cod,berkshires,catskills,adirondacks,poconos,ozarks,north shore,"
    "south shore".split(",")
)


#: The first words of :data:`_NAMED_REGIONS`: where a match may be.
_REGION_KEYS = tuple(sorted({n.split()[0] for n in _NAMED_REGIONS}))


@functools.cache
def _named_pattern() -> regex.Pattern[str]:
    """A region's name after a place preposition and ``the`` (on lower-cased text)."""
    names = sorted(_NAMED_REGIONS, key=len, reverse=True)
    return regex.compile(
        r"(?<=(?<![\w-])(?:from|to|on|in|near|off|at|around)[ \t]+the[ \t]+)"
        r"(?:" + "|".join(n.replace(" ", "[ \t]+") for n in names) + r")(?![\w-])"
    )


def _named_regions(text: str, low: str) -> list[Finding]:
    """``from the Cape``, ``in the Berkshires``: a region's own name after ``the``.

    Why: one capitalised word after ``the`` (``the Cape``) is no name to the
    place rules, and a region is no listed town. Capitalised (``the Cape``,
    ``THE CAPE``) it names the region; in small letters only a name no
    common word spells (``the berkshires``, ``the north shore``).
    """
    found = []
    for m in anchored_matches(_named_pattern(), low, _REGION_KEYS):
        name = text[m.start() : m.end()]
        if name[0].islower() and not _lower_region(low, m):
            continue  # "lost the keys", "in the islands of Langerhans"
        if name[0].isupper() and not name.isupper() and _name_goes_on(text, m.end()):
            continue  # "from the Cape Verde islands": another name's first word
        found.append(Finding(m.start(), m.end(), LOCATION, RULE, True))
    return found


#: ``to the cape``: a motion's preposition before a lower-case ``cape``.
_MOTION_THE = regex.compile(r"(?<![\w-])(?:from|to|on|at)[ \t]+the[ \t]+$")


def _lower_region(low: str, m: regex.Match[str]) -> bool:
    """Whether a named region in small letters is one: a name no word spells, or the cape.

    Why: notes typed in small letters write ``went down to the cape``; a
    cape worn is ``in the cape`` or ``wearing the cape``, not reached.
    """
    name = " ".join(m.group().split())
    if name in _LOWER_REGIONS:
        return True
    return name == "cape" and bool(
        _MOTION_THE.search(low, max(0, m.start() - 12), m.start())
    )


def _name_goes_on(text: str, end: int) -> bool:
    """Whether a capitalised word follows ``end`` on its line (the name goes on)."""
    nxt = regex.match(r"[ \t]+(\w)", text[end : end + 40])
    return nxt is not None and nxt.group(1).isupper()


#: Where a town is said to lie off: ``north of Boston``, ``just outside Worcester``,
#: ``the North Side of Chicago``.
_AROUND_KEYS = (
    "north of", "south of", "east of", "west of", "northwest of", "northeast of",
    "southwest of", "southeast of", "outside of", "outside", "suburb of",
    "suburbs of", "outskirts of", "north side of", "south side of",
    "east side of", "west side of",
)  # fmt: skip
_AROUND = regex.compile(
    r"(?:(?:north|south)(?:east|west)?|east|west|outside|suburbs?|outskirts)"
    r"(?:[ \t]+side)?(?:[ \t]+of)?[ \t]+"
    r"(?P<town>[a-z][a-z'-]{2,24}+(?:[ \t][a-z][a-z'-]{2,24}+)?)(?![\w-])"
)


#: Fewest people of a town named by what lies around it.
_AROUND_TOWN = 5000


#: A town this common as an English word must be a city this large
#: (``outside Lowell``; not ``north of Cliff``, ``outside Hope``).
_AROUND_COMMON_ZIPF = 4.0
_AROUND_COMMON_PEOPLE = 100_000


#: A town written in small letters must be a city this large (``north of
#: boston``; not ``outside help``), or, common as a word, one this large.
_AROUND_LOWER_PEOPLE = 50_000
_AROUND_LOWER_COMMON_PEOPLE = 500_000


def _around_town(name: str) -> bool:
    """Whether ``name`` (lower case) is a listed town, not only an English word."""
    if not known_place(name, _AROUND_TOWN):
        return False
    return zipf(name) < _AROUND_COMMON_ZIPF or known_place(name, _AROUND_COMMON_PEOPLE)


def _around_lower_town(name: str) -> bool:
    """Whether small-letter ``name`` is a city large enough to be one in small letters."""
    if not known_place(name, _AROUND_LOWER_PEOPLE):
        return False
    return zipf(name) < _AROUND_COMMON_ZIPF or known_place(
        name, _AROUND_LOWER_COMMON_PEOPLE
    )


def _outside_word(m: regex.Match[str], name: str) -> bool:
    """``WALKED OUTSIDE MOBILE...``: a common word in capitals after a bare ``outside``.

    A compass places a town (``NORTH OF BOSTON``); ``outside`` in capitals
    is as often the adverb before a word a large city shares.
    """
    return (
        m.group().startswith("outside")
        and " of" not in m.group()[:11]
        and name.isupper()
        and zipf(name.lower()) >= _AROUND_COMMON_ZIPF
    )


def _around_towns(text: str, low: str) -> list[Finding]:
    """``lives north of Boston``, ``OUTSIDE WORCESTER``: a town placed by a compass.

    Why: ``north of`` is no place cue, yet the town after it is where
    someone lives or was; written as a name (capitalised, or in capitals)
    and listed as a town of :data:`_AROUND_TOWN` people or more, it is one.
    Two words are tried whole first (``west of New Bedford``).
    """
    found = []
    for m in anchored_matches(_AROUND, low, _AROUND_KEYS):
        start = m.start("town")
        words = text[start : m.end("town")].split()
        for size in (len(words), 1):
            name = " ".join(words[:size])
            # "outside hospital", "west of here": no town's name
            if name.islower():
                if not _around_lower_town(name):
                    continue
            elif not all(w[0].isupper() for w in words[:size]) or (
                _outside_word(m, name) or not _around_town(name.lower())
            ):
                continue
            end = text.index(words[size - 1], start) + len(words[size - 1])
            found.append(Finding(start, end, CITY, RULE, True))
            break
    return found


#: Cities' short names and nicknames (``nyc``, ``LA``, ``philly``): no town's
#: listed name, and most a word or an abbreviation elsewhere (``in LA``, the
#: left atrium; ``dc``, discontinue), so read only after a cue of living or
#: moving (:data:`_NICKNAME_CUE`).
_CITY_NICKNAMES = (
    "nyc", "n.y.c.", "la", "l.a.", "sf", "philly", "dc", "d.c.", "nola", "vegas",
    "chi-town", "frisco", "bmore", "the big apple", "the bay area",
)  # fmt: skip


#: Relatives whose ``in`` places them: ``son in LA``, ``daughter lives in nyc``.
_NICKNAME_RELATIVES = (
    "son|daughter|brother|sister|wife|husband|mother|father|mom|dad|family|"
    "friend|cousin|niece|nephew|grandson|granddaughter|children|kids|sons|"
    "daughters|brothers|sisters|aunt|uncle|boyfriend|girlfriend|partner"
)


#: What places a nickname after it: living, moving, travelling, a relative's ``in``.
_NICKNAME_CUE = (
    r"(?:(?:lives?|living|resides?|residing|settled|raised|born|grew[ \t]+up|"
    r"stays?|staying|(?:" + _NICKNAME_RELATIVES + r")(?:[ \t]+(?:who[ \t]+)?lives?)?)"
    r"[ \t]+in|(?:moved|moving|moves|relocated|relocating|flew|flying|flown|"
    r"drove|driving|came|coming|visiting|traveled|travelled)"
    r"(?:[ \t]+(?:in|up|down|over|back|here|originally))?[ \t]+(?:from|to)"
    # being from a place, never "to": "plan is to dc foley", "pt is to d/c"
    r"|(?:here|is|are|originally|recently)(?:[ \t]+(?:originally|here))?[ \t]+from)"
)


_NICKNAME = regex.compile(
    _NICKNAME_CUE
    + r"[ \t]+(?P<city>"
    + "|".join(regex.escape(n).replace(r"\ ", "[ \t]+") for n in _CITY_NICKNAMES)
    + r")(?![\w-])(?!\.\w)"
    # a lead moved from LA to RA, a line moved from LA to LV: no city
    + r"(?![ \t]+to[ \t]+[a-z]{2}(?![\w-]))"
)


def _city_nicknames(text: str, low: str) -> list[Finding]:
    """``moved from nyc``, ``Pt's son in LA``, ``lives in philly``: a city's short name.

    Why: ``LA`` and ``dc`` are medical words (left atrium, discontinue) and
    ``nyc`` no listed town; after a cue of living or moving (or a relative's
    ``in``) they name the city the person lives in, comes from or goes to.
    Capitals read as in small letters: the cue decides.
    """
    found = []
    # The names first (few, found by str.find), then the cue in a window
    # before each: the cue's words ("is", "son") are everywhere.
    for pos in _nickname_positions(low):
        lo = max(0, pos - _NICKNAME_REACH)
        for m in _NICKNAME.finditer(low, lo, min(len(low), pos + _NICKNAME_REACH)):
            if m.start("city") != pos:
                continue
            start, end = m.span("city")
            if _lower_letters_after_to(text, low, start, end):
                break  # "coming to dc": discontinuing, in small letters
            if low.startswith("the", start):
                start += 4  # "the big apple": the name without its article
            found.append(Finding(start, end, CITY, RULE, True))
            break
    return found


def _lower_letters_after_to(text: str, low: str, start: int, end: int) -> bool:
    """Whether two small letters (``dc``, ``la``) follow ``to``: a verb's object as likely."""
    return (
        end - start == 2
        and text[start:end].islower()
        and low.endswith("to ", max(0, start - 3), start)
    )


#: Characters before a short name searched for its cue (and after it for its end).
_NICKNAME_REACH = 48


#: How every cue ends, right before the short name.
_NICKNAME_ENDS = (" in ", " from ", " to ", "\tin ", "\tfrom ", "\tto ", " in\t")


def _nickname_positions(low: str) -> list[int]:
    """Where a city's short name starts a word (``la`` of ``in la``, not of ``lab``)."""
    positions = []
    for pos in key_positions(low, _CITY_NICKNAMES):
        # every cue ends "in", "from" or "to" and a space: most "la" and
        # "dc" in a note are inside words or after other words
        if not low.endswith(_NICKNAME_ENDS, max(0, pos - 6), pos):
            continue
        if any(
            low.startswith(n, pos)
            and (pos + len(n) == len(low) or not low[pos + len(n)].isalnum())
            for n in _CITY_NICKNAMES
        ):
            positions.append(pos)
    return positions


#: Heads of a shopping place's name: ``Burlington Mall``, ``Cedar Plaza``.
_MALL_HEADS = ("mall", "plaza", "galleria", "marketplace", "shopping center",
               "shopping centre", "outlets")  # fmt: skip


#: The name before a mall's head, after a place's preposition (on a window
#: ending at the head: the name's capitalised words, one to three).
_MALL_NAME = regex.compile(
    r"(?<![\w-])(?i:at|to|from|in|near|by|outside|of)[ \t]+(?i:the[ \t]+)?"
    r"(?P<name>(?:[A-Z][\w'&-]{0,20}+[ \t]+){1,3}+)$"
)


#: Characters before a mall's head searched for its name.
_MALL_REACH = 80


#: In capitals a name word must be rarer than this (or a town): ``AT THE
#: STRIP MALL`` is none.
_MALL_CAPS_ZIPF = 4.0


def _malls(text: str, low: str) -> list[Finding]:
    """``fell at Burlington Mall``, ``found at Cedar Plaza``: a shopping place by its name.

    Why: a town's name before ``Mall`` was read as the town alone (or not
    at all after ``fell at``); the mall's whole name is where the person
    was. Its words capitalised after a place's preposition (in capitals,
    one of them a town or rare in English: not ``AT THE STRIP MALL``).
    """
    found = []
    for pos in key_positions(low, _MALL_HEADS):
        if not text[pos].isupper() or (pos and low[pos - 1] not in " \t"):
            continue
        head = next(h for h in _MALL_HEADS if low.startswith(h, pos))
        end = pos + len(head)
        if end < len(low) and (low[end].isalnum() or low[end] == "-"):
            continue
        m = _MALL_NAME.search(text, max(0, pos - _MALL_REACH), pos)
        if m is None:
            continue
        words = m.group("name").split()
        if any(w.isupper() and len(w) > 1 for w in words) and not any(
            known_place(w.lower()) or zipf(w.lower()) < _MALL_CAPS_ZIPF for w in words
        ):
            continue
        found.append(Finding(m.start("name"), end, LOCATION, RULE, True))
    return found


def find_regions(text: str) -> list[Finding]:
    """Parts of states and named regions, as strong Location findings.

    Args:
        text: the document text.

    Returns:
        LOCATION findings of each region named.
    """
    low = lowered(text)
    return (
        _state_parts(text, low)
        + _named_regions(text, low)
        + _around_towns(text, low)
        + _city_nicknames(text, low)
        + _malls(text, low)
    )
