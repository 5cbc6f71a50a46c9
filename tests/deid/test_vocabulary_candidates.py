"""The model's vocabulary (rare words as ``w=<oov>``) and weak findings scored by the CRF."""

from __future__ import annotations

from pathlib import Path

from vtt_py.core import Document
from vtt_py.deid.analysis import analyse
from vtt_py.deid.crf import CrfModel, load_model, save_model
from vtt_py.deid.features import OOV_WORD, sequence_features
from vtt_py.deid.known_features import KnownFeatures
from vtt_py.deid.pipeline import CANDIDATE_SOURCE, Deidentifier, rule_findings
from vtt_py.deid.training import train_documents
from vtt_py.deid.vocabulary import GroupCounts


def test_vocabulary_counts_patients_and_leaves_out_the_own() -> None:
    counts = GroupCounts()
    counts.add("foley draining. wife Kowalczyk called", "p1")
    counts.add("foley removed", "p2")
    counts.add("foley patent, Kowalczyk aware", "p1")
    assert "foley" in counts.known()
    # Training p1's notes: only p2 counts, so "foley" is not known there.
    assert "foley" not in counts.known_outside("p1")
    assert "foley" in counts.known_outside("p3")
    assert "kowalczyk" not in counts.known()


def test_vocabulary_rare_words_lose_their_identity_in_both_builders() -> None:
    text = "Spoke with wife Maria Kowalczyk about foley. to smithson 2 today"
    analysis = analyse(text)
    findings = rule_findings(analysis)
    known = frozenset({"spoke", "with", "wife", "about", "foley", "to", "today"})
    full = sequence_features(analysis, findings, known=known)
    assert full[4][0] == OOV_WORD  # Kowalczyk
    assert full[6][0] == "w=foley"
    assert "+1" + OOV_WORD in full[3] and "-1" + OOV_WORD in full[5]
    # The tagging builder, restricted to the same attributes, gives the same rows.
    attributes = {name for row in full for name in row}
    restricted = KnownFeatures(attributes, known).sequence(analysis, findings)
    assert [sorted(r) for r in full] == [
        sorted(x.decode() for x in row) for row in restricted
    ]


def test_vocabulary_is_stored_in_the_model_file(
    gold_docs: list[Document], tmp_path: Path
) -> None:
    groups = [f"p{i % 3}" for i in range(len(gold_docs))]
    model = train_documents(
        gold_docs, tagset="nlm-scrubber", params={"max_iterations": 20}, groups=groups
    )
    assert model.vocabulary is not None
    assert "at" in model.vocabulary and "adams" not in model.vocabulary
    save_model(model, tmp_path / "m.crfmodel")
    assert load_model(tmp_path / "m.crfmodel").vocabulary == model.vocabulary


def test_pipeline_weak_findings_become_scored_candidates(tiny_model: CrfModel) -> None:
    text = "pt seen. wrote to john smithers about the plan.\n"
    lenient = Deidentifier(tiny_model, "nlm-scrubber", candidate_score=0.0)
    strict = Deidentifier(tiny_model, "nlm-scrubber", candidate_score=1.01)
    scored = [s for s in lenient.suggest(text) if s.source == CANDIDATE_SOURCE]
    assert scored and all(s.score is not None for s in scored)
    assert not [s for s in strict.suggest(text) if s.source == CANDIDATE_SOURCE]


def test_pipeline_strong_rule_findings_are_never_dropped(tiny_model: CrfModel) -> None:
    # Whatever the CRF thinks, a phone number and a full date stay suggested.
    text = "Daughter at 617-555-0199, admitted 10/12/2019.\n"
    found = {text[s.start : s.end] for s in Deidentifier(tiny_model).suggest(text)}
    assert {"617-555-0199", "10/12/2019"} <= found
