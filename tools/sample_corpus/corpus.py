"""The list of notes in the sample corpus: file name, note type, scenario and layout."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from tools.sample_corpus import notes_clinic as clinic
from tools.sample_corpus import notes_misc as misc
from tools.sample_corpus import notes_nursing_surgery as ns
from tools.sample_corpus import notes_physician as phys
from tools.sample_corpus import notes_psych as psych
from tools.sample_corpus import notes_radiology as rad
from tools.sample_corpus import scenarios_acute as acute
from tools.sample_corpus import scenarios_chronic as chronic
from tools.sample_corpus import scenarios_clinic as sc
from tools.sample_corpus import scenarios_medicine as med
from tools.sample_corpus import scenarios_peds_psych as pp
from tools.sample_corpus.case import Case
from tools.sample_corpus.radiology_exams import ALL_EXAMS, Exam
from tools.sample_corpus.scenario import Scenario


@dataclass(frozen=True)
class NoteSpec:
    """One note: its file stem, its type for the README, and how to write it.

    Notes with the same ``case`` share a patient (records come by patient, as
    in seed 003's sampling); ``width`` hard-wraps dictated reports.
    """

    stem: str
    kind: str
    case: str
    scenario: Scenario
    write: Callable[[Case], None]
    width: int | None = 78
    # (person, attribute, value): pin a hard case seed 001 discusses (a suffix,
    # a first name that is also a word) instead of leaving it to chance
    tweaks: tuple[tuple[str, str, str], ...] = ()


def _imaging(exam: Exam) -> Scenario:
    return dataclasses.replace(sc.IMAGING, ages=exam.ages, sex=exam.sex)


def _radiology(
    stem: str,
    kind: str,
    key: str,
    *,
    hl7: bool = False,
    case: str = "",
    scenario: Scenario | None = None,
    tweaks: tuple[tuple[str, str, str], ...] = (),
) -> NoteSpec:
    exam = ALL_EXAMS[key]
    writer = rad.hl7_report if hl7 else rad.radiology_report
    return NoteSpec(
        stem,
        kind,
        case or stem,
        scenario or _imaging(exam),
        partial(writer, exam=exam),
        76 if hl7 else 78,
        tweaks,
    )


# procedure, steps, specimen sent to pathology ("" for none), anaesthesia
_OPS = {
    "appy": (
        "Laparoscopic appendectomy",
        ns.APPENDECTOMY_STEPS,
        "Appendix",
        "General endotracheal",
    ),
    "hip": (
        "Left hip cemented bipolar hemiarthroplasty",
        ns.HEMIARTHROPLASTY_STEPS,
        "Left femoral head",
        "Spinal with sedation",
    ),
    "carpal": (
        "Right open carpal tunnel release",
        ns.CARPAL_TUNNEL_STEPS,
        "",
        "Local with monitored anesthesia care",
    ),
}


def _operation(c: Case, which: str) -> None:
    procedure, steps, specimen, anesthesia = _OPS[which]
    ns.operative_note(c, procedure, steps, specimen, anesthesia)


DS, CONSULT, HP = "Discharge summary", "Consultation report", "History and physical"
NURSING, OP, PSY, RAD = (
    "Nursing note",
    "Operative note",
    "Psychiatric note",
    "Radiology",
)

NOTES: tuple[NoteSpec, ...] = (
    NoteSpec(
        "01_discharge_summary",
        DS,
        "chf",
        med.CHF,
        phys.discharge_summary,
        tweaks=(("r2", "first", "May"),),
    ),
    NoteSpec(
        "02_discharge_summary",
        DS,
        "pna",
        med.PNEUMONIA,
        phys.discharge_summary,
        None,
        (("pt", "suffix", " Jr."),),
    ),
    NoteSpec("03_discharge_summary", DS, "stroke", med.STROKE, phys.discharge_summary),
    NoteSpec(
        "04_discharge_summary", DS, "gib", med.GI_BLEED, phys.discharge_summary, 72
    ),
    NoteSpec(
        "05_discharge_summary", DS, "uro", acute.UROSEPSIS, phys.discharge_summary, None
    ),
    NoteSpec(
        "06_discharge_summary_pediatric",
        DS,
        "bronch",
        pp.BRONCHIOLITIS,
        phys.discharge_summary,
    ),
    NoteSpec(
        "07_discharge_summary_newborn",
        DS,
        "jaundice",
        pp.JAUNDICE,
        phys.discharge_summary,
    ),
    NoteSpec(
        "08_consultation_cardiology", CONSULT, "afib", acute.AFIB, phys.consultation
    ),
    NoteSpec(
        "09_consultation_infectious_disease",
        CONSULT,
        "cell",
        chronic.CELLULITIS,
        phys.consultation,
        None,
    ),
    NoteSpec(
        "10_consultation_orthopedics",
        CONSULT,
        "hip",
        acute.HIP_FRACTURE,
        phys.consultation,
    ),
    NoteSpec(
        "11_consultation_gastroenterology",
        CONSULT,
        "panc",
        acute.PANCREATITIS,
        phys.consultation,
        72,
    ),
    NoteSpec(
        "12_history_and_physical",
        HP,
        "appy",
        acute.APPENDICITIS,
        phys.history_and_physical,
    ),
    NoteSpec(
        "13_history_and_physical",
        HP,
        "copd",
        chronic.COPD,
        phys.history_and_physical,
        None,
    ),
    NoteSpec(
        "14_history_and_physical", HP, "dka", acute.DKA, phys.history_and_physical
    ),
    NoteSpec(
        "15_progress_note",
        "Progress note",
        "cell2",
        chronic.CELLULITIS,
        phys.progress_note,
        None,
    ),
    NoteSpec(
        "16_emergency_department_note",
        "Emergency department note",
        "afib2",
        acute.AFIB,
        phys.ed_note,
        None,
        (("pt", "suffix", " III"),),
    ),
    _radiology(
        "17_radiology_ct_head_hl7", RAD + " (CT, HL7-like header)", "ct_head", hl7=True
    ),
    _radiology("18_radiology_ct_abdomen", RAD + " (CT)", "ct_abd"),
    _radiology("19_radiology_ct_angiogram_chest", RAD + " (CT)", "ct_pe"),
    _radiology(
        "20_radiology_mri_brain_hl7",
        RAD + " (MRI, HL7-like header)",
        "mri_brain",
        hl7=True,
    ),
    _radiology("21_radiology_mri_lumbar_spine", RAD + " (MRI)", "mri_lspine"),
    _radiology(
        "22_radiology_xray_chest",
        RAD + " (DX)",
        "cxr",
        tweaks=(("pt", "suffix", ", Jr."),),
    ),
    _radiology(
        "23_radiology_xray_hip",
        RAD + " (DX)",
        "xr_hip",
        case="hip",
        scenario=acute.HIP_FRACTURE,
    ),
    _radiology("24_radiology_bone_age", RAD + " (DX)", "bone_age"),
    _radiology("25_radiology_us_abdomen", RAD + " (US)", "us_ruq"),
    _radiology(
        "26_radiology_us_renal_hl7",
        RAD + " (US, HL7-like header)",
        "us_renal",
        hl7=True,
    ),
    _radiology("27_radiology_dexa", RAD + " (DEXA)", "dexa"),
    NoteSpec("28_nursing_note_icu", NURSING, "copd2", chronic.COPD, ns.icu_nursing, 80),
    NoteSpec(
        "29_nursing_note_floor",
        NURSING,
        "uro2",
        acute.UROSEPSIS,
        ns.floor_nursing,
        None,
    ),
    NoteSpec(
        "30_nursing_note_pediatric",
        NURSING,
        "bronch2",
        pp.BRONCHIOLITIS,
        ns.peds_nursing,
        80,
    ),
    NoteSpec(
        "31_nursing_admission_assessment",
        NURSING,
        "pna2",
        med.PNEUMONIA,
        ns.admission_assessment,
        None,
    ),
    NoteSpec(
        "32_operative_note_appendectomy",
        OP,
        "appy",
        acute.APPENDICITIS,
        partial(_operation, which="appy"),
    ),
    NoteSpec(
        "33_operative_note_hemiarthroplasty",
        OP,
        "hip",
        acute.HIP_FRACTURE,
        partial(_operation, which="hip"),
    ),
    NoteSpec(
        "34_operative_note_carpal_tunnel",
        OP + " (outpatient)",
        "carpal",
        sc.CARPAL_TUNNEL,
        partial(_operation, which="carpal"),
    ),
    NoteSpec(
        "35_pathology_report",
        "Surgical pathology report",
        "appy",
        acute.APPENDICITIS,
        ns.pathology_report,
    ),
    NoteSpec(
        "36_psychiatric_evaluation",
        PSY,
        "dep",
        pp.DEPRESSION,
        psych.psychiatric_evaluation,
    ),
    NoteSpec(
        "37_psychiatric_progress_note",
        PSY,
        "dep",
        pp.DEPRESSION,
        psych.psychiatric_progress,
        None,
    ),
    NoteSpec(
        "38_psychiatric_evaluation",
        PSY,
        "mania",
        pp.MANIA,
        psych.psychiatric_evaluation,
    ),
    NoteSpec(
        "39_psychiatric_discharge_summary",
        PSY,
        "mania",
        pp.MANIA,
        psych.psychiatric_discharge,
    ),
    NoteSpec(
        "40_outpatient_visit",
        "Outpatient visit",
        "dm",
        sc.DIABETES_VISIT,
        clinic.office_visit,
        None,
    ),
    NoteSpec(
        "41_outpatient_addendum",
        "Outpatient addendum",
        "dm",
        sc.DIABETES_VISIT,
        clinic.office_addendum,
        None,
    ),
    NoteSpec(
        "42_well_child_visit",
        "Outpatient visit (pediatric)",
        "well",
        sc.WELL_CHILD,
        clinic.well_child,
    ),
    NoteSpec(
        "43_physical_therapy_evaluation",
        "PT results",
        "hip",
        acute.HIP_FRACTURE,
        clinic.pt_evaluation,
    ),
    NoteSpec(
        "44_telephone_encounter",
        "Telephone encounter",
        "phone",
        sc.PHONE_CALL,
        clinic.telephone_encounter,
        None,
    ),
    NoteSpec(
        "45_referral_letter",
        "Referral letter",
        "referral",
        sc.REFERRAL,
        misc.referral_letter,
    ),
    NoteSpec(
        "46_social_work_note",
        "Social work note",
        "social",
        sc.SOCIAL,
        misc.social_work,
        None,
    ),
    NoteSpec("47_eeg_report", "EEG report", "seizure", sc.SEIZURE, misc.eeg_report),
    NoteSpec(
        "48_first_registration_report",
        "First registration report",
        "onc",
        sc.ONCOLOGY,
        misc.registration_report,
    ),
    NoteSpec(
        "49_radiation_therapy_summary",
        "Radiation therapy summary",
        "onc",
        sc.ONCOLOGY,
        misc.radiation_summary,
    ),
    NoteSpec(
        "50_emergency_department_note_pediatric",
        "Emergency department note",
        "febrile",
        pp.FEBRILE_INFANT,
        phys.ed_note,
        None,
    ),
    NoteSpec(
        "51_discharge_summary_pediatric",
        DS,
        "asthma",
        pp.ASTHMA,
        phys.discharge_summary,
    ),
)
