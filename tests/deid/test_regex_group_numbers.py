"""Groups the rules read by number (a group's name costs ``regex`` a caught TypeError)."""

from __future__ import annotations

from vtt_py.deid import rules_dated_days, rules_dates, rules_initials, rules_places


def test_numbered_groups_are_the_named_ones() -> None:
    """Each group number the rules use is the number of the group it stands for."""
    expected = [
        (rules_dates._NUMERIC, {"a": 1, "s": 2, "b": 3, "c": 4, "r": 5}),
        (rules_dates._RANGE_BEFORE, {"a": 1, "b": 2}),
        (
            rules_dates._WEEKDAY,
            {"full": rules_dates._FULL, "plural": rules_dates._PLURAL},
        ),
        (
            rules_places._CITY_STATE,
            {"city": rules_places._CITY, "state": rules_places._STATE},
        ),
        (rules_places._TOWN_AFTER, {"town": rules_places._TOWN}),
        (rules_places._STREET_NAME, {"words": rules_places._STREET_WORDS}),
        (rules_dated_days._LISTED_DAY, {"d": rules_dated_days._DAY}),
        (rules_dated_days._DAY_OF, {"d": rules_dated_days._DAY}),
        (
            rules_initials._HANDOFF_CUE,
            {"i": rules_initials._INITIALS, "l": rules_initials._LETTER},
        ),
    ]
    for pattern, groups in expected:
        assert dict(pattern.groupindex) == groups, pattern.pattern[:40]


def test_numeric_shapes_unpacked_in_order() -> None:
    """``_numeric_one`` unpacks ``m.groups()``: a full date, a pair and a range read as before."""
    low = "seen 3/4/2019, then 4/12-15 and 11/2."
    found = [(m.group(), m.groups()) for m in rules_dates._NUMERIC.finditer(low)]
    assert found == [
        ("3/4/2019", ("3", "/", "4", "2019", None)),
        ("4/12-15", ("4", "/", "12", None, "15")),
        ("11/2", ("11", "/", "2", None, None)),
    ]
