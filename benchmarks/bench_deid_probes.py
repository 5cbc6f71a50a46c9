"""The de-identifier on invented probe lines, section by section: what it finds and marks wrongly.

Run with::

    python -m benchmarks deid_probes   # a few seconds; prints each miss and false mark

``benchmarks/deid_probes.txt`` holds made-up nursing-note lines, PHI marked
``[[...]]`` by the PhysioNet guidelines, in sections (places, facilities,
dates, names, phones, and hard negatives: eponyms, devices, work cues).
Development-train is what rules are tuned on and development-test is read
rarely; these lines are a third signal, about shapes neither holds, that
needs no data outside the project. The shipped model and the rules alone
are scored; a miss the rules alone find is one the combination lost.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from benchmarks.harness import Measurement
from vtt_py.core.recase import recase
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.pipeline import Deidentifier

PROBES = Path(__file__).with_name("deid_probes.txt")
_MARK = re.compile(r"\[\[(.+?)\]\]")


class Probe(NamedTuple):
    """One invented line: its section, text and PHI spans."""

    section: str
    text: str
    phi: list[tuple[int, int]]


def read_probes(path: Path = PROBES) -> list[Probe]:
    """The probe lines of ``path``, their ``[[...]]`` marks taken out as spans.

    Raises:
        ValueError: naming the file and line of a mark left open or unopened.
    """
    probes, section = [], ""
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if line.startswith("## "):
            section = line[3:].split(":")[0]
        elif line.strip() and not line.startswith("#"):
            probe = _probe(section, line)
            if "[[" in probe.text or "]]" in probe.text:
                raise ValueError(f"{path}:{number}: a [[ without its ]] or the reverse")
            probes.append(probe)
    return probes


def _probe(section: str, line: str) -> Probe:
    text, phi, pos = "", [], 0
    for m in _MARK.finditer(line):
        text += line[pos : m.start()]
        phi.append((len(text), len(text) + len(m[1])))
        text += m[1]
        pos = m.end()
    return Probe(section, text + line[pos:], phi)


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _spans(deid: Deidentifier, text: str) -> list[tuple[int, int]]:
    return [(s.start, s.end) for s in deid.suggest(text)]


def _section(name: str, probes: list[Probe], deid: Deidentifier) -> Measurement:
    """Found of the section's PHI (a rate), its misses and false marks printed."""
    rules = Deidentifier(None, "physionet")
    found = total = false = lost = 0
    for p in probes:
        marks = _spans(deid, p.text)
        missed = [g for g in p.phi if not any(_overlaps(g, m) for m in marks)]
        wrong = [m for m in marks if not any(_overlaps(g, m) for g in p.phi)]
        by_rules = _spans(rules, p.text) if missed else []
        lost += sum(any(_overlaps(g, r) for r in by_rules) for g in missed)
        total += len(p.phi)
        found += len(p.phi) - len(missed)
        false += len(wrong)
        for start, end in missed:
            print(f"    missed {p.text[start:end]!r} in {p.text!r}")
        for start, end in wrong:
            print(f"    false  {p.text[start:end]!r} in {p.text!r}")
    notes: dict[str, object] = {
        "found": found,
        "of": total,
        "false": false,
        "lost_by_combination": lost,
    }
    return Measurement(
        f"probes, {name}", found / total if total else 1.0, unit="", notes=notes
    )


def recased(probes: list[Probe], deid: Deidentifier, case: str) -> Measurement:
    """Of the PHI found in the lines as written, the share still found in one case.

    A quarter of the shared nursing notes are typed in small letters and
    many in capitals: the lines re-cased letter by letter (a letter whose
    other case is longer kept, so offsets hold) show what the rules and the
    CRF lose with the capitals that told names and places apart. Not
    printed line by line: the sections' own misses come first.
    """
    found = kept = false = 0
    change = str.lower if case == "lower" else str.upper
    for p in probes:
        written = _spans(deid, p.text)
        marks = _spans(deid, recase(p.text, change))
        for g in p.phi:
            if any(_overlaps(g, m) for m in written):
                found += 1
                kept += any(_overlaps(g, m) for m in marks)
        false += sum(not any(_overlaps(g, m) for g in p.phi) for m in marks)
    return Measurement(
        f"probes re-cased in {'small letters' if case == 'lower' else 'capitals'}, "
        "of the PHI found as written",
        kept / found if found else 1.0,
        unit="",
        notes={"kept": kept, "of": found, "false": false},
    )


def run(quick: bool) -> list[Measurement]:
    """Each section's share of PHI found by the shipped model, with its false marks."""
    probes = read_probes()
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    sections = dict.fromkeys(p.section for p in probes)
    return [
        *(
            _section(name, [p for p in probes if p.section == name], deid)
            for name in sections
        ),
        recased(probes, deid, "lower"),
        recased(probes, deid, "upper"),
    ]
