"""The shipped model is the one its README's command trains."""

from __future__ import annotations

import re
from pathlib import Path

from vtt_py.deid.analysis import analyse
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.features import FEATURE_VERSION
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.resources import sample_corpus_dir
from vtt_py.synth.augment import SHIPPED_COPIES

#: Notes of PhysioNet's deid gold standard (../shared/corpora/physionet-deid-train).
_PHYSIONET_NOTES = 984
_README = Path(__file__).parents[2] / "vtt_py" / "deid" / "README.md"


def test_the_shipped_model_was_trained_on_its_documented_data_and_copies() -> None:
    meta = load_model(default_model_path()).meta
    assert meta["tagset"] == "kinds"
    assert meta["feature_version"] == FEATURE_VERSION
    notes = _PHYSIONET_NOTES + len(list((sample_corpus_dir() / "gold").glob("*.vtt")))
    assert meta["training"]["documents"] == notes * (1 + SHIPPED_COPIES)


def test_the_readme_command_asks_for_the_shipped_copies() -> None:
    command = re.search(
        r"vtt-py train \.\./shared.*?default\.crfmodel", _README.read_text(), re.S
    )
    assert command is not None
    assert f"--augment {SHIPPED_COPIES}" in command.group()


def test_a_bracket_leaves_the_crfs_names_and_places_but_not_its_phones() -> None:
    deid = Deidentifier(load_model(default_model_path()))
    text = "at VA Boston (West Roxbury) or (617) 555-0123"
    analysis = analyse(text)
    # "VA Boston ( West Roxbury )" run together, then "( 617 ) 555 - 0123".
    labels = ["O"] + ["I-LOCATION"] * 6 + ["O"] + ["I-PHONE"] * 6
    assert len(labels) == len(analysis.words)
    deid._unbracket(analysis, 0, labels)
    brackets = [i for i, w in enumerate(analysis.words) if w in "()"]
    assert [labels[i] for i in brackets] == ["O", "O", "I-PHONE", "I-PHONE"]


def test_a_first_name_the_crf_reads_as_a_place_is_a_person() -> None:
    deid = Deidentifier(load_model(default_model_path()))
    given = deid.suggest("Report given to Tamika.\n")
    assert [(s.start, s.end, s.family) for s in given] == [(16, 22, "NAME")]
    # A hospital named after a family name, or a listed town, stays a place.
    for text in ("Transferred to Spaulding.\n", "Pt's family lives in Marion.\n"):
        assert [s.family for s in deid.suggest(text)] == ["PLACE"]
