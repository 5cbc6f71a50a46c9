"""Where the data shipped with vtt_py lives: tag sets and the sample corpus."""

from __future__ import annotations

from pathlib import Path

import vtt_py


def _shipped(name: str) -> Path:
    # In a wheel the data sits inside the package; in a source checkout
    # (editable install) it sits beside the package.
    package = Path(vtt_py.__file__).resolve().parent
    for candidate in (package / name, package.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"the shipped {name}/ folder is missing from this installation"
    )


def tagsets_dir() -> Path:
    """The folder of shipped tag sets (``*.tags``)."""
    return _shipped("tagsets")


def sample_corpus_dir() -> Path:
    """The bundled sample corpus (``gold/``, ``annotator_a/``, ``annotator_b/``)."""
    return _shipped("sample_corpus")
