"""Dates, years and phones the rules missed, and number shapes read as dates (text invented)."""

from __future__ import annotations

from vtt_py.deid.guards import apply_guards
from vtt_py.deid.kinds import AGE_PII, DATE, ID, PHONE, YEAR
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.rules_ages import find_ages
from vtt_py.deid.rules_dated_days import event_ordinals
from vtt_py.deid.rules_dates import find_dates
from vtt_py.deid.rules_ids import find_contacts, find_identifiers


def _dates(text: str) -> list[tuple[str, bool]]:
    """The date and year findings of ``text``: (string, strong)."""
    return sorted(
        (text[f.start : f.end], f.strong)
        for f in find_dates(text)
        if f.kind in (DATE, YEAR)
    )


def _sure(text: str) -> list[str]:
    return [s for s, strong in _dates(text) if strong]


def _phones(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_contacts(text) if f.kind == PHONE]


def test_an_ordinal_day_after_an_event_or_before_of_this_month() -> None:
    assert _sure("Surgery originally booked 29th but postponed.") == ["29th"]
    assert _sure("Pt extubated 21st, reintubated 23rd.") == ["21st", "23rd"]
    assert _sure("Last BM reported 3rd of this month per son.") == ["3rd of this month"]
    assert _sure("NPO since the 3rd.") == ["3rd"]


def test_an_ordinal_that_counts_is_no_day() -> None:
    assert _sure("PICC placed 3rd attempt by IR.") == []
    assert _sure("Pt admitted 4th time this year for CHF.") == []
    assert _sure("Pt on 2nd attempt at SBT.") == []


def test_a_history_year_after_a_diagnosis() -> None:
    assert _sure("h/o PE 15, on coumadin.") == ["15"]
    assert _sure("Dx'd with breast CA in 09, s/p lumpectomy.") == ["09"]
    assert _sure("s/p R hip fx 04, L hip fx 08.") == ["04", "08"]
    assert _sure("COPD dx'd 99, on home O2 since 05.") == ["05", "99"]


def test_a_measure_in_a_history_line_is_no_year() -> None:
    assert _dates("h/o afib, HR in 80, SR now.") == []
    assert _dates("PMH: CHF, EF in 30, on coreg.") == []
    assert _sure("PE 15, PaCO2 40.") == []  # an exam's value, or a year: weak


def test_a_day_by_its_part_of_the_day_or_its_range() -> None:
    assert _sure("cks 2245-105 1/10 eves, 1877-67 this am") == ["1/10"]
    assert _sure("abx 3/4-present") == ["3/4"]
    assert _sure("abx 3/4->3/6") == ["3/4", "3/6"]


def test_a_bare_day_listed_after_a_sure_day() -> None:
    assert _sure("fevers on 3/4, 3/5 and 6.") == ["3/4", "3/5", "6"]
    assert _sure("on 3/4 and 5 units of insulin given.") == ["3/4"]


def test_a_year_said_or_believed() -> None:
    assert _sure("corrected self by saying 2002. forgetful") == ["2002"]
    assert _sure("Thinks it is 1932.") == []


def test_oxygen_lung_shares_and_pupils_are_no_days() -> None:
    assert _dates("On NC 4/6 L, sats 94%.") == []
    assert _dates("Fine crackles rt base to 1/3 up.") == []
    assert _sure("Pupils 3/2 brisk.") == []
    assert _sure("BPP 8/8, reactive NST.") == []


def test_augmentation_is_no_month() -> None:
    assert _sure("Pt on 1:1 with good dia aug.") == []
    assert _sure("Seen in Aug. by cardiology.") == ["Aug."]


def test_phones_with_spaces_brackets_and_lists() -> None:
    assert _phones("dtr 410  202 6694") == ["410  202 6694"]
    assert _phones("son (617)-555-0143") == ["(617)-555-0143"]
    assert _phones("son 202 6694 if changes") == ["202 6694"]
    assert _phones("Niece 617-555-0143/617-555-0199") == [
        "617-555-0143",
        "617-555-0199",
    ]
    assert _phones("reached at 202-6694 or 555-1234") == ["202-6694", "555-1234"]


def test_values_are_no_phones() -> None:
    assert _phones("STV 500-1000, RR 9-20") == []
    assert _phones("son 40 yo, TV 450  460 470") == []


def _crf_date(text: str, word: str, score: float = 0.3) -> Suggestion:
    start = text.index(word)
    return Suggestion(start, start + len(word), "Date", "crf", score, "DATE")


def _kept(text: str, word: str) -> bool:
    return bool(apply_guards(text, [_crf_date(text, word)]))


def test_guards_drop_settings_flows_and_grades() -> None:
    assert not _kept("Continued to wean down to 8/5, resp stable.", "8/5")
    assert not _kept("resp- cont. on vent 8/5 psv with rr 20s.", "8/5")
    assert not _kept("On NC 4/6 L, sats 94%.", "4/6")
    assert not _kept("Neuro: perrla, 3/3 brisk.", "3/3")
    assert not _kept("ls crackles 1/2 up bilat.", "1/2")
    assert not _kept("Arrived to unit ~ 1930 from cath lab.", "1930")


def test_guards_keep_dates_near_such_words() -> None:
    assert _kept("appt changed to 5/5 per daughter.", "5/5")
    assert _kept("extubated 3/4, on NC since.", "3/4")
    assert _kept("Pt moved here in 1998 from PR.", "1998")


def test_guards_drop_ranges_of_values() -> None:
    assert not _kept("PA 27-41/14-29. PCWP 20. CVP 7-22. Pt on gtt", "7-22")
    assert not _kept("sats 97%, rr 12-14 over the vent", "12-14")
    assert not _kept("Noted to have 4-5 beat runs of NSVT", "4-5")
    assert not _kept("Has 2-3+ pitting edema BLE", "2-3")
    assert not _kept("STATES PAIN STILL 4-6 ON PAIN SCALE", "4-6")


def test_guards_keep_a_dash_date_after_its_cue() -> None:
    assert _kept("seen on 3-12 by surgery, CVP 8", "3-12")
    assert _kept("BC from 3-5 grew staph", "3-5")


def test_run_together_ranges_and_lists_of_days() -> None:
    assert _sure("abx 3/4to3/10") == ["3/10", "3/4"]
    assert _sure("stay 3/4/21to3/6/21.") == ["3/4/21", "3/6/21"]
    assert _sure("in MICU 3/4 -3/6.") == ["3/4", "3/6"]
    assert _sure("cx 3/4&3/5 neg") == ["3/4", "3/5"]
    assert _sure("HD 3/4, 3/6, 3/8") == ["3/4", "3/6", "3/8"]


def test_settings_and_scores_are_no_run_together_ranges() -> None:
    assert _sure("Strength 3/5, 4/5 BLE") == []


def test_a_month_word_before_a_dose_is_no_date() -> None:
    assert _dates("Lasix dose dec 20 mg today.") == []
    assert _dates("FIO2 dec 10 % overnight.") == []
    assert _dates("OCT 3 weeks ago showed edema.") == []
    assert _sure("Dec 3 pt seen in clinic.") == ["Dec 3"]
    assert _sure("seen Dec 3, 2019 in clinic.") == ["Dec 3, 2019"]
    assert not _kept("Lasix dose dec 20 mg today.", "dec 20")
    assert _kept("Dec 20 seen in clinic.", "Dec 20")


def test_a_year_after_an_operation_closing_an_item() -> None:
    assert _sure("PSH: thyroidectomy 01, prostatectomy 03.") == ["01", "03"]
    assert _sure("PMH: CABGx3 97, HTN.") == ["97"]
    assert _sure("PSH: splenectomy x2 88, 92.") == ["88", "92"]
    assert _sure("PMH breast ca 09, s/p XRT.") == ["09"]


def test_outputs_and_labs_are_no_operation_years() -> None:
    assert _dates("K 4.1, Ca 10, Mg 2.") == []
    assert _dates("ileostomy 50, foley 30.") == []
    assert _dates("ETT 7.5, tracheostomy 8.") == []


def test_a_month_typed_with_one_slip_before_its_day_or_year() -> None:
    assert _sure("Febuary 2019 had fall at home.") == ["Febuary 2019"]
    assert _sure("Ocotber 12 last admission.") == ["Ocotber 12"]
    assert "Decmber 3rd, 2019" in _sure("seen Decmber 3rd, 2019")
    assert _dates("Augusta 12 years ago") == []
    assert _dates("K Ocotber 1.5") == []


def test_an_hour_after_a_date_is_no_year() -> None:
    assert not _kept("10/22/03 1900 Nursing note", "1900")
    assert _sure("Pt said 1900 is when he took meds.") == []
    assert _kept("seen on 3/4 2019 by GI", "2019")


def test_a_lab_value_is_no_year() -> None:
    assert not _kept("+MI, peak ck 2010. Stable for transfer", "2010")
    assert not _kept("BNP of 1950 on adm", "1950")
    assert _kept("MI in 2010, stent to LAD", "2010")
    assert _kept("CT 2019 showed a mass", "2019")


def test_a_bare_day_listed_after_a_named_month_and_day() -> None:
    assert _sure("seen Jan 3 and 5.") == ["5", "Jan 3"]
    assert "5th" in _sure("seen March 3rd and 5th, 2019")
    assert _sure("Dec 3 and 12 mg") == ["Dec 3"]


def test_an_old_age_set_off_after_the_patient() -> None:
    def ages(text: str) -> list[str]:
        return [text[f.start : f.end] for f in find_ages(text) if f.kind == AGE_PII]

    assert ages("Pt (91F) resting.") == ["91"]
    assert ages("Pt, 92, resting comfortably.") == ["92"]
    assert ages("ninety-three yo") == ["ninety-three"]
    assert ages("Pt, 95% on RA.") == []


def test_secondary_to_and_values_written_as_codes() -> None:
    assert not _kept("sputum expectorated (2/2 ?weaker cough effort).", "2/2")
    assert _kept("seen on 2/2 by GI", "2/2")
    ids = [f for f in find_identifiers("RAPID AF-130'S RXED W PROCAN") if f.kind == ID]
    assert ids == []


def test_a_bare_day_after_an_events_on_the_is_a_date() -> None:
    # The ordinal's letters left out: "admitted on the 14" is the 14th.
    text = "Pt admitted on the 14 and extubated on the 16."
    found = [text[f.start : f.end] for f in event_ordinals(text.lower())]
    assert found == ["14", "16"]
    for text in ("started on the 5 mg dose.", "placed on the 3 lumen."):
        assert event_ordinals(text.lower()) == []


def test_a_dotted_date_in_brackets_after_a_test_is_sure() -> None:
    text = "MRI (12.3.99) neg."
    assert [(text[f.start : f.end], f.strong) for f in find_dates(text)] == [
        ("12.3.99", True)
    ]
