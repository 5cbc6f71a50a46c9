"""Precision guards: everyday words, eponyms, equipment and scores read as PHI."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

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
        ("Pt fitted with Denis Browne splint.\n", "Denis Browne"),
        ("Infant in Denis Browne bar at night.\n", "Denis Browne"),
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


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Bristol stool type 6 x2.\n", "Bristol"),
        ("Richmond agitation scale -1.\n", "Richmond"),
        ("RICHMOND AGITATION SCALE -1\n", "RICHMOND"),
        ("Clark level IV melanoma.\n", "Clark"),
        ("Hunt and Hess grade 2 SAH.\n", "Hunt"),
        ("Hoehn and Yahr stage 3.\n", "Hoehn"),
        ("Child-Pugh class B.\n", "Pugh"),
        ("Allen test positive on L.\n", "Allen"),
        ("Wells score 4.\n", "Wells"),
        ("Berg balance 40/56.\n", "Berg"),
        # after a preposition too: a ward has a number, not a level
        ("Pt at Rancho level IV, needs redirection.\n", "Rancho"),
    ],
)
def test_a_scale_whose_name_is_an_everyday_name_is_no_name_before_its_noun(
    text: str, name: str
) -> None:
    # However sure the CRF is: the scale's noun after the name says what it is.
    assert apply_guards(text, [_crf_name(text, name, 0.8)]) == []
    assert apply_guards(text, [_crf_place(text, name, 0.8)]) == []


def test_a_scales_everyday_name_stays_a_person_or_a_place_without_the_noun() -> None:
    text = "Son Allen 2 days ago. Wife Clark here. Moved to Richmond in 2001.\n"
    kept = [
        _crf_name(text, "Allen", 0.8),
        _crf_name(text, "Clark", 0.4),
        _crf_place(text, "Richmond", 0.4),
    ]
    assert apply_guards(text, kept) == kept
    titled = "Seen by Dr. Wells, score 4 on exam.\n"
    assert apply_guards(titled, [_crf_name(titled, "Wells", 0.8)]) != []
    named = "Dr. Allen test results pending.\n"
    assert apply_guards(named, [_crf_name(named, "Allen", 0.8)]) != []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Salter-Harris II fx of radius.\n", "Salter-Harris"),
        ("Marcus Gunn pupil.\n", "Marcus Gunn"),
    ],
)
def test_a_listed_pair_of_names_before_a_fracture_or_a_pupil_is_an_eponym(
    text: str, name: str
) -> None:
    assert apply_guards(text, [_crf_name(text, name, None, source="rules")]) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Neuro: NIHSS 4, Hunt-Hess 2, mRS 1.\n", "Hunt-Hess"),
        ("Cirrhosis, Child-Pugh C.\n", "Child-Pugh"),
        ("Newborn: Apgars 8/9, Ballard 38 wks.\n", "Ballard"),
    ],
)
def test_a_scale_named_by_a_pair_or_a_newborns_scale_is_no_name(
    text: str, name: str
) -> None:
    assert apply_guards(text, [_crf_place(text, name, 0.86)]) == []


def test_a_pair_named_like_a_scale_stays_without_a_value() -> None:
    text = "Spoke with Hunt-Hess family today.\n"
    kept = [_crf_name(text, "Hunt-Hess", 0.6)]
    assert apply_guards(text, kept) == kept


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
        ("Echo 3 Oct 2019 showed EF 30%.\n", "Echo"),
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


def test_a_language_after_an_interpreters_cue_is_no_name() -> None:
    text = "Interpreter (Haitian Creole) used. Translator: Portuguese.\n"
    creole = _crf_name(text, "Haitian Creole", 0.1)
    portuguese = _crf_place(text, "Portuguese", 0.2)
    assert apply_guards(text, [creole, portuguese]) == []
    person = "Interpreter (Haitian Lopez) used.\n"  # not every word a language
    kept = [_crf_name(person, "Haitian Lopez", 0.1)]
    assert apply_guards(person, kept) == kept


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
        ("Head of bed in Fowler's position.", "Fowler"),
        ("Pt with Baker's cyst L knee.", "Baker"),
        ("Pt with Ludwig's angina, ENT following.", "Ludwig"),
        ("Pt with Hunter's canal block, sensation intact.", "Hunter"),
        ("Bartholin's gland cyst drained.", "Bartholin"),
        ("Pt with Meckel's diverticulum.", "Meckel"),
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
        ("Pt in Miami J collar.", "Miami"),
        # a study's, a scale's or a maker's town
        ("Framingham risk score 12%.", "Framingham"),
        ("Cytology reported in Bethesda category III.", "Bethesda"),
        ("Mod assist to Bethesda chair.", "Bethesda"),
        # the thing's noun in small letters taken in with the place
        ("Soak in Epsom salts bid.", "Epsom salts"),
    ],
)
def test_a_one_word_place_before_a_device_is_the_device(text: str, place: str) -> None:
    start = text.index(place)
    ruled = Suggestion(start, start + len(place), "City", "rules", None, "PLACE")
    assert apply_guards(text, [ruled, _crf_place(text, place, 0.62)]) == []


def test_a_place_and_a_word_after_it_that_is_no_thing_stays() -> None:
    text = "pt from salem mass for rehab\n"
    town = _crf_place(text, "salem mass", 0.33)
    assert apply_guards(text, [town]) == [town]


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


def test_a_care_role_alone_is_no_name() -> None:
    text = "Per EMS (Natick Fire, medic Sullivan) pt found on floor\n"
    medic = _crf_name(text, "medic", 0.07)
    sullivan = _crf_name(text, "Sullivan", 0.9)
    assert apply_guards(text, [medic, sullivan]) == [sullivan]


def test_a_title_alone_is_no_name_however_sure_the_crf_is() -> None:
    text = "Guardian: Atty. Lucille Ferraro\n"
    assert apply_guards(text, [_crf_name(text, "Atty", 0.6)]) == []


def test_a_name_ending_with_a_stage_before_its_value_is_no_name() -> None:
    text = "SKIN: SACRAL DECUB STAGE III. Henry Ford II visited.\n"
    stage = _crf_name(text, "DECUB STAGE", None, source="rules")
    ford = _crf_name(text, "Henry Ford", None, source="rules")
    assert apply_guards(text, [stage, ford]) == [ford]


@pytest.mark.parametrize(
    ("text", "name", "score", "source"),
    [
        ("Hunt Hess grade 3 SAH, Fisher grade 4.\n", "Fisher", 0.74, "crf"),
        ("CHADS2 2. Wells score 4.5 today.\n", "Wells", 0.77, "crf"),
        ("Spetzler-Martin grade II AVM\n", "Martin", 0.57, "crf"),
        ("Hunt Hess grade 3 SAH\n", "Hunt Hess", None, "rules"),
        ("Child-Pugh Class B. Forrest Class IIb ulcer.\n", "B. Forrest", None, "rules"),
        ("Modic type 2 endplate changes\n", "Modic", 0.15, "crf"),
        ("Gustilo type IIIA open fracture\n", "Gustilo", 0.27, "crf"),
        (
            "Salter Harris II fracture of distal radius\n",
            "Salter Harris",
            None,
            "rules",
        ),
        ("Buck's traction applied, 5 lb.\n", "Buck", 0.23, "crf"),
        ("Lachman negative. McMurray negative.\n", "McMurray", 0.35, "crf"),
        ("Lipid panel, A1c. Holter monitor 30 days.\n", "c. Holter", 0.4, "crf"),
        ("Babinski upgoing. Romberg not tested.\n", "Romberg", 0.18, "crf"),
    ],
)
def test_a_graded_or_tested_eponym_is_no_person(
    text: str, name: str, score: float | None, source: str
) -> None:
    assert apply_guards(text, [_crf_name(text, name, score, source)]) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Crohn disease on Humira. Barrett esophagus on PPI.\n", "Barrett"),
        ("Guillain-Barre in 2012. Bell palsy 2018.\n", "Bell"),
        ("Lewy body. Huntington chorea in family.\n", "Huntington"),
        ("Pt with Austin Flint murmur.\n", "Austin Flint"),
        ("Pt with Cheyne-Stokes respirations overnight.\n", "Stokes"),
        ("Pt with Brooke ileostomy.\n", "Brooke"),
        ("Pt had Nissen fundoplication.\n", "Nissen"),
        ("Pt with Osgood-Schlatter disease.\n", "Osgood"),
        ("Pt with Arnold-Chiari malformation.\n", "Arnold"),
        ("Pt with Henoch-Schonlein purpura.\n", "Henoch"),
        ("Pt with Mallory-Weiss tear.\n", "Mallory-Weiss"),
        ("Pt is on a Baker Act hold.\n", "Baker"),
    ],
)
def test_a_name_before_a_disease_is_the_eponym_however_sure(
    text: str, name: str
) -> None:
    assert apply_guards(text, [_crf_name(text, name, 0.8)]) == []
    assert apply_guards(text, [_crf_place(text, name, 0.2)]) == []


@pytest.mark.parametrize(
    ("text", "name", "score", "source"),
    [
        ("Exercise stress test per Bruce protocol, 9 min.\n", "Bruce", None, "rules"),
        ("Stress test with Naughton protocol.\n", "Naughton", 0.11, "crf"),
        ("Pt with Kerley B lines on CXR.\n", "Kerley", 0.34, "crf"),
        ("Janeway lesions and Osler nodes noted.\n", "Janeway", 0.08, "crf"),
    ],
)
def test_a_protocols_or_a_signs_eponym_is_no_person(
    text: str, name: str, score: float | None, source: str
) -> None:
    assert apply_guards(text, [_crf_name(text, name, score, source)]) == []


def test_a_titled_name_before_a_protocol_stays() -> None:
    text = "Spoke to Dr. Bruce protocol questions.\n"
    kept = [_crf_name(text, "Bruce", None, source="rules")]
    assert apply_guards(text, kept) == kept


def test_a_titled_name_before_a_grade_stays() -> None:
    text = "Dr. Fisher grade 4 student; Dr Hunt Hess grade 3; Mr Bell disease.\n"
    kept = [
        _crf_name(text, "Fisher", 0.74),
        _crf_name(text, "Hunt Hess", None, source="rules"),
        _crf_name(text, "Bell", 0.8),
    ]
    assert apply_guards(text, kept) == kept


def test_a_scale_joined_to_a_unit_before_it_or_before_a_numeral_is_no_name() -> None:
    text = "6MWT 220 m. Tinetti 19/28. NYHA III. Killip II.\n"
    tinetti = _crf_name(text, "m. Tinetti", 0.16)
    killip = _crf_name(text, "Killip", 0.05)
    assert apply_guards(text, [tinetti, killip]) == []


def test_a_person_named_like_a_scale_with_a_first_name_stays() -> None:
    text = "Kathy Morse 2 days ago. J. Braden 3 times.\n"
    kept = [_crf_name(text, "Kathy Morse", 0.4), _crf_name(text, "J. Braden", 0.4)]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Acapella and flutter valve. Duonebs q4h.\n", "Duonebs"),
        ("Santyl to heel eschar. Xeroform and Kerlix to donor site.\n", "Xeroform"),
        ("Medtronic pacer interrogated. Zoll pads on. LifeVest.\n", "Zoll"),
        ("Medtronic pacer interrogated. Zoll pads on. LifeVest.\n", "LifeVest"),
        ("# CHF: Euvolemic on exam.\n", "Euvolemic"),
        ("removed from the liver bed with Bovie electrocautery\n", "Bovie"),
    ],
)
def test_a_weak_crf_drug_device_or_medical_term_is_no_phi(text: str, word: str) -> None:
    assert apply_guards(text, [_crf_name(text, word, 0.12)]) == []
    assert apply_guards(text, [_crf_place(text, word, 0.12)]) == []


def test_a_weak_crf_name_that_is_a_clinical_abbreviation_is_no_phi() -> None:
    text = "dopa, levo, epi/atropine/amio(NSVT). stent to LAD\n"
    assert apply_guards(text, [_crf_name(text, "NSVT", 0.05)]) == []


def test_a_drug_many_bear_as_a_name_a_titled_or_sure_one_stays() -> None:
    text = "Cousin Camila visiting. Dr. Bovie aware. Zoll pads on.\n"
    kept = [
        _crf_name(text, "Camila", 0.1),  # a drug's name, and a common first name
        _crf_name(text, "Bovie", 0.1),
        _crf_name(text, "Zoll", 0.6),
    ]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Coumadin 5 mg Mon/Wed/Fri, 2.5 mg other days\n", "Fri"),
        ("Denies AH/VH. Insight fair.\n", "VH"),
        ("Drips: Levo 12/Vaso .04/Epi 2\n", "Vaso"),
    ],
)
def test_a_weak_name_slashed_to_a_schedule_or_a_medical_word_is_dropped(
    text: str, word: str
) -> None:
    assert apply_guards(text, [_crf_name(text, word, 0.08)]) == []


def test_initials_slashed_to_initials_stay() -> None:
    text = "Dictated by JS/mk 12:04\n"
    initials = _crf_name(text, "JS", 0.1)
    assert apply_guards(text, [initials]) == [initials]


def test_a_weak_name_after_an_article_is_a_thing() -> None:
    text = "ET tube 4 cm above the carina. Lives near the Bronx.\n"
    carina = _crf_name(text, "carina", 0.12)
    bronx = _crf_place(text, "Bronx", 0.12)
    assert apply_guards(text, [carina, bronx]) == [bronx]


def _date(text: str, word: str, score: float | None, source: str = "crf") -> Suggestion:
    return _at(text, word, score, source, "DATE")


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Meds @ 2000. Temp 101.2 @ 2010. Dose due 2015 hrs.\n", "2010"),
        ("Dose due 2015 hrs.\n", "2015"),
        ("Turned at 1930 and 2200.\n", "1930"),
    ],
)
def test_a_clock_time_is_no_year(text: str, number: str) -> None:
    assert apply_guards(text, [_date(text, number, 0.2, "rules+crf")]) == []
    assert apply_guards(text, [_date(text, number, None, "rules")]) == []


def test_a_crfs_year_beside_clock_times_is_a_time_but_a_rules_stays() -> None:
    text = "Temps 1800 37.2, 2000 38.4, 2200 38.9.\n"
    assert apply_guards(text, [_date(text, "2000", 0.2, "rules+crf")]) == []
    cued = "Pt had MI in 1998, at 2300 c/o CP\n"
    year = _date(cued, "1998", None, "rules")
    assert apply_guards(cued, [year]) == [year]


def test_years_without_a_clock_beside_stay() -> None:
    text = "Born in 1948, retired in 2010. MI 2015 and CABG 2016.\nShift 0700-1900.\n"
    kept = [_date(text, y, None, "rules") for y in ("1948", "2010", "2015", "2016")]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("GCS 3/15. Pupils 3mm.\n", "3/15"),
        ("MMSE 24/30. PHQ-9 12/27.\n", "12/27"),
        ("Motor: LUE 2/5, LLE 3/5.\n", "2/5"),
        ("Motor: LUE 2/5, LLE 3/5.\n", "3/5"),
        ("Pain 8/10 on arrival\n", "8/10"),
        ("Edmonton symptom scale 4/10.\n", "4/10"),
        ("Meets sepsis criteria; SIRS 3/4.\n", "3/4"),
        ("qSOFA 2/3 on arrival.\n", "2/3"),
        ("Katz ADL 4/6.\n", "4/6"),
    ],
)
def test_a_score_over_its_maximum_is_no_date(text: str, pair: str) -> None:
    assert apply_guards(text, [_date(text, pair, 0.8)]) == []


def test_a_dated_test_or_admission_stays() -> None:
    text = "CXR 3/15 clear. Admitted 2/5 with pain.\n"
    kept = [_date(text, "3/15", None, "rules"), _date(text, "2/5", 0.8)]
    assert apply_guards(text, kept) == kept


def test_a_weak_crf_name_of_an_everyday_word_is_dropped() -> None:
    text = "Council on Aging contacted. Hope called. Mr. House aware.\n"
    council = _crf_name(text, "Council", 0.08)
    hope = _crf_name(text, "Hope", 0.08)  # a name often enough
    house = _crf_name(text, "House", 0.08)  # titled
    assert apply_guards(text, [council, hope, house]) == [hope, house]


def test_a_word_before_a_dose_is_a_drug_or_a_feed() -> None:
    text = "Protein supplement (Juven BID). Nepro 240 mL TID.\n"
    juven = _crf_name(text, "Juven", 0.42)
    nepro = _crf_place(text, "Nepro", 0.3)
    assert apply_guards(text, [juven, nepro]) == []


def test_a_name_before_a_number_without_a_unit_stays() -> None:
    text = "Son Quillmoor 2 days ago. Dr. Juven BID rounds. Visits with Ruth daily.\n"
    names = ("Quillmoor", "Juven", "Ruth")
    kept = [_crf_name(text, name, 0.3) for name in names]
    assert apply_guards(text, kept) == kept


def test_a_care_setting_by_its_initials_is_no_place() -> None:
    text = "tPA given, then taken to IR for thrombectomy. Back to PACU.\n"
    ir = _crf_place(text, "IR", 0.07)
    pacu = _crf_place(text, "PACU", 0.3)
    ruled = _crf_place(text, "IR", None, source="rules")
    assert apply_guards(text, [ir, pacu, ruled]) == [ruled]


def test_letters_glued_to_digits_are_a_score() -> None:
    text = "ABCD2 score 5. CHA2DS2-VASc 4.\n"
    pieces = [_crf_place(text, w, 0.1) for w in ("CHA", "DS", "VASc")]
    assert apply_guards(text, pieces) == []


def test_a_call_bell_is_no_name_but_a_doctor_bell_is() -> None:
    text = "call bell in reach. discussed with dr. bell\n"
    call = _crf_name(text, "bell", 0.19)
    doctor = _at(text, "dr. bell", None, "rules", "NAME")
    doctor = doctor._replace(start=doctor.start + 4)
    assert apply_guards(text, [call, doctor]) == [doctor]


def test_a_month_after_per_is_the_record_whoever_marked_it() -> None:
    text = "MEDS GIVEN PER MAR. SEEN IN MAR.\n"
    record = _date(text, "MAR.", None, "rules")
    month = _date(text, "MAR.", None, "rules")
    month = month._replace(start=text.rindex("MAR."), end=text.rindex("MAR.") + 4)
    assert apply_guards(text, [record, month]) == [month]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Pt attends Day Program, goes to Church on Sundays.\n", "Day Program"),
        ("Pt attends Day Program, goes to Church on Sundays.\n", "Church"),
        ("Goes to the Senior Center for meals.\n", "Senior Center"),
        ("Discharged to Skilled Nursing Facility.\n", "Skilled"),
        ("Transfer to Long Term Acute Care.\n", "Long Term Acute"),
        ("Followed by Cardiology Clinic and Pain Clinic.\n", "Cardiology Clinic"),
        ("Previously incarcerated at County Jail.\n", "County Jail"),
    ],
)
def test_a_place_of_generic_setting_words_is_no_place(text: str, place: str) -> None:
    assert apply_guards(text, [_crf_place(text, place, 0.4)]) == []
    assert apply_guards(text, [_crf_place(text, place, None, source="rules")]) == []


def test_a_setting_with_a_name_stays() -> None:
    text = (
        "Resident of Lake View Nursing Home, seen at Mercy Hospital, "
        "then Children's Hospital and General Hospital.\n"
    )
    kept = [
        _crf_place(text, w, None, source="rules")
        for w in (
            "Lake View Nursing Home",
            "Mercy Hospital",
            "Children's Hospital",
            "General Hospital",
        )
    ]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "word", "score"),
    [
        ("A 19 Fr Blake drain was left in the pelvis.\n", "Blake", 0.67),
        ("Attends AA meetings at St. Mark's church.\n", "Mark", 0.07),
    ],
)
def test_a_crf_name_before_a_device_or_after_a_saints_title_is_no_person(
    text: str, word: str, score: float
) -> None:
    assert apply_guards(text, [_crf_name(text, word, score)]) == []


def test_a_titled_name_before_a_device_and_a_sure_one_after_st_stay() -> None:
    text = "Son Blake drain care taught. Dr. St. Clair aware.\n"
    kept = [_crf_name(text, "Blake", 0.67), _crf_name(text, "Clair", 0.8)]
    assert apply_guards(text, kept) == kept


def _rule_date(
    text: str, number: str, source: str = "rules", score: float | None = None
) -> Suggestion:
    return _at(text, number, score, source, "DATE")


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("RESP: CHANGED TO PSV 10/5 AT 0400 FOR RR 30S.\n", "10/5"),
        ("BIPAP 12/6 PRIOR TO INTUBATION PER REPORT.\n", "12/6"),
        ("cpap with ps 5/5, fio2 0.35.\n", "5/5"),
        ("resp: psv 10/5 -> 8/5 at 0200, tol.\n", "8/5"),
        ("CHANGED TO PS 15/5 AT 0800. DECREASED TO 12/5 AT 1000, THEN 10/5.\n", "10/5"),
        ("ABG 7.42/38/112 ON 5/5.\n", "5/5"),
        ("Back on 10/5 40% for the night.\n", "10/5"),
    ],
)
def test_a_ventilators_setting_is_no_date(text: str, pair: str) -> None:
    assert apply_guards(text, [_rule_date(text, pair)]) == []


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("Resp: on AC since 3/7, no change.\n", "3/7"),
        ("BiPAP started 2/28 at home for OSA.\n", "2/28"),
        ("Extubated 3/12, on 2L NC, fio2 weaned.\n", "3/12"),
        ("ABG 7.34/45/80. Transferred to floor on 1/2.\n", "1/2"),
        ("Vent day 6. Seen on 5/5 by ID.\n", "5/5"),
        ("Admitted 12/25 on CPAP.\n", "12/25"),
    ],
)
def test_a_date_near_a_ventilator_stays(text: str, pair: str) -> None:
    date = _rule_date(text, pair)
    assert apply_guards(text, [date]) == [date]


def test_a_weak_word_opening_a_sentence_before_a_noun_is_no_name() -> None:
    text = "Rose colored urine. Long discussion with family. Faith based support.\n"
    words = [_crf_name(text, w, 0.09) for w in ("Rose", "Long", "Faith")]
    assert apply_guards(text, words) == []
    people = "Pt resting. Rose called at 1400. Faith visited today.\n"
    named = [_crf_name(people, w, 0.09) for w in ("Rose", "Faith")]
    assert apply_guards(people, named) == named
    inside = (
        "Spoke with Faith based on her wishes.\n"  # no sentence's start: left alone
    )
    faith = _crf_name(inside, "Faith", 0.09)
    assert apply_guards(inside, [faith]) == [faith]


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("WT 2012 GMS (NICU).\n", "2012"),
        ("TOTAL IN 2010, OUT 1950. NET +60.\n", "2010"),
        ("TOTAL IN 2010, OUT 1950. NET +60.\n", "1950"),
        ("uo 2000 for 24h.\n", "2000"),
    ],
)
def test_an_amount_is_no_year(text: str, number: str) -> None:
    assert apply_guards(text, [_rule_date(text, number)]) == []


def test_a_year_stays_in_a_history() -> None:
    text = "PMH: MI in 2010, CABG 2012. Out of work since 2019.\n"
    years = [_rule_date(text, y) for y in ("2010", "2012", "2019")]
    assert apply_guards(text, years) == years


def test_a_year_opening_a_line_among_clock_times_is_a_time() -> None:
    text = "1900 VS stable.\n2200: K 3.3.\n0600 FS 142.\n2015 PT RESTING.\n"
    assert apply_guards(text, [_rule_date(text, "2015", "crf", 0.21)]) == []
    history = "1995 - appendectomy\n2003 - cholecystectomy\n2015 - CABG\n"
    year = _rule_date(history, "2015", "crf", 0.21)
    assert apply_guards(history, [year]) == [year]


def test_a_care_roles_initials_are_no_place() -> None:
    text = "Page sent to HO at 0200. Lives in MD with son.\n"
    ho = _at(text, "HO", None, "rules", "PLACE")
    md = _at(text, "MD", None, "rules", "PLACE")
    assert apply_guards(text, [ho, md]) == [md]


def test_a_scale_or_a_record_after_per_is_no_name() -> None:
    text = "insulin per riss, fs 160-210. lasix per Feldstein. ok per Mark.\n"
    riss = _at(text, "riss", None, "rules", "NAME")
    feldstein = _at(text, "Feldstein", None, "rules", "NAME")
    mark = _at(text, "Mark", None, "rules", "NAME")
    assert apply_guards(text, [riss, feldstein, mark]) == [feldstein, mark]


def test_function_words_are_no_name_nor_place() -> None:
    text = "Wife And Son In, Updated. Son Will Visit In Am. Moved To In From Oh.\n"
    son_in = _at(text, "In", None, "rules", "NAME")
    am = _at(text, "Am", None, "rules", "PLACE")
    will = _at(text, "Will", None, "rules", "NAME")
    state = Suggestion(
        text.index("To In") + 3,
        text.index("To In") + 5,
        "State",
        "rules",
        None,
        "PLACE",
    )
    assert apply_guards(text, [son_in, will, am, state]) == [will, state]


def test_a_weak_crf_name_that_is_a_misspelt_word_is_no_person() -> None:
    text = "RASH HAD SPREAD TO TRUNCK AND BACK.\n"
    assert apply_guards(text, [_crf_name(text, "TRUNCK", 0.05)]) == []


@pytest.mark.parametrize(
    ("text", "word", "make"),
    [
        ("admitted in spring 2017 for chf", "spring", _crf_place),
        ("Seen in early Spring for a cough", "Spring", _crf_place),
        ("Fall '16 he had a fall", "Fall", _crf_place),
        ("Pt winters in Florida", "winters", _crf_name),
        ("Seen in early Spring for a cough", "Spring", _crf_name),
    ],
)
def test_a_season_is_a_time_not_a_place_or_a_name(
    text: str, word: str, make: Callable[[str, str, float], Suggestion]
) -> None:
    assert apply_guards(text, [make(text, word, 0.15)]) == []


def test_a_town_or_a_first_name_that_is_a_season_stays() -> None:
    text = "visits daughter in Spring, TX; Summer Lee (sister) called"
    town = _crf_place(text, "Spring", 0.5)
    sister = _crf_name(text, "Summer", 0.9)
    assert apply_guards(text, [town, sister]) == [town, sister]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Vanco trough 14.2 drawn", "Vanco"),
        ("Drips: Levo 12/Vaso .04", "Vaso"),
        ("s/p lap chole", "chole"),
    ],
)
def test_a_drugs_or_terms_clipped_form_is_no_name(text: str, word: str) -> None:
    assert apply_guards(text, [_crf_name(text, word, 0.08)]) == []


def test_a_name_a_few_thousand_bear_that_begins_a_drug_stays() -> None:
    text = "through Thom Child and Family Services"
    thom = _crf_name(text, "Thom", 0.08)
    assert apply_guards(text, [thom]) == [thom]


def test_an_abbreviation_in_capitals_among_lower_case_is_no_name() -> None:
    text = "TIA 2/09, stroke 11/10."
    assert apply_guards(text, [_crf_name(text, "TIA", 0.05)]) == []
    caps = "TIA CALLED, WILL VISIT"  # a note in capitals: left to the CRF
    assert apply_guards(caps, [_crf_name(caps, "TIA", 0.05)]) != []


@pytest.mark.parametrize(
    ("text", "word", "dropped"),
    [
        ("FRANK BLOOD NOTED IN STOOL, MD NOTIFIED.", "FRANK", True),
        ("Foley with frank blood, urology aware.", "frank", True),
        ("GROSS HEMATURIA overnight.", "GROSS", True),
        ("bright red blood per rectum", "bright", True),
        # A cue before it, or no finding's noun after it: a person.
        ("brother Frank blood drawn", "Frank", False),
        ("Frank Lloyd called", "Frank", False),
        ("FRANK CALLED FOR UPDATE", "FRANK", False),
    ],
)
def test_a_name_that_is_a_findings_adjective_before_its_noun(
    text: str, word: str, dropped: bool
) -> None:
    for source, score in (("crf", 0.24), ("rules", None)):
        name = _crf_name(text, word, score, source)
        assert (apply_guards(text, [name]) == []) == dropped


def test_a_saints_herb_is_no_place() -> None:
    text = "Takes St. John's wort daily. HERBALS: ST JOHNS WORT\n"
    herb = _crf_place(text, "St. John", 0.8)
    caps = _crf_place(text, "ST JOHNS WORT", 0.55)
    assert apply_guards(text, [herb, caps]) == []


def test_a_saints_hospital_before_no_herb_stays() -> None:
    text = "Admitted to St. John's Hospital last week.\n"
    hospital = _at(text, "St. John's Hospital", None, "rules", "PLACE")
    assert apply_guards(text, [hospital]) == [hospital]


def test_an_identifiers_cue_word_is_no_place_nor_identifier() -> None:
    text = "Harvard Pilgrim ID 88123004 group 7765\n"
    cue = _crf_place(text, "ID", 0.25)
    group = _crf_place(text, "group", 0.07)
    assert apply_guards(text, [cue, group]) == []


def test_idaho_before_its_zip_code_stays() -> None:
    text = "Lives in Boise, ID 83702\n"
    state = _crf_place(text, "ID", 0.6)
    assert apply_guards(text, [state]) == [state]


@pytest.mark.parametrize(
    ("text", "word", "dropped"),
    [
        ("Faith-based support offered.", "Faith", True),
        ("Amber-colored urine noted.", "Amber", True),
        # A double family name, or a name alone: kept.
        ("Dr. Smith-Jones aware.", "Smith", False),
        ("Daughter Faith visited.", "Faith", False),
    ],
)
def test_a_name_that_is_an_adjectives_first_half_is_dropped(
    text: str, word: str, dropped: bool
) -> None:
    s = _crf_name(text, word, 0.6)
    assert (apply_guards(text, [s]) == []) == dropped


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("Foster mother Ms. Pruitt visited.", True),
        ("Pt in foster care since age 3.", True),
        # A title before it, or no parent's or care's word after: a name.
        ("Mr. Foster home today.", False),
        ("Son Foster called.", False),
    ],
)
def test_foster_before_a_parent_or_care_is_dropped(text: str, dropped: bool) -> None:
    word = "Foster" if "Foster" in text else "foster"
    s = _crf_name(text, word, 0.6)
    assert (apply_guards(text, [s]) == []) == dropped


def test_a_schedules_days_are_no_place() -> None:
    text = "PT GOES TO DIALYSIS AT QUILLMOOR RENAL MWF\nDialysis: TuThSa\n"
    days = _crf_place(text, "MWF", 0.3)
    other = _crf_name(text, "TuThSa", 0.1)
    assert apply_guards(text, [days, other]) == []


def test_a_schedules_days_inside_a_place_or_a_rules_stay() -> None:
    text = "HD at Quillmoor Kidney Care MWF\n"
    wider = _crf_place(text, "Quillmoor Kidney Care MWF", 0.6)
    rule = _at(text, "MWF", None, "rules", "PLACE")
    assert apply_guards(text, [wider, rule]) == [wider, rule]


#: Phrases that set off one guard or another (each word is tried below).
_GUARDED = (
    "He walks with walker. Long-term resident, Murphy sign neg, Aspen collar.",
    "Chest X-ray done, call bell in reach. Braden 14, Morse 45, MI 2001.",
    "Dec BS, meds per MAR, May need intubation. In spring 2017 to Florida.",
    "Spoke with pt in Spanish. Stage II sacral ulcer, Kerlix, JS/mk, the Foley.",
    "@ 2010 temp 38.4, WT 2012 GMS, GCS 3/15, PSV 10/5, CPAP 5/5.",
    "Rose called. Faith visited. Lasix 40 mg. to NF, per RISS, the Will.",
    "Pt2 home, General hospital, Bright red blood, takes St. John's wort daily.",
    "ID 88123004 group 7765, Faith-based group, foster mother, MWF HD.",
)


@pytest.mark.parametrize("text", _GUARDED)
def test_each_guard_is_asked_of_every_suggestion_it_can_drop(text: str) -> None:
    """Skipping the guards a suggestion's source and family rule out changes nothing."""
    from vtt_py.deid.guards import GUARDS

    families = ("NAME", "PLACE", "DATE", "AGE", "ID")
    sources = ("rules", "crf", "rules+crf", "site")
    for m in re.finditer(r"[\w'/@-]+", text):
        for source, family, score in itertools.product(
            sources, families, (None, 0.05, 0.3, 0.9)
        ):
            s = Suggestion(m.start(), m.end(), "X", source, score, family)
            every = any(guard(text, s) for guard, _, _ in GUARDS)
            assert apply_guards(text, [s]) == ([] if every else [s]), (m[0], s)


@pytest.mark.parametrize(
    ("text", "name", "score"),
    [
        ("HEAD OF BED IN FOWLER'S POSITION.\n", "FOWLER", 0.24),
        ("PT WITH BAKER'S CYST L KNEE.\n", "BAKER", 0.44),
        ("PT IS ON A BAKER ACT HOLD.\n", "BAKER", 0.26),
        ("PT WITH ARNOLD-CHIARI MALFORMATION.\n", "ARNOLD", 0.25),
        ("PT WITH MALLORY-WEISS TEAR.\n", "MALLORY", 0.54),
        ("NEURO: NIHSS 4, HUNT-HESS 2, MRS 1.\n", "HUNT", 0.24),
        ("AMBULATED WITH ROLLING WALKER, CGA.\n", "WALKER", 0.12),
    ],
)
def test_eponyms_scales_and_frames_in_capitals_are_no_names(
    text: str, name: str, score: float
) -> None:
    assert apply_guards(text, [_crf_name(text, name, score)]) == []


def test_a_surname_in_capitals_after_with_stays_when_the_crf_is_sure() -> None:
    text = "SPOKE WITH WALKER RE PLAN.\n"
    kept = [_crf_name(text, "WALKER", 0.7)]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "name", "score", "source"),
    [
        ("Pt had Ivor Lewis esophagectomy.\n", "Ivor Lewis", None, "rules"),
        ("Pt with Waldenstrom macroglobulinemia.\n", "Waldenstrom", 0.7, "crf"),
        ("PT HAD IVOR LEWIS ESOPHAGECTOMY.\n", "IVOR LEWIS", None, "rules"),
        ("Pt had Blalock-Taussig shunt.\n", "Blalock", 0.7, "crf"),
        ("Pt on Hudson mask.\n", "Hudson", 0.66, "crf"),
        ("Pt in Sims position for enema.\n", "Sims", 0.54, "crf"),
        ("Leopold maneuvers performed.\n", "Leopold", 0.35, "crf"),
        ("Barthel index 45.\n", "Barthel", 0.28, "crf"),
        ("Katz ADL 4/6.\n", "Katz", 0.28, "crf"),
    ],
)
def test_an_eponym_before_an_operations_or_illness_word_or_a_device_is_no_name(
    text: str, name: str, score: float | None, source: str
) -> None:
    assert apply_guards(text, [_crf_name(text, name, score, source)]) == []


def test_a_place_before_a_word_ending_as_an_illness_in_capitals_stays() -> None:
    # "-oma" and "-emia" end places too: only small letters say an illness.
    text = "PT MOVED FROM TULSA OKLAHOMA IN MAY.\n"
    kept = [_crf_place(text, "TULSA", 0.6)]
    assert apply_guards(text, kept) == kept
    text = "Discussed Mary diagnosis and plan; Kevin prognosis.\n"  # everyday words
    kept = [_crf_name(text, "Mary", 0.6), _crf_name(text, "Kevin", 0.6)]
    assert apply_guards(text, kept) == kept
    text = "Dr. Lewis esophagectomy tomorrow.\n"  # a title keeps the person
    kept = [_crf_name(text, "Lewis", None, source="rules")]
    assert apply_guards(text, kept) == kept


@pytest.mark.parametrize(
    ("text", "name", "score"),
    [
        ("McMurray test negative.\n", "McMurray", 0.6),
        ("Pt had Whipple procedure.\n", "Whipple", 0.6),
        ("Pt with Weber C fracture.\n", "Weber", 0.67),
        ("Pt with Miller blade intubation.\n", "Miller", 0.42),
        ("Pt with Harrington rods.\n", "Harrington", 0.54),
        ("Pt with Pavlik harness.\n", "Pavlik", 0.15),
        ("Pt with Cormack-Lehane grade 2 view.\n", "Cormack", 0.17),
        ("Pt with Tay-Sachs carrier status.\n", "Tay", 0.1),
    ],
)
def test_an_eponym_before_a_procedure_fracture_result_or_device_is_no_name(
    text: str, name: str, score: float
) -> None:
    assert apply_guards(text, [_crf_name(text, name, score)]) == []


def test_a_person_before_a_tested_result_or_a_titled_one_stays() -> None:
    text = "Son Miller tested positive for flu. Dr. Weber fracture clinic.\n"
    kept = [_crf_name(text, "Miller", 0.8), _crf_name(text, "Weber", 0.8)]
    assert apply_guards(text, kept) == kept
    text = "Roommate Sue tests positive for flu.\n"
    kept = [_crf_name(text, "Sue", 0.8)]
    assert apply_guards(text, kept) == kept


def test_capitals_slashed_to_an_abbreviation_are_its_pair_however_sure() -> None:
    text = "MSE: denies\nAH/VH, endorses passive SI. Report from JS/mk.\n"
    vh = _crf_name(text, "VH", 0.44)
    js = _crf_name(text, "JS", 0.44)  # dictation initials beside a typist's
    assert apply_guards(text, [vh, js]) == [js]


def test_an_abbreviation_the_crf_barely_reads_as_a_place_needs_a_preposition() -> None:
    text = "Endorses passive SI. Transferred to EM for eval.\n"
    si = _crf_place(text, "SI", 0.06)
    em = _crf_place(text, "EM", 0.06)  # a hospital's initials after "to"
    assert apply_guards(text, [si, em]) == [em]


def test_a_unit_after_its_number_is_no_name() -> None:
    text = "Age: 4 yr   DOB: 03/09/2018. Seen by Yr Evans.\n"
    unit = _crf_name(text, "yr", 0.13)
    assert apply_guards(text, [unit]) == []
    # Not after a number: left to the other guards.
    assert apply_guards(text, [_crf_name(text, "Yr", 0.6)]) != []


def test_a_reports_heading_in_capitals_is_no_place() -> None:
    text = "ELECTROENCEPHALOGRAM REPORT\nHADLEY SPRINGS REGIONAL HOSPITAL\n"
    report = _crf_place(text, "ELECTROENCEPHALOGRAM REPORT", 0.4)
    hospital = _crf_place(text, "HADLEY SPRINGS REGIONAL HOSPITAL", 0.4)
    assert apply_guards(text, [report, hospital]) == [hospital]
    # The heading's first word alone, under the hospital's line.
    text = "HADLEY SPRINGS REGIONAL HOSPITAL\nDISCHARGE SUMMARY\n\nPatient: X"
    first = _crf_place(text, "DISCHARGE", 0.88)
    hospital = _crf_place(text, "HADLEY SPRINGS REGIONAL HOSPITAL", 0.9)
    assert apply_guards(text, [hospital, first]) == [hospital]
    # A capitalised place before other words on its line stays.
    text = "TRANSFERRED FROM HADLEY SPRINGS TODAY FOR REPORT\n"
    town = _crf_place(text, "HADLEY SPRINGS", 0.6)
    assert apply_guards(text, [town]) == [town]


def test_one_letter_after_a_number_is_no_unit() -> None:
    text = "Transferred to 4 W this am.\n"
    wing = _crf_place(text, "W", 0.3)
    assert apply_guards(text, [wing]) == [wing]


def test_a_participle_opening_a_sentence_before_by_is_no_name() -> None:
    text = "Struck by a car at the corner. Bitten by a dog.\n"
    struck = _crf_name(text, "Struck", 0.08)
    bitten = _crf_name(text, "Bitten", 0.1)
    assert apply_guards(text, [struck, bitten]) == []
    # A person before "by" the CRF is surer of, or mid-sentence, stays.
    text = "Rose by phone, updated. Seen with Struck by bed.\n"
    kept = [_crf_name(text, "Rose", 0.47), _crf_name(text, "Struck", 0.1)]
    assert apply_guards(text, kept) == kept
