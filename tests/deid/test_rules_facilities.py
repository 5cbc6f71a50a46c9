"""Facilities named by context: hospital abbreviations and wards after a transfer cue."""

from __future__ import annotations

import pytest

from vtt_py.deid import kinds
from vtt_py.deid.analysis import analyse
from vtt_py.deid.rules_care_settings import (
    bed_places,
    bracketed_settings,
    labelled_settings,
    liaison_places,
    lower_setting_names,
)
from vtt_py.deid.rules_facilities import (
    before_departments,
    facility_acronyms,
    glued_facilities,
    homes_of_people,
    hospital_abbreviations,
    lone_hospital_names,
    lower_case_hospitals,
    ward_names,
)
from vtt_py.deid.rules_organisations import employers, saints_places
from vtt_py.deid.rules_practices import (
    acronym_sites,
    labelled_organisations,
    plain_practice_names,
    practice_names,
)


def _found(finder, text: str) -> list[tuple[str, str, bool]]:  # type: ignore[no-untyped-def]
    return [(text[f.start : f.end], f.kind, f.strong) for f in finder(analyse(text))]


@pytest.mark.parametrize(
    ("text", "acronym"),
    [
        ("PT TRANSFERRED TO XYZ FOR CATH", "XYZ"),
        ("presented at QRH ED with chest pain", "QRH"),
        ("was sent @ BMCX this am", "BMCX"),
    ],
)
def test_rules_facilities_acronyms_in_context(text: str, acronym: str) -> None:
    assert (acronym, kinds.HOSPITAL, False) in _found(facility_acronyms, text)


@pytest.mark.parametrize(
    "text",
    ["transferred to CT for scan", "back to OR", "PLAN TO KEEP PT NPO", "on CPAP 5/5"],
)
def test_rules_facilities_clinical_places_and_words_are_not_facilities(
    text: str,
) -> None:
    assert _found(facility_acronyms, text) == []


@pytest.mark.parametrize(
    ("text", "ward", "strong"),
    [
        ("plan: transfer to smithson 2 in am", "smithson", True),
        ("PLAN: SMITHSON 2 WHEN BED AVAIL", "SMITHSON", True),
        ("transfered from Olwenby 3 this evening", "Olwenby", True),
        ("in resp distress on brelvonik 6; code called", "brelvonik", False),
        # Wards named after people carry common surnames too; a surname makes
        # "on" sure as well.
        ("TRANSFER TO MILLER 2 IN AM", "MILLER", True),
        ("IN RESP DISTRESS ON JOHNSON 6; CODE CALLED", "JOHNSON", True),
        # A short surname in capitals, though modes are short capitals too.
        ("TRANSFERED BACK TO KELLY 3 POST PROCEDURE", "KELLY", True),
        # The floor before the ward's name.
        ("Pt transferred @ 2200 to 11 Brelvonik.", "Brelvonik", True),
        ("Pt went to 7 Feldberg for procedure", "Feldberg", True),
    ],
)
def test_rules_facilities_wards(text: str, ward: str, strong: bool) -> None:
    assert _found(ward_names, text) == [(ward, kinds.WARD, strong)]


@pytest.mark.parametrize(
    "text",
    [
        "RESP: CPAP 5 PEEP 12",  # a ventilator mode and its setting
        "pt on IABP 1:1 with good augmentation",
        "remains on MSO4 gtt",
        "changed to psv 10/5",
        "HEME: HCT 24.5",
    ],
)
def test_rules_facilities_settings_and_values_are_no_wards(text: str) -> None:
    assert _found(ward_names, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "clot sent to blood bank and plan to transfuse 1 unit",
        "ORDER WRITEN TO TRANSFUSE 2 U PRBC.",
        "Pt transferred to Brelvonik 2 units of FFP",  # with "today": a ward
        "intubated with a Miller 4 blade",  # a laryngoscope blade
        "plan transfer to Short 2 today",  # "short" is more a word than a name
        "O2 increased to 4 Liters",  # a common word after the number
        "plan to give 2 Percocet",  # a drug
    ],
)
def test_ward_names_an_amount_or_an_infinitive_is_no_ward(text: str) -> None:
    assert ward_names(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ('asked where he was: "at wilbur pettigrew\'s house."', "wilbur pettigrew"),
        ("Stayed at Maria Oakhurst's apartment over the weekend", "Maria Oakhurst"),
        ("WENT TO ZENOBIA'S HOME", "ZENOBIA"),
    ],
)
def test_homes_of_people_the_owner_names_the_place(text: str, owner: str) -> None:
    assert _found(homes_of_people, text) == [(owner, kinds.LOCATION, True)]


@pytest.mark.parametrize(
    "text",
    [
        "stayed at the neighbor's house",
        "lives at daughter's home",
        "at his sister's house",
        "pt's home meds",
        "Maria's house",  # no preposition before: a possessive in passing
    ],
)
def test_homes_of_people_relatives_and_words_are_no_owners(text: str) -> None:
    assert _found(homes_of_people, text) == []


# A rare word; a surname likelier a name than a word, though a word too.
@pytest.mark.parametrize("name", ["Smithson", "Brown"])
def test_glued_facilities_the_name_before_the_facility_word(name: str) -> None:
    text = f'knows he is in the hospital ("{name}Building") today'
    assert _found(glued_facilities, text) == [(name, kinds.HOSPITAL, True)]


@pytest.mark.parametrize(
    "text", ["the MedicalCenter", "MainBuilding", "GardenBuilding", "Building"]
)
def test_glued_facilities_generic_words_are_no_names(text: str) -> None:
    assert _found(glued_facilities, text) == []


@pytest.mark.parametrize(
    ("text", "company"),
    [
        (
            "at home, worried about his business Quillantix\nresp: sats 96%",
            "Quillantix",
        ),
        ("He works for Initrode as an engineer", "Initrode"),
        ("retired from Brightwater Inc. in 2001", "Brightwater Inc"),
        ("quit her job at Bramford Paper Mill by e-mail", "Bramford Paper Mill"),
        ("Lives in town. Works at\nQuillantix Foods. Social", "Quillantix Foods"),
        # After a work verb a less rare word, capitals or words together name it.
        ("Husband works for Verizon.", "Verizon"),
        ("He is employed by the MBTA as a bus driver.", "MBTA"),
        ("Works at Home Depot in Dedham.", "Home Depot"),
        # Right after the verb and its preposition a brand common as a word.
        ("He works for Amazon at a warehouse.", "Amazon"),
        ("She works at Target part time.", "Target"),
    ],
)
def test_employers_after_a_work_cue_or_before_a_legal_form(
    text: str, company: str
) -> None:
    assert _found(employers, text) == [(company, kinds.ORGANIZATION, True)]


@pytest.mark.parametrize(
    "text",
    [
        "the company Lasix",  # a drug
        "abdomen firm Support",  # a common word
        "HIS COMPANY ACMETRONIX",  # capitals: only a work verb's rare word
        "works with Physical Therapy",
        "looks at Pt",  # no work cue before "at"
        "He works at the Post Office.",  # every word common: no name of its own
        "works for Physical Therapy dept.",
        "works at ED as a tech.",
        "He works for the VA.",
        "She works at night as a nurse.",
        "Pt works for Mom at home.",  # a relative
        "works at Home most days",
        "He works for Family Services.",
    ],
)
def test_employers_words_drugs_and_capitals_are_no_companies(text: str) -> None:
    assert _found(employers, text) == []


@pytest.mark.parametrize(
    ("text", "abbreviation"),
    [
        ("Report shows blasts on diff at XYH.. Concern for malignancy", "XYH"),
        ('S: "I know I\'m in QZMC and it is Monday."', "QZMC"),
        ("So far at BH, pt has blood cx pending", "BH"),
        ("Decisions wait until Monday when XYMC attorneys review", "XYMC"),
        # Before an institution's services any capitals, in capital lines too.
        ("Decisions wait until Monday when ZQ attorneys review", "ZQ"),
        ("WAITING FOR ZQ SECURITY TO ARRIVE", "ZQ"),
        # Before a department named by its specialty, though a medical abbreviation.
        ("Pt is followed by BMC Geriatrics.", "BMC"),
        # Or in small letters, if the capitals are no medical abbreviation.
        ("Pt is followed by XYH cardiology.", "XYH"),
        ("f/u with XYMC renal in 2 wks", "XYMC"),
    ],
)
def test_hospital_abbreviations_in_mixed_case_after_at_or_in(
    text: str, abbreviation: str
) -> None:
    assert _found(hospital_abbreviations, text) == [
        (abbreviation, kinds.HOSPITAL, True)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Pt in USOH until yesterday",  # usual state of health
        "Anticoagulated, at LMWH dose",  # a listed medical abbreviation
        "PT WAS AT XYH YESTERDAY",  # capitals: left to facility_acronyms
        "pt in NSR, HR 80",  # no hospital ending
        "started on NPH insulin",  # "on" is no place preposition here
        "Pt on LMWH Cardiology aware",  # no place preposition before
        "Treated with ICH neurology consult",  # a listed medical abbreviation
        "Pt followed by XH cardiology",  # two letters say too little
        "PT FOLLOWED BY XYH CARDIOLOGY",  # capitals: the small-letter reading is not asked
    ],
)
def test_hospital_abbreviations_clinical_abbreviations_are_no_hospitals(
    text: str,
) -> None:
    assert _found(hospital_abbreviations, text) == []


def test_every_service_word_is_looked_for_before_the_words_are_walked() -> None:
    from vtt_py.deid.rules_facilities import _SERVICE_STARTS, _SERVICES

    assert all(any(w.startswith(k) for k in _SERVICE_STARTS) for w in _SERVICES)


@pytest.mark.parametrize(
    ("text", "abbreviation", "strong"),
    [
        ("pt transferred from mgh for further care", "mgh", True),
        ("came from nwh ed last night", "nwh", True),
        ("came from nwh ED last night", "nwh", True),
        ("seen at sjh clinic", "sjh", True),
        ("to bwh for cabg eval", "bwh", False),  # no cue: the CRF weighs it
    ],
)
def test_lower_case_hospitals_after_a_place_preposition(
    text: str, abbreviation: str, strong: bool
) -> None:
    found = _found(lower_case_hospitals, text)
    assert found == [(abbreviation, kinds.HOSPITAL, strong)]


@pytest.mark.parametrize(
    "text",
    [
        "switched to lmwh today",  # a medical abbreviation
        "went to bath then bed",  # a word
        "increased to edh size",  # uncued and pronounceable
        "pt has rvh on echo",  # no place preposition
    ],
)
def test_lower_case_hospitals_words_and_abbreviations_are_none(text: str) -> None:
    assert lower_case_hospitals(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt was at Mercy for 2 wks.", [("Mercy", kinds.HOSPITAL, True)]),
        ("transferred from Sinai with STEMI", [("Sinai", kinds.HOSPITAL, True)]),
        ("FROM SINAI TODAY", [("SINAI", kinds.HOSPITAL, False)]),  # capitals: a hint
        ("left at the mercy of the storm", []),  # "the" between: no name
        ("Pt is Baptist, wishes chaplain", []),
        ("at mercy", []),  # lower case
    ],
)
def test_lone_hospital_names_after_a_place_preposition(
    text: str, expected: list[tuple[str, str, bool]]
) -> None:
    assert _found(lone_hospital_names, text) == expected


@pytest.mark.parametrize(
    ("text", "abbreviation"),
    [
        ("S/P CABG AT QWH 2009.", "QWH"),
        ("FROM XNH VIA MED FLIGHT.", "XNH"),
        ("F/U AT QBMC WITH CARDS.", "QBMC"),
    ],
)
def test_hospital_abbreviations_in_a_line_in_capitals(
    text: str, abbreviation: str
) -> None:
    assert _found(hospital_abbreviations, text) == [
        (abbreviation, kinds.HOSPITAL, True)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "HR IN SYNCH WITH PACER.",  # a word: its vowel
        "PT AT BATH NOW.",
        "TO OH THEN HOME.",  # two letters
        "STARTED ON LMWH.",  # a medical abbreviation
    ],
)
def test_hospital_abbreviations_words_in_capitals_are_none(text: str) -> None:
    assert hospital_abbreviations(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PT TO 11 KOWALCZYK WHEN BED AVAILABLE.", "KOWALCZYK"),
        ("PT ON 11 KOWALCZYK.", "KOWALCZYK"),
        ("Pt on 11 Kowalczyk since Tuesday.", "Kowalczyk"),
    ],
)
def test_ward_names_floor_first_in_capitals_or_after_on(
    text: str, expected: str
) -> None:
    assert _found(ward_names, text) == [(expected, kinds.WARD, True)]


@pytest.mark.parametrize(
    "text",
    [
        "WEANED FROM 2 PRESSORS.",  # capitals: no surname
        "ON 2 PRESSORS.",
        "on 2 Pressors overnight",
        "TITRATED TO 4 LEVO.",
    ],
)
def test_ward_names_no_floor_first_ward_without_a_surname(text: str) -> None:
    assert ward_names(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("WORKS FOR QUORVANTEK.", "QUORVANTEK"),
        ("HE WORKS FOR ACMETRONIX", "ACMETRONIX"),
        ("EMPLOYED BY THE MBTA.", "MBTA"),
    ],
)
def test_employers_in_a_line_in_capitals(text: str, expected: str) -> None:
    assert _found(employers, text) == [(expected, kinds.ORGANIZATION, True)]


@pytest.mark.parametrize(
    "text",
    ["WORKS AT NIGHT.", "WORKS FOR HIMSELF.", "WORKED AT OSH AS RN.", "WORKS FOR VNA."],
)
def test_employers_no_word_in_capitals(text: str) -> None:
    assert employers(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ATTENDS ST. BRENDAN'S CHURCH.", ("ST. BRENDAN'S CHURCH", kinds.LOCATION)),
        ("Attends St Brendan's parish", ("St Brendan's parish", kinds.LOCATION)),
        ("PRIEST FROM ST MONICA'S IN TO SEE PT.", ("ST MONICA'S", kinds.HOSPITAL)),
        ("FROM ST E'S VIA AMBULANCE.", ("ST E'S", kinds.HOSPITAL)),
    ],
)
def test_saints_places_a_saints_possessive_names_a_church_or_hospital(
    text: str, expected: tuple[str, str]
) -> None:
    assert _found(saints_places, text) == [(*expected, True)]


@pytest.mark.parametrize(
    "text",
    [
        "Takes St. John's wort daily.",  # a herb
        "Went to St. Patrick's Day parade.",  # a feast
        "St. Monica's feast",
        "Prays to St. Jude daily.",  # no possessive
        "Saw St. Brendan's photo",  # no cue, no head
    ],
)
def test_saints_places_no_place_for_a_feast_herb_or_bare_saint(text: str) -> None:
    assert saints_places(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PT FROM NH (WINGATE) WITH UTI.", "WINGATE"),
        ("DC TO REHAB (QUARRINGTON CAMBRIDGE).", "QUARRINGTON CAMBRIDGE"),
        ("HD (Halvorsen) MWF", "Halvorsen"),
        # an outside hospital's initials, alone in its brackets
        ("Pt transferred from OSH (CMH) for cath.", "CMH"),
        ("Intubated at OSH (SEMC).", "SEMC"),
    ],
)
def test_bracketed_settings_a_settings_name_after_its_kind(
    text: str, expected: str
) -> None:
    assert _found(bracketed_settings, text) == [(expected, kinds.HOSPITAL, True)]


@pytest.mark.parametrize(
    "text",
    [
        "REHAB (ACUTE) VS HOME",
        "NH (LTC)",
        "HD (MWF)",
        "REHAB (PT/OT)",
        "SNF (SHORT TERM)",
        "HOME (HOSPICE)",
        "from home (lives alone)",
        "Pt (Wingate) here",  # no setting before
        "records from OSH (PMH) reviewed",  # its history, a medical abbreviation
        "OSH (ED) workup neg",
    ],
)
def test_bracketed_settings_no_name_in_a_settings_brackets(text: str) -> None:
    assert bracketed_settings(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pt from nursing home (sunnyvale)", "sunnyvale"),
        ("pt from rehab (hebrew)", "hebrew"),
        ("PT FROM NH (CEDAR VIEW)", "CEDAR VIEW"),
    ],
)
def test_bracketed_settings_lower_case_and_a_place_tail(
    text: str, expected: str
) -> None:
    assert _found(bracketed_settings, text) == [(expected, kinds.HOSPITAL, True)]


@pytest.mark.parametrize(
    "text",
    ["rehab (inpatient)", "hd (mwf)", "home (pending)", "dialysis (tues)", "HD (TUES)"],
)
def test_bracketed_settings_no_lower_care_word_nor_day(text: str) -> None:
    assert bracketed_settings(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [("PCP AT BMC", "BMC"), ("PCP is at BMC.", "BMC")],
)
def test_hospital_abbreviations_after_pcp_at(text: str, expected: str) -> None:
    assert _found(hospital_abbreviations, text) == [(expected, kinds.HOSPITAL, True)]


def test_hospital_abbreviations_a_medical_abbreviation_without_pcp() -> None:
    assert hospital_abbreviations(analyse("PT AT BMC BASELINE")) == []


def test_lower_case_hospitals_after_pcp_at() -> None:
    text = "pcp at bmc, dr. nguyen"
    assert _found(lower_case_hospitals, text) == [("bmc", kinds.HOSPITAL, True)]


def test_lower_case_hospitals_no_word_after_pcp_at() -> None:
    assert lower_case_hospitals(analyse("pcp at each visit")) == []


def test_facility_acronyms_after_pcp_are_sure() -> None:
    assert _found(facility_acronyms, "PCP @ HVMA") == [("HVMA", kinds.HOSPITAL, True)]


def test_facility_acronyms_after_a_cue_stay_weak() -> None:
    assert _found(facility_acronyms, "PT TRANSFERRED TO HVMA") == [
        ("HVMA", kinds.HOSPITAL, False)
    ]


def test_bracketed_settings_after_an_outside_hospital() -> None:
    text = "She was seen at an outside hospital (Pembury) and sent here."
    assert _found(bracketed_settings, text) == [("Pembury", kinds.HOSPITAL, True)]


def test_bracketed_settings_no_stay_after_osh() -> None:
    assert bracketed_settings(analyse("OSH (ICU stay)")) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SH: works in construction for Kiewit.", "Kiewit"),
        ("SH: former employee of Polaroid.", "Polaroid"),
        ("WORKS IN SALES FOR RAYTHEON", "RAYTHEON"),
    ],
)
def test_employers_after_a_gap_or_employee_of(text: str, expected: str) -> None:
    assert _found(employers, text) == [(expected, kinds.ORGANIZATION, True)]


@pytest.mark.parametrize(
    "text", ["Pain works well for her", "WORKED UP FOR CHF", "The work of Dr Smith"]
)
def test_employers_none_after_a_work_word_without_a_company(text: str) -> None:
    assert employers(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt is a bus driver for the MBTA.", "MBTA"),
        ("PT IS A BUS DRIVER FOR THE MBTA.", "MBTA"),
    ],
)
def test_employers_after_a_trade(text: str, expected: str) -> None:
    assert _found(employers, text) == [(expected, kinds.ORGANIZATION, True)]


@pytest.mark.parametrize(
    "text",
    ["son is a teacher at home", "driver for the ambulance", "Cook at 350 for 20 min"],
)
def test_employers_none_after_a_trade_without_a_company(text: str) -> None:
    assert employers(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("NH: BRAEMOOR (781) 555-0192", "BRAEMOOR"),
        ("Rehab: Ashby House, contact Jen 555-0143", "Ashby House"),
        ("Dialysis unit: DaVita Stoughton", "DaVita Stoughton"),
        ("Facility: Bayside VNA", "Bayside VNA"),
    ],
)
def test_labelled_settings_a_name_after_a_settings_label(
    text: str, expected: str
) -> None:
    assert _found(labelled_settings, text) == [(expected, kinds.HOSPITAL, True)]


@pytest.mark.parametrize(
    "text",
    [
        "Rehab: Pending",
        "NH: Unknown",
        "Dialysis: MWF",
        "Hospice: Declined",
        "Facility: TBD",
    ],
)
def test_labelled_settings_no_common_value(text: str) -> None:
    assert labelled_settings(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [("Admitted via Ashgrove ED.", "Ashgrove"), ("Came via Harwick ER.", "Harwick")],
)
def test_before_departments_a_rare_name_before_an_emergency_room(
    text: str, expected: str
) -> None:
    assert _found(before_departments, text) == [(expected, kinds.HOSPITAL, True)]


@pytest.mark.parametrize("text", ["Pt sent to Peds ED", "Came via Adult ED"])
def test_before_departments_a_kind_of_emergency_room_is_none(text: str) -> None:
    assert before_departments(analyse(text)) == []


def test_before_departments_a_cath_lab_stays_weak() -> None:
    assert _found(before_departments, "went to Smithson cath lab") == [
        ("Smithson", kinds.HOSPITAL, False)
    ]


@pytest.mark.parametrize(
    ("text", "expected"), [("Oncologist at DFCI.", "DFCI"), ("ONC @ DFCI", "DFCI")]
)
def test_facility_acronyms_after_a_specialist_are_sure(
    text: str, expected: str
) -> None:
    assert _found(facility_acronyms, text) == [(expected, kinds.HOSPITAL, True)]


@pytest.mark.parametrize("text", ["Cards at CCU", "Onc at NAD", "Surgeon at OR"])
def test_facility_acronyms_no_care_place_after_a_specialist(text: str) -> None:
    assert [f for f in facility_acronyms(analyse(text)) if f.strong] == []


@pytest.mark.parametrize(
    "text",
    [
        "DC TO HOME (AMBULATORY)",
        "DC TO HOME (RESPITE)",
        "NH (SUNDOWNING)",
        "dc to nh (bedbound)",
        "dc to home (tentative)",
    ],
)
def test_bracketed_settings_no_patients_state(text: str) -> None:
    assert bracketed_settings(analyse(text)) == []


def test_bracketed_settings_a_name_ending_like_a_state_stays() -> None:
    assert _found(bracketed_settings, "rehab (Spaulding)") == [
        ("Spaulding", kinds.HOSPITAL, True)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Rehab: Trach, pending",
        "NH: Geri unit",
        "Rehab: Subacute",
        "NH: MassHealth pending",
        "Facility: Bariatric",
        "NH: Braemoor",
    ],
)
def test_labelled_settings_no_kind_of_care_nor_lone_word(text: str) -> None:
    assert labelled_settings(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "She was previously seen by Kessock Pulmonary Group in 2019.",
            "Kessock Pulmonary Group",
        ),
        ("He was seen at Wexcombe Dermatology for a rash.", "Wexcombe Dermatology"),
        ("She follows with Quarry Hill Primary Care.", "Quarry Hill Primary Care"),
        (
            "Letterhead: Kessock Pulmonary & Sleep Medicine",
            "Kessock Pulmonary & Sleep Medicine",
        ),
        ("HD at Fresenius Kidney Care Brenton MWF", "Fresenius Kidney Care Brenton"),
        (
            "Suboxone through Fairmoor Addiction Services.",
            "Fairmoor Addiction Services",
        ),
        ("Pt was at Carrow Detox last month.", "Carrow Detox"),
    ],
)
def test_practice_names(text: str, name: str) -> None:
    assert (name, kinds.HOSPITAL, True) in _found(practice_names, text)


@pytest.mark.parametrize(
    "text",
    [
        "Seen by Interventional Cardiology for cath.",
        "Seen by Adult Congenital Cardiology.",
        "Seen by General Internal Medicine.",
        "Thoracic Surgery consulted.",
        "Consult Cardiology re: afib.",
        "Dr. Lenz Cardiology fellow aware.",
        "Kessock Cardiology note reviewed.",  # no cue, no practice head
        "PT SEEN AT KESSOCK CARDIOLOGY",  # capitals: no name's shape
        "Pt in PACU Recovery, VSS.",
        "Pt to Recovery at 1400.",
    ],
)
def test_practice_names_not_a_service_nor_person(text: str) -> None:
    assert _found(practice_names, text) == []


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("Employer: retired (Quillcorp)", "Quillcorp", kinds.ORGANIZATION),
        ("Employer: Halcott Industries", "Halcott Industries", kinds.ORGANIZATION),
        ("Parish: Holy Family, Lowell", "Holy Family", kinds.LOCATION),
        ("Destination: Kestrel Bay ED, report called", "Kestrel Bay", kinds.HOSPITAL),
        ("Discharged to: Ashcombe House", "Ashcombe House", kinds.HOSPITAL),
        ("Town: Kestrel Bay", "Kestrel Bay", kinds.CITY),
        ("Hometown: Fenwick", "Fenwick", kinds.CITY),
        ("Scene: Fairmoor Plaza parking lot.", "Fairmoor Plaza", kinds.LOCATION),
    ],
)
def test_labelled_organisations(text: str, name: str, kind: str) -> None:
    assert (name, kind, True) in _found(labelled_organisations, text)


@pytest.mark.parametrize(
    "text",
    [
        "Employer: Retired",
        "Employer: Unemployed",
        "Employer: none",
        "Church: Catholic",
        "Destination: Home",
        "Discharged to: SNF",
        "Office: closed Monday",
        "Residence: Home",
        "Residence: Apartment",
        "City: Unknown",
        "Scene: Private residence",
        "Scene: Highway",
        "Pt's employer: Quillcorp",  # the label does not open the line
    ],
)
def test_labelled_organisations_near_misses(text: str) -> None:
    assert _found(labelled_organisations, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("F/U HVMA WELLESLEY IN 1 WEEK", "HVMA WELLESLEY"),
        ("Pt sees PCP at QRH Wellesley.", "QRH Wellesley"),
        ("Pt goes to dialysis at FMC Quincy.", "FMC Quincy"),
    ],
)
def test_acronym_sites(text: str, name: str) -> None:
    assert (name, kinds.HOSPITAL, True) in _found(acronym_sites, text)


@pytest.mark.parametrize(
    "text",
    [
        "SEEN AT HTIS TIME.",  # a typo before an everyday word
        "PT WENT TO ICU BOSTON",  # a care setting
        "F/U MRI BRAINTREE",  # a medical abbreviation
        "PT FROM NH DOVER",  # a state
        "labs at LMWH Quincy",
    ],
)
def test_acronym_sites_near_misses(text: str) -> None:
    assert _found(acronym_sites, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("f/u with kessock pulmonary group in 2 wks", "kessock pulmonary group"),
        ("f/u w/ harrow cardiology next month", "harrow cardiology"),
        ("F/U WITH KESSOCK PULMONARY GROUP", "KESSOCK PULMONARY GROUP"),
        ("Provider: HARROW CARDIOLOGY Phone:555-0199", "HARROW CARDIOLOGY"),
    ],
)
def test_plain_practice_names(text: str, name: str) -> None:
    assert (name, kinds.HOSPITAL, True) in _found(plain_practice_names, text)


@pytest.mark.parametrize(
    "text",
    [
        "f/u with cardiology group",
        "f/u with dr smith cardiology",
        "pt followed by nsurg oncology",  # shorthand
        "pt with amiod allergy",  # a condition's field
        "seen by ortho spine",
        "Pt seen by HARROW CARDIOLOGY today",  # capitals in mixed case, no label
        "Allergies: AMIOD ALLERGY",
    ],
)
def test_plain_practice_names_near_misses(text: str) -> None:
    assert _found(plain_practice_names, text) == []


def test_labelled_organisations_value_on_the_next_line() -> None:
    text = "Discharge Disposition:\nExtended Care\n\nFacility:\nTallow Creek VNA\n"
    assert ("Tallow Creek VNA", kinds.HOSPITAL, True) in _found(
        labelled_organisations, text
    )


@pytest.mark.parametrize(
    "text",
    [
        "Facility:\nHome\n",
        "Hospital:\nPatient was admitted on 3/2.\n",
        "Hospital Course:\nQuillmoor admitted.\n",
    ],
)
def test_labelled_organisations_next_line_near_misses(text: str) -> None:
    assert _found(labelled_organisations, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("pt is a resident of larkspur manor, baseline a&ox2", "larkspur manor"),
        ("pt from cresthaven nh with fever", "cresthaven"),
        ("awaiting bed at kestrel ridge", "kestrel ridge"),
    ],
)
def test_lower_setting_names(text: str, name: str) -> None:
    assert (name, kinds.HOSPITAL, True) in _found(lower_setting_names, text)


@pytest.mark.parametrize(
    "text",
    [
        "pt to geri rehab",  # shorthand: short
        "from subacute rehab",
        "to vestibular rehab",
        "went to the park",
        "pt from the morning house",
        "from trach snf",
    ],
)
def test_lower_setting_names_near_misses(text: str) -> None:
    assert _found(lower_setting_names, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("screened by fairmoor liaison, bed offer pending", "fairmoor"),
        ("liaison from thistlewood here to eval", "thistlewood"),
        ("LIAISON FROM BRAEMOOR IN TO SCREEN", "BRAEMOOR"),
    ],
)
def test_liaison_places(text: str, name: str) -> None:
    assert (name, kinds.HOSPITAL, True) in _found(liaison_places, text)


@pytest.mark.parametrize(
    "text",
    [
        "hospice liaison aware",
        "rehab liaison called",
        "Psych liaison following",
        "liaison from the nursing home",
        "Tamika liaison called",  # a first name: a person
    ],
)
def test_liaison_places_near_misses(text: str) -> None:
    assert _found(liaison_places, text) == []


def test_bracketed_settings_agency_tail() -> None:
    text = "Disposition: home with VNA (Tallow Creek Visiting Nurses)"
    assert ("Tallow Creek Visiting Nurses", kinds.HOSPITAL, True) in _found(
        bracketed_settings, text
    )


@pytest.mark.parametrize("text", ["HOME (HOME CARE)", "VNA (Home Health)"])
def test_bracketed_settings_agency_tail_alone_no_name(text: str) -> None:
    assert _found(bracketed_settings, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("bed at northgate available tomorrow", "northgate"),
        ("bed offer from fairmoor", "fairmoor"),
    ],
)
def test_bed_places(text: str, name: str) -> None:
    assert (name, kinds.HOSPITAL, True) in _found(bed_places, text)


@pytest.mark.parametrize(
    "text",
    ["bed at bedside", "bed at 30 degrees", "bed at lowest position", "bed at hob 30"],
)
def test_bed_places_near_misses(text: str) -> None:
    assert _found(bed_places, text) == []


def test_service_starts_survive_the_shared_lowering():
    """``lowered`` keeps the "İ" that ``str.lower`` makes "i" and a dot.

    The service precheck may use either only while no service word ends in "i".
    """
    from vtt_py.deid import rules_facilities

    assert not any(key.endswith("i") for key in rules_facilities._SERVICE_STARTS)
