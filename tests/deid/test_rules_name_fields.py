"""Names a label introduces: name fields, preferred name, nickname, goes by, name is, named."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import NAME, NAME_PATIENT, NAME_PROVIDER
from vtt_py.deid.rules_name_fields import (
    find_clergy_names,
    find_field_names,
    find_labelled_names,
    find_newborn_names,
    find_provider_fields,
    find_said_names,
)


def names(text: str) -> list[str]:
    found = find_labelled_names(text)
    assert all(f.kind == NAME_PATIENT and f.strong for f in found)
    return [text[f.start : f.end] for f in found]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('Preferred name: "Hope"   Language: English', ["Hope"]),
        ("NICKNAME: BUD", ["BUD"]),
        ("Preferred Name: Mary Beth.", ["Mary", "Beth"]),
        ("also known as Billy the Kid", ["Billy"]),
        ("aka Bud, per daughter", ["Bud"]),
    ],
)
def test_labelled_names_after_their_label(text: str, expected: list[str]) -> None:
    assert names(text) == expected


@pytest.mark.parametrize(
    "text", ["goes by ambulance", "preferred language: Spanish", "no nickname"]
)
def test_labelled_names_no_name_without_a_capital_or_a_name_label(text: str) -> None:
    assert names(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dtr called twice, name is hortensia.", ["hortensia"]),  # likelier a name
        ("home care nurse named Joyce Quillmoor who", ["Joyce", "Quillmoor"]),
        ("His name was Oswaldo, per wife", ["Oswaldo"]),
        ("pt name is unknown", []),
        ("her name is on the board", []),
        ("a drug named Xarelto", []),
        ("RN named in the note", []),
        # In capitals a function word ends the name; a first name spelt so stays.
        ("PTS CAT NAMED WHISKERS IS CARED FOR", ["WHISKERS"]),
        ("DAUGHTER NAMED MAY AT BEDSIDE", ["MAY"]),
    ],
)
def test_said_names_after_name_is_or_named(text: str, expected: list[str]) -> None:
    found = find_said_names(text)
    assert all(f.kind == NAME and f.strong for f in found)
    assert [text[f.start : f.end] for f in found] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PATIENT NAME: GILLEY, TAMMY A             MEDICAL RECORD #: Z8", "GILLEY, TAMMY A"),
        ("NAME: Gaddis, Drew\n", "Gaddis, Drew"),
        # One finding, so the initial does not cut it short.
        ("Patient Name: Thaddeus R. Okonjo-Whitfield    MRN: 44", "Thaddeus R. Okonjo-Whitfield"),
        ("x\n  Pt name:  Ngozi Adeyemi.\n", "Ngozi Adeyemi"),
    ],
)  # fmt: skip
def test_field_names_the_whole_name_after_its_field(text: str, expected: str) -> None:
    found = find_field_names(text)
    assert [(text[f.start : f.end], f.kind, f.strong) for f in found] == [
        (expected, NAME_PATIENT, True)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Name: Unknown",
        "Name: not given",  # no capital
        "Name of medication: Lasix",  # no name field
        "Drug name: Lasix",  # a field in the line, not heading it
        "MOTHER'S NAME: on file",
    ],
)
def test_field_names_no_name_in_other_fields(text: str) -> None:
    assert find_field_names(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Attending: LINDQVIST, ASTRID MD", "LINDQVIST, ASTRID"),
        ("Resident: Pham, Minh-Anh", "Pham, Minh-Anh"),
        ("Author: Tsai,Wen-Li", "Tsai,Wen-Li"),
        ("Dictated By: Ferguson, Cailean", "Ferguson, Cailean"),
        ("CONSULTANT: Colette Price, MD, Gastroenterology", "Colette Price"),
        ("RN: Obi", "Obi"),
        ("Dictated by: Tomas Villanueva, PA-C   D: 03/19/87", "Tomas Villanueva"),
        # A degree written with periods ends the name too.
        ("Dictated by: Okonkwo, Chidera A., M.D.", "Okonkwo, Chidera A."),
        # More labels of a report's or a letter's care givers.
        ("PCP: Ng, Wai Lun", "Ng, Wai Lun"),
        ("Referring Provider: Nakamura, Hiroshi", "Nakamura, Hiroshi"),
        ("Admitting MD: Gallagher, Siobhan", "Gallagher, Siobhan"),
        ("Co-signed by: Ekaterina Volkov, PA-C", "Ekaterina Volkov"),
        (
            "Electronically Signed: Hargreaves, Ptolemy MD 01/02/2020",
            "Hargreaves, Ptolemy",
        ),
        # A report's header in two columns: the field heads its column.
        (
            "Exam Date: 11/03/2022 14:22      Referring: Lindqvist, Henrik MD",
            "Lindqvist, Henrik",
        ),
        ("MRN: 0048291\tAttending: Pham, Minh-Anh", "Pham, Minh-Anh"),
    ],
)
def test_a_care_givers_field_holds_a_providers_name(text: str, name: str) -> None:
    found = find_provider_fields(text)
    assert [(text[f.start : f.end], f.kind) for f in found] == [(name, NAME_PROVIDER)]


@pytest.mark.parametrize(
    "text",
    [
        "Attending: Cardiology Team",
        "Nurse: Day Shift",
        "Attending: Dr. Lee",
        "rn: obi",
        "RN: Night shift covering",
        "Nurse: Day",
        "RN: Float pool",
        "PCP: None",
        "Admitting: Medicine",
        "Primary care: Brigham Primary Care",
        "Signed: Yes",
        # Within a sentence, one space before: no column, no field.
        "Discussed with the team. Attending: Ok with plan",
        "Pain 3/10 at rest   Nurse: aware",
    ],
)
def test_a_field_holding_no_name_gives_none(text: str) -> None:
    assert find_provider_fields(text) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "Surgeon(s): Fairbanks, Odalys; Zhou, Wei",
            ["Fairbanks, Odalys", "Zhou, Wei"],
        ),
        ("Attending: Hart, Lea MD; Cardiology", ["Hart, Lea"]),  # a service after
        ("RN: Obi (GI); float", ["Obi"]),  # no list of names after the aside
    ],
)
def test_a_care_givers_field_lists_names_after_semicolons(
    text: str, names: list[str]
) -> None:
    assert [text[f.start : f.end] for f in find_provider_fields(text)] == names


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("RE: WHITLOCK, EUGENIA", "WHITLOCK, EUGENIA"),
        ("Patient: Tavares, Ignacio   MRN: 0012345", "Tavares, Ignacio"),
        ("PATIENT: BRANNIGAN, CORMAC J", "BRANNIGAN, CORMAC J"),
        ("Patient: Okonjo, Adaeze", "Okonjo, Adaeze"),  # a listed first name
    ],
)
def test_a_patients_field_holds_a_name_family_name_first(
    text: str, expected: str
) -> None:
    assert [text[f.start : f.end] for f in find_field_names(text)] == [expected]


@pytest.mark.parametrize(
    "text",
    ["Patient: Alert, Oriented", "RE: Pain, Dyspnea", "Pt: Lasix, Coumadin"],
)
def test_a_patients_field_holding_words_gives_no_name(text: str) -> None:
    assert find_field_names(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Baby boy Nguyen, born 3/4 at 0342", "Nguyen"),
        ('Baby girl "Sophia" to go home', "Sophia"),
        ("INFANT GIRL OKAFOR IN NICU", "OKAFOR"),
    ],
)
def test_a_newborns_family_name_after_baby_boy_or_girl(text: str, name: str) -> None:
    found = find_newborn_names(text)
    assert [(text[f.start : f.end], f.kind) for f in found] == [(name, NAME_PATIENT)]


@pytest.mark.parametrize("text", ["Baby boy Stable overnight", "baby girl doing well"])
def test_no_newborns_name_in_words(text: str) -> None:
    assert find_newborn_names(text) == []


def test_a_name_in_lower_case_after_goes_by_when_likelier_a_name() -> None:
    text = "pt's name is margaret but goes by peggy. goes by ambulance"
    found = [(text[f.start : f.end], f.kind) for f in find_labelled_names(text)]
    assert found == [("peggy", NAME_PATIENT)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt asking for Fr. Delacroix for anointing.", ["Delacroix"]),
        ("Sr. Mary Agnes visited.", ["Mary", "Agnes"]),
        ("Fr. Okonjo Visited today", ["Okonjo"]),
    ],
)
def test_a_priests_or_nuns_name_after_fr_or_sr(text: str, expected: list[str]) -> None:
    found = find_clergy_names(text)
    assert [text[f.start : f.end] for f in found] == expected
    assert all(f.kind == NAME_PATIENT and f.strong for f in found)


@pytest.mark.parametrize(
    "text", ["Placed 16 Fr. Coude catheter.", "14Fr. Foley", "Sr. Engineer, retired"]
)
def test_no_clergy_name_after_a_gauge_or_before_a_word(text: str) -> None:
    assert find_clergy_names(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Name: de Souza, Renata\n", ["de Souza, Renata"]),
        ("Name: van der Berg, Maarten\n", ["van der Berg, Maarten"]),
        # A particle-like word before lower-case words: no name.
        ("Name: la la land\n", []),
        ("Name: de\n", []),
    ],
)
def test_a_name_field_whose_family_name_starts_with_a_particle(
    text: str, expected: list[str]
) -> None:
    assert [text[f.start : f.end] for f in find_field_names(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("BG Okafor on CPAP", ["Okafor"]),
        ("Twin A Kowalczyk 1.9 kg", ["Kowalczyk"]),
        ("Baby Villanueva tolerating feeds", ["Villanueva"]),
        # Blood glucose, a drug, a score or a colour: no family name.
        ("BG Novolog given", []),
        ("BG 145", []),
        ("Twin A Apgars 8/9", []),
        ("baby Blue", []),
    ],
)
def test_a_newborn_by_family_name_after_a_short_phrase(
    text: str, expected: list[str]
) -> None:
    assert [text[f.start : f.end] for f in find_newborn_names(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("baby girl okafor on cpap", ["okafor"]),
        ("twin a kowalczyk to ra", ["kowalczyk"]),
        # A word after the phrase in lower case: no name.
        ("baby girl stable", []),
        ("baby boy apgars 8/9", []),
        ("baby powder applied", []),
    ],
)
def test_a_newborns_family_name_in_lower_case(text: str, expected: list[str]) -> None:
    assert [text[f.start : f.end] for f in find_newborn_names(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt prefers to be called Bud.", ["Bud"]),
        ("pt likes to be called tommy", ["tommy"]),
        ("Pt prefers to be called Mr. Okafor", ["Okafor"]),  # past the title
        # A call back, by phone, or when: no name.
        ("pt prefers to be called back at home", []),
        ("Pt asked to be called by cell", []),
        ("pt wants to be called when labs back", []),
    ],
)
def test_the_name_a_patient_prefers_to_be_called(
    text: str, expected: list[str]
) -> None:
    assert names(text) == expected


@pytest.mark.parametrize(
    "text", ["\tAttending: Pham, Minh-Anh", "    Attending: Pham, Minh-Anh"]
)
def test_an_indented_care_givers_field_is_found_once(text: str) -> None:
    found = find_provider_fields(text)
    assert [text[f.start : f.end] for f in found] == ["Pham, Minh-Anh"]
