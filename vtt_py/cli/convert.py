"""``vtt-py convert SRC DST``: convert documents and corpora between formats."""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

from vtt_py.cli.common import add_force_option, existing_path, print_warnings
from vtt_py.formats.output import OutputGuard
from vtt_py.formats.registry import (
    CorpusFormat,
    FormatContext,
    detect_format,
    formats,
    get_format,
    target_format,
)
from vtt_py.formats.tagsets import load_tagset


def _format_list() -> str:
    known = formats()
    width = max(len(name) for name in known)
    lines = [
        f"  {name:<{width}}  {', '.join(fmt.suffixes)}: {fmt.description}"
        for name, fmt in sorted(known.items())
    ]
    return "formats (FMT):\n" + "\n".join(lines)


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``convert`` command."""
    parser = sub.add_parser(
        "convert",
        help="convert between formats",
        description=textwrap.fill(
            "Convert a document or a folder of documents between formats. Formats "
            "are inferred from extensions, file contents (.json, .jsonl and .xml "
            "are shared) or folder contents; --from/--to name them. A .vtt file "
            "converted to .vtt comes out byte for byte. Whatever the target format "
            "cannot hold is reported as a warning with a count. Nothing is written "
            "unless every document converts; an input is never written over, and an "
            "existing file only with --force.",
            78,
        ),
        epilog=_format_list()
        + "\n\n"
        + textwrap.fill(
            "UIMA (xmi, uima-json, webanno-tsv): the label is read from "
            "--uima-type/--uima-feature (default: DKPro NamedEntity/value); with "
            "neither, a corpus whose annotations sit in several layers stops and "
            "lists them so that you choose.",
            78,
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("src", type=existing_path, metavar="SRC")
    parser.add_argument("dst", type=Path, metavar="DST")
    parser.add_argument(
        "--from", dest="src_format", metavar="FMT", help="format of SRC"
    )
    parser.add_argument("--to", dest="dst_format", metavar="FMT", help="format of DST")
    parser.add_argument(
        "--tagset",
        metavar="T",
        help="tag set for documents whose format has none (shipped name, tags "
        "file, or a MAE task .dtd)",
    )
    parser.add_argument(
        "--uima-type",
        metavar="TYPE",
        help="UIMA annotation type holding the labels, e.g. webanno.custom.PHI",
    )
    parser.add_argument(
        "--uima-feature",
        metavar="FEATURE",
        help="feature of --uima-type holding the label (default: its only "
        "string feature, or value)",
    )
    add_force_option(parser)
    parser.set_defaults(run=run)


def _folder_format(dst: Path) -> CorpusFormat:
    """An existing folder keeps the format of its files; a new one gets VTT files."""
    if dst.is_dir() and any(dst.iterdir()):
        return detect_format(dst)
    return get_format("vtt")


def run(args: argparse.Namespace) -> int:
    """Read SRC, write DST, report warnings with counts."""
    src_fmt = (
        get_format(args.src_format) if args.src_format else detect_format(args.src)
    )
    if args.dst_format:
        dst_fmt = get_format(args.dst_format)
    else:
        dst_fmt = target_format(args.dst) or _folder_format(args.dst)
    ctx = FormatContext()
    ctx.options.update(uima_type=args.uima_type, uima_feature=args.uima_feature)
    # Without --tagset each reader picks its format's natural tag set.
    with OutputGuard(inputs=[args.src], force=args.force) as guard:
        target = guard.stage(args.dst)
        # Read inside the guard, so that a tag set file is never written over.
        ctx.tagset = load_tagset(args.tagset, ctx.warn) if args.tagset else None
        docs = guard.documents(src_fmt.read(args.src, ctx), dst_fmt)
        count = dst_fmt.write(docs, target, ctx)
    print_warnings(ctx.warning_lines())
    word = "document" if count == 1 else "documents"
    print(
        f"{count} {word} converted ({src_fmt.name} -> {dst_fmt.name})", file=sys.stderr
    )
    return 0
