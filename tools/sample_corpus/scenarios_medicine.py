"""Adult medicine scenarios: heart failure, pneumonia, stroke and bleeding."""

from __future__ import annotations

from tools.sample_corpus.scenario import Scenario

CHF = Scenario(
    key="chf",
    dx="Acute on chronic systolic heart failure (ejection fraction 25-30%)",
    complaint="shortness of breath and leg swelling",
    ages=(88, 97),
    los=(4, 7),
    secondary=(
        "Persistent atrial fibrillation, rate controlled",
        "Chronic kidney disease, stage 3b",
        "Hypertension",
        "Gout, quiescent",
    ),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} with ischemic cardiomyopathy, "
        "persistent atrial fibrillation and stage 3 chronic kidney disease who "
        "presented with two weeks of progressive dyspnea on exertion, three-pillow "
        "orthopnea and bilateral leg swelling. {pt:He} lives with {pt:his} "
        "{r1:rel}, {r1:fl}, who noticed that {pt:he} had been sleeping in a recliner "
        "since {hol} and that {pt:his} shoes no longer fit. {pt:His} home weight "
        "log showed a gain of 4 kg over 10 days. {pt:He} admits to eating ham and "
        "canned soup over the holiday and to missing several doses of furosemide "
        "because of urinary urgency while out of the house. No chest pain, "
        "palpitations or syncope.",
        "This {pt:age}-year-old {pt:man}, well known to our heart failure clinic "
        "at {opd}, was sent in by {ref:dr} after a routine visit on {onset:longo} "
        "found {pt:him} 5 kg above dry weight with an oxygen saturation of 89% on "
        "room air. {pt:He} reports worsening breathlessness walking from the "
        "bedroom to the kitchen, paroxysmal nocturnal dyspnea and a nonproductive "
        "cough. {pt:His} {r2:rel} {r2:first} says {pt:he} has been more tired and "
        "confused in the evenings over the past week.",
    ),
    pmh=(
        "Ischemic cardiomyopathy, LVEF 25-30% on echocardiogram {prior:my}",
        "Coronary artery disease, CABG x3 in {prior2:year}",
        "Persistent atrial fibrillation on apixaban",
        "Chronic kidney disease stage 3b, baseline creatinine 1.6",
        "Hypertension",
        "Gout",
        "Osteoarthritis of the knees",
    ),
    meds=(
        "Furosemide 40 mg by mouth twice daily",
        "Metoprolol succinate 50 mg daily",
        "Apixaban 2.5 mg twice daily",
        "Sacubitril-valsartan 24-26 mg twice daily",
        "Atorvastatin 40 mg nightly",
        "Allopurinol 100 mg daily",
    ),
    social=(
        "Lives with {pt:his} {r1:age}-year-old {r1:rel} in a single-story home "
        "in {addr:city}. "
        "Retired from {emp} after 30 years. Quit smoking in {prior2:year}; no "
        "alcohol.",
    ),
    family="Mother died of heart failure in her [[70s|~Age-NPII|Patient]]. Brother "
    "with diabetes.",
    exam=(
        "Vitals: T 36.6, HR 96 irregular, BP 148/84, RR 24, SpO2 90% on room air, "
        "weight 81.4 kg.",
        "Elderly {pt:man} in mild respiratory distress, speaking in short sentences.",
        "JVP to the angle of the jaw. Irregularly irregular rhythm, 2/6 holosystolic "
        "murmur at the apex.",
        "Bibasilar crackles to the mid-lung fields. 3+ pitting edema to the knees.",
    ),
    data=(
        "BNP 2,840 pg/mL (baseline 900). Sodium 133, potassium 4.9, BUN 48, "
        "creatinine 2.1. Troponin 0.04 and flat on repeat. Chest x-ray (accession "
        "{acc}) showed cardiomegaly, bilateral pleural effusions and interstitial "
        "edema. ECG: atrial fibrillation at 98, old inferior Q waves, no acute "
        "ST changes.",
    ),
    course=(
        "1. Acute on chronic systolic heart failure: {pt:He} was admitted to "
        "{ward} on telemetry and diuresed with intravenous furosemide 80 mg twice "
        "daily, with net negative 6.2 liters over the admission. Weight on "
        "discharge was 75.9 kg. Oxygen was weaned to room air on {hd3:longo}. "
        "Sacubitril-valsartan was held for two days while creatinine peaked at 2.4 "
        "and was resumed once it returned to 1.8. {pt:He} remains enrolled in the "
        "remote pulmonary artery pressure monitoring study, protocol {prot}; the "
        "study team was notified of the admission.",
        "2. Atrial fibrillation: rates stayed in the 80s to 90s on home metoprolol. "
        "Apixaban was continued at the renally adjusted dose given age over 80.",
        "3. Goals of care: {att:dr} met with the patient and {pt:his} {r1:rel} "
        "{r1:first} on {hd3:wd}. {pt:He} wishes to remain DNR/DNI and would "
        "accept rehospitalization for treatable problems. A MOLST form was "
        "completed and placed in the chart.",
    ),
    dc_meds=(
        "Torsemide 40 mg by mouth daily (replaces furosemide)",
        "Metoprolol succinate 50 mg daily",
        "Apixaban 2.5 mg twice daily",
        "Sacubitril-valsartan 24-26 mg twice daily",
        "Atorvastatin 40 mg nightly",
        "Allopurinol 100 mg daily",
    ),
    followup=(
        "Heart failure clinic with {con:drf} on {fu:long}, {opd}.",
        "BMP within one week at {clinic}; results to {ref:dr}, fax {fax}.",
        "Daily weights; call {cphone} for a gain of more than 1 kg in a day or "
        "2 kg in a week.",
    ),
    condition="Improved; ambulating with a walker, on room air.",
    specialty="Cardiology",
    consult=(
        "Decompensation was most likely driven by dietary sodium and missed "
        "diuretic doses rather than ischemia or arrhythmia.",
        "Recommend transition to torsemide 40 mg daily once euvolemic.",
        "Repeat echocardiogram is not needed this admission; last study {prior:my}.",
        "Not a candidate for device therapy given age and preferences; "
        "palliative care referral is appropriate.",
    ),
)

PNEUMONIA = Scenario(
    key="pna",
    dx="Community-acquired pneumonia, right lower lobe",
    complaint="fever, cough and shortness of breath",
    ages=(58, 88),
    los=(3, 5),
    secondary=(
        "Type 2 diabetes mellitus",
        "Hyperlipidemia",
        "Acute kidney injury, prerenal, resolved",
    ),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} with type 2 diabetes who "
        "presented on {adm:wmd} with four days of fever to 39.2, productive cough "
        "with rust-colored sputum and right-sided pleuritic chest pain. "
        "{pt:He} was seen at an urgent care clinic in {town2} on {onset:wd} and "
        "given azithromycin without improvement. {pt:His} {r1:rel} brought "
        "{pt:him} in after {pt:he} became lightheaded standing up. {pt:His} "
        "grandchildren, including a [[9-month|Age-fract|Patient]]-old, had a "
        "febrile illness after {hol}.",
        "The patient is a {pt:age}-year-old {pt:man} who works as a custodian at "
        "{emp} and presented with fever, chills and cough productive of yellow "
        "sputum beginning {onset:longo}. {pt:He} returned from visiting family in "
        "{country} a month ago; denies sick contacts, hemoptysis or weight loss. "
        "In the emergency department {pt:he} "
        "was febrile to 38.9 with a heart rate of 112 and saturation of 88% on "
        "room air.",
    ),
    pmh=(
        "Type 2 diabetes mellitus, last A1c 7.8%",
        "Hyperlipidemia",
        "Obesity",
        "Osteoarthritis of both knees",
    ),
    meds=(
        "Metformin 1000 mg twice daily",
        "Glipizide 5 mg daily",
        "Atorvastatin 20 mg daily",
        "Acetaminophen as needed",
    ),
    social=(
        "Lives in {addr:city} with {pt:his} {r1:rel}. Former smoker, 20 "
        "pack-years, quit {prior2:year}. Occasional beer.",
    ),
    family="Noncontributory.",
    exam=(
        "Vitals: T 38.7, HR 108, BP 104/62, RR 24, SpO2 91% on 2 L nasal cannula.",
        "Ill-appearing but conversant.",
        "Dullness and bronchial breath sounds at the right base with egophony.",
        "Tachycardic, regular. Dry mucous membranes. No edema.",
    ),
    data=(
        "WBC 16.8 with 88% neutrophils, lactate 2.6, creatinine 1.7 (baseline "
        "0.9), glucose 284. Procalcitonin 4.1. Chest radiograph showed right lower "
        "lobe consolidation with a small parapneumonic effusion. Blood cultures "
        "{spec} grew Streptococcus pneumoniae, pan-sensitive. Urine Legionella "
        "antigen negative.",
    ),
    course=(
        "{pt:He} received a 30 mL/kg fluid bolus and was started on ceftriaxone and "
        "azithromycin. Fever broke on hospital day 2. Once blood cultures "
        "identified pneumococcus, antibiotics were narrowed to intravenous "
        "penicillin and then amoxicillin to complete 7 days. Creatinine normalized "
        "with fluids. Metformin was held and resumed at discharge. Repeat blood "
        "cultures on {hd3:md} were negative.",
        "Glucose was managed with basal-bolus insulin; A1c was 7.8%. Diabetes "
        "education was provided to the patient and {pt:his} {r1:rel} {r1:first}.",
    ),
    dc_meds=(
        "Amoxicillin 1 g three times daily through {fu:md}",
        "Metformin 1000 mg twice daily",
        "Glipizide 5 mg daily",
        "Atorvastatin 20 mg daily",
    ),
    followup=(
        "Primary care with {ref:drf} at {clinic} in one week, phone {cphone}.",
        "Repeat chest x-ray in 6 to 8 weeks to document resolution.",
    ),
    condition="Good. Afebrile for 48 hours, saturating 95% on room air.",
    specialty="Infectious Disease",
    consult=(
        "Pneumococcal bacteremia from a lobar pneumonia; no evidence of "
        "endocarditis or meningitis.",
        "Narrow to penicillin G; total duration 7 days from first negative culture.",
        "Pneumococcal and influenza vaccination before discharge.",
    ),
)

STROKE = Scenario(
    key="stroke",
    dx="Acute ischemic stroke, left middle cerebral artery territory",
    complaint="right-sided weakness and trouble speaking",
    ages=(61, 92),
    los=(4, 8),
    secondary=("New atrial fibrillation", "Hypertension", "Dysphagia, improving"),
    hpi=(
        "{pt:t} is a {pt:age}-year-old right-handed {pt:man} who was last known "
        "well at 06:40 on {adm:wlong}, when {pt:his} {r1:rel} {r1:first} heard "
        "{pt:him} in the kitchen. At 07:15 {pt:he} was found leaning to the right "
        "in a chair, unable to get words out. EMS from {town} measured a glucose "
        "of 132 and transported {pt:him} directly to {hosp} as a stroke alert.",
        "This is a {pt:age}-year-old {pt:man} with hypertension who developed "
        "sudden right arm and face weakness and word-finding difficulty while "
        "playing cards at the {town} senior center on {adm:wd} afternoon. A "
        "friend called 911. {pt:He} has had no prior stroke or TIA. {pt:His} "
        "{r2:rel}, {r2:fl}, arrived shortly after and confirmed baseline "
        "independence in all activities.",
    ),
    pmh=("Hypertension", "Hyperlipidemia", "Glaucoma", "Remote tobacco use"),
    meds=(
        "Amlodipine 10 mg daily",
        "Latanoprost eye drops nightly",
        "Aspirin 81 mg daily",
    ),
    social=(
        "Lives with {pt:his} {r1:rel} in an apartment at {addr:line}. "
        "Independent in ADLs; still drives.",
    ),
    family="Father had a stroke in his [[60s|~Age-NPII|Patient]].",
    exam=(
        "NIHSS 9 on arrival: right facial droop, right arm drift to the bed, "
        "right leg drift, expressive aphasia, mild dysarthria. Right "
        "[[Babinski|~Name]] sign.",
        "BP 188/96, HR 104 irregularly irregular.",
        "Left gaze preference that resolved within the first hour.",
    ),
    data=(
        "CT head without contrast: no hemorrhage, ASPECTS 9. CT angiogram: "
        "occlusion of the superior division of the left M2 segment. MRI brain on "
        "{hd2:md}: acute infarct in the left frontal operculum and insula. "
        "Telemetry: paroxysmal atrial fibrillation. LDL 142, A1c 5.9%.",
    ),
    course=(
        "{pt:He} received IV tenecteplase at 08:21 and was taken for mechanical "
        "thrombectomy by {con:drf} with TICI 2b reperfusion. Post-procedure "
        "{pt:he} was monitored in the {icu} for 24 hours. NIHSS improved to 3 "
        "by {hd3:longo}.",
        "New atrial fibrillation was found on telemetry. After a repeat head CT "
        "on day 4 showed no hemorrhagic transformation, apixaban was started. "
        "{pt:He} was enrolled in the post-thrombectomy blood pressure trial "
        "(protocol {prot}) with consent from {pt:his} {r1:rel}. "
        "Speech therapy found mild oropharyngeal dysphagia; {pt:he} was advanced "
        "to a mechanical soft diet. Physical and occupational therapy recommended "
        "acute inpatient rehabilitation.",
    ),
    dc_meds=(
        "Apixaban 5 mg twice daily",
        "Atorvastatin 80 mg nightly",
        "Amlodipine 5 mg daily",
        "Latanoprost eye drops nightly",
    ),
    followup=(
        "Stroke clinic with {con:drf} in 4 weeks, {opd}.",
        "Discharge to {snf} for acute rehabilitation.",
    ),
    condition="Stable. Mild residual right hand weakness and word-finding pauses.",
    specialty="Neurology",
    consult=(
        "Left MCA superior division infarct, cardioembolic from newly "
        "detected atrial fibrillation.",
        "Start apixaban on day 4 if repeat imaging shows no hemorrhage.",
        "High-intensity statin; blood pressure goal below 130/80 after 48 hours.",
    ),
)

GI_BLEED = Scenario(
    key="gib",
    dx="Upper gastrointestinal bleeding from a duodenal ulcer",
    complaint="black stools and lightheadedness",
    ages=(45, 91),
    los=(2, 5),
    secondary=(
        "Acute blood loss anemia",
        "Helicobacter pylori infection",
        "Osteoarthritis with chronic NSAID use",
    ),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} with osteoarthritis who has been "
        "taking ibuprofen 800 mg three times daily since a knee flare in "
        "{onset2:mon}. {pt:He} noticed black tarry stools on {onset:wd} and "
        "nearly fainted at {pt:his} job at {emp} on the morning of admission. "
        "{pt:He} denies hematemesis, alcohol or anticoagulant use.",
        "A {pt:age}-year-old {pt:man} brought in by {pt:his} {r1:rel} after two "
        "days of melena and one episode of coffee-ground emesis. {pt:He} had "
        "been taking naproxen for back pain that started after helping "
        "{pt:his} {r2:rel} move furniture around {hol}.",
    ),
    pmh=("Osteoarthritis", "Hypertension", "Gastroesophageal reflux disease"),
    meds=(
        "Ibuprofen 800 mg three times daily",
        "Lisinopril 20 mg daily",
        "Omeprazole 20 mg as needed",
    ),
    social=(
        "Lives with {pt:his} {r1:rel} in {addr:city}. Works at "
        "{emp}. Drinks one or two glasses of wine a week.",
    ),
    family="No family history of GI cancer.",
    exam=(
        "HR 118, BP 92/58 supine, orthostatic.",
        "Pale conjunctivae. Epigastric tenderness without peritoneal signs.",
        "Rectal exam: black guaiac-positive stool.",
    ),
    data=(
        "Hemoglobin 6.9 (baseline 13.4 in {prior:my}), BUN 58, creatinine 1.0, "
        "INR 1.1. Type and screen sent; 2 units of packed red cells issued, unit "
        "numbers {unitno} and {unitno2}.",
    ),
    course=(
        "{pt:He} was resuscitated with crystalloid and 2 units of packed red "
        "cells and started on a pantoprazole infusion. Upper endoscopy by "
        "{con:drf} on {hd2:long} showed a 1.2 cm clean-based duodenal bulb ulcer "
        "with a visible vessel, treated with epinephrine injection and two "
        "hemoclips. Biopsies were positive for Helicobacter pylori (pathology "
        "{spec}).",
        "Hemoglobin stabilized at 8.4 without further transfusion. {pt:He} was "
        "counseled to avoid all NSAIDs and was started on quadruple therapy for "
        "H. pylori.",
    ),
    dc_meds=(
        "Pantoprazole 40 mg twice daily for 8 weeks",
        "Bismuth subsalicylate, tetracycline and metronidazole for 14 days",
        "Lisinopril 20 mg daily",
        "Acetaminophen up to 3 g daily for knee pain",
    ),
    followup=(
        "Gastroenterology clinic with {con:dr} in 8 weeks; repeat H. pylori "
        "breath test at least 4 weeks after therapy.",
        "CBC at {clinic} in one week.",
    ),
    specialty="Gastroenterology",
    consult=(
        "Hemodynamically significant upper GI bleed, likely NSAID-related "
        "peptic ulcer disease.",
        "Endoscopy within 24 hours once resuscitated; continue PPI infusion.",
        "Stop NSAIDs permanently; test for H. pylori.",
    ),
)
