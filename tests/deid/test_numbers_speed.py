"""The cheaper scans of the date, age and identifier rules find what the plain ones did."""

from __future__ import annotations

import pytest
import regex

from vtt_py.deid import rules_ages, rules_dates, rules_ids
from vtt_py.deid.text import key_positions, lowered, matches_at

SAMPLES = [
    "Pt is a 93 yo man; 64 y.o. wife, 3 y/o son, 2 yrs, 7 y o, 5 y-o, 8 y. o",
    "no age here: mayo, every day, yesterday; 45ym, 50yf",
    "No BM since Sat. Visits sat and sun; by sat 95%. Last Sun, family in.",
    "Saturday/Sunday visits, sat/sun; SAT AND SUN; sun exposure",
    "BCBS ID XKB882017453, Group 004567; GRP #: 10056; group 2 PH; Grp no 883421",
    "study group 3, blood group O, grouped, subgroup 12345",
]


@pytest.mark.parametrize("text", SAMPLES)
def test_old_key_as_any_key(text: str) -> None:
    low = lowered(text)
    assert rules_ages._has_old_key(low) == any(k in low for k in rules_ages._OLD_KEYS)


@pytest.mark.parametrize("text", SAMPLES)
@pytest.mark.parametrize("pattern", [rules_dates._WEEKEND, rules_dates._WEEKEND_PAIR])
def test_weekend_days_at_their_keys(text: str, pattern: regex.Pattern[str]) -> None:
    low = lowered(text)
    starts = key_positions(low, rules_dates._WEEKEND_KEYS)
    assert [m.span() for m in matches_at(pattern, low, starts)] == [
        m.span() for m in pattern.finditer(low)
    ]


@pytest.mark.parametrize("text", SAMPLES)
def test_group_numbers_as_a_scan(text: str) -> None:
    scanned = [
        (m.start("id"), m.end("id"))
        for m in rules_ids._GROUP_NUMBER.finditer(text)
        if not rules_ids._followed_by_unit(text, m.end())
    ]
    assert [(f.start, f.end) for f in rules_ids._group_numbers(text)] == scanned
