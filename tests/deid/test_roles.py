"""A name's role read from a cue carries to the name's other mentions in the note."""

from __future__ import annotations

import pytest

from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier, role_labels
from vtt_py.deid.roles import consistent_roles, name_words

_, PEOPLE, PROVIDERS = role_labels("physionet")


def _name(
    text: str, words: str, label: str, source: str = "crf", nth: int = 0
) -> Suggestion:
    start = -1
    for _ in range(nth + 1):
        start = text.index(words, start + 1)
    return Suggestion(start, start + len(words), label, source, None, "NAME")


def _labels(text: str, anchors: list[Suggestion], found: list[Suggestion]) -> list[str]:
    out = consistent_roles(text, found, anchors, PEOPLE, PROVIDERS)
    return [s.label for s in out]


def test_role_labels_of_physionet() -> None:
    roles, people, providers = role_labels("physionet")
    assert roles == {"RelativeProxyName", "HCPName"}
    assert people == {"PTName", "RelativeProxyName", "HCPName"}
    assert providers == {"HCPName"}


def test_nlm_scrubber_tells_clinicians_only() -> None:
    # Name|Patient is the patient's and the relatives' alike: only "Name" is a role.
    roles, people, providers = role_labels("nlm-scrubber")
    assert roles == providers == {"Name"}
    assert people == {"Name|Patient", "Name"}


def test_name_words_leave_out_initials_and_case() -> None:
    assert name_words("J. O'Neill-Baptiste") == ("neill", "baptiste")
    assert name_words("RADU Crosson") == ("radu", "crosson")


def test_a_relative_first_name_carries() -> None:
    text = "Spoke with nephew Radu Crosson. At this time Radu wishes to continue."
    anchor = _name(text, "Radu Crosson", "RelativeProxyName", "rules")
    later = _name(text, "Radu", "PTName", nth=1)
    assert _labels(text, [anchor], [anchor, later]) == ["RelativeProxyName"] * 2


def test_a_relative_surname_does_not_carry() -> None:
    # The patient and his wife share a surname.
    text = "Wife Mary Obi visited. Obi resting comfortably after."
    anchor = _name(text, "Mary Obi", "RelativeProxyName", "rules")
    patient = _name(text, "Obi", "PTName", nth=1)
    assert _labels(text, [anchor], [anchor, patient]) == ["RelativeProxyName", "PTName"]


def test_a_clinician_surname_carries() -> None:
    text = "Seen by Dr. Quillmoor this am. Quillmoor aware of K 3.1."
    anchor = _name(text, "Quillmoor", "HCPName", "rules")
    later = _name(text, "Quillmoor", "PTName", nth=1)
    assert _labels(text, [anchor], [anchor, later]) == ["HCPName"] * 2


def test_a_name_given_two_roles_is_left_alone() -> None:
    text = "Dr Ann Lutz and daughter Ann Vey here. Ann asked about dinner."
    clinician = _name(text, "Ann Lutz", "HCPName", "rules")
    daughter = _name(text, "Ann Vey", "RelativeProxyName", "rules")
    ann = _name(text, "Ann", "PTName", nth=2)
    found = [clinician, daughter, ann]
    assert _labels(text, [clinician, daughter], found)[-1] == "PTName"


def test_a_cued_mention_keeps_its_own_role() -> None:
    text = "Dr. Lim called. Husband Lim at bedside."
    clinician = _name(text, "Lim", "HCPName", "rules")
    husband = _name(text, "Lim", "RelativeProxyName", "rules", nth=1)
    found = [clinician, husband]
    assert _labels(text, [clinician, husband], found) == [
        "HCPName",
        "RelativeProxyName",
    ]


def test_no_cue_changes_nothing() -> None:
    text = "Radu resting. Radu ate lunch."
    found = [_name(text, "Radu", "PTName"), _name(text, "Radu", "PTName", nth=1)]
    assert consistent_roles(text, found, [], PEOPLE, PROVIDERS) is found


@pytest.mark.parametrize(
    ("text", "relative"),
    [
        (
            "Social History: Lives in a trailer with her son, Dennis Okafor, who"
            " works nights; Dennis can be reached at (715) 555-0132.\nPlan:\n"
            "1. Family meeting Saturday at 15:00 with Dennis (by phone).",
            "Dennis",
        ),
        (
            "HCP is her nephew Tomasz Wrobel. Tomasz was updated by phone and"
            " agrees with plan. Tomasz to visit tomorrow.",
            "Tomasz",
        ),
    ],
)
def test_every_mention_of_a_cued_relative_has_the_role(
    text: str, relative: str
) -> None:
    # The shipped model alone calls the later mentions the patient.
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    mentions = [s for s in deid.suggest(text) if relative in text[s.start : s.end]]
    assert len(mentions) == 3
    assert {s.label for s in mentions} == {"RelativeProxyName"}
