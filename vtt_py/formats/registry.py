"""The registry of corpus formats behind ``vtt-py convert``: names, detection, read and write.

Every format reads a path (a file or a folder) into named documents and
writes named documents to a path. Format modules register themselves when
imported; :func:`get_format` imports the known modules on first use, so a
format that is not installed (or not written yet) is simply absent.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import shutil
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import repeat
from pathlib import Path

from vtt_py.core.document import Document
from vtt_py.core.tagset import TagSet
from vtt_py.errors import UsageError
from vtt_py.formats.atomic import atomic_open
from vtt_py.formats.inputs import input_files, input_paths
from vtt_py.formats.staging import make_staging_dir

#: Modules that define formats, imported lazily in this order.
FORMAT_MODULES = (
    "vtt_py.formats.vtt_format",
    "vtt_py.formats.brat",
    "vtt_py.formats.i2b2",
    "vtt_py.formats.jsonl",
    "vtt_py.formats.bio",
    "vtt_py.formats.physionet",
    "vtt_py.formats.label_studio",
    "vtt_py.formats.doccano",
    "vtt_py.formats.uima",
    "vtt_py.formats.webanno_tsv",
    "vtt_py.formats.mae",
    "vtt_py.formats.spacy_docbin",
    "vtt_py.formats.bioc_xml",
)


@dataclass
class FormatContext:
    """Options and warnings shared by a conversion's readers and writers.

    ``tagset`` is the tag set documents should use (readers of formats that
    carry no styles map their labels onto it, adding tags it lacks); None
    means the format's natural default (nlm-scrubber, or i2b2-2014 for i2b2
    XML, physionet for PhysioNet files).
    Warnings are counted by message, so a corpus with 5,000 overlapping
    markups reports one line, not 5,000.
    """

    tagset: TagSet | None = None
    warnings: Counter[str] = field(default_factory=Counter)
    options: dict[str, object] = field(default_factory=dict)
    #: Folders listed for this reading, ``{(folder, suffix): named files}``
    #: (:func:`named_paths`): ``agree`` pairs documents by name before
    #: reading them, and listing 200,000 files takes over a second.
    listings: dict[tuple[Path, str], list[tuple[str, str]]] = field(
        default_factory=dict
    )

    def warn(self, message: str, count: int = 1) -> None:
        """Count one (or ``count``) occurrences of a warning."""
        self.warnings[message] += count

    def warning_lines(self) -> list[str]:
        """The warnings as lines for a terminal, most frequent first."""
        return [
            f"{count} x {message}" if count > 1 else message
            for message, count in self.warnings.most_common()
        ]


NamedDocument = tuple[str, Document]
Reader = Callable[[Path, FormatContext], Iterator[NamedDocument]]
Writer = Callable[[Iterable[NamedDocument], Path, FormatContext], int]


@dataclass(frozen=True)
class CorpusFormat:
    """A format ``convert`` can read and write.

    Attributes:
        name: the FMT name on the command line (``vtt``, ``brat``, ...).
        suffixes: file suffixes that identify it (``.vtt``); the first is
            used when writing one file per document.
        read: yields ``(name, document)`` for a file or folder.
        write: writes documents to a file or folder; returns how many.
        per_document: True when a folder holds one file per document
            (vtt, txt, brat, i2b2); False when one file holds a corpus
            (jsonl, bio, physionet).
        description: one line for ``--help``.
        sniff: for a suffix several formats share (``.xml``, ``.json``,
            ``.jsonl``), whether a file's first bytes are this format's; a
            format with a sniffer wins over one without when it says yes.
    """

    name: str
    suffixes: tuple[str, ...]
    read: Reader
    write: Writer
    per_document: bool = True
    description: str = ""
    sniff: Callable[[bytes], bool] | None = None


_FORMATS: dict[str, CorpusFormat] = {}
_loaded = False


def register(fmt: CorpusFormat) -> CorpusFormat:
    """Make a format available to ``convert`` (called by format modules)."""
    _FORMATS[fmt.name] = fmt
    return fmt


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in FORMAT_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:  # a real missing dependency, not an absent format
                raise


def formats() -> dict[str, CorpusFormat]:
    """Every registered format by name."""
    _load_all()
    return dict(_FORMATS)


def get_format(name: str) -> CorpusFormat:
    """A format by its FMT name.

    Raises:
        UsageError: no such format.
    """
    known = formats()
    if name not in known:
        raise UsageError(f"unknown format {name!r} (known: {', '.join(sorted(known))})")
    return known[name]


#: How much of a file a sniffer sees.
SNIFF_BYTES = 4096


def _candidates(path: Path) -> list[CorpusFormat]:
    name = path.name.lower()
    return [
        fmt for fmt in formats().values() if any(name.endswith(s) for s in fmt.suffixes)
    ]


def _sniffed(path: Path, candidates: list[CorpusFormat]) -> CorpusFormat:
    """Among formats sharing a suffix, the one whose sniffer knows the file's start."""
    if len(candidates) > 1 and path.is_file():
        try:
            with path.open("rb") as handle:
                head = handle.read(SNIFF_BYTES)
        except OSError:
            head = b""
        for fmt in candidates:
            if fmt.sniff is not None and fmt.sniff(head):
                return fmt
        plain = [fmt for fmt in candidates if fmt.sniff is None]
        if plain:
            return plain[0]
    return candidates[0]


def _by_suffix(path: Path) -> CorpusFormat | None:
    candidates = _candidates(path)
    return _sniffed(path, candidates) if candidates else None


def detect_format(path: Path) -> CorpusFormat:
    """Infer the format of an existing file or folder from suffixes.

    A folder takes the format of the files in it (``.ann`` files make it
    brat even though they sit beside ``.txt`` files).

    Raises:
        UsageError: nothing recognisable.
    """
    if path.is_dir():
        # Suffixes only; a shared suffix is sniffed once, on its first file.
        suffixes = tuple(s for fmt in formats().values() for s in fmt.suffixes)
        found: Counter[str] = Counter()
        example: dict[str, Path] = {}
        # Names that end alike (as far as the longest suffix) have the same
        # candidates: asked once per ending, not once per file.
        longest = max(map(len, suffixes))
        first_of: dict[str, str | None] = {}
        # Strings, not a Path per file: listing cost more than choosing.
        for file in input_paths(path, suffixes):
            ending = file[file.rfind(os.sep) + 1 :][-longest:].lower()
            if ending not in first_of:
                candidates = _candidates(Path(file))
                first_of[ending] = candidates[0].name if candidates else None
            name = first_of[ending]
            if name is not None:
                found[name] += 1
                if name not in example:
                    example[name] = Path(file)
        # An INCEpTION export holds .xmi files and a TypeSystem.xml.
        for preferred in ("brat", "vtt", "xmi", "i2b2", "physionet"):
            if found.get(preferred):
                name = preferred
                break
        else:
            if not found:
                raise UsageError(f"{path}: no file of a known format in this folder")
            name = found.most_common(1)[0][0]
        return _sniffed(example[name], _candidates(example[name]))
    fmt = _by_suffix(path)
    if fmt is None:
        raise UsageError(
            f"{path}: cannot tell the format from the name; use --from/--to"
        )
    return fmt


def target_format(path: Path) -> CorpusFormat | None:
    """The format a destination's suffix names, or None (a folder)."""
    return None if path.is_dir() else _by_suffix(path)


def document_files(folder: Path, suffixes: tuple[str, ...]) -> list[Path]:
    """Files in a folder (recursively) with one of the suffixes, sorted by path.

    Hidden files and the running command's own outputs are skipped (see
    :func:`vtt_py.formats.inputs.input_files`).
    """
    return input_files(folder, suffixes)


def document_name(path: Path, root: Path, suffix: str) -> str:
    """A document's name: its path under ``root`` without the suffix (``sub/note1``)."""
    whole, base = str(path), str(root)
    if (
        os.sep == "/"
        and whole.startswith(base)
        and whole[len(base) : len(base) + 1] == "/"
    ):
        # A file listed under root: its name is the rest of the string
        # (pathlib's relative_to costs more than reading the file's name).
        relative = whole[len(base) + 1 :]
    else:
        relative = path.relative_to(root).as_posix() if path != root else path.name
    return (
        relative[: -len(suffix)]
        if relative.lower().endswith(suffix.lower())
        else relative
    )


def named_files(
    folder: Path, suffix: str, ctx: FormatContext | None = None
) -> list[tuple[str, Path]]:
    """``(document name, file)`` for every file with ``suffix`` under ``folder``.

    With ``ctx``, the folder is listed once for the reading it stands for.

    Raises:
        UsageError: two files give one document name (``a.vtt`` and ``a.VTT``);
            both are named, since one of them would be lost.
    """
    return [(name, Path(file)) for name, file in named_paths(folder, suffix, ctx)]


def named_paths(
    folder: Path, suffix: str, ctx: FormatContext | None = None
) -> list[tuple[str, str]]:
    """:func:`named_files` with each file as its path string (what a reader opens).

    Raises:
        UsageError: as :func:`named_files`.
    """
    if ctx is not None and (folder, suffix) in ctx.listings:
        return ctx.listings[folder, suffix]
    files = input_paths(folder, (suffix,))
    base = str(folder) + os.sep
    if os.sep == "/" and all(map(str.startswith, files, repeat(base))):
        # Every file listed under the folder's own spelling (nearly always):
        # its name is the rest of its path, the suffix (which the listing
        # matched) cut off, as document_name gives it.
        names = [file[len(base) : -len(suffix)] for file in files]
    else:
        names = [document_name(Path(file), folder, suffix) for file in files]
    if len(set(names)) < len(names):
        _duplicate_names(names, files)
    named = list(zip(names, files, strict=True))
    if ctx is not None:
        ctx.listings[folder, suffix] = named
    return named


def _duplicate_names(names: list[str], files: list[str]) -> None:
    """Raise the error of the first name two files give."""
    seen: dict[str, str] = {}
    for name, file in zip(names, files, strict=True):
        other = seen.setdefault(name, file)
        if other != file:
            raise UsageError(
                f"{other} and {file} are both document {name!r} "
                "(names differ only in the suffix's case); rename one"
            )


def reader_files(
    path: Path, suffix: str, ctx: FormatContext | None = None
) -> list[tuple[str, Path]]:
    """``(document name, file)`` for a reader: ``path`` itself, or every ``suffix`` file under it.

    Raises:
        UsageError: a folder without such files, or two files giving one
            document name (see :func:`named_files`).
    """
    if not path.is_dir():
        return [(document_name(path, path, suffix), path)]
    files = named_files(path, suffix, ctx)
    if not files:
        raise UsageError(f"{path}: no {suffix} file in this folder")
    return files


def write_per_document(
    docs: Iterable[NamedDocument],
    dst: Path,
    suffix: str,
    write_one: Callable[[Document, Path], None],
) -> int:
    """Write one file per document: to ``dst`` itself if it ends in ``suffix``, else into it.

    A new output folder is built under a temporary name and renamed into
    place at the end, so a failed conversion leaves no half-written folder.

    Returns:
        The number of documents written.

    Raises:
        UsageError: several documents but ``dst`` names a single file.
    """
    if dst.name.lower().endswith(suffix.lower()) and not dst.is_dir():
        items = list(docs)
        if len(items) != 1:
            raise UsageError(
                f"{dst}: {len(items)} documents cannot go into one {suffix} file"
            )
        write_one(items[0][1], dst)
        return 1
    with staged_folder(dst) as folder:
        count = 0
        for name, doc in docs:
            target = folder / f"{name}{suffix}"
            target.parent.mkdir(parents=True, exist_ok=True)
            write_one(doc, target)
            count += 1
    return count


@contextlib.contextmanager
def staged_folder(dst: Path) -> Iterator[Path]:
    """Yield a folder to write into; a new ``dst`` appears only if the block succeeds.

    An existing ``dst`` is written into directly (each file is atomic; the
    output guard of :mod:`vtt_py.formats.output` makes the whole set atomic).
    """
    if dst.exists():
        yield dst
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    staging = make_staging_dir(dst.parent)
    folder = staging / dst.name
    try:
        folder.mkdir()
        yield folder
        os.replace(folder, dst)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def write_corpus_file(
    docs: Iterable[NamedDocument],
    dst: Path,
    kind: str,
    render: Callable[[str, Document], Iterable[str]],
    wrap: tuple[str, str] = ("", ""),
) -> int:
    """Write every document into one file (JSONL, BIO, a JSON list), atomically.

    Args:
        docs: the documents.
        dst: the output file.
        kind: the format's name for messages (``JSONL``).
        render: the text of one document, as pieces to write in order.
        wrap: text written before the first document and after the last.

    Returns:
        The number of documents written.

    Raises:
        UsageError: ``dst`` is an existing folder.
    """
    if dst.is_dir():
        raise UsageError(
            f"{dst}: {kind} output is one file; give a file name, not a folder"
        )
    count = 0
    with atomic_open(dst) as out:
        out.write(wrap[0])
        for name, doc in docs:
            out.writelines(render(name, doc))
            count += 1
        out.write(wrap[1])
    return count
