"""Generate the corpus: gold, annotator_a and annotator_b, their agreement and README."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from random import Random

from tools.sample_corpus.annotators import ANNOTATOR_A, ANNOTATOR_B, annotate_corpus
from tools.sample_corpus.case import Case, make_case
from tools.sample_corpus.corpus import NOTES, NoteSpec
from tools.sample_corpus.readme import readme_text
from tools.sample_corpus.scoring import Figures, strict_score
from tools.sample_corpus.segments import GeneratedNote
from vtt_py.core.document import Document
from vtt_py.core.markup import Markup
from vtt_py.formats.atomic import atomic_write_text
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import dumps_vtt

DEFAULT_SEED = "vtt_py sample corpus 1"
FOLDERS = ("gold", "annotator_a", "annotator_b")


@dataclass(frozen=True)
class Corpus:
    """Every file of the corpus (relative POSIX path -> text) and its figures."""

    files: dict[str, str]
    figures: Figures


def generate_notes(seed: str = DEFAULT_SEED) -> list[GeneratedNote]:
    """Write every note in memory; notes sharing a case share its patient."""
    cases: dict[str, Case] = {}
    return [_write(spec, cases, seed) for spec in NOTES]


def _write(spec: NoteSpec, cases: dict[str, Case], seed: str) -> GeneratedNote:
    case = cases.get(spec.case)
    if case is None:
        case = make_case(Random(f"{seed}:{spec.case}"), spec.scenario, spec.width)
        for who, attribute, value in spec.tweaks:
            setattr(case.env[who], attribute, value)
        cases[spec.case] = case
    else:
        case.new_note(spec.width)
    spec.write(case)
    return case.build()


def measure(
    notes: Sequence[GeneratedNote], a: list[list[Markup]], b: list[list[Markup]]
) -> Figures:
    """Corpus figures and strict F1 between the annotators and against gold."""
    gold = [list(n.gold) for n in notes]
    labels: Counter[str] = Counter(m.label for doc in gold for m in doc)
    npii = labels.get("npii", 0)
    return Figures(
        notes=len(notes),
        phi_spans=sum(labels.values()) - npii,
        npii_spans=npii,
        labels=labels,
        a_b=strict_score(a, b),
        a_gold=strict_score(gold, a),
        b_gold=strict_score(gold, b),
    )


def build_corpus(seed: str = DEFAULT_SEED) -> Corpus:
    """The whole corpus in memory: three folders of VTT files and the README."""
    notes = generate_notes(seed)
    a = annotate_corpus(notes, ANNOTATOR_A, seed)
    b = annotate_corpus(notes, ANNOTATOR_B, seed)
    tagset = load_tagset()
    files: dict[str, str] = {}
    gold = [list(n.gold) for n in notes]
    for folder, markups in zip(FOLDERS, (gold, a, b), strict=True):
        for spec, note, doc_markups in zip(NOTES, notes, markups, strict=True):
            doc = Document(note.text, tagset.copy(), doc_markups)
            files[f"{folder}/{spec.stem}.vtt"] = dumps_vtt(doc)
    figures = measure(notes, a, b)
    files["README.md"] = readme_text(figures)
    return Corpus(files, figures)


def write_corpus(corpus: Corpus, out: Path) -> None:
    """Write the files under ``out``; .vtt files the corpus no longer has are removed."""
    for folder in FOLDERS:
        for stale in sorted((out / folder).glob("*.vtt")):
            if f"{folder}/{stale.name}" not in corpus.files:
                stale.unlink()
    for relative, text in corpus.files.items():
        atomic_write_text(out / relative, text)
