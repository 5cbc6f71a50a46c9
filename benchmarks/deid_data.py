"""The PhysioNet notes of ../shared, split once by patient into development-train and -test.

The split was drawn once (Python's ``random.Random(3)`` shuffle of the 81
patient numbers, patients taken in that order while their notes fit in a
third of the 984 notes) and is fixed here: 30 patients, 330 notes and 275
PHI in development-test; 51 patients, 654 notes and 505 PHI in
development-train. Rules, features and parameters are tuned only with
cross-validation on development-train; development-test is read rarely, to
report. The PhysioNet notes outside ../shared are never read.
"""

from __future__ import annotations

import os
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.formats.registry import FormatContext, get_format
from vtt_py.formats.tagsets import load_tagset

SHARED = Path(
    os.environ.get("VTT_PY_SHARED", Path(__file__).resolve().parents[2] / "shared")
)
CORPUS = SHARED / "corpora" / "physionet-deid-train"
#: The patients of development-test.
DEV_TEST_PATIENTS = frozenset(
    {8, 12, 16, 24, 26, 30, 32, 38, 42, 46, 48, 54, 70, 72, 80, 84, 88, 90, 92, 94,
     104, 106, 110, 114, 118, 124, 126, 128, 134, 156}
)  # fmt: skip

Named = list[tuple[str, Document]]


def available() -> bool:
    """Whether the shared PhysioNet notes are here."""
    return (CORPUS / "id.text").is_file()


def read(name: str = "id.text") -> Named:
    """The notes of ``id.text`` with the gold (or, for ``id.phi``, deid.pl's output)."""
    ctx = FormatContext(tagset=load_tagset("physionet"))
    return list(get_format("physionet").read(CORPUS / name, ctx))


def is_dev_test(name: str) -> bool:
    """Whether a note (``<patient>-<note>``) belongs to development-test."""
    return int(name.split("-")[0]) in DEV_TEST_PATIENTS


def split(docs: Named) -> tuple[Named, Named]:
    """``(development-train, development-test)``."""
    return (
        [(n, d) for n, d in docs if not is_dev_test(n)],
        [(n, d) for n, d in docs if is_dev_test(n)],
    )
