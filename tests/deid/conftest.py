"""Fixtures for the de-identifier tests: a tiny CRF trained on hand-made notes."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt_py.core import Document, Markup
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import CrfModel, load_model, save_model
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.training import train_documents
from vtt_py.formats.tagsets import load_tagset

#: (text, [(phrase, label)]) - fictitious notes, every phrase found by str.find.
NOTES = [
    ("Seen by Dr. Adams today. Follow up 3/14 at Mercy Clinic.\n",
     [("Adams", "Name"), ("3/14", "Date|Patient"), ("Mercy Clinic", "Organization")]),
    ("Wife Carol Buckley called at 617-555-0142 about the plan.\n",
     [("Carol Buckley", "Name|Patient"), ("617-555-0142", "Comm|Patient")]),
    ("Pt is a 93 year old man admitted 10/2/2019 from Boston.\n",
     [("93", "Age-PII|Patient"), ("10/2/2019", "Date|Patient"), ("Boston", "City")]),
    ("Daughter Mary visited. Dr. Stone aware of BP 120/80.\n",
     [("Mary", "Name|Patient"), ("Stone", "Name")]),
    ("MRN 0048213377. Transferred to Smithson 2 on 9/7.\n",
     [("0048213377", "Alphanum|Patient"), ("Smithson", "Location"), ("9/7", "Date|Patient")]),
    ("Son Robert Hale at bedside, lives in Dorchester.\n",
     [("Robert Hale", "Name|Patient"), ("Dorchester", "City")]),
]  # fmt: skip


def make_doc(text: str, phrases: list[tuple[str, str]]) -> Document:
    """A gold document in the NLM Scrubber tag set."""
    doc = Document(text, load_tagset("nlm-scrubber"))
    for phrase, label in phrases:
        start = text.find(phrase)
        tag, _, category = label.partition("|")
        doc.add(Markup(start, start + len(phrase), tag, category))
    return doc


@pytest.fixture(scope="session")
def gold_docs() -> list[Document]:
    """Six small gold documents."""
    return [make_doc(text, phrases) for text, phrases in NOTES]


@pytest.fixture(scope="session")
def tiny_model(gold_docs: list[Document]) -> CrfModel:
    """A CRF trained on the six notes (a fraction of a second)."""
    return train_documents(
        gold_docs, tagset="nlm-scrubber", params={"max_iterations": 30}
    )


@pytest.fixture(scope="session")
def tiny_model_path(
    tiny_model: CrfModel, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The tiny model saved as a model file."""
    path = tmp_path_factory.mktemp("model") / "tiny.crfmodel"
    save_model(tiny_model, path)
    return path


@pytest.fixture(scope="session")
def shipped() -> Deidentifier:
    """The shipped model in the PhysioNet tag set, as ``vtt-py annotate`` runs it."""
    return Deidentifier(load_model(default_model_path()), "physionet")


@pytest.fixture(scope="session")
def rules() -> Deidentifier:
    """The rules alone (``--rules-only``), PhysioNet tag set."""
    return Deidentifier(None, "physionet")
