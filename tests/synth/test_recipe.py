"""The Spark recipe: the per-note function, pickled, called in a fresh process."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from functools import partial
from pathlib import Path

from vtt_py.formats.mimic_csv import read_notes
from vtt_py.synth.recipe import SynthConfig, synthesize_partition, synthesize_record

_WORKER = """
import json, pickle, sys
function, rows = pickle.loads(sys.stdin.buffer.read())
sys.stdout.write(json.dumps([record for record in function(rows)]))
"""


def _rows(csv_file: Path, count: int) -> list[dict[str, str]]:
    rows = []
    for note in list(read_notes(csv_file))[:count]:
        rows.append({"ROW_ID": note.id, "SUBJECT_ID": note.subject,
                     "CATEGORY": note.category, "TEXT": note.text})  # fmt: skip
    return rows


def test_issue15_recipe_runs_pickled_in_a_fresh_process(
    gold_csvs: dict[str, Path],
) -> None:
    rows = _rows(gold_csvs["mimic3"], 4)
    function = partial(synthesize_partition, config=SynthConfig(seed=11))
    payload = pickle.dumps((function, rows))  # what mapPartitions ships to a worker
    done = subprocess.run(
        [sys.executable, "-c", _WORKER], input=payload, capture_output=True, check=True
    )
    remote = json.loads(done.stdout)
    here = [synthesize_record(row, SynthConfig(seed=11)) for row in rows]
    assert remote == here
    assert len(remote) == 4 and all(r["spans"] for r in remote)


def test_recipe_equals_the_command_output(
    gold_csvs: dict[str, Path], tmp_path: Path
) -> None:
    from vtt_py.cli import main

    out = tmp_path / "out"
    assert main(["synthesize", str(gold_csvs["mimic3"]), "-o", str(out), "--seed", "11",
                 "--to", "jsonl", "--limit", "3"]) == 0  # fmt: skip
    written = [
        json.loads(x) for x in (out / "part-00000.jsonl").read_text().splitlines()
    ]
    rows = _rows(gold_csvs["mimic3"], 3)
    assert [synthesize_record(r, SynthConfig(seed=11)) for r in rows] == written
