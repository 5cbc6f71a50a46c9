"""Scenarios for clinic, imaging, research and therapy notes (little story, many fields)."""

from __future__ import annotations

from tools.sample_corpus.scenario import Scenario

DIABETES_VISIT = Scenario(
    key="dm_visit",
    dx="Type 2 diabetes mellitus with hyperglycemia",
    complaint="diabetes follow-up",
    ages=(45, 82),
    los=(0, 0),
    specialty="Family Medicine",
)

WELL_CHILD = Scenario(
    key="well_child",
    dx="Well child, 4 months",
    complaint="well visit",
    ages=(118, 128),
    kind="infant",
    los=(0, 0),
    specialty="Pediatrics",
)

IMAGING = Scenario(key="imaging", dx="", complaint="", ages=(25, 96), los=(0, 1))

ONCOLOGY = Scenario(
    key="oncology",
    dx="Non-small cell lung cancer, adenocarcinoma of the right upper lobe, stage IIIA",
    complaint="enrollment on a treatment protocol",
    ages=(48, 77),
    los=(40, 44),
    specialty="Radiation Oncology",
)

SEIZURE = Scenario(
    key="seizure",
    dx="First unprovoked seizure",
    complaint="a seizure",
    ages=(18, 70),
    los=(0, 1),
    specialty="Neurology",
)

SOCIAL = Scenario(
    key="social",
    dx="Failure to thrive at home",
    complaint="unsafe discharge",
    ages=(88, 99),
    los=(5, 9),
    specialty="Social Work",
)

PHONE_CALL = Scenario(
    key="phone",
    dx="Medication question",
    complaint="phone call",
    ages=(30, 90),
    los=(0, 0),
)

REFERRAL = Scenario(
    key="referral",
    dx="Thyroid nodule, 2.6 cm, indeterminate cytology (Bethesda III)",
    complaint="referral",
    ages=(28, 74),
    los=(0, 0),
    specialty="Endocrine Surgery",
)

CARPAL_TUNNEL = Scenario(
    key="carpal",
    dx="Right carpal tunnel syndrome, severe",
    complaint="hand numbness",
    ages=(34, 72),
    los=(0, 0),
    specialty="Hand Surgery",
    hpi=(
        "{pt:fl} is a {pt:age}-year-old right-handed {pt:man} with 18 months of "
        "numbness in the right thumb, index and middle fingers that wakes "
        "{pt:him} at night, and recent clumsiness buttoning. {pt:He} works as a "
        "dental hygienist at {emp}. Splinting and a steroid injection in "
        "{prior:mon} gave only 6 weeks of relief. Nerve conduction studies by "
        "{con:drf} on {prior:num} showed severe right median neuropathy at the "
        "wrist with thenar denervation.",
    ),
)
