"""Every recogniser copes with a note that stops anywhere, mid-pattern."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.pipeline import rule_findings

#: Words the recognisers look before and after: cues, names, titles, dates,
#: numbers, places and punctuation.
_WORDS = (
    "Maria Kate bill from the The in at to of per with Dr. RN aware ( ) wife "
    "son 3/4 2019 May , . : - / ' s A pt Name: # 555-0123 ED Job 63 since 95 "
    "Boston MA Hospital W. so rural New \n @"
).split(" ")


@pytest.mark.parametrize("before", ["", "Maria ", "Pt seen by Dr. Kate Smith "])
def test_any_two_cue_words_may_end_a_note(before: str) -> None:
    """``Maria from The``, ``lives in the``: look-aheads stop at the note's end."""
    for first in _WORDS:
        for last in _WORDS:
            text = f"{before}{first} {last}"
            for f in rule_findings(analyse(text)):
                assert 0 <= f.start < f.end <= len(text), (text, f)
