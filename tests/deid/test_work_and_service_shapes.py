"""Shapes of work, services and states: ``d/w Feeney``, ``framingham ems``, ``moved to Fla``."""

from __future__ import annotations

import pytest

from tests.deid.marks import marked
from vtt_py.deid.analysis import analyse
from vtt_py.deid.guards import apply_guards
from vtt_py.deid.kinds import LOCATION, STATE
from vtt_py.deid.merge import CANDIDATE_SOURCE, Suggestion
from vtt_py.deid.pipeline import Deidentifier, rule_findings
from vtt_py.deid.rules_place_cues import region_kind


def _strong(text: str) -> list[tuple[str, str]]:
    """The strong rule findings of ``text``: its words and kinds."""
    return [
        (text[f.start : f.end], f.kind)
        for f in rule_findings(analyse(text))
        if f.strong
    ]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("d/w Feeney re: sedation plan.", "Feeney"),
        ("Plan d/w Hallorann, will start heparin.", "Hallorann"),
        ("Plan d/w Kevin from pharmacy.", "Kevin"),
    ],
)
def test_discussed_with_written_d_w_names_the_person(
    shipped: Deidentifier, rules: Deidentifier, text: str, name: str
) -> None:
    assert name in marked(shipped, text)
    assert name in marked(rules, text)


@pytest.mark.parametrize(
    "text", ["d/w team, plan to wean.", "d/w pt and family.", "D/W team in the a.m."]
)
def test_d_w_before_no_name_marks_nothing(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("brought in by framingham ems.", "framingham"),
        ("per natick fire pt found on floor.", "natick"),
        ("lowell fire dept called.", "lowell"),
    ],
)
def test_a_town_in_small_letters_before_its_service_is_a_place(
    shipped: Deidentifier, text: str, town: str
) -> None:
    assert (town, "CITY") in _strong(text)
    assert town in marked(shipped, text)


@pytest.mark.parametrize(
    "text",
    ["house fire, pt with burns.", "called home ambulance.", "forest fire smoke."],
)
def test_an_everyday_word_before_a_service_is_no_town(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize("name", ["Fla", "Calif.", "Conn", "Tenn", "Wisc"])
def test_a_states_older_abbreviation_is_a_state(name: str) -> None:
    assert region_kind(name) == STATE


@pytest.mark.parametrize(
    "text",
    [
        "Pt grew up in Lowell, moved to Fla 10 yrs ago.",
        "Daughter lives in Conn.",
        "Pt moved to Calif. last year.",
        "PT LIVES IN MASS WITH SON.",
    ],
)
def test_a_state_written_short_is_no_phi(shipped: Deidentifier, text: str) -> None:
    assert marked(shipped, text) in ([], ["Lowell"])


def test_a_hospital_that_starts_like_a_state_stays(shipped: Deidentifier) -> None:
    assert region_kind("Mass General") == LOCATION
    text = "PT TRANSFERRED FROM MASS GENERAL."
    assert marked(shipped, text) == ["MASS GENERAL"]


@pytest.mark.parametrize(
    "text",
    [
        "PT WORKS AT STOP AND SHOP IN THE DELI.",
        "WIFE WORKS IN THE CAFETERIA.",
        "PT WORKS IN THE MAILROOM.",
    ],
)
def test_a_part_of_the_workplace_in_capitals_is_no_sure_place(text: str) -> None:
    assert [w for w, kind in _strong(text) if kind == LOCATION] == []


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("PT WORKS IN THE BRONX AS A DRIVER.", "BRONX"),
        ("PT WORKS IN THE NORTH END.", "NORTH END"),
        ("PT WORKS IN EAST BOSTON.", "EAST BOSTON"),
        ("Pt works in Fall River as a cook.", "Fall River"),
    ],
)
def test_where_someone_works_is_a_place(
    shipped: Deidentifier, text: str, place: str
) -> None:
    assert marked(shipped, text) == [place]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("WORKS IN THE NORTH END AS A COOK.", "COOK"),
        ("PT WORKED AS A MASON FOR 40 YRS.", "MASON"),
        ("He worked as a Porter at the hotel.", "Porter"),
    ],
)
def test_a_trade_after_as_a_is_no_name_or_place(text: str, word: str) -> None:
    start = text.index(word)
    for source in ("crf", CANDIDATE_SOURCE):
        for family, label in (("NAME", "PTName"), ("PLACE", "Location")):
            s = Suggestion(start, start + len(word), label, source, 0.4, family)
            assert apply_guards(text, [s]) == []


def test_a_name_after_as_a_that_no_dictionary_lists_stays() -> None:
    text = "works as an Uber driver."
    s = Suggestion(12, 16, "Location", "crf", 0.4, "PLACE")
    assert apply_guards(text, [s]) == [s]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Seen by Hallorann from cards this am.", "Hallorann"),
        ("Seen by Oyelowo from renal, will dialyze.", "Oyelowo"),
        ("Evaluated by Szczepanski from PT today.", "Szczepanski"),
    ],
)
def test_who_saw_the_patient_from_a_service_is_a_person(
    shipped: Deidentifier, text: str, name: str
) -> None:
    assert (name, "NAME_PROVIDER") in _strong(text)
    assert name in marked(shipped, text)


def test_a_service_that_saw_the_patient_is_no_person() -> None:
    assert _strong("seen by Nsurg, no new recs.") == []
    assert _strong("Pt seen by Renal, plan HD in AM.") == []


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("WIFE STAYING AT THE HARBORSIDE INN.", "HARBORSIDE INN"),
        ("wife staying at the harborside inn.", "harborside inn"),
        ("PT STAYING AT MAPLE ST INN.", "MAPLE ST INN"),
    ],
)
def test_a_lodging_is_named_whole(shipped: Deidentifier, text: str, place: str) -> None:
    assert marked(shipped, text) == [place]


def test_no_lodging_named_is_no_place(shipped: Deidentifier) -> None:
    assert marked(shipped, "Family staying at a hotel nearby.") == []


@pytest.mark.parametrize(
    ("text", "day"),
    [("S/P PTCA 2/04, stent to LAD.", "2/04"), ("s/p ptca 2/04, stent.", "2/04")],
)
def test_a_day_after_a_word_ending_in_a_is_no_amount(
    shipped: Deidentifier, text: str, day: str
) -> None:
    assert marked(shipped, text) == [day]


@pytest.mark.parametrize(
    "text", ["ate a 1/2 sandwich.", "NeurO: PERRLA 3/3 brisk.", "pupils 2/2 sluggish."]
)
def test_an_amount_or_the_pupils_sizes_are_no_day(
    rules: Deidentifier, text: str
) -> None:
    assert marked(rules, text) == []


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("Pt seen by J from PT, ambulated 20 ft.", "J"),
        ("spoke with K. from nutrition re: TF.", "K"),
    ],
)
def test_one_initial_before_the_service_it_came_from_is_a_person(
    shipped: Deidentifier, text: str, letter: str
) -> None:
    assert marked(shipped, text) == [letter]


def test_one_letter_before_no_service_is_no_initial(shipped: Deidentifier) -> None:
    assert marked(shipped, "Pt seen by J. Went to CT at 1400.") == []
    assert marked(shipped, "Transferred by W/C from PT gym.") == []


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("pt fell on centre st", "centre st"),
        ("pt found near mass ave and cass blvd", "mass ave"),
        ("pt found on blue hill ave", "blue hill ave"),
        ("mvc on route 128 this morning", "route 128"),
        ("crash on i-93 southbound", "i-93"),
        ("PT FELL ON CENTRE ST.", "CENTRE ST."),
        ("LIVES AT GROUP HOME ON ELM ST IN MEDFORD.", "ELM ST"),
    ],
)
def test_a_street_in_small_letters_after_a_place_preposition(
    shipped: Deidentifier, text: str, street: str
) -> None:
    assert street in marked(shipped, text)


@pytest.mark.parametrize(
    "text",
    [
        "pt drove on a dirt road.",
        "propho: zantac and heparin sq.",
        "med given by route 2.",
        "sent to station route 9 for labs.",  # a word's end, no preposition
        "pt on the highway 2 hrs.",
        "I-131 therapy planned.",
        # the ST of a heart's tracing or rhythm, and words that name no street
        "noted on ekg st elevation in v2-v4.",
        "changes on monitor st depression.",
        "NOTED ON EKG ST ELEVATION.",
        "CV: SHORT EPISODE OF SELF LIMITED ST 110'S NO ECTOPY.",
        "hr 110s on tele st.",
        "HR 100-110 ST WITH RARE PVCS.",
        "PT ON NS ST.",
    ],
)
def test_a_roads_kind_a_dose_or_an_isotope_is_no_street(
    shipped: Deidentifier, text: str
) -> None:
    assert marked(shipped, text) == []


@pytest.mark.parametrize(
    ("text", "chain"),
    [
        ("pt fell at home depot and hit head.", "home depot"),
        ("pt works at stop & shop as a cashier.", "stop & shop"),
        ("wife staying at holiday inn nearby.", "holiday inn"),
    ],
)
def test_a_chain_in_small_letters_after_a_cue(
    shipped: Deidentifier, text: str, chain: str
) -> None:
    assert marked(shipped, text) == [chain]


def test_everyday_words_after_a_cue_are_no_chain(shipped: Deidentifier) -> None:
    assert marked(shipped, "pt went home with home care.") == []
    assert marked(shipped, "pt to go to rehab at home.") == []
    # listed chains of everyday words alone read as the phrase in small letters
    assert marked(shipped, "pt walks to post office daily.") == []
    assert marked(shipped, "pt at one medical appt last wk.") == []


def test_a_rate_on_the_line_before_leaves_a_street() -> None:
    text = "hr 80s nsr\npt fell on centre st."
    assert ("centre st.", "STREET") in _strong(text)


def test_one_long_line_of_streets_is_read_in_linear_time() -> None:
    # a rate or monitor is looked for 40 characters back at most, not to
    # the line's start: a line of a megabyte must not be rescanned per ST
    text = "hr 110 on tele st and more " * 20_000
    assert [w for w, kind in _strong(text) if kind == "STREET"] == []
