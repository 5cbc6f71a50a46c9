"""Clinic notes: office visit, addendum, well-child visit, physical therapy, phone call."""

from __future__ import annotations

from tools.sample_corpus.case import Case
from tools.sample_corpus.notes_common import numbered, plain_signature, section

DAYCARES = (
    "Little Acorns Learning Center",
    "Bright Start Child Care",
    "Kiddie Korner Preschool",
)


def office_visit(c: Case) -> None:
    """A primary-care visit for diabetes, hypertension and prevention."""
    c.add("{clinic}", width=False)
    c.add("{caddr:block}", width=False)
    c.add("Tel {cphone}  Fax {fax}", width=False)
    c.blank()
    c.add("OFFICE VISIT - {adm:long}", width=False)
    c.add("Patient: {pt:fl}   DOB: {dob:num}   MRN: {mrn}   Ins ID: {ins}", width=False)
    c.add("Provider: {ref:md}", width=False)
    c.blank()
    section(c, "Chief complaint", "3-month diabetes follow-up.", inline=True)
    c.para(
        "HPI: {pt:t} returns for follow-up of type 2 diabetes, hypertension "
        "and hyperlipidemia; last seen {prior:long}. {pt:He} admits that over "
        '{hol} {pt:he} "ate everything in sight" and skipped evening walks. '
        "Fasting sugars on {pt:his} meter run 150-190, no lows. {pt:He} has "
        "been walking with {pt:his} {r1:rel}, {r1:first}, at the {town} "
        "community center <<on Tuesday and Thursday mornings|three mornings a "
        "week>>. No polyuria, chest pain, foot sores or vision change. "
        "<<{pt:He} still works at {emp} and finds lunches there hard to "
        "plan.|Since retiring from {emp} last year {pt:he} snacks more at "
        "home.>>"
    )
    c.add(
        "Medications: metformin 1000 mg twice daily; glipizide 5 mg daily; "
        "lisinopril 20 mg daily; atorvastatin 40 mg daily; aspirin 81 mg daily."
    )
    c.add("Allergies: <<none|penicillin (rash)>>.")
    c.blank()
    c.para(
        "Exam: BP 142/86, repeat 138/84. Pulse 78. Weight 96.2 kg (up 2.1 kg). "
        "BMI 33.4. Lungs clear. Heart regular. Feet: intact skin, normal "
        "pulses, monofilament sensation reduced at both great toes."
    )
    c.para(
        "Data: point-of-care A1c 8.4% today (7.6% in {prior:mon}). Lipids "
        "{prior:nums}: LDL 88. eGFR 71."
    )
    c.add("Assessment and plan:")
    numbered(
        c,
        (
            "Type 2 diabetes above goal: add semaglutide 0.25 mg weekly for 4 weeks, "
            "then 0.5 mg; stop glipizide if fasting sugars fall below 110. Dietitian "
            "referral.",
            "Hypertension above goal: continue lisinopril; recheck at nurse visit.",
            "Early peripheral neuropathy: daily foot checks; podiatry referral.",
            "Health maintenance: diabetic eye exam overdue, referred to {con:drf}, "
            "ophthalmology, {hosp}. Colonoscopy done {prior2:year}, next due in 10 "
            "years. Urine microalbumin sent today.",
        ),
    )
    c.blank()
    c.para(
        "Return in 3 months, sooner as needed. Results will be posted to the "
        "patient portal ({url}); {pt:he} prefers messages to {email} or "
        "calls to {cell}."
    )
    c.add("{ref:md}   {adm:num}", width=False)


def office_addendum(c: Case) -> None:
    """An addendum to an earlier office visit (same patient and case)."""
    c.add("OUTPATIENT ADDENDUM", width=False)
    c.add("Re: {pt:fl}   MRN {mrn}   Visit of {adm:num}", width=False)
    c.blank()
    c.para(
        "{fu:num}: Urine microalbumin-to-creatinine ratio returned at 64 mg/g "
        "(moderately increased). Given diabetes and hypertension, plan to "
        "increase lisinopril to 40 mg daily and repeat BMP in 2 weeks."
    )
    c.para(
        "Called patient at {phone} on {fu:wd} at 12:10; no answer, left a "
        "message asking for a call back, without clinical details. On "
        "{fu2:longo} spoke with {pt:his} {r1:rel} {r1:fl}, who is listed on "
        "the release of information form, and with the patient, who agreed to "
        "the change. New prescription sent to {pharm}. Lab order {order} "
        "placed."
    )
    c.para(
        "Correction to the visit note: the dietitian referral was sent to "
        "{hosp} Outpatient Nutrition, not to {clinic}."
    )
    c.add("{ref:md}   Addendum signed {fu2:num}", width=False)


def well_child(c: Case) -> None:
    """A 4-month well-child visit: fractional ages, parents, daycare."""
    c.add("{clinic} - WELL CHILD VISIT", width=False)
    c.add("{pt:lf}   DOB {dob:num}   Age {pt:age}   MRN {mrn}", width=False)
    c.add("Visit date: {adm:num}   Provider: {ref:md}", width=False)
    c.blank()
    c.para(
        "{pt:first} is here with {pt:his} {r1:rel}, {r1:fl}, and "
        "{r2:rel}, {r2:first}, for {pt:his} {pt:agea} check. Born at 39 "
        "weeks at {hosp2}; Apgars 8 and 9. Breastfed with one bottle of "
        "formula at night. Sleeps 5 to 6 hours at a stretch in a crib in the "
        "parents' room. Starts daycare at [[" + c.pick(DAYCARES) + "|Organization]] "
        "in {town} on {fu:longo}, when {pt:his} "
        "{r1:rel} returns to work at {emp}. An aunt visiting from {country} "
        "helps at home."
    )
    c.para(
        "Development: social smile, laughs, rolls front to back, brings hands "
        "together, holds head steady. At the 2-month visit {pt:he} was just "
        "beginning to coo; now babbles."
    )
    c.para(
        "Exam: weight 6.9 kg (55th percentile), length 63 cm (60th), head "
        "circumference 41 cm (50th). Anterior fontanelle open and flat. Red "
        "reflex present bilaterally. Hips stable, [[Ortolani|~Name]] and [[Barlow|~Name]] "
        "negative. Normal genitalia. Skin: small cafe-au-lait spot on the "
        "left thigh."
    )
    c.add("Plan:")
    numbered(
        c,
        (
            "Vaccines today: DTaP-IPV-Hib, PCV, rotavirus; VIS given to {r1:rel}.",
            "Anticipatory guidance: safe sleep, car seat rear facing, no solids "
            "before about 6 months, fluoride varnish at next visit.",
            "Next well visit at 6 months, around {fu2:my}.",
        ),
    )
    c.blank()
    c.add("{ref:md}", width=False)


def pt_evaluation(c: Case) -> None:
    """An outpatient physical-therapy initial evaluation after hip surgery."""
    c.add("{hosp} Rehabilitation Services - {opd}", width=False)
    c.add("PHYSICAL THERAPY INITIAL EVALUATION", width=False)
    c.add("Patient: {pt:fl}   DOB: {dob:num}   MRN: {mrn}", width=False)
    c.add("Referring physician: {sur:md}   Date: {fu:num}", width=False)
    c.add(
        "Diagnosis: s/p left hip hemiarthroplasty {hd2:num} for femoral neck fracture",
        width=False,
    )
    c.blank()
    c.para(
        "Subjective: {pt:t} fell at home on {adm:long}. {pt:He} spent 12 days at "
        "{snf} and returned home {fu:md}. Pain 4/10 with walking, 1/10 at rest. "
        "Lives with {pt:his} {r1:rel} {r1:first} in a two-story house at "
        "{addr:streetu} with 4 steps to enter, rail on the right, and a "
        'bedroom upstairs. Goal: "to walk to church by myself and to dance '
        "at my {r2:rel} {r2:first}'s wedding in {fu2:mon}.\""
    )
    c.add("Objective:")
    for line in (
        "Hip AROM (left): flexion 85 degrees (within posterior precautions), "
        "abduction 25 degrees.",
        "Strength: left hip abductors 3-/5, extensors 3/5, quadriceps 4/5.",
        "Timed Up and Go: 24 seconds with a front-wheeled walker (fall risk above "
        "13.5 s).",
        "Berg Balance Scale: 38/56.",
        "Gait: step-to pattern, decreased stance time on the left, trunk lean.",
    ):
        c.add("- " + line)
    c.blank()
    c.para(
        "Assessment: {pt:aged} {pt:man} with deficits in strength, balance and "
        "gait after hip fracture surgery, at high risk of falls. Good rehab "
        "potential given prior independence."
    )
    c.para(
        "Plan: 2 times a week for 8 weeks ({fu:num} to {fu2:num}): progressive "
        "hip strengthening, balance training, stair training and a home "
        "exercise program. Home safety checklist given; {pt:his} {r1:rel} "
        "will remove throw rugs."
    )
    plain_signature(c, "thp", "fu")
    c.add(
        "Plan of care template rev. {formrev:num}; certification period {fu:num} "
        "to {fu2:num}.",
        width=False,
    )


def telephone_encounter(c: Case) -> None:
    """A few lines about a phone call."""
    c.add("TELEPHONE ENCOUNTER  {adm:num} <<10:14|16:52|08:31>>", width=False)
    c.add("Caller: {r1:fl} ({r1:rel}) {rphone}", width=False)
    c.add("Re: {pt:fl}, DOB {dob:num}, MRN {mrn}", width=False)
    c.para(
        "{r1:first} reports the pharmacy ({pharm}) says the new blood pressure "
        "pill interacts with {pt:his} potassium. Reviewed chart: lisinopril "
        "and potassium chloride both ordered by {ref:dr}. Advised to hold "
        "potassium until labs on {fu:wd}; message sent to {ref:dr}. Caller "
        "verbalized understanding."
    )
    c.add("{rn:fl}, {rn:creds}", width=False)
