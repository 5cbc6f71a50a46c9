"""Dictation reference initials: ``ES/vh`` on its own line or after the job number."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import INITIALS
from vtt_py.deid.rules_initials import find_initials


def _found(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_initials(text) if f.kind == INITIALS]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("T: 06/16/2021 08:03\nJob #: 9528451\nKT/mw\ncc: Dr. Okafor\n", ["KT", "mw"]),
        ("DD: 2/7/21  DT: 2/8/21  JOB: 7235849  dlr\n", ["dlr"]),
        ("D: 1/21/21  T: 1/22/21  Job 7082929  RBQ/cm\n", ["RBQ", "cm"]),
        ("Sincerely,\n\nAnna Lindqvist, MD\nAL/jps\nEnclosures (2)\n", ["AL", "jps"]),
    ],
)
def test_reference_initials_are_found(text: str, expected: list[str]) -> None:
    assert sorted(_found(text)) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        "ICU/icu\n",  # the same letters twice: no pair of initials
        "Pt on NRB/nc overnight.\n",  # not alone on its line
        "BP 120/80, HR 72\n",
        "job search ongoing, 12 applications sent\n",
    ],
)
def test_clinical_text_has_no_reference_initials(text: str) -> None:
    assert _found(text) == []


def test_rules_initials_a_common_word_after_a_job_number_is_no_initials() -> None:
    assert find_initials("pt said good job 1800 done\n") == []
    assert [f.start for f in find_initials("JOB: 7235849  jf\n")] == [14]
