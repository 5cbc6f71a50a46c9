"""``analyse``'s whole-text shortcuts give what line-by-line reading gives (issue 12).

The line profiles of an ASCII text from one translation, no capitals
count for short lines, blank lines skipped: against each line's own
profile, capitals test and junk test (the tokens against a plain scan are
in test_analysis_speed.py).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import analysis
from vtt_py.deid.analysis import Analysis, analyse


def _line_by_line(text: str) -> Analysis:
    lines = text.split("\n")
    profiles = [analysis.line_profile(line) for line in lines]
    caps = [analysis.is_caps_line(line) for line in lines]
    skipped = analysis.junk_lines(lines, profiles)
    return analysis._analyse_lines(text, lines, skipped, caps)


TEXTS = [
    "",
    "\n\n",
    "Pt's BP 120/80, HR 80.\nSPOKE WITH DR SMITH RE: PLAN\n  ",
    "Naïve café 2½ tabs ²\r\nİstanbul\u2028next_line\x1cx",
    "x",
    " lone\tword ",
]


@pytest.mark.parametrize("text", TEXTS)
def test_analyse_one_scan_matches_line_by_line(text: str) -> None:
    assert analyse(text) == _line_by_line(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="aZq 9\n\r\t_.'é²½İ\u2028\x1c-ßJS", max_size=120))
def test_analyse_one_scan_matches_line_by_line_on_any_text(text: str) -> None:
    assert analyse(text) == _line_by_line(text)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_analyse_one_scan_matches_line_by_line_on_unicode(text: str) -> None:
    assert analyse(text) == _line_by_line(text)


def test_a_run_of_accepted_words_stops_at_the_line_the_limit_or_a_refusal() -> None:
    doc = analyse("HD at DaVita Quincy Lowell Braintree\nWorcester")
    first = doc.words.index("DaVita")
    line = doc.line_of[first]
    capitalised = lambda k: doc.words[k][0].isupper()  # noqa: E731
    assert doc.run_end(first, line, 2, capitalised) == first + 1
    assert doc.run_end(first, line, 9, capitalised) == first + 3  # not "Worcester"
    assert doc.run_end(first, line, 3, lambda k: False) == first - 1
