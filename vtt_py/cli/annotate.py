"""``vtt-py annotate SRC... -o OUTDIR``: pre-annotate text or VTT files with the de-identifier."""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable
from pathlib import Path

from vtt_py.cli.common import fewer_collections, progress_bar
from vtt_py.errors import ParseError, UsageError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``annotate`` command."""
    parser = sub.add_parser(
        "annotate",
        help="pre-annotate PHI with the built-in de-identifier",
        description="Pre-annotate .txt/.vtt files or folders with the built-in "
        "de-identifier (rules + CRF). Writes one .vtt per input into OUTDIR, keeping "
        "folder structure; existing markups in .vtt inputs are kept and suggestions "
        "(annotated 'suggested by crf 0.83' or 'suggested by rules') are added beside "
        "them. Outputs that already exist are skipped, so an interrupted run resumes.",
    )
    parser.add_argument("sources", nargs="+", type=Path, metavar="SRC")
    parser.add_argument("-o", "--output", required=True, type=Path, metavar="OUTDIR")
    parser.add_argument(
        "--model",
        type=Path,
        metavar="M",
        help="CRF model file (default: shipped model)",
    )
    parser.add_argument(
        "--rules-only", action="store_true", help="use the rules alone, no CRF"
    )
    parser.add_argument(
        "--tagset",
        metavar="T",
        help="tag set of the suggestions (shipped name or tags file; default: "
        "nlm-scrubber for text, the file's own for VTT)",
    )
    parser.add_argument(
        "--threshold",
        type=float,
        metavar="P",
        help="suggest a word as PHI when the CRF gives it less than this probability "
        "of being no PHI (default 0.95; nearer 1 finds more PHI and marks more "
        "words that are none: see vtt_py/deid/README.md for the measured trade)",
    )
    parser.add_argument(
        "--site-lists",
        type=Path,
        action="append",
        default=[],
        metavar="FILE",
        help="your site's own lists: phrases that are PHI under a section naming "
        "their kind ([HOSPITAL], [WARD], [NAME_PROVIDER]...), words that are not "
        "under [NOT PHI]; may be given more than once (see vtt_py/deid/README.md)",
    )
    parser.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="worker processes"
    )
    parser.add_argument(
        "--dask",
        metavar="SCHEDULER_ADDRESS",
        help="annotate on a Dask cluster (needs vtt_py[cluster]; inputs and OUTDIR "
        "on a file system every worker sees)",
    )
    parser.set_defaults(run=run)


def _progress(total: int, settle: Callable[[], None]) -> Callable[[], None]:
    """A tick per document done; the first tells ``settle`` the word lists are loaded."""
    bar = progress_bar(total, "annotating", "doc")

    def tick() -> None:
        settle()
        if bar is not None:
            bar.update(1)
            if bar.n >= total:
                bar.close()

    return tick


def _threshold(args: argparse.Namespace) -> dict[str, float]:
    """``--threshold`` checked, as a keyword for the batch (none when not given)."""
    if args.threshold is None:
        return {}
    if args.rules_only:
        raise UsageError("--threshold is the CRF's: it means nothing with --rules-only")
    if not 0.0 < args.threshold < 1.0:
        raise UsageError("--threshold must be a probability between 0 and 1")
    return {"threshold": args.threshold}


def run(args: argparse.Namespace) -> int:
    """Annotate every input; report counts; exit 1 if some input could not be read."""
    with fewer_collections() as settle:
        return _run(args, functools.partial(_progress, settle=settle))


def _run(
    args: argparse.Namespace, progress: Callable[[int], Callable[[], None]]
) -> int:
    from vtt_py.deid.batch import annotate_paths  # the de-identifier loads on demand

    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.model is not None and args.rules_only:
        raise UsageError("--model and --rules-only exclude each other")
    common = {
        "model": args.model,
        "rules_only": args.rules_only,
        "tagset": args.tagset,
        "site_lists": args.site_lists,
        "progress": progress,
        **_threshold(args),
    }
    if args.dask:
        from vtt_py.synth.cluster import annotate_paths_on_dask

        counts, problems = annotate_paths_on_dask(
            args.sources, args.output, address=args.dask, **common
        )
    else:
        counts, problems = annotate_paths(
            args.sources, args.output, jobs=args.jobs, **common
        )
    print(
        f"{counts['written']} annotated, {counts['skipped']} already done (skipped), "
        f"{counts['failed']} failed",
        file=sys.stderr,
    )
    if problems:
        raise ParseError(problems)
    return 0
