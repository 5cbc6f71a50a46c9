"""Shared fixtures: offscreen Qt, the ../shared data folder (skipped when absent)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before anything imports PySide6: no display is needed for GUI tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("VTT_PY_SHARED", REPO.parent / "shared"))


def shared_path(*parts: str) -> Path:
    """A path under ../shared, or skip the test when it is not there (a user's machine)."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"shared data not available: {path}")
    return path


@pytest.fixture
def vtt_samples() -> Path:
    """../shared/vtt-samples: real files written by NLM's VTT."""
    return shared_path("vtt-samples")


@pytest.fixture
def sample_corpus() -> Path:
    """The project's own bundled sample corpus."""
    return REPO / "sample_corpus"
