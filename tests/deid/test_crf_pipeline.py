"""CRF model file, the hybrid pipeline and suggestion marks, cross-validation scores."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from vtt_py.core import Document, Markup
from vtt_py.core.suggestions import accept, is_suggestion, suggestion_source
from vtt_py.deid.analysis import analyse
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import (
    CrfModel,
    ModelError,
    _likeliest,
    l2_for,
    load_model,
    save_model,
)
from vtt_py.deid.evaluate import (
    Scores,
    assign_folds,
    cross_validate,
    format_report,
    groups_of,
)
from vtt_py.deid.features import FEATURE_VERSION, sequence_features
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier, rule_findings
from vtt_py.deid.training import train_documents
from vtt_py.formats.tagsets import load_tagset

NOTE = "Wife Carol Buckley called 617-555-0142 on 9/7. Dr. Adams aware.\n"


def test_crf_model_file_round_trip(tiny_model: CrfModel, tiny_model_path: Path) -> None:
    loaded = load_model(tiny_model_path)
    assert loaded.data == tiny_model.data
    assert loaded.tagset == "nlm-scrubber"
    assert "Name|Patient" in loaded.labels
    assert loaded.meta["feature_version"] == FEATURE_VERSION
    assert loaded.meta["training"]["documents"] == 6
    with zipfile.ZipFile(tiny_model_path) as archive:  # no pickle: crfsuite + JSON
        assert sorted(archive.namelist()) == ["meta.json", "model.crfsuite"]
    text = "Dr. Adams saw the daughter Mary.\n"
    assert loaded.tag([["w=x"]]) == tiny_model.tag([["w=x"]])
    assert Deidentifier(loaded).suggest(text) == Deidentifier(tiny_model).suggest(text)


def test_crf_model_file_is_owner_only(tiny_model: CrfModel, tmp_path: Path) -> None:
    # A model holds words of its training notes (PHI), like a recovery copy.
    path = tmp_path / "m.crfmodel"
    path.write_bytes(b"an older model, readable by all")
    path.chmod(0o644)
    save_model(tiny_model, path)
    assert path.stat().st_mode & 0o777 == 0o600
    assert load_model(path).data == tiny_model.data


def test_crf_l2_grows_with_the_training_set_and_is_recorded(
    tiny_model: CrfModel, gold_docs: list[Document]
) -> None:
    """A light L2 for a few notes, the tuned 0.5 from about 1,570 on, and the
    weight used in the model's meta; a caller's own c2 is kept."""
    assert l2_for(0) == l2_for(6) == 0.01
    assert l2_for(300) == pytest.approx(0.0955, abs=1e-4)
    assert l2_for(1570) == l2_for(3105) == 0.5
    assert tiny_model.meta["training"]["params"]["c2"] == 0.01
    own = train_documents(
        gold_docs, tagset="nlm-scrubber", params={"max_iterations": 5, "c2": 0.3}
    )
    assert own.meta["training"]["params"]["c2"] == 0.3


def test_crf_missing_or_foreign_model_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="no such model file"):
        load_model(tmp_path / "absent.crfmodel")
    (tmp_path / "bad.crfmodel").write_text("not a zip")
    with pytest.raises(ModelError, match="not a vtt-py model file"):
        load_model(tmp_path / "bad.crfmodel")


def test_crf_model_from_other_feature_version_is_refused(
    tiny_model: CrfModel, tmp_path: Path
) -> None:
    path = tmp_path / "old.crfmodel"
    save_model(tiny_model, path)
    with zipfile.ZipFile(path) as archive:
        meta = json.loads(archive.read("meta.json"))
        data = archive.read("model.crfsuite")
    meta["feature_version"] = FEATURE_VERSION + 1
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("meta.json", json.dumps(meta))
        archive.writestr("model.crfsuite", data)
    with pytest.raises(ModelError, match="retrain"):
        load_model(path)


def test_pipeline_rules_only_suggestions() -> None:
    labels = {(NOTE[s.start : s.end], s.label) for s in Deidentifier().suggest(NOTE)}
    assert ("Carol Buckley", "Name|Patient") in labels
    assert ("617-555-0142", "Comm|Patient") in labels
    assert ("9/7", "Date|Patient") in labels
    assert ("Adams", "Name") in labels


@pytest.mark.parametrize(
    ("tagset", "expected"),
    [("physionet", "Phone"), ("i2b2-2014", "CONTACT|PHONE"), ("cchmc", "PHONE")],
)
def test_pipeline_output_in_any_tagset(tagset: str, expected: str) -> None:
    labels = {s.label for s in Deidentifier(tagset=tagset).suggest(NOTE)}
    assert expected in labels
    assert labels <= set(load_tagset(tagset).labels())


def test_pipeline_annotate_keeps_human_markups_and_marks_suggestions(
    tiny_model: CrfModel,
) -> None:
    doc = Document(NOTE, load_tagset("nlm-scrubber"))
    human = Markup(5, 10, "Name", "Patient", "checked by AB")
    doc.add(human)
    out = Deidentifier(tiny_model).annotate(doc)
    assert human in out.markups and len(doc.markups) == 1  # input untouched
    suggestions = [m for m in out.markups if is_suggestion(m)]
    assert suggestions and all(not m.overlaps(5, 10) for m in suggestions)
    sources = {suggestion_source(m)[0] for m in suggestions}  # type: ignore[index]
    assert sources <= {"rules", "crf"}
    assert not is_suggestion(accept(suggestions[0]))


def test_crf_tags_io_labels_with_marginals(tiny_model: CrfModel) -> None:
    text = "Wife Carol Buckley called at 617-555-0142 about the plan.\n"
    analysis = analyse(text)
    labels, probs = tiny_model.tag(sequence_features(analysis, rule_findings(analysis)))
    tagged = dict(zip(analysis.words, labels, strict=False))
    assert tagged["Carol"] == tagged["Buckley"] == "I-Name|Patient"
    assert tagged["plan"] == "O"
    assert all(0.0 <= p <= 1.0 for p in probs)


def test_crf_threshold_lifts_likely_phi_off_the_best_path(tiny_model: CrfModel) -> None:
    analysis = analyse("Seen by Dr. Zed today at Mercy.\n")
    xseq = sequence_features(analysis, rule_findings(analysis))
    plain, _ = tiny_model.tag(xseq)
    lifted, _ = tiny_model.tag(xseq, threshold=1.01)  # every token lifted
    assert plain.count("O") > lifted.count("O") == 0


def test_evaluate_groups_and_balanced_folds() -> None:
    assert groups_of(["2-1", "2-2", "10-1"]) == ["2", "2", "10"]
    assert groups_of(["a", "b-1"]) == ["a", "b-1"]
    folds = assign_folds(["a", "a", "a", "b", "c", "c"], 2)
    assert folds[0] == folds[1] == folds[2] and folds[4] == folds[5]
    assert folds[0] != folds[4]


def test_evaluate_scores_strict_and_overlap() -> None:
    scores = Scores()
    gold = [(0, 4, "Name"), (10, 14, "Date")]
    scores.add(gold, [Suggestion(0, 4, "Name", "rules"), Suggestion(11, 13, "Date", "crf", 0.9),
                      Suggestion(20, 22, "Date", "crf", 0.9)])  # fmt: skip
    assert scores.tp["Name"] == 1 and scores.fn["Date"] == 1 and scores.fp["Date"] == 2
    overlap = scores.overlap_scores()
    assert overlap["recall"] == 1.0
    assert overlap["precision"] == pytest.approx(2 / 3)
    assert "overlap (PhysioNet)" in format_report(scores)


def test_evaluate_cross_validation_runs(gold_docs: list[Document]) -> None:
    docs = [(f"p{i % 3}-{i}", d) for i, d in enumerate(gold_docs)]
    scores = cross_validate(
        docs, folds=3, tagset="nlm-scrubber", params={"max_iterations": 10}
    )
    assert sum(scores.total_by_label.values()) == sum(len(d.markups) for d in gold_docs)


@pytest.mark.parametrize("text", ["", " ", "\n\n", " \t\n"])
def test_pipeline_blank_document_has_no_suggestions(
    text: str, tiny_model: CrfModel
) -> None:
    assert Deidentifier().suggest(text) == []
    assert Deidentifier(tiny_model).suggest(text) == []


@pytest.mark.parametrize("text", [NOTE, "Seen by Dr. Zed today at Mercy.\n", "ok\n"])
@pytest.mark.parametrize("threshold", [0.5, 0.95, 0.999])
def test_crf_lifting_matches_asking_every_token(
    tiny_model: CrfModel, text: str, threshold: float
) -> None:
    analysis = analyse(text)
    xseq = sequence_features(analysis, rule_findings(analysis))
    tagger = tiny_model.tagger()
    expected = tagger.tag(xseq)
    phi = [y for y in tagger.labels() if y != "O"]
    for i, label in enumerate(list(expected)):
        if label == "O" and tagger.marginal("O", i) < threshold:
            expected[i] = max(phi, key=lambda y: tagger.marginal(y, i))  # IO: I-X
    assert tiny_model.tag(xseq, threshold)[0] == expected


@pytest.mark.parametrize(
    "shares",
    [
        [0.5, 0.1, 0.1, 0.05],  # the first holds most: the rest are not asked
        [0.1, 0.1, 0.5, 0.05],
        [0.2, 0.2, 0.2, 0.15],  # a tie: the first of them, as max picks it
        [0.0, 0.0, 0.0, 0.75],
    ],
)
def test_crf_likeliest_lifted_label_is_the_one_max_picks(shares: list[float]) -> None:
    labels = ["I-A", "I-B", "I-C", "I-D"]
    asked: list[str] = []

    def marginal(y: str, i: int) -> float:
        asked.append(y)
        return shares[labels.index(y)]

    expected = max(labels, key=lambda y: shares[labels.index(y)])
    assert _likeliest(marginal, labels, 0, sum(shares)) == expected
    if shares[0] > sum(shares) / 2:
        assert asked == ["I-A"]


def test_crf_asks_which_tokens_may_be_lifted_only_when_some_could_be(
    tiny_model: CrfModel,
) -> None:
    analysis = analyse("Seen by Dr. Zed today at Mercy.\n")
    xseq = sequence_features(analysis, rule_findings(analysis))
    asked: list[int] = []

    def nothing_liftable() -> list[bool]:
        asked.append(1)
        return [False] * len(xseq)

    assert tiny_model.tag(xseq, 0.0, nothing_liftable) == tiny_model.tag(xseq)
    assert asked == []  # no threshold: nothing to lift, nothing asked
    labels, _ = tiny_model.tag(xseq, 0.9999, nothing_liftable)  # not sure: asked
    assert asked == [1] and labels == tiny_model.tag(xseq)[0]


def test_pipeline_a_crf_entity_of_cue_words_only_names_nobody() -> None:
    from vtt_py.deid.pipeline import _named_tokens

    text = "LIVES ALONE. SON MARK 631-555-0100 AND ANOTHER SON"
    analysis = analyse(text)
    son = analysis.words.index("SON")
    entities = [
        (son, son + 1, "HCPName"),  # "SON" alone: a cue word
        (son, son + 2, "RelativeProxyName"),  # "SON MARK": kept whole
        (son + 1, son + 2, "RelativeProxyName"),
    ]
    assert _named_tokens(analysis, entities, 0) == entities[1:]
    # Token ranges are counted from the segment's first token.
    assert _named_tokens(analysis, [(0, 1, "HCPName")], son) == []


def test_pipeline_a_degree_after_a_name_is_never_lifted() -> None:
    from vtt_py.deid.pipeline import _liftable

    analysis = analyse("Social work: Tamsin Hale, LICSW, pager 35142.")
    lifted = dict(
        zip(
            analysis.words,
            _liftable(analysis.classes, 0, len(analysis.words)),
            strict=True,
        )
    )
    assert lifted["Hale"] and not lifted["LICSW"]


def test_the_shipped_model_labels_places_by_what_rules_know() -> None:
    # Default tag set: a listed hospital, a town after a place cue, a company.
    text = (
        "Transferred from St. Elizabeth's.\n"
        "Lives with sister in Mattapan.\n"
        "Brought by Cataldo Ambulance.\n"
    )
    deid = Deidentifier(load_model(default_model_path()))
    labels = {text[s.start : s.end]: s.label for s in deid.suggest(text)}
    assert labels["St. Elizabeth's"] == "Organization"
    assert labels["Mattapan"] == "City"
    assert labels["Cataldo Ambulance"] == "Organization"


@pytest.mark.parametrize(
    ("tagset", "expected"),
    [("physionet", []), ("i2b2-2014", [("Rhode Island", "LOCATION|STATE")])],
)
def test_the_shipped_models_state_takes_the_tag_sets_label_for_a_state(
    tagset: str, expected: list[tuple[str, str]]
) -> None:
    # The CRF (trained on gold that marks states beside gold that does not)
    # read "Rhode Island" as a location; it is a state, no PHI in PhysioNet's
    # tag set and labelled a state in i2b2's.
    text = "Son lives in Rhode Island."
    deid = Deidentifier(load_model(default_model_path()), tagset)
    found = [(text[s.start : s.end], s.label) for s in deid.suggest(text)]
    assert found == expected


def test_a_crf_place_that_is_a_town_keeps_its_label() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    assert deid._as_region("Mattapan", "Location") == "Location"
    assert deid._as_region("Maine", "Location") is None  # a state: no PHI here
    assert deid._as_region("Ireland", "Location") is None  # a country
    # The state that names its largest city: as often the city.
    assert deid._as_region("New York", "Location") == "Location"
    # A territory HIPAA counts as a State.
    assert deid._as_region("Puerto Rico", "Location") is None
