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
    spans = sorted(
        (f.start, f.end) for f in findings if f.strong and f.kind in _REGIONS
    )
    if not spans:
        return suggestions
    ends = [end for _, end in spans]
    kept = []
    for s in sorted(suggestions):
        if s.family == "NAME" and _on_region(text, s, spans, ends):
            # A state listed after one is a region the next may be listed after.
            at = bisect.bisect(ends, s.end)
            spans.insert(at, (s.start, s.end))
            ends.insert(at, s.end)
        else:
            kept.append(s)
    return kept


def _on_region(
    text: str, s: Suggestion, spans: list[tuple[int, int]], ends: list[int]
) -> bool:
    """Whether ``s`` lies in a region's span, or is a region's name listed right after one."""
    # The spans ending at or after the suggestion's end may hold it; the
    # last one ending at or before its start may be listed before it.
    at = bisect.bisect_left(ends, s.end)
    if at < len(spans) and spans[at][0] <= s.start:
        return True
    before = bisect.bisect_right(ends, s.start) - 1
    if before < 0:
        return False
    joined = _JOINER.fullmatch(text, spans[before][1], s.start)
    return joined is not None and region_kind(text[s.start : s.end]) in _REGIONS
