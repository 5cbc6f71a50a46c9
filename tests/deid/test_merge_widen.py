"""A rule's span grows to the sure CRF suggestion of its family that holds it."""

from __future__ import annotations

from vtt_py.deid.merge import (
    WIDEN_SCORE,
    Suggestion,
    rules_win,
    split_across_rules,
    widen_rules,
)

_TEXT = "lives at Heronfield Nursing and Rehabilitation Center now\nseen by DR OKAFOR"


def _span(word: str, source: str, score: float | None, family: str) -> Suggestion:
    start = _TEXT.index(word)
    return Suggestion(start, start + len(word), "Organization", source, score, family)


def _texts(suggestions: list[Suggestion]) -> list[str]:
    return [_TEXT[s.start : s.end] for s in suggestions]


def test_a_rule_takes_the_whole_institution_the_crf_is_sure_of() -> None:
    rule = _span("Heronfield", "rules", None, "PLACE")
    crf = _span("Heronfield Nursing and Rehabilitation Center", "crf", 0.99, "PLACE")
    widened = widen_rules(_TEXT, [rule], [crf])
    assert _texts(widened) == ["Heronfield Nursing and Rehabilitation Center"]
    merged = rules_win(widened, [crf])
    assert [(s.source, _TEXT[s.start : s.end]) for s in merged] == [
        ("rules", "Heronfield Nursing and Rehabilitation Center")
    ]


def test_two_rules_inside_one_suggestion_become_one() -> None:
    rules = [
        _span("Heronfield", "rules", None, "PLACE"),
        _span("Rehabilitation Center", "rules", None, "PLACE"),
    ]
    crf = [_span("Heronfield Nursing and Rehabilitation Center", "crf", 0.97, "PLACE")]
    assert _texts(widen_rules(_TEXT, rules, crf)) == [
        "Heronfield Nursing and Rehabilitation Center"
    ]


def test_the_rule_keeps_its_span_where_the_crf_is_unsure_or_differs() -> None:
    rule = _span("OKAFOR", "rules", None, "NAME")
    unsure = _span("DR OKAFOR", "crf", WIDEN_SCORE - 0.01, "NAME")
    assert _texts(widen_rules(_TEXT, [rule], [unsure])) == ["OKAFOR"]
    other_family = _span("DR OKAFOR", "crf", 0.99, "PLACE")
    assert _texts(widen_rules(_TEXT, [rule], [other_family])) == ["OKAFOR"]


def test_no_span_grows_across_a_line_or_over_another_rule() -> None:
    rule = _span("OKAFOR", "rules", None, "NAME")
    across = _span("now\nseen by DR OKAFOR", "crf", 0.99, "NAME")
    assert _texts(widen_rules(_TEXT, [rule], [across])) == ["OKAFOR"]
    place = _span("Heronfield", "rules", None, "PLACE")
    name = _span("Nursing", "rules", None, "NAME")
    crf = [_span("Heronfield Nursing and Rehabilitation Center", "crf", 0.99, "PLACE")]
    assert _texts(widen_rules(_TEXT, [place, name], crf)) == ["Heronfield", "Nursing"]


def test_a_crf_name_wrapped_onto_the_next_line_keeps_its_other_line() -> None:
    text = "Girlfriend Kayla\n  Mercado (contact) en route"
    rule = Suggestion(11, 16, "RelativeProxyName", "rules", None, "NAME")
    crf = Suggestion(11, 27, "PTName", "crf", 0.9, "NAME")
    pieces = split_across_rules(text, [crf], [rule])
    assert [text[s.start : s.end] for s in pieces] == ["Kayla", "Mercado"]
    assert all(s.score == 0.9 and s.source == "crf" for s in pieces)
    merged = rules_win([rule], pieces)
    assert [(text[s.start : s.end], s.source) for s in merged] == [
        ("Kayla", "rules"),
        ("Mercado", "crf"),
    ]


def test_a_crf_suggestion_across_lines_with_no_rule_stays_whole() -> None:
    text = "lives at 12 Elm St\nBrockton"
    crf = Suggestion(9, 27, "Address", "crf", 0.9, "PLACE")
    assert split_across_rules(text, [crf], []) == [crf]


def test_a_line_of_punctuation_alone_is_no_piece() -> None:
    text = "Wife Kayla\n( contact later"
    rule = Suggestion(5, 10, "RelativeProxyName", "rules", None, "NAME")
    crf = Suggestion(5, 12, "PTName", "crf", 0.9, "NAME")
    pieces = split_across_rules(text, [crf], [rule])
    assert [text[s.start : s.end] for s in pieces] == ["Kayla"]


def _at(text: str, words: str, source: str, score: float | None) -> Suggestion:
    start = text.index(words)
    return Suggestion(start, start + len(words), "Location", source, score, "PLACE")


def test_a_crf_place_joined_to_a_rules_keeps_its_own_words() -> None:
    text = "pt was transferred to carney from quincy medical."
    rule = _at(text, "quincy medical", "rules", None)
    crf = _at(text, "carney from quincy", "crf", 0.82)
    merged = rules_win([rule], split_across_rules(text, [crf], [rule]))
    assert [(text[s.start : s.end], s.source) for s in merged] == [
        ("carney", "crf"),
        ("quincy medical", "rules"),
    ]


def test_a_crf_piece_after_a_rule_and_a_joiner_stands_too() -> None:
    text = "Screening at Hebrew Rehab or Youville for d/c."
    rule = _at(text, "Hebrew Rehab", "rules", None)
    crf = _at(text, "Rehab or Youville", "crf", 0.7)
    merged = rules_win([rule], split_across_rules(text, [crf], [rule]))
    assert [text[s.start : s.end] for s in merged] == ["Hebrew Rehab", "Youville"]


def test_a_crf_span_with_no_joiner_before_the_rule_stays_whole() -> None:
    text = "Seen by Dr. John Smith today."
    rule = Suggestion(12, 22, "HCPName", "rules", None, "NAME")
    crf = Suggestion(8, 22, "HCPName", "crf", 0.9, "NAME")
    assert split_across_rules(text, [crf], [rule]) == [crf]
