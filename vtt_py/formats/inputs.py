"""What a command reads: input files (recorded while an output guard is open) and folder walks.

Every reader gets its bytes from :func:`read_input_bytes` and lists a
folder with :func:`input_files`. That is how the output guard
(:mod:`vtt_py.formats.output`) knows, without help from each format, which
files a command read (so it never writes over them, ``.txt`` beside a brat
``.ann`` included) and keeps a command from reading its own output back
(``convert in in/out`` twice must not give ``in/out/out``).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path

from vtt_py.errors import ParseError, Problem

#: A file as the file system knows it, ``(st_dev, st_ino)``: the same for
#: every path to it (symbolic or hard links), found by one ``fstat``.
FileId = tuple[int, int]


@dataclass
class ReadingScope:
    """The files a command read, and the paths its folder walks must skip."""

    read: set[FileId] = field(default_factory=set)
    excluded: set[Path] = field(default_factory=set)

    def exclude(self, path: Path) -> None:
        """Never read ``path`` (an output of the command) in a folder walk."""
        self.excluded.add(resolved(path))


_SCOPE: ContextVar[ReadingScope | None] = ContextVar("vtt_py_inputs", default=None)


def resolved(path: Path) -> Path:
    """An absolute path with symbolic links resolved (as far as it exists)."""
    return Path(os.path.realpath(path))


def file_id(path: Path) -> FileId | None:
    """The file ``path`` names (links followed), or None when there is none."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def read_input_bytes(path: str | Path) -> bytes:
    """The bytes of an input file, noted as read by the open output guard (if any).

    Raises:
        ParseError: the file cannot be read (``PATH: cannot read: reason``).
    """
    try:
        return _read_all(path, _SCOPE.get())
    except OSError as exc:
        reason = exc.strerror or "unreadable"
        raise ParseError(Problem(str(path), None, f"cannot read: {reason}")) from exc


#: Bytes asked for per read: a note in one call, a large file in a few.
_CHUNK = 1 << 20


def _read_all(path: str | Path, scope: ReadingScope | None) -> bytes:
    """A file's bytes through the OS directly: half the cost of ``Path.read_bytes``
    (no buffered file object), which a corpus of short notes pays per file.

    Noted in ``scope`` by the open file's identity: one ``fstat``, where
    resolving the path (``realpath``, a system call per folder of it) cost
    a tenth of ``vtt-py agree``'s time on a folder of notes.
    """
    fd = os.open(path, os.O_RDONLY)
    try:
        if scope is not None:
            found = os.fstat(fd)
            scope.read.add((found.st_dev, found.st_ino))
        chunks = []
        while chunk := os.read(fd, _CHUNK):  # until EOF: a pipe may read short
            chunks.append(chunk)
    finally:
        os.close(fd)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def record_read(path: Path) -> None:
    """Note that the running command reads ``path`` (a no-op outside a guard)."""
    scope = _SCOPE.get()
    if scope is not None:
        found = file_id(path)
        if found is not None:
            scope.read.add(found)


@contextlib.contextmanager
def reading_scope() -> Iterator[ReadingScope]:
    """Record every input read in the block; folder walks skip what the scope excludes."""
    scope = ReadingScope()
    outer = _SCOPE.get()
    if outer is not None:
        scope.excluded |= outer.excluded
    token = _SCOPE.set(scope)
    try:
        yield scope
    finally:
        _SCOPE.reset(token)
        if outer is not None:
            outer.read |= scope.read


def input_files(
    folder: Path, suffixes: tuple[str, ...], *, exclude: Iterable[Path] = ()
) -> list[Path]:
    """Files under ``folder`` whose names end with one of ``suffixes``, sorted by path.

    Suffixes are compared case-blind. Hidden files and folders (names
    starting with ``.``: staging folders, lock files, ``.git``) are never
    read, nor the outputs of the running command (see :func:`reading_scope`),
    nor ``exclude``: a command writing into a folder inside its input
    folder must not read its own output back.
    """
    found: list[Path] = []
    for here, names in _walk(folder, suffixes, exclude):
        found.extend(here / name for name in names)
    # Path order is parts order; comparing the tuples skips Path.__lt__.
    return sorted(found, key=_parts)


def input_paths(
    folder: Path, suffixes: tuple[str, ...], *, exclude: Iterable[Path] = ()
) -> list[str]:
    """:func:`input_files` as strings: the same files, spelt the same, in the same order.

    For a corpus read once: a Path made per file cost more than reading
    the note in it.
    """
    listed = [
        (here, str(here / "_")[:-1], names)  # the prefix str(here / name) has
        for here, names in _walk(folder, suffixes, exclude)
        if names
    ]
    if len(listed) == 1:  # one folder (nearly always): path order is name order
        _, prefix, names = listed[0]
        return [prefix + name for name in sorted(names)]
    keyed = [
        ((*here.parts, name), prefix + name)
        for here, prefix, names in listed
        for name in names
    ]
    keyed.sort()
    return [path for _, path in keyed]


def _walk(
    folder: Path, suffixes: tuple[str, ...], exclude: Iterable[Path]
) -> Iterator[tuple[Path, list[str]]]:
    """Each folder walked, and the names of the input files in it (see :func:`input_files`)."""
    lowered = tuple(s.lower() for s in suffixes)
    scope = _SCOPE.get()
    skip = {*(scope.excluded if scope else ()), *(resolved(p) for p in exclude)}
    for root, dirs, files in os.walk(folder):
        here = Path(root)
        real = resolved(here) if skip else here
        dirs[:] = [d for d in dirs if not d.startswith(".") and real / d not in skip]
        names = [
            name
            for name in files
            if not name.startswith(".") and name.lower().endswith(lowered)
        ]
        if skip:  # a Path per name costs more than reading a short note's name
            names = [name for name in names if real / name not in skip]
        yield here, names


def _parts(path: Path) -> tuple[str, ...]:
    return path.parts
