"""CRF names on states and countries the rules read as such: ``family in Georgia and Virginia``."""

from __future__ import annotations

from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.kinds import COUNTRY, LOCATION, STATE, Finding
from vtt_py.deid.merge import Suggestion
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.region_names import off_regions
from vtt_py.deid.rules_place_cues import region_kind


def _name(text: str, word: str) -> Suggestion:
    start = text.index(word)
    return Suggestion(start, start + len(word), "PTName", "crf", 0.4, "NAME")


def test_a_name_on_a_state_or_listed_after_one_is_dropped() -> None:
    text = "Pt has family in Georgia, Virginia and Ohio."
    state = Finding(17, 24, STATE, "place-cue", True)
    names = [_name(text, w) for w in ("Georgia", "Virginia", "Ohio")]
    assert off_regions(text, [state], names) == []


def test_a_person_stays_away_from_a_state_or_with_a_weak_one() -> None:
    text = "Pt from Georgia. Virginia called."
    state = Finding(8, 15, STATE, "place-cue", True)
    virginia = _name(text, "Virginia")
    assert off_regions(text, [state], [virginia]) == [virginia]  # no joiner
    listed = "Family in Georgia and Virginia."
    weak = Finding(10, 17, STATE, "place-listed", False)
    names = [_name(listed, "Georgia"), _name(listed, "Virginia")]
    assert off_regions(listed, [weak], names) == names
    # Joined, but no state's name: "Georgia and Maria".
    joined = "Family in Georgia and Maria visited."
    strong = Finding(10, 17, STATE, "place-cue", True)
    maria = _name(joined, "Maria")
    assert off_regions(joined, [strong], [maria]) == [maria]


def test_the_shipped_model_leaves_two_listed_states() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    assert deid.suggest("Pt has family in Georgia and Virginia.\n") == []
    named = deid.suggest("Georgia and Virginia (daughters) at bedside.\n")
    assert [s.family for s in named] == ["NAME", "NAME"]


def test_nested_state_findings_still_hold_the_name_inside() -> None:
    text = "Pt has family in South Carolina and Georgia."
    findings = [
        Finding(17, 31, STATE, "place-cue", True),  # South Carolina
        Finding(23, 31, STATE, "place-listed", True),  # Carolina
    ]
    names = [_name(text, "Carolina"), _name(text, "Georgia")]
    assert off_regions(text, findings, names) == []


def test_a_region_of_several_states_is_no_phi_as_a_state_is_none() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    for text in (
        "Pt went to college in New England.\n",
        "Pt is from the Midwest, moved here for work.\n",
        "Family lives in the Pacific Northwest.\n",
    ):
        assert deid.suggest(text) == [], text
    # A hospital named after the region is a place still.
    found = deid.suggest("Pt transferred from New England Baptist.\n")
    assert [s.family for s in found] == ["PLACE"]


def test_a_compass_word_alone_is_no_region() -> None:
    """``transferred from Northeast`` may name a hospital: a missed place costs more."""
    assert region_kind("Northeast") != STATE
    assert region_kind("Pacific Northwest") == STATE


def test_countries_by_their_usual_names_and_beside_cities_abroad() -> None:
    """``from England``, ``served in Korea``, ``lived in Jordan``: countries, no PHI."""
    for name in ("England", "Korea", "UK", "Jordan", "Armenia", "Mexico", "Chad"):
        assert region_kind(name) == COUNTRY, name
    # A city that makes up its country, and a large US city sharing a
    # country's old name, are places still.
    for name in ("Singapore", "Hong Kong", "Holland", "Troy"):
        assert region_kind(name) == LOCATION, name


def test_a_country_after_a_place_cue_is_not_suggested() -> None:
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    for text in (
        "Pt lived in Jordan for several years as a child.\n",
        "Daughter here from England, extensive health care background.\n",
        "Pt is a veteran, served in Korea.\n",
    ):
        assert deid.suggest(text) == [], text


def test_a_compass_word_after_the_article_is_a_region() -> None:
    """``moved to the Southeast`` is a region; ``the Netherlands`` still a country."""
    from vtt_py.deid.analysis import analyse
    from vtt_py.deid.rules_place_cues import places_in

    for text, kind in (
        ("Family moved to the Southeast last year.", STATE),
        ("Family moved to the Netherlands last year.", COUNTRY),
        ("Pt transferred from Northeast for cath.", LOCATION),
    ):
        assert [f.kind for f in places_in(analyse(text)) if f.strong] == [kind], text


def test_a_country_a_city_abroad_shares_after_a_cue_of_care_stays_a_place() -> None:
    """``transferred from Jordan`` names a hospital as likely (Jordan Hospital)."""
    from vtt_py.deid.analysis import analyse
    from vtt_py.deid.rules_place_cues import places_in

    assert region_kind("Jordan", care=True) == LOCATION
    assert region_kind("Chad", care=True) == COUNTRY  # no city abroad bears it
    for text, kind in (
        ("Pt transferred from Jordan for cath.", LOCATION),
        ("Pt was admitted to Jordan last month with CHF.", LOCATION),
        ("Pt lived in Jordan for several years as a child.", COUNTRY),
    ):
        assert [f.kind for f in places_in(analyse(text)) if f.strong] == [kind], text
    deid = Deidentifier(load_model(default_model_path()), "physionet")
    found = deid.suggest("Pt transferred from Jordan for cath.\n")
    assert [s.family for s in found] == ["PLACE"]
