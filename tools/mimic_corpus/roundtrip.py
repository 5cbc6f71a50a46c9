"""The round trip's known answer: reference files for ``vtt-py agree`` beside the output.

For every synthesized VTT file, the markups are first checked against the
source note: putting each placeholder back in place of its markup must give
the source text exactly (so every placeholder has one markup, covering
exactly its surrogate, and every other character is kept). The reference
is then the same text with the key's label on each markup: ``vtt-py agree
REF OUT --labels type`` scores the types. For MIMIC-IV blanks the share
typed from context and its accuracy are counted here too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.markup import Markup, split_label
from vtt_py.formats.mimic_csv import MIMIC4, read_notes
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import read_vtt, write_vtt
from vtt_py.synth.engine import UNDECIDED
from vtt_py.synth.placeholders import placeholders


@dataclass
class RoundTrip:
    """What the check found."""

    notes: int = 0
    placeholders: int = 0
    decided: int = 0
    correct: int = 0
    #: Typed placeholders whose family (i2b2 tag: NAME, DATE, ID...) is the key's.
    family: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def typed_share(self) -> float:
        """Share of placeholders given a type (not Undecided)."""
        return self.decided / self.placeholders if self.placeholders else 0.0

    @property
    def family_accuracy(self) -> float:
        """Share of the typed placeholders of the key's family (NAME, DATE, ID...)."""
        return self.family / self.decided if self.decided else 0.0

    @property
    def accuracy(self) -> float:
        """Share of the typed placeholders whose type is the key's."""
        return self.correct / self.decided if self.decided else 0.0


def _type(label: str) -> str:
    tag, category = split_label(label)
    return category or tag


def _restored(doc: Document, source: str, layout: str) -> tuple[str, list[Markup]]:
    found = placeholders(source, blanks=layout == MIMIC4)
    spans = sorted(doc.markups, key=lambda m: m.start)
    pieces, pos = [], 0
    for m, ph in zip(spans, found, strict=False):
        pieces += [doc.text[pos : m.start], source[ph.start : ph.end]]
        pos = m.end
    pieces.append(doc.text[pos:])
    ok = len(spans) == len(found)
    return ("".join(pieces) if ok else ""), spans


def build_reference(
    source: Path, key_file: Path, synthesized: Path, reference: Path, *, tagset: str
) -> RoundTrip:
    """Check every synthesized file against its source note and write the reference.

    Args:
        source: the CSV ``synthesize`` read.
        key_file: the key from :func:`tools.mimic_corpus.from_gold.write_gold_csvs`.
        synthesized: ``synthesize``'s VTT output folder.
        reference: where the reference files go (same layout).
        tagset: the tag set ``synthesize`` wrote (and the key's labels are in).
    """
    keys = {}
    for line in key_file.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        keys[record["row_id"]] = keys[record["note_id"]] = record["labels"]
    notes = {n.id: n for n in read_notes(source)}
    tags = load_tagset(tagset)
    result = RoundTrip()
    for path in sorted(synthesized.rglob("*.vtt")):
        doc, note = read_vtt(path), notes[path.stem]
        restored, spans = _restored(doc, note.text, note.layout)
        labels = keys[note.id]
        if restored != note.text.replace("\r", "") or len(labels) != len(spans):
            result.problems.append(
                f"{path}: markups do not map back onto the placeholders"
            )
            continue
        ref = Document(doc.text, tags.copy())
        for m, label in zip(spans, labels, strict=True):
            tag, category = split_label(label)
            ref.tagset.ensure(tag, category)
            ref.add(Markup(m.start, m.end, tag, category))
            result.decided += m.tag != UNDECIDED
            result.correct += m.tag != UNDECIDED and _type(m.label) == _type(label)
            result.family += m.tag != UNDECIDED and m.tag == tag
        result.notes += 1
        result.placeholders += len(spans)
        write_vtt(ref, reference / path.relative_to(synthesized))
    return result
