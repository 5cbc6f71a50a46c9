"""Names: the prefix/initial/name/suffix automaton and the name-vs-word likelihood ratio."""

from __future__ import annotations

import pytest

from vtt_py.deid.kinds import NAME, NAME_PATIENT, NAME_PROVIDER, NAME_RELATIVE
from vtt_py.deid.lexicon import name_likelihood_ratio
from vtt_py.deid.rules_names import find_names


def names(text: str) -> list[tuple[str, str]]:
    return [(text[f.start : f.end], f.kind) for f in find_names(text) if f.strong]


def test_rules_names_likelihood_ratio_orders_names_and_words() -> None:
    assert name_likelihood_ratio("John") > 10
    assert name_likelihood_ratio("Smith") > 10
    assert name_likelihood_ratio("the") < 0.01
    assert name_likelihood_ratio("aware") < 1
    # In neither list: a mild preference for "name" (seed 003: about 2.4).
    assert 2 < name_likelihood_ratio("Zzyzxq") < 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pt of dr. john brelvonik.\n", [("john", NAME_PROVIDER), ("brelvonik", NAME_PROVIDER)]),
        ("RR 16, dr green aware.", [("green", NAME_PROVIDER)]),
        ("Dr. Okonkwo and Whitt aware.", [("Okonkwo", NAME_PROVIDER), ("Whitt", NAME_PROVIDER)]),
        ("Mrs. Castellano is resting", [("Castellano", NAME_PATIENT)]),
        ("by Dr Marisol Brandt, Dr Will Cole", [
            ("Marisol", NAME_PROVIDER), ("Brandt", NAME_PROVIDER),
            ("Will", NAME_PROVIDER), ("Cole", NAME_PROVIDER),
        ]),
        ("\n HERMAN W. HALVORSEN, RRT\n", [
            ("HERMAN", NAME_PROVIDER), ("W", NAME_PROVIDER), ("HALVORSEN", NAME_PROVIDER),
        ]),
        ("janet wexler, rn\n", [("janet", NAME_PROVIDER), ("wexler", NAME_PROVIDER)]),
        ("his wife, Carol Buckley (201)", [("Carol", NAME_RELATIVE), ("Buckley", NAME_RELATIVE)]),
        ("wife, rose, left phone", [("rose", NAME_RELATIVE)]),
        ("daughter pat lives close by", [("pat", NAME_RELATIVE)]),
        ("LAB: INR 6.0. E. WELSH AWARE.", [("E", NAME), ("WELSH", NAME)]),
        ("Family: Carol Buckley came", [("Carol", NAME), ("Buckley", NAME)]),
        ("DR OKAFOR IN SPOKE", [("OKAFOR", NAME_PROVIDER)]),
    ],
)  # fmt: skip
def test_rules_names_automaton(text: str, expected: list[tuple[str, str]]) -> None:
    assert names(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Pt is alert and oriented. Family at bedside.",
        "given IV NTG started",  # IV: intravenous, not a suffix
        "on 2 L NP. ",  # nasal prongs
        "Ostomy RN applied",  # no word of a name
        "ALTERED MS TODAY- NEURO",  # MS: mental status
        "E. coli in urine",
        "U PRBC given",
        "Strong cough",
        "Dr ordered lasix",
        "HR 80's SR, no VEA",
        "PT TRANSFERRED TO BXH FOR CATH",
        "Will see in am. May need lasix.",
    ],
)
def test_rules_names_no_name_in_clinical_text(text: str) -> None:
    assert names(text) == []
