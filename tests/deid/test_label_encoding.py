"""IO labels for the CRF (issue 12's speed): encoding, adjacent entities, older BIO models."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from tests.deid.conftest import make_doc
from vtt_py.core import Document
from vtt_py.core.tokens import word_tokens
from vtt_py.deid.analysis import analyse
from vtt_py.deid.crf import LABEL_ENCODING, CrfModel, ModelError, load_model, save_model
from vtt_py.deid.features import sequence_features
from vtt_py.deid.merge import bio_entities
from vtt_py.deid.pipeline import Deidentifier, rule_findings
from vtt_py.deid.training import entity_labels, token_labels, train_documents

TEXT = "Wife Carol Buckley called on 9/7 from Boston.\n"
SPANS = [(5, 18, "Name|Patient"), (29, 32, "Date|Patient"), (38, 44, "City")]
CALL = "Wife Carol Buckley called at 617-555-0142 about the plan.\n"


def _decoded(
    text: str, spans: list[tuple[int, int, str]], encoding: str
) -> list[tuple]:
    """The spans read back from the token labels ``encoding`` gives them."""
    tokens = list(word_tokens(text))
    labels = token_labels(tokens, spans, encoding)
    starts, ends = [t.start for t in tokens], [t.end for t in tokens]
    found = bio_entities(starts, ends, labels, [1.0] * len(labels))
    return [(start, end, label) for start, end, label, _ in found]


@pytest.mark.parametrize("encoding", ["IO", "BIO"])
def test_token_labels_round_trip_through_entities(encoding: str) -> None:
    assert _decoded(TEXT, SPANS, encoding) == SPANS
    labels = token_labels(list(word_tokens(TEXT)), SPANS, encoding)
    assert entity_labels(labels) == ["Name|Patient", "Date|Patient", "City"]


def test_io_labels_every_token_inside_bio_marks_the_first() -> None:
    tokens = list(word_tokens(TEXT))
    words = [t.text for t in tokens]
    io = dict(zip(words, token_labels(tokens, SPANS, "IO"), strict=True))
    bio = dict(zip(words, token_labels(tokens, SPANS, "BIO"), strict=True))
    assert io["Carol"] == io["Buckley"] == "I-Name|Patient" == bio["Buckley"]
    assert bio["Carol"] == "B-Name|Patient"
    assert io["called"] == bio["called"] == "O"
    assert LABEL_ENCODING == "IO"


def test_unknown_label_encoding_is_refused() -> None:
    with pytest.raises(ValueError, match="BILOU"):
        token_labels(list(word_tokens(TEXT)), SPANS, "BILOU")


def test_io_merges_adjacent_entities_of_one_label_only() -> None:
    # A gold standard may mark a hospital's two words apart: IO reads them as
    # one place (the overlap measure scores it alike); a different label or a
    # token between them ("," here) keeps entities apart.
    text = "went to ELMS GROVE, Smith Boston\n"
    spans = [
        (8, 12, "Location"),
        (13, 18, "Location"),
        (20, 25, "Name"),
        (26, 32, "City"),
    ]
    assert _decoded(text, spans, "IO") == [
        (8, 18, "Location"),
        (20, 25, "Name"),
        (26, 32, "City"),
    ]
    assert _decoded(text, spans, "BIO") == spans


def test_adjacent_gold_entities_count_once_in_the_model_summary() -> None:
    doc = make_doc("Dr. Adams Stone aware.\n", [("Adams", "Name"), ("Stone", "Name")])
    io = train_documents([doc], tagset="nlm-scrubber", params={"max_iterations": 5})
    assert io.meta["training"]["entities_per_label"] == {"Name": 1}
    bio = train_documents(
        [doc], tagset="nlm-scrubber", params={"max_iterations": 5}, encoding="BIO"
    )
    assert bio.meta["training"]["entities_per_label"] == {"Name": 2}


def test_new_model_is_io_with_one_crf_label_per_entity_label(
    tiny_model: CrfModel,
) -> None:
    assert tiny_model.label_encoding == tiny_model.meta["label_encoding"] == "IO"
    crf_labels = set(tiny_model.tagger().labels())
    assert crf_labels == {"O"} | {f"I-{y}" for y in tiny_model.labels}


def _older_bio_model(gold_docs: list[Document], path: Path) -> CrfModel:
    """A model as vtt-py wrote them before IO: BIO labels, no encoding in its meta."""
    model = train_documents(
        gold_docs, tagset="nlm-scrubber", params={"max_iterations": 30}, encoding="BIO"
    )
    del model.meta["label_encoding"]
    save_model(model, path)
    return load_model(path)


def test_older_bio_model_is_still_read_and_tags(
    gold_docs: list[Document], tmp_path: Path
) -> None:
    model = _older_bio_model(gold_docs, tmp_path / "bio.crfmodel")
    assert model.label_encoding == "BIO"
    assert any(y.startswith("B-") for y in model.tagger().labels())
    analysis = analyse(CALL)
    xseq = sequence_features(analysis, rule_findings(analysis))
    labels, _ = model.tag(xseq)
    tagged = dict(zip(analysis.words, labels, strict=False))
    assert tagged["Carol"] == "B-Name|Patient" and tagged["Buckley"] == "I-Name|Patient"
    found = {
        (CALL[s.start : s.end], s.label) for s in Deidentifier(model).suggest(CALL)
    }
    assert ("Carol Buckley", "Name|Patient") in found
    lifted, _ = model.tag(xseq, threshold=1.01)  # every token lifted, in BIO
    assert "O" not in lifted and {y[:2] for y in lifted} == {"B-", "I-"}


def test_model_with_unknown_label_encoding_asks_to_retrain(
    tiny_model_path: Path, tmp_path: Path
) -> None:
    with zipfile.ZipFile(tiny_model_path) as archive:
        meta = json.loads(archive.read("meta.json"))
        data = archive.read("model.crfsuite")
    meta["label_encoding"] = "BILOU"
    path = tmp_path / "future.crfmodel"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("meta.json", json.dumps(meta))
        archive.writestr("model.crfsuite", data)
    with pytest.raises(
        ModelError, match=r"future\.crfmodel: labels encoded as BILOU.*retrain"
    ):
        load_model(path)
