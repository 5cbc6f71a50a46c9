"""``vtt-py agree REF CAND``: agreement of CAND with REF, or evaluation of a system against gold."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from vtt_py.cli.common import existing_path, print_warnings
from vtt_py.errors import UsageError, VttError


def _count(value: str) -> int:
    """An argparse type: a whole number >= 0."""
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return number


def register(sub: argparse._SubParsersAction) -> None:
    """Add the ``agree`` command."""
    parser = sub.add_parser(
        "agree",
        help="agreement between two annotation sets (or a system against gold)",
        description="Compare CAND with REF (two files, or two folders whose documents are "
        "matched by file name): entity strict/relaxed, binary, token and HIPAA scores, the "
        "PhysioNet overlap score, Cohen's kappa over tokens, Krippendorff's alpha_U, a "
        "confusion matrix and every disagreement. REF is the reference (gold, or annotator A).",
    )
    parser.add_argument("reference", type=existing_path, metavar="REF")
    parser.add_argument("candidate", type=existing_path, metavar="CAND")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--html", type=Path, metavar="FILE", help="also write an HTML report"
    )
    parser.add_argument(
        "--ignore-category",
        action="store_true",
        help="compare tags only (Name instead of Name|Patient)",
    )
    parser.add_argument(
        "--labels",
        choices=("tag|category", "tag", "type"),
        default="tag|category",
        help="what a span's label is: the full Name|Category (default), the tag only "
        "(as --ignore-category), or the finest type, i.e. the category when there is "
        "one, else the tag (compares brat FECHAS with i2b2 XML DATE|FECHAS)",
    )
    parser.add_argument(
        "--bootstrap",
        type=_count,
        default=0,
        metavar="N",
        help="95%% confidence intervals from N resamples of the documents",
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="random seed of --bootstrap (default 0)"
    )
    parser.add_argument(
        "--tagset",
        metavar="T",
        help="tag set that says which labels are HIPAA identifiers (shipped name or tags file)",
    )
    parser.add_argument(
        "--ref-format", metavar="FMT", help="format of REF (default: inferred)"
    )
    parser.add_argument(
        "--cand-format", metavar="FMT", help="format of CAND (default: inferred)"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Compare, print the table or JSON, write the HTML report if asked."""
    # The agreement package is imported here so `vtt-py --help` stays fast.
    from vtt_py.agreement import compare_paths, render_html, render_text
    from vtt_py.agreement.engine import ScoreOptions
    from vtt_py.agreement.html_cases import CaseCollector
    from vtt_py.agreement.jsonout import write_json
    from vtt_py.formats.atomic import atomic_write_text
    from vtt_py.formats.tagsets import load_tagset

    if args.html is not None and args.html.is_dir():
        raise UsageError(f"{args.html}: is a folder; --html needs a file name")
    tagset = load_tagset(args.tagset) if args.tagset else None
    cases = CaseCollector() if args.html is not None else None
    options = ScoreOptions(
        keep_disagreements=args.json or args.html is not None,
        lazy_rows=True,
        observers=[cases] if cases is not None else [],
    )
    report, paired = compare_paths(
        args.reference,
        args.candidate,
        ignore_category=args.ignore_category,
        label_mode=args.labels,
        tagset=tagset,
        bootstrap=args.bootstrap,
        seed=args.seed,
        reference_format=args.ref_format,
        candidate_format=args.cand_format,
        options=options,
    )
    print_warnings(paired.warnings)
    _warn_unmatched(report)
    if not paired.pairs:
        raise VttError(
            "no document of REF has a counterpart with the same name in CAND"
        )
    if args.html is not None and cases is not None:
        try:
            atomic_write_text(args.html, render_html(report, cases))
        except OSError as exc:
            raise VttError(
                f"{args.html}: cannot write the report ({exc.strerror})"
            ) from None
        print(f"HTML report written to {args.html}", file=sys.stderr)
    if args.json:
        write_json(report, sys.stdout)
    else:
        sys.stdout.write(render_text(report))
    return 0


def _warn_unmatched(report: dict[str, object]) -> None:
    unmatched = report["unmatched"]
    for side in ("reference", "candidate"):
        names = unmatched[side]  # type: ignore[index]
        if names:
            print_warnings([f"{len(names)} documents only in the {side}, not compared"])
    differs = report["text_differs"]
    if differs:
        print_warnings([f"{len(differs)} documents whose texts differ, not compared"])  # type: ignore[arg-type]
