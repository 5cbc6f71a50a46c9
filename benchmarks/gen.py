"""Synthetic corpora for the benchmarks (deterministic, no PHI)."""

from __future__ import annotations

import random

from vtt_py.core import Document, Markup, Tag, TagSet

WORDS = (
    "patient seen today for follow up of chest pain blood pressure stable "
    "denies fever chills nausea plan continue current medications return clinic"
).split(" ")
LABELS = [
    ("Name", "Patient"),
    ("Date", "Patient"),
    ("Name", ""),
    ("Address", ""),
    ("Age-NPII", "Patient"),
]


def big_document(n_chars: int, n_markups: int, seed: int = 1) -> Document:
    """A document of about ``n_chars`` characters with ``n_markups`` word markups."""
    rng = random.Random(seed)
    words: list[str] = []
    size = 0
    while size < n_chars:
        line = " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 14)))
        words.append(line)
        size += len(line) + 1
    text = "\n".join(words) + "\n"
    tagset = TagSet()
    for name, cat in LABELS:
        tagset.add(Tag(name, cat, background=(255, 200, 0)))
    starts = [i + 1 for i, ch in enumerate(text) if ch == " "]
    chosen = sorted(rng.sample(starts, min(n_markups, len(starts))))
    markups = []
    for start in chosen:
        end = text.find(" ", start)
        end = text.find("\n", start) if end < 0 else min(end, text.find("\n", start))
        name, cat = LABELS[start % len(LABELS)]
        markups.append(Markup(start, max(end, start + 1), name, cat))
    doc = Document(text, tagset)
    doc.extend_sorted(markups)
    return doc
