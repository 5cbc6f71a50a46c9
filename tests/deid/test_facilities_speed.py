"""The facility recognisers' shortcuts find what asking every candidate found."""

from __future__ import annotations

import pytest

from vtt_py.deid import rules_hospitals
from vtt_py.deid.analysis import Analysis, analyse
from vtt_py.deid.kinds import Finding
from vtt_py.deid.word_tests import WORD_TESTS

#: Listed names with joiners, possessives, hyphens, line ends and a text's end.
_HOSPITAL_TEXTS = (
    "Seen at Brigham & Women's Hospital in 2019; Cedars-Sinai Medical Center records",
    "PT FROM ST. MARY'S ED, then to Dana-Farber for chemo",
    "f/u with mount auburn\nauburn hospital records; GI: no bleeding",
    "for the pain, no acute distress; plan to go to Beth Israel Deaconess",
    "transferred from Mount Auburn",
    "St . Elizabeth's ; Mass General - Brigham",
)


def _every_name_start(analysis: Analysis) -> list[int]:
    """Every token whose word starts a listed name: what the shortcut skips among."""
    return WORD_TESTS.positions(analysis, rules_hospitals._NAME_START)


@pytest.mark.parametrize("text", _HOSPITAL_TEXTS)
def test_listed_hospitals_as_when_every_name_start_was_asked(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast: list[Finding] = rules_hospitals.find_listed_hospitals(analyse(text))
    monkeypatch.setattr(rules_hospitals, "_pair_starts", _every_name_start)
    assert fast == rules_hospitals.find_listed_hospitals(analyse(text))
    assert fast  # each text names a listed hospital
