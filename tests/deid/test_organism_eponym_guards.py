"""Organisms' binomial names and diseases named after people are no people (all text invented)."""

from __future__ import annotations

import pytest

from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.guards_organisms import eponym_disease, organism
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier


def _guarded(text: str, word: str) -> bool:
    start = text.index(word)
    return organism(
        text, Suggestion(start, start + len(word), "X", "rules", None, "NAME")
    )


@pytest.mark.parametrize(
    ("text", "genus"),
    [
        ("Urine cx: Candida glabrata, ID aware.", "Candida"),
        ("Line tip grew Candida parapsilosis.", "Candida"),
        ("Sputum positive for Candida albicans.", "Candida"),
        ("Urine: Providencia stuartii >100K.", "Providencia"),
    ],
)
def test_a_genus_before_its_species_is_an_organism(text: str, genus: str) -> None:
    assert _guarded(text, genus)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Wife Candida Ramos at bedside.", "Candida"),  # a capitalised surname
        ("Daughter Candida mercado called.", "Candida"),  # a census surname
        ("Spoke with Dr. Candida albicans.", "Candida"),  # a title: a person
        ("Radu verbalizes his understanding.", "Radu"),  # a verb's -es
        ("Candida is at the bedside.", "Candida"),  # a common word
        ("josephine vhrae aware", "josephine"),  # no genus's capital
    ],
)
def test_people_stay_people(text: str, name: str) -> None:
    assert not _guarded(text, name)


def test_the_shipped_model_suggests_the_wife_not_the_yeast() -> None:
    text = "Sputum cx positive for Candida albicans. Wife Candida Ramos at bedside."
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    assert [text[s.start : s.end] for s in deid.suggest(text)] == ["Candida Ramos"]


def _disease(text: str, word: str) -> bool:
    start = text.index(word)
    s = Suggestion(start, start + len(word), "X", "crf", 0.9, "NAME")
    return eponym_disease(text, s)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Parkinson's dx 2015, on sinemet.", "Parkinson"),
        ("Hx Alzheimer's, Crohn's, and CHF.", "Crohn"),
        ("Graves' dz s/p RAI.", "Graves"),
        ("Guillain Barre suspected, LP done.", "Guillain"),
        ("Guillain Barre suspected, LP done.", "Barre"),
        ("r/o Creutzfeldt-Jakob, EEG today.", "Jakob"),
        ("Pt with Wolff-Parkinson-White.", "Wolff"),
        ("Pt with Wolff-Parkinson-White.", "Parkinson"),
    ],
)
def test_a_disease_named_after_someone_is_no_person(text: str, word: str) -> None:
    assert _disease(text, word)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Wilson's wife called for update.", "Wilson"),  # a person's relative
        ("Mrs. Bell's daughter at bedside.", "Bell"),  # a title
        ("Spoke with Parkinson's family.", "Parkinson"),
        ("Graves called back.", "Graves"),  # no possessive
        ("Okafor's dx unchanged.", "Okafor"),  # no disease's eponym
    ],
)
def test_a_persons_possessive_stays_a_person(text: str, word: str) -> None:
    assert not _disease(text, word)
