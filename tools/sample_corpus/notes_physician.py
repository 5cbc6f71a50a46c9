"""Physician reports: discharge summary, consultation, H&P, progress and ED notes."""

from __future__ import annotations

from tools.sample_corpus.case import Case
from tools.sample_corpus.notes_common import (
    allergies,
    banner,
    bullets,
    dictation_footer,
    inpatient_header,
    numbered,
    section,
)

# Where an ambulance found someone: address strings without street parts (the
# catch-all Address tag of seed 001).
PICKUPS = (
    "parking lot behind the Route 9 grain elevator",
    "rest area near mile marker 42 on Route 17",
    "corner of Church and Depot",
    "the bus shelter outside the county courthouse",
)
ROS_NEGATIVE = (
    "Otherwise negative in 12 systems, including headache, vision change, rash, "
    "dysuria and bleeding.",
    "A complete review of systems was obtained and is negative except as noted in "
    "the HPI.",
    "Denies chest pain, hemoptysis, melena, focal weakness or new rashes. All other "
    "systems reviewed and negative.",
)


def _history(c: Case, *, upper: bool) -> None:
    s = c.scenario

    def title(text: str) -> str:
        return text.upper() if upper else text

    section(c, title("Past medical history"), [f"- {item}" for item in s.pmh])
    if s.psh:
        section(c, title("Past surgical history"), ", ".join(s.psh) + ".", inline=True)
    section(c, title("Medications"), [f"- {item}" for item in s.meds])
    section(c, title("Allergies"), allergies(c), inline=True)
    if s.social:
        section(c, title("Social history"), s.social[0], inline=True)
    if s.family:
        section(c, title("Family history"), s.family, inline=True)


def discharge_summary(c: Case) -> None:
    """A discharge summary; long when the scenario has much to tell."""
    s = c.scenario
    upper = c.chance(0.6)

    def title(text: str) -> str:
        return text.upper() if upper else text

    banner(c, "Discharge Summary")
    inpatient_header(c, c.rng.randrange(3))
    section(c, title("Principal diagnosis"), s.dx + ".", inline=True)
    if s.secondary:
        c.add(title("Secondary diagnoses") + ":")
        numbered(c, s.secondary)
        c.blank()
    if s.procedures:
        section(
            c,
            title("Procedures"),
            "; ".join(s.procedures) + " on {hd2:num}.",
            inline=True,
        )
    if s.consult:
        section(c, title("Consultations"), f"{s.specialty}, {{con:drf}}.", inline=True)
    section(c, title("History of present illness"), c.pick(s.hpi))
    if c.chance(0.5):
        _history(c, upper=upper)
    if s.data:
        section(c, title("Pertinent results"), s.data[0])
    c.add(title("Hospital course") + ":")
    for paragraph in s.course:
        c.para(paragraph)
    section(c, title("Condition at discharge"), s.condition, inline=True)
    disposition = (
        "{snf}."
        if "{snf}" in " ".join(s.followup)
        else c.pick(
            (
                "Home with {pt:his} {r1:rel}.",
                "Home.",
                "Home with home health services through {hosp} Home Care.",
            )
        )
    )
    section(c, title("Disposition"), disposition, inline=True)
    if s.dc_meds == ("None",):
        section(c, title("Discharge medications"), "None.", inline=True)
    else:
        c.add(title("Discharge medications") + ":")
        numbered(c, s.dc_meds)
        c.blank()
    c.add(title("Follow-up") + ":")
    bullets(c, s.followup)
    c.add("Questions after discharge: {hosp} <<nurse line|discharge line>> {hphone}.")
    if c.chance(0.5):
        c.add("Written discharge instructions given (form DC-3, rev. {formrev:num}).")
    dictation_footer(c)


def consultation(c: Case) -> None:
    """An inpatient consultation report from the scenario's specialty."""
    s = c.scenario
    banner(c, "Consultation Report")
    c.cols("PATIENT: {pt:LF}", "MRN: {mrn}", 38)
    c.cols("DOB: {dob:num}", "LOCATION: {ward}, {room}", 38)
    c.add("DATE OF CONSULTATION: {hd2:long}", width=False)
    c.add("REQUESTING PHYSICIAN: {att:md}", width=False)
    c.add(f"CONSULTANT: {{con:md}}, {s.specialty}", width=False)
    c.blank()
    c.para(
        f"REASON FOR CONSULTATION: {s.specialty.lower()} evaluation of "
        f"{s.dx[0].lower() + s.dx[1:]}."
    )
    c.add("HISTORY OF PRESENT ILLNESS:")
    c.para(
        "<<Thank you for asking us to see this patient.|We were asked by {att:dr} "
        "to see this patient.|Seen at the request of {att:drf}.>> " + c.pick(s.hpi)
    )
    _history(c, upper=True)
    section(c, "REVIEW OF SYSTEMS", c.pick(ROS_NEGATIVE), inline=True)
    c.add("PHYSICAL EXAMINATION:")
    for line in s.exam:
        c.add(line)
    c.blank()
    if s.data:
        section(c, "DATA", s.data[0])
    c.add("IMPRESSION AND RECOMMENDATIONS:")
    numbered(c, s.consult or (s.dx,))
    c.blank()
    c.para(
        "We discussed these recommendations with {att:dr} and with the patient"
        "<< and {pt:his} {r1:rel}|>>. We will follow along; please call "
        "<<pager {pager}|{cphone}>> with questions."
    )
    dictation_footer(c, "con", "hd2", "hd3")


def history_and_physical(c: Case) -> None:
    """An admission history and physical."""
    s = c.scenario
    banner(c, "History and Physical")
    c.add("Patient: {pt:fl}   MRN: {mrn}   DOB: {dob:num}", width=False)
    c.add("Date of admission: {adm:long}   Unit: {ward}", width=False)
    c.add("Admitting physician: {att:md}   Resident: {res:md}", width=False)
    c.add("Primary care: {ref:md}, {clinic}, {cphone}", width=False)
    c.blank()
    section(
        c,
        "CHIEF COMPLAINT",
        '"' + s.complaint[0].upper() + s.complaint[1:] + '."',
        inline=True,
    )
    section(c, "HISTORY OF PRESENT ILLNESS", c.pick(s.hpi))
    _history(c, upper=True)
    section(c, "REVIEW OF SYSTEMS", c.pick(ROS_NEGATIVE), inline=True)
    c.add("PHYSICAL EXAMINATION:")
    for line in s.exam:
        c.add(line)
    c.blank()
    if s.data:
        section(c, "LABORATORY AND IMAGING", s.data[0])
    c.add("ASSESSMENT AND PLAN:")
    c.para(
        "{pt:t} is a {pt:aged} {pt:man} admitted with "
        + s.dx[0].lower()
        + s.dx[1:]
        + "."
    )
    plan = s.plan or s.consult or (s.dx,)
    numbered(c, plan)
    old = (c.patient.age.years if c.patient.age else 0) >= 80
    c.add(
        "Code status: "
        + (
            "<<DNR/DNI|Full code, confirmed with the patient>>."
            if old
            else "Full code."
        )
    )
    c.add("Emergency contact: {r1:fl} ({r1:rel}), {rphone}.")
    dictation_footer(c, "res", "adm", "hd2")


def progress_note(c: Case) -> None:
    """A daily SOAP progress note, short and in clinicians' shorthand."""
    s = c.scenario
    c.add(
        "<<Hospital Medicine Progress Note|PROGRESS NOTE - HOSPITALIST|"
        "Daily Progress Note>>",
        width=False,
    )
    c.add("{pt:lf}  MRN {mrn}  {ward} {room}", width=False)
    c.add("Date of service: {hd3:numl}   Hospital day 3", width=False)
    c.blank()
    c.para(
        "S: Slept poorly, "
        + c.pick(
            (
                "breathing better than yesterday.",
                "less pain this morning.",
                "ate half of breakfast.",
            )
        )
        + " {pt:His} {r1:rel} {r1:first} at bedside and asks about discharge "
        "timing; updated by phone at {rphone} <<yesterday|last evening>>."
    )
    c.para("O: " + " ".join(s.exam[:2]))
    if s.data:
        c.para("Labs: " + s.data[0])
    c.para("A/P: {pt:age} y/o with " + s.dx[0].lower() + s.dx[1:] + ", improving.")
    numbered(c, s.plan or s.consult or (s.dx,))
    c.add("Dispo: anticipate discharge {dis:wd}, {dis:md}, pending PT evaluation.")
    c.blank()
    c.add("{res:mdf}, PGY-2 / discussed with {att:dr}", width=False)


def ed_note(c: Case) -> None:
    """An emergency department provider note."""
    s = c.scenario
    c.add("EMERGENCY DEPARTMENT NOTE - {hosp}", width=False)
    c.add(
        "Arrival: {adm:nums} <<02:14|19:48|11:05>> by <<private vehicle|EMS|"
        "ambulance from {town}>>",
        width=False,
    )
    if c.chance(0.6):
        c.add("EMS pickup: [[" + c.pick(PICKUPS) + "|Address]], {town}", width=False)
    c.add("Patient: {pt:fl}   Age: {pt:age}   MRN: {mrn}   Visit: {enc}", width=False)
    c.add("PCP: {ref:dr}   Contact: {r1:fl} ({r1:rel}) {rphone}", width=False)
    c.blank()
    section(c, "CC", s.complaint, inline=True)
    section(c, "HPI", c.pick(s.hpi))
    section(c, "PMH", "; ".join(s.pmh) + ".", inline=True)
    section(c, "Meds", "; ".join(s.meds) + ".", inline=True)
    section(c, "Allergies", allergies(c), inline=True)
    c.add("Exam:")
    for line in s.exam:
        c.add(line)
    c.blank()
    c.add("ED course / MDM:")
    c.para(
        (s.data[0] + " " if s.data else "") + "Case discussed with {att:drf}, "
        "who accepts the patient to {ward}."
    )
    section(c, "Impression", s.dx + ".", inline=True)
    section(
        c, "Disposition", "Admit, {att:dr}'s service. Bed request {order}.", inline=True
    )
    c.add("{res:mdf} <<(ED)|- emergency medicine>>", width=False)
