"""Training data augmented with surrogate copies of the gold (seeds 000 and 002).

A CRF trained on a few hundred notes learns the names of those notes: ``w=smith``
carries the weight that context and list features should carry, and notes of
other patients bring other names. Each copy made here replaces every PHI
markup by a surrogate of its kind (census names of the same shape, shifted
dates, other places and numbers: :mod:`vtt_py.export.surrogate`) and moves
the markups with it, so the copies are gold too, with the same contexts and
new strings. Seed 000 shows surrogates keep a corpus's value for training.

Training copies (:func:`training_copies`) are also re-cased, about half of
them: a note typed in capitals becomes lower case, any other note capitals.
Nurses write in capitals, in lower case, or in both; re-cased copies show
the CRF each context in the cases it will meet (``transfer back to bush
newton``), so that case alone does not decide what is a name.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterator, Sequence

from vtt_py.core.document import Document
from vtt_py.core.recase import recase
from vtt_py.core.tagset import RESERVED_TAG_NAME
from vtt_py.export.surrogate import SurrogateOptions, surrogate_corpus
from vtt_py.formats.registry import FormatContext

#: Surrogate copies of each gold note trained on by default (``vtt-py train
#: --augment``, the app's Train Model).
DEFAULT_COPIES = 2
#: Surrogate copies of each note the shipped model was trained with (its
#: command is in vtt_py/deid/README.md): three gave it fewer false marks for
#: as much PHI found; for ``vtt-py train``'s recipe they did not carry over to
#: development-test, so its default stays two (the seventeenth reading).
SHIPPED_COPIES = 3

#: Share of training copies written in the other case (chosen on the tuning
#: proxy: docs/deid-readings.md, "The sixteenth reading").
RECASED_SHARE = 0.5

#: Share of a note's letters in capitals from which it counts as typed in capitals.
_CAPITALS_NOTE = 0.8

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


def other_case(text: str) -> str:
    """``text`` in the other case: lower case if typed in capitals, else capitals.

    Changed letter by letter, and only where the letter's other case is one
    character (``ß`` stays): offsets stay those of the original.
    """
    letters = [c for c in text if c.isalpha()]
    capitals = sum(c.isupper() for c in letters) > _CAPITALS_NOTE * max(1, len(letters))
    change = str.lower if capitals else str.upper
    return recase(text, change)


def recased(doc: Document) -> Document:
    """A copy of ``doc`` in the other case (:func:`other_case`), markups unchanged."""
    copy = doc.copy()
    copy.text = other_case(doc.text)
    return copy


def training_copies(
    docs: Sequence[tuple[str, Document]],
    copies: int,
    *,
    seed: int = 0,
    share: float = RECASED_SHARE,
) -> Iterator[tuple[str, Document]]:
    """:func:`surrogate_copies` for training: about ``share`` of them re-cased.

    Whether a copy is re-cased follows from its name (``note~2``), not from
    the seed: the same corpus and seed give the same training set every time.
    """
    for name, doc in surrogate_copies(docs, copies, seed=seed):
        if random.Random(zlib.crc32(name.encode())).random() < share:
            doc = recased(doc)
        yield name, doc


def augmented(
    docs: Sequence[tuple[str, Document]], copies: int, *, seed: int = 0
) -> Iterator[Document]:
    """The gold documents, then ``copies`` training copies of them (see above)."""
    for _, doc in docs:
        yield doc
    for _, doc in training_copies(docs, copies, seed=seed):
        yield doc
