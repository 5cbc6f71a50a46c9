"""CRF names on a state or a country the rules read as one: ``family in Georgia and Virginia``.

Many states and some countries are first names too (Georgia, Virginia,
Carolina, Jordan). After a place cue the rules read a state as a state
(no PHI under HIPAA; a tag set that marks states gets the rules' own
suggestion), but two listed together look to the CRF like two people (``Mary
and John``), and it suggests both as names. A CRF name lying on such a
state, or listed right after one and itself a state's or a country's name,
is dropped. Only strong findings count: ``Georgia called`` stays a person.
"""

from __future__ import annotations

import bisect

from vtt_py.deid.kinds import COUNTRY, STATE, Finding
from vtt_py.deid.lazy_patterns import lazy_compile
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.rules_place_cues import region_kind

#: The kinds of place that are no PHI under HIPAA.
_REGIONS = frozenset({STATE, COUNTRY})
#: What joins two places of a list: ``Georgia and Virginia``, ``Ohio, Iowa``.
_JOINER = lazy_compile(r"[ \t]*(?:,|and|or|&|/)[ \t]*(?:and[ \t]+)?")


def off_regions(
    text: str, findings: list[Finding], suggestions: list[Suggestion]
) -> list[Suggestion]:
    """The CRF's ``suggestions`` (or its candidates) without names on a state the rules found.

    A name listed right after such a state that is itself a state's or a
    country's name goes too. The rules' own suggestions are not passed here.
    """
    spans = _disjoint(
        sorted((f.start, f.end) for f in findings if f.strong and f.kind in _REGIONS)
    )
    if not spans:
        return suggestions
    ends = [end for _, end in spans]
    kept = []
    for s in sorted(suggestions):
        if s.family != "NAME":
            kept.append(s)
        elif _inside(s, spans, ends):
            continue
        elif _listed_after(text, s, ends):
            # A state listed after one is a region the next may be listed
            # after; it starts past the last span before it, and unless it
            # runs into the next one the spans stay disjoint and in order.
            at = bisect.bisect(ends, s.end)
            if at == len(spans) or spans[at][0] >= s.end:
                spans.insert(at, (s.start, s.end))
                ends.insert(at, s.end)
        else:
            kept.append(s)
    return kept


def _disjoint(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with those that overlap merged: their starts and ends both ascend."""
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _inside(s: Suggestion, spans: list[tuple[int, int]], ends: list[int]) -> bool:
    """Whether ``s`` lies within one of the disjoint, ordered ``spans``."""
    at = bisect.bisect_left(ends, s.end)  # the first span ending at or after it
    return at < len(spans) and spans[at][0] <= s.start


def _listed_after(text: str, s: Suggestion, ends: list[int]) -> bool:
    """Whether ``s`` is a state's or country's name joined to the region just before it."""
    before = bisect.bisect_right(ends, s.start) - 1
    if before < 0:
        return False
    joined = _JOINER.fullmatch(text, ends[before], s.start)
    return joined is not None and region_kind(text[s.start : s.end]) in _REGIONS
