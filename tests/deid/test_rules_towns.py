"""Listed towns that are nothing but towns, sure after a place preposition (invented text)."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.kinds import CITY
from vtt_py.deid.pipeline import Deidentifier, rule_findings
from vtt_py.deid.rules_lexicon import listed_places
from vtt_py.deid.rules_towns import distinct_town
from vtt_py.lexicons.english import common_english_word


def _sure_places(text: str) -> list[str]:
    return [text[f.start : f.end] for f in listed_places(analyse(text)) if f.strong]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("PT WAS IN FALMOUTH VISITING FAMILY WHEN HE COLLAPSED.", "FALMOUTH"),
        ("pt was in falmouth visiting family when he collapsed.", "falmouth"),
        ("Pt was driving through Framingham when he had the seizure.", "Framingham"),
        ("Son is driving down from Nashua tonight.", "Nashua"),
        ("PT WAS IN NEW BEDFORD VISITING SISTER.", "NEW BEDFORD"),
        ("Found down @ Attleboro bus stop.", "Attleboro"),
    ],
)
def test_a_distinct_town_after_a_preposition_is_sure(text: str, town: str) -> None:
    assert _sure_places(text) == [town]


@pytest.mark.parametrize(
    "text",
    [
        "Framingham risk score 12%.",  # no preposition: left to the CRF
        "Falmouth was mentioned.",
        "Pt in sycamore chair.",  # an English word (Webster's lower case)
        "Pt seen by Quincy at noon.",  # a town but also a common first name
        "Pt in Worcester sauce allergy trial.",  # too common a word to be sure
        "Pt in Nitro drip.",  # a small town's name
        "pt went to long term care.",  # a phrase in lower case is words
    ],
)
def test_no_sure_town_without_its_shape(text: str) -> None:
    assert _sure_places(text) == []


def test_what_makes_a_name_only_a_town() -> None:
    assert distinct_town("Falmouth")
    assert distinct_town("FRAMINGHAM")
    assert not distinct_town("Medulla")  # a common word first
    assert not distinct_town("Lowell")  # a name borne by many
    assert not distinct_town("Lima")  # too short
    assert common_english_word("sycamore") and common_english_word("WILLOWS")
    assert not common_english_word("Falmouth")


def test_the_shipped_model_keeps_the_sure_town() -> None:
    # Weak, the CRF gave it about 0.02 and it was dropped; sure, it stands.
    text = "Pt was driving through Framingham when he had the seizure."
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    found = deid.suggest(text)
    assert [(text[s.start : s.end], s.label) for s in found] == [
        ("Framingham", "Location")
    ]


def _sure_towns(text: str) -> list[str]:
    found = rule_findings(analyse(text))
    return [text[f.start : f.end] for f in found if f.strong and f.kind == CITY]


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("pt was at st vincent's in worcester prior to transfer.", "worcester"),
        ("PT WAS AT ST VINCENT'S IN WORCESTER PRIOR TO TRANSFER.", "WORCESTER"),
    ],
)
def test_a_listed_town_after_an_institution_and_in_is_sure(
    text: str, town: str
) -> None:
    assert town in _sure_towns(text)


@pytest.mark.parametrize(
    "text",
    [
        "pt was seen at st vincent's in march for the same.",  # a month
        "had surgery at st vincent's in spring 2019.",  # an everyday word
        "was at st vincent's in florida over the winter.",  # a state
    ],
)
def test_no_town_after_an_institution_that_is_a_word_month_or_state(
    text: str,
) -> None:
    assert _sure_towns(text) == []


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("Lobsterman out of Gloucester, still works most days.", "Gloucester"),
        ("Has a summer house near Marblehead.", "Marblehead"),
        ("LIVES JUST OUTSIDE OF LOWELL WITH DAUGHTER.", "LOWELL"),
        # "off" after a boat's or a swimmer's work; a small town English
        # never writes otherwise after "near"
        ("Pt was lobstering off Gloucester when he cut his hand.", "Gloucester"),
        ("Was sailing off Cohasset when boom hit him.", "Cohasset"),
        ("Family has a summer place near Wellfleet.", "Wellfleet"),
        ("He was fishing off Nahant when sx began.", "Nahant"),
    ],
)
def test_a_capitalised_town_out_of_or_near_is_sure(text: str, town: str) -> None:
    # Gloucester is too common in text, Marblehead a dictionary word and
    # Lowell a name for the plain preposition's test; these prepositions
    # name a neighbourhood or a home port.
    assert town in _sure_places(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pt out of Bed to chair.",  # no town
        "REMAINS OFF NITRO, B/P STABLE.",  # Nitro, WV: "off" is a drug's
        "lives near lowell with her son.",  # small letters: left to the CRF
        "Near Syncope while ambulating.",
        "Pt taken off Nitro gtt.",  # "off" alone
    ],
)
def test_no_sure_town_near_words_drugs_or_small_letters(text: str) -> None:
    assert _sure_places(text) == []
