"""Precision guards for clinical words the CRF lifts weakly (invented lines)."""

from __future__ import annotations

import pytest

from vtt_py.deid.guards import (
    apply_guards,
    descriptive_name,
    dosed_word,
    eponym,
    generic_setting,
    scale,
    season,
)
from vtt_py.deid.guards_numbers import eaten_fraction
from vtt_py.deid.guards_precision import (
    after_modal,
    clinical_noun,
    elder_word,
    eponym_device,
    faith_figure,
    month_range,
    operation_word,
    ward_abbreviation,
    ward_thing,
    weekday_word,
)
from vtt_py.deid.merge import Suggestion


def _crf(text: str, word: str, family: str, score: float = 0.2) -> Suggestion:
    """A CRF suggestion over the first ``word`` of ``text``."""
    start = text.index(word)
    label = {"NAME": "PTName", "PLACE": "Location", "DATE": "Date"}.get(family, "Phone")
    return Suggestion(start, start + len(word), label, "crf", score, family)


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Holter 12/2-12/4 showed PAFib.", "Holter", "NAME", 0.31),
        ("R Hickman intact, dsg changed, site C/D/I.", "R Hickman", "NAME", 0.08),
        ("Jackson-Pratt to bulb suction, emptied x2.", "Jackson-Pratt", "NAME", 0.34),
        ("Posey vest on for safety overnight.", "Posey vest", "NAME", 0.31),
        ("Whipple POD 3, NGT to LIWS.", "Whipple", "NAME", 0.33),
        ("pulses trace to dopp, dp/pt on right", "dopp", "PLACE", 0.23),
        ("Foleys changed this AM.", "Foleys", "NAME", 0.15),
        ("Pt s/p Whipple.", "Whipple", "PLACE", 0.2),
        # wound, ostomy and continence products (session 59)
        ("Hollister bag intact over stoma.", "Hollister", "NAME", 0.3),
        ("Tegaderm over site, C/D/I.", "Tegaderm", "NAME", 0.3),
        # a device of two words, the CRF over its first (session 61)
        ("Pt with Denis Browne splint.", "Denis", "NAME", 0.09),
        ("Infant in Denis Browne bar at night.", "Denis Browne bar", "NAME", 0.1),
    ],
)
def test_eponym_device_drops_devices(
    text: str, word: str, family: str, score: float
) -> None:
    assert eponym_device(text, _crf(text, word, family, score))


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Dr. Holter called back with results.", "Holter", "NAME", 0.3),
        ("Pt lives in Foley with wife.", "Foley", "PLACE", 0.3),
        ("Pt from Hickman, KY, here with son.", "Hickman", "PLACE", 0.3),
        ("Pt moved here from Hollister, CA.", "Hollister", "PLACE", 0.3),
        ("Hickman site C/D/I.", "Hickman", "NAME", 0.53),  # the CRF is sure
        ("Jackson called, will visit.", "Jackson", "NAME", 0.3),  # not the drain
        ("Dr. Whipple from GI saw pt.", "Whipple", "NAME", 0.72),
        ("Whipple called back.", "Whipple", "NAME", 0.72),  # the CRF is sure
    ],
)
def test_eponym_device_keeps_people_and_towns(
    text: str, word: str, family: str, score: float
) -> None:
    assert not eponym_device(text, _crf(text, word, family, score))


def test_eponym_device_keeps_rule_findings() -> None:
    text = "Mr. Holter, 72M, admitted with CHF."
    s = Suggestion(4, 10, "PTName", "rules", None, "NAME")
    assert apply_guards(text, [s]) == [s]


@pytest.mark.parametrize(
    ("text", "word", "family"),
    [
        ("EDD 09/30/2021 by 8 wk US.", "EDD", "NAME"),
        ("Baby boy, 37 4/7 wks, BW 2.9 kg.", "BW", "PLACE"),
        ("Vaccines: MMR 3/2019, Varicella 3/2019.", "MMR", "NAME"),
        ("BC and urine cx from 7/2 NGTD.", "NGTD", "NAME"),
        ("Does respond to painful stimuli in UE's.", "UE", "PLACE"),
    ],
)
def test_ward_abbreviation_drops(text: str, word: str, family: str) -> None:
    assert ward_abbreviation(text, _crf(text, word, family))


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Edd visited with his wife.", "Edd", "NAME", 0.2),  # a first name
        ("EDD 3/14 per OB.", "EDD", "NAME", 0.7),  # the CRF is sure
        ("EDD 3/14 per OB.", "EDD", "DATE", 0.2),  # dates are the date guards'
    ],
)
def test_ward_abbreviation_keeps(
    text: str, word: str, family: str, score: float
) -> None:
    assert not ward_abbreviation(text, _crf(text, word, family, score))


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Appt on Thurs, Dec 2nd at 9:40.", "Thurs", "PLACE", 0.3),
        ("HD Tues/Thurs/Sat per outpatient schedule.", "Thurs", "NAME", 0.37),
        ("OT to see pt Tues.", "Tues", "PLACE", 0.12),
        ("D/C HOME ON SUN", "SUN", "PLACE", 0.1),
    ],
)
def test_weekday_word_drops(text: str, word: str, family: str, score: float) -> None:
    assert weekday_word(text, _crf(text, word, family, score))


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Sun Li, pt's wife, visited.", "Sun", "NAME", 0.24),  # a surname many bear
        ("Mrs. Sun at bedside.", "Sun", "NAME", 0.1),  # titled
        ("Thurs visit cancelled.", "Thurs", "NAME", 0.6),  # the CRF is sure
        ("Thurston visited.", "Thurston", "NAME", 0.2),
    ],
)
def test_weekday_word_keeps(text: str, word: str, family: str, score: float) -> None:
    assert not weekday_word(text, _crf(text, word, family, score))


@pytest.mark.parametrize(
    ("text", "word", "family"),
    [
        ("Pt going to Florida for the winter (Dec-Mar).", "Mar", "NAME"),
        ("Symptoms worse Jun-Aug.", "Jun", "NAME"),
        ("Allergy season (Apr - Jun).", "Apr", "CONTACT"),
        ("Flu season Oct\u2013Mar.", "Mar", "PLACE"),
    ],
)
def test_month_range_drops(text: str, word: str, family: str) -> None:
    assert month_range(text, _crf(text, word, family))


@pytest.mark.parametrize(
    ("text", "word", "family"),
    [
        ("Allergy season (Apr-Jun).", "Jun", "DATE"),  # dates are the date guards'
        ("Seen by Jun Park-Lee in clinic.", "Jun", "NAME"),
        ("April-Rose visited with her mother.", "April", "NAME"),
    ],
)
def test_month_range_keeps(text: str, word: str, family: str) -> None:
    assert not month_range(text, _crf(text, word, family))


def test_operation_word() -> None:
    text = "lakshmi narayanan 45f s/p lap chole"
    assert operation_word(text, _crf(text, "chole", "NAME", 0.23))
    assert not operation_word(text, _crf(text, "chole", "NAME", 0.8))
    assert not operation_word(text, _crf(text, "narayanan", "NAME", 0.2))


def test_ward_thing() -> None:
    text = "Beeper 5-3391 (renal fellow). SCDs on, ambulating in hall."
    assert ward_thing(text, _crf(text, "Beeper", "PLACE", 0.06))
    assert ward_thing(text, _crf(text, "hall", "PLACE", 0.29))
    other = "Walked with Hall to the car."
    assert not ward_thing(other, _crf(other, "Hall", "NAME", 0.2))


def test_drip_and_bright_red_blood() -> None:
    text = "MAXED OUT ON TRIPLE PRESSORS. BICARB GTT CONTS."
    assert dosed_word(text, _crf(text, "BICARB", "NAME", 0.21))
    text = "pt continues to pass 800-1000 ccs frank brb with clots"
    assert descriptive_name(text, _crf(text, "frank", "NAME", 0.36))
    text = "Frank brought in her glasses."
    assert not descriptive_name(text, _crf(text, "Frank", "NAME", 0.36))


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Guillain-Barre in 2010, residual weakness.", "Guillain-Barre", "PLACE", 0.15),
        ("Heimlich performed by family prior to EMS arrival.", "Heimlich", "NAME", 0.1),
    ],
)
def test_eponym_syndromes_and_manoeuvres(
    text: str, word: str, family: str, score: float
) -> None:
    assert eponym_device(text, _crf(text, word, family, score))


def test_eponym_disease_and_criteria() -> None:
    text = "Ludwig angina ruled out."
    assert eponym(text, _crf(text, "Ludwig", "NAME", 0.18))
    text = "Ranson criteria 2."
    assert scale(text, _crf(text, "Ranson", "NAME", 0.63))
    text = "Ludwig called his daughter."
    assert not eponym(text, _crf(text, "Ludwig", "NAME", 0.18))


def test_murmur_site_and_nursery() -> None:
    text = "Murmur 2/6 SEM at RUSB."
    assert ward_abbreviation(text, _crf(text, "RUSB", "PLACE", 0.07))
    text = "Pt to Nursery."
    assert generic_setting(text, _crf(text, "Nursery", "PLACE", 0.05))
    text = "Pt to Sunny Acres Nursery."
    assert not generic_setting(text, _crf(text, "Sunny Acres Nursery", "PLACE", 0.3))


@pytest.mark.parametrize(
    ("text", "word", "family"),
    [
        ("UNDERSTANDS & CAN CONVERSE IN ENGLISH.", "CONVERSE", "PLACE"),
        ("warned pt not to strain while on bedpan.", "strain", "PLACE"),
        ("Pt should Ambulate in hall tid.", "Ambulate", "NAME"),
    ],
)
def test_after_modal_drops(text: str, word: str, family: str) -> None:
    assert after_modal(text, _crf(text, word, family, 0.3))


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Pt would like Mary to visit.", "Mary", "NAME", 0.3),  # not right after
        ("Pt wants to go to Boston.", "Boston", "PLACE", 0.3),  # "to", not "not to"
        ("Can Rose Smith be reached?", "Rose Smith", "NAME", 0.3),  # two words
        ("Pt can see Lee tomorrow.", "Lee", "NAME", 0.3),
    ],
)
def test_after_modal_keeps(text: str, word: str, family: str, score: float) -> None:
    assert not after_modal(text, _crf(text, word, family, score))


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("Pt lives with his elder brother.", "elder", True),
        ("Pt is an elder at her church.", "elder", True),
        ("Elder abuse screen neg.", "Elder", True),
        ("Contacted Elder Protective Services.", "Elder", True),
        ("Elder called back, will visit.", "Elder", False),
        ("Spoke with Mr. Elder at length.", "Elder", False),
    ],
)
def test_elder_word(text: str, word: str, expected: bool) -> None:
    assert elder_word(text, _crf(text, word, "NAME", 0.1)) is expected


@pytest.mark.parametrize(
    ("text", "score", "expected"),
    [
        ("Pt is Catholic, prays to Jesus daily.", 0.09, True),
        ("Pt states Jesus will take care of him.", 0.2, True),
        ("Jesus called back, will visit.", 0.6, False),  # the CRF is sure
        ("Spoke with Mr. Jesus at length.", 0.1, False),  # titled
    ],
)
def test_faith_figure(text: str, score: float, expected: bool) -> None:
    assert faith_figure(text, _crf(text, "Jesus", "NAME", score)) is expected


def test_season_before_a_noun_of_time() -> None:
    text = "Winter months (Nov-Feb) are worst for pt."
    assert season(text, _crf(text, "Winter", "PLACE", 0.34))
    text = "Pt moved to Winter Park last year."
    assert not season(text, _crf(text, "Winter", "PLACE", 0.34))


@pytest.mark.parametrize(
    ("text", "word", "family", "score"),
    [
        ("Abbott device interrogated.", "Abbott", "PLACE", 0.48),
        ("Pt with Camino bolt, ICP 12.", "Camino", "NAME", 0.17),
        ("Bakri balloon placed.", "Bakri", "NAME", 0.07),
        ("Mediport accessed with 20g Huber.", "Huber", "PLACE", 0.39),
    ],
)
def test_maker_before_a_device(text: str, word: str, family: str, score: float) -> None:
    assert eponym_device(text, _crf(text, word, family, score))


def test_person_before_a_device_stays() -> None:
    text = "Daughter Rose mask fitted."
    assert not eponym_device(text, _crf(text, "Rose", "NAME", 0.3))
    text = "Michael Abbott device set up at home."
    assert not eponym_device(text, _crf(text, "Michael Abbott", "NAME", 0.3))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pt ate 3/4 tray.", True),
        ("Pt took 1/2 of dinner, refused dessert.", True),
        ("Drank 2/3 of the Ensure.", True),
        ("Pt smokes 1/2 ppd x 40 yrs.", True),  # a share of a pack
        ("Given 1/2 tab of lorazepam.", True),  # a share of a tablet
        ("Peds: 1/2 jar baby food taken.", True),  # what a meal comes in
        ("Ate 3/4 bowl of soup.", True),
        ("Seen in clinic 3/4, tray of labs sent.", False),  # a comma between
        ("Admitted 3/4 with CP.", False),
    ],
)
def test_eaten_fraction(text: str, expected: bool) -> None:
    start = next(i for i, c in enumerate(text) if c.isdigit())
    s = Suggestion(start, start + 3, "Date", "rules+crf", 0.29, "DATE")
    assert eaten_fraction(text, s) is expected
    assert not eaten_fraction(text, s._replace(source="rules", score=None))


@pytest.mark.parametrize(
    ("text", "word", "family", "score", "expected"),
    [
        ("please refer to page 2 written today", "page", "PLACE", 0.73, True),
        ("Sputum growing normal flora.", "flora", "NAME", 0.1, True),
        ("Urine cx: mixed flora.", "flora", "NAME", 0.2, True),
        ("Thrush remains in oral cavity.", "Thrush", "NAME", 0.12, True),
        ("Flora visited with her son.", "Flora", "NAME", 0.1, False),
        ("Spoke with Mrs. Thrush at length.", "Thrush", "NAME", 0.1, False),
        ("Page from Dr. Lee at 2.", "Page", "NAME", 0.3, False),
        ("Thrush remains in oral cavity.", "Thrush", "NAME", 0.7, False),
    ],
)
def test_clinical_noun(
    text: str, word: str, family: str, score: float, expected: bool
) -> None:
    assert clinical_noun(text, _crf(text, word, family, score)) is expected


def test_lower_case_maker_before_a_vent() -> None:
    text = "ventilated with a puritan bennett vent which has been"
    assert eponym_device(text, _crf(text, "bennett", "PLACE", 0.68))
    text = "Ventilated with a Puritan Bennett vent."
    assert not eponym_device(text, _crf(text, "Bennett", "PLACE", 0.68))


def test_a_first_name_many_bear_is_no_device_alone() -> None:
    text = "Pt should call Quinton at the VNA."
    assert not eponym_device(text, _crf(text, "Quinton", "NAME", 0.1))


def test_names_many_bear_need_a_weaker_score() -> None:
    text = "PT SEEN WITH WIFE, LE THI HOA, AT BEDSIDE."
    assert not ward_abbreviation(text, _crf(text, "LE", "NAME", 0.3))
    text = "BLE EDEMA, LE WARM."
    assert ward_abbreviation(text, _crf(text, "LE", "PLACE", 0.1))
    text = "Thu called back, will come at 3."
    assert not weekday_word(text, _crf(text, "Thu", "NAME", 0.3))


@pytest.mark.parametrize(
    "text",
    [
        "Brought to OR for Whipple, POD 1.",
        "Pt s/p Nissen in 2010.",
        "underwent Billroth II",
    ],
)
def test_an_operation_after_its_cue_is_dropped_however_sure(text: str) -> None:
    word = next(w for w in ("Whipple", "Nissen", "Billroth") if w in text)
    assert eponym_device(text, _crf(text, word, "NAME", 0.9))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Pt uses Zoll LifeVest at home.", "Zoll LifeVest"),
        ("Zoll pads on chest, rhythm SR.", "Zoll"),
    ],
)
def test_a_defibrillator_s_maker_is_no_person(text: str, word: str) -> None:
    assert eponym_device(text, _crf(text, word, "NAME", 0.16))
    titled = "Dr. Zoll aware of rhythm."
    assert not eponym_device(titled, _crf(titled, "Zoll", "NAME", 0.16))
