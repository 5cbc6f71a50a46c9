"""``vtt-py check PATH...``: validate VTT files, reporting every problem as PATH:LINE."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from vtt_py.cli.common import collect_files
from vtt_py.errors import Severity
from vtt_py.formats.vtt import check_vtt


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``check`` command."""
    parser = sub.add_parser(
        "check",
        help="validate VTT files (folders recurse)",
        description="Validate VTT files. Prints one PATH:LINE: message line per problem; "
        "exit 0 when every file is valid, 1 otherwise. Warnings do not fail a file.",
    )
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    parser.add_argument(
        "-q", "--quiet", action="store_true", help="print errors only, not warnings"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Check every file; exit 1 if any has an error."""
    files = collect_files(args.paths, (".vtt",))
    failed = 0
    for path in files:
        problems = check_vtt(path)
        errors = [p for p in problems if p.severity is Severity.ERROR]
        failed += bool(errors)
        for problem in problems:
            if problem.severity is Severity.ERROR or not args.quiet:
                print(problem, file=sys.stderr)
    if not args.quiet:
        word = "file" if len(files) == 1 else "files"
        print(f"{len(files)} {word} checked, {failed} with errors", file=sys.stderr)
    return 1 if failed else 0
