"""Training on synthesized notes (issue 15, seed 002 Table 2): time, memory, learning curve.

Run: ``python -m benchmarks synth_training`` (``--quick``: 50/100/200 notes).
Notes come from the sample corpus generator run with many seeds (new
people, dates and places in the same 51 note templates), turned into MIMIC-III
placeholders and synthesized back (``vtt_py.synth``), so every training note
is a synthesized one, as seed 002's are. Measured:

* ``vtt-py train`` on 5,000 synthesized notes (``--folds 0``), in its own
  process: wall time and the peak resident memory of its process tree
  (targets: 30 minutes, 8 GB);
* the learning curve: the CRF trained on 100, 500, 1,000 and 5,000 notes,
  scored on 500 held-out synthesized notes of other seeds (strict spans,
  the full de-identifier, rules plus CRF), for patient names and
  organisations (seed 002's PATIENT_NAME and HOSPITAL) and over all labels.

The templates repeat, so the curve flattens sooner than on real notes; the
figures say what the engine and the trainer cost, not how well a model
trained on MIMIC would do.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from benchmarks.bench_synth import run_command
from benchmarks.harness import Measurement
from tools.mimic_corpus.from_gold import mimic_note
from tools.sample_corpus.build import generate_notes
from vtt_py.core.document import Document
from vtt_py.deid.evaluate import Scores
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.training import gold_spans, train_documents
from vtt_py.formats.mimic_csv import MIMIC3, SourceNote
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import write_vtt
from vtt_py.synth.engine import SynthConfig, synthesize_note
from vtt_py.synth.render import document

TAGSET = "nlm-scrubber"
_WATCHED = {"patient names": "Name|Patient", "organisations": "Organization"}


def synthesized(first_seed: int, count: int) -> Iterator[Document]:
    """``count`` synthesized notes, from generator seeds ``first_seed`` onwards."""
    tagset = load_tagset(TAGSET)
    config = SynthConfig(seed=first_seed, tagset=TAGSET)
    made = 0
    seed = first_seed
    while made < count:
        for i, note in enumerate(generate_notes(f"synth-{seed}")):
            if made == count:
                return
            gold = Document(note.text, tagset.copy(), note.gold)
            subject = seed * 100 + i // 3
            text, _, _ = mimic_note(gold, subject)
            source = SourceNote(f"{seed}-{i}", str(subject), "", text, 1, MIMIC3)
            yield document(synthesize_note(source, config), TAGSET)
            made += 1
        seed += 1


def _score(
    model_docs: list[Document], held_out: list[Document]
) -> tuple[Scores, float]:
    start = time.perf_counter()
    model = train_documents(model_docs, tagset=TAGSET)
    seconds = time.perf_counter() - start
    deid = Deidentifier(model, TAGSET)
    scores = Scores()
    for doc in held_out:
        scores.add(gold_spans(doc), deid.suggest(doc.text))
    return scores, seconds


def _prf(scores: Scores, label: str | None) -> tuple[float, float]:
    if label is None:
        tp, fp, fn = (sum(c.values()) for c in (scores.tp, scores.fp, scores.fn))
    else:
        tp, fp, fn = scores.tp[label], scores.fp[label], scores.fn[label]
    return (tp / (tp + fp) if tp + fp else 0.0), (tp / (tp + fn) if tp + fn else 0.0)


def _train_command(docs: list[Document]) -> Measurement:
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        for i, doc in enumerate(docs):
            write_vtt(doc, tmp / "gold" / f"{i:05d}.vtt")
        load = f"{os.getloadavg()[0]:.1f}"
        seconds, peak, code = run_command(
            [
                "train",
                str(tmp / "gold"),
                "-o",
                str(tmp / "model.crfmodel"),
                "--folds",
                "0",
            ]
        )
    notes: dict[str, object] = {"exit": code, "peak_rss_gb": round(peak / 2**30, 2),
                                "load": load}  # fmt: skip
    return Measurement(f"vtt-py train on {len(docs)} synthesized notes", seconds / 60,
                       "min", target=30.0, notes=notes)  # fmt: skip


def run(quick: bool) -> list[Measurement]:
    """The ``train`` command on the largest set, then the learning curve."""
    sizes = (50, 100, 200) if quick else (100, 500, 1_000, 5_000)
    pool = list(synthesized(0, sizes[-1]))
    held_out = list(synthesized(10_000, 100 if quick else 500))
    results = [_train_command(pool)]
    for size in sizes:
        scores, seconds = _score(pool[:size], held_out)
        notes: dict[str, object] = {"train_s": round(seconds, 1)}
        for name, label in (*_WATCHED.items(), ("all labels", None)):
            precision, recall = _prf(scores, label)
            notes[f"{name} P/R"] = f"{precision:.2f}/{recall:.2f}"
        _, recall = _prf(scores, None)
        results.append(Measurement(f"learning curve: {size} training notes, recall",
                                   recall, "", higher_is_better=True, notes=notes))  # fmt: skip
    return results
