"""Names of many origins: Vietnamese and Korean names, coordinated first names, quoted requests."""

from __future__ import annotations

import pytest

from vtt_py.deid.analysis import analyse
from vtt_py.deid.kinds import family
from vtt_py.deid.pipeline import rule_findings


def _sure_names(text: str) -> list[str]:
    """The texts of the sure name findings of ``text``."""
    return [
        text[f.start : f.end]
        for f in rule_findings(analyse(text))
        if f.strong and family(f.kind) == "NAME"
    ]


def _covered(text: str, name: str) -> bool:
    """Whether one sure name finding covers all of ``name`` in ``text``."""
    start = text.index(name)
    end = start + len(name)
    return any(
        f.strong and family(f.kind) == "NAME" and f.start <= start and end <= f.end
        for f in rule_findings(analyse(text))
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Nguyen Van Binh, 68M, admitted with CHF.", "Nguyen Van Binh"),
        ("TRAN VAN HUNG IS A 70 YO MALE WITH HX CAP.", "TRAN VAN HUNG"),
        ("pham thi lien is a 81 yo woman.", "pham thi lien"),
        ("Mother's name: Huynh Thi Cuc", "Huynh Thi Cuc"),
        ("Pt's son Dang Van An at bedside.", "Dang Van An"),
        ("Pt's daughter Bui Thi Thanh Xuan called.", "Bui Thi Thanh Xuan"),
        ("Spoke with Luong Van Long, pt's brother.", "Luong Van Long"),
    ],
)
def test_vietnamese_surname_middle_and_syllables_are_one_name(
    text: str, name: str
) -> None:
    assert _covered(text, name)


@pytest.mark.parametrize(
    "text",
    [
        "Family will do van ride to appt.",
        "PT TO GO HOME BY VAN TODAY.",
        "Pt's son Tran Thi at bedside.",
    ],
)
def test_no_vietnamese_name_without_its_shape(text: str) -> None:
    # A lone "van", or "Thi" with no given syllable after it, adds no name.
    assert not any(f.rule == "name-vietnamese" for f in rule_findings(analyse(text)))


def test_a_vietnamese_name_stops_before_english_words() -> None:
    text = "NGUYEN VAN TAM IS HERE"
    assert "NGUYEN VAN TAM" in _sure_names(text)
    assert not any("IS" in name.split() for name in _sure_names(text))


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Bartosz and Agnieszka Nowak updated by phone.", "Bartosz"),
        ("Guerline and Fritz Celestin at bedside.", "Guerline"),
        ("Segun and Bisi Adebayo visited this evening.", "Segun"),
    ],
)
def test_a_first_name_joined_to_a_full_name_after_it_is_sure(
    text: str, first: str
) -> None:
    assert first in _sure_names(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pt and Dr. Ngozi Eze discussed plan.",
        "Wife and Ngozi Eze at bedside.",
        "Hope and Ngozi Eze at bedside.",
    ],
)
def test_no_coordinated_name_from_a_word_or_title(text: str) -> None:
    first = text.split()[0]
    assert first not in _sure_names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kim Hye-won, pt's niece, will pick her up.", "Kim Hye-won"),
        ("Spoke with Choi Young-ho (husband).", "Choi Young-ho"),
        ("PT'S SON PARK JI-SUNG CALLED.", "PARK JI-SUNG"),
        ("Pt's daughter Kang Seo-yeon is HCP.", "Kang Seo-yeon"),
    ],
)
def test_korean_surname_and_hyphened_given_name_are_one_name(
    text: str, name: str
) -> None:
    assert _covered(text, name)


@pytest.mark.parametrize(
    "text",
    [
        "Dr. Lee Non-op management discussed.",
        "Dr. Lee Post-op check done.",
        "Kim - soo at bedside",
        "Song X-ray reviewed",
        "will park ji-sung later",
    ],
)
def test_no_korean_name_without_its_shape(text: str) -> None:
    assert not any(f.rule == "name-korean" for f in rule_findings(analyse(text)))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('PT SAYS "TELL MARISOL I\'M SORRY."', "MARISOL"),
        ('Pt asking staff to "tell Ngozi I love her".', "Ngozi"),
    ],
)
def test_a_name_after_tell_is_sure(text: str, name: str) -> None:
    assert _covered(text, name)


@pytest.mark.parametrize(
    "text",
    [
        "Will tell pt about results.",
        "TELL RN IF PAIN > 5",
        "Tell family to bring clothes.",
    ],
)
def test_no_name_after_tell_without_one(text: str) -> None:
    assert _sure_names(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Pt name - Wisniewska, Jadwiga", "Wisniewska, Jadwiga"),
        ("Patient name - Okonkwo, Chidi A.", "Okonkwo, Chidi A."),
        ("PT NAME - PHAM, THI LAN", "PHAM, THI LAN"),
    ],
)
def test_a_name_field_labelled_with_a_dash(text: str, name: str) -> None:
    assert [
        text[f.start : f.end]
        for f in rule_findings(analyse(text))
        if f.rule == "name-field"
    ] == [name]


@pytest.mark.parametrize(
    "text",
    [
        "Pt name - unknown, will update",
        "Drug name - Tylenol, Motrin",
        "Pt name - same as above",
        "Pt name - Wisniewska",
    ],
)
def test_no_dash_name_field_without_a_reversed_name(text: str) -> None:
    assert not any(f.rule == "name-field" for f in rule_findings(analyse(text)))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("PCA Adaeze helped pt ambulate to bathroom.", "Adaeze"),
        ("Per PCT Nkechi, pt ate 50% of dinner.", "Nkechi"),
        ("CNA Roisin at bedside.", "Roisin"),
    ],
)
def test_a_rare_first_name_after_an_aide_abbreviation(text: str, name: str) -> None:
    assert name in _sure_names(text)


@pytest.mark.parametrize(
    "text",
    ["PCA Stryker bed in room.", "PCA Hoyer lift used.", "PCT Foley care done."],
)
def test_no_name_after_an_aide_abbreviation_from_a_word_or_maker(text: str) -> None:
    assert _sure_names(text) == []


def test_an_unlisted_capitalised_word_in_es_may_be_a_name() -> None:
    from vtt_py.deid.analysis import word_class

    assert word_class("Vauxes", False) == "u"  # a name in no list
    assert word_class("vauxes", False) == "a"  # lower case: a word's ending
    assert word_class("Ambulates", False) == "a"  # a verb's ending
    assert word_class("Verbalizes", False) == "a"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("RN Jorge tanaka gave report.", "tanaka"),
        ("Report given to RN Siobhan okafor.", "okafor"),
        ("Pt's son Kofi mensah at bedside.", "mensah"),
    ],
)
def test_a_lower_case_surname_after_a_sure_first_name(text: str, name: str) -> None:
    assert name in _sure_names(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Spoke with Maria rounds today.", "rounds"),
        ("RN Jorge aware of plan.", "aware"),
        ("RN Jorge smith", "smith"),  # a common word too: left to the CRF
        ("RN Mark rose early", "rose"),  # more a first name than a surname
    ],
)
def test_no_lower_case_surname_from_a_word(text: str, word: str) -> None:
    assert word not in _sure_names(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Delivered by Dr. Ifeanyi Uzoma, CNM Roisin present.", "Roisin"),
        ("Adeyemi, NP Chidi covering tonight.", "Chidi"),
    ],
)
def test_a_first_name_after_a_sure_names_credential(text: str, name: str) -> None:
    assert name in _sure_names(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Okafor, RN Foley placed.", "Foley"),
        ("Uzoma and Roisin present.", "Roisin"),  # no credential between
    ],
)
def test_no_first_name_after_a_credential_from_a_word(text: str, word: str) -> None:
    assert not any(
        f.rule == "name-listed" and f.strong and text[f.start : f.end] == word
        for f in rule_findings(analyse(text))
    )


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Pt's children are Tendai, Rudo and Farai.", ["Tendai", "Rudo", "Farai"]),
        ("PT'S CHILDREN ARE MICHAEL AND SARAH.", ["MICHAEL", "SARAH"]),
        ("Her sons are Tendai and Farai.", ["Tendai", "Farai"]),
    ],
)
def test_names_after_a_plural_relative_and_are(text: str, names: list[str]) -> None:
    assert all(name in _sure_names(text) for name in names)


@pytest.mark.parametrize(
    "text",
    [
        "Pt's children are grown and live nearby.",
        "Pt's children are Supportive.",
        "Pt's son are Tendai",  # "are" after no plural
    ],
)
def test_no_names_after_a_plural_and_are_without_names(text: str) -> None:
    assert _sure_names(text) == []


@pytest.mark.parametrize(
    ("text", "surname"),
    [
        ("Discharge summary for Adeyemi, Oluwaseun T.", "Adeyemi"),
        ("Seen by Okafor, Hortensia", "Okafor"),
    ],
)
def test_a_surname_before_a_comma_and_a_sure_first_name(
    text: str, surname: str
) -> None:
    assert surname in _sure_names(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Pt moved from Houston, Hortensia drove her.", "Houston"),
        ("Visitors Okafor, Hortensia and Maria today", "Okafor"),
    ],
)
def test_no_reversed_surname_from_a_place_or_a_list(text: str, word: str) -> None:
    assert not any(
        f.rule == "name-listed" and f.strong and text[f.start : f.end] == word
        for f in rule_findings(analyse(text))
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Eun-ji called for her mother.", "Eun-ji"),
        ("Jae-won will bring medications from home.", "Jae-won"),
        ("Hyun-woo in to visit.", "Hyun-woo"),
    ],
)
def test_a_hyphened_korean_given_name_alone(text: str, name: str) -> None:
    assert _covered(text, name)


@pytest.mark.parametrize(
    "text",
    ["Tai-chi class offered.", "Ma-huang use denied.", "Bi-pap on overnight."],
)
def test_no_korean_given_name_from_a_compound(text: str) -> None:
    assert not any(f.rule == "name-korean" for f in rule_findings(analyse(text)))
