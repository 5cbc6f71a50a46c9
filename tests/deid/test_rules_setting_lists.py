"""Care settings listed after their kind's word (invented lines)."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import HOSPITAL
from vtt_py.deid.rules_setting_lists import find_setting_lists


def _found(text: str) -> list[str]:
    found = find_setting_lists(analyse(text))
    assert all(f.kind == HOSPITAL and f.strong for f in found)
    return [text[f.start : f.end] for f in found]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Plan: bed search for LTAC, Radius or Vibra.", ["Radius", "Vibra"]),
        ("Rehab options: Radius, Kindred or Vibra.", ["Radius", "Kindred", "Vibra"]),
        ("Referrals sent to Radius and Vibra.", ["Radius", "Vibra"]),
        # the verb before the referral (session 59's held-out lines)
        ("Case mgmt faxed referral to Kindred and Radius.", ["Kindred", "Radius"]),
        ("We made a referral to Hebrew Rehab and Radius.", ["Hebrew Rehab", "Radius"]),
        # a sentence's period ends the last name
        ("LTAC, Radius or Vibra. Transferred from OSH.", ["Radius", "Vibra"]),
        (
            "Rehab options: Kindred Hospital, Spaulding Rehab",
            ["Kindred Hospital", "Spaulding Rehab"],
        ),
        (
            "Rehab screens - Braintree / Quillmoor Manor",
            ["Braintree", "Quillmoor Manor"],
        ),
    ],
)
def test_two_names_or_more_after_a_settings_word_are_facilities(
    text: str, names: list[str]
) -> None:
    assert _found(text) == names


@pytest.mark.parametrize(
    "text",
    [
        "Rehab options: Radius.",  # one name: no list
        "Plan: rehab, PT/OT eval, Case Management following.",
        "Rehab options: Acute vs Subacute, discussed.",
        "Hospice options: Home or Inpatient, family deciding.",
        "Placement: Mom and Dad willing to take pt home.",
        "Referrals sent to Dr. Amin and Dr. Osei.",  # people
        "Sent referral to PT and OT.",  # services, no facilities
        "Rehab: Monday or Tuesday",
    ],
)
def test_no_list_of_facilities_without_two_names(text: str) -> None:
    assert _found(text) == []
