"""Guards for first names that mean what they say: fluids' colours, getting up, old marks."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.guards import apply_guards
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.rules_lexicon import listed_names


def _kept(text: str, word: str) -> bool:
    """Whether the guards keep a CRF name of middling score on the first ``word``."""
    start = text.index(word)
    suggestion = Suggestion(start, start + len(word), "PTName", "crf", 0.4, "NAME")
    return apply_guards(text, [suggestion]) == [suggestion]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Amber drainage from JP site.", "Amber"),
        ("Foley draining Amber urine, 40 cc/hr.", "Amber"),
        ("Amber-colored urine in foley bag.", "Amber"),
        ("Urine: Amber, clear.", "Amber"),
        ("Ruby red drainage from chest tube.", "Ruby"),
        ("Rose tinged sputum this am.", "Rose"),
    ],
)
def test_a_colour_before_or_after_a_fluid_is_no_name(text: str, word: str) -> None:
    assert not _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Amber called re: visit tomorrow.", "Amber"),
        ("Daughter Amber at bedside.", "Amber"),
        ("Ruby, pt's niece, brought clothes.", "Ruby"),
        ("Visited by Rose and Amber this evening.", "Amber"),
        ("Amber Brown called, will visit.", "Amber"),  # a surname, not a colour
    ],
)
def test_a_colour_name_of_a_person_stays(text: str, word: str) -> None:
    assert _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Rose from chair with assist x1.", "Rose"),
        ("Rose from the commode without difficulty.", "Rose"),
        ("Mark from prior CT noted on abdomen.", "Mark"),
        ("Mark from old IV site healing.", "Mark"),
    ],
)
def test_getting_up_and_old_marks_are_no_names(text: str, word: str) -> None:
    assert not _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Mark from PT in to see pt.", "Mark"),
        ("Rose from the VNA called.", "Rose"),
        ("Mark from prior shift reports pt slept well.", "Mark"),
        ("Report from Mark, RN.", "Mark"),
    ],
)
def test_a_person_from_a_service_or_a_shift_stays(text: str, word: str) -> None:
    assert _kept(text, word)


def test_rules_names_are_never_dropped_by_these_guards() -> None:
    text = "Amber urine. Rose from chair."
    ruled = Suggestion(0, 5, "PTName", "rules", None, "NAME")
    assert apply_guards(text, [ruled]) == [ruled]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Faith community nurse to visit weekly.", "Faith"),
        ("Crystal clear urine after irrigation.", "Crystal"),
        ("Chase lab results for K+ in AM.", "Chase"),
        ("Robin egg blue sclera noted.", "Robin"),
        ("Sandy colored stool x1.", "Sandy"),
        ("Grandson made the Dean's list.", "Dean"),
        ("Plan d/c today. Grace period on insurance ends.", "Grace"),
    ],
)
def test_an_everyday_word_opening_a_phrase_is_no_name(text: str, word: str) -> None:
    assert not _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Faith visited this evening.", "Faith"),
        ("Joy upset re: plan of care.", "Joy"),
        ("Dawn daughter of pt called.", "Dawn"),
        ("Faith cell 555-0143.", "Faith"),
        ("Robin very anxious, reassured.", "Robin"),  # a function word after
        ("Crystal tearful at bedside.", "Crystal"),
        ("Chase brought in clothes.", "Chase"),  # a verb's form
        ("Pt's niece Crystal clear about plan.", "Crystal"),  # no sentence start
        ("Frost cxr read by radiology.", "Frost"),  # no everyday word after
        ("Mireya clear about plan.", "Mireya"),  # no everyday first word
        ("Dr. Crystal clear about plan.", "Crystal"),  # a title's period
        ("Mr. Bell disease explained.", "Bell"),
    ],
)
def test_a_name_opening_a_sentence_before_what_a_person_does_stays(
    text: str, word: str
) -> None:
    assert _kept(text, word)


@pytest.mark.parametrize(
    ("text", "word", "kept"),
    [
        ("Slept after dawn, comfortable.", "dawn", False),
        ("Awake until midnight, then slept.", "midnight", False),
        ("Dawn labs sent per protocol.", "Dawn", False),
        ("Noon glucose 140, covered.", "Noon", False),
        ("Dawn at bedside this evening.", "Dawn", True),
        ("Spoke with Dawn re: discharge.", "Dawn", True),
        ("Dr. Dawn labs reviewed with team.", "Dawn", True),
    ],
)
def test_a_time_of_day_is_no_name(text: str, word: str, kept: bool) -> None:
    assert _kept(text, word) is kept


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Pt uses Alexa to call family.", False),
        ("Pt asked for her Alexa from home.", False),
        ("Alexa called for update.", True),
        ("Spoke with Alexa re: plan.", True),
    ],
)
def test_a_voice_assistant_used_or_owned_is_no_name(text: str, kept: bool) -> None:
    assert _kept(text, "Alexa") is kept


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Faith is important to pt, chaplain in.", False),
        ("Faith and family are a great comfort to her.", False),
        ("Spiritual: Hope is a source of strength.", False),
        ("Faith visited and is a great comfort to pt.", True),
        ("Hope is at bedside, tearful.", True),
        ("Faith called, very important to update her daily.", True),
        ("Hope is the HCP, important to involve her.", True),
        ("Hope is his daughter and very important to him.", True),
    ],
)
def test_a_virtue_a_spiritual_history_values_is_no_name(text: str, kept: bool) -> None:
    word = "Hope" if "Hope" in text else "Faith"
    assert _kept(text, word) is kept


@pytest.mark.parametrize(
    ("text", "word", "kept"),
    [
        ("Hazel eyes, PERRLA.", "Hazel", False),  # a plural, not a verb
        ("Violet discoloration of toes noted.", "Violet", False),  # a rare noun
        ("Autumn leaves were raked by son.", "Autumn", False),
        ("Hazel states she is tired.", "Hazel", True),  # a person's verb
        ("Violet answered all questions.", "Violet", True),
        ("Autumn (daughter) called.", "Autumn", True),
        ("Spoke with Hazel re: plan.", "Hazel", True),  # no sentence start
        ("Hazel happy with care, thanked staff.", "Hazel", True),  # how she is
        ("Olive calm at bedside.", "Olive", True),
    ],
)
def test_a_colour_or_season_opening_a_sentence_before_its_noun_is_no_name(
    text: str, word: str, kept: bool
) -> None:
    assert _kept(text, word) is kept


@pytest.mark.parametrize(
    ("text", "word", "kept"),
    [
        ("Crystal meth use per pt, none x 10 yrs.", "Crystal meth", False),
        ("Crystal meth use per pt.", "Crystal", False),
        ("Pt admits he took Molly at a party.", "Molly", False),
        ("Molly use denied.", "Molly", False),
        ("Crystal called for update.", "Crystal", True),
        ("Daughter Molly at bedside.", "Molly", True),
    ],
)
def test_a_street_drug_s_name_where_a_drug_is_meant_is_no_name(
    text: str, word: str, kept: bool
) -> None:
    assert _kept(text, word) is kept


def test_the_shipped_model_leaves_everyday_first_words_and_keeps_cued_names() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    for text in (
        "Crystal clear urine after bladder irrigation.\n",
        "Pt watched the sun come up at dawn, slept after 0600.\n",
        "Pt uses Alexa to call family.\n",
        "Faith is important to pt, chaplain in.\n",
    ):
        assert deid.suggest(text) == [], text
    named = deid.suggest("Wife Joy at bedside all evening. Dawn (daughter) called.\n")
    assert [s.family for s in named] == ["NAME", "NAME"]


def test_a_voice_assistant_s_name_alone_is_no_sure_name() -> None:
    """Alone, ``Alexa`` is left to the CRF (and its guard); after a cue, a rule's."""
    alone = listed_names(analyse("Pt uses Alexa to call family."))
    assert [f.strong for f in alone] == [False]
    called = listed_names(analyse("Alexa called for update."))
    assert [f.strong for f in called] == [True]
