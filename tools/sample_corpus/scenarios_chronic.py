"""Scenarios of chronic disease flaring up: diabetic foot infection and COPD."""

from __future__ import annotations

from tools.sample_corpus.scenario import Scenario

CELLULITIS = Scenario(
    key="cellulitis",
    dx="Cellulitis of the left lower leg with diabetic foot ulcer",
    complaint="a red, swollen left leg",
    ages=(38, 79),
    los=(3, 6),
    secondary=(
        "Type 2 diabetes mellitus, poorly controlled",
        "Peripheral neuropathy",
        "Tinea pedis",
    ),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} with poorly controlled type 2 "
        "diabetes and neuropathy who stepped on a tack in the garage around "
        "{hol} and did not notice it for several days. Over the past 4 days "
        "redness spread from the ball of the left foot to mid-shin with fever "
        "and chills. {pt:His} {r1:rel} {r1:fl} drew a line at the edge of the "
        "redness on {onset:wd} and it has since passed it by 8 cm.",
        "This {pt:age}-year-old {pt:man} presents with 3 days of left leg pain, "
        "warmth and swelling. {pt:He} drives a delivery route for {emp} and had "
        "a blister from new work boots on the left heel. {pt:He} was seen by "
        "{ref:dr} at {clinic} on {onset:md} and started on cephalexin, but the "
        "redness kept spreading.",
    ),
    pmh=(
        "Type 2 diabetes mellitus, A1c 10.2%",
        "Peripheral neuropathy",
        "Hypertension",
        "Obesity, BMI 38",
    ),
    meds=(
        "Insulin glargine 30 units nightly",
        "Metformin 1000 mg twice daily",
        "Lisinopril 10 mg daily",
        "Gabapentin 300 mg three times daily",
    ),
    social=(
        "Lives with {pt:his} {r1:rel} and two children in {addr:city}. Smokes "
        "half a pack a day.",
    ),
    family="Mother and two aunts with diabetes.",
    exam=(
        "T 38.4, HR 102, BP 138/82.",
        "Left lower extremity: erythema, warmth and edema from the dorsum of the "
        "foot to the mid-shin with a 1.5 cm plantar ulcer under the second "
        "metatarsal head, probe-to-bone negative.",
        "Dorsalis pedis pulses palpable bilaterally. Decreased monofilament "
        "sensation in both feet.",
    ),
    data=(
        "WBC 14.2, CRP 186, ESR 72, glucose 341. X-ray of the left foot: soft "
        "tissue swelling, no gas, no osseous erosion. MRI of the foot: no "
        "osteomyelitis.",
    ),
    course=(
        "{pt:He} was treated with intravenous vancomycin and cefazolin, later "
        "narrowed to cefazolin alone when wound cultures grew methicillin-"
        "sensitive Staphylococcus aureus. Erythema receded steadily. Podiatry "
        "(by {con:drf}) debrided the ulcer at the bedside and fitted an offloading "
        "shoe.",
        "Insulin was up-titrated with help from the diabetes educator. {pt:He} "
        "was transitioned to oral cephalexin on {hd4:longo}.",
    ),
    dc_meds=(
        "Cephalexin 500 mg four times daily for 7 more days",
        "Insulin glargine 38 units nightly",
        "Insulin lispro with meals by scale",
        "Metformin 1000 mg twice daily",
        "Lisinopril 10 mg daily",
        "Gabapentin 300 mg three times daily",
    ),
    followup=(
        "Podiatry wound clinic at {opd} on {fu:longo}.",
        "Primary care with {ref:dr}; call {cphone} with fever or spreading redness.",
    ),
    specialty="Infectious Disease",
    consult=(
        "Nonpurulent cellulitis with a neuropathic plantar ulcer; no imaging "
        "evidence of osteomyelitis.",
        "Cefazolin 2 g every 8 hours; oral cephalexin once improving.",
        "Offloading and glycemic control are as important as antibiotics.",
    ),
)

COPD = Scenario(
    key="copd",
    dx="Acute exacerbation of chronic obstructive pulmonary disease",
    complaint="worsening shortness of breath and wheezing",
    ages=(55, 93),
    los=(3, 5),
    secondary=(
        "Chronic hypoxemic respiratory failure on 2 L home oxygen",
        "Tobacco use disorder",
        "Anxiety",
    ),
    hpi=(
        "{pt:t} is a {pt:age}-year-old {pt:man} with severe COPD (FEV1 38% "
        "predicted) on 2 liters of home oxygen who presents with 5 days of "
        "increased dyspnea, wheezing and a change in sputum from white to green. "
        "{pt:He} used {pt:his} albuterol nebulizer every 2 hours overnight. "
        "{pt:His} {r2:rel} {r2:first} had a cold last week. This is {pt:his} "
        "third exacerbation since {prior:mon}; the last required a stay at "
        "{hosp2}.",
        "{pt:t}, a {pt:age}-year-old {pt:man} with COPD, was brought by ambulance "
        "from {pt:his} home on {addr:street} after {pt:his} {r1:rel} found "
        "{pt:him} breathless and unable to finish sentences. {pt:He} still smokes "
        "half a pack a day.",
    ),
    pmh=(
        "COPD, GOLD grade 3",
        "Home oxygen 2 L since {prior2:year}",
        "Hypertension",
        "Anxiety",
        "Osteoporosis",
    ),
    meds=(
        "Tiotropium inhaler daily",
        "Fluticasone-salmeterol 250/50 twice daily",
        "Albuterol nebulizer every 4 hours as needed",
        "Sertraline 50 mg daily",
    ),
    social=(
        "Lives with {pt:his} {r1:rel} on a farm outside {addr:city} in "
        "{addr:county}. Smokes half a pack a day, 50 pack-years. Retired from "
        "{emp}.",
    ),
    exam=(
        "RR 28, SpO2 86% on 2 L, HR 110.",
        "Using accessory muscles. Diffuse expiratory wheezes with a prolonged "
        "expiratory phase.",
        "No edema.",
    ),
    data=(
        "Venous blood gas pH 7.31, pCO2 62. WBC 11.8. Chest x-ray: "
        "hyperinflation, no infiltrate. Respiratory viral panel positive for "
        "rhinovirus.",
    ),
    course=(
        "{pt:He} required BiPAP for 18 hours in the {icu}, then was weaned to 3 L "
        "nasal cannula. Treated with prednisone 40 mg daily for 5 days, "
        "doxycycline, and scheduled nebulized bronchodilators. Smoking cessation "
        "was discussed at length; {pt:he} accepted a nicotine patch.",
    ),
    dc_meds=(
        "Prednisone 40 mg daily through {fu:md}",
        "Doxycycline 100 mg twice daily for 2 more days",
        "Tiotropium, fluticasone-salmeterol and albuterol as before",
        "Nicotine patch 14 mg daily",
    ),
    followup=(
        "Pulmonary clinic with {con:drf} in 2 weeks.",
        "Pulmonary rehabilitation referral sent to {hosp2}.",
    ),
    specialty="Pulmonology",
    consult=(
        "Moderate to severe AECOPD triggered by rhinovirus, with acute on "
        "chronic hypercapnia.",
        "BiPAP overnight, 5 days of steroids, antibiotics for purulent sputum.",
        "Evaluate for pulmonary rehabilitation and a long-acting triple inhaler.",
    ),
)
