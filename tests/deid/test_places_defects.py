"""Place recognisers' defects fixed one by one (all text invented)."""

from __future__ import annotations

from vtt_py.deid.rules_places import find_institutions


def institutions(text: str) -> list[str]:
    return sorted(text[f.start : f.end] for f in find_institutions(text))


def test_a_line_break_ends_a_joined_facility() -> None:
    # On one line "or" joins two facilities; a line break ends the join, so
    # the word that ends the line before is not named a facility by it.
    assert institutions("Plan: transfer to Spaulding or Hebrew Rehab Friday.") == [
        "Hebrew Rehab",
        "Spaulding",
    ]
    assert institutions("Dispo: Youville vs. Braeburn Nursing Home") == [
        "Braeburn Nursing Home",
        "Youville",
    ]
    assert institutions("Plan: transfer to Spaulding or \nHebrew Rehab Friday.") == [
        "Hebrew Rehab"
    ]
    assert institutions("Dispo: Youville vs. \nBraeburn Nursing Home") == [
        "Braeburn Nursing Home"
    ]
