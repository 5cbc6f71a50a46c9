"""Date recogniser: seed 003's pattern table, holidays, and clinical numbers kept."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import DATE, HOLIDAY, WEEKDAY, YEAR
from vtt_py.deid.rules import resolve
from vtt_py.deid.rules_dates import find_dates


def strong_spans(text: str) -> list[tuple[str, str]]:
    return [
        (text[f.start : f.end], f.kind) for f in resolve(find_dates(text)) if f.strong
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("on 2012-08-07 at", "2012-08-07"),  # YYYY*MM*DD
        ("on 07.08.2012 at", "07.08.2012"),  # DD*MM*YYYY
        ("on 08-07-2012 at", "08-07-2012"),  # MM*DD*YYYY
        ("on 08/07/12 at", "08/07/12"),  # MM*DD*YY
        ("on 8-7-12 at", "8-7-12"),  # M*D*YY
        ("seen 08-2012 in", "08-2012"),  # MM*YYYY
        ("from 5/29-6/3 for", "5/29-6/3"),  # a range of month/day
        ("on 20120708 at", "20120708"),  # YYYYMMDD
        ("at 201207081215 ok", "201207081215"),  # YYYYMMDDhhmm
        ("on 7 Aug we", "7 Aug"),  # DD MONTH
        ("in August'12 he", "August'12"),  # MONTH'YY
        ("by Mid-2012 she", "Mid-2012"),
        ("in 2012/August he", "2012/August"),
        ("on Aug7 he", "Aug7"),
        ("on August 7 he", "August 7"),
        ("birthday is may 16, 2015.", "may 16, 2015"),
        ("that it is 20th Oct, 1989.", "20th Oct, 1989"),
        ("in march of 2022 pt", "march of 2022"),
        ("admitted 9/7 am", "9/7"),
        ("fx 4/97, right", "4/97"),
        # a wrapped report: the day starts the next line
        ("on Thursday, January\n25 the pediatrician", "January\n25"),
        ("completed on October\n14th, 2022. One", "October\n14th, 2022"),
        ("seen Monday, March\r\n3 in clinic", "March\r\n3"),  # CRLF
    ],
)
def test_rules_dates_finds_table_patterns(text: str, expected: str) -> None:
    assert expected in [s for s, kind in strong_spans(text) if kind == DATE]


@pytest.mark.parametrize(
    ("text", "expected", "kind"),
    [
        ("CABGx4 '79, GERD", "79", YEAR),
        ("prostate CA'88, GERD", "88", YEAR),
        ("CABG X5 99'. COPD", "99", YEAR),
        ("resection in 1993 pt", "1993", YEAR),
        ("home for Christmas eve", "Christmas eve", HOLIDAY),
        ("over Thanksgiving we", "Thanksgiving", HOLIDAY),
        ("Pt came to ED on Eid.", "Eid", HOLIDAY),
        ("fasting since Eid al-Fitr ended", "Eid al-Fitr", HOLIDAY),
        ("home for Juneteenth", "Juneteenth", HOLIDAY),
        # The year after a holiday is its date's: one span.
        ("born on Christmas day 1931 in", "Christmas day 1931", HOLIDAY),
        ("FELL ON THANKSGIVING, 2019.", "THANKSGIVING, 2019", HOLIDAY),
        ("home for Easter 20 days ago", "Easter", HOLIDAY),  # no year
        ("until Monday when", "Monday", WEEKDAY),
        ("f/u in clinic Tues with", "Tues", WEEKDAY),  # no English word
        ("Seen Thurs by PT", "Thurs", WEEKDAY),
    ],
)
def test_rules_dates_finds_years_holidays_weekdays(
    text: str, expected: str, kind: str
) -> None:
    assert (expected, kind) in strong_spans(text)


@pytest.mark.parametrize(
    "text",
    [
        "BP 120/80 HR 72",  # blood pressure
        "ABG 7.35/45/80/24",  # blood gas
        "ABG 128/30/7.52 drawn",
        "IABP on 1:1, weaned to 1:2",  # ratios
        "strength 5/5 bilaterally",  # motor strength
        "pain 8/10 now 3/10",  # pain scale
        # pain earlier on the line: a reassessed score, a relief's score
        "Pt reports pain 7/10 in LLQ, given oxycodone 5 mg PO, reassessed and now 4/10",
        "dilaudid 0.5mg IV given with relief to 3/10",
        "took 1/2 tab",  # fractions
        "PS 10/5 FiO2 40%",  # ventilator settings
        "on PS 10/5/40% all night",
        "pulled at 1600 and gave 2000 ml",  # times and volumes
        "HR in the 70's and 80's",  # decades of vital signs
        "K 3.5 and Mg 2.1",
        "5'10 tall",  # feet and inches
        "augmentation poor, aug 1:1",  # 'aug' is not August here
        "pt may be tired",  # 'may' is a verb
        "see section 2.3.10 of the policy",  # dotted numbers with no date cue
    ],
)
def test_rules_dates_keeps_clinical_numbers(text: str) -> None:
    assert strong_spans(text) == []


def test_rules_dates_marks_ambiguous_shapes_weak() -> None:
    found = find_dates("gave 2-3 L and rated 1/2")
    assert found and not any(f.strong for f in found)


@pytest.mark.parametrize(
    ("text", "found", "strong"),
    [
        ("s/p CABG 95, then", "95", True),  # a history event, then a year
        ("MI in '98 and", "98", True),
        ("PTCA x2 02.", "02", True),
        ("S/P AVR 03, PPM 07.", "07", True),  # an implanted device's year
        ("smoker since 97.", "97", False),  # "since" alone: for the CRF
        ("on the 23rd he came", "23rd", False),  # an ordinal day
        ("cath Friday the 13th", "13th", True),  # ... after a weekday
        ("pt sat the 1st time in chair", "1st", False),  # "sat": a verb
        ("before her birthday on the 17th.", "17th", True),  # a day closing a clause
        ("back on the 12th floor", "12th", False),  # a noun after it: a floor
        ("admitted on the 23rd with CP", "23rd", True),  # a phrase after it
        ("last BM on 5th.", "5th", True),
        ("from the 7th to the 9th", "7th", True),
        ("since the 2nd with", "2nd", False),  # small: a step or a try
        ("admitted on the 3rd, extubated", "3rd", True),  # "on the": a day
        ("Plan for OR on the 2nd.", "2nd", True),
        ("on 1st step.", "1st", False),
        ("THE 1ST. THE 2ND", "1ST", False),  # small ones: steps and tries
        ("seen 8/23-25 here", "8/23-25", True),  # a range of days
        ("Pt in MICU 4/12-15.", "4/12-15", True),  # ... closing a sentence
        ("dated 5/13.05 here", "5/13.05", True),  # m/d.yy
        ("Surgery on 5.12.19 went well", "5.12.19", True),  # dotted, after a cue
        ("Last colonoscopy 3.15.21 normal", "3.15.21", True),  # after a test
        ("Mammo: 11.2.22 BIRADS 1", "11.2.22", True),
        ("Version 2.1.12 installed", "2.1.12", False),  # a version: weak
        ("3.2.10 Falls precautions", "3.2.10", False),  # a numbered list: weak
        ("Falls precautions\n3.2.10 Skin care", "3.2.10", False),  # the line before
        ("s/p appy 85, chole 03.", "85", True),  # an operation closing a list's item
        ("s/p appy 85, chole 03.", "03", True),
        ("TAH/BSO 91\n", "91", True),
        ("s/p chole 12 then", "12", False),  # not an item's end: for the CRF
        ("spiked on eve 1/5. ok", "1/5", True),  # a fraction shape after a date cue
        ("old CVA 2008 with", "2008", True),  # a history event before a year
        ("at 1910 neb given", "1910", False),  # a clock time
    ],
)
def test_rules_dates_issue_12_forms(text: str, found: str, strong: bool) -> None:
    got = [(text[f.start : f.end], f.strong) for f in find_dates(text)]
    assert (found, strong) in got


@pytest.mark.parametrize(
    "text",
    [
        "with flowby 6/3. ok",  # ventilator settings
        "weaned down to 10/5. ok",
        "600x12x.7/5 peep",
        "mask ventilation 10/5 40%",
        "had 6/10 cp overnight",  # a pain score
        "episode of cp 5/10, ekg",
        "MI 2 mg given",  # a dose after a history word
        "ps 10/5 0400 abg 7.40",  # a setting, though an hour follows
        "Pupils 4/3 reactive.",  # sizes, grades and strengths
        "Strength 4/5 BUE, 3/5 BLE.",
        "reflexes 2/4 symmetric",
        "WBC 12/13.",  # a lab's two values (or its day: the CRF weighs it)
        "CVP 8/10, wedge 12/14",
    ],
)
def test_rules_dates_settings_and_scores_are_not_strong_dates(text: str) -> None:
    assert all(not f.strong for f in find_dates(text))


@pytest.mark.parametrize(
    ("text", "strong"),
    [
        ("bs diminished bibasilar, 1800 neb tx given", False),  # a shift time
        ("11/14/04, 1900 received from or", False),
        ("mi, 1995", True),  # 19:95 is no time of day
        ("born in 1945", True),
    ],
)
def test_rules_dates_a_comma_alone_does_not_make_a_time_a_year(
    text: str, strong: bool
) -> None:
    years = [f for f in find_dates(text) if f.kind == YEAR]
    assert [f.strong for f in years] == [strong]


@pytest.mark.parametrize(
    "text",
    [
        "bs down to 48, given 1/2 amp d50",
        "heparin off for 2 and a 1/2hrs, resumed",
        "received approx 3/4U. placed on nrb",
        "bs coarse with crackles 1/2 way up",
        "remains ac mode 600x12x.7/5 peep",  # a setting: not even a weak date
        "had 6/10 cp overnight",  # a pain score
        "IV D5 1/2 NS ran @ 100/hr",  # half normal saline
        "changed to 1/2 normal saline at 75",
        # A unit after the pair: a range of hours or a dose, never a day.
        "dilaudid q 4/6 hrs prn",
        "pt needs 2/3 days more of abx",
        "oxycodone 5/10 mg q4h",
        "Ate 3/4 of breakfast.",
        "Fluids at 1/2 maintenance.",
        "left leg 3/5 LE",
        "Apgars 8/9.",  # a newborn's scores
        "APGAR scores of 7/9 at birth",
        "Pt voided x2, 4/6 episodes of emesis.",  # a count
    ],
)
def test_rules_dates_a_fraction_used_as_an_amount_is_no_date(text: str) -> None:
    assert find_dates(text) == []


@pytest.mark.parametrize(
    ("text", "weekday"),
    [("Next appt: Mon, Oct 14 at 10:30am", "Mon"), ("Started abx on Wed 10/2.", "Wed")],
)
def test_rules_dates_a_weekday_abbreviation_before_a_date_is_sure(
    text: str, weekday: str
) -> None:
    assert (weekday, WEEKDAY) in strong_spans(text)


def test_rules_dates_sat_or_sun_in_lower_case_stay_words() -> None:
    assert ("sat", WEEKDAY) not in strong_spans("pt sat 10/3 up in chair")


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Pt was in the Army 1968-1972.", ["1968", "1972"]),
        ("lived in 2010-2015 with her son", ["2010", "2015"]),
        # A shift or a visit's times, however year-like.
        ("shift 1900-0700 uneventful", []),
        ("stable, 1930-2000 visited by wife", []),
        ("acct 1968-1972-33 on file", []),
    ],
)
def test_rules_dates_a_range_of_years_gives_both(text: str, years: list[str]) -> None:
    found = [text[f.start : f.end] for f in find_dates(text) if f.kind == YEAR]
    assert found == years


def test_rules_dates_a_cultures_day_with_a_dash_is_a_date() -> None:
    found = find_dates("intubated. bc from 3-5 grew staph")
    assert [(f.kind, f.strong) for f in found] == [(DATE, True)]
    # Without the culture, a dashed pair after "from" stays a weak range.
    assert [f.strong for f in find_dates("increased from 3-5 liters")] in ([], [False])


def test_rules_dates_a_fraction_after_a_date_cue_is_still_a_date() -> None:
    assert [f.strong for f in find_dates("seen on 1/2 by dr")] == [True]


@pytest.mark.parametrize(
    "text",
    [
        "wean from vent and extubate 10/8. continue",  # an event, after "vent"
        "plan is to extubate today (2/4), but",
        "MAINT DOSE STARTED APPROX 4/4 0930). HEMODY",  # a day and its hour
        "LAST CO/CI/SVR (4/5 0500) 3.43",
        "transferred to Quillmoor.11/8. Readmitted",  # a sentence run into it
        "GU: anuric, s/p dialysis 3/4",  # a treatment's or a specimen's day
        "PANCULTURED 5/5,RESULTS PENDING.",
        "CXR done 3/4 showed effusion",
        "3VD RX C CABG 1/3 . POST OP COURSE",  # an operation's day
        "s/p appy 3/2 doing well",
    ],
)
def test_rules_dates_an_event_or_an_hour_makes_a_fraction_a_date(text: str) -> None:
    assert [f.strong for f in find_dates(text)] == [True]


@pytest.mark.parametrize(
    "text",
    [
        "settings-ac/600x12/40%/+5 w abg",  # run into the setting before it
        "650x10x100%x5/5.02=50%currently",
        "resp. o2/2l sats>96%",  # a unit run into it
    ],
)
def test_rules_dates_a_shape_run_into_letters_is_no_date(text: str) -> None:
    assert find_dates(text) == []


def test_rules_dates_a_ventilator_trial_is_no_strong_date() -> None:
    assert [f.strong for f in find_dates("resp: trialed on 5/5, tolerated well")] == [
        False
    ]


@pytest.mark.parametrize(
    ("text", "date"),
    [("dob:1/2/1990 mrn", "1/2/1990"), ("on10/5/2019 ok", "10/5/2019")],
)
def test_rules_dates_a_date_after_a_label_colon_is_found(text: str, date: str) -> None:
    assert [(text[f.start : f.end], f.strong) for f in find_dates(text)] == [
        (date, True)
    ]


@pytest.mark.parametrize(
    "text", ["seen in January\n2. Chronic kidney", "March\n2) aspirin"]
)
def test_rules_dates_a_numbered_list_after_a_month_is_no_day(text: str) -> None:
    assert all("\n" not in span for span, _ in strong_spans(text))


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("seen in clinic on the 5th of June.", "5th of June"),
        ("wedding in December.", "December"),
        ("seen 3 Sept. today", "3 Sept."),  # an abbreviation keeps its period
        ("seen 5 Jun. 2019", "5 Jun. 2019"),
    ],
)
def test_rules_dates_a_sentences_period_is_not_part_of_a_month(
    text: str, date: str
) -> None:
    assert (date, DATE) in strong_spans(text)


@pytest.mark.parametrize("text", ["pacer 70-90. ok", "PPM 60 DDD"])
def test_rules_dates_a_pacing_rate_is_no_year(text: str) -> None:
    assert strong_spans(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Pt had CP on 3/10, ruled out for MI.",  # a day after "on", pain or not
        "no relief since 4/10 per pt",
        "ha began on 2/10 and persists",
    ],
)
def test_rules_dates_a_day_after_on_or_since_stays_near_pain_words(text: str) -> None:
    assert any(text[f.start : f.end].endswith("/10") for f in find_dates(text))


@pytest.mark.parametrize(
    ("text", "found", "strong"),
    [
        # After an event, "and" starts the next event: the ordinal is its day.
        ("Pt was discharged on the 22nd and readmitted", "22nd", True),
        ("admitted on the 3rd and extubated on the 5th.", "3rd", True),
        ("fractures of the 11th and 12th ribs", "11th", False),  # no event: ribs
        # A range of days moving forward, though its first day is a fraction's shape.
        ("Abx course 3/4-3/7 completed.", "3/4-3/7", True),
        ("Admitted 12/28-1/3 for pneumonia.", "12/28-1/3", True),
        ("Surgery 4/2 - 4/4.", "4/4", True),  # a range's last day, written apart
        ("Strength 4/5-5/5 in BLE", "4/5-5/5", False),  # a score that changed
        # The day of a study, even in a fraction's shape.
        ("CXR 1/2: no infiltrate.", "1/2", True),
        ("CT A/P 3/4: no acute process.", "3/4", True),
        ("Ct 3/4 clumped", "3/4", False),  # "ct" alone: also a count
        ("NPO for OR 3/5.", "3/5", True),  # the operating room's day
        ("Bronch 3/5 showed mucus plugging.", "3/5", True),  # a procedure's day
        ("LP 3/5: opening pressure 22.", "3/5", True),
        ("Thoracentesis 3/4 with 1.2L out.", "3/4", True),
        ("Pt seen on 3-12 by surgery.", "3-12", True),  # an event's day, dashed
        # "day 5" after a month and day counts the days: no unit of a range.
        ("Central line placed 10/4 day 5.", "10/4", True),
        ("worse on day 3/12 per family", "3/12", True),  # a day named: its date
        # A room's or a bed's number: left to the CRF.
        ("Rm 4/12 transfer.", "4/12", False),
        ("Bed 12/14 in ICU.", "12/14", False),
        # Doses for each meal have a full date's shape.
        ("Insulin 10/10/10 with meals.", "10/10/10", False),
        ("humalog 12/12/12 ac", "12/12/12", False),
    ],
)
def test_rules_dates_events_ranges_studies_and_doses(
    text: str, found: str, strong: bool
) -> None:
    got = [(text[f.start : f.end], f.strong) for f in find_dates(text)]
    assert (found, strong) in got


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Specimen collected 03Mar2019 at OSH.", "03Mar2019"),  # a year run into it
        ("seen 12Jan2021 in clinic", "12Jan2021"),
        ("Dx with DM2 in the late 1990s.", "late 1990s"),  # a decade's "s" too
        ("On Christmas Day pt became SOB.", "Christmas Day"),
    ],
)
def test_rules_dates_glued_years_decades_and_holidays_are_whole(
    text: str, expected: str
) -> None:
    assert expected in [s for s, _ in strong_spans(text)]


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("Dx in the 1990s.", ["1990s"]),
        ("in the 1980's she", ["1980's"]),
        ("Moved to Florida in winter 2018.", ["2018"]),  # a season names a year
        ("Smoked 1 ppd x 20 yrs, quit 2010.", ["2010"]),  # a life's events
        ("Hx: HTN dx'd 2005, DM2 dx 2010.", ["2005", "2010"]),
        # The next year of a list after a sure one, though it could be a time.
        ("G3P2 with deliveries in 2014 and 2016.", ["2014", "2016"]),
        # Two clock-shaped numbers a minute apart are no span of time.
        ("Hep B vaccine given 2019-2020.", ["2019", "2020"]),
        ("Pt was sober from 2015 to 2018.", ["2015", "2018"]),  # a range in words
        ("Tdap 2012. Zoster 2017.", ["2012", "2017"]),  # vaccines' years
        ("restraints from 1900 to 2000.", []),  # an hour's span
        # A measure's value, not a year.
        ("Platelet count 1998 noted.", []),
        ("Glucose 1999? recheck.", []),
        ("Weight 1985 grams, length 45 cm.", []),
        ("meds at 1800, 1900 and 2000", []),  # times listed with times
        ("restraints on 2000-2200", []),  # a span of hours
        # A range's last year by its two last digits.
        ("Served in Korea 1951-53.", ["1951-53"]),
        ("In the Army 1968-72 in Germany.", ["1968-72"]),
        ("Restraints 1900-30 then released.", []),  # half an hour, maybe
        ("Ref 2001-15 mg/dl.", []),  # a measure's values
    ],
)
def test_rules_dates_sure_years(text: str, years: list[str]) -> None:
    found = [
        text[f.start : f.end] for f in find_dates(text) if f.kind == YEAR and f.strong
    ]
    assert found == years


@pytest.mark.parametrize(
    "text",
    [
        "Pt on 2/4 L NC.",  # oxygen in liters
        "titrated 3/5 lpm",
        "Abx day 4/7.",  # the fourth day of a course of seven
        "Vanco (day 3/10) per ID",
        "chemo cycle 2/6 tolerated",
        "Ct 12/14 cells positive.",  # a count of cells, not a day
        "Bx: 3/12 cores with carcinoma",
        "2/14 lymph nodes positive",
    ],
)
def test_rules_dates_oxygen_and_a_courses_days_are_no_date(text: str) -> None:
    assert find_dates(text) == []


def test_rules_dates_the_next_day_of_a_list_after_a_sure_one_is_sure() -> None:
    text = "Dose 5 mg on 3/4 and 3/5."
    assert [(text[f.start : f.end], f.strong) for f in find_dates(text)] == [
        ("3/4", True),
        ("3/5", True),
    ]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Seen the third of March.", "third of March"),
        ("Seen in consultation on March third, 2019.", "March third, 2019"),
        ("Seen on the twenty-first of May, 2018.", "twenty-first of May, 2018"),
        ("Surgery on the thirty first of Dec.", "thirty first of Dec."),
    ],
)
def test_rules_dates_a_day_written_out_with_its_month_is_a_date(
    text: str, date: str
) -> None:
    assert (date, DATE) in strong_spans(text)


@pytest.mark.parametrize(
    "text",
    [
        "She may first try PT.",  # a month that is a word, in small letters
        "first of all, he is fine.",
        "the thirty-second of May",  # no such day
    ],
)
def test_rules_dates_an_ordinal_word_without_its_month_is_no_date(text: str) -> None:
    assert not [f for f in find_dates(text) if f.strong and f.kind == DATE]


def test_rules_dates_a_weekday_makes_the_month_and_day_after_it_sure() -> None:
    assert ("3/5", DATE) in strong_spans("Seen on Tues 3/5.")
    assert ("3/5", DATE) in strong_spans("Clinic Friday, 3/5 at 10.")


@pytest.mark.parametrize("text", ["DOL 14, PMA 34 3/7.", "GA 32+2/7, AGA"])
def test_rules_dates_a_gestational_ages_days_are_no_date(text: str) -> None:
    assert find_dates(text) == []


def test_rules_dates_a_weekday_in_the_plural_is_only_weak() -> None:
    # A habit or a count of days ("HD on Tuesdays"), no day of its own.
    text = "Pt fell two Tuesdays ago; HD Mondays."
    assert [(text[f.start : f.end], f.strong) for f in find_dates(text)] == [
        ("Tuesdays", False),
        ("Mondays", False),
    ]


@pytest.mark.parametrize(
    "text",
    ["WEANED TO PS 5/5", "PSV 12/5, FIO2 40%", "cpap 5/5 overnight", "BIPAP 10/5"],
)
def test_rules_dates_a_ventilators_pressures_after_its_mode_are_no_date(
    text: str,
) -> None:
    assert find_dates(text) == []


@pytest.mark.parametrize(
    ("text", "weekday"),
    [("HAD EGD LAST WED", "WED"), ("NO BM SINCE SAT", "SAT"), ("since Sun.", "Sun")],
)
def test_rules_dates_a_weekday_abbreviation_after_a_days_word_is_sure(
    text: str, weekday: str
) -> None:
    assert (weekday, WEEKDAY) in strong_spans(text)


@pytest.mark.parametrize(
    "text",
    [
        "O2 sat since sat up in chair",
        "wave form on sat.",
        "BY SAT 95%",
        "last sun exposure",
    ],
)
def test_rules_dates_sat_and_sun_as_words_after_a_days_word(text: str) -> None:
    assert [f for f in find_dates(text) if f.kind == WEEKDAY] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [("PICC PLACED 3-12", "3-12"), ("extubated 4-2 @ 1400", "4-2")],
)
def test_rules_dates_a_dashed_day_after_a_lines_placing(
    text: str, expected: str
) -> None:
    assert (expected, DATE) in strong_spans(text)


@pytest.mark.parametrize(
    "text",
    ["PIVS X2 PLACED 2-3 ATTEMPTS", "ADMITTED 3-4 TIMES THIS YR", "REMOVED 2-3 CM"],
)
def test_rules_dates_a_count_after_a_placing_is_no_date(text: str) -> None:
    assert strong_spans(text) == []


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("MI IN 99 AND AGAIN IN 03", ["99", "03"]),
        ("STROKE X2 (96, 01)", ["96", "01"]),
        ("HX CHF SINCE 97", ["97"]),
        ("LAST COLONOSCOPY 04", ["04"]),
        ("ETOH: QUIT IN 85", ["85"]),
        ("SMOKER, QUIT 90.", ["90"]),
        # Counts and amounts after the same words.
        ("QUIT 2 PPD", []),
        ("quit 20 years ago", []),
        ("since 97% on RA", []),
    ],
)
def test_rules_dates_two_digit_years_of_a_history(text: str, years: list[str]) -> None:
    assert [t for t, kind in strong_spans(text) if kind == YEAR] == years


@pytest.mark.parametrize(
    ("text", "sure"),
    [
        ("extub 12/11, epi weaned 12/11, levo weaned 12/12. PA line out.", [True] * 3),
        ("Seen 12/30, returned 1/2 for f/u.", [True, True]),
        # A score or a setting after the date, or a day too far on: a value.
        ("admitted 3/4, strength 3/5 bilat.", [True, False]),
        ("intubated 3/4, PS 3/5 this am", [True]),
    ],
)
def test_rules_dates_a_day_shortly_after_a_sure_one_is_sure(
    text: str, sure: list[bool]
) -> None:
    assert [f.strong for f in find_dates(text)] == sure


def test_rules_dates_grafts_or_vessels_counted_after_a_pair_are_no_day() -> None:
    assert find_dates("CABG 3/4 vessels patent, 2/3 grafts open") == []


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("BCx 3/2,3/4,3/6 NGTD.", ["3/2", "3/4", "3/6"]),
        ("cultures drawn 5/1,5/3 neg", ["5/1", "5/3"]),
        ("extubated 12/30,1/2 reintubated", []),  # not later in the year: unsure
        ("strength 5/5,5/5 bilat", []),  # repeated: scores
        ("values 1,5/3 and", []),  # a number's thousands, not a list
    ],
)
def test_rules_dates_days_joined_by_bare_commas(text: str, days: list[str]) -> None:
    assert [t for t, kind in strong_spans(text) if kind == DATE] == days


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("Wife deceased 2015. Lives alone.", "2015"),
        ("Moved here 2001 from Haiti.", "2001"),
        ("Sober 2010, attends AA.", "2010"),
        ("Mother passed away 2019 of CA.", "2019"),
    ],
)
def test_rules_dates_a_year_after_a_life_event_is_sure(text: str, year: str) -> None:
    assert (year, YEAR) in strong_spans(text)


@pytest.mark.parametrize("text", ["OOB, moved 2100 to chair.", "Site clean 2000."])
def test_rules_dates_an_hour_after_a_unit_event_is_not_sure(text: str) -> None:
    assert [s for s in strong_spans(text) if s[1] == YEAR] == []


@pytest.mark.parametrize(
    ("text", "sure"),
    [
        ("c/o ctx q5min since 1900.", False),  # seven in the evening
        ("NPO since 1800 for procedure.", False),
        ("HTN since 1995.", True),
        ("Lives in MA since 1975.", True),
    ],
)
def test_rules_dates_since_an_evening_hour_is_no_sure_year(
    text: str, sure: bool
) -> None:
    assert any(kind == YEAR for _, kind in strong_spans(text)) == sure


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("dtr visiting sat and sun.", ["sat", "sun"]),
        ("Visits Sat/Sun only", ["Sat", "Sun"]),
        ("O2 sat and HR stable in the sun room", []),
    ],
)
def test_rules_dates_the_weekends_two_days_named_together(
    text: str, days: list[str]
) -> None:
    assert [t for t, kind in strong_spans(text) if kind == WEEKDAY] == days


@pytest.mark.parametrize(
    ("text", "sure"),
    [
        ("PT WAS HERE IN JAN FOR PNA.", True),
        ("Since Sept pt has lost 10 lbs.", True),
        ("Last seen in Feb by PCP.", True),
        ("Jan called at noon.", False),  # no time's word before: maybe a name
        ("pulses dec in aug", False),  # "aug" and "dec" are words too
    ],
)
def test_rules_dates_a_month_abbreviation_after_a_times_word(
    text: str, sure: bool
) -> None:
    assert any(kind == DATE for _, kind in strong_spans(text)) == sure


@pytest.mark.parametrize(
    ("text", "sure"),
    [
        ("HCP is April Lane (HCP), daughter.", False),  # a first name
        ("Spoke w/ June Hall, pt sister.", False),
        ("in April pt had a fall.", True),
        ("Seen in April 2019 by GI.", True),
    ],
)
def test_rules_dates_a_month_before_a_capitalised_word_is_a_first_name(
    text: str, sure: bool
) -> None:
    assert any(kind == DATE for _, kind in strong_spans(text)) == sure


def test_rules_dates_holiday_precheck_is_the_keys_search() -> None:
    """The probed precheck answers as a search for every holiday key would."""
    from vtt_py.deid.rules_dates import _HOLIDAY_KEYS, _has_holiday_key

    texts = ["", "j", "j day", " day", "a j day. ok, july, fathers  day, ml k"]
    for key in _HOLIDAY_KEYS:
        texts += [key, f"x{key}", f"seen {key}.", f"{key[:-1]} j day {key[1:]}"]
    for text in texts:
        assert _has_holiday_key(text) == any(key in text for key in _HOLIDAY_KEYS)


def test_rules_dates_month_positions_are_the_keys_search() -> None:
    """The months' places (the j months asked at each "j") are a search's for each."""
    from vtt_py.deid.rules_dates import _MONTH_KEYS, _month_positions
    from vtt_py.deid.text import key_positions

    texts = ["", "j", "jjan", "june july jan", "mar jan.feb-jul/jun", "jaj jun"]
    texts += [f"x {key}{key} j{key}" for key in _MONTH_KEYS]
    for text in texts:
        assert _month_positions(text) == key_positions(text, _MONTH_KEYS)
