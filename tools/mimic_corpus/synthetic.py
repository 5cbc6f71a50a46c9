"""A large MIMIC-III-shaped CSV of invented notes (about 2 kB and 15 placeholders each).

For the scale benchmark only: generated, streamed to disk, never stored in
the repository. Lines are drawn from templates that use the placeholder
categories of ../shared/spec/mimic-placeholders.md; patients have five notes.
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

from tools.mimic_corpus.from_gold import MIMIC3_HEADER

_HEAD = (
    "Admission Date:  [**{y}-{m}-{d}**]              Discharge Date:   [**{y}-{m}-{d2}**]\n"
    "\nDate of Birth:  [**{by}-{bm}-{d}**]             Sex:   {sex}\n\n"
    "Service: MEDICINE\n\nAllergies:\nPatient recorded as having No Known Allergies "
    "to Drugs\n\nAttending:[**First Name3 (LF) {i}**]\nChief Complaint:\nshortness "
    "of breath\n\n"
)
_LINES = (
    "Mr. [**Known lastname {i}**] is a 67 year old man with a history of CHF who "
    "presented to [**Hospital1 {j}**] with worsening dyspnea on exertion.\n",
    "He was seen by Dr. [**Last Name (STitle) {i}**] in clinic on [**{m}-{d}**] and "
    "started on furosemide 40 mg daily.\n",
    "His wife [**Name (NI) {j}**] can be reached at [**Telephone/Fax (1) {i}**].\n",
    "Transferred from [**Hospital3 {i}**] in [**Location (un) {j}**] for cardiac "
    "catheterization.\n",
    "CXR [**{y}-{m}-{d}**]: mild pulmonary edema, small bilateral effusions. Clip "
    "# [**Clip Number (Radiology) {i}**].\n",
    "Pt is [**Age over 90 **] years old and lives alone at [**Street Address(1) "
    "{i}**], [**State {j}**].\n",
    "Discussed with [**First Name8 (NamePattern2) {i}**] [**Last Name (NamePattern1) "
    "{j}**], MD, who agreed with the plan.\n",
    "Follow-up in [**Month (only) {i}**] with PCP Dr. [**Doctor Last Name {j}**] "
    "at [**Hospital Ward Name {i}**].\n",
    "MRN [**Medical Record Number {i}**], unit [**Hospital Unit Name {j}**].\n",
    "Labs on admission: Na 138, K 4.2, Cr 1.3, BUN 32, WBC 8.4, Hgb 11.2, plt 230.\n",
    "Echo in [**{y}**] showed an EF of 35% with moderate MR and mild TR.\n",
    "Pager [**Pager number {i}**]; e-mail [**E-mail address {j}**].\n",
    "Vitals: T 98.6 BP 132/78 HR 88 RR 18 SaO2 94% on 2L NC. Alert and oriented.\n",
)
_COURSE = (
    "\nBrief Hospital Course:\nThe patient was admitted for diuresis with IV "
    "furosemide with good response, net negative 4 liters over the stay. Creatinine "
    "peaked at 1.6 and returned to baseline. Beta blocker was continued; ACE inhibitor "
    "was held for two days for hypotension and restarted at a lower dose. He worked "
    "with physical therapy and was ambulating independently at discharge. Diet was "
    "advanced to a 2 g sodium cardiac diet with a 1.5 L fluid restriction. Weight on "
    "discharge was 3 kg below admission weight; he was counseled on daily weights, "
    "salt restriction and when to call his cardiologist. Home services will follow "
    "for medication teaching and blood pressure checks.\n"
)
_TAIL = (
    "\nDischarge Medications:\n1. Furosemide 40 mg Tablet Sig: One (1) Tablet PO DAILY."
    "\n2. Metoprolol Succinate 50 mg Tablet Sustained Release 24 hr Sig: One (1) Tablet "
    "PO once a day.\n3. Aspirin 81 mg Tablet, Chewable Sig: One (1) Tablet PO DAILY.\n"
    "\nDischarge Disposition:\nHome With Service\n\nDischarge Condition:\nMental "
    "Status: Clear and coherent. Ambulatory - Independent.\n\nCompleted by:"
    "[**{y}-{m}-{d2}**]\n"
)


def synthetic_note(rng: random.Random) -> str:
    """One invented discharge note of about 2 kB."""
    values = {
        "y": rng.randint(2100, 2199), "m": rng.randint(1, 12), "d": rng.randint(1, 20),
        "d2": rng.randint(21, 28), "by": rng.randint(2020, 2090), "bm": rng.randint(1, 12),
        "sex": rng.choice("MF"), "i": rng.randint(10, 9999), "j": rng.randint(10, 9999),
    }  # fmt: skip
    lines = [_HEAD, *rng.sample(_LINES, 5), _COURSE, _TAIL]
    return "".join(lines).format(**values)


def write_synthetic_csv(path: Path, notes: int, *, seed: int = 0) -> int:
    """Write ``notes`` invented notes as a MIMIC-III ``NOTEEVENTS.csv``; returns bytes."""
    rng = random.Random(seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(MIMIC3_HEADER)
        for row in range(1, notes + 1):
            subject = 10_000 + (row - 1) // 5
            hadm = 100_000 + subject
            meta = [hadm, "2150-01-01", "", "", "Discharge summary", "Report", "", ""]
            writer.writerow([row, subject, *meta, synthetic_note(rng)])
    return path.stat().st_size
