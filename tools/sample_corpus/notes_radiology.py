"""Radiology reports, plain or behind an HL7-like message header (seed 003, Figure 1)."""

from __future__ import annotations

from tools.sample_corpus.case import Case
from tools.sample_corpus.radiology_exams import Exam
from tools.sample_corpus.values import Tagged

_SIGN_OFF = (
    "I have personally reviewed the images and agree with the findings of the "
    "preliminary report.",
    "Preliminary report by {res:md} was reviewed and edited.",
    "",
)


_ACCESSION_PREFIX = {"DX": "RX", "CT": "CT", "MR": "MR", "US": "US", "DEXA": "BD"}


def _accession(c: Case, exam: Exam) -> None:
    """Accession numbers carry the modality, as radiology systems number them."""
    acc = c.env["acc"]
    assert isinstance(acc, Tagged)
    c.env["acc"] = Tagged(_ACCESSION_PREFIX[exam.modality] + acc.text[2:], acc.label)


def _critical(c: Case, exam: Exam) -> None:
    if exam.critical:
        c.para(
            "Critical result: findings were discussed by telephone with "
            "{att:drf} at <<15:10|02:47|09:22>> on {adm:num}, with read-back "
            "confirmation, by {rad:dr}."
        )


def _body(c: Case, exam: Exam) -> None:
    c.para("CLINICAL INDICATION: " + c.pick(exam.indications))
    c.para("TECHNIQUE: " + exam.technique)
    comparison = exam.comparison or c.pick(
        (
            "None available.",
            "{prior:num}.",
            "Outside study from {hosp2} dated {prior:num}, images imported as {acc2}.",
        )
    )
    c.para("COMPARISON: " + comparison)
    c.add("FINDINGS:")
    for paragraph in exam.findings:
        c.para(paragraph)
    c.add("IMPRESSION:")
    for i, item in enumerate(exam.impression, 1):
        c.add(f"{i}. {item}")
    c.blank()
    _critical(c, exam)


def radiology_report(c: Case, exam: Exam) -> None:
    """A report from the radiology information system."""
    _accession(c, exam)
    c.add("{hosp:up}", width=False)
    c.add("DEPARTMENT OF RADIOLOGY", width=False)
    c.add("{caddr:line}   Tel {cphone}   Fax {fax}", width=False)
    c.blank()
    c.cols("PATIENT: {pt:LF}", "MRN: {mrn}", 44)
    sex = c.patient.sex
    c.cols("DOB: {dob:num}   AGE: {pt:age}   SEX: " + sex, "ACCESSION: {acc}", 44)
    c.add(f"EXAM: {exam.title}", width=False)
    c.cols("EXAM DATE: {adm:num} <<14:32|08:10|21:55|11:03>>", "LOCATION: {opd}", 44)
    c.add("ORDERING PHYSICIAN: {ref:md}", width=False)
    c.blank()
    _body(c, exam)
    sign_off = c.pick(_SIGN_OFF)
    if sign_off:
        c.para(sign_off)
    c.add("Dictated by: {rad:md}", width=False)
    c.add("Signed: {dictd:numl} <<16:05|09:41|23:12>>", width=False)


def _hl7_segments(c: Case, exam: Exam) -> None:
    code = "".join(
        word[0]
        for word in c.writer_text("{hosp}").replace("St. ", "S ").split()
        if word[0].isalpha()
    ).upper()
    c.env["hcode"] = Tagged(code, "Organization")
    sex = c.patient.sex
    lines = (
        "MSH|^~\\&|RIS|{hcode}|CDR|{hcode}|{dictd:hl7t}||ORU^R01|{job}|P|2.3",
        "PID|1||{mrn}^^^{hcode}^MR||{pt:hl7}||{dob:hl7}|"
        + sex
        + "|||{addr:hl7}||{phone:dash}",
        "PV1|1|O|{opd}^^^{hcode}||||^{ref:hl7}",
        f"OBR|1|{{order}}|{{acc}}|{exam.cpt}^{exam.title}^CPT4|||{{adm:hl7t}}"
        f"||||||||||||||{exam.modality}|F",
        f"OBX|1|TX|{exam.cpt}&BODY^{exam.modality} REPORT^L||see text||||||F",
    )
    for line in lines:
        c.add(line, width=False)
    c.blank()


def hl7_report(c: Case, exam: Exam) -> None:
    """An HL7-like message: pipe-delimited segments, then the report text.

    The field labels of the report text carry ``npii`` markups, as in the
    annotated example of seed 003 (Figure 3): tokens marked as not PII.
    """
    _accession(c, exam)
    _hl7_segments(c, exam)
    c.add("{acc}", width=False)
    c.add("[[Dictated|npii]] [[by|npii]]: {rad:fl}, [[M.D.|npii]]", width=False)
    c.add("[[Exam|npii]] [[Date|npii]]: {adm:num}", width=False)
    c.add(
        "[[REASON|npii]] [[FOR|npii]] [[STUDY|npii]]: {pt:first} is a {pt:age}-"
        "[[year|npii]]-[[old|npii]] {pt:man}. " + c.pick(exam.indications)
    )
    c.blank()
    c.para("TECHNIQUE: " + exam.technique)
    c.add("FINDINGS:")
    for paragraph in exam.findings:
        c.para(paragraph)
    c.add("IMPRESSION:")
    for i, item in enumerate(exam.impression, 1):
        c.add(f"{i}. {item}")
    c.blank()
    _critical(c, exam)
    c.add("Electronically signed: {rad:md} {dictd:num}", width=False)
