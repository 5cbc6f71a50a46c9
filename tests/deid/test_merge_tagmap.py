"""Hybrid merge (rules win, reconciliation) and the mapping to every shipped tag set."""

from __future__ import annotations

import pytest

from vtt_py.deid import kinds
from vtt_py.deid.merge import (
    Suggestion,
    bio_entities,
    extend_names,
    join_adjacent,
    reconcile,
    rules_win,
    widen_rules,
)
from vtt_py.deid.tagmap import (
    FORWARD,
    KINDS,
    convert_label,
    mapping_name,
    to_kind,
    to_label,
)
from vtt_py.formats.tagsets import available_tagsets, load_tagset


def test_merge_bio_entities() -> None:
    starts, ends = [0, 5, 10, 15, 20], [4, 9, 14, 19, 24]
    labels = ["B-A", "I-A", "O", "I-B", "B-B"]
    got = bio_entities(starts, ends, labels, [0.5, 1.0, 1.0, 0.8, 0.6])
    assert got == [(0, 9, "A", 0.75), (15, 19, "B", 0.8), (20, 24, "B", 0.6)]


def test_merge_rules_win_on_overlap_and_crf_names_the_role() -> None:
    rules = [Suggestion(0, 10, "PTName", "rules", None, "NAME")]
    crf = [
        Suggestion(
            0, 4, "HCPName", "crf", 0.9, "NAME"
        ),  # overlaps: dropped, label kept
        Suggestion(20, 24, "Date", "crf", 0.7, "DATE"),  # elsewhere: kept
    ]
    merged = rules_win(rules, crf)
    assert merged == [
        Suggestion(0, 10, "HCPName", "rules", None, "NAME"),
        Suggestion(20, 24, "Date", "crf", 0.7, "DATE"),
    ]


def test_merge_joins_pieces_of_one_name() -> None:
    text = "Dr John A. Smith-Jones came"
    pieces = [
        Suggestion(3, 7, "Name", "rules", None, "NAME"),
        Suggestion(8, 9, "Name", "rules", None, "NAME"),
        Suggestion(11, 16, "Name", "rules", None, "NAME"),
        Suggestion(17, 22, "Name", "rules", None, "NAME"),
    ]
    assert [(s.start, s.end) for s in join_adjacent(text, pieces)] == [(3, 22)]


def _name(text: str, word: str, label: str = "PTName") -> Suggestion:
    start = text.index(word)
    return Suggestion(start, start + len(word), label, "crf", 0.9, "NAME")


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        ("dorinda kowalczyk is a 70 yr old", "dorinda", "dorinda kowalczyk"),
        ("to extubate tomorrow. s. bertrand rrt", "bertrand", "s. bertrand"),
        ("Seen by Dr. Maria Garcia today", "Maria", "Maria Garcia"),
        ("John brown stool noted", "John", "John"),  # a word, and not Title case
        ("pt, John. daughter is here", "John", "John"),  # no name after a period
        ("dorinda stable overnight", "dorinda", "dorinda"),  # a common word
        # An initial without its period before a name in capitals.
        ("ELEVATED PAPS, P QUILLMOOR ORDERED EPI", "QUILLMOOR", "P QUILLMOOR"),
        ("CALLED B. Quillmoor", "Quillmoor", "B. Quillmoor"),
        ("A QUILLMOOR ORDERED", "QUILLMOOR", "QUILLMOOR"),  # "A" is a word
        ("repeat x2 X QUILLMOOR aware", "QUILLMOOR", "QUILLMOOR"),  # "x": times
        ("spoke with p quillmoor", "quillmoor", "quillmoor"),  # lower case
    ],
)
def test_merge_extends_names_over_initial_and_surname(
    text: str, found: str, expected: str
) -> None:
    (grown,) = extend_names(text, [_name(text, found)])
    assert text[grown.start : grown.end] == expected


def test_merge_extension_stops_at_the_next_suggestion() -> None:
    text = "dorinda kowalczyk seen"
    first, second = (
        _name(text, "dorinda"),
        _name(text, "kowalczyk", "RelativeProxyName"),
    )
    assert extend_names(text, [first, second]) == [first, second]


def test_merge_reconcile_same_string_same_label_and_every_occurrence() -> None:
    text = "Okonkwo aware. Later Okonkwo called; okonkwo again. Okonkwo."
    found = [
        Suggestion(0, 7, "HCPName", "rules", None, "NAME"),
        Suggestion(21, 28, "HCPName", "rules", None, "NAME"),
        Suggestion(52, 59, "PTName", "crf", 0.6, "NAME"),
    ]
    result = reconcile(text, found)
    assert [(s.start, s.label) for s in result] == [
        (0, "HCPName"),
        (21, "HCPName"),
        (37, "HCPName"),  # the unmarked occurrence, copied
        (52, "HCPName"),  # the minority label, made consistent
    ]


def test_merge_reconcile_a_tie_goes_to_the_surest_label() -> None:
    # One CRF place and one titled clinician: the rule's label is the string's.
    text = "OR for Whipple today. Dr. Whipple saw pt."
    found = [
        Suggestion(7, 14, "Location", "crf", 0.71, "PLACE"),
        Suggestion(26, 33, "HCPName", "rules", None, "NAME"),
    ]
    assert [s.label for s in reconcile(text, found)] == ["HCPName", "HCPName"]
    crf_only = [found[0], found[1]._replace(source="crf", score=0.9)]
    assert [s.label for s in reconcile(text, crf_only)] == ["HCPName", "HCPName"]


def test_merge_reconcile_a_full_name_vouches_for_its_weakly_marked_word() -> None:
    # The CRF gave one lone "Kartvn" a low score; the sure full name makes
    # every other lone "Kartvn" a name too, as sure as the full name.
    text = "Spoke with Kartvn Thiqozeau. Kartvn wishes DNR. Kartvn called."
    full = Suggestion(11, 27, "RelativeProxyName", "rules", None, "NAME")
    weak = Suggestion(48, 54, "HCPName", "crf", 0.06, "NAME")
    result = reconcile(text, [full, weak])
    assert [(text[s.start : s.end], s.source, s.label) for s in result] == [
        ("Kartvn Thiqozeau", "rules", "RelativeProxyName"),
        ("Kartvn", "rules", "RelativeProxyName"),  # copied from the full name
        ("Kartvn", "crf", "RelativeProxyName"),  # the CRF's own, relabelled
    ]


def test_merge_reconcile_does_not_copy_common_words() -> None:
    text = "will see. will call."
    found = [Suggestion(0, 4, "HCPName", "rules", None, "NAME")]
    assert reconcile(text, found) == found


@pytest.mark.parametrize("tagset", sorted(set(FORWARD) - {KINDS}))
def test_tagmap_labels_exist_in_shipped_tagsets(tagset: str) -> None:
    labels = set(load_tagset(tagset).labels())
    assert set(FORWARD[tagset].values()) <= labels
    assert tagset in available_tagsets()


@pytest.mark.parametrize(
    ("kind", "tagset", "label"),
    [
        (kinds.NAME_PROVIDER, "nlm-scrubber", "Name"),
        (kinds.NAME_PATIENT, "nlm-scrubber", "Name|Patient"),
        (kinds.AGE_PII, "nlm-scrubber", "Age-PII|Patient"),
        (kinds.AGE_NPII, "physionet", None),  # PhysioNet marks ages over 89 only
        (kinds.AGE_PII, "physionet", "Age"),
        (kinds.NAME_PROVIDER, "physionet", "HCPName"),
        (kinds.HOSPITAL, "physionet", "Location"),
        (kinds.NAME_PROVIDER, "i2b2-2014", "NAME|DOCTOR"),
        (kinds.MRN, "i2b2-2014", "ID|MEDICALRECORD"),
        (kinds.PHONE, "cchmc", "PHONE"),
        (kinds.STATE, "hipaa-18", None),  # states are not HIPAA identifiers
    ],
)
def test_tagmap_to_label(kind: str, tagset: str, label: str | None) -> None:
    assert to_label(kind, tagset) == label


def test_tagmap_round_trips_between_tagsets() -> None:
    assert to_kind("HCPName", "physionet") == kinds.NAME_PROVIDER
    assert convert_label("HCPName", "physionet", "nlm-scrubber") == "Name"
    assert convert_label("Name|Patient", "nlm-scrubber", "i2b2-2014") == "NAME|PATIENT"
    assert convert_label("npii", "nlm-scrubber", "physionet") is None


def test_tagmap_mapping_name_guesses_from_labels() -> None:
    assert mapping_name(None) == "nlm-scrubber"
    assert mapping_name(load_tagset("physionet")) == "physionet"
    unnamed = load_tagset("i2b2-2014")
    unnamed.properties.pop("name")
    assert mapping_name(unnamed) == "i2b2-2014"


def test_merge_rules_win_keeps_candidates_only_where_nothing_else_is() -> None:
    rules = [Suggestion(0, 4, "Date", "rules", None, "DATE")]
    crf = [Suggestion(10, 14, "Name", "crf", 0.9, "NAME")]
    candidates = [
        Suggestion(2, 6, "Name", "rules+crf", 0.1, "NAME"),  # under a rule: dropped
        Suggestion(12, 16, "Name", "rules+crf", 0.2, "NAME"),  # under the CRF: dropped
        Suggestion(20, 24, "City", "rules+crf", 0.05, "PLACE"),  # alone: kept
    ]
    merged = rules_win(rules, crf, candidates)
    assert [(s.start, s.source) for s in merged] == [
        (0, "rules"),
        (10, "crf"),
        (20, "rules+crf"),
    ]


def test_merge_reconcile_finds_every_occurrence_in_one_pass() -> None:
    text = "Kowalczyk came. kowalczyk left; Kowalczyks' car. Kowalczyk"
    found = [Suggestion(0, 9, "Name", "rules", None, "NAME")]
    result = reconcile(text, found)
    assert [text[s.start : s.end] for s in result] == [
        "Kowalczyk",
        "kowalczyk",
        "Kowalczyk",
    ]


def test_a_place_takes_the_crf_label_only_from_a_suggestion_reaching_its_head() -> None:
    # "Cataldo Ambulance": the CRF saw a town in "Cataldo"; the rule, a company.
    rules = [Suggestion(18, 35, "Organization", "rules", None, "PLACE")]
    town = Suggestion(18, 25, "City", "crf", 0.9, "PLACE")
    assert [s.label for s in rules_win(rules, [town])] == ["Organization"]
    whole = Suggestion(18, 35, "Hospital", "crf", 0.9, "PLACE")
    assert [s.label for s in rules_win(rules, [whole])] == ["Hospital"]


def test_two_whole_names_a_space_apart_stay_two() -> None:
    text = "Pt with John Smith Mary Jones at bedside"
    rules = [_span(text, "John Smith"), _span(text, "Mary Jones")]
    assert join_adjacent(text, rules) == rules
    # The CRF reads them as one run of name tokens; the rules keep them apart.
    crf = [_span(text, "John Smith Mary Jones")._replace(source="crf", score=0.99)]
    assert widen_rules(text, rules, crf) == rules
    # Pieces of one name are still joined: "Mary Ann" + "Smith".
    one = "Pt with Mary Ann Smith at bedside"
    pieces = [_span(one, "Mary Ann"), _span(one, "Smith")]
    assert [(s.start, s.end) for s in join_adjacent(one, pieces)] == [(8, 22)]


def _span(text: str, words: str) -> Suggestion:
    start = text.index(words)
    return Suggestion(start, start + len(words), "Name", "rules", None, "NAME")


def test_a_rule_keeps_its_hospital_against_the_crf_generic_location() -> None:
    rules = [Suggestion(0, 15, "Organization", "rules", None, "PLACE")]
    crf = [Suggestion(0, 15, "Address", "crf", 0.9, "PLACE")]
    assert rules_win(rules, crf)[0].label == "Address"
    kept = frozenset({("Organization", "Address")})
    assert rules_win(rules, crf, kept=kept)[0].label == "Organization"


def test_a_doubted_crf_place_does_not_relabel_a_place_the_rule_knows() -> None:
    # "Carney Hospital": the CRF lifts "Hospital" to a ward at 0.1.
    rules = [Suggestion(0, 15, "Organization", "rules", None, "PLACE")]
    lifted = [Suggestion(7, 15, "Location", "crf", 0.1, "PLACE")]
    kept = frozenset({("Organization", "Address")})
    assert rules_win(rules, lifted, kept=kept)[0].label == "Organization"
    sure = [lifted[0]._replace(score=0.9)]
    assert rules_win(rules, sure, kept=kept)[0].label == "Location"
    # A rule's generic location takes even a doubted CRF label: it knows no kind.
    generic = [rules[0]._replace(label="Address")]
    assert rules_win(generic, lifted, kept=kept)[0].label == "Location"
    # A person's role is the CRF's to tell, however unsure.
    name = [Suggestion(0, 6, "Name|Patient", "rules", None, "NAME")]
    role = [Suggestion(0, 6, "Name", "crf", 0.2, "NAME")]
    assert rules_win(name, role, kept=kept)[0].label == "Name"


def test_a_role_read_from_its_cue_stands_against_the_crfs_role() -> None:
    from vtt_py.deid.pipeline import Deidentifier

    kept = Deidentifier(None, "physionet")._kept_labels()
    assert ("RelativeProxyName", "PTName") in kept
    assert ("HCPName", "PTName") in kept
    assert not any(rule == "PTName" for rule, _ in kept)  # a plain name knows no role
    # "daughter Wanda": the rule's relative, whatever role the CRF guesses.
    relative = [Suggestion(9, 14, "RelativeProxyName", "rules", None, "NAME")]
    patient = [Suggestion(9, 14, "PTName", "crf", 0.8, "NAME")]
    assert rules_win(relative, patient, kept=kept)[0].label == "RelativeProxyName"
    # A name with no cue takes the CRF's role.
    plain = [relative[0]._replace(label="PTName")]
    crf_relative = [patient[0]._replace(label="RelativeProxyName")]
    assert rules_win(plain, crf_relative, kept=kept)[0].label == "RelativeProxyName"


def test_a_cues_role_in_a_tag_set_without_relatives_keeps_the_doctor() -> None:
    from vtt_py.deid.pipeline import Deidentifier

    kept = Deidentifier(None, "nlm-scrubber")._kept_labels()
    assert ("Name", "Name|Patient") in kept  # "Dr. Patel" stays the doctor
    assert not any(rule == "Name|Patient" for rule, _ in kept)


def test_an_identifier_named_by_its_cue_keeps_its_kind() -> None:
    from vtt_py.deid.pipeline import Deidentifier

    kept = Deidentifier(None, "i2b2-2014")._kept_labels()
    assert ("ID|MEDICALRECORD", "ID|IDNUM") in kept
    assert ("ID|SSN", "ID|IDNUM") in kept
    # "MRN: 00482913": the rule's record number, though the CRF says a number.
    mrn = [Suggestion(5, 13, "ID|MEDICALRECORD", "rules", None, "ID")]
    number = [Suggestion(5, 13, "ID|IDNUM", "crf", 0.9, "ID")]
    assert rules_win(mrn, number, kept=kept)[0].label == "ID|MEDICALRECORD"
    # An identifier of no kind takes the CRF's.
    plain = [mrn[0]._replace(label="ID|IDNUM")]
    record = [number[0]._replace(label="ID|MEDICALRECORD")]
    assert rules_win(plain, record, kept=kept)[0].label == "ID|MEDICALRECORD"
