"""Addresses, institutions and places after a residence or transfer cue."""

from __future__ import annotations

import re

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import CITY, COUNTRY, HOSPITAL, LOCATION, STATE, STREET
from vtt_py.deid.rules_place_cues import cue_spelling, places_in
from vtt_py.deid.rules_places import (
    _STATE_ZIP,
    _STREET_KEYS,
    _by_first_letter,
    _state_zips,
    find_addresses,
    find_institutions,
)


def addresses(text: str) -> list[tuple[str, str]]:
    return [(text[f.start : f.end], f.kind) for f in find_addresses(text)]


def test_rules_places_keys_grouped_by_first_letter_match_as_listed() -> None:
    # The grouped alternation finds the very matches of the keys joined in order.
    text = " ".join(
        f"{k} {k}s x{k} {k}.{k[:2]}" for k in (*_STREET_KEYS, "STREETS", "Avenues")
    )
    plain = re.compile("|".join(_STREET_KEYS))
    grouped = re.compile(_by_first_letter(_STREET_KEYS))
    spans = [m.span() for m in grouped.finditer(text)]
    assert spans == [m.span() for m in plain.finditer(text)]
    assert len(spans) > len(_STREET_KEYS)


@pytest.mark.parametrize(
    "text",
    [
        "QUINCY MA 02169, BOSTON MA  02115-1234. OH 43604-12345",
        "xMA 02169 ABC 12345 DE 123456 FG 1234 HI   12345 J 12345",
        "12345 AB 67890 MA 02169MA 02170",
    ],
)
def test_rules_places_state_zips_are_the_patterns_matches(text: str) -> None:
    # Tried before five-digit runs only, the matches are the scan's.
    expected = [m.span() for m in _STATE_ZIP.finditer(text)]
    assert [m.span() for m in _state_zips(text)] == expected


def test_rules_places_street_city_state() -> None:
    text = "lives at 123 Main Street, Apt 4B in Millbrook, OH 45202"
    assert addresses(text) == [
        ("123 Main Street, Apt 4B", STREET),
        ("Millbrook", CITY),
        ("OH", STATE),
    ]


def test_rules_places_a_roads_number_and_a_building_are_part_of_the_street() -> None:
    text = "7390 County Road 49, Building 9, Copper Run, KY 41428"
    assert addresses(text)[0] == ("7390 County Road 49, Building 9", STREET)
    # Not a number after another street's suffix: "2 blocks away".
    assert addresses("at 123 Main Street 2 blocks away") == [
        ("123 Main Street", STREET)
    ]


def test_rules_places_po_box() -> None:
    assert addresses("write to PO Box 123 please") == [("PO Box 123", STREET)]


@pytest.mark.parametrize(
    "text",
    [
        "ENDO=BS COVER W 4U REG SQ @ 0200",  # SQ: subcutaneous
        "CI > 2 HR ST INCREASE",  # ST: sinus tachycardia
        "AT 2.5MCG/KG, CO/CI 6.0",  # CO is no state here
    ],
)
def test_rules_places_no_address_in_clinical_text(text: str) -> None:
    assert addresses(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("he had TURP at brockton hospital at that time", "brockton hospital"),
        ("in ST MARY HOSPITAL. TRANSFERRED", "ST MARY HOSPITAL"),
        ("transfer to Franklin Square Hosp today", "Franklin Square Hosp"),
        ("went to UOfX Vermont Hosp and", "UOfX Vermont Hosp"),
        ("Seen at LAKESIDE MEDICAL today", "LAKESIDE MEDICAL"),
        # Each word too common to be a name, together a listed town.
        ("AND TAKEN TO THREE RIVERS HOSPITAL. THERE", "THREE RIVERS HOSPITAL"),
        # A common word or an initial between "to/from/at" and the name words.
        ("PRESENTED TO P QUILLMOOR IA MED CENTER ON", "P QUILLMOOR IA MED CENTER"),
        (
            "moved from Heritage Quillmoor Medical Center",
            "Heritage Quillmoor Medical Center",
        ),
        ("admitted to the Good Quillmoor Hospital", "Good Quillmoor Hospital"),
        # ... but no verb or plain adjective there.
        ("plan to see Quillmoor Clinic tomorrow", "Quillmoor Clinic"),
        ("went to the main Quillmoor Hospital", "Quillmoor Hospital"),
        ("sent to outside Quillmoor Hospital", "Quillmoor Hospital"),
        # Assisted living, rest homes and senior living are institutions too.
        ("a resident of Sunrise Assisted Living in", "Sunrise Assisted Living"),
        ("from Maplewood Rest Home", "Maplewood Rest Home"),
        ("PT LIVES AT BROOKHAVEN SENIOR LIVING", "BROOKHAVEN SENIOR LIVING"),
        ("Pt's VNA is Quillmoor Home Care.", "Quillmoor Home Care"),
        # An elder's day care, its verb in capitals no name word.
        ("PT ATTENDS SUNRISE ADULT DAY PROGRAM.", "SUNRISE ADULT DAY PROGRAM"),
        ("goes to Elm Adult Day Health 3x/wk", "Elm Adult Day Health"),
        ("with services through Bayview Home Health", "Bayview Home Health"),
        # A specialty is part of a name that has one of its own.
        ("seen at Pinecrest Cardiology Clinic", "Pinecrest Cardiology Clinic"),
        # "General" ends a hospital's name before a pause or a preposition.
        ("transferred from OSH (Quillmoor General) for cath", "Quillmoor General"),
        ("seen at Mass General last year", "Mass General"),
        # A second institution word ends the name the first began.
        ("d/c'd to Quillmoor Rehab Hospital in", "Quillmoor Rehab Hospital"),
        # A practice's and an urgent care's names.
        ("seen at Harborview Medical Associates.", "Harborview Medical Associates"),
        ("cc: Metrowest Heart Associates, 61", "Metrowest Heart Associates"),
        ("seen at the Quillmoor Urgent Care on", "Quillmoor Urgent Care"),
        # ... but a service after a hospital's name is no part of it.
        ("through Quillmoor Medical Center Home Care.", "Quillmoor Medical Center"),
        ("12 days at Quillmoor Oaks Skilled Nursing", "Quillmoor Oaks Skilled Nursing"),
        ("arrived via Quillmoor Ambulance at 0214", "Quillmoor Ambulance"),
        # A practice's name: a medical group, a family practice.
        (
            "PCP: Dr. Ng (Fenwick Family Practice, 781-555-0122)",
            "Fenwick Family Practice",
        ),
        ("cc: Hollis Medical Group, 12 Tanner Way", "Hollis Medical Group"),
        ("Pt works as a CNA at Hebrew Senior Life.", "Hebrew Senior Life"),
        ("PCP at Riverside Family Medicine", "Riverside Family Medicine"),
        # Care and nursing facilities, senior residences and centers.
        ("Returned to Birchwood Care Facility.", "Birchwood Care Facility"),
        ("admitted from Pinegrove Care Center", "Pinegrove Care Center"),
        (
            "a resident of Maplewood Manor nursing facility",
            "Maplewood Manor nursing facility",
        ),
        ("staff at Oakhurst Senior Residence called", "Oakhurst Senior Residence"),
        ("attends the Quillmoor Senior Center weekly", "Quillmoor Senior Center"),
        ("to Elmhurst Rehabilitation Facility", "Elmhurst Rehabilitation Facility"),
        # A generic word inside a name after its own words.
        ("care at the Lynn Community Health Center.", "Lynn Community Health Center"),
        ("at Quillmoor State Hospital for 2 years", "Quillmoor State Hospital"),
        # The kind of care between a hospital's name and its service.
        ("PT referral to Lahey outpatient rehab.", "Lahey outpatient rehab"),
        ("Discharged to Spaulding Cardiac Rehab.", "Spaulding Cardiac Rehab"),
        # The town an institution serves, after "of".
        (
            "Referral sent to Life Care Center of Plymouth.",
            "Life Care Center of Plymouth",
        ),
        (
            "Seen at Oakdale Clinic of Worcester County today.",
            "Oakdale Clinic of Worcester County",
        ),
        # ... not an order's name that goes on with "of".
        ("from Quillmoor Hospital of the Sisters of Charity.", "Quillmoor Hospital"),
    ],
)
def test_rules_places_institutions(text: str, expected: str) -> None:
    found = [(text[f.start : f.end], f.kind) for f in find_institutions(text)]
    assert found == [(expected, HOSPITAL)]


@pytest.mark.parametrize(
    "text",
    [
        "transferred to the hospital",
        "from outside hospital",
        "PAST MEDICAL HISTORY:",
        "Her Health care proxy is her son",
        "Plan for inpatient rehab when bed available.",
        "SCREENED FOR SUBACUTE REHAB",
        "may need neuro rehab or outpt clinic",
        # A specialty's clinic is a service, not a place's name.
        "f/u in Hematology clinic next week",
        "SEEN IN ORTHO CLINIC",
        "- Stroke clinic with Dr. Quillmoor in 4 weeks",
        "lives in an assisted living facility",
        "PT HAS HOME HEALTH AIDE",
        "needs VNA HOME CARE",
        # "general" before a noun, or with no name before it, is a word.
        "to General Surgery service",
        "will go to general floor",
        "General: alert and oriented",
        "in general doing well.",
        "Pt sent to urgent care yesterday.",
        "Brief Hospital Course:",  # a report's heading
        "Pt needs skilled nursing.",
        "Pt Arrived Via Ambulance",
        "PT ARRIVED BY AMBULANCE FROM HOME.",
        "an associate professor with an associates degree",
        "Involved home care nurse named Joyce.",  # a sentence's verb, capitalised
        "Family aware. Arranged home health for Monday.",
        "his family practice doctor is away",
        "Family Practice: Dr. Lee",
        "Pt needs placement in a care facility.",
        "Pt was at the senior center when she fell.",
        "Plan: long term care facility.",
        "Referred to the Community Health Center.",
        "Pt followed at Community Health Center.",
        # A possessive says whose the care is, not its name.
        "Pt's home health agency will call.",
        "Wife's home care aide called.",
        # A verb after its subject in capitals, a day program with no name.
        "PT ATTENDS REHAB 3X/WK.",
        "PT ATTENDS ADULT DAY PROGRAM M/W/F.",
        "pt attends adult day health 3x/wk.",
    ],
)
def test_rules_places_generic_institutions_are_not_names(text: str) -> None:
    assert find_institutions(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Beverly Hospital called back.", "Beverly Hospital"),
        ("Pt stable. Mercy Hospital aware.", "Mercy Hospital"),
        ("Sent to Reed Hospital.", "Reed Hospital"),
    ],
)
def test_rules_places_a_name_opening_a_sentence_still_names_a_hospital(
    text: str, expected: str
) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PT ADMITTED FROM UNIVERSITY OF MARYLAND MEDICAL", "UNIVERSITY OF MARYLAND"),
        ("TRANSFERRED TO BXH FOR CATH", "BXH"),
        ("Son from Framingham called", "Framingham"),
        ("daughter is flying in tomorrow from Rome.", "Rome"),
        ("DAUGHTER FROM ROME JUST CALLED FOR UPDATE", "ROME"),
        # A hyphened name is one word of the place, whatever its inner words.
        ("Moved here from Port-au-Prince 10 yrs ago.", "Port-au-Prince"),
        ("moved from Winston-Salem last year.", "Winston-Salem"),
        # Travel: where a patient went, and may have caught something.
        ("Pt recently returned from trip to Cancun.", "Cancun"),
    ],
)
def test_rules_places_after_cues(text: str, expected: str) -> None:
    found = [
        (text[f.start : f.end], f.kind) for f in places_in(analyse(text)) if f.strong
    ]
    assert found == [(expected, LOCATION)]


def _sure_places(text: str) -> list[str]:
    return [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no word at all in small letters after a motion cue: a name
        ("plan d/c to youville when bed available", ["youville"]),
        ("pt transferred from braemoor today", ["braemoor"]),
    ],
)
def test_rules_places_an_unknown_small_letter_word_after_a_motion_cue(
    text: str, expected: list[str]
) -> None:
    assert _sure_places(text) == expected


def test_rules_places_a_text_checks_few_unknown_words_for_typos() -> None:
    # One typo check per 2,000 characters and one for any text: a text of
    # nothing but unknown destinations stays cheap; the rest stay weak.
    text = "went to braemoor. went to quillmoor. went to brackenvale."
    assert _sure_places(text) == ["braemoor"]


@pytest.mark.parametrize(
    "text",
    [
        "sent to cardiolgy for eval",  # one letter from a word: a typo
        "d/c to rehabb when bed available",
        "transferred to cvicu this am",  # a unit's abbreviation
        "Pt's sister brought in Depends from home.",  # a product, no town
    ],
)
def test_rules_places_no_sure_place_for_a_typo_unit_or_product(text: str) -> None:
    assert _sure_places(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The dialysis days are no place.
        ("gets HD at DaVita in Quincy MWF", ["DaVita", "Quincy"]),
        # A town's first word and a capitalised rare word, in mixed case.
        (
            "Starts daycare at Kiddie Korner Preschool in North Bramford on",
            ["Kiddie Korner Preschool", "North Bramford"],
        ),
    ],
)
def test_rules_places_a_facility_and_its_town(text: str, expected: list[str]) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == expected


@pytest.mark.parametrize(
    ("text", "city", "state"),
    [
        ("14 Elm St Apt 3B, Quincy MA 02169.", "Quincy", "MA"),
        ("Sent to Fall River MA 02720 today", "Fall River", "MA"),
        ("Lives In Quincy MA 02169", "Quincy", "MA"),  # the sentence's words left out
        ("Baltimore MD 21201", "Baltimore", "MD"),
        ("14 ELM STREET, BROCKTON MA 02301", "BROCKTON", "MA"),  # in capitals
        ("from QUINCY MA 02169 admitted", "QUINCY", "MA"),
    ],
)
def test_rules_places_a_city_state_and_zip_without_a_comma(
    text: str, city: str, state: str
) -> None:
    assert addresses(text)[-2:] == [(city, CITY), (state, STATE)]


@pytest.mark.parametrize("text", ["Dr. Smith MD 21201", "seen by Okafor PA 19104"])
def test_rules_places_a_degree_or_capitals_before_a_zip_are_no_city(text: str) -> None:
    assert addresses(text) == []


def test_rules_places_a_state_or_country_travelled_to_is_sure() -> None:
    text = "Went on vacation to Florida; travelled to Nigeria in May."
    found = [(text[f.start : f.end], f.kind) for f in places_in(analyse(text))]
    assert found == [("Florida", STATE), ("Nigeria", COUNTRY)]


def test_rules_places_driving_is_a_motion_cue() -> None:
    text = "Son is driving from Connecticut; drove in from Nashua."
    found = [
        (text[f.start : f.end], f.kind, f.strong) for f in places_in(analyse(text))
    ]
    assert found == [("Connecticut", STATE, True), ("Nashua", LOCATION, True)]


def test_rules_places_world_city_in_small_letters_needs_a_cue() -> None:
    # "rome" in small letters is a sure place after a motion cue (a large
    # city no dictionary lists, less likely a person's name), not alone.
    assert [f.strong for f in places_in(analyse("came from rome"))] == [True]
    assert not [f for f in places_in(analyse("a visit from jordan")) if f.strong]
    assert not [f for f in places_in(analyse("pain from rome")) if f.strong]


@pytest.mark.parametrize(
    "text",
    [
        "transferred from ccu to floor",
        "transferred to the floor",
        "admitted to micu",
        "Pt. travelled to angio. this a.m.",
    ],
)
def test_rules_places_clinical_units_are_not_places(text: str) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "followed in Hematology clinic",
        "Will follow in Cardiology outpatient clinic",
        "Seen at Monday clinic",  # the clinic's day
        "Pt to Thurs rehab",
        "Stable for transfer to Cardiac floor",
        "f/u in Neurology",
        "result in New Diagnosis of CA",  # a town's first word, then an English word
    ],
)
def test_rules_places_a_specialty_is_no_place(text: str) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    "text",
    [
        "Attending: Bianca Elliott, MD today",
        "Seen by Tom Reyes, PA",
        # Holt is a town, but here the second part of a surname.
        "Attending: Zofia Brzezinski-Holt, MD",
    ],
)
def test_rules_places_a_degree_after_a_name_is_no_state(text: str) -> None:
    assert find_addresses(text) == []


@pytest.mark.parametrize(
    ("text", "city"),
    [
        ("Lives in Baltimore, MD 21201.", "Baltimore"),
        ("from Scranton, PA", "Scranton"),
        ("Lives in Wilkes-Barre, PA now", "Wilkes-Barre"),  # whole, not Barre
        ("from O'Fallon, MO", "O'Fallon"),
    ],
)
def test_rules_places_md_and_pa_after_a_town_are_states(text: str, city: str) -> None:
    found = {(text[f.start : f.end], f.kind) for f in find_addresses(text)}
    assert (city, CITY) in found
    assert any(kind == STATE for _, kind in found)


@pytest.mark.parametrize(
    "text",
    ["ORDER WRITEN TO TRANSFUSE 2 U PRBC.", "clot sent, plan to transfuse 1 unit"],
)
def test_rules_places_an_infinitive_to_is_no_destination(text: str) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    "text",
    ["CHANGED BACK TO NRB WITH GOOD EFFECT", "PULLED BACK TO CVP- CURRENTLY"],
)
def test_rules_places_back_to_alone_is_only_a_hint(text: str) -> None:
    assert places_in(analyse(text)) and not [
        f for f in places_in(analyse(text)) if f.strong
    ]


def test_rules_places_went_back_to_a_place_is_sure() -> None:
    text = "went back to Florida last week"
    assert [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong] == [
        "Florida"
    ]


@pytest.mark.parametrize(
    "text", ["minimal improvement in BPs overnight", "transferred with ABGs in hand"]
)
def test_rules_places_a_plural_abbreviation_is_no_place(text: str) -> None:
    assert not [f for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    "text",
    [
        "SPECIMENS WERE SENT FROM THE BILE DUCT AND A STENT",
        "CLEANSED FROM ORAL CAVITY.",
    ],
)
def test_rules_places_a_part_of_the_body_is_no_place(text: str) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt was tranfered to Bridgeport for surgery.", "Bridgeport"),
        ("She was dischargd to Fairhaven yesterday.", "Fairhaven"),
    ],
)
def test_rules_places_a_misspelt_motion_cue_still_cues(
    text: str, expected: str
) -> None:
    assert expected in [text[f.start : f.end] for f in places_in(analyse(text))]


@pytest.mark.parametrize(
    ("word", "cue"),
    [
        ("tranfered", "transfered"),
        ("trasnferred", "transferred"),
        ("prevented", "prevented"),
    ],
)
def test_rules_places_cue_spelling_only_corrects_unknown_words(
    word: str, cue: str
) -> None:
    assert cue_spelling(word) == cue


@pytest.mark.parametrize(
    "text",
    [
        "requiring increase in Dopamine gtt both arms",
        "Pt in Trendelenburg to decrease pressure",
        "placed in Trendelenberg during procedure",  # misspelt, still a position
        "HOB up, pt in Semi-Fowler position",
    ],
)
def test_rules_places_drugs_and_positions_are_no_places(text: str) -> None:
    assert places_in(analyse(text)) == []


def test_rules_places_a_state_named_after_a_cue_is_a_state() -> None:
    # Florida is also a small town; after "moving from" the state is meant.
    found = places_in(analyse("family is moving from Florida next week"))
    assert [(f.kind, f.strong) for f in found] == [(STATE, True)]


@pytest.mark.parametrize(
    "text",
    [
        "MONITOR WITH ANY CHANGE IN MEDICAL REGIMEN.",
        "Decrease amio. Cont rehab.",
        "CONT CARDIAC REHAB WITH PT- REHAB SCREEN",
    ],
)
def test_rules_places_plan_shorthand_is_no_institution(text: str) -> None:
    assert find_institutions(text) == []


@pytest.mark.parametrize(
    ("text", "city", "state"),
    [
        ("RADIOLOGY\n754 Quarry Dr, Copper Run, TN 38538   Tel", "Copper Run", "TN"),
        ("Dr. Ames, Rockport, Maine", "Rockport", "Maine"),
    ],
)
def test_rules_places_a_failed_pair_does_not_hide_the_city_after_it(
    text: str, city: str, state: str
) -> None:
    # "Quarry Dr, Copper Run" is tried first: its "state" is none, but the
    # pair right after it is a city and a state.
    found = addresses(text)
    assert (city, CITY) in found and (state, STATE) in found


@pytest.mark.parametrize(
    ("text", "city", "state"),
    [
        ("From Scranton, PA.", "Scranton", "PA"),
        ("From Winston-Salem, NC.", "Winston-Salem", "NC"),
        ("In Copper Run, TN since May", "Copper Run", "TN"),
    ],
)
def test_rules_places_a_city_leaves_out_the_sentences_function_words(
    text: str, city: str, state: str
) -> None:
    # A capitalised "From" opening the line is no part of the town's name.
    assert addresses(text) == [(city, CITY), (state, STATE)]


def test_rules_places_a_device_after_a_state_makes_no_pair() -> None:
    # A Foley and a Texas (condom) catheter, not a town in Texas.
    assert addresses("Pt with Foley, Texas catheter ordered.") == []
    assert addresses("Moved from Foley, Texas last year.") == [
        ("Foley", CITY),
        ("Texas", STATE),
    ]


def test_rules_places_a_failed_city_is_not_retried_word_by_word() -> None:
    # "Wilma Jackson, MD" is a name and a degree; "Jackson, MD" alone must not
    # become a town in Maryland.
    assert addresses("Attending: Wilma Jackson, MD today") == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Has a bakery in Port Salerno. Italian speaking", "Port Salerno"),
        ("knew he was in Clinton Township, but not where", "Clinton Township"),
    ],
)
def test_rules_places_a_listed_town_written_as_a_name_after_in(
    text: str, town: str
) -> None:
    # Each word is common ("Port", "Township"); written as a name, the listed
    # town is sure even with no motion cue before "in".
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [town]


@pytest.mark.parametrize(
    "text",
    [
        "HAS A BAKERY IN PORT SALERNO.",  # capitals say nothing: left to the lists
        "pt remains in Atrial Fibrillation",  # a medical term as a heading
        "Father in Law called for update",  # a relative
        "seen in Pain Clinic today",
        # A state of illness after "in" is none; an abbreviation is the CRF's to weigh.
        "Pt admitted in New Onset Afib with RVR.",
        "admitted in Acute Respiratory Failure",
        "arrived in Septic Shock from pneumonia",
        "ADMITTED IN DKA LAST NIGHT",
    ],
)
def test_rules_places_no_sure_place_in_titled_terms(text: str) -> None:
    assert not [f for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    "text",
    [
        "admitted in Acute Respiratory Failure",
        "Pt admitted in New Onset Afib with RVR.",
    ],
)
def test_rules_places_an_illness_course_is_no_place(text: str) -> None:
    assert places_in(analyse(text)) == []


def test_rules_places_a_month_is_no_place() -> None:
    # "in" after a hospital's name cues a place, but a month is a time.
    text = "recently to Mercy Kestrel Falls Hospital in September, and"
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == ["Mercy Kestrel Falls"]


def test_rules_places_an_illness_word_does_not_unmake_a_residence() -> None:
    # Onset is a village: after "lives in" it is a place however it reads.
    text = "lives in Onset with wife"
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == ["Onset"]


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("9410 Tanner St, Building 9\nAshby, VA", "9410 Tanner St, Building 9"),
        ("8236 Quarry Road, Floor 3\nMillbrook", "8236 Quarry Road, Floor 3"),
        ("12 Main St, Apt 4B", "12 Main St, Apt 4B"),
    ],
)
def test_rules_places_a_building_or_floor_belongs_to_the_street(
    text: str, street: str
) -> None:
    assert street in [text[f.start : f.end] for f in find_addresses(text)]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("lives with her son in a home in\nQuarry Hill. Retired", "Quarry Hill"),
        ("lives in\r\nDundalk with wife", "Dundalk"),
    ],
)
def test_rules_places_a_place_wrapped_to_the_next_line(text: str, place: str) -> None:
    assert place in [
        text[f.start : f.end] for f in places_in(analyse(text)) if f.strong
    ]


@pytest.mark.parametrize(
    "text",
    ["pt lives in\nNeuro: intact", "Pt was in\n\nBellhaven", "sent to\nCCU today"],
)
def test_rules_places_no_wrapped_place_over_a_section_or_blank_line(text: str) -> None:
    assert not [f for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "brought in by police from the gas station at Route 30 and Quarry Road",
            ["Route 30", "Quarry Road"],
        ),
        (
            "found at the corner of Elm Street and 5th Avenue",
            ["Elm Street", "5th Avenue"],
        ),
        ("LIVES ON MAPLE AVENUE WITH DAUGHTER", ["MAPLE AVENUE"]),
        ("crash on Hwy 9 this am", ["Hwy 9"]),
        ("lives alone in an apt on Elm St in Quincy", ["Elm St"]),
        ("found down on Pleasant St. Brought in by EMS", ["Pleasant St"]),
        # "St" after "at", "near", "of" and "and" too: an intersection.
        (
            "found at the intersection of Hancock St and Adams St near",
            ["Hancock St", "Adams St"],
        ),
        ("fell at Elm St bus stop", ["Elm St"]),
    ],
)
def test_rules_places_a_street_named_without_its_number(
    text: str, expected: list[str]
) -> None:
    found = [f for f in find_addresses(text) if f.rule == "street-name"]
    assert [text[f.start : f.end] for f in found] == expected
    assert all(f.kind == STREET and f.strong for f in found)


@pytest.mark.parametrize(
    "text",
    [
        "NEED DOWN THE ROAD FOR INTUBATION",
        "PT CAME IN VIA ROAD",
        "at the end of the road",
        "iv route 2 times",
        "Road to recovery is long",
        "Main St and Dr Quennell",
        "I-131 therapy",
        "transferred to St Mary",  # a saint's St comes first
        "on Holy Cross St Elizabeth",
    ],
)
def test_rules_places_no_street_name_in_everyday_words(text: str) -> None:
    assert [f for f in find_addresses(text) if f.rule == "street-name"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Plan for d/c to Hillmarsh when bed available.", "Hillmarsh"),
        ("Will be dc'd to Hillmarsh tomorrow.", "Hillmarsh"),
        ("DC TO HILLMARSH IN AM", "HILLMARSH"),
        ("Dispo: to Hillmarsh", "Hillmarsh"),
        ("Discharge to Elmcroft Care Center for rehab.", "Elmcroft Care Center"),
        ("Pt accepted at Hillmarsh.", "Hillmarsh"),
        ("He was seen at Little Oaks Pediatrics.", "Little Oaks"),
        ("Pt came from St. Agatha's with CP.", "St. Agatha's"),  # a saint's, dotted
    ],
)
def test_rules_places_a_discharge_or_care_destination_is_sure(
    text: str, expected: str
) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "all lines dc'd from fem site",  # discontinued, not discharged
        "Plan: d/c to home",
        "d/c to Lasix gtt",
        "peg placement at the bedside today",
        "focus is seen at the ureteropelvic junction",
        "pt seen resting in NAD",  # care cues lead to a place after "at" only
        "DC TO PRN",  # discontinued and changed: an abbreviation is only a hint
        "d/c to NRB",
    ],
)
def test_rules_places_no_destination_in_a_stopped_line_or_the_body(text: str) -> None:
    assert not [f for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    "text", ["message sent to Dr. Rowan", "went to Dr Rowan for a second opinion"]
)
def test_rules_places_a_title_is_no_place(text: str) -> None:
    assert not [f for f in places_in(analyse(text)) if "Dr" in text[f.start : f.end]]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Referrals sent to Spaulding and Youville.", ["Spaulding", "Youville"]),
        (
            "went to Quarrington, Youville or Hollisford",
            ["Quarrington", "Youville", "Hollisford"],
        ),
        ("transferred to Quarrington and Started on heparin", ["Quarrington"]),
    ],
)
def test_rules_places_places_listed_after_a_sure_one(
    text: str, expected: list[str]
) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == expected


def test_rules_places_no_list_read_in_capitals() -> None:
    text = "REFERRALS SENT TO QUARRINGTON AND YOUVILLE"
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert "YOUVILLE" not in found


def test_rules_places_a_hyphened_word_ending_lower_case_is_no_place_name() -> None:
    text = "lives in Boston-area shelter"
    found = [text[f.start : f.end] for f in places_in(analyse(text))]
    assert found == ["Boston"]


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Pt lives at 45 Beacon Street.", "45 Beacon Street"),
        ("Pt lives at 45 Beacon St.", "45 Beacon St."),
        ("Wife works for State Street.", "State Street"),
        ("Lives on Maple Avenue.", "Maple Avenue"),
        ("Lives on Elm St.", "Elm St."),
    ],
)
def test_rules_places_a_sentences_period_is_no_part_of_the_street(
    text: str, street: str
) -> None:
    # Only an abbreviated suffix owns the period after it.
    assert [(text[f.start : f.end]) for f in find_addresses(text)] == [street]


@pytest.mark.parametrize(
    "text",
    ["Pt's son is in the Air Force now", "served in the Coast Guard", "in the Army"],
)
def test_rules_places_a_service_served_in_is_no_place(text: str) -> None:
    assert places_in(analyse(text)) == []


def test_rules_places_immigrating_is_a_motion_cue() -> None:
    text = "a woman who immigrated from Somalia in 2008"
    found = [
        (text[f.start : f.end], f.kind, f.strong) for f in places_in(analyse(text))
    ]
    assert found == [("Somalia", COUNTRY, True)]


def test_rules_places_a_preposition_ends_a_town_after_a_residence_cue() -> None:
    text = "They live in Roxbury near Dudley Square."
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert "Roxbury" in found and "Roxbury near Dudley" not in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt was at Youville for 2 weeks then home.", "Youville"),
        ("Stayed at Quarrington Manor for 6 months.", "Quarrington Manor"),
    ],
)
def test_rules_places_a_name_after_at_needs_no_cue(text: str, expected: str) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


@pytest.mark.parametrize(
    "text", ["Tender at McBurney's point on exam", "Pain at McBurney point."]
)
def test_rules_places_an_eponym_after_at_is_no_place(text: str) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    "text", ["Pt in Afib with RVR.", "Pt admitted in Afib overnight", "Pt in Nstemi"]
)
def test_rules_places_an_abbreviation_typed_as_a_word_is_no_sure_place(
    text: str,
) -> None:
    assert not [f for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    "text",
    [
        "Pt went to Physical Therapy today.",
        "Presented to Triage with abdominal pain.",
        "Transferred from Labor and Delivery after C-section.",
        "Sent to Urgent Care by PCP",
        "He works at the Post Office.",
    ],
)
def test_rules_places_a_department_named_in_capitals_is_no_place(text: str) -> None:
    assert places_in(analyse(text)) == []


def test_rules_places_a_word_numbered_after_a_cue_is_only_a_hint() -> None:
    # "Section 8" is a housing program; a room or a building is numbered so too.
    text = "Pt lives in Section 8 housing."
    assert not [f for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    ("text", "place"),
    [("lived in Ohio 2010-2015.", "Ohio"), ("Moved to Texas 2015.", "Texas")],
)
def test_rules_places_a_state_before_a_year_stays_sure(text: str, place: str) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [place]


@pytest.mark.parametrize(
    "text",
    [
        "Lives in public housing with her mother.",
        "lives in town with wife.",
        "lives in rural area.",
        "lives in group home.",
        "lives in subsidized apartment alone.",
        "lives in dorm at college.",
    ],
)
def test_rules_places_a_kind_of_home_after_a_residence_cue_is_no_place(
    text: str,
) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [("lives in quincy with wife", "quincy"), ("lives in roxbury", "roxbury")],
)
def test_rules_places_a_town_in_small_letters_after_a_residence_cue(
    text: str, expected: str
) -> None:
    assert [text[f.start : f.end] for f in places_in(analyse(text))] == [expected]


def test_rules_places_a_common_noun_opening_a_sentence_before_of_is_no_name() -> None:
    text = "Resident of Sunrise Assisted Living in Braintree."
    assert [text[f.start : f.end] for f in find_institutions(text)] == [
        "Sunrise Assisted Living"
    ]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Lives at 12 Oak Lane, Apt 4, Milton.", "Milton"),
        ("New address: 77 Commonwealth Ave #5, Boston 02115", "Boston"),
        ("PO Box 77, Hyannis", "Hyannis"),
    ],
)
def test_rules_places_a_listed_town_after_a_streets_comma(text: str, town: str) -> None:
    found = [(text[f.start : f.end], f.kind) for f in find_addresses(text)]
    assert found[-1] == (town, CITY)


@pytest.mark.parametrize(
    "text",
    [
        "Lives at 30 Main St, Apt 2, with her son.",
        "Found at 100 Main Street, Dr. Jones notified.",
        "Seen at 14 Elm Street, Quillmoor Clinic.",  # no listed town
    ],
)
def test_rules_places_no_town_after_a_street_without_one(text: str) -> None:
    assert [f for f in find_addresses(text) if f.kind == CITY] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Family lives on the North Shore.", ["North Shore"]),
        ("Pt lives on Cape Cod with her husband.", ["Cape Cod"]),
        ("Lives on Nantucket.", ["Nantucket"]),
        # "at home" between the residence cue and "on".
        ("Pt lives at home on the Cape with wife.", ["Cape"]),
        ("Lives at home on the first floor.", []),
        # Not a street (the street rules'), a floor, or an income.
        ("Lives on Elm St in Quincy.", ["Quincy"]),
        ("Lives on the first floor of a triple decker.", []),
        ("Lives on Social Security.", []),
        ("Lives on SSI.", []),
        ("Admitted on Monday for CP.", []),
    ],
)
def test_rules_places_lives_on_a_coast_or_an_island(
    text: str, expected: list[str]
) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Originally from Haiti, speaks Creole.", [("Haiti", COUNTRY)]),
        ("Pt is from El Salvador, here 5 years.", [("El Salvador", COUNTRY)]),
        ("Traveled to China last month.", [("China", COUNTRY)]),  # no town China
        # A country or city whose name is far likelier a person's, uncued.
        ("Got a call from Jordan, her nephew.", []),
        ("Message from Lynn in pharmacy.", []),
    ],
)
def test_rules_places_a_country_after_from_or_in(
    text: str, expected: list[tuple[str, str]]
) -> None:
    found = [
        (text[f.start : f.end], f.kind) for f in places_in(analyse(text)) if f.strong
    ]
    assert found == expected


@pytest.mark.parametrize(
    ("text", "found"),
    [
        # A state's code a clinical place shares, after a home or work cue: a hint.
        ("Works in NH as a trucker.", [("NH", STATE, False)]),
        ("Lives in CT with daughter.", [("CT", STATE, False)]),
        ("Pt went to OR at 10am.", []),  # no home or work cue
        ("Works in a NH as a CNA.", []),
    ],
)
def test_rules_places_a_state_code_after_a_home_or_work_cue_is_a_hint(
    text: str, found: list[tuple[str, str, bool]]
) -> None:
    got = [(text[f.start : f.end], f.kind, f.strong) for f in places_in(analyse(text))]
    assert got == found


@pytest.mark.parametrize(
    "text",
    [
        "Pt was at Parkinsons clinic today.",
        "Followed in Alzheimer's clinic.",
        "Seen at Crohns clinic.",
    ],
)
def test_rules_places_a_diseases_clinic_is_no_place(text: str) -> None:
    assert places_in(analyse(text)) == []
    assert find_institutions(text) == []


def test_rules_places_a_name_before_a_clinic_stays_a_place() -> None:
    text = "Pt was at Lahey clinic."
    assert [text[f.start : f.end] for f in find_institutions(text)] == ["Lahey clinic"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The town of a hospital's campus after its name.
        (
            "Will go to Spaulding Rehab Cambridge for rehab.",
            "Spaulding Rehab Cambridge",
        ),
        ("Seen at Lahey Clinic Burlington yesterday.", "Lahey Clinic Burlington"),
        # Not a word that a small town shares, nor a heading's words.
        ("Quillmoor Hospital Center Court", "Quillmoor Hospital"),
    ],
)
def test_rules_places_a_campus_town_after_an_institution(
    text: str, expected: str
) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A life's places: childhood, military service, visits abroad.
        ("Grew up in rural Georgia, moved away.", [("Georgia", STATE)]),
        ("grew up in brockton.", [("brockton", LOCATION)]),
        ("Served in Korea 1951-53.", [("Korea", COUNTRY)]),
        (
            "Visited family in the Dominican Republic.",
            [("Dominican Republic", COUNTRY)],
        ),
        ("Recently traveled to rural Guatemala.", [("Guatemala", COUNTRY)]),
        # Not a mass's growth, a faith, a service or a clinic visit.
        ("Tumor grew in size since last scan.", []),
        ("Raised in a Catholic family.", []),
        ("Served in the Air Force.", []),
        ("Pt visited in clinic by SW.", []),
    ],
)
def test_rules_places_where_someone_grew_up_served_or_visited(
    text: str, expected: list[tuple[str, str]]
) -> None:
    found = [
        (text[f.start : f.end], f.kind) for f in places_in(analyse(text)) if f.strong
    ]
    assert found == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A store's pharmacy by its brand, even an abbreviation's letters.
        ("Fill prescriptions at CVS Pharmacy #1234 on Main St.", ["CVS Pharmacy"]),
        ("Rx sent to Walgreens Pharmacy in Quincy.", ["Walgreens Pharmacy"]),
        # The hospital's own pharmacists.
        ("Per Pharmacy, vanco trough due.", []),
        ("ID Pharmacy recs appreciated.", []),
        ("Per Clinical Pharmacy.", []),
    ],
)
def test_rules_places_a_stores_pharmacy_is_an_institution(
    text: str, expected: list[str]
) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Referral to Joslin Diabetes Center for eval.", "Joslin Diabetes Center"),
        ("Seen at Quillmoor Eye Institute today.", "Quillmoor Eye Institute"),
        ("Services through Old Colony Elder Services.", "Old Colony Elder Services"),
        ("Followed at Bay Cove Human Services.", "Bay Cove Human Services"),
    ],
)
def test_rules_places_an_organs_centre_or_a_social_agency_is_an_institution(
    text: str, expected: str
) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Outpatient Dialysis Center on MWF.",
        "Referred to Elder Services for home safety eval.",
        "Dept of Health and Human Services.",
    ],
)
def test_rules_places_a_generic_centre_or_agency_is_no_name(text: str) -> None:
    assert find_institutions(text) == []


@pytest.mark.parametrize(
    "text",
    ["Insurance: Tufts Health Plan, ID 123456789.", "Plan: Fallon Community, ID: 555"],
)
def test_rules_places_id_before_a_number_is_no_state(text: str) -> None:
    assert [kind for _, kind in addresses(text)] == []


def test_rules_places_idaho_before_a_zip_code_stays_a_state() -> None:
    assert ("ID", STATE) in addresses("Moved from Boise, ID 83702 in 2010.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("HD AT HALVORSEN MWF.", "HALVORSEN"),
        ("ECHO AT KOWALCZYK SHOWED EF 30%.", "KOWALCZYK"),
    ],
)
def test_rules_places_a_family_name_after_at_in_capitals(
    text: str, expected: str
) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "ETT 7.5 22 CM AT LIPLINE.",  # nursing shorthand, unlisted
        "MEDICATED AT MIDNOC FOR PAIN.",
        "SITTING UP AT BEDSIDE.",
        "TITRATED AT KVO.",
    ],
)
def test_rules_places_no_name_after_at_in_capitals_without_a_listed_one(
    text: str,
) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("FAMILY IN NH AND ME.", ["NH", "ME"]),
        ("Family in NH and ME.", ["NH", "ME"]),
        ("SON LIVES IN CT/MA.", ["CT", "MA"]),  # abbreviations both: the cue says
    ],
)
def test_rules_places_two_state_codes_joined_are_states(
    text: str, codes: list[str]
) -> None:
    found = [
        (text[f.start : f.end], f.kind, f.strong) for f in places_in(analyse(text))
    ]
    assert found == [(code, STATE, True) for code in codes]


@pytest.mark.parametrize(
    "text", ["DIED FROM MI AND CA.", "TRANSFERRED TO OR AND IR.", "SENT TO CT AND MRI."]
)
def test_rules_places_no_state_pair_in_medical_abbreviations(text: str) -> None:
    assert [f for f in places_in(analyse(text)) if f.kind == STATE] == []


@pytest.mark.parametrize(
    "text",
    ["WIFE ARRIVING FROM NY TONIGHT.", "flew in from NY", "WENT TO RI TO VISIT."],
)
def test_rules_places_a_state_code_no_abbreviation_shares_after_a_cue(
    text: str,
) -> None:
    found = [(f.kind, f.strong) for f in places_in(analyse(text))]
    assert found == [(STATE, True)]


def test_rules_places_a_word_like_state_code_is_no_state() -> None:
    assert places_in(analyse("WENT BACK TO OK")) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("LIVES W/ WIFE IN W. ROXBURY.", "W. ROXBURY"),
        ("lives w/ wife in w. roxbury.", "w. roxbury"),
        ("came from n. andover", "n. andover"),
    ],
)
def test_rules_places_a_compass_initial_opens_a_town(text: str, expected: str) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


def test_rules_places_a_compass_initial_before_no_town_is_none() -> None:
    assert places_in(analyse("Growing in S. aureus")) == []


@pytest.mark.parametrize(
    "text",
    [
        "April Lane (HCP) aware of plan",
        "HCP: daughter April Lane 617-555-0198",
        "HCP is niece, Carol Street.",
    ],
)
def test_rules_places_a_first_name_and_a_street_word_near_a_role_is_no_street(
    text: str,
) -> None:
    assert [f for f in find_addresses(text) if f.kind == STREET] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Her son lives on Carol Street.", "Carol Street"),
        ("Found near April Lane and Route 9.", "April Lane"),
    ],
)
def test_rules_places_a_first_name_street_without_a_role_stays(
    text: str, expected: str
) -> None:
    found = [text[f.start : f.end] for f in find_addresses(text) if f.kind == STREET]
    assert expected in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lives in Chelsea w/ husband.", "Chelsea"),
        ("lives in rozzie w/ sister", "rozzie"),
    ],
)
def test_rules_places_a_town_ends_before_a_slashed_letter(
    text: str, expected: str
) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("DC TO HEBREW REHAB IN AM", "HEBREW REHAB"),
        ("TRANSFER TO JEWISH NURSING HOME", "JEWISH NURSING HOME"),
    ],
)
def test_rules_places_a_faith_names_its_home(text: str, expected: str) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == [expected]


def test_rules_places_a_language_spoken_is_no_home() -> None:
    assert find_institutions("pt speaks hebrew, rehab screen today") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("D/C PLAN: SPAULDING VS HEBREW REHAB.", {"SPAULDING", "HEBREW REHAB"}),
        ("Youville or Braeburn Nursing Home", {"Youville", "Braeburn Nursing Home"}),
        # A device's noun is asked whole: "Hunt" is no part of "shunt".
        ("Pt to Hunt or Lakeview Rehab.", {"Hunt", "Lakeview Rehab"}),
    ],
)
def test_rules_places_a_name_joined_to_an_institution(
    text: str, expected: set[str]
) -> None:
    assert {text[f.start : f.end] for f in find_institutions(text)} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Plan: home vs Lakeview Nursing Home", {"Lakeview Nursing Home"}),
        ("SNF OR HEBREW REHAB", {"HEBREW REHAB"}),
        ("Coumadin and Lakeview Nursing Home", {"Lakeview Nursing Home"}),
        ("SHUNT OR LAKEVIEW REHAB", {"LAKEVIEW REHAB"}),  # a device's noun
    ],
)
def test_rules_places_a_care_word_joined_to_an_institution_is_none(
    text: str, expected: set[str]
) -> None:
    assert {text[f.start : f.end] for f in find_institutions(text)} == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PT WAS AT YOUVILLE FOR REHAB", "YOUVILLE"),
        ("PT FROM BRIARCREST NH", "BRIARCREST"),
    ],
)
def test_rules_places_a_rare_word_before_care_in_capitals(
    text: str, expected: str
) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


@pytest.mark.parametrize(
    "text", ["PT WAS AT YOUVILLE TODAY", "PT SEEN AT BEDSIDE FOR REHAB EVAL"]
)
def test_rules_places_a_rare_word_without_care_in_capitals_is_none(text: str) -> None:
    assert [f for f in places_in(analyse(text)) if f.strong] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SH: works for the town of Braintree DPW.", "Braintree"),
        ("WORKS FOR CITY OF LOWELL", "LOWELL"),
        ("moved to the Township of Wayne", "Wayne"),
        # Text not all ASCII is scanned in full.
        ("café owner in the village of Scarsdale", "Scarsdale"),
    ],
)
def test_rules_places_a_listed_town_after_town_of(text: str, expected: str) -> None:
    found = [(text[f.start : f.end], f.kind) for f in find_addresses(text)]
    assert found == [(expected, CITY)]


def test_rules_places_an_unlisted_word_after_town_of_is_none() -> None:
    assert find_addresses("the town of Quillmoorvale voted") == []


def test_rules_places_an_ing_word_opening_a_label_is_no_name() -> None:
    assert find_institutions("Referring hospital: Harwick Memorial") == []


def test_rules_places_an_ing_town_opening_a_line_stays() -> None:
    text = "Reading Hospital ED"
    assert [text[f.start : f.end] for f in find_institutions(text)] == [
        "Reading Hospital"
    ]


def test_rules_places_a_care_word_before_at_in_capitals() -> None:
    text = "PT GOES TO DIALYSIS AT KESTREL RENAL MWF"
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == ["KESTREL"]


def test_rules_places_a_care_word_before_from_in_capitals_is_none() -> None:
    assert [f for f in places_in(analyse("DIALYSIS FROM LIPLINE")) if f.strong] == []


def test_rules_places_a_saints_period_stays_in_an_institutions_name() -> None:
    text = "Outside hospital: St. Brendan's Medical Center, Fall River"
    assert [text[f.start : f.end] for f in find_institutions(text)] == [
        "St. Brendan's Medical Center",
        "Fall River",  # its town, after the comma
    ]


def test_rules_places_a_sentences_period_ends_an_institutions_name() -> None:
    text = "Pt seen by Dr. Ames. Hospital course was brief."
    assert find_institutions(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SH: originally from the Dominican Republic.", "Dominican Republic"),
        ("Family from the United States", "United States"),
    ],
)
def test_rules_places_a_country_after_from_the(text: str, expected: str) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


def test_rules_places_a_region_after_from_the_is_no_cue() -> None:
    text = "the letter from the New England Journal"
    assert [f for f in places_in(analyse(text)) if f.strong] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Court: Norfolk Probate Court", "Norfolk Probate Court"),
        ("Pt is on probation with Quincy District Court.", "Quincy District Court"),
    ],
)
def test_rules_places_a_towns_court(text: str, expected: str) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == [expected]


@pytest.mark.parametrize(
    "text", ["has a hearing in Housing Court next week", "DISTRICT COURT HEARING"]
)
def test_rules_places_a_kind_of_court_alone_is_none(text: str) -> None:
    assert find_institutions(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("f/u at Lowry Med Ctr", "Lowry Med Ctr"),
        ("PT FROM QUINCY MED CTR", "QUINCY MED CTR"),
        ("Pt at Brightwater Nursing Ctr", "Brightwater Nursing Ctr"),
    ],
)
def test_rules_places_ctr_for_center(text: str, expected: str) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == [expected]


def test_rules_places_ctr_alone_is_none() -> None:
    assert find_institutions("MED CTR") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("NEURO: ALERT. PLAN TO RETURN TO BRAEMOOR NH IN AM.", "BRAEMOOR"),
        ("SOCIAL: FAMILY IN FROM TEXAS", "TEXAS"),
    ],
)
def test_rules_places_caps_name_before_nh_and_family_from(
    text: str, expected: str
) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


@pytest.mark.parametrize(
    "text", ["RETURN TO NSR", "ON RETURN FROM CATSCAN", "Family in most of the day"]
)
def test_rules_places_no_place_after_return_or_family_in(text: str) -> None:
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PT FROM VIETNAM, SON INTERPRETS", "VIETNAM"),
        ("PT IS FROM HAITI, CREOLE SPEAKING", "HAITI"),
    ],
)
def test_rules_places_a_country_in_capitals(text: str, expected: str) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert found == [expected]


@pytest.mark.parametrize(
    "text", ["PT CALLED FROM JORDAN", "SWITCHED TO TURKEY SANDWICH"]
)
def test_rules_places_a_name_or_food_like_country_in_capitals_is_none(
    text: str,
) -> None:
    assert [f for f in places_in(analyse(text)) if f.strong] == []


def test_rules_places_a_capitalised_stop_word_opens_a_name_in_mixed_case() -> None:
    text = "Transferred from All Saints Hospital"
    assert [text[f.start : f.end] for f in find_institutions(text)] == [
        "All Saints Hospital"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Seen by Dr. Kowalski or Lakeview Rehab staff.",
        "Spoke with Kowalski and Lakeview Rehab liaison.",
        "Wife Maureen or Lakeview Rehab aware.",
    ],
)
def test_rules_places_a_person_joined_to_an_institution_is_none(text: str) -> None:
    assert [text[f.start : f.end] for f in find_institutions(text)] == [
        "Lakeview Rehab"
    ]


@pytest.mark.parametrize(
    ("text", "country"),
    [
        ("pt is from guatemala, spanish speaking", "guatemala"),
        ("pt from brazil", "brazil"),
        ("family in honduras", "honduras"),
        ("recently visited family in nigeria", "nigeria"),
    ],
)
def test_places_in_lower_case_country(text: str, country: str) -> None:
    found = [
        (text[f.start : f.end], f.kind, f.strong) for f in places_in(analyse(text))
    ]
    assert (country, COUNTRY, True) in found


@pytest.mark.parametrize(
    "text",
    [
        "pt from jordan",  # a person's name as often
        "pt is from georgia",  # a state: no PHI
        "pt from home",
        "reading a letter from brazil nuts maker",  # no cue before "from"
    ],
)
def test_places_in_lower_case_country_needs_cue_and_country(text: str) -> None:
    found = [
        (text[f.start : f.end], f.kind) for f in places_in(analyse(text)) if f.strong
    ]
    assert all(kind != COUNTRY for _, kind in found)


def test_city_of_an_everyday_word_is_an_institution() -> None:
    text = "Treated at City of Hope in 2019."
    found = [(text[f.start : f.end], f.kind) for f in find_addresses(text)]
    assert ("City of Hope", HOSPITAL) in found
    assert ("Hope", CITY) not in found


def test_city_of_a_town_stays_a_town() -> None:
    text = "Works for the City of Boston."
    found = [(text[f.start : f.end], f.kind) for f in find_addresses(text)]
    assert ("Boston", CITY) in found


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("PT WAS AT QUILLMOOR FOR 3 WEEKS", "QUILLMOOR"),
        ("REPORT CALLED TO BRAEMOOR", "BRAEMOOR"),
    ],
)
def test_places_in_capitals_stay_or_report(text: str, place: str) -> None:
    found = [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]
    assert place in found


@pytest.mark.parametrize(
    "text",
    [
        "PT WAS AT MIDNOC FOR 2 HRS",  # shorthand lasts hours
        "PT WAS AT BASELINE FOR 2 DAYS",
        "REPORT GIVEN TO ONCOMING RN",
        "REPORT CALLED TO FLOOR",
    ],
)
def test_places_in_capitals_stay_or_report_near_misses(text: str) -> None:
    assert [f for f in places_in(analyse(text)) if f.strong] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "pcp at east boston neighborhood health ctr",
            "east boston neighborhood health ctr",
        ),
        ("PCP at Lynn Family Health Center.", "Lynn Family Health Center"),
    ],
)
def test_institution_middle_words_in_lower_case(text: str, name: str) -> None:
    assert name in [text[f.start : f.end] for f in find_institutions(text)]


@pytest.mark.parametrize(
    "text",
    [
        "went to the neighborhood health center",
        "pt seen at family health center",
        "pcp at the community health center",
    ],
)
def test_institution_middle_words_alone_name_none(text: str) -> None:
    assert find_institutions(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Disposition: Whitlock Manor Nursing and Rehabilitation",
            "Whitlock Manor Nursing and Rehabilitation",
        ),
        (
            "Pt discharged to the Glenrock Center for Rehab and Healthcare.",
            "Glenrock Center for Rehab and Healthcare",
        ),
        ("DC TO MARLFIELD NURSING AND REHAB", "MARLFIELD NURSING AND REHAB"),
    ],
)
def test_institution_joined_care_words(text: str, name: str) -> None:
    assert name in [text[f.start : f.end] for f in find_institutions(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Needs Nursing and Rehab",
        "pt needs skilled nursing and rehab",
        "Referred to Center for Rehab.",
    ],
)
def test_institution_joined_care_words_need_a_name(text: str) -> None:
    assert find_institutions(text) == []


@pytest.mark.parametrize(
    ("text", "town"),
    [("lives in so. boston", "so. boston"), ("lives in no. andover", "no. andover")],
)
def test_places_in_two_letter_compass_abbreviation(text: str, town: str) -> None:
    assert town in [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]


def test_places_in_two_letter_compass_needs_a_town() -> None:
    text = "lives in no. 5 on the left"
    assert [f for f in places_in(analyse(text)) if f.strong] == []


def test_places_in_going_to_a_name() -> None:
    text = "Family aware pt going to Fairmoor today."
    assert "Fairmoor" in [
        text[f.start : f.end] for f in places_in(analyse(text)) if f.strong
    ]


@pytest.mark.parametrize(
    "text",
    ["Going to Need more lasix.", "Pt going to Haldol prn.", "GOING TO TRY TO WEAN"],
)
def test_places_in_going_to_a_verb_or_drug(text: str) -> None:
    assert [f for f in places_in(analyse(text)) if f.strong] == []


def test_places_in_capitals_faith_and_rare_word() -> None:
    text = "PT IS A CNA AT HEBREW QUILLORA"
    assert "HEBREW QUILLORA" in [
        text[f.start : f.end] for f in places_in(analyse(text)) if f.strong
    ]


@pytest.mark.parametrize(
    "text", ["PT SPEAKS HEBREW AT BEDSIDE", "PT IS AT CATHOLIC MASS"]
)
def test_places_in_capitals_faith_alone_no_place(text: str) -> None:
    assert [f for f in places_in(analyse(text)) if f.strong] == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("pt from e boston", "e boston"),
        ("LIVES IN SO BOSTON", "SO BOSTON"),
        ("Pt from W Roxbury.", "W Roxbury"),
    ],
)
def test_places_in_compass_letter_without_period(text: str, town: str) -> None:
    assert town in [text[f.start : f.end] for f in places_in(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    "text", ["fever in e coli infection", "CULTURE FROM S AUREUS", "from no boston"]
)
def test_places_in_compass_letter_needs_a_town(text: str) -> None:
    assert [f for f in places_in(analyse(text)) if f.strong] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Pt is a resident at the Orrin Valley Veterans Home.",
            "Orrin Valley Veterans Home",
        ),
        ("PT FROM HOLYOKE SOLDIERS HOME", "HOLYOKE SOLDIERS HOME"),
    ],
)
def test_institution_veterans_home(text: str, name: str) -> None:
    assert name in [text[f.start : f.end] for f in find_institutions(text)]


def test_institution_veterans_home_alone_names_none() -> None:
    assert find_institutions("Pt is a resident of a Veterans Home.") == []


@pytest.mark.parametrize(
    "text", ["lives in the", "Pt was transferred in the", "in the"]
)
def test_a_preposition_and_its_article_ending_a_note_is_no_crash(text: str) -> None:
    """No word after "in the": no place, and no look past the note's end."""
    assert places_in(analyse(text)) == []


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Pt had MVC on Storrow Drive.", "Storrow Drive"),
        ("Pt found down near Harvard Square.", "Harvard Square"),
        # initials name streets too
        ("MVC on VFW Parkway.", "VFW Parkway"),
        ("Lives off MLK Blvd.", "MLK Blvd."),
    ],
)
def test_rules_places_a_named_drive_or_square_without_a_number(
    text: str, street: str
) -> None:
    found = [text[f.start : f.end] for f in find_addresses(text) if f.kind == STREET]
    assert found == [street]


@pytest.mark.parametrize(
    "text",
    [
        "Pt has decreased Sex Drive.",
        "Discussed Test Drive of new chair.",
        "PT WILL DRIVE.",
        "Pt with IV Road rash on L arm.",  # a clinical abbreviation
    ],
)
def test_rules_places_a_word_before_drive_is_no_street(text: str) -> None:
    assert not [f for f in find_addresses(text) if f.kind == STREET]


def test_rules_places_a_possessive_owner_leaves_the_institution_named_after_it() -> (
    None
):
    text = "Pt's home health agency is Hallmark Health VNA."
    found = [(text[f.start : f.end], f.kind) for f in find_institutions(text)]
    assert found == [("Hallmark Health", HOSPITAL)]
    text = "Children's Hospital called back."  # a plural that names institutions
    found = [(text[f.start : f.end], f.kind) for f in find_institutions(text)]
    assert found == [("Children's Hospital", HOSPITAL)]


def test_rules_places_a_kind_of_housing_after_a_residence_cue_is_no_town() -> None:
    assert places_in(analyse("PT LIVES ALONE IN SENIOR HOUSING.")) == []
    assert places_in(analyse("pt lives in elderly housing")) == []
    text = "lives in rome"
    found = [(text[f.start : f.end], f.kind) for f in places_in(analyse(text))]
    assert found == [("rome", LOCATION)]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Hospital: St. Vincent Hospital, Worcester MA", "Worcester"),
        ("Seen at Lahey Clinic, Burlington for f/u.", "Burlington"),
        ("Followed at Mayo Clinic, Rochester MN", "Rochester"),
        ("Seen at Lahey Clinic, Reading.", "Reading"),  # a large town, its line ends
    ],
)
def test_rules_places_the_town_after_an_institution_and_a_comma(
    text: str, town: str
) -> None:
    found = [(text[f.start : f.end], f.kind) for f in find_institutions(text)]
    assert (town, CITY) in found


@pytest.mark.parametrize(
    "text",
    [
        "Seen at Lahey Clinic, Reading notes from 2019.",  # a sentence goes on
        "From Spaulding Rehab, Discharge summary attached.",  # no town
    ],
)
def test_rules_places_no_town_after_an_institution_and_a_comma(text: str) -> None:
    assert all(f.kind != CITY for f in find_institutions(text))


def test_a_clinic_named_by_a_clipped_specialty_is_no_institution() -> None:
    """``per Anticoag Clinic`` is a service, as ``Anticoagulation Clinic`` is."""
    assert find_institutions("Pt on Coumadin per Anticoag Clinic.") == []
