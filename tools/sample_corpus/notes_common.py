"""Pieces shared by many note types: headers, numbered lists, signatures, allergies."""

from __future__ import annotations

from collections.abc import Sequence

from tools.sample_corpus.case import Case

PEDS_ALLERGIES = (
    "No known drug allergies.",
    "NKDA.",
    "Amoxicillin (rash).",
    "Peanuts (hives).",
)
ALLERGIES = (
    "No known drug allergies.",
    "Penicillin (hives).",
    "Sulfa drugs (rash).",
    "Codeine (nausea and vomiting).",
    "NKDA.",
    "Lisinopril (angioedema).",
    "Iodinated contrast (hives); premedicate.",
    "Latex.",
)


def allergies(c: Case) -> str:
    """An allergy line that fits the patient's age."""
    child = c.scenario.kind in ("peds", "infant")
    return c.pick(PEDS_ALLERGIES if child else ALLERGIES)


def numbered(c: Case, items: Sequence[str], *, hanging: bool = True) -> None:
    """A numbered list; wrapped lines are indented under the text."""
    for i, item in enumerate(items, 1):
        c.add(f"{i}. {item}")
    del hanging


def bullets(c: Case, items: Sequence[str], mark: str = "-") -> None:
    """A bulleted list."""
    for item in items:
        c.add(f"{mark} {item}")


def section(
    c: Case, title: str, body: str | Sequence[str], *, inline: bool = False
) -> None:
    """A titled section: a paragraph, or a list of lines."""
    if isinstance(body, str):
        if inline:
            c.para(f"{title}: {body}")
        else:
            c.add(f"{title}:")
            c.para(body)
        return
    c.add(f"{title}:")
    for line in body:
        c.add(line)
    c.blank()


def banner(c: Case, title: str) -> None:
    """Hospital name and report title, as a dictation system prints them."""
    c.add(c.pick(("{hosp:up}", "{hosp}", "{hosp}\n{caddr:line}")), width=False)
    c.add(title.upper(), width=False)
    c.blank()


def inpatient_header(c: Case, style: int) -> None:
    """The patient block of an inpatient report, in one of three house styles."""
    if style == 0:
        c.cols("PATIENT NAME: {pt:LF}", "MEDICAL RECORD #: {mrn}", 42)
        c.cols("DATE OF BIRTH: {dob:num}", "ACCOUNT #: {acct}", 42)
        c.cols("ADMISSION DATE: {adm:num}", "DISCHARGE DATE: {dis:num}", 42)
        c.cols("ATTENDING: {att:md}", "UNIT: {ward}", 42)
    elif style == 1:
        c.add("Patient: {pt}    DOB: {dob:numl}    MRN: {mrn}", width=False)
        c.add("Admit date: {adm:numl}    Discharge date: {dis:numl}", width=False)
        c.add(
            "Attending: {att:drf}    Service: <<Hospital Medicine|Medicine|"
            "Internal Medicine>>",
            width=False,
        )
    else:
        c.add("NAME: {pt:lf}", width=False)
        c.add("MR#: {mrn}   ACCT: {acct}   RM: {room}", width=False)
        c.add("ADMITTED: {adm:nums}   DISCHARGED: {dis:nums}", width=False)
        c.add("ATTENDING PHYSICIAN: {att:md}", width=False)
    c.blank()


def dictation_footer(
    c: Case, author: str = "att", when: str = "dictd", typed: str = "transd"
) -> None:
    """Signature, dictation and transcription stamps, job number and copies.

    ``when`` and ``typed`` name the dates of dictation and transcription.
    """
    c.blank()
    style = c.rng.randrange(3)
    if style == 0:
        c.add("Dictated by: {" + author + ":md}", width=False)
        c.add("D: {" + when + ":num} <<14:12|16:42|09:05|11:37>>", width=False)
        c.add("T: {" + typed + ":num} <<07:15|08:03|13:26|22:51>>", width=False)
        c.add("Job #: {job}", width=False)
        c.add("{" + author + ":init}/{tx:initl}", width=False)
    elif style == 1:
        c.add("______________________________", width=False)
        c.add("{" + author + ":md}", width=False)
        c.add(
            "Electronically signed {" + when + ":numl} <<17:02|10:48|19:30>>",
            width=False,
        )
        c.add(
            "DD: {" + when + ":nums}  DT: {" + typed + ":nums}  JOB: {job}  {tx:initl}",
            width=False,
        )
    else:
        c.add("{" + author + ":mdf}", width=False)
        c.add("<<Pager|Pgr>> {pager} | {" + author + "_email}", width=False)
        c.add("{" + when + ":num}", width=False)
    if c.chance(0.7):
        c.add("cc: {ref:md}, {clinic}, fax {fax}", width=False)


def plain_signature(c: Case, who: str, when: str = "dictd") -> None:
    """A short signature line for nursing and therapy notes, dated ``when``."""
    c.blank()
    c.add(
        c.pick(
            (
                "{" + who + ":mdf}",
                "-- {" + who + ":fl}, {" + who + ":creds}",
                "{" + who + ":md} / {" + when + ":md} <<1430|0715|1900>>",
            )
        ),
        width=False,
    )
