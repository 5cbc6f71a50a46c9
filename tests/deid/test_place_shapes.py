"""Place shapes the recognisers missed, one mechanism each (all text invented)."""

from __future__ import annotations

from vtt_py.deid.rules_places import find_institutions


def institutions(text: str) -> list[str]:
    return sorted(text[f.start : f.end] for f in find_institutions(text))


def test_two_name_words_between_a_cue_and_an_institution() -> None:
    # Lower-case notes and capitals write a hospital's name with words no
    # name test knows: two of them between "from"/"to" and the name found.
    assert institutions(
        "Resp note: pt recieved from thornbury maya ohio hospital."
    ) == ["thornbury maya ohio hospital"]
    assert institutions("PATIENT PRESENTED TO K MAYA VT MED CENTER ON 3/9.") == [
        "K MAYA VT MED CENTER"
    ]


def test_no_function_word_or_common_word_joins_an_institution() -> None:
    # The farther word must be rare: a pronoun, an article or a common word
    # before the name is no part of it.
    assert institutions("went to see her Quillmoor Clinic today") == [
        "Quillmoor Clinic"
    ]
    assert institutions("SENT TO A NEW MED CENTER") == []
    assert institutions("pt was sent to the big hospital") == []
    assert institutions("came from home nearby Quillmoor Clinic") == [
        "Quillmoor Clinic"
    ]
