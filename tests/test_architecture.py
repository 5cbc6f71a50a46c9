"""The layers hold: the library and CLI import without Qt and without sklearn."""

from __future__ import annotations

import subprocess
import sys

import pytest

QT_FREE = [
    "vtt_py.core",
    "vtt_py.formats",
    "vtt_py.lexicons",
    "vtt_py.deid",
    "vtt_py.agreement",
    "vtt_py.export",
    "vtt_py.synth",
    "vtt_py.cli",
]


@pytest.mark.parametrize("module", QT_FREE)
def test_architecture_imports_without_qt_or_sklearn(module: str) -> None:
    code = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        "import vtt_py.cli\n"
        "vtt_py.cli.build_parser()\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'sklearn_crfsuite', 'sklearn', 'pycrfsuite'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == ""


def test_architecture_import_linter_contracts_hold() -> None:
    lint = pytest.importorskip("importlinter")
    assert lint is not None
    result = subprocess.run(
        [sys.executable, "-m", "importlinter.cli", "--no-cache"],
        capture_output=True,
        text=True,
    )
    if "No module named" in result.stderr:
        pytest.skip("lint-imports entry point unavailable")
    assert result.returncode == 0, result.stdout + result.stderr
