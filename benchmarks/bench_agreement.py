"""Agreement over 1,000 document pairs (2,000 characters, 20 spans each), all measures.

Baseline: a bare loop computing only the entity-strict set intersection of
the same pairs, i.e. the least any agreement tool must do.
"""

from __future__ import annotations

import contextlib
import random

from benchmarks.gen import LABELS, big_document
from benchmarks.harness import Measurement, best_of
from vtt_py.agreement import DocumentPair, compare_documents
from vtt_py.core import Document, Markup

#: Issue 5: 1,000 pairs in under 5 s, every measure included.
TARGET_SECONDS = 5.0


def _perturbed(doc: Document, rng: random.Random) -> Document:
    """A second annotator: some spans kept, some shifted, relabelled, dropped or added."""
    text = doc.text
    markups = []
    for m in doc.markups:
        roll = rng.random()
        if roll < 0.6:
            markups.append(m)
        elif roll < 0.7:
            markups.append(m.with_(end=max(m.start + 1, m.end - 1)))
        elif roll < 0.8:
            tag, category = rng.choice(LABELS)
            markups.append(m.with_(tag=tag, category=category))
        elif roll < 0.9:
            continue
        else:
            markups.append(m.with_(start=max(0, m.start - 3)))
    for _ in range(2):
        start = rng.randrange(0, len(text) - 10)
        tag, category = rng.choice(LABELS)
        markups.append(Markup(start, start + rng.randint(2, 9), tag, category))
    out = Document(text, doc.tagset.copy())
    for markup in markups:
        with contextlib.suppress(ValueError):  # an exact duplicate of an earlier one
            out.add(markup)
    return out


def make_pairs(n: int, seed: int = 5) -> list[DocumentPair]:
    """``n`` deterministic reference/candidate pairs."""
    rng = random.Random(seed)
    pairs = []
    for i in range(n):
        ref = big_document(2000, 20, seed=i)
        pairs.append(DocumentPair(f"doc{i:05d}", ref, _perturbed(ref, rng)))
    return pairs


def strict_only(pairs: list[DocumentPair]) -> int:
    """The baseline: entity-strict true positives by set intersection, nothing else."""
    tp = 0
    for _, ref, cand in pairs:
        a = {(m.start, m.end, m.label) for m in ref.markups}
        b = {(m.start, m.end, m.label) for m in cand.markups}
        tp += len(a & b)
    return tp


def run(quick: bool) -> list[Measurement]:
    """Time every measure over the pairs beside the strict-only baseline."""
    n = 200 if quick else 1000
    pairs = make_pairs(n)
    repeat = 1 if quick else 3
    report: dict[str, object] = {}

    def full() -> None:
        report.update(compare_documents(pairs))

    value = best_of(full, repeat)
    baseline = best_of(lambda: strict_only(pairs), repeat)
    spans = sum(len(p.reference.markups) + len(p.candidate.markups) for p in pairs)
    return [
        Measurement(
            f"agree: {n} pairs, all measures",
            value,
            baseline_name="strict set intersection only",
            baseline=baseline,
            target=TARGET_SECONDS if not quick else TARGET_SECONDS * n / 1000,
            notes={
                "spans": spans,
                "chars": sum(len(p.reference.text) for p in pairs),
                "strict_f1": round(report["scores"]["entity_strict"]["f1"], 4),  # type: ignore[index]
                "alpha_u": round(report["alpha_u"]["alpha"], 4),  # type: ignore[index]
                "kappa": round(report["kappa_token"]["kappa"], 4),  # type: ignore[index]
            },
        )
    ]
