"""The name recognisers' shortcuts (prechecks, candidate starts) find what a plain scan finds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vtt_py.deid import rules_agencies, rules_initials, rules_name_fields, rules_names
from vtt_py.deid.analysis import analyse
from vtt_py.deid.rules_name_rewrites import REWRITES, folded, rewrite_all
from vtt_py.deid.text import matches_at

NOTES = [
    "Seen by Dr. Ann Lee, PA-C, on 3/4/2019; wife Mary O'Donnell at bedside.\n"
    "Dr. De La Cruz, son Desmond Okafor in Tucson, AZ.\n",
    "sis mary called. report given to Kate. Pt Hernandez resting - JMK RN\n"
    "Her ex, Tobias, and brother-in-law Sven visited w/ the Okafor family.",
    "PER DR GREEN OK TO HOLD\nSON WILL IN TO VISIT\nThank you,\nA. Ferreira",
    "husband José Gutiérrez Ibáñez at bedside - requesting callback",
    "",
]


def _plain_class_string(text: str) -> tuple[str, list[int]]:
    """The class string and index as a join per line makes them (the reference)."""
    analysis = analyse(text)
    classes = analysis.classes
    firsts = [i for i, first in enumerate(analysis.line_start) if first]
    if not firsts:
        return "", []
    letters, index = [], []
    for a, b in zip(firsts, [*firsts[1:], len(classes)], strict=True):
        letters.append("|" + "".join(classes[a:b]))
        index += [a, *range(a, b)]
    return rules_names._accented_names("".join(letters), index, analysis), index


@pytest.mark.parametrize("text", NOTES)
def test_class_string_is_the_join_of_its_lines(text: str) -> None:
    assert rules_names._class_string(analyse(text)) == _plain_class_string(text)


@pytest.mark.parametrize("text", NOTES)
def test_rewrites_with_their_prechecks_change_what_every_scan_changes(
    text: str,
) -> None:
    analysis = analyse(text)
    classes, index = rules_names._class_string(analysis)
    plain = classes
    for _keys, pattern, rewrite in REWRITES:  # every pattern scanned, no precheck
        letters = list(plain)
        for m in pattern.finditer(plain):
            for pos, letter in rewrite(m, lambda p: analysis.words[index[p]]).items():
                letters[pos] = letter
        plain = "".join(letters)
    low = text.lower()
    low_words = {w.lower() for w in analysis.words}
    assert rewrite_all(classes, index, analysis.words, low, low_words) == plain


def test_spaced_joiners_copy_the_class_string_only_to_change_it() -> None:
    analysis = analyse("Mary O'Donnell-Smith")
    classes, index = rules_names._class_string(analysis)
    assert rules_names._spaced_joiners(classes, index, analysis) is classes
    analysis = analyse("wife Rhoda - requesting callback")
    classes, index = rules_names._class_string(analysis)
    assert "~" in rules_names._spaced_joiners(classes, index, analysis)


def test_folded_keeps_ascii_words_and_strips_accents() -> None:
    assert folded("Okafor") == "Okafor"
    assert folded("Łukasz Gutiérrez") == "Lukasz Gutierrez"


def test_with_particles_keeps_a_whole_match_as_it_is() -> None:
    kept = [3, 4, 5]
    assert rules_names._with_particles([3, 4, 5], kept, [], []) is kept


#: Lines of signers and of what is none: capitals, dashes, credentials, blanks.
_SIGNER_PIECES = st.lists(
    st.sampled_from(
        ["-", "--", " ", "\t", "\n", ". ", "! ", "JMK", "KL", "ok", "RN", "NP", ","]
    ),
    max_size=12,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(_SIGNER_PIECES)
def test_signer_starts_hold_every_start_of_a_scan(text: str) -> None:
    fast = matches_at(rules_initials._SIGNER, text, rules_initials._signer_starts(text))
    assert [m.span() for m in fast] == [
        m.span() for m in rules_initials._SIGNER.finditer(text)
    ]


_AGENCY_PIECES = st.lists(
    st.sampled_from(
        ["VNA", "vna", "Home", "HOME", "home", "Care", "Hospice", " of ", "the ", "x"]
        + [" ", "Cape Cod", "Elder Services", "Visiting Nurse", "-", "\n", "İ"]
    ),
    max_size=10,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(_AGENCY_PIECES)
def test_agency_matches_are_those_of_a_scan(text: str) -> None:
    fast = [m.span() for m in rules_agencies._agency_matches(text)]
    assert fast == [m.span() for m in rules_agencies._AGENCY.finditer(text)]


#: Class strings of names, cues, suffixes, lines and brackets.
_CLASS_STRINGS = st.text(alphabet="nnwwlluijcrspqkvy.,'-&|:/~ax", max_size=60)


@settings(max_examples=500, deadline=None)
@given(_CLASS_STRINGS)
def test_each_path_tried_where_it_may_match_finds_what_a_scan_finds(
    classes: str,
) -> None:
    for pattern, _ in rules_names._PATH_PATTERNS:
        fast = [
            (m.span(), m.groups()) for m in rules_names._path_matches(pattern, classes)
        ]
        plain = [
            (m.span(), m.groups()) for m in pattern.finditer(classes, overlapped=True)
        ]
        assert fast == plain, pattern.groupindex


_LABEL_PIECES = st.lists(
    st.sampled_from(
        ["likes", " to be called ", "goes by", "aka", "a.k.a.", "also known as "]
        + ["Nick name", "prefers to go by ", "Bob", "ask", " ", ": ", "x", "\n"]
    ),
    max_size=8,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(_LABEL_PIECES)
def test_labelled_names_precheck_skips_only_texts_without_a_label(text: str) -> None:
    low = text.lower()
    scan = [m.span() for m in rules_name_fields._LABELLED.finditer(low)]
    if scan:
        assert any(need in low for need in rules_name_fields._LABEL_NEEDS)
