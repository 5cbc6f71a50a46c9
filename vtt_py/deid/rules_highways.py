"""Interstates and routes written short: ``MVC on I-93``, ``DRIVING ON RT 3``.

A trauma note says where the crash was by the road's number; ``Route 30``
and ``Hwy 9`` are :mod:`rules_places`' streets, but ``I-93`` and ``Rt 3``
are also isotopes (``I-131``) and sides (``Rt 2nd toe``). The road is
sure with travel on either side of it: a preposition of movement before
(``on``, ``off``, ``onto``, ``via``...) or, for an interstate, a direction
or an exit after (``I-95 South``, ``I-90 exit 12``).
"""

from __future__ import annotations

import regex

from vtt_py.deid.kinds import STREET, Finding
from vtt_py.deid.lazy_patterns import lazy_compile

RULE = "highway"
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


def find_highways(text: str) -> list[Finding]:
    """Interstates (``I-93``) and routes written ``Rt`` where travel is named beside them.

    Args:
        text: the document text.

    Returns:
        Sure STREET findings.
    """
    return [
        Finding(m.start(), m.end(), STREET, RULE)
        for m in _HIGHWAY.finditer(text)
        if m.group("number") not in _ISOTOPES
    ]
