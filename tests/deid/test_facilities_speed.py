"""The facility recognisers' shortcuts find what asking every candidate found."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_facilities, rules_hospitals, rules_practices
from vtt_py.deid.analysis import Analysis, analyse
from vtt_py.deid.facility_words import COLONS, CUE_WORDS, CueWords
from vtt_py.deid.kinds import Finding
from vtt_py.deid.word_tests import WORD_TESTS, tokens_among
from vtt_py.lexicons.hospitals import hospital_table

#: Listed names with joiners, possessives, hyphens, line ends and a text's end.
_HOSPITAL_TEXTS = (
    "Seen at Brigham & Women's Hospital in 2019; Cedars-Sinai Medical Center records",
    "PT FROM ST. MARY'S ED, then to Dana-Farber for chemo",
    "f/u with mount auburn\nauburn hospital records; GI: no bleeding",
    "for the pain, no acute distress; plan to go to Beth Israel Deaconess",
    "transferred from Mount Auburn",
    "St . Elizabeth's ; Mass General - Brigham",
    "Dr. Smith at Dr. Dan C. Trigg Memorial; De Paul; de-paul",
)


def _every_name_start(analysis: Analysis) -> list[int]:
    """Every token starting a listed pair, each asked: what the shortcut skips among."""
    pairs = hospital_table().pairs
    return [
        i
        for i in WORD_TESTS.positions(analysis, rules_hospitals._NAME_START)
        if rules_hospitals._pair_listed(analysis, i, pairs)
    ]


@pytest.mark.parametrize("text", _HOSPITAL_TEXTS)
def test_listed_hospitals_as_when_every_name_start_was_asked(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast: list[Finding] = rules_hospitals.find_listed_hospitals(analyse(text))
    monkeypatch.setattr(rules_hospitals, "_pair_starts", _every_name_start)
    assert fast == rules_hospitals.find_listed_hospitals(analyse(text))
    assert fast  # each text names a listed hospital


#: Capitals after a preposition (``the`` between), before a department, after
#: ``PCP @``, after ``F/U``, at a line's start and a text's start and end.
_ACRONYM_TEXTS = (
    "transferred to the XYZ for cath; seen at XYH. PCP @ HVMA",
    "BWH ED then SENT FROM NWH VIA MED FLIGHT\nPCP AT BMC, f/u QRH Milton",
    "F/U HVMA WELLESLEY\nNWH\nto the BIDMC",
    "until XYMC attorneys review; followed by BMC Geriatrics; on LMWH at VAMC",
)


def _every_shaped_token(analysis: Analysis) -> list[int]:
    """Every token ending in H or MC, acronym or not (what the recogniser once took)."""
    return [i for i, w in enumerate(analysis.words) if w.endswith(("H", "MC"))]


@pytest.mark.parametrize("text", _ACRONYM_TEXTS)
def test_hospital_abbreviations_as_from_every_shaped_token(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast = rules_facilities.hospital_abbreviations(analyse(text))
    monkeypatch.setattr(rules_facilities, "_shaped_acronyms", _every_shaped_token)
    assert fast == rules_facilities.hospital_abbreviations(analyse(text))
    assert fast


def _spans(found: list[Finding], text: str) -> list[tuple[str, bool]]:
    return [(text[f.start : f.end], f.strong) for f in found]


def test_facility_acronyms_after_a_preposition_the_or_before_a_department() -> None:
    text = _ACRONYM_TEXTS[0] + "\n" + _ACRONYM_TEXTS[1]
    assert _spans(rules_facilities.facility_acronyms(analyse(text)), text) == [
        ("XYZ", False),
        ("HVMA", True),
        ("BWH", False),
        ("NWH", False),
    ]


def test_acronym_sites_after_a_cue_or_f_u() -> None:
    text = _ACRONYM_TEXTS[1] + "\n" + _ACRONYM_TEXTS[2] + "\nat HVMA Wellesley"
    assert _spans(rules_practices.acronym_sites(analyse(text)), text) == [
        ("QRH Milton", True),
        ("HVMA WELLESLEY", True),
        ("HVMA Wellesley", True),
    ]


def test_cue_words_deal_each_set_the_tokens_among_its_words() -> None:
    cues = CueWords()
    sets = (
        frozenset({"at", "At", ":"}),
        frozenset({":"}),
        frozenset({"Cardiology", "at"}),
        frozenset({"nowhere"}),
    )
    handles = [cues.add(forms) for forms in sets]
    analysis = analyse("Seen at Harrow Cardiology.\nNH: BRAEMOOR; At: home at 3")
    for handle, forms in zip(handles, sets, strict=True):
        assert list(cues.tokens(analysis, handle)) == tokens_among(analysis, forms)
    assert cues.tokens(analysis, handles[-1]) == ()


@pytest.mark.parametrize("text", _HOSPITAL_TEXTS + _ACRONYM_TEXTS)
def test_the_shared_cue_words_find_what_tokens_among_finds(text: str) -> None:
    analysis = analyse(text)
    for forms, handle in (
        (rules_practices._PRACTICE_FIELD_FORMS, rules_practices._PRACTICE_FIELD_CUES),
        (rules_practices._PLAIN_FIELD_FORMS, rules_practices._PLAIN_FIELD_CUES),
        (frozenset(":"), COLONS),
        (rules_facilities._HOSPITAL_NAME_FORMS, rules_facilities._HOSPITAL_NAME_CUES),
    ):
        assert list(CUE_WORDS.tokens(analysis, handle)) == tokens_among(analysis, forms)


#: The prepositions' and abbreviations' letters, capitals, digits, an
#: underscore, a numeric letter ("²") and the spaces the pattern turns on.
_LOWER_ALPHABET = "atofrminhcbwAH2²_ \t\n.'"


def _lower_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in rules_facilities._LOWER_HOSPITAL.finditer(text)]


@pytest.mark.parametrize(
    "text",
    [
        "transferred to bwh, then from nwh ed; cat to bwh; at to bmc",
        "tomc at\tlmwh into xyh inbwh from  abmc 2at bwh _to bwh ²in bwh to\nbwh",
        "at bwh2 at bwh_ to bwhé in mch",
    ],
)
def test_lower_hospitals_at_prepositions_as_finditer(text: str) -> None:
    found = rules_facilities._lower_hospital_tokens(analyse(text))
    assert [m.span() for m in found] == _lower_spans(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=_LOWER_ALPHABET, max_size=60))
def test_lower_hospitals_at_prepositions_on_random_text(text: str) -> None:
    found = rules_facilities._lower_hospital_tokens(analyse(text))
    assert [m.span() for m in found] == _lower_spans(text)
