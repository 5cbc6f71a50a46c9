"""The tag sets shipped in ``tagsets/``: listing them and loading one by name or path."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from vtt_py.core.tagset import TagSet
from vtt_py.errors import UsageError
from vtt_py.formats.mae_dtd import DTD_SUFFIX, read_mae_dtd
from vtt_py.formats.tags_file import TAGS_FILE_SUFFIX, read_tags_file
from vtt_py.resources import tagsets_dir

DEFAULT_TAGSET = "nlm-scrubber"


def available_tagsets() -> list[str]:
    """Names of the shipped tag sets, sorted."""
    return sorted(p.stem for p in tagsets_dir().glob(f"*{TAGS_FILE_SUFFIX}"))


def read_tagset_file(
    path: Path, warn: Callable[[str, int], None] | None = None
) -> TagSet:
    """A tag set from a file: a MAE task definition (``.dtd``) or a VTT tags file.

    Raises:
        ParseError: the file is malformed.
    """
    if path.name.lower().endswith(DTD_SUFFIX):
        return read_mae_dtd(path, warn)
    return read_tags_file(path)


def load_tagset(
    name_or_path: str | Path = DEFAULT_TAGSET,
    warn: Callable[[str, int], None] | None = None,
) -> TagSet:
    """Load a shipped tag set by name (``nlm-scrubber``), a tags file or a MAE DTD by path.

    ``warn`` receives ``(message, count)`` for what a DTD holds that a tag
    set cannot (links, extra attributes).

    Raises:
        UsageError: the name is neither a shipped tag set nor an existing file.
        ParseError: the file is malformed.
    """
    path = Path(name_or_path)
    if not path.is_file():
        shipped = tagsets_dir() / f"{name_or_path}{TAGS_FILE_SUFFIX}"
        if not shipped.is_file():
            names = ", ".join(available_tagsets())
            raise UsageError(
                f"unknown tag set {str(name_or_path)!r} (shipped: {names})"
            )
        path = shipped
    tagset = read_tagset_file(path, warn)
    tagset.properties.setdefault("name", path.stem)
    return tagset
