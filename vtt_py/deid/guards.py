"""Precision guards: CRF suggestions barely lifted to PHI that are plainly common words."""

from __future__ import annotations

import regex

from vtt_py.deid.lexicon import zipf
from vtt_py.deid.merge import Suggestion

#: A place the CRF lifted with less probability than this is weak evidence.
WEAK_PLACE_SCORE = 0.2
#: Zipf frequency (log10 per billion words) from which a word is everyday
#: English: "walker", "page", "strain", "golden" (4.0 is about once in
#: 100,000 words).
COMMON_ZIPF = 4.0

_WORD = regex.compile(r"[^\W\d_]+")
#: "Brown 2", "Bird 2": wards are often named after people or things.
_WARD_NUMBER = regex.compile(r"[ \t]*[0-9]")


def drop_common_places(text: str, suggestions: list[Suggestion]) -> list[Suggestion]:
    """The suggestions without weak CRF places made only of common English words.

    The recall threshold lifts words off the CRF's best path when they might
    be PHI. For places, cross-validation with re-surrogated notes showed the
    lifted common words ("walks with walker", "thick golden secretions",
    "refer to page 2") to be almost always false: dropping them took 28 false
    marks of 188 off the tuning proxy for 3 PHI of 2,020. Wards and
    facilities the CRF lifts are mostly rare words or abbreviations, or are
    followed by a number ("to Brown 2"), which keeps them.
    Rule findings and confident CRF places are never dropped.
    """
    return [s for s in suggestions if not _common_place(text, s)]


def _common_place(text: str, s: Suggestion) -> bool:
    if s.source != "crf" or s.family != "PLACE" or s.score is None:
        return False
    if s.score >= WEAK_PLACE_SCORE or _WARD_NUMBER.match(text, s.end):
        return False
    words = _WORD.findall(text, s.start, s.end)
    return bool(words) and all(zipf(w.lower()) >= COMMON_ZIPF for w in words)
