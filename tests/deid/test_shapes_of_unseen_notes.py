"""PHI shapes missed on unseen notes: hurried dates, initials, names (all text invented)."""

from __future__ import annotations

from vtt_py.deid.analysis import analyse
from vtt_py.deid.pipeline import Deidentifier, rule_findings
from vtt_py.deid.rules_day_runs import run_on_days, spaced_years


def _dates(found: list, text: str) -> list[tuple[str, bool]]:
    return [(text[f.start : f.end], f.strong) for f in found]


def test_days_run_on_by_commas_are_one_date() -> None:
    text = "pt was seen 3/4,5,6 by PT; cx sent 11/5,6 and 12/28,29,30,31."
    assert _dates(run_on_days(text), text) == [
        ("3/4,5,6", True),
        ("11/5,6", False),  # one day run on: the CRF weighs it
        ("12/28,29,30,31", True),
    ]


def test_scores_and_settings_run_on_are_no_days() -> None:
    # Days listed count up a few at a time; a score, a fraction or a
    # setting run on goes down, jumps, has no month or is spaced.
    for text in (
        "strength 5/5,4/5 bilat",
        "pain 4/10,2 after dilaudid",
        "BP 120/80,88",
        "vent 14/5,20,40",
        "on 3/4, 5 mg given",
        "ratio 1/2,3.5",
    ):
        assert run_on_days(text.lower()) == [], text


def test_a_year_after_a_stray_space_closes_the_date() -> None:
    text = "labs drawn 3/4/ 21 and 12/30/ 2019, K 3.4/ 22"
    assert _dates(spaced_years(text), text) == [
        ("3/4/ 21", True),
        ("12/30/ 2019", True),
    ]
    assert spaced_years("13/4/ 21 and 4/40/ 21") == []


def test_hurried_dates_reach_the_suggestions() -> None:
    text = "Pt seen 3/4,5,6 by PT. Labs 3/4/ 21 unremarkable."
    got = [text[s.start : s.end] for s in Deidentifier(None, "physionet").suggest(text)]
    assert "3/4,5,6" in got and "3/4/ 21" in got


def _names(text: str) -> list[str]:
    return [
        text[f.start : f.end]
        for f in rule_findings(analyse(text))
        if f.kind.startswith("NAME") and f.strong
    ]


def test_one_capital_after_a_dotted_title_is_an_initial() -> None:
    assert _names("Mr. T called and asked about visiting hours.") == ["T"]
    assert _names("Ms. R in to visit with daughter.") == ["R"]
    assert _names("Spoke with Mrs. B re: discharge.") == ["B"]


def test_mental_status_and_mitral_regurgitation_stay_unnamed() -> None:
    for text in ("MS. A AND O X3", "Ms. A&O x3 MAE", "MR. 2+ on echo", "MS: A&Ox3"):
        assert _names(text) == [], text


def test_a_relatives_unlisted_name_in_lower_case_before_what_she_does() -> None:
    # No list holds "ysolde": between a relative and what a person does
    # (calls, sits at the bedside) it is her name, in lower case as well.
    assert _names("daughter ysolde called for update.") == ["ysolde"]
    assert _names("son xanthe at bedside") == ["xanthe"]


def test_a_relatives_next_word_without_an_act_is_no_name() -> None:
    for text in (
        "daughter upset called back",
        "husband frnd called",
        "daughter hcp called",
        "wife vistied today",
        "daughter ysolde and plan",
    ):
        assert _names(text) == [], text


def _relatives(text: str) -> list[str]:
    return [
        text[f.start : f.end]
        for f in rule_findings(analyse(text))
        if f.kind == "NAME_RELATIVE" and f.strong
    ]


def test_a_first_name_before_its_relative_alone_in_brackets() -> None:
    # Opening a sentence, a first name that is a word too is capitalised
    # either way; "(daughter)" alone after it says who she is.
    assert _relatives("Perpetua (daughter) updated.") == ["Perpetua"]
    assert _relatives("Pt resting. Faith (wife) at bedside.") == ["Faith"]


def test_a_word_before_a_bracketed_remark_is_no_name() -> None:
    for text in (
        "Tired (daughter at bedside).",
        "Home (daughter) later.",
        "Pain (daughter) reports.",
    ):
        assert _relatives(text) == [], text
