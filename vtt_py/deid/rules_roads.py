"""Roads named without an address: ``MVC on I-93``, ``at the corner of Main and Elm``.

A trauma note says where the crash was by the road's number; ``Route 30``
and ``Hwy 9`` are :mod:`rules_places`' streets, but ``I-93`` and ``Rt 3``
are also isotopes (``I-131``) and sides (``Rt 2nd toe``). The road is
sure with travel on either side of it: a preposition of movement before
(``on``, ``off``, ``onto``, ``via``...) or, for an interstate, a direction
or an exit after (``I-95 South``, ``I-90 exit 12``).

Where someone was struck or found is told by two streets that cross,
their suffixes often left out (``corner of Tremont and Boylston``,
``intersection of Rt 9 and Hammond St``): after ``corner of`` or
``intersection of``, each capitalised name (one or two words, a suffix or
a route's number allowed) is a street; not a corner of the body or a room
(``corner of Eye and Mouth``), nor everyday words in a line in capitals
(``CORNER OF BED AND WALL``).
"""

from __future__ import annotations

import regex

from vtt_py.deid.kinds import STREET, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.lexicon import STREET_SUFFIXES, zipf
from vtt_py.deid.text import key_positions, line_matches_at, lowered, matches_at

RULE = "road"
#: Words right before a road someone drove or crashed on.
_BEFORE = r"on|off|onto|via|along|down|take|took|taking|from|near|exit|driving|drove"
#: Iodine isotopes written as an interstate would be.
_ISOTOPES = frozenset({"123", "124", "125", "131"})
_HIGHWAY = lazy_compile(
    rf"""(?<![\w-])
    (?: (?<=(?i:\b(?:{_BEFORE})[ ]))
        (?: I-?(?P<number>[0-9]{{1,3}})
          | (?i:rt)\.?[ ]?[0-9]{{1,3}}[AB]? )
      | I-(?P<number>[0-9]{{1,3}})
        (?=[ ]?(?:(?i:north|south|east|west)(?:bound)?|[NSEW]B?|(?i:exit))\b)
    )(?![\w-])""",
    regex.VERBOSE,
)
#: Where a road's number can start a match, the interstate's in the text and
#: the route's in the lower-cased text: the regex module scans for a pattern
#: opening with a letter quickly, for an alternation or look-behinds slowly.
_INTERSTATE_START = lazy_compile(r"I-?[0-9]")
_ROUTE_START = lazy_compile(r"rt\.?[ ]?[0-9]")


#: One street's name at a crossing: one or two capitalised words, then a
#: suffix or a route's number if written (``Tremont``, ``Mass Ave``, ``Rt 9``).
_STREET = r"(?:[A-Z][A-Za-z'-]*+[ ]){0,1}[A-Z][A-Za-z'-]*+(?:[ ][0-9]{1,3}[A-Z]?)?"
_CROSSING = lazy_compile(
    rf"""(?i:(?:corner|intersection|crossing)[ ]of[ ](?:the[ ])?)
    (?P<one>{_STREET})[ ](?:and|&|AND)[ ](?P<two>{_STREET})(?![\w'-])""",
    regex.VERBOSE,
)
#: What every ``_CROSSING`` match starts with, in small letters.
_CROSSING_KEYS = ("corner of", "intersection of", "crossing of")
#: A word this common in English, in a line in capitals, is no street's own.
_CAPS_OWN_ZIPF = 4.0
#: Parts of the body and of a room with corners (general clinical knowledge).
_CORNERS = frozenset(
    "mouth eye eyes lip lips nose nail wound incision bed room".split()
)


def _street_names(text: str, m: regex.Match[str]) -> list[tuple[int, int]]:
    """The spans of the two streets of a crossing, or none if they read as English."""
    spans = [m.span("one"), m.span("two")]
    words = [w for a, b in spans for w in text[a:b].split() if w.isalpha()]
    lows = [w.lower() for w in words]
    if any(w in _CORNERS for w in lows):
        return []  # "corner of Eye and Mouth"
    own = [w for w in lows if w not in STREET_SUFFIXES and len(w) > 2]
    if all(w.isupper() for w in words) and any(zipf(w) >= _CAPS_OWN_ZIPF for w in own):
        return []  # "CORNER OF BED AND WALL"
    return spans


def _highway_starts(text: str) -> list[int]:
    """Where an interstate or a route written ``Rt`` may start, in order."""
    starts = [m.start() for m in _INTERSTATE_START.finditer(text)]
    starts += [m.start() for m in _ROUTE_START.finditer(lowered(text))]
    return sorted(starts)


def find_roads(text: str) -> list[Finding]:
    """Interstates (``I-93``) and routes written ``Rt`` where travel is named
    beside them, and the two streets of a crossing (``corner of Main and Elm``).

    Args:
        text: the document text.

    Returns:
        Sure STREET findings.
    """
    found = [
        Finding(m.start(), m.end(), STREET, RULE)
        for m in matches_at(_HIGHWAY, text, _highway_starts(text))
        if m.group("number") not in _ISOTOPES
    ]
    starts = key_positions(lowered(text), _CROSSING_KEYS)
    for m in line_matches_at(_CROSSING, text, starts):
        found += [Finding(a, b, STREET, RULE) for a, b in _street_names(text, m)]
    return found
