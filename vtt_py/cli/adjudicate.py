"""``vtt-py adjudicate A B -o OUT``: start an adjudication from two annotators' files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from vtt_py.cli.common import existing_path, print_warnings
from vtt_py.core.adjudication import merge_for_adjudication, pending_count
from vtt_py.errors import UsageError
from vtt_py.formats.adjudication_log import write_header
from vtt_py.formats.registry import staged_folder
from vtt_py.formats.vtt import read_vtt, write_vtt


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``adjudicate`` command."""
    parser = sub.add_parser(
        "adjudicate",
        help="merge two annotators' files for adjudication",
        description="Merge two annotators' .vtt files (or folders, matched by file name) "
        "into one adjudication file per document: markups both made identically are "
        "accepted, every other markup is kept marked 'pending A' or 'pending B' for the "
        "adjudicator to decide in the app (`vtt-py gui OUT`).",
    )
    parser.add_argument(
        "a", type=existing_path, metavar="A", help="annotator A's file or folder"
    )
    parser.add_argument(
        "b", type=existing_path, metavar="B", help="annotator B's file or folder"
    )
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    parser.set_defaults(run=run)


def _pairs(a: Path, b: Path) -> tuple[list[tuple[str, Path, Path]], list[str]]:
    """Matched (name, A file, B file) and the names found on one side only."""
    if a.is_file() and b.is_file():
        return [(a.name, a, b)], []
    if a.is_file() or b.is_file():
        raise UsageError("A and B must both be files or both be folders")
    files_a = {p.relative_to(a).as_posix(): p for p in sorted(a.rglob("*.vtt"))}
    files_b = {p.relative_to(b).as_posix(): p for p in sorted(b.rglob("*.vtt"))}
    names = sorted(files_a.keys() & files_b.keys())
    unmatched = sorted(files_a.keys() ^ files_b.keys())
    return [(n, files_a[n], files_b[n]) for n in names], unmatched


def run(args: argparse.Namespace) -> int:
    """Write one adjudication file per matched document and report the work left."""
    pairs, unmatched = _pairs(args.a, args.b)
    if not pairs:
        raise UsageError("no document is in both A and B")
    single = len(pairs) == 1 and args.a.is_file()
    skipped: list[str] = [f"{n}: only in one of A and B; skipped" for n in unmatched]
    total = 0
    target = args.output.parent if single else args.output
    with staged_folder(target) as folder:
        for name, path_a, path_b in pairs:
            doc_a, doc_b = read_vtt(path_a), read_vtt(path_b)
            if doc_a.text != doc_b.text:
                skipped.append(f"{name}: the texts of A and B differ; skipped")
                continue
            merged = merge_for_adjudication(doc_a, doc_b)
            out = folder / (args.output.name if single else name)
            write_vtt(merged, out)
            count = pending_count(merged)
            total += count
            print(f"{name}: {count} disagreement(s) to decide")
        write_header(folder, str(args.a), str(args.b))
    print_warnings(skipped)
    print(
        f"{len(pairs) - sum('differ' in s for s in skipped)} document(s) written to "
        f"{args.output}, {total} disagreement(s) in all; open them with "
        f"`vtt-py gui {args.output}`",
        file=sys.stderr,
    )
    return 0
