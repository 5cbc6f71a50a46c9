"""MIMIC-IV blanks typed from their context with the de-identifier's rules."""

from __future__ import annotations

import pytest

from vtt_py.deid import kinds as k
from vtt_py.synth.blanks import infer


def _decide(text: str) -> list[tuple[str | None, str]]:
    spans = []
    pos = text.find("___")
    while pos != -1:
        spans.append((pos, pos + 3))
        pos = text.find("___", pos + 3)
    return [(d.kind, d.rule) for d in infer(text, spans)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Name:  ___\n", (k.NAME_PATIENT, "field")),
        ("Admission Date:  ___\n", (k.DATE, "field")),
        ("Date of Birth:  ___   Sex: F\n", (k.DATE, "field")),
        ("Unit No:   ___\n", (k.ID, "field")),
        ("Attending: ___.\n", (k.NAME_PROVIDER, "field")),
        ("Dictated by: ___, MD\n", (k.NAME_PROVIDER, "field")),
        ("Phone: ___\n", (k.PHONE, "field")),
        ("She is a ___ year old woman.\n", (k.AGE_PII, "rule-age")),
        ("Seen by Dr. ___ today.\n", (k.NAME_PROVIDER, "rule-name-place")),
        ("His wife ___ called.\n", (k.NAME_RELATIVE, "rule-name-place")),
        ("Transferred from ___ Hospital yesterday.\n", (k.HOSPITAL, "rule-name-place")),
        ("Seen in clinic on ___ for follow-up.\n", (k.DATE, "date-cue")),
        ("It was ___ then.\n", (None, "")),
    ],
)
def test_blank_types(text: str, expected: tuple[str | None, str]) -> None:
    assert _decide(text) == [expected]


def test_a_number_shape_alone_is_no_identifier() -> None:
    # The identifier probe counts only identifiers a cue word announces.
    assert _decide("Seen ___ ___ for pain.\n")[0][1] != "rule-id"
