"""Deidentifier.stages: each step of suggest, and where a PHI the rules found is lost."""

from __future__ import annotations

import functools

from benchmarks.deid_errors import loss_stage
from vtt_py.deid.batch import default_model_path
from vtt_py.deid.crf import load_model
from vtt_py.deid.pipeline import Deidentifier

#: Invented: a sure date and name, and a bare day a weak rule reads as a date.
TEXT = "Seen by Dr. Ann Lee on 3/4/2019. Pain 4/10, better 3/3.\n"


@functools.cache
def _deid() -> Deidentifier:
    return Deidentifier(load_model(default_model_path()), "physionet")


def test_stages_end_with_what_suggest_returns() -> None:
    deid = _deid()
    stages = deid.stages(TEXT)
    assert [step for step, _ in stages] == [
        "strong findings",
        "weak findings",
        "strong findings resolved, CRF, candidates",
        "rules_win",
        "extend_names, reconcile",
        "guards",
        "roles, site lists",
    ]
    assert stages[-1][1] == deid.suggest(TEXT)
    strong = {TEXT[s.start : s.end] for s in stages[0][1]}
    assert {"3/4/2019", "Ann Lee"} <= strong


def _spans(*steps: list[tuple[int, int]]) -> list[tuple[str, list[tuple[int, int]]]]:
    names = ["strong findings", "weak findings", "merged", "guards"]
    return list(zip(names, steps, strict=True))


def test_loss_stage_names_the_first_step_without_the_phi() -> None:
    weak_dropped = _spans([], [(5, 9)], [], [])
    assert loss_stage(weak_dropped, (5, 9)) == "weak finding, lost at merged"
    guarded = _spans([(5, 9)], [], [(5, 9)], [(0, 3)])
    assert loss_stage(guarded, (6, 8)) == "strong finding, lost at guards"


def test_loss_stage_is_none_when_kept_or_never_found() -> None:
    kept = _spans([(5, 9)], [], [(5, 9)], [(5, 9)])
    assert loss_stage(kept, (5, 9)) is None
    unfound = _spans([], [], [], [])
    assert loss_stage(unfound, (5, 9)) is None


def test_rules_only_stages_end_with_its_answer() -> None:
    deid = Deidentifier(None, "physionet")
    stages = deid.stages(TEXT)
    assert stages[-1] == ("rules only", deid.suggest(TEXT))
