"""Export of 1,000 generated notes in every format, plus redaction and surrogates.

Run: ``python -m benchmarks export``. Target (issue 6): under 10 s for each
format. The baseline is writing the same notes as plain ``.txt`` files (one
atomic write each), so the ratio says how many plain writes a format costs.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from benchmarks.gen import big_document
from benchmarks.harness import Measurement, best_of
from vtt_py.core import Document
from vtt_py.export.phi import PhiRule
from vtt_py.export.redact import redact_document
from vtt_py.export.surrogate import SurrogateOptions, surrogate_corpus
from vtt_py.formats.registry import FormatContext, get_format
from vtt_py.formats.tagsets import load_tagset

#: (format, destination name inside a fresh folder)
TARGETS = [
    ("txt", "out"),
    ("vtt", "out"),
    ("brat", "out"),
    ("i2b2", "out"),
    ("jsonl", "out.jsonl"),
    ("bio", "out.bio"),
]


def _notes(count: int) -> list[tuple[str, Document]]:
    # About 2,000 characters and 25 markups a note: a long nursing note.
    return [
        (f"{i // 5 + 1}-{i % 5 + 1}", big_document(2_000, 25, seed=i))
        for i in range(count)
    ]


def _export(fmt: str, dst: str, docs: list[tuple[str, Document]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        get_format(fmt).write(docs, Path(tmp) / dst, FormatContext())


def run(quick: bool) -> list[Measurement]:
    """Measure each format's export of the notes against plain text files."""
    count = 200 if quick else 1_000
    docs = _notes(count)
    repeat = 1 if quick else 3
    base = best_of(lambda: _export("txt", "out", docs), repeat=repeat)
    notes = {"notes": count, "markups": sum(len(d.markups) for _, d in docs)}
    results = []
    for fmt, dst in TARGETS[1:]:
        value = best_of(lambda fmt=fmt, dst=dst: _export(fmt, dst, docs), repeat=repeat)
        results.append(
            Measurement(f"export {count} notes: {fmt}", value, baseline_name="txt",
                        baseline=base, target=10.0, notes=notes)
        )  # fmt: skip
    rule = PhiRule(load_tagset(), "phi")
    redact = best_of(
        lambda: [redact_document(d, rule.is_phi) for _, d in docs], repeat=repeat
    )
    results.append(
        Measurement(f"redact {count} notes (in memory)", redact, baseline_name="txt",
                    baseline=base, target=10.0)
    )  # fmt: skip
    options = SurrogateOptions(seed=1)
    surrogate = best_of(
        lambda: surrogate_corpus(docs, rule.is_phi, options, FormatContext()),
        repeat=repeat,
    )
    results.append(
        Measurement(f"surrogates {count} notes (in memory)", surrogate, baseline_name="txt",
                    baseline=base, target=10.0)
    )  # fmt: skip
    return results
