"""HL7 v2 PID segments: each field's PHI found by the standard's field numbers."""

from __future__ import annotations

from vtt_py.deid.kinds import (
    CITY,
    DATE,
    MRN,
    NAME_PATIENT,
    PHONE,
    SSN,
    STATE,
    STREET,
    ZIP,
)
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.rules_hl7 import find_hl7_fields

# An invented patient, in the layout of an ORU^R01 report's PID segment.
MESSAGE = (
    "MSH|^~\\&|RIS|OAKH|EMR|OAKH|202207240031||ORU^R01|5285439|P|2.3\n"
    "PID|1||470-11-902^^^OAKH^MR~55120^^^OAKH^PI||WREN^MARGOT^Q||19711103|F|||"
    "42 Fern Hollow Rd^^Ashgrove^TN^38555||931-555-0177|||||A99817|123-45-6789\n"
    "OBR|1||RAD-1|CT HEAD\n"
)


def spans(text: str) -> list[tuple[str, str]]:
    return [(text[f.start : f.end], f.kind) for f in find_hl7_fields(text)]


def test_rules_hl7_pid_fields_by_number() -> None:
    found = spans(MESSAGE)
    assert found == [
        ("5285439", "ID"),  # MSH-10, the message control ID
        ("470-11-902", MRN),
        ("55120", MRN),  # a repetition of PID-3 after "~"
        ("WREN", NAME_PATIENT),
        ("MARGOT", NAME_PATIENT),
        ("Q", NAME_PATIENT),
        ("19711103", DATE),
        ("42 Fern Hollow Rd", STREET),
        ("Ashgrove", CITY),
        ("TN", STATE),
        ("38555", ZIP),
        ("931-555-0177", PHONE),
        ("A99817", "ID"),
        ("123-45-6789", SSN),
    ]


def test_rules_hl7_assigning_authority_and_other_segments_are_left() -> None:
    found = [text for text, _ in spans(MESSAGE)]
    assert "OAKH" not in found and "MR" not in found  # facility codes of PID-3
    assert "1" not in found  # PID-1 is a set number
    assert not any(text.startswith("RAD") for text in found)  # OBR is no PID
    assert "202207240031" not in found and "RIS" not in found  # other MSH fields


def test_rules_hl7_no_segment_no_finding() -> None:
    assert find_hl7_fields("PID: 1234 was noted") == []
    assert find_hl7_fields("") == []


def test_rules_hl7_identifier_is_suggested_in_a_report() -> None:
    marked = {
        MESSAGE[s.start : s.end]
        for s in Deidentifier(None, "physionet").suggest(MESSAGE)
    }
    assert "470-11-902" in marked and "123-45-6789" in marked
