"""The CRF reads a long text in pieces cut at line starts, so its memory stays bounded."""

from __future__ import annotations

import pytest

from vtt_py.deid import pipeline
from vtt_py.deid.analysis import analyse
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.pipeline import crf_segments

NOTE = "Seen by Dr. Ann Lee on 3/4/2019; wife Mary at bedside.\nCall (617) 555-0123.\n"


def test_a_note_is_read_whole() -> None:
    analysis = analyse(NOTE * 3)
    assert crf_segments(analysis) == [(0, len(analysis.words))]


def test_a_long_text_is_cut_at_line_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "MAX_CRF_TOKENS", 40)
    analysis = analyse(NOTE * 20)
    pieces = crf_segments(analysis)
    assert len(pieces) > 1
    # Contiguous, covering every token, each opening a line.
    assert pieces[0][0] == 0 and pieces[-1][1] == len(analysis.words)
    for (_, hi), (lo, _) in zip(pieces, pieces[1:], strict=False):
        assert hi == lo
        assert analysis.line_of[lo] != analysis.line_of[lo - 1]
    # No piece longer than the limit and the rest of the line it reached.
    longest_line = max(analysis.line_of.count(n) for n in set(analysis.line_of))
    assert all(hi - lo <= 40 + longest_line for lo, hi in pieces)


def test_one_line_longer_than_the_limit_stays_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pipeline, "MAX_CRF_TOKENS", 5)
    analysis = analyse("Seen by Dr. Ann Lee on 3/4/2019 with wife Mary")
    assert crf_segments(analysis) == [(0, len(analysis.words))]


def test_the_pieces_find_what_the_whole_finds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The shipped model: the pieces are what the CRF reads.
    deid = pipeline.Deidentifier(load_model(default_model_path()), "physionet")
    whole = [s[:3] for s in deid.suggest(NOTE * 20)]
    monkeypatch.setattr(pipeline, "MAX_CRF_TOKENS", 40)
    assert [s[:3] for s in deid.suggest(NOTE * 20)] == whole
    assert len(whole) == 20 * 4  # each copy's clinician, date, wife and phone
