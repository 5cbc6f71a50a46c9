"""A clinical scenario: the medical story a note tells, as templates with PHI fields."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Scenario:
    """Everything a physician note needs to tell one illness.

    Templates name case values as ``{key}`` or ``{key:format}`` and offer
    alternatives as ``<<a|b>>``. Tuples of paragraphs are used in order;
    ``hpi`` holds alternatives, one of which is chosen.
    """

    key: str
    dx: str
    complaint: str
    ages: tuple[int, int]
    sex: str = ""
    los: tuple[int, int] = (3, 6)
    kind: str = "adult"  # adult, peds, infant, psych
    single: bool = False  # no spouse among the relatives
    medical: tuple[str, ...] = ()  # medical history, for psychiatric notes
    secondary: tuple[str, ...] = ()
    hpi: tuple[str, ...] = ()
    pmh: tuple[str, ...] = ()
    psh: tuple[str, ...] = ()
    meds: tuple[str, ...] = ()
    social: tuple[str, ...] = ()
    family: str = ""
    ros: str = ""
    exam: tuple[str, ...] = ()
    data: tuple[str, ...] = ()
    course: tuple[str, ...] = ()
    procedures: tuple[str, ...] = ()
    dc_meds: tuple[str, ...] = ()
    plan: tuple[str, ...] = ()
    followup: tuple[str, ...] = ()
    condition: str = "Stable."
    specialty: str = "Internal Medicine"
    consult: tuple[str, ...] = ()  # consultant's assessment and recommendations
