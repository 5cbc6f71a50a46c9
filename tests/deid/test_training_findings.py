"""training_findings: some sure finds on a training note's places and dates shown as weak."""

from __future__ import annotations

from tests.deid.conftest import make_doc
from vtt_py.deid import kinds
from vtt_py.deid.kinds import Finding
from vtt_py.deid.training import document_sequence
from vtt_py.deid.training_findings import training_findings

#: Invented: a date, a town and a name on gold, and a date that is no PHI.
TEXT = "Seen 3/4 in Quillmoor by Dr. Ann Rowan; pain 4/10."
DATE = Finding(5, 8, kinds.DATE, "date")
TOWN = Finding(12, 21, kinds.CITY, "town")
NAME = Finding(29, 38, kinds.NAME_PROVIDER, "name")
PAIN = Finding(45, 49, kinds.DATE, "date")
GOLD = [(5, 8, "Date"), (12, 21, "Location"), (29, 38, "HCPName")]


def test_every_sure_place_and_date_on_gold_is_demoted_at_share_one() -> None:
    found = training_findings(TEXT, [DATE, TOWN, NAME, PAIN], GOLD, share=1.0)
    assert found == [
        DATE._replace(strong=False),
        TOWN._replace(strong=False),
        NAME,  # names stay sure: demoting them made the CRF lift capitalised words
        PAIN,  # no PHI: a sure false find stays what it is
    ]


def test_nothing_changes_at_share_zero_or_without_gold() -> None:
    findings = [DATE, TOWN, NAME, PAIN]
    assert training_findings(TEXT, findings, GOLD, share=0.0) is findings
    assert training_findings(TEXT, findings, [], share=1.0) is findings


def test_the_choice_follows_from_the_text_alone() -> None:
    many = [Finding(i, i + 1, kinds.DATE, "date") for i in range(0, 200, 2)]
    gold = [(0, 200, "Date")]
    first = training_findings("x" * 200, many, gold, share=0.5)
    assert first == training_findings("x" * 200, many, gold, share=0.5)
    weak = sum(not f.strong for f in first)
    assert 30 <= weak <= 70  # about half of a hundred


def test_a_training_sequence_still_has_its_rule_features() -> None:
    doc = make_doc(TEXT, [("3/4", "Date"), ("Quillmoor", "Location")])
    xseq, yseq = document_sequence(doc)
    assert len(xseq) == len(yseq)
    assert any("Date" in y for y in yseq)
    assert any(key.startswith(("r=", "rw=")) for row in xseq for key in row), (
        "rule marks are still features"
    )
