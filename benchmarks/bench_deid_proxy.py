"""The de-identifier's tuning proxy alone: development-train only, development-test never read.

Run with::

    python -m benchmarks deid_proxy          # 5 folds, both recipes: about 12 minutes
    python -m benchmarks deid_proxy --quick  # 2 folds

What rules, features and parameters are chosen on (``vtt_py/deid/README.md``):
development-train cross-validated by patient, each held-out note scored as it
is and in four surrogate versions of its own, for both recipes a user meets:
``vtt-py train`` on PhysioNet's tags, and the shipped model's (PhysioNet notes
plus the sample gold, in vtt_py's kinds). A change is weighed on both before
development-test is read (``python -m benchmarks deid``). Each recipe is
scored at the default threshold and at Find More PHI's
(``pipeline.HIGH_RECALL_THRESHOLD``) with the same fold models, which gives
the trade ``vtt_py/deid/README.md`` tabulates under "Choosing the threshold".
"""

from __future__ import annotations

from benchmarks.bench_deid import _shipped_recipe, _train, cross_validated_at
from benchmarks.deid_data import available, read, split
from benchmarks.deid_errors import Overlap, score
from benchmarks.harness import Measurement
from vtt_py.deid.pipeline import DEFAULT_THRESHOLD, HIGH_RECALL_THRESHOLD

_RECIPES = (("vtt-py train", _train), ("shipped recipe", _shipped_recipe))


def _found(name: str, got: Overlap) -> list[Measurement]:
    counts: dict[str, object] = {
        "tp": got.tp,
        "fn": got.fn,
        "fp": got.fp,
        "marks": got.candidates,
    }
    return [
        Measurement(f"{name} recall", got.recall, unit="", notes=counts),
        Measurement(f"{name} precision", got.precision, unit=""),
    ]


def run(quick: bool) -> list[Measurement]:
    """Recall and precision of both recipes, cross-validated and re-surrogated."""
    if not available():
        print("  skipped: ../shared/corpora/physionet-deid-train not found")
        return []
    dev_train, _ = split(read())  # development-test is dropped unread
    gold = [d for _, d in dev_train]
    folds = 2 if quick else 5
    results: list[Measurement] = []
    thresholds = (DEFAULT_THRESHOLD, HIGH_RECALL_THRESHOLD)
    for recipe, train in _RECIPES:
        by_threshold = cross_validated_at(dev_train, folds, train, thresholds)
        for threshold, (marks, resurrogated) in by_threshold.items():
            name = f"{recipe}, threshold {threshold}"
            results += _found(f"{name}, {folds}-fold CV", score(gold, marks))
            results += _found(f"{name}, re-surrogated x4", resurrogated)
    return results
