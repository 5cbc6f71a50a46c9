"""Towns and regions after place cues, one mechanism each (all text invented)."""

from __future__ import annotations

from vtt_py.deid.analysis import analyse
from vtt_py.deid.pipeline import Deidentifier
from vtt_py.deid.rules_place_cues import oriented_places, places_in
from vtt_py.deid.rules_places import find_addresses
from vtt_py.deid.rules_regions import find_regions


def _strong_places(text: str) -> list[str]:
    return sorted(text[f.start : f.end] for f in places_in(analyse(text)) if f.strong)


def _regions(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find_regions(text)]


def test_lower_case_listed_town_of_common_words_after_a_cue() -> None:
    # A town's first word is common ("new", "fall"): listed whole, it is one.
    assert _strong_places("pt lives in new bedford with wife") == ["new bedford"]
    assert _strong_places("has a home in fall river, son nearby") == ["fall river"]
    assert _strong_places("transferred from fall river er last pm") == ["fall river"]
    assert _strong_places("son lives in north end, visits daily") == ["north end"]


def test_lower_case_common_words_listed_as_tiny_places_are_no_town() -> None:
    # "new home" is a listed place of no size; "the village" opens with a stop word.
    assert _strong_places("lives in a new home with wife") == []
    assert _strong_places("moved to the village last year") == []
    assert _strong_places("lives on the east side of town") == []
    assert _strong_places("moved to a new apartment") == []


def test_a_kind_of_workplace_alone_is_no_place() -> None:
    assert _strong_places("WORKED AT THE SHIPYARD FOR 30 YEARS.") == []
    assert _strong_places("WORKED AT THE FOUNDRY UNTIL 2001") == []
    assert _strong_places("retired from the Mill last spring") == []
    # a name of two words ending in such a word is still a place
    assert _strong_places("LIVES IN CEDAR MILL WITH WIFE") == ["CEDAR MILL"]


def test_part_of_a_state() -> None:
    assert _regions("Originally from Western Mass.") == ["Western Mass"]
    assert _regions("dtr lives in western mass, visits weekly") == ["western mass"]
    assert _regions("Son lives upstate NY.") == ["upstate NY"]
    assert _regions("Son flew in from upstate New York.") == ["upstate New York"]
    assert _regions("Grew up Downeast Maine.") == ["Downeast Maine"]
    assert _regions("PT IS FROM WESTERN MASS.") == ["WESTERN MASS"]
    assert _regions("Niece lives in Southern NH.") == ["Southern NH"]


def test_no_part_of_a_state_without_a_state() -> None:
    assert _regions("Central line placed in right IJ.") == []
    assert _regions("RIGHT SUBCLAVIAN CENTRAL LINE D/C'D") == []
    assert _regions("pt returned from central OR at 14:00") == []
    assert _regions("eastern europe, western blot, southern diet") == []
    assert _regions("lives in rural Vermont") == []
    assert _regions("western Ma is a typo, no code") == []


def test_named_region_after_the() -> None:
    assert _regions("Pt is from the Cape, lives alone.") == ["Cape"]
    assert _regions("Has a summer home on the Cape.") == ["Cape"]
    assert _regions("PT WAS FISHING ON THE CAPE.") == ["CAPE"]
    assert _regions("Pt resides in the Berkshires with dtr") == ["Berkshires"]
    assert _regions("wife lives on the Vineyard") == ["Vineyard"]
    assert _regions("spends winters in the Keys") == ["Keys"]
    assert _regions("family up from the berkshires today") == ["berkshires"]
    assert _regions("lives on the north shore w/ son") == ["north shore"]


def test_named_region_words_in_other_uses() -> None:
    assert _regions("wife lost the keys to the car") == []
    assert _regions("cells in the islands of the pancreas") == []
    assert _regions("Cape placed over shoulders for warmth") == []
    assert _regions("wearing the cape from the gift shop") == []
    assert _regions("family from the Cape Verde islands") == []
    assert _regions("transferred from the Cape Cod Hospital ED") == []


def _street_towns(text: str) -> list[str]:
    return [
        text[f.start : f.end] for f in find_addresses(text) if f.rule == "street-town"
    ]


def test_town_after_a_street_before_the_sentence_goes_on() -> None:
    # No ZIP, no pause: a listed town, then the sentence's small letters.
    assert _street_towns("Lives at 45 Maple Ave, Chelmsford with wife.") == [
        "Chelmsford"
    ]
    assert _street_towns("resides at 3 Birch Ln, Apt 2, Billerica w/ dtr") == [
        "Billerica"
    ]
    assert _street_towns("Lives at 12 Oak St, Fall River with son") == ["Fall River"]
    assert _street_towns("Lives at 9 Ash Rd, Lawrence with wife") == ["Lawrence"]
    assert _street_towns("Address: 12 Elm St, Dracut.") == ["Dracut"]


def test_no_town_from_a_sentence_after_a_street() -> None:
    # An everyday word opening the next sentence is no town, listed or not.
    assert _street_towns("Lives at 12 Oak St, Home is cluttered") == []
    assert _street_towns("Lives at 12 Oak St, Son is HCP") == []
    assert _street_towns("Lives at 12 Oak St, Apt 3 with son") == []


def test_discharged_home_to_a_town() -> None:
    assert _strong_places("D/c home to Fitchburg with VNA.") == ["Fitchburg"]
    assert _strong_places("DC HOME TO LOWELL W/ SERVICES") == ["LOWELL"]
    assert _strong_places("d/c home to wife's care") == []
    assert _strong_places("D/C HOME TO SELF CARE") == []
    assert _strong_places("plan to d/c home today") == []


def test_lower_case_state_code_after_a_listed_town() -> None:
    assert _strong_places("lives in lowell ma with wife") == ["lowell ma"]
    assert _strong_places("pt lives in nashua nh") == ["nashua nh"]
    assert _strong_places("lives in new bedford ma w/ son") == ["new bedford ma"]
    assert _strong_places("moved to lowell ma 2 yrs ago") == ["lowell ma"]


def test_no_state_code_from_a_clinical_word_after_a_town() -> None:
    assert _strong_places("pt lives in lowell ct scan done") == ["lowell"]
    assert _strong_places("lives in lowell ma/nh border") == ["lowell"]


def _oriented(text: str) -> list[str]:
    return [text[f.start : f.end] for f in oriented_places(analyse(text))]


def test_two_capitals_answering_where_one_is() -> None:
    assert _oriented('S: "Mary, I know I\'m in BI and its 2021."') == ["BI"]
    assert _oriented("alert, knows he is at BI today") == ["BI"]


def test_no_two_letter_word_or_state_as_where_one_is() -> None:
    assert _oriented("pt knows she is in my room") == []
    assert _oriented("PT KNOWS HE IS IN MA") == []
    assert _oriented("knows she is in ER") == []
    assert _oriented("KNOWS HE IS IN ED, NOT HOME") == []
    assert _oriented("knows he is in an ICU") == []


def test_resident_of_a_town() -> None:
    assert _strong_places("Pt is a resident of Westford.") == ["Westford"]
    assert _strong_places("PT IS A RESIDENT OF LOWELL WITH WIFE") == ["LOWELL"]
    assert _strong_places("resident of fall river x 30 yrs") == ["fall river"]
    assert _strong_places("Pt is a Lowell resident.") == ["Lowell"]
    assert _strong_places("a lifelong Quincy resident") == ["Quincy"]


def test_resident_without_a_town() -> None:
    assert _strong_places("Discussed with the surgery resident.") == []
    assert _strong_places("Pt is a nursing home resident.") == []
    assert _strong_places("Spoke w/ Medicine resident on call") == []
    assert _strong_places("residents of the building") == []
    assert _strong_places("Pt is a resident of Florida") == []
    # a home's name that opens with a town's: the home, not the town
    assert _strong_places("PT IS RESIDENT OF LAKEVIEW MANOR") == []


def test_the_cape_in_small_letters_after_a_motion() -> None:
    assert _regions("Pt went down to the cape for the weekend.") == ["cape"]
    assert _regions("has a house on the cape") == ["cape"]
    assert _regions("pt in the cape, shivering") == []
    assert _regions("wearing the cape from gift shop") == []


def _addresses(text: str) -> list[tuple[str, str]]:
    return sorted((text[f.start : f.end], f.kind) for f in find_addresses(text))


def test_lower_case_street_after_a_residence_cue() -> None:
    assert _addresses("lives at 7 mill st, dracut") == [
        ("7 mill st", "STREET"),
        ("dracut", "CITY"),
    ]
    assert _addresses("pt lives at 12 pine st. w/ wife") == [("12 pine st.", "STREET")]
    assert _addresses("address: 45 oak ave, fall river") == [
        ("45 oak ave", "STREET"),
        ("fall river", "CITY"),
    ]


def test_lower_case_street_without_a_number_after_lives_on() -> None:
    assert _addresses("pt lives on elm st. w/ wife") == [("elm st.", "STREET")]
    assert _addresses("PT LIVES ON ELM ST WITH WIFE") == [("ELM ST", "STREET")]
    assert _addresses("lives on maple ave, fall river") == [
        ("fall river", "CITY"),
        ("maple ave", "STREET"),
    ]


def test_no_lower_case_street_after_lives_on_of_function_words() -> None:
    assert _addresses("pt lives on her own way") == []
    assert _addresses("lives on the st") == []
    assert _addresses("lives on disability, no stairs") == []
    assert _addresses("address: elm st") == []  # no number after "address"


def test_no_lower_case_street_or_town_without_their_shapes() -> None:
    assert _addresses("lives at 2 story home") == []
    assert _addresses("lives at 1 st floor apt") == []
    assert _addresses("lives at 7 mill st, son nearby") == [("7 mill st", "STREET")]
    assert _addresses("resides at 30 main st, no stairs") == [("30 main st", "STREET")]
    assert _addresses("took 2 tabs last pm, rested") == []


def test_a_territory_is_no_place_under_physionets_tags() -> None:
    # HIPAA counts Puerto Rico and Guam as States (45 CFR 160.103).
    deid = Deidentifier(None, "physionet")
    for text in ("Family called from Puerto Rico, will fly in.", "Moved from Guam."):
        assert deid.suggest(text) == []


def test_a_city_in_small_letters_that_is_no_english_word_is_sure_after_a_cue() -> None:
    """``flying in from denver``: a city of 50,000 or more, no dictionary word."""
    assert _strong_places("son flying in from denver tomorrow.") == ["denver"]
    assert _strong_places("pt moved here from fresno 2 yrs ago.") == ["fresno"]
    assert _strong_places("daughter lives in tucson.") == ["tucson"]
    # A city that is an English word too stays the CRF's to weigh in small
    # letters ("went to reading", "from mobile"), and a common one is none.
    assert _strong_places("pt went to reading for a visit.") == []
    assert _strong_places("family in most of the day.") == []


def test_a_home_after_resident_at_is_a_place_and_a_clinical_one_is_none() -> None:
    assert _strong_places("Pt was a resident at Sunrise of Wellesley.") == [
        "Sunrise of Wellesley"
    ]
    for text in (
        "Resident at bedside, aware of K 3.1.",
        "Paged resident at 0300 re: BP.",
        "Surgical resident at this time aware.",
    ):
        assert _strong_places(text) == [], text
