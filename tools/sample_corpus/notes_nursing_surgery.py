"""Nursing notes, operative reports and a surgical pathology report."""

from __future__ import annotations

from tools.sample_corpus.case import Case
from tools.sample_corpus.notes_common import plain_signature


def icu_nursing(c: Case) -> None:
    """An ICU shift note in nurses' shorthand, system by system."""
    c.add(
        "<<NPN|Nursing Progress Note|RN NOTE>> <<0700-1900|1900-0700>>  {hd2:md}",
        width=False,
    )
    c.add(
        "Pt {pt:init}, {pt:age} y/o {pt:male}, HD #2 in {icu} for "
        + c.scenario.dx[0].lower()
        + c.scenario.dx[1:]
        + "."
    )
    c.blank()
    c.add(
        "Neuro: A&O x<<3|2>>, MAE, follows commands. [[Glasgow|~City]] 15. Pain "
        "3/10 lower back, repositioned with relief. Slept in naps."
    )
    c.add(
        "CV: HR 80s-100s <<SR|AF>>, occ PVCs. SBP 100-130s. Pulses palpable x4, "
        "trace edema LE."
    )
    c.add(
        "Resp: <<2L NC|3L NC|RA>>, sats 93-96%. LS coarse bases, clear after "
        "cough. Using IS x10/hr with reminders."
    )
    c.add(
        "GI: Tol clear liquids, advanced to cardiac diet. +BS, no BM this shift. "
        "Colace given."
    )
    c.add(
        "GU: [[Foley|~Name]] to gravity, clear yellow urine 40-70 cc/hr. Plan to "
        "d/c [[Foley|~Name]] in AM."
    )
    c.add("ID: Tmax 37.8. <<Abx as ordered.|Cultures pending from {adm:md}.>>")
    c.add("Skin: Intact; stage 1 area coccyx, mepilex applied, turning q2h.")
    c.add(
        "Social: {pt:His} {r1:rel} {r1:first} called x2 and was updated; plans to "
        "visit {hd3:wd} after work. {r2:Rel} {r2:fl} also called from "
        "{town2}, number {rphone} added to contacts."
    )
    c.add("Plan: Transfer to {ward} when bed available. Continue to monitor.")
    plain_signature(c, "rn", "hd2")


def floor_nursing(c: Case) -> None:
    """A medical-surgical unit note in narrative form."""
    c.add("Nursing Note - {ward}   {hd3:num} <<0340|0515|0610>>", width=False)
    c.blank()
    c.para(
        "Received report from {rn2:fl}, RN at 1900 on pt {pt:init}. Patient "
        "{pt:t} resting in "
        "bed, alert and oriented, denies pain. Call light within reach, bed "
        "alarm on per fall risk protocol. At 0215 patient found sitting on edge "
        "of bed trying to get up to the bathroom without assistance; assisted "
        "to commode, voided 300 mL. Reoriented. States {pt:he} wants to go home "
        "to {pt:his} cat on {addr:street}. {pt:His} {r1:rel} was called at "
        "{rphone} per patient request and spoke with {pt:him} briefly, which "
        "calmed {pt:him}. Hospitalist {res:drf} notified of intermittent "
        "confusion; no new orders. Will continue hourly rounding."
    )
    c.para(
        "Of note, patient reports {pt:he} usually attends dialysis "
        "[[Mondays, Wednesdays and Fridays|~Weekday|Patient]] at the {town} "
        "unit; verified with charge nurse that {pt:he} does not receive "
        "dialysis; {pt:he} was confusing this with {pt:his} late {r2:rel}'s "
        "schedule."
    )
    plain_signature(c, "rn", "hd3")


def peds_nursing(c: Case) -> None:
    """A paediatric ward note: the parents are Name|Patient, the child Age-fract."""
    c.add("PEDIATRIC NURSING NOTE", width=False)
    c.add("{pt:fl}   {pt:age}   {ward} {room}   {hd2:nums}", width=False)
    c.blank()
    c.para(
        "Infant alert, consolable, crying with cares. Afebrile overnight. RR "
        "44-58 with mild subcostal retractions, suctioned nares x3 with "
        "moderate thick secretions. On high flow 6 L, FiO2 30%, sats 94-97%. "
        "Took 60-90 mL per feed every 3 hours, one small spit-up. 5 wet "
        "diapers this shift."
    )
    c.para(
        "Mom ({r1:first}) at bedside all night, rooming in; {r2:rel} "
        "{r2:first} visited until 2100 and will return after work at {emp}. Mom asked "
        "whether {pt:first} can go home by {dis:wd}; "
        "told that depends on weaning off high flow. Family cell numbers "
        "{rphone} and {cell} confirmed on the face sheet."
    )
    plain_signature(c, "rn", "hd2")


def admission_assessment(c: Case) -> None:
    """A nursing admission database: contacts, home, work, belongings."""
    c.add("ADMISSION NURSING ASSESSMENT", width=False)
    c.add("Patient: {pt:fl}   Admitted: {adm:num}   Unit: {ward}, {room}", width=False)
    c.add(
        "Arrived from: <<emergency department|{hosp2} by transfer|home via "
        "wheelchair>>",
        width=False,
    )
    c.blank()
    c.add('Preferred name: "{pt:first}"   Language: English   Interpreter: no')
    c.add("Country of birth: " + c.pick(("[[USA|Country]]", "{country}")))
    c.add("Home address: {addr:line} ({addr:county})")
    c.add("Home phone: {phone}   Cell: {cell}")
    c.add("E-mail for portal: {email}")
    c.add("Emergency contact: {r1:fl} ({r1:rel}) {rphone}")
    c.add("Second contact: {r2:fl} ({r2:rel}), lives in {town2}, {state}")
    c.add("Employment: <<works at|retired from>> {emp}")
    c.add("Pharmacy: {pharm}, {cphone}")
    c.add("Health care POA: {r1:fl}; copy requested")
    c.blank()
    c.para(
        "Belongings: bag labeled {pt:init}; glasses, upper denture, cell phone "
        "and charger kept at bedside. Wallet and wedding ring sent home with {r1:rel} on {adm:md}. "
        "Patient identification band checked against MRN {mrn} and DOB "
        "{dob:num}."
    )
    c.para(
        "Fall risk: Morse 55 (high). Braden 16. Denies tobacco; quit in "
        "{prior2:year}. Alcohol: <<none|socially|a glass of wine most "
        "evenings>>. Last tetanus: unknown."
    )
    plain_signature(c, "rn2", "adm")
    c.add("Form NA-7, revised {formrev:num}", width=False)


def operative_note(
    c: Case, procedure: str, steps: tuple[str, ...], specimen: str, anesthesia: str
) -> None:
    """An operative report dictated by the surgeon (``specimen`` "" for none)."""
    s = c.scenario
    c.add("{hosp:up}", width=False)
    c.add("OPERATIVE REPORT", width=False)
    c.blank()
    c.cols("PATIENT: {pt:LF}", "MRN: {mrn}", 40)
    c.cols("DATE OF OPERATION: {hd2:num}", "ROOM: <<OR 4|OR 7|OR 11>>", 40)
    c.add("SURGEON: {sur:md}", width=False)
    c.add("ASSISTANT: {asst:md}", width=False)
    c.add("ANESTHESIOLOGIST: {anes:md}", width=False)
    c.blank()
    c.add(f"PREOPERATIVE DIAGNOSIS: {s.dx}.")
    c.add(f"POSTOPERATIVE DIAGNOSIS: {s.dx}.")
    c.add(f"PROCEDURE: {procedure}.")
    c.add(f"ANESTHESIA: {anesthesia}.")
    c.blank()
    c.para(
        "INDICATIONS: " + c.pick(s.hpi) + " Risks, benefits and alternatives "
        "were discussed with the patient and {pt:his} {r1:rel}, and consent "
        "was signed on {adm:num}."
    )
    c.add("DESCRIPTION OF PROCEDURE:")
    for paragraph in steps:
        c.para(paragraph)
    c.add("ESTIMATED BLOOD LOSS: <<10 mL|25 mL|250 mL>>.")
    if specimen:
        c.add(f"SPECIMENS: {specimen} to pathology, accession {{spec}}.")
    else:
        c.add("SPECIMENS: None.")
    c.add("COMPLICATIONS: None.")
    c.add("DISPOSITION: To the [[PACU|~Location]] awake and in stable condition.")
    c.blank()
    c.para(
        "{sur:dr} was present and scrubbed for the entire procedure. The "
        "patient's {r1:rel} was updated in the waiting area at "
        "<<12:40|15:15|10:05>>."
    )
    c.add("{sur:md}", width=False)
    c.add("D: {hd2:nums}  T: {hd3:nums}  Job {job}  {sur:init}/{tx:initl}", width=False)


APPENDECTOMY_STEPS = (
    "The patient was brought to the operating room and placed supine. After "
    "induction of general anesthesia and a time-out confirming patient, "
    "procedure and antibiotic administration, the abdomen was prepped and "
    "draped. A 12 mm umbilical port was placed by open [[Hasson|~Name]] technique and "
    "pneumoperitoneum established. Two 5 mm ports were placed in the "
    "suprapubic and left lower quadrant positions under direct vision.",
    "The appendix was inflamed and edematous with surrounding fibrinous exudate "
    "but no perforation or abscess. The mesoappendix was divided with the "
    "harmonic scalpel. The base was healthy and was divided with an "
    "endoscopic stapler. The appendix was removed in a retrieval bag. The "
    "right lower quadrant was irrigated and the staple line inspected, with "
    "good hemostasis.",
    "Ports were removed under direct vision, the umbilical fascia closed with "
    "0 Vicryl, and the skin closed with 4-0 Monocryl. Sponge and needle counts "
    "were correct.",
)

HEMIARTHROPLASTY_STEPS = (
    "Under spinal anesthesia the patient was positioned in the right lateral "
    "decubitus position with the left hip up. A posterior approach was used. The "
    "short external rotators and capsule were tagged and released. The femoral "
    "head was extracted and measured at 46 mm.",
    "The femoral canal was prepared with sequential broaches. A cemented stem "
    "with a 46 mm bipolar head was implanted with good stability through a full "
    "range of motion and equal leg lengths. The capsule and rotators were "
    "repaired through drill holes in the greater trochanter.",
    "The wound was closed in layers and the skin stapled. Implant lot numbers "
    "were recorded on the implant record; stem device identifier {acc2}.",
)

CARPAL_TUNNEL_STEPS = (
    "The patient was placed supine with the right arm on a hand table. After "
    "local anesthetic infiltration and forearm tourniquet inflation to 250 mmHg, "
    "a 2.5 cm longitudinal incision was made in line with the radial border of "
    "the ring finger.",
    "The palmar fascia was divided and the transverse carpal ligament released "
    "completely under direct vision, protecting the median nerve, which was "
    "flattened and hyperemic. The recurrent motor branch was intact.",
    "The tourniquet was released after 14 minutes and hemostasis obtained. The "
    "skin was closed with 4-0 nylon and a soft dressing applied.",
)


def pathology_report(c: Case) -> None:
    """A surgical pathology report for an appendix."""
    c.add("SURGICAL PATHOLOGY REPORT", width=False)
    c.add("{hosp} Department of Pathology and Laboratory Medicine", width=False)
    c.blank()
    c.add("Accession: {spec}   Collected: {hd2:num}   Received: {hd2:num}", width=False)
    c.add("Patient: {pt:LF}   MRN: {mrn}   DOB: {dob:num}", width=False)
    c.add("Submitting physician: {sur:md}   Copy to: {ref:md}", width=False)
    c.blank()
    c.para("SPECIMEN: Appendix, laparoscopic appendectomy.")
    c.para(
        "GROSS DESCRIPTION: Received in formalin, labeled with the patient's name "
        '"{pt:FL}", initials {pt:initd} and medical record number, is a vermiform appendix '
        "measuring 6.8 cm in length and up to 1.2 cm in diameter. The serosa "
        "is dull, tan-red and covered with fibrinous exudate. The lumen "
        "contains a 0.6 cm fecalith. Representative sections are submitted in "
        "cassettes A1-A3. Dictated by {pa:fl}, PA(ASCP)."
    )
    c.para(
        "MICROSCOPIC DESCRIPTION: Sections show transmural neutrophilic "
        "inflammation with mucosal ulceration and serositis. There is no "
        "perforation, neoplasm or granulomatous inflammation."
    )
    c.add("DIAGNOSIS:")
    c.add(
        "Appendix, appendectomy: acute suppurative appendicitis with periappendicitis "
        "and fecalith. Negative for neoplasm."
    )
    c.blank()
    c.add("Electronically signed out by {path:md}, {dictd:num}", width=False)
