"""Beyond one machine: a 2-worker Dask LocalCluster gives the one-process output, byte for byte."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.test_synthesize import _tree
from vtt_py.cli import main

distributed = pytest.importorskip("distributed")
# Dask's own start-up and shutdown warnings (ports, leaked semaphores) are not ours.
pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


def test_issue15_local_cluster_output_equals_one_process(
    gold_csvs: dict[str, Path], tmp_path: Path, scheduler: str
) -> None:
    common = ["--seed", "3", "--chunk-size", "10", "--limit", "30"]
    src = str(gold_csvs["mimic3"])
    assert main(["synthesize", src, "-o", str(tmp_path / "one"), *common]) == 0
    assert main(["synthesize", src, "-o", str(tmp_path / "dask"), *common,
                 "--dask", scheduler]) == 0  # fmt: skip
    one, dask = _tree(tmp_path / "one"), _tree(tmp_path / "dask")
    assert len(one) == 30 + 1 + 3  # 30 notes, run.json, 3 chunks' counts
    assert dask == one


@pytest.mark.parametrize("how", [["--rules-only"], ["--threshold", "0.999"]])
def test_annotate_on_a_local_cluster_equals_local(
    sample_corpus: Path, tmp_path: Path, scheduler: str, how: list[str]
) -> None:
    notes = tmp_path / "notes"
    notes.mkdir()
    for name in (
        "01_discharge_summary",
        "22_radiology_xray_chest",
        "44_telephone_encounter",
    ):
        text = (sample_corpus / "gold" / f"{name}.vtt").read_text()
        body = text.split("#<Text Content>\n#<" + "-" * 70 + ">\n", 1)[1]
        (notes / f"{name}.txt").write_text(body.split("#<" + "-" * 70 + ">\n", 1)[0])
    local, remote = tmp_path / "local", tmp_path / "remote"
    assert main(["annotate", str(notes), "-o", str(local), *how]) == 0
    assert main(["annotate", str(notes), "-o", str(remote), *how,
                 "--dask", scheduler]) == 0  # fmt: skip
    strip = lambda b: b.split(b"FILE_SAVE")[0] + b.split(b"#<Text Content>")[1]  # noqa: E731
    assert {k: strip(v) for k, v in _tree(remote).items()} == {
        k: strip(v) for k, v in _tree(local).items()
    }
    assert len(_tree(local)) == 3


def test_dask_missing_scheduler_is_a_usage_error(
    gold_csvs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["synthesize", str(gold_csvs["mimic3"]), "-o", str(tmp_path / "o"),
                 "--seed", "1", "--dask", "tcp://127.0.0.1:1"])  # fmt: skip
    assert code == 2
    assert "no Dask scheduler at tcp://127.0.0.1:1" in capsys.readouterr().err
