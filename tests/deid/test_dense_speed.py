"""The shortcuts taken for text dense with PHI give what the plain loops gave."""

from __future__ import annotations

import bisect
import random
import re
import sys

from vtt_py.deid import kinds
from vtt_py.deid.kinds import Finding
from vtt_py.deid.merge import (
    Suggestion,
    _most_common,
    _whole_word,
    bio_entities,
    entity_tokens,
    reconcile,
    rules_win,
)
from vtt_py.deid.pipeline import _first_name, _first_names_only, _last_token


def _plain_entities(labels: list[str]) -> list[tuple[int, int, str]]:
    """Token by token, as ``bio_entities`` read them before."""
    found: list[tuple[int, int, str]] = []
    first, previous, name = -1, -2, ""
    for i, label in enumerate(labels):
        if label == "O":
            continue
        prefix, _, kind = label.partition("-")
        if not (prefix == "I" and i == previous + 1 and kind == name):
            if first >= 0:
                found.append((first, previous + 1, name))
            first, name = i, kind
        previous = i
    if first >= 0:
        found.append((first, previous + 1, name))
    return found


def test_entity_tokens_are_those_read_token_by_token() -> None:
    rng = random.Random(7)
    sets = (["O", "I-A", "I-B"], ["O", "B-A", "I-A", "B-B", "I-B"], ["O", "X", "O-"])
    for _ in range(3000):
        labels = [rng.choice(rng.choice(sets)) for _ in range(rng.randint(0, 12))]
        assert entity_tokens(labels) == _plain_entities(labels)


def test_bio_entities_average_each_runs_marginals() -> None:
    labels = ["B-A", "B-A", "I-A", "O", "I-B", "I-B"]
    probs = [0.5, 0.25, 0.75, 1.0, 0.5, 1.0]
    starts = list(range(0, 12, 2))
    ends = [s + 1 for s in starts]
    assert bio_entities(starts, ends, labels, probs) == [
        (0, 1, "A", 0.5),
        (2, 5, "A", 0.5),
        (8, 11, "B", 0.75),
    ]


def test_whole_word_reads_letters_and_digits_as_the_pattern_did() -> None:
    alnum = re.compile(r"[^\W_]+")
    for code in range(0, sys.maxunicode + 1, 97):
        text = chr(code) + "ab"
        before = not alnum.match(text, 0)
        assert _whole_word(text, 1, 3) == before


def test_most_common_keeps_the_first_met_among_ties() -> None:
    assert _most_common(["a"]) == "a"
    assert _most_common(["b", "a", "a", "b"]) == "b"
    assert _most_common(["b", "a", "a"]) == "a"


def _s(start: int, end: int, label: str, source: str = "rules") -> Suggestion:
    return Suggestion(
        start, end, label, source, None if source == "rules" else 0.9, "NAME"
    )


def test_rules_win_takes_the_crf_label_only_where_it_differs() -> None:
    rules = [_s(0, 4, "Patient"), _s(10, 14, "Patient")]
    crf = [
        _s(0, 4, "Patient", "crf"),
        _s(10, 14, "Relative", "crf"),
        _s(20, 24, "X", "crf"),
    ]
    got = rules_win(rules, crf)
    assert [(s.start, s.label, s.source) for s in got] == [
        (0, "Patient", "rules"),
        (10, "Relative", "rules"),
        (20, "X", "crf"),
    ]


def test_reconcile_copies_a_name_to_its_other_occurrences() -> None:
    text = "Dorinda Okonkwo came. Later Okonkwo left; okonkwo again."
    found = reconcile(text, [_s(0, 15, "Patient")])
    assert [(s.start, s.end, s.label) for s in found] == [
        (0, 15, "Patient"),
        (28, 35, "Patient"),
        (42, 49, "Patient"),
    ]


def test_of_family_holds_the_kinds_family_puts_there() -> None:
    for name in ("NAME", "PLACE", "DATE", "AGE", "CONTACT", "ID", "OTHER"):
        members = kinds.of_family(name)
        for kind in (*kinds.ALL_KINDS, name, "UNKNOWN"):
            assert (kind in members) == (kinds.family(kind) == name)


def test_first_names_only_skips_spans_a_rule_finds_a_place() -> None:
    text = "to Tamika then to Tamika and Spaulding"
    findings = [
        Finding(3, 9, kinds.NAME, "name-listed", False),
        Finding(18, 24, kinds.NAME, "name-listed", False),
        Finding(18, 24, kinds.CITY, "place-listed", False),
        Finding(29, 38, kinds.NAME, "name-listed", False),
    ]
    expected = {
        (f.start, f.end)
        for f in findings
        if f.rule == "name-listed"
        and not any(
            (g.start, g.end) == (f.start, f.end) and kinds.family(g.kind) == "PLACE"
            for g in findings
        )
        and _first_name(text[f.start : f.end])
    }
    assert _first_names_only(text, findings) == expected
    assert (3, 9) in expected
    assert _first_names_only(text, []) == set()


def test_last_token_is_the_bisection_it_replaces() -> None:
    rng = random.Random(3)
    for _ in range(3000):
        starts, ends, at = [], [], 0
        for _ in range(rng.randint(1, 8)):
            at += rng.randint(0, 2)
            starts.append(at)
            at += rng.randint(1, 3)
            ends.append(at)
        start = rng.randint(0, at + 2)
        end = start + rng.randint(0, 6)
        first = max(bisect.bisect_right(starts, start) - 1, 0)
        expected = min(bisect.bisect_left(ends, end), len(ends) - 1)
        assert _last_token(ends, first, end) == expected
