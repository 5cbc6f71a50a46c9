"""``vtt-py annotate`` collects garbage cycles less often, and only while it runs (issue 12)."""

from __future__ import annotations

import gc

import pytest

from vtt_py.cli.common import BATCH_GC_THRESHOLD, fewer_collections


def test_fewer_collections_raises_the_threshold_then_restores_it() -> None:
    before = gc.get_threshold()
    with fewer_collections() as settle:
        assert gc.get_threshold() == (BATCH_GC_THRESHOLD, *before[1:])
        settle()
        settle()  # once is enough
        assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_fewer_collections_restores_the_threshold_after_an_error() -> None:
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), fewer_collections():
        raise RuntimeError("stop")
    assert gc.get_threshold() == before
