"""The word-list recognisers' shortcuts give what the plain definitions give."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import Finding
from vtt_py.deid.rules_lexicon import (
    _first_name,
    _listed_name,
    _name_positions,
    _word_first_name,
    confirm_pairs,
    coordinated_names,
    lexicon_findings,
    listed_places,
)
from vtt_py.deid.rules_names import names_in

_TEXTS = [
    "Will Black called; wife maria kowalczyk and Dr. Ann Lee at bedside.",
    "SPOKE WITH EDNA GRANT, DX per MAC. Grace Ostrowski aware.",
    "Pt's kids (Noah, Emma, and Lucas) are here. Visitors: Keyana, Mark Darnell.",
]


@pytest.mark.parametrize("text", _TEXTS)
@pytest.mark.parametrize("test", [_listed_name, _first_name, _word_first_name])
def test_name_positions_are_the_tokens_passing_the_test(
    text: str, test: Callable[[str], object]
) -> None:
    analysis = analyse(text)
    expected = [i for i, word in enumerate(analysis.words) if test(word)]
    assert expected  # each text has tokens passing each test
    assert _name_positions(analysis, test) == expected


@pytest.mark.parametrize("text", _TEXTS)
def test_coordinated_names_go_in_text_order_whatever_the_list_order(text: str) -> None:
    analysis = analyse(text)
    names = names_in(analysis)
    found = confirm_pairs(analysis, lexicon_findings(analysis), names)
    forwards = coordinated_names(analysis, found, names)
    backwards = coordinated_names(analysis, found[::-1], names)
    assert backwards == forwards[::-1]


def test_a_confirmed_pair_is_the_pair_with_the_cues_kind_and_sure() -> None:
    analysis = analyse("SPEAK WITH EDNA GRANT ABOUT PLAN")
    names = names_in(analysis)
    found = lexicon_findings(analysis)
    confirmed = confirm_pairs(analysis, found, names)
    sure = {f.start: f.kind for f in names if f.strong}
    changed = [(f, g) for f, g in zip(found, confirmed, strict=True) if f != g]
    assert changed
    for f, g in changed:
        assert f.rule == "name-first-last"
        assert type(g) is Finding
        assert g == f._replace(kind=sure[f.start], strong=True)


@pytest.mark.parametrize(
    "text",
    [
        "moved from New Bedford to Port-au-Prince, then to Lagos, Nigeria",
        "Transported by Cambridge EMS from st. louis to the bronx",
        "pt to the floor, s/p fall at home in Worcester County",
    ],
)
def test_places_in_ascii_text_are_those_found_without_the_ascii_shortcuts(
    text: str,
) -> None:
    # A last word not all ASCII: every span is looked up, nothing lowered at once.
    plain = listed_places(analyse(text + " née"))
    assert listed_places(analyse(text)) == [f for f in plain if f.end <= len(text)]
