"""Eponyms of anatomy and instruments are no people (all text invented)."""

from __future__ import annotations

import pytest

from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.guards_anatomy import anatomy_of, eponym_thing
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier


def _at(text: str, word: str, source: str = "crf", family: str = "NAME") -> Suggestion:
    start = text.index(word)
    return Suggestion(start, start + len(word), "X", source, 0.6, family)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("MRA of the circle of Willis unremarkable.", "Willis"),
        ("Fluid in the pouch of Douglas on US.", "Douglas"),
        ("Angle of Louis used to count the ribs.", "Louis"),
        ("Lesion distal to the ligament of Treitz.", "Treitz"),
        ("Hx of tetralogy of Fallot, repaired.", "Fallot"),
    ],
)
def test_a_name_after_an_anatomical_noun_and_of_is_an_eponym(
    text: str, word: str
) -> None:
    assert anatomy_of(text, _at(text, word, source="rules"))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Son of Douglas Reyes called.", "Douglas"),  # a relative's noun
        ("Care of Louis at home discussed.", "Louis"),
        ("Circle of Willis Smith", "Willis Smith"),  # several words: kept
    ],
)
def test_a_name_after_another_of_is_kept(text: str, word: str) -> None:
    assert not anatomy_of(text, _at(text, word))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Wharton duct stone palpated.", "Wharton"),
        ("Cooper ligament repair performed.", "Cooper"),
        ("Kayser-Fleischer rings on slit lamp.", "Kayser"),
        ("Towne view ordered.", "Towne"),
        ("Richter hernia suspected on CT.", "Richter"),
        ("Mayo scissors on the tray.", "Mayo"),
        ("Deaver retractor held.", "Deaver"),
        ("Gardner-Wells tongs placed.", "Gardner"),
        ("Quincke pulse at the nail beds.", "Quincke"),
        ("Bier block for the reduction.", "Bier"),
        ("Gustilo IIIB open fracture of the tibia.", "Gustilo"),
        ("Pt with Taylor spatial frame.", "Taylor"),
        ("Mayfield head holder removed.", "Mayfield"),
        ("Ponseti casting weekly.", "Ponseti"),
        ("Pt with Denis Browne splint.", "Denis Browne"),
        ("Pt with Lenox Hill brace.", "Lenox Hill brace"),  # the noun inside
    ],
)
def test_a_crf_name_before_an_anatomy_or_instrument_noun_is_an_eponym(
    text: str, word: str
) -> None:
    assert eponym_thing(text, _at(text, word))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Dr. Cooper ligament repair planned.", "Cooper"),  # a title: a person
        ("Mary viewed the incision.", "Mary"),  # a verb, not the noun
        ("Lives near LAKE VIEW.", "LAKE"),  # capitals: maybe a place
        ("Mary Block called.", "Mary Block"),  # no noun after
        ("Ann Marie Block cast her vote.", "Ann Marie Block"),  # three words
        ("Wife Joan Frame at bedside.", "Joan Frame"),  # a surname, capitalised
    ],
)
def test_a_person_before_such_a_word_is_kept(text: str, word: str) -> None:
    assert not eponym_thing(text, _at(text, word))


def test_the_shipped_model_marks_none_of_them() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    text = (
        "MRA of the circle of Willis unremarkable. Wharton duct stone palpated.\n"
        "Adson forceps and Deaver retractor on the tray. Towne view ordered.\n"
        "Dix-Hallpike positive on the left. Wife Mary Wharton at bedside.\n"
    )
    found = {text[s.start : s.end] for s in deid.suggest(text)}
    assert found == {"Mary Wharton"}
