"""Shapes found by fresh probes (session 50): names, dates and identifiers nobody probed."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import AGE_PII, ID, NAME_PATIENT, NAME_RELATIVE
from vtt_py.deid.rules_ages import find_ages
from vtt_py.deid.rules_dates import find_dates
from vtt_py.deid.rules_families import find_family_plurals
from vtt_py.deid.rules_ids import find_contacts, find_identifiers
from vtt_py.deid.rules_initials import find_initials
from vtt_py.deid.rules_introduced import find_introduced_patients
from vtt_py.deid.rules_name_fields import find_clergy_names, find_field_names
from vtt_py.deid.rules_names import names_in


def introduced(text: str) -> list[str]:
    found = find_introduced_patients(text)
    assert all(f.kind == NAME_PATIENT and f.strong for f in found)
    return [text[f.start : f.end] for f in found]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ABDULLAH AL-QAHTANI 81 YO M WITH CHF.", ["ABDULLAH AL-QAHTANI"]),
        ("chukwuma obi 58 yo m esrd on hd mwf.", ["chukwuma obi"]),
        ("lakshmi narayanan 45f s/p lap chole", ["lakshmi narayanan"]),
        (
            "Jose Luis Ramirez Garcia, 33, presents with SOB.",
            ["Jose Luis Ramirez Garcia"],
        ),
        ("przemyslaw wozniak is a 66 year old with copd.", ["przemyslaw wozniak"]),
        ("HPI:\nTemitope Adebayo, 72M, admitted with CAP.", ["Temitope Adebayo"]),
        ("  Ngozi Okonkwo is a 49 y/o F", ["Ngozi Okonkwo"]),
    ],
)
def test_a_name_opening_a_line_before_the_age_is_the_patient(
    text: str, expected: list[str]
) -> None:
    assert introduced(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "White male 72 yo with CP.",
        "WHITE MALE 72 YO",
        "Elderly female, 85 yo",
        "Young Hispanic male 25 yo",
        "Black female 45F",
        "Pleasant woman 80F",
        "Morbidly obese 45 yo",
        "Caucasian male, 45, with",
        "Hospital Day 3, 45,",
        "Lisinopril Metoprolol 5 mg",
        "Mary Ann 45 mg of iron",  # a dose, not an age
        "Pt seen by Dr Ruiz. Kwame Mensah 45 yo",  # not at a line's start
    ],
)
def test_a_description_or_a_dose_before_a_number_is_no_name(text: str) -> None:
    assert introduced(text) == []


def pair_names(text: str) -> list[str]:
    found = names_in(analyse(text))
    return [text[f.start : f.end] for f in found if f.strong]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("MD: Ravi Shankar Iyer", "Iyer"),  # an Indian given name of two words
        ("Pham Thi Hong (pt) is awake and alert.", "Hong"),  # a Vietnamese name
        ("Maria Elena Gomez at bedside.", "Gomez"),
    ],
)
def test_a_third_name_word_after_a_pair_is_the_name_s(text: str, name: str) -> None:
    assert name in pair_names(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Jose Luis Ambulating in hall with walker.", "Ambulating"),
        ("Maria Elena Tolerating regular diet.", "Tolerating"),
    ],
)
def test_a_word_after_a_pair_stays_a_word(text: str, word: str) -> None:
    assert not any(word in found for found in pair_names(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The Adeyemi family is at bedside.", "Adeyemi"),
        ("Adeyemi family requesting interpreter.", "Adeyemi"),
    ],
)
def test_a_rarer_family_name_before_family_is_a_name(text: str, name: str) -> None:
    assert name in pair_names(text)


@pytest.mark.parametrize(
    "text",
    [
        "Bereaved family supported by chaplain.",
        "Adoptive family at bedside.",
        "Estranged family not involved.",
    ],
)
def test_a_word_before_family_is_no_name(text: str) -> None:
    assert pair_names(text) == []


def sure_dates(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_dates(text) if f.strong]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Seen 2/2. Next visit 2/16.", "2/2"),
        ("Last seen 1/2 by PCP.", "1/2"),
    ],
)
def test_a_common_fraction_after_seen_is_the_day_seen(text: str, date: str) -> None:
    assert date in sure_dates(text)


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("seen 3/3 times this week", "3/3"),
        ("Ate 1/2 of lunch, seen by PT.", "1/2"),
    ],
)
def test_a_fraction_not_after_seen_stays_no_sure_date(text: str, pair: str) -> None:
    assert pair not in sure_dates(text)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("DOS: 11.14.2020", "11.14.2020"),  # M.D.Y, as US notes write it
        ("Report signed 12.03.2018 by T. Adewale, MD.", "12.03.2018"),  # D.M.Y
    ],
)
def test_a_dotted_date_with_its_year_is_read_either_way(text: str, date: str) -> None:
    assert date in sure_dates(text)


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("Lytes 13.14.2020", "13.14.2020"),  # no month either way
        ("Na 135.4.1 repeat", "135.4.1"),
    ],
)
def test_a_dotted_triple_that_is_no_day_stays_none(text: str, pair: str) -> None:
    assert pair not in sure_dates(text)


def old_ages(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_ages(text) if f.kind == AGE_PII]


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Mother died at 97 of a stroke.", "97"),
        ("Father passed away at 93 from CHF.", "93"),
        ("Brother expired at age 91 after a long illness.", "91"),
    ],
)
def test_an_age_at_death_before_its_cause_is_an_age(text: str, age: str) -> None:
    assert age in old_ages(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pt turned 90 of course",
        "turned 95 from side to side",
        "pt expired at 0345 of cardiac arrest",
    ],
)
def test_a_turn_or_a_clock_time_before_of_is_no_age(text: str) -> None:
    assert old_ages(text) == []


def name_spans(text: str) -> list[str]:
    return [text[f.start : f.end] for f in names_in(analyse(text))]


def test_a_field_label_after_a_name_on_a_header_line_is_no_name() -> None:
    text = "To: Dr. Sanjay Mehta  From: Dr. Nadia Khoury"
    found = name_spans(text)
    assert "From" not in found
    assert {"Sanjay", "Mehta", "Nadia", "Khoury"} <= set(found)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Dr. Jane Patel: called back", "Patel"),  # a name's word, no function word
        ("Dr. Will: please call", "Will"),  # one word: the name itself
    ],
)
def test_a_name_before_a_colon_keeps_its_last_word(text: str, name: str) -> None:
    assert name in name_spans(text)


def id_spans(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_identifiers(text) if f.kind == ID]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Pathology report SP-21-00873 reviewed.", "SP-21-00873"),
        ("Surgical path S-19-4432: benign.", "S-19-4432"),
        ("Slides (BS-19-1234) reviewed at our institution.", "BS-19-1234"),
    ],
)
def test_a_specimen_accession_number_is_a_code(text: str, code: str) -> None:
    assert code in id_spans(text)


@pytest.mark.parametrize(
    "text",
    [
        "CHA-2 DS-2 VASc score 3",
        "HbA1c-7-100",
        "BP 120-80-100",
    ],
)
def test_a_score_or_values_with_dashes_are_no_accession_number(text: str) -> None:
    assert id_spans(text) == []


@pytest.mark.parametrize(
    ("text", "name", "title"),
    [
        (
            "Medication list verified by PharmD Kemi Adeleke on 6/30.",
            "Adeleke",
            "PharmD",
        ),
        ("CNM Roisin present.", "Roisin", "CNM"),
        ("Discussed w/ PharmD Trang.", "Trang", "PharmD"),
    ],
)
def test_a_credential_before_a_first_name_is_its_title(
    text: str, name: str, title: str
) -> None:
    found = name_spans(text)
    assert name in found
    assert title not in found


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Ines Ruiz, CNM Maria present", "CNM"),  # the degree of the name before
        ("CNM note reviewed.", "note"),
        ("PharmD consult placed.", "consult"),
    ],
)
def test_a_credential_after_a_name_or_before_a_word_names_no_one(
    text: str, word: str
) -> None:
    assert word not in name_spans(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("NURSING ASSISTANT JADWIGA WITH PT.", "JADWIGA"),
        ("Medical Assistant Marisol roomed pt.", "Marisol"),
    ],
)
def test_an_assistant_before_a_first_name_names_her(text: str, name: str) -> None:
    assert name in name_spans(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Physician Assistant Program applicant", "Program"),
        ("assistant Will help with transfer", "Will"),
    ],
)
def test_an_assistant_before_a_word_names_no_one(text: str, word: str) -> None:
    assert word not in name_spans(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Contacted Elder Protective Services re: safety.", "Elder"),
        ("Spoke with Elder Services case worker.", "Elder"),
    ],
)
def test_a_word_opening_an_agency_s_name_is_no_person(text: str, word: str) -> None:
    assert word not in name_spans(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Dr. Smith Department of Medicine", "Smith"),  # a title's name stays
        ("Spoke with Marisol, Protective Services worker", "Marisol"),
        ("Spoke with Marisol from Elder Services", "Marisol"),
    ],
)
def test_a_person_near_an_agency_stays_a_name(text: str, name: str) -> None:
    assert name in name_spans(text)


def clergy(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_clergy_names(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Imam Abdelrahman visited and prayed with family.", ["Abdelrahman"]),
        ("Sheikh Yusuf called the unit.", ["Yusuf"]),
    ],
)
def test_an_imam_s_name_after_the_title(text: str, expected: list[str]) -> None:
    assert clergy(text) == expected


@pytest.mark.parametrize(
    "text",
    ["Imam Visited today", "the Imam Said prayers", "imam abdelrahman visited"],
)
def test_a_word_after_an_imam_s_title_is_no_name(text: str) -> None:
    assert clergy(text) == []


def field_names(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_field_names(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("name: le, thi hoa", ["le, thi hoa"]),
        ("pt name: okafor chinedu\nallergies: nkda", ["okafor chinedu"]),
    ],
)
def test_a_lower_case_name_field_holds_the_patient_s_name(
    text: str, expected: list[str]
) -> None:
    assert field_names(text) == expected


@pytest.mark.parametrize(
    "text",
    ["name: same as above", "name: see chart", "Name: unknown", "pt name: verified x2"],
)
def test_a_lower_case_name_field_without_a_name_gives_none(text: str) -> None:
    assert field_names(text) == []


def initials(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_initials(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Transcriptionist: mlk   Document #: 2298841", "mlk"),
        ("Transcribed by: mkt  Dictated by: MLH", "mkt"),
    ],
)
def test_a_typist_s_initials_before_the_next_field(text: str, expected: str) -> None:
    assert expected in initials(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Typed by: me  Then: done", "me"),
        ("Transcriptionist: mlk Document #: 2", "mlk"),  # one blank: not a field's end
    ],
)
def test_letters_in_a_typist_field_before_other_text_are_no_initials(
    text: str, word: str
) -> None:
    assert word not in initials(text)


def phones(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_contacts(text)]


@pytest.mark.parametrize(
    ("text", "number"),
    [("Reach CM at x52214.", "52214"), ("please call x4417 with questions", "4417")],
)
def test_an_extension_after_a_word_of_calling_is_a_phone(
    text: str, number: str
) -> None:
    assert number in phones(text)


@pytest.mark.parametrize(
    "text", ["NS at x1000 mL", "ambulated x2 at x1", "call x 4 days in a row"]
)
def test_a_count_or_a_volume_after_x_is_no_extension(text: str) -> None:
    assert phones(text) == []


def families(text: str) -> list[str]:
    found = find_family_plurals(text)
    assert all(f.kind == NAME_RELATIVE and f.strong for f in found)
    return [text[f.start : f.end] for f in found]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Visited by the Kowalskis this afternoon.", ["Kowalskis"]),
        ("The Nguyens are at bedside.", ["Nguyens"]),
        ("the nguyens called for update", ["nguyens"]),
        ("Spoke with the Okafors re: plan.", ["Okafors"]),
        ("The Williamses asked about dc.", ["Williamses"]),
    ],
)
def test_a_family_s_surname_in_the_plural_names_it(
    text: str, expected: list[str]
) -> None:
    assert families(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "the Foleys were changed",  # catheters
        "The Hoyers are in the closet",  # lifts
        "the Browns visited",  # an English word too (a team)
        "Pt reviewed the Kowalskis chart",  # no word of people around
        "the nurses are at bedside",
        "bathe Nguyens",
    ],
)
def test_a_plural_that_is_a_device_or_a_word_names_no_family(text: str) -> None:
    assert families(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Hodan, pt's daughter, speaks English.",
        "DAUGHTER, SPEAKS ENGLISH",
        "wife, speaks only Polish",
    ],
)
def test_a_verb_of_speaking_after_a_cue_is_no_name(text: str) -> None:
    found = " ".join(name_spans(text)).lower()
    assert "speaks" not in found
    assert "english" not in found


def test_a_surname_spelling_a_verb_of_speaking_after_a_title_stays() -> None:
    assert "Speaks" in name_spans("Dr. Speaks called back")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("FREE OF PNTX. 1/5 AM HAD 100% PNTX AND ANOTHER CXR", "1/5"),
        ("c/o SSCP 4/4 ~ 2130. no new EKG changes", "4/4"),
    ],
)
def test_a_fraction_shaped_day_before_its_hour_or_morning_is_a_date(
    text: str, date: str
) -> None:
    assert date in sure_dates(text)


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        ("give 1/2 am dose", "1/2"),
        ("Pt ate 3/4 am meal", "3/4"),
        ("strength 4/5 am", "4/5"),
    ],
)
def test_an_amount_before_am_stays_no_sure_date(text: str, pair: str) -> None:
    assert pair not in sure_dates(text)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("TEMP UP TO 102.8-PAN CULTURED X 2 3/4. TYLENOL X 1.", "3/4"),
        ("cultured x2 5/5", "5/5"),
    ],
)
def test_an_event_counted_before_its_day_still_cues_it(text: str, date: str) -> None:
    assert date in sure_dates(text)


@pytest.mark.parametrize(
    ("text", "pair"),
    [("transfused x 2 1/2 units", "1/2"), ("started x 1 3/4 tab", "3/4")],
)
def test_an_amount_after_a_counted_event_stays_no_sure_date(
    text: str, pair: str
) -> None:
    assert pair not in sure_dates(text)
