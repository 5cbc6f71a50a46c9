"""Paediatric and psychiatric scenarios (fractional ages, parents, hospital units)."""

from __future__ import annotations

from tools.sample_corpus.scenario import Scenario

BRONCHIOLITIS = Scenario(
    key="bronchiolitis",
    dx="RSV bronchiolitis",
    complaint="cough, fast breathing and poor feeding",
    ages=(60, 110),
    kind="infant",
    los=(2, 4),
    secondary=("Mild dehydration", "Former 35-week preterm infant"),
    hpi=(
        "{pt:first} is a {pt:agea}-old former [[35-week|~Age-fract|Patient]] {pt:male} "
        "infant who was well "
        "until {onset:wd}, when {pt:he} developed nasal congestion and cough. "
        "Over the following two days {pt:he} began breathing fast and taking "
        "only half of {pt:his} usual bottles. {pt:His} {r1:rel}, {r1:fl}, "
        "counted 4 wet diapers in the last 24 hours. An older sibling in daycare "
        "has had a cold since {hol}. {pt:He} was seen at {clinic} on "
        "{onset:md} and sent in by {ref:dr} for saturations of 89%.",
    ),
    pmh=(
        "Born at 35 weeks by repeat cesarean section at {hosp2}; NICU stay of 6 "
        "days for feeding",
        "Immunizations up to date",
    ),
    meds=("None",),
    social=(
        "Lives with {pt:his} {r1:rel} and {r2:rel} and a "
        "[[4|Age-NPII|Patient]]-year-old sibling in "
        "{addr:city}. No smokers in the home. {pt:His} {r1:rel} works at {emp}.",
    ),
    exam=(
        "Weight 5.1 kg. T 38.0, HR 168, RR 64, SpO2 90% on room air.",
        "Copious nasal secretions. Subcostal and intercostal retractions, "
        "diffuse fine crackles and end-expiratory wheezes.",
        "Fontanelle soft and flat. Capillary refill 2 seconds.",
    ),
    data=("RSV PCR positive. Chest x-ray not obtained per bronchiolitis guideline.",),
    course=(
        "{pt:He} was admitted to {ward} and required high-flow nasal cannula at up "
        "to 8 L/min for 36 hours, weaned to room air on {hd3:longo}. Nasogastric "
        "feeds were given for one day and stopped when {pt:he} took full bottles "
        "again. {pt:His} {r1:rel} was taught bulb suctioning and the signs of "
        "respiratory distress.",
    ),
    dc_meds=("None",),
    followup=(
        "Follow up with {ref:dr} at {clinic} in 2 days.",
        "Return for retractions, fewer than 3 wet diapers a day, or color change.",
    ),
    condition="Good. Feeding well, saturations 95-98% on room air.",
    specialty="Pediatrics",
)

JAUNDICE = Scenario(
    key="jaundice",
    dx="Neonatal hyperbilirubinemia requiring phototherapy",
    complaint="yellow skin",
    ages=(3, 6),
    kind="infant",
    los=(1, 2),
    secondary=("ABO incompatibility, DAT positive", "Breastfeeding, suboptimal intake"),
    hpi=(
        "Baby {pt:last} is a {pt:agea}-old {pt:male} infant born at "
        "[[38 weeks|~Age-fract|Patient]] at {hosp2} to a {r1:age}-year-old G2P2 "
        "mother with blood type O positive. {pt:He} went home at "
        "[[36 hours|Age-fract|Patient]] of life. At the newborn visit on "
        "{adm:wmd} the pediatrician, {ref:drf}, found {pt:him} jaundiced to the "
        "abdomen with a transcutaneous bilirubin of 19.2, and {pt:he} had lost "
        "11% of birth weight. {pt:His} {r1:rel} {r1:first} reports 6 to 8 "
        "breastfeeds a day with 2 wet diapers.",
    ),
    pmh=("Birth weight 3,380 g. Blood type A positive, DAT positive.",),
    meds=("None",),
    social=("First-time breastfeeding {r1:rel}; {r2:rel} {r2:first} is at home.",),
    exam=(
        "Weight 3,010 g. Jaundiced to the thighs. Active and alert, strong suck. "
        "Anterior fontanelle soft.",
    ),
    data=(
        "Total serum bilirubin 20.4 mg/dL at [[110 hours|Age-fract|Patient]] of life, direct 0.4. "
        "Hemoglobin 13.8, reticulocytes 6.2%.",
    ),
    course=(
        "{pt:He} received intensive phototherapy on {ward} with bilirubin falling "
        "to 13.1 after 18 hours. Lactation consultant {rn:fl} worked with "
        "{pt:his} {r1:rel}; supplemental expressed milk was added. Rebound "
        "bilirubin 6 hours off phototherapy was 13.8.",
    ),
    dc_meds=("None",),
    followup=("Weight and bilirubin check with {ref:dr} on {fu:wd}.",),
    condition="Good.",
    specialty="Pediatrics",
)

FEBRILE_INFANT = Scenario(
    key="febrile_infant",
    dx="Fever in a young infant; urinary tract infection",
    complaint="fever",
    ages=(15, 45),
    kind="infant",
    los=(2, 3),
    secondary=("Escherichia coli urinary tract infection",),
    hpi=(
        "{pt:first} is a {pt:agea}-old term {pt:male} who had a rectal temperature "
        "of 38.6 at home on the evening of {adm:longo}, measured by {pt:his} "
        "{r1:rel} after {pt:he} was fussy and fed less. No cough, rash, vomiting "
        "or diarrhea. No sick contacts except {pt:his} {r2:rel}, who has a cold. Born at "
        "{hosp2} by vaginal delivery; mother GBS negative.",
    ),
    pmh=("Term birth, uncomplicated newborn course",),
    meds=("None",),
    social=("Lives with {pt:his} parents, {r1:fl} and {r2:fl}, in {addr:city}.",),
    exam=(
        "T 38.4, HR 172. Fussy but consolable. Fontanelle flat. No rash. "
        "Normal exam otherwise.",
    ),
    data=(
        "Urinalysis by catheter: positive leukocyte esterase and nitrite. "
        "Procalcitonin 1.2, CRP 48. Urine culture grew more than 100,000 CFU/mL "
        "E. coli. Blood culture and CSF culture negative at 36 hours.",
    ),
    course=(
        "{pt:He} was admitted on IV ampicillin and ceftriaxone per the febrile "
        "infant pathway after lumbar puncture. Antibiotics were narrowed to "
        "cefazolin and then oral cephalexin once cultures returned. Renal and "
        "bladder ultrasound was normal.",
    ),
    dc_meds=("Cephalexin 25 mg/kg/dose four times daily to complete 10 days",),
    followup=("{ref:dr} at {clinic} on {fu:longo}.",),
    specialty="Pediatrics",
)

ASTHMA = Scenario(
    key="asthma",
    dx="Status asthmaticus",
    complaint="wheezing and trouble breathing",
    ages=(4, 13),
    kind="peds",
    los=(2, 3),
    secondary=("Persistent asthma, moderate, poorly controlled", "Allergic rhinitis"),
    hpi=(
        "{pt:first} is a {pt:age}-year-old {pt:boy} with moderate persistent asthma "
        "who began coughing and wheezing after a sleepover on {onset:wd}. "
        "{pt:His} {r1:rel} gave albuterol every 2 to 3 hours without lasting "
        "relief. {pt:He} has been admitted twice before, most recently to "
        "{hosp2} in {prior:mon}, and the family admits the controller inhaler "
        "ran out around {hol}.",
    ),
    pmh=("Asthma diagnosed at age 3", "Allergic rhinitis", "Eczema"),
    meds=(
        "Albuterol MDI as needed",
        "Fluticasone 44 mcg 2 puffs twice daily (not taking)",
    ),
    social=(
        "In 2nd grade at {town} Elementary. Lives with {pt:his} {r1:rel} "
        "{r1:fl} and {r2:rel}. A cat in the home; a grandparent smokes outside.",
    ),
    exam=(
        "RR 40, SpO2 91%, HR 148. Speaking in phrases. Diffuse wheezes with poor "
        "air movement, suprasternal retractions.",
    ),
    data=("PRAM score 8 on arrival. No chest radiograph needed.",),
    course=(
        "{pt:He} received three back-to-back albuterol-ipratropium treatments, oral "
        "dexamethasone and IV magnesium in the emergency department, then "
        "continuous albuterol for 6 hours in the {icu}. {pt:He} was spaced to "
        "every 4 hours by {hd2:wd} and moved to {ward}. An asthma action plan "
        "was written with {pt:his} {r1:rel}, and a spacer technique was taught.",
    ),
    dc_meds=(
        "Fluticasone-salmeterol 100/50 one puff twice daily",
        "Albuterol 4 puffs every 4 hours for 2 days, then as needed",
        "Spacer with mask; school medication form completed",
    ),
    followup=(
        "{ref:dr} at {clinic} in 2 to 3 days.",
        "Asthma clinic at {opd} in 1 month.",
    ),
    specialty="Pediatrics",
)

DEPRESSION = Scenario(
    key="depression",
    dx="Major depressive disorder, recurrent, severe, without psychotic features",
    complaint="suicidal thoughts",
    ages=(19, 67),
    kind="psych",
    los=(5, 9),
    secondary=("Generalized anxiety disorder", "Alcohol use disorder, mild"),
    hpi=(
        "{pt:fl} is a {pt:age}-year-old {pt:man} with a history of depression who "
        "was brought to the emergency department by {pt:his} {r1:rel} after "
        "telling {pt:him} on {onset:wd} night that {pt:he} had been thinking of "
        "taking all of {pt:his} pills. Mood has been low since {pt:he} lost "
        "{pt:his} position at {emp} in {onset2:mon}, with early waking, poor "
        "appetite, a 12-pound weight loss and withdrawal from friends. "
        "{pt:He} stopped sertraline around {hol} because {pt:he} felt it \"wasn't "
        'doing anything." {pt:He} denies a specific plan today.',
    ),
    single=True,
    pmh=(
        "Major depressive disorder since age 24, with two prior episodes",
        "Generalized anxiety disorder",
    ),
    medical=("Hypothyroidism", "Migraine"),
    meds=("Levothyroxine 88 mcg daily", "Sertraline 100 mg daily (stopped)"),
    social=(
        "Divorced, lives alone in an apartment on {addr:street}. Two children "
        "live with their other parent in {town2}. Drinks 3 to 4 drinks most "
        "evenings.",
    ),
    family="Mother with bipolar disorder; maternal uncle died by suicide.",
    plan=(
        "Admit to {ward}, voluntary status, 15-minute checks.",
        "Restart sertraline at 50 mg and titrate to 150 mg.",
        "CIWA monitoring; thiamine.",
        "Safety planning with {pt:his} {r1:rel}; remove firearms from the home.",
        "Individual and group therapy.",
    ),
    course=(
        "{pt:He} engaged in groups from {hd3:wd} on and was sleeping 6 hours by "
        "the end of the first week. Sertraline was increased to 150 mg. "
        "{pt:His} {r1:rel} {r1:first} confirmed that the hunting rifle was moved to "
        "a relative's house.",
    ),
    dc_meds=(
        "Sertraline 150 mg daily",
        "Trazodone 50 mg at bedtime as needed",
        "Levothyroxine 88 mcg daily",
    ),
    followup=(
        "Intensive outpatient program at {opd} starting {fu:wd}.",
        "Crisis line 988; {clinic} after-hours line {cphone}.",
    ),
    specialty="Psychiatry",
)

MANIA = Scenario(
    key="mania",
    dx="Bipolar I disorder, current episode manic, severe",
    complaint="not sleeping and acting out of character",
    ages=(21, 58),
    kind="psych",
    los=(7, 12),
    secondary=("Cannabis use disorder",),
    hpi=(
        "{pt:fl} is a {pt:age}-year-old {pt:man} with bipolar I disorder who was "
        "brought in by police from [[the gas station at Route 30 and Mill Road|Address]] "
        "in {town2}, where {pt:he} had "
        "been preaching to customers about a plan to end world hunger. "
        "{pt:His} {r2:rel}, {r2:fl}, reports that {pt:he} stopped lithium in "
        "{onset2:mon}, has slept 2 to 3 hours a night for a week, spent $6,000 "
        "on a used boat, and quit {pt:his} job at {emp} by e-mail on "
        "{onset:wd}.",
    ),
    pmh=(
        "Bipolar I disorder, first episode at age 20",
        "Two prior admissions, the last at {hosp2} in {prior2:year}",
    ),
    medical=("Hypertension",),
    meds=("Lithium 900 mg nightly (not taking)",),
    social=("Lives with {pt:his} {r1:rel} in {addr:city}. Uses cannabis daily.",),
    family="Father with bipolar disorder.",
    plan=(
        "Involuntary hold; admit to {ward}.",
        "Restart lithium; level in 5 days.",
        "Olanzapine 10 mg nightly, with as-needed doses for agitation.",
        "Urine drug screen; TSH; renal function.",
    ),
    course=(
        "{pt:He} required two doses of intramuscular olanzapine in the first 48 "
        "hours. Lithium level was 0.8 on {hd4:md}. Sleep improved to 7 hours "
        "and speech slowed. A family meeting with {pt:his} {r1:rel} and "
        "{r2:rel} reviewed early warning signs.",
    ),
    dc_meds=("Lithium 900 mg nightly", "Olanzapine 10 mg nightly"),
    followup=("{psy:drf} at {opd} on {fu:long}; lithium level the week before.",),
    specialty="Psychiatry",
)
