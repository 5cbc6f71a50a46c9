"""Precision guards: everyday words, eponyms, equipment and scores read as PHI."""

from __future__ import annotations

import pytest

from vtt_py.deid.guards import apply_guards
from vtt_py.deid.merge import Suggestion


def _at(
    text: str, word: str, score: float | None, source: str, family: str
) -> Suggestion:
    """A suggestion of ``family`` on the first ``word`` of ``text``."""
    start = text.index(word)
    label = {"PLACE": "Location", "NAME": "HCPName", "DATE": "Date"}[family]
    return Suggestion(start, start + len(word), label, source, score, family)


def _crf_place(
    text: str, word: str, score: float | None, source: str = "crf"
) -> Suggestion:
    return _at(text, word, score, source, "PLACE")


def _crf_name(
    text: str, word: str, score: float | None, source: str = "crf"
) -> Suggestion:
    return _at(text, word, score, source, "NAME")


def test_a_weak_crf_place_made_of_common_words_is_dropped() -> None:
    text = "He walks with walker at home. Thick golden tan secretions.\n"
    walker = _crf_place(text, "walker", 0.15)
    golden = _crf_place(text, "golden", 0.08)
    assert apply_guards(text, [walker, golden]) == []
    record = "Alb 2.9, Mar 3.0 on the MAR.\n"
    months = [_crf_place(record, "Mar", 0.19), _crf_place(record, "MAR", 0.17)]
    assert apply_guards(record, months) == []


def test_confident_rare_ward_and_rule_places_are_kept() -> None:
    text = (
        "Walks in garden. Sent to Quillmoor today. Plan: to Brown 2 when bed avail.\n"
    )
    confident = _crf_place(text, "garden", 0.6)
    rare = _crf_place(text, "Quillmoor", 0.06)
    ward = _crf_place(text, "Brown", 0.1)
    kept = [confident, rare, ward]
    assert apply_guards(text, kept) == kept
    from_rules = _crf_place(text, "garden", None, source="rules")
    assert apply_guards(text, [from_rules]) == [from_rules]


def test_initials_and_names_of_several_words_are_kept() -> None:
    text = "Transfered to EM for cath. Admitted to Valley View Memorial 12/9.\n"
    initials = _crf_place(text, "EM", 0.11)
    several = _crf_place(text, "Valley View Memorial", 0.15)
    assert apply_guards(text, [initials, several]) == [initials, several]


def test_weak_names_are_not_places() -> None:
    text = "Son Walker called.\n"
    name = Suggestion(4, 10, "RelativeProxyName", "crf", 0.1, "NAME")
    assert apply_guards(text, [name]) == [name]


def test_a_weak_crf_word_starting_a_hyphenated_word_is_dropped() -> None:
    text = "SOCIAL HISTORY: Long-term resident of a nursing home.\n"
    long = Suggestion(16, 20, "Name", "crf", 0.09, "NAME")
    assert apply_guards(text, [long]) == []


def test_names_before_a_hyphen_from_rules_or_sure_or_rare_are_kept() -> None:
    text = "Phone call from son Mark-who states he is Quillmoor-like.\n"
    ruled = Suggestion(20, 24, "Name", "rules", None, "NAME")
    sure = Suggestion(20, 24, "Name", "crf", 0.7, "NAME")
    rare = Suggestion(42, 51, "Name", "crf", 0.1, "NAME")
    kept = [ruled, sure, rare]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "person", "score"),
    [
        ("Negative sonographic Murphy sign.\n", "Murphy", 0.3),
        ('diagnosed with "vasculitis" Wegners syndrome and', "Wegners", 0.3),
        ("Wegener's syndrome, on cytoxan\n", "Wegener", 0.3),
        ("assessed by the Greulich and Pyle method\n", "Greulich", 0.3),
        ("assessed by the Greulich and Pyle method\n", "Pyle", 0.3),
        ("port placed by open Hasson technique\n", "Hasson", 0.3),
        ("Hodgkin lymphoma in remission\n", "Hodgkin", 0.3),
        ("Reed-Sternberg cells on path\n", "Reed-Sternberg", 0.3),
        ("Sacubitril-valsartan was held\n", "Sacubitril", 0.1),  # a drug, glued
    ],
)
def test_weak_crf_names_of_eponyms_and_compounds_are_dropped(
    text: str, person: str, score: float
) -> None:
    start = text.index(person)
    name = Suggestion(start, start + len(person), "Name", "crf", score, "NAME")
    assert apply_guards(text, [name]) == []


def test_a_weak_name_before_cell_is_kept() -> None:
    text = "Daughter Quillmoor cell 617-555-0100\n"  # a phone, not "Hurthle cells"
    name = Suggestion(9, 18, "Name", "crf", 0.3, "NAME")
    assert apply_guards(text, [name]) == [name]


def test_eponym_contexts_keep_rule_and_sure_names() -> None:
    text = "Dr. Quillmoor sign off today. Son Quillmoor test results reviewed.\n"
    ruled = Suggestion(4, 13, "Name", "rules", None, "NAME")
    sure = Suggestion(34, 43, "Name", "crf", 0.8, "NAME")
    assert apply_guards(text, [ruled, sure]) == [ruled, sure]


def test_equipment_words_are_no_phi_however_sure_the_crf_is() -> None:
    text = "Chest X-ray done. Chest X-Ray clear. Ambulates with walker in hall.\n"
    ray = _crf_name(text, "ray", 0.33)
    capital_ray = _crf_name(text, "Ray", 0.33)
    walker = _crf_place(text, "walker", 0.75)
    assert apply_guards(text, [ray, capital_ray, walker]) == []


def test_a_number_after_a_letter_and_a_hyphen_stays() -> None:
    text = "MRN B-123456 on file.\n"
    number = _crf_name(text, "123456", 0.3)
    assert apply_guards(text, [number]) == [number]


def test_a_name_the_rules_found_stays_before_equipment_words() -> None:
    text = "Dr walker aware. Ray called from home.\n"
    kept = [
        _crf_name(text, "walker", None, source="rules"),
        _crf_name(text, "Ray", 0.4),
    ]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Pt with Stevens Johnson syndrome.\n", "Stevens Johnson"),
        ("Jackson Pratt drain with 20cc.\n", "Jackson Pratt"),
        ("Posey vest on overnight.\n", "Posey"),
    ],
)
def test_a_pair_of_names_before_an_eponyms_noun_is_no_person(
    text: str, name: str
) -> None:
    assert apply_guards(text, [_crf_name(text, name, None, source="rules")]) == []


def test_a_hospital_before_its_cath_lab_stays() -> None:
    text = "to brown cath lab for PTCA. R IJ Quinton cath placed.\n"
    hospital = _crf_place(text, "brown", 0.3)
    quinton = _crf_name(text, "Quinton", 0.3)
    assert apply_guards(text, [hospital, quinton]) == [hospital]


def test_a_titled_name_before_an_eponyms_noun_stays() -> None:
    text = (
        "Dr. Jackson drain placed. Mrs Posey vest adjusted. Daughter Ruth tube feeds.\n"
    )
    kept = [
        _crf_name(text, "Jackson", None, source="rules"),
        _crf_name(text, "Posey", None, source="rules"),
        _crf_name(text, "Ruth", None, source="rules"),
    ]
    assert apply_guards(text, kept) == kept


def test_a_weighed_rule_finding_before_an_eponyms_noun_is_dropped() -> None:
    text = "Jackson-Pratt drain to bulb suction.\n"
    weak = _crf_name(text, "Jackson-Pratt", 0.3, source="rules+crf")
    assert apply_guards(text, [weak]) == []


@pytest.mark.parametrize(
    ("text", "name", "source"),
    [
        ("RASS -2. Braden 14. Morse 45.\n", "Braden", "crf"),
        ("Morse: 45, high fall risk\n", "Morse", "rules+crf"),
        ("Gleason 3+4 adenocarcinoma\n", "Gleason", "crf"),
        ("Braden score 16\n", "Braden", "rules"),
        ("Morse fall score 45; bed alarm on\n", "Morse", "crf"),
    ],
)
def test_a_scale_named_after_a_person_is_no_name(
    text: str, name: str, source: str
) -> None:
    assert apply_guards(text, [_crf_name(text, name, 0.5, source)]) == []
    assert apply_guards(text, [_crf_place(text, name, 0.5, source)]) == []


def test_a_titled_name_or_a_ward_of_a_scale_stays() -> None:
    text = "Dr. Morse 2 days ago; Braden called. Sent to Berg 2.\n"
    kept = [
        _crf_name(text, "Morse", None, source="rules"),
        _crf_name(text, "Braden", 0.4),
        _crf_place(text, "Berg", 0.4),
    ]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Hx: DM, HTN, MI 2001, CHF.\n", "MI"),  # an infarction and its year
        ("PMH: CAD s/p CABG, MI 04.\n", "MI"),
        ("Swan: PA 45/20, CO 4.2\n", "PA"),  # pulmonary artery pressures
        ("Swan: PA 45/20, CO 4.2\n", "CO"),  # cardiac output
    ],
)
def test_a_state_code_the_crf_marks_before_a_value_is_dropped(
    text: str, code: str
) -> None:
    assert apply_guards(text, [_crf_place(text, code, 0.6)]) == []


def test_a_state_in_an_address_or_after_a_preposition_stays() -> None:
    text = "Detroit MI 48201-1234. Moved from PA 4 years ago. MI 2001.\n"
    kept = [
        _crf_place(text, "MI", 0.6),  # before its ZIP code
        _crf_place(text, "PA", 0.3),  # after "from"
    ]
    assert apply_guards(text, kept) == kept
    found = _crf_place(text, "MI 2001", None, source="rules")
    ruled = found._replace(end=found.start + 2)  # a rule's state stays
    assert apply_guards(text, [ruled]) == [ruled]


def test_a_state_before_a_zip_code_ending_a_sentence_stays() -> None:
    text = "Lives in Toledo OH 43604. Mail to Erie PA 16501, USA.\n"
    kept = [_crf_place(text, "OH", 0.6), _crf_place(text, "PA", 0.6)]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Echo 6/2023: EF 30%, mod TR.\n", "Echo"),  # a test and its date
        ("Mammogram 3/22 BIRADS 2.\n", "Mammogram"),
        ("was on cytoxin. At PMD 8/5 wbc low\n", "PMD"),
        ("Colonoscopy 2019 with 2 polyps\n", "Colonoscopy"),
    ],
)
def test_a_word_the_crf_barely_reads_as_a_place_before_a_date_is_dropped(
    text: str, word: str
) -> None:
    assert apply_guards(text, [_crf_place(text, word, 0.3)]) == []


def test_a_hospital_before_a_date_after_to_or_sure_or_ruled_stays() -> None:
    text = "ADMITTED TO GH 6/12 C AMI. Quillmoor 3/4 and Lahey Clinic 2019.\n"
    kept = [
        _crf_place(text, "GH", 0.3),  # after a motion's preposition
        _crf_place(text, "Quillmoor", 0.7),  # the CRF is sure enough
        _crf_place(text, "Lahey Clinic", 0.3),  # several words: a name's shape
    ]
    assert apply_guards(text, kept) == kept
    ruled = _crf_place(text, "Quillmoor", None, source="rules")
    assert apply_guards(text, [ruled]) == [ruled]


@pytest.mark.parametrize(
    "text, word",
    [
        ("Pt speaks Creole, son translating.\n", "Creole"),
        ("SPEAKS TIGRINYA ONLY\n", "TIGRINYA"),
        ("Speaking Amharic to family.\n", "Amharic"),
    ],
)
def test_a_language_after_speaks_is_no_place_or_name(text: str, word: str) -> None:
    assert apply_guards(text, [_crf_place(text, word, 0.05)]) == []
    assert apply_guards(text, [_crf_name(text, word, 0.3)]) == []


def test_a_person_spoken_with_or_a_sure_or_ruled_word_after_speaks_stays() -> None:
    text = "Spoke with Okonkwo. Pt speaks Creole.\n"
    okonkwo = _crf_name(text, "Okonkwo", 0.1)
    sure = _crf_place(text, "Creole", 0.8)
    ruled = _crf_place(text, "Creole", None, source="rules")
    assert apply_guards(text, [okonkwo, sure, ruled]) == [okonkwo, sure, ruled]


def test_a_word_the_crf_pulls_into_a_year_after_it_is_no_date() -> None:
    text = "PMH: s/p appy 85, chole 03, Jun 19 and spring 2019.\n"
    chole = _at(text, "chole", 0.53, "crf", "DATE")
    june = _at(text, "Jun", 0.4, "crf", "DATE")
    spring = _at(text, "spring", 0.4, "crf", "DATE")
    ruled = _at(text, "appy", None, "rules", "DATE")
    assert apply_guards(text, [chole, june, spring, ruled]) == [june, spring, ruled]
    # ... or reads the operation as a name there.
    named = _crf_name(text, "chole", 0.38)
    assert apply_guards(text, [named]) == []


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Bell's palsy noted on the left.", "Bell"),
        ("Murphy's sign positive.", "Murphy"),
        ("Parkinson's dz, on sinemet.", "Parkinson"),
    ],
)
def test_a_possessive_eponym_is_no_person_however_sure_the_crf_is(
    text: str, person: str
) -> None:
    assert apply_guards(text, [_crf_name(text, person, 0.74)]) == []


def test_a_titled_possessive_stays_a_person() -> None:
    text = "Dr. Bell's sign-out reviewed; Mr. Bell's disease explained.\n"
    name = _crf_name(text, "Bell", 0.74)
    assert apply_guards(text, [name]) == [name]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Pt in Aspen collar.", "Aspen"),
        ("Pt with Moore boot.", "Moore"),
        ("Jackson-Pratt drain with serosang output.", "Jackson-Pratt"),
        ("Stryker frame ordered.", "Stryker"),
    ],
)
def test_a_one_word_place_before_a_device_is_the_device(text: str, place: str) -> None:
    start = text.index(place)
    ruled = Suggestion(start, start + len(place), "City", "rules", None, "PLACE")
    assert apply_guards(text, [ruled, _crf_place(text, place, 0.62)]) == []


def test_a_one_word_place_before_a_signs_noun_is_the_eponym_unless_listed() -> None:
    text = "tender at McBurney point; lives in Quincy Point\n"
    eponym = _crf_place(text, "McBurney", 0.62)
    town = _crf_place(text, "Quincy", 0.62)
    assert apply_guards(text, [eponym, town]) == [town]


def test_a_hospital_before_its_cath_lab_or_a_named_place_stays() -> None:
    text = "to Brown cath lab; from Boston Medical Center drain clinic\n"
    brown = _crf_place(text, "Brown", 0.6)
    center = _crf_place(text, "Boston Medical Center", 0.9)
    assert apply_guards(text, [brown, center]) == [brown, center]


def _crf_date(text: str, word: str, score: float) -> Suggestion:
    start = text.index(word)
    return Suggestion(start, start + len(word), "Date", "crf", score, "DATE")


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("May need intubation.", "May"),
        ("Meds per MAR.", "MAR"),
        ("Dec BS bilat", "Dec"),
    ],
)
def test_a_lone_month_that_is_a_word_is_no_date(text: str, month: str) -> None:
    assert apply_guards(text, [_crf_date(text, month, 0.06)]) == []


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("Seen in May by cardiology", "May"),
        ("Dec 3 labs", "Dec"),
        ("since March", "March"),
        ("Mar '19 colonoscopy", "Mar"),
    ],
)
def test_a_month_with_a_day_or_a_preposition_stays(text: str, month: str) -> None:
    date = _crf_date(text, month, 0.06)
    assert apply_guards(text, [date]) == [date]


def test_a_credential_the_crf_barely_reads_as_a_name_is_no_name() -> None:
    text = "Attending: LINDQVIST, ASTRID MD\nJohn Smith Jr signed\n"
    md = _crf_name(text, "MD", 0.09)
    junior = _crf_name(text, "Jr", 0.09)  # part of the name
    assert apply_guards(text, [md, junior]) == [junior]


def test_a_title_alone_is_no_name_however_sure_the_crf_is() -> None:
    text = "Guardian: Atty. Lucille Ferraro\n"
    assert apply_guards(text, [_crf_name(text, "Atty", 0.6)]) == []
