"""crfsuite's tagger called directly tags as python-crfsuite does, or stands aside."""

from __future__ import annotations

import ctypes
import pickle
from pathlib import Path

import pytest

from vtt_py.deid import crfsuite_direct
from vtt_py.deid.analysis import analyse
from vtt_py.deid.crf import CrfModel, load_model
from vtt_py.deid.crfsuite_direct import record
from vtt_py.deid.crfsuite_file import attribute_names
from vtt_py.deid.pipeline import Deidentifier, rule_findings

SAMPLE = Path(__file__).resolve().parents[2] / "sample_corpus"
TEXTS = (
    "SOCIAL: Wife Carol Buckley called 617-555-0142 on 9/7, lives in Dorchester.\n"
    "Dr. Adams aware; BP 120/80 HR 88. Plan d/c to Spaulding Rehab 3/14.\n",
    "pt from braintree, dtr marisol at bedside. seen at lahey 2/2/19.\n",
    "Neuro: A&Ox3, MAE. Resp: LS clear, RA sat 97%.\n",
    "x",
)


def _fresh(model: CrfModel) -> CrfModel:
    """The same model as a new object (no tagger opened yet)."""
    return CrfModel(model.data, dict(model.meta), model.vocabulary)


def _both(model: CrfModel, text: str, threshold: float) -> tuple[object, object]:
    analysis = analyse(text)
    findings = rule_findings(analysis)
    packed = model.tagging_features()
    assert packed.packed
    names = model.known_features()
    direct = model.tag(list(packed.rows(analysis, findings)), threshold, packed=True)
    plain = model.tag(names.sequence(analysis, findings), threshold)
    return direct, plain


@pytest.mark.parametrize("threshold", [0.0, 0.95, 1.01])
@pytest.mark.parametrize("text", TEXTS)
def test_direct_labels_and_probabilities_are_python_crfsuites(
    tiny_model: CrfModel, text: str, threshold: float
) -> None:
    model = _fresh(tiny_model)
    assert model.direct_tagger() is not None
    direct, plain = _both(model, text, threshold)
    assert direct == plain  # labels and every probability, bit for bit


def test_marginals_after_a_direct_tag_are_python_crfsuites(
    tiny_model: CrfModel,
) -> None:
    model = _fresh(tiny_model)
    analysis = analyse(TEXTS[0])
    findings = rule_findings(analysis)
    model.tag(list(model.tagging_features().rows(analysis, findings)), packed=True)
    labels = frozenset(y[2:] for y in model.labels)
    tokens = range(len(analysis.words))
    direct = model.phi_mass(tokens), model.phi_probability(tokens, labels)
    model.tag(model.known_features().sequence(analysis, findings))
    assert direct == (model.phi_mass(tokens), model.phi_probability(tokens, labels))


def test_packed_rows_are_the_records_of_the_named_features(
    tiny_model: CrfModel,
) -> None:
    model = _fresh(tiny_model)
    ids = {n: i for i, n in enumerate(attribute_names(model.data) or [])}
    analysis = analyse(TEXTS[0] * 2)
    findings = rule_findings(analysis)
    named = model.known_features().sequence(analysis, findings)
    packed = model.tagging_features().sequence(analysis, findings)
    expected = [b"".join(record(ids[f.decode()]) for f in row) for row in named]
    assert packed == expected
    assert any(len(row) for row in packed)


def test_the_shipped_model_suggests_the_same_either_way() -> None:
    direct = Deidentifier(load_model(_default()), "physionet")
    plain_model = load_model(_default())
    plain_model._direct = False  # as where the library exports no C interface
    plain = Deidentifier(plain_model, "physionet")
    assert direct.model is not None and direct.model.direct_tagger() is not None
    texts = [*TEXTS, *(p.read_text("utf-8") for p in sorted(SAMPLE.rglob("*.txt"))[:3])]
    for text in texts:
        assert direct.suggest(text) == plain.suggest(text)
    assert not plain_model.tagging_features().packed


def _default() -> Path:
    from vtt_py.deid.batch import default_model_path

    return default_model_path()


def test_a_library_without_the_interface_leaves_python_crfsuite_tagging(
    tiny_model: CrfModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError("no such library")

    monkeypatch.setattr(ctypes, "CDLL", refuse)
    model = _fresh(tiny_model)
    assert model.direct_tagger() is None
    features = model.tagging_features()
    assert not features.packed
    analysis = analyse(TEXTS[0])
    labels, _ = model.tag(features.sequence(analysis, rule_findings(analysis)))
    assert len(labels) == len(analysis.words)


def test_a_tagger_that_disagrees_is_not_used(tiny_model: CrfModel) -> None:
    model = _fresh(tiny_model)
    names = {n: i for i, n in enumerate(attribute_names(model.data) or [])}

    class Other:
        """A reference whose labels come in another order."""

        def labels(self) -> list[str]:
            return list(reversed(model.tagger().labels()))

    assert crfsuite_direct.open_direct(model.data, Other(), names) is None
    assert crfsuite_direct.open_direct(model.data, model.tagger(), names) is not None


def test_packed_rows_without_a_direct_tagger_are_refused(tiny_model: CrfModel) -> None:
    model = _fresh(tiny_model)
    model._direct = False
    with pytest.raises(Exception, match="direct tagger"):
        model.tag([b"\0" * 16], packed=True)


def test_a_model_sent_to_a_worker_opens_its_direct_tagger_again(
    tiny_model: CrfModel,
) -> None:
    model = _fresh(tiny_model)
    assert model.direct_tagger() is not None
    copy = pickle.loads(pickle.dumps(model))
    assert copy._direct is None and copy._tagging is None
    direct, plain = _both(copy, TEXTS[1], 0.95)
    assert direct == plain


def test_out_of_range_questions_are_refused_as_python_crfsuite_refuses_them(
    tiny_model: CrfModel,
) -> None:
    # crfsuite checks no bounds itself: asked beyond the sequence, it would
    # read memory that is not the sequence's.
    model = _fresh(tiny_model)
    direct, reference = model.direct_tagger(), model.tagger()
    assert direct is not None
    assert direct.tag([]) == reference.tag([]) == []
    assert direct.probability([]) == reference.probability([]) == 0.0
    assert direct.marginal("O", 3) == reference.marginal("O", 3) == 0.0
    ids = model._attribute_ids()
    name = next(iter(ids))
    labels = direct.tag([record(ids[name])])
    assert labels == reference.tag([[name]])
    for ask in (
        lambda tagger: tagger.marginal("O", 1),
        lambda tagger: tagger.marginal("O", -1),
        lambda tagger: tagger.probability([*labels, *labels]),
    ):
        for tagger in (direct, reference):
            with pytest.raises(ValueError):
                ask(tagger)


def test_a_path_changed_after_tagging_gets_its_own_probability(
    tiny_model: CrfModel,
) -> None:
    # The direct tagger reuses the Viterbi path's ids for its probability:
    # not once the caller has changed the labels it was given.
    model = _fresh(tiny_model)
    direct, reference = model.direct_tagger(), model.tagger()
    assert direct is not None
    analysis = analyse(TEXTS[0])
    findings = rule_findings(analysis)
    labels = direct.tag(model.tagging_features().rows(analysis, findings))
    expected = reference.tag(model.known_features().sequence(analysis, findings))
    assert direct.probability(labels) == reference.probability(expected)
    other = next(y for y in direct.labels() if y != labels[0])
    labels[0] = expected[0] = other
    assert direct.probability(labels) == reference.probability(expected)
