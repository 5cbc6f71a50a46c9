"""Small corpora and file snapshots shared by the output-safety tests (issue 13)."""

from __future__ import annotations

from pathlib import Path

from vtt_py.core import Document, Markup
from vtt_py.formats.tagsets import load_tagset
from vtt_py.formats.vtt import write_vtt

TEXT = "Mary Hansen seen 3/4/2020 in Boston.\n"


def gold_document(text: str = TEXT) -> Document:
    """A note with a categorised name, a date and a city."""
    doc = Document(text, load_tagset())
    for part, tag, cat in [
        ("Mary Hansen", "Name", "Patient"),
        ("3/4/2020", "Date", "Patient"),
        ("Boston", "City", ""),
    ]:
        if part in text:
            start = text.index(part)
            doc.add(Markup(start, start + len(part), tag, cat))
    return doc


def vtt_corpus(folder: Path, names: tuple[str, ...] = ("1-1", "1-2")) -> Path:
    """A folder of gold VTT notes."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        write_vtt(gold_document(), folder / f"{name}.vtt")
    return folder


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` (hidden ones too) with its bytes."""
    if root.is_file():
        return {root.name: root.read_bytes()}
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def staging_left(root: Path) -> list[Path]:
    """Staging folders left anywhere under ``root``."""
    return list(root.rglob(".vtt_py-staging.*"))
