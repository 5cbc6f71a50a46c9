"""Training data augmented with surrogate copies of the gold (seeds 000 and 002).

A CRF trained on a few hundred notes learns the names of those notes: ``w=smith``
carries the weight that context and list features should carry, and notes of
other patients bring other names. Each copy made here replaces every PHI
markup by a surrogate of its kind (census names of the same shape, shifted
dates, other places and numbers: :mod:`vtt_py.export.surrogate`) and moves
the markups with it, so the copies are gold too, with the same contexts and
new strings. Seed 000 shows surrogates keep a corpus's value for training.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from vtt_py.core.document import Document
from vtt_py.core.tagset import RESERVED_TAG_NAME
from vtt_py.export.surrogate import SurrogateOptions, surrogate_corpus
from vtt_py.formats.registry import FormatContext

#: Labels that mark reviewed non-PHI, left as they are.
_NOT_PHI = frozenset({"npii", RESERVED_TAG_NAME})


def _is_phi(tag: str, category: str) -> bool:
    return tag not in _NOT_PHI


def surrogate_copies(
    docs: Sequence[tuple[str, Document]],
    copies: int,
    *,
    seed: int = 0,
    patient_pattern: str | None = None,
) -> Iterator[tuple[str, Document]]:
    """``copies`` surrogate versions of a gold corpus, one whole corpus after another.

    Args:
        docs: ``(name, gold document)`` pairs; names group notes by patient
            as :func:`vtt_py.export.surrogate.surrogate_corpus` reads them.
        copies: how many versions to make (each with its own seed).
        seed: the first version's seed (the next ones count up from it).
        patient_pattern: names' patient pattern (default: the surrogate engine's).

    Yields:
        ``(name~k, document)`` for each version ``k`` and document.
    """
    for k in range(copies):
        options = SurrogateOptions(seed=seed + k, scope="patient")
        if patient_pattern is not None:
            options = SurrogateOptions(
                seed=seed + k, scope="patient", patient_pattern=patient_pattern
            )
        ctx = FormatContext()
        new_docs, _, _ = surrogate_corpus(docs, _is_phi, options, ctx)
        for name, doc in new_docs:
            yield f"{name}~{k + 1}", doc


def augmented(
    docs: Sequence[tuple[str, Document]], copies: int, *, seed: int = 0
) -> Iterator[Document]:
    """The gold documents, then ``copies`` surrogate versions of them (see above)."""
    for _, doc in docs:
        yield doc
    for _, doc in surrogate_copies(docs, copies, seed=seed):
        yield doc
