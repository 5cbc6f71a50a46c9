"""Development-test figures over several augmentation seeds: their mean, and their spread.

Run with::

    python -m benchmarks deid_seeds          # seeds 0, 100, 200: about 10 minutes
    python -m benchmarks deid_seeds --quick  # seeds 0 and 100, the `vtt-py train` recipe only

``vtt-py train --augment 2`` draws its surrogate copies with one seed; which
names and places the copies get moves what the CRF learns, and a single
development-test reading by up to several PHI of 275 (docs/deid-readings.md,
the thirteenth reading). So a change is reported here as the mean over seeds,
each seed's figure beside it, for both recipes a user meets: ``vtt-py train``
on development-train, and the shipped model's recipe (plus the sample gold,
in vtt_py's kinds) trained without development-test. Each run reads
development-test once per recipe and seed; count it as one reading.
"""

from __future__ import annotations

from collections.abc import Callable
from statistics import mean

from benchmarks.bench_deid import _shipped_recipe, _train
from benchmarks.deid_data import Named, available, read, split
from benchmarks.deid_errors import Overlap, score
from benchmarks.harness import Measurement
from vtt_py.deid.crf import CrfModel
from vtt_py.deid.pipeline import Deidentifier

SEEDS = (0, 100, 200)


def _scored(model: CrfModel, test: Named) -> Overlap:
    deid = Deidentifier(model, "physionet")
    marks = [[(s.start, s.end) for s in deid.suggest(d.text)] for _, d in test]
    return score([d for _, d in test], marks)


def _recipe(
    name: str,
    train: Callable[..., CrfModel],
    dev_train: Named,
    dev_test: Named,
    seeds: tuple[int, ...],
) -> list[Measurement]:
    """Mean recall and precision over ``seeds``, and each seed's PHI found and false marks."""
    got = {seed: _scored(train(dev_train, seed=seed), dev_test) for seed in seeds}
    per_seed = {
        str(seed): {"tp": o.tp, "fn": o.fn, "fp": o.fp, "recall": round(o.recall, 4)}
        for seed, o in got.items()
    }
    recalls = [o.recall for o in got.values()]
    return [
        Measurement(
            f"dev-test, {name}, mean recall over seeds {'/'.join(map(str, seeds))}",
            mean(recalls),
            unit="",
            notes={
                "range": [round(min(recalls), 4), round(max(recalls), 4)],
                **per_seed,
            },
        ),
        Measurement(
            f"dev-test, {name}, mean precision",
            mean(o.precision for o in got.values()),
            unit="",
        ),
    ]


def run(quick: bool) -> list[Measurement]:
    """Both recipes' development-test figures, per augmentation seed and their mean."""
    if not available():
        print("  skipped: ../shared/corpora/physionet-deid-train not found")
        return []
    dev_train, dev_test = split(read())
    seeds = SEEDS[:2] if quick else SEEDS
    results = _recipe("vtt-py train", _train, dev_train, dev_test, seeds)
    if not quick:
        results += _recipe(
            "shipped recipe", _shipped_recipe, dev_train, dev_test, seeds
        )
    return results
