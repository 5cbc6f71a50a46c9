"""Names beside a care role's title are clinicians': the role step relabels, never adds."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.kinds import NAME_PATIENT, NAME_PROVIDER, NAME_RELATIVE, Finding
from vtt_py.deid.pipeline import Deidentifier, rule_findings
from vtt_py.deid.rules_care_roles import care_roles


def _strong_names(text: str) -> dict[str, str]:
    """Each strong name finding's text -> kind."""
    found = rule_findings(analyse(text))
    return {
        text[f.start : f.end]: f.kind for f in found if f.strong and "NAME" in f.kind
    }


@pytest.mark.parametrize(
    "text",
    [
        "SW Deb Fitzgerald met with family.",
        "Social worker is Maribel Ocasio.",
        "Social work: Maribel Ocasio",
        "OT Julie Crane evaluated.",
        "Deb Fitzgerald, SW, met with family.",
        "Deb Fitzgerald (SW) met with family.",
        "Spoke with Deb Fitzgerald from social work.",
        "Janet Smith, case worker, called.",
        "SOCIAL WORKER JANET SMITH MET WITH FAMILY.",
        "OT JANET FITZGERALD MET WITH FAMILY.",
        # A clinician's licence after the name, an initial's period inside.
        "seen by T. Nguyen, PA",
        "Janet Smith RN aware.",
    ],
)
def test_a_name_beside_a_care_role_is_a_clinicians(text: str) -> None:
    kinds = _strong_names(text)
    assert kinds
    assert set(kinds.values()) == {NAME_PROVIDER}


@pytest.mark.parametrize(
    "text",
    [
        "Janet Smith called.",  # no role: left as it was
        "Coworker Janet Smith called.",  # a coworker cares for no patient
        "Seen by SW.\nJanet Smith called.",  # the role on the line before
        "Janet Smith, do not call after 9.",  # "do" is no licence here
    ],
)
def test_a_name_with_no_role_beside_it_keeps_its_kind(text: str) -> None:
    assert _strong_names(text)["Janet Smith"] != NAME_PROVIDER


def test_the_step_finds_no_name_itself() -> None:
    text = "SW to see pt. Case worker aware."
    analysis = analyse(text)
    found = [Finding(0, 2, "ZIP", "test")]
    assert care_roles(analysis, found) == found


def test_a_patients_name_keeps_its_role() -> None:
    text = "Pt Hernandez seen by SW."
    analysis = analyse(text)
    patient = Finding(3, 12, NAME_PATIENT, "name-cue")
    assert care_roles(analysis, [patient]) == [patient]


def test_the_clinicians_label_reaches_the_suggestions() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    text = "SW Deb Fitzgerald met with family. Social worker is Maribel Ocasio."
    labels = {text[s.start : s.end]: s.label for s in deid.suggest(text)}
    assert labels == {"Deb Fitzgerald": "HCPName", "Maribel Ocasio": "HCPName"}


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("Has a therapist, Ms. Greenbaum, at the clinic.", "Greenbaum", NAME_PROVIDER),
        ("Nurse Mrs. Okafor aware.", "Okafor", NAME_PROVIDER),
        ("Spoke with her daughter, Mrs. Okafor.", "Okafor", NAME_RELATIVE),
        ("Ms. Greenbaum is resting.", "Greenbaum", NAME_PATIENT),  # the title's guess
    ],
)
def test_a_noun_before_a_title_gives_the_name_its_role(
    text: str, name: str, kind: str
) -> None:
    assert _strong_names(text)[name] == kind
