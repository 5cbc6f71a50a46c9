"""Place shapes the recognisers missed, one mechanism each (all text invented)."""

from __future__ import annotations

from vtt_py.deid.analysis import analyse
from vtt_py.deid.rules_facilities import facility_findings
from vtt_py.deid.rules_place_cues import oriented_places, places_in
from vtt_py.deid.rules_places import find_addresses, find_institutions


def institutions(text: str) -> list[str]:
    return sorted(text[f.start : f.end] for f in find_institutions(text))


def test_two_name_words_between_a_cue_and_an_institution() -> None:
    # Lower-case notes and capitals write a hospital's name with words no
    # name test knows: two of them between "from"/"to" and the name found.
    assert institutions(
        "Resp note: pt recieved from thornbury maya ohio hospital."
    ) == ["thornbury maya ohio hospital"]
    assert institutions("PATIENT PRESENTED TO K MAYA VT MED CENTER ON 3/9.") == [
        "K MAYA VT MED CENTER"
    ]


def test_no_function_word_or_common_word_joins_an_institution() -> None:
    # The farther word must be rare: a pronoun, an article or a common word
    # before the name is no part of it.
    assert institutions("went to see her Quillmoor Clinic today") == [
        "Quillmoor Clinic"
    ]
    assert institutions("SENT TO A NEW MED CENTER") == []
    assert institutions("pt was sent to the big hospital") == []
    assert institutions("came from home nearby Quillmoor Clinic") == [
        "Quillmoor Clinic"
    ]


def _facility(text: str, rule: str) -> list[tuple[str, bool]]:
    found = facility_findings(analyse(text))
    return sorted((text[f.start : f.end], f.strong) for f in found if f.rule == rule)


def test_a_ward_glued_to_its_floor_is_the_ward_named_before() -> None:
    # Once "BURKE 4" is a ward, "BURKE4" in the same note is the same ward.
    text = "WAS TAKEN BACK TO BURKE 4 AFTER CATH. BURKE4 NURSE CALLED, NOW ON BURKE4."
    assert _facility(text, "ward-glued") == [("BURKE", True), ("BURKE", True)]
    text = "transferred back to Reisman 5 after cath. Reisman5 team aware."
    assert _facility(text, "ward-glued") == [("Reisman", True)]


def test_no_glued_ward_without_its_ward_or_inside_a_word() -> None:
    # No ward found with a space first: "Burke4" alone is left to the CRF;
    # the name inside a longer word, or before a longer number, is no ward.
    assert _facility("Burke4 nurse called about K 3.2", "ward-glued") == []
    text = "back to Reisman 5 after cath. McReisman5 and Reisman512 are codes."
    assert _facility(text, "ward-glued") == []


def test_a_ward_after_a_call_out_cue() -> None:
    # An ICU plans a call-out to a ward named by a surname or a rare word.
    assert _facility("c/o to hernandez if continues to be stable", "called-out") == [
        ("hernandez", True)
    ]
    assert _facility("Plan: called out to quillmoor when bed", "called-out") == [
        ("quillmoor", True)
    ]
    assert _facility("CALL OUT TO GARCIA TODAY", "called-out") == [("GARCIA", True)]


def test_no_ward_after_a_call_out_cue_for_services_people_or_words() -> None:
    for line in (
        "will c/o to floor today",
        "pt c/o to the rn of pain",
        "called out to medicine",
        "pt called out to Maria for help",
        "Called out to nursing for assistance",
        "PT CALLED OUT TO RN",
        "c/o to wife about pain",
        "c/o to tele when stable",
    ):
        assert _facility(line, "called-out") == [], line


def test_lower_case_letters_before_a_hospital_unit_name_the_hospital() -> None:
    # GH is growth hormone too, but no hormone has a cath lab.
    assert _facility("to gh cath lab- unsuccessful ptca", "hospital-lower") == [
        ("gh", True)
    ]
    assert _facility("transferred from mh ed for eval", "hospital-lower") == [
        ("mh", True)
    ]


def test_no_hospital_from_letters_with_a_vowel_or_before_a_lab_alone() -> None:
    assert _facility("pt to oh cath lab", "hospital-lower") == []
    assert _facility("sent to gh lab for levels", "hospital-lower") == []
    assert _facility("pt on lmwh ccu protocol", "hospital-lower") == []


def _cued_places(text: str) -> list[str]:
    return sorted(
        text[f.start : f.end] for f in places_in(analyse(text)) if f.rule == "place-cue"
    )


def test_a_capitalised_town_ends_where_small_letters_begin() -> None:
    # "area per report", "apartments": the town written as a name ends first.
    assert _cued_places("Social: Family lives in Quillmoor area per report") == [
        "Quillmoor"
    ]
    assert _cued_places("Lives at Pine Hollow apartments with roommate.") == [
        "Pine Hollow"
    ]


def test_a_town_in_small_letters_or_capitals_keeps_its_words() -> None:
    assert _cued_places("lives in North quillmoor with wife") == ["North quillmoor"]
    assert _cued_places("LIVES IN STOCK BRIDGE WITH WIFE.") == ["STOCK BRIDGE"]


def test_a_residence_cue_does_not_reach_across_a_blank_line() -> None:
    # "lives" ends one paragraph; what follows "in" in the next is no town.
    assert _cued_places("Neuro: pt lives\n\nin north quillmoor per son") == []


def test_a_residence_cue_reaches_the_next_line_of_a_wrapped_report() -> None:
    assert _cued_places("Social: lives\nin north quillmoor with wife") == [
        "north quillmoor"
    ]


def test_a_business_in_a_town() -> None:
    # A social history names the town of the patient's business.
    assert _cued_places("SOCIAL: Has a bakery in Quillmoor. Italian speaking.") == [
        "Quillmoor"
    ]
    assert _cued_places("Owns a restaurant in Marlow Heights with brother.") == [
        "Marlow Heights"
    ]


def test_no_town_after_a_business_word_without_a_name() -> None:
    assert _cued_places("has a salon in town, works part time") == []
    assert _cued_places("Works in a shop in the mornings") == []


def _city_states(text: str) -> list[str]:
    return sorted(
        text[f.start : f.end] for f in find_addresses(text) if f.rule == "city-state"
    )


def test_a_city_with_a_capital_after_its_prefix() -> None:
    assert _city_states("Brother (McAllen, TX) aware of admission.") == [
        "McAllen",
        "TX",
    ]
    assert _city_states("Sister drove up. DeKalb, IL is home.") == ["DeKalb", "IL"]


def test_no_city_from_a_prefixed_surname_before_a_degree() -> None:
    assert _city_states("seen by McDonald, MD on 3/2") == []
    assert _city_states("Dr. DeLuca, PA-C saw pt") == []
    assert _city_states("spoke with McCoy, RN") == []


def test_a_listed_town_of_common_words_in_capitals() -> None:
    # Each word alone is common; the words listed whole are a town.
    assert _cued_places("FOUND DOWN IN HIS HOME IN EAST FALLS BY EMS.") == [
        "EAST FALLS"
    ]
    assert _cued_places("FOUND IN HIS APARTMENT IN JAMAICA PLAIN") == ["JAMAICA PLAIN"]


def test_no_town_from_common_words_in_capitals_unlisted() -> None:
    assert _cued_places("DISCHARGED HOME IN GOOD SPIRITS") == []
    assert _cued_places("TRANSFERRED TO LONG TERM CARE") == []


def test_a_glued_ward_is_sure_when_any_finding_of_its_name_is() -> None:
    # After "on" a ward is weak unless a surname; after "to" a rare word is sure.
    text = "Transferred to Quillmoor 4. Slept on Quillmoor 4. Quillmoor4 RN aware."
    assert _facility(text, "ward-glued") == [("Quillmoor", True)]


def test_a_surname_before_a_cath_lab_or_a_campus_is_a_site() -> None:
    # Hospitals name cath labs and campuses after people.
    assert _facility("to brown cath lab- unsuccessful ptca", "facility-name") == [
        ("brown", True)
    ]
    assert _facility("called out to tele bed on villa campus.", "facility-name") == [
        ("villa", True)
    ]


def test_no_sure_site_from_a_catheter_or_a_campus_adjective() -> None:
    # "foley cath" is a catheter; "main", "east", "peds" describe the site.
    assert _facility("changed to foley cath today", "facility-name") == [
        ("foley", False)
    ]
    for line in ("to main cath lab", "to peds cath lab", "bed on east campus"):
        assert not [f for f in _facility(line, "facility-name") if f[1]], line


def test_a_department_across_a_blank_line_names_no_facility() -> None:
    text = "Plan: d/c to Quillmoor\n\nRehab: PT/OT eval pending"
    assert _facility(text, "facility-name") == []
    # A wrapped line (one break) still joins them.
    assert _facility("went to Smithson\ncath lab", "facility-name") == [
        ("Smithson", False)
    ]


def test_a_listed_town_after_a_hospital_in_capitals() -> None:
    assert _cued_places(
        "PT TRANSFERRED FROM ST ANNES HOSP IN FALL RIVER FOR CATH."
    ) == [
        "FALL RIVER",
        "ST ANNES HOSP",
    ]


def test_a_home_s_kind_in_capitals_is_no_town() -> None:
    assert _cued_places("SOCIAL: LIVES ALONE IN APARTMENT IN NEW BEDFORD.") == [
        "NEW BEDFORD"
    ]
    assert _cued_places("LIVES IN CONDO WITH WIFE") == []


def _oriented(text: str) -> list[str]:
    found = oriented_places(analyse(text))
    return sorted(text[f.start : f.end] for f in found)


def test_where_a_patient_knows_he_is_in_small_letters() -> None:
    assert _oriented("neuro: a+ox3, knows he is at quillmoor and the date.") == [
        "quillmoor"
    ]
    assert _oriented('s: "i know i\'m in marlow and its tuesday"') == ["marlow"]


def test_no_place_where_a_patient_knows_he_is_in_a_state_or_a_unit() -> None:
    for line in (
        "knows she's in the hospital",
        "knows he is at rehab",
        "knows he is in pain",
        "knows she is in icu",
        "knows she is at home",
    ):
        assert _oriented(line) == [], line


def test_a_small_letter_town_ends_before_a_common_word() -> None:
    assert _cued_places("pt lives in worcester w wife. plan: npo") == ["worcester"]
    assert _cued_places("lives in marlow winters, florida summers") == ["marlow"]


def test_a_small_letter_town_listed_whole_keeps_its_common_words() -> None:
    assert _cued_places("lives in fall river with wife") == ["fall river"]
    assert _cued_places("pt resides at pine street inn") == ["pine street inn"]
