"""Training data for the CRF: gold markups to token labels, and a trained model with its summary."""

from __future__ import annotations

import datetime
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from collections.abc import Sequence as Sequence_
from functools import partial

from vtt_py.core.document import Document
from vtt_py.core.tagset import RESERVED_TAG_NAME
from vtt_py.core.tokens import Token
from vtt_py.deid.analysis import analyse
from vtt_py.deid.crf import (
    LABEL_ENCODING,
    LABEL_ENCODINGS,
    CrfModel,
    Sequence,
    train,
)
from vtt_py.deid.features import FEATURE_VERSION, sequence_features
from vtt_py.deid.pipeline import rule_findings
from vtt_py.deid.tagmap import convert_label, mapping_name
from vtt_py.deid.training_findings import training_findings
from vtt_py.deid.vocabulary import GroupCounts

#: Told the stage ("features", "iterations"), how far it got and of how many
#: (0: unknown); may raise to stop the training.
TrainingProgress = Callable[[str, int, int], None]

#: Labels that mark text as reviewed non-PHI, never PHI to learn.
NOT_PHI = frozenset({"npii", RESERVED_TAG_NAME})

Span = tuple[int, int, str]


def gold_spans(doc: Document, target: str | None = None) -> list[Span]:
    """The PHI markups of a gold document as non-overlapping ``(start, end, label)``.

    Args:
        doc: a gold document.
        target: a tag set name to express labels in (None keeps the gold's own).

    Returns:
        Spans sorted by start; where markups overlap, the longest is kept.
    """
    source = mapping_name(doc.tagset)
    spans: list[Span] = []
    for m in doc.markups:
        if m.tag in NOT_PHI or m.start >= m.end:
            continue
        label = m.label if target is None else convert_label(m.label, source, target)
        if label is not None:
            spans.append((m.start, m.end, label))
    kept: list[Span] = []
    for span in sorted(spans, key=lambda s: (s[0] - s[1], s[0])):
        if not any(span[0] < e and s < span[1] for s, e, _ in kept):
            kept.append(span)
    return sorted(kept)


def token_labels(
    tokens: list[Token], spans: list[Span], encoding: str = LABEL_ENCODING
) -> list[str]:
    """Labels of tokens for gold spans (a token touching a span belongs to it).

    Args:
        tokens: the document's tokens.
        spans: sorted, non-overlapping gold spans (:func:`gold_spans`).
        encoding: ``IO`` (``I-X`` on every token of a span) or ``BIO``
            (``B-X`` on its first): :data:`vtt_py.deid.crf.LABEL_ENCODINGS`.

    Returns:
        One label per token, ``O`` outside every span.
    """
    starts, ends = [t.start for t in tokens], [t.end for t in tokens]
    return token_labels_of(starts, ends, spans, encoding)


def token_labels_of(
    starts: list[int],
    ends: list[int],
    spans: list[Span],
    encoding: str = LABEL_ENCODING,
) -> list[str]:
    """Labels of tokens given as start and end lists (see :func:`token_labels`)."""
    if encoding not in LABEL_ENCODINGS:
        raise ValueError(f"unknown label encoding {encoding!r}")
    labels = ["O"] * len(starts)
    first_prefix = "B-" if encoding == "BIO" else "I-"
    i = 0
    for start, end, label in spans:
        while i < len(starts) and ends[i] <= start:
            i += 1
        j, prefix = i, first_prefix
        while j < len(starts) and starts[j] < end:
            labels[j] = prefix + label
            prefix = "I-"
            j += 1
    return labels


def entity_labels(labels: list[str]) -> list[str]:
    """The label of each entity token labels hold (an ``I-`` run of one label is one)."""
    return [
        y[2:]
        for i, y in enumerate(labels)
        if y != "O" and (y[0] == "B" or i == 0 or labels[i - 1][2:] != y[2:])
    ]


def document_sequence(
    doc: Document,
    target: str | None = None,
    known: frozenset[str] | None = None,
    encoding: str = LABEL_ENCODING,
) -> Sequence:
    """Features and token labels of one gold document (``known``: see :mod:`.vocabulary`).

    The CRF sees the rule findings as :func:`.training_findings` shows them.
    """
    analysis = analyse(doc.text)
    spans = gold_spans(doc, target)
    findings = training_findings(doc.text, rule_findings(analysis), spans)
    xseq = sequence_features(analysis, findings, known=known)
    return xseq, token_labels_of(analysis.starts, analysis.ends, spans, encoding)


def _vocabulary(docs: Sequence_[Document], groups: Sequence_[str]) -> GroupCounts:
    counts = GroupCounts()
    for doc, group in zip(docs, groups, strict=True):
        counts.add(doc.text, group)
    return counts


def _sequences(
    docs: Iterable[Document],
    target: str | None,
    summary: dict[str, Counter[str]],
    progress: TrainingProgress | None = None,
    vocabulary: tuple[GroupCounts, Sequence_[str]] | None = None,
    encoding: str = LABEL_ENCODING,
) -> Iterator[Sequence]:
    total = len(docs) if isinstance(docs, list) else 0
    for done, doc in enumerate(docs, start=1):
        if progress is not None:
            progress("features", done, total)
        known = None
        if vocabulary is not None:
            counts, groups = vocabulary
            known = counts.known_outside(groups[done - 1])
        xseq, yseq = document_sequence(doc, target, known, encoding)
        summary["documents"]["count"] += 1
        summary["documents"]["tokens"] += len(yseq)
        summary["markups"].update(entity_labels(yseq))
        yield xseq, yseq


def train_documents(
    docs: Iterable[Document],
    *,
    tagset: str,
    target: str | None = None,
    params: dict[str, object] | None = None,
    progress: TrainingProgress | None = None,
    groups: Sequence_[str] | None = None,
    encoding: str = LABEL_ENCODING,
) -> CrfModel:
    """Train a CRF on gold documents and describe it for the model file.

    Args:
        docs: gold documents (streamed: each is featurised and handed to
            crfsuite; read twice, so a sequence, when ``groups`` is given).
        tagset: name of the tag set the labels belong to (recorded in the model).
        target: tag set name to convert gold labels into (None: keep them).
        params: crfsuite parameters overriding :data:`~vtt_py.deid.crf.DEFAULT_PARAMS` (and
            the L2 weight :func:`~vtt_py.deid.crf.l2_for` gives).
        progress: told of each document featurised and each iteration.
        groups: the patient (or other group) of each document: the model then
            has a vocabulary (:mod:`vtt_py.deid.vocabulary`). None: every word
            keeps its identity.
        encoding: ``IO`` or ``BIO`` (:data:`vtt_py.deid.crf.LABEL_ENCODINGS`);
            recorded in the model.

    Returns:
        The trained model with its meta data (labels, training summary).
    """
    summary: dict[str, Counter[str]] = {"documents": Counter(), "markups": Counter()}
    vocabulary = None
    if groups is not None:
        docs = list(docs)
        vocabulary = (_vocabulary(docs, groups), groups)
    data, used = train(
        _sequences(docs, target, summary, progress, vocabulary, encoding),
        params=params,
        progress=None if progress is None else partial(progress, "iterations"),
    )
    meta = {
        "tagset": tagset,
        "labels": sorted(summary["markups"]),
        "label_encoding": encoding,
        "feature_version": FEATURE_VERSION,
        "training": {
            "documents": summary["documents"]["count"],
            "tokens": summary["documents"]["tokens"],
            "entities_per_label": dict(sorted(summary["markups"].items())),
            "params": used,
            "created": datetime.datetime.now(datetime.UTC).isoformat(
                timespec="seconds"
            ),
        },
    }
    known = vocabulary[0].known() if vocabulary is not None else None
    return CrfModel(data, meta, known)
