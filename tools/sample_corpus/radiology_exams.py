"""Imaging studies: indication, technique, findings and impression for each exam."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Exam:
    """One imaging study as a radiologist reports it."""

    key: str
    modality: str  # DX, CT, MR, US, DEXA
    title: str
    cpt: str
    indications: tuple[str, ...]
    technique: str
    findings: tuple[str, ...]
    impression: tuple[str, ...]
    critical: bool = False
    ages: tuple[int, int] = (25, 96)
    sex: str = ""
    comparison: str = ""  # a fixed comparison line, when the findings cite one


CT_HEAD = Exam(
    "ct_head",
    "CT",
    "CT HEAD WITHOUT CONTRAST",
    "70450",
    (
        "Fall at home on {adm:wd} with head strike; on apixaban.",
        "Worst headache of life, onset at rest.",
        "Acute confusion after a fall from standing.",
    ),
    "Axial images were obtained from the skull base to the vertex without "
    "intravenous contrast. Coronal and sagittal reformats were reviewed. Dose "
    "reduction technique was used.",
    (
        "There is a crescentic extra-axial collection along the right frontoparietal "
        "convexity measuring up to 9 mm in thickness, mixed in density, consistent "
        "with an acute-on-subacute subdural hematoma. There is 4 mm of leftward "
        "midline shift. The basal cisterns are patent.",
        "Moderate periventricular and subcortical white matter hypodensities are "
        "consistent with chronic small vessel ischemic disease. Old lacunar infarct "
        "in the left lentiform nucleus.",
        "No calvarial fracture. Mastoid air cells and paranasal sinuses are clear.",
    ),
    (
        "Acute-on-subacute right frontoparietal subdural hematoma, 9 mm, with 4 mm "
        "leftward midline shift.",
        "Chronic small vessel ischemic disease.",
    ),
    critical=True,
)

CT_ABDOMEN = Exam(
    "ct_abd",
    "CT",
    "CT ABDOMEN AND PELVIS WITH IV CONTRAST",
    "74177",
    (
        "Left lower quadrant pain and fever for 3 days.",
        "Abdominal pain, elevated white count; evaluate for diverticulitis.",
    ),
    "Helical images from the lung bases through the pubic symphysis after 100 mL "
    "of intravenous Omnipaque 350. Oral contrast was not given.",
    (
        "LOWER CHEST: Minimal dependent atelectasis.",
        "LIVER, GALLBLADDER, SPLEEN, PANCREAS, ADRENALS: Unremarkable. Small "
        "hepatic cyst in segment 6, unchanged.",
        "KIDNEYS: Symmetric enhancement. No hydronephrosis or calculi.",
        "BOWEL: Sigmoid diverticulosis with wall thickening and pericolonic fat "
        "stranding over a 6 cm segment of the mid sigmoid colon. A 2.1 x 1.8 cm "
        "rim-enhancing fluid collection with a tiny focus of gas is adjacent to the "
        "inflamed segment. No free intraperitoneal air. The appendix is normal.",
        "PELVIS: Bladder unremarkable. No free fluid.",
        "BONES: Degenerative changes of the lumbar spine.",
    ),
    (
        "Acute sigmoid diverticulitis complicated by a 2.1 cm pericolic abscess. No "
        "free air.",
    ),
)

CT_PE = Exam(
    "ct_pe",
    "CT",
    "CT ANGIOGRAM CHEST (PULMONARY EMBOLISM PROTOCOL)",
    "71275",
    (
        "Acute shortness of breath and tachycardia 10 days after knee replacement.",
        "Pleuritic chest pain, elevated D-dimer.",
    ),
    "Thin-section helical images through the chest during the pulmonary arterial "
    "phase after 75 mL of intravenous contrast. Multiplanar and MIP reformats.",
    (
        "PULMONARY ARTERIES: Filling defects in the right lower lobe segmental and "
        "subsegmental arteries and in the left upper lobe lingular segmental artery. "
        "The main pulmonary artery is not enlarged.",
        "HEART: RV to LV ratio 0.8. No pericardial effusion.",
        "LUNGS: Small peripheral wedge-shaped opacity in the right lower lobe, likely "
        "early infarct. No pneumothorax. Trace right pleural effusion.",
        "UPPER ABDOMEN: Unremarkable.",
    ),
    (
        "Acute bilateral pulmonary emboli without CT evidence of right heart strain.",
        "Small right lower lobe opacity, likely pulmonary infarct.",
    ),
    critical=True,
)

MRI_BRAIN = Exam(
    "mri_brain",
    "MR",
    "MRI BRAIN WITH AND WITHOUT CONTRAST",
    "70553",
    (
        "Episodes of blurred vision in the left eye and right leg numbness; evaluate "
        "for demyelinating disease.",
        "Baseline study for the remyelination trial, protocol {prot}; last MRI "
        "{prior:num}.",
    ),
    "Multiplanar, multisequence MR imaging of the brain before and after 7 mL of "
    "intravenous gadobutrol.",
    (
        "There are more than 12 ovoid T2/FLAIR hyperintense lesions in the "
        "periventricular white matter oriented perpendicular to the lateral "
        "ventricles, several juxtacortical lesions, and one lesion in the left "
        "middle cerebellar peduncle. Two periventricular lesions show incomplete "
        "ring enhancement, indicating active demyelination.",
        "No restricted diffusion. No mass effect. Ventricles and sulci are normal for "
        "age.",
        "The left optic nerve shows mild T2 hyperintensity and enhancement of its "
        "intraorbital segment.",
    ),
    (
        "Multifocal white matter lesions in a distribution typical of multiple "
        "sclerosis, with two actively enhancing lesions; dissemination in space and "
        "time is fulfilled on this single study.",
        "Findings of left optic neuritis.",
    ),
    ages=(19, 52),
)

MRI_LSPINE = Exam(
    "mri_lspine",
    "MR",
    "MRI LUMBAR SPINE WITHOUT CONTRAST",
    "72148",
    (
        "Low back pain radiating down the left leg for 8 weeks, failed physical "
        "therapy.",
        "Left L5 radiculopathy; preoperative planning.",
    ),
    "Sagittal T1, T2 and STIR and axial T1 and T2 images of the lumbar spine.",
    (
        "Alignment is normal. Vertebral body heights are maintained. Marrow signal "
        "is normal. The conus terminates at L1.",
        "L3-4: Mild disc bulge and facet hypertrophy without stenosis.",
        "L4-5: Left paracentral disc extrusion extending 6 mm caudally, compressing "
        "the traversing left L5 nerve root in the lateral recess. Moderate central "
        "canal narrowing.",
        "L5-S1: Disc desiccation with a small central protrusion; foramina patent.",
    ),
    (
        "L4-5 left paracentral disc extrusion compressing the left L5 nerve root.",
        "Moderate central canal stenosis at L4-5.",
    ),
    ages=(28, 74),
)

CXR = Exam(
    "cxr",
    "DX",
    "XR CHEST 2 VIEWS",
    "71046",
    (
        "Cough and fever for 4 days.",
        "Shortness of breath, history of CHF.",
        "Preoperative evaluation.",
    ),
    "PA and lateral views of the chest.",
    (
        "The cardiomediastinal silhouette is enlarged but stable. There is patchy "
        "airspace opacity in the right lower lobe obscuring the right "
        "hemidiaphragm on the lateral view. Small right pleural effusion. No "
        "pneumothorax.",
        "Degenerative changes of the thoracic spine. Median sternotomy wires are "
        "intact.",
    ),
    (
        "Right lower lobe pneumonia with small parapneumonic effusion.",
        "Stable cardiomegaly.",
    ),
)

XR_HIP = Exam(
    "xr_hip",
    "DX",
    "XR HIP LEFT 2-3 VIEWS WITH PELVIS",
    "73502",
    ("Fall, left hip pain, unable to bear weight.",),
    "AP pelvis and AP and cross-table lateral views of the left hip.",
    (
        "There is a displaced subcapital fracture of the left femoral neck with "
        "varus angulation and proximal migration of the femoral shaft. No "
        "dislocation.",
        "The bones are diffusely demineralized. Mild degenerative narrowing of both "
        "hip joints. Vascular calcifications.",
    ),
    ("Displaced left subcapital femoral neck fracture (Garden IV).", "Osteopenia."),
    ages=(78, 99),
)

XR_BONE_AGE = Exam(
    "bone_age",
    "DX",
    "XR BONE AGE STUDY",
    "77072",
    (
        "Short stature; height below the 3rd percentile.",
        "Slow growth over two years; evaluate skeletal maturity.",
    ),
    "Single PA view of the left hand and wrist.",
    (
        "Bone age was assessed by the [[Greulich and Pyle|~Name]] method and compared "
        "with the standards for the patient's sex.",
        "Chronological age: {pt:age} years. Estimated bone age: [[11 years 6 "
        "months|~Age-fract|Patient]]. Standard deviation at this age: 10.7 months.",
        "No osseous abnormality is seen. Growth plates are open.",
    ),
    (
        "Bone age is delayed by more than 2 standard deviations relative to "
        "chronological age, a pattern seen with constitutional delay of growth.",
    ),
    ages=(13, 14),
)

US_RUQ = Exam(
    "us_ruq",
    "US",
    "US ABDOMEN LIMITED (RIGHT UPPER QUADRANT)",
    "76705",
    (
        "Right upper quadrant pain after fatty meals; elevated alkaline phosphatase.",
        "Postprandial epigastric pain, nausea.",
    ),
    "Grayscale and color Doppler sonography of the right upper quadrant.",
    (
        "LIVER: Normal size with increased echogenicity, consistent with hepatic "
        "steatosis. No focal lesion. Hepatopetal portal venous flow.",
        "GALLBLADDER: Multiple mobile shadowing stones, the largest 1.4 cm. The "
        "gallbladder wall measures 4 mm. Sonographic [[Murphy|~Name]] sign is negative. No "
        "pericholecystic fluid.",
        "BILE DUCTS: Common bile duct 5 mm. No intrahepatic biliary dilation.",
        "PANCREAS: Head and body unremarkable; tail obscured by bowel gas.",
        "RIGHT KIDNEY: 11.2 cm, no hydronephrosis.",
    ),
    (
        "Cholelithiasis without sonographic evidence of acute cholecystitis.",
        "Hepatic steatosis.",
    ),
)

US_RENAL = Exam(
    "us_renal",
    "US",
    "US RETROPERITONEUM COMPLETE (RENAL)",
    "76770",
    ("Acute kidney injury; rule out obstruction.", "Febrile urinary tract infection."),
    "Real-time sonography of both kidneys and the urinary bladder.",
    (
        "RIGHT KIDNEY: 10.8 cm. Normal cortical thickness and echogenicity. No "
        "hydronephrosis, stone or mass.",
        "LEFT KIDNEY: 11.4 cm. Mild hydronephrosis with a dilated proximal ureter. "
        "A 7 mm echogenic shadowing focus is seen at the ureteropelvic junction.",
        "BLADDER: Partially distended; no wall thickening. Left ureteral jet not "
        "seen during the 5-minute observation.",
    ),
    (
        "Mild left hydronephrosis caused by a 7 mm stone at the left ureteropelvic "
        "junction.",
    ),
    critical=True,
)

DEXA = Exam(
    "dexa",
    "DEXA",
    "DXA BONE DENSITOMETRY, AXIAL SKELETON",
    "77080",
    (
        "Postmenopausal, on aromatase inhibitor; fracture risk assessment.",
        "Prior wrist fracture; monitoring on alendronate.",
    ),
    "Dual-energy x-ray absorptiometry of the lumbar spine (L1-L4) and both "
    "proximal femurs on a [[Hologic|~Organization]] scanner.",
    (
        "Lumbar spine L1-L4: BMD 0.812 g/cm2, T-score -2.7, Z-score -1.1.",
        "Left femoral neck: BMD 0.601 g/cm2, T-score -2.2. Total hip T-score -1.8.",
        "Right femoral neck: BMD 0.622 g/cm2, T-score -2.0.",
        "Compared with the study of {prior2:num}, spine BMD has decreased by 4.1%, "
        "which exceeds the least significant change of 2.8%.",
    ),
    (
        "Osteoporosis by WHO criteria (lowest T-score -2.7 at the lumbar spine), "
        "with significant loss at the spine since the prior study.",
        "10-year FRAX probability: major osteoporotic fracture 21%, hip fracture 4.6%.",
    ),
    ages=(52, 94),
    sex="F",
    comparison="DXA of {prior2:num} on the same scanner.",
)

ALL_EXAMS = {
    e.key: e
    for e in (
        CT_HEAD,
        CT_ABDOMEN,
        CT_PE,
        MRI_BRAIN,
        MRI_LSPINE,
        CXR,
        XR_HIP,
        XR_BONE_AGE,
        US_RUQ,
        US_RENAL,
        DEXA,
    )
}
