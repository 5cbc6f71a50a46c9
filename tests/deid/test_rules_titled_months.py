"""A month's name after a clinician's title names the clinician, not the month."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import DATE, NAME_PROVIDER
from vtt_py.deid.pipeline import rule_findings
from vtt_py.deid.rules import resolve


def _strong(text: str) -> list[tuple[str, str]]:
    found = resolve([f for f in rule_findings(analyse(text)) if f.strong])
    return [(text[f.start : f.end], f.kind) for f in found]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("NO LABS PER NP May. CONSENT IN CHART.", "May"),
        ("Plan d/w NP June, will f/u.", "June"),
        ("Spoke with RN April re: meds.", "April"),
        ("Seen by PA May this am.", "May"),
        ("LICSW August met with family.", "August"),
    ],
)
def test_a_month_after_a_clinicians_title_is_their_name(text: str, name: str) -> None:
    assert (name, NAME_PROVIDER) in _strong(text)
    assert not [kind for word, kind in _strong(text) if word == name and kind == DATE]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Moved to PA May 2019.", "May 2019"),  # a state, then a date
        ("Seen by NP on May 3, 2019.", "May 3, 2019"),
    ],
)
def test_a_month_with_its_day_or_year_stays_a_date(text: str, date: str) -> None:
    assert (date, DATE) in _strong(text)


@pytest.mark.parametrize(
    "text",
    [
        "Family in PA May visit.",  # Pennsylvania
        "RN MAY CALL FAMILY.",  # in capitals: the verb
        "Pt's RN may call family.",
        "NP Mayfield aware.",  # a name (the cue's), but not "May"
    ],
)
def test_no_clinician_without_a_title_and_a_capitalised_month(text: str) -> None:
    names = [word for word, kind in _strong(text) if kind == NAME_PROVIDER]
    assert not [word for word in names if word.lower() == "may"]
