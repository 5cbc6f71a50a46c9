"""Hospitals the public US list names, with or without ``Hospital`` or ``ED`` after them."""

from __future__ import annotations

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import HOSPITAL
from vtt_py.deid.pipeline import rule_findings
from vtt_py.deid.rules import resolve
from vtt_py.deid.rules_hospitals import RULE, find_listed_hospitals


def _found(text: str) -> list[tuple[str, bool]]:
    return [
        (text[f.start : f.end], f.strong) for f in find_listed_hospitals(analyse(text))
    ]


def test_a_listed_name_alone_is_a_weak_finding() -> None:
    assert _found("pt says mount auburn has her records") == [("mount auburn", False)]


def test_head_words_after_the_name_join_it_and_make_it_sure() -> None:
    text = "Seen at Brigham & Women's Hospital in 2019; Cedars-Sinai Medical Center records"
    assert _found(text) == [
        ("Brigham & Women's Hospital", True),
        ("Cedars-Sinai Medical Center", True),
    ]


def test_a_transfer_cue_before_the_name_makes_it_sure() -> None:
    assert _found("Outside films from Brigham and Women's reviewed") == [
        ("Brigham and Women's", True)
    ]
    assert _found("lives in Mountain View now") == [("Mountain View", False)]


def test_the_sure_listed_name_wins_over_a_cue_rules_shorter_span() -> None:
    text = "Outside films from Brigham and Women's reviewed"
    spans = [
        (text[f.start : f.end], f.strong) for f in resolve(rule_findings(analyse(text)))
    ]
    assert ("Brigham and Women's", True) in spans


def test_a_department_after_the_name_makes_it_sure_without_joining_it() -> None:
    assert _found("PT FROM GEISINGER WYOMING VALLEY ED FOR CATH") == [
        ("GEISINGER WYOMING VALLEY", True)
    ]


def test_a_possessive_matches_the_name_listed_without_it() -> None:
    # CMS lists "ST JUDE MEDICAL CENTER"; notes write "St. Jude's Hospital".
    assert _found("born at St. Jude's Hospital") == [("St. Jude's Hospital", True)]


def test_saint_mount_and_fort_are_found_written_either_way() -> None:
    # CMS lists Mount Auburn Hospital; notes write Mt, Mt. or Mount.
    assert _found("Pt was at Mt Auburn last week; records from Mt. Auburn") == [
        ("Mt Auburn", True),
        ("Mt. Auburn", True),
    ]
    assert _found("seen at mount sinai") == [("mount sinai", True)]


def test_the_longest_listed_name_wins() -> None:
    # "beth israel" is listed too.
    assert _found("Beth Israel Deaconess records reviewed") == [
        ("Beth Israel Deaconess", True)
    ]


def test_no_name_across_lines_initials_or_single_words() -> None:
    assert _found("baystate\nnoble") == []
    assert _found("s/p R MCA stroke, P R interval normal") == []
    assert _found("pt went to Tufts for a second opinion") == []


def test_the_pipeline_keeps_the_listed_hospital_as_a_rule_finding() -> None:
    text = "PT FROM GEISINGER WYOMING VALLEY ED FOR CATH"
    found = [f for f in rule_findings(analyse(text)) if f.rule == RULE]
    assert [(text[f.start : f.end], f.kind, f.strong) for f in found] == [
        ("GEISINGER WYOMING VALLEY", HOSPITAL, True)
    ]


def test_a_listed_names_first_two_words_hyphened_are_the_hospital() -> None:
    # CMS lists "Dana Farber Cancer"; notes write "Dana-Farber".
    assert _found("Pt is followed at Dana-Farber for lymphoma") == [
        ("Dana-Farber", True)
    ]
    assert _found("f/u Dana-Farber next week") == [("Dana-Farber", False)]
    # Apart, or joined to a surname, the words are no hospital's.
    assert _found("Dana Farber is her name") == []
    assert _found("Smith-Jones is her name") == []


def test_a_state_after_a_listed_name_makes_it_a_town_not_a_sure_hospital() -> None:
    assert _found("From Wilkes-Barre, PA.") == [("Wilkes-Barre", False)]
    assert _found("WENT TO HOLY CROSS OR HOME") == [("HOLY CROSS", True)]


def test_a_sure_listed_hospital_wins_over_a_first_name_and_surname() -> None:
    # "Beth" is a first name and "Israel" a surname; after "to", a hospital.
    text = "Taken to Beth Israel by ambulance."
    kinds = [
        (text[f.start : f.end], f.kind) for f in resolve(rule_findings(analyse(text)))
    ]
    assert kinds == [("Beth Israel", HOSPITAL)]


def test_a_long_listed_name_with_a_rare_word_is_sure_anywhere() -> None:
    # No cue: "Beth Israel" would otherwise be a first name and a surname.
    text = "Pt's PCP: Dr Fitzgerald, Beth Israel Deaconess."
    assert ("Beth Israel Deaconess", True) in _found(text)
    kinds = [
        (text[f.start : f.end], f.kind) for f in resolve(rule_findings(analyse(text)))
    ]
    assert ("Beth Israel Deaconess", HOSPITAL) in kinds
    # A town's name, or common words only, stay weak without a cue.
    assert _found("moved to Florida, not West Palm Beach") == [
        ("West Palm Beach", False)
    ]


def test_a_state_or_country_listed_as_a_name_is_not_sure_after_a_cue() -> None:
    # "New Hampshire" starts a listed hospital's name; alone it is the state.
    assert _found("Travelled to New Hampshire last weekend.") == [
        ("New Hampshire", False)
    ]


def test_a_large_town_or_a_state_before_childrens_is_a_hospital() -> None:
    assert _found("Hx of care at Boston Children's for VSD") == [
        ("Boston Children's", True)
    ]
    assert _found("Followed at Cincinnati Childrens since birth.") == [
        ("Cincinnati Childrens", True)
    ]
    assert _found("Her children's school called.") == []
    assert _found("Took the Children's Tylenol") == []


def test_childrens_alone_after_to_from_or_at_is_a_hospital() -> None:
    # The short name a children's hospital goes by, with nothing after it
    # but a stop word, punctuation or the line's end.
    assert _found("Baby was followed at Children's for a VSD repair.") == [
        ("Children's", True)
    ]
    assert _found("PT WAS TRANSFERRED FROM CHILDREN'S AT AGE 18.") == [
        ("CHILDREN'S", True)
    ]
    assert _found("Son is an RN at Children's, very involved.") == [
        ("Children's", True)
    ]
    assert _found("went to Childrens last year") == [("Childrens", True)]


def test_childrens_before_a_noun_or_without_a_cue_is_no_hospital() -> None:
    assert _found("Brought Children's books from home.") == []
    assert _found("Gave children's tylenol at home.") == []
    assert _found("Children's Tylenol given at 2 am.") == []
