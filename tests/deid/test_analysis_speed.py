"""The remembered pieces and classes of ``analyse`` give what a plain scan gives."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import analysis
from vtt_py.deid.analysis import WORD_TOKEN, analyse
from vtt_py.deid.junk import junk_lines, line_profile

TEXTS = [
    "",
    " ",
    "\n\n",
    "Pt's BP 120/80,  HR 80.\nSPOKE WITH DR SMITH RE: PLAN\n  ",
    "tab\tseparated\tpieces \t mixed\r\nline\x0bbreaks\x0cand\x1cseps",
    "Naïve café 2½ tabs ²\r\nİstanbul\u2028next_line\u00a0nbsp\u3000ideo",
    "a mark \x00 in the text\x00and\x00 around \x00",
    "x" * 40 + " " + "y1." * 20 + " long pieces are not remembered",
    "  leading and trailing spaces  \n  again  ",
    "barbara j. okafor, rn spoke with Harriet Q. Lindqvist. Then I. left",
]


def _plain_tokens(text: str) -> list[tuple[int, int, str, int, bool]]:
    """Each token of the lines ``analyse`` reads, by one regex scan per line."""
    lines = text.split("\n")
    skipped = junk_lines(lines)
    tokens = []
    offset = 0
    for number, line in enumerate(lines):
        if not skipped[number]:
            for k, m in enumerate(WORD_TOKEN.finditer(line)):
                start = offset + m.start()
                tokens.append((start, offset + m.end(), m.group(), number, k == 0))
        offset += len(line) + 1
    return tokens


def _analysed_tokens(text: str) -> list[tuple[int, int, str, int, bool]]:
    a = analyse(text)
    return list(zip(a.starts, a.ends, a.words, a.line_of, a.line_start, strict=True))


def _check(text: str) -> None:
    cold = analyse(text)
    assert _analysed_tokens(text) == _plain_tokens(text)
    # The second time every piece and word is remembered: nothing changes.
    assert analyse(text) == cold
    assert all(type(s) is bool for s in cold.line_start)


@pytest.mark.parametrize("text", TEXTS)
def test_analyse_tokens_match_a_plain_scan(text: str) -> None:
    _check(text)


def test_analyse_after_the_caches_are_emptied(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "\n".join(TEXTS)
    before = analyse(text)
    monkeypatch.setattr(analysis, "_MARKED_PIECES", {})
    monkeypatch.setattr(analysis, "_TOKEN_CLASSES", ({}, {}))
    assert analyse(text) == before


def test_a_full_piece_cache_starts_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(analysis, "_MAX_PIECES", 2)
    text = "one two three four five, six"
    before = analyse(text)
    assert len(analysis._MARKED_PIECES) <= 2
    assert analyse(text) == before


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="aZq 9\n\r\t_.'é²½İ\u2028\x1c\x00-ßJS ", max_size=120))
def test_analyse_tokens_match_a_plain_scan_on_any_text(text: str) -> None:
    _check(text)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_analyse_tokens_match_a_plain_scan_on_unicode(text: str) -> None:
    _check(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=200))
def test_line_profiles_of_an_ascii_text_at_once(text: str) -> None:
    lines = text.split("\n")
    assert analysis._line_profiles(text, lines) == [line_profile(x) for x in lines]


@pytest.mark.parametrize("text", TEXTS)
def test_line_profiles(text: str) -> None:
    lines = text.split("\n")
    assert analysis._line_profiles(text, lines) == [line_profile(x) for x in lines]
