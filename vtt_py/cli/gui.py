"""``vtt-py gui [PATH]`` (and ``vtt-py`` alone): open the desktop app."""

from __future__ import annotations

import argparse
from pathlib import Path

from vtt_py.cli.common import existing_path


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``gui`` command."""
    parser = sub.add_parser(
        "gui",
        help="open the app (default: the bundled sample corpus)",
        description="Open the desktop app on a .vtt or .txt file or a corpus folder. "
        "With no PATH, opens your working copy of the bundled sample corpus "
        "(copied to a per-user folder on first start; the shipped one is never edited).",
    )
    parser.add_argument("path", nargs="?", type=existing_path, metavar="PATH")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Start the Qt application (imported only here, so other commands never load Qt)."""
    from vtt_py.gui.app import main as gui_main

    path: Path | None = args.path
    return gui_main(path)
