"""Settings by abbreviation, one-letter handoffs, small-letter employers, tests done elsewhere."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.pipeline import Deidentifier


@pytest.mark.parametrize(
    ("text", "setting"),
    [
        ("Pt going to Kindred LTAC on Monday.", "Kindred LTAC"),
        ("pt going to vibra ltac.", "vibra ltac"),
        ("PT GOING TO WINGATE SNF.", "WINGATE SNF"),
        ("D/c to Braintree SNF tomorrow.", "Braintree SNF"),
    ],
)
def test_a_name_before_a_settings_abbreviation_is_the_setting(
    shipped: Deidentifier, text: str, setting: str
) -> None:
    assert setting in marked(shipped, text)


@pytest.mark.parametrize(
    "text",
    [
        "Possible SNF vs rehab.",
        "Medicare SNF benefit exhausted.",
        "MassHealth SNF application sent.",
        "screen for LTAC.",
        "PLAN: SNF VS LTAC",
    ],
)
def test_a_common_word_or_payer_before_snf_names_no_setting(
    shipped: Deidentifier, rules: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
    assert marked(rules, text) == []


@pytest.mark.parametrize(
    ("text", "letter"),
    [("handoff from K. at 1900.", "K"), ("report given to M. RN", "M")],
)
def test_one_letter_after_a_handoff_is_the_nurses_initial(
    shipped: Deidentifier, text: str, letter: str
) -> None:
    assert marked(shipped, text) == [letter]


def test_the_handoffs_letter_is_not_sought_elsewhere(shipped: Deidentifier) -> None:
    text = "K 3.1 repleted, report to K. at 1900."
    found = [s.start for s in shipped.suggest(text)]
    assert found == [text.rindex("K.")]  # the potassium stays unmarked


def test_returned_to_a_fib_is_a_rhythm(
    shipped: Deidentifier, rules: Deidentifier
) -> None:
    text = "HR returned to A. fib after bolus."
    assert marked(shipped, text) == []
    assert "A" not in marked(rules, text)


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("dtr works for raytheon in andover.", "raytheon"),
        ("son works for verizon.", "verizon"),
        ("husband employed by mbta", "mbta"),
    ],
)
def test_an_employer_in_small_letters_after_a_work_verb(
    shipped: Deidentifier, text: str, employer: str
) -> None:
    assert employer in marked(shipped, text)


@pytest.mark.parametrize(
    "text", ["works for himself.", "works for a living.", "husband works for the city."]
)
def test_words_after_works_for_are_no_employer(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Plan to f/u on the 21st in clinic.", "21st"),
        ("Cath on the 14th in am.", "14th"),
    ],
)
def test_an_ordinal_day_before_in_ends_its_clause(
    shipped: Deidentifier, text: str, day: str
) -> None:
    assert marked(shipped, text) == [day]


def test_an_ordinal_before_a_noun_stays_a_count(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt moved to the 3rd floor in the am.") == []


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Labs drawn at Quest on Monday.", "Quest"),
        ("MRI done at Shields last week.", "Shields"),
    ],
)
def test_a_test_done_elsewhere_names_the_place(
    shipped: Deidentifier, text: str, place: str
) -> None:
    assert place in marked(shipped, text)


@pytest.mark.parametrize(
    "text",
    [
        "3RD SET DUE TO BE DRAWN AT MN.",
        "labs drawn at 0600.",
        "LABS DRAWN AT BEDSIDE.",
        "CT performed at OSH.",
    ],
)
def test_a_test_done_at_a_time_or_clinical_place_names_none(
    shipped: Deidentifier, rules: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
    assert marked(rules, text) == []


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("Per MJ, RN, pt had 2 episodes of emesis.", "MJ"),
        ("report from KB RN at 0700.", "KB"),
    ],
)
def test_initials_before_a_credential_are_a_colleagues(
    shipped: Deidentifier, text: str, initials: str
) -> None:
    assert marked(shipped, text) == [initials]


@pytest.mark.parametrize(
    "text",
    [
        "PER ICU RN PT STABLE.",
        "by OT, PA",
        "per ED RN pt arrived",
        "spoke with RNs",
        "per MDs",
    ],
)
def test_units_services_and_plural_credentials_are_no_one(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "hospital"),
    [("nemc records requested by team.", "nemc"), ("per mgh records, ef 35%.", "mgh")],
)
def test_a_hospitals_initials_in_small_letters_before_its_papers(
    shipped: Deidentifier, text: str, hospital: str
) -> None:
    assert marked(shipped, text) == [hospital]


@pytest.mark.parametrize(
    "text", ["pmh records reviewed.", "per osh records", "bath records"]
)
def test_small_letters_before_papers_that_spell_no_hospital(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    "text", ["Walker at bedside, call light in reach.", "Walker in room."]
)
def test_a_walker_where_it_is_kept_is_the_frame(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    "text",
    ["Dr. Walker at bedside.", "Walker (son) at bedside.", "Mrs. Walker in room."],
)
def test_a_walker_with_a_title_or_relative_stays_a_person(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == ["Walker"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Will update Jasper when results back.", "Jasper"),
        ("Will update Kowalczyk when results back.", "Kowalczyk"),
        ("will call Hernandez with results.", "Hernandez"),
    ],
)
def test_a_capitalised_name_after_a_contact_verb_is_the_person(
    shipped: Deidentifier, text: str, name: str
) -> None:
    assert marked(shipped, text) == [name]


@pytest.mark.parametrize(
    "text", ["paged Renal.", "called Pharmacy re: dose", "Will update Team."]
)
def test_a_service_after_a_contact_verb_is_no_one(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_place_after_its_preposition_is_no_drugs_clipping(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "PT A PROFESSOR AT TUFTS.") == ["TUFTS"]


def test_a_goal_after_working_for_is_no_employer(shipped: Deidentifier) -> None:
    assert marked(shipped, "working for abg improvement.") == []


@pytest.mark.parametrize("text", ["pt came via BMC-ED.", "seen in NWH-ED"])
def test_a_hospitals_initials_hyphened_to_its_unit(
    shipped: Deidentifier, text: str
) -> None:
    assert any(mark.startswith(("BMC", "NWH")) for mark in marked(shipped, text))


@pytest.mark.parametrize("text", ["sent to PACU-ICU", "pt to CT-ED"])
def test_a_clinical_place_hyphened_to_a_unit_is_no_hospital(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("PT IS A RESIDENT OF MARIAN MANOR.", "MARIAN MANOR"),
        ("Pt is a resident of Marian Manor.", "Marian Manor"),
        ("PT IS A RESIDENT OF BRAINTREE MANOR.", "BRAINTREE MANOR"),
    ],
)
def test_a_manor_names_an_elders_home(
    shipped: Deidentifier, text: str, home: str
) -> None:
    assert marked(shipped, text) == [home]


def test_a_manor_alone_is_no_home(shipped: Deidentifier) -> None:
    assert marked(shipped, "The manor was old, per pt.") == []


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Spoke w/ J. from case mgmt.", "J"),
        ("Seen by Hallorann from social work.", "Hallorann"),
    ],
)
def test_case_management_and_social_work_are_services_one_comes_from(
    shipped: Deidentifier, text: str, person: str
) -> None:
    assert marked(shipped, text) == [person]


@pytest.mark.parametrize(
    ("text", "town"),
    [("pt was in new bedford visiting sister.", "new bedford")],
)
def test_a_town_of_two_words_in_small_letters_after_in(
    shipped: Deidentifier, text: str, town: str
) -> None:
    assert marked(shipped, text) == [town]


def test_two_english_words_a_town_shares_stay_words(rules: Deidentifier) -> None:
    assert marked(rules, "pt in long term care since 2019.") == ["2019"]


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("spoke with k.t. (charge rn) re: bed assignment.", "k.t."),
        ("per m.l. (night rn), pt slept poorly.", "m.l."),
        ("rn k.o. aware of k 3.1.", "k.o."),
        ("per np r.s., ok to give am meds with sips.", "r.s."),
        ("report given to k. in the icu.", "k"),
        ("pt spoke with r. from pharmacy re: vanco trough.", "r"),
    ],
)
def test_initials_in_a_note_typed_in_small_letters(
    shipped: Deidentifier, text: str, initials: str
) -> None:
    assert marked(shipped, text) == [initials]


@pytest.mark.parametrize(
    "text",
    [
        "meds given p.o. (per day rn)",
        "will reassess in a.m. (day rn aware)",
        "o.t. (occupational therapist) saw pt",
        "seen by a from pt",
    ],
)
def test_dotted_latin_spelt_roles_and_articles_are_no_initials(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "daughter is a nurse at children's.",
        "pt had heart surgery at children's as an infant.",
    ],
)
def test_childrens_alone_after_at_in_small_letters(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == ["children's"]


@pytest.mark.parametrize(
    "text", ["brought her children's books", "her children's school called"]
)
def test_a_childrens_thing_is_no_hospital(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "agency"),
    [
        (
            "prior services: vna of greater brockton after cabg.",
            "vna of greater brockton",
        ),
        ("hospice of the north shore to see pt", "hospice of the north shore"),
    ],
)
def test_an_agency_in_small_letters_before_a_listed_town(
    shipped: Deidentifier, text: str, agency: str
) -> None:
    assert marked(shipped, text) == [agency]


@pytest.mark.parametrize(
    "text", ["hospice of her choice", "vna of choice", "home health of pt choice"]
)
def test_an_agency_of_choice_is_a_service(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


def test_a_rare_surname_after_a_contact_verb_in_capitals(shipped: Deidentifier) -> None:
    assert marked(shipped, "PAGED KOWALCZYK RE: K 3.1") == ["KOWALCZYK"]


@pytest.mark.parametrize("text", ["CALLED PHARMACY", "PAGED RENAL", "UPDATED FAMILY"])
def test_a_service_after_a_contact_verb_in_capitals_is_no_one(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("lobsterman out of rockport, still works.", "rockport"),
        ("family has a summer place near wellfleet.", "wellfleet"),
        ("pt was clamming off duxbury when he slipped.", "duxbury"),
    ],
)
def test_a_town_english_hardly_writes_near_or_off_in_small_letters(
    shipped: Deidentifier, text: str, town: str
) -> None:
    assert marked(shipped, text) == [town]


@pytest.mark.parametrize(
    "text", ["out of bed x2", "near syncope episode", "out of nitro"]
)
def test_words_near_or_out_of_in_small_letters_are_no_towns(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "center"),
    [
        ("rehab at life care center of plymouth.", "care center of plymouth"),
        ("rehab center of the north shore", "rehab center of the north shore"),
    ],
)
def test_a_care_center_in_small_letters_before_a_listed_town(
    shipped: Deidentifier, text: str, center: str
) -> None:
    assert center in marked(shipped, text)


def test_a_care_center_of_choice_is_none(shipped: Deidentifier) -> None:
    assert marked(shipped, "health center of choice") == []


def test_an_ordinal_in_a_row_is_a_count(shipped: Deidentifier) -> None:
    assert (
        marked(shipped, "Pt was on the 2nd in a row of night shifts when he fell.")
        == []
    )


def test_a_walker_kept_with_other_aids_is_the_frame(shipped: Deidentifier) -> None:
    assert marked(shipped, "Walker and commode at bedside.") == []


def test_dotted_small_initials_before_a_role_of_one_word(shipped: Deidentifier) -> None:
    text = "team: p.k. (resident), l.m. (attending), g.h. (fellow)."
    assert marked(shipped, text) == ["p.k.", "l.m.", "g.h."]
    assert marked(shipped, "given p.o. (tablet)") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("tamika from case management aware of plan.", "tamika"),
        ("rosalind from pt to see pt in am.", "rosalind"),
        ("TAMIKA FROM CASE MANAGEMENT AWARE OF PLAN.", "TAMIKA"),
    ],
)
def test_a_first_name_before_from_a_service_in_any_case(
    shipped: Deidentifier, text: str, name: str
) -> None:
    assert marked(shipped, text) == [name]


@pytest.mark.parametrize("text", ["sputum from rt sent.", "blood from picc drawn."])
def test_a_word_before_from_a_service_is_no_one(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("PT SAYS LUPITA WILL BRING CLOTHES TOMORROW.", "LUPITA"),
        ("PT STATES WINIFRED WILL PICK HIM UP AT D/C.", "WINIFRED"),
        ("pt says lupita will bring clothes tomorrow.", "lupita"),
        ("winifred will visit tomorrow", "winifred"),
    ],
)
def test_a_first_name_opening_a_clause_before_a_persons_verb(
    shipped: Deidentifier, text: str, name: str
) -> None:
    assert marked(shipped, text) == [name]


@pytest.mark.parametrize(
    "text", ["BP 120/80, WILL CONTINUE TO MONITOR.", "PAIN CONTROLLED, HOPE TO WEAN."]
)
def test_a_word_opening_a_clause_is_no_name(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


def test_pastoral_care_is_a_service_one_comes_from(shipped: Deidentifier) -> None:
    assert marked(shipped, "Seen by Hallorann from pastoral care.") == ["Hallorann"]
    assert marked(shipped, "spoke with anselm from pastoral care") == ["anselm"]


@pytest.mark.parametrize(
    "text",
    [
        "Lot number of vaccine recorded in MAR.",
        "doses charted on MAR.",
        "recorded in the MAR",
        "see eMAR for times",
    ],
)
def test_a_charts_record_among_small_letters_is_no_place_or_month(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "date"),
    [("Admitted MAR 3 2019 with CP", "MAR 3 2019"), ("seen in Mar 2019", "Mar 2019")],
)
def test_march_with_its_day_or_year_stays_a_date(
    shipped: Deidentifier, text: str, date: str
) -> None:
    assert marked(shipped, text) == [date]


@pytest.mark.parametrize(
    "text",
    [
        "Orders entered in POE by the covering MD.",
        "Chart reviewed in Meditech for prior labs.",
        "Labs sent to Core Lab, results in LMR.",
    ],
)
def test_charting_systems_and_a_labs_kind_are_no_places(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


def test_a_named_lab_stays_a_place(shipped: Deidentifier) -> None:
    assert marked(shipped, "sent to Lahey Lab") == ["Lahey"]


def test_a_makers_bathing_cloths_are_no_place(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt on Sage wipes bath protocol.") == []
    assert marked(shipped, "Daughter Sage at bedside.") == ["Sage"]


@pytest.mark.parametrize(
    "text",
    [
        "2/6 SEM at LUSB.",
        "3/6 holosystolic murmur.",
        "BS 4/4 quadrants, hypoactive.",
        "BS present 4/4 quads.",
    ],
)
def test_a_murmurs_grade_and_the_quadrants_counted_are_no_dates(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "date"), [("seen 2/6 in clinic", "2/6"), ("admitted 4/4 with cp", "4/4")]
)
def test_the_same_pairs_after_an_event_stay_dates(
    shipped: Deidentifier, text: str, date: str
) -> None:
    assert marked(shipped, text) == [date]


def test_a_dictionary_word_after_at_in_small_letters_stays_a_place(
    shipped: Deidentifier,
) -> None:
    assert marked(shipped, "pt is an engineer at bose.") == ["bose"]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Nephew Pierre called from Montreal.", "Montreal"),
        ("SON RONALD ALSO CALLED FROM TAUNTON, NUMBER ON FILE.", "TAUNTON"),
    ],
)
def test_a_town_someone_called_from(
    shipped: Deidentifier, text: str, town: str
) -> None:
    assert town in marked(shipped, text)


@pytest.mark.parametrize(
    "text",
    [
        "Lab called from Blood Bank re: antibodies.",
        "RN called from Radiology.",
        "Pharmacy called from Admitting.",
        "wife called from home",
    ],
)
def test_a_department_or_home_called_from_is_no_place(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []
