"""The sample corpus README, written by the generator so that its figures stay true."""

from __future__ import annotations

from tools.sample_corpus.corpus import NOTES
from tools.sample_corpus.scoring import Figures, Score

INTRO = """\
# Sample corpus

Everything in this folder is **fictitious and was written by the vtt_py project**.
No sentence comes from a real medical record or from another corpus. The people
are random combinations of first names and surnames from the US Census lists
shipped in the `names` package; towns, counties, hospitals, clinics and
employers are invented or generic; telephone and fax numbers are in the
fictional 555-0100 to 555-0199 range (pagers are four-digit extensions); e-mail
and web addresses use reserved `example` domains; record, accession and
protocol numbers are random; the one social security number pattern used
(987-65-432x) is a range reserved for advertising.

## How the files were made

The notes, their gold annotations and the two annotators' versions are produced
by a seeded generator, so running it again reproduces every file byte for byte:

```
python -m tools.sample_corpus            # from the repository root
python -m tools.sample_corpus --out DIR  # write somewhere else
```

Templates live in `tools/sample_corpus/`: one clinical scenario per illness
(history, course, medications, follow-up), one writer per note type, and the
error models of the two annotators. Notes that share a case share a patient,
as records come by patient in a real collection.

## Layout

```
gold/         the adjudicated reference annotation
annotator_a/  annotator A's independent annotation
annotator_b/  annotator B's independent annotation
```

The three folders hold the same file names and identical texts. Every file is
a VTT file with the NLM Scrubber tag set (`tagsets/nlm-scrubber.tags`) and
its `Patient` category.
"""

CONVENTIONS = """\
## Annotation conventions (gold)

The gold standard follows NLM's decisions for its Scrubber gold standard:

- Names are tagged whole, with middle initials and suffixes (`Jr.`, `III`)
  inside the span; titles (`Dr.`, `Mrs.`) and credentials (`MD`) stay outside.
  Patients and their relatives are `Name|Patient`; clinicians and staff are
  `Name`. Literature and eponyms (Greulich and Pyle, Foley, McBurney) are
  not names.
- Initials standing alone (signatures, `Pt JB`) are `PNinit`, with the
  `Patient` category when they are the patient's.
- Postal addresses are split into `Street`, `Unit`, `City`, `State`, `ZIP`
  (and `County`, `Country`), also when they run over several lines. `Address`
  is the catch-all for address strings that do not split into those parts
  (P.O. boxes, a mobile home lot, a street corner, a rest area).
- Hospitals, clinics, pharmacies and nursing homes are `Organization`, the
  patient's workplace is `Employer`, named places inside a hospital
  (`3-Northeast`, `OP9`, `Day Hospital`, `MICU`, `Room 612`) are `Location`.
- Telephone, fax, pager, e-mail and web addresses are `Comm`, with the
  `Patient` category when they reach the patient or the family. Protocol
  numbers are `Prot|Patient`; record, account, accession, specimen, blood-unit
  and job numbers are `Alphanum|Patient`.
- Ages: only the number for whole years (`Age-NPII`, from 90 `Age-PII`); the
  number with its unit for ages under a year (`Age-fract`: "3 weeks",
  "2 1/2-month", "36 hours" of life). Decades ("in her 70s"), gestational
  ages and bone ages are not tagged. Relatives' ages are tagged too.
- Numeric dates are one `Date|Patient` span; dates written with month names
  are split into `Month`, `Day`, `Year` and `Weekday` parts. Both ends of a
  date range are tagged. Holidays are `Holiday|Patient`; plural weekdays
  ("Mondays") are not tagged. Dates of documents rather than of the patient
  (a consent form's version) are `Date` without the category.
- `npii` marks a few tokens that are explicitly not PII, in the HL7-like
  radiology messages (as in NLM's annotated example).
"""

ANNOTATORS = """\
## The two annotators

Annotators A and B were derived from gold by seeded error models that differ
the way real annotators differ:

- A misses more spans (above all short ones, date parts, initials, states),
  often takes the title into a name ("Dr. Blake"), reads hospitals named after
  a town as the town, confuses employers with organisations and writes some
  months as dates.
- B misses fewer spans but leaves out "Jr." and "III", takes trailing commas
  and periods along, tags fractional ages without their unit, merges date
  parts and city-state-ZIP strings into one span, calls hospital locations
  organisations, protocol numbers record numbers, and tags more eponyms,
  decades and plural weekdays that gold leaves alone.
- Both slip on the `Patient` category now and then.
"""


def _score_row(name: str, score: Score) -> str:
    return (
        f"| {name} | {score.f1:.3f} | {score.precision:.3f} | {score.recall:.3f} "
        f"| {score.tp} | {score.fp} | {score.fn} |"
    )


def _figures(figures: Figures) -> str:
    lines = [
        "## Figures",
        "",
        f"{figures.notes} notes; {figures.phi_spans} PHI spans in gold "
        f"({figures.phi_per_note:.1f} per note) plus {figures.npii_spans} `npii` "
        f"spans; all {len(figures.labels)} labels of the tag set are used.",
        "",
        "Strict agreement (same start, end and label; micro-averaged over the "
        "corpus; the first set is the reference):",
        "",
        "| pair | F1 | precision | recall | tp | fp | fn |",
        "|---|---|---|---|---|---|---|",
        _score_row("A vs B", figures.a_b),
        _score_row("gold vs A", figures.a_gold),
        _score_row("gold vs B", figures.b_gold),
        "",
        "`vtt-py agree sample_corpus/annotator_a sample_corpus/annotator_b` reports "
        "the same `entity_strict` figures, with relaxed, token and HIPAA-only "
        "levels beside them.",
        "",
        "Gold spans per label:",
        "",
        "| label | spans |",
        "|---|---|",
    ]
    # a pipe inside a table cell must be escaped, even in a code span
    lines += [
        f"| `{label.replace('|', chr(92) + '|')}` | {n} |"
        for label, n in sorted(figures.labels.items())
    ]
    return "\n".join(lines) + "\n"


def _note_table() -> str:
    lines = ["## Notes", "", "| file | note type |", "|---|---|"]
    lines += [f"| `{spec.stem}.vtt` | {spec.kind} |" for spec in NOTES]
    return "\n".join(lines) + "\n"


def readme_text(figures: Figures) -> str:
    """The README's Markdown."""
    return "\n".join((INTRO, _note_table(), CONVENTIONS, ANNOTATORS, _figures(figures)))
