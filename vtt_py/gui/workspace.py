"""The per-user working copy of the sample corpus: plain ``vtt-py`` never edits the shipped one."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from vtt_py.gui import settings
from vtt_py.resources import sample_corpus_dir

#: Overrides where the working copy of the sample corpus goes (tests, portable installs).
SAMPLE_DIR_ENV = "VTT_PY_SAMPLE_DIR"


def working_sample_dir() -> Path:
    """Where the user's copy of the sample corpus lives."""
    override = os.environ.get(SAMPLE_DIR_ENV)
    return Path(override) if override else settings.data_dir() / "sample_corpus"


def _ignored(folder: str, names: list[str]) -> list[str]:
    # Sidecars, locks and logs a checkout may have picked up are not sample data.
    return [n for n in names if n.startswith(".") or n == "__pycache__"]


def ensure_sample_copy(source: Path | None = None) -> tuple[Path, bool]:
    """The working copy, made from the shipped corpus on first use.

    Returns:
        (its folder, whether it was copied just now). The copy is written
        beside its place and renamed into it, so a failed copy leaves nothing.
    """
    target = working_sample_dir()
    if target.is_dir():
        return target, False
    target.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=".sample-", dir=target.parent))
    try:
        shutil.copytree(
            source or sample_corpus_dir(), scratch / "copy", ignore=_ignored
        )
        os.replace(scratch / "copy", target)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return target, True


def in_shipped_sample(path: Path) -> Path | None:
    """``path``'s place inside the shipped sample corpus, or None when it is elsewhere."""
    try:
        shipped = sample_corpus_dir().resolve()
    except FileNotFoundError:
        return None
    try:
        return path.resolve().relative_to(shipped)
    except ValueError:
        return None


def start_path(path: Path | None) -> tuple[Path, str]:
    """What the app opens for ``vtt-py [gui] [PATH]``, and what to tell the user.

    No path, or a path inside the shipped sample corpus, opens the same place
    in the user's working copy (copied on first start), never the package or
    the checkout itself.
    """
    inside = Path() if path is None else in_shipped_sample(path)
    if inside is None:
        assert path is not None
        return path, ""
    root, copied = ensure_sample_copy()
    where = root / inside
    if copied:
        note = f"The sample corpus was copied to {root}: your edits are saved there."
    else:
        note = f"Sample corpus: your working copy in {root}"
    return where, note
