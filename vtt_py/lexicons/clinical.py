"""Clinical vocabulary that is never PHI: drug and brand names (shipped data).

``data/drugs.txt.gz`` lists one-word drug names and brand names, lower case,
from the ``drug-named-entity-recognition`` package (MedlinePlus, DrugBank and
MeSH names; built by ``python -m tools.lexicons``, see ``data/SOURCES.md``).
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources


@functools.cache
def drug_words() -> frozenset[str]:
    """Lower-case one-word drug and brand names."""
    path = importlib.resources.files("vtt_py.lexicons") / "data" / "drugs.txt.gz"
    return frozenset(gzip.decompress(path.read_bytes()).decode("ascii").split())
