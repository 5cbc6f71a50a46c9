"""Psychiatric notes: initial evaluation, progress note and discharge summary."""

from __future__ import annotations

from tools.sample_corpus.case import Case
from tools.sample_corpus.notes_common import numbered, section

MSE = (
    "Appearance: {pt:aged} {pt:man} appearing stated age, hair unkempt, wearing "
    "hospital gown, poor eye contact.",
    "Behavior: Cooperative, psychomotor slowing.",
    "Speech: Low volume, slow rate, long latencies.",
    'Mood: "empty." Affect: constricted, tearful at times.',
    "Thought process: Linear and goal-directed.",
    "Thought content: Passive death wish; denies current intent or plan. No "
    "homicidal ideation. No delusions.",
    "Perception: Denies auditory or visual hallucinations; not responding to "
    "internal stimuli.",
    "Cognition: Alert, oriented x4. Recalls 3/3 objects at 5 minutes.",
    "Insight and judgment: Fair; sought help through family.",
)

MANIC_MSE = (
    "Appearance: {pt:aged} {pt:man} in mismatched clothing and sunglasses indoors.",
    "Behavior: Restless, paces, intrusive, difficult to redirect.",
    "Speech: Pressured, loud, hard to interrupt.",
    'Mood: "Never better." Affect: expansive, irritable when limits are set.',
    "Thought process: Flight of ideas, tangential.",
    "Thought content: Grandiose; believes {pt:he} has been chosen to end hunger "
    "and that a television host is sending {pt:him} messages. No suicidal or "
    "homicidal ideation.",
    "Cognition: Alert; too distractible for formal testing.",
    "Insight and judgment: Poor.",
)


def psychiatric_evaluation(c: Case) -> None:
    """An initial inpatient psychiatric evaluation."""
    s = c.scenario
    manic = s.key == "mania"
    c.add("{hosp:up} - BEHAVIORAL HEALTH", width=False)
    c.add("INITIAL PSYCHIATRIC EVALUATION", width=False)
    c.add("Patient: {pt:lf}  MRN: {mrn}  DOB: {dob:num}  Unit: {ward}", width=False)
    c.add(
        "Date of evaluation: {adm:long}  Legal status: "
        + ("emergency hold" if manic else "voluntary"),
        width=False,
    )
    c.add("Evaluating psychiatrist: {psy:md}", width=False)
    c.blank()
    spouse = c.env["r1"].frag("rel")[0][0] in ("wife", "husband")
    status = "married" if spouse else c.pick(("single", "divorced"))
    c.para(
        "IDENTIFYING DATA: {pt:fl} is a {pt:age}-year-old "
        + status
        + " {pt:man} from {addr:city}, "
        "<<employed until recently at|working at>> {emp}."
    )
    section(
        c,
        "SOURCES",
        "Patient; {pt:his} {r1:rel} {r1:fl} by phone ({rphone}); "
        "records from {hosp2}; prescription monitoring database.",
        inline=True,
    )
    section(c, "HISTORY OF PRESENT ILLNESS", c.pick(s.hpi))
    c.para(
        "PAST PSYCHIATRIC HISTORY: " + "; ".join(s.pmh) + ". First treated by "
        "{ref:drf} at {clinic} in {year_dx:year}. "
        + (
            "One prior suicide attempt by overdose at age 19."
            if not manic
            else "No suicide attempts."
        )
    )
    section(c, "PAST MEDICAL HISTORY", "; ".join(s.medical) + ".", inline=True)
    c.para(
        "SUBSTANCE USE: "
        + (
            "Alcohol 3 to 4 drinks most nights since "
            "{onset2:mon}; no withdrawal seizures. No other drugs."
            if not manic
            else "Cannabis daily, more in the last month. Alcohol rarely."
        )
    )
    c.para(
        "SOCIAL HISTORY: <<Grew up in {town2}, {state}|Born in {country}; moved "
        "to {state} at age 12 and grew up in {town2}>>, <<the second of three "
        "children|the youngest of four children|an only child>>. "
        + s.social[0]
        + (" No firearms at home." if manic else " Has a hunting rifle at home.")
    )
    if s.family:
        section(c, "FAMILY HISTORY", s.family, inline=True)
    c.add("MENTAL STATUS EXAMINATION:")
    for line in MANIC_MSE if manic else MSE:
        c.add(line)
    c.blank()
    c.para(
        "RISK ASSESSMENT: "
        + (
            "Acute risk to self is moderate, with depression, "
            "recent job loss, alcohol use, access to a firearm and family history "
            "of suicide; protective factors are {pt:his} children and engagement "
            "with treatment."
            if not manic
            else "Risk of harm through impulsive "
            "behavior and poor judgment is high; no intent to harm self or others."
        )
    )
    section(c, "DIAGNOSIS", s.dx + "; " + "; ".join(s.secondary) + ".", inline=True)
    c.add("PLAN:")
    numbered(c, s.plan)
    c.blank()
    c.add("{psy:md}", width=False)
    c.add("Attending Psychiatrist, {ward}   {adm:num}", width=False)


def psychiatric_progress(c: Case) -> None:
    """A short daily psychiatric progress note that uses the patient's initials."""
    s = c.scenario
    c.add("Psychiatry Progress Note   {hd4:num}   {ward}", width=False)
    c.add("Pt: {pt:init}   MRN {mrn}   Day 4", width=False)
    c.blank()
    c.para(
        'S: {pt:init} reports sleeping "maybe 5 hours," better than on '
        "admission. Attended 3 of 4 groups yesterday. Spoke with {pt:his} "
        "{r1:rel} on the unit phone on {hd3:wd} evening, which went well. "
        "Asked whether {pt:he} can be discharged before {pt:his} "
        "{r2:rel}'s birthday on the [[17th|Day|Patient]]."
    )
    c.para(
        "O: Calmer, more organized. Affect brighter, reactive. No SI/HI. Eats "
        "100% of meals per nursing. "
        + ("Lithium level 0.8." if s.key == "mania" else "Tolerating sertraline.")
    )
    c.para(
        "A/P: "
        + s.dx
        + ", improving. "
        + (
            "Continue lithium; level again on {hd4:wd}. Olanzapine 10 mg nightly."
            if s.key == "mania"
            else "Increase sertraline to 100 mg today. Continue groups and CBT skills work."
        )
        + " Discharge planning with {sw:fl}, LCSW; tentative discharge {dis:wd}."
    )
    c.add("{psy:mdf}", width=False)


def psychiatric_discharge(c: Case) -> None:
    """A behavioural-health discharge summary."""
    s = c.scenario
    c.add("BEHAVIORAL HEALTH DISCHARGE SUMMARY", width=False)
    c.add("{pt:lf}  MRN {mrn}  Admitted {adm:num}  Discharged {dis:num}", width=False)
    c.add("Attending: {psy:md}   Social worker: {sw:md}", width=False)
    c.blank()
    section(c, "REASON FOR ADMISSION", c.pick(s.hpi))
    section(c, "HOSPITAL COURSE", s.course[0])
    c.para(
        "At discharge {pt:he} denied suicidal or homicidal ideation, could name "
        "three coping strategies and two people to call, and was future "
        "oriented, talking about returning to work. The safety plan was "
        "reviewed with {pt:his} {r1:rel}, {r1:fl}, who will stay with "
        "{pt:him} through {nexthol}."
    )
    section(
        c,
        "DISCHARGE DIAGNOSES",
        s.dx + "; " + "; ".join(s.secondary) + ".",
        inline=True,
    )
    c.add("DISCHARGE MEDICATIONS:")
    numbered(c, s.dc_meds)
    c.blank()
    c.add("FOLLOW-UP:")
    for line in s.followup:
        c.add("- " + line)
    c.blank()
    c.add("{psy:md}  {dictd:num}", width=False)
