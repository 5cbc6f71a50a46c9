"""K-fold cross-validation of the de-identifier on gold documents, with per-label scores.

Documents are grouped before folding (PhysioNet notes ``<patient>-<note>`` by
patient), so no patient is in both the training and the test part. Scores are
strict (same span, same label) per label, plus the PhysioNet overlap measure
over all PHI (measures.md §2: a reference span is found when any suggestion
overlaps it; a suggestion is false when it overlaps no reference span).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from vtt_py.core.document import Document
from vtt_py.deid.crf import CrfModel
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.training import (
    Span,
    TrainingProgress,
    gold_spans,
    train_documents,
)

_GROUPED_NAME = re.compile(r"(.+)-[0-9]+")


@dataclass
class Scores:
    """Counts for one cross-validation: strict per label, and PhysioNet overlap."""

    tp: Counter[str] = field(default_factory=Counter)
    fp: Counter[str] = field(default_factory=Counter)
    fn: Counter[str] = field(default_factory=Counter)
    overlap: Counter[str] = field(default_factory=Counter)
    found_by_label: Counter[str] = field(default_factory=Counter)
    total_by_label: Counter[str] = field(default_factory=Counter)

    def add(self, gold: list[Span], suggestions: list[Suggestion]) -> None:
        """Score one document's suggestions against its gold spans."""
        cand = {(s.start, s.end, s.label) for s in suggestions}
        ref = set(gold)
        for _, _, label in ref & cand:
            self.tp[label] += 1
        for _, _, label in cand - ref:
            self.fp[label] += 1
        for _, _, label in ref - cand:
            self.fn[label] += 1
        for start, end, label in gold:
            self.total_by_label[label] += 1
            hit = any(s.start < end and start < s.end for s in suggestions)
            self.found_by_label[label] += hit
            self.overlap["tp" if hit else "fn"] += 1
        for s in suggestions:
            self.overlap["cand"] += 1
            if not any(start < s.end and s.start < end for start, end, _ in gold):
                self.overlap["fp"] += 1

    def overlap_scores(self) -> dict[str, float]:
        """PhysioNet overlap recall and precision, with their counts."""
        o = self.overlap
        refs = o["tp"] + o["fn"]
        return {
            "tp": o["tp"],
            "fn": o["fn"],
            "fp": o["fp"],
            "candidates": o["cand"],
            "recall": o["tp"] / refs if refs else 1.0,
            "precision": (o["cand"] - o["fp"]) / o["cand"] if o["cand"] else 1.0,
        }


def groups_of(names: list[str]) -> list[str]:
    """Fold groups: the ``<group>`` of ``<group>-<n>`` names when all have one, else each name.

    Names ``<source>:<name>`` (documents of several corpora) are grouped
    source by source, and groups of different sources stay apart.
    """
    by_source: dict[str, list[int]] = {}
    for i, name in enumerate(names):
        source, colon, _ = name.rpartition(":")
        by_source.setdefault(source + colon, []).append(i)
    result = list(names)
    for prefix, indices in by_source.items():
        bare = [names[i][len(prefix) :].rsplit("/", 1)[-1] for i in indices]
        matches = [_GROUPED_NAME.fullmatch(b) for b in bare]
        if all(matches):
            for i, m in zip(indices, matches, strict=True):
                result[i] = prefix + m.group(1) if m else names[i]
    return result


def assign_folds(groups: list[str], folds: int) -> list[int]:
    """Fold number per item: whole groups, balanced by size (largest first)."""
    sizes = Counter(groups)
    load = [0] * folds
    fold_of: dict[str, int] = {}
    for group, size in sorted(sizes.items(), key=lambda kv: (-kv[1], kv[0])):
        target = min(range(folds), key=lambda f: (load[f], f))
        fold_of[group] = target
        load[target] += size
    return [fold_of[g] for g in groups]


#: Adds training documents to a fold's gold (surrogate copies): ``(name, doc)`` pairs.
Expand = Callable[[list[tuple[str, Document]]], list[tuple[str, Document]]]


def train_named(
    docs: list[tuple[str, Document]],
    *,
    tagset: str,
    target: str | None = None,
    params: dict[str, object] | None = None,
    expand: Expand | None = None,
    progress: TrainingProgress | None = None,
) -> CrfModel:
    """Train on named gold documents (and what ``expand`` adds), grouped by patient.

    Names ``<patient>-<n>`` group notes (see :func:`groups_of`) for the model's
    vocabulary; added documents named ``<name>~<k>`` belong to ``<name>``'s group.
    """
    extra = expand(docs) if expand is not None else []
    everything = [*docs, *extra]
    groups = groups_of([name.split("~")[0] for name, _ in everything])
    return train_documents(
        [d for _, d in everything],
        tagset=tagset,
        target=target,
        params=params,
        progress=progress,
        groups=groups,
    )


def cross_validate(
    docs: list[tuple[str, Document]],
    *,
    folds: int,
    tagset: str,
    target: str | None = None,
    params: dict[str, object] | None = None,
    make: Callable[[CrfModel | None, str], Deidentifier] | None = None,
    expand: Expand | None = None,
) -> Scores:
    """Train on k-1 folds, annotate the held-out fold, and score; every fold in turn.

    Args:
        docs: ``(name, gold document)`` pairs.
        folds: number of folds (at least 2).
        tagset: tag set name of the labels.
        target: tag set to convert gold labels into (None: keep them).
        params: crfsuite parameters.
        make: builds the de-identifier from a fold's model (default: rules + CRF).
        expand: adds training documents to each fold's gold (never to its test).

    Returns:
        The accumulated scores.
    """
    make = make or (lambda model, name: Deidentifier(model, name))
    fold_of = assign_folds(groups_of([n for n, _ in docs]), folds)
    scores = Scores()
    for fold in range(folds):
        train = [nd for nd, f in zip(docs, fold_of, strict=True) if f != fold]
        test = [d for (_, d), f in zip(docs, fold_of, strict=True) if f == fold]
        if not train or not test:
            continue
        model = train_named(
            train, tagset=tagset, target=target, params=params, expand=expand
        )
        deid = make(model, tagset)
        for doc in test:
            scores.add(gold_spans(doc, target), deid.suggest(doc.text))
    return scores


def format_report(scores: Scores) -> str:
    """A plain-text table: per-label strict P/R/F1, then the overlap measure."""
    labels = sorted(set(scores.tp) | set(scores.fp) | set(scores.fn))
    lines = [f"{'label':<24} {'P':>6} {'R':>6} {'F1':>6} {'gold':>6} {'found':>6}"]
    for label in labels:
        tp, fp, fn = scores.tp[label], scores.fp[label], scores.fn[label]
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        found = scores.found_by_label[label]
        lines.append(
            f"{label:<24} {p:>6.3f} {r:>6.3f} {f1:>6.3f} {tp + fn:>6} {found:>6}"
        )
    o = scores.overlap_scores()
    lines.append(
        f"overlap (PhysioNet): recall {o['recall']:.4f} precision {o['precision']:.4f} "
        f"(tp {o['tp']}, fn {o['fn']}, fp {o['fp']}, suggestions {o['candidates']})"
    )
    lines.append(
        "P/R/F1: exact span and label; found: gold spans overlapped by any suggestion"
    )
    return "\n".join(lines)
