"""Letters and service reports: referral letter, social work, EEG, research, radiotherapy."""

from __future__ import annotations

from tools.sample_corpus.case import Case
from tools.sample_corpus.notes_common import numbered, plain_signature, section


def referral_letter(c: Case) -> None:
    """A referral letter: the addresses are split over lines (Street / City / ZIP)."""
    c.add("{clinic}", width=False)
    c.add("{caddr:block}", width=False)
    c.add("Phone {cphone}   Fax {fax}", width=False)
    c.blank()
    c.add("{fu:long}", width=False)
    c.blank()
    c.add("{con:md}", width=False)
    c.add("Endocrine Surgery, {hosp}", width=False)
    c.add("{haddr:block}", width=False)
    c.blank()
    c.add("RE: {pt:fl}   DOB: {dob:num}", width=False)
    c.add("    {addr:streetu}", width=False)
    c.add("    {addr:csz}", width=False)
    c.add("    Home {phone}", width=False)
    c.blank()
    c.add("Dear {con:dr}:")
    c.blank()
    c.para(
        "Thank you for seeing {pt:t}, a {pt:age}-year-old {pt:man} whom I have "
        "followed since {year_dx:year}, for a right thyroid nodule. "
        "{pt:He} noticed a lump while buttoning a shirt in {onset2:mon}. "
        "Ultrasound at {hosp2} on {prior:long} showed a 2.6 cm solid, "
        "hypoechoic nodule with microcalcifications (TI-RADS 5). Fine-needle "
        "aspiration on {onset:longo} was read as atypia of undetermined "
        "significance; molecular testing is pending under accession {acc2}."
    )
    c.para(
        "{pt:He} is otherwise healthy apart from mild asthma. TSH is normal. "
        "There is no family history of thyroid cancer, although {pt:his} "
        "mother had a benign goiter removed in her [[50s|~Age-NPII|Patient]], "
        "and {pt:his} {r2:rel} {r2:fl} takes levothyroxine. {pt:He} works at {emp} and would "
        "prefer surgery, if needed, after the busy season that ends on "
        "{fu2:long}."
    )
    c.para(
        "I have enclosed the ultrasound and cytology reports. Please call me at "
        "{cphone} or e-mail {ref_email} if I can help."
    )
    c.add("Sincerely,")
    c.blank()
    c.add("{ref:md}", width=False)
    c.add("{ref:init}/{tx:initl}", width=False)
    c.add("Enclosures (2)   cc: {pt:tf}", width=False)


def social_work(c: Case) -> None:
    """A social work discharge-planning note: family, money, addresses, agencies."""
    c.add("SOCIAL WORK ASSESSMENT - {hosp}", width=False)
    c.add("{pt:lf}   MRN {mrn}   {ward}   {hd3:num}", width=False)
    c.blank()
    c.para(
        "Referral: consulted by {att:drf} for discharge planning; patient "
        "found by a neighbor on the kitchen floor, home reported as unsafe."
    )
    c.para(
        "Patient is a {pt:aged} {pt:man} who has lived alone since "
        "{pt:his} spouse died in {prior2:year}, in a rented mobile home at "
        "[[Lot 31, Shady Rest Park off Route 9|Address]], in {addr:county}. "
        "Income is [[Social Security|~Organization]]; [[Medicaid|~Organization]] "
        "application pending (SSN "
        "{ssn}, case {ins}). {pt:His} {r1:rel}, {r1:fl}, lives at "
        "{addr2:line} and works nights at {emp}; {r1:first} can be reached "
        "at {rphone} after 2 p.m. A {r2:rel}, {r2:fl}, lives in {town2} and "
        "visits on weekends."
    )
    c.para(
        "Met with patient at bedside. {pt:He} is alert and says {pt:he} wants "
        "to go home, but agrees {pt:he} has had trouble managing stairs and "
        "meals since {hol}. Mail goes to [[P.O. Box "
        + str(c.rng.randint(100, 2999))
        + "|Address]] at the {town} post office, which {pt:his} {r1:rel} "
        "checks. Patient's phone {phone} has been disconnected."
    )
    c.add("Plan:")
    numbered(
        c,
        (
            "Family meeting {hd4:wd} at 15:00 with {r1:first} (by phone) and "
            "{r2:first}.",
            "Referral to {snf} for short-term rehab; bed offer expected {dis:md}.",
            "[[Meals on Wheels|~Organization]] and the Area Agency on Aging for "
            "{addr:county} once home.",
            "[[Adult Protective Services|~Organization]] report not indicated at this "
            "time.",
        ),
    )
    plain_signature(c, "sw", "hd3")


def eeg_report(c: Case) -> None:
    """A routine EEG report with technologist initials."""
    c.add("ELECTROENCEPHALOGRAM REPORT", width=False)
    c.add("{hosp} Neurodiagnostic Laboratory", width=False)
    c.blank()
    c.add("EEG #: {acc2}      Date of recording: {adm:num}", width=False)
    c.add("Patient: {pt:LF}   Age: {pt:age}   MRN: {mrn}", width=False)
    c.add("Referring physician: {ref:md}   Location: {opd}", width=False)
    c.add("Technologist: {rn:init}   Interpreting physician: {con:md}", width=False)
    c.blank()
    c.para(
        "HISTORY: {pt:aged} right-handed {pt:man} with a first generalized "
        "tonic-clonic seizure on {onset:wd}, {onset:longo}, witnessed by "
        "{pt:his} {r1:rel} at home. Sleep deprived after night shifts at "
        "{emp}. No medications."
    )
    c.para(
        "TECHNIQUE: 21-channel digital EEG with electrodes placed by the "
        "International 10-20 system; single-channel ECG. Photic stimulation "
        "and hyperventilation were performed. Recording time 32 minutes, "
        "awake and drowsy."
    )
    c.para(
        "DESCRIPTION: The posterior dominant rhythm is a well-modulated 10 Hz "
        "alpha rhythm that attenuates with eye opening. During drowsiness "
        "there are brief bursts of generalized 4-5 Hz spike-and-slow-wave "
        "discharges lasting up to 1.5 seconds, maximal frontally, without "
        "clinical change. Photic stimulation produced a photoparoxysmal "
        "response at 15-20 Hz. Hyperventilation produced no further change."
    )
    c.para(
        "IMPRESSION: Abnormal EEG due to generalized epileptiform discharges "
        "and a photoparoxysmal response, supporting a generalized epilepsy "
        "syndrome in the appropriate clinical setting."
    )
    c.add("{con:md}   {dictd:num}", width=False)


def registration_report(c: Case) -> None:
    """A research hospital's first registration report for a protocol patient."""
    c.add("FIRST REGISTRATION REPORT", width=False)
    c.add("{hosp} - Clinical Research Center", width=False)
    c.blank()
    c.add(
        "Patient: {pt:LF}   MRN: {mrn}   Registration date: {onset2:num}", width=False
    )
    c.add("Protocol: {prot}   Principal investigator: {con:md}", width=False)
    c.add("Research nurse: {rn:fl}, RN   Pager {pager}", width=False)
    c.blank()
    c.para(
        "{pt:fl} is a {pt:age}-year-old {pt:man} from {addr:city}, {addr:county}, "
        "{addr:state}, with "
        + c.scenario.dx[0].lower()
        + c.scenario.dx[1:]
        + ", diagnosed on "
        "{prior:long} after a persistent cough, who was referred by "
        "{ref:drf} of {clinic} for evaluation on protocol {prot}, a phase 2 "
        "study of consolidation immunotherapy after chemoradiation."
    )
    c.para(
        "{pt:He} worked for 22 years at {emp} and smoked one pack a day from "
        "age 17 until {year_dx:year}. {pt:He} lives with {pt:his} {r1:rel} "
        "{r1:fl}, who accompanied {pt:him} and will be the travel companion; "
        "lodging has been arranged near the hospital."
    )
    c.para(
        "Informed consent (version dated {formrev:num}, amendment of "
        "{protdate:num}) was reviewed with the patient and {pt:his} {r1:rel} "
        "and signed on {onset2:num} in the presence of the research nurse. The "
        "patient received a copy."
    )
    section(
        c,
        "Eligibility",
        "Confirmed by {con:dr} on {onset:num}: measurable "
        "disease, ECOG 1, adequate organ function.",
        inline=True,
    )
    section(
        c,
        "Contacts",
        "Home {phone}; cell {cell}; {r1:rel} {rphone}; e-mail {email}.",
        inline=True,
    )
    c.add("{con:md}", width=False)


def radiation_summary(c: Case) -> None:
    """A radiation therapy treatment summary (date ranges: both ends tagged)."""
    c.add("{hosp:up}", width=False)
    c.add("DEPARTMENT OF RADIATION ONCOLOGY", width=False)
    c.add("RADIATION THERAPY TREATMENT SUMMARY", width=False)
    c.blank()
    c.cols("PATIENT: {pt:LF}", "MRN: {mrn}", 40)
    c.cols("DOB: {dob:num}", "PROTOCOL: {prot}", 40)
    c.add("RADIATION ONCOLOGIST: {con:md}", width=False)
    c.add("MEDICAL ONCOLOGIST: {att:md}", width=False)
    c.blank()
    c.para("DIAGNOSIS: " + c.scenario.dx + ".")
    c.para(
        "TREATMENT DATES: {adm:num} - {dis:num} (elapsed days: "
        f"{(c.date('dis') - c.date('adm')).days + 1})."
    )
    c.para(
        "TREATMENT: Intensity-modulated radiation therapy to the right upper "
        "lobe primary and involved mediastinal nodes, 60 Gy in 30 fractions "
        "of 2 Gy, with weekly carboplatin and paclitaxel. Image guidance by "
        "daily cone-beam CT."
    )
    c.para(
        "COURSE: Treatment began on {adm:wmd} and was completed on "
        "{dis:mdyo}. One fraction was missed on {hd3:longo} for scheduled "
        "linear accelerator maintenance and was made up at the end of "
        "treatment. {pt:He} developed "
        "grade 2 esophagitis in the fourth week, managed with viscous "
        "lidocaine and a soft diet, with a 3 kg weight loss. The treating "
        "team communicated weekly with {att:drf}."
    )
    c.para(
        "FOLLOW-UP: CT chest 4 to 6 weeks after completion, around {fu2:my}; "
        "consolidation therapy per protocol to begin after restaging. "
        "{pt:He} and {pt:his} {r1:rel} {r1:first} have our number, {cphone}."
    )
    c.add("{con:md}   {dictd:num}", width=False)
    c.add("cc: {ref:md}, {clinic}, {caddr:cs}", width=False)
