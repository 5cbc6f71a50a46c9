"""Place recognisers' defects fixed one by one (all text invented)."""

from __future__ import annotations

from vtt_py.deid import rules_places
from vtt_py.deid.rules_places import find_addresses, find_institutions


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


def addresses(text: str) -> list[tuple[str, str]]:
    return [(text[f.start : f.end], f.kind) for f in find_addresses(text)]


def test_a_city_ending_in_a_capital_needs_no_other_comma_near() -> None:
    # A town's last word may end in a capital after an apostrophe or a
    # hyphen; it is found whether or not another ", X" follows it.
    alone = "Pt lives in O'D, MA with her son."
    near = "Pt lives in O'D, MA with her son, Ned."
    assert addresses(alone) == [("O'D", "CITY"), ("MA", "STATE")]
    assert addresses(near) == [("O'D", "CITY"), ("MA", "STATE")]
    assert addresses("Moved here from Jean-P, RI last spring.") == [
        ("Jean-P", "CITY"),
        ("RI", "STATE"),
    ]
    # Near misses: a capital before the comma after no apostrophe nor hyphen
    # (an abbreviation), and a word ending in an apostrophe, name no city.
    assert addresses("Pt seen in ED, MA at bedside.") == []
    assert addresses("Pt seen by the nurses', MA at bedside.") == []


def test_a_capital_ends_a_city_only_after_a_small_letter_or_a_lone_capital() -> None:
    # Notes in capitals hold many "LFT'S, X": no city's word ends so, and the
    # city pattern is not tried before them.
    text = "LFT'S, LIPASE UP. 80'S, HR OK. Lives in O'D, MA; was in Jean-P, RI."
    assert rules_places._comma_capitals(text) == [
        text.index("D, MA"),
        text.index("P, RI"),
    ]


def test_a_city_state_zip_line_is_read_without_the_line_before() -> None:
    # An address's last line "City ST ZIP" after its street's line: the
    # look-back for the city's words ends at the line break (the words
    # were split at spaces, so "Lane\nFall" hid the city).
    letter = "Mrs. Ada Pell\n12 Larkspur Lane\nFall River MA 02720\n"
    assert addresses(letter) == [
        ("12 Larkspur Lane", "STREET"),
        ("Fall River", "CITY"),
        ("MA", "STATE"),
    ]
    assert addresses("PO Box 4412,\nBrockton MA 02301") == [
        ("PO Box 4412", "STREET"),
        ("Brockton", "CITY"),
        ("MA", "STATE"),
    ]
    # Near misses: the previous line's last word is no city of this line's
    # code, and a code after no word on its own line names none.
    assert addresses("Seen with Dr. Fall River\nMA 02720 on file") == []
    assert addresses("Called Brockton\nMA 02301 was the old code") == []


def test_a_line_in_capitals_is_judged_without_the_next_line() -> None:
    # A facility's common word is a name's on a line in mixed case; the
    # line after it, in capitals, does not make this one a line in capitals.
    after_caps = "Sunny Rehab\nNEUROLOGIC: ALERT AND ORIENTED TIMES THREE, MAE WELL"
    after_mixed = "Sunny Rehab\nNeurologic: alert and oriented times three, mae well"
    assert institutions(after_caps) == ["Sunny Rehab"]
    assert institutions(after_mixed) == ["Sunny Rehab"]
    # Near miss: on a line in capitals itself the common word is no name,
    # though the line after it is in mixed case (it was found before).
    assert institutions("PLAN: SUNNY REHAB\nNeurologic: alert and oriented") == []
