"""The output guard of every writing command: nothing a user owns is overwritten or half-written.

Usage, for any command and any format (the format needs no code of its own)::

    with OutputGuard(inputs=[src], force=args.force) as guard:
        target = guard.stage(dst)                      # before reading
        docs = guard.documents(src_fmt.read(src, ctx), dst_fmt)
        count = dst_fmt.write(docs, target, ctx)
    print(f"{count} documents converted")              # what was written

What it guarantees (each backed by a test in ``tests/cli/test_output_guard.py``):

* **All or nothing.** Writers write into a hidden staging folder beside
  the output (:mod:`vtt_py.formats.staging`); only when the whole block
  succeeds are the files moved into place, also into an existing folder.
  A failure, a full disk, Ctrl-C or SIGTERM leaves the destination as it
  was; staging folders of killed runs are removed by the next run.
* **Inputs untouched.** A file the command read (every reader reads through
  :func:`vtt_py.formats.inputs.read_input_bytes`, so a brat ``.txt`` read
  beside its ``.ann`` counts) or named as an input is never written over,
  not even with ``--force``.
* **Nothing it did not write.** Every file a format writes counts, sibling
  files included (brat's ``.txt`` beside ``.ann``, PhysioNet's ``.phrase``
  and ``.phi``): one that already exists is replaced only with ``--force``.
* **Outputs are not read back.** While the guard is open, folder walks skip
  its outputs, so ``convert in in/out`` run twice gives no ``in/out/out``.
* **Names are safe and distinct.** :meth:`OutputGuard.documents` refuses a
  name that is no safe relative path, and two documents that would be
  written to one file (names equal, or equal but for case for one file per
  document), naming both: the count printed is the count written.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from vtt_py.errors import UsageError, WriteError
from vtt_py.formats.atomic import PRIVATE_FILE
from vtt_py.formats.brat_labels import safe_document_name
from vtt_py.formats.inputs import ReadingScope, file_id, reading_scope, resolved
from vtt_py.formats.registry import CorpusFormat, NamedDocument
from vtt_py.formats.staging import clean_stale_staging, make_staging_dir

FORCE_HINT = "nothing was written; add --force to replace it"


@dataclass
class _Stage:
    """One output: its real path, its staging root and the folder that root stands for."""

    dst: Path
    root: Path
    base: Path
    private: bool
    backup: Path | None = None  # the files --force replaces, until the commit ends

    def staged(self) -> Path:
        return self.root / self.dst.relative_to(self.base)

    def real(self, staged: Path) -> Path:
        return self.base / staged.relative_to(self.root)


@dataclass
class _Journal:
    """What a commit moved, so that a failure half-way can put everything back."""

    moved: list[tuple[Path, Path]] = field(default_factory=list)  # (real, staged)
    replaced: list[tuple[Path, Path]] = field(default_factory=list)  # (real, backup)

    def undo(self) -> None:
        for real, staged in reversed(self.moved):
            with contextlib.suppress(OSError):
                os.replace(real, staged)
        for real, backup in reversed(self.replaced):
            with contextlib.suppress(OSError):
                os.replace(backup, real)


class OutputGuard:
    """Stage a command's outputs and move them into place only if all is well.

    Args:
        inputs: the files and folders the command was given to read.
        force: replace existing files that are not inputs.
    """

    def __init__(self, *, inputs: Iterable[Path] = (), force: bool = False) -> None:
        self.inputs = [Path(p) for p in inputs]
        self.force = force
        self.written: list[Path] = []
        self._stages: list[_Stage] = []
        self._scope: ReadingScope | None = None
        self._scope_cm: contextlib.AbstractContextManager[ReadingScope] | None = None

    # ------------------------------------------------------------ the block

    def __enter__(self) -> OutputGuard:
        self._scope_cm = reading_scope()
        self._scope = self._scope_cm.__enter__()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        try:
            if exc is None:
                self._commit()
            elif isinstance(exc, OSError):
                self._raise_real(exc)
            elif isinstance(exc, UsageError | WriteError):
                self._reword(exc)
        finally:
            for stage in self._stages:
                for folder in (stage.root, stage.backup):
                    if folder is not None:
                        shutil.rmtree(folder, ignore_errors=True)
            assert self._scope_cm is not None
            self._scope_cm.__exit__(None, None, None)

    # ------------------------------------------------------------ outputs

    def stage(self, dst: Path, *, file: bool = False, private: bool = False) -> Path:
        """The path a writer should write ``dst`` to (call before reading any input).

        Args:
            dst: the output file or folder the user named.
            file: the output is one file (a report, a model), never a folder.
            private: make every file of this output owner-only (0600), for
                files that hold PHI outside the user's documents (mappings).

        Raises:
            UsageError: ``dst`` is an input, a folder where a file is wanted,
                or an existing file without ``--force``.
            OSError: the place cannot be written.
        """
        dst = Path(os.path.abspath(dst))
        self._check_target(dst, file=file)
        base = dst.parent
        while not base.is_dir():
            base = base.parent
        clean_stale_staging(base)
        try:
            root = make_staging_dir(base)
        except OSError as exc:
            raise OSError(exc.errno, exc.strerror, str(shown(dst))) from None
        stage = _Stage(dst, root, base, private)
        self._stages.append(stage)
        if dst.is_dir():
            stage.staged().mkdir(parents=True)
        assert self._scope is not None, "stage() is called inside the with block"
        if not dst.is_file():  # an existing file is read (and kept) like any input
            self._scope.exclude(dst)
        return stage.staged()

    def _check_target(self, dst: Path, *, file: bool) -> None:
        real = resolved(dst)
        for given in self.inputs:
            if resolved(given) == real:
                kind = "folder" if given.is_dir() else "file"
                raise UsageError(
                    f"{shown(dst)}: is an input {kind} of this command; write the "
                    "output somewhere else"
                )
        if file and dst.is_dir():
            raise UsageError(f"{shown(dst)}: is a folder; give a file name")
        if dst.is_file() and not self.force:
            raise UsageError(f"{shown(dst)}: already exists; {FORCE_HINT}")

    # ------------------------------------------------------------ names

    def documents(
        self, docs: Iterable[NamedDocument], fmt: CorpusFormat | None = None
    ) -> Iterator[NamedDocument]:
        """The documents, checked: safe names, and no two written to one file.

        Args:
            docs: ``(name, document)`` pairs from a reader.
            fmt: the output format; names that differ only in case collide
                when it writes one file per document (the default).

        Raises:
            WriteError: an unsafe name, or two documents with one name (both
                are named, with their positions in the input).
        """
        per_document = fmt is None or fmt.per_document
        seen: dict[str, tuple[int, str]] = {}
        for number, (name, doc) in enumerate(docs, 1):
            problem = safe_document_name(name)
            if problem:
                raise WriteError(f"document {number} ({name!r}): {problem}")
            key = name.casefold() if per_document else name
            if key in seen:
                first, other = seen[key]
                raise WriteError(
                    f"documents {first} ({other!r}) and {number} ({name!r}) would be "
                    "written to the same file; rename one"
                )
            seen[key] = (number, name)
            yield name, doc

    # ------------------------------------------------------------ commit

    def _commit(self) -> None:
        files = [
            (stage, Path(top) / name)
            for stage in self._stages
            for top, _, names in os.walk(stage.root)
            for name in names
        ]
        self._check_conflicts([(stage, stage.real(p)) for stage, p in files])
        for stage, path in files:
            if stage.private:
                os.chmod(path, PRIVATE_FILE)
        journal = _Journal()
        with _signals_held():
            try:
                for stage in self._stages:
                    self._move(stage.root, stage, journal)
            except BaseException:
                journal.undo()
                raise
        self.written = sorted(stage.real(p) for stage, p in files)
        _sync_folders({p.parent for p in self.written})

    def _check_conflicts(self, targets: list[tuple[_Stage, Path]]) -> None:
        read = self._scope.read if self._scope else set()
        given = {file_id(p) for p in self.inputs if not p.is_dir()}
        existing: list[Path] = []
        for _, real in targets:
            if not os.path.lexists(real):  # new: neither an input nor the user's
                continue
            where = file_id(real)
            if where is not None and (where in read or where in given):
                raise UsageError(
                    f"{shown(real)}: is an input of this command; nothing was written "
                    "(write the output somewhere else)"
                )
            if real.is_dir():
                raise UsageError(f"{shown(real)}: is a folder; nothing was written")
            existing.append(real)
        if existing and not self.force:
            more = f" (and {len(existing) - 1} more)" if len(existing) > 1 else ""
            raise UsageError(
                f"{shown(min(existing))}: already exists{more}; vtt-py replaces only "
                f"files it wrote itself in this run: {FORCE_HINT}"
            )

    def _move(self, staged_dir: Path, stage: _Stage, journal: _Journal) -> None:
        for entry in sorted(os.listdir(staged_dir)):
            staged = staged_dir / entry
            real = stage.real(staged)
            if staged.is_dir() and not staged.is_symlink():
                if not os.path.lexists(real):
                    os.rename(staged, real)  # a new folder moves in one step
                    journal.moved.append((real, staged))
                else:
                    self._move(staged, stage, journal)
                continue
            if os.path.lexists(real):  # --force: keep the old one until the end
                if stage.backup is None:
                    stage.backup = make_staging_dir(stage.base)
                kept = stage.backup / str(len(journal.replaced))
                os.rename(real, kept)
                journal.replaced.append((real, kept))
            os.rename(staged, real)
            journal.moved.append((real, staged))

    def _reword(self, exc: UsageError | WriteError) -> None:
        """Re-raise a writer's message naming a staged path with the path the user named."""
        message = str(exc)
        for stage in self._stages:
            message = message.replace(str(stage.root), str(shown(stage.base)))
        if message != str(exc):
            raise type(exc)(message) from None

    def _raise_real(self, exc: OSError) -> None:
        """Re-raise an error about a staged file as one about the file the user named."""
        name = str(exc.filename or "")
        for stage in self._stages:
            root = str(stage.root)
            if name == root or name.startswith(root + os.sep):
                real = stage.real(Path(name)) if name != root else stage.dst
                raise OSError(exc.errno, exc.strerror, str(shown(real))) from None


def shown(path: Path) -> Path:
    """A path as messages show it: relative to the working folder when inside it."""
    try:
        return path.relative_to(Path.cwd())
    except (ValueError, OSError):  # outside it, or it was removed
        return path


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM while files move into place (they act just after)."""
    can_block = hasattr(signal, "pthread_sigmask") and (
        threading.current_thread() is threading.main_thread()
    )
    held = {signal.SIGINT, signal.SIGTERM}
    if can_block:
        signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        if can_block:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, held)


def _sync_folders(folders: set[Path]) -> None:
    """Flush the folders' entries to disk, so renamed files survive a power cut."""
    for folder in folders:
        with contextlib.suppress(OSError):
            fd = os.open(folder, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
