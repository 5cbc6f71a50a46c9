"""List-driven recognisers: names in any case, first name + surname, gazetteer places."""

from __future__ import annotations

import pytest

from vtt_py.deid import kinds
from vtt_py.deid.analysis import analyse
from vtt_py.deid.pipeline import rule_findings
from vtt_py.deid.rules_lexicon import (
    first_last_pairs,
    listed_names,
    listed_places,
    named_places,
    word_first_names,
)


def _found(finder, text: str) -> list[tuple[str, str, bool]]:  # type: ignore[no-untyped-def]
    return [(text[f.start : f.end], f.kind, f.strong) for f in finder(analyse(text))]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("called wife maria about the plan", "maria"),  # lower case
        ("SPOKE WITH KOWALCZYK TODAY", "KOWALCZYK"),  # capitals, rare surname
        ("Seen with Nwachukwu this am", "Nwachukwu"),  # a rarer surname
    ],
)
def test_rules_lexicon_listed_names_in_any_case(text: str, name: str) -> None:
    assert (name, kinds.NAME, False) in _found(listed_names, text)


@pytest.mark.parametrize(
    "text",
    [
        "foley draining clear urine, heparin gtt",  # jargon and drugs
        "and the patient was stable",  # function and common words
        "FiO2 40%, SpO2 98%",  # a word run into a number
        "CATH. DX MAC TODAY",  # listed medical abbreviations in capitals
    ],
)
def test_rules_lexicon_clinical_words_are_no_names(text: str) -> None:
    names = [t for t, _, _ in _found(listed_names, text)]
    assert not {"heparin", "and", "the", "FiO", "SpO", "DX", "MAC"} & set(names)


@pytest.mark.parametrize(
    "text",
    [
        "T up to 97.3 Bair Hugger removed.",
        "warming w bair hugger, Shiley 8 trach, Swan Ganz catheter",
    ],
)
def test_rules_lexicon_equipment_named_like_people_is_no_name(text: str) -> None:
    found = {text[f.start : f.end].lower() for f in rule_findings(analyse(text))}
    assert not {"bair", "hugger", "bair hugger", "shiley", "ganz"} & found


@pytest.mark.parametrize(
    ("text", "pair", "strong"),
    [
        ("Daughter Maria Kowalczyk called", "Maria Kowalczyk", True),
        # Lower case, like capitals: sure for clear names only.
        ("spoke with john whitaker re plan", "john whitaker", True),
        ("spoke with maria cook re plan", "maria cook", False),  # "cook", a word
        (
            "CONTACT PERSON EDNA WINTER",
            "EDNA WINTER",
            False,
        ),  # capitals, "winter" a word
        ("CONTACT PERSON JANET WHITFIELD", "JANET WHITFIELD", True),
        # In capitals a surname far likelier a name than a word makes it sure.
        ("MARIA PEREZ OF LEGAL CONTACTED", "MARIA PEREZ", True),
        # Over a middle initial, with its period or without.
        ("PCP is Maria T. Gonzalez.", "Maria T. Gonzalez", True),
        ("CONTACT JANET R WHITFIELD", "JANET R WHITFIELD", True),
        # With the surname's joined parts.
        ("Completed by: Ingrid Solheim-Batra RN", "Ingrid Solheim-Batra", True),
        ("Daughter Maria O'Donnell called", "Maria O'Donnell", True),
        # A surname no list has, barely known to English and likelier a name.
        ("I saw Winifred Ashcombe in clinic today.", "Winifred Ashcombe", True),
        # A rare clinical word is likelier a word: no sure pair.
        ("Note by Maria Hemodialysis unit", "Maria Hemodialysis", False),
    ],
)
def test_rules_lexicon_first_name_then_surname(
    text: str, pair: str, strong: bool
) -> None:
    assert (pair, kinds.NAME, strong) in _found(first_last_pairs, text)


@pytest.mark.parametrize(
    ("text", "pair", "kind"),
    [
        # A verb or relative before the first name makes the pair sure in capitals.
        ("SON TO SPEAK WITH EDNA GRANT IN AM.", "EDNA GRANT", kinds.NAME),
        ("DAUGHTER EDNA WINTER CALLED", "EDNA WINTER", kinds.NAME_RELATIVE),
    ],
)
def test_rules_lexicon_a_cued_first_name_makes_its_pair_sure(
    text: str, pair: str, kind: str
) -> None:
    found = rule_findings(analyse(text))
    assert [
        (text[f.start : f.end], f.kind)
        for f in found
        if f.rule == "name-first-last" and f.strong
    ] == [(pair, kind)]


@pytest.mark.parametrize(
    "text",
    [
        "NOTE LEFT FOR EDNA WINTER TODAY",  # no cue
        "SAID PER DR VERNON PICC IN SVC",  # a medical abbreviation after the name
    ],
)
def test_rules_lexicon_a_pair_in_capitals_stays_weak(text: str) -> None:
    found = rule_findings(analyse(text))
    assert [f.strong for f in found if f.rule == "name-first-last"] == [False]


@pytest.mark.parametrize(
    "text",
    ["john stable overnight", "PREFERS GINGER ALE", "Mary Was", "Will T max 38"],
)
def test_rules_lexicon_first_name_before_a_word_is_no_pair(text: str) -> None:
    assert _found(first_last_pairs, text) == []


@pytest.mark.parametrize(
    ("text", "place", "kind", "sure"),
    [
        # A name that is only a town's, after a preposition: sure (rules_towns).
        ("daughter lives in dorchester now", "dorchester", kinds.CITY, True),
        ("FAMILY FROM NEW YORK VISITING", "NEW YORK", kinds.CITY, False),
        ("son flew in from Texas", "Texas", kinds.STATE, False),
        ("wife called from Kenya", "Kenya", kinds.COUNTRY, False),
        # A country, though small US towns are named so too.
        ("wife called from Ireland", "Ireland", kinds.COUNTRY, False),
        ("moved here from Port-au-Prince", "Port-au-Prince", kinds.CITY, False),
        ("moved to Worcester County", "Worcester County", kinds.CITY, False),
        # Text not all ASCII, where no span is screened by its head or length.
        ("née Smith, moved from New Bedford", "New Bedford", kinds.CITY, True),
    ],
)
def test_rules_lexicon_gazetteer_places(
    text: str, place: str, kind: str, sure: bool
) -> None:
    assert (place, kind, sure) in _found(listed_places, text)


def test_rules_lexicon_a_town_and_its_country_are_sure() -> None:
    assert _found(listed_places, "He emigrated from Lagos, Nigeria in 1985") == [
        ("Lagos", kinds.CITY, True),
        ("Nigeria", kinds.COUNTRY, True),
    ]
    # A country that is a first name too: a name written last name first.
    assert all(not sure for _, _, sure in _found(listed_places, "Smith, Jordan called"))


def test_rules_lexicon_a_town_before_its_own_service_is_sure() -> None:
    assert ("Cambridge", kinds.CITY, True) in _found(
        listed_places, "Transported by Cambridge EMS to ED"
    )
    assert ("QUINCY", kinds.CITY, True) in _found(
        listed_places, "BROUGHT IN BY QUINCY FIRE."
    )
    # Part of a longer name: not the whole town ("Hadley Springs Fire Department").
    assert ("Springs", kinds.CITY, True) not in _found(
        listed_places, "works at Hadley Springs Fire Department"
    )
    # A town that is an everyday word names the kind of fire, not its town;
    # a less common one ("Reading", Zipf 5.1) is still the town's service.
    assert ("HOUSE", kinds.CITY, True) not in _found(
        listed_places, "PT INJURED IN HOUSE FIRE LAST YEAR."
    )
    assert ("Reading", kinds.CITY, True) in _found(
        listed_places, "Brought in by Reading Fire."
    )


@pytest.mark.parametrize(
    "text",
    ["pt in normal sinus rhythm", "no hope of recovery", "Pt Pleasant and cooperative"],
)
def test_rules_lexicon_common_lower_case_words_are_no_places(text: str) -> None:
    assert _found(listed_places, text) == []


def test_word_frequencies_are_exactly_wordfreqs() -> None:
    import wordfreq

    from vtt_py.deid.lexicon import word_frequencies

    assert word_frequencies() == wordfreq.get_frequency_dict("en")


@pytest.mark.parametrize(
    ("text", "second", "kind"),
    [
        ("Pt visited by Ignatius and Perpetua.", "Perpetua", kinds.NAME),
        (
            "Spoke with wife (rosalind, ingmar) about plan.",
            "ingmar",
            kinds.NAME_RELATIVE,
        ),
        ("Children Rosalind and Ingmar in to visit.", "Ingmar", kinds.NAME_RELATIVE),
        # A list goes on from a name made sure, over a comma before "and".
        ("Pt's kids (Noah, Emma, and Lucas) are here.", "Lucas", kinds.NAME_RELATIVE),
        # A short aside in brackets after the first name.
        (
            "She has two sons, Jaylen (12) and Marcus (9).",
            "Marcus",
            kinds.NAME_RELATIVE,
        ),
    ],
)
def test_rules_lexicon_a_name_joined_to_a_sure_name_is_sure(
    text: str, second: str, kind: str
) -> None:
    sure = {
        (text[f.start : f.end], f.kind)
        for f in rule_findings(analyse(text))
        if f.strong and f.kind.startswith("NAME")
    }
    assert (second, kind) in sure


@pytest.mark.parametrize(
    ("text", "second"),
    [
        ("Visited by Ignatius and perpetua today.", "perpetua"),  # written otherwise
        ("Rosalind and Ingmar in to visit.", "Ingmar"),  # no cue makes the first sure
        ("Visited by Ignatius\nand Perpetua today.", "Perpetua"),  # another line
    ],
)
def test_rules_lexicon_a_name_not_joined_to_a_sure_name_stays_weak(
    text: str, second: str
) -> None:
    sure = [
        f
        for f in rule_findings(analyse(text))
        if f.strong and text[f.start : f.end] == second
    ]
    assert not sure


@pytest.mark.parametrize(
    ("text", "place", "kind"),
    [
        ("Lives with sister in Mattapan.", "Mattapan", kinds.CITY),
        ("Moved here from Haiti.", "Haiti", kinds.COUNTRY),
        # A country and a city abroad: which one is unknown.
        ("Moved here from Singapore.", "Singapore", kinds.LOCATION),
        # A territory HIPAA counts as a State (45 CFR 160.103).
        ("Moved here from Puerto Rico.", "Puerto Rico", kinds.STATE),
        # A hospital's finding of the same span says it is no town.
        ("Brought from Carney ED by EMS.", "Carney", kinds.LOCATION),
    ],
)
def test_a_cue_location_takes_the_one_kind_the_gazetteer_knows(
    text: str, place: str, kind: str
) -> None:
    findings = rule_findings(analyse(text))
    strong = [f for f in findings if f.strong]
    named = named_places(text, strong, findings)
    assert len(named) == len(strong)
    found = {f.kind for f in named if text[f.start : f.end] == place}
    assert found == {kind}


@pytest.mark.parametrize(
    ("text", "name", "sure"),
    [
        ("Pt wants Hortensia to be his proxy.", "Hortensia", True),
        ("Pt told Mireille about her diagnosis.", "Mireille", True),
        # Common on the web but no English word: a name all the same.
        ("Clothes brought in by Jessica this am.", "Jessica", True),
        ("Dtr and Brendan to visit tomorrow.", "Brendan", True),
        # A first name that is a common word too stays the CRF's to weigh.
        ("Clothes brought in by Tiffany this am.", "Tiffany", False),
        # In capitals, or a surname as often, or a town too: left to the CRF.
        ("PT WANTS HORTENSIA TO BE HIS PROXY.", "HORTENSIA", False),
        ("Pt upset because Leopold did not visit.", "Leopold", False),
        ("Pt's family lives near Marion.", "Marion", False),
    ],
)
def test_a_rare_capitalised_first_name_is_sure_without_a_cue(
    text: str, name: str, sure: bool
) -> None:
    assert (name, kinds.NAME, sure) in _found(listed_names, text)


@pytest.mark.parametrize("text", ["dtr lisa hcp", "DTR LISA HCP", "dtr terri hcp, 555"])
def test_rules_lexicon_a_cue_after_a_first_name_is_no_surname(text: str) -> None:
    assert _found(first_last_pairs, text) == []


def test_rules_lexicon_a_capitalised_cue_word_is_a_surname_in_mixed_case() -> None:
    assert _found(first_last_pairs, "Seen by Linda Ho today")[0][0] == "Linda Ho"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Will Black called at 1500.", ["Will Black"]),
        ("Mark Ostrowski, PA, aware.", ["Mark Ostrowski"]),
        ("Pt has Grace Brown as HCP.", ["Grace Brown"]),
        ("Hope T. Walsh (pharmacy) reviewed meds.", ["Hope T. Walsh"]),
        # A verb, title case, capitals: no pair of names.
        ("Will Call back with results.", []),
        ("Will Monitor closely.", []),
        ("Will Page Dr Lee.", []),
        ("WILL BLACK CALLED", []),
    ],
)
def test_a_first_name_that_is_a_word_before_a_capitalised_surname(
    text: str, expected: list[str]
) -> None:
    found = _found(word_first_names, text)
    assert [name for name, _, _ in found] == expected
    assert all(strong for _, _, strong in found)


def test_a_lower_case_pair_of_clear_names_is_sure() -> None:
    found = _found(first_last_pairs, "left msg for thomas whitfield.")
    assert found == [("thomas whitfield", kinds.NAME, True)]
    assert [s for *_, s in _found(first_last_pairs, "max dose reached")] in (
        [],
        [False],
    )


def test_a_label_after_a_comma_is_no_name_of_the_list() -> None:
    text = "hcp - dtr jennifer, alt - son greg."
    found = [text[f.start : f.end] for f in rule_findings(analyse(text)) if f.strong]
    assert "alt" not in found
    assert "jennifer" in found and "greg" in found


@pytest.mark.parametrize(
    "text",
    ["Will Page if needed.", "Will Black stools on iron?", "May Brown"],
)
def test_a_modal_before_a_surname_shaped_verb_is_no_name(text: str) -> None:
    assert _found(word_first_names, text) == []


@pytest.mark.parametrize(
    ("text", "second"),
    [
        ("Visitors: Keyana, Darnell, Folasade.", "Darnell"),
        ("Visitors: Keyana, Darnell, Folasade.", "Folasade"),
    ],
)
def test_a_listed_name_after_a_comma_and_a_sure_listed_name_is_sure(
    text: str, second: str
) -> None:
    assert any(
        f.strong and text[f.start : f.end] == second
        for f in rule_findings(analyse(text))
    )


@pytest.mark.parametrize(
    ("text", "name", "sure"),
    [
        ("Darnell called for update.", "Darnell", True),
        ("pt ok. darnell called.", "darnell", True),
        ("DWIGHT VISITED.", "DWIGHT", True),
        ("Ingrid at bedside", "Ingrid", True),
        # Not opening the sentence, a word after it, or no person's verb.
        ("Pt asked about Darnell today", "Darnell", False),
        ("Darnell clinic closed", "Darnell", False),
        ("Foley at bedside", "Foley", False),
    ],
)
def test_a_first_name_opening_a_sentence_before_a_persons_verb(
    text: str, name: str, sure: bool
) -> None:
    strong = any(
        f.strong and text[f.start : f.end] == name for f in rule_findings(analyse(text))
    )
    assert strong == sure
