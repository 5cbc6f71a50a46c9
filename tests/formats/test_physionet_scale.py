"""PhysioNet notes files of many records: lines are counted as the file is walked."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtt_py.errors import ParseError
from vtt_py.formats.physionet import read_physionet
from vtt_py.formats.registry import FormatContext


def _records(n: int) -> str:
    return "".join(
        f"START_OF_RECORD=1||||{k}||||\nline one\nline two\n||||END_OF_RECORD\n"
        for k in range(1, n + 1)
    )


def test_a_record_error_names_its_line_after_many_records(tmp_path: Path) -> None:
    path = tmp_path / "id.text"
    path.write_text(_records(500) + "START_OF=2\n")
    with pytest.raises(ParseError) as info:
        list(read_physionet(path, FormatContext()))
    assert info.value.line == 500 * 4 + 1
