"""``vtt-py synthesize SRC -o OUT``: a gold corpus from already de-identified notes (seed 002)."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

from vtt_py.cli.common import existing_path, print_warnings, progress_bar
from vtt_py.errors import UsageError


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``synthesize`` command."""
    parser = sub.add_parser(
        "synthesize",
        help="turn de-identified notes (MIMIC placeholders) into an annotated corpus",
        description="Replace every placeholder of already de-identified notes "
        "(MIMIC-III [**...**], MIMIC-IV ___) by a realistic surrogate of its type and "
        "mark it: a gold standard without annotating. SRC is MIMIC-III's "
        "NOTEEVENTS.csv, MIMIC-IV-Note's discharge.csv/radiology.csv (also .csv.gz) "
        "or a folder of .txt notes. The input is streamed in chunks; run the same "
        "command again to resume a run that was stopped. A MIMIC-IV ___ whose type "
        "the context does not decide keeps its text and is marked Undecided.",
    )
    parser.add_argument("src", type=existing_path, metavar="SRC")
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    parser.add_argument(
        "--tagset", default="nlm-scrubber", metavar="T",
        help="shipped tag set of the markups (default nlm-scrubber)",
    )  # fmt: skip
    parser.add_argument(
        "--seed", type=int, metavar="N",
        help="makes the surrogates reproducible (default: a random seed, recorded in "
        "OUT/.synthesize/run.json and used again on resume)",
    )  # fmt: skip
    parser.add_argument(
        "--to", choices=("vtt", "jsonl", "bio"), default="vtt",
        help="vtt: a folder of VTT files per chunk; jsonl/bio: one part file per chunk",
    )  # fmt: skip
    parser.add_argument(
        "--jobs", type=int, default=1, metavar="N", help="worker processes"
    )
    parser.add_argument(
        "--dask", metavar="SCHEDULER_ADDRESS",
        help="run the chunks on a Dask cluster (needs vtt_py[cluster] here and on "
        "the workers); this machine reads SRC and writes OUT",
    )  # fmt: skip
    parser.add_argument(
        "--filter", action="append", default=[], metavar="CATEGORY",
        help="keep notes of this type (CATEGORY / note_type column, case-blind; repeat "
        "for several)",
    )  # fmt: skip
    parser.add_argument(
        "--limit", type=int, metavar="N", help="stop after N notes (a sample)"
    )
    parser.add_argument(
        "--chunk-size", type=int, default=1000, metavar="N",
        help="notes per chunk: per VTT folder and per part file (default 1000)",
    )  # fmt: skip
    parser.set_defaults(run=run)


def _progress() -> Callable[[int], None] | None:
    bar = progress_bar(None, "synthesizing", "note")
    return None if bar is None else bar.update


def _seed(args: argparse.Namespace) -> int:
    """The seed given, or the one an earlier run of OUT recorded, or a new one."""
    import json

    from vtt_py.synth.chunks import STATE
    from vtt_py.synth.run import RUN_FILE

    if args.seed is not None:
        return int(args.seed)
    state = args.output / STATE / RUN_FILE
    if state.exists():
        return int(json.loads(state.read_text(encoding="utf-8"))["seed"])
    return random.SystemRandom().randrange(2**31)


def run(args: argparse.Namespace) -> int:
    """Synthesize SRC into OUT and print the report."""
    from vtt_py.deid.tagmap import known_tagsets
    from vtt_py.synth.engine import SynthConfig
    from vtt_py.synth.run import RunOptions, synthesize_collection
    from vtt_py.synth.stats import report_lines

    if (
        args.jobs < 1
        or args.chunk_size < 1
        or (args.limit is not None and args.limit < 0)
    ):
        raise UsageError(
            "--jobs and --chunk-size must be at least 1, --limit at least 0"
        )
    if args.tagset not in known_tagsets():
        raise UsageError(
            f"unknown tag set {args.tagset!r} (known: {', '.join(known_tagsets())})"
        )
    config = SynthConfig(seed=_seed(args), tagset=args.tagset)
    options = RunOptions(
        source=args.src, out=args.output, to=args.to, chunk_size=args.chunk_size,
        filters=tuple(args.filter), limit=args.limit, jobs=args.jobs,
        dask_address=args.dask,
    )  # fmt: skip
    report = synthesize_collection(options, config, progress=_progress())
    print_warnings(
        f"{n} x {message}" if n > 1 else message
        for message, n in sorted(report.warnings.items())
    )
    for line in report_lines(report.stats, report.seconds):
        print(line, file=sys.stderr)
    resumed = (
        f", {report.resumed} of {report.chunks} chunks from an earlier run"
        if report.resumed
        else ""
    )
    print(
        f"{report.written} notes written to {args.output} as {args.to} "
        f"(seed {config.seed}, tag set {config.tagset}{resumed})",
        file=sys.stderr,
    )
    return 0
