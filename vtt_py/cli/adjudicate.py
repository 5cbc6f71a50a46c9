"""``vtt-py adjudicate A B -o OUT``: start an adjudication from two annotators' files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from vtt_py.cli.common import existing_path, print_warnings
from vtt_py.formats.adjudication_log import start_adjudication
from vtt_py.formats.output import OutputGuard


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


def run(args: argparse.Namespace) -> int:
    """Write one adjudication file per matched document and report the work left."""
    # Never anything to replace (start_adjudication refuses), but all or nothing.
    with OutputGuard(inputs=[args.a, args.b]) as guard:
        staged = guard.stage(args.output)
        report = start_adjudication(args.a, args.b, args.output, staged=staged)
    for name, count in report.written:
        print(f"{name}: {_count(count, 'disagreement')} to decide")
    print_warnings(report.skipped)
    print(
        f"{_count(len(report.written), 'document')} written to {args.output}, "
        f"{_count(report.total, 'disagreement')} in all; open them with "
        f"`vtt-py gui {args.output}`",
        file=sys.stderr,
    )
    return 0


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
