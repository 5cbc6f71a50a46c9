"""Acute and surgical scenarios: DKA, arrhythmia, pancreatitis, fracture, appendicitis."""

from __future__ import annotations

from tools.sample_corpus.scenario import Scenario

DKA = Scenario(
    key="dka",
    dx="Diabetic ketoacidosis, moderate",
    complaint="vomiting, abdominal pain and high sugars",
    ages=(19, 34),
    los=(2, 4),
    secondary=(
        "Type 1 diabetes mellitus",
        "Viral gastroenteritis",
        "Insulin pump malfunction",
    ),
    hpi=(
        "{pt:fl} is a {pt:age}-year-old {pt:man} with type 1 diabetes since age 11, "
        "managed with an insulin pump, who developed nausea and vomiting on "
        "{onset:wd} night after a coworker at {emp} was out with a stomach bug. "
        "{pt:He} could not keep food down and suspended {pt:his} pump, then "
        "noticed the infusion set had kinked. Home glucose readings were "
        '"HI" and urine ketones large. {pt:His} {r2:rel} {r2:first} drove '
        "{pt:him} to the emergency department.",
        "A {pt:age}-year-old {pt:man} with type 1 diabetes presents with two days "
        "of polyuria, polydipsia, abdominal pain and vomiting. {pt:He} ran out of "
        "insulin glargine around {hol} because of an insurance lapse after "
        "leaving {pt:his} job at {emp}, and has been stretching "
        "{pt:his} rapid-acting insulin since.",
    ),
    pmh=(
        "Type 1 diabetes mellitus, diagnosed {year_dx:year}",
        "Hypothyroidism",
        "One prior admission for DKA at {hosp2}",
    ),
    meds=(
        "Insulin lispro by pump (basal 0.9 units/hour)",
        "Levothyroxine 75 mcg daily",
    ),
    social=("Lives with roommates at {addr:line}. Drinks socially, denies drug use.",),
    exam=(
        "HR 122, BP 112/70, RR 28 and deep. Dry mucous membranes. Fruity odor "
        "on breath. Diffuse mild abdominal tenderness without guarding.",
    ),
    data=(
        "Glucose 512, bicarbonate 9, anion gap 27, pH 7.14, beta-hydroxybutyrate "
        "6.8, potassium 5.6, creatinine 1.4. Lipase normal.",
    ),
    course=(
        "{pt:He} was admitted to the {icu} on the DKA protocol with an insulin "
        "infusion, potassium replacement and 6 liters of fluid. The anion gap "
        "closed after 14 hours. Subcutaneous insulin glargine was given 2 hours "
        "before the drip was stopped. The diabetes educator, {rn:fl}, reviewed "
        "sick-day rules and pump troubleshooting. {pt:He} resumed the pump with "
        "a new infusion set on {hd3:longo} and asked to be screened for the "
        "closed-loop insulin study (protocol {prot}).",
    ),
    dc_meds=(
        "Insulin pump, basal and bolus settings unchanged",
        "Backup insulin glargine 24 units and pen needles",
        "Levothyroxine 75 mcg daily",
    ),
    followup=(
        "Endocrinology with {con:drf} at {opd} on {fu:long}.",
        "Social work gave information on insurance assistance; call "
        "{sw:fl} at {hphone} with questions.",
    ),
    specialty="Endocrinology",
    consult=(
        "Moderate DKA precipitated by pump failure during a viral illness.",
        "Transition to subcutaneous insulin once the gap is closed; overlap "
        "basal insulin by 2 hours.",
        "Review sick-day rules and keep backup long-acting insulin at home.",
    ),
)

AFIB = Scenario(
    key="afib",
    dx="Atrial fibrillation with rapid ventricular response, new onset",
    complaint="palpitations",
    ages=(52, 90),
    los=(2, 3),
    secondary=("Hyperthyroidism, newly diagnosed", "Hypertension"),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} who woke on {adm:wmd} with a "
        "racing heartbeat and mild chest tightness. {pt:He} had been feeling "
        "jittery and losing weight since {onset2:mon} despite a good appetite. "
        "{pt:His} {r1:rel} checked {pt:his} pulse at 150 on a home blood pressure "
        "cuff and called 911. No syncope. No prior arrhythmia.",
        "This {pt:age}-year-old {pt:man} with hypertension presented with 12 hours "
        "of palpitations and dyspnea that began after a long shift at {emp}. "
        "{pt:He} drinks four energy drinks a day. In the emergency department "
        "the rhythm was atrial fibrillation at 148.",
    ),
    pmh=("Hypertension", "Hyperlipidemia"),
    meds=("Losartan 50 mg daily",),
    social=("Lives with {pt:his} {r1:rel}. No tobacco.",),
    exam=(
        "HR 146 irregularly irregular, BP 132/88. Fine tremor of the hands. "
        "Thyroid diffusely enlarged and nontender. Lungs clear.",
    ),
    data=(
        "TSH below 0.01, free T4 4.2. Troponin negative x2. Echocardiogram: "
        "normal LV function, left atrium mildly dilated.",
    ),
    course=(
        "Rate was controlled with IV diltiazem, then oral metoprolol. CHA2DS2-VASc "
        "score 2; apixaban was started after discussion of risks and benefits. "
        "{con:drf} of endocrinology diagnosed Graves disease and started "
        "methimazole. {pt:He} converted to sinus rhythm spontaneously on "
        "{hd2:longo}.",
    ),
    dc_meds=(
        "Metoprolol tartrate 50 mg twice daily",
        "Apixaban 5 mg twice daily",
        "Methimazole 20 mg daily",
        "Losartan 50 mg daily",
    ),
    followup=(
        "Cardiology clinic at {opd} in 4 weeks.",
        "Endocrinology with {con:dr} in 3 weeks with thyroid labs.",
    ),
    specialty="Cardiology",
    consult=(
        "New atrial fibrillation with RVR, likely precipitated by thyrotoxicosis.",
        "Rate control with beta blockade, which also treats adrenergic symptoms.",
        "Anticoagulate for at least 4 weeks after return to sinus rhythm, "
        "then reassess.",
    ),
)

PANCREATITIS = Scenario(
    key="pancreatitis",
    dx="Acute alcohol-associated pancreatitis",
    complaint="severe epigastric pain radiating to the back",
    ages=(29, 61),
    los=(3, 6),
    secondary=(
        "Alcohol use disorder, moderate",
        "Hypertriglyceridemia",
        "Alcohol withdrawal, mild",
    ),
    hpi=(
        "{pt:fl} is a {pt:age}-year-old {pt:man} who presents with 24 hours of "
        "severe epigastric pain radiating straight through to the back, with "
        "nausea and vomiting. {pt:He} reports drinking 8 to 10 beers a day, more "
        "since {pt:he} was laid off from {emp} in {onset2:mon}, with the last "
        "drink on the evening of {onset:wd}.",
        "A {pt:age}-year-old {pt:man} with a history of heavy alcohol use presents "
        "with abdominal pain that began after a party over {hol}. "
        "{pt:He} was seen for similar pain at {hosp2} two years ago.",
    ),
    pmh=("Alcohol use disorder", "One prior episode of pancreatitis", "Hypertension"),
    meds=("None regularly",),
    social=("Lives with {pt:his} {r1:rel} in {addr:city}. Smokes a pack a day.",),
    exam=(
        "T 37.9, HR 112, BP 150/94. Epigastric tenderness with voluntary "
        "guarding; hypoactive bowel sounds. Mild tremor.",
    ),
    data=(
        "Lipase 2,340, triglycerides 412, AST 98, ALT 44, bilirubin 1.1, calcium "
        "8.6. CT abdomen: edematous pancreatitis without necrosis or collection. "
        "Right upper quadrant ultrasound: no gallstones.",
    ),
    course=(
        "{pt:He} was treated with lactated Ringer's, hydromorphone and early oral "
        "feeding once pain allowed. Withdrawal was monitored with CIWA scores; "
        "{pt:he} needed lorazepam on the first two nights only. Addiction "
        "medicine met with {pt:him} and {pt:he} agreed to start naltrexone.",
    ),
    dc_meds=(
        "Naltrexone 50 mg daily",
        "Thiamine 100 mg daily",
        "Folic acid 1 mg daily",
        "Oxycodone 5 mg every 6 hours as needed, 8 tablets",
    ),
    followup=(
        "Recovery clinic intake at {opd} on {fu:wmd}.",
        "Primary care with {ref:dr} at {clinic}.",
    ),
    specialty="Gastroenterology",
    consult=(
        "Acute interstitial pancreatitis, alcohol-associated; triglycerides "
        "are not high enough to be causal.",
        "Goal-directed fluids with lactated Ringer's; early oral diet.",
        "No role for antibiotics or ERCP.",
    ),
)

HIP_FRACTURE = Scenario(
    key="hipfx",
    dx="Left femoral neck fracture, displaced",
    complaint="left hip pain after a fall",
    ages=(84, 99),
    sex="F",
    los=(4, 6),
    secondary=(
        "Osteoporosis",
        "Postoperative delirium, resolved",
        "Acute blood loss anemia",
    ),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} who lives alone and tripped over a "
        "rug on {adm:wd} evening while letting the dog out. {pt:He} could not get "
        "up and lay on the floor for about 3 hours until {pt:his} {r1:rel}, "
        "{r1:fl}, came by. {pt:He} did not hit {pt:his} head or lose "
        "consciousness. {pt:He} walks with a cane and was independent before the "
        "fall.",
        "{pt:t}, a {pt:age}-year-old {pt:man}, fell in the bathroom at home "
        "overnight on {adm:longo} and was found in the morning by {pt:his} "
        "{r1:rel}, {r1:fl}, with a shortened, externally rotated left leg. "
        "{pt:He} had been more unsteady since a urinary tract infection in "
        "{onset2:mon}.",
    ),
    pmh=(
        "Osteoporosis",
        "Hypertension",
        "Hypothyroidism",
        "Macular degeneration",
        "Mild cognitive impairment",
    ),
    psh=("Cholecystectomy", "Right cataract extraction"),
    meds=(
        "Amlodipine 5 mg daily",
        "Levothyroxine 50 mcg daily",
        "Calcium with vitamin D twice daily",
        "Alendronate 70 mg weekly",
    ),
    social=(
        "Widowed. Lives alone at {addr:line}; {pt:his} {r1:rel} {r1:first}, "
        "{r1:age}, visits daily. Stayed with {r1:first} from {prior:longo} to "
        "{priorend:longo} after a bout of shingles. Never smoked.",
    ),
    exam=(
        "Left leg shortened and externally rotated; pain with any movement of the "
        "hip. Neurovascularly intact distally. Bruising over the left elbow.",
    ),
    data=(
        "X-ray of the left hip: displaced subcapital femoral neck fracture. "
        "Hemoglobin 11.2, creatinine 0.9, CK 940. ECG: sinus rhythm.",
    ),
    course=(
        "Orthopedics took {pt:him} to the operating room on {hd2:longo} for a left "
        "hip hemiarthroplasty under spinal anesthesia, performed by {sur:drf}. "
        "On the second postoperative night {pt:he} became confused and pulled at "
        "{pt:his} IV; delirium was managed with reorientation, glasses and "
        "hearing aids, sleep hygiene and a family member at the bedside. It "
        "resolved by {hd4:wd}.",
        "Hemoglobin fell to 8.1 and was not transfused. {pt:He} worked with "
        "physical therapy and walked 40 feet with a walker. Given {pt:his} age "
        "and that {pt:he} lives alone, discharge to {snf} for subacute "
        "rehabilitation was arranged with the agreement of {pt:his} {r1:rel}.",
    ),
    procedures=("Left hip cemented hemiarthroplasty",),
    dc_meds=(
        "Enoxaparin 40 mg subcutaneously daily for 28 days",
        "Acetaminophen 1 g three times daily",
        "Oxycodone 2.5 mg as needed",
        "Senna and docusate",
        "Home medications unchanged",
    ),
    followup=(
        "Orthopedics with {sur:dr} at {opd} in 2 weeks for staple removal.",
        "Bone health clinic referral.",
    ),
    specialty="Orthopaedic Surgery",
    consult=(
        "Displaced femoral neck fracture in a low-demand elderly patient.",
        "Recommend hemiarthroplasty within 24 to 48 hours.",
        "Weight bearing as tolerated afterwards; posterior hip precautions.",
    ),
)

APPENDICITIS = Scenario(
    key="appy",
    dx="Acute appendicitis, nonperforated",
    complaint="right lower quadrant abdominal pain",
    ages=(18, 45),
    los=(1, 2),
    secondary=(),
    hpi=(
        "{pt:fl} is a {pt:age}-year-old previously healthy {pt:man} with 20 hours "
        "of abdominal pain that started around the umbilicus on {onset:wd} "
        "evening and moved to the right lower quadrant overnight, with anorexia "
        "and one episode of vomiting. {pt:He} left work early at {emp}.",
        "A {pt:age}-year-old {pt:man} presents with right lower quadrant pain since "
        "the morning of {adm:longo}, worse with walking and with the car ride in. "
        "{pt:He} had subjective fevers and no appetite.",
    ),
    pmh=("None",),
    psh=("None",),
    meds=("None",),
    social=(
        "Lives with {pt:his} {r1:rel} in {addr:city}. Works at {emp}. "
        "Social alcohol, no tobacco.",
    ),
    exam=(
        "T 38.1, HR 98. Tender at [[McBurney|~Name]]'s point with voluntary "
        "guarding and a positive [[Rovsing|~Name]] sign. No peritonitis.",
    ),
    data=(
        "WBC 14.1 with left shift. CT abdomen and pelvis: dilated, thick-walled "
        "appendix measuring 11 mm with periappendiceal fat stranding, no "
        "abscess or free air.",
    ),
    course=(
        "{pt:He} was taken for laparoscopic appendectomy by {sur:drf} on the day "
        "of admission. The appendix was inflamed without perforation. "
        "{pt:He} tolerated a regular diet the next morning and was discharged.",
    ),
    procedures=("Laparoscopic appendectomy",),
    dc_meds=(
        "Ibuprofen 600 mg every 6 hours as needed",
        "Acetaminophen 1 g every 8 hours as needed",
    ),
    followup=("General surgery clinic with {sur:dr} in 2 weeks, {cphone}.",),
    specialty="General Surgery",
    consult=(
        "Acute appendicitis without perforation.",
        "Laparoscopic appendectomy today.",
        "Cefoxitin preoperatively; no postoperative antibiotics needed.",
    ),
)

UROSEPSIS = Scenario(
    key="urosepsis",
    dx="Sepsis due to Escherichia coli pyelonephritis",
    complaint="fever and confusion",
    ages=(78, 98),
    los=(4, 6),
    secondary=(
        "Acute metabolic encephalopathy",
        "Acute kidney injury",
        "Dementia, Alzheimer type, moderate",
    ),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} with moderate Alzheimer dementia "
        "who lives at {snf}. Staff noticed {pt:he} was more confused and not "
        "eating on {onset:wd}, then febrile to 39.4 with rigors the next morning. "
        "{pt:His} {r1:rel}, {r1:fl}, who holds health care power of attorney, "
        "reports that at baseline {pt:he} recognizes family and feeds "
        "{pt:him}self.",
    ),
    pmh=(
        "Alzheimer dementia",
        "Recurrent urinary tract infections",
        "Hypertension",
        "Atrial fibrillation",
    ),
    meds=(
        "Donepezil 10 mg nightly",
        "Metoprolol 25 mg twice daily",
        "Apixaban 2.5 mg twice daily",
    ),
    social=(
        "Long-term resident of {snf} since {prior2:year}. {pt:His} "
        "{r1:age}-year-old {r1:rel} can be reached at {rphone}.",
    ),
    exam=(
        "T 39.1, HR 118, BP 88/50, RR 22. Oriented to self only. Dry mucous "
        "membranes. Left costovertebral angle tenderness.",
    ),
    data=(
        "WBC 19.4, lactate 3.8, creatinine 2.0. Urinalysis with large leukocyte "
        "esterase and many bacteria. Urine and blood cultures grew E. coli "
        "resistant to ciprofloxacin. Renal ultrasound: no hydronephrosis.",
    ),
    course=(
        "{pt:He} met sepsis criteria and received fluids and ceftriaxone in the "
        "emergency department. Blood pressure responded without vasopressors. "
        "Mental status returned to baseline by {hd4:wd}. Antibiotics were "
        "changed to oral cefpodoxime to complete 10 days.",
        "After a family meeting with {pt:his} {r1:rel} and {r2:rel} {r2:fl}, "
        "code status was changed to DNR/DNI with continued medical treatment.",
    ),
    dc_meds=(
        "Cefpodoxime 200 mg twice daily through {fu:md}",
        "Donepezil, metoprolol and apixaban as before",
    ),
    followup=(
        "Return to {snf}; facility physician to see within 72 hours.",
        "BMP in one week; results to {snf}, fax {fax}.",
    ),
    specialty="Infectious Disease",
    consult=(
        "E. coli pyelonephritis with bacteremia, fluoroquinolone resistant.",
        "Ceftriaxone then oral cefpodoxime; total 10 days.",
        "No imaging needed beyond ultrasound unless fever persists.",
    ),
)
