"""Rules that try their slow patterns only near cheap landmarks find what a full scan finds."""

from __future__ import annotations

import random

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_ids, rules_places
from vtt_py.deid.rules_dates import find_dates
from vtt_py.deid.rules_places import find_addresses, find_institutions
from vtt_py.deid.text import (
    AFTER_REACH,
    confirmed_matches,
    line_matches_at,
    match_in_line,
    matches_at,
    word_before,
)

TEXTS = [
    "Seen at Mercy Hospital in Boston, MA 02114 on 3rd of March 2039.",
    "PT TRANSFERRED FROM ST. ELSEWHERE MEDICAL CENTER.\nlower case hospital here",
    "Lives in Grand Rapids, Michigan; f/u at Lakeside Clinic, '12 aug, CA'88.",
    "Son in Winston-Salem, NC. Mid 2012 and late 1999 at Heart Center.",
    "nothing to see, Here. commas, Everywhere, no places",
]


def _plain(pattern: regex.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


@pytest.mark.parametrize("text", TEXTS)
def test_city_state_landmarks_find_what_a_full_scan_finds(text: str) -> None:
    fast = [m.span() for _, m in rules_places._city_states(text)]
    assert fast == _plain(rules_places._CITY_STATE, text)


@pytest.mark.parametrize("text", TEXTS)
def test_institution_landmarks_find_what_a_full_scan_finds(text: str) -> None:
    fast = [m.span() for m in rules_places._institution_phrases(text)]
    assert fast == _plain(rules_places._INSTITUTION_PHRASES, text)


def test_rules_find_places_and_dates_in_the_landmark_texts() -> None:
    text = TEXTS[0]
    assert ("Boston", "CITY") in [
        (text[f.start : f.end], f.kind) for f in find_addresses(text)
    ]
    assert any(
        text[f.start : f.end] == "Mercy Hospital" for f in find_institutions(text)
    )
    assert any("March 2039" in text[f.start : f.end] for f in find_dates(text))


def test_matches_at_skips_starts_inside_an_earlier_match() -> None:
    pattern = regex.compile(r"ab+")
    text = "abbb ab"
    assert [m.span() for m in matches_at(pattern, text, [0, 1, 2, 5])] == [
        (0, 4),
        (5, 7),
    ]


def test_line_matches_at_finds_what_finditer_finds_of_a_one_line_pattern() -> None:
    pattern = regex.compile(r"(?i:hospital|medical)[ \t]+of[ \t]+\w+")
    rng = random.Random(4)
    pieces = ["Hospital of Lowell", "medical", " of ", "x", "\n", "HOSPITAL", " ", "of"]
    for _ in range(200):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        starts = [m.start() for m in regex.finditer(r"(?i)hospital|medical", text)]
        assert [m.span() for m in line_matches_at(pattern, text, starts)] == [
            m.span() for m in pattern.finditer(text)
        ]


class _Recording:
    """A pattern that records how far each try may read."""

    def __init__(self) -> None:
        self.reach: list[tuple[int, int]] = []

    def match(self, text: str, pos: int, endpos: int) -> None:
        self.reach.append((pos, endpos))


def test_each_try_reads_no_further_than_its_line() -> None:
    text = "ab\ncd ab\n" + "x" * 1000
    pattern = _Recording()
    list(line_matches_at(pattern, text, [0, 3, 6, 10]))  # type: ignore[arg-type]
    assert pattern.reach == [(0, 2), (3, 8), (6, 8), (10, len(text))]


def test_capitals_are_judged_per_line() -> None:
    text = "NORTH SHORE HOSPITAL\nnorth shore hospital"
    found = [text[f.start : f.end] for f in find_institutions(text)]
    assert found[0] == "NORTH SHORE HOSPITAL"


IPV6_TEXTS = [
    "addr fe80:0:0:0:202:b3ff:fe1e:8329 ok",
    "x:ab:1:2:3:4:5:6:7:8",
    "1:2:3:4:5:6:7:8 and a:b:c:d:e:f:0:1:2",
    "::1 ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff:",
]


@pytest.mark.parametrize("text", IPV6_TEXTS)
def test_ipv6_landmarks_find_what_a_full_scan_finds(text: str) -> None:
    fast = [m.span() for m in rules_ids._ipv6(text)]
    assert fast == _plain(rules_ids._IPV6, text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0a:f. x", max_size=80))
def test_ipv6_landmarks_agree_on_any_hex_soup(text: str) -> None:
    assert [m.span() for m in rules_ids._ipv6(text)] == _plain(rules_ids._IPV6, text)


# Issue 12 (speed): patterns that start with a lookbehind, ``\b`` or ``^`` are
# tried only at their landmarks; each must find exactly what a full scan finds.
ANCHORED_TEXTS = [
    "Lives at 754 Quarry Dr, apt 3 and 12-34 north Main Street; 1234567 Oak St",
    "P.O. Box 123 and po box 4567, PO  Box 9; pobox 1",
    "ip 10.0.0.1, 256.1.1.1 and 1.2.3.4.5; v 3.4.5",
    "Pt EWK, 63 y/o\npatient JD is a 70 year old; apt JD, 40 yo\nPT AB 50yo",
    "  Pt: PS   MRN 833\nPatient: AC, here\n\t Pt :  JD\nxPt: ZZ",
    "ES/vh\n  AB/cd  \nABCDE/ab\nJOB: 7235849  jf\nJob 7082929  AM/cm\nno job",
    "call 202 5550187 or 1202 5550187, 202 55501879; 617 5550123",
]


@pytest.mark.parametrize("text", ANCHORED_TEXTS)
def test_anchored_scans_find_what_a_full_scan_finds(text: str) -> None:
    _assert_anchored_scans_agree(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789 .-/:,\tAPabtio\nENSrhxPOBJjdZye", max_size=80))
def test_anchored_scans_agree_on_any_text(text: str) -> None:
    _assert_anchored_scans_agree(text)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "Pt",
                "PT",
                "pt",
                "Patient",
                " ",
                "\t",
                "\n",
                ":",
                "AB",
                "JD",
                ",",
                "63",
                " y/o",
                "yo",
                "is a",
                "x",
                "ES",
                "/",
                "vh",
                "job",
                "JOB",
                "12345",
                "P.O.",
                "Box",
                "box",
                "754",
                " Quarry",
                " Dr",
                "north",
                "St",
                "1.2",
                ".3.4",
                "é",
                "İ",
            ]
        ),
        max_size=24,
    ).map("".join)
)
def test_anchored_scans_agree_on_note_like_pieces(text: str) -> None:
    _assert_anchored_scans_agree(text)


def _assert_anchored_scans_agree(text: str) -> None:
    from vtt_py.deid import rules_initials as ri

    pairs = [
        (rules_places._po_boxes(text), rules_places._PO_BOX),
        (ri._before_age(text), ri._BEFORE_AGE),
        (ri._initials_cues(text), ri._INITIALS_CUE),
        (
            matches_at(ri._PATIENT_FIELD, text, ri._field_starts(text)),
            ri._PATIENT_FIELD,
        ),
        (ri._after_job(text), ri._AFTER_JOB),
    ]
    for fast, pattern in pairs:
        assert [m.span() for m in fast] == _plain(pattern, text), pattern.pattern
    ips = [(f.start, f.end) for f in rules_ids.find_contacts(text) if f.kind == "IP"]
    plain_ips = _plain(rules_ids._IPV4, text) + _plain(rules_ids._IPV6, text)
    assert sorted(ips) == sorted(plain_ips)
    split = matches_at(
        rules_ids._PHONE_SPLIT, text, rules_ids._runs_before(text, 3, " ")
    )
    assert [m.span() for m in split] == _plain(rules_ids._PHONE_SPLIT, text)


@pytest.mark.parametrize(
    "text",
    ["SmithsonBuilding and JonesHospital", "Lakeview CenterX", "no glue", "AbcWing"],
)
def test_glued_facilities_skip_only_texts_without_a_facility_word(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from vtt_py.deid import rules_facilities
    from vtt_py.deid.analysis import analyse

    found = rules_facilities.glued_facilities(analyse(text))
    monkeypatch.setattr(rules_facilities, "_GLUED_WORDS", ("",))  # always scan
    assert found == rules_facilities.glued_facilities(analyse(text))


def _old_number_matches(
    precise: regex.Pattern[str], text: str
) -> list[tuple[int, int]]:
    """The number scan before the digit runs were shared (a scan for 3+ digits)."""
    spans, last_end = [], 0
    for run in regex.finditer(r"[0-9]{3,}", text):
        start, end = run.span()
        if start < last_end or (end - start < 6 and text[end : end + 1] not in ") ./-"):
            continue
        m = precise.match(text, start)
        if m is not None:
            last_end = m.end()
            spans.append(m.span())
    return spans


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789 -./()#:ZIPzipMA\n", max_size=80))
def test_shared_digit_runs_find_what_separate_scans_found(text: str) -> None:
    for precise in (rules_ids._PHONE, rules_ids._LONG_NUMBER):
        fast = [m.span() for m in rules_ids._number_matches(precise, text)]
        assert fast == _old_number_matches(precise, text)
    five = regex.compile(r"[0-9]{5,}")
    zips = matches_at(rules_ids._ZIP, text, rules_ids._long_runs(text, 5))
    old = confirmed_matches(five, rules_ids._ZIP, text)
    assert [m.span() for m in zips] == [m.span() for m in old]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789 -AZa", max_size=60))
def test_ssn_and_code_candidates_come_from_the_digit_runs(text: str) -> None:
    ssn = matches_at(rules_ids._SSN, text, rules_ids._runs_before(text, 3, "-"))
    old_ssn = confirmed_matches(
        regex.compile(r"[0-9]{3}-[0-9]{2}-"), rules_ids._SSN, text
    )
    assert [m.span() for m in ssn] == [m.span() for m in old_ssn]
    old_starts = {m.start() for m in regex.finditer(r"[0-9]+", text)}
    old_code_starts = {
        s for s in old_starts if s and text[s - 1] in rules_ids._CODE_CHARS
    } | {m.start() for m in regex.finditer(r"[0-9]{2}-[A-Z]", text)}
    assert rules_ids._code_starts(text) == sorted(old_code_starts)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789 -/.aİ²٣", max_size=60))
def test_digit_runs_are_the_matches_of_each_run_length(text: str) -> None:
    from vtt_py.deid.text import digit_runs, lowered

    for least in (1, 3, 5, 6):
        runs = [(s, e) for s, e in digit_runs(text) if e - s >= least]
        pattern = regex.compile(f"[0-9]{{{least},}}")
        assert runs == [m.span() for m in pattern.finditer(text)]
        assert runs == [m.span() for m in pattern.finditer(lowered(text))]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="aZ:, 0f/\n'-vES", max_size=60))
def test_cheap_prechecks_skip_only_texts_without_matches(text: str) -> None:
    from vtt_py.deid import rules_initials as ri

    comma_capital = regex.compile(
        r"(?:[a-z]|(?<=(?:[a-z]|(?<![A-Za-z])[A-Z])['-])[A-Z]),[ ][A-Z]"
    )
    assert rules_places._comma_capitals(text) == [
        m.start() for m in comma_capital.finditer(text)
    ]
    assert [m.span() for m in ri._reference_lines(text)] == _plain(
        ri._REFERENCE_LINE, text
    )
    assert [m.span() for m in rules_ids._ipv6(text)] == _plain(rules_ids._IPV6, text)
    if rules_ids._IPV6_COLON.search(text):
        assert rules_ids._near_colons(text)


def _every_position(text: str, keys: tuple[str, ...]) -> tuple[int, ...]:
    """key_positions as it was: every key searched for."""
    positions: set[int] = set()
    for key in keys:
        i = text.find(key)
        while i != -1:
            positions.add(i)
            i = text.find(key, i + 1)
    return tuple(sorted(positions))


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet="seventhiro ", max_size=40),
    st.lists(st.text(alphabet="seventhiro", max_size=5), max_size=8).map(tuple),
)
def test_key_positions_search_only_the_shortest_prefixes(
    text: str, keys: tuple[str, ...]
) -> None:
    from vtt_py.deid.text import key_positions

    assert key_positions(text, keys) == _every_position(text, keys)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "93",
                "3",
                " ",
                "-",
                ".",
                "y",
                "o",
                "yo",
                "y/o",
                "yr",
                "years",
                "old",
                " of age",
                " of life",
                "month",
                "months",
                "week",
                "weeks",
                "day",
                "days",
                "3rd",
                "and",
                "two",
                "ym",
                "yf",
                "s",
                ",",
            ]
        ),
        max_size=14,
    ).map("".join)
)
def test_age_prechecks_skip_only_texts_without_matches(text: str) -> None:
    from vtt_py.deid import rules_ages as ra

    low = text.lower()
    if not any(key in low for key in ra._OLD_KEYS):
        assert not ra._SUCCEEDING.search(low)
        assert not ra._SUCCEEDING_WORDS.search(low)
    tails = any(key in low for key in ra._FRACTION_TAILS)
    if not (tails or "year" in low and "month" in low):
        assert not ra._FRACTION.search(low)
        assert not ra._FRACTION_WORDS.search(low)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0128927 -/.:,a", max_size=50))
def test_bare_years_tried_at_run_ends_find_what_a_full_scan_finds(text: str) -> None:
    from vtt_py.deid import rules_years

    fast = matches_at(rules_years._BARE_YEAR, text, rules_years._bare_year_starts(text))
    assert [m.span() for m in fast] == _plain(rules_years._BARE_YEAR, text)


STREET_TEXTS = [
    "found at Route 30 and Quarry Road",
    "LIVES ON MAPLE AVENUE WITH DAUGHTER",
    "crash on Hwy 9 this am, then 5th Avenue",
    "3RD DOSE, ARTERY LINE, AVEENO",  # street words inside other words
    "on I-95; Old Quarry Rd. and Elm Street\nROUTE 1A",
]


def _full_street_scan(text: str) -> list[tuple[int, int]]:
    return [
        (start, m.end())
        for m in rules_places._STREET_NAME.finditer(text)
        if (start := rules_places._street_name_start(m)) is not None
    ]


def _fast_street_scan(text: str) -> list[tuple[int, int]]:
    """The landmark scan's streets, before the tests that judge them (``RD Hwy``)."""
    return [
        (start, m.end())
        for m in rules_places._street_name_matches(text)
        if (start := rules_places._street_name_start(m)) is not None
    ]


@pytest.mark.parametrize("text", STREET_TEXTS)
def test_street_landmarks_find_what_a_full_scan_finds(text: str) -> None:
    assert _fast_street_scan(text) == _full_street_scan(text)
    fast = [(f.start, f.end) for f in rules_places._street_names(text, [])]
    assert fast == _full_street_scan(text)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["Quarry", "QUARRY", "Old", " ", "\n", ",", "3", "30", "Road", "ROAD",
             "Rd", "RD", ".", "Route", "RTE", "Hwy", "Interstate", "5th", "Avenue",
             "AVE", "Ave", "Lane", "a", "x", "-", "'", "é", "Street", "Pkwy",
             "on", "OFF", "St", "Elm", "Mountainside", "Abcdefghijklmnopqrstuvwx"]
        ),
        max_size=20,
    ).map("".join)
)  # fmt: skip
def test_street_landmarks_agree_on_any_text(text: str) -> None:
    # The scans, not the judging after them: "RD Hwy" is scanned alike by
    # both, then dropped as a clinical abbreviation before a street's word.
    assert _fast_street_scan(text) == _full_street_scan(text)


def test_a_clinical_abbreviation_before_a_streets_word_is_no_street() -> None:
    assert _full_street_scan("RD Hwy") == [(0, 6)]
    assert rules_places._street_names("RD Hwy", []) == []


HISTORY_TEXTS = [
    "PMH: CABG 95, MI in '98, PTCA x2 02; stents (96, 01). s/p appy 85, chole 03.",
    "dx'd 89, nqwmi,99 ami 04 hx chf since 97 ppm 07 aicd 45 pacemaker in 12",
    "summit 95 mix 12 mi 123 mi 12.5 mi x3, 88 colonoscopy  (in '05 cabg95",
]


@pytest.mark.parametrize("text", HISTORY_TEXTS)
def test_history_years_tried_near_two_digits_find_what_a_full_scan_finds(
    text: str,
) -> None:
    _assert_history_starts_agree(text)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["mi", "MI", "cabg", "stents", "dx'd", "a", "in", " ", ",", "(", "'", "x2"]
            + ["9", "95", "123", ".", "/", "\n", "since", "ppm", "chole", "ccy"]
        ),
        max_size=16,
    ).map("".join)
)
def test_history_years_tried_near_two_digits_agree_on_any_text(text: str) -> None:
    _assert_history_starts_agree(text)


def _assert_history_starts_agree(text: str) -> None:
    from vtt_py.deid import rules_years
    from vtt_py.deid.text import lowered

    low = lowered(text)
    starts = rules_years._history_starts(low, text)
    fast = matches_at(rules_years._HISTORY, low, starts)
    assert [m.span() for m in fast] == _plain(rules_years._HISTORY, low)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["VNA", "V.N.A.", "Visiting", "HOSPICE", "Elder", "home", "Care", " ", "\t"]
            + ["of", "OF", "the", "Cape", "İ", "ſ", "K", "ho", "spice", "Hoſpice"]
        ),
        max_size=12,
    ).map("".join)
)
def test_agency_precheck_skips_only_texts_without_matches(text: str) -> None:
    from vtt_py.deid import rules_agencies

    if not rules_agencies._may_name_agency(text):
        assert not rules_agencies._AGENCY.search(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="yYearoOf ./-mx", max_size=30))
def test_old_keys_asked_at_each_y_are_the_search_for_each_key(text: str) -> None:
    from vtt_py.deid import rules_ages as ra

    low = text.lower()
    assert all(key.startswith("y") for key in ra._OLD_KEYS)
    assert ra._has_old_key(low) == any(key in low for key in ra._OLD_KEYS)


def test_match_in_line_matches_as_an_unbounded_match_of_a_one_line_pattern() -> None:
    pattern = regex.compile(r"[ \t]+(?i:from)[ \t]+(\p{L}+)")
    rng = random.Random(5)
    pieces = [" from ", "FROM", "x", "\n", " ", "ward", "\t"]
    for _ in range(300):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        for pos in range(len(text) + 1):
            found = match_in_line(pattern, text, pos)
            plain = pattern.match(text, pos)
            assert (found and found.span()) == (plain and plain.span())


def test_match_in_line_reads_no_further_than_its_line() -> None:
    pattern = _Recording()
    text = "ab by\n" + "x" * 100
    match_in_line(pattern, text, 2)  # type: ignore[arg-type]
    match_in_line(pattern, text, 7)  # type: ignore[arg-type]
    assert pattern.reach == [(2, 5), (7, len(text))]


def test_match_in_line_reads_a_long_line_only_so_far() -> None:
    # One megabyte line: each question reads a few words, not the line's rest.
    pattern = _Recording()
    text = "Fall River MA 02720 " * 1000
    match_in_line(pattern, text, 10)  # type: ignore[arg-type]
    match_in_line(pattern, text, len(text) - 5)  # type: ignore[arg-type]
    assert pattern.reach == [(10, 10 + AFTER_REACH), (len(text) - 5, len(text))]


@pytest.mark.parametrize(
    ("text", "start", "word"),
    [
        ("Lot # 34A7", 4, "lot"),
        ("pt's ex-wife (L.M.)", 14, "ex-wife"),
        ("SON T.J. CALLED", 4, "son"),
        ("(T.J.)", 1, ""),
        ("x" * 40 + " grandson T.J.", 50, "grandson"),
    ],
)
def test_word_before_reads_the_word_ending_at_a_position(
    text: str, start: int, word: str
) -> None:
    assert word_before(text, start) == word
