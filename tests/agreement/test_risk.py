"""Privacy risk of revealed PHI (seed 003): census counts, names two edits away, values, classes."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tests.agreement.helpers import make_doc, write_doc
from tests.conftest import REPO
from vtt_py.agreement import DocumentPair
from vtt_py.agreement.engine import ScoreOptions
from vtt_py.agreement.hipaa import HipaaRule
from vtt_py.agreement.report import score_pairs
from vtt_py.agreement.risk_estimates import (
    age_estimate,
    date_estimate,
    identifier_estimate,
    initial_estimate,
    name_estimate,
    name_roles,
)
from vtt_py.agreement.risk_kinds import date_part, kind_of
from vtt_py.cli import main
from vtt_py.lexicons.name_counts import (
    POPULATION_1990,
    _buckets,
    names_within,
    people_bearing,
    people_with_initial,
)


def test_people_bearing_a_name_follow_the_census_shares() -> None:
    # Seed 003: "revealing the first name JOHN is not as significant as BARACK".
    john = people_bearing("John")["first"]
    assert 3_000_000 < john < 5_000_000  # 3.271 % of 121 million men
    assert people_bearing("Barack") == {"first": 0, "last": 0}  # not in the 1990 lists
    assert people_bearing("SMITH")["last"] == round(0.01006 * POPULATION_1990)


def _levenshtein(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            )
        previous = current
    return previous[-1]


@pytest.mark.parametrize(
    ("query", "length"), [("SMYTHE", 6), ("JONSON", 7), ("KOWALSKII", 8)]
)
def test_names_within_two_edits_equal_a_plain_levenshtein(
    query: str, length: int
) -> None:
    bucket = _buckets()["last"][length]
    names = ["".join(map(chr, row)) for row in bucket.letters]
    found = bucket.within(np.frombuffer(query.encode(), dtype=np.uint8), 2)
    expected = [_levenshtein(query, name) <= 2 for name in names]
    assert found.tolist() == expected
    assert any(expected)


def test_a_misspelt_name_is_rated_by_the_names_within_two_edits() -> None:
    # Not a census name: the people bearing any last name two edits away.
    near = names_within("KOWALSKII")["last"]
    estimate = name_estimate("KOWALSKII", [False] * 9, "last")
    assert estimate.estimate == near.people > 0
    assert "within two edits" in estimate.basis
    assert "KOWALSK" not in estimate.basis  # the basis never repeats the name


def test_a_name_s_role_comes_from_its_place() -> None:
    text = "SMITH, MARY A and Mary Ann Smith"
    assert name_roles(text, [(0, 5), (7, 11), (12, 13)]) == ["last", "first", "first"]
    assert name_roles(text, [(18, 22), (23, 26), (27, 32)]) == [
        "first",
        "first",
        "last",
    ]
    assert name_roles(text, [(0, 5)]) == [None]


def test_partly_revealed_identifiers_leave_values_to_guess() -> None:
    whole = identifier_estimate("4455667", [False] * 7)
    assert (whole.estimate, whole.level) == (1, "high")
    # Area code 617 revealed, the other seven digits covered: 10^7 numbers left.
    phone = identifier_estimate("6175551234", [False] * 3 + [True] * 7)
    assert (phone.estimate, phone.level) == (10_000_000, "low")
    # Three of eight characters covered, one a letter: 26 * 10 * 10.
    mixed = identifier_estimate(
        "Z5805833", [True, False, False, False, False, True, True, False]
    )
    assert (mixed.estimate, mixed.level) == (2600, "high")


@pytest.mark.parametrize(
    ("tokens", "revealed", "level", "says"),
    [
        (["03", "04", "2020"], [True, True, True], "high", "full date"),
        (["03", "04", "2020"], [True, True, False], "moderate", "day and month"),
        (["03", "04", "2020"], [False, False, True], "low", "only a year"),
        (["March", "4th"], [True, True], "moderate", "day and month"),
        (["Monday"], [True], "low", "weekday"),
        # A number no day or month can be is a two-digit year: April 1997.
        (["4", "97"], [True, True], "low", "month and year"),
        (["04", "1997"], [True, True], "low", "month and year"),
        (["8", "28"], [True, True], "moderate", "day and month"),
        (["3", "4", "97"], [True, True, True], "high", "full date"),
    ],
)
def test_dates_are_rated_by_what_they_reveal(
    tokens: list[str], revealed: list[bool], level: str, says: str
) -> None:
    estimate = date_estimate(tokens, revealed, None)
    assert estimate.level == level and says in estimate.basis


def test_labels_of_the_shipped_tag_sets_and_corpora_get_their_kind() -> None:
    assert kind_of("Name", "Patient") == "name"
    assert kind_of("PTNameInitial") == "initial"
    assert kind_of("LOCATION", "HOSPITAL") == "institution"
    assert kind_of("NAME", "USERNAME") == "identifier"
    assert kind_of("NUMERO_TELEFONO") == "contact"
    assert kind_of("Age-NPII", "Patient") == "age"
    assert kind_of("npii") == "none"
    assert date_part("DateYear") == "year" and date_part("Date") is None


TEXT = "Mary Smith seen 03/04/2020, MRN 4455667, tel 617-555-1234 by Dr Lee.\n"
GOLD = [
    (0, 10, "Name", "Patient"),
    (16, 26, "Date", "Patient"),
    (32, 39, "Alphanum", "Patient"),
    (45, 57, "Comm", "Patient"),
    (64, 67, "Name", ""),  # a provider: not a HIPAA identifier in nlm-scrubber
]
# The system finds 'Mary', the date, and '555-1234' of the phone number.
SYSTEM = [
    (0, 4, "Name", "Patient"),
    (16, 26, "Date", "Patient"),
    (49, 57, "Comm", "Patient"),
]


def _report(show_text: bool = False) -> dict:
    pair = DocumentPair("n1", make_doc(TEXT, GOLD), make_doc(TEXT, SYSTEM))
    scorer = score_pairs([pair], ScoreOptions(risk=True, show_text=show_text))
    from vtt_py.formats.tagsets import load_tagset

    rule = HipaaRule(load_tagset("nlm-scrubber"), "nlm-scrubber")
    assert scorer.risk is not None
    return scorer.risk.report(rule, show_text=show_text)


def test_risk_items_are_sorted_highest_first_and_name_no_text() -> None:
    risk = _report()
    items = risk["items"]
    assert (items[0]["kind"], items[0]["level"], items[0]["estimate"]) == (
        "identifier",
        "high",
        1,
    )
    rest = {(i["start"], i["kind"], i["level"]) for i in items[1:]}
    assert rest == {(5, "name", "low"), (64, "name", "low"), (45, "contact", "low")}
    low = [i["estimate"] for i in items[1:]]
    assert low == sorted(low)  # the fewest people (or values) first
    smith = next(i for i in items if i["start"] == 5)
    assert (
        smith["estimate"] == people_bearing("Smith")["last"]
    )  # its place: a last name
    lee = next(i for i in items if i["start"] == 64)
    assert lee["hipaa"] is False and "not a HIPAA identifier" in lee["basis"]
    phone = next(i for i in items if i["kind"] == "contact")
    assert phone["estimate"] == 10_000_000
    assert all("text" not in i for i in items)
    assert risk["summary"]["by_level"] == {"high": 1, "moderate": 0, "low": 3}
    assert risk["summary"]["gold_tokens"] == 10
    assert risk["summary"]["revealed_tokens"] == 4  # Smith, 4455667, 617, Lee
    assert (
        risk["summary"]["fewest_people"] == smith["estimate"]
    )  # Lee is not the patient


def test_risk_items_carry_the_text_only_when_asked() -> None:
    items = _report(show_text=True)["items"]
    assert {i["text"] for i in items} == {"4455667", "Smith", "Lee", "617-555-1234"}


def test_agree_risk_cli_never_prints_the_phi_unless_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_doc(tmp_path / "gold" / "n1.vtt", TEXT, GOLD)
    write_doc(tmp_path / "sys" / "n1.vtt", TEXT, SYSTEM)
    base = ["agree", str(tmp_path / "gold"), str(tmp_path / "sys"), "--risk"]
    page = tmp_path / "risk.html"
    assert main([*base, "--json", "--html", str(page)]) == 0
    out = capsys.readouterr().out
    report = json.loads(out)
    assert set(report) == {"reference", "candidate", "documents", "risk"}
    for phi in ("Smith", "4455667", "617", "Lee"):
        assert phi not in out and phi not in page.read_text(encoding="utf-8")
    assert main(base) == 0
    text = capsys.readouterr().out
    assert "fully revealed" in text and "Smith" not in text
    assert main([*base, "--show-text"]) == 0
    assert "Smith" in capsys.readouterr().out


def test_show_text_needs_risk(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus = REPO / "sample_corpus"
    assert (
        main(
            ["agree", str(corpus / "gold"), str(corpus / "annotator_a"), "--show-text"]
        )
        == 2
    )
    assert "--show-text goes with --risk" in capsys.readouterr().err


def test_sample_corpus_risk_report() -> None:
    corpus = REPO / "sample_corpus"
    from vtt_py.agreement import compare_paths

    report, _ = compare_paths(corpus / "gold", corpus / "annotator_a", risk=True)
    risk = report["risk"]
    levels = [item["level"] for item in risk["items"]]  # type: ignore[index]
    assert levels == sorted(levels, key=("high", "moderate", "low").index)
    assert risk["summary"]["revealed_tokens"] < risk["summary"]["gold_tokens"]  # type: ignore[index]


def test_dates_written_without_separators_or_alone() -> None:
    assert date_estimate(["061548"], [True], None).level == "high"  # MMDDYY
    lone = date_estimate(["13"], [True], None)
    assert lone.level == "low" and "lone number" in lone.basis


def test_titles_and_suffixes_take_no_role_and_narrow_no_name() -> None:
    text = "Dr John Smith Jr"
    tokens = [(0, 2), (3, 7), (8, 13), (14, 16)]
    assert name_roles(text, tokens) == [None, "first", "last", None]
    assert name_roles("Smith Jr", [(0, 5), (6, 8)]) == [
        None,
        None,
    ]  # one name: no role known
    pair = DocumentPair(
        "n1", make_doc(text, [(0, 16, "Name", "Patient")]), make_doc(text, [])
    )
    scorer = score_pairs([pair], ScoreOptions(risk=True))
    assert scorer.risk is not None
    items = {i.start: i.estimate for i in scorer.risk.items}
    assert items[0].level == items[14].level == "low" and items[14].estimate is None
    assert "suffix" in items[14].basis
    assert (
        items[8].estimate == people_bearing("Smith")["last"]
    )  # Smith, not Jr, is last


def _share(letter: str, role: str) -> float:
    total = sum(int(b.people.sum()) for b in _buckets()[role].values())
    return people_with_initial(letter)[role] / total


def test_initials_count_people_with_that_first_and_last_initial() -> None:
    # Hand computation: population x share of first names in J x share of last names in S.
    expected = round(POPULATION_1990 * _share("J", "first") * _share("S", "last"))
    found = initial_estimate("JS")
    assert found.estimate == expected and found.unit == "people"
    assert 1_000_000 < expected < 10_000_000  # J and S are common initials
    assert (
        initial_estimate("JWS").estimate == expected
    )  # a middle initial is not counted
    one = initial_estimate("Q")
    assert one.estimate == min(people_with_initial("Q").values())


@pytest.mark.parametrize(
    ("revealed", "covered", "level", "says"),
    [
        ("92", False, "moderate", "over 89"),
        ("2 1/2 months", False, "low", "under a year"),  # not read as 212
        ("      months", True, "low", "only words revealed"),
        ("ninety-two", False, "moderate", "in words"),
        ("45", False, "low", "under 90"),
    ],
)
def test_ages_are_read_from_the_revealed_text(
    revealed: str, covered: bool, level: str, says: str
) -> None:
    estimate = age_estimate(revealed, covered)
    assert estimate.level == level and says in estimate.basis


def test_an_age_whose_number_is_covered_reveals_only_words() -> None:
    text = "Boy, 2 1/2 months old"
    gold = make_doc(text, [(5, 17, "Age", "Patient")])
    pair = DocumentPair("n1", gold, make_doc(text, [(5, 10, "Age", "Patient")]))
    scorer = score_pairs([pair], ScoreOptions(risk=True))
    assert scorer.risk is not None
    (item,) = scorer.risk.items
    assert "only words revealed" in item.estimate.basis


def test_risk_report_names_where_its_hipaa_labels_come_from() -> None:
    risk = _report()
    assert risk["basis"]["hipaa_tagset"] == "nlm-scrubber"
    from vtt_py.agreement.risk_report import render_risk_text

    text = render_risk_text(
        {"reference": "g", "candidate": "s", "documents": 1, "risk": risk}
    )
    assert "HIPAA labels from: nlm-scrubber" in text


@pytest.mark.shared
def test_physionet_risk_of_deid_pl_against_the_gold(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """deid.pl's id.phi against the typed gold: the headline figures of the closing note."""
    from tests.conftest import shared_path

    folder = shared_path("corpora", "physionet-deid-train")
    assert main(["agree", str(folder / "id.text"), str(folder / "id.phi"), "--risk",
                 "--json"]) == 0  # fmt: skip
    risk = json.loads(capsys.readouterr().out)["risk"]
    summary = risk["summary"]
    assert (
        summary["documents"],
        summary["gold_tokens"],
        summary["revealed_tokens"],
    ) == (
        984,
        1021,
        30,
    )
    # 26 revealed spans = binary_overlap's 26 false negatives (label-blind).
    assert summary["items"] == 26
    assert summary["by_level"] == {"high": 3, "moderate": 8, "low": 15}
    assert risk["basis"]["hipaa_tagset"] == "physionet"
    assert all("text" not in item for item in risk["items"])
